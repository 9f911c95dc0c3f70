"""Registering many pairs from a spreadsheet: a preview listing every problem row, then all pairs or none.

The rows come from `io.pairs_import.read_pairs_file`. The preview checks them against each other and against
the pairs already registered, and says what is wrong in a director's words, naming the row ("row 7: player
2 has no name"). The import re-checks inside its own transaction (so nothing registered in between slips
through) and registers every pair through the same path as `pairs.register_pair`, in one transaction.

Who is the same player: two players with member ids are the same exactly when the ids are (ignoring case:
a card number is not case-sensitive when said aloud). Otherwise they are the same when the names are
(ignoring case and repeated spaces; accents count, so Muller is not Müller), unless both clubs are given and
differ. Two players of the same name in one tournament can be told apart by a member id or a club.

Pair numbers: a row's own number is kept; rows without one get the smallest free numbers in file order, after
every number in the file is set aside, so a later row's number never collides with an earlier row's drawn one.
"""

from __future__ import annotations

import random
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, String, select
from sqlalchemy.orm import Session

from burraco_tourney.domain.tournament import Pair, PairStatus, Player
from burraco_tourney.io.pairs_import import PairImportRow
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import PairRow, PlayerRow
from burraco_tourney.services.errors import ServiceError
from burraco_tourney.services.lookup import last_round_number, tournament_row
from burraco_tourney.services.pairs import add_pair_in_session
from burraco_tourney.services.transaction import actor, reading, writing

__all__ = ["ImportPreview", "PairsImportRefusedError", "PreviewRow", "import_pairs", "preview_pairs_import"]


# The longest text each column holds (PostgreSQL refuses longer values; SQLite would keep them silently).
def _length(column: ColumnElement[Any]) -> int:
    kind = column.type
    assert isinstance(kind, String) and kind.length is not None, "a text column with a length"
    return kind.length


_NAME_LENGTH = _length(PlayerRow.__table__.c.name)
_CLUB_LENGTH = _length(PlayerRow.__table__.c.club)
_MEMBER_ID_LENGTH = _length(PlayerRow.__table__.c.member_id)
_GROUP_LENGTH = _length(PairRow.__table__.c.pair_group)

_SHOWN_IN_ERROR = 20


@dataclass(frozen=True, slots=True)
class PreviewRow:
    """One row of the file as it would be registered: `number` is the pair number it gets (None when the
    row's own number is wrong), `problems` are full sentences that start with the row ("row 7: ...")."""

    source: PairImportRow
    number: int | None
    problems: tuple[str, ...]

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
    general: tuple[str, ...] = ()

    @property
    def problems(self) -> tuple[str, ...]:
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

    def __init__(self, problems: Sequence[str]) -> None:
        shown = "; ".join(problems[:_SHOWN_IN_ERROR])
        if len(problems) > _SHOWN_IN_ERROR:
            shown += f"; and {len(problems) - _SHOWN_IN_ERROR} more"
        count = "1 problem" if len(problems) == 1 else f"{len(problems)} problems"
        super().__init__(f"No pair was imported ({count}): {shown}")
        self.problems = tuple(problems)


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
) -> list[Pair]:
    """Register a pair for every row, in file order, in one transaction; each gets its lots draw as with
    `register_pair`. Refused with `PairsImportRefusedError` (nothing registered) if the preview has any
    problem."""
    with writing(db) as session:
        preview = _preview(session, tournament_id, rows)
        if not preview.ok:
            raise PairsImportRefusedError(preview.problems)
        acting = actor(who)
        registered = []
        for row in preview.rows:
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
    general: list[str] = []
    last = last_round_number(session, tournament_id)
    if last:
        general.append(
            f"Round {last} is already made: pairs can no longer be imported. Enter each new pair as a late "
            "entry, or delete the rounds made so far."
        )
    if not rows:
        general.append("The file holds no pairs.")
    registered = [
        repositories.load_pair(session, row)
        for row in session.scalars(
            select(PairRow).where(PairRow.tournament_id == tournament_id).order_by(PairRow.number)
        )
    ]
    problems: dict[int, list[str]] = defaultdict(list)  # by index into rows
    for index, row in enumerate(rows):
        problems[index] += (f"row {row.row}: {problem}" for problem in row.problems)
        problems[index] += _row_problems(row)
    numbers = _numbers(rows, registered, problems)
    _duplicates(rows, problems)
    _already_registered(rows, registered, problems)
    preview_rows = tuple(
        PreviewRow(row, numbers[index], tuple(problems[index])) for index, row in enumerate(rows)
    )
    return ImportPreview(preview_rows, tuple(general))


