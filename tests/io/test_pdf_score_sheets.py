"""Score sheets read back from the PDF: one per table, names as typed, every field in the print language,
filled with what was entered, two to a page without failing, and the VP scale as a table to look up."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest

from burraco_tourney.domain.quick import quick_deal
from burraco_tourney.domain.tournament import Movement, Pair, Player, Round, Table
from burraco_tourney.domain.vp import ContinuousScale
from burraco_tourney.io.pdf import ExportError, write_blank_score_sheets, write_score_sheets
from tests.io.test_pdf import NAMES, pdf_pages, sample_tournament

# What a reader sees on each sheet, by print language: the grid's labels, the ends, the foot.
WORDS = {
    "it": [
        "Segnapunti", "Turno", "Tavolo", "Nord–Sud (NS)", "Est–Ovest (EO)", "Coppia", "Linea NS · coppia 1",
        "Linea EO · coppia 2", "Smazzata", "Base", "Puliti", "Sporchi", "Chiusura", "Pozzetto non preso",
        "Punti", "Penalità", "Totale smazzata", "Fine smazzata:", "☐ chiusa", "☐ tempo scaduto",
        "☐ tallone esaurito", "☐ stallo", "☐ non giocata", "Totale linea NS", "Totale linea EO",
        "Differenza (NS − EO)",
        "VP NS", "VP EO", "Note, motivi delle penalità", "Firma NS (coppia 1)", "Firma EO (coppia 2)",
        "Scala VP: fibur-3-deals", "20/12/2026",
    ],
    "de": [
        "Spielberichte", "Runde", "Tisch", "Nord–Süd (NS)", "Ost–West (OW)", "Paar", "Linie NS · Paar 1",
        "Linie OW · Paar 2", "Spiel", "Basis", "Sauber", "Schmutzig", "Schließen", "ohne Pozzetto", "Punkte",
        "Strafe", "Summe", "Ende:", "☐ geschlossen", "☐ Zeit abgelaufen", "☐ Stapel erschöpft",
        "☐ Pattsituation",
        "☐ nicht gespielt", "Summe Linie NS", "Summe Linie OW", "Differenz (NS − OW)", "VP OW",
        "Unterschrift NS (Paar 1)", "Unterschrift OW (Paar 2)", "VP-Tabelle: fibur-3-deals", "20.12.2026",
    ],
    "en": [
        "Score sheets", "Round", "Table", "North–South (NS)", "East–West (EW)", "Pair", "Line NS · pair 1",
        "Line EW · pair 2", "Deal", "Base", "Clean", "Dirty", "Closing", "Pozzetto not taken", "Card points",
        "Penalty", "Deal total", "Ended:", "☐ closed", "☐ time-out", "☐ stock exhausted", "☐ not played",
        "Total of line NS", "Total of line EW", "Difference (NS − EW)", "VP NS", "VP EW",
        "Signature NS (pair 1)", "Signature EW (pair 2)", "VP scale: fibur-3-deals", "20 Dec 2026",
    ],
}  # fmt: skip


def flat(page: str) -> str:
    """The page's text with every run of white space as one space (line breaks fall where they fall)."""
    return " ".join(page.split())


def sheets(tournament: object = None, round_number: int = 1, **options: object) -> list[str]:
    stream = io.BytesIO()
    write_score_sheets(tournament or sample_tournament(), round_number, stream, **options)  # type: ignore[arg-type]
    return [flat(page) for page in pdf_pages(stream.getvalue())]


def test_one_sheet_per_table_with_its_round_table_pairs_and_names() -> None:
    pages = sheets()
    assert len(pages) == 2
    first, second = pages
    assert "Torneo di Natale – Circolo Ælfric" in first and "20 Dec 2026 · Circolo X" in first
    assert "Page 1 of 2" in first
    assert "Round 1 Table 1" in first
    assert f"North–South (NS) Pair 1 {NAMES[1][0]} · {NAMES[1][1]}" in first
    assert f"East–West (EW) Pair 2 {NAMES[2][0]} · {NAMES[2][1]}" in first
    assert "Round 1 Table 2" in second
    assert f"Pair 3 {NAMES[3][0]} · {NAMES[3][1]}" in second and "Signature EW (pair 4)" in second
    # The pair on a bye gets no sheet.
    assert not any(NAMES[5][0] in page for page in pages)


def test_every_name_prints_as_typed() -> None:
    text = " ".join(sheets() + sheets(round_number=2))
    for name in ("Łukasz Wąsowski", "Carla D'Alessandro", "Jürgen Müller-Lüdenscheid", "Zoë Ødegaard"):
        assert name in text
    # Markup characters in a name are text, not markup.
    assert "Élodie Fèvre & Co <1>" in text


