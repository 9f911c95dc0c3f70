"""Circuit standings (domain.circuits) as CSV and as a workbook, and the words the printout shares with them,
in the printout's language (it, de, en).

One row per pair or player: rank, names, member numbers, points, evenings counted and played, the best
evening, then one column per evening of the season: its (weighted) points, in brackets when best N left it
out, "–" when not played. The CSV is as the other CSV files (csv_export.py): UTF-8 with a byte-order mark,
the language's separator and decimal mark, formula-like text marked.
"""

from __future__ import annotations

import io
from datetime import datetime
from decimal import Decimal
from typing import Any, BinaryIO

from burraco_tourney.domain.circuits import (
    TIE_BREAKS,
    CircuitRow,
    CircuitRule,
    CircuitStandings,
    EveningResult,
    PointsKind,
    TieBreakStep,
    TiedPlaces,
)
from burraco_tourney.domain.vp import format_vp
from burraco_tourney.io.csv_export import separator_for, write_csv
from burraco_tourney.io.output import Output, write_atomically
from burraco_tourney.io.texts import DEFAULT_LANGUAGE, Texts, texts_for

__all__ = [
    "circuit_rows",
    "evening_cell",
    "evening_heading",
    "evenings_legend",
    "rule_text",
    "standings_title",
    "tie_break_chain_text",
    "ties_legend",
    "write_circuit_csv",
    "write_circuit_xlsx",
]

_SHOWN_POSITIONS = 6  # a long position table is shown "25, 20, 16, 14, 12, 10, …"


def _points(value: Decimal, words: Texts) -> str:
    return words.number(format_vp(value))


def rule_text(rule: CircuitRule, words: Texts, *, final: bool = False) -> str:
    """The circuit's rule in one line: how points are earned, how many evenings count, the final, and (with
    a position table) what tied pairs earn. `final`: the circuit has its final (it counts on top of the best
    evenings: "the best 2 evenings + the final count")."""
    if rule.points is PointsKind.VP:
        points = words.translate("CircuitPdf", "Points: the evening's VP")
    else:
        shown = ", ".join(str(value) for value in rule.positions[:_SHOWN_POSITIONS])
        if len(rule.positions) > _SHOWN_POSITIONS:
            shown += ", …"
        points = words.translate("CircuitPdf", "Points by position: {points}").format(points=shown)
    if rule.best is None:
        best = words.translate("CircuitPdf", "every evening counts")
    elif rule.best == 1 and final:
        best = words.translate("CircuitPdf", "the best evening + the final count")
    elif rule.best == 1:
        best = words.translate("CircuitPdf", "only the best evening counts")
    elif final:
        best = words.translate("CircuitPdf", "the best {count} evenings + the final count").format(
            count=rule.best
        )
    else:
        best = words.translate("CircuitPdf", "the best {count} evenings count").format(count=rule.best)
    if rule.final_points:
        final_text = words.translate("CircuitPdf", "the final by its own table: {points}").format(
            points=", ".join(str(value) for value in rule.final_points[:_SHOWN_POSITIONS])
            + (", …" if len(rule.final_points) > _SHOWN_POSITIONS else "")
        )
    else:
        final_text = words.translate("CircuitPdf", "the final counts ×{weight}").format(
            weight=rule.final_weight
        )
    parts = [points, best, final_text]
    if rule.points is PointsKind.POSITIONS or rule.final_points:
        if rule.tied is TiedPlaces.SPLIT:
            parts.append(words.translate("CircuitPdf", "tied pairs share the points of their places"))
        else:
            parts.append(words.translate("CircuitPdf", "tied pairs each keep the points of their place"))
    return " · ".join(parts)


def evening_heading(index: int, evening: EveningResult, words: Texts) -> str:
    """An evening's column heading: "3" (its place in the season), "F" for the final, "×2" when double."""
    mark = words.translate("CircuitPdf", "F") if evening.final else str(index)
    if not evening.final and evening.weight > 1:
        mark += f" ×{evening.weight}"
    return mark


def evening_cell(row: CircuitRow, evening: EveningResult, words: Texts) -> str:
    score = row.score_of(evening.tournament_id)
    if score is None:
        return "–"
    shown = _points(score.points, words)
    return shown if score.counted else f"({shown})"


def circuit_rows(standings: CircuitStandings, words: Texts) -> tuple[list[str], list[list[Any]]]:
    """The header and the rows of the table the CSV, the workbook and the printout show."""
    by_player = standings.by == "player"
    header = [
        words.translate("CircuitPdf", "Rank"),
        words.translate("CircuitPdf", "Player") if by_player else words.translate("CircuitPdf", "Pair"),
        words.translate("CircuitPdf", "Member number"),
        words.translate("CircuitPdf", "Points"),
        words.translate("CircuitPdf", "Counted"),
        words.translate("CircuitPdf", "Played"),
        words.translate("CircuitPdf", "Best evening"),
    ]
    header += [evening_heading(i, e, words) for i, e in enumerate(standings.evenings, start=1)]
    rows: list[list[Any]] = []
    for row in standings.rows:
        rows.append(
            [
                row.rank,
                " – ".join(row.names),
                " – ".join(member for member in row.members if member),
                row.points,
                row.counted,
                row.played,
                row.best,
                *(evening_cell(row, evening, words) for evening in standings.evenings),
            ]
        )
    return header, rows


