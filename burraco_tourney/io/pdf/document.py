"""The page frame every PDF shares: A4, a header with the club's name and logo (when the settings give them),
the event and the document, a footer with page numbers; styles and small helpers."""

from __future__ import annotations

import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, BinaryIO
from xml.sax.saxutils import escape

from PIL import Image, ImageOps
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate

from burraco_tourney.domain.tournament import Pair, Round, Tournament
from burraco_tourney.io.output import ExportError, Output, no_round, write_atomically
from burraco_tourney.io.pdf import fonts
from burraco_tourney.io.texts import DEFAULT_LANGUAGE, texts_for

PROGRAM_NAME = "Burraco Tourney"

PAGE_WIDTH, PAGE_HEIGHT = A4
MARGIN = 12 * mm
HEADER_HEIGHT = 18 * mm  # from the top edge to the rule under the header
FOOTER_HEIGHT = 13 * mm  # from the bottom edge to the rule over the footer
GAP = 4 * mm  # between a rule and the text frame
CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
CONTENT_TOP = PAGE_HEIGHT - HEADER_HEIGHT - GAP
CONTENT_BOTTOM = FOOTER_HEIGHT + GAP
CONTENT_HEIGHT = CONTENT_TOP - CONTENT_BOTTOM
# The club's logo sits at the left of the header, in a box this high (clear of the rule under it and of
# the top edge, which many printers cannot reach) and at most this wide (a wide banner shrinks to fit).
LOGO_HEIGHT = 12 * mm
LOGO_WIDTH = 32 * mm
LOGO_GAP = 3 * mm  # between the logo and the header's words
LOGO_PIXELS = (1600, 600)  # more than a 12 mm high logo needs at 1200 dpi: a bigger image is scaled down
# A small file can hold a huge image (a plain colour compresses to nothing): past this it is not unpacked.
LOGO_MOST_PIXELS = 40_000_000
HALF_GAP = 8 * mm  # between the two halves of a page of two score sheets (room to cut)
HALF_HEIGHT = (CONTENT_HEIGHT - HALF_GAP) / 2
COLUMN_GAP = 8 * mm
COLUMN_WIDTH = (CONTENT_WIDTH - COLUMN_GAP) / 2

# Page template ids: one frame, two halves (top and bottom), two columns.
SINGLE = "single"
HALVES = "halves"
COLUMNS = "columns"

GRID = colors.Color(0.25, 0.25, 0.25)
LIGHT = colors.Color(0.6, 0.6, 0.6)
SHADE = colors.Color(0.92, 0.92, 0.92)
HEADING_SHADE = colors.Color(0.85, 0.85, 0.85)
MINUS = "−"  # U+2212: a real minus sign, as wide as the plus


def make_style(
    name: str, size: float, *, bold: bool = False, condensed: bool = False, **extra: Any
) -> ParagraphStyle:
    if condensed:
        font = fonts.CONDENSED_BOLD if bold else fonts.CONDENSED
    else:
        font = fonts.BOLD if bold else fonts.REGULAR
    extra.setdefault("leading", size * 1.2)
    return ParagraphStyle(name, fontName=font, fontSize=size, **extra)


BODY = make_style("body", 10, spaceAfter=2 * mm)
SMALL = make_style("small", 8, leading=10)
TITLE = make_style("title", 16, bold=True, spaceAfter=3 * mm)
SUBTITLE = make_style("subtitle", 12, bold=True, spaceBefore=3 * mm, spaceAfter=2 * mm)
CELL = make_style("cell", 9)
CELL_BOLD = make_style("cell-bold", 9, bold=True)
CELL_CENTER = make_style("cell-center", 9, alignment=TA_CENTER)
CELL_RIGHT = make_style("cell-right", 9, alignment=TA_RIGHT)
CELL_SMALL = make_style("cell-small", 7.5, condensed=True)
HEAD = make_style("head", 8, bold=True, condensed=True, alignment=TA_CENTER, leading=9.5)


