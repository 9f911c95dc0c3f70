"""The seat lists and table cards of a round played in groups (gironi), read back from the PDF: each group's
part of the list by table under "Girone A, tavoli 1–6" on a page of its own, each card naming its group,
one group's lists alone (for its room); a round not played in groups prints as before (issue 30, item 14)."""

from __future__ import annotations

import io
import re
from dataclasses import replace

import pytest

from burraco_tourney.domain.groups import GroupsRule, form_groups
from burraco_tourney.domain.movements import draw_round
from burraco_tourney.domain.movements.model import DrawOptions, DrawRequest
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Movement, Round, Table, Tournament
from burraco_tourney.io.pdf import ExportError, write_seats, write_table_cards
from burraco_tourney.io.prize_texts import part_heading
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.services.demo import build_demo_tournament
from tests.io.test_pdf import pdf_pages


def in_groups() -> Tournament:
    """25 pairs, three rounds, then groups A (4 tables) and B (8 tables, its bye) and round 4 drawn in
    them, as `round next` draws it: A at tables 1–4, B at 5–12."""
    tournament = build_demo_tournament(pairs=25, rounds=3, seed=4)
    order = tuple(row.pair for row in compute_standings(tournament).rows)
    formation = form_groups(order, GroupsRule.sizes(4, 8), after_round=3)
    pairs = tuple(replace(pair, group=formation.group_of(pair.number)) for pair in tournament.pairs)
    tournament = replace(tournament, pairs=pairs, groups=formation)
    request = DrawRequest.for_tournament(
        tournament, 4, movement=Movement.DANISH, ranking=order, options=DrawOptions(grouped=True)
    )
    drawn = draw_round(request)
    seats = tuple(Table(seat.table, seat.ns, seat.ew) for seat in drawn.tables)
    return replace(
        tournament, rounds=(*tournament.rounds, Round(4, Movement.DANISH, seats, tuple(drawn.byes)))
    )


def seat_pages(tournament: Tournament, round_number: int, language: str = "it", **options: str) -> list[str]:
    stream = io.BytesIO()
    write_seats(tournament, round_number, stream, language=language, **options)
    return pdf_pages(stream.getvalue())


def card_pages(tournament: Tournament, round_number: int, language: str = "it") -> list[str]:
    stream = io.BytesIO()
    write_table_cards(tournament, round_number, stream, language=language)
    return pdf_pages(stream.getvalue())


def tables_listed(page: str) -> list[int]:
    """The table numbers of a page of the list by table: each row begins with its number alone on a line,
    the NS pair's label ("Coppia 7") next."""
    return [int(n) for n in re.findall(r"^(\d+)\n(?:Coppia|Paar|Pair)\s\d+", page, re.MULTILINE)]


def group_of_pairs(tournament: Tournament) -> dict[int, str | None]:
    return {pair.number: pair.group for pair in tournament.pairs}


@pytest.mark.parametrize(
    ("language", "first", "second"),
    [
        ("it", "Girone A, tavoli 1–4", "Girone B, tavoli 5–12"),
        ("de", "Gruppe A, Tische 1–4", "Gruppe B, Tische 5–12"),
        ("en", "Group A, tables 1–4", "Group B, tables 5–12"),
    ],
)
def test_the_list_by_table_goes_group_by_group_each_on_its_page(
    language: str, first: str, second: str
) -> None:
    tournament = in_groups()
    pages = seat_pages(tournament, 4, language)
    # Group A's page: its heading over its four tables, and group B's on the next page, with its bye.
    assert first in pages[0] and second not in pages[0]
    assert tables_listed(pages[0]) == [1, 2, 3, 4]
    assert second in pages[1] and tables_listed(pages[1]) == list(range(5, 13))
    (bye,) = tournament.rounds[-1].byes
    assert group_of_pairs(tournament)[bye] == "B"
    assert re.search(rf"\b{bye}:", pages[1]) and not re.search(rf"\b{bye}:", pages[0])


def test_the_list_by_pair_number_says_each_pairs_group() -> None:
    tournament = in_groups()
    by_pair = next(page for page in seat_pages(tournament, 4) if "per numero di coppia" in page)
    assert "Coppia\nGiocatori\nGirone\nTavolo\nLinea" in by_pair
    table_of = {t.ns: t.table for t in tournament.rounds[-1].tables} | {
        t.ew: t.table for t in tournament.rounds[-1].tables
    }
    for number, group in group_of_pairs(tournament).items():
        if number in table_of:
            assert re.search(rf"\n{group}\n{table_of[number]}\n(NS|EO)\n", by_pair), number


@pytest.mark.parametrize(
    ("language", "a", "b"),
    [
        ("it", "Girone A, tavoli 1–4", "Girone B, tavoli 5–12"),
        ("de", "Gruppe A, Tische 1–4", "Gruppe B, Tische 5–12"),
        ("en", "Group A, tables 1–4", "Group B, tables 5–12"),
    ],
)
def test_each_table_card_names_its_group(language: str, a: str, b: str) -> None:
    pages = card_pages(in_groups(), 4, language)
    assert len(pages) == 12
    assert all(a in page and b not in page for page in pages[:4])
    assert all(b in page and a not in page for page in pages[4:])


