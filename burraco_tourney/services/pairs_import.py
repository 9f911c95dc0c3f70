"""Registering many pairs from a spreadsheet: a preview listing every problem row, then all pairs or none
(or, when the director asks, the good rows only).

The rows come from `io.pairs_import.read_pairs_file`. The preview checks them against each other and against
the pairs already registered, and says what is wrong as coded problems placed at the row (path
("rows", 6) for row 7 of the file: "Row 7: player 2 has no name"). The import re-checks inside its own
transaction (so nothing registered in between slips through) and registers every pair through the same path
as `pairs.register_pair`, in one transaction.

Who is the same player: two players with member ids are the same exactly when the ids are (ignoring case:
a card number is not case-sensitive when said aloud). Otherwise they are the same when the names are
(ignoring case and repeated spaces; accents count, so Muller is not Müller), unless both clubs are given and
differ. Two players of the same name in one tournament can be told apart by a member id or a club.

Pair numbers: a row's own number is kept; rows without one get the smallest free numbers in file order, after
every number in the file is set aside, so a later row's number never collides with an earlier row's drawn one.
Rows with problems get no drawn number, so the good rows' numbers stay the same when the bad ones are skipped.

Every step is linear in the rows (players are looked up by key, the numbers taken are read once), so that
a file of 20,000 rows is previewed in well under a second: see bench/bench_pairs_import.py.
"""

from __future__ import annotations

import random
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from burraco_tourney.domain import limits
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.tournament import Pair, PairStatus, Player
from burraco_tourney.io.pairs_import import PairImportRow
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import PairRow
from burraco_tourney.services.errors import UNWORDED, ServiceError
from burraco_tourney.services.lookup import last_round_number, tournament_row
from burraco_tourney.services.pairs import add_pair_in_session, taken_numbers
from burraco_tourney.services.transaction import actor, reading, writing

__all__ = ["ImportPreview", "PairsImportRefusedError", "PreviewRow", "import_pairs", "preview_pairs_import"]


_NAME_LENGTH = limits.PLAYER_NAME
_CLUB_LENGTH = limits.CLUB
_MEMBER_ID_LENGTH = limits.MEMBER_ID
_GROUP_LENGTH = limits.GROUP


@dataclass(frozen=True, slots=True)
class PreviewRow:
    """One row of the file as it would be registered: `number` is the pair number it gets (None when the
    row's own number is wrong), `problems` are placed at the row (path ("rows", row - 1))."""

    source: PairImportRow
    number: int | None
    problems: tuple[Problem, ...]

    @property
    def row(self) -> int:
        return self.source.row

    @property
    def ok(self) -> bool:
        return not self.problems


@dataclass(frozen=True, slots=True)
class ImportPreview:
    """Every row of the file with its problems, and the problems of the import as a whole (e.g. a round
    is already made). The import goes ahead only when `ok`."""

    rows: tuple[PreviewRow, ...]
    general: tuple[Problem, ...] = ()

    @property
    def problems(self) -> tuple[Problem, ...]:
        """Every problem: those of the whole import first, then row by row."""
        return self.general + tuple(problem for row in self.rows for problem in row.problems)

    @property
    def problem_rows(self) -> tuple[PreviewRow, ...]:
        return tuple(row for row in self.rows if row.problems)

    @property
    def ok(self) -> bool:
        return not self.problems


