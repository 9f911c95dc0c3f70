"""The audit log in words, one wording for the window's corrections log and the printouts alike: each
action's name, the station, and what a change of a score changed, deal by deal and field by field
(old → new). Context "AuditLog" (the station's "table 7" shares the window's "Names")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from burraco_tourney.domain.audit import SHEET_ACTIONS, AuditAction, AuditEntry, station_table
from burraco_tourney.domain.scoring import Line
from burraco_tourney.io.names import line_code
from burraco_tourney.io.texts import Texts

__all__ = ["Change", "action_text", "score_changes", "station_text", "value_text"]

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


@dataclass(frozen=True, slots=True)
class Change:
    """One thing a change of a score changed: `deal` the deal it is in (None: the whole sheet, or the table's
    VP), `what` the field ("NS card points"; "" where the action says it all), `old` and `new` as written
    ("" where there is none), and `text` the whole of it on one line, as the corrections log shows it
    ("deal 1 NS card points 230 → 330")."""

    deal: int | None
    what: str
    old: str
    new: str
    text: str


def action_text(words: Texts, action: str) -> str:
    """An audited action's name ("Segnapunti corretto"); an unknown code as it is."""
    names = {
        "save deals": words.translate("AuditLog", "Sheet saved"),
        "correct deals": words.translate("AuditLog", "Sheet corrected"),
        "correct deal": words.translate("AuditLog", "Deal corrected"),
        "delete deals": words.translate("AuditLog", "Sheet taken back"),
        "clear deals": words.translate("AuditLog", "Sheet cleared"),
        "set artificial result": words.translate("AuditLog", "Artificial result set"),
        "clear artificial result": words.translate("AuditLog", "Artificial result cleared"),
        "add adjustment": words.translate("AuditLog", "Adjustment added"),
        "remove adjustment": words.translate("AuditLog", "Adjustment removed"),
        "register pair": words.translate("AuditLog", "Pair registered"),
        "late entry": words.translate("AuditLog", "Late entry"),
        "edit pair": words.translate("AuditLog", "Pair edited"),
        "withdraw pair": words.translate("AuditLog", "Pair withdrawn"),
        "reinstate pair": words.translate("AuditLog", "Pair reinstated"),
        "remove pair": words.translate("AuditLog", "Registration taken back"),
        "restore pair": words.translate("AuditLog", "Registration put back"),
        "change settings": words.translate("AuditLog", "Settings changed"),
        "reject table sheet": words.translate("AuditLog", "Table's sheet rejected"),
        "open table entry": words.translate("AuditLog", "Table links reopened"),
        "close table entry": words.translate("AuditLog", "Table links closed"),
        "create tournament": words.translate("AuditLog", "Tournament created"),
        "import tournament": words.translate("AuditLog", "Tournament imported"),
        "store round": words.translate("AuditLog", "Round made"),
        "delete round": words.translate("AuditLog", "Round deleted"),
        "swap pairs": words.translate("AuditLog", "Pairs swapped"),
        "swap tables": words.translate("AuditLog", "Tables swapped"),
        "convert quick sheet": words.translate("AuditLog", "Quick sheet stored as totals"),
        "start clock": words.translate("AuditLog", "Clock started"),
        "pause clock": words.translate("AuditLog", "Clock paused"),
        "resume clock": words.translate("AuditLog", "Clock resumed"),
        "extend clock": words.translate("AuditLog", "Round time changed"),
        "table extra time": words.translate("AuditLog", "Extra time for a table"),
        "finish clock": words.translate("AuditLog", "Clock finished"),
        "form groups": words.translate("AuditLog", "Groups formed"),
        "undo groups": words.translate("AuditLog", "Groups taken back"),
        "clear groups": words.translate("AuditLog", "Groups cleared"),
    }
    return names.get(action, action)


def station_text(words: Texts, who: str) -> str:
    """A station of the audit in words: a sheet saved from table 7's phones is "table 7" ("tavolo 7"); any
    other station is its own name."""
    table = station_table(who)
    if table is None:
        return who
    return words.translate("Names", "table {table}").format(table=table)


