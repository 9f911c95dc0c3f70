"""The tournament file's groups: a phase played in groups and the last formation read and written; a
broken rule, a Mitchell or first phase in groups, a formation naming an unknown pair are refused at their
JSON paths."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from burraco_tourney.domain.groups import GroupsRule, form_groups
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Movement, Phase
from burraco_tourney.io.interchange import InterchangeError, read_tournament, tournament_to_json
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.services.demo import build_demo_tournament


def _file() -> dict[str, Any]:
    tournament = build_demo_tournament(pairs=10, rounds=3, seed=2)
    plan = (*tournament.settings.plan, Phase(Movement.DANISH, 2, groups=GroupsRule.proportions(40, 60)))
    order = [row.pair for row in compute_standings(tournament).rows]
    formation = form_groups(order, GroupsRule.count(2), after_round=3)
    tournament = replace(
        tournament,
        settings=replace(tournament.settings, plan=plan),
        pairs=tuple(replace(p, group=formation.group_of(p.number)) for p in tournament.pairs),
        groups=formation,
    )
    data = tournament_to_json(tournament)
    assert read_tournament(data) == tournament
    return data


def test_phases_in_groups_and_the_formation_travel() -> None:
    data = _file()
    assert data["tournament"]["plan"][-1] == {
        "movement": "danish",
        "rounds": 2,
        "groups": {"proportions": [40, 60]},
    }
    assert data["groups"]["rule"] == {"count": 2}
    assert [g["name"] for g in data["groups"]["groups"]] == ["A", "B"]


def _refused(data: dict[str, Any]) -> list[tuple[str, str]]:
    with pytest.raises(InterchangeError) as refused:
        read_tournament(data)
    return [(p.code, p.json_path) for p in refused.value.problems]


def test_a_rule_with_two_methods_is_refused_at_its_path() -> None:
    data = _file()
    data["tournament"]["plan"][-1]["groups"] = {"sizes": [2, 3], "count": 2}
    assert _refused(data) == [("file.groups_rule_shape", "tournament.plan[2].groups")]


def test_a_mitchell_or_first_phase_in_groups_is_refused() -> None:
    data = _file()
    data["tournament"]["plan"][0]["groups"] = {"count": 2}
    assert sorted(_refused(data)) == [
        ("group.phase_first", "tournament.plan[0].groups"),
        ("group.phase_movement", "tournament.plan[0].movement"),
    ]


def test_a_formation_naming_an_unknown_pair_is_refused() -> None:
    data = _file()
    data["groups"]["groups"][0]["pairs"][1] = 99
    data["groups"]["groups"][1]["pairs"].append(data["groups"]["groups"][0]["pairs"][0])
    problems = _refused(data)
    assert ("rule.pair_unknown", "groups.groups[0].pairs[1]") in problems
    assert ("group.pair_twice", "groups.groups[1].pairs[6]") in problems


def test_a_moment_without_its_time_zone_is_refused_in_italian() -> None:
    data = _file()
    data["groups"]["formed_at"] = "2026-12-01 14:20"
    with pytest.raises(InterchangeError) as refused:
        read_tournament(data)
    (problem,) = refused.value.problems
    assert problem.json_path == "groups.formed_at"
    assert "non è un momento con il suo fuso orario" in describe(problem, "it")
