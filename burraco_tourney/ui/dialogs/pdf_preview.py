"""A preview of a written PDF: its pages turned into images by Poppler's pdftoppm, shown one under another.

PySide6-Essentials has no QtPdf, so the pages are rendered by the `pdftoppm` program (Poppler, with its
companion `pdfinfo` for the page count and sizes) when both are on PATH; otherwise the window offers to
open the file in the system's PDF viewer instead (`open_in_system`).

Print sends the file to the system's printer (io.printer: CUPS `lp` or `lpr`, or the Windows shell's print
verb), off the GUI thread; the Print / Export dialog uses the same `send_to_printer`.

A round of 200 tables is 200 pages, and pdftoppm takes a fifth of a second a page, so pages are rendered
only when they come into view (one small process at a time, run by QProcess so the window never waits),
and only the images near the visible part are kept in memory.
"""

from __future__ import annotations

import math
import re
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QProcess, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QImageReader, QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.io.printer import PrintError, PrintJob, PrintProblem, print_pdf
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.widgets.background import BackgroundTask
from burraco_tourney.ui.widgets.messages import show_error

# Space between pages and around them, in pixels.
PAGE_GAP = 14
# Zoom steps, as a share of "fit width".
ZOOM_STEPS = (0.35, 0.5, 0.7, 1.0, 1.4, 2.0, 3.0)
# Renders are made at a multiple of this resolution, so that small zoom changes reuse them.
DPI_STEP = 24
MAX_DPI = 600
_SIZE_LINE = re.compile(r"^Page\s+(\d+)\s+size:\s+([\d.]+)\s+x\s+([\d.]+)\s+pts", re.MULTILINE)
_ROT_LINE = re.compile(r"^Page\s+(\d+)\s+rot:\s+(\d+)", re.MULTILINE)
_PAGES_LINE = re.compile(r"^Pages:\s+(\d+)", re.MULTILINE)


def poppler_tools() -> tuple[str, str] | None:
    """The paths of pdfinfo and pdftoppm, or None when either is missing."""
    info, render = shutil.which("pdfinfo"), shutil.which("pdftoppm")
    return (info, render) if info and render else None


def preview_available() -> bool:
    return poppler_tools() is not None


def open_in_system(path: str | Path) -> bool:
    """Open a file (or folder) with the program the system uses for it."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


def print_failure_text(path: Path, error: Exception) -> str:
    """Why `path` was not printed, in the director's words (the print program's own words after them)."""
    if not isinstance(error, PrintError):
        return error_text(error)
    if error.problem is PrintProblem.NO_PROGRAM:
        reason = QCoreApplication.translate(
            "Printing",
            "This computer has no print program (lp or lpr, from CUPS). Open the file in the PDF viewer "
            "and print it from there.",
        )
    elif error.problem is PrintProblem.NO_PRINTER:
        reason = QCoreApplication.translate(
            "Printing",
            "No default printer is set up on this computer. Choose one in the system's printer settings, "
            "or open the file in the PDF viewer and print it from there.",
        )
    else:
        reason = QCoreApplication.translate("Printing", "The printer did not take the file.")
    if error.detail:
        reason += "\n" + QCoreApplication.translate("Printing", "The print system said: {words}").format(
            words=error.detail
        )
    return QCoreApplication.translate("Printing", "{file} was not printed.\n{reason}").format(
        file=path.name, reason=reason
    )


def send_to_printer(
    parent: QWidget,
    path: Path,
    on_done: Callable[[PrintJob], None],
    on_error: Callable[[Exception], None],
) -> BackgroundTask:
    """Send the PDF at `path` to the default printer off the GUI thread (the print program may wait for
    a print system that does not answer); then `on_done(job)` or `on_error(error)` in the GUI thread."""
    return BackgroundTask(
        parent,
        QCoreApplication.translate("Printing", "Sending {file} to the printer…").format(file=path.name),
        lambda: print_pdf(path),
        on_done,
        on_error,
    )


def read_page_sizes(pdfinfo_output: str) -> list[tuple[float, float]]:
    """Each page's (width, height) in points, as shown (rotation applied), from `pdfinfo -f 1 -l N`."""
    found = _PAGES_LINE.search(pdfinfo_output)
    count = int(found.group(1)) if found else 0
    sizes = {
        int(m.group(1)): (float(m.group(2)), float(m.group(3))) for m in _SIZE_LINE.finditer(pdfinfo_output)
    }
    turned = {int(m.group(1)) for m in _ROT_LINE.finditer(pdfinfo_output) if int(m.group(2)) % 180 == 90}
    a4 = (595.276, 841.89)
    result: list[tuple[float, float]] = []
    for page in range(1, count + 1):
        width, height = sizes.get(page, result[-1] if result else a4)
        result.append((height, width) if page in turned else (width, height))
    return result


