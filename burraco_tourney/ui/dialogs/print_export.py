"""The Print / Export menu and its dialog: choose a printout or export, its round and options and the file;
the file is written off the GUI thread, then shown in a preview (PDF) or offered to open; Print writes a PDF
and sends it straight to the system's default printer."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.audit import AuditEntry
from burraco_tourney.domain.prizes import PrizeList, PrizePlanError
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.io import printouts
from burraco_tourney.io.output import ExportError, database_file
from burraco_tourney.io.printouts import Option, Printout
from burraco_tourney.io.prize_texts import part_heading
from burraco_tourney.services import audit
from burraco_tourney.ui import preferences
from burraco_tourney.ui.dialogs.pdf_preview import (
    PdfPreviewDialog,
    open_in_system,
    preview_available,
    print_failure_text,
    send_to_printer,
)
from burraco_tourney.ui.dialogs.print_links import TableLinksSource
from burraco_tourney.ui.dialogs.printout_words import first_export, window_words
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.names import window_language
from burraco_tourney.ui.widgets.background import BackgroundTask
from burraco_tourney.ui.widgets.messages import USER_ERRORS, ask, show_error

if TYPE_CHECKING:  # reportlab is loaded at the first printout, not at start
    from burraco_tourney.io.pdf.table_links import TableLinks
    from burraco_tourney.ui.context import TournamentContext

# Characters no file name may hold on Windows, macOS or Linux.
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def safe_file_name(text: str) -> str:
    """`text` without the characters a file name may not hold, and without dots or spaces at the ends."""
    cleaned = " ".join(_UNSAFE.sub("-", text).split())
    return cleaned.strip(" .") or "burraco"


def write_file(
    printout: Printout,
    tournament: Tournament,
    round_number: int | None,
    per_page: int,
    count: int,
    path: Path,
    *,
    address: str = "",
    language: str = "en",
    filled: bool = False,
    by_group: bool = True,
    group: str | None = None,
    links: Mapping[int, TableLinks] | None = None,
    corrections: Sequence[AuditEntry] = (),
) -> None:
    """Write one printout or export to `path` by the catalogue (io/printouts.py), with the window's
    choices: `address` the web address phones open (the poster's; on table cards a QR code when given),
    `language` the tournament's print language, `group` the one group to print (None: all), `links` each
    table's links and PIN, `corrections` the corrections of saved scores (the audit's); the prizes by the
    tournament's plan."""
    job = printouts.PrintJob(
        path,
        language,
        tournament,
        round_number,
        per_page=per_page,
        count=count,
        filled=filled,
        by_group=by_group,
        group=group,
        address=address,
        links=links,
        prizes=lambda after: prize_list(tournament, after),
        corrections=corrections,
    )
    printouts.write(printout, job)


def corrections_of(context: Callable[[], TournamentContext | None]) -> Callable[[], Sequence[AuditEntry]]:
    """The corrections of the saved scores of the tournament the window has open (services.audit), as the
    round results and the workbook list them."""

    def corrections() -> Sequence[AuditEntry]:
        now = context()
        return audit.corrections(now.db, now.tournament_id) if now is not None else ()

    return corrections


def prize_list(tournament: Tournament, after_round: int | None) -> PrizeList:
    """Who wins what after `after_round` (None: the last round) by the tournament's prize plan (the
    bundled FIBur-style one when none was chosen), as the prizes beside the standings show it."""
    from burraco_tourney.domain.prizes import award_prizes
    from burraco_tourney.domain.standings import compute_standings
    from burraco_tourney.io.pdf.document import check_after_round
    from burraco_tourney.services.prizes import DEFAULT_PLAN, bundled_plan

    plan = tournament.prize_plan or bundled_plan(DEFAULT_PLAN)
    standings = compute_standings(tournament, check_after_round(tournament, after_round))
    return award_prizes(tournament, plan, standings)