@dataclass(frozen=True, slots=True)
class Heading:
    """What the header of every page says: the club (name and logo, when given) and the event on the
    left, this document on the right; `language` is the footer's ("Pagina 1 di 3")."""

    tournament: str
    details: str
    title: str
    subtitle: str = ""
    club: str = ""
    logo: bytes | None = None  # PNG or JPEG bytes, as the tournament's settings keep them
    language: str = DEFAULT_LANGUAGE


def heading_for(
    tournament: Tournament, title: str, subtitle: str = "", *, language: str = DEFAULT_LANGUAGE
) -> Heading:
    """The header of a document about `tournament`: its club, name, date (as `language` writes it) and
    venue, and the document's `title` and `subtitle` (already in `language`)."""
    settings = tournament.settings
    words = texts_for(language)
    details = [
        part for part in (words.date(settings.date) if settings.date else None, settings.venue) if part
    ]
    return Heading(
        settings.name,
        " · ".join(details),
        title,
        subtitle,
        club=settings.club_name.strip(),
        logo=settings.club_logo or None,
        language=language,
    )


def logo_image(data: bytes) -> ImageReader:
    """The club's logo, ready to draw: turned upright as the camera meant (EXIF), transparency kept, and
    scaled down when far bigger than a header needs (it would make every PDF megabytes larger)."""
    try:
        opened = Image.open(io.BytesIO(data))
        if opened.width * opened.height > LOGO_MOST_PIXELS:
            raise ExportError.of("export.logo_too_many_pixels", width=opened.width, height=opened.height)
        opened.load()
        image: Image.Image = ImageOps.exif_transpose(opened)
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError):
        raise ExportError.of("export.logo_unreadable") from None
    transparent = image.mode in ("RGBA", "LA", "PA") or "transparency" in image.info
    image = image.convert("RGBA" if transparent else "RGB")
    image.thumbnail(LOGO_PIXELS)
    return ImageReader(image)


def fit_line(value: str, font: str, size: float, width: float, smallest: float) -> tuple[str, float]:
    """`value` and a font size ≤ `size` at which it fits `width`: shrunk down to `smallest`, then cut
    with an ellipsis (a header line has no room to wrap)."""
    natural = stringWidth(value, font, size)
    if natural <= width:
        return value, size
    size = max(smallest, size * width / natural)
    if stringWidth(value, font, size) <= width:
        return value, size
    while value and stringWidth(value + "…", font, size) > width:
        value = value[:-1]
    return value.rstrip() + "…", size


def _draw_logo(canvas: Canvas, logo: ImageReader) -> float:
    """Draw the logo at the left of the header, as large as its box allows; return the width it took."""
    pixels_wide, pixels_high = (float(side) for side in logo.getSize())
    scale = min(LOGO_HEIGHT / pixels_high, LOGO_WIDTH / pixels_wide)
    width, height = pixels_wide * scale, pixels_high * scale
    bottom = PAGE_HEIGHT - HEADER_HEIGHT + 1.5 * mm + (LOGO_HEIGHT - height) / 2
    canvas.drawImage(logo, MARGIN, bottom, width, height, mask="auto")
    return float(width)


