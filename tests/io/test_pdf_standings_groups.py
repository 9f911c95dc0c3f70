"""Printed standings of a tournament in groups: group by group under "Girone A, 4 tavoli" headings, each
ranked inside its group; the whole field in one ranking on request; read back from the PDF in it/de/en;
the standings CSV and workbook carry each pair's group and rank in it."""

from __future__ import annotations

import io
from dataclasses import replace
from datetime import datetime

import pytest
from openpyxl import load_workbook

from burraco_tourney.domain.groups import GroupsRule, form_groups
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.io.csv_export import write_standings_csv
from burraco_tourney.io.pdf import write_standings
from burraco_tourney.io.xlsx import write_workbook
from burraco_tourney.services.demo import build_demo_tournament
from tests.io.test_csv_export import read_back
from tests.io.test_pdf import pdf_pages
from tests.io.test_xlsx import rows

PRINTED = datetime(2026, 12, 20, 23, 5)


def grouped() -> Tournament:
    tournament = build_demo_tournament(pairs=17, rounds=3, seed=4)
    order = [row.pair for row in compute_standings(tournament).rows]
    formation = form_groups(order, GroupsRule.sizes(4, 4), after_round=3)
    pairs = tuple(replace(pair, group=formation.group_of(pair.number)) for pair in tournament.pairs)
    return replace(tournament, pairs=pairs, groups=formation)


def read(tournament: Tournament, language: str, **options: bool) -> str:
    stream = io.BytesIO()
    write_standings(tournament, None, stream, language=language, printed_at=PRINTED, **options)
    return "\n".join(pdf_pages(stream.getvalue()))


@pytest.mark.parametrize(
    ("language", "first", "second"),
    [
        ("it", "Girone A, 4 tavoli", "Girone B, 4 tavoli"),
        ("de", "Gruppe A, 4 Tische", "Gruppe B, 4 Tische"),
        ("en", "Group A, 4 tables", "Group B, 4 tables"),
    ],
)
def test_standings_are_printed_group_by_group(language: str, first: str, second: str) -> None:
    tournament = grouped()
    page = read(tournament, language)
    assert page.index(first) < page.index(second)
    standings = compute_standings(tournament)
    # Group B's pairs under its heading, its best first, ranked 1, 2, … again.
    group_b = page[page.index(second) :]
    at = 0
    for row in standings.of_group("B"):  # each row's cells: its rank in the group, its number, its names
        at = group_b.index(f"\n{row.group_rank}\n{row.pair}\n{row.players[0]}", at) + 1
    assert [row.group_rank for row in standings.of_group("B")] == list(range(1, 10))


def test_the_whole_field_on_request_and_without_groups() -> None:
    tournament = grouped()
    assert "Girone" not in read(tournament, "it", by_group=False)
    plain = replace(tournament, pairs=tuple(replace(p, group=None) for p in tournament.pairs), groups=None)
    assert "Girone" not in read(plain, "it")


def test_the_standings_csv_carries_each_pairs_group_and_rank_in_it() -> None:
    tournament = grouped()
    stream = io.BytesIO()
    write_standings_csv(tournament, None, stream, language="it")
    rows = read_back(stream.getvalue(), ";")
    assert rows[0][-2:] == ["Girone", "Pos. nel girone"]
    standings = compute_standings(tournament)
    assert [row[-2:] for row in rows[1:]] == [
        [row.group or "", "" if row.group_rank is None else str(row.group_rank)] for row in standings.rows
    ]
    assert {row[-2] for row in rows[1:]} == {"A", "B"}


def test_the_workbook_standings_carry_each_pairs_group_and_rank_in_it() -> None:
    tournament = grouped()
    stream = io.BytesIO()
    write_workbook(tournament, stream, language="it")
    standings = rows(load_workbook(io.BytesIO(stream.getvalue()))["Classifica"])
    assert standings[0][-2:] == ("Girone", "Pos. nel girone")
    expected = [(row.group, row.group_rank) for row in compute_standings(tournament).rows]
    assert [row[-2:] for row in standings[1:]] == expected


def large_groups() -> Tournament:
    """120 pairs in two groups, A of 40 tables and B of 20: each runs over more than one page."""
    tournament = build_demo_tournament(pairs=120, rounds=2, seed=4)
    order = [row.pair for row in compute_standings(tournament).rows]
    formation = form_groups(order, GroupsRule.sizes(40, 20), after_round=2)
    pairs = tuple(replace(pair, group=formation.group_of(pair.number)) for pair in tournament.pairs)
    return replace(tournament, pairs=pairs, groups=formation)


@pytest.mark.parametrize(
    ("language", "a", "a_again", "b", "b_again", "rank"),
    [
        ("it", "Girone A, 40 tavoli", "Girone A (segue)", "Girone B, 20 tavoli", "Girone B (segue)", "Pos."),
        ("de", "Gruppe A, 40 Tische", "Gruppe A (Fortsetzung)", "Gruppe B, 20 Tische",
         "Gruppe B (Fortsetzung)", "Platz"),
        ("en", "Group A, 40 tables", "Group A (continued)", "Group B, 20 tables", "Group B (continued)",
         "Rank"),
    ],
)  # fmt: skip
def test_a_page_that_continues_a_group_names_it(
    language: str, a: str, a_again: str, b: str, b_again: str, rank: str
) -> None:
    """Issue 30, item 26: every page opens with the group its first row is of, above the repeated heads."""
    stream = io.BytesIO()
    write_standings(large_groups(), None, stream, language=language, printed_at=PRINTED)
    pages = pdf_pages(stream.getvalue())
    assert len(pages) >= 4

    def first_heading(page: str) -> str:
        """The group heading above the page's first row of column heads."""
        lines = [line.strip() for line in page.splitlines()]
        heads = [line for line in lines[: lines.index(rank)] if line in (a, a_again, b, b_again)]
        assert len(heads) == 1, (heads, page[:300])
        return heads[0]

    opening = [first_heading(page) for page in pages]
    starts = opening.index(b) if b in opening else next(i for i, page in enumerate(pages) if b in page)
    assert opening[0] == a
    assert all(heading == a_again for heading in opening[1:starts])
    assert opening[starts + 1 :] and all(heading == b_again for heading in opening[starts + 1 :])
    assert b in pages[starts] and sum(b in page for page in pages) == 1  # B's own heading once
