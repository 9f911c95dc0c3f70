"""Round results, standings and pair histories in Italian, German and English, read back from the PDF:
the words, dates and decimals a reader sees; provisional or final; the legend and the marks."""

from __future__ import annotations

import io
from dataclasses import replace
from datetime import datetime
from decimal import Decimal

import pytest

from burraco_tourney.domain.tournament import Movement, PairStatus, Phase, Tournament
from burraco_tourney.io.pdf import write_pair_histories, write_round_results, write_standings
from tests.io.test_pdf import NAMES, pdf_pages, sample_tournament

PRINTED = datetime(2026, 12, 20, 23, 5)


def flat(page: str) -> str:
    return " ".join(page.split())


def read(write: object, tournament: Tournament, round_number: int | None, language: str) -> str:
    stream = io.BytesIO()
    write(tournament, round_number, stream, language=language, printed_at=PRINTED)  # type: ignore[operator]
    return " ".join(flat(page) for page in pdf_pages(stream.getvalue()))


def long_name(tournament: Tournament) -> Tournament:
    """A name too long for the page header, which shortens it: the whole name is printed below the title."""
    name = "Torneo Regionale di Burraco a Coppie – Memorial Carla D'Alessandro e Jürgen Müller, Łódź 2026"
    return replace(tournament, settings=replace(tournament.settings, name=name))


STANDINGS = {
    "it": [
        "Classifica provvisoria dopo il turno 2",
        "Stampa del 20/12/2026 23:05",
        "Classifica per totale VP, poi scarto, poi VP negli scontri diretti",
        "Pos. Coppia Giocatori VP Scarto Punti Turni Riposi Retti- fiche Spareggio",
        "“=” dopo la posizione",
        "“Spareggio”: il criterio",
        "* I VP comprendono un risultato assegnato dal direttore (risultato artificiale).",
        "Un riposo vale 14 VP e +355 di scarto",
        "Coppia 5, dopo il turno 2, −1 VP: two warnings.",
        "Controlli: 60 VP su 3 tavoli con risultato (attesi 60);",
        "la somma degli scarti è 0 (attesa 0): corretti.",
    ],
    "de": [
        "Vorläufiger Stand nach Runde 2",
        "Gedruckt am 20.12.2026 23:05",
        "Reihenfolge nach VP gesamt, dann Punktedifferenz, dann VP im direkten Vergleich",
        "Platz Paar Spieler VP Diff. Punkte Runden Freilose Korrek- turen Entschieden durch",
        "„Entschieden durch“: das Kriterium",
        "* Die VP enthalten ein vom Turnierleiter festgesetztes Ergebnis",
        "Ein Freilos zählt 14 VP und +355 Punktedifferenz",
        "Prüfung: 60 VP an 3 Tischen mit Ergebnis (erwartet 60);",
        "die Punktedifferenzen ergeben 0 (erwartet 0): richtig.",
    ],
    "en": [
        "Provisional standings after round 2",
        "Printed 20 Dec 2026 23:05",
        "Ranked by total VP, then MP difference, then head-to-head VP",
        "Rank Pair Players VP MP diff. MP Rounds Byes Adjust- ments Tie broken by",
        "“Tie broken by”: the criterion that placed the pair below the one above it.",
        "* The VP include a result set by the director (artificial result).",
        "Checks: 60 VP at 3 tables with a result (expected 60);",
        "MP differences sum to 0 (expected 0): correct.",
    ],
}


@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_standings_speak_the_print_language(language: str) -> None:
    page = read(write_standings, long_name(sample_tournament()), 2, language)
    for words in STANDINGS[language]:
        assert words in page, (words, page)
    assert (
        "Torneo Regionale di Burraco a Coppie – Memorial Carla D'Alessandro e Jürgen Müller, Łódź 2026"
        in page
    )
    # Pair 5: 25 VP with an artificial result, one bye; pair 2 a bye too.
    assert f"1 5 {NAMES[5][0]} {NAMES[5][1]} 25* +355 0 2 1" in page.replace(" · ", " ")