def _draw_header(canvas: Canvas, heading: Heading, logo: ImageReader | None = None) -> None:
    canvas.saveState()
    right = PAGE_WIDTH - MARGIN
    left = MARGIN
    if logo is not None:
        left += _draw_logo(canvas, logo) + LOGO_GAP
    # Two lines (the event, then its date and venue) as the document's title and subtitle on the right;
    # with a club's name, it takes a first line of its own above them.
    if heading.club:
        club_line, top, second = PAGE_HEIGHT - 7.2 * mm, PAGE_HEIGHT - 11.8 * mm, 4.1 * mm
    else:
        club_line, top, second = 0.0, PAGE_HEIGHT - 9 * mm, 5 * mm
    title, title_size = fit_line(heading.title, fonts.BOLD, 12, CONTENT_WIDTH / 3, 8)
    title_width = max(
        stringWidth(title, fonts.BOLD, title_size), stringWidth(heading.subtitle, fonts.REGULAR, 8.5)
    )
    room = right - left - title_width - 10 * mm
    if heading.club:
        club, club_size = fit_line(heading.club, fonts.BOLD, 9, right - left, 7)
        canvas.setFont(fonts.BOLD, club_size)
        canvas.drawString(left, club_line, club)
    name, name_size = fit_line(heading.tournament, fonts.BOLD, 12 if not heading.club else 11.5, room, 8)
    canvas.setFont(fonts.BOLD, name_size)
    canvas.drawString(left, top, name)
    details, details_size = fit_line(heading.details, fonts.REGULAR, 8.5, room, 6.5)
    canvas.setFont(fonts.REGULAR, details_size)
    canvas.drawString(left, top - second, details)
    canvas.setFont(fonts.BOLD, title_size)
    canvas.drawRightString(right, top, title)
    canvas.setFont(fonts.REGULAR, 8.5)
    canvas.drawRightString(right, top - second, heading.subtitle)
    canvas.setStrokeColor(GRID)
    canvas.setLineWidth(0.6)
    canvas.line(MARGIN, PAGE_HEIGHT - HEADER_HEIGHT, right, PAGE_HEIGHT - HEADER_HEIGHT)
    canvas.line(MARGIN, FOOTER_HEIGHT, right, FOOTER_HEIGHT)
    canvas.setFont(fonts.REGULAR, 8)
    canvas.drawString(MARGIN, FOOTER_HEIGHT - 5 * mm, PROGRAM_NAME)
    canvas.restoreState()


def _draw_cut_line(canvas: Canvas) -> None:
    canvas.saveState()
    canvas.setStrokeColor(LIGHT)
    canvas.setLineWidth(0.5)
    canvas.setDash(3, 3)
    y = CONTENT_BOTTOM + HALF_HEIGHT + HALF_GAP / 2
    canvas.line(MARGIN, y, PAGE_WIDTH - MARGIN, y)
    canvas.restoreState()


class _NumberedCanvas(Canvas):  # type: ignore[misc]  # reportlab ships no type hints
    """Holds the pages back until the end so that each can say "Page 3 of 12" (one pass, no rebuild);
    a subclass per document sets `page_of` in the document's language."""

    page_of = "Page {number} of {total}"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._page_states: list[dict[str, Any]] = []

    def showPage(self) -> None:
        self._page_states.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        total = len(self._page_states)
        for number, state in enumerate(self._page_states, start=1):
            self.__dict__.update(state)
            self.setFont(fonts.REGULAR, 8)
            self.drawRightString(
                PAGE_WIDTH - MARGIN, FOOTER_HEIGHT - 5 * mm, self.page_of.format(number=number, total=total)
            )
            super().showPage()
        super().save()