def evenings_legend(standings: CircuitStandings, words: Texts) -> list[str]:
    """One line per evening: "3: Serata 24 (24/01/2026), counts double"."""
    lines = []
    for index, evening in enumerate(standings.evenings, start=1):
        mark = evening_heading(index, evening, words).split(" ")[0]
        what = evening.name + (f" ({words.date(evening.date)})" if evening.date else "")
        if evening.final:
            what += ", " + words.translate("CircuitPdf", "the final")
        elif evening.weight > 1:
            what += ", " + words.translate("CircuitPdf", "counts ×{weight}").format(weight=evening.weight)
        lines.append(f"{mark}: {what}")
    return lines


def _step_text(step: TieBreakStep, words: Texts) -> str:
    match step:
        case TieBreakStep.COUNTED:
            return words.translate("CircuitPdf", "more evenings counted")
        case TieBreakStep.BEST:
            return words.translate("CircuitPdf", "the best evening")
        case TieBreakStep.PLAYED:
            return words.translate("CircuitPdf", "more evenings played")
        case TieBreakStep.HEAD_TO_HEAD:
            return words.translate(
                "CircuitPdf", "head-to-head (the VP won against each other, when all have met)"
            )
        case TieBreakStep.MP_DIFF:
            return words.translate("CircuitPdf", "the better MP difference")
        case TieBreakStep.VP:
            return words.translate("CircuitPdf", "more VP")
        case TieBreakStep.LOTS:
            return words.translate("CircuitPdf", "drawing lots")


def tie_break_chain_text(chain: tuple[TieBreakStep, ...], words: Texts) -> str:
    """A circuit's chain after the points: "head-to-head (…), then the better MP difference, then …"."""
    then = words.translate("CircuitPdf", ", then ")
    return then.join(_step_text(step, words) for step in chain)


def ties_legend(words: Texts, rule: CircuitRule | None = None) -> str:
    """How ties in the circuit's points are broken (the rule's chain; the default chain without a rule)."""
    chain = rule.tie_breaks if rule is not None else TIE_BREAKS
    steps = (words.translate("CircuitPdf", "more points"), *(_step_text(step, words) for step in chain))
    return words.translate(
        "CircuitPdf", "Ties: {chain}; (12): an evening left out by the best evenings rule."
    ).format(chain=words.translate("CircuitPdf", ", then ").join(steps))


def _csv_value(value: Any, words: Texts) -> str:
    if isinstance(value, Decimal):
        return _points(value, words)
    return str(value)


def write_circuit_csv(
    standings: CircuitStandings,
    out: Output,
    *,
    language: str = DEFAULT_LANGUAGE,
    delimiter: str | None = None,
) -> None:
    words = texts_for(language)
    header, rows = circuit_rows(standings, words)
    write_csv(
        out,
        header,
        [[_csv_value(v, words) for v in row] for row in rows],
        delimiter or separator_for(language),
    )


def write_circuit_xlsx(
    standings: CircuitStandings,
    out: Output,
    *,
    language: str = DEFAULT_LANGUAGE,
    written_at: datetime | None = None,
) -> None:
    from openpyxl import Workbook

    from burraco_tourney.io.xlsx import PROGRAM_NAME, _add_sheet, _clean, _Sheet

    words = texts_for(language)
    header, rows = circuit_rows(standings, words)
    workbook = Workbook()
    workbook.remove(workbook.active)
    workbook.properties.creator = PROGRAM_NAME
    workbook.properties.title = _clean(standings.name)
    when = words.date_time(written_at or datetime.now())
    block = (
        standings.name,
        rule_text(standings.rule, words, final=standings.has_final),
        words.translate("Workbook", "written {when}").format(when=when),
    )
    title = _title(standings, words)
    intro = (*evenings_legend(standings, words), ties_legend(words, standings.rule), "")
    _add_sheet(workbook, block, _Sheet(title, header, rows, intro))
    buffer = io.BytesIO()
    workbook.save(buffer)
    content = buffer.getvalue()

    def produce(stream: BinaryIO) -> None:
        stream.write(content)

    write_atomically(out, produce)


def _title(standings: CircuitStandings, words: Texts) -> str:
    if standings.by == "player":
        return words.translate("CircuitPdf", "By player")
    return words.translate("CircuitPdf", "By pair")


def standings_title(standings: CircuitStandings, words: Texts) -> str:
    if standings.by == "player":
        return words.translate("CircuitPdf", "Circuit standings by player")
    return words.translate("CircuitPdf", "Circuit standings by pair")
