"""The audit log on screen: who changed which score when, from what to what, and why."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, Qt

from burraco_tourney.services.audit import AuditEntry
from burraco_tourney.ui.models.base import SORT_ROLE, FlatTableModel, Index
from burraco_tourney.ui.names import moment_text

# Changes to a score already saved (DOMAIN.md §8): what the corrections view lists.
CORRECTION_ACTIONS = frozenset(
    {
        "correct deals",
        "correct deal",
        "delete deals",
        "clear deals",
        "set artificial result",
        "clear artificial result",
    }
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
        "create tournament": QCoreApplication.translate("AuditTableModel", "Tournament created"),
        "import tournament": QCoreApplication.translate("AuditTableModel", "Tournament imported"),
        "store round": QCoreApplication.translate("AuditTableModel", "Round made"),
        "delete round": QCoreApplication.translate("AuditTableModel", "Round deleted"),
        "swap pairs": QCoreApplication.translate("AuditTableModel", "Pairs swapped"),
        "swap tables": QCoreApplication.translate("AuditTableModel", "Tables swapped"),
    }
    return names.get(action, action)


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
    }
    return names.get(field, field)


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
    if old.get("end") != new.get("end"):
        changes.append(f"{prefix} {_field_name('end')} {_value(old.get('end'))} → {_value(new.get('end'))}")
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
    if entry.action in ("save deals", "correct deals", "delete deals", "clear deals"):
        olds = old if isinstance(old, list) else []
        news = new if isinstance(new, list) else []
        if not olds:
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
        last_word = entry.what.rsplit(" ", 1)[-1]
        deal = int(last_word) if last_word.isdigit() else 0
        return "; ".join(_deal_changes(deal, old, new)) or QCoreApplication.translate(
            "AuditTableModel", "no change"
        )
    if entry.action in ("set artificial result", "clear artificial result"):
        return f"{_vp(old)} → {_vp(new)}"
    if old is None and new is None:
        return ""
    return f"{_short(old)} → {_short(new)}"


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
        simple = {key: item for key, item in value.items() if not isinstance(item, list | dict)}
        return ", ".join(f"{key} {_value(item)}" for key, item in simple.items())
    return str(value)


class AuditTableModel(FlatTableModel):
    """One row per audit entry, newest first: when (local time), who, action, what, change, reason."""

    WHEN, WHO, ACTION, WHAT, CHANGE, REASON = range(6)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[AuditEntry] = []
        self._summaries: list[str] = []

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
                entry.who,
                action_name(entry.action),
                entry.what,
                self._summaries[index.row()],
                entry.reason,
            ]
            return values[column]
        if role == SORT_ROLE:
            sortable: list[Any] = [
                entry.id,
                entry.who.casefold(),
                action_name(entry.action),
                entry.what,
                self._summaries[index.row()],
                entry.reason.casefold(),
            ]
            return sortable[column]
        return None