def value_text(words: Texts, value: Any) -> str:
    """A value the audit kept: yes and no in words, "—" for none."""
    if value is True:
        return words.translate("AuditLog", "yes")
    if value is False:
        return words.translate("AuditLog", "no")
    if value is None or value == "":
        return "—"
    return str(value)


def _field_name(words: Texts, field: str) -> str:
    names = {
        "end": words.translate("AuditLog", "how it ended"),
        "clean": words.translate("AuditLog", "clean burracos"),
        "dirty": words.translate("AuditLog", "dirty burracos"),
        "semi_clean": words.translate("AuditLog", "semi-clean burracos"),
        "closed": words.translate("AuditLog", "closed"),
        "cards": words.translate("AuditLog", "card points"),
        "melded": words.translate("AuditLog", "melded"),
        "in_hand": words.translate("AuditLog", "in hand"),
        "pozzetto": words.translate("AuditLog", "pozzetto"),
        "penalty": words.translate("AuditLog", "penalty"),
        "penalty_reason": words.translate("AuditLog", "penalty reason"),
        "total": words.translate("AuditLog", "total"),
    }
    return names.get(field, field)


def _end_name(words: Texts, end: Any) -> str:
    names = {
        "closed": words.translate("AuditLog", "closed"),
        "timeout": words.translate("AuditLog", "time-out"),
        "stock": words.translate("AuditLog", "stock exhausted"),
        "stalemate": words.translate("AuditLog", "stalemate"),
        "not_played": words.translate("AuditLog", "not played"),
        "totals": words.translate("AuditLog", "by totals"),
    }
    return names.get(str(end), value_text(words, end))


def _field_change(deal: int, prefix: str, what: str, old: str, new: str) -> Change:
    return Change(deal, what, old, new, f"{prefix} {what} {old} → {new}")


def _deal_changes(
    words: Texts, number: int, old: dict[str, Any] | None, new: dict[str, Any] | None
) -> list[Change]:
    prefix = words.translate("AuditLog", "deal {number}").format(number=number)
    if old is None or new is None:
        if old is None:
            whole = words.translate("AuditLog", "added")
        else:
            whole = words.translate("AuditLog", "taken back")
        return [Change(number, whole, "", "", f"{prefix}: {whole}")]
    changes = []
    for line in ("ns", "ew"):
        # A deal entered by its totals: its totals are what changed.
        before, after = old.get(f"{line}_total"), new.get(f"{line}_total")
        if before != after:
            what = f"{_line(words, line)} {_field_name(words, 'total')}"
            changes.append(
                _field_change(number, prefix, what, value_text(words, before), value_text(words, after))
            )
    if old.get("end") != new.get("end"):
        changes.append(
            _field_change(
                number,
                prefix,
                _field_name(words, "end"),
                _end_name(words, old.get("end")),
                _end_name(words, new.get("end")),
            )
        )
    for line in ("ns", "ew"):
        before_line, after_line = old.get(line) or {}, new.get(line) or {}
        for field in _LINE_FIELDS:
            if before_line.get(field) != after_line.get(field):
                what = f"{_line(words, line)} {_field_name(words, field)}"
                changes.append(
                    _field_change(
                        number,
                        prefix,
                        what,
                        value_text(words, before_line.get(field)),
                        value_text(words, after_line.get(field)),
                    )
                )
    return changes


def _line(words: Texts, line: str) -> str:
    """ "ns"/"ew" of a stored deal as the language writes the line: NS and EO in Italian, OW in German."""
    return line_code(words, Line.NS if line == "ns" else Line.EW)


def _table_totals(value: Any) -> list[Any] | None:
    if isinstance(value, dict) and isinstance(value.get("totals"), list) and len(value["totals"]) == 2:
        return list(value["totals"])
    return None


