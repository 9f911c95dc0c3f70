"""The team event's printouts (issue 22) read back with pdftotext, in it/de/en."""

from __future__ import annotations

import io
import subprocess
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

import pytest

from burraco_tourney.domain.scoring import ScoringRules
from burraco_tourney.domain.tournament import (
    Movement,
    Pair,
    Player,
    Round,
    Table,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.io.output import ExportError
from burraco_tourney.io.pdf.teams import (
    PaperMatch,
    PaperTeam,
    PaperTeamRow,
    TeamEvent,
    write_match_results,
    write_team_cards,
    write_team_score_sheets,
    write_team_seats,
    write_team_standings,
)
from tests.io.test_pdf import FIBUR_3_DEALS

NAMES = {
    1: ("Łukasz Wąsowski", "Carla D'Alessandro"),
    2: ("Jürgen Müller", "Zoë Ødegaard"),
    3: ("Anna Rossi", "Bruno Bianchi"),
    4: ("Ömer Çelik", "Ana María Núñez"),
    5: ("Søren Hald", "Élodie Fèvre"),
    6: ("Marco Neri", "Lucia Verdi"),
    7: ("Paola Gialli", "Dario Blu"),
    8: ("Sara Rosa", "Ugo Viola"),
}


def team_event() -> TeamEvent:
    """Four teams of two pairs; round 1: Tigri (1, 2) v Leoni (3, 4) at tables 1-2 and Aquile (5, 6) v
    Lupi (7, 8) at tables 3-4, seated as the issue says (A's first pair NS v B's second; B's first NS v A's
    second). Tigri 1200 + 700 = 1900 v Leoni 800 + 500 = 1300: +600; table 4 of round 1 is still out."""
    pairs = tuple(Pair(n, (Player(a), Player(b))) for n, (a, b) in NAMES.items())
    round_1 = Round(
        1,
        Movement.SWISS,
        tables=(
            Table(1, ns=1, ew=4, totals=(1200, 800)),
            Table(2, ns=3, ew=2, totals=(500, 700)),
            Table(3, ns=5, ew=8, totals=(900, 900)),
            Table(4, ns=7, ew=6),
        ),
    )
    settings = TournamentSettings(
        name="Torneo a squadre – Circolo Ælfric",
        vp_scale=FIBUR_3_DEALS,
        date=date(2026, 12, 20),
        venue="Circolo X",
        scoring=ScoringRules(),
    )
    teams = (
        PaperTeam(1, "Tigri", "Łukasz Wąsowski", (1, 2)),
        PaperTeam(2, "Leoni", "Anna Rossi", (3, 4)),
        PaperTeam(3, "Aquile", "", (5, 6)),
        PaperTeam(4, "Lupi", "Paola Gialli", (7, 8)),
    )
    matches = (
        PaperMatch(1, 1, 2, (1, 2), vp=(Decimal(16), Decimal(4))),
        PaperMatch(1, 3, 4, (3, 4)),
    )
    return TeamEvent(Tournament(settings, pairs, (round_1,)), teams, matches)


def pdftotext(data: bytes, tmp_path: Path, mode: str = "-layout") -> str:
    """The text as pdftotext reads it: `-layout` keeps a table's row on one line when its cells are one line
    high; `-raw` reads cell after cell, a row's cells in order even when they wrap."""
    pdf = tmp_path / "out.pdf"
    pdf.write_bytes(data)
    result = subprocess.run(["pdftotext", mode, str(pdf), "-"], capture_output=True, check=True, text=True)
    return result.stdout


def flat(value: str) -> str:
    return " ".join(value.split())


def write(writer: object, *args: object, **kwargs: object) -> bytes:
    stream = io.BytesIO()
    writer(*args, stream, **kwargs)  # type: ignore[operator]
    return stream.getvalue()


def test_match_results_give_each_tables_mp_the_team_totals_the_difference_and_team_vp(tmp_path: Path) -> None:
    data = write(write_match_results, team_event(), 1, printed_at=datetime(2026, 12, 20, 18, 5))
    page = flat(pdftotext(data, tmp_path, "-raw"))
    assert "Match results of round 1" in page
    assert "Match 1: Tigri v Leoni" in page
    # Table 1: Tigri's pair 1 NS 1200 v Leoni's pair 4 EW 800; table 2: Leoni's pair 3 NS 500 v Tigri's 2 700.
    assert (
        "1 Pair 1 (NS) Łukasz Wąsowski Carla D'Alessandro Pair 4 (EW) Ömer Çelik Ana María Núñez 1200 800 "
        "2 Pair 2 (EW) Jürgen Müller Zoë Ødegaard Pair 3 (NS) Anna Rossi Bruno Bianchi 700 500 "
        "Total 1900 1300 Difference +600 Team VP 16 4"
    ) in page
    assert "Match 2: Aquile v Lupi" in page
    assert "no result yet" in page and "match not complete" in page
    assert "D'Alessandro" in page and "Núñez" in page and "Wąsowski" in page


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "it",
            (
                "Risultati degli incontri del turno 1",
                "Incontro 1: Tigri contro Leoni",
                "Totale",
                "VP squadra",
            ),
        ),
        ("de", ("Ergebnisse der Begegnungen der Runde 1", "Begegnung 1: Tigri gegen Leoni", "Summe")),
        ("en", ("Match results of round 1", "Match 1: Tigri v Leoni", "Total", "Team VP")),
    ],
)
def test_match_results_speak_the_print_language(
    language: str, words: tuple[str, ...], tmp_path: Path
) -> None:
    page = flat(pdftotext(write(write_match_results, team_event(), 1, language=language), tmp_path))
    for word in words:
        assert word in page


