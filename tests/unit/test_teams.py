"""Team events in the domain: the seating of a match, match VP, the standings chain, team movements."""

from __future__ import annotations

import itertools
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

from burraco_tourney.domain import rules
from burraco_tourney.domain.teams import (
    TEAMS_KIND,
    Team,
    doubled_scale,
    draw_team_round,
    match_seats,
    round_matches,
    team_standings,
    tournament_matches,
)
from burraco_tourney.domain.tournament import (
    Movement,
    Pair,
    Player,
    Round,
    Table,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.domain.vp import load_scale_file

RESOURCES = Path(__file__).resolve().parents[2] / "resources" / "vp_scales"
PAIR_SCALE = load_scale_file(RESOURCES / "fibur-3-deals.json")


def _event(teams: int, size: int = 2) -> Tournament:
    pairs = tuple(
        Pair(n, (Player(f"D'Alessandro {n}"), Player(f"Müller {n}"))) for n in range(1, teams * size + 1)
    )
    team_list = tuple(
        Team(
            t,
            f"Squadra Łukasz {t}",
            f"D'Alessandro {(t - 1) * size + 1}",
            tuple(range((t - 1) * size + 1, t * size + 1)),
        )
        for t in range(1, teams + 1)
    )
    return Tournament(
        TournamentSettings("Squadre", PAIR_SCALE), pairs=pairs, kind=TEAMS_KIND, teams=team_list,
        team_vp_scale=load_scale_file(RESOURCES / "teams" / "teams-derived.json"),
    )  # fmt: skip


def _score(round_: Round, mp: dict[int, int]) -> Round:
    """Every table's sheet by totals: NS scores mp[ns] (default 600), EW 400."""
    tables = tuple(replace(t, totals=(mp.get(t.ns, 600), 400)) for t in round_.tables)
    return replace(round_, tables=tables)


def test_a_match_seats_each_team_on_both_lines() -> None:
    a, b = Team(1, "A", "x", (1, 2)), Team(2, "B", "y", (3, 4))
    seats = match_seats(a, b, first_table=5)
    assert [(s.table, s.ns, s.ew) for s in seats] == [(5, 1, 4), (6, 3, 2)]
    a3, b3 = Team(1, "A", "x", (1, 2, 7)), Team(2, "B", "y", (3, 4, 8))
    assert [(s.table, s.ns, s.ew) for s in match_seats(a3, b3)] == [(1, 1, 4), (2, 3, 2), (3, 7, 8)]


def test_the_bundled_team_scale_is_the_pair_table_doubled_and_says_not_official() -> None:
    bundled = load_scale_file(RESOURCES / "teams" / "teams-derived.json")
    assert bundled.rows == doubled_scale(PAIR_SCALE).rows  # type: ignore[attr-defined]
    assert "not official" in (bundled.description or "")
    assert bundled.lookup(0) == (10, 10)
    assert bundled.lookup(705) == (14, 6)
    assert bundled.lookup(-3005) == (0, 20)


def test_match_result_sums_the_teams_mp_over_its_tables() -> None:
    event = _event(2)
    round_ = Round(
        1, Movement.ROUND_ROBIN, (Table(1, 1, 4, totals=(900, 100)), Table(2, 3, 2, totals=(300, 500)))
    )
    event = replace(event, rounds=(round_,))
    (result,) = tournament_matches(event)
    assert (result.match.team_a, result.match.team_b, result.match.tables) == (1, 2, (1, 2))
    # team 1: 900 (NS at table 1) + 500 (EW at table 2) = 1400; team 2: 100 + 300 = 400; diff 1000 → 14-6
    assert (result.mp_a, result.mp_b, result.vp_a, result.vp_b) == (1400, 400, 14, 6)
    standings = team_standings(event)
    assert [(r.team, r.vp, r.mp_diff, r.mp) for r in standings.rows] == [
        (1, 14, 1000, 1400),
        (2, 6, -1000, 400),
    ]


def test_a_match_with_a_sheet_missing_has_no_vp_and_does_not_count() -> None:
    event = _event(2)
    round_ = Round(1, Movement.ROUND_ROBIN, (Table(1, 1, 4, totals=(900, 100)), Table(2, 3, 2)))
    event = replace(event, rounds=(round_,))
    (result,) = tournament_matches(event)
    assert not result.complete and result.vp_a is None
    assert [r.vp for r in team_standings(event).rows] == [0, 0]


def test_standings_chain_mp_difference_then_head_to_head() -> None:
    event = _event(4)
    r1 = Round(1, Movement.ROUND_ROBIN, (
        Table(1, 1, 4, totals=(600, 400)), Table(2, 3, 2, totals=(400, 600)),  # team 1 v 2: 1200-800 → 12-8
        Table(3, 5, 8, totals=(500, 500)), Table(4, 7, 6, totals=(500, 500)),  # team 3 v 4: draw 10-10
    ))  # fmt: skip
    r2 = Round(2, Movement.ROUND_ROBIN, (
        Table(1, 1, 6, totals=(400, 600)), Table(2, 5, 2, totals=(600, 400)),  # team 1 v 3: 800-1200 → 8-12
        Table(3, 3, 8, totals=(700, 300)), Table(4, 7, 4, totals=(500, 500)),  # team 2 v 4: 1200-800 → 12-8
    ))  # fmt: skip
    event = replace(event, rounds=(r1, r2))
    rows = team_standings(event).rows
    # team 3: 22 VP; teams 1 and 2: 20 VP and MP difference 0 each, 1 beat 2 (head-to-head); team 4: 18
    assert [(r.rank, r.team, r.vp, r.mp_diff) for r in rows] == [
        (1, 3, 22, 400),
        (2, 1, 20, 0),
        (3, 2, 20, 0),
        (4, 4, 18, -400),
    ]


def test_head_to_head_separates_two_teams_that_met() -> None:
    event = _event(4)
    r1 = Round(1, Movement.ROUND_ROBIN, (
        Table(1, 1, 4, totals=(600, 400)), Table(2, 3, 2, totals=(500, 500)),  # 1 v 2: 1100-900 → 11-9
        Table(3, 5, 8, totals=(500, 500)), Table(4, 7, 6, totals=(500, 500)),  # 3 v 4: 10-10
    ))  # fmt: skip
    r2 = Round(2, Movement.ROUND_ROBIN, (
        Table(1, 1, 6, totals=(500, 500)), Table(2, 5, 2, totals=(300, 500)),  # 1 v 3: 1000-800 → 11-9
        Table(3, 3, 8, totals=(700, 300)), Table(4, 7, 4, totals=(500, 700)),  # 2 v 4: 1400-800 → 13-7
    ))  # fmt: skip
    event = replace(event, rounds=(r1, r2))
    rows = {r.team: r for r in team_standings(event).rows}
    # teams 1 and 2: 22 VP each, MP difference +400 each; head-to-head: 1 beat 2 → 1 first
    assert (rows[1].vp, rows[2].vp, rows[1].mp_diff, rows[2].mp_diff) == (22, 22, 400, 400)
    assert rows[1].rank == 1 and rows[2].rank == 2


def _play(event: Tournament, movement: Movement, rounds: int) -> Tournament:
    for number in range(1, rounds + 1):
        drawn = draw_team_round(event, number, movement, index_in_phase=number - 1)
        # the better team by number scores more, so the standings move
        event = replace(
            event, rounds=(*event.rounds, _score(drawn, {p: 600 + 10 * (20 - p) for p in range(1, 20)}))
        )
    return event


def _met(event: Tournament) -> list[list[frozenset[int]]]:
    return [[frozenset((m.team_a, m.team_b)) for m in round_matches(r, event.teams)[0]] for r in event.rounds]


def test_round_robin_of_8_teams_meets_everyone_once() -> None:
    event = _play(_event(8), Movement.ROUND_ROBIN, 7)
    meetings = [m for r in _met(event) for m in r]
    assert len(meetings) == 28 == len(set(meetings))
    for round_ in event.rounds:
        assert len(round_.tables) == 8 and not round_.byes
        assert sorted(p for t in round_.tables for p in (t.ns, t.ew)) == list(range(1, 17))


def test_round_robin_of_7_teams_gives_each_team_one_bye() -> None:
    event = _play(_event(7), Movement.ROUND_ROBIN, 7)
    bye_teams = [round_matches(r, event.teams)[1] for r in event.rounds]
    assert sorted(t for byes in bye_teams for t in byes) == list(range(1, 8))
    meetings = [m for r in _met(event) for m in r]
    assert len(meetings) == 21 == len(set(meetings))
    rows = team_standings(event).rows
    assert all(r.byes == 1 and r.played == 6 for r in rows)
    # the bye: 14 team VP and the smallest MP difference that earns 14 in the team scale (+705)
    assert sum((r.vp for r in rows), Decimal(0)) == 21 * 20 + 7 * 14
    assert sum(r.mp_diff for r in rows) == 7 * 705


def test_round_robin_in_groups_pairs_inside_each_group() -> None:
    event = _event(8)
    event = replace(event, teams=tuple(replace(t, group="A" if t.number <= 4 else "B") for t in event.teams))
    for number in range(1, 4):
        drawn = draw_team_round(event, number, Movement.ROUND_ROBIN, index_in_phase=number - 1, grouped=True)
        event = replace(event, rounds=(*event.rounds, _score(drawn, {})))
    for round_meetings in _met(event):
        for meeting in round_meetings:
            assert len({1 if t <= 4 else 2 for t in meeting}) == 1
    assert len({m for r in _met(event) for m in r}) == 12


def test_danish_and_swiss_of_8_teams_never_repeat_the_previous_round() -> None:
    for movement in (Movement.DANISH, Movement.SWISS):
        event = _play(_event(8), movement, 4)
        met = _met(event)
        assert met[0][0] == frozenset((1, 2))  # first round: by number, 1 v 2
        for before, after in itertools.pairwise(met):
            assert not set(before) & set(after)
        if movement is Movement.SWISS:
            flat = [m for r in met for m in r]
            assert len(flat) == len(set(flat))


def test_danish_of_7_teams_gives_the_bye_to_the_lowest_team_without_one() -> None:
    event = _play(_event(7), Movement.DANISH, 3)
    byes = [round_matches(r, event.teams)[1] for r in event.rounds]
    assert all(len(b) == 1 for b in byes)
    assert len({b[0] for b in byes}) == 3  # no team a second bye while others have none
    for round_ in event.rounds:
        assert len(round_.tables) == 6 and len(round_.byes) == 2


def test_three_pair_teams_play_three_tables() -> None:
    event = _play(_event(4, size=3), Movement.ROUND_ROBIN, 3)
    for round_ in event.rounds:
        assert len(round_.tables) == 6
        matches, _ = round_matches(round_, event.teams)
        assert all(len(m.tables) == 3 for m in matches)


def test_head_to_head_separates_nobody_until_each_two_tied_teams_have_met() -> None:
    event = _event(4)
    r1 = Round(1, Movement.ROUND_ROBIN, (
        Table(1, 1, 4, totals=(500, 500)), Table(2, 3, 2, totals=(500, 500)),  # 1 v 2: 1000-1000 → 10-10
        Table(3, 5, 8, totals=(550, 550)), Table(4, 7, 6, totals=(550, 550)),  # 3 v 4: 1100-1100 → 10-10
    ))  # fmt: skip
    rows = team_standings(replace(event, rounds=(r1,))).rows
    # all four: 10 VP, MP difference 0; not every two have met, so head-to-head separates nobody; MP does.
    # 3 and 4 stay tied (head-to-head came before MP in the chain): they share the rank, as do 1 and 2.
    assert [(r.rank, r.team, r.mp) for r in rows] == [(1, 3, 1100), (1, 4, 1100), (3, 1, 1000), (3, 2, 1000)]


# the teams' rules (domain.rules) --------------------------------------------------------------------------


def test_the_teams_rules_find_every_team_that_cannot_be_at_its_place() -> None:
    pairs = range(1, 9)
    teams = (
        Team(1, "Aquile", "", (1, 2)),
        Team(2, "Delfini", "", (1, 99)),  # pair 1 plays for team 1; no pair 99
        Team(1, "Falchi", "", (3, 4)),  # team 1 again
        Team(0, "Leoni", "", (5, 5, 6, 7)),  # no team 0; four pairs, pair 5 twice
    )
    found = [(p.code, p.path, p.values) for p in rules.team_problems(teams, pairs)]
    assert found == [
        ("team.pair_taken", ("teams", 1, "pairs"), {"pair": 1, "team": 1}),
        ("pair.not_found", ("teams", 1, "pairs"), {"pair": 99}),
        ("team.number_taken", ("teams", 2, "number"), {"team": 1}),
        ("team.number_too_small", ("teams", 3, "number"), {"team": 0}),
        ("team.size", ("teams", 3, "pairs"), {"pairs": 4}),
        ("team.pair_repeated", ("teams", 3, "pairs"), {"pair": 5}),
    ]
    assert rules.team_problems(teams[:1], pairs) == []


def test_registering_a_team_is_held_to_the_same_rules_and_its_name_and_captain() -> None:
    event = _event(3)  # teams 1-3 of pairs (1, 2), (3, 4), (5, 6)
    pairs = {pair.number: pair for pair in event.pairs}
    others = event.teams[:2]
    new = Team(3, " ", "Nessuno", (4, 9, 9, 5))
    codes = [p.code for p in rules.team_registration_problems(new, others, pairs)]
    # the same codes as the tournament file's teams, in the order a director reads them, and no paths
    assert codes == [
        "team.name_missing",
        "team.size",
        "team.pair_repeated",
        "team.pair_taken",
        "pair.not_found",
        "team.captain_not_member",
    ]
    in_file = [p.code for p in rules.team_problems((*others, new), pairs) if p.path[1] == 2]
    assert in_file == codes[1:-1]
    assert all(p.path == () for p in rules.team_registration_problems(new, others, pairs))
    # the number is judged once the rest is right
    right = Team(1, "Tre", pairs[5].players[1].name, (5, 6))
    assert [p.code for p in rules.team_registration_problems(right, others, pairs)] == ["team.number_taken"]
    assert rules.team_registration_problems(replace(right, number=3), others, pairs) == []
    assert rules.team_registration_problems(replace(right, number=3, captain=""), others, pairs) == []
