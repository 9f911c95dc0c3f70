"""The poster for the wall of the venue: where phones find the published event (the address, large, and its
QR code drawn module by module from segno's matrix, so no image file is involved)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import BinaryIO

import segno
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.io.output import ExportError, Output, write_atomically
from burraco_tourney.io.pdf import fonts
from burraco_tourney.io.pdf.document import GRID, MARGIN, PROGRAM_NAME, fit_line, logo_image
from burraco_tourney.io.texts import PRINT_LANGUAGES, texts_for

POSTER_LANGUAGES = PRINT_LANGUAGES
QUIET_ZONE = 4  # modules of white around the code, as the QR standard asks
_QR_SIZE = 130 * mm  # the code's side with its quiet zone: scanned from a few steps away
_LONGEST_URL = 500  # far beyond any address a person types; a QR code that big is unreadable on paper
_CLUB_ROW = 16 * mm  # what the club's row (logo and name, when the settings give them) moves the rest down
_LOGO_HEIGHT = 15 * mm


def qr_matrix(url: str) -> list[list[bool]]:
    """The modules of the QR code for `url`, row by row from the top (True = dark), without quiet zone.

    Always a full-size QR code (never a Micro QR, which phone cameras do not read), error level M."""
    code = segno.make_qr(url, error="m")
    return [[bool(module) for module in row] for row in code.matrix]


def qr_runs(matrix: Sequence[Sequence[bool]]) -> list[tuple[int, int, int]]:
    """The dark modules as horizontal runs (row, first column, length): one rectangle per run keeps the
    PDF small and leaves no hairline gaps between neighbouring modules when it is printed."""
    runs = []
    for row_index, row in enumerate(matrix):
        column = 0
        while column < len(row):
            if row[column]:
                start = column
                while column < len(row) and row[column]:
                    column += 1
                runs.append((row_index, start, column - start))
            else:
                column += 1
    return runs


def draw_qr(canvas: Canvas, url: str, x: float, y: float, size: float) -> None:
    """The QR code for `url` as a `size`-wide square (quiet zone included) with its lower left at x, y."""
    matrix = qr_matrix(url)
    count = len(matrix) + 2 * QUIET_ZONE
    module = size / count
    top = y + size - QUIET_ZONE * module
    left = x + QUIET_ZONE * module
    canvas.saveState()
    canvas.setFillColor(colors.white)
    canvas.rect(x, y, size, size, stroke=0, fill=1)
    canvas.setFillColor(colors.black)
    for row, column, length in qr_runs(matrix):
        canvas.rect(
            left + column * module, top - (row + 1) * module, length * module, module, stroke=0, fill=1
        )
    canvas.restoreState()


def _name_lines(value: str, font: str, width: float) -> tuple[list[str], float]:
    """The event's name whole: on one line at 30 pt down to 20, else on two lines down to 14 pt, else on
    three down to 10 (names take up to 80 characters; the poster cut them with an ellipsis at 14 pt)."""
    for most, smallest in ((1, 20), (2, 14), (3, 10)):
        size = 30.0
        while size >= smallest:
            lines = _wrap(value, font, size, width)
            if len(lines) <= most and all(stringWidth(line, font, size) <= width for line in lines):
                return lines, size
            size -= 1
    return [fit_line(value, font, 10, width, 10)[0]], 10.0  # one word wider than the page: cut, at last


def _wrap(value: str, font: str, size: float, width: float) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in value.split():
        candidate = f"{line} {word}".strip()
        if line and stringWidth(candidate, font, size) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines


def check_url(url: str) -> str:
    url = url.strip()
    if not url.lower().startswith(("http://", "https://")) or len(url) <= len("http://"):
        raise ExportError.of("export.not_a_web_address", url=repr(url))
    if len(url) > _LONGEST_URL or any(ch.isspace() for ch in url):
        raise ExportError.of("export.address_unusable")
    return url


def write_poster(tournament: Tournament, url: str, out: Output, *, language: str = "en") -> None:
    """One A4 page: the event's name, the instruction in `language` (it, de, en), the QR code and the
    address large enough to read from across the room."""
    if language not in POSTER_LANGUAGES:
        raise ExportError.of("export.poster_language", language=repr(language), known=POSTER_LANGUAGES)
    url = check_url(url)
    fonts.register_fonts()
    words = texts_for(language)
    title = words.translate("PosterPdf", "Follow the tournament on your phone")
    scan = words.translate("PosterPdf", "Scan the code with your camera or open the address:")
    wifi = words.translate("PosterPdf", "Connect to the venue's Wi-Fi first.")
    pages = words.translate(
        "PosterPdf",
        "Seats, standings and the round clock update by themselves. "
        "Type your pair number to see where you sit and your results.",
    )
    document = words.translate("PosterPdf", "Poster")
    settings = tournament.settings
    details = " · ".join(
        part for part in (words.date(settings.date) if settings.date else None, settings.venue) if part
    )
    width, height = A4
    inner = width - 2 * MARGIN
    centre = width / 2
    club = settings.club_name.strip()
    logo = logo_image(settings.club_logo) if settings.club_logo else None

    def draw_club(canvas: Canvas) -> None:
        """The club's logo and name side by side, centred at the top (as every other PDF's header)."""
        top = height - 10 * mm
        logo_width = gap = 0.0
        if logo is not None:
            pixels_wide, pixels_high = (float(side) for side in logo.getSize())
            logo_width = min(_LOGO_HEIGHT * pixels_wide / pixels_high, inner / 3)
            gap = 4 * mm if club else 0.0
        name, size = fit_line(club, fonts.BOLD, 16, inner - logo_width - gap, 9) if club else ("", 16)
        left = centre - (logo_width + gap + stringWidth(name, fonts.BOLD, size)) / 2
        if logo is not None:
            logo_height = logo_width * pixels_high / pixels_wide
            bottom = top - _LOGO_HEIGHT + (_LOGO_HEIGHT - logo_height) / 2
            canvas.drawImage(logo, left, bottom, logo_width, logo_height, mask="auto")
        if name:
            canvas.setFont(fonts.BOLD, size)
            canvas.drawString(left + logo_width + gap, top - _LOGO_HEIGHT / 2 - size * 0.35, name)

    def produce(stream: BinaryIO) -> None:
        canvas = Canvas(stream, pagesize=A4)
        canvas.setTitle(f"{document} – {settings.name}")
        canvas.setAuthor(club or PROGRAM_NAME)
        canvas.setCreator(PROGRAM_NAME)
        y = height - 28 * mm
        if club or logo is not None:
            draw_club(canvas)
            y -= _CLUB_ROW
        names, size = _name_lines(settings.name, fonts.BOLD, inner)
        canvas.setFont(fonts.BOLD, size)
        for index, name in enumerate(names):
            if index:
                y -= size * 1.15
            canvas.drawCentredString(centre, y, name)
        if details:
            y -= 9 * mm
            line, size = fit_line(details, fonts.REGULAR, 14, inner, 9)
            canvas.setFont(fonts.REGULAR, size)
            canvas.drawCentredString(centre, y, line)
        y -= 16 * mm
        line, size = fit_line(title, fonts.BOLD, 26, inner, 14)
        canvas.setFont(fonts.BOLD, size)
        canvas.drawCentredString(centre, y, line)
        y -= 10 * mm
        canvas.setFont(fonts.REGULAR, 14)
        for line in _wrap(scan, fonts.REGULAR, 14, inner):
            canvas.drawCentredString(centre, y, line)
            y -= 6.5 * mm
        y -= 2 * mm
        draw_qr(canvas, url, centre - _QR_SIZE / 2, y - _QR_SIZE, _QR_SIZE)
        y -= _QR_SIZE + 14 * mm
        address, size = fit_line(url, fonts.BOLD, 34, inner, 12)
        canvas.setFont(fonts.BOLD, size)
        canvas.drawCentredString(centre, y, address)
        y -= 14 * mm
        canvas.setFont(fonts.BOLD, 14)
        canvas.drawCentredString(centre, y, fit_line(wifi, fonts.BOLD, 14, inner, 9)[0])
        y -= 8 * mm
        canvas.setFont(fonts.REGULAR, 13)
        for line in _wrap(pages, fonts.REGULAR, 13, inner):
            canvas.drawCentredString(centre, y, line)
            y -= 6 * mm
        canvas.setStrokeColor(GRID)
        canvas.setLineWidth(0.6)
        canvas.line(MARGIN, 13 * mm, width - MARGIN, 13 * mm)
        canvas.setFont(fonts.REGULAR, 8)
        canvas.drawString(MARGIN, 8 * mm, PROGRAM_NAME)
        canvas.showPage()
        canvas.save()

    write_atomically(out, produce)


class AddressCode(Flowable):  # type: ignore[misc]  # reportlab ships no type hints
    """The QR code of the published address with a line of words beside it, at the foot of a page (a table
    card): as tall as the room left allows, up to `size`, and nothing when too little room is left, so
    that a card never spills onto a second page."""

    def __init__(self, url: str, words: str, size: float = 30 * mm, smallest: float = 16 * mm) -> None:
        super().__init__()
        self.url, self.words, self.size, self.smallest = check_url(url), words, size, smallest
        self.side = 0.0

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = available_width
        room = min(self.size, available_height - 2 * mm)
        self.side = room if room >= self.smallest else 0.0
        self.height = min(available_height, self.side + 2 * mm) if self.side else 0.0
        return self.width, self.height

    def draw(self) -> None:
        if not self.side:
            return
        canvas = self.canv
        draw_qr(canvas, self.url, 0, 0, self.side)
        left = self.side + 4 * mm
        width = self.width - left
        canvas.setFont(fonts.REGULAR, 11)
        lines = _wrap(self.words, fonts.REGULAR, 11, width)
        address, size = fit_line(self.url, fonts.BOLD, 16, width, 9)
        y = self.side / 2 + 2 * mm + (len(lines) - 1) * 5 * mm
        for line in lines:
            canvas.drawString(left, y, line)
            y -= 5 * mm
        canvas.setFont(fonts.BOLD, size)
        canvas.drawString(left, y - 2 * mm, address)
