"""`print team-seats|team-cards|matches|team-standings` and a team round's score sheets from the command line
(issue 22): real PDFs of the demo team event (8 teams, 16 pairs), read back with pdftotext, in it/de/en."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from burraco_tourney.cli import main
from burraco_tourney.domain.teams import team_standings
from burraco_tourney.io.printouts import TEAM_PRINTOUTS
from burraco_tourney.persistence.db import open_database
from burraco_tourney.services.teams import create_team_demo
from burraco_tourney.services.tournaments import load_tournament


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("teams") / "teams.sqlite"
    db = open_database(path)
    try:
        create_team_demo(db, 8, 3, 4, name="Squadre d'autunno")
    finally:
        db.close()
    return str(path)


def text_of(path: Path) -> str:
    result = subprocess.run(["pdftotext", "-raw", str(path), "-"], capture_output=True, check=True, text=True)
    return " ".join(result.stdout.split())


@pytest.mark.parametrize("what", TEAM_PRINTOUTS)
def test_every_team_printout_is_written(event: str, tmp_path: Path, what: str) -> None:
    out = tmp_path / f"{what}.pdf"
    assert main(["print", what, "--db", event, "--out", str(out), "--lang", "it"]) == 0
    assert "Squadre d'autunno" in text_of(out)


def test_the_team_standings_printed_are_the_domains(event: str, tmp_path: Path) -> None:
    db = open_database(Path(event))
    try:
        tournament = load_tournament(db, 1)
    finally:
        db.close()
    standings = team_standings(tournament)
    names = {team.number: team.name for team in tournament.teams}
    for language, title in (
        ("it", "Classifica a squadre provvisoria dopo il turno 3"),
        ("de", "Vorläufige Mannschaftswertung nach Runde 3"),
        ("en", "Provisional team standings after round 3"),
    ):
        out = tmp_path / f"standings-{language}.pdf"
        assert main(["print", "team-standings", "--db", event, "--out", str(out), "--lang", language]) == 0
        page = text_of(out)
        assert title in page
        order = [page.index(f" {names[row.team]} ") for row in standings.rows]
        assert order == sorted(order)  # the teams in the domain's order


def test_match_results_and_score_sheets_of_a_round(event: str, tmp_path: Path) -> None:
    out = tmp_path / "matches.pdf"
    assert main(["print", "matches", "--round", "2", "--db", event, "--out", str(out), "--lang", "it"]) == 0
    page = text_of(out)
    assert "Risultati degli incontri del turno 2" in page
    assert page.count("Incontro ") == 4 and page.count("VP squadra") == 4
    sheets = tmp_path / "sheets.pdf"
    assert (
        main(["print", "scoresheets", "--round", "2", "--db", event, "--out", str(sheets), "--lang", "it"])
        == 0
    )
    pages = subprocess.run(["pdftotext", str(sheets), "-"], capture_output=True, check=True, text=True).stdout
    sheets_text = [page for page in pages.split("\f") if page.strip()]
    assert len(sheets_text) == 8 and all("Incontro " in page for page in sheets_text)


def test_a_pair_event_has_no_team_printouts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "pairs.sqlite")
    assert main(["demo", "--db", db, "--pairs", "8", "--rounds", "1"]) == 0
    capsys.readouterr()
    out = tmp_path / "cards.pdf"
    assert main(["print", "team-cards", "--db", db, "--out", str(out), "--lang", "it"]) == 1
    assert "questo torneo non ha squadre" in capsys.readouterr().err
    assert not out.exists()