@dataclass
class _Page:
    number: int  # 1-based
    points: tuple[float, float]  # width, height
    label: QLabel
    rendered: tuple[int, Path] | None = None  # dpi and image file
    shown: tuple[int, QSize] | None = None  # what the label holds now
    failed: bool = False


class PdfPreviewDialog(QDialog):
    """The pages of one PDF, rendered as they come into view; Open hands the file to the PDF viewer."""

    pages_read = Signal(int)  # the page count is known and the pages are laid out
    page_rendered = Signal(int)  # a page's image is ready (1-based)
    preview_failed = Signal(str)

    def __init__(self, path: str | Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pdf_preview")
        self.path = Path(path)
        self.setWindowTitle(self.tr("Preview: {file}").format(file=self.path.name))
        self.pages: list[_Page] = []
        self._tools = poppler_tools()
        self._folder = tempfile.TemporaryDirectory(prefix="burraco-preview-")
        self._process: QProcess | None = None
        self._rendering: tuple[_Page, int, Path] | None = None
        self._zoom = 1.0
        self._closed = False

        self.status = QLabel(self.tr("Reading {file}…").format(file=self.path.name))
        self.status.setObjectName("status")
        self.page_box = QSpinBox()
        self.page_box.setObjectName("page")
        self.page_box.setRange(0, 0)
        self.page_box.setPrefix(self.tr("Page "))
        self.page_box.valueChanged.connect(self._page_chosen)
        self.page_total = QLabel()
        self.zoom_out_button = self._tool_button("−", self.tr("Zoom out (Ctrl+-)"), self.zoom_out)
        self.zoom_in_button = self._tool_button("+", self.tr("Zoom in (Ctrl++)"), self.zoom_in)
        self.fit_button = self._tool_button(
            self.tr("Fit width"), self.tr("The page as wide as the window"), self.fit_width
        )
        self.zoom_label = QLabel()
        self.zoom_label.setMinimumWidth(self.fontMetrics().horizontalAdvance("000 %") + 6)
        self.zoom_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        QShortcut(QKeySequence(QKeySequence.StandardKey.ZoomIn), self, self.zoom_in)
        QShortcut(QKeySequence(QKeySequence.StandardKey.ZoomOut), self, self.zoom_out)
        QShortcut(QKeySequence("Ctrl+0"), self, self.fit_width)

        self.sheet = QWidget()
        self.sheet.setObjectName("sheet")
        self.sheet_layout = QVBoxLayout(self.sheet)
        self.sheet_layout.setContentsMargins(PAGE_GAP, PAGE_GAP, PAGE_GAP, PAGE_GAP)
        self.sheet_layout.setSpacing(PAGE_GAP)
        self.sheet_layout.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.pages_area = QScrollArea()
        self.pages_area.setObjectName("pages")
        self.pages_area.setWidgetResizable(True)
        self.pages_area.setWidget(self.sheet)
        self.pages_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.pages_area.setStyleSheet("QScrollArea#pages, QWidget#sheet { background: #6b6f75; }")
        self.pages_area.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.pages_area.viewport().installEventFilter(self)
        # Layout changes and scrolling ask for an update; one runs after the events have settled.
        self._update_timer = QTimer(self)
        self._update_timer.setSingleShot(True)
        self._update_timer.setInterval(0)
        self._update_timer.timeout.connect(self._update_pages)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.print_task: BackgroundTask | None = None
        self.message: QMessageBox | None = None  # the last message shown (tests read it)
        self.print_button: QPushButton = self.buttons.addButton(
            self.tr("&Print"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.print_button.setObjectName("print")
        self.print_button.setToolTip(self.tr("Send the file to this computer's default printer"))
        self.print_button.clicked.connect(self.print_file)
        self.open_button: QPushButton = self.buttons.addButton(
            self.tr("&Open in the PDF viewer"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.open_button.setObjectName("open")
        self.open_button.setToolTip(
            self.tr("Look at the file full size, or print it from there with other settings")
        )
        self.open_button.clicked.connect(lambda: open_in_system(self.path))
        self.folder_button: QPushButton = self.buttons.addButton(
            self.tr("Show the &folder"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.folder_button.setObjectName("folder")
        self.folder_button.clicked.connect(lambda: open_in_system(self.path.parent))
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.page_box)
        top.addWidget(self.page_total)
        top.addSpacing(12)
        top.addWidget(self.status, 1)
        top.addWidget(self.zoom_out_button)
        top.addWidget(self.zoom_label)
        top.addWidget(self.zoom_in_button)
        top.addWidget(self.fit_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.pages_area, 1)
        layout.addWidget(self.buttons)
        self._show_zoom()
        # Within the free part of the screen (a 1366×768 laptop has about 730 pixels above its taskbar),
        # leaving room for the title bar and borders.
        room = self.screen().availableGeometry().size() - QSize(16, 48)
        self.resize(QSize(860, 900).boundedTo(room))
        self._read_pages()

    def _tool_button(self, text: str, tip: str, slot: object) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setToolTip(tip)
        button.clicked.connect(slot)
        return button

    # ------------------------------------------------------------------------------------- printing

    def print_file(self) -> BackgroundTask | None:
        """Send the file to the default printer; tests wait on the task's `finished`."""
        if self.print_task is not None:
            return None
        self.print_button.setEnabled(False)
        self.print_task = send_to_printer(self, self.path, self._printed, self._not_printed)
        return self.print_task

    def _printed(self, _job: PrintJob) -> None:
        self.print_task = None
        self.print_button.setEnabled(True)
        self.status.setStyleSheet("")
        self.status.setText(self.tr("Sent to the printer."))

    def _not_printed(self, error: Exception) -> None:
        self.print_task = None
        self.print_button.setEnabled(True)
        if not isinstance(error, PrintError):
            raise error
        self.message = show_error(self, print_failure_text(self.path, error), self.tr("Not printed"))

    # ------------------------------------------------------------------------------------- reading

    def _read_pages(self) -> None:
        if self._tools is None:
            self._fail(self.tr("pdftoppm and pdfinfo (Poppler) are needed for a preview."))
            return
        process = self._start(self._tools[0], ["-f", "1", "-l", "1000000", str(self.path)])
        process.finished.connect(lambda code, _status: self._pages_read(process, code))

    def _start(self, program: str, arguments: list[str]) -> QProcess:
        process = QProcess(self)
        process.errorOccurred.connect(lambda error: self._process_error(process, error))
        self._process = process
        process.start(program, arguments)
        return process

    def _process_error(self, process: QProcess, error: QProcess.ProcessError) -> None:
        if error != QProcess.ProcessError.FailedToStart:
            return  # a crash also ends in `finished`, which reports it
        self._process = None
        process.deleteLater()
        self._rendering = None
        self._fail(self.tr("{program} could not be started.").format(program=process.program()))

    def _pages_read(self, process: QProcess, code: int) -> None:
        self._process = None
        output = bytes(process.readAllStandardOutput().data()).decode("utf-8", "replace")
        errors = bytes(process.readAllStandardError().data()).decode("utf-8", "replace").strip()
        process.deleteLater()
        sizes = read_page_sizes(output) if code == 0 else []
        if not sizes:
            self._fail(errors.splitlines()[-1] if errors else self.tr("The file has no pages."))
            return
        for number, points in enumerate(sizes, start=1):
            label = QLabel(self.tr("Page {number}").format(number=number))
            label.setObjectName(f"page_{number}")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet("background: white; color: #777; border: 1px solid #3d4045;")
            self.sheet_layout.addWidget(label)
            self.pages.append(_Page(number, points, label))
        self.status.clear()
        self.page_box.setRange(1, len(sizes))
        self.page_total.setText(self.tr("of {count}").format(count=len(sizes)))
        self._lay_out()
        self.pages_read.emit(len(sizes))

    def _fail(self, reason: str) -> None:
        self.status.setText(self.tr("No preview: {reason}").format(reason=reason))
        self.status.setStyleSheet("color: #8a1400;")
        self.preview_failed.emit(reason)

    # ------------------------------------------------------------------------------------- layout

    def page_count(self) -> int:
        return len(self.pages)

    def page_image(self, number: int) -> QPixmap:
        """The image page `number` (1-based) shows now; a null pixmap while it is not rendered."""
        return self.pages[number - 1].label.pixmap()

    def zoom(self) -> float:
        return self._zoom

    def zoom_in(self) -> None:
        self._set_zoom(next((z for z in ZOOM_STEPS if z > self._zoom + 1e-6), self._zoom))

    def zoom_out(self) -> None:
        self._set_zoom(next((z for z in reversed(ZOOM_STEPS) if z < self._zoom - 1e-6), self._zoom))

    def fit_width(self) -> None:
        self._set_zoom(1.0)

    def _set_zoom(self, zoom: float) -> None:
        if zoom == self._zoom:
            return
        current = self.page_box.value()
        self._zoom = zoom
        self._show_zoom()
        self._lay_out()
        if current:
            self.go_to_page(current)

    def _show_zoom(self) -> None:
        self.zoom_label.setText(f"{round(self._zoom * 100)} %")
        self.zoom_in_button.setEnabled(self._zoom < ZOOM_STEPS[-1])
        self.zoom_out_button.setEnabled(self._zoom > ZOOM_STEPS[0])

    def _lay_out(self) -> None:
        """Size every page for the zoom: at 100 % the widest page fills the width of the window."""
        if not self.pages:
            return
        room = max(self.pages_area.viewport().width() - 2 * PAGE_GAP, 120)
        widest = max(page.points[0] for page in self.pages)
        for page in self.pages:
            width = max(round(room * self._zoom * page.points[0] / widest), 60)
            height = round(width * page.points[1] / page.points[0])
            if page.label.size() != QSize(width, height):
                page.label.setFixedSize(width, height)
        self._schedule_update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.pages_area.viewport() and event.type() == QEvent.Type.Resize:
            self._lay_out()
        return super().eventFilter(watched, event)

    def go_to_page(self, number: int) -> None:
        """Scroll so that page `number` (1-based) starts at the top."""
        if not 1 <= number <= len(self.pages):
            return
        self.sheet_layout.activate()
        self.pages_area.verticalScrollBar().setValue(self.pages[number - 1].label.y() - PAGE_GAP // 2)
        self._schedule_update()

    def _page_chosen(self, number: int) -> None:
        if number and number != self._page_at_top():
            self.go_to_page(number)

    def _scrolled(self) -> None:
        self.page_box.blockSignals(True)
        self.page_box.setValue(self._page_at_top())
        self.page_box.blockSignals(False)
        self._schedule_update()

    def _page_at_top(self) -> int:
        """The page that fills most of the upper part of the window."""
        line = self.pages_area.verticalScrollBar().value() + self.pages_area.viewport().height() // 3
        for page in self.pages:
            if page.label.geometry().bottom() + PAGE_GAP >= line:
                return page.number
        return len(self.pages)

    def _schedule_update(self) -> None:
        self._update_timer.start()

    # ------------------------------------------------------------------------------------- rendering

    def _update_pages(self) -> None:
        """Show the pages in view (and a screen either side), drop images far away, render what is missing."""
        if not self.pages or self._closed:
            return
        top = self.pages_area.verticalScrollBar().value()
        height = self.pages_area.viewport().height()
        ratio = self.devicePixelRatioF()
        visible: list[tuple[_Page, int]] = []
        nearby: list[tuple[_Page, int]] = []
        for page in self.pages:
            geometry = page.label.geometry()
            near = geometry.bottom() >= top - height and geometry.top() <= top + 2 * height
            if not near:
                if page.shown is not None:
                    page.label.setPixmap(QPixmap())
                    page.shown = None
                continue
            dpi = self._dpi_for(page, ratio)
            if page.rendered is not None and page.rendered[0] >= dpi:
                self._show_image(page, ratio)
            elif not page.failed:
                in_view = geometry.bottom() >= top and geometry.top() <= top + height
                (visible if in_view else nearby).append((page, dpi))
        # The pages in view first, then those a scroll away.
        self._render_next(visible + nearby)

    def _dpi_for(self, page: _Page, ratio: float) -> int:
        needed = page.label.width() * ratio * 72 / page.points[0]
        return min(max(DPI_STEP, math.ceil(needed / DPI_STEP) * DPI_STEP), MAX_DPI)

    def _show_image(self, page: _Page, ratio: float) -> None:
        assert page.rendered is not None
        dpi, file = page.rendered
        size = page.label.size() - QSize(2, 2)  # inside the border
        if page.shown == (dpi, size):
            return
        reader = QImageReader(str(file))
        reader.setScaledSize(size * ratio)
        image = reader.read()
        if image.isNull():
            page.failed = True
            page.label.setText(self.tr("Page {number} could not be shown.").format(number=page.number))
            return
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        page.label.setPixmap(pixmap)
        page.shown = (dpi, size)

    def _render_next(self, wanted: list[tuple[_Page, int]]) -> None:
        if self._process is not None or not wanted or self._tools is None:
            return
        page, dpi = wanted[0]
        stem = Path(self._folder.name) / f"page-{page.number}-{dpi}"
        self._rendering = (page, dpi, stem.with_suffix(".png"))
        arguments = ["-png", "-r", str(dpi), "-f", str(page.number), "-l", str(page.number), "-singlefile"]
        process = self._start(self._tools[1], [*arguments, str(self.path), str(stem)])
        process.finished.connect(lambda code, _status: self._rendered(process, code))

    def _rendered(self, process: QProcess, code: int) -> None:
        self._process = None
        process.deleteLater()
        if self._rendering is None:
            return
        page, dpi, file = self._rendering
        self._rendering = None
        if code == 0 and file.is_file():
            if page.rendered is not None:
                page.rendered[1].unlink(missing_ok=True)
            page.rendered = (dpi, file)
            self._update_pages()
            self.page_rendered.emit(page.number)
        else:
            page.failed = True
            page.label.setText(self.tr("Page {number} could not be shown.").format(number=page.number))
            self._update_pages()

    # ------------------------------------------------------------------------------------- closing

    def done(self, result: int) -> None:
        if self.print_task is not None:  # the print program is handed the file first (it takes a moment)
            return
        self._stop()
        super().done(result)

    def _stop(self) -> None:
        """End a render that is still running and remove the images."""
        self._closed = True
        self._update_timer.stop()
        process, self._process = self._process, None
        self._rendering = None
        if process is not None:
            process.blockSignals(True)
            process.kill()
            process.waitForFinished(2000)
            process.deleteLater()
        self._folder.cleanup()
