"""The circuit standings' words on paper and in the workbook: the rule heading (the final on top of the best
evenings, issue 30 item 18; what tied pairs earn, item 7) and the circuit's tie-break chain, in it/de/en."""

from __future__ import annotations

import subprocess
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

import openpyxl
import pytest

from burraco_tourney.domain.circuits import (
    CLUB_TIE_BREAKS,
    CircuitRule,
    CircuitStandings,
    EveningPair,
    EveningResult,
    PointsKind,
    TiedPlaces,
    circuit_standings,
)
from burraco_tourney.domain.tournament import Player
from burraco_tourney.io.circuit_export import rule_text, ties_legend, write_circuit_xlsx
from burraco_tourney.io.pdf.circuit import write_circuit_standings
from burraco_tourney.io.texts import texts_for

PAIRS = (
    (Player("Carla D'Alessandro"), Player("Jürgen Müller")),
    (Player("Łukasz Nowak"), Player("Anna Rossi")),
)


def _standings(rule: CircuitRule, *, final: bool) -> CircuitStandings:
    evenings = [
        EveningResult(
            tid,
            f"Serata {tid}",
            date(2026, 1, 7 * tid),
            tuple(EveningPair(rank, rank, players, Decimal(12), 0) for rank, players in enumerate(PAIRS, 1)),
            final=final and tid == 4,
        )
        for tid in (1, 2, 3, 4)
    ]
    return circuit_standings("Circuito d'Inverno", rule, evenings)


def _workbook_lines(standings: CircuitStandings, tmp_path: Path, language: str) -> list[str]:
    path = tmp_path / f"circuito-{language}.xlsx"
    write_circuit_xlsx(standings, path, language=language, written_at=datetime(2026, 2, 1, 21, 30))
    sheet = openpyxl.load_workbook(path).active
    return [str(row[0]) for row in sheet.iter_rows(values_only=True) if row and row[0] is not None]


RULE = CircuitRule(PointsKind.POSITIONS, (25, 20, 16), best=2)
WITH_FINAL = {
    "it": "Punti per posizione: 25, 20, 16 · contano le migliori 2 serate + la finale · la finale conta ×2 · "
    "a pari merito le coppie si dividono i punti dei loro posti",
    "de": "Punkte nach Platz: 25, 20, 16 · es zählen die besten 2 Abende + das Finale · das Finale zählt "
    "×2 · gleichplatzierte Paare teilen sich die Punkte ihrer Plätze",
    "en": "Points by position: 25, 20, 16 · the best 2 evenings + the final count · the final counts ×2 · "
    "tied pairs share the points of their places",
}


@pytest.mark.parametrize("language", ["it", "de", "en"])
def test_with_a_final_the_heading_says_the_best_evenings_plus_the_final(
    tmp_path: Path, language: str
) -> None:
    lines = _workbook_lines(_standings(RULE, final=True), tmp_path, language)
    assert lines[1] == WITH_FINAL[language]


def test_without_a_final_the_heading_says_the_best_evenings_only(tmp_path: Path) -> None:
    lines = _workbook_lines(_standings(RULE, final=False), tmp_path, "it")
    assert lines[1].split(" · ")[1] == "contano le migliori 2 serate"
    one = CircuitRule(PointsKind.VP, best=1)
    assert rule_text(one, texts_for("it"), final=True) == (
        "Punti: i VP della serata · contano la serata migliore + la finale · la finale conta ×2"
    )
    assert rule_text(one, texts_for("it")).split(" · ")[1] == "conta solo la serata migliore"


def test_the_printout_says_the_final_and_the_circuits_tie_break_chain(tmp_path: Path) -> None:
    rule = CircuitRule(
        PointsKind.POSITIONS, (25, 20, 16), best=2, tied=TiedPlaces.FULL, tie_breaks=CLUB_TIE_BREAKS
    )
    pdf = tmp_path / "circuito.pdf"
    write_circuit_standings(_standings(rule, final=True), pdf, language="it")
    words = " ".join(
        subprocess.run(
            ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
        ).stdout.split()
    )
    assert "contano le migliori 2 serate + la finale" in words
    assert "a pari merito ogni coppia prende tutti i punti del posto" in words
    assert (
        "Parità: più punti, poi scontro diretto (i VP vinti negli incontri tra loro, se si sono incontrati "
        "tutti), poi lo scarto migliore, poi più VP, poi sorteggio;" in words
    )


def test_the_default_chain_reads_as_it_always_did() -> None:
    assert ties_legend(texts_for("it"), CircuitRule()) == (
        "Parità: più punti, poi più serate contate, poi la serata migliore, poi più serate giocate; (12): "
        "una serata scartata dalla regola delle serate migliori."
    )
    assert ties_legend(texts_for("en")) == (
        "Ties: more points, then more evenings counted, then the best evening, then more evenings played; "
        "(12): an evening left out by the best evenings rule."
    )
    assert ties_legend(texts_for("de")) == (
        "Gleichstand: mehr Punkte, dann mehr gezählte Abende, dann der beste Abend, dann mehr gespielte "
        "Abende; (12): ein Abend, den die Regel der besten Abende nicht zählt."
    )
