"""The JSON tournament file (INTERFACES.md §2): read it with full validation, write it losslessly.

Reading
-------
`read_tournament(data)` takes the parsed JSON (as `json.load` gives it) and either returns a
`Tournament` or raises `InterchangeError` listing *every* problem found, each with the JSON path of the
value at fault, e.g. `rounds[2].tables[4].deals[1].ns.cards: NS card points 233 are not a multiple of 5`.
Paths use 0-based list indices, as in JSONPath (`rounds[0]` is the first entry of `rounds`, whatever its
number).
Nothing is returned at all when any problem is found.

- A file whose `format` is not `"burraco-tourney"`, or whose `version` is not 1, is refused with that one
  problem only (a newer version says the file comes from a newer program); nothing else is checked,
  since the rest would be noise.
- Unknown keys are refused at every level.
- A key may be left out exactly when the domain object has a default for it (e.g. `minutes_per_deal`,
  `scoring`, a player's `club`, a pair's `status`, a round's `byes`, a deal line's `penalty`, the top-level
  `adjustments`); keys without a default are required: `format`, `version`, `tournament`,
  `tournament.name`, `tournament.vp_scale`, a phase's `movement` and `rounds`, a pair's `number` and
  `players`, a player's `name`, a round's `number` and `movement`, a table's `table`, `ns` and `ew`, a
  deal's `end`, `ns` and `ew`, an adjustment's `pair` and `after_round`.
- Whole numbers must be JSON integers (`3`, not `3.0` or `true`); VP values may be integers or decimals
  and become `Decimal` (a float is read through its shortest text, so `14.55` is exactly 14.55).
- Deal rules are those of `scoring.check_deal`: blocking violations are problems, warnings are not (the
  director accepted them when the sheet was saved).
- `vp_override` is decided as: two VP values, each between 0 and the scale's total. They need not add up
  to the total, because an artificial result may favour both lines or neither (INTERFACES.md §3 leaves
  such tables out of the VP total check for that reason).
- An adjustment's `after_round` must name a round present in the file.
- "There is no pair N" is said only when every pair's number could be read and none is used twice;
  otherwise the reference may well mean the broken pair, and the pairs' own problems say what to fix.
  Likewise a misnumbered round is not checked against pairs' entry and withdrawal rounds.

Writing
-------
`tournament_to_json` always writes every key of §2 (so a file is self-explanatory; a phase's `shift` is
written for Mitchell, and for other movements only when not 1, as in the §2 example) and the extension
keys below only when they differ from their default; `read_tournament(tournament_to_json(t)) == t` for every
valid `t`. `save_tournament_file` writes UTF-8 with `ensure_ascii=False`, indent 2, a final newline, into a
temporary file beside the target that then replaces it, so a crash never leaves half a file.

Extension keys (optional, beyond the §2 example; to be copied into INTERFACES.md)
--------------------------------------------------------------------------------
- pair `"entry_round": 3` (default 1): a late entry that plays from round 3 on.
- pair `"withdrawn_after_round": 4` (default absent/null): the pair plays no round after round 4; only
  with `"status": "withdrawn"`, and at least `entry_round - 1`. A pair may not sit at a table or have a bye
  in a round it does not play.
- deal line `"penalty_reason": "..."` (default `""`): why the referee penalty was given.
- deal line `"melded": 260, "in_hand": 30` (default absent/null, both or neither): card points entered
  separately; then `cards` must equal `melded - in_hand`.
- tournament `"print_language": "it"` (default `"en"`): the language of the printouts, the workbook and CSV
  files (`it`, `de` or `en`).
- tournament `"club_name": "Circolo Burraco Roma"` (default `""`): printed at the top of every page (at most
  60 characters).
- tournament `"club_logo": "iVBORw0KGgo…"` (default absent/null): the club's logo beside its name, a PNG or
  JPEG image of at most 2 MB written as base64 (standard alphabet, with padding); the one text of the file
  allowed to be longer than 1,000 characters.
- top level `"lots": {"7": 1, "3": 2}` (default absent/empty): the drawn order for the `lots`
  tie-break, pair number (as a string, JSON keys being strings) → draw; draws are distinct whole numbers,
  pairs must exist. Written in pair-number order.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import os
import re
import stat
from collections.abc import Callable, Iterable, Mapping
from dataclasses import MISSING, dataclass, fields
from datetime import date
from decimal import Decimal
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any, BinaryIO, TypeVar

from burraco_tourney.domain.limits import LOGO_BYTES, LOTS_RANGE, TEXT_LIMITS
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine, ScoringRules, Severity, check_deal
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
    logo_problem,
)
from burraco_tourney.domain.vp import ScaleError, VPScale, scale_from_json
from burraco_tourney.io.output import write_atomically
from burraco_tourney.io.problem_texts import describe

FORMAT = "burraco-tourney"
VERSION = 1

# Limits of a tournament file (docs/file-format.md): what SQLite and PostgreSQL both store, and what the
# printouts can lay out. They are checked while reading, so that a file too big for either says where.
MAX_DEPTH = 20  # lists and objects inside each other; the format itself needs 7
# Every number, whole or not, lies within ±MAX_NUMBER; the lots draws are the largest (PostgreSQL: 2^31).
MAX_NUMBER = LOTS_RANGE
MAX_TEXT = 1_000  # characters of any text; most fields have tighter limits (TEXT_LIMITS)
MAX_KEY = 100  # characters of a key
# The one text longer than MAX_TEXT: the club's logo, an image as base64 (4 characters per 3 bytes).
LONG_TEXTS = {"tournament.club_logo": (LOGO_BYTES + 2) // 3 * 4}
MAX_PROBLEMS_SHOWN = 50
# A VP scale's numbers, within what the printed scale and the score sheets show.
MAX_SCALE_TOTAL = 100
MAX_SCALE_DECIMALS = 2

T = TypeVar("T")
E = TypeVar("E", bound=StrEnum)

# A converter checks one JSON value found at `path` and returns it as a Python value, or None after
# recording why it is wrong.
Converter = Callable[[object, str], T | None]


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong in a tournament file: where (`path`, empty for the file as a whole) and what."""

    path: str
    message: str

    def __str__(self) -> str:
        # Keys and values come from the file: a newline or an escape sequence in them must not reach a
        # terminal (or a message box) as such.
        text = f"{self.path}: {self.message}" if self.path else self.message
        return _printable(text)