def build_pdf(
    out: Output,
    heading: Heading,
    story: Sequence[Flowable],
    *,
    first_template: str = SINGLE,
) -> None:
    """Lay out `story` on A4 pages under `heading` and write the PDF to `out` (all or nothing).

    The story can switch layouts with `NextPageTemplate(SINGLE | HALVES | COLUMNS)`.
    """
    fonts.register_fonts()
    logo = logo_image(heading.logo) if heading.logo else None
    words = texts_for(heading.language)
    numbered = type(
        "_PagesNumbered",
        (_NumberedCanvas,),
        {"page_of": words.translate("PdfDocument", "Page {number} of {total}")},
    )

    def on_page(canvas: Canvas, _doc: BaseDocTemplate) -> None:
        _draw_header(canvas, heading, logo)

    def on_halves(canvas: Canvas, doc: BaseDocTemplate) -> None:
        on_page(canvas, doc)
        _draw_cut_line(canvas)

    def frame(frame_id: str, x: float, y: float, width: float, height: float) -> Frame:
        # No frame padding: the margins above are the whole story, so widths can be computed exactly.
        return Frame(
            x, y, width, height, id=frame_id, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0
        )

    templates = {
        SINGLE: PageTemplate(
            SINGLE, [frame("body", MARGIN, CONTENT_BOTTOM, CONTENT_WIDTH, CONTENT_HEIGHT)], onPage=on_page
        ),
        HALVES: PageTemplate(
            HALVES,
            [
                frame("top", MARGIN, CONTENT_TOP - HALF_HEIGHT, CONTENT_WIDTH, HALF_HEIGHT),
                frame("bottom", MARGIN, CONTENT_BOTTOM, CONTENT_WIDTH, HALF_HEIGHT),
            ],
            onPage=on_halves,
        ),
        COLUMNS: PageTemplate(
            COLUMNS,
            [
                frame("left", MARGIN, CONTENT_BOTTOM, COLUMN_WIDTH, CONTENT_HEIGHT),
                frame(
                    "right", MARGIN + COLUMN_WIDTH + COLUMN_GAP, CONTENT_BOTTOM, COLUMN_WIDTH, CONTENT_HEIGHT
                ),
            ],
            onPage=on_page,
        ),
    }
    ordered = [templates[first_template]] + [t for key, t in templates.items() if key != first_template]

    def produce(stream: BinaryIO) -> None:
        doc = BaseDocTemplate(
            stream,
            pagesize=A4,
            leftMargin=MARGIN,
            rightMargin=MARGIN,
            topMargin=HEADER_HEIGHT + GAP,
            bottomMargin=CONTENT_BOTTOM,
            title=f"{heading.title} {heading.subtitle} – {heading.tournament}".replace("  ", " "),
            author=heading.club or PROGRAM_NAME,
            creator=PROGRAM_NAME,
            pageTemplates=ordered,
        )
        doc.build(list(story), canvasmaker=numbered)

    write_atomically(out, produce)


# ------------------------------------------------------------------------------------------ helpers


def find_round(tournament: Tournament, number: int) -> Round:
    for rnd in tournament.rounds:
        if rnd.number == number:
            return rnd
    raise no_round(number, [r.number for r in tournament.rounds])


def last_round_number(tournament: Tournament) -> int:
    return max((r.number for r in tournament.rounds), default=0)


def check_after_round(tournament: Tournament, after_round: int | None) -> int:
    """The round a standings-like document is taken after: the one asked for, or the last one."""
    if after_round is None:
        return last_round_number(tournament)
    find_round(tournament, after_round)
    return after_round


def signed(value: int) -> str:
    """An MP difference as a person writes it: +355, −120, 0."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"{MINUS}{-value}"
    return "0"


def number(value: int) -> str:
    """An MP count; negative with a real minus sign."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def text(value: str) -> str:
    """A typed value made safe for Paragraph markup (names may hold &, < or >)."""
    return escape(value)


def player_names(pair: Pair) -> list[str]:
    return [player.name for player in pair.players]


def names_markup(pair: Pair, separator: str = "<br/>") -> str:
    return separator.join(text(name) for name in player_names(pair))


def pair_lookup(tournament: Tournament) -> dict[int, Pair]:
    return {pair.number: pair for pair in tournament.pairs}


def pair_or_error(pairs: dict[int, Pair], number: int, round_number: int, table: int | None = None) -> Pair:
    """The pair; one the tournament does not hold is refused, placed at its round's table (or its bye)."""
    try:
        return pairs[number]
    except KeyError:
        if table is None:
            raise ExportError.of(
                "export.pair_not_registered_in_round", pair=number, round=round_number
            ) from None
        path = ("rounds", round_number - 1, "tables", table - 1)
        raise ExportError.of("export.pair_not_registered", path=path, pair=number) from None


def grid_style(extra: Iterable[tuple[Any, ...]] = ()) -> list[tuple[Any, ...]]:
    """The look shared by every table: thin grey grid, shaded header row, vertically centred cells."""
    return [
        ("FONT", (0, 0), (-1, -1), fonts.REGULAR, 9),
        ("GRID", (0, 0), (-1, -1), 0.5, GRID),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("BACKGROUND", (0, 0), (-1, 0), HEADING_SHADE),
        ("FONT", (0, 0), (-1, 0), fonts.CONDENSED_BOLD, 8.5),
        ("TOPPADDING", (0, 0), (-1, -1), 2.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
        *extra,
    ]
