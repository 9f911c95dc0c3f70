"""The sample tournament every io test prints, and the tests of the shared page frame and fonts."""

from __future__ import annotations

import io
import pickle
import shutil
import subprocess
import sys
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import BinaryIO

import pytest
from pypdf import PdfReader

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine, ScoringRules
from burraco_tourney.domain.tournament import (
    Adjustment,
    Movement,
    Pair,
    Player,
    Round,
    Table,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.domain.vp import ThresholdScale
from burraco_tourney.io.output import write_atomically
from burraco_tourney.io.pdf import ExportError, FontMissingError, fonts, write_round_results, write_standings
from burraco_tourney.io.pdf.fonts import register_fonts

FIBUR_3_DEALS = ThresholdScale(
    "fibur-3-deals",
    [
        (50, 10, 10), (150, 11, 9), (250, 12, 8), (350, 13, 7), (500, 14, 6), (650, 15, 5),
        (800, 16, 4), (1000, 17, 3), (1250, 18, 2), (1500, 19, 1), (None, 20, 0),
    ],
)  # fmt: skip

NAMES = {
    1: ("Łukasz Wąsowski", "Carla D'Alessandro"),
    2: ("Jürgen Müller-Lüdenscheid", "Zoë Ødegaard"),
    3: ("Anna Rossi", "Bruno Bianchi"),
    4: ("Ömer Çelik", "Ana María Núñez"),
    5: ("Søren Hald", "Élodie Fèvre & Co <1>"),
}


def line(
    clean: int = 0,
    dirty: int = 0,
    closed: bool = False,
    cards: int = 0,
    pozzetto: bool = True,
    penalty: int = 0,
) -> DealLine:
    return DealLine(clean=clean, dirty=dirty, closed=closed, cards=cards, pozzetto=pozzetto, penalty=penalty)


def sample_tournament(*, semi_clean: int | None = None, scale: object = FIBUR_3_DEALS) -> Tournament:
    """Five pairs, two rounds of three deals, a bye each round, an artificial result and an adjustment.

    Round 1: table 1 pair 1 (NS) 1220 – pair 2 (EW) 865, +355 → 14–6; table 2 pair 3 560 – pair 4 220,
    +340 → 13–7; pair 5 bye. Round 2: table 1 pair 1 800 – pair 4 800 → 10–10; table 2 pair 3 – pair 5
    artificial 7–12 with no deals; pair 2 bye. Pair 5 loses 1 VP after round 2 (two warnings).
    Standings after round 2: 5 (25 VP), 1 (24), 3 (20, +340), 2 (20, 0: below 3 on MP difference), 4 (17).
    """
    pairs = tuple(
        Pair(
            number,
            (Player(first, club="Circolo X", member_id="=1+2" if number == 1 else None), Player(second)),
        )
        for number, (first, second) in NAMES.items()
    )
    round_1 = Round(
        1,
        Movement.MITCHELL,
        tables=(
            Table(
                1,
                ns=1,
                ew=2,
                deals=(
                    Deal(DealEnd.CLOSED, line(clean=1, closed=True, cards=230), line(dirty=1, cards=85)),
                    Deal(DealEnd.CLOSED, line(dirty=1, cards=40), line(clean=2, closed=True, cards=300)),
                    Deal(
                        DealEnd.CLOSED,
                        line(clean=1, dirty=1, closed=True, cards=150),
                        line(cards=-20, pozzetto=False),
                    ),
                ),
            ),
            Table(
                2,
                ns=3,
                ew=4,
                deals=(
                    Deal(DealEnd.CLOSED, line(clean=1, closed=True, cards=100), line(cards=50)),
                    Deal(DealEnd.TIMEOUT, line(dirty=1, cards=60), line(dirty=1, cards=70)),
                    Deal(DealEnd.NOT_PLAYED, line(), line()),
                ),
            ),
        ),
        byes=(5,),
    )
    round_2 = Round(
        2,
        Movement.DANISH,
        tables=(
            Table(
                1,
                ns=1,
                ew=4,
                deals=(
                    Deal(DealEnd.CLOSED, line(clean=1, closed=True, cards=100), line(clean=2, cards=0)),
                    Deal(DealEnd.CLOSED, line(dirty=3, cards=100), line(clean=1, closed=True, cards=100)),
                    Deal(DealEnd.STOCK, line(), line(penalty=0)),
                ),
            ),
            Table(2, ns=3, ew=5, vp_override=(Decimal(7), Decimal(12))),
        ),
        byes=(2,),
    )
    settings = TournamentSettings(
        name="Torneo di Natale – Circolo Ælfric",
        vp_scale=scale,  # type: ignore[arg-type]
        date=date(2026, 12, 20),
        venue="Circolo X",
        scoring=ScoringRules(semi_clean=semi_clean),
    )
    return Tournament(
        settings,
        pairs,
        (round_1, round_2),
        adjustments=(Adjustment(5, after_round=2, vp=Decimal(-1), reason="two warnings"),),
        lots={1: 3, 2: 1, 3: 5, 4: 2, 5: 4},
    )


def pdf_pages(data: bytes) -> list[str]:
    """The text of each page, as a PDF viewer's copy would give it."""
    return [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]


def render_png(pdf: Path, page: int, out_prefix: Path) -> Path:
    """One page as a PNG (for looking at while developing; the tests only check it renders)."""
    subprocess.run(
        [
            "pdftoppm",
            "-png",
            "-r",
            "60",
            "-f",
            str(page),
            "-l",
            str(page),
            "-singlefile",
            str(pdf),
            str(out_prefix),
        ],
        check=True,
    )
    return out_prefix.with_suffix(".png")


# ----------------------------------------------------------------------------------- page frame


def test_every_page_has_the_header_the_footer_and_its_number(tmp_path: Path) -> None:
    target = tmp_path / "results.pdf"
    write_round_results(sample_tournament(), 1, target)
    pages = pdf_pages(target.read_bytes())
    assert len(pages) == 1
    page = pages[0]
    assert "Torneo di Natale – Circolo Ælfric" in page
    assert "20 Dec 2026 · Circolo X" in page  # the date as English writes it
    assert "Round 1" in page
    assert "Burraco Tourney" in page
    assert "Page 1 of 1" in page


def test_page_numbers_count_the_whole_document(tmp_path: Path) -> None:
    from burraco_tourney.io.pdf import write_blank_score_sheets

    target = tmp_path / "blank.pdf"
    write_blank_score_sheets(sample_tournament(), target, 3)
    pages = pdf_pages(target.read_bytes())
    assert [f"Page {n} of 3" in page for n, page in enumerate(pages, start=1)] == [True] * 3


def test_writes_to_a_binary_stream(tmp_path: Path) -> None:
    stream = io.BytesIO()
    write_standings(sample_tournament(), 2, stream)
    assert stream.getvalue().startswith(b"%PDF-")
    assert "Łukasz Wąsowski" in pdf_pages(stream.getvalue())[0]


def test_a_missing_font_is_named_and_nothing_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "fonts"
    folder.mkdir()
    for file_name in fonts.FONT_FILES.values():
        if file_name != "DejaVuSans-Bold.ttf":
            shutil.copy(fonts.font_folder() / file_name, folder / file_name)
    with pytest.raises(FontMissingError, match=r"DejaVuSans-Bold\.ttf is missing"):
        register_fonts(folder)
    monkeypatch.setattr(fonts, "font_folder", lambda: folder)
    target = tmp_path / "standings.pdf"
    with pytest.raises(FontMissingError, match=r"DejaVuSans-Bold\.ttf"):
        write_standings(sample_tournament(), 2, target)
    assert list(tmp_path.iterdir()) == [folder]


def test_an_unwritable_path_is_a_clear_error_and_leaves_the_old_file(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match=r"cannot write .*missing-folder.*the folder does not exist"):
        write_standings(sample_tournament(), 2, tmp_path / "missing-folder" / "standings.pdf")
    with pytest.raises(ExportError, match="is a folder"):
        write_standings(sample_tournament(), 2, tmp_path)
    old = tmp_path / "standings.pdf"
    old.write_bytes(b"the earlier file")
    with pytest.raises(ExportError, match="round 7 does not exist"):
        write_standings(sample_tournament(), 7, old)
    assert old.read_bytes() == b"the earlier file"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["standings.pdf"]


def test_a_failure_while_writing_to_a_stream_writes_nothing() -> None:
    stream = io.BytesIO()
    with pytest.raises(ExportError, match="round 3 does not exist"):
        write_round_results(sample_tournament(), 3, stream)
    assert stream.getvalue() == b""


def test_a_failure_halfway_leaves_the_earlier_file_and_no_temporary_one(tmp_path: Path) -> None:
    target = tmp_path / "standings.pdf"
    target.write_bytes(b"the earlier file")

    def produce(stream: object) -> None:
        stream.write(b"half a PDF")  # type: ignore[attr-defined]
        raise RuntimeError("the disk caught fire")

    with pytest.raises(RuntimeError, match="caught fire"):
        write_atomically(target, produce)
    assert target.read_bytes() == b"the earlier file"
    assert list(tmp_path.iterdir()) == [target]


def test_a_new_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    plain = tmp_path / "plain.txt"
    plain.write_bytes(b"")
    target = tmp_path / "made.pdf"

    def produce(stream: BinaryIO) -> None:
        stream.write(b"%PDF-")

    write_atomically(target, produce)
    assert target.stat().st_mode == plain.stat().st_mode


@pytest.mark.slow
def test_each_writer_works_as_the_first_thing_a_fresh_program_does(tmp_path: Path) -> None:
    # Fonts are registered on first use; a writer that builds its styles before that would fail only
    # when it is the first one called, which a test run that prints many documents would never see.
    # The tournament travels pickled, so that the child imports only the program, not the test tools.
    pickled = tmp_path / "tournament.pickle"
    pickled.write_bytes(pickle.dumps(sample_tournament()))
    script = f"""
import pickle, sys
from pathlib import Path
from typing import BinaryIO
from burraco_tourney.io import pdf
name = sys.argv[1]
tournament = pickle.loads(Path({str(pickled)!r}).read_bytes())
args = {{"write_standings": (2,), "write_pair_histories": (None,), "write_round_results": (1,),
        "write_seats": (1,), "write_table_cards": (1,), "write_score_sheets": (1,)}}[name]
getattr(pdf, name)(tournament, *args, Path({str(tmp_path)!r}) / (name + ".pdf"))
"""
    root = Path(__file__).resolve().parents[2]
    writers = [
        "write_standings",
        "write_pair_histories",
        "write_round_results",
        "write_seats",
        "write_table_cards",
    ]
    names = [*writers, "write_score_sheets"]
    # One fresh interpreter per writer, all at once: each must be the first to print in its process.
    processes = [subprocess.Popen([sys.executable, "-c", script, name], cwd=root) for name in names]
    assert [process.wait(timeout=120) for process in processes] == [0] * len(names)
    for name in names:
        assert (tmp_path / f"{name}.pdf").read_bytes().startswith(b"%PDF-")


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) is not installed")
def test_a_page_renders_to_an_image(tmp_path: Path) -> None:
    target = tmp_path / "standings.pdf"
    write_standings(sample_tournament(), 2, target)
    png = render_png(target, 1, tmp_path / "standings")
    assert png.read_bytes().startswith(b"\x89PNG")