@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_every_word_on_the_sheet_is_in_the_print_language(language: str) -> None:
    pages = sheets(language=language)
    for word in WORDS[language]:
        assert word in pages[0], word
    for page in pages:
        # How each deal ended, in words with a box to tick, once per deal; and no arithmetic legend.
        assert page.count("☐") == 3 * 5 + 3 * 4  # 5 ends per deal; closing and pozzetto per line and deal
        assert "+100" in page and "−100" in page  # what a tick is worth, in its box
        assert "C T S N" not in page and "×" not in page
        assert "Semi" not in page  # semi-clean burracos are off by default
    if language != "en":
        assert not any(word in pages[0] for word in ("Signature", "Deal total", "Clean", "Score sheets"))


def test_semi_clean_boxes_appear_when_the_rules_allow_them() -> None:
    tournament = sample_tournament(semi_clean=150)
    tournament = replace(tournament, settings=replace(tournament.settings, deals_per_round=4))
    for page in sheets(tournament, language="it"):
        assert page.count("Semipuliti") == 2
        assert page.count("Fine smazzata:") == 4


def test_a_sheet_not_filled_has_no_values() -> None:
    page = sheets()[0]
    assert "1220" not in page and "☒" not in page and "+355" not in page


def test_filled_sheets_print_what_was_entered() -> None:
    first, second = sheets(filled=True, language="it")
    assert "Segnapunti compilati" in first
    # Table 1: NS 300 + 230 = 530 (a clean, closed), 140, 550 → 1220; EW 865; +355 → 14–6.
    for value in ("300 230 530", "100 40 140", "400 150 550", "−100 −20 −120", "1220", "865", "+355"):
        assert value in first, value
    assert "☒ chiusa" in first and first.count("☒ +100") == 3 and first.count("☒ −100") == 1
    assert "VP NS VP EO" in first and "+355 14 6" in first
    # Table 2: the deal ended by time-out and the deal not played are ticked so.
    assert "☒ tempo scaduto" in second and "☒ non giocata" in second and "+340 13 7" in second


def test_a_penalty_prints_in_its_box_and_its_reason_in_the_notes() -> None:
    tournament = sample_tournament()
    table = tournament.rounds[0].tables[0]
    deal = table.deals[1]
    fined = replace(deal, ew=replace(deal.ew, penalty=50, penalty_reason="carte mostrate <due volte>"))
    table = replace(table, deals=(table.deals[0], fined, table.deals[2]))
    rnd = replace(tournament.rounds[0], tables=(table,))
    page = sheets(replace(tournament, rounds=(rnd,)), filled=True, language="it")[0]
    # EW deal 2: 2 clean + closing = 500 base, 300 card points, 50 penalty: 750; 815 in all.
    assert "500 300 50 750" in page and "+405" in page
    assert "Smazzata 2, linea EO: penalità 50 (carte mostrate <due volte>)" in page


def test_a_table_entered_by_totals_prints_its_totals() -> None:
    tournament = sample_tournament()
    rules = tournament.settings.scoring
    quick = Table(
        1, ns=1, ew=2, deals=tuple(quick_deal(ns, ew, rules) for ns, ew in ((600, 300), (1450, 900), (0, 0)))
    )
    rnd = replace(tournament.rounds[0], tables=(quick,))
    page = sheets(replace(tournament, rounds=(rnd,)), filled=True)[0]
    assert "Entered as deal totals only." in page
    for value in ("600", "300", "1450", "900", "2050", "1200", "+850"):
        assert f" {value} " in f" {page} ", value
    assert "☒" not in page  # nothing ticked: quick mode stores no burracos, closing or end


def test_an_artificial_result_prints_its_vp_and_says_so() -> None:
    page = sheets(round_number=2, filled=True, language="de")[1]
    assert "Künstliches Ergebnis, vom Turnierleiter festgelegt." in page
    assert "VP NS VP OW 7 12" in page


def test_four_deals_and_names_on_two_lines_print_two_sheets_to_a_page_each_whole() -> None:
    """It stopped with 'Flowable … too large'; now each sheet keeps to its half page, shrinking if it must."""
    tournament = sample_tournament(semi_clean=150)
    long = Pair(
        1,
        (
            Player("Maria Antonietta Carolina D'Alessandro-Łukasiewicz von Hohenzollern"),
            Player("Jürgen Friedrich Wilhelm Müller-Lüdenscheid Ødegaard-Wąsowski"),
        ),
    )
    settings = replace(tournament.settings, deals_per_round=4)
    tournament = replace(tournament, pairs=(long, *tournament.pairs[1:]), settings=settings)
    for filled in (False, True):
        (page,) = sheets(tournament, per_page=2, filled=filled, language="it")
        assert page.count("Firma NS") == 2 and page.count("Scala VP: fibur-3-deals") == 2
        assert "D'Alessandro-Łukasiewicz von Hohenzollern" in page and "Ødegaard-Wąsowski" in page
        # The half cut off carries the tournament, the round and the date too.
        assert page.count("Torneo di Natale – Circolo Ælfric") >= 2 and page.count("20/12/2026") == 3
        assert "Turno 1 Tavolo 1" in page and "Turno 1 Tavolo 2" in page


