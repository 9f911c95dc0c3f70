"""Groups (gironi) formed from the standings: the top of the ranking to group A, then B, C, …

A director forms groups after a round, from the standings then, by a list of sizes in tables (7, 9, 9), by
a number of equal groups, or by proportions (30, 30, 40). The pairs in play (those that play the next
round) are split in ranking order; every group has an even number of pairs, except the last one when the
pairs in play are odd: its bye stays inside the bottom group, where a bye harms the ranking least (each
group is then paired on its own, Danish or Swiss, with its own bye: DrawOptions.grouped).

This module knows no tournament (domain.tournament imports it); refusals are `Refusal`s coded `group.*`,
worded in io/problem_texts/groups.py.
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from burraco_tourney.domain.problems import Problem, Refusal

# Enough names for any field: A … Z, then AA, AB, … (a 600-pair national has fewer than ten groups).
_LETTERS = string.ascii_uppercase


def group_name(index: int) -> str:
    """The name of the group at `index` (0 → "A", 25 → "Z", 26 → "AA")."""
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = _LETTERS[rest] + name
    return name


class GroupsMethod(StrEnum):
    SIZES = "sizes"  # the tables of each group, in order: 7, 9, 9
    COUNT = "count"  # a number of groups as equal as possible
    PROPORTIONS = "proportions"  # the share of each group: 30, 30, 40 (any positive whole numbers)


@dataclass(frozen=True, slots=True)
class GroupsRule:
    """How groups are formed: the method and its numbers (sizes in tables, one count, or shares)."""

    method: GroupsMethod
    values: tuple[int, ...]

    @classmethod
    def sizes(cls, *tables: int) -> GroupsRule:
        return cls(GroupsMethod.SIZES, tuple(tables))

    @classmethod
    def count(cls, groups: int) -> GroupsRule:
        return cls(GroupsMethod.COUNT, (groups,))

    @classmethod
    def proportions(cls, *shares: int) -> GroupsRule:
        return cls(GroupsMethod.PROPORTIONS, tuple(shares))

    def to_json(self) -> dict[str, object]:
        """As the tournament file and the plan keep it: {"sizes": [7, 9, 9]}, {"count": 3}, …"""
        if self.method is GroupsMethod.COUNT:
            return {"count": self.values[0]}
        return {self.method.value: list(self.values)}


@dataclass(frozen=True, slots=True)
class Group:
    """One group: its name and its pairs, in the ranking order they were formed in."""

    name: str
    pairs: tuple[int, ...]

    @property
    def tables(self) -> int:
        return len(self.pairs) // 2

    @property
    def has_bye(self) -> bool:
        return len(self.pairs) % 2 == 1


@dataclass(frozen=True, slots=True)
class GroupsFormation:
    """Groups formed after round `after_round` by `rule`. `previous` is every pair's group before, so an
    undo can restore it; `formed_at` (UTC) lets a later correction of an earlier round say the groups were
    formed on the old standings."""

    after_round: int
    rule: GroupsRule
    groups: tuple[Group, ...]
    formed_at: datetime | None = None
    previous: tuple[tuple[int, str | None], ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(group.name for group in self.groups)

    def group(self, name: str) -> Group:
        for group in self.groups:
            if group.name == name:
                return group
        raise KeyError(name)

    def group_of(self, pair: int) -> str | None:
        for group in self.groups:
            if pair in group.pairs:
                return group.name
        return None


@dataclass(frozen=True, slots=True)
class RoundPart:
    """One group's part of a round played in groups: its tables (their numbers) and its pairs with a bye.
    `group` None is the part of the pairs in no group (a late entry given none), paired among themselves."""

    group: str | None
    tables: tuple[int, ...]
    byes: tuple[int, ...] = ()


def round_parts(
    tables: Sequence[tuple[int, int, int]], byes: Sequence[int], group_of: Mapping[int, str | None]
) -> tuple[RoundPart, ...]:
    """A round's `tables` (number, NS, EW) and `byes` split by the pairs' groups (`group_of`), each part in
    the order of its first table (the draw gives group A the first tables), the part of no group last; ()
    when the round is not played in groups: no pair of it is in one, or a table seats pairs of two groups."""
    found: dict[str | None, tuple[list[int], list[int]]] = {}
    for number, ns, ew in sorted(tables):
        group = group_of.get(ns)
        if group_of.get(ew) != group:
            return ()
        found.setdefault(group, ([], []))[0].append(number)
    for pair in sorted(byes):
        found.setdefault(group_of.get(pair), ([], []))[1].append(pair)
    if not any(group is not None for group in found):
        return ()
    parts = [RoundPart(group, tuple(numbers), tuple(out)) for group, (numbers, out) in found.items()]
    return tuple(
        sorted(
            parts, key=lambda p: (p.group is None, p.tables[0] if p.tables else float("inf"), p.group or "")
        )
    )


class GroupsError(Refusal, ValueError):
    """Groups that cannot be formed as asked."""


def tables_per_group(rule: GroupsRule, tables: int) -> list[int]:
    """The tables of each group, top group first, for `tables` tables in play; refused (GroupsError) when
    the rule cannot give every group at least one table or its sizes do not add up to `tables`."""
    values = rule.values
    if not values:
        raise GroupsError(Problem.of("group.no_values", method=rule.method.value))
    if any(value < 1 for value in values):
        raise GroupsError(Problem.of("group.value_not_positive", method=rule.method.value, value=min(values)))
    if rule.method is GroupsMethod.SIZES:
        if sum(values) != tables:
            raise GroupsError(
                Problem.of(
                    "group.sizes_do_not_add_up",
                    sizes=", ".join(map(str, values)),
                    total=sum(values),
                    tables=tables,
                )
            )
        return list(values)
    if rule.method is GroupsMethod.COUNT:
        if len(values) != 1:
            raise GroupsError(Problem.of("group.count_one_number", count=len(values)))
        count = values[0]
        if count > tables:
            raise GroupsError(Problem.of("group.more_groups_than_tables", groups=count, tables=tables))
        base, extra = divmod(tables, count)
        # The extra tables go to the lowest groups: A is never larger than B.
        return [base + (1 if index >= count - extra else 0) for index in range(count)]
    if len(values) > tables:
        raise GroupsError(Problem.of("group.more_groups_than_tables", groups=len(values), tables=tables))
    # Largest remainder (Hamilton): each group's quota is its share of the tables; it gets the whole part,
    # and the tables left over go one each to the largest remainders, ties to the lower groups (as with a
    # count, the larger groups below). 20/30/50 on 6 tables: quotas 1.2, 1.8, 3.0 → 1, 2, 3.
    whole = sum(values)
    quotas = [(tables * value, whole) for value in values]  # exact fractions: numerator, denominator
    counts = [numerator // whole for numerator, _ in quotas]
    left = tables - sum(counts)
    order = sorted(range(len(values)), key=lambda i: (-(quotas[i][0] % whole), -i))
    for index in order[:left]:
        counts[index] += 1
    for index, count in enumerate(counts):
        if count == 0:
            # A share too small for one table: the rule would leave the group empty (no table taken from
            # another group against its quota); the director gives larger shares or sizes.
            raise GroupsError(
                Problem.of(
                    "group.share_below_one_table",
                    group=group_name(index),
                    share=values[index],
                    whole=whole,
                    tables=tables,
                )
            )
    return counts


def form_groups(ranking: Sequence[int], rule: GroupsRule, *, after_round: int) -> GroupsFormation:
    """Groups of the pairs in play `ranking` (best first) by `rule`. Group A takes the first 2 × its tables
    pairs, B the next, …; with an odd number of pairs the last group takes the one left (its bye)."""
    if len(set(ranking)) != len(ranking):
        raise ValueError("a pair is ranked twice")  # program fault
    tables = len(ranking) // 2
    if tables < 1:
        raise GroupsError(Problem.of("group.too_few_pairs", pairs=len(ranking)))
    counts = tables_per_group(rule, tables)
    groups: list[Group] = []
    start = 0
    for index, count in enumerate(counts):
        end = start + 2 * count
        if index == len(counts) - 1:
            end = len(ranking)  # the odd pair out, if any, stays in the bottom group
        groups.append(Group(group_name(index), tuple(ranking[start:end])))
        start = end
    return GroupsFormation(after_round=after_round, rule=rule, groups=tuple(groups))


def formation_notes(formation: GroupsFormation) -> list[Problem]:
    """What the director should know about groups just formed: a group with an odd number of pairs has a
    bye inside it each round."""
    return [
        Problem.warning("group.bye_inside", group=group.name, pairs=len(group.pairs), tables=group.tables)
        for group in formation.groups
        if group.has_bye
    ]


def odd_groups(groups: dict[int, str | None], playing: Sequence[int]) -> list[Problem]:
    """Warnings for the groups with an odd number of `playing` pairs (a late entry or a withdrawal in the
    group phase leaves one pair of the group with a bye each round)."""
    sizes: dict[str, int] = {}
    for number in playing:
        name = groups.get(number)
        if name is not None:
            sizes[name] = sizes.get(name, 0) + 1
    return [
        Problem.warning("group.bye_inside", group=name, pairs=count, tables=count // 2)
        for name, count in sorted(sizes.items())
        if count % 2
    ]


def rule_problems(rule: GroupsRule, *path: str | int) -> list[Problem]:
    """What is wrong with a rule on its own (before the tables in play are known)."""
    where = (*path, rule.method.value)
    if not rule.values:
        return [Problem.of("group.no_values", path=where, method=rule.method.value)]
    if any(value < 1 for value in rule.values):
        return [
            Problem.of(
                "group.value_not_positive", path=where, method=rule.method.value, value=min(rule.values)
            )
        ]
    if rule.method is GroupsMethod.COUNT and len(rule.values) != 1:
        return [Problem.of("group.count_one_number", path=where, count=len(rule.values))]
    return []


# ------------------------------------------------------------------------------------------ as JSON
# The same JSON in the database (tournaments.groups_formation, the plan's phases) and the tournament file.


def rule_from_json(data: dict[str, object]) -> GroupsRule:
    """{"sizes": [7, 9, 9]} / {"count": 3} / {"proportions": [30, 30, 40]} as stored (trusted)."""
    ((key, value),) = data.items()
    method = GroupsMethod(key)
    values = (value,) if method is GroupsMethod.COUNT else value
    assert isinstance(values, list | tuple)
    return GroupsRule(method, tuple(int(v) for v in values))


def formation_to_json(formation: GroupsFormation) -> dict[str, object]:
    return {
        "after_round": formation.after_round,
        "rule": formation.rule.to_json(),
        "groups": [{"name": group.name, "pairs": list(group.pairs)} for group in formation.groups],
        "formed_at": None if formation.formed_at is None else formation.formed_at.isoformat(),
        "previous": [{"pair": pair, "group": group} for pair, group in formation.previous],
    }


def formation_from_json(data: dict[str, object]) -> GroupsFormation:
    """A formation as stored (trusted: the database's own JSON)."""
    groups = data["groups"]
    previous = data.get("previous") or []
    formed_at = data.get("formed_at")
    rule = data["rule"]
    after_round = data["after_round"]
    assert isinstance(groups, list) and isinstance(previous, list) and isinstance(rule, dict)
    assert isinstance(after_round, int)
    return GroupsFormation(
        after_round=after_round,
        rule=rule_from_json(rule),
        groups=tuple(Group(str(g["name"]), tuple(int(n) for n in g["pairs"])) for g in groups),
        formed_at=None if formed_at is None else datetime.fromisoformat(str(formed_at)),
        previous=tuple((int(entry["pair"]), entry["group"]) for entry in previous),
    )
