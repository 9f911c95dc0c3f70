"""The audit log on screen: who changed which score when, from what to what, and why."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, Qt

from burraco_tourney.domain.movements import DrawOptions, FirstRoundSeating, Separation
from burraco_tourney.domain.tournament import Movement
from burraco_tourney.services.audit import CLOCK_ACTIONS, TOURNAMENT_ACTIONS, AuditAction, AuditEntry
from burraco_tourney.ui.models.base import SORT_ROLE, FlatTableModel, Index
from burraco_tourney.ui.names import moment_text, movement_name, seating_text, station_words

# Changes to a score already saved (DOMAIN.md §8): what the corrections view lists.
CORRECTION_ACTIONS = frozenset(
    {
        "correct deals",
        "correct deal",
        "delete deals",
        "clear deals",
        "set artificial result",
        "clear artificial result",
        "convert quick sheet",
    }
)
# Actions whose old and new values are a whole sheet: a list of deals, or {"totals": [NS, EW]}.
SHEET_ACTIONS = frozenset(
    {"save deals", "correct deals", "delete deals", "clear deals", "convert quick sheet"}
)
_LINE_FIELDS = (
    "clean",
    "dirty",
    "semi_clean",
    "closed",
    "cards",
    "melded",
    "in_hand",
    "pozzetto",
    "penalty",
    "penalty_reason",
)


def action_name(action: str) -> str:
    names = {
        "save deals": QCoreApplication.translate("AuditTableModel", "Sheet saved"),
        "correct deals": QCoreApplication.translate("AuditTableModel", "Sheet corrected"),
        "correct deal": QCoreApplication.translate("AuditTableModel", "Deal corrected"),
        "delete deals": QCoreApplication.translate("AuditTableModel", "Sheet taken back"),
        "clear deals": QCoreApplication.translate("AuditTableModel", "Sheet cleared"),
        "set artificial result": QCoreApplication.translate("AuditTableModel", "Artificial result set"),
        "clear artificial result": QCoreApplication.translate("AuditTableModel", "Artificial result cleared"),
        "add adjustment": QCoreApplication.translate("AuditTableModel", "Adjustment added"),
        "remove adjustment": QCoreApplication.translate("AuditTableModel", "Adjustment removed"),
        "register pair": QCoreApplication.translate("AuditTableModel", "Pair registered"),
        "late entry": QCoreApplication.translate("AuditTableModel", "Late entry"),
        "edit pair": QCoreApplication.translate("AuditTableModel", "Pair edited"),
        "withdraw pair": QCoreApplication.translate("AuditTableModel", "Pair withdrawn"),
        "reinstate pair": QCoreApplication.translate("AuditTableModel", "Pair reinstated"),
        "remove pair": QCoreApplication.translate("AuditTableModel", "Registration taken back"),
        "restore pair": QCoreApplication.translate("AuditTableModel", "Registration put back"),
        "change settings": QCoreApplication.translate("AuditTableModel", "Settings changed"),
        "reject table sheet": QCoreApplication.translate("AuditTableModel", "Table's sheet rejected"),
        "open table entry": QCoreApplication.translate("AuditTableModel", "Table links reopened"),
        "close table entry": QCoreApplication.translate("AuditTableModel", "Table links closed"),
        "create tournament": QCoreApplication.translate("AuditTableModel", "Tournament created"),
        "import tournament": QCoreApplication.translate("AuditTableModel", "Tournament imported"),
        "store round": QCoreApplication.translate("AuditTableModel", "Round made"),
        "delete round": QCoreApplication.translate("AuditTableModel", "Round deleted"),
        "swap pairs": QCoreApplication.translate("AuditTableModel", "Pairs swapped"),
        "swap tables": QCoreApplication.translate("AuditTableModel", "Tables swapped"),
        "convert quick sheet": QCoreApplication.translate("AuditTableModel", "Quick sheet stored as totals"),
        "start clock": QCoreApplication.translate("AuditTableModel", "Clock started"),
        "pause clock": QCoreApplication.translate("AuditTableModel", "Clock paused"),
        "resume clock": QCoreApplication.translate("AuditTableModel", "Clock resumed"),
        "extend clock": QCoreApplication.translate("AuditTableModel", "Round time changed"),
        "table extra time": QCoreApplication.translate("AuditTableModel", "Extra time for a table"),
        "finish clock": QCoreApplication.translate("AuditTableModel", "Clock finished"),
        "form groups": QCoreApplication.translate("AuditTableModel", "Groups formed"),
        "undo groups": QCoreApplication.translate("AuditTableModel", "Groups taken back"),
        "clear groups": QCoreApplication.translate("AuditTableModel", "Groups cleared"),
    }
    return names.get(action, action)


def subject_name(entry: AuditEntry) -> str:
    """What the entry changed, in the window's language, from its numbers ("Turno 2, tavolo 4")."""
    if entry.action in TOURNAMENT_ACTIONS:
        return QCoreApplication.translate("AuditTableModel", "Tournament")
    if entry.action == AuditAction.SWAP_PAIRS:
        return QCoreApplication.translate(
            "AuditTableModel", "Round {round}, pairs {pair} and {other}"
        ).format(round=entry.round, pair=entry.pair, other=entry.other)
    if entry.action == AuditAction.SWAP_TABLES:
        return QCoreApplication.translate(
            "AuditTableModel", "Round {round}, tables {table} and {other}"
        ).format(round=entry.round, table=entry.table, other=entry.other)
    if entry.pair is not None:
        if entry.round is not None:
            return QCoreApplication.translate("AuditTableModel", "Pair {pair}, after round {round}").format(
                pair=entry.pair, round=entry.round
            )
        return QCoreApplication.translate("AuditTableModel", "Pair {pair}").format(pair=entry.pair)
    parts = []
    if entry.round is not None:
        parts.append(QCoreApplication.translate("AuditTableModel", "Round {round}").format(round=entry.round))
    if entry.table is not None:
        parts.append(QCoreApplication.translate("AuditTableModel", "table {table}").format(table=entry.table))
    if entry.deal is not None:
        parts.append(QCoreApplication.translate("AuditTableModel", "deal {deal}").format(deal=entry.deal))
    if entry.action in CLOCK_ACTIONS and parts:
        parts.append(QCoreApplication.translate("AuditTableModel", "clock"))
    return ", ".join(parts) or entry.legacy_what


