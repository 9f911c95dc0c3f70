"""The prizes printout in Italian, German and English, read back from the PDF: per group "Girone A, 7
tavoli", each prize with its pair, players and the rule that gave it, the notes of what was not given."""

from __future__ import annotations

import io
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest

from burraco_tourney.domain.prizes import award_prizes
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Player, Tournament
from burraco_tourney.io.pdf import write_prizes
from burraco_tourney.services.demo import build_demo_tournament
from burraco_tourney.services.prizes import bundled_plan
from tests.io.test_pdf import pdf_pages, render_png

PRINTED = datetime(2026, 12, 20, 23, 5)


def regional() -> Tournament:
    """48 pairs after 6 rounds in groups A (14 pairs, 7 tables), B (18, 9) and C (16, 8); pair 1 a ladies
    pair, named D'Alessandro and Müller."""
    demo = build_demo_tournament(48, 6, seed=5, name="Campionato Regionale Lazio", language="it")
    order = [row.pair for row in compute_standings(demo).rows]
    group = {n: "A" if i < 14 else ("B" if i < 32 else "C") for i, n in enumerate(order)}
    pairs = []
    for pair in demo.pairs:
        players = pair.players
        if pair.number == order[20]:
            players = (Player("Anna D'Alessandro", category="F"), Player("Łucja Müller", category="F"))
        pairs.append(replace(pair, group=group[pair.number], players=players))
    return replace(demo, pairs=tuple(pairs))


def read(tournament: Tournament, language: str) -> str:
    prizes = award_prizes(tournament, bundled_plan("fibur"), compute_standings(tournament))
    stream = io.BytesIO()
    write_prizes(tournament, prizes, stream, language=language, printed_at=PRINTED)
    return " ".join(" ".join(page.split()) for page in pdf_pages(stream.getvalue()))


EXPECTED = {
    "it": [
        "Premi dopo il turno 6",
        "Piano premi: FIBur, premi per girone",
        "Girone A, 7 tavoli",
        "Girone B, 9 tavoli",
        "Girone C, 8 tavoli",
        "Classifica generale, 24 tavoli",
        "1º posto",
        "3º posto",
        "fascia da 7 tavoli: 3 premi",
        "Miglior punteggio degli ultimi 3 turni",
        "premio speciale 1, per girone, non cumulabile",
        "Ultima coppia classificata",
        "Miglior coppia femminile",
        "Anna D'Alessandro",
        "Łucja Müller",
        "Miglior coppia mista: nessuna coppia può vincere il premio speciale 4; non viene assegnato",
    ],
    "de": [
        "Preise nach Runde 6",
        "Gruppe A, 7 Tische",
        "Gesamtwertung, 24 Tische",
        "1. Platz",
        "Stufe ab 7 Tischen: 3 Preise",
        "Bestes Ergebnis der letzten 3 Runden",
        "Bestes Damenpaar",
        "Bestes gemischtes Paar: kein Paar kann den Sonderpreis 4 gewinnen",
    ],
    "en": [
        "Prizes after round 6",
        "Group A, 7 tables",
        "Whole field, 24 tables",
        "1st place",
        "band from 7 tables: 3 prizes",
        "Best score over the last 3 rounds",
        "special prize 3, over the whole field, one prize per pair",
        "Best ladies pair",
    ],
}


@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_prizes_printout_says_who_wins_what_per_group(language: str) -> None:
    shown = read(regional(), language)
    for expected in EXPECTED[language]:
        assert expected in shown, expected


def test_the_ladies_pair_and_the_order_of_the_sections() -> None:
    shown = read(regional(), "it")
    assert shown.index("Girone A") < shown.index("Girone B") < shown.index("Girone C")
    assert (
        shown.index("Girone C") < shown.index("Classifica generale") < shown.index("Miglior coppia femminile")
    )


def test_provisional_prizes_say_so() -> None:
    tournament = regional()
    plan = replace(tournament.settings.plan[-1], rounds=tournament.settings.plan[-1].rounds + 1)
    unfinished = replace(
        tournament, settings=replace(tournament.settings, plan=(*tournament.settings.plan[:-1], plan))
    )
    assert "Classifica provvisoria: i premi possono ancora cambiare." in read(unfinished, "it")
    assert "provvisori" not in read(tournament, "it")


def test_the_printout_renders(tmp_path: Path) -> None:
    tournament = regional()
    prizes = award_prizes(tournament, bundled_plan("fibur"), compute_standings(tournament))
    out = tmp_path / "premi.pdf"
    write_prizes(tournament, prizes, out, language="it", printed_at=PRINTED)
    assert render_png(out, 1, tmp_path / "premi").stat().st_size > 10_000


@pytest.mark.parametrize(
    ("language", "plan"),
    [
        ("it", "Piano premi: FIBur, premi per girone"),
        ("de", "Preisplan: FIBur, Preise je Gruppe"),
        ("en", "Prize plan: FIBur, prizes per group"),
    ],
)
def test_the_prize_plan_is_named_in_words_and_points_are_vp(language: str, plan: str) -> None:
    """The bundled plan by its name in the language, not its file key "fibur"; German says VP, as the
    standings and the score sheets do, not SP."""
    shown = read(regional(), language)
    assert plan in shown
    assert "fibur" not in shown
    assert " VP" in shown and " SP" not in shown and "SP " not in shown