class InterchangeError(ValueError):
    """A tournament file that cannot be read; `problems` lists every fault found, in file order.

    The message shows the first MAX_PROBLEMS_SHOWN of them and how many more there are: a broken 50 MB
    file must not make a message of megabytes."""

    def __init__(self, problems: list[Problem]) -> None:
        shown = "; ".join(str(problem) for problem in problems[:MAX_PROBLEMS_SHOWN])
        if len(problems) > MAX_PROBLEMS_SHOWN:
            shown += f"; and {len(problems) - MAX_PROBLEMS_SHOWN} more problems"
        super().__init__(shown)
        self.problems = problems


def _printable(text: str) -> str:
    """`text` with control characters (newline, ESC, ...), lone surrogates and other unprintable
    characters written as escapes such as \\n or \\x1b."""
    if text.isprintable():
        return text
    return "".join(
        char if char.isprintable() else char.encode("unicode_escape", "backslashreplace").decode("ascii")
        for char in text
    )


# --------------------------------------------------------------------------------------------- reading


def load_tournament_file(path: str | os.PathLike[str]) -> Tournament:
    """Read and validate a tournament file. Broken JSON or UTF-8 raises `InterchangeError`; a file that
    cannot be opened raises `OSError` as usual. Only a regular file is read: a FIFO or a device such as
    /dev/zero would never end."""
    source = Path(path)
    if not stat.S_ISREG(source.stat().st_mode):
        raise InterchangeError([Problem("", "not a regular file: choose the tournament file (.json)")])
    # O_NONBLOCK: should it have become a FIFO meanwhile, opening does not wait for a writer.
    descriptor = os.open(source, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(descriptor, "rb") as file:
        if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
            raise InterchangeError([Problem("", "not a regular file: choose the tournament file (.json)")])
        raw = file.read()
    try:
        # utf-8-sig: editors on Windows like to put a byte-order mark in front.
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InterchangeError(
            [Problem("", f"the file is not UTF-8 text (byte {error.start} cannot be read)")]
        ) from None
    return read_tournament(parse_tournament_text(text))


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
        raise InterchangeError(
            [
                Problem(
                    "",
                    f"the file is not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}",
                )
            ]
        ) from None
    except _JSONRefused as error:
        raise InterchangeError([Problem("", str(error))]) from None
    except RecursionError:
        raise InterchangeError([Problem("", _too_deep_where(text))]) from None
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


def _too_deep_where(text: str) -> str:
    """Where the JSON nests deeper than MAX_DEPTH (only called when it is far deeper)."""
    depth = 0
    for token in _JSON_TOKEN.finditer(text):
        mark = token.group()
        if mark in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                line = text.count("\n", 0, token.start()) + 1
                column = token.start() - (text.rfind("\n", 0, token.start()) + 1) + 1
                return (
                    f"lists and objects are nested more than {MAX_DEPTH} deep (line {line}, column "
                    f"{column}); a tournament file needs far fewer"
                )
        elif mark in "]}":
            depth -= 1
    return f"lists and objects are nested more than {MAX_DEPTH} deep; a tournament file needs far fewer"


def _check_limits(data: object) -> list[Problem]:
    """Every number, text, key and nesting beyond the format's limits, with its path, in file order."""
    problems: list[Problem] = []
    reason = _leaf_problem(data)
    if reason:
        problems.append(Problem("", reason))
    elif isinstance(data, dict | list):
        _check_container(data, "", 0, problems)
    return problems


def _check_container(
    value: dict[str, object] | list[object], where: str, depth: int, problems: list[Problem]
) -> None:
    # Paths are made only for containers and problems: a 50 MB file has millions of plain values. The
    # recursion is at most MAX_DEPTH deep.
    if depth >= MAX_DEPTH:
        problems.append(Problem(where, f"nested more than {MAX_DEPTH} deep; a tournament file needs fewer"))
        return
    items: Iterable[tuple[str | int, object]] = value.items() if isinstance(value, dict) else enumerate(value)
    for key, item in items:
        if isinstance(key, str):
            reason = _text_problem(key, MAX_KEY)
            if reason:
                problems.append(Problem(_join(where, key), f"the key {reason}"))
                continue
        if isinstance(item, dict | list):
            _check_container(item, _item_path(where, key), depth + 1, problems)
            continue
        reason = _leaf_problem(item)
        if reason and isinstance(item, str) and isinstance(key, str) and _join(where, key) in LONG_TEXTS:
            reason = _text_problem(item, LONG_TEXTS[_join(where, key)])
        if reason:
            problems.append(Problem(_item_path(where, key), reason))


def _item_path(path: str, key: str | int) -> str:
    return _join(path, key) if isinstance(key, str) else f"{path}[{key}]"


def _leaf_problem(value: object) -> str | None:
    """Why a text or number is beyond the limits, or None."""
    if isinstance(value, str):
        return _text_problem(value, MAX_TEXT)
    if isinstance(value, _HugeNumber):
        return f"a number of {value.digits} digits is too large (at most {MAX_NUMBER})"
    if (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and (not math.isfinite(value) or abs(value) > MAX_NUMBER)
    ):
        return f"{_show(value)} is too large (at most {MAX_NUMBER})"
    return None


# Control characters (C0, DEL, C1) and lone surrogates, found by one regular expression (a 50 MB file).
_UNSTORABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def _text_problem(text: str, limit: int) -> str | None:
    """Why `text` cannot be stored and shown, or None."""
    if len(text) > limit:
        return f"is too long: {len(text)} characters (at most {limit})"
    found = _UNSTORABLE.search(text)
    if found is None:
        return None
    char = found.group()
    if 0xD800 <= ord(char) <= 0xDFFF:
        return f"holds a lone surrogate {char!a}, which is not a character (the file is damaged)"
    return f"holds the control character {char!a}, which a name or text cannot contain"


class _JSONRefused(ValueError):
    """Valid for Python's json module, but not JSON a tournament file may contain."""


def _refuse_constant(name: str) -> object:
    raise _JSONRefused(f"the file is not valid JSON: {name} is not a number")


def _refuse_duplicate_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    # json.loads would silently keep the last of two equal keys; a director must see the ambiguity.
    result: dict[str, object] = {}
    for key, value in pairs:
        if key in result:
            raise _JSONRefused(f'the file repeats the key "{key}" inside one object')
        result[key] = value
    return result


def read_tournament(data: object) -> Tournament:
    """Build a Tournament from a parsed tournament file, checking everything; raises InterchangeError."""
    return _Reader().read(data)


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _show(value: object) -> str:
    """A value as the file shows it, shortened to stay readable in one line."""
    if isinstance(value, Decimal):
        return format(value, "f")
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _last_index(path: str) -> int:
    """The list index that ends a path such as `rounds[2]`."""
    return int(path[path.rindex("[") + 1 : -1])


@cache  # called for every key of every deal line; the answer never changes
def _default(cls: type[Any], name: str) -> Any:
    """The default of a dataclass field (slotted dataclasses keep no class attribute for it)."""
    for spec in fields(cls):
        if spec.name == name:
            if spec.default is not MISSING:
                return spec.default
            if spec.default_factory is not MISSING:
                return spec.default_factory()
    raise LookupError(f"{cls.__name__}.{name} has no default")


_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_PAIR_KEY = re.compile(r"[1-9][0-9]*")


@dataclass(frozen=True, slots=True)
class _Context:
    """What the checks of rounds, tables and deals need from the rest of the file."""

    rules: ScoringRules | None
    scale_total: Decimal | None
    deals_per_round: int | None
    pairs: Mapping[int, Pair]


class _Reader:
    """Collects every problem while walking the file; one instance reads one file."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        # Numbers of pairs whose entry is broken elsewhere: references to them are not reported again.
        self.numbers_with_broken_pairs: set[int] = set()
        # False when some pair's number is unreadable or used twice: then a reference to a number no pair
        # has may well mean that pair, and saying "there is no pair N" would only mislead.
        self.pair_numbers_sound = True
        # What the checks of rounds need from the settings; None when the settings give no usable value.
        self.rules: ScoringRules | None = None
        self.scale_total: Decimal | None = None
        self.deals_per_round: int | None = None

    def fail(self, path: str, message: str) -> None:
        self.problems.append(Problem(path, message))

    # ------------------------------------------------------------------ the file as a whole

    def read(self, data: object) -> Tournament:
        if not isinstance(data, dict):
            raise InterchangeError([Problem("", "the file must hold a JSON object (a tournament file)")])
        self.check_format(data)
        if self.problems:
            # A file of another format or version: the rest of the checks would only add noise.
            raise InterchangeError(self.problems)
        self.json_object(
            data,
            "",
            required=("format", "version", "tournament"),
            optional=("pairs", "rounds", "adjustments", "lots"),
        )
        settings = self.required(data, "tournament", "", self.read_settings)
        pairs = self.read_list(data, "pairs", "", self.read_pair)
        if "pairs" in data and not isinstance(data["pairs"], list):
            self.pair_numbers_sound = False
        context = _Context(
            rules=self.rules,
            scale_total=self.scale_total,
            deals_per_round=self.deals_per_round,
            pairs=self.check_pair_numbers(pairs),
        )
        rounds = self.read_list(data, "rounds", "", lambda value, path: self.read_round(value, path, context))
        adjustments = self.read_list(
            data,
            "adjustments",
            "",
            lambda value, path: self.read_adjustment(value, path, context, len(rounds)),
        )
        lots = self.nullable(data, "lots", "", lambda value, path: self.read_lots(value, path, context))
        if self.problems or settings is None:
            raise InterchangeError(self.problems)
        return Tournament(
            settings=settings,
            pairs=tuple(pair for pair in pairs if pair is not None),
            rounds=tuple(round_ for round_ in rounds if round_ is not None),
            adjustments=tuple(adjustment for adjustment in adjustments if adjustment is not None),
            lots=lots or {},
        )

    def check_format(self, data: dict[Any, Any]) -> None:
        file_format = data.get("format")
        if file_format != FORMAT:
            if "format" not in data:
                self.fail(
                    "format", f'required key is missing: this is not a tournament file (expected "{FORMAT}")'
                )
            else:
                self.fail(
                    "format", f'must be "{FORMAT}", not {_show(file_format)}: this is not a tournament file'
                )
            return
        version = data.get("version")
        if "version" not in data:
            self.fail("version", "required key is missing")
        elif type(version) is int and version > VERSION:
            self.fail(
                "version",
                f"the file has format version {version}: it was written by a newer Burraco Tourney; "
                f"this program reads version {VERSION}, update the program to read it",
            )
        elif type(version) is not int or version != VERSION:
            self.fail("version", f"must be {VERSION}, not {_show(version)}")

    # ------------------------------------------------------------------ generic JSON checks

    def json_object(
        self, value: object, path: str, *, required: tuple[str, ...] = (), optional: tuple[str, ...] = ()
    ) -> dict[str, object] | None:
        """`value` as a JSON object, after reporting its unknown and missing keys."""
        if not isinstance(value, dict):
            self.fail(path, f"must be an object {{...}}, not {_show(value)}")
            return None
        known = set(required) | set(optional)
        for key in value:
            if key not in known:
                self.fail(_join(path, str(key)), "unknown key (not part of the tournament file format)")
        for key in required:
            if key not in value:
                self.fail(_join(path, key), "required key is missing")
        return value

    def required(self, obj: dict[str, object], key: str, path: str, convert: Converter[T]) -> T | None:
        """The value of a required key (missing keys were reported by `json_object`)."""
        if key not in obj:
            return None
        return convert(obj[key], _join(path, key))

    def optional(self, obj: dict[str, object], key: str, path: str, convert: Converter[T], default: T) -> T:
        """The value of a key with a default; a wrong value is reported and the default stands in."""
        if key not in obj:
            return default
        value = convert(obj[key], _join(path, key))
        return default if value is None else value

    def nullable(self, obj: dict[str, object], key: str, path: str, convert: Converter[T]) -> T | None:
        """The value of a key that may be absent or null (both mean None)."""
        value = obj.get(key)
        if value is None:
            return None
        return convert(value, _join(path, key))

    def read_list(
        self, obj: dict[str, object] | None, key: str, path: str, item: Callable[[object, str], T | None]
    ) -> list[T | None]:
        """Each entry of an optional list, read by `item` (None entries had problems)."""
        if obj is None or key not in obj:
            return []
        value = obj[key]
        list_path = _join(path, key)
        if not isinstance(value, list):
            self.fail(list_path, f"must be a list [...], not {_show(value)}")
            return []
        return [item(entry, f"{list_path}[{index}]") for index, entry in enumerate(value)]

    def integer(
        self,
        value: object,
        path: str,
        *,
        minimum: int | None = None,
        maximum: int | None = None,
        multiple_of_5: bool = False,
    ) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(path, f"must be a whole number, not {_show(value)}")
            return None
        if minimum is not None and maximum is not None and not minimum <= value <= maximum:
            self.fail(path, f"must be between {minimum} and {maximum}, not {value}")
            return None
        if minimum is not None and value < minimum:
            self.fail(path, f"must be at least {minimum}, not {value}")
            return None
        if maximum is not None and value > maximum:
            self.fail(path, f"must be at most {maximum}, not {value}")
            return None
        if multiple_of_5 and value % 5 != 0:
            self.fail(path, f"{value} is not a multiple of 5")
            return None
        return value

    def integer_rule(
        self, *, minimum: int | None = None, maximum: int | None = None, multiple_of_5: bool = False
    ) -> Converter[int]:
        return lambda value, path: self.integer(
            value, path, minimum=minimum, maximum=maximum, multiple_of_5=multiple_of_5
        )

    def boolean(self, value: object, path: str) -> bool | None:
        if not isinstance(value, bool):
            self.fail(path, f"must be true or false, not {_show(value)}")
            return None
        return value

    def text(self, value: object, path: str, limit: int = MAX_TEXT) -> str | None:
        if not isinstance(value, str):
            self.fail(path, f"must be text in quotes, not {_show(value)}")
            return None
        if len(value) > limit:
            self.fail(path, f"is too long: {len(value)} characters (at most {limit})")
            return None
        return value

    def name(self, value: object, path: str, limit: int = MAX_TEXT) -> str | None:
        text = self.text(value, path, limit)
        if text is not None and not text.strip():
            self.fail(path, "must not be empty")
            return None
        return text

    def text_rule(self, field: str, *, name: bool = False) -> Converter[str]:
        """Text of the field `field` of TEXT_LIMITS (a `name` must not be empty)."""
        limit = TEXT_LIMITS[field]
        if name:
            return lambda value, path: self.name(value, path, limit)
        return lambda value, path: self.text(value, path, limit)

    def decimal(self, value: object, path: str) -> Decimal | None:
        if isinstance(value, bool) or not isinstance(value, int | float | Decimal):
            self.fail(path, f"must be a number, not {_show(value)}")
            return None
        # repr of a float is its shortest round-tripping text, so 14.55 becomes exactly Decimal("14.55").
        number = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
        if not number.is_finite():
            self.fail(path, f"must be a number, not {_show(value)}")
            return None
        return number

    def vp(self, value: object, path: str, total: Decimal | None) -> Decimal | None:
        number = self.decimal(value, path)
        if number is None:
            return None
        if total is not None and not 0 <= number <= total:
            self.fail(
                path, f"must be between 0 and {_plain(total)} (the scale's total), not {_plain(number)}"
            )
            return None
        if number < 0:
            self.fail(path, f"must be at least 0, not {_plain(number)}")
            return None
        return number

    def choice(self, kind: type[E], what: str) -> Converter[E]:
        def convert(value: object, path: str) -> E | None:
            allowed = [member.value for member in kind]
            if isinstance(value, str) and value in allowed:
                return kind(value)
            self.fail(path, f"unknown {what} {_show(value)} (expected one of: {', '.join(allowed)})")
            return None

        return convert

    def iso_date(self, value: object, path: str) -> date | None:
        text = self.text(value, path)
        if text is None:
            return None
        try:
            if not _ISO_DATE.fullmatch(text):
                raise ValueError
            return date.fromisoformat(text)
        except ValueError:
            self.fail(path, f"must be a date written YYYY-MM-DD, not {_show(value)}")
            return None

    # ------------------------------------------------------------------ settings

    def read_settings(self, value: object, path: str) -> TournamentSettings | None:
        """The tournament's settings; also keeps what the rounds' checks need from them."""
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
            ),
        )
        if obj is None:
            return None
        name = self.required(obj, "name", path, self.text_rule("tournament name", name=True))
        tournament_date = self.nullable(obj, "date", path, self.iso_date)
        venue = self.nullable(obj, "venue", path, self.text_rule("venue"))
        problems_before = len(self.problems)
        deals_per_round = self.optional(
            obj,
            "deals_per_round",
            path,
            self.integer_rule(minimum=2, maximum=4),
            _default(TournamentSettings, "deals_per_round"),
        )
        if len(self.problems) == problems_before:
            self.deals_per_round = deals_per_round
        minutes_per_deal = self.optional(
            obj,
            "minutes_per_deal",
            path,
            self.integer_rule(minimum=1),
            _default(TournamentSettings, "minutes_per_deal"),
        )
        problems_before = len(self.problems)
        scoring = self.optional(obj, "scoring", path, self.read_scoring, ScoringRules())
        if len(self.problems) == problems_before:
            self.rules = scoring
        scale = self.required(obj, "vp_scale", path, self.read_scale)
        total = self.scale_total = scale.total if scale is not None else None
        bye = self.optional(obj, "bye", path, lambda v, p: self.read_bye(v, p, total), ByeScore())
        tie_breaks = self.optional(
            obj, "tie_breaks", path, self.read_tie_breaks, _default(TournamentSettings, "tie_breaks")
        )
        no_plan: tuple[Phase, ...] = ()
        plan = self.optional(obj, "plan", path, self.read_plan, no_plan)
        print_language = self.optional(obj, "print_language", path, self.read_language, "en")
        club_name = self.optional(obj, "club_name", path, self.text_rule("club"), "")
        club_logo = self.nullable(obj, "club_logo", path, self.read_logo)
        if name is None or scale is None:
            return None
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
        )

    def read_language(self, value: object, path: str) -> str | None:
        if isinstance(value, str) and value in PRINT_LANGUAGES:
            return value
        self.fail(
            path, f"unknown print language {_show(value)} (expected one of: {', '.join(PRINT_LANGUAGES)})"
        )
        return None

    def read_logo(self, value: object, path: str) -> bytes | None:
        """The club's logo: a PNG or JPEG image written as base64."""
        text = self.text(value, path, LONG_TEXTS["tournament.club_logo"])
        if text is None:
            return None
        try:
            logo = base64.b64decode(text, validate=True)
        except (binascii.Error, ValueError):
            self.fail(path, "must be an image written as base64 (letters, digits, + / and = only)")
            return None
        problem = logo_problem(logo)
        if problem:
            self.fail(path, problem)
            return None
        return logo

    def read_scoring(self, value: object, path: str) -> ScoringRules | None:
        obj = self.json_object(
            value, path, optional=("clean", "dirty", "semi_clean", "closing", "pozzetto_missing")
        )
        if obj is None:
            return None
        bonus = self.integer_rule(minimum=0, multiple_of_5=True)
        return ScoringRules(
            clean=self.optional(obj, "clean", path, bonus, _default(ScoringRules, "clean")),
            dirty=self.optional(obj, "dirty", path, bonus, _default(ScoringRules, "dirty")),
            semi_clean=self.nullable(obj, "semi_clean", path, bonus),
            closing=self.optional(obj, "closing", path, bonus, _default(ScoringRules, "closing")),
            pozzetto_missing=self.optional(
                obj,
                "pozzetto_missing",
                path,
                self.integer_rule(maximum=0, multiple_of_5=True),
                _default(ScoringRules, "pozzetto_missing"),
            ),
        )

    def read_scale(self, value: object, path: str) -> VPScale | None:
        if isinstance(value, dict) and not self.scale_within_limits(value, path):
            return None
        try:
            return scale_from_json(value)
        except ScaleError as error:
            for problem in error.problems:
                self.fail(path, problem)
            return None

    def scale_within_limits(self, scale: dict[str, object], path: str) -> bool:
        """The scale's texts and numbers within what the printouts show (the scale checks the rest)."""
        problems_before = len(self.problems)
        for key, value in scale.items():
            if not isinstance(value, str):
                continue
            limit = TEXT_LIMITS["scale name" if key == "name" else "scale text"]
            if len(value) > limit:
                self.fail(_join(path, key), f"is too long: {len(value)} characters (at most {limit})")
        bounds = {"total": MAX_SCALE_TOTAL, "decimals": MAX_SCALE_DECIMALS}
        for key, most in bounds.items():
            value = scale.get(key)
            if isinstance(value, int | float) and not isinstance(value, bool) and value > most:
                self.fail(_join(path, key), f"{_show(value)} is too large (at most {most})")
        return len(self.problems) == problems_before

    def read_bye(self, value: object, path: str, total: Decimal | None) -> ByeScore | None:
        obj = self.json_object(value, path, optional=("vp", "mp"))
        if obj is None:
            return None
        return ByeScore(
            vp=self.optional(obj, "vp", path, lambda v, p: self.vp(v, p, total), _default(ByeScore, "vp")),
            mp=self.nullable(obj, "mp", path, self.integer_rule(minimum=0, multiple_of_5=True)),
        )

    def read_tie_breaks(self, value: object, path: str) -> tuple[TieBreak, ...] | None:
        if not isinstance(value, list):
            self.fail(path, f"must be a list [...], not {_show(value)}")
            return None
        convert = self.choice(TieBreak, "tie-break")
        chain: list[TieBreak] = []
        ok = True
        for index, entry in enumerate(value):
            tie_break = convert(entry, f"{path}[{index}]")
            if tie_break is None:
                ok = False
            elif tie_break in chain:
                self.fail(f"{path}[{index}]", f'"{tie_break.value}" appears twice')
                ok = False
            else:
                chain.append(tie_break)
        if not value or value[0] != TieBreak.VP.value:
            self.fail(path, 'must start with "vp" (standings rank by total VP first)')
            ok = False
        return tuple(chain) if ok else None

    def read_plan(self, value: object, path: str) -> tuple[Phase, ...] | None:
        if not isinstance(value, list):
            self.fail(path, f"must be a list [...], not {_show(value)}")
            return None
        phases = [self.read_phase(entry, f"{path}[{index}]") for index, entry in enumerate(value)]
        return None if None in phases else tuple(phase for phase in phases if phase is not None)

    def read_phase(self, value: object, path: str) -> Phase | None:
        obj = self.json_object(value, path, required=("movement", "rounds"), optional=("shift",))
        if obj is None:
            return None
        movement = self.required(obj, "movement", path, self.choice(Movement, "movement"))
        rounds = self.required(obj, "rounds", path, self.integer_rule(minimum=1))
        shift = self.optional(obj, "shift", path, self.integer_rule(minimum=1), _default(Phase, "shift"))
        if movement is None or rounds is None:
            return None
        return Phase(movement=movement, rounds=rounds, shift=shift)

    # ------------------------------------------------------------------ pairs

    def read_pair(self, value: object, path: str) -> Pair | None:
        obj = self.json_object(
            value,
            path,
            required=("number", "players"),
            optional=("status", "group", "entry_round", "withdrawn_after_round"),
        )
        if obj is None:
            self.pair_numbers_sound = False
            return None
        number = self.required(obj, "number", path, self.integer_rule(minimum=1))
        if number is None:
            self.pair_numbers_sound = False
        status = self.optional(obj, "status", path, self.choice(PairStatus, "status"), PairStatus.ACTIVE)
        group = self.nullable(obj, "group", path, self.text_rule("group"))
        players = self.required(obj, "players", path, self.read_players)
        entry_round = self.optional(
            obj, "entry_round", path, self.integer_rule(minimum=1), _default(Pair, "entry_round")
        )
        withdrawn_after = self.nullable(obj, "withdrawn_after_round", path, self.integer_rule(minimum=0))
        if withdrawn_after is not None:
            if status is not PairStatus.WITHDRAWN:
                self.fail(_join(path, "withdrawn_after_round"), 'only a pair with status "withdrawn" has one')
            elif withdrawn_after < entry_round - 1:
                self.fail(
                    _join(path, "withdrawn_after_round"),
                    f"{withdrawn_after} is before the pair's entry (round {entry_round})",
                )
        if number is None or players is None:
            # Still give the other checks a pair to refer to when only the players are wrong.
            if number is not None:
                self.numbers_with_broken_pairs.add(number)
            return None
        return Pair(
            number=number,
            players=players,
            group=group,
            status=status,
            entry_round=entry_round,
            withdrawn_after_round=withdrawn_after,
        )

    def read_players(self, value: object, path: str) -> tuple[Player, Player] | None:
        if not isinstance(value, list) or len(value) != 2:
            self.fail(path, f"must be a list of the pair's two players, not {_show(value)}")
            return None
        first = self.read_player(value[0], f"{path}[0]")
        second = self.read_player(value[1], f"{path}[1]")
        if first is None or second is None:
            return None
        return first, second

    def read_player(self, value: object, path: str) -> Player | None:
        obj = self.json_object(value, path, required=("name",), optional=("club", "member_id"))
        if obj is None:
            return None
        name = self.required(obj, "name", path, self.text_rule("player name", name=True))
        club = self.nullable(obj, "club", path, self.text_rule("club"))
        member_id = self.nullable(obj, "member_id", path, self.text_rule("member id"))
        if name is None:
            return None
        return Player(name=name, club=club, member_id=member_id)

    def check_pair_numbers(self, pairs: list[Pair | None]) -> dict[int, Pair]:
        by_number: dict[int, Pair] = {}
        for index, pair in enumerate(pairs):
            if pair is None:
                continue
            if pair.number in by_number or pair.number in self.numbers_with_broken_pairs:
                self.fail(f"pairs[{index}].number", f"pair number {pair.number} is used twice")
                self.pair_numbers_sound = False
            by_number[pair.number] = pair
        return by_number

    # ------------------------------------------------------------------ rounds

    def read_round(self, value: object, path: str, context: _Context) -> Round | None:
        obj = self.json_object(value, path, required=("number", "movement"), optional=("byes", "tables"))
        if obj is None:
            return None
        number = self.required(obj, "number", path, self.integer_rule(minimum=1))
        position = _last_index(path) + 1
        if number is not None and number != position:
            self.fail(
                _join(path, "number"),
                f"rounds are numbered 1, 2, 3, ... in order: expected {position}, not {number}",
            )
            # Which round was meant is unknown, so pairs' entry and withdrawal are not checked against it.
            number = None
        movement = self.required(obj, "movement", path, self.choice(Movement, "movement"))
        seated: dict[int, str] = {}  # pair → path where it already plays this round
        byes = self.read_list(obj, "byes", path, lambda v, p: self.seat(v, p, number, context, seated))
        tables = self.read_list(
            obj, "tables", path, lambda v, p: self.read_table(v, p, number, context, seated)
        )
        table_numbers: set[int] = set()
        for index, table in enumerate(tables):
            if table is None:
                continue
            if table.table in table_numbers:
                self.fail(f"{path}.tables[{index}].table", f"table {table.table} appears twice in this round")
            table_numbers.add(table.table)
        if number is None or movement is None or None in byes or None in tables:
            return None
        return Round(
            number=number,
            movement=movement,
            tables=tuple(table for table in tables if table is not None),
            byes=tuple(bye for bye in byes if bye is not None),
        )

    def seat(
        self, value: object, path: str, round_number: int | None, context: _Context, seated: dict[int, str]
    ) -> int | None:
        """A pair number that plays in this round (at a table or by a bye), checked against the pairs."""
        number = self.integer(value, path, minimum=1)
        if number is None:
            return None
        pair = context.pairs.get(number)
        if pair is None:
            if number not in self.numbers_with_broken_pairs and self.pair_numbers_sound:
                self.fail(path, f"there is no pair {number}")
            return None
        if number in seated:
            self.fail(path, f"pair {number} already plays this round (at {seated[number]})")
            return None
        seated[number] = path
        if round_number is not None and not pair.plays_in(round_number):
            if round_number < pair.entry_round:
                self.fail(path, f"pair {number} enters at round {pair.entry_round}")
            else:
                self.fail(path, f"pair {number} withdrew after round {pair.withdrawn_after_round}")
            return None
        return number

    def read_table(
        self, value: object, path: str, round_number: int | None, context: _Context, seated: dict[int, str]
    ) -> Table | None:
        obj = self.json_object(value, path, required=("table", "ns", "ew"), optional=("vp_override", "deals"))
        if obj is None:
            return None
        table = self.required(obj, "table", path, self.integer_rule(minimum=1))
        ns = self.required(obj, "ns", path, lambda v, p: self.seat(v, p, round_number, context, seated))
        ew: int | None = None
        if ns is not None and type(obj.get("ew")) is int and obj.get("ew") == ns:
            # Said in the words of the table rather than as "pair N already plays this round".
            self.fail(
                _join(path, "ew"), f"pair {ns} cannot play against itself (ns and ew are the same pair)"
            )
        else:
            ew = self.required(obj, "ew", path, lambda v, p: self.seat(v, p, round_number, context, seated))
        override = self.nullable(obj, "vp_override", path, lambda v, p: self.read_override(v, p, context))
        deals = self.read_list(obj, "deals", path, lambda v, p: self.read_deal(v, p, context))
        if context.deals_per_round is not None and len(deals) > context.deals_per_round:
            self.fail(
                _join(path, "deals"),
                f"{len(deals)} deals, but the tournament plays {context.deals_per_round} per round",
            )
        if table is None or ns is None or ew is None or None in deals:
            return None
        return Table(
            table=table,
            ns=ns,
            ew=ew,
            deals=tuple(deal for deal in deals if deal is not None),
            vp_override=override,
        )

    def read_override(self, value: object, path: str, context: _Context) -> tuple[Decimal, Decimal] | None:
        if not isinstance(value, list) or len(value) != 2:
            self.fail(path, f"must be null or [NS VP, EW VP], not {_show(value)}")
            return None
        ns_vp = self.vp(value[0], f"{path}[0]", context.scale_total)
        ew_vp = self.vp(value[1], f"{path}[1]", context.scale_total)
        if ns_vp is None or ew_vp is None:
            return None
        return ns_vp, ew_vp

    def read_deal(self, value: object, path: str, context: _Context) -> Deal | None:
        obj = self.json_object(value, path, required=("end", "ns", "ew"))
        if obj is None:
            return None
        end = self.required(obj, "end", path, self.choice(DealEnd, "end of deal"))
        ns = self.required(obj, "ns", path, self.read_line)
        ew = self.required(obj, "ew", path, self.read_line)
        if end is None or ns is None or ew is None:
            return None
        deal = Deal(end=end, ns=ns, ew=ew)
        if context.rules is not None:
            for violation in check_deal(deal, context.rules):
                if violation.severity is Severity.BLOCKING:
                    self.fail(_join(path, violation.field), describe(violation, "en"))
        return deal

    def read_line(self, value: object, path: str) -> DealLine | None:
        obj = self.json_object(
            value,
            path,
            optional=(
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
            ),
        )
        if obj is None:
            return None
        # Only types here: the rules of a deal (signs, multiples of 5, ...) are check_deal's, so that the
        # file and the score-sheet dialog give the same messages.
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
                obj,
                "penalty_reason",
                path,
                self.text_rule("penalty reason"),
                _default(DealLine, "penalty_reason"),
            ),
            melded=self.nullable(obj, "melded", path, self.integer),
            in_hand=self.nullable(obj, "in_hand", path, self.integer),
        )
        return line if len(self.problems) == problems_before else None

    # ------------------------------------------------------------------ adjustments and lots

    def read_adjustment(
        self, value: object, path: str, context: _Context, round_count: int
    ) -> Adjustment | None:
        obj = self.json_object(value, path, required=("pair", "after_round"), optional=("vp", "mp", "reason"))
        if obj is None:
            return None
        pair = self.required(obj, "pair", path, lambda v, p: self.existing_pair(v, p, context))
        after_round = self.required(obj, "after_round", path, self.integer_rule(minimum=1))
        if after_round is not None and after_round > round_count:
            self.fail(
                _join(path, "after_round"),
                f"there is no round {after_round} (the file has {round_count} rounds)",
            )
            after_round = None
        vp = self.optional(obj, "vp", path, self.decimal, _default(Adjustment, "vp"))
        mp = self.optional(obj, "mp", path, self.integer, _default(Adjustment, "mp"))
        reason = self.optional(
            obj, "reason", path, self.text_rule("adjustment reason"), _default(Adjustment, "reason")
        )
        if pair is None or after_round is None:
            return None
        return Adjustment(pair=pair, after_round=after_round, vp=vp, mp=mp, reason=reason)

    def existing_pair(self, value: object, path: str, context: _Context) -> int | None:
        number = self.integer(value, path, minimum=1)
        if number is not None and number not in context.pairs:
            if number not in self.numbers_with_broken_pairs and self.pair_numbers_sound:
                self.fail(path, f"there is no pair {number}")
            return None
        return number

    def read_lots(self, value: object, path: str, context: _Context) -> dict[int, int] | None:
        if not isinstance(value, dict):
            self.fail(path, f'must be an object {{"pair number": draw, ...}}, not {_show(value)}')
            return None
        lots: dict[int, int] = {}
        pair_by_draw: dict[int, str] = {}
        for key, draw_value in value.items():
            entry_path = f'{path}["{key}"]'
            number = int(key) if isinstance(key, str) and _PAIR_KEY.fullmatch(key) else None
            if number is None:
                self.fail(entry_path, "must be a pair number")
            elif (
                number not in context.pairs
                and number not in self.numbers_with_broken_pairs
                and self.pair_numbers_sound
            ):
                self.fail(entry_path, f"there is no pair {number}")
            draw = self.integer(draw_value, entry_path)
            if draw is not None and draw in pair_by_draw:
                self.fail(entry_path, f"draw {draw} is also given to pair {pair_by_draw[draw]}")
            elif draw is not None and number is not None:
                pair_by_draw[draw] = key
                lots[number] = draw
        return lots


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
    return keys


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
    if tournament.lots:
        data["lots"] = {str(number): draw for number, draw in sorted(tournament.lots.items())}
    return data