def _field_name(field: str) -> str:
    names = {
        "end": QCoreApplication.translate("AuditTableModel", "how it ended"),
        "clean": QCoreApplication.translate("AuditTableModel", "clean burracos"),
        "dirty": QCoreApplication.translate("AuditTableModel", "dirty burracos"),
        "semi_clean": QCoreApplication.translate("AuditTableModel", "semi-clean burracos"),
        "closed": QCoreApplication.translate("AuditTableModel", "closed"),
        "cards": QCoreApplication.translate("AuditTableModel", "card points"),
        "melded": QCoreApplication.translate("AuditTableModel", "melded"),
        "in_hand": QCoreApplication.translate("AuditTableModel", "in hand"),
        "pozzetto": QCoreApplication.translate("AuditTableModel", "pozzetto"),
        "penalty": QCoreApplication.translate("AuditTableModel", "penalty"),
        "penalty_reason": QCoreApplication.translate("AuditTableModel", "penalty reason"),
        "total": QCoreApplication.translate("AuditTableModel", "total"),
    }
    return names.get(field, field)


def _end_name(end: Any) -> str:
    names = {
        "closed": QCoreApplication.translate("AuditTableModel", "closed"),
        "timeout": QCoreApplication.translate("AuditTableModel", "time-out"),
        "stock": QCoreApplication.translate("AuditTableModel", "stock exhausted"),
        "stalemate": QCoreApplication.translate("AuditTableModel", "stalemate"),
        "not_played": QCoreApplication.translate("AuditTableModel", "not played"),
        "totals": QCoreApplication.translate("AuditTableModel", "by totals"),
    }
    return names.get(str(end), _value(end))


def _value(value: Any) -> str:
    if value is True:
        return QCoreApplication.translate("AuditTableModel", "yes")
    if value is False:
        return QCoreApplication.translate("AuditTableModel", "no")
    if value is None or value == "":
        return "—"
    return str(value)


