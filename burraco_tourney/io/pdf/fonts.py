"""The Unicode font family every PDF is set in (DejaVu, shipped in resources/fonts/)."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from burraco_tourney.io.output import ExportError
from burraco_tourney.paths import resource

# Font names as reportlab knows them; the files are those shipped in resources/fonts/.
REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
CONDENSED = "DejaVuSansCondensed"
CONDENSED_BOLD = "DejaVuSansCondensed-Bold"
FONT_FILES = {
    REGULAR: "DejaVuSans.ttf",
    BOLD: "DejaVuSans-Bold.ttf",
    CONDENSED: "DejaVuSansCondensed.ttf",
    CONDENSED_BOLD: "DejaVuSansCondensed-Bold.ttf",
}


class FontMissingError(ExportError):
    """A font file the PDFs need is not where the program ships it."""


def font_folder() -> Path:
    return resource("fonts")


def register_fonts(folder: Path | None = None) -> None:
    """Make the DejaVu family known to reportlab (once), after checking every file is there.

    The check runs every time, so a font deleted after start-up is reported by name rather than
    surfacing as a reportlab error halfway through a document.
    """
    folder = font_folder() if folder is None else folder
    paths = {name: folder / file_name for name, file_name in FONT_FILES.items()}
    for path in paths.values():
        if not path.is_file():
            raise FontMissingError.of("export.font_missing", font=path.name, folder=str(folder))
    registered = set(pdfmetrics.getRegisteredFontNames())
    for name, path in paths.items():
        if name not in registered:
            try:
                pdfmetrics.registerFont(TTFont(name, str(path)))
            except Exception as error:  # reportlab raises its own TTFError or OSError for bad files
                raise FontMissingError.of(
                    "export.font_unreadable", font=path.name, folder=str(folder), detail=str(error)
                ) from None
    # The family mapping lets <b> in a Paragraph pick the bold face.
    for family, normal, bold in ((REGULAR, REGULAR, BOLD), (CONDENSED, CONDENSED, CONDENSED_BOLD)):
        addMapping(family, 0, 0, normal)
        addMapping(family, 1, 0, bold)
        addMapping(family, 0, 1, normal)
        addMapping(family, 1, 1, bold)