def test_seats_by_table_and_by_team(tmp_path: Path) -> None:
    pages = pdftotext(write(write_team_seats, team_event(), 1, language="it"), tmp_path).split("\f")
    by_table, by_team = flat(pages[0]), flat(pages[1])
    assert "Posti del turno 1, per tavolo" in by_table
    assert "Incontro 1: Tigri contro Leoni" in by_table and "Incontro 2: Aquile contro Lupi" in by_table
    assert "Coppia 1 · Tigri" in by_table and "Coppia 4 · Leoni" in by_table
    assert "Posti del turno 1, per squadra" in by_team
    raw = flat(pdftotext(write(write_team_seats, team_event(), 1, language="it"), tmp_path, "-raw"))
    # Each pair of a team: its table and line, beside the team it meets.
    assert (
        "Tigri 1 Łukasz Wąsowski · Carla D'Alessandro 1 NS Leoni 2 Jürgen Müller · Zoë Ødegaard 2 EO "
        "Leoni 3 Anna Rossi · Bruno Bianchi 2 NS Tigri 4 Ömer Çelik · Ana María Núñez 1 EO"
    ) in raw


def test_team_cards_one_per_team_with_captain_pairs_and_matches(tmp_path: Path) -> None:
    pages = pdftotext(write(write_team_cards, team_event(), language="it"), tmp_path).split("\f")
    pages = [page for page in pages if page.strip()]
    assert len(pages) == 4
    tigri = flat(pages[0])
    assert "Squadra 1: Tigri" in tigri and "Capitano: Łukasz Wąsowski" in tigri
    assert "Coppia 1 Łukasz Wąsowski · Carla D'Alessandro" in tigri
    assert "1 Leoni 1, 2 1900 1300 +600 16" in tigri
    leoni = flat(pages[1])
    assert "1 Tigri 1, 2 1300 1900 −600 4" in leoni
    assert "Capitano: —" in flat(pages[2])


def test_team_cards_without_teams_are_refused() -> None:
    event = team_event()
    empty = TeamEvent(event.tournament, (), ())
    with pytest.raises(ExportError) as caught:
        write_team_cards(empty, io.BytesIO())
    assert caught.value.problems[0].code == "export.no_teams"


