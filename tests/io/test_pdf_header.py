"""The header every PDF shares: the club's name and logo from the tournament's settings on every page of
every printout, and the page frame's own words (date, "Page 1 of 3") in the printout's language."""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader
from reportlab.platypus import PageBreak, Paragraph

from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.io.output import ExportError
from burraco_tourney.io.pdf import (
    fonts,
    write_blank_score_sheets,
    write_pair_histories,
    write_poster,
    write_round_results,
    write_score_sheets,
    write_seats,
    write_standings,
    write_table_cards,
)
from burraco_tourney.io.pdf.document import BODY, LOGO_PIXELS, build_pdf, heading_for
from tests.io.test_pdf import sample_tournament

CLUB = "A.S.D. Burraco D'Alessandro & Müller – Łódź"


def logo_bytes(size: tuple[int, int] = (240, 120), kind: str = "PNG") -> bytes:
    """A small two-colour logo (with a transparent corner when it is a PNG)."""
    mode = "RGBA" if kind == "PNG" else "RGB"
    image = Image.new(mode, size, (20, 80, 160, 255) if mode == "RGBA" else (20, 80, 160))
    for x in range(size[0] // 2):
        for y in range(size[1] // 2):
            image.putpixel((x, y), (0, 0, 0, 0) if mode == "RGBA" else (200, 30, 30))
    out = io.BytesIO()
    image.save(out, kind)
    return out.getvalue()


def with_club(tournament: Tournament, name: str = CLUB, logo: bytes | None = None) -> Tournament:
    settings = dataclasses.replace(tournament.settings, club_name=name, club_logo=logo)
    return dataclasses.replace(tournament, settings=settings)


def two_pages(tournament: Tournament, target: Path, language: str) -> None:
    fonts.register_fonts()  # a Paragraph reads its font when it is made
    story = [Paragraph("Uno", BODY), PageBreak(), Paragraph("Due", BODY)]
    build_pdf(target, heading_for(tournament, "Classifica", "dopo il turno 2", language=language), story)


@pytest.mark.parametrize(
    ("language", "date", "page_of"),
    [
        ("it", "20/12/2026 · Circolo X", "Pagina {n} di 2"),
        ("de", "20.12.2026 · Circolo X", "Seite {n} von 2"),
        ("en", "20 Dec 2026 · Circolo X", "Page {n} of 2"),
    ],
)
def test_the_header_carries_the_club_and_the_frame_speaks_the_language(
    tmp_path: Path, language: str, date: str, page_of: str
) -> None:
    target = tmp_path / f"{language}.pdf"
    two_pages(with_club(sample_tournament(), logo=logo_bytes()), target, language)

    pages = PdfReader(target).pages
    assert len(pages) == 2
    for number, page in enumerate(pages, start=1):
        text = page.extract_text()
        assert CLUB in text
        assert "Torneo di Natale – Circolo Ælfric" in text
        assert date in text
        assert page_of.format(n=number) in text
        assert [image.image.size for image in page.images] == [(240, 120)]
    assert PdfReader(target).metadata.author == CLUB


WRITERS: dict[str, Callable[[Tournament, Path], None]] = {
    "score sheets": lambda t, out: write_score_sheets(t, 1, out),
    "two score sheets a page": lambda t, out: write_score_sheets(t, 1, out, per_page=2),
    "blank score sheets": lambda t, out: write_blank_score_sheets(t, out, 3),
    "seats": lambda t, out: write_seats(t, 1, out),
    "table cards": lambda t, out: write_table_cards(t, 1, out),
    "round results": lambda t, out: write_round_results(t, 1, out),
    "standings": lambda t, out: write_standings(t, 2, out),
    "pair histories": lambda t, out: write_pair_histories(t, 2, out),
}


@pytest.mark.parametrize("printout", WRITERS)
def test_every_page_of_every_printout_has_the_clubs_name_and_logo(tmp_path: Path, printout: str) -> None:
    target = tmp_path / "out.pdf"
    WRITERS[printout](with_club(sample_tournament(), logo=logo_bytes(kind="JPEG")), target)

    pages = PdfReader(target).pages
    assert pages
    for page in pages:
        assert CLUB in page.extract_text()
        assert len(page.images) == 1


def test_without_a_club_the_header_is_the_events_alone(tmp_path: Path) -> None:
    target = tmp_path / "plain.pdf"
    two_pages(sample_tournament(), target, "it")
    page = PdfReader(target).pages[0]
    assert len(page.images) == 0
    assert page.extract_text().splitlines()[0] == "Torneo di Natale – Circolo Ælfric"


def test_a_logo_alone_is_drawn_without_a_name(tmp_path: Path) -> None:
    target = tmp_path / "logo.pdf"
    two_pages(with_club(sample_tournament(), name="", logo=logo_bytes()), target, "en")
    page = PdfReader(target).pages[0]
    assert len(page.images) == 1
    assert page.extract_text().splitlines()[0] == "Torneo di Natale – Circolo Ælfric"


def test_a_photograph_as_a_logo_is_scaled_down_for_the_header(tmp_path: Path) -> None:
    target = tmp_path / "big.pdf"
    two_pages(with_club(sample_tournament(), logo=logo_bytes((4000, 3000), "JPEG")), target, "en")
    width, height = PdfReader(target).pages[0].images[0].image.size
    assert width <= LOGO_PIXELS[0] and height <= LOGO_PIXELS[1]
    assert (width, height) == (800, 600)  # its shape kept
    assert target.stat().st_size < 400_000


def test_a_logo_that_is_no_image_is_named_and_nothing_is_written(tmp_path: Path) -> None:
    target = tmp_path / "broken.pdf"
    broken = b"\x89PNG\r\n\x1a\n" + b"not really a picture"
    with pytest.raises(ExportError, match="the club's logo cannot be read as a PNG or JPEG image"):
        write_standings(with_club(sample_tournament(), logo=broken), 2, target)
    assert not target.exists()


def test_a_long_club_name_shrinks_to_one_line(tmp_path: Path) -> None:
    long_name = "Associazione Sportiva Dilettantistica Circolo del Burraco " * 3
    target = tmp_path / "long.pdf"
    two_pages(with_club(sample_tournament(), name=long_name.strip(), logo=logo_bytes()), target, "it")
    first_line = PdfReader(target).pages[0].extract_text().splitlines()[0]
    assert first_line.startswith("Associazione Sportiva Dilettantistica") and first_line.endswith("…")


def test_the_poster_has_the_clubs_name_and_logo_too(tmp_path: Path) -> None:
    target = tmp_path / "poster.pdf"
    write_poster(with_club(sample_tournament(), logo=logo_bytes()), "http://192.168.1.20:8080/", target)
    page = PdfReader(target).pages[0]
    text = page.extract_text()
    assert text.splitlines()[0] == CLUB
    assert "Torneo di Natale – Circolo Ælfric" in text and "http://192.168.1.20:8080/" in text
    assert [image.image.size for image in page.images] == [(240, 120)]


def test_a_huge_image_in_a_small_file_is_refused_before_it_is_unpacked(tmp_path: Path) -> None:
    target = tmp_path / "huge.pdf"
    out = io.BytesIO()
    Image.new("1", (8000, 6000)).save(out, "PNG")  # 48 million pixels in a few kB
    with pytest.raises(ExportError, match=r"too big an image \(8000 × 6000 pixels\)"):
        write_standings(with_club(sample_tournament(), logo=out.getvalue()), 2, target)
    assert not target.exists()
