"""The audit log's entries as data: when, which station, the action's code, what it changed (round, table,
deal, pair), the old and new values, and why; which actions correct a saved score.

Entries are data: the window, the command line and the printouts word the action and the place in the
user's language from the codes and numbers; nothing reads numbers back out of a text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

__all__ = [
    "CLOCK_ACTIONS",
    "CORRECTION_ACTIONS",
    "SHEET_ACTIONS",
    "TABLE_STATION",
    "TOURNAMENT_ACTIONS",
    "AuditAction",
    "AuditEntry",
    "score_corrections",
    "station_table",
    "subject_text",
    "table_station",
]


class AuditAction(StrEnum):
    """The code of each audited action, as stored (the values earlier versions wrote, kept)."""

    SAVE_DEALS = "save deals"
    CORRECT_DEALS = "correct deals"
    CORRECT_DEAL = "correct deal"
    DELETE_DEALS = "delete deals"
    CLEAR_DEALS = "clear deals"
    CONVERT_QUICK_SHEET = "convert quick sheet"
    SET_ARTIFICIAL_RESULT = "set artificial result"
    CLEAR_ARTIFICIAL_RESULT = "clear artificial result"
    ADD_ADJUSTMENT = "add adjustment"
    REMOVE_ADJUSTMENT = "remove adjustment"
    REGISTER_PAIR = "register pair"
    LATE_ENTRY = "late entry"
    EDIT_PAIR = "edit pair"
    WITHDRAW_PAIR = "withdraw pair"
    REINSTATE_PAIR = "reinstate pair"
    REMOVE_PAIR = "remove pair"
    RESTORE_PAIR = "restore pair"
    CREATE_TOURNAMENT = "create tournament"
    IMPORT_TOURNAMENT = "import tournament"
    CHANGE_SETTINGS = "change settings"
    STORE_ROUND = "store round"
    DELETE_ROUND = "delete round"
    SWAP_PAIRS = "swap pairs"
    SWAP_TABLES = "swap tables"
    START_CLOCK = "start clock"
    PAUSE_CLOCK = "pause clock"
    RESUME_CLOCK = "resume clock"
    EXTEND_CLOCK = "extend clock"
    TABLE_EXTRA_TIME = "table extra time"
    FINISH_CLOCK = "finish clock"
    FORM_GROUPS = "form groups"
    UNDO_GROUPS = "undo groups"
    CLEAR_GROUPS = "clear groups"
    # Sheets from the tables' phones (services.table_entry): the director's actions on them.
    REJECT_TABLE_SHEET = "reject table sheet"
    OPEN_TABLE_ENTRY = "open table entry"
    CLOSE_TABLE_ENTRY = "close table entry"


# Actions on a round's clock (a table given there is the table's extra time, not its sheet).
CLOCK_ACTIONS = frozenset(
    {
        AuditAction.START_CLOCK,
        AuditAction.PAUSE_CLOCK,
        AuditAction.RESUME_CLOCK,
        AuditAction.EXTEND_CLOCK,
        AuditAction.TABLE_EXTRA_TIME,
        AuditAction.FINISH_CLOCK,
    }
)
TOURNAMENT_ACTIONS = frozenset(
    {AuditAction.CREATE_TOURNAMENT, AuditAction.IMPORT_TOURNAMENT, AuditAction.CHANGE_SETTINGS}
)
# Changes to a score already saved (DOMAIN.md §8): what the corrections log and the printouts list.
CORRECTION_ACTIONS = frozenset(
    {
        AuditAction.CORRECT_DEALS,
        AuditAction.CORRECT_DEAL,
        AuditAction.DELETE_DEALS,
        AuditAction.CLEAR_DEALS,
        AuditAction.SET_ARTIFICIAL_RESULT,
        AuditAction.CLEAR_ARTIFICIAL_RESULT,
        AuditAction.CONVERT_QUICK_SHEET,
    }
)
# Actions whose old and new values are a whole sheet: a list of deals, or {"totals": [NS, EW]}.
SHEET_ACTIONS = frozenset(
    {
        AuditAction.SAVE_DEALS,
        AuditAction.CORRECT_DEALS,
        AuditAction.DELETE_DEALS,
        AuditAction.CLEAR_DEALS,
        AuditAction.CONVERT_QUICK_SHEET,
    }
)

TABLE_STATION = "table {table}"  # the audit's station of a sheet saved from a table (the faces word it)
_STATION = re.compile(r"table (\d+)")


def table_station(table: int) -> str:
    """The station a sheet saved from table `table` is audited with: "table 7"."""
    return TABLE_STATION.format(table=table)


def station_table(who: str) -> int | None:
    """The table of a station named by table_station (7 for "table 7"), else None."""
    match = _STATION.fullmatch(who)
    return int(match.group(1)) if match else None


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One recorded change. `who` is the station's name (or the computer's user name where none was given);
    `round`, `table`, `deal` and `pair` say what it changed (None where it is not about one); `other` is the
    second pair or table of a swap. `legacy_what` is the English text entries made before version 0005 kept
    where their numbers could not be read into the columns (else empty)."""

    id: int
    at: datetime
    who: str
    action: str
    round: int | None
    table: int | None
    deal: int | None
    pair: int | None
    other: int | None
    old: Any
    new: Any
    reason: str
    legacy_what: str = ""

    @property
    def station(self) -> str:
        return self.who

    @property
    def what(self) -> str:
        """What changed, in English and in the terms of the file ("round 2 table 4 deal 1"): for logs and
        tests. The faces word it from the numbers (ui/models/sheet_audit.py)."""
        return subject_text(self)


def subject_text(entry: AuditEntry) -> str:
    if entry.action in TOURNAMENT_ACTIONS:
        return "tournament"
    parts: list[str] = []
    if entry.action == AuditAction.SWAP_PAIRS:
        return f"round {entry.round} pairs {entry.pair} and {entry.other}"
    if entry.action == AuditAction.SWAP_TABLES:
        return f"round {entry.round} tables {entry.table} and {entry.other}"
    if entry.pair is not None:
        parts.append(f"pair {entry.pair}")
        if entry.round is not None:
            parts.append(f"after round {entry.round}")
        return " ".join(parts)
    for word, number in (("round", entry.round), ("table", entry.table), ("deal", entry.deal)):
        if number is not None:
            parts.append(f"{word} {number}")
    if entry.action in CLOCK_ACTIONS:
        parts.append("clock")
    return " ".join(parts) or entry.legacy_what


def score_corrections(entries: Iterable[AuditEntry]) -> tuple[AuditEntry, ...]:
    """The corrections of saved scores among `entries` (CORRECTION_ACTIONS), oldest first; a round deleted and
    made again leaves its earlier corrections out (they were of sheets that are no longer its)."""
    ordered = sorted(entries, key=lambda entry: entry.id)
    made: dict[int, int] = {}  # round → the entry that made it last
    for entry in ordered:
        if entry.action == AuditAction.STORE_ROUND and entry.round is not None:
            made[entry.round] = entry.id
    return tuple(
        entry
        for entry in ordered
        if entry.action in CORRECTION_ACTIONS
        and entry.round is not None
        and entry.id > made.get(entry.round, 0)
    )