def _row_problems(row: PairImportRow) -> Iterable[str]:
    """What is wrong with a row on its own."""
    where = f"row {row.row}"
    for seat, player in enumerate(row.players, 1):
        if not player.name.strip():
            yield f"{where}: player {seat} has no name"
        for what, value, limit in (
            ("name", player.name, _NAME_LENGTH),
            ("club", player.club, _CLUB_LENGTH),
            ("member id", player.member_id, _MEMBER_ID_LENGTH),
        ):
            if value is not None and len(value) > limit:
                yield f"{where}: player {seat}'s {what} is longer than {limit} characters"
    if row.group is not None and len(row.group) > _GROUP_LENGTH:
        yield f"{where}: the group is longer than {_GROUP_LENGTH} characters"
    first, second = row.players
    if _same_person(first, second):
        if first.member_id and second.member_id:
            yield f"{where}: player 1 and player 2 have the same member id {first.member_id}"
        else:
            yield f"{where}: player 1 and player 2 are both {first.name}"


def _numbers(
    rows: Sequence[PairImportRow], registered: Sequence[Pair], problems: dict[int, list[str]]
) -> list[int | None]:
    """The pair number each row gets (None when its own is wrong); problems with numbers go to `problems`."""
    taken = {pair.number: pair for pair in registered}
    first_row_with: dict[int, int] = {}
    numbers: list[int | None] = [None] * len(rows)
    for index, row in enumerate(rows):
        if row.number is None:
            continue
        where = f"row {row.row}"
        if row.number < 1:
            problems[index].append(f"{where}: pair number {row.number}: pair numbers start at 1")
        elif row.number in taken:
            names = " and ".join(player.name for player in taken[row.number].players)
            problems[index].append(f"{where}: pair number {row.number} is already taken ({names})")
        elif row.number in first_row_with:
            same = [r.row for r in rows if r.number == row.number]
            problems[index].append(
                f"{where}: pair number {row.number} appears {_times(len(same))} (rows {_listed(same)})"
            )
        else:
            first_row_with[row.number] = index
            numbers[index] = row.number
    used = set(taken) | set(first_row_with)
    free = (n for n in range(1, len(used) + len(rows) + 1) if n not in used)
    for index, row in enumerate(rows):
        # A row whose number could not be read gets none: what the director meant is unknown.
        if row.number is None and not row.problems:
            numbers[index] = next(free)
    return numbers


def _duplicates(rows: Sequence[PairImportRow], problems: dict[int, list[str]]) -> None:
    """A player on two rows of the file: said on every row after the first, naming all of them."""
    seats = _Seats(_Seat(player, index) for index, row in enumerate(rows) for player in row.players)
    for index, row in enumerate(rows):
        for player in row.players:
            matches = seats.matches(player)
            same = sorted({seat.row for seat in matches if seat.row is not None})
            if len(same) < 2 or same[0] == index:
                continue
            count = f"appears {_times(len(same))} (rows {_listed([rows[i].row for i in same])})"
            by_id = any(seat.row != index and _same_member_id(player, seat.player) for seat in matches)
            said = f"member id {player.member_id}" if by_id else player.name
            problems[index].append(f"row {row.row}: {said} {count}")


def _already_registered(
    rows: Sequence[PairImportRow], registered: Sequence[Pair], problems: dict[int, list[str]]
) -> None:
    seats = _Seats(_Seat(player, None, pair) for pair in registered for player in pair.players)
    for index, row in enumerate(rows):
        for player in row.players:
            found = next(iter(seats.matches(player)), None)
            if found is None or found.pair is None:
                continue
            pair = found.pair
            where = f"pair {pair.number}" + (" (withdrawn)" if pair.status is PairStatus.WITHDRAWN else "")
            if not _same_member_id(player, found.player):
                said = f"{player.name} is already in {where}"
            elif _name_key(player.name) == _name_key(found.player.name):
                said = f"{player.name} (member id {player.member_id}) is already in {where}"
            else:  # a typo in the name, or the wrong card: the director sees both names and decides
                said = f"member id {player.member_id} is already in {where}, as {found.player.name}"
            problems[index].append(f"row {row.row}: {said}")


class _Seats:
    """Players looked up by member id and by name, so that a large file is not compared all against all."""

    def __init__(self, seats: Iterable[_Seat]) -> None:
        self._by_id: dict[str, list[_Seat]] = defaultdict(list)
        self._by_name: dict[str, list[_Seat]] = defaultdict(list)
        self._position: dict[int, int] = {}
        for position, seat in enumerate(seats):
            self._position[id(seat)] = position
            if seat.player.member_id:
                self._by_id[_id_key(seat.player.member_id)].append(seat)
            self._by_name[_name_key(seat.player.name)].append(seat)

    def matches(self, player: Player) -> list[_Seat]:
        """The seats of the same person as `player`, in the order they were given."""
        candidates = self._by_name.get(_name_key(player.name), [])
        if player.member_id:
            candidates = candidates + self._by_id.get(_id_key(player.member_id), [])
        unique = {id(seat): seat for seat in candidates if _same_person(player, seat.player)}
        return sorted(unique.values(), key=lambda seat: self._position[id(seat)])


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


def _times(count: int) -> str:
    return "twice" if count == 2 else f"{count} times"


def _listed(rows: Sequence[int]) -> str:
    return ", ".join(str(row) for row in rows[:-1]) + f" and {rows[-1]}"
