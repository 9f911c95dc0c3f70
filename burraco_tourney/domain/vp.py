"""Victory-point scales: threshold tables and the continuous formula (DOMAIN.md §4)."""

from __future__ import annotations

import functools
import json
import math
import os
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal, localcontext
from pathlib import Path
from typing import Any, ClassVar, NamedTuple

from burraco_tourney.domain.files import InputFileRefused, read_input_file
from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.domain.vp_concave import concave_steps

# MP differences are always multiples of 5 (DOMAIN.md §2); `min_diff_for` answers in those steps.
MP_STEP = 5

# Enough digits that the continuous formula is exact well beyond the 4 decimals a scale may show.
_PRECISION = 40

# A continuous scale that stays concave (DOMAIN.md §11) is found step by step up to its blitz margin: at most
# this one (1000 steps of 5 MP; the bundled ones are 1505 and 2005, a team scale derived from them twice
# that). It needs 2 decimals at least: on whole VP or tenths a concave scale would leave its formula by VP.
CONCAVE_BLITZ_MAX = 5000
CONCAVE_DECIMALS_MIN = 2


class ScaleError(Refusal, ValueError):
    """A scale that breaks a rule of DOMAIN.md §4; `problems` lists every broken rule (`scale.*`, worded in
    io/problem_texts/domain.py), each at its place in the scale's JSON form (`("rows", 2)`, `("blitz",)`)."""


def _problem(code: str, *path: str | int, **params: Any) -> Problem:
    return Problem.of(code, path=path, **params)


class VPScale(ABC):
    """Turns an MP difference into (this line's VP, the other line's VP)."""

    kind: ClassVar[str]  # "table" or "continuous", as in the JSON form
    name: str
    total: Decimal
    description: str | None
    source: str | None

    @abstractmethod
    def lookup(self, diff: int) -> tuple[Decimal, Decimal]:
        """(VP of the line whose MP minus the other line's MP is `diff`, VP of the other line)."""

    @abstractmethod
    def min_diff_for(self, vp: Decimal | int) -> int | None:
        """The smallest MP difference ≥ 0, a multiple of 5, that earns at least `vp`; None if none does."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The scale in the JSON shape of INTERFACES.md §2."""

    @abstractmethod
    def printable_rows(self) -> list[tuple[str, str]]:
        """(MP difference, VP) lines for printing the scale on a score sheet, e.g. ("55–150", "11–9")."""


class ScaleRow(NamedTuple):
    """One row of a threshold table: `bound` is the largest |diff| it covers (None: no limit)."""

    bound: int | None
    winner: Decimal
    loser: Decimal


@dataclass(frozen=True, init=False)
class ThresholdScale(VPScale):
    """A table of rows (upper bound of |diff| inclusive, winner VP, loser VP); the last row is open."""

    kind: ClassVar[str] = "table"

    name: str
    rows: tuple[ScaleRow, ...]
    description: str | None
    source: str | None
    # Follows from the rows; kept out of comparisons so that equality is decided by the rows alone.
    total: Decimal = field(compare=False, repr=False)

    def __init__(
        self,
        name: str,
        rows: Iterable[Sequence[int | Decimal | None]],
        *,
        description: str | None = None,
        source: str | None = None,
    ) -> None:
        problems = _check_name(name) + _check_text("description", description) + _check_text("source", source)
        checked_rows, row_problems = _check_rows(rows)
        problems += row_problems
        if problems:
            raise ScaleError(problems)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "rows", checked_rows)
        object.__setattr__(self, "description", description)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "total", checked_rows[0].winner + checked_rows[0].loser)

    def lookup(self, diff: int) -> tuple[Decimal, Decimal]:
        row = self._row_for(abs(diff))
        # Validation makes the first row a draw row, so diff 0 gives both lines the same VP.
        return (row.loser, row.winner) if diff < 0 else (row.winner, row.loser)

    def min_diff_for(self, vp: Decimal | int) -> int | None:
        wanted = Decimal(vp)
        lowest = 0  # the smallest |diff| the current row covers
        for row in self.rows:
            first_step = _round_up_to_step(lowest)
            if row.winner >= wanted and (row.bound is None or first_step <= row.bound):
                return first_step
            if row.bound is not None:
                lowest = row.bound + 1
        return None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        _put_texts(data, self)
        data["rows"] = [[row.bound, _json_number(row.winner), _json_number(row.loser)] for row in self.rows]
        return data

    def printable_rows(self) -> list[tuple[str, str]]:
        lines: list[tuple[str, str]] = []
        lowest = 0
        for row in self.rows:
            vp = f"{format_vp(row.winner)}–{format_vp(row.loser)}"
            if row.bound is None:
                lines.append((f"≥ {_shown_start(lowest, None)}", vp))
                break
            start = _shown_start(lowest, row.bound)
            lines.append((str(start) if start == row.bound else f"{start}–{row.bound}", vp))
            lowest = row.bound + 1
        return lines

    def _row_for(self, margin: int) -> ScaleRow:
        for row in self.rows:
            if row.bound is None or margin <= row.bound:
                return row
        raise AssertionError("validation guarantees an open last row")