def _phase_to_json(phase: Phase) -> dict[str, Any]:
    data: dict[str, Any] = {"movement": phase.movement.value, "rounds": phase.rounds}
    # Only Mitchell moves pairs by a shift; other movements show it only when someone set it.
    if phase.movement is Movement.MITCHELL or phase.shift != _default(Phase, "shift"):
        data["shift"] = phase.shift
    return data


def _pair_to_json(pair: Pair) -> dict[str, Any]:
    data: dict[str, Any] = {
        "number": pair.number,
        "status": pair.status.value,
        "group": pair.group,
        "players": [
            {"name": player.name, "club": player.club, "member_id": player.member_id}
            for player in pair.players
        ],
    }
    if pair.entry_round != _default(Pair, "entry_round"):
        data["entry_round"] = pair.entry_round
    if pair.withdrawn_after_round is not None:
        data["withdrawn_after_round"] = pair.withdrawn_after_round
    return data


def _round_to_json(round_: Round) -> dict[str, Any]:
    return {
        "number": round_.number,
        "movement": round_.movement.value,
        "byes": list(round_.byes),
        "tables": [
            {
                "table": table.table,
                "ns": table.ns,
                "ew": table.ew,
                "vp_override": None
                if table.vp_override is None
                else [_plain(table.vp_override[0]), _plain(table.vp_override[1])],
                "deals": [
                    {"end": deal.end.value, "ns": _line_to_json(deal.ns), "ew": _line_to_json(deal.ew)}
                    for deal in table.deals
                ],
            }
            for table in round_.tables
        ],
    }


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
