"""The tournament file of a team event: teams, the team scale and the matches written, checked by the schema,
read back the same; a file whose teams cannot be is refused with every reason."""

from __future__ import annotations

import copy

import pytest

import tests.file_schema as file_schema
from burraco_tourney.io.interchange import InterchangeError, read_tournament, tournament_to_json
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.services.teams import build_team_demo


@pytest.mark.parametrize(("teams", "rounds"), [(8, 3), (7, 4), (2, 1)])
def test_a_team_event_is_written_to_the_schema_and_read_back_the_same(teams: int, rounds: int) -> None:
    event = build_team_demo(teams, rounds, seed=teams)
    data = tournament_to_json(event)
    assert file_schema.schema_problems(data) == []
    assert data["kind"] == "teams" and len(data["teams"]) == teams
    assert data["team_vp_scale"]["name"] == "teams-derived"
    assert len(data["matches"]) == rounds * (teams // 2)
    assert read_tournament(data) == event


def test_a_pair_event_file_has_no_team_keys() -> None:
    from burraco_tourney.services.demo import build_demo_tournament

    data = tournament_to_json(build_demo_tournament(6, 2))
    assert not {"kind", "teams", "team_vp_scale", "matches"} & set(data)
    assert read_tournament(data).kind == "pairs"


def test_teams_that_cannot_be_are_refused_with_every_reason() -> None:
    data = tournament_to_json(build_team_demo(4, 1))
    bad = copy.deepcopy(data)
    bad["teams"][1]["pairs"] = [1, 99]
    bad["teams"][2]["number"] = 1
    bad["kind"] = "squadre"
    with pytest.raises(InterchangeError) as refused:
        read_tournament(bad)
    assert [p.code for p in refused.value.problems] == ["file.team_kind"]
    bad["kind"] = "teams"
    with pytest.raises(InterchangeError) as refused:
        read_tournament(bad)
    # the teams' rules of the services (domain.rules.team_problems), in their words, at the team's place
    codes = [p.code for p in refused.value.problems]
    assert codes == ["team.pair_taken", "pair.not_found", "team.number_taken"]
    assert [describe(p, "it") for p in refused.value.problems] == [
        "Voce squadra 2, coppie della squadra: La coppia 1 gioca già nella squadra 1.",
        "Voce squadra 2, coppie della squadra: Non c'è la coppia 99 in questo torneo.",
        "Voce squadra 3, numero della squadra: Esiste già una squadra 1 (le squadre si numerano da 1).",
    ]
    twice = copy.deepcopy(data)
    twice["teams"][3]["number"] = 0
    twice["teams"][3]["pairs"] = [7, 7, 8]
    with pytest.raises(InterchangeError) as refused:
        read_tournament(twice)
    assert [describe(p, "en") for p in refused.value.problems] == [
        "Team entry 4, team number: Team numbers start from 1, not 0.",
        "Team entry 4, pairs of the team: Pair 7 is named twice in the team.",
    ]
    moved = copy.deepcopy(data)
    moved["matches"][0]["team_b"] = moved["matches"][1]["team_b"]
    with pytest.raises(InterchangeError) as refused:
        read_tournament(moved)
    assert [p.code for p in refused.value.problems] == ["file.team_matches_differ"]


def test_each_match_says_both_line_ups_and_older_files_without_them_read_the_same() -> None:
    from dataclasses import replace

    event = build_team_demo(2, 1, seed=2)
    round_ = event.rounds[0]
    # team 1 played with its pairs the other way round (line-up 2, 1): its 2nd pair NS at table 1
    by_table = {t.table: t for t in round_.tables}
    t1, t2 = by_table[1], by_table[2]
    tables = (replace(t1, ns=t2.ew), replace(t2, ew=t1.ns))
    event = replace(event, rounds=(replace(round_, tables=tables),))
    data = tournament_to_json(event)
    assert file_schema.schema_problems(data) == []
    assert data["matches"][0]["lineup_a"] == [2, 1] and data["matches"][0]["lineup_b"] == [3, 4]
    assert read_tournament(data) == event
    older = copy.deepcopy(data)
    for match in older["matches"]:
        del match["lineup_a"], match["lineup_b"]
    assert read_tournament(older) == event
    wrong = copy.deepcopy(data)
    wrong["matches"][0]["lineup_a"] = [1, 2]
    with pytest.raises(InterchangeError) as refused:
        read_tournament(wrong)
    assert [describe(p, "it") for p in refused.value.problems] == [
        "Voce incontro 1, formazione della squadra A: Non è la formazione con cui i tavoli del turno 1 "
        "fanno sedere la squadra 1 (2, 1)."
    ]