def test_standings_are_final_once_the_plan_is_played_and_every_result_is_in() -> None:
    tournament = sample_tournament()
    planned = replace(tournament.settings, plan=(Phase(Movement.MITCHELL, 1), Phase(Movement.DANISH, 1)))
    tournament = replace(tournament, settings=planned)
    assert "Classifica finale dopo il turno 2" in read(write_standings, tournament, 2, "it")
    assert "Endstand nach Runde 2" in read(write_standings, tournament, 2, "de")
    assert "Provisional standings after round 1" in read(write_standings, tournament, 1, "en")
    # A table of the last round still without a result: provisional.
    last = tournament.rounds[1]
    unplayed = replace(last, tables=(replace(last.tables[0], deals=()), last.tables[1]))
    tournament = replace(tournament, rounds=(tournament.rounds[0], unplayed))
    assert "Classifica provvisoria dopo il turno 2" in read(write_standings, tournament, 2, "it")


def test_a_half_vp_is_written_with_a_comma_in_italian_and_german() -> None:
    tournament = sample_tournament()
    tournament = replace(tournament, adjustments=(replace(tournament.adjustments[0], vp=Decimal("-1.5")),))
    assert "24,5* +355" in read(write_standings, tournament, 2, "it")
    assert "−1,5 VP" in read(write_standings, tournament, 2, "de")
    assert "24.5* +355" in read(write_standings, tournament, 2, "en")


ROUND_RESULTS = {
    "it": ["Risultati del turno 2", "Turno 2 · Danese",
           "Tavolo Nord–Sud Est–Ovest Punti NS Punti EO", "Scarto (NS − EO) VP NS VP EO",
           "Coppia 1", "* VP assegnati dal direttore (risultato artificiale)",
           "Riposi Coppia Giocatori VP Scarto",
           "Stampa del 20/12/2026 23:05"],
    "de": ["Ergebnisse der Runde 2", "Runde 2 · Dänisch",
           "Tisch Nord–Süd Ost–West Punkte NS Punkte OW", "Differenz (NS − OW) VP NS VP OW",
           "Paar 1", "* VP vom Turnierleiter festgesetzt", "Freilose Paar Spieler VP Punktedifferenz"],
    "en": ["Results of round 2", "Round 2 · Danish",
           "Table North–South East–West NS MP EW MP", "Difference (NS − EW) NS VP EW VP",
           "Pair 1", "* VP set by the director (artificial result)", "Byes Pair Players VP MP difference"],
}  # fmt: skip


@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_round_results_speak_the_print_language(language: str) -> None:
    page = read(write_round_results, long_name(sample_tournament()), 2, language)
    for words in ROUND_RESULTS[language]:
        assert words in page, (words, page)
    assert "Memorial Carla D'Alessandro e Jürgen Müller, Łódź 2026" in page


HISTORIES = {
    "it": ["Percorso delle coppie dopo il turno 2", "Coppia 2 · ", "(ritirata)",
           "Dopo il turno 2: posizione 4 su 5 · 20 VP · scarto 0 · punti 865",
           "Turno Tavolo Linea Avversari Punti Punti avv. Scarto VP", "riposo", "EO", "Totale",
           "Rettifica dopo il turno 2: two warnings"],
    "de": ["Verlauf der Paare nach Runde 2", "Paar 2 · ", "(zurückgezogen)",
           "Nach Runde 2: Platz 4 von 5 · 20 VP · Punktedifferenz 0 · Punkte 865",
           "Runde Tisch Linie Gegner Punkte Punkte Gegner Differenz VP", "Freilos", "OW", "Gesamt",
           "Korrektur nach Runde 2: two warnings"],
    "en": ["Pair histories after round 2", "Pair 2 · ", "(withdrawn)",
           "After round 2: rank 4 of 5 · 20 VP · MP difference 0 · MP 865",
           "Round Table Line Opponent MP Opp. MP Difference VP", "bye", "EW", "Total",
           "Adjustment after round 2: two warnings"],
}  # fmt: skip


@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_pair_histories_speak_the_print_language(language: str) -> None:
    tournament = sample_tournament()
    withdrawn = tuple(
        replace(pair, status=PairStatus.WITHDRAWN, withdrawn_after_round=2) if pair.number == 2 else pair
        for pair in tournament.pairs
    )
    page = read(write_pair_histories, replace(tournament, pairs=withdrawn), 2, language)
    for words in HISTORIES[language]:
        assert words in page, (words, page)
