"""Prize plans (prizes by a group's number of tables, special prizes) and who wins what (DOMAIN.md §10).

A prize plan is data, like a VP scale: a table of bands (from N tables in a group, P prizes) applied to each
group (gironi, `Pair.group`) or to the whole field when there are no groups, and special prizes in the order
they are given:

- `best_last_rounds`: the best score (VP, then MP difference) over the last `rounds` rounds counted;
- `last_pair`: the last pair of the standings;
- `best_of`: the best pair whose players carry `values` in `field` (club = the association, province,
  region, or category: e.g. ladies = category "F" for both players, mixed = one "F" and one "M").

Each special prize is given per group or over the whole field (`per_group`) and says whether a pair that has
already won a prize may win it too (`may_win_two`; when not, it goes to the best pair without one).

Decisions where the federation's text is silent (documented in docs/file-format.md too):
- Only pairs still playing win prizes: a withdrawn pair keeps its place in the standings but wins nothing.
- A group's number of tables is its pairs still playing // 2 (15 pairs: 7 tables and a bye).
- Ties are settled by the standings order (the tournament's tie-break chain, within the group).
- A plan that can never be given in full (a band asking more prizes than its smallest group has pairs) is
  refused when it is read; a group that still has fewer pairs than its prizes (withdrawals) gets what can be
  given, with a warning (`prizes.more_than_pairs`). A special prize nobody qualifies for is left out, with a
  warning.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from burraco_tourney.domain.files import InputFileRefused, read_input_file
from burraco_tourney.domain.problems import PathPart, Problem, Refusal

if TYPE_CHECKING:
    from burraco_tourney.domain.standings import Standings
    from burraco_tourney.domain.tournament import Pair, Tournament

__all__ = [
    "PLACE",
    "SPECIAL_KINDS",
    "Award",
    "PrizeBand",
    "PrizeList",
    "PrizePlan",
    "PrizePlanError",
    "PrizeSection",
    "SpecialPrize",
    "award_prizes",
    "load_plan_file",
    "plan_from_json",
    "plan_to_text",
    "save_plan_file",
]

PLACE = "place"  # the rule of a prize won by a place in the standings
BEST_LAST_ROUNDS = "best_last_rounds"
LAST_PAIR = "last_pair"
BEST_OF = "best_of"
SPECIAL_KINDS = (BEST_LAST_ROUNDS, LAST_PAIR, BEST_OF)
PLAYER_FIELDS = ("club", "province", "region", "category")  # what a `best_of` prize may look at
MATCHES = ("both", "either", "mixed")  # both players carry a value / at least one / one of each of two values

NAME_MAX = 200
TEXT_MAX = 1000
TABLES_MAX = 10_000


class PrizePlanError(Refusal, ValueError):
    """A prize plan that cannot be read or used; every problem is placed at its JSON path."""


@dataclass(frozen=True, slots=True)
class PrizeBand:
    """From `from_tables` tables in a group on (until the next band), `prizes` prizes by place."""

    from_tables: int
    prizes: int


@dataclass(frozen=True, slots=True)
class SpecialPrize:
    """A prize beside the places; `name` is the director's own label (None: the rule's words)."""

    kind: str
    name: str | None = None
    rounds: int | None = None  # best_last_rounds: how many of the last rounds
    field: str | None = None  # best_of: club, province, region or category
    values: tuple[str, ...] = ()  # best_of: what the players must carry (compared ignoring case)
    match: str = "both"  # best_of: both, either or mixed
    per_group: bool = True
    may_win_two: bool = False

    def qualifies(self, pair: Pair) -> bool:
        """Whether `pair` may win this prize by its players (always for the prizes by score or place)."""
        if self.kind != BEST_OF or self.field is None:
            return True
        wanted = {_folded(value) for value in self.values}
        carried = [_folded(getattr(player, self.field) or "") for player in pair.players]
        if self.match == "both":
            return all(value in wanted for value in carried)
        if self.match == "either":
            return any(value in wanted for value in carried)
        # mixed: the two players carry two different values of the list (one "F" and one "M")
        return len(set(carried)) == 2 and all(value in wanted for value in carried)


@dataclass(frozen=True, slots=True)
class PrizePlan:
    """Bands sorted by `from_tables`, special prizes in the order they are given."""

    name: str
    bands: tuple[PrizeBand, ...]
    special: tuple[SpecialPrize, ...] = ()
    description: str | None = None
    source: str | None = None

    def prizes_for(self, tables: int) -> int:
        """How many prizes by place a group of `tables` tables earns (0 below the first band)."""
        prizes = 0
        for band in self.bands:
            if band.from_tables <= tables:
                prizes = band.prizes
        return prizes

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name}
        if self.description is not None:
            data["description"] = self.description
        if self.source is not None:
            data["source"] = self.source
        data["bands"] = [{"from_tables": b.from_tables, "prizes": b.prizes} for b in self.bands]
        data["special"] = [_special_to_json(prize) for prize in self.special]
        return data


def _special_to_json(prize: SpecialPrize) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": prize.kind}
    if prize.name is not None:
        data["name"] = prize.name
    if prize.kind == BEST_LAST_ROUNDS:
        data["rounds"] = prize.rounds
    if prize.kind == BEST_OF:
        data["field"] = prize.field
        data["values"] = list(prize.values)
        data["match"] = prize.match
    data["per_group"] = prize.per_group
    data["may_win_two"] = prize.may_win_two
    return data


def _folded(text: str) -> str:
    return text.strip().casefold()


# ---------------------------------------------------------------------------------------------- reading


def _show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 60 else text[:57] + "..."


class _Reader:
    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def fail(self, path: Sequence[PathPart], code: str, **params: Any) -> None:
        self.problems.append(Problem.of(f"prize_plan.{code}", path=path, **params))

    def keys(
        self,
        obj: dict[str, Any],
        path: tuple[PathPart, ...],
        required: Iterable[str],
        optional: Iterable[str],
    ) -> None:
        required = tuple(required)
        allowed = set(required) | set(optional)
        for key in obj:
            if key not in allowed:
                self.fail(path, "key_unknown", key=_show(key))
        for key in required:
            if key not in obj:
                self.fail(path, "key_missing", key=key)

    def text(self, obj: dict[str, Any], key: str, path: tuple[PathPart, ...], limit: int) -> str | None:
        value = obj.get(key)
        if value is None:
            return None
        if not isinstance(value, str):
            self.fail(path, "not_text", key=key, value=_show(value))
            return None
        if not value.strip():
            self.fail(path, "text_empty", key=key)
            return None
        if len(value) > limit:
            self.fail(path, "text_too_long", key=key, limit=limit)
            return None
        if any(ord(ch) < 32 and ch not in "\n\t" for ch in value):
            self.fail(path, "text_control", key=key)
            return None
        return value

    def whole(
        self, obj: dict[str, Any], key: str, path: tuple[PathPart, ...], low: int, high: int
    ) -> int | None:
        if key not in obj:
            return None
        value = obj[key]
        if type(value) is not int and not (isinstance(value, Decimal) and value == value.to_integral_value()):
            self.fail(path, "not_whole", key=key, value=_show(value))
            return None
        number = int(value)
        if not low <= number <= high:
            self.fail(path, "out_of_range", key=key, value=number, low=low, high=high)
            return None
        return number

    def flag(self, obj: dict[str, Any], key: str, path: tuple[PathPart, ...], default: bool) -> bool:
        value = obj.get(key, default)
        if not isinstance(value, bool):
            self.fail(path, "not_boolean", key=key, value=_show(value))
            return default
        return value

    def plan(self, data: Any) -> PrizePlan | None:
        if not isinstance(data, dict):
            self.fail((), "not_an_object", value=_show(data))
            return None
        self.keys(data, (), ("name", "bands"), ("description", "source", "special"))
        name = self.text(data, "name", (), NAME_MAX)
        description = self.text(data, "description", (), TEXT_MAX)
        source = self.text(data, "source", (), TEXT_MAX)
        bands = self.bands(data.get("bands"))
        special: list[SpecialPrize] = []
        raw_special = data.get("special", [])
        if not isinstance(raw_special, list):
            self.fail((), "not_a_list", key="special", value=_show(raw_special))
        else:
            for i, raw in enumerate(raw_special):
                prize = self.special(raw, ("special", i))
                if prize is not None:
                    special.append(prize)
        if self.problems or name is None or bands is None:
            return None
        return PrizePlan(name, bands, tuple(special), description, source)

    def bands(self, raw: Any) -> tuple[PrizeBand, ...] | None:
        if raw is None:
            return None  # reported as a missing key
        if not isinstance(raw, list):
            self.fail((), "not_a_list", key="bands", value=_show(raw))
            return None
        if not raw:
            self.fail(("bands",), "bands_empty")
            return None
        bands: list[PrizeBand] = []
        for i, item in enumerate(raw):
            path: tuple[PathPart, ...] = ("bands", i)
            if not isinstance(item, dict):
                self.fail(path, "not_an_object", value=_show(item))
                continue
            self.keys(item, path, ("from_tables", "prizes"), ())
            tables = self.whole(item, "from_tables", path, 1, TABLES_MAX)
            prizes = self.whole(item, "prizes", path, 0, 2 * TABLES_MAX)
            if tables is None or prizes is None:
                continue
            if bands and tables <= bands[-1].from_tables:
                self.fail(path, "band_not_increasing", tables=tables, previous=bands[-1].from_tables)
                continue
            if prizes > 2 * tables:
                # Never given in full: a group of that size has only 2 × tables pairs.
                self.fail(path, "band_more_than_pairs", prizes=prizes, tables=tables, pairs=2 * tables)
                continue
            bands.append(PrizeBand(tables, prizes))
        return tuple(bands)

    def special(self, raw: Any, path: tuple[PathPart, ...]) -> SpecialPrize | None:
        if not isinstance(raw, dict):
            self.fail(path, "not_an_object", value=_show(raw))
            return None
        kind = raw.get("kind")
        common = ("name", "per_group", "may_win_two")
        if kind not in SPECIAL_KINDS:
            if "kind" not in raw:
                self.fail(path, "key_missing", key="kind")
            else:
                self.fail(path, "kind_unknown", value=_show(kind), known=SPECIAL_KINDS)
            return None
        extra = {BEST_LAST_ROUNDS: ("rounds",), LAST_PAIR: (), BEST_OF: ("field", "values")}[kind]
        optional = common + (("match",) if kind == BEST_OF else ())
        before = len(self.problems)
        self.keys(raw, path, ("kind", *extra), optional)
        name = self.text(raw, "name", path, NAME_MAX)
        per_group = self.flag(raw, "per_group", path, True)
        may_win_two = self.flag(raw, "may_win_two", path, False)
        rounds = self.whole(raw, "rounds", path, 1, 1000) if kind == BEST_LAST_ROUNDS else None
        field: str | None = None
        values: tuple[str, ...] = ()
        match = "both"
        if kind == BEST_OF:
            field = raw.get("field")
            if "field" in raw and field not in PLAYER_FIELDS:
                self.fail(path, "field_unknown", value=_show(field), known=PLAYER_FIELDS)
            match = raw.get("match", "both")
            if match not in MATCHES:
                self.fail(path, "match_unknown", value=_show(match), known=MATCHES)
            raw_values = raw.get("values")
            if "values" in raw:
                if not isinstance(raw_values, list) or not all(
                    isinstance(v, str) and v.strip() for v in raw_values
                ):
                    self.fail(path, "values_not_texts", value=_show(raw_values))
                elif not raw_values:
                    self.fail(path, "values_empty")
                else:
                    values = tuple(v.strip() for v in raw_values)
                    if match == "mixed" and len({_folded(v) for v in values}) < 2:
                        self.fail(path, "mixed_needs_two")
        if len(self.problems) > before:
            return None
        return SpecialPrize(kind, name, rounds, field, values, match, per_group, may_win_two)


def plan_from_json(data: Any) -> PrizePlan:
    """A prize plan from its JSON form; every problem is a PrizePlanError at its path (`bands[2]`)."""
    reader = _Reader()
    plan = reader.plan(data)
    if reader.problems or plan is None:
        raise PrizePlanError(reader.problems or [Problem.of("prize_plan.not_an_object", value=_show(data))])
    return plan


def plan_to_text(plan: PrizePlan) -> str:
    """The plan's JSON file text (indented, ending in a newline)."""
    return json.dumps(plan.to_json(), ensure_ascii=False, indent=2) + "\n"


