"""A team event's workbook (issue 30, item 26): it opens with the team standings, the matches and the teams,
the same values the team printouts show (domain.teams); a pairs tournament's workbook has none of them."""

from __future__ import annotations

import io
from dataclasses import replace
from typing import Any

from openpyxl import load_workbook

from burraco_tourney.domain.teams import TEAMS_KIND, Team, team_standings
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.io.xlsx import write_workbook
from tests.io.test_pdf_teams import team_event
from tests.io.test_xlsx import SHEETS, rows, workbook_of


def team_tournament() -> Tournament:
    """Tigri (1, 2) v Leoni (3, 4) at tables 1-2, 1900 – 1300; Aquile (5, 6) v Lupi (7, 8) at tables 3-4,
    table 4 still out (tests/io/test_pdf_teams.py)."""
    paper = team_event()
    teams = tuple(Team(t.number, t.name, t.captain, t.pairs) for t in paper.teams)
    return replace(paper.tournament, kind=TEAMS_KIND, teams=teams)


def book(tournament: Tournament, language: str = "it") -> Any:
    stream = io.BytesIO()
    write_workbook(tournament, stream, language=language)
    return load_workbook(io.BytesIO(stream.getvalue()))


def test_a_team_events_workbook_opens_with_its_team_sheets() -> None:
    assert book(team_tournament(), "en").sheetnames == ["Team standings", "Matches", "Teams", *SHEETS]
    assert book(team_tournament()).sheetnames[:3] == ["Classifica a squadre", "Incontri", "Squadre"]
    assert workbook_of().sheetnames == SHEETS  # a pairs tournament: no team sheets


def test_the_matches_sheet_has_each_matchs_mp_difference_and_team_vp() -> None:
    tournament = team_tournament()
    header, first, second = rows(book(tournament)["Incontri"])
    assert header == (
        "Turno", "Tavoli", "Squadra A", "Squadra B", "MP squadra A", "MP squadra B", "Differenza (A − B)",
        "VP squadra A", "VP squadra B", "Risultato",
    )  # fmt: skip
    assert first[:7] == (1, "1, 2", "Tigri", "Leoni", 1900, 1300, 600)
    vp_a, vp_b, state = first[7:]
    assert vp_a > vp_b and state == "completo"
    # Table 4 is still out: the MP entered so far, no team VP yet.
    assert second == (1, "3, 4", "Aquile", "Lupi", 900, 900, 0, None, None, "non completo")


def test_the_team_standings_and_the_teams_sheets() -> None:
    tournament = team_tournament()
    workbook = book(tournament)
    header, *standings = rows(workbook["Classifica a squadre"])
    assert header == ("Pos.", "Squadra", "Nome", "Incontri", "Riposi", "VP", "Scarto MP", "MP")
    expected = team_standings(tournament).rows
    assert [(row[0], row[1], row[2]) for row in standings] == [(r.rank, r.team, r.name) for r in expected]
    assert standings[0][1:3] == (1, "Tigri") and standings[0][6:] == (600, 1900)
    header, *teams = rows(workbook["Squadre"])
    assert header == ("Squadra", "Nome", "Capitano", "Girone", "Coppia", "Giocatore 1", "Giocatore 2")
    assert teams[:2] == [
        (1, "Tigri", "Łukasz Wąsowski", None, 1, "Łukasz Wąsowski", "Carla D'Alessandro"),
        (1, "Tigri", "Łukasz Wąsowski", None, 2, "Jürgen Müller", "Zoë Ødegaard"),
    ]
    assert teams[4][:3] == (3, "Aquile", None)  # no captain given
    assert len(teams) == 8
