"""The JSON tournament file (docs/file-format.md, INTERFACES.md §2): read it with full validation, write it
losslessly.

Reading
-------
`read_tournament(data)` takes the parsed JSON (as `json.load` gives it) and either returns a `Tournament` or
raises `InterchangeError` (a `domain.problems.Refusal`) carrying every problem found as a `Problem` whose
path is the JSON path of the value at fault (`("rounds", 2, "tables", 4, "deals", 1, "ns", "cards")`, shown
`rounds[2].tables[4].deals[1].ns.cards`; indexes from 0, whatever the round's number). Nothing is returned
when any problem is found. The window and the command line word the problems in the user's language;
`str()` is English, each problem after its JSON path.

The reader checks only the file's own shape (codes `file.*`): JSON objects with their known keys, whole
numbers where whole numbers go, texts, true/false, the known words (movements, ends of deals, tie-breaks,
statuses, print languages), dates, the logo's base64, and the limits of docs/file-format.md (numbers, texts,
nesting). The rules of a tournament (deals per round 2–4, name lengths, bonus ranges, pairs seated once,
entry and withdrawal rounds, round numbering, tie-break chains, lots, adjustments, the deals' own rules) are
`domain.rules`', the same the services and the window apply: once the shape is right, the tournament read
is checked by `rules.tournament_problems`, whose problems already carry the file's paths. So a file with a
fault of shape reports the faults of shape first; once those are mended, the broken rules, if any.

- A file whose `format` is not `"burraco-tourney"`, or whose `version` is not 1, is refused with that one
  problem only (a newer version says the file comes from a newer program).
- Unknown keys are refused at every level.
- A key may be left out exactly when the domain object has a default for it (e.g. `minutes_per_deal`,
  `scoring`, a player's `club`, a pair's `status`, a round's `byes`, a deal line's `penalty`, the top-level
  `adjustments` and `lots`); keys without a default are required: `format`, `version`, `tournament`,
  `tournament.name`, `tournament.vp_scale`, a phase's `movement` and `rounds`, a pair's `number` and
  `players`, a player's `name`, a round's `number` and `movement`, a table's `table`, `ns` and `ew`, a
  deal's `end`, `ns` and `ew`, an adjustment's `pair` and `after_round`.
- Whole numbers must be JSON integers (`3`, not `3.0` or `true`); VP values may be integers or decimals
  and become `Decimal` (a float is read through its shortest text, so `14.55` is exactly 14.55).
- Deal warnings (`scoring.check_deal`) are not problems: the director accepted them when the sheet was saved.
- Semi-clean burracos under rules without them (`"semi_clean": null`) are counted as dirty, as Italian
  sources count them, and said: `read_tournament_with_notes` gives a warning at each line so counted.

Writing
-------
`tournament_to_json` always writes every key of §2 (a phase's `shift` is written for Mitchell, and for other
movements only when not 1, as in the §2 example) and `lots` (the drawn order of the `lots` tie-break, so a
file read twice ranks an exact tie the same) and the tournament's `profile`; the other extension keys only
when they differ from their default. `read_tournament(tournament_to_json(t)) == t` for every tournament the
rules accept.
`save_tournament_file` writes UTF-8 with `ensure_ascii=False`, indent 2, a final newline, into a temporary
file beside the target that then replaces it, so a crash never leaves half a file.

Extension keys (optional, beyond the §2 example; docs/file-format.md describes each)
------------------------------------------------------------------------------------
- pair `"entry_round": 3` (default 1): a late entry that plays from round 3 on.
- pair `"withdrawn_after_round": 4` (default absent/null): the pair plays no round after round 4; only
  with `"status": "withdrawn"`, and at least `entry_round - 1`.
- deal line `"penalty_reason": "..."` (default `""`): why the referee penalty was given.
- deal line `"melded": 260, "in_hand": 30` (default absent/null, both or neither): card points entered
  separately; then `cards` must equal `melded - in_hand`.
- deal `"end": "stalemate"`: the deal ended in a stalemate (Codice Art. 15 bis "Stallo"), scored like
  `"stock"` and recorded as what happened.
- tournament `"print_language": "it"` (default `"en"`), `"club_name"` (default `""`), `"club_logo"`
  (default absent/null: a PNG or JPEG image as base64, the one text allowed beyond 1,000 characters).
- deal `{"end": "totals", "ns_total": 540, "ew_total": 120}` (no `ns`/`ew`): a deal entered by its totals
  only (quick mode), multiples of 5 within ±(2000 + 1080) per line; scored as those totals.
- table `"totals": [1620, 360]` instead of `"deals"`: a sheet entered as the table's totals only (NS MP,
  EW MP over the round's deals); a table has one or the other, not both.
- tournament `"profile": {"key": "fibur", "name": "FIBur", "closing_requires": "any_burraco",
  "timeout_text": "...", "danish_last_round_rematch": true}`: the rule profile (its values are `scoring`
  and `bye`); without it, Classic or a custom profile with the file's values, playing as before.
- player `"region": "Lazio", "province": "RM", "category": "ladies"` (each default absent/null): where the
  player comes from (`club` is the association) and a category a prize plan may name.
- player `"guarantor": "12345"` (default absent/null): who vouches for a non-member at a club event;
  tournament `"event_level": "regional"` (club, federal, regional or national; default `"club"`).
- phase `"groups": {"sizes": [7, 9, 9]}` (or `{"count": 3}`, `{"proportions": [30, 30, 40]}`): the phase is
  played in groups formed by that rule after the round before it.
- top level `"groups": {"after_round": 8, "rule": {"sizes": [7, 9, 9]}, "groups": [{"name": "A", "pairs":
  [3, 7, …]}, …], "formed_at": "2026-12-01T14:20:00+00:00", "previous": [{"pair": 3, "group": null}, …]}`
  (default absent): the last groups formation (the pairs' `group` says who is where now).
- top level `"lots": {"7": 1, "3": 2}`: pair number (as a string, JSON keys being strings) → draw; draws
  are distinct whole numbers, pairs must exist. Written in pair-number order, always (`{}` for none). A file
  without it (or without a pair's draw) gets draws derived from its pairs on import (`rules.derived_lots`).
- top level `"prize_plan": {"name": "fibur", "bands": [{"from_tables": 1, "prizes": 1}, …], "special": […]}`
  (default absent: none chosen): the tournament's copy of its prize plan (domain.prizes; refused at its path
  inside `prize_plan`, as a plan file is).
"""

from __future__ import annotations

import base64
import binascii
import inspect
import json
import math
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import MISSING, dataclass, fields, replace
from datetime import date, datetime
from decimal import Decimal
from enum import StrEnum
from functools import cache
from typing import Any, BinaryIO, TypeVar

