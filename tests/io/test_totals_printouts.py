"""A sheet entered by totals is flagged on paper and in the workbook (issue 14): the results mark its MP,
the filled score sheet says how it was entered and prints its totals, the workbook says "per totali" and
leaves the burracos and card points it does not know empty."""

from __future__ import annotations

from dataclasses import replace

from burraco_tourney.domain.scoring import Deal, deal_totals, round_mp
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.io.pdf import write_round_results
from tests.io.test_pdf import sample_tournament
from tests.io.test_pdf_results import pages_of
from tests.io.test_pdf_score_sheets import sheets
from tests.io.test_xlsx import book_in, rows


def by_totals() -> Tournament:
    """The sample with round 1 table 1 entered deal by deal as totals and table 2 as the table's totals."""
    tournament = sample_tournament()
    rules = tournament.settings.scoring
    first, second = tournament.rounds[0].tables
    deals = tuple(Deal.of_totals(*deal_totals(deal, rules)) for deal in first.deals)
    tables = (replace(first, deals=deals), replace(second, deals=(), totals=round_mp(second.deals, rules)))
    return replace(tournament, rounds=(replace(tournament.rounds[0], tables=tables), *tournament.rounds[1:]))


def test_round_results_mark_the_mp_of_sheets_entered_by_totals() -> None:
    (page,) = pages_of(write_round_results, by_totals(), 1)
    # The same MP, difference and VP as deal by deal, marked.
    assert "1220† 865† +355 14 6" in page
    assert "560† 220† +340 13 7" in page
    assert "† Score sheet entered by totals: the MP are its totals." in page
    (before,) = pages_of(write_round_results, sample_tournament(), 1)
    assert "†" not in before


def test_round_results_say_it_in_italian() -> None:
    tournament = by_totals()
    tournament = replace(tournament, settings=replace(tournament.settings, print_language="it"))
    stream_pages = pages_of(lambda t, n, out: write_round_results(t, n, out, language="it"), tournament, 1)
    assert "† Segnapunti inserito per totali: i punti sono i suoi totali." in stream_pages[0]


def test_filled_score_sheets_print_the_totals_and_say_how_they_were_entered() -> None:
    deal_by_deal, table_only = sheets(by_totals(), filled=True, language="it")[:2]
    assert "Inserito solo con i totali delle smazzate." in deal_by_deal
    assert "Inserito solo con i totali del tavolo." in table_only
    assert " 560 " in f" {table_only} " and " 220 " in f" {table_only} " and "+340" in table_only
    assert "☒" not in deal_by_deal + table_only  # no end, closing or pozzetto is known


def test_the_workbook_says_per_totali_and_leaves_unknown_fields_empty() -> None:
    book = book_in("it", by_totals())
    rounds_rows = rows(book.worksheets[1])
    states = {(row[0], row[2]): row[-1] for row in rounds_rows[1:]}
    assert states[(1, 1)] == "per totali" and states[(1, 2)] == "per totali"
    assert states[(2, 1)] == "calcolato"
    deals = rows(book.worksheets[2])[1:]
    deal_rows = [row for row in deals if (row[0], row[1]) == (1, 1)]
    assert len(deal_rows) == 6 and {row[3] for row in deal_rows} == {"per totali"}
    assert all(value is None for row in deal_rows for value in row[6:16])
    table_rows = [row for row in deals if (row[0], row[1]) == (1, 2)]
    assert [(row[2], row[3], row[5], row[-1]) for row in table_rows] == [
        (None, "totali del tavolo", 3, 560),
        (None, "totali del tavolo", 4, 220),
    ]