class PairsImportRefusedError(ServiceError):
    """The file has problems: every one is listed (`problems`), and no pair was registered."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        super().__init__(problems)


def preview_pairs_import(db: Database, tournament_id: int, rows: Sequence[PairImportRow]) -> ImportPreview:
    """What importing `rows` into the tournament would do, and every problem in the way. Changes nothing."""
    with reading(db) as session:
        return _preview(session, tournament_id, rows)


def import_pairs(
    db: Database,
    tournament_id: int,
    rows: Sequence[PairImportRow],
    *,
    who: str | None = None,
    rng: random.Random | None = None,
    skip_bad: bool = False,
) -> list[Pair]:
    """Register a pair for every row, in file order, in one transaction; each gets its lots draw as with
    `register_pair`. Refused with `PairsImportRefusedError` (nothing registered) if the preview has any
    problem; with `skip_bad`, the rows with problems are left out instead and the others registered (with
    the numbers the preview gave them), unless the import as a whole has a problem or no row is good."""
    with writing(db) as session:
        preview = _preview(session, tournament_id, rows)
        good = [row for row in preview.rows if row.ok]
        if preview.general or not good or (preview.problems and not skip_bad):
            raise PairsImportRefusedError(preview.problems)
        acting = actor(who, session)
        taken = taken_numbers(session, tournament_id)
        registered = []
        for row in good:
            assert row.number is not None, "a row without problems has its number"
            registered.append(
                add_pair_in_session(
                    session,
                    tournament_id,
                    row.source.players,
                    row.source.group,
                    row.number,
                    1,
                    acting,
                    rng,
                    "import pair",
                    taken,
                )
            )
        return registered


# ------------------------------------------------------------------------------------------ checks


@dataclass(frozen=True, slots=True)
class _Seat:
    """A player where it was found: a file row, or a registered pair (`row` None)."""

    player: Player
    row: int | None
    pair: Pair | None = None


def _preview(session: Session, tournament_id: int, rows: Sequence[PairImportRow]) -> ImportPreview:
    tournament_row(session, tournament_id)
    general: list[Problem] = []
    last = last_round_number(session, tournament_id)
    if last:
        general.append(Problem.of("pairs_import.round_made", round=last))
    if not rows:
        general.append(Problem.of("pairs_import.no_pairs"))
    registered = [
        repositories.load_pair(session, row)
        for row in session.scalars(
            select(PairRow).where(PairRow.tournament_id == tournament_id).order_by(PairRow.number)
        )
    ]
    problems: _Problems = defaultdict(list)  # by index into rows
    for index, row in enumerate(rows):
        problems[index] += (_read(problem).under(*_at(row)) for problem in row.problems)
        problems[index] += (problem.under(*_at(row)) for problem in _row_problems(row))
    numbers = _numbers(rows, registered, problems)
    _duplicates(rows, problems)
    _already_registered(rows, registered, problems)
    _draw_numbers(rows, registered, numbers, problems)
    preview_rows = tuple(
        PreviewRow(row, numbers[index], tuple(problems[index])) for index, row in enumerate(rows)
    )
    return ImportPreview(preview_rows, tuple(general))


_Problems = dict[int, list[Problem]]


def _at(row: PairImportRow) -> tuple[str, int]:
    """Where a row's problems are: ("rows", 6) is row 7 of the file, as the spreadsheet numbers it."""
    return ("rows", row.row - 1)


def _read(problem: Problem | str) -> Problem:
    # What io could not read in the row: a Problem, or (not yet coded there) its English words.
    return problem if isinstance(problem, Problem) else Problem.of(UNWORDED, text=problem)


def _row_problems(row: PairImportRow) -> Iterable[Problem]:
    """What is wrong with a row on its own."""
    for seat, player in enumerate(row.players, 1):
        if not player.name.strip():
            yield Problem.of("pairs_import.no_name", seat=seat)
        for code, value, limit in (
            ("pairs_import.name_too_long", player.name, _NAME_LENGTH),
            ("pairs_import.club_too_long", player.club, _CLUB_LENGTH),
            ("pairs_import.member_id_too_long", player.member_id, _MEMBER_ID_LENGTH),
            ("pairs_import.region_too_long", player.region, limits.REGION),
            ("pairs_import.province_too_long", player.province, limits.PROVINCE),
            ("pairs_import.category_too_long", player.category, limits.CATEGORY),
        ):
            if value is not None and len(value) > limit:
                yield Problem.of(code, seat=seat, limit=limit)
    if row.group is not None and len(row.group) > _GROUP_LENGTH:
        yield Problem.of("pairs_import.group_too_long", limit=_GROUP_LENGTH)
    first, second = row.players
    if _same_person(first, second):
        if first.member_id and second.member_id:
            yield Problem.of("pairs_import.same_member_id", member_id=first.member_id)
        else:
            yield Problem.of("pairs_import.same_player", name=first.name)


