"""The audit log on screen: who changed which score when, from what to what, and why."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, Qt

from burraco_tourney.domain.audit import CLOCK_ACTIONS, TOURNAMENT_ACTIONS, AuditAction, AuditEntry
from burraco_tourney.domain.movements import DrawOptions, FirstRoundSeating, Separation
from burraco_tourney.domain.tournament import Movement
from burraco_tourney.io.audit_texts import action_text, score_changes, value_text
from burraco_tourney.ui.models.base import SORT_ROLE, FlatTableModel, Index
from burraco_tourney.ui.names import moment_text, movement_name, seating_text, station_words, window_words


def action_name(action: str) -> str:
    """An audited action's name in the window's language (the printouts' wording, io/audit_texts.py)."""
    return action_text(window_words(), action)


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


def _value(value: Any) -> str:
    return value_text(window_words(), value)


def change_summary(entry: AuditEntry) -> str:
    """What changed, in a line or a few: field by field for deals, VP for artificial results."""
    changes = score_changes(window_words(), entry)  # a score's change: worded as on paper
    if changes is not None:
        return "; ".join(change.text for change in changes)
    old, new = entry.old, entry.new
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