def test_two_sheets_to_a_page_keep_one_sheet_per_table() -> None:
    tournament = sample_tournament()
    everyone = tuple(Pair(n, (Player(f"Player {n}a"), Player(f"Player {n}b"))) for n in range(1, 11))
    tables = tuple(Table(n, ns=2 * n - 1, ew=2 * n) for n in range(1, 6))
    tournament = replace(tournament, pairs=everyone, rounds=(Round(1, Movement.MITCHELL, tables),))
    pages = sheets(tournament, per_page=2)
    assert len(pages) == 3
    assert [page.count("VP scale: fibur-3-deals") for page in pages] == [2, 2, 1]
    tables_printed = [int(part.split()[0]) for page in pages for part in page.split("Table ")[1:]]
    assert tables_printed == [1, 2, 3, 4, 5]
    assert "Pair 9 Player 9a · Player 9b" in pages[2]


@pytest.mark.parametrize(("language", "value"), [("it", "13,28"), ("en", "13.28")])
def test_a_continuous_scale_is_a_table_to_look_up_on_the_back_of_each_sheet(
    language: str, value: str
) -> None:
    """Too big for the sheet's foot at a readable size, the table is on the back of each sheet (issue 30,
    item 22): printed double-sided, every sheet carries it."""
    scale = ContinuousScale("wbf-style", 1505)
    pages = sheets(sample_tournament(scale=scale), language=language)
    assert len(pages) == 4  # two tables, each sheet and its back
    on_the_back = {"it": "la tabella è sul retro del foglio", "en": "the table is on the back of the sheet"}
    for front, back in (pages[0:2], pages[2:4]):
        assert on_the_back[language] in front and " +95 " not in front
        assert " +95 " in back and "Linea NS" not in back and "Line NS" not in back
    page = pages[1]
    assert "τ" not in page  # no formula
    assert " +0 +5 +10 +15 " in page and " +95 " in page
    assert scale.lookup(300)[0] == __import__("decimal").Decimal("13.28")  # concave: 13.27 on its own
    # The row of 300 MP: 300, 305, ... 395 → the winner's VP, in the language's decimals.
    assert f" 300 {value} " in page
    assert " 1500 " in page


def test_blank_sheets_have_the_fields_and_scale_but_no_names(tmp_path: Path) -> None:
    target = tmp_path / "blank.pdf"
    write_blank_score_sheets(sample_tournament(), target, 3, language="it")
    pages = [flat(page) for page in pdf_pages(target.read_bytes())]
    assert len(pages) == 3
    for page in pages:
        assert "Segnapunti in bianco" in page
        assert "Turno Tavolo" in page  # both boxes empty
        assert "Nord–Sud (NS) Coppia Est–Ovest (EO) Coppia" in page
        assert "Scala VP: fibur-3-deals" in page and "1255–1500" in page
        assert page.count("Fine smazzata:") == 3 and "Firma NS Firma EO" in page
        assert not any(name in page for names in NAMES.values() for name in names)


def test_blank_sheets_two_to_a_page(tmp_path: Path) -> None:
    target = tmp_path / "blank.pdf"
    write_blank_score_sheets(sample_tournament(), target, 3, per_page=2)
    pages = [flat(page) for page in pdf_pages(target.read_bytes())]
    assert [page.count("Signature NS") for page in pages] == [2, 1]


def test_wrong_requests_are_clear_errors(tmp_path: Path) -> None:
    target = tmp_path / "sheets.pdf"
    with pytest.raises(ExportError, match=r"round 9 does not exist \(rounds made: 1, 2\)"):
        write_score_sheets(sample_tournament(), 9, target)
    with pytest.raises(ExportError, match="1 or 2 to a page, not 3"):
        write_score_sheets(sample_tournament(), 1, target, per_page=3)
    with pytest.raises(ExportError, match="at least 1, not 0"):
        write_blank_score_sheets(sample_tournament(), target, 0)
    empty = replace(sample_tournament(), rounds=(Round(1, Movement.MITCHELL, byes=(1,)),))
    with pytest.raises(ExportError, match="round 1 has no tables"):
        write_score_sheets(empty, 1, target)
    unknown = replace(sample_tournament(), rounds=(Round(1, Movement.MITCHELL, (Table(1, 1, 42),)),))
    with pytest.raises(ExportError, match="Round 1, table 1: pair 42 is not registered"):
        write_score_sheets(unknown, 1, target)
    assert not target.exists()