def _numbers(
    rows: Sequence[PairImportRow], registered: Sequence[Pair], problems: _Problems
) -> list[int | None]:
    """The pair number each row gives itself (None when it has none or a wrong one); problems with numbers go
    to `problems`."""
    taken = {pair.number: pair for pair in registered}
    rows_with: dict[int, list[int]] = defaultdict(list)
    for row in rows:
        if row.number is not None:
            rows_with[row.number].append(row.row)
    first_row_with: dict[int, int] = {}
    numbers: list[int | None] = [None] * len(rows)
    for index, row in enumerate(rows):
        if row.number is None:
            continue
        at = _at(row)
        if row.number < 1:
            problems[index].append(Problem.of("pairs_import.number_below_1", path=at, number=row.number))
        elif row.number in taken:
            names = " – ".join(player.name for player in taken[row.number].players)
            taken_by = Problem.of("pairs_import.number_taken", path=at, number=row.number, names=names)
            problems[index].append(taken_by)
        elif row.number in first_row_with:
            same = rows_with[row.number]
            problems[index].append(
                Problem.of(
                    "pairs_import.number_repeated",
                    path=at,
                    number=row.number,
                    count=len(same),
                    rows=_listed(same),
                )
            )
        else:
            first_row_with[row.number] = index
            numbers[index] = row.number
    return numbers


def _draw_numbers(
    rows: Sequence[PairImportRow],
    registered: Sequence[Pair],
    numbers: list[int | None],
    problems: _Problems,
) -> None:
    """Give the rows without a number of their own the smallest free numbers, once every problem is known."""
    used = {pair.number for pair in registered} | {row.number for row in rows if row.number is not None}
    free = (n for n in range(1, len(used) + len(rows) + 1) if n not in used)
    for index, row in enumerate(rows):
        # A row with a problem gets no drawn number (one whose number could not be read: what the director
        # meant is unknown), so that the good rows keep theirs when the bad ones are left out.
        if row.number is None and not problems[index]:
            numbers[index] = next(free)


def _duplicates(rows: Sequence[PairImportRow], problems: _Problems) -> None:
    """A player on two rows of the file: said on every row after the first, naming all of them."""
    seats = _Seats(_Seat(player, index) for index, row in enumerate(rows) for player in row.players)
    # Players alike in name, club and member id have the same matches: worked out once for all of them, so
    # that a file with the same player on every row takes linear time, not quadratic.
    found: dict[tuple[object, ...], tuple[list[int], list[int], str]] = {}  # rows, rows by id, rows listed
    for index, row in enumerate(rows):
        for player in row.players:
            key = _player_key(player)
            if key not in found:
                matches = seats.matches(player)
                same = sorted({seat.row for seat in matches if seat.row is not None})
                by_id = sorted(
                    {s.row for s in matches if s.row is not None and _same_member_id(player, s.player)}
                )
                listed = _listed([rows[i].row for i in same[: _LISTED + 1]]) if len(same) > 1 else ""
                found[key] = (same, by_id, listed)
            same, by_id_rows, listed = found[key]
            if len(same) < 2 or same[0] == index:
                continue
            alike = len(by_id_rows) > 1 or (len(by_id_rows) == 1 and by_id_rows[0] != index)
            if alike:
                repeated = Problem.of(
                    "pairs_import.member_id_repeated",
                    member_id=player.member_id,
                    count=len(same),
                    rows=listed,
                )
            else:
                repeated = Problem.of(
                    "pairs_import.player_repeated", name=player.name, count=len(same), rows=listed
                )
            problems[index].append(repeated.under(*_at(row)))