def _sheet_short(words: Texts, value: Any) -> str:
    """A sheet in a few words: the table's totals, or its number of deals."""
    totals = _table_totals(value)
    if totals is not None:
        return words.translate("AuditLog", "table totals NS {ns}, EW {ew}").format(ns=totals[0], ew=totals[1])
    if isinstance(value, list) and value:
        if len(value) == 1:
            return words.translate("AuditLog", "1 deal")
        return words.translate("AuditLog", "{count} deals").format(count=len(value))
    return "—"


def _vp(words: Texts, value: Any) -> str:
    if isinstance(value, dict) and isinstance(value.get("vp"), list):
        return words.translate("AuditLog", "VP {ns} – {ew}").format(ns=value["vp"][0], ew=value["vp"][1])
    return words.translate("AuditLog", "none")


def _whole(old: str, new: str, text: str) -> Change:
    """A change of the whole sheet (or of the table's VP): the action names it."""
    return Change(None, "", old, new, text)


def _no_change(words: Texts) -> list[Change]:
    text = words.translate("AuditLog", "no change")
    return [Change(None, text, "", "", text)]


def score_changes(words: Texts, entry: AuditEntry) -> list[Change] | None:
    """What an entry on a table's score changed, one Change a line (deal by deal, field by field for the
    deals, the VP for an artificial result); None when the entry is not about a score."""
    old, new = entry.old, entry.new
    if entry.action == AuditAction.CONVERT_QUICK_SHEET and isinstance(new, list):
        converted = []
        for number, deal in enumerate(new, start=1):
            if isinstance(deal, dict):
                text = words.translate("AuditLog", "deal {number}: NS {ns}, EW {ew}").format(
                    number=number, ns=deal.get("ns_total", 0), ew=deal.get("ew_total", 0)
                )
                converted.append(Change(number, text, "", "", text))
        return converted
    if entry.action == AuditAction.REJECT_TABLE_SHEET:
        sent = _sheet_short(words, old)  # what the table sent, not saved
        return [_whole(sent, "", sent)]
    if entry.action in SHEET_ACTIONS:
        if _table_totals(old) is not None or _table_totals(new) is not None:
            before, after = _sheet_short(words, old), _sheet_short(words, new)
            return [_whole(before, after, f"{before} → {after}")]
        olds = old if isinstance(old, list) else []
        news = new if isinstance(new, list) else []
        if not olds:
            if news and all(isinstance(d, dict) and d.get("end") in ("totals", "not_played") for d in news):
                text = (
                    words.translate("AuditLog", "1 deal entered by totals")
                    if len(news) == 1
                    else words.translate("AuditLog", "{count} deals entered by totals").format(
                        count=len(news)
                    )
                )
            elif len(news) == 1:
                text = words.translate("AuditLog", "1 deal entered")
            else:
                text = words.translate("AuditLog", "{count} deals entered").format(count=len(news))
            return [_whole("—", _sheet_short(words, new), text)]
        if not news:
            text = (
                words.translate("AuditLog", "1 deal taken back")
                if len(olds) == 1
                else words.translate("AuditLog", "{count} deals taken back").format(count=len(olds))
            )
            return [_whole(_sheet_short(words, old), "—", text)]
        changes: list[Change] = []
        for number in range(1, max(len(olds), len(news)) + 1):
            changes += _deal_changes(
                words,
                number,
                olds[number - 1] if number <= len(olds) else None,
                news[number - 1] if number <= len(news) else None,
            )
        return changes or _no_change(words)
    if entry.action == AuditAction.CORRECT_DEAL and isinstance(old, dict) and isinstance(new, dict):
        return _deal_changes(words, entry.deal or 0, old, new) or _no_change(words)
    if entry.action in (AuditAction.SET_ARTIFICIAL_RESULT, AuditAction.CLEAR_ARTIFICIAL_RESULT):
        before, after = _vp(words, old), _vp(words, new)
        return [_whole(before, after, f"{before} → {after}")]
    return None