def save_plan_file(plan: PrizePlan, path: str | os.PathLike[str]) -> None:
    """Write a plan as a JSON file (to edit, or to share between tournaments); a failed write (OSError)
    leaves any earlier file untouched."""
    file = Path(path)
    text = plan_to_text(plan)
    # Write beside the target and rename, so that nobody ever reads a half-written plan.
    temporary = file.with_name(f".{file.name}.{os.getpid()}.tmp")
    try:
        with temporary.open("x", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
        os.replace(temporary, file)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def load_plan_file(path: str | os.PathLike[str]) -> PrizePlan:
    """Read a JSON prize plan file; a missing, unreadable or invalid file is a PrizePlanError naming it."""
    file = Path(path)
    try:
        text = read_input_file(file).decode("utf-8")
    except InputFileRefused as refused:
        raise PrizePlanError(refused.problems) from None
    except FileNotFoundError:
        raise PrizePlanError(Problem.of("prize_plan.file_missing", file=str(file))) from None
    except UnicodeDecodeError:
        raise PrizePlanError(Problem.of("prize_plan.file_not_utf8", file=str(file))) from None
    except OSError as error:
        reason = error.strerror or str(error)
        raise PrizePlanError(
            Problem.of("prize_plan.file_unreadable", file=str(file), reason=reason)
        ) from None
    try:
        data = json.loads(text, parse_float=Decimal)
    except (json.JSONDecodeError, RecursionError) as error:
        line, column = (error.lineno, error.colno) if isinstance(error, json.JSONDecodeError) else (1, 1)
        detail = error.msg if isinstance(error, json.JSONDecodeError) else "too deep"
        problem = Problem.of(
            "prize_plan.file_not_json", file=str(file), line=line, column=column, detail=detail
        )
        raise PrizePlanError(problem) from None
    try:
        return plan_from_json(data)
    except PrizePlanError as error:
        raise PrizePlanError(
            (Problem.of("prize_plan.file_refused", file=str(file)), *error.problems)
        ) from None


# ---------------------------------------------------------------------------------------------- awarding


@dataclass(frozen=True, slots=True)
class Award:
    """One prize: `rule` is PLACE (the `place`-th place of its section) or a special prize's kind, with
    `special` its index in the plan. `vp` is the pair's VP total, `score` what won a prize by score (its VP
    over the last rounds), `rank` its rank in the section's standings."""

    rule: str
    pair: int
    players: tuple[str, ...]
    rank: int
    vp: Decimal
    place: int | None = None
    special: int | None = None
    score: Decimal | None = None


@dataclass(frozen=True, slots=True)
class PrizeSection:
    """The prizes of one group (`group` its name) or of the whole field (`group` None): its tables (pairs
    still playing // 2), its pairs still playing, how many prizes by place the plan gives it."""

    group: str | None
    tables: int
    pairs: int
    places: int
    awards: tuple[Award, ...]


@dataclass(frozen=True, slots=True)
class PrizeList:
    """Who wins what after `after_round`: one section per group (A, B, …), then the whole field's section
    when special prizes are given over it (or the only section, when there are no groups)."""

    plan: PrizePlan
    after_round: int
    sections: tuple[PrizeSection, ...]
    warnings: tuple[Problem, ...] = ()

    @property
    def awards(self) -> tuple[Award, ...]:
        return tuple(award for section in self.sections for award in section.awards)


class _Section:
    def __init__(self, group: str | None, order: list[int], ranks: dict[int, int]) -> None:
        self.group = group
        self.order = order  # pairs still playing, best first
        self.ranks = ranks
        self.awards: list[Award] = []


def _group_order(
    standings: Standings, pairs: dict[int, Pair], playing: set[int]
) -> dict[str | None, tuple[list[int], dict[int, int]]]:
    """Each group's pairs still playing in their standings order, with their rank in the group as the group's
    standings print it (withdrawn pairs keep their places there). Rows that carry `group_rank` (the
    standings per group) are ordered and ranked by it; else by the overall order."""
    rows: dict[str | None, list[tuple[int, int, int, int | None]]] = {}
    for index, row in enumerate(standings.rows):
        pair = pairs.get(row.pair)
        if pair is None:
            continue
        group_rank = getattr(row, "group_rank", None)
        key = group_rank if group_rank is not None else index
        rows.setdefault(pair.group or None, []).append((key, index, row.pair, group_rank))
    result: dict[str | None, tuple[list[int], dict[int, int]]] = {}
    for group, entries in rows.items():
        entries.sort()
        ranks: dict[int, int] = {}
        for position, (_key, index, number, group_rank) in enumerate(entries, 1):
            previous = entries[position - 2] if position > 1 else None
            if group_rank is not None:
                ranks[number] = group_rank
            elif previous is not None and standings.rows[index].rank == standings.rows[previous[1]].rank:
                ranks[number] = ranks[previous[2]]  # a tie in the overall standings is a tie in the group
            else:
                ranks[number] = position
        order = [entry[2] for entry in entries if entry[2] in playing]
        result[group] = (order, ranks)
    return result


def _last_rounds_scores(
    tournament: Tournament, after_round: int, rounds: int
) -> dict[int, tuple[Decimal, int]]:
    """Each pair's (VP, MP difference) over the last `rounds` rounds up to `after_round` (byes count as
    in the standings; adjustments do not: they are not a round's score)."""
    from burraco_tourney.domain.standings import bye_mp, table_result

    settings = tournament.settings
    numbers = sorted(r.number for r in tournament.rounds if r.number <= after_round)[-rounds:]
    window = set(numbers)
    scores: dict[int, tuple[Decimal, int]] = {}

    def add(pair: int, vp: Decimal, diff: int) -> None:
        old_vp, old_diff = scores.get(pair, (Decimal(0), 0))
        scores[pair] = (old_vp + vp, old_diff + diff)

    for rnd in tournament.rounds:
        if rnd.number not in window:
            continue
        for table in rnd.tables:
            result = table_result(table, settings)
            if result.played:
                add(table.ns, result.ns_vp, result.diff)
                add(table.ew, result.ew_vp, -result.diff)
        for number in rnd.byes:
            add(number, settings.bye.vp, bye_mp(settings))
    return scores


def award_prizes(tournament: Tournament, plan: PrizePlan, standings: Standings) -> PrizeList:
    """Who wins what by `plan` in `standings` (computed from `tournament`), deterministically.

    The places of every section first (group A, B, … in name order, or the whole field), then each special
    prize in the plan's order, in each group (or over the whole field). A pair wins one prize unless a
    special prize says `may_win_two`."""
    from burraco_tourney.domain.tournament import PairStatus

    pairs = {pair.number: pair for pair in tournament.pairs}
    playing = {n: p for n, p in pairs.items() if p.status is not PairStatus.WITHDRAWN}
    by_group = _group_order(standings, pairs, set(playing))
    grouped = any(group is not None for group in by_group) or any(p.group for p in pairs.values())
    warnings: list[Problem] = []
    vp_of = {row.pair: row.vp for row in standings.rows}
    players_of = {n: tuple(player.name for player in p.players) for n, p in pairs.items()}
    won: set[int] = set()

    def award(section: _Section, rule: str, number: int, **extra: Any) -> None:
        section.awards.append(
            Award(
                rule,
                number,
                players_of[number],
                section.ranks[number],
                vp_of.get(number, Decimal(0)),
                **extra,
            )
        )
        won.add(number)

    sections: list[_Section] = []
    if grouped:
        # Every group named by a pair, even one whose pairs have all withdrawn (it gets a warning).
        names = sorted({p.group for p in pairs.values() if p.group})
        for name in names:
            order, ranks = by_group.get(name, ([], {}))
            sections.append(_Section(name, order, ranks))
        # pairs without a group while others have one are left out of the places, with a warning
        ungrouped = by_group.get(None, ([], {}))[0]
        if ungrouped:
            warnings.append(Problem.warning("prizes.pairs_without_group", pairs=tuple(ungrouped)))
    field_order = [row.pair for row in standings.rows if row.pair in playing]
    field = _Section(None, field_order, {row.pair: row.rank for row in standings.rows})
    if not grouped:
        sections.append(field)

    places: dict[int, int] = {}
    for section in sections:
        tables = len(section.order) // 2
        asked = plan.prizes_for(tables)
        places[id(section)] = asked
        if not section.order:
            warnings.append(_warning("group_empty", section.group))
            continue
        given = min(asked, len(section.order))
        if given < asked:
            warnings.append(_warning("more_than_pairs", section.group, asked=asked, pairs=len(section.order)))
        for place, number in enumerate(section.order[:given], 1):
            award(section, PLACE, number, place=place)

    field_used = False
    for index, prize in enumerate(plan.special):
        targets = sections if (prize.per_group or not grouped) else [field]
        if not prize.per_group and grouped:
            field_used = True
        scores = (
            _last_rounds_scores(tournament, standings.after_round, prize.rounds or 1)
            if prize.kind == BEST_LAST_ROUNDS
            else {}
        )
        for section in targets:
            candidates = [
                n for n in section.order if (prize.may_win_two or n not in won) and prize.qualifies(pairs[n])
            ]
            if prize.kind == BEST_LAST_ROUNDS:
                position = {n: i for i, n in enumerate(section.order)}
                zero = (Decimal(0), 0)
                candidates.sort(key=lambda n: (-scores.get(n, zero)[0], -scores.get(n, zero)[1], position[n]))
            elif prize.kind == LAST_PAIR:
                candidates.reverse()
            if not section.order:
                continue  # already warned: the group has no pairs
            if not candidates:
                warnings.append(_warning("nobody_qualifies", section.group, prize=index + 1))
                continue
            winner = candidates[0]
            score = scores.get(winner, (Decimal(0), 0))[0] if prize.kind == BEST_LAST_ROUNDS else None
            award(section, prize.kind, winner, special=index, score=score)
    if field_used:
        places[id(field)] = 0
        sections.append(field)

    return PrizeList(
        plan=plan,
        after_round=standings.after_round,
        sections=tuple(
            PrizeSection(s.group, len(s.order) // 2, len(s.order), places.get(id(s), 0), tuple(s.awards))
            for s in sections
        ),
        warnings=tuple(warnings),
    )


def _warning(code: str, group: str | None, **params: Any) -> Problem:
    """A warning about one group (`prizes.<code>`, naming it) or the whole field (`prizes.field_<code>`)."""
    if group is None:
        return Problem.warning(f"prizes.field_{code}", **params)
    return Problem.warning(f"prizes.{code}", group=group, **params)