@dataclass(frozen=True, init=False)
class ContinuousScale(VPScale):
    """The WBF-style continuous scale: VP grow smoothly with the margin M up to the blitz margin B.

    winner = total/2 + total/2 · (1 − τ^(3M/B)) / (1 − τ³) for M < B, the whole total from B on,
    τ = (√5 − 1)/2, rounded half-up to `decimals` places; loser = total − winner.

    `concave` (every scale made since issue 30): the steps of 5 MP are rounded as a whole so that a
    further 5 MP never earn more than the 5 before (vp_concave.py), and a difference between two steps
    earns the VP of the step above it, as in a threshold table. A scale stored before keeps the plain
    rounding of each margin (no `concave` in its JSON), so that its tournaments keep their VP.
    """

    kind: ClassVar[str] = "continuous"

    name: str
    blitz: int
    total: Decimal
    decimals: int
    description: str | None
    source: str | None
    concave: bool

    def __init__(
        self,
        name: str,
        blitz: int,
        total: Decimal | int = 20,
        decimals: int = 2,
        *,
        description: str | None = None,
        source: str | None = None,
        concave: bool = True,
    ) -> None:
        problems = _check_name(name)
        if not _is_whole(blitz):
            problems.append(_problem("scale.blitz_not_whole", blitz=_show(blitz)))
        elif blitz <= 0:
            problems.append(_problem("scale.blitz_not_positive", blitz=blitz))
        checked_total = _to_decimal(total)
        if checked_total is None:
            problems.append(_problem("scale.total_not_number", total=_show(total)))
        elif checked_total <= 0:
            problems.append(_problem("scale.total_not_positive", total=_vp(checked_total)))
        if not _is_whole(decimals):
            problems.append(_problem("scale.decimals_not_whole", decimals=_show(decimals)))
        elif not 0 <= decimals <= 4:
            problems.append(_problem("scale.decimals_out_of_range", decimals=decimals, most=4))
        elif checked_total is not None and checked_total > 0 and _places(checked_total) > decimals:
            # Otherwise the rounded winner could fall below half the total, under the loser.
            problems.append(_problem("scale.total_too_precise", total=_vp(checked_total), decimals=decimals))
        if concave is not True and concave is not False:
            problems.append(_problem("scale.key_not_boolean", "concave", key="concave", value=_show(concave)))
        elif concave:
            if _is_whole(decimals) and 0 <= decimals < CONCAVE_DECIMALS_MIN:
                problems.append(
                    _problem(
                        "scale.concave_decimals", "decimals", decimals=decimals, least=CONCAVE_DECIMALS_MIN
                    )
                )
            if _is_whole(blitz) and blitz > CONCAVE_BLITZ_MAX:
                problems.append(_problem("scale.concave_blitz", "blitz", blitz=blitz, most=CONCAVE_BLITZ_MAX))
        problems += _check_text("description", description) + _check_text("source", source)
        if problems:
            raise ScaleError(problems)
        assert checked_total is not None
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "blitz", blitz)
        object.__setattr__(self, "total", checked_total)
        object.__setattr__(self, "decimals", decimals)
        object.__setattr__(self, "description", description)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "concave", concave)

    def lookup(self, diff: int) -> tuple[Decimal, Decimal]:
        winner = self._winner(abs(diff))
        with localcontext() as context:
            context.prec = _PRECISION
            loser = self.total - winner
        return (loser, winner) if diff < 0 else (winner, loser)

    def min_diff_for(self, vp: Decimal | int) -> int | None:
        wanted = Decimal(vp)
        if wanted > self.total:
            return None
        # The winner's VP never fall as the margin grows, so search the steps up to the blitz margin.
        low, high = 0, _round_up_to_step(self.blitz) // MP_STEP
        while low < high:
            middle = (low + high) // 2
            if self._winner(middle * MP_STEP) >= wanted:
                high = middle
            else:
                low = middle + 1
        return low * MP_STEP

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        _put_texts(data, self)
        data.update(blitz=self.blitz, total=_json_number(self.total), decimals=self.decimals)
        if self.concave:
            data["concave"] = True
        return data

    def printable_rows(self) -> list[tuple[str, str]]:
        half = format_vp(self.total / 2)
        whole = format_vp(self.total)
        # In symbols only, alike in every language: the winner's VP within `unit` of the formula (a concave
        # scale: as far as its steps lie from it, to the unit above), the loser's the rest.
        unit = format_vp(self._furthest() if self.concave else Decimal(1).scaleb(-self.decimals))
        formula = (
            f"VP = {half} + {half}·(1 − τ^(3M/{self.blitz}))/(1 − τ³), τ = (√5 − 1)/2 (± {unit}); "
            f"{whole} − VP"
        )
        return [("0", f"{half}–{half}"), (f"M < {self.blitz}", formula), (f"≥ {self.blitz}", f"{whole}–0")]

    def _winner(self, margin: int) -> Decimal:
        if margin == 0:
            return self.total / 2  # exact, so both lines of a draw get the same VP
        if margin >= self.blitz:
            return self.total
        if self.concave:
            return _concave_steps(self.blitz, self.total, self.decimals)[0][-(-margin // MP_STEP)]
        return _formula(margin, self.blitz, self.total).quantize(
            Decimal(1).scaleb(-self.decimals), rounding=ROUND_HALF_UP
        )

    def _furthest(self) -> Decimal:
        return _concave_steps(self.blitz, self.total, self.decimals)[1]


def _formula(margin: int, blitz: int, total: Decimal) -> Decimal:
    """The winner's VP of the continuous scale at `margin` (below `blitz`), unrounded."""
    with localcontext() as context:
        context.prec = _PRECISION
        tau = (Decimal(5).sqrt() - 1) / 2
        half = total / 2
        exponent = Decimal(3 * margin) / Decimal(blitz)
        return half + half * (1 - tau**exponent) / (1 - tau**3)


@functools.lru_cache(maxsize=32)
def _concave_steps(blitz: int, total: Decimal, decimals: int) -> tuple[tuple[Decimal, ...], Decimal]:
    """The winner's VP at 0, 5, 10, ... MP up to the first step at or beyond `blitz`, rounded to stay
    concave, and how far the furthest of them lies from the formula, rounded up to the last decimal."""
    unit = Decimal(1).scaleb(-decimals)
    count = -(-blitz // MP_STEP)
    exact = [total / 2, *(_formula(MP_STEP * k, blitz, total) for k in range(1, count)), total]
    with localcontext() as context:
        context.prec = _PRECISION
        # In units of the last decimal; the draw rounded up to them (DOMAIN's draw is exact, see below).
        units = [(value / unit).to_integral_value(rounding=ROUND_HALF_UP) for value in exact]
        units[0] = (exact[0] / unit).to_integral_value(rounding=ROUND_CEILING)
        gains = [0.0, *(float((exact[k] - exact[k - 1]) / unit) for k in range(1, count + 1))]
        steps = concave_steps([int(u) for u in units], gains)
        winners = tuple(Decimal(step) * unit for step in steps)
        furthest = max(abs(winner - value) for winner, value in zip(winners[1:], exact[1:], strict=True))
    # The draw stays exact, so that both lines of a draw get the same VP.
    return (total / 2, *winners[1:]), furthest.quantize(unit, rounding=ROUND_CEILING)


def format_vp(value: Decimal) -> str:
    """VP as a person writes them: `17`, not `17.00`; `17.25` stays as it is."""
    if value == value.to_integral_value():
        return str(int(value))
    return format(value, "f")


# ---------------------------------------------------------------------------------------------- JSON

_TEXT_KEYS = ("description", "source")
_KEYS_BY_KIND = {
    "table": ("name", "kind", "rows"),
    "continuous": ("name", "kind", "blitz", "total", "decimals"),
}
# Keys a kind may leave out: a continuous scale without `concave` was stored before issue 30 and keeps the
# plain rounding, so that a tournament of then keeps its VP.
_OPTIONAL_BY_KIND = {"table": (), "continuous": ("concave",)}


def scale_from_json(data: Any) -> VPScale:
    """Build and validate a scale from its JSON form (INTERFACES.md §2); raises ScaleError."""
    if not isinstance(data, dict):
        raise ScaleError(_problem("scale.not_an_object", value=_json_shown(data)))
    problems: list[Problem] = []
    raw_kind = data.get("kind")
    kind = raw_kind if isinstance(raw_kind, str) and raw_kind in _KEYS_BY_KIND else None
    if "kind" not in data:
        problems.append(_problem("scale.kind_missing"))
    elif kind is None:
        problems.append(_problem("scale.kind_unknown", value=_json_shown(raw_kind)))
    known = _KEYS_BY_KIND[kind] if kind else ("name", "kind")
    allowed = set(known) | set(_TEXT_KEYS) | set(_OPTIONAL_BY_KIND[kind] if kind else ())
    if kind is None:
        # Without a known kind any kind-specific key might be right; only report keys no kind takes.
        allowed |= {key for keys in (*_KEYS_BY_KIND.values(), *_OPTIONAL_BY_KIND.values()) for key in keys}
    for key in data:
        if key not in allowed:
            problems.append(_problem("scale.key_unknown", key=_show_json(key)))
    # 'kind' itself is reported above.
    problems += [_problem("scale.key_missing", key=key) for key in known if key != "kind" and key not in data]
    if "name" in data and not isinstance(data["name"], str):
        problems.append(_problem("scale.key_not_text", key="name", value=_json_shown(data["name"])))
    for key in _TEXT_KEYS:
        if data.get(key) is not None and not isinstance(data[key], str):
            problems.append(_problem("scale.key_not_text_or_null", key=key, value=_json_shown(data[key])))
    if kind == "table" and "rows" in data and not isinstance(data["rows"], list):
        problems.append(_problem("scale.rows_not_a_list", value=_json_shown(data["rows"])))
    if kind == "continuous":
        for key in ("blitz", "decimals"):
            if key in data and not _is_whole(data[key]):
                problems.append(_problem("scale.key_not_whole", key=key, value=_json_shown(data[key])))
        if "total" in data and _to_decimal(data["total"]) is None:
            problems.append(_problem("scale.key_not_number", key="total", value=_json_shown(data["total"])))
        if "concave" in data and not isinstance(data["concave"], bool):
            problems.append(
                _problem("scale.key_not_boolean", key="concave", value=_json_shown(data["concave"]))
            )
    if problems:
        raise ScaleError(problems)
    texts = {key: data.get(key) for key in _TEXT_KEYS}
    if kind == "table":
        return ThresholdScale(data["name"], data["rows"], **texts)
    concave = data.get("concave", False)
    return ContinuousScale(
        data["name"], data["blitz"], data["total"], data["decimals"], concave=concave, **texts
    )


def scale_to_text(scale: VPScale) -> str:
    """The JSON file text of a scale: indented, one table row per line, ending in a newline."""
    data = scale.to_json()
    parts = []
    for key, value in data.items():
        if key == "rows":
            rows = ",\n".join(f"    {json.dumps(row)}" for row in value)
            parts.append(f'  "rows": [\n{rows}\n  ]')
        else:
            parts.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def load_scale_file(path: str | os.PathLike[str]) -> VPScale:
    """Read a JSON scale file; every problem (missing file, bad JSON, broken rule) is a ScaleError."""
    file = Path(path)
    try:
        text = read_input_file(file).decode("utf-8")
    except InputFileRefused as refused:
        raise ScaleError(refused.problems) from None
    except FileNotFoundError:
        raise ScaleError(_problem("scale.file_missing", file=str(file))) from None
    except UnicodeDecodeError:
        raise ScaleError(_problem("scale.file_not_utf8", file=str(file))) from None
    except OSError as error:
        reason = error.strerror or str(error)
        raise ScaleError(_problem("scale.file_unreadable", file=str(file), reason=reason)) from None
    try:
        data = json.loads(text, parse_float=Decimal)
    except json.JSONDecodeError as error:
        # The JSON reader's own words (English) say what it expected: kept as a detail after the place.
        problem = _problem(
            "scale.file_not_json", file=str(file), line=error.lineno, column=error.colno, detail=error.msg
        )
        raise ScaleError(problem) from None
    try:
        return scale_from_json(data)
    except ScaleError as error:
        # Which file first, then every problem in it.
        raise ScaleError((_problem("scale.file_refused", file=str(file)), *error.problems)) from None


def save_scale_file(scale: VPScale, path: str | os.PathLike[str]) -> None:
    """Write a scale as a JSON file; a failed write (OSError) leaves any earlier file untouched."""
    file = Path(path)
    text = scale_to_text(scale)
    # Write beside the target and rename, so that nobody ever reads a half-written scale.
    temporary = file.with_name(f".{file.name}.{os.getpid()}.tmp")
    try:
        with temporary.open("x", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
        os.replace(temporary, file)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


# ------------------------------------------------------------------------------------------ checking


def _check_rows(rows: Iterable[Sequence[Any]]) -> tuple[tuple[ScaleRow, ...], list[Problem]]:
    """The rows as ScaleRow, and every broken rule of DOMAIN.md §4 (at `("rows", index)`, in order)."""
    if isinstance(rows, str | bytes) or not isinstance(rows, Iterable):
        return (), [_problem("scale.rows_not_a_list", value=_show(rows))]
    raw_rows = list(rows)
    if not raw_rows:
        return (), [_problem("scale.no_rows")]
    problems_by_row: list[list[Problem]] = [[] for _ in raw_rows]
    checked = [_read_row(raw, problems) for raw, problems in zip(raw_rows, problems_by_row, strict=True)]
    first = next((row for row in checked if row is not None), None)
    last = len(checked)
    for number, (row, problems) in enumerate(zip(checked, problems_by_row, strict=True), start=1):
        if row is None:
            continue
        if number == last and row.bound is not None:
            problems.append(Problem.of("scale.last_row_not_open", bound=row.bound))
        if number < last and row.bound is None:
            problems.append(Problem.of("scale.open_row_not_last"))
        if row.winner < row.loser:
            problems.append(
                Problem.of("scale.winner_below_loser", winner=_vp(row.winner), loser=_vp(row.loser))
            )
        if number == 1 and row.winner != row.loser:
            problems.append(
                Problem.of("scale.first_row_not_even", winner=_vp(row.winner), loser=_vp(row.loser))
            )
        previous = checked[number - 2] if number > 1 else None
        if previous is not None:
            if row.bound is not None and previous.bound is not None and row.bound <= previous.bound:
                problems.append(
                    Problem.of("scale.bound_not_increasing", bound=row.bound, previous=previous.bound)
                )
            if row.winner < previous.winner:
                problems.append(
                    Problem.of("scale.winner_falls", winner=_vp(row.winner), previous=_vp(previous.winner))
                )
        if first is not None and row.winner + row.loser != first.winner + first.loser:
            problems.append(
                Problem.of(
                    "scale.sum_differs",
                    sum=_vp(row.winner + row.loser),
                    first=_vp(first.winner + first.loser),
                    row=checked.index(first) + 1,
                )
            )
    problems = [
        problem.under("rows", index)
        for index, row_problems in enumerate(problems_by_row)
        for problem in row_problems
    ]
    if problems:
        return (), problems
    return tuple(row for row in checked if row is not None), []


def _read_row(raw: Any, problems: list[Problem]) -> ScaleRow | None:
    """One row with the right types, or None after adding what is wrong with it to `problems`."""
    if isinstance(raw, str | bytes) or not isinstance(raw, Sequence) or len(raw) != 3:
        problems.append(Problem.of("scale.row_shape", value=_show(raw)))
        return None
    bound, winner, loser = raw
    readable = True
    if bound is not None and not _is_whole(bound):
        problems.append(Problem.of("scale.bound_not_whole", bound=_show(bound)))
        readable = False
    elif bound is not None and bound < 0:
        problems.append(Problem.of("scale.bound_negative", bound=bound))
    winner_vp, loser_vp = _to_decimal(winner), _to_decimal(loser)
    if winner_vp is None:
        problems.append(Problem.of("scale.winner_not_number", value=_show(winner)))
    if loser_vp is None:
        problems.append(Problem.of("scale.loser_not_number", value=_show(loser)))
    if not readable or winner_vp is None or loser_vp is None:
        return None
    return ScaleRow(bound, winner_vp, loser_vp)


def _check_name(name: Any) -> list[Problem]:
    if not isinstance(name, str):
        return [_problem("scale.name_not_text", value=_show(name))]
    if not name.strip():
        return [_problem("scale.name_empty")]
    return []


def _check_text(key: str, value: Any) -> list[Problem]:
    if value is not None and not isinstance(value, str):
        return [_problem("scale.text_not_text", key=key, value=_show(value))]
    return []


def _is_whole(value: Any) -> bool:
    # bool is an int in Python, but `true` is no number of MP.
    return isinstance(value, int) and not isinstance(value, bool)


def _to_decimal(value: Any) -> Decimal | None:
    """A finite number as Decimal; floats go through their shortest text so that 10.1 stays 10.1."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return Decimal(value)
    if isinstance(value, float):
        return Decimal(repr(value)) if math.isfinite(value) else None
    if isinstance(value, Decimal):
        return value if value.is_finite() else None
    return None


def _places(value: Decimal) -> int:
    exponent = value.normalize().as_tuple().exponent
    assert isinstance(exponent, int)
    return max(0, -exponent)


def _round_up_to_step(mp: int) -> int:
    return -(-mp // MP_STEP) * MP_STEP


def _shown_start(lowest: int, bound: int | None) -> int:
    """Where a row starts on paper: the first possible difference (a multiple of 5) it covers."""
    step = _round_up_to_step(lowest)
    return step if bound is None or step <= bound else lowest


def _json_number(value: Decimal) -> int | float:
    return int(value) if value == value.to_integral_value() else float(value)


def _put_texts(data: dict[str, Any], scale: VPScale) -> None:
    for key in _TEXT_KEYS:
        value = getattr(scale, key)
        if value is not None:
            data[key] = value


def _show(value: Any) -> str:
    if isinstance(value, Decimal):
        return format(value, "f")
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_show(item) for item in value) + "]"
    if value is None:
        return "null"
    # Most scales come from JSON files, so values are shown the way the file spells them.
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    return repr(value)


def _show_json(value: Any) -> str:
    if isinstance(value, Decimal):
        return format(value, "f")
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def _json_shown(value: Any) -> str:
    """A value as the file spells it, a list or an object only by its brackets (it may be long)."""
    if isinstance(value, list):
        return "[…]"
    if isinstance(value, dict):
        return "{…}"
    return _show_json(value)


def _vp(value: Decimal) -> Decimal:
    """VP as a scale shows them (format_vp's digits), kept a number so that each language writes its comma."""
    return Decimal(format_vp(value))
