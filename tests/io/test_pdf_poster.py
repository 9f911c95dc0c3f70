"""The poster: its words in each language, and the QR code drawn module for module as segno makes it."""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest
import segno
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from burraco_tourney.io.pdf import ExportError, write_poster, write_table_cards
from burraco_tourney.io.pdf.poster import QUIET_ZONE, draw_qr, qr_matrix, qr_runs
from tests.io.test_pdf import pdf_pages, sample_tournament

URL = "http://192.168.1.20:8080/"


def poster(language: str, url: str = URL) -> str:
    stream = io.BytesIO()
    write_poster(sample_tournament(), url, stream, language=language)
    pages = pdf_pages(stream.getvalue())
    assert len(pages) == 1
    return " ".join(pages[0].split())


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("it", ["Segui il torneo sul telefono", "rete Wi-Fi della sala", "numero della tua coppia"]),
        ("de", ["Das Turnier auf dem Handy", "WLAN des Saals", "Paarnummer"]),
        ("en", ["Follow the tournament on your phone", "venue's Wi-Fi", "pair number"]),
    ],
)
def test_the_poster_says_the_event_the_address_and_what_to_do_in_its_language(
    language: str, words: list[str]
) -> None:
    page = poster(language)
    assert "Torneo di Natale – Circolo Ælfric" in page
    assert URL in page
    for word in words:
        assert word in page


def test_a_poster_without_a_web_address_or_in_another_language_is_refused_in_words() -> None:
    with pytest.raises(ExportError, match="not a web address"):
        poster("en", "192.168.1.20:8080")
    with pytest.raises(ExportError, match="poster language 'fr'"):
        poster("fr")


def test_the_matrix_is_a_full_qr_code_never_a_micro_one() -> None:
    # A short address would make segno choose a Micro QR, which phone cameras do not read.
    matrix = qr_matrix("http://a/")
    assert len(matrix) >= 21  # version 1 of a full QR code
    assert matrix == [[bool(m) for m in row] for row in segno.make_qr("http://a/", error="m").matrix]


def test_the_runs_cover_exactly_the_dark_modules() -> None:
    matrix = qr_matrix(URL)
    dark = {(r, c) for r, row in enumerate(matrix) for c, module in enumerate(row) if module}
    covered = [(r, c) for r, start, length in qr_runs(matrix) for c in range(start, start + length)]
    assert len(covered) == len(set(covered))  # no module drawn twice
    assert set(covered) == dark


def _read_pgm(path: Path) -> tuple[int, int, bytes]:
    data = path.read_bytes()
    fields = data.split(maxsplit=4)  # P5, width, height, maxval, pixels
    assert fields[0] == b"P5"
    width, height = int(fields[1]), int(fields[2])
    return width, height, fields[4][-width * height :]


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) is not installed")
def test_the_printed_code_has_segnos_modules_where_a_camera_looks(tmp_path: Path) -> None:
    # Draw the code alone on a page, print it to pixels and read every module at its centre.
    size = 100 * mm
    target = tmp_path / "qr.pdf"
    canvas = Canvas(str(target), pagesize=(size, size))
    draw_qr(canvas, URL, 0, 0, size)
    canvas.save()
    subprocess.run(
        ["pdftoppm", "-gray", "-r", "200", "-singlefile", str(target), str(tmp_path / "qr")], check=True
    )
    width, height, pixels = _read_pgm(tmp_path / "qr.pgm")
    matrix = qr_matrix(URL)
    count = len(matrix) + 2 * QUIET_ZONE
    seen = [
        [
            pixels[int((r + 0.5) * height / count) * width + int((c + 0.5) * width / count)] < 128
            for c in range(count)
        ]
        for r in range(count)
    ]
    quiet = [False] * count
    expected = (
        [quiet] * QUIET_ZONE
        + [[False] * QUIET_ZONE + row + [False] * QUIET_ZONE for row in matrix]
        + [quiet] * QUIET_ZONE
    )
    assert seen == expected


def test_table_cards_carry_the_published_address_and_stay_one_page_each() -> None:
    tournament = sample_tournament()
    plain, with_code = io.BytesIO(), io.BytesIO()
    write_table_cards(tournament, 1, plain)
    write_table_cards(tournament, 1, with_code, url=URL, language="it")
    pages = [" ".join(page.split()) for page in pdf_pages(with_code.getvalue())]
    assert len(pages) == len(pdf_pages(plain.getvalue())) == 2  # round 1: two tables
    for page in pages:
        assert URL in page and "Posti al tavolo, classifica e orologio sul telefono:" in page
    assert URL not in " ".join(pdf_pages(plain.getvalue()))


def test_table_cards_with_an_address_that_is_not_one_are_refused() -> None:
    with pytest.raises(ExportError, match="not a web address"):
        write_table_cards(sample_tournament(), 1, io.BytesIO(), url="192.168.1.20")


@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_a_long_tournament_name_is_printed_whole_on_the_poster(language: str) -> None:
    """Names take up to 80 characters: the poster wraps one that is too long for a line, never cuts it."""
    from dataclasses import replace

    name = "Torneo Nazionale di Burraco della Federazione – Memorial María de los Ángeles"
    assert len(name) <= 80
    tournament = sample_tournament()
    tournament = replace(tournament, settings=replace(tournament.settings, name=name))
    stream = io.BytesIO()
    write_poster(tournament, URL, stream, language=language)
    (page,) = pdf_pages(stream.getvalue())
    assert name in " ".join(page.split())
    assert "…" not in page