def test_team_standings(tmp_path: Path) -> None:
    rows = [
        PaperTeamRow(1, 1, 1, Decimal(16), 600, 1900),
        PaperTeamRow(2, 3, 1, Decimal("10.5"), 0, 900),
        PaperTeamRow(2, 4, 1, Decimal("10.5"), 0, 900),
        PaperTeamRow(4, 2, 1, Decimal(4), -600, 1300),
    ]
    for language, title in (
        ("it", "Classifica a squadre provvisoria dopo il turno 1"),
        ("de", "Vorläufige Mannschaftswertung nach Runde 1"),
        ("en", "Provisional team standings after round 1"),
    ):
        data = write(write_team_standings, team_event(), rows, 1, language=language)
        page = flat(pdftotext(data, tmp_path, "-raw"))
        assert title in page
        assert (
            "1 Tigri Łukasz Wąsowski · Carla D'Alessandro · Jürgen Müller · Zoë Ødegaard 1 16 +600 1900 "
            "2= Aquile Søren Hald · Élodie Fèvre · Marco Neri · Lucia Verdi 1 "
        ) in page
        assert "2= Lupi Paola Gialli · Dario Blu · Sara Rosa · Ugo Viola 1" in page
        assert "4 Leoni Anna Rossi · Bruno Bianchi · Ömer Çelik · Ana María Núñez 1 4 −600 1300" in page
        assert ("10.5" if language == "en" else "10,5") in page


def test_score_sheets_of_a_team_round_are_headed_by_their_match(tmp_path: Path) -> None:
    pages = pdftotext(write(write_team_score_sheets, team_event(), 1, language="it"), tmp_path).split("\f")
    pages = [flat(page) for page in pages if page.strip()]
    assert len(pages) == 4
    assert pages[0].count("Incontro 1: Tigri contro Leoni") == 1
    assert "Incontro 1: Tigri contro Leoni" in pages[1]
    assert "Incontro 2: Aquile contro Lupi" in pages[2] and "Incontro 2: Aquile contro Lupi" in pages[3]


def test_render_pages(tmp_path: Path) -> None:
    """Every printout renders (pdftoppm) in Italian: the pages looked at while writing them."""
    event = team_event()
    for name, data in (
        ("results", write(write_match_results, event, 1, language="it")),
        ("seats", write(write_team_seats, event, 1, language="it")),
        ("cards", write(write_team_cards, event, language="it")),
    ):
        pdf = tmp_path / f"{name}.pdf"
        pdf.write_bytes(data)
        subprocess.run(
            ["pdftoppm", "-png", "-r", "50", "-f", "1", "-l", "1", str(pdf), str(tmp_path / name)], check=True
        )
        assert list(tmp_path.glob(f"{name}*.png"))


def test_the_paper_values_of_a_team_event_come_from_the_domain(tmp_path: Path) -> None:
    from dataclasses import replace

    from burraco_tourney.domain.teams import TEAMS_KIND, Team
    from burraco_tourney.io.pdf.teams import team_event as event_of
    from burraco_tourney.io.pdf.teams import team_standing_rows

    paper = team_event()
    teams = tuple(Team(t.number, t.name, t.captain, t.pairs) for t in paper.teams)
    tournament = replace(paper.tournament, kind=TEAMS_KIND, teams=teams)
    event = event_of(tournament)
    assert [(m.team_a, m.team_b, m.tables) for m in event.matches] == [(1, 2, (1, 2)), (3, 4, (3, 4))]
    assert event.matches[0].vp is not None and event.matches[0].vp[0] > event.matches[0].vp[1]
    assert event.matches[1].vp is None  # table 4 still out
    rows, after, final = team_standing_rows(tournament)
    assert (after, final) == (1, False)
    assert [row.team for row in rows][:1] == [1]
    page = flat(pdftotext(write(write_team_standings, event, rows, after, language="it"), tmp_path, "-raw"))
    assert "1 Tigri" in page


def test_team_seats_follow_a_teams_line_up(tmp_path: Path) -> None:
    """Tigri played with the line-up 2, 1: pair 2 NS at table 1, pair 1 EW at table 2."""
    from dataclasses import replace

    event = team_event()
    round_1 = event.tournament.rounds[0]
    tables = (replace(round_1.tables[0], ns=2), replace(round_1.tables[1], ew=1), *round_1.tables[2:])
    seated = replace(event, tournament=replace(event.tournament, rounds=(replace(round_1, tables=tables),)))
    raw = flat(pdftotext(write(write_team_seats, seated, 1, language="it"), tmp_path, "-raw"))
    assert (
        "Tigri 2 Jürgen Müller · Zoë Ødegaard 1 NS Leoni 1 Łukasz Wąsowski · Carla D'Alessandro 2 EO"
    ) in raw