def _already_registered(
    rows: Sequence[PairImportRow], registered: Sequence[Pair], problems: _Problems
) -> None:
    seats = _Seats(_Seat(player, None, pair) for pair in registered for player in pair.players)
    for index, row in enumerate(rows):
        for player in row.players:
            found = next(iter(seats.matches(player)), None)
            if found is None or found.pair is None:
                continue
            pair = found.pair
            gone = pair.status is PairStatus.WITHDRAWN
            if not _same_member_id(player, found.player):
                code = "pairs_import.already_in_withdrawn_pair" if gone else "pairs_import.already_in_pair"
                said = Problem.of(code, name=player.name, pair=pair.number)
            elif _name_key(player.name) == _name_key(found.player.name):
                code = (
                    "pairs_import.member_already_in_withdrawn_pair"
                    if gone
                    else "pairs_import.member_already_in_pair"
                )
                said = Problem.of(
                    code,
                    name=player.name,
                    member_id=player.member_id,
                    pair=pair.number,
                )
            else:  # a typo in the name, or the wrong card: the director sees both names and decides
                said = Problem.of(
                    "pairs_import.member_id_in_withdrawn_pair" if gone else "pairs_import.member_id_in_pair",
                    member_id=player.member_id,
                    pair=pair.number,
                    name=found.player.name,
                )
            problems[index].append(said.under(*_at(row)))


class _Seats:
    """Players looked up by member id and by name, so that a large file is not compared all against all."""

    def __init__(self, seats: Iterable[_Seat]) -> None:
        self._by_id: dict[str, list[_Seat]] = defaultdict(list)
        self._by_name: dict[str, list[_Seat]] = defaultdict(list)
        self._position: dict[int, int] = {}
        self._found: dict[tuple[object, ...], list[_Seat]] = {}
        for position, seat in enumerate(seats):
            self._position[id(seat)] = position
            if seat.player.member_id:
                self._by_id[_id_key(seat.player.member_id)].append(seat)
            self._by_name[_name_key(seat.player.name)].append(seat)

    def matches(self, player: Player) -> list[_Seat]:
        """The seats of the same person as `player`, in the order they were given."""
        key = _player_key(player)
        if key not in self._found:
            self._found[key] = self._matches(player)
        return self._found[key]

    def _matches(self, player: Player) -> list[_Seat]:
        candidates = self._by_name.get(_name_key(player.name), [])
        if player.member_id:
            candidates = candidates + self._by_id.get(_id_key(player.member_id), [])
        unique = {id(seat): seat for seat in candidates if _same_person(player, seat.player)}
        return sorted(unique.values(), key=lambda seat: self._position[id(seat)])


def _player_key(player: Player) -> tuple[object, ...]:
    """What `_same_person` looks at: players with equal keys match the same players."""
    return (
        _name_key(player.name),
        bool(player.name.strip()),
        _name_key(player.club) if player.club else None,
        _id_key(player.member_id) if player.member_id else None,
    )


def _same_member_id(a: Player, b: Player) -> bool:
    return bool(a.member_id and b.member_id and _id_key(a.member_id) == _id_key(b.member_id))


def _same_person(a: Player, b: Player) -> bool:
    if a.member_id and b.member_id:
        return _id_key(a.member_id) == _id_key(b.member_id)
    if not a.name.strip() or _name_key(a.name) != _name_key(b.name):
        return False
    return not (a.club and b.club and _name_key(a.club) != _name_key(b.club))


def _name_key(text: str) -> str:
    # NFC so that a name typed with a combining accent matches the same name typed with a precomposed one.
    return " ".join(unicodedata.normalize("NFC", text).split()).casefold()


def _id_key(member_id: str | None) -> str:
    return (member_id or "").strip().casefold()


_LISTED = 10


def _listed(rows: Sequence[int]) -> str:
    """The rows, or the first ten and "…" (a file with one name on thousands of rows would otherwise list
    every row on every row); the count is said beside it."""
    return ", ".join(str(row) for row in rows[:_LISTED]) + (", …" if len(rows) > _LISTED else "")
