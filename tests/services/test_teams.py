"""Team events through the services: teams of registered pairs, rounds by the plan, match results, team
standings, the demo team event."""

from __future__ import annotations

import pytest

from burraco_tourney.domain.teams import TEAMS_KIND, round_matches
from burraco_tourney.domain.tournament import Movement, Phase
from burraco_tourney.io.problem_texts import describe_error
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import audit, scores, teams, tournaments
from burraco_tourney.services.errors import RuleError
from tests.services.support import new_tournament, players


def _team_event(db: Database, team_count: int = 8) -> int:
    plan = (Phase(Movement.ROUND_ROBIN, 2), Phase(Movement.DANISH, 2))
    tid = new_tournament(db, 2 * team_count, plan=plan)
    for number in range(1, team_count + 1):
        teams.register_team(
            db, tid, f"Squadra D'Alessandro {number}", (2 * number - 1, 2 * number), who="Direttore"
        )
    return tid


def test_registering_teams_makes_a_team_event_with_the_bundled_team_scale(db: Database) -> None:
    tid = new_tournament(db, 4)
    captain = players(2)[1].name
    team = teams.register_team(db, tid, "  Müller & Łukasz ", (2, 1), captain, who="Direttore")
    assert (team.number, team.name, team.captain, team.pairs) == (1, "Müller & Łukasz", captain, (2, 1))
    event = tournaments.load_tournament(db, tid)
    assert event.kind == TEAMS_KIND and event.teams == (team,)
    assert event.team_vp_scale is not None and event.team_vp_scale.name == "teams-derived"
    assert "not official" in (event.team_vp_scale.description or "")
    assert audit.audit_log(db, tid)[0].action == "register team"
    # the captain is one of the team's players unless given
    assert teams.register_team(db, tid, "Due", (3, 4)).captain == players(3)[0].name


def test_a_team_that_cannot_be_is_refused_in_the_directors_words(db: Database) -> None:
    tid = new_tournament(db, 5)
    teams.register_team(db, tid, "Uno", (1, 2))
    with pytest.raises(RuleError) as refused:
        teams.register_team(db, tid, "", (2, 9, 9, 3), "Nessuno")
    codes = {p.code for p in refused.value.problems}
    assert codes == {
        "team.name_missing",
        "team.size",
        "team.pair_repeated",
        "pair.not_found",
        "team.pair_taken",
        "team.captain_not_member",
    }
    with pytest.raises(RuleError) as refused:
        teams.register_team(db, tid, "Tre", (3, 4), "Nessuno")
    assert (
        describe_error(refused.value, "it")
        == "Il capitano Nessuno non è un giocatore delle coppie della squadra."
    )
    assert tournaments.load_tournament(db, tid).teams[0].name == "Uno"  # nothing lost


def test_rounds_follow_the_plan_and_team_standings_add_up(db: Database) -> None:
    tid = _team_event(db)
    first = teams.next_team_round(db, tid, who="Direttore")
    assert first.movement is Movement.ROUND_ROBIN and len(first.tables) == 8
    # each match: team A's first pair NS v team B's second pair, then B's first NS v A's second
    event = tournaments.load_tournament(db, tid)
    matches, byes = round_matches(event.rounds[0], event.teams)
    assert len(matches) == 4 and byes == ()
    for table, ns, ew in first.tables:
        scores.save_table_totals(db, tid, 1, table, 600 if ns < ew else 400, 400 if ns < ew else 600)
    results = teams.match_results(db, tid, 1)
    assert all(r.complete and r.vp_a is not None and r.vp_a + r.vp_b == 20 for r in results)
    standings = teams.team_event_standings(db, tid)
    assert sum(row.vp for row in standings.rows) == 80
    assert sum(row.mp_diff for row in standings.rows) == 0
    # the four winners are equal on the whole chain: they share the rank, listed by team number
    assert [row.rank for row in standings.rows] == [1, 1, 1, 1, 5, 5, 5, 5]
    teams.next_team_round(db, tid)  # round robin round 2, drawn before results
    with pytest.raises(RuleError) as refused:
        teams.next_team_round(db, tid)  # Danish: round 2 has no sheets yet
    assert refused.value.problems[0].code == "team.round_open"
    with pytest.raises(RuleError) as refused:
        teams.register_team(db, tid, "Tardi", (1, 2))
    assert refused.value.problems[0].code == "team.rounds_started"


def test_a_pair_event_has_no_team_standings(db: Database) -> None:
    tid = new_tournament(db, 4)
    with pytest.raises(RuleError) as refused:
        teams.team_event_standings(db, tid)
    assert refused.value.problems[0].code == "team.not_team_event"


def test_the_demo_team_event_of_8_teams_is_stored_with_its_teams_and_rounds(db: Database) -> None:
    summary = teams.create_team_demo(db, teams=8, rounds=3)
    event = tournaments.load_tournament(db, summary.id)
    assert event.kind == TEAMS_KIND and len(event.teams) == 8 and len(event.pairs) == 16
    assert [r.movement for r in event.rounds] == [Movement.ROUND_ROBIN, Movement.ROUND_ROBIN, Movement.DANISH]
    standings = teams.team_event_standings(db, summary.id)
    assert all(row.played == 3 for row in standings.rows)
    assert sum(row.vp for row in standings.rows) == 3 * 4 * 20
    nxt = teams.next_team_round(db, summary.id)
    assert nxt.round == 4 and nxt.movement is Movement.DANISH


