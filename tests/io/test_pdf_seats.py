"""Seat lists and table cards read back from the PDF."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from pypdf import PdfReader

from burraco_tourney.domain.names import name_sort_key
from burraco_tourney.domain.tournament import Movement, Pair, Player, Round, Table, Tournament
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
    assert len(pages) == 3
    by_name = pages[1]
    assert "Seats for round 2, by surname" in by_name
    rows = by_name.split("Player Pair Table Line ")[1].split(" Page 2 of 3")[0]
    # Players look for their surname: it comes first, and the list is in its order (Ç with the C,
    # Ø with the O, the apostrophe of D'Alessandro ignored).
    assert rows == (
        "Bianchi Bruno 3 2 NS "
        "Çelik Ömer 4 1 EW "
        "Co Élodie Fèvre & <1> 5 2 EW "
        "D'Alessandro Carla 1 1 NS "
        "Hald Søren 5 2 EW "
        "Müller-Lüdenscheid Jürgen 2 bye "
        "Núñez Ana María 4 1 EW "
        "Ødegaard Zoë 2 bye "
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


# ------------------------------------------------------------------- languages, by pair, wall sizes


def seats_in(language: str, round_number: int = 2, tournament: Tournament | None = None) -> list[str]:
    stream = io.BytesIO()
    write_seats(tournament or sample_tournament(), round_number, stream, language=language)
    return [flat(page) for page in pdf_pages(stream.getvalue())]


def test_seats_by_pair_number_list_each_pair_with_its_table_and_line() -> None:
    by_pair = seats(2)[2]
    assert "Seats for round 2, by pair number" in by_pair
    rows = by_pair.split("Pair Players Table Line ")[1].split(" Page 3 of 3")[0]
    assert rows == (
        f"1 {NAMES[1][0]} · {NAMES[1][1]} 1 NS "
        f"2 {NAMES[2][0]} · {NAMES[2][1]} bye "
        f"3 {NAMES[3][0]} · {NAMES[3][1]} 2 NS "
        f"4 {NAMES[4][0]} · {NAMES[4][1]} 1 EW "
        f"5 {NAMES[5][0]} · {NAMES[5][1]} 2 EW"
    )


@pytest.mark.parametrize(
    ("language", "by_table", "by_surname", "by_pair"),
    [
        (
            "it",
            "Posti del turno 2, per tavolo Tavolo Nord–Sud Est–Ovest 1 Coppia 1",
            "Posti del turno 2, per cognome Giocatore Coppia Tavolo Linea "
            "Bianchi Bruno 3 2 NS Çelik Ömer 4 1 EO",
            "Posti del turno 2, per numero di coppia Coppia Giocatori Tavolo Linea "
            f"1 {NAMES[1][0]} · {NAMES[1][1]} 1 NS 2 {NAMES[2][0]} · {NAMES[2][1]} riposo",
        ),
        (
            "de",
            "Sitzplätze der Runde 2, nach Tisch Tisch Nord–Süd Ost–West 1 Paar 1",
            "Sitzplätze der Runde 2, nach Nachname Spieler Paar Tisch Linie "
            "Bianchi Bruno 3 2 NS Çelik Ömer 4 1 OW",
            "Sitzplätze der Runde 2, nach Paarnummer Paar Spieler Tisch Linie "
            f"1 {NAMES[1][0]} · {NAMES[1][1]} 1 NS 2 {NAMES[2][0]} · {NAMES[2][1]} spielfrei",
        ),
        (
            "en",
            "Seats for round 2, by table Table North–South East–West 1 Pair 1",
            "Seats for round 2, by surname Player Pair Table Line Bianchi Bruno 3 2 NS Çelik Ömer 4 1 EW",
            "Seats for round 2, by pair number Pair Players Table Line "
            f"1 {NAMES[1][0]} · {NAMES[1][1]} 1 NS 2 {NAMES[2][0]} · {NAMES[2][1]} bye",
        ),
    ],
)
def test_seats_speak_the_print_language(language: str, by_table: str, by_surname: str, by_pair: str) -> None:
    pages = seats_in(language)
    assert len(pages) == 3
    assert by_table in pages[0]
    assert by_surname in pages[1]
    assert by_pair in pages[2]
    bye = {"it": "Riposo (nessun tavolo in questo turno)", "de": "Spielfrei (kein Tisch in dieser Runde)"}
    assert f"{bye.get(language, 'Bye (no table this round)')} " in pages[0]
    # The page header's date as the language writes it.
    day = {"it": "20/12/2026", "de": "20.12.2026", "en": "20 Dec 2026"}[language]
    assert all(day in page for page in pages)


def font_sizes_of_words(data: bytes, page: int) -> dict[str, float]:
    """Each word drawn on the page and the (smallest) size it is drawn at, in points."""
    sizes: dict[str, float] = {}

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        scale = (tm[0] ** 2 + tm[1] ** 2) ** 0.5 * (cm[0] ** 2 + cm[1] ** 2) ** 0.5
        for word in text.split():
            sizes[word] = min(sizes.get(word, 999.0), size * scale)

    PdfReader(io.BytesIO(data)).pages[page].extract_text(visitor_text=visit)
    return sizes


def test_wall_lists_print_every_name_at_14_points_or_more() -> None:
    stream = io.BytesIO()
    write_seats(sample_tournament(), 2, stream, language="it")
    for page in range(3):
        sizes = font_sizes_of_words(stream.getvalue(), page)
        for first, second in NAMES.values():
            for word in (first + " " + second).replace("-", "- ").split():
                if word in sizes:  # a word broken at its hyphen is drawn in two pieces
                    assert sizes[word] >= 14, (page, word, sizes[word])
        assert all(word in sizes for word in ("Wąsowski", "D'Alessandro", "Ødegaard"))


def long_named_tournament() -> Tournament:
    """Pair numbers of three digits and names longer than a card's or a column's line."""
    tournament = sample_tournament()
    pairs = (
        Pair(
            125, (Player("Maria Antonietta Dell'Acqua-Bevilacqua"), Player("Giovanni Battista Sant'Ambrogio"))
        ),
        Pair(118, (Player("Łukasz Wąsowski-Grzybowski"), Player("Zoë Ødegaard"))),
        *tournament.pairs,
    )
    rounds = (Round(1, Movement.MITCHELL, (Table(17, ns=125, ew=118),), byes=(1, 2, 3, 4, 5)),)
    return replace(tournament, pairs=pairs, rounds=rounds)


@pytest.mark.parametrize(("language", "pair"), [("it", "Coppia"), ("de", "Paar"), ("en", "Pair")])
def test_table_cards_never_break_a_pair_number_and_names_break_between_words(
    language: str, pair: str
) -> None:
    stream = io.BytesIO()
    write_table_cards(long_named_tournament(), 1, stream, language=language)
    (page,) = pdf_pages(stream.getvalue())
    lines = page.splitlines()
    assert f"{pair} 125" in lines or any(line.endswith(f"{pair} 125") for line in lines), lines
    assert any(f"{pair} 118" in line for line in lines), lines
    # Every word of every name is whole on one line (a double name may break after its hyphen).
    words = " ".join(lines).replace("- ", "-").split()
    for name in (
        "Maria Antonietta Dell'Acqua-Bevilacqua",
        "Giovanni Battista Sant'Ambrogio",
        "Łukasz Wąsowski-Grzybowski",
    ):
        for word in name.split():
            assert word in words, (word, lines)


@pytest.mark.parametrize(
    ("language", "label", "round_word"),
    [("it", "TAVOLO", "Turno"), ("de", "TISCH", "Runde"), ("en", "TABLE", "Round")],
)
def test_table_cards_speak_the_print_language(language: str, label: str, round_word: str) -> None:
    stream = io.BytesIO()
    write_table_cards(sample_tournament(), 2, stream, language=language)
    first = flat(pdf_pages(stream.getvalue())[0])
    lines = {"it": ("Nord–Sud", "Coppia", "Est–Ovest"), "de": ("Nord–Süd", "Paar", "Ost–West")}
    ns, pair, ew = lines.get(language, ("North–South", "Pair", "East–West"))
    assert f"{label} 1 {round_word} 2 {ns} {pair} 1 {NAMES[1][0]} {NAMES[1][1]} {ew} {pair} 4" in first
    title = {"it": "Segnatavolo", "de": "Tischkarten", "en": "Table cards"}[language]
    assert f"{title} {round_word} 2" in first
    assert {"it": "20/12/2026", "de": "20.12.2026", "en": "20 Dec 2026"}[language] in first


def test_a_long_list_by_pair_number_repeats_its_heads_on_every_page() -> None:
    pairs = tuple(
        Pair(n, (Player(f"Anna Rossi{n:03}"), Player(f"Bruno Bianchi{n:03}"))) for n in range(1, 201)
    )
    tables = tuple(Table(n, ns=2 * n - 1, ew=2 * n) for n in range(1, 101))
    tournament = replace(sample_tournament(), pairs=pairs, rounds=(Round(1, Movement.MITCHELL, tables),))
    pages = seats_in("it", 1, tournament)
    by_pair = [page for page in pages if "Coppia Giocatori Tavolo Linea" in page]
    assert len(by_pair) >= 4
    text = " ".join(by_pair)
    assert all(f"{n} Anna Rossi{n:03} · Bruno Bianchi{n:03} {(n + 1) // 2} " in text for n in range(1, 201))


def test_players_of_the_same_name_are_told_apart_by_their_association_in_the_list_by_surname() -> None:
    # A national event has its Maria Rossi twice: the list by surname says which association is which; a
    # name met once stays as it is (the association would only crowd the wall list).
    tournament = sample_tournament()
    pairs = list(tournament.pairs)
    first, second = pairs[0].players
    pairs[0] = replace(
        pairs[0], players=(replace(first, name="Maria Rossi", club="ASD Burraco Roma"), second)
    )
    third, fourth = pairs[2].players
    pairs[2] = replace(
        pairs[2], players=(replace(third, name="Maria Rossi", club="Circolo Partenope"), fourth)
    )
    stream = io.BytesIO()
    write_seats(replace(tournament, pairs=tuple(pairs)), 2, stream)
    by_name = flat(pdf_pages(stream.getvalue())[1])
    assert "Rossi Maria (ASD Burraco Roma) 1 1 NS" in by_name
    assert "Rossi Maria (Circolo Partenope) 3 2 NS" in by_name
    assert "Bianchi Bruno 3 2 NS" in by_name and "Bianchi Bruno (" not in by_name