def test_one_group_alone_for_its_room() -> None:
    tournament = in_groups()
    pages = seat_pages(tournament, 4, group="B")
    text = "\n".join(pages)
    # The three lists of group B, each under its heading, and the page header says the group too.
    flat = " ".join(text.split())
    for title in ("per tavolo", "per cognome", "per numero di coppia"):
        assert f"Posti del turno 4, {title} Girone B, tavoli 5–12 " in flat
    assert all("Turno 4 · Girone B, tavoli 5–12" in page for page in pages)
    assert tables_listed(pages[0]) == list(range(5, 13))
    assert "Girone A" not in text
    in_b = {number for number, group in group_of_pairs(tournament).items() if group == "B"}
    players = {
        player.name: pair.number
        for pair in tournament.pairs
        for player in pair.players
        if pair.number in in_b
    }
    others = [player.name for pair in tournament.pairs for player in pair.players if pair.number not in in_b]
    by_pair = next(page for page in pages if "per numero di coppia" in page)
    assert all(name in by_pair for name in players)
    assert not any(name in by_pair for name in others)
    # As the director types it: "b" is group B.
    assert seat_pages(tournament, 4, group="b") == pages


def test_a_group_the_round_has_not_and_a_round_not_in_groups_are_refused() -> None:
    tournament = in_groups()
    with pytest.raises(ExportError) as refused:
        seat_pages(tournament, 4, group="C")
    assert (
        describe(refused.value.problems[0], "it") == "il turno 4 non ha un girone C: i suoi gironi sono A, B"
    )
    with pytest.raises(ExportError) as refused:
        seat_pages(tournament, 3, group="A")
    assert describe(refused.value.problems[0], "en") == (
        "round 3 is not played in groups: there is no group A to print the seats of"
    )


def test_a_round_not_in_groups_prints_as_before() -> None:
    tournament = in_groups()
    plain = replace(tournament, pairs=tuple(replace(p, group=None) for p in tournament.pairs), groups=None)
    # Round 3 was played before the groups were formed: the same text as with no groups at all.
    assert seat_pages(tournament, 3) == seat_pages(plain, 3)
    assert card_pages(tournament, 3) == card_pages(plain, 3)
    assert "Girone" not in "".join(seat_pages(tournament, 3) + card_pages(tournament, 3))
    # Round 4 without groups: one list by table, no group's heading and no column of the groups.
    pages = seat_pages(plain, 4)
    assert tables_listed(pages[0]) == list(range(1, 13)) and "Girone" not in "".join(pages)


def test_a_mitchell_after_the_groups_mixes_them_and_is_not_in_groups() -> None:
    tournament = in_groups()
    last = tournament.rounds[-1]
    ns = [t.ns for t in last.tables]
    ew = [t.ew for t in last.tables]
    mixed = tuple(Table(n, ns[n - 1], ew[n % len(ew)]) for n in range(1, len(ns) + 1))  # EW move a table
    tournament = replace(tournament, rounds=(*tournament.rounds[:-1], replace(last, tables=mixed)))
    assert tournament.round_parts(4) == ()
    assert "Girone" not in "".join(seat_pages(tournament, 4) + card_pages(tournament, 4))


def test_the_pairs_in_no_group_come_last_under_their_own_heading() -> None:
    tournament = in_groups()
    last = tournament.rounds[-1]
    late = (last.tables[-1].ns, last.tables[-1].ew)  # a late pair and its table's other pair, given no group
    pairs = tuple(replace(p, group=None) if p.number in late else p for p in tournament.pairs)
    tournament = replace(tournament, pairs=pairs)
    assert [(part.group, part.tables) for part in tournament.round_parts(4)] == [
        ("A", (1, 2, 3, 4)),
        ("B", tuple(range(5, 12))),
        (None, (12,)),
    ]
    pages = seat_pages(tournament, 4)
    assert "Girone B, tavoli 5–11" in pages[1]
    assert "Senza girone, tavolo 12" in pages[2] and tables_listed(pages[2]) == [12]


@pytest.mark.parametrize(
    ("group", "tables", "language", "heading"),
    [
        ("A", (1, 2, 3, 7), "it", "Girone A, tavoli 1–3, 7"),
        ("B", (8, 9), "de", "Gruppe B, Tische 8, 9"),
        ("C", (12,), "en", "Group C, table 12"),
        ("D", (), "it", "Girone D"),
        (None, (30, 31, 32), "de", "Ohne Gruppe, Tische 30–32"),
    ],
)
def test_a_groups_heading_names_its_tables(
    group: str | None, tables: tuple[int, ...], language: str, heading: str
) -> None:
    assert part_heading(group, tables, language) == heading