def _deal_changes(number: int, old: dict[str, Any] | None, new: dict[str, Any] | None) -> list[str]:
    prefix = QCoreApplication.translate("AuditTableModel", "deal {number}").format(number=number)
    if old is None or new is None:
        return [
            prefix
            + ": "
            + (
                QCoreApplication.translate("AuditTableModel", "added")
                if old is None
                else QCoreApplication.translate("AuditTableModel", "taken back")
            )
        ]
    changes = []
    for line in ("ns", "ew"):
        # A deal entered by its totals: its totals are what changed.
        if old.get(f"{line}_total") != new.get(f"{line}_total"):
            changes.append(
                f"{prefix} {line.upper()} {_field_name('total')} "
                f"{_value(old.get(f'{line}_total'))} → {_value(new.get(f'{line}_total'))}"
            )
    if old.get("end") != new.get("end"):
        changes.append(
            f"{prefix} {_field_name('end')} {_end_name(old.get('end'))} → {_end_name(new.get('end'))}"
        )
    for line in ("ns", "ew"):
        before, after = old.get(line) or {}, new.get(line) or {}
        for field in _LINE_FIELDS:
            if before.get(field) != after.get(field):
                changes.append(
                    f"{prefix} {line.upper()} {_field_name(field)} "
                    f"{_value(before.get(field))} → {_value(after.get(field))}"
                )
    return changes


def change_summary(entry: AuditEntry) -> str:
    """What changed, in a line or a few: field by field for deals, VP for artificial results."""
    old, new = entry.old, entry.new
    if entry.action == AuditAction.CONVERT_QUICK_SHEET and isinstance(new, list):
        return "; ".join(
            QCoreApplication.translate("AuditTableModel", "deal {number}: NS {ns}, EW {ew}").format(
                number=number, ns=deal.get("ns_total", 0), ew=deal.get("ew_total", 0)
            )
            for number, deal in enumerate(new, start=1)
            if isinstance(deal, dict)
        )
    if entry.action == "reject table sheet":
        return _sheet_short(old)  # what the table sent, not saved
    if entry.action in SHEET_ACTIONS:
        if _table_totals(old) is not None or _table_totals(new) is not None:
            return f"{_sheet_short(old)} → {_sheet_short(new)}"
        olds = old if isinstance(old, list) else []
        news = new if isinstance(new, list) else []
        if not olds:
            if news and all(isinstance(d, dict) and d.get("end") in ("totals", "not_played") for d in news):
                return QCoreApplication.translate(
                    "AuditTableModel", "{count} deals entered by totals"
                ).format(count=len(news))
            return QCoreApplication.translate("AuditTableModel", "{count} deals entered").format(
                count=len(news)
            )
        if not news:
            return QCoreApplication.translate("AuditTableModel", "{count} deals taken back").format(
                count=len(olds)
            )
        changes: list[str] = []
        for number in range(1, max(len(olds), len(news)) + 1):
            changes += _deal_changes(
                number,
                olds[number - 1] if number <= len(olds) else None,
                news[number - 1] if number <= len(news) else None,
            )
        return "; ".join(changes) or QCoreApplication.translate("AuditTableModel", "no change")
    if entry.action == "correct deal" and isinstance(old, dict) and isinstance(new, dict):
        return "; ".join(_deal_changes(entry.deal or 0, old, new)) or QCoreApplication.translate(
            "AuditTableModel", "no change"
        )
    if entry.action in ("set artificial result", "clear artificial result"):
        return f"{_vp(old)} → {_vp(new)}"
    if entry.action in ("form groups", "undo groups"):
        # The groups formed (or taken back): each with its tables and pairs.
        formed = new if entry.action == "form groups" else old
        groups = formed.get("groups") if isinstance(formed, dict) else None
        if isinstance(groups, list):
            return "; ".join(
                QCoreApplication.translate(
                    "AuditTableModel", "group {name}: {tables} tables, {pairs} pairs"
                ).format(
                    name=group.get("name", ""),
                    tables=len(group.get("pairs", [])) // 2,
                    pairs=len(group.get("pairs", [])),
                )
                for group in groups
                if isinstance(group, dict)
            )
    if entry.action == AuditAction.STORE_ROUND and isinstance(new, dict) and "seating" in new:
        # A first round of a phase: how its pairs were seated, after the movement.
        made = {key: value for key, value in new.items() if key not in _SEATING_KEYS}
        seated = _seating_options(new)
        if seated is not None:
            return f"{_short(old)} → {_short(made)}; {seating_text(seated)}"
    if entry.action == "clear groups":
        return QCoreApplication.translate("AuditTableModel", "{count} pairs out of their group").format(
            count=len(old) if isinstance(old, dict) else 0
        )
    if old is None and new is None:
        return ""
    if isinstance(old, dict) and isinstance(new, dict):
        # A change of a pair, the settings or the clock: only what differs.
        changed = [key for key in new if key not in _SUBJECT_KEYS and old.get(key) != new.get(key)]
        if changed:
            return "; ".join(
                f"{_key_name(key)} {_short_value(key, old.get(key))} → {_short_value(key, new.get(key))}"
                for key in changed
            )
    return f"{_short(old)} → {_short(new)}"


