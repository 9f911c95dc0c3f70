"""Groups (gironi) formed from a ranking: sizes in tables, a number of groups, proportions; the top of the
ranking to group A; a bye stays in the bottom group; refusals worded in Italian; standings per group."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from math import ceil, floor

import pytest
from hypothesis import given
from hypothesis import strategies as st

from burraco_tourney.domain.groups import (
    GroupsError,
    GroupsRule,
    form_groups,
    formation_from_json,
    formation_notes,
    formation_to_json,
    group_name,
    tables_per_group,
)
from burraco_tourney.domain.movements.plan import groups_due, in_groups, phase_start
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import (
    Movement,
    Pair,
    Phase,
    Player,
    Round,
    Table,
    TieBreak,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.services.demo import build_demo_tournament
from tests.services.support import SCALE_3

RANKING = list(range(101, 151))  # 50 pairs, best first: 25 tables


def test_sizes_in_tables_top_of_the_ranking_to_group_a() -> None:
    formation = form_groups(RANKING[:48], GroupsRule.sizes(7, 9, 8), after_round=8)
    assert formation.names == ("A", "B", "C")
    assert [group.tables for group in formation.groups] == [7, 9, 8]
    assert formation.group("A").pairs == tuple(RANKING[:14])
    assert formation.group("B").pairs == tuple(RANKING[14:32])
    assert formation.group("C").pairs == tuple(RANKING[32:48])
    assert formation.group_of(RANKING[0]) == "A" and formation.group_of(RANKING[47]) == "C"
    assert formation_notes(formation) == []


def test_an_odd_field_keeps_its_bye_in_the_bottom_group_and_says_so() -> None:
    formation = form_groups(RANKING[:49], GroupsRule.sizes(7, 9, 8), after_round=8)
    assert [len(group.pairs) for group in formation.groups] == [14, 18, 17]
    assert formation.group("C").has_bye and not formation.group("A").has_bye
    (note,) = formation_notes(formation)
    assert note.code == "group.bye_inside"
    assert describe(note, "it") == (
        "il girone C ha un numero dispari di coppie (17, 8 tavoli): a ogni turno una sua coppia riposa, "
        "all'interno del girone."
    )


def test_sizes_that_do_not_add_up_to_the_tables_in_play_are_refused() -> None:
    with pytest.raises(GroupsError) as refused:
        form_groups(RANKING, GroupsRule.sizes(7, 9, 8), after_round=8)
    (problem,) = refused.value.problems
    assert problem.code == "group.sizes_do_not_add_up"
    assert describe(problem, "it") == (
        "i gironi da 7, 9, 8 tavoli fanno 24 tavoli, ma i tavoli in gioco sono 25."
    )
    assert "25 tables are in play" in str(refused.value)


def test_a_number_of_groups_as_equal_as_possible_the_larger_ones_below() -> None:
    formation = form_groups(RANKING, GroupsRule.count(3), after_round=8)
    assert [group.tables for group in formation.groups] == [8, 8, 9]
    assert form_groups(RANKING, GroupsRule.count(1), after_round=8).group("A").pairs == tuple(RANKING)


def test_proportions_by_largest_remainder() -> None:
    formation = form_groups(RANKING, GroupsRule.proportions(30, 30, 40), after_round=8)
    assert [group.tables for group in formation.groups] == [7, 8, 10]
    hundred = form_groups(list(range(1, 101)), GroupsRule.proportions(30, 30, 40), after_round=8)
    assert [group.tables for group in hundred.groups] == [15, 15, 20]
    assert sum(g.tables for g in formation.groups) == 25


def test_proportions_give_each_group_its_quota_rounded_by_the_largest_remainder() -> None:
    # 20/30/50 on 6 tables: quotas 1.2, 1.8 and 3: 1, 2 and 3 tables (not 2, 2, 2).
    formation = form_groups(list(range(1, 13)), GroupsRule.proportions(20, 30, 50), after_round=6)
    assert [group.tables for group in formation.groups] == [1, 2, 3]
    assert formation.group("A").pairs == (1, 2)


def test_a_share_too_small_for_one_table_is_refused_in_words() -> None:
    # Quotas 0.06, 2.94 on 3 tables: group A would have no table.
    with pytest.raises(GroupsError) as refused:
        form_groups(list(range(1, 7)), GroupsRule.proportions(2, 98), after_round=6)
    assert [p.code for p in refused.value.problems] == ["group.share_below_one_table"]
    assert describe(refused.value.problems[0], "it") == (
        "la quota del girone A (2 su 100) dei 3 tavoli in gioco non arriva a un tavolo con il metodo dei "
        "resti più alti: dagli una quota più grande, o indica i tavoli di ogni girone."
    )


@given(
    shares=st.lists(st.integers(min_value=1, max_value=100), min_size=1, max_size=8),
    tables=st.integers(min_value=1, max_value=300),
)
def test_proportions_add_up_and_each_group_is_its_quota_rounded_down_or_up(
    shares: list[int], tables: int
) -> None:
    try:
        counts = tables_per_group(GroupsRule.proportions(*shares), tables)
    except GroupsError as refused:
        # Refused only when some group's quota rounds to no table.
        assert refused.problems[0].code in {"group.more_groups_than_tables", "group.share_below_one_table"}
        assert any(Fraction(tables * share, sum(shares)) < 1 for share in shares)
        return
    assert sum(counts) == tables
    for share, count in zip(shares, counts, strict=True):
        quota = Fraction(tables * share, sum(shares))
        assert count in {floor(quota), ceil(quota)}
        assert count >= 1


@pytest.mark.parametrize(
    ("rule", "code"),
    [
        (GroupsRule.count(26), "group.more_groups_than_tables"),
        (GroupsRule.sizes(), "group.no_values"),
        (GroupsRule.sizes(25, 0), "group.value_not_positive"),
        (GroupsRule.proportions(50, -50), "group.value_not_positive"),
    ],
)
def test_impossible_rules_are_refused_with_their_code(rule: GroupsRule, code: str) -> None:
    with pytest.raises(GroupsError) as refused:
        form_groups(RANKING, rule, after_round=8)
    assert [p.code for p in refused.value.problems] == [code]
    assert describe(refused.value.problems[0], "de")


def test_names_and_json_round_trip() -> None:
    assert [group_name(i) for i in (0, 1, 25, 26, 27)] == ["A", "B", "Z", "AA", "AB"]
    formation = form_groups(RANKING, GroupsRule.proportions(1, 1), after_round=3)
    assert formation_from_json(formation_to_json(formation)) == formation


def test_the_plan_says_when_groups_are_formed() -> None:
    plan = (
        Phase(Movement.MITCHELL, 6),
        Phase(Movement.DANISH, 2),
        Phase(Movement.DANISH, 3, groups=GroupsRule.sizes(7, 9, 9)),
    )
    assert groups_due(plan, 9) == GroupsRule.sizes(7, 9, 9)
    assert groups_due(plan, 8) is None and groups_due(plan, 10) is None
    assert in_groups(plan, 9) and in_groups(plan, 11) and in_groups(plan, 12)  # beyond the plan: goes on
    assert not in_groups(plan, 8)
    assert phase_start(plan, 10) == 9


def test_standings_per_group_rank_inside_each_group() -> None:
    tournament = build_demo_tournament(pairs=12, rounds=4, seed=5)
    overall = compute_standings(tournament)
    order = [row.pair for row in overall.rows]
    formation = form_groups(order, GroupsRule.count(2), after_round=4)
    grouped = replace(
        tournament,
        pairs=tuple(replace(pair, group=formation.group_of(pair.number)) for pair in tournament.pairs),
    )
    standings = compute_standings(grouped)
    assert standings.groups == ("A", "B")
    for name in ("A", "B"):
        rows = standings.of_group(name)
        assert [row.pair for row in rows] == list(formation.group(name).pairs)
        assert [row.group_rank for row in rows] == [1, 2, 3, 4, 5, 6]
    # The overall standings are still there, the same.
    assert [row.pair for row in standings.rows] == order
    assert [row.rank for row in standings.rows] == [row.rank for row in overall.rows]
    assert all(row.group is None and row.group_rank is None for row in overall.rows)


def _match(table: int, ns: int, ew: int, ns_vp: int) -> Table:
    return Table(table, ns, ew, vp_override=(Decimal(ns_vp), Decimal(20 - ns_vp)))


def test_head_to_head_counts_inside_the_group() -> None:
    # All four pairs end on 20 VP. Overall, head-to-head cannot separate them (not everyone met everyone),
    # so the lots do: 2, 1, 3, 4. Inside group A (1, 2) and group B (3, 4) each pair met the other: the
    # winner of that match is first in its group.
    players = (Player("Anna D'Alessandro"), Player("Jürgen Müller"))
    tournament = Tournament(
        settings=TournamentSettings(
            "Gironi", SCALE_3, tie_breaks=(TieBreak.VP, TieBreak.HEAD_TO_HEAD, TieBreak.LOTS)
        ),
        pairs=tuple(Pair(n, players, group="A" if n <= 2 else "B") for n in (1, 2, 3, 4)),
        rounds=(
            Round(1, Movement.MANUAL, (_match(1, 1, 2, 12), _match(2, 3, 4, 12))),
            Round(2, Movement.MANUAL, (_match(1, 1, 4, 8), _match(2, 2, 3, 12))),
        ),
        lots={2: 1, 1: 2, 3: 3, 4: 4},
    )
    standings = compute_standings(tournament)
    assert {row.vp for row in standings.rows} == {Decimal(20)}
    assert [row.pair for row in standings.rows] == [2, 1, 3, 4]
    assert [(row.pair, row.group_rank) for row in standings.of_group("A")] == [(1, 1), (2, 2)]
    assert [(row.pair, row.group_rank) for row in standings.of_group("B")] == [(3, 1), (4, 2)]