from burraco_tourney.domain.files import InputFileRefused, read_input_file
from burraco_tourney.domain.groups import Group, GroupsFormation, GroupsMethod, GroupsRule, formation_to_json
from burraco_tourney.domain.members import EventLevel
from burraco_tourney.domain.prizes import PrizePlan, PrizePlanError, plan_from_json
from burraco_tourney.domain.problems import PathPart, Problem, Refusal
from burraco_tourney.domain.profiles import (
    BUNDLED_PROFILES,
    CLASSIC,
    CUSTOM,
    PROFILE_KEYS,
    RuleProfile,
    normalised,
    semi_clean_as_dirty,
)
from burraco_tourney.domain.rules import limits
from burraco_tourney.domain.rules.checks import team_problems, tournament_problems
from burraco_tourney.domain.scoring import ClosingRule, Deal, DealEnd, DealLine, ScoringRules
from burraco_tourney.domain.teams import KINDS, PAIRS_KIND, Match, Team, round_matches, seated_lineup
from burraco_tourney.domain.tournament import (
    PRINT_LANGUAGES,
    Adjustment,
    ByeScore,
    Movement,
    Pair,
    PairStatus,
    Phase,
    Player,
    Round,
    Table,
    TieBreak,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.domain.vp import ScaleError, VPScale, scale_from_json
from burraco_tourney.io.output import write_atomically
from burraco_tourney.io.problem_texts import describe, in_one_line

FORMAT = "burraco-tourney"
VERSION = 1

# Limits of a tournament file (docs/file-format.md): what SQLite and PostgreSQL both store, and what the
# printouts can lay out. They are checked while reading, so that a file too big for either says where.
MAX_DEPTH = 20  # lists and objects inside each other; the format itself needs 7
# Every number, whole or not, lies within ±MAX_NUMBER; the lots draws are the largest (PostgreSQL: 2^31).
MAX_NUMBER = limits.LOTS_RANGE
MAX_TEXT = 1_000  # characters of any text; most fields have tighter limits (domain.rules.limits)
MAX_KEY = 100  # characters of a key
# The one text longer than MAX_TEXT: the club's logo, an image as base64 (4 characters per 3 bytes).
LONG_TEXTS = {"tournament.club_logo": (limits.LOGO_BYTES + 2) // 3 * 4}
MAX_PROBLEMS_SHOWN = 50
# A player's extension keys (docs/file-format.md "Players' region, province and category").
_PLACES = ("region", "province", "category", "guarantor")

T = TypeVar("T")
E = TypeVar("E", bound=StrEnum)

Path_ = tuple[PathPart, ...]  # where a value is in the file, as a Problem's path

# A converter checks one JSON value found at a path and returns it as a Python value, or None after
# recording why it is wrong.
Converter = Callable[[object, Path_], T | None]


class InterchangeError(Refusal, ValueError):
    """A tournament file that cannot be read; `problems` are the first MAX_PROBLEMS_SHOWN faults in file
    order (then one `file.more_problems` saying how many more: a broken 50 MB file must not make a message
    of megabytes), `all_problems` every one."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.all_problems: tuple[Problem, ...] = tuple(problems)
        shown = list(self.all_problems[:MAX_PROBLEMS_SHOWN])
        if len(self.all_problems) > MAX_PROBLEMS_SHOWN:
            shown.append(Problem.of("file.more_problems", count=len(self.all_problems) - MAX_PROBLEMS_SHOWN))
        super().__init__(shown)

    def __str__(self) -> str:
        return in_one_line(problem_line(problem) for problem in self.problems)


def problem_line(problem: Problem, language: str = "en") -> str:
    """A problem of the file as one line: its JSON path, then what is wrong (`tournament.deals_per_round:
    Must be between 2 and 4, not 5.`), for a director who mends the file in an editor."""
    text = describe(problem, language, with_place=False)
    return f"{problem.json_path}: {text}" if problem.path else text


def _printable(text: str) -> str:
    """`text` with control characters (newline, ESC, ...), lone surrogates and other unprintable
    characters written as escapes such as \\n or \\x1b: keys and values come from the file, and must not
    reach a terminal (or a message box) as such."""
    if text.isprintable():
        return text
    return "".join(
        char if char.isprintable() else char.encode("unicode_escape", "backslashreplace").decode("ascii")
        for char in text
    )


def _fault(code: str, path: Iterable[PathPart] = (), **params: Any) -> Problem:
    where = tuple(_printable(part) if isinstance(part, str) else part for part in path)
    return Problem.of(code, path=where, **params)


# --------------------------------------------------------------------------------------------- reading


@dataclass(frozen=True, slots=True)
class TournamentRead:
    """A tournament file read: the tournament, and `notes`, the warnings of what the reader counted otherwise
    than the file writes it, each at its JSON path (semi-clean burracos counted as dirty under rules without
    them: `profile.semi_clean_counted_as_dirty`), for the director to be told."""

    tournament: Tournament
    notes: tuple[Problem, ...] = ()


def load_tournament_file(path: str | os.PathLike[str]) -> Tournament:
    """Read and validate a tournament file. Broken JSON or UTF-8 raises `InterchangeError`; a file that
    cannot be opened raises `OSError` as usual. Only a regular file is read: a FIFO or a device such as
    /dev/zero would never end."""
    return read_tournament(load_json_file(path))


def load_tournament_with_notes(path: str | os.PathLike[str]) -> TournamentRead:
    """load_tournament_file, with the notes of what was counted otherwise than the file writes it."""
    return read_tournament_with_notes(load_json_file(path))


def load_json_file(path: str | os.PathLike[str]) -> object:
    """The JSON of a file in this format's family (a tournament file, a round's sheets: io.sheets_file),
    read as load_tournament_file reads it: a regular file of at most limits.INPUT_FILE_BYTES
    (domain.files.read_input_file), UTF-8, the limits checked."""
    try:
        raw = read_input_file(path)
    except InputFileRefused as refused:  # in the tournament file's words (the file is named in front)
        raise InterchangeError([_fault(f"file.{refused.reason}", limit=refused.limit_mb)]) from None
    try:
        # utf-8-sig: editors on Windows like to put a byte-order mark in front.
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InterchangeError([_fault("file.not_utf8", byte=error.start)]) from None
    return parse_tournament_text(text)


def parse_tournament_text(text: str) -> object:
    """The JSON of a tournament file, with the limits of the format checked (InterchangeError if not)."""
    try:
        data = json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_int=_bounded_int,
            object_pairs_hook=_refuse_duplicate_keys,
        )
    except json.JSONDecodeError as error:
        raise InterchangeError([_fault("file.not_json", line=error.lineno, column=error.colno)]) from None
    except _JSONRefused as error:
        raise InterchangeError([error.problem]) from None
    except RecursionError:
        raise InterchangeError([_too_deep_where(text)]) from None
    problems = _check_limits(data)
    if problems:
        raise InterchangeError(problems)
    return data


@dataclass(frozen=True, slots=True)
class _HugeNumber:
    """A whole number with too many digits to be turned into an int (Python stops at 4,300)."""

    digits: int


def _bounded_int(text: str) -> int | _HugeNumber:
    return int(text) if len(text) <= 20 else _HugeNumber(len(text.lstrip("-")))


_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def _too_deep_where(text: str) -> Problem:
    """Where the JSON nests deeper than MAX_DEPTH (only called when it is far deeper)."""
    depth = 0
    for token in _JSON_TOKEN.finditer(text):
        mark = token.group()
        if mark in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                line = text.count("\n", 0, token.start()) + 1
                column = token.start() - (text.rfind("\n", 0, token.start()) + 1) + 1
                return _fault("file.too_deep_at", depth=MAX_DEPTH, line=line, column=column)
        elif mark in "]}":
            depth -= 1
    return _fault("file.too_deep", depth=MAX_DEPTH)


def _check_limits(data: object) -> list[Problem]:
    """Every number, text, key and nesting beyond the format's limits, with its path, in file order."""
    problems: list[Problem] = []
    problem = _leaf_problem(data, ())
    if problem:
        problems.append(problem)
    elif isinstance(data, dict | list):
        _check_container(data, (), 0, problems)
    return problems


def _check_container(
    value: dict[str, object] | list[object], where: Path_, depth: int, problems: list[Problem]
) -> None:
    # Paths are made only for containers and problems: a 50 MB file has millions of plain values. The
    # recursion is at most MAX_DEPTH deep.
    if depth >= MAX_DEPTH:
        problems.append(_fault("file.too_deep", where, depth=MAX_DEPTH))
        return
    items: Iterable[tuple[str | int, object]] = value.items() if isinstance(value, dict) else enumerate(value)
    for key, item in items:
        path = (*where, key)
        if isinstance(key, str):
            problem = _text_problem(key, MAX_KEY, path, key=True)
            if problem:
                problems.append(problem)
                continue
        if isinstance(item, dict | list):
            _check_container(item, path, depth + 1, problems)
            continue
        problem = _leaf_problem(item, path)
        dotted = ".".join(str(part) for part in path)
        if problem and isinstance(item, str) and dotted in LONG_TEXTS:
            problem = _text_problem(item, LONG_TEXTS[dotted], path)
        if problem:
            problems.append(problem)


def _leaf_problem(value: object, path: Path_) -> Problem | None:
    """Why a text or number is beyond the limits, or None."""
    if isinstance(value, str):
        return _text_problem(value, MAX_TEXT, path)
    if isinstance(value, _HugeNumber):
        return _fault("file.number_too_long", path, digits=value.digits, limit=MAX_NUMBER)
    if (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and (not math.isfinite(value) or abs(value) > MAX_NUMBER)
    ):
        return _fault("file.number_too_large", path, value=_show(value), limit=MAX_NUMBER)
    return None


# Control characters (C0, DEL, C1) and lone surrogates, found by one regular expression (a 50 MB file).
_UNSTORABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def _text_problem(text: str, limit: int, path: Path_, *, key: bool = False) -> Problem | None:
    """Why `text` cannot be stored and shown, or None."""
    if len(text) > limit:
        return _fault(
            "file.key_too_long" if key else "file.text_too_long", path, length=len(text), limit=limit
        )
    found = _UNSTORABLE.search(text)
    if found is None:
        return None
    char = found.group()
    if 0xD800 <= ord(char) <= 0xDFFF:
        return _fault("file.lone_surrogate", path, char=ascii(char))
    return _fault("file.control_character", path, char=ascii(char))


class _JSONRefused(ValueError):
    """Valid for Python's json module, but not JSON a tournament file may contain."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.code)
        self.problem = problem


def _refuse_constant(name: str) -> object:
    raise _JSONRefused(_fault("file.not_a_number", name=name))


def _refuse_duplicate_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    # json.loads would silently keep the last of two equal keys; a director must see the ambiguity.
    result: dict[str, object] = {}
    for key, value in pairs:
        if key in result:
            raise _JSONRefused(_fault("file.duplicate_key", key=_printable(key)))
        result[key] = value
    return result


def read_tournament(data: object) -> Tournament:
    """Build a Tournament from a parsed tournament file, checking everything; raises InterchangeError."""
    return read_tournament_with_notes(data).tournament


def read_tournament_with_notes(data: object) -> TournamentRead:
    """read_tournament, with the notes of what was counted otherwise than the file writes it."""
    reader = _Reader()
    tournament = reader.read(data)
    return TournamentRead(tournament, tuple(reader.notes))


def _show(value: object) -> str:
    """A value as the file shows it, shortened to stay readable in one line."""
    if isinstance(value, Decimal):
        return format(value, "f")
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return _printable(text if len(text) <= 40 else text[:37] + "...")


@cache  # called for every key of every deal line; the answer never changes
def _default(cls: type[Any], name: str) -> Any:
    """The default of a dataclass field (slotted dataclasses keep no class attribute for it)."""
    for spec in fields(cls):
        if spec.name == name:
            if spec.default is not MISSING:
                return spec.default
            if spec.default_factory is not MISSING:
                return spec.default_factory()
    # A dataclass with its own __init__ (TournamentSettings) keeps its defaults there.
    parameter = inspect.signature(cls).parameters.get(name)
    if parameter is not None and parameter.default is not inspect.Parameter.empty:
        return parameter.default
    raise LookupError(f"{cls.__name__}.{name} has no default")


_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_PAIR_KEY = re.compile(r"[1-9][0-9]*")
_LINE_KEYS = (
    "clean",
    "dirty",
    "semi_clean",
    "closed",
    "cards",
    "pozzetto",
    "penalty",
    "penalty_reason",
    "melded",
    "in_hand",
)


class _Reader:
    """Collects every problem of shape while walking the file; one instance reads one file (FileReader:
    io.sheets_file reads a round's sheets with its tables and deals)."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        # The matches' line-ups as the file gives them (round, team, its pairs, where): checked on the tables.
        self.lineups: list[tuple[int, int, tuple[int, ...], Path_]] = []
        self.notes: list[Problem] = []  # what was counted otherwise than the file writes it (TournamentRead)

    def fail(self, path: Path_, code: str, **params: Any) -> None:
        self.problems.append(_fault(code, path, **params))

    # ------------------------------------------------------------------ the file as a whole

    def read(self, data: object) -> Tournament:
        if not isinstance(data, dict):
            raise InterchangeError([_fault("file.not_an_object")])
        self.check_format(data)
        if self.problems:
            # A file of another format or version: the rest of the checks would only add noise.
            raise InterchangeError(self.problems)
        self.json_object(
            data,
            (),
            required=("format", "version", "tournament"),
            optional=(
                "pairs", "rounds", "adjustments", "lots", "prize_plan", "groups", "kind", "teams",
                "team_vp_scale", "matches",
            ),
        )  # fmt: skip
        settings = self.required(data, "tournament", (), self.read_settings)
        pairs = self.read_list(data, "pairs", (), self.read_pair)
        rounds = self.read_list(data, "rounds", (), self.read_round)
        adjustments = self.read_list(data, "adjustments", (), self.read_adjustment)
        lots = self.nullable(data, "lots", (), self.read_lots)
        prize_plan = self.nullable(data, "prize_plan", (), self.read_prize_plan)
        groups = self.nullable(data, "groups", (), self.read_formation)
        kind = self.optional(data, "kind", (), self.read_kind, PAIRS_KIND)
        teams = self.read_list(data, "teams", (), self.read_team)
        team_vp_scale = self.nullable(data, "team_vp_scale", (), self.read_scale)
        matches = self.read_list(data, "matches", (), self.read_match)
        if self.problems or settings is None:
            raise InterchangeError(self.problems)
        tournament = Tournament(
            settings=settings,
            pairs=tuple(pair for pair in pairs if pair is not None),
            rounds=tuple(round_ for round_ in rounds if round_ is not None),
            adjustments=tuple(adjustment for adjustment in adjustments if adjustment is not None),
            lots=lots or {},
            prize_plan=prize_plan,
            groups=groups,
            kind=kind,
            teams=tuple(team for team in teams if team is not None),
            team_vp_scale=team_vp_scale,
        )
        self.check_teams(tournament, [match for match in matches if match is not None])
        if self.problems:
            raise InterchangeError(self.problems)
        tournament = self.semi_clean_as_dirty(tournament)
        # The shape is right, every entry was read at its index: the rules' paths are the file's.
        problems = tournament_problems(tournament)
        if problems:
            raise InterchangeError(problems)
        return tournament

    def semi_clean_as_dirty(self, tournament: Tournament) -> Tournament:
        """Semi-clean burracos under rules without them are counted as dirty, as Italian sources count them
        (domain.profiles.semi_clean_as_dirty; docs/rules.md), each line so counted a note at its path."""
        scoring = tournament.settings.scoring
        if scoring.semi_clean is not None:
            return tournament
        rounds = []
        for round_index, round_ in enumerate(tournament.rounds):
            tables = []
            for table_index, table in enumerate(round_.tables):
                deals, notes = semi_clean_as_dirty(table.deals, scoring)
                self.notes += [note.under("rounds", round_index, "tables", table_index) for note in notes]
                tables.append(replace(table, deals=deals) if notes else table)
            rounds.append(replace(round_, tables=tuple(tables)))
        return replace(tournament, rounds=tuple(rounds))

    def check_format(self, data: dict[Any, Any]) -> None:
        file_format = data.get("format")
        if file_format != FORMAT:
            if "format" not in data:
                self.fail(("format",), "file.format_missing", expected=FORMAT)
            else:
                self.fail(("format",), "file.format_wrong", expected=FORMAT, value=_show(file_format))
            return
        version = data.get("version")
        if "version" not in data:
            self.fail(("version",), "file.key_missing")
        elif type(version) is int and version > VERSION:
            self.fail(("version",), "file.version_newer", version=version, supported=VERSION)
        elif type(version) is not int or version != VERSION:
            self.fail(("version",), "file.version_wrong", supported=VERSION, value=_show(version))

    # ------------------------------------------------------------------ generic JSON checks

    def json_object(
        self, value: object, path: Path_, *, required: tuple[str, ...] = (), optional: tuple[str, ...] = ()
    ) -> dict[str, object] | None:
        """`value` as a JSON object, after reporting its unknown and missing keys."""
        if not isinstance(value, dict):
            self.fail(path, "file.object_expected", value=_show(value))
            return None
        known = set(required) | set(optional)
        for key in value:
            if key not in known:
                self.fail((*path, str(key)), "file.key_unknown")
        for key in required:
            if key not in value:
                self.fail((*path, key), "file.key_missing")
        return value

    def required(self, obj: dict[str, object], key: str, path: Path_, convert: Converter[T]) -> T | None:
        """The value of a required key (missing keys were reported by `json_object`)."""
        if key not in obj:
            return None
        return convert(obj[key], (*path, key))

    def optional(self, obj: dict[str, object], key: str, path: Path_, convert: Converter[T], default: T) -> T:
        """The value of a key with a default; a wrong value is reported and the default stands in."""
        if key not in obj:
            return default
        value = convert(obj[key], (*path, key))
        return default if value is None else value

    def nullable(self, obj: dict[str, object], key: str, path: Path_, convert: Converter[T]) -> T | None:
        """The value of a key that may be absent or null (both mean None)."""
        value = obj.get(key)
        if value is None:
            return None
        return convert(value, (*path, key))

    def read_list(
        self, obj: dict[str, object] | None, key: str, path: Path_, item: Callable[[object, Path_], T | None]
    ) -> list[T | None]:
        """Each entry of an optional list, read by `item` (None entries had problems)."""
        if obj is None or key not in obj:
            return []
        value = obj[key]
        list_path = (*path, key)
        if not isinstance(value, list):
            self.fail(list_path, "file.list_expected", value=_show(value))
            return []
        return [item(entry, (*list_path, index)) for index, entry in enumerate(value)]

    def integer(self, value: object, path: Path_) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(path, "file.integer_expected", value=_show(value))
            return None
        return value

    def boolean(self, value: object, path: Path_) -> bool | None:
        if not isinstance(value, bool):
            self.fail(path, "file.boolean_expected", value=_show(value))
            return None
        return value

    def text(self, value: object, path: Path_) -> str | None:
        if not isinstance(value, str):
            self.fail(path, "file.text_expected", value=_show(value))
            return None
        return value

    def decimal(self, value: object, path: Path_) -> Decimal | None:
        if isinstance(value, bool) or not isinstance(value, int | float | Decimal):
            self.fail(path, "file.number_expected", value=_show(value))
            return None
        # repr of a float is its shortest round-tripping text, so 14.55 becomes exactly Decimal("14.55").
        number = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
        if not number.is_finite():
            self.fail(path, "file.number_expected", value=_show(value))
            return None
        return number

    def choice(self, kind: type[E]) -> Converter[E]:
        def convert(value: object, path: Path_) -> E | None:
            allowed = [member.value for member in kind]
            if isinstance(value, str) and value in allowed:
                return kind(value)
            self.fail(path, "file.choice_unknown", value=_show(value), allowed=", ".join(allowed))
            return None

        return convert

    def iso_date(self, value: object, path: Path_) -> date | None:
        text = self.text(value, path)
        if text is None:
            return None
        try:
            if not _ISO_DATE.fullmatch(text):
                raise ValueError
            return date.fromisoformat(text)
        except ValueError:
            self.fail(path, "file.date_format", value=_show(value))
            return None

    # ------------------------------------------------------------------ settings

    def read_settings(self, value: object, path: Path_) -> TournamentSettings | None:
        obj = self.json_object(
            value,
            path,
            required=("name", "vp_scale"),
            optional=(
                "date",
                "venue",
                "deals_per_round",
                "minutes_per_deal",
                "scoring",
                "bye",
                "tie_breaks",
                "plan",
                "print_language",
                "club_name",
                "club_logo",
                "profile",
                "event_level",
            ),
        )
        if obj is None:
            return None
        name = self.required(obj, "name", path, self.text)
        tournament_date = self.nullable(obj, "date", path, self.iso_date)
        venue = self.nullable(obj, "venue", path, self.text)
        deals_per_round = self.optional(
            obj, "deals_per_round", path, self.integer, _default(TournamentSettings, "deals_per_round")
        )
        minutes_per_deal = self.optional(
            obj, "minutes_per_deal", path, self.integer, _default(TournamentSettings, "minutes_per_deal")
        )
        scoring = self.optional(obj, "scoring", path, self.read_scoring, ScoringRules())
        scale = self.required(obj, "vp_scale", path, self.read_scale)
        bye = self.optional(obj, "bye", path, self.read_bye, ByeScore())
        tie_breaks = self.optional(
            obj, "tie_breaks", path, self.read_tie_breaks, _default(TournamentSettings, "tie_breaks")
        )
        no_plan: tuple[Phase, ...] = ()
        plan = self.optional(obj, "plan", path, self.read_plan, no_plan)
        print_language = self.optional(obj, "print_language", path, self.read_language, "en")
        club_name = self.optional(obj, "club_name", path, self.text, "")
        club_logo = self.nullable(obj, "club_logo", path, self.read_logo)
        # The rule profile's rules beside its values (in "scoring" and "bye"); a file without it reads as
        # before: Classic, or a custom profile with the file's values.
        profile = self.optional(obj, "profile", path, self.read_profile, None)
        event_level = self.optional(obj, "event_level", path, self.choice(EventLevel), EventLevel.CLUB)
        if name is None or scale is None:
            return None
        if profile is not None:
            scoring = replace(scoring, closing_requires=profile.closing_requires)
            profile = normalised(replace(profile, scoring=scoring, bye=bye))
        return TournamentSettings(
            name=name,
            vp_scale=scale,
            date=tournament_date,
            venue=venue,
            deals_per_round=deals_per_round,
            minutes_per_deal=minutes_per_deal,
            scoring=scoring,
            bye=bye,
            tie_breaks=tie_breaks,
            plan=plan,
            print_language=print_language,
            club_name=club_name,
            club_logo=club_logo,
            profile=profile,
            event_level=event_level,
        )

    def read_profile(self, value: object, path: Path_) -> RuleProfile | None:
        """The profile's key, name and rules; its values are the file's "scoring" and "bye" (put in by
        read_settings)."""
        obj = self.json_object(
            value,
            path,
            required=("key",),
            optional=("name", "closing_requires", "timeout_text", "danish_last_round_rematch"),
        )
        if obj is None:
            return None
        key = obj.get("key")
        if key is None:
            return None  # reported missing
        if not isinstance(key, str) or key not in PROFILE_KEYS:
            self.fail(
                (*path, "key"), "file.choice_unknown", value=_show(key), allowed=", ".join(PROFILE_KEYS)
            )
            return None
        base = BUNDLED_PROFILES.get(key, BUNDLED_PROFILES[CLASSIC])
        name = self.optional(obj, "name", path, self.text, base.name if key != CUSTOM else "")
        closing = self.optional(
            obj, "closing_requires", path, self.choice(ClosingRule), base.closing_requires
        )
        timeout_text = self.optional(obj, "timeout_text", path, self.text, base.timeout_text)
        danish = self.optional(
            obj, "danish_last_round_rematch", path, self.boolean, base.danish_last_round_rematch_allowed
        )
        return RuleProfile(
            key,
            name.strip(),
            replace(base.scoring, closing_requires=closing),
            base.bye,
            timeout_text.strip(),
            danish,
        )

    def read_language(self, value: object, path: Path_) -> str | None:
        if isinstance(value, str) and value in PRINT_LANGUAGES:
            return value
        self.fail(path, "file.choice_unknown", value=_show(value), allowed=", ".join(PRINT_LANGUAGES))
        return None

    def read_logo(self, value: object, path: Path_) -> bytes | None:
        """The club's logo: an image written as base64 (that it is a PNG or JPEG is a rule)."""
        text = self.text(value, path)
        if text is None:
            return None
        try:
            return base64.b64decode(text, validate=True)
        except (binascii.Error, ValueError):
            self.fail(path, "file.logo_not_base64")
            return None

    def read_scoring(self, value: object, path: Path_) -> ScoringRules | None:
        obj = self.json_object(
            value, path, optional=("clean", "dirty", "semi_clean", "closing", "pozzetto_missing")
        )
        if obj is None:
            return None
        return ScoringRules(
            clean=self.optional(obj, "clean", path, self.integer, _default(ScoringRules, "clean")),
            dirty=self.optional(obj, "dirty", path, self.integer, _default(ScoringRules, "dirty")),
            semi_clean=self.nullable(obj, "semi_clean", path, self.integer),
            closing=self.optional(obj, "closing", path, self.integer, _default(ScoringRules, "closing")),
            pozzetto_missing=self.optional(
                obj, "pozzetto_missing", path, self.integer, _default(ScoringRules, "pozzetto_missing")
            ),
        )

    def read_scale(self, value: object, path: Path_) -> VPScale | None:
        try:
            return scale_from_json(value)
        except ScaleError as error:
            for problem in error.problems:
                if isinstance(problem, Problem):
                    self.problems.append(problem.under(*path))
                else:  # a scale's problem still in words (domain.vp, until it gives Problems)
                    self.fail(path, "file.scale", detail=_printable(str(problem)))
            return None

    def read_bye(self, value: object, path: Path_) -> ByeScore | None:
        obj = self.json_object(value, path, optional=("vp", "mp"))
        if obj is None:
            return None
        return ByeScore(
            vp=self.optional(obj, "vp", path, self.decimal, _default(ByeScore, "vp")),
            mp=self.nullable(obj, "mp", path, self.integer),
        )

    def read_tie_breaks(self, value: object, path: Path_) -> tuple[TieBreak, ...] | None:
        if not isinstance(value, list):
            self.fail(path, "file.list_expected", value=_show(value))
            return None
        convert = self.choice(TieBreak)
        chain = [convert(entry, (*path, index)) for index, entry in enumerate(value)]
        return None if None in chain else tuple(tie_break for tie_break in chain if tie_break is not None)

    def read_plan(self, value: object, path: Path_) -> tuple[Phase, ...] | None:
        if not isinstance(value, list):
            self.fail(path, "file.list_expected", value=_show(value))
            return None
        phases = [self.read_phase(entry, (*path, index)) for index, entry in enumerate(value)]
        return None if None in phases else tuple(phase for phase in phases if phase is not None)

    def read_phase(self, value: object, path: Path_) -> Phase | None:
        obj = self.json_object(value, path, required=("movement", "rounds"), optional=("shift", "groups"))
        if obj is None:
            return None
        movement = self.required(obj, "movement", path, self.choice(Movement))
        rounds = self.required(obj, "rounds", path, self.integer)
        shift = self.optional(obj, "shift", path, self.integer, _default(Phase, "shift"))
        groups = self.nullable(obj, "groups", path, self.read_groups_rule)
        if movement is None or rounds is None:
            return None
        return Phase(movement=movement, rounds=rounds, shift=shift, groups=groups)

    # ------------------------------------------------------------------ groups

    def read_groups_rule(self, value: object, path: Path_) -> GroupsRule | None:
        """{"sizes": [7, 9, 9]}, {"count": 3} or {"proportions": [30, 30, 40]}: exactly one of them."""
        methods = tuple(method.value for method in GroupsMethod)
        obj = self.json_object(value, path, optional=methods)
        if obj is None:
            return None
        given = [key for key in methods if key in obj]
        if len(given) != 1:
            self.fail(path, "file.groups_rule_shape", allowed=", ".join(methods))
            return None
        method = GroupsMethod(given[0])
        key_path = (*path, method.value)
        if method is GroupsMethod.COUNT:
            count = self.integer(obj[method.value], key_path)
            return None if count is None else GroupsRule.count(count)
        raw = obj[method.value]
        if not isinstance(raw, list):
            self.fail(key_path, "file.list_expected", value=_show(raw))
            return None
        values = [self.integer(entry, (*key_path, index)) for index, entry in enumerate(raw)]
        if None in values:
            return None
        return GroupsRule(method, tuple(v for v in values if v is not None))

    def read_formation(self, value: object, path: Path_) -> GroupsFormation | None:
        obj = self.json_object(
            value, path, required=("after_round", "rule", "groups"), optional=("formed_at", "previous")
        )
        if obj is None:
            return None
        after_round = self.required(obj, "after_round", path, self.integer)
        rule = self.required(obj, "rule", path, self.read_groups_rule)
        groups = self.read_list(obj, "groups", path, self.read_group)
        formed_at = self.nullable(obj, "formed_at", path, self.moment)
        previous = self.read_list(obj, "previous", path, self.read_previous_group)
        if after_round is None or rule is None or None in groups or None in previous:
            return None
        return GroupsFormation(
            after_round=after_round,
            rule=rule,
            groups=tuple(group for group in groups if group is not None),
            formed_at=formed_at,
            previous=tuple(entry for entry in previous if entry is not None),
        )

    def read_group(self, value: object, path: Path_) -> Group | None:
        obj = self.json_object(value, path, required=("name", "pairs"))
        if obj is None:
            return None
        name = self.required(obj, "name", path, self.text)
        pairs = self.read_list(obj, "pairs", path, self.integer)
        if name is None or None in pairs:
            return None
        return Group(name, tuple(pair for pair in pairs if pair is not None))

    def read_kind(self, value: object, path: Path_) -> str | None:
        if value not in KINDS:
            self.fail(path, "file.team_kind", value=_show(value))
            return None
        return str(value)

    def read_team(self, value: object, path: Path_) -> Team | None:
        obj = self.json_object(
            value, path, required=("number", "name", "pairs"), optional=("captain", "group")
        )
        if obj is None:
            return None
        number = self.required(obj, "number", path, self.integer)
        name = self.required(obj, "name", path, self.text)
        captain = self.optional(obj, "captain", path, self.text, "")
        group = self.nullable(obj, "group", path, self.text)
        pairs = self.read_list(obj, "pairs", path, self.integer)
        if number is None or name is None or None in pairs:
            return None
        return Team(number, name, captain or "", tuple(p for p in pairs if p is not None), group)

    def read_match(self, value: object, path: Path_) -> Match | None:
        obj = self.json_object(
            value, path, required=("round", "team_a", "team_b", "tables"), optional=("lineup_a", "lineup_b")
        )
        if obj is None:
            return None
        round_ = self.required(obj, "round", path, self.integer)
        team_a = self.required(obj, "team_a", path, self.integer)
        team_b = self.required(obj, "team_b", path, self.integer)
        tables = self.read_list(obj, "tables", path, self.integer)
        if round_ is None or team_a is None or team_b is None or None in tables:
            return None
        for key, team in (("lineup_a", team_a), ("lineup_b", team_b)):
            lineup = self.read_list(obj, key, (*path, key), self.integer)
            if key in obj and None not in lineup:
                self.lineups.append((round_, team, tuple(p for p in lineup if p is not None), (*path, key)))
        return Match(round_, team_a, team_b, tuple(t for t in tables if t is not None))

    def check_teams(self, tournament: Tournament, matches: list[Match]) -> None:
        """The teams' rules (domain.rules.team_problems); the file's `matches` (written for other programs
        to read) must be those its tables make."""
        self.problems += team_problems(tournament.teams, {pair.number for pair in tournament.pairs})
        if self.problems or not matches:
            return
        made = [m for r in tournament.rounds for m in round_matches(r, tournament.teams)[0]]
        if sorted(matches, key=_match_key) != sorted(made, key=_match_key):
            self.fail(("matches",), "file.team_matches_differ")
            return
        teams = {team.number: team for team in tournament.teams}
        rounds = {r.number: r for r in tournament.rounds}
        for round_number, team, lineup, path in self.lineups:
            match = next(m for m in made if m.round == round_number and team in (m.team_a, m.team_b))
            seated = seated_lineup(match, rounds[round_number], teams[team])
            if lineup != seated:
                self.fail(path, "file.team_lineup_differs", team=team, round=round_number,
                          seated=", ".join(str(p) for p in seated))  # fmt: skip

    def read_previous_group(self, value: object, path: Path_) -> tuple[int, str | None] | None:
        obj = self.json_object(value, path, required=("pair",), optional=("group",))
        if obj is None:
            return None
        pair = self.required(obj, "pair", path, self.integer)
        group = self.nullable(obj, "group", path, self.text)
        return None if pair is None else (pair, group)

    def moment(self, value: object, path: Path_) -> datetime | None:
        """A moment with its time zone, ISO 8601 ("2026-12-01T14:20:00+00:00")."""
        text = self.text(value, path)
        if text is None:
            return None
        try:
            moment = datetime.fromisoformat(text)
        except ValueError:
            moment = None
        if moment is None or moment.tzinfo is None:
            self.fail(path, "file.moment_format", value=_show(value))
            return None
        return moment

    # ------------------------------------------------------------------ pairs

    def read_pair(self, value: object, path: Path_) -> Pair | None:
        obj = self.json_object(
            value,
            path,
            required=("number", "players"),
            optional=("status", "group", "entry_round", "withdrawn_after_round"),
        )
        if obj is None:
            return None
        number = self.required(obj, "number", path, self.integer)
        status = self.optional(obj, "status", path, self.choice(PairStatus), PairStatus.ACTIVE)
        group = self.nullable(obj, "group", path, self.text)
        players = self.required(obj, "players", path, self.read_players)
        entry_round = self.optional(obj, "entry_round", path, self.integer, _default(Pair, "entry_round"))
        withdrawn_after = self.nullable(obj, "withdrawn_after_round", path, self.integer)
        if number is None or players is None:
            return None
        return Pair(
            number=number,
            players=players,
            group=group,
            status=status,
            entry_round=entry_round,
            withdrawn_after_round=withdrawn_after,
        )

    def read_players(self, value: object, path: Path_) -> tuple[Player, Player] | None:
        if not isinstance(value, list) or len(value) != 2:
            self.fail(path, "file.players_shape", value=_show(value))
            return None
        first = self.read_player(value[0], (*path, 0))
        second = self.read_player(value[1], (*path, 1))
        if first is None or second is None:
            return None
        return first, second

    def read_player(self, value: object, path: Path_) -> Player | None:
        obj = self.json_object(value, path, required=("name",), optional=("club", "member_id", *_PLACES))
        if obj is None:
            return None
        name = self.required(obj, "name", path, self.text)
        club = self.nullable(obj, "club", path, self.text)
        member_id = self.nullable(obj, "member_id", path, self.text)
        region, province, category, guarantor = (self.nullable(obj, key, path, self.text) for key in _PLACES)
        if name is None:
            return None
        return Player(
            name=name,
            club=club,
            member_id=member_id,
            region=region,
            province=province,
            category=category,
            guarantor=guarantor,
        )

    # ------------------------------------------------------------------ rounds

    def read_round(self, value: object, path: Path_) -> Round | None:
        obj = self.json_object(value, path, required=("number", "movement"), optional=("byes", "tables"))
        if obj is None:
            return None
        number = self.required(obj, "number", path, self.integer)
        movement = self.required(obj, "movement", path, self.choice(Movement))
        byes = self.read_list(obj, "byes", path, self.integer)
        tables = self.read_list(obj, "tables", path, self.read_table)
        if number is None or movement is None or None in byes or None in tables:
            return None
        return Round(
            number=number,
            movement=movement,
            tables=tuple(table for table in tables if table is not None),
            byes=tuple(bye for bye in byes if bye is not None),
        )

    def read_table(self, value: object, path: Path_) -> Table | None:
        obj = self.json_object(
            value, path, required=("table", "ns", "ew"), optional=("vp_override", "deals", "totals")
        )
        if obj is None:
            return None
        table = self.required(obj, "table", path, self.integer)
        ns = self.required(obj, "ns", path, self.integer)
        ew = self.required(obj, "ew", path, self.integer)
        override = self.nullable(obj, "vp_override", path, self.read_override)
        deals = self.read_list(obj, "deals", path, self.read_deal)
        totals = self.nullable(obj, "totals", path, self.read_totals)
        if (
            table is None
            or ns is None
            or ew is None
            or None in deals
            or (obj.get("totals") is not None and totals is None)
        ):
            return None
        return Table(
            table=table,
            ns=ns,
            ew=ew,
            deals=tuple(deal for deal in deals if deal is not None),
            vp_override=override,
            totals=totals,
        )

    def read_totals(self, value: object, path: Path_) -> tuple[int, int] | None:
        """A table entered by its totals only: [NS MP, EW MP]."""
        if not isinstance(value, list) or len(value) != 2:
            self.fail(path, "file.totals_shape", value=_show(value))
            return None
        ns_mp = self.integer(value[0], (*path, 0))
        ew_mp = self.integer(value[1], (*path, 1))
        if ns_mp is None or ew_mp is None:
            return None
        return ns_mp, ew_mp

    def read_override(self, value: object, path: Path_) -> tuple[Decimal, Decimal] | None:
        if not isinstance(value, list) or len(value) != 2:
            self.fail(path, "file.override_shape", value=_show(value))
            return None
        ns_vp = self.decimal(value[0], (*path, 0))
        ew_vp = self.decimal(value[1], (*path, 1))
        if ns_vp is None or ew_vp is None:
            return None
        return ns_vp, ew_vp

    def read_deal(self, value: object, path: Path_) -> Deal | None:
        if isinstance(value, dict) and value.get("end") == DealEnd.TOTALS.value:
            return self.read_totals_deal(value, path)
        obj = self.json_object(value, path, required=("end", "ns", "ew"))
        if obj is None:
            return None
        end = self.required(obj, "end", path, self.choice(DealEnd))
        ns = self.required(obj, "ns", path, self.read_line)
        ew = self.required(obj, "ew", path, self.read_line)
        if end is None or ns is None or ew is None:
            return None
        return Deal(end=end, ns=ns, ew=ew)

    def read_totals_deal(self, obj: dict[str, object], path: Path_) -> Deal | None:
        """A deal entered by its totals only: `{"end": "totals", "ns_total": 540, "ew_total": 120}`."""
        self.json_object(obj, path, required=("end", "ns_total", "ew_total"))
        ns_total = self.required(obj, "ns_total", path, self.integer)
        ew_total = self.required(obj, "ew_total", path, self.integer)
        if ns_total is None or ew_total is None:
            return None
        return Deal.of_totals(ns_total, ew_total)

    def read_line(self, value: object, path: Path_) -> DealLine | None:
        obj = self.json_object(value, path, optional=_LINE_KEYS)
        if obj is None:
            return None
        # Only types here: the rules of a deal (signs, multiples of 5, ...) are check_deal's, so that the
        # file and the score sheet give the same messages.
        problems_before = len(self.problems)
        line = DealLine(
            clean=self.optional(obj, "clean", path, self.integer, _default(DealLine, "clean")),
            dirty=self.optional(obj, "dirty", path, self.integer, _default(DealLine, "dirty")),
            semi_clean=self.optional(obj, "semi_clean", path, self.integer, _default(DealLine, "semi_clean")),
            closed=self.optional(obj, "closed", path, self.boolean, _default(DealLine, "closed")),
            cards=self.optional(obj, "cards", path, self.integer, _default(DealLine, "cards")),
            pozzetto=self.optional(obj, "pozzetto", path, self.boolean, _default(DealLine, "pozzetto")),
            penalty=self.optional(obj, "penalty", path, self.integer, _default(DealLine, "penalty")),
            penalty_reason=self.optional(
                obj, "penalty_reason", path, self.text, _default(DealLine, "penalty_reason")
            ),
            melded=self.nullable(obj, "melded", path, self.integer),
            in_hand=self.nullable(obj, "in_hand", path, self.integer),
        )
        return line if len(self.problems) == problems_before else None

    # ------------------------------------------------------------------ adjustments and lots

    def read_adjustment(self, value: object, path: Path_) -> Adjustment | None:
        obj = self.json_object(value, path, required=("pair", "after_round"), optional=("vp", "mp", "reason"))
        if obj is None:
            return None
        pair = self.required(obj, "pair", path, self.integer)
        after_round = self.required(obj, "after_round", path, self.integer)
        vp = self.optional(obj, "vp", path, self.decimal, _default(Adjustment, "vp"))
        mp = self.optional(obj, "mp", path, self.integer, _default(Adjustment, "mp"))
        reason = self.optional(obj, "reason", path, self.text, _default(Adjustment, "reason"))
        if pair is None or after_round is None:
            return None
        return Adjustment(pair=pair, after_round=after_round, vp=vp, mp=mp, reason=reason)

    def read_prize_plan(self, value: object, path: Path_) -> PrizePlan | None:
        """The tournament's prize plan, checked as a plan file is; its problems placed inside `prize_plan`."""
        try:
            return plan_from_json(value)
        except PrizePlanError as error:
            self.problems.extend(problem.under("prize_plan") for problem in error.problems)
            return None

    def read_lots(self, value: object, path: Path_) -> dict[int, int] | None:
        if not isinstance(value, dict):
            self.fail(path, "file.object_expected", value=_show(value))
            return None
        lots: dict[int, int] = {}
        for key, draw_value in value.items():
            entry_path = (*path, key)
            number = int(key) if isinstance(key, str) and _PAIR_KEY.fullmatch(key) else None
            if number is None:
                self.fail(entry_path, "file.lots_key")
            draw = self.integer(draw_value, entry_path)
            if draw is not None and number is not None:
                lots[number] = draw
        return lots


# Public for io.sheets_file: a round's sheets have the same shapes, read with the same checks and codes.
FileReader = _Reader


# --------------------------------------------------------------------------------------------- writing


def _plain(number: Decimal) -> int | float:
    """A Decimal as a JSON number: whole values as integers, others as the float of the same text."""
    if number == number.to_integral_value():
        return int(number)
    return float(number)


def _jsonable(value: object) -> Any:
    """Decimals (as a scale's to_json may hold) turned into JSON numbers, recursively."""
    if isinstance(value, Decimal):
        return _plain(value)
    if isinstance(value, dict):
        return {key: _jsonable(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(item) for item in value]
    return value


def _print_settings_to_json(settings: TournamentSettings) -> dict[str, Any]:
    """The extension keys of the printouts, each only when it differs from its default."""
    keys: dict[str, Any] = {}
    if settings.print_language != "en":
        keys["print_language"] = settings.print_language
    if settings.club_name:
        keys["club_name"] = settings.club_name
    if settings.club_logo is not None:
        keys["club_logo"] = base64.b64encode(settings.club_logo).decode("ascii")
    if settings.event_level is not EventLevel.CLUB:
        keys["event_level"] = settings.event_level.value
    return keys


def _profile_to_json(profile: RuleProfile) -> dict[str, Any]:
    """The rule profile's key, name and rules (its values are written in "scoring" and "bye")."""
    return {
        "key": profile.key,
        "name": profile.name,
        "closing_requires": profile.closing_requires.value,
        "timeout_text": profile.timeout_text,
        "danish_last_round_rematch": profile.danish_last_round_rematch_allowed,
    }


def tournament_to_json(tournament: Tournament) -> dict[str, Any]:
    """The tournament file (INTERFACES.md §2) for `tournament`, as plain JSON values."""
    settings = tournament.settings
    scoring = settings.scoring
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "tournament": {
            "name": settings.name,
            "date": settings.date.isoformat() if settings.date is not None else None,
            "venue": settings.venue,
            "deals_per_round": settings.deals_per_round,
            "minutes_per_deal": settings.minutes_per_deal,
            "scoring": {
                "clean": scoring.clean,
                "dirty": scoring.dirty,
                "semi_clean": scoring.semi_clean,
                "closing": scoring.closing,
                "pozzetto_missing": scoring.pozzetto_missing,
            },
            "vp_scale": _jsonable(settings.vp_scale.to_json()),
            "bye": {"vp": _plain(settings.bye.vp), "mp": settings.bye.mp},
            "profile": _profile_to_json(settings.profile),
            "tie_breaks": [tie_break.value for tie_break in settings.tie_breaks],
            "plan": [_phase_to_json(phase) for phase in settings.plan],
            **_print_settings_to_json(settings),
        },
        "pairs": [_pair_to_json(pair) for pair in tournament.pairs],
        "rounds": [_round_to_json(round_) for round_ in tournament.rounds],
        "adjustments": [
            {
                "pair": adjustment.pair,
                "after_round": adjustment.after_round,
                "vp": _plain(adjustment.vp),
                "mp": adjustment.mp,
                "reason": adjustment.reason,
            }
            for adjustment in tournament.adjustments
        ],
    }
    # Always written (even empty): a file read twice must rank an exact tie the same (issue 14).
    data["lots"] = {str(number): draw for number, draw in sorted(tournament.lots.items())}
    if tournament.prize_plan is not None:
        data["prize_plan"] = tournament.prize_plan.to_json()
    if tournament.groups is not None:
        data["groups"] = formation_to_json(tournament.groups)
    if tournament.kind != PAIRS_KIND:
        data["kind"] = tournament.kind
        data["teams"] = [_team_to_json(team) for team in tournament.teams]
        if tournament.team_vp_scale is not None:
            data["team_vp_scale"] = _jsonable(tournament.team_vp_scale.to_json())
        # Derived from the tables (the reader checks they agree); written for whoever reads the file.
        teams = {team.number: team for team in tournament.teams}
        data["matches"] = [
            {
                "round": m.round,
                "team_a": m.team_a,
                "team_b": m.team_b,
                "tables": list(m.tables),
                "lineup_a": list(seated_lineup(m, r, teams[m.team_a])),
                "lineup_b": list(seated_lineup(m, r, teams[m.team_b])),
            }
            for r in tournament.rounds
            for m in round_matches(r, tournament.teams)[0]
        ]
    return data


def _team_to_json(team: Team) -> dict[str, Any]:
    data: dict[str, Any] = {"number": team.number, "name": team.name, "captain": team.captain}
    data["pairs"] = list(team.pairs)
    if team.group is not None:
        data["group"] = team.group
    return data


def _match_key(match: Match) -> tuple[int, tuple[int, ...]]:
    return match.round, match.tables


def _phase_to_json(phase: Phase) -> dict[str, Any]:
    data: dict[str, Any] = {"movement": phase.movement.value, "rounds": phase.rounds}
    # Only Mitchell moves pairs by a shift; other movements show it only when someone set it.
    if phase.movement is Movement.MITCHELL or phase.shift != _default(Phase, "shift"):
        data["shift"] = phase.shift
    if phase.groups is not None:
        data["groups"] = phase.groups.to_json()
    return data


def _pair_to_json(pair: Pair) -> dict[str, Any]:
    data: dict[str, Any] = {
        "number": pair.number,
        "status": pair.status.value,
        "group": pair.group,
        "players": [_player_to_json(player) for player in pair.players],
    }
    if pair.entry_round != _default(Pair, "entry_round"):
        data["entry_round"] = pair.entry_round
    if pair.withdrawn_after_round is not None:
        data["withdrawn_after_round"] = pair.withdrawn_after_round
    return data


def _player_to_json(player: Player) -> dict[str, Any]:
    data: dict[str, Any] = {"name": player.name, "club": player.club, "member_id": player.member_id}
    # Extension keys: written only when set, so files of players without them read as before.
    data.update({key: getattr(player, key) for key in _PLACES if getattr(player, key) is not None})
    return data


def _round_to_json(round_: Round) -> dict[str, Any]:
    return {
        "number": round_.number,
        "movement": round_.movement.value,
        "byes": list(round_.byes),
        "tables": [_table_to_json(table) for table in round_.tables],
    }


def _table_to_json(table: Table) -> dict[str, Any]:
    data: dict[str, Any] = {
        "table": table.table,
        "ns": table.ns,
        "ew": table.ew,
        "vp_override": None
        if table.vp_override is None
        else [_plain(table.vp_override[0]), _plain(table.vp_override[1])],
    }
    if table.totals is not None:
        # A sheet entered as the table's totals only: "totals" instead of "deals".
        data["totals"] = list(table.totals)
    else:
        data["deals"] = [_deal_to_json(deal) for deal in table.deals]
    return data


def _deal_to_json(deal: Deal) -> dict[str, Any]:
    if deal.totals is not None:
        return {"end": deal.end.value, "ns_total": deal.totals[0], "ew_total": deal.totals[1]}
    return {"end": deal.end.value, "ns": _line_to_json(deal.ns), "ew": _line_to_json(deal.ew)}


file_deal_json = _deal_to_json  # a deal as the file writes it (io.sheets_file too)


def _line_to_json(line: DealLine) -> dict[str, Any]:
    data: dict[str, Any] = {
        "clean": line.clean,
        "dirty": line.dirty,
        "semi_clean": line.semi_clean,
        "closed": line.closed,
        "cards": line.cards,
        "pozzetto": line.pozzetto,
        "penalty": line.penalty,
    }
    if line.penalty_reason:
        data["penalty_reason"] = line.penalty_reason
    if line.melded is not None:
        data["melded"] = line.melded
    if line.in_hand is not None:
        data["in_hand"] = line.in_hand
    return data


def tournament_to_text(tournament: Tournament) -> str:
    """The tournament file's text exactly as `save_tournament_file` writes it."""
    return json.dumps(tournament_to_json(tournament), ensure_ascii=False, indent=2) + "\n"


def save_tournament_file(tournament: Tournament, path: str | os.PathLike[str]) -> None:
    """Write the tournament file to `path`, replacing it only once the new text is wholly on disk.

    Raises ExportError (one line naming `path`, never the temporary file) when it cannot be written, or when
    `path` is a database (io.output.refuse_database_target)."""
    data = tournament_to_text(tournament).encode("utf-8")

    def produce(stream: BinaryIO) -> None:
        stream.write(data)

    write_atomically(os.fspath(path), produce)