# What a store round entry keeps of how the pairs were seated (services.pairing).
_SEATING_KEYS = frozenset({"seating", "seed", "separate"})


def _seating_options(new: dict[str, Any]) -> DrawOptions | None:
    """The seating a store round entry records, or None when it is not one this version knows."""
    orders = {order.value: order for order in FirstRoundSeating}
    separations = {separation.value: separation for separation in Separation}
    separate = new.get("separate", [])
    seed = new.get("seed", 0)
    if new.get("seating") not in orders or not isinstance(separate, list) or not isinstance(seed, int):
        return None
    return DrawOptions(
        seating=orders[new["seating"]],
        seed=seed,
        separate=frozenset(separations[value] for value in separate if value in separations),
    )


def _short_value(key: str, value: Any) -> str:
    if key == "players" and isinstance(value, list):
        return " – ".join(str(p.get("name", "")) for p in value if isinstance(p, dict))
    if isinstance(value, list | dict):
        return _short(value) if isinstance(value, dict) else ", ".join(_value(item) for item in value)
    return _key_value(key, value)


def _table_totals(value: Any) -> list[Any] | None:
    if isinstance(value, dict) and isinstance(value.get("totals"), list) and len(value["totals"]) == 2:
        return list(value["totals"])
    return None


def _sheet_short(value: Any) -> str:
    """A sheet in a few words: the table's totals, or its number of deals."""
    totals = _table_totals(value)
    if totals is not None:
        return QCoreApplication.translate("AuditTableModel", "table totals NS {ns}, EW {ew}").format(
            ns=totals[0], ew=totals[1]
        )
    if isinstance(value, list) and value:
        return QCoreApplication.translate("AuditTableModel", "{count} deals").format(count=len(value))
    return "—"


def _vp(value: Any) -> str:
    if isinstance(value, dict) and isinstance(value.get("vp"), list):
        return QCoreApplication.translate("AuditTableModel", "VP {ns} – {ew}").format(
            ns=value["vp"][0], ew=value["vp"][1]
        )
    return QCoreApplication.translate("AuditTableModel", "none")


def _short(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, dict) and isinstance(value.get("players"), list):
        names = " – ".join(str(p.get("name", "")) for p in value["players"] if isinstance(p, dict))
        return f"{value.get('number', '')} · {names}"
    if isinstance(value, dict):
        simple = {
            key: item
            for key, item in value.items()
            if not isinstance(item, list | dict) and key not in _SUBJECT_KEYS and item is not None
        }
        return ", ".join(f"{_key_name(key)} {_key_value(key, item)}" for key, item in simple.items()) or "—"
    return str(value)


# Keys of the old and new values that the entry's own columns already show (what it changed, why, when).
_SUBJECT_KEYS = frozenset({"at", "pair", "number", "after_round", "reason"})


