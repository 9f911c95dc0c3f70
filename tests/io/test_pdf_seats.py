"""Seat lists and table cards read back from the PDF."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest

from burraco_tourney.domain.names import name_sort_key
from burraco_tourney.domain.tournament import Movement, Pair, Player, Round, Table
from burraco_tourney.io.pdf import ExportError, write_seats, write_table_cards
from tests.io.test_pdf import NAMES, pdf_pages, sample_tournament


def flat(page: str) -> str:
    return " ".join(page.split())


def seats(round_number: int) -> list[str]:
    stream = io.BytesIO()
    write_seats(sample_tournament(), round_number, stream)
    return [flat(page) for page in pdf_pages(stream.getvalue())]


def test_seats_by_table_list_both_pairs_of_each_table_and_the_bye() -> None:
    by_table = seats(1)[0]
    assert "Seats for round 1, by table" in by_table
    assert (
        f"1 Pair 1 {NAMES[1][0]} {NAMES[1][1]} Pair 2 {NAMES[2][0]} {NAMES[2][1]} "
        f"2 Pair 3 {NAMES[3][0]} {NAMES[3][1]} Pair 4 {NAMES[4][0]} {NAMES[4][1]}"
    ) in by_table
    assert f"Bye (no table this round) Pair 5: {NAMES[5][0]} · {NAMES[5][1]}" in by_table


def test_seats_by_player_are_by_surname_ignoring_accents_with_table_and_line() -> None:
    pages = seats(2)
    assert len(pages) == 2
    by_name = pages[1]
    assert "Seats for round 2, by player" in by_name
    rows = by_name.split("Player Pair Table Line ")[1].split(" Page 2 of 2")[0]
    # Players look for their surname: it comes first, and the list is in its order (Ç with the C,
    # Ø with the O, the apostrophe of D'Alessandro ignored).
    assert rows == (
        "Bianchi Bruno 3 2 NS "
        "Çelik Ömer 4 1 EW "
        "Co Élodie Fèvre & <1> 5 2 EW "
        "D'Alessandro Carla 1 1 NS "
        "Hald Søren 5 2 EW "
        "Müller-Lüdenscheid Jürgen 2 – bye "
        "Núñez Ana María 4 1 EW "
        "Ødegaard Zoë 2 – bye "
        "Rossi Anna 3 2 NS "
        "Wąsowski Łukasz 1 1 NS"
    )


def test_name_order_puts_accented_and_special_letters_with_their_base_letter() -> None:
    names = ["Zoë", "Łukasz", "Ömer", "Lara", "Oscar", "élodie", "Emma", "Øyvind", "Luca", "Ostrowski"]
    assert sorted(names, key=name_sort_key) == [
        "élodie", "Emma", "Lara", "Luca", "Łukasz", "Ömer", "Oscar", "Ostrowski", "Øyvind", "Zoë",
    ]  # fmt: skip


def test_a_long_seat_list_flows_over_two_columns_and_several_pages() -> None:
    pairs = tuple(
        Pair(n, (Player(f"Anna Rossi{n:03}"), Player(f"Bruno Bianchi{n:03}"))) for n in range(1, 201)
    )
    tables = tuple(Table(n, ns=2 * n - 1, ew=2 * n) for n in range(1, 101))
    tournament = replace(sample_tournament(), pairs=pairs, rounds=(Round(1, Movement.MITCHELL, tables),))
    stream = io.BytesIO()
    write_seats(tournament, 1, stream)
    pages = [flat(page) for page in pdf_pages(stream.getvalue())]
    text = " ".join(pages)
    assert all(f"Rossi{n:03} Anna" in text and f"Bianchi{n:03} Bruno" in text for n in range(1, 201))
    # Every page of the list repeats the column heads; 400 players need a few two-column pages.
    by_name = [page for page in pages if "Player Pair Table Line" in page]
    assert len(by_name) >= 3
    assert all(page.count("Player Pair Table Line") == 2 for page in by_name[:-1])
    assert "Rossi200 Anna 200 100 EW" in by_name[-1]


def test_table_cards_one_per_page_with_the_number_round_and_pairs() -> None:
    stream = io.BytesIO()
    write_table_cards(sample_tournament(), 2, stream)
    pages = [flat(page) for page in pdf_pages(stream.getvalue())]
    assert len(pages) == 2
    assert f"TABLE 1 Round 2 North–South Pair 1 {NAMES[1][0]} {NAMES[1][1]} East–West Pair 4" in pages[0]
    assert f"TABLE 2 Round 2 North–South Pair 3 {NAMES[3][0]} {NAMES[3][1]} East–West Pair 5 " in pages[1]
    assert NAMES[5][1] in pages[1]
    assert "Table cards Round 2" in pages[0] and "Page 2 of 2" in pages[1]


def test_table_cards_need_a_round_with_tables() -> None:
    empty = replace(sample_tournament(), rounds=(Round(1, Movement.MITCHELL, byes=(1,)),))
    with pytest.raises(ExportError, match="round 1 has no tables"):
        write_table_cards(empty, 1, io.BytesIO())
    with pytest.raises(ExportError, match="round 4 does not exist"):
        write_seats(sample_tournament(), 4, io.BytesIO())