def test_the_next_round_of_a_team_event_made_as_for_pairs_draws_the_teams(db: Database) -> None:
    from burraco_tourney.services.pairing import make_next_round

    tid = _team_event(db, 4)
    made = make_next_round(db, tid)  # the window's and every caller's door to the next round
    event = tournaments.load_tournament(db, tid)
    matches, _ = round_matches(event.rounds[0], event.teams)
    assert made.movement is Movement.ROUND_ROBIN and len(matches) == 2
    for match in matches:
        a, b = event.teams[match.team_a - 1].pairs, event.teams[match.team_b - 1].pairs
        seats = {(t.ns, t.ew) for t in event.rounds[0].tables if t.table in match.tables}
        assert seats == {(a[0], b[1]), (b[0], a[1])}


def test_the_director_loads_another_team_scale_and_the_team_standings_follow_it(db: Database) -> None:
    from burraco_tourney.domain.vp import ThresholdScale

    summary = teams.create_team_demo(db, teams=4, rounds=1)
    before = teams.team_event_standings(db, summary.id)
    official = ThresholdScale("codice-art-17", [(None, 10, 10)], description="every match a draw")
    teams.set_team_scale(db, summary.id, official, who="Direttore")
    assert tournaments.load_tournament(db, summary.id).team_vp_scale == official
    after = teams.team_event_standings(db, summary.id)
    assert {row.vp for row in after.rows} == {10} != {row.vp for row in before.rows}
    with pytest.raises(RuleError):
        teams.set_team_scale(db, new_tournament(db, 2), official)


# line-ups (issue 30 item 10) -------------------------------------------------------------------------------


def _three_pair_event(db: Database, team_count: int = 3) -> int:
    plan = (Phase(Movement.ROUND_ROBIN, 3),)
    tid = new_tournament(db, 3 * team_count, plan=plan)
    for number in range(1, team_count + 1):
        first = 3 * number - 2
        teams.register_team(db, tid, f"Squadra {number}", (first, first + 1, first + 2))
    return tid


def _seating(db: Database, tid: int, round_number: int) -> list[tuple[int, int, int]]:
    round_ = next(r for r in tournaments.load_tournament(db, tid).rounds if r.number == round_number)
    return sorted((t.table, t.ns, t.ew) for t in round_.tables)


def test_a_teams_line_up_seats_its_pairs_at_the_matchs_places_and_the_other_team_keeps_its_own(
    db: Database,
) -> None:
    tid = _two_team_match(db)
    # the registered order first: A's 1st NS at table 1, 2nd EW at table 2, 3rd NS at table 3
    assert _seating(db, tid, 1) == [(1, 1, 5), (2, 4, 2), (3, 3, 6)]
    assert teams.team_lineup(db, tid, 1, 1) == (1, 2, 3)
    teams.set_lineup(db, tid, 1, 1, (3, 1, 2), who="Direttore")
    assert _seating(db, tid, 1) == [(1, 3, 5), (2, 4, 1), (3, 2, 6)]
    assert teams.team_lineup(db, tid, 1, 1) == (3, 1, 2)
    # team B's line-up: its 1st NS at table 2, its 2nd EW at table 1, its 3rd EW at table 3; A's stays
    teams.set_lineup(db, tid, 1, 2, (6, 4, 5))
    assert _seating(db, tid, 1) == [(1, 3, 4), (2, 6, 1), (3, 2, 5)]
    assert teams.team_lineup(db, tid, 1, 1) == (3, 1, 2)
    assert [m.match.team_a for m in teams.match_results(db, tid, 1)] == [1]
    assert audit.audit_log(db, tid)[0].action == "set team line-up"


def _two_team_match(db: Database) -> int:
    tid = _three_pair_event(db, 2)
    teams.next_team_round(db, tid)
    return tid


def test_a_line_up_that_cannot_be_is_refused_in_the_directors_words(db: Database) -> None:
    tid = _two_team_match(db)
    before = _seating(db, tid, 1)
    with pytest.raises(RuleError) as refused:
        teams.set_lineup(db, tid, 1, 1, (1, 1, 4, 2))
    assert [p.code for p in refused.value.problems] == [
        "team.lineup_pair_repeated",
        "team.lineup_not_member",
        "team.lineup_count",
    ]
    assert describe_error(refused.value, "it") == (
        "La coppia 1 è indicata due volte nella formazione.\n"
        "La coppia 4 non gioca nella squadra 1: la formazione indica solo coppie della squadra.\n"
        "La squadra 1 gioca l'incontro con 3 coppie: la formazione ne indica 4."
    )
    assert _seating(db, tid, 1) == before
    scores.save_table_totals(db, tid, 1, 2, 600, 400)
    with pytest.raises(RuleError) as refused:
        teams.set_lineup(db, tid, 1, 2, (5, 4, 6))
    assert describe_error(refused.value, "en") == (
        "The match of teams 2 and 1 in round 1 already has a score sheet: its line-up can no longer change."
    )
    assert _seating(db, tid, 1) == before


def test_a_team_with_a_bye_has_no_line_up_to_give(db: Database) -> None:
    tid = _three_pair_event(db, 3)
    teams.next_team_round(db, tid)
    event = tournaments.load_tournament(db, tid)
    _, byes = round_matches(event.rounds[0], event.teams)
    with pytest.raises(RuleError) as refused:
        teams.set_lineup(db, tid, 1, byes[0], (1, 2, 3))
    assert refused.value.problem.code == "team.lineup_no_match"