def _key_name(key: str) -> str:
    """A key of the old and new values (settings columns, the clock's state, an adjustment) in words."""
    names = {
        "vp": QCoreApplication.translate("AuditTableModel", "VP"),
        "mp": QCoreApplication.translate("AuditTableModel", "MP"),
        "state": QCoreApplication.translate("AuditTableModel", "clock"),
        "time_left": QCoreApplication.translate("AuditTableModel", "time left"),
        "round_minutes": QCoreApplication.translate("AuditTableModel", "round minutes"),
        "extra_minutes": QCoreApplication.translate("AuditTableModel", "extra minutes"),
        "name": QCoreApplication.translate("AuditTableModel", "name"),
        "date": QCoreApplication.translate("AuditTableModel", "date"),
        "venue": QCoreApplication.translate("AuditTableModel", "venue"),
        "deals_per_round": QCoreApplication.translate("AuditTableModel", "deals per round"),
        "minutes_per_deal": QCoreApplication.translate("AuditTableModel", "minutes per deal"),
        "scoring_clean": QCoreApplication.translate("AuditTableModel", "clean burraco"),
        "scoring_dirty": QCoreApplication.translate("AuditTableModel", "dirty burraco"),
        "scoring_semi_clean": QCoreApplication.translate("AuditTableModel", "semi-clean burraco"),
        "scoring_closing": QCoreApplication.translate("AuditTableModel", "closing"),
        "scoring_pozzetto_missing": QCoreApplication.translate("AuditTableModel", "pozzetto not taken"),
        "bye_vp": QCoreApplication.translate("AuditTableModel", "bye VP"),
        "bye_mp": QCoreApplication.translate("AuditTableModel", "bye MP"),
        "print_language": QCoreApplication.translate("AuditTableModel", "print language"),
        "club_name": QCoreApplication.translate("AuditTableModel", "club name"),
        "club_logo": QCoreApplication.translate("AuditTableModel", "club logo"),
        "profile_key": QCoreApplication.translate("AuditTableModel", "rule profile"),
        "profile_name": QCoreApplication.translate("AuditTableModel", "rule profile name"),
        "closing_requires": QCoreApplication.translate("AuditTableModel", "closing requires"),
        "timeout_text": QCoreApplication.translate("AuditTableModel", "time-out text"),
        "danish_last_round_rematch": QCoreApplication.translate("AuditTableModel", "last-round rematch"),
        "status": QCoreApplication.translate("AuditTableModel", "status"),
        "withdrawn_after_round": QCoreApplication.translate("AuditTableModel", "withdrawn after round"),
        "entry_round": QCoreApplication.translate("AuditTableModel", "entry round"),
        "group": QCoreApplication.translate("AuditTableModel", "group"),
        "lots_draw": QCoreApplication.translate("AuditTableModel", "lots draw"),
        "movement": QCoreApplication.translate("AuditTableModel", "movement"),
        "players": QCoreApplication.translate("AuditTableModel", "players"),
        "warning_minutes": QCoreApplication.translate("AuditTableModel", "warning minutes"),
        "time_out_seconds": QCoreApplication.translate("AuditTableModel", "time-out seconds"),
        "final_circuit_text": QCoreApplication.translate("AuditTableModel", "final circuit text"),
    }
    return names.get(key, key)


def _key_value(key: str, value: Any) -> str:
    if key == "time_left" and isinstance(value, int | float):
        seconds = max(int(value), 0)
        return f"{seconds // 60}:{seconds % 60:02d}"
    if key == "movement" and value in {m.value for m in Movement}:
        return movement_name(Movement(value))
    if key in ("state", "status"):
        states = {
            "not_started": QCoreApplication.translate("AuditTableModel", "not started"),
            "running": QCoreApplication.translate("AuditTableModel", "running"),
            "paused": QCoreApplication.translate("AuditTableModel", "paused"),
            "warning": QCoreApplication.translate("AuditTableModel", "last minutes"),
            "time_out": QCoreApplication.translate("AuditTableModel", "time-out"),
            "final_circuit": QCoreApplication.translate("AuditTableModel", "final circuit"),
            "finished": QCoreApplication.translate("AuditTableModel", "finished"),
            "active": QCoreApplication.translate("AuditTableModel", "playing"),
            "withdrawn": QCoreApplication.translate("AuditTableModel", "withdrawn"),
        }
        return states.get(str(value), _value(value))
    return _value(value)


class AuditTableModel(FlatTableModel):
    """One row per audit entry, newest first: when (local time), who, action, what, change, reason."""

    WHEN, WHO, ACTION, WHAT, CHANGE, REASON = range(6)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[AuditEntry] = []
        self._summaries: list[str] = []
        self._subjects: list[str] = []

    def headers(self) -> list[str]:
        return [
            self.tr("When"),
            self.tr("Who"),
            self.tr("Change"),
            self.tr("What"),
            self.tr("Old → new"),
            self.tr("Why"),
        ]

    def set_entries(self, entries: Sequence[AuditEntry]) -> None:
        self.beginResetModel()
        self._entries = list(entries)
        self._summaries = [change_summary(entry) for entry in self._entries]
        self._subjects = [subject_name(entry) for entry in self._entries]
        self.endResetModel()

    def entry_at(self, row: int) -> AuditEntry:
        return self._entries[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            values = [
                moment_text(entry.at),
                station_words(entry.who),
                action_name(entry.action),
                self._subjects[index.row()],
                self._summaries[index.row()],
                entry.reason,
            ]
            return values[column]
        if role == SORT_ROLE:
            sortable: list[Any] = [
                entry.id,
                entry.who.casefold(),
                action_name(entry.action),
                (entry.round or 0, entry.table or 0, entry.deal or 0, entry.pair or 0),
                self._summaries[index.row()],
                entry.reason.casefold(),
            ]
            return sortable[column]
        return None