def guessed_address() -> str:
    """The address the Publish dialog would give with the port it remembers (the poster can be printed
    before the evening, with nothing published yet)."""
    from burraco_tourney.web.server import lan_addresses

    addresses = lan_addresses()
    port = preferences.WEB_PORT.get()
    return f"http://{addresses[0]}:{port}/" if addresses else ""


def export_folder() -> Path:
    """The folder the last file went to, else the user's documents."""
    remembered = preferences.EXPORT_FOLDER.get()
    if remembered and Path(remembered).is_dir():
        return Path(remembered)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()


class PrintExportDialog(QDialog):
    """Choose what to print or export, for which round, how, and where; Write makes the file off the GUI
    thread (a busy indicator shows if it takes a while), then the PDF preview or an Open offer follows.

    `load` gives the tournament as it is now (None when it cannot be read; the reason is shown by it).
    """

    written = Signal(str)  # the path of a file just written

    def __init__(
        self,
        load: Callable[[], Tournament | None],
        printout: Printout = Printout.SCORE_SHEETS,
        parent: QWidget | None = None,
        *,
        address: str = "",
        table_links: TableLinksSource | None = None,
        corrections: Callable[[], Sequence[AuditEntry]] = lambda: (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("print_export")
        self._corrections = corrections  # read when a printout that lists them is written
        self.setWindowTitle(self.tr("Print / Export"))
        self._load = load
        self.tournament = load()
        self.task: BackgroundTask | None = None
        self.print_task: BackgroundTask | None = None  # the last file sent to the printer (tests wait on it)
        self.preview: PdfPreviewDialog | None = None
        self.message: QMessageBox | None = None
        self.what = QComboBox()
        self.what.setObjectName("what")
        self.words = window_words()
        for item, words in self.words.items():
            if item is first_export(self.words):
                self.what.insertSeparator(self.what.count())  # the printouts, then the exports
            self.what.addItem(words.title, item)
        self.description = QLabel()
        self.description.setObjectName("description")
        self.description.setWordWrap(True)
        self.description.setStyleSheet("color: palette(placeholder-text);")

        self.round = QComboBox()
        self.round.setObjectName("round")
        self.round_label = QLabel(self.tr("&Round:"))
        self.round_label.setBuddy(self.round)

        self.one_per_page = QRadioButton(self.tr("&One sheet per page"))
        self.one_per_page.setObjectName("one_per_page")
        self.two_per_page = QRadioButton(self.tr("&Two sheets per page"))
        self.two_per_page.setObjectName("two_per_page")
        self.per_page_group = QButtonGroup(self)
        self.per_page_group.addButton(self.one_per_page, 1)
        self.per_page_group.addButton(self.two_per_page, 2)
        (self.two_per_page if preferences.EXPORT_PER_PAGE.get() == 2 else self.one_per_page).setChecked(True)
        self.per_page_row = QWidget()
        per_page_layout = QHBoxLayout(self.per_page_row)
        per_page_layout.setContentsMargins(0, 0, 0, 0)
        per_page_layout.addWidget(self.one_per_page)
        per_page_layout.addWidget(self.two_per_page)
        per_page_layout.addStretch(1)
        self.per_page_label = QLabel(self.tr("Sheets:"))
        # The record for a dispute, the check against the signed paper, the federation's file copy.
        self.filled = QCheckBox(self.tr("&Filled in with the values entered"))
        self.filled.setObjectName("filled")
        # Standings of an event in groups: each group ranked inside it (the default), or the whole field.
        self.by_group = QCheckBox(self.tr("Group &by group, each ranked inside its group"))
        self.by_group.setObjectName("by_group")
        self.by_group.setChecked(True)
        # A round played in groups: every group's seat lists, or one group's alone (for its room).
        self.group = QComboBox()
        self.group.setObjectName("group")
        self.group_label = QLabel(self.tr("&Group:"))
        self.group_label.setBuddy(self.group)
        self._groups_offered = False
        self._wanted_group: str | None = None  # the director's choice, kept while a round has no groups
        # Each table's QR codes and PIN on its sheet or card, offered while the round's links take sheets
        # (the phones say the PIN is printed on the sheet).
        self.table_links_source = table_links
        self.table_links = QCheckBox()
        self.table_links.setObjectName("table_links")
        self.table_links.setChecked(True)

        self.count = QSpinBox()
        self.count.setObjectName("count")
        self.count.setRange(1, 1000)
        self.count.setValue(self._usual_table_count())
        self.count_label = QLabel(self.tr("Number of &sheets:"))
        self.count_label.setBuddy(self.count)

        self.published = address  # where the tournament is published now ("" when it is not)
        # The poster's address: the published one, else (once the poster is chosen: looking up the
        # network takes a moment) this computer's as Publish would give it.
        self.address = QLineEdit(address)
        self.address.setObjectName("address")
        self.address.setPlaceholderText("http://192.168.1.20:8080/")
        self.address.textChanged.connect(self._update_buttons)
        self.address_label = QLabel(self.tr("Web &address:"))
        self.address_label.setBuddy(self.address)

        self.folder = QLineEdit()
        self.folder.setObjectName("folder")
        self.folder.setMinimumWidth(self.fontMetrics().horizontalAdvance("x") * 56)
        self.folder.textChanged.connect(self._update_buttons)
        self.choose_button = QPushButton(self.tr("&Choose…"))
        self.choose_button.setObjectName("choose")
        # Enter writes the file: the folder chooser never becomes the default button.
        self.choose_button.setAutoDefault(False)
        self.choose_button.clicked.connect(self.choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(self.choose_button)
        folder_label = QLabel(self.tr("Fol&der:"))
        folder_label.setBuddy(self.folder)
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.name.textChanged.connect(self._update_buttons)
        name_label = QLabel(self.tr("File &name:"))
        name_label.setBuddy(self.name)

        self.preview_box = QCheckBox(self.tr("&Preview the PDF when it is written"))
        self.preview_box.setObjectName("preview")
        self.preview_box.setChecked(preferences.EXPORT_PREVIEW.get())

        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #8a1400;")

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.write_button: QPushButton = self.buttons.addButton(
            self.tr("&Write"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.write_button.setObjectName("write")
        # Alt+I: Alt+P is the preview's box.
        self.print_button: QPushButton = self.buttons.addButton(
            self.tr("Pr&int"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.print_button.setObjectName("print")
        self.print_button.setToolTip(self.tr("Write the PDF and send it to this computer's default printer"))
        self.print_button.setAutoDefault(False)  # Enter writes, it never prints
        self.print_button.clicked.connect(lambda: self.accept(then_print=True))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        what_label = QLabel(self.tr("W&hat:"))
        what_label.setBuddy(self.what)
        form.addRow(what_label, self.what)
        form.addRow("", self.description)
        form.addRow(self.round_label, self.round)
        form.addRow(self.per_page_label, self.per_page_row)
        form.addRow("", self.filled)
        form.addRow("", self.table_links)
        form.addRow("", self.by_group)
        form.addRow(self.group_label, self.group)
        form.addRow(self.count_label, self.count)
        form.addRow(self.address_label, self.address)
        form.addRow(folder_label, folder_row)
        form.addRow(name_label, self.name)
        form.addRow("", self.preview_box)
        self.form = form
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        # Default only once the button is inside the dialog (before, the dialog cannot hear of it).
        self.write_button.setDefault(True)
        self.setMinimumWidth(720)

        self.folder.setText(str(export_folder()))
        self.what.currentIndexChanged.connect(self._printout_changed)
        self.round.currentIndexChanged.connect(self._suggest_file)
        self.round.currentIndexChanged.connect(self._show_table_links)
        self.round.currentIndexChanged.connect(self._show_groups)
        self.group.currentIndexChanged.connect(self._group_chosen)
        self.count.valueChanged.connect(self._suggest_file)
        self.filled.toggled.connect(self._suggest_file)
        self.set_printout(printout)
        self._printout_changed()

    # ------------------------------------------------------------------------------------- choices

    def printout(self) -> Printout:
        data = self.what.currentData()
        return data if isinstance(data, Printout) else Printout.SCORE_SHEETS

    def set_printout(self, printout: Printout) -> None:
        self.what.setCurrentIndex(self.what.findData(printout))

    def round_number(self) -> int | None:
        data = self.round.currentData()
        return data if isinstance(data, int) else None

    def set_round(self, number: int) -> None:
        index = self.round.findData(number)
        if index >= 0:
            self.round.setCurrentIndex(index)

    def chosen_group(self) -> str | None:
        """The one group whose lists to print (None: every group, or the printout takes none)."""
        if not self._groups_offered:
            return None
        data = self.group.currentData()
        return data if isinstance(data, str) else None

    def set_group(self, name: str | None) -> None:
        index = self.group.findData(name)
        if index >= 0:
            self.group.setCurrentIndex(index)

    def per_page(self) -> int:
        return 2 if self.two_per_page.isChecked() else 1

    def target(self) -> Path | None:
        """The file to write: the folder and the name as typed (None while either is empty)."""
        folder, name = self.folder.text().strip(), self.name.text().strip()
        if not folder or not name:
            return None
        extension = f".{self.printout().extension}"
        if not name.lower().endswith(extension):
            name += extension
        return Path(folder).expanduser() / name

    def set_target(self, path: str | Path) -> None:
        path = Path(path)
        self.folder.setText(str(path.parent))
        self.name.setText(path.name)

    def _round_numbers(self) -> list[int]:
        return sorted(r.number for r in self.tournament.rounds) if self.tournament else []

    def _usual_table_count(self) -> int:
        """As many blank sheets as the last round has tables (else one per two pairs)."""
        tournament = self.tournament
        if tournament is None:
            return 10
        if tournament.rounds:
            return max(len(max(tournament.rounds, key=lambda r: r.number).tables), 1)
        return max(len(tournament.pairs) // 2, 1)

    def _printout_changed(self) -> None:
        printout = self.printout()
        self.description.setText(self.words[printout].description)
        chosen = self.round_number()
        self.round.blockSignals(True)
        self.round.clear()
        numbers = self._round_numbers()
        for number in numbers:
            if printout.after_a_round:
                self.round.addItem(self.tr("After round {number}").format(number=number), number)
            else:
                self.round.addItem(self.tr("Round {number}").format(number=number), number)
        if numbers:
            self.round.setCurrentIndex(self.round.findData(chosen) if chosen in numbers else len(numbers) - 1)
        self.round.blockSignals(False)
        uses_round = printout.of_a_round or printout.after_a_round
        self.form.setRowVisible(self.round, uses_round)
        self.form.setRowVisible(self.per_page_row, printout.takes(Option.PER_PAGE))
        self.form.setRowVisible(self.filled, printout.takes(Option.FILLED))
        self._show_table_links()
        self._show_groups()
        grouped = self.tournament is not None and any(pair.group for pair in self.tournament.pairs)
        self.form.setRowVisible(self.by_group, printout.takes(Option.BY_GROUP) and grouped)
        self.form.setRowVisible(self.count, printout.takes(Option.COUNT))
        self.form.setRowVisible(self.address, printout.takes(Option.ADDRESS))
        if printout.takes(Option.ADDRESS) and not self.address.text():
            self.address.setText(guessed_address())
        self.form.setRowVisible(self.preview_box, printout.extension == "pdf" and preview_available())
        self.print_button.setVisible(printout.extension == "pdf")
        self._suggest_file()
        if self.isVisible():
            self.adjustSize()

    def _show_groups(self) -> None:
        """The chosen round's groups to choose from, when the printout takes one and the round is played
        in groups; the group chosen stays chosen while the next round has it."""
        number = self.round_number()
        parts = (
            self.tournament.round_parts(number)
            if self.tournament is not None and number is not None and self.printout().takes(Option.GROUP)
            else ()
        )
        named = [part for part in parts if part.group is not None]
        chosen = self._wanted_group
        self.group.blockSignals(True)
        self.group.clear()
        self.group.addItem(self.tr("All groups, each on its own pages"), None)
        language = window_language()
        for part in named:
            self.group.addItem(part_heading(part.group, part.tables, language), part.group)
        self.group.setCurrentIndex(max(self.group.findData(chosen), 0) if chosen is not None else 0)
        self.group.blockSignals(False)
        self._groups_offered = bool(named)
        self.form.setRowVisible(self.group, self._groups_offered)
        self._suggest_file()
        if self.isVisible():
            self.adjustSize()

    def _group_chosen(self) -> None:
        data = self.group.currentData()
        self._wanted_group = data if isinstance(data, str) else None
        self._suggest_file()

    def links_offered(self) -> bool:
        """The round's links take sheets: the score sheets and table cards may carry them."""
        source, number = self.table_links_source, self.round_number()
        if source is None or number is None or not self.printout().takes(Option.TABLE_LINKS):
            return False
        try:
            return source.accepting(number)
        except USER_ERRORS:  # cannot be read just now: the printout goes without them
            return False

    def _show_table_links(self) -> None:
        offered = self.links_offered()
        self.form.setRowVisible(self.table_links, offered)
        if not offered:
            return
        # The codes hold the published address: before Publish, the phones could not reach them.
        published = bool(self.published)
        self.table_links.setEnabled(published)
        self.table_links.setText(
            self.tr("Table &links: each line's QR code and the table's PIN")
            if published
            else self.tr(
                "Table &links and PINs: publish the event first (Event → Publish on the local network)"
            )
        )
        if self.isVisible():
            self.adjustSize()

    def chosen_links(self) -> Mapping[int, TableLinks] | None:
        """Each table's links to print (None: none). Made the first time they are asked for."""
        source, number = self.table_links_source, self.round_number()
        if source is None or number is None or not self.links_offered():
            return None
        if not (self.table_links.isEnabled() and self.table_links.isChecked()):
            return None
        return source.links(number, self.published)

    def suggested_name(self) -> str:
        """E.g. "Torneo di Natale - round 3 - score sheets.pdf"."""
        printout = self.printout()
        parts = [self.tournament.settings.name if self.tournament else self.tr("Tournament")]
        number = self.round_number()
        if number is not None and printout.of_a_round:
            parts.append(self.tr("round {number}").format(number=number))
        elif number is not None and printout.after_a_round:
            parts.append(self.tr("after round {number}").format(number=number))
        group = self.chosen_group()
        if group is not None:
            parts.append(self.tr("group {name}").format(name=group))
        filled = printout.takes(Option.FILLED) and self.filled.isChecked()
        # Filled sheets get a name of their own: they never replace the sheets printed for the tables.
        parts.append(self.tr("filled score sheets") if filled else self.words[printout].file_part)
        return f"{safe_file_name(' - '.join(parts))}.{printout.extension}"

    def _suggest_file(self) -> None:
        """The file name follows the choices (change it last); the folder stays where it is."""
        self.name.setText(self.suggested_name())
        self._update_buttons()

    def _update_buttons(self) -> None:
        problem = ""
        if self.tournament is None:
            problem = self.tr("The tournament could not be read.")
        elif self.printout().of_a_round and self.round_number() is None:
            problem = self.tr("There is no round yet: make a round first.")
        elif self.printout().takes(Option.ADDRESS) and not self.address.text().strip():
            problem = self.tr(
                "Give the web address phones open (Event → Publish on the local network shows it)."
            )
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.write_button.setEnabled(not problem and self.target() is not None and self.task is None)
        self.print_button.setEnabled(self.write_button.isEnabled())
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setEnabled(self.task is None)

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self,
            self.tr("Folder for the printouts and exports"),
            self.folder.text().strip() or str(Path.home()),
        )
        if folder:
            self.folder.setText(folder)

    # ------------------------------------------------------------------------------------- writing

    def accept(self, then_print: bool = False) -> None:
        """Write: check the target, ask before replacing a file, then write (and print, if asked)."""
        path = self.target()
        if path is None or not self.write_button.isEnabled():
            return
        if path.is_dir():
            self._show_failure(path, self.tr("It is a folder: give a file name."))
            return
        if not path.parent.is_dir():
            self._show_failure(
                path, self.tr("The folder {folder} does not exist.").format(folder=path.parent)
            )
            return
        if database_file(path) is not None:
            # Never offer to replace a database (or the -wal/-shm SQLite keeps beside it) with a printout.
            self._show_failure(
                path,
                self.tr("It is a tournament database, or a file kept beside one: choose another name."),
            )
            return
        if path.exists():
            ask(
                self,
                self.tr("{file} already exists. Replace it?").format(file=path.name),
                lambda: self.write(path, then_print=then_print),
                yes_text=self.tr("&Replace"),
            )
            return
        self.write(path, then_print=then_print)

    def write(self, path: Path, *, then_print: bool = False) -> BackgroundTask | None:
        """Write the chosen file to `path` off the GUI thread; tests wait on the task's `finished`.
        With `then_print` the PDF goes to the default printer next (`print_task`), without a preview."""
        tournament = self._load()
        if tournament is None:
            return None
        self.tournament = tournament
        printout, number, per_page, count = (
            self.printout(),
            self.round_number(),
            self.per_page(),
            self.count.value(),
        )

        # The poster's address as typed; the table cards take the address published now (if any).
        address = self.address.text().strip() if printout.takes(Option.ADDRESS) else self.published
        language = tournament.settings.print_language  # the tournament's, as the CLI's default
        filled = self.filled.isChecked()
        by_group = self.by_group.isChecked()
        group = self.chosen_group()
        try:
            links = self.chosen_links()
            corrections = self._corrections() if printout.takes(Option.CORRECTIONS) else ()
        except USER_ERRORS as error:
            self._show_failure(path, error_text(error))
            return None

        def work() -> None:
            write_file(
                printout,
                tournament,
                number,
                per_page,
                count,
                path,
                address=address,
                language=language,
                filled=filled,
                by_group=by_group,
                group=group,
                links=links,
                corrections=corrections,
            )

        def failed(error: Exception) -> None:
            self.task = None
            self._update_buttons()
            if isinstance(error, ExportError | OSError | PrizePlanError):
                self._show_failure(path, error_text(error))
            else:
                raise error

        self.task = BackgroundTask(
            self,
            self.tr("Writing {file}…").format(file=path.name),
            work,
            lambda _: self._written(path, then_print),
            failed,
        )
        self._update_buttons()
        return self.task

    def _show_failure(self, path: Path, reason: str) -> None:
        self.message = show_error(
            self,
            self.tr("{file} was not written.\n{reason}").format(file=path, reason=reason),
            self.tr("Not written"),
        )

    def _written(self, path: Path, then_print: bool = False) -> None:
        self.task = None
        preferences.EXPORT_FOLDER.set(str(path.parent))
        if self.printout().takes(Option.PER_PAGE):
            preferences.EXPORT_PER_PAGE.set(self.per_page())
        if self.printout().extension == "pdf":
            preferences.EXPORT_PREVIEW.set(self.preview_box.isChecked())
        owner = self.parentWidget() or self
        self.written.emit(str(path))
        if then_print and self.printout().extension == "pdf":
            self._print(path, owner)
            return
        if self.printout().extension == "pdf" and self.preview_box.isChecked() and preview_available():
            self.preview = PdfPreviewDialog(path, owner)
            self.preview.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.preview.show()
        else:
            self.message = show_written(owner, path)
        super().accept()

    def _print(self, path: Path, owner: QWidget) -> None:
        """Send the written PDF to the printer; the dialog stays (buttons off) until the printer took it."""

        def printed(_job: object) -> None:
            self.task = None
            self.message = show_written(
                owner,
                path,
                QCoreApplication.translate("Printouts", "{file} is written and sent to the printer.").format(
                    file=path
                ),
            )
            super(PrintExportDialog, self).accept()

        def not_printed(error: Exception) -> None:
            self.task = None
            # The file is written all the same: the message offers to open it and print it from the viewer.
            self.message = show_written(
                owner, path, print_failure_text(path, error), icon=QMessageBox.Icon.Warning
            )
            super(PrintExportDialog, self).accept()

        self.task = send_to_printer(self, path, printed, not_printed)
        self.print_task = self.task
        self._update_buttons()

    def reject(self) -> None:
        if self.task is None:  # a file being written is finished first (the writers cannot stop halfway)
            super().reject()


def show_written(
    parent: QWidget,
    path: Path,
    text: str = "",
    *,
    icon: QMessageBox.Icon = QMessageBox.Icon.Information,
) -> QMessageBox:
    """Tell where the file went (or `text`), with buttons to open it or its folder."""
    box = QMessageBox(
        icon,
        QCoreApplication.translate("Printouts", "Written"),
        text or QCoreApplication.translate("Printouts", "{file} is written.").format(file=path),
        QMessageBox.StandardButton.Close,
        parent.window(),
    )
    box.setObjectName("written_message")
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    open_button = box.addButton(
        QCoreApplication.translate("Printouts", "&Open"), QMessageBox.ButtonRole.ActionRole
    )
    open_button.setObjectName("open")
    open_button.clicked.connect(lambda: open_in_system(path))
    folder_button = box.addButton(
        QCoreApplication.translate("Printouts", "Show the &folder"), QMessageBox.ButtonRole.ActionRole
    )
    folder_button.setObjectName("folder")
    folder_button.clicked.connect(lambda: open_in_system(path.parent))
    box.setDefaultButton(open_button)
    box.finished.connect(box.deleteLater)
    box.open()
    return box


class PrintMenu(QMenu):
    """The Print / Export menu of the main window: each entry opens the dialog on that printout."""

    def __init__(
        self,
        load: Callable[[], Tournament | None],
        parent: QWidget,
        *,
        address: Callable[[], str] = lambda: "",
        table_links: TableLinksSource | None = None,
        corrections: Callable[[], Sequence[AuditEntry]] = lambda: (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("print_menu")
        self._corrections = corrections
        self._address = address  # where the tournament is published now ("" when it is not)
        self._table_links = table_links
        self.setTitle(self.tr("Pr&int / Export"))
        self._load = load
        self.dialog: PrintExportDialog | None = None  # the dialog open now, if any (tests reach it here)
        self.printout_actions: dict[Printout, QAction] = {}
        offered = window_words()
        for printout, words in offered.items():
            if printout is first_export(offered):
                self.addSection(self.tr("Export"))
            action = QAction(words.menu, self)
            action.setObjectName(f"print_{printout.name.lower()}")
            action.triggered.connect(lambda _checked=False, p=printout: self.open_dialog(p))
            self.addAction(action)
            self.printout_actions[printout] = action
        self.printout_actions[Printout.SCORE_SHEETS].setShortcut(QKeySequence.StandardKey.Print)
        self.printout_actions[Printout.SCORE_SHEETS].setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    def open_dialog(self, printout: Printout) -> PrintExportDialog | None:
        if not self.isEnabled() or self._load() is None:
            return None
        dialog = PrintExportDialog(
            self._load,
            printout,
            self.parentWidget(),
            address=self._address(),
            table_links=self._table_links,
            corrections=self._corrections,
        )
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog
