"""A table's score sheet on screen, laid out like the paper one: a column per line of each deal, a row per
field, totals, MP difference and VP that follow every keystroke, and each failed check marked at its field."""

from __future__ import annotations

import itertools
from decimal import Decimal

from PySide6.QtCore import QEvent, QObject, QRegularExpression, Qt, Signal
from PySide6.QtGui import QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.quick import is_quick_sheet, quick_totals
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine, ScoringRules, deal_totals
from burraco_tourney.domain.tournament import Pair, Table
from burraco_tourney.domain.vp import ThresholdScale, VPScale, format_vp
from burraco_tourney.ui.models.sheet import (
    QUICK_TOTAL,
    SheetProblem,
    SheetResult,
    deal_problems,
    parse_number,
    problem_text,
    quick_problems,
    result_of,
)
from burraco_tourney.ui.names import players_text, scale_name, signed

Key = tuple[int, str]  # (deal from 0, field path such as "ns.cards")

_ENDS = (DealEnd.CLOSED, DealEnd.TIMEOUT, DealEnd.STOCK, DealEnd.NOT_PLAYED)
_COUNT = QRegularExpression(r"\d{0,2}")
_POINTS = QRegularExpression(r"[-−]?\d{0,4}")
_PENALTY = QRegularExpression(r"\d{0,4}")

# The paper: cream background, thin ruled lines, headings on a light band; problems in red or amber.
PAPER_STYLE = """
QFrame#sheet { background: #fffdf6; border: 1px solid #b9b09a; }
QFrame#sheet QLabel { color: #2b2a26; background: transparent; }
QLabel#sheet_title { font-size: 15pt; font-weight: bold; }
QLabel#sheet_state { color: #6b604a; }
QLabel[role="pair"] { font-size: 11pt; }
QFrame[role="cell"] { background: #ffffff; border: 1px solid #d8d0bc; margin: 0px; }
QFrame[role="cell"][disabled="true"] { background: #f1eee6; }
QFrame[role="head"] { background: #efe9da; border: 1px solid #d8d0bc; }
QFrame[role="label"] { background: #f8f4ea; border: 1px solid #d8d0bc; }
QFrame[role="total"] { background: #f4efe2; border: 1px solid #c9bfa6; }
QFrame[role="cell"][problem="blocking"], QFrame[role="total"][problem="blocking"] {
    background: #fde7e4; border: 2px solid #c62828; }
QFrame[role="cell"][problem="warning"], QFrame[role="total"][problem="warning"] {
    background: #fff3cf; border: 2px solid #d39a00; }
QFrame#sheet QLineEdit { border: none; background: transparent; padding: 2px 6px; font-size: 12pt; }
QFrame#sheet QLineEdit:focus { background: #fff6c2; }
QFrame#sheet QLineEdit:disabled { color: #a39c8c; }
QFrame#sheet QComboBox { font-size: 11pt; border: none; background: transparent; padding: 1px 3px; }
QFrame#sheet QComboBox:focus { background: #fff6c2; }
QFrame#sheet QCheckBox { padding: 2px; }
QFrame#sheet QCheckBox:focus { background: #fff6c2; }
QLabel[role="deal_total"] { font-size: 12pt; font-weight: bold; padding: 2px 6px; }
QLabel[role="heading"] { font-weight: bold; padding: 3px 6px; }
QLabel[role="row_label"] { padding: 2px 6px; }
QLabel[role="value_note"] { color: #7b7160; padding-right: 4px; }
QFrame#result { background: #f4efe2; border: 1px solid #c9bfa6; }
QLabel[role="result_title"] { color: #6b604a; font-size: 9pt; }
QLabel[role="result_value"] { font-size: 16pt; font-weight: bold; }
QFrame#sheet QLabel#vp_value { font-size: 22pt; font-weight: bold; color: #1d3f7a; }
QFrame#sheet QLabel#problems { color: #8a1400; }
QFrame#scale_box { background: #fffdf6; border: 1px solid #d8d0bc; }
QLabel[role="scale_row"] { padding: 1px 3px; font-size: 9pt; }
QFrame#sheet QLabel[role="scale_row"][current="true"] {
    background: #1d3f7a; color: white; font-weight: bold; }
"""


def _points(value: int) -> str:
    """Points as printed: a true minus sign for negative values."""
    return str(value).replace("-", "−")


def _show_start(edit: QLineEdit) -> None:
    edit.setCursorPosition(0)
    edit.setToolTip(edit.text())


def _repolish(widget: QWidget) -> None:
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()


class _Cell(QFrame):
    """One box of the sheet's grid; the marker of a failed check is drawn on it."""

    def __init__(self, content: QWidget, role: str = "cell", center: bool = False) -> None:
        super().__init__()
        # The markers are kept here too: reading a Qt property back is slower, and PySide6 6.12 drops a
        # reference to None each time it reads a property that was never set.
        self.problem = ""
        self.disabled_look = False
        self.tip = ""
        self.setProperty("role", role)
        self.setProperty("problem", "")
        self.setProperty("disabled", "")
        self.content = content
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        if center:
            layout.addStretch()
            layout.addWidget(content)
            layout.addStretch()
        else:
            layout.addWidget(content)

    def set_problem(self, severity: str, tip: str) -> None:
        if self.problem != severity:
            self.problem = severity
            self.setProperty("problem", severity)
            _repolish(self)
        if self.tip != tip:
            self.tip = tip
            self.setToolTip(tip)
            self.content.setToolTip(tip)

    def set_disabled_look(self, disabled: bool) -> None:
        if self.disabled_look != disabled:
            self.disabled_look = disabled
            self.setProperty("disabled", "true" if disabled else "")
            _repolish(self)


class ScoreSheetWidget(QFrame):
    """The sheet of one table. `load` fills it; `deals()` reads it; every change recomputes the totals and
    the checks (pure functions of the domain, so a keystroke costs well under a millisecond).

    Keyboard: Tab and Enter go through the fields in the order of the paper (deal by deal; in each, how it
    ended, then NS top to bottom, then EW). The order is the same whatever the deals' endings, so that the
    director's usual keys always land in the same fields (only a penalty's reason waits for a penalty); Tab
    stays in the sheet (after the last field comes the first). Enter on the last field asks to save, and
    Enter on the ending of a deal not played goes past that deal. On a mark, Space, X or + tick it and − or 0
    clear it; marking who closed a deal makes it a closed deal. A failed check is shown once its field has
    been left, in a deal typed in (a deal nobody typed in shows none); a save shows them all.
    """

    edited = Signal()
    save_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sheet")
        self.setStyleSheet(PAPER_STYLE)
        self.rules = ScoringRules()
        self.scale: VPScale | None = None
        self.deal_count = 0
        self.semi = False
        self.split = False
        self.quick = False
        self.table: Table | None = None
        self.fields: dict[Key, QWidget] = {}
        self.cells: dict[Key, _Cell] = {}
        self.deal_totals: dict[Key, QLabel] = {}
        self.order: list[Key] = []
        self._left: set[Key] = set()
        self._reveal_all = False
        self._loading = False
        self._loaded_deals: tuple[Deal, ...] = ()
        self._default_ends: tuple[DealEnd, ...] = ()
        self._extra: list[SheetProblem] = []
        self.problems: list[SheetProblem] = []
        self.result: SheetResult | None = None
        self.round_mp: dict[str, QLabel] = {}
        self.row_labels: list[_Cell] = []
        self._keys: dict[QWidget, Key] = {}

        self.title = QLabel()
        self.title.setObjectName("sheet_title")
        self.state = QLabel()
        self.state.setObjectName("sheet_state")
        self.ns_pair = QLabel()
        self.ns_pair.setObjectName("ns_pair")
        self.ew_pair = QLabel()
        self.ew_pair.setObjectName("ew_pair")
        for label in (self.ns_pair, self.ew_pair):
            label.setProperty("role", "pair")
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setSpacing(0)
        self.grid.setContentsMargins(0, 0, 0, 0)

        self.mp_value = QLabel()
        self.mp_value.setObjectName("mp_value")
        self.diff_value = QLabel()
        self.diff_value.setObjectName("diff_value")
        self.vp_value = QLabel()
        self.vp_value.setObjectName("vp_value")
        self.artificial = QLabel()
        self.artificial.setObjectName("artificial")
        self.artificial.setWordWrap(True)
        self.artificial.setStyleSheet("color: #8a4b00; font-weight: bold;")
        result = QFrame()
        result.setObjectName("result")
        result_layout = QHBoxLayout(result)
        result_layout.setContentsMargins(14, 6, 14, 6)
        result_layout.setSpacing(28)
        for title, value in (
            (self.tr("MP (NS – EW)"), self.mp_value),
            (self.tr("Difference (NS)"), self.diff_value),
            (self.tr("VP (NS – EW)"), self.vp_value),
        ):
            box = QVBoxLayout()
            box.setSpacing(0)
            caption = QLabel(title)
            caption.setProperty("role", "result_title")
            if value is not self.vp_value:
                value.setProperty("role", "result_value")
            box.addWidget(caption)
            box.addWidget(value)
            result_layout.addLayout(box)
        result_layout.addWidget(self.artificial, 1)

        self.problem_list = QLabel()
        self.problem_list.setObjectName("problems")
        self.problem_list.setWordWrap(True)
        self.problem_list.setTextFormat(Qt.TextFormat.PlainText)

        self.scale_box = QFrame()
        self.scale_box.setObjectName("scale_box")
        self.scale_layout = QVBoxLayout(self.scale_box)
        self.scale_layout.setContentsMargins(4, 4, 4, 4)
        self.scale_layout.setSpacing(0)
        self.scale_rows: list[QLabel] = []
        self._scale_shown: VPScale | None = None
        self._scale_current = -1

        heading = QVBoxLayout()
        heading.setSpacing(2)
        title_row = QHBoxLayout()
        title_row.addWidget(self.title)
        title_row.addStretch()
        title_row.addWidget(self.state)
        heading.addLayout(title_row)
        heading.addWidget(self.ns_pair)
        heading.addWidget(self.ew_pair)

        body = QHBoxLayout()
        body.setSpacing(8)
        left = QVBoxLayout()
        left.setSpacing(10)
        left.addWidget(self.grid_host)
        left.addWidget(result)
        left.addWidget(self.problem_list)
        left.addStretch()
        body.addLayout(left, 1)
        body.addWidget(self.scale_box, 0, Qt.AlignmentFlag.AlignTop)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(10)
        layout.addLayout(heading)
        layout.addLayout(body, 1)

    # ------------------------------------------------------------------------------------------ shape

    def load(
        self,
        round_number: int,
        table: Table,
        pairs: dict[int, Pair],
        rules: ScoringRules,
        scale: VPScale,
        deal_count: int,
        *,
        split: bool,
        quick: bool,
        default_ends: tuple[DealEnd, ...] = (),
    ) -> None:
        """Show a table: its saved deals if any (in the mode they were entered in), else an empty sheet in
        the mode asked for, its deals ended as `default_ends` says (the time-out rule) or closed."""
        self.table = table
        self._default_ends = default_ends
        self.rules = rules
        self.scale = scale
        self._loaded_deals = table.deals
        if table.deals:
            quick = is_quick_sheet(table.deals, rules)
            split = any(d.ns.melded is not None or d.ew.melded is not None for d in table.deals)
        self.title.setText(
            self.tr("Round {round} · Table {table}").format(round=round_number, table=table.table)
        )
        self.ns_pair.setText(self._pair_text(self.tr("NS"), table.ns, pairs))
        self.ew_pair.setText(self._pair_text(self.tr("EW"), table.ew, pairs))
        shape = (deal_count, rules.semi_clean is not None, split, quick)
        if shape != (self.deal_count, self.semi, self.split, self.quick) or not self.fields:
            self._build(*shape)
        else:
            # Same shape (the usual case when going from table to table): only the rows' notes may differ.
            self._retitle_rows()
        self._fill(table.deals)
        self._fill_scale(scale)
        self.set_artificial(table.vp_override, None)
        self._left.clear()
        self._reveal_all = False
        self._extra = []
        self.recompute()

    def _pair_text(self, line: str, number: int, pairs: dict[int, Pair]) -> str:
        pair = pairs.get(number)
        names = players_text(pair) if pair is not None else ""
        return self.tr("{line}   pair {number}   {names}").format(line=line, number=number, names=names)

    def set_mode(self, *, split: bool | None = None, quick: bool | None = None) -> None:
        """Switch between full and quick mode, or net and split card points, keeping what is typed."""
        deals = self.deals()
        empty = self.is_empty()
        self._build(
            self.deal_count,
            self.semi,
            self.split if split is None else split,
            self.quick if quick is None else quick,
        )
        self._fill(() if empty else tuple(deals))
        self.recompute()

    def set_artificial(self, override: tuple[Decimal, Decimal] | None, reason: str | None) -> None:
        if override is None:
            self.artificial.clear()
            self.artificial.hide()
        else:
            text = self.tr("Artificial result: VP {ns} – {ew}").format(
                ns=format_vp(override[0]), ew=format_vp(override[1])
            )
            if reason:
                text += f" ({reason})"
            self.artificial.setText(text)
            self.artificial.show()

    def _build(self, deal_count: int, semi: bool, split: bool, quick: bool) -> None:
        focused = self._focused_key()
        # Removing the focused field hands the focus from field to field: none of that is the director leaving
        # a field, so the fields are forgotten first.
        self.fields.clear()
        if focused is not None:
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)  # gone from the sheet now, not only at the next event loop turn
                widget.deleteLater()
        self._keys.clear()
        self._left.clear()
        self.cells.clear()
        self.deal_totals.clear()
        self.order.clear()
        self.deal_count, self.semi, self.split, self.quick = deal_count, semi, split, quick

        rows = self._rows()
        # Headings: the deal over its two lines, then NS and EW.
        self._put(0, 0, self._label("", "head"), rowspan=2)
        for deal in range(deal_count):
            self._put(
                0, 1 + 2 * deal, self._label(self.tr("Deal {number}").format(number=deal + 1), "head"), 1, 2
            )
            self._put(1, 1 + 2 * deal, self._label(self.tr("NS"), "head", center=True))
            self._put(1, 2 + 2 * deal, self._label(self.tr("EW"), "head", center=True))
        last = 1 + 2 * deal_count
        self._put(0, last, self._label(self.tr("Round"), "head"), 1, 2)
        self._put(1, last, self._label(self.tr("NS"), "head", center=True))
        self._put(1, last + 1, self._label(self.tr("EW"), "head", center=True))

        self.row_labels = []
        for row, (_field, label, note) in enumerate(rows, start=2):
            cell = self._row_label(label, note)
            self.row_labels.append(cell)
            self._put(row, 0, cell)
        for deal in range(deal_count):
            if not quick:
                combo = QComboBox()
                combo.setObjectName(f"deal{deal + 1}_end")
                # As wide as its longest ending, so that no language's words are cut.
                combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                for end in _ENDS:
                    combo.addItem(self._end_name(end), end)
                combo.currentIndexChanged.connect(lambda _i, d=deal: self._end_changed(d))
                self._field((deal, "end"), combo, 2, 1 + 2 * deal, colspan=2)
            for line_index, line in enumerate(("ns", "ew")):
                column = 1 + 2 * deal + line_index
                for row, (field, _label, _note) in enumerate(rows, start=2):
                    if field in ("end", "result"):
                        continue
                    self._field((deal, f"{line}.{field}"), self._editor(deal, line, field), row, column)
            for line_index, line in enumerate(("ns", "ew")):
                if quick:
                    break
                result_row = 2 + len(rows) - 1
                total = QLabel()
                total.setObjectName(f"deal{deal + 1}_{line}_total")
                total.setProperty("role", "deal_total")
                total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if not quick:
                    cell = _Cell(total, "total")
                    self.cells[(deal, line)] = cell
                    self._put(result_row, 1 + 2 * deal + line_index, cell)
                self.deal_totals[(deal, line)] = total
        result_row = 2 + len(rows) - 1
        self.round_mp.clear()
        for line_index, line in enumerate(("ns", "ew")):
            value = QLabel()
            value.setObjectName(f"round_{line}_mp")
            value.setProperty("role", "deal_total")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.round_mp[line] = value
            self._put(result_row, last + line_index, _Cell(value, "total"))
        # Empty boxes of the round column above its total, as on paper.
        for row in range(2, result_row):
            for column in (last, last + 1):
                self._put(row, column, self._label("", "label"))
        for column in range(0, last + 2):
            self.grid.setColumnStretch(column, 0 if column == 0 else 1)
            if column:
                self.grid.setColumnMinimumWidth(column, 56)
        # The titles never shrink below their text (the deal columns give way first).
        self.grid.setColumnMinimumWidth(
            0, max(cell.minimumSizeHint().width() for cell in self.row_labels) + 4
        )
        self._set_tab_order()
        self._update_enabled()
        if focused is not None:
            same_deal = [key for key in self.order if key[0] == focused[0] and self.fields[key].isEnabled()]
            target = focused if focused in self.fields else (same_deal[0] if same_deal else None)
            if target is not None:
                self.fields[target].setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                self.focus_first()

    def _retitle_rows(self) -> None:
        """Row titles and bonus notes again (the scoring values may have changed in the settings)."""
        for cell, (_field, label, note) in zip(self.row_labels, self._rows(), strict=True):
            labels = cell.findChildren(QLabel)
            if labels:
                labels[0].setText(label)
            if len(labels) > 1:
                labels[1].setText(note)

    def _rows(self) -> list[tuple[str, str, str]]:
        """(field, label, note on its value) of each row below the headings, the deal total last."""
        rules = self.rules
        if self.quick:
            # Only the totals; both left empty (or 0) is a deal not played.
            return [(QUICK_TOTAL, self.tr("Deal total as on the sheet"), "")]
        rows = [
            ("end", self.tr("How the deal ended"), ""),
            ("clean", self.tr("Clean burracos"), f"×{rules.clean}"),
            ("dirty", self.tr("Dirty burracos"), f"×{rules.dirty}"),
        ]
        if self.semi:
            rows.append(("semi_clean", self.tr("Semi-clean burracos"), f"×{rules.semi_clean}"))
        rows.append(("closed", self.tr("Closed"), f"+{rules.closing}"))
        if self.split:
            rows.append(("melded", self.tr("Card points melded"), ""))
            rows.append(("in_hand", self.tr("Card points in hand"), "−"))
        else:
            rows.append(("cards", self.tr("Card points"), ""))
        rows += [
            (
                "pozzetto",
                self.tr("Pozzetto taken"),
                self.tr("{value} if not").format(value=_points(rules.pozzetto_missing)),
            ),
            ("penalty", self.tr("Penalty"), "−"),
            ("penalty_reason", self.tr("Reason for the penalty"), ""),
            ("result", self.tr("Deal total"), ""),
        ]
        return rows

    def _end_name(self, end: DealEnd) -> str:
        return {
            DealEnd.CLOSED: self.tr("closed"),
            DealEnd.TIMEOUT: self.tr("time-out"),
            DealEnd.STOCK: self.tr("stock exhausted"),
            DealEnd.NOT_PLAYED: self.tr("not played"),
        }[end]

    def _label(self, text: str, role: str, center: bool = False) -> _Cell:
        label = QLabel(text)
        label.setProperty("role", "heading" if role == "head" else "row_label")
        if center:
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return _Cell(label, role)

    def _row_label(self, text: str, note: str) -> _Cell:
        host = QWidget()
        layout = QHBoxLayout(host)
        layout.setContentsMargins(0, 0, 0, 0)
        label = QLabel(text)
        label.setProperty("role", "row_label")
        layout.addWidget(label, 1)
        if note:
            hint = QLabel(note)
            hint.setProperty("role", "value_note")
            layout.addWidget(hint)
        return _Cell(host, "label")

    def _put(self, row: int, column: int, widget: QWidget, rowspan: int = 1, colspan: int = 1) -> None:
        self.grid.addWidget(widget, row, column, rowspan, colspan)

    def _editor(self, deal: int, line: str, field: str) -> QWidget:
        name = f"deal{deal + 1}_{line}_{field}"
        if field in ("closed", "pozzetto"):
            box = QCheckBox()
            box.setObjectName(name)
            box.setChecked(field == "pozzetto")
            box.toggled.connect(
                lambda checked, d=deal, side=line, f=field: self._flag_changed(d, side, f, checked)
            )
            return box
        edit = QLineEdit()
        edit.setObjectName(name)
        if field == "penalty_reason":
            edit.setMaxLength(200)
            # A reason is longer than its box: once left (or loaded) it shows its start, whole in a tooltip.
            edit.editingFinished.connect(lambda e=edit: _show_start(e))
        else:
            pattern = (
                _COUNT
                if field in ("clean", "dirty", "semi_clean")
                else _PENALTY
                if field == "penalty"
                else _POINTS
            )
            edit.setValidator(QRegularExpressionValidator(pattern, edit))
            edit.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            edit.setPlaceholderText("0")
        edit.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        edit.textChanged.connect(self._changed)
        return edit

    def _field(self, key: Key, widget: QWidget, row: int, column: int, colspan: int = 1) -> None:
        cell = _Cell(widget, center=isinstance(widget, QCheckBox))
        self.fields[key] = widget
        self.cells[key] = cell
        self.order.append(key)
        widget.installEventFilter(self)
        self._keys[widget] = key
        self._put(row, column, cell, 1, colspan)

    def _set_tab_order(self) -> None:
        widgets = [self.fields[key] for key in self.order]
        for first, second in itertools.pairwise(widgets):
            QWidget.setTabOrder(first, second)

    # ------------------------------------------------------------------------------------------ values

    def _fill(self, deals: tuple[Deal, ...]) -> None:
        self._loading = True
        try:
            for deal_index in range(self.deal_count):
                deal = deals[deal_index] if deal_index < len(deals) else None
                combo = self.fields.get((deal_index, "end"))
                if isinstance(combo, QComboBox):
                    combo.setCurrentIndex(
                        _ENDS.index(deal.end if deal is not None else self._default_end(deal_index))
                    )
                for line in ("ns", "ew"):
                    side = getattr(deal, line) if deal is not None else DealLine()
                    if self.quick:
                        total = ""
                        if deal is not None and deal.end is not DealEnd.NOT_PLAYED:
                            ns_total, ew_total = quick_totals(deal, self.rules)
                            if ns_total or ew_total:  # both 0 is a deal not played: left empty
                                total = str(ns_total if line == "ns" else ew_total)
                        self._set_text((deal_index, f"{line}.{QUICK_TOTAL}"), total)
                        continue
                    played = deal is not None and deal.end is not DealEnd.NOT_PLAYED
                    for field in ("clean", "dirty", "semi_clean", "penalty"):
                        value = getattr(side, field)
                        self._set_text((deal_index, f"{line}.{field}"), str(value) if value else "")
                    if self.split:
                        melded = side.melded if side.melded is not None else max(side.cards, 0)
                        in_hand = side.in_hand if side.in_hand is not None else max(-side.cards, 0)
                        self._set_text((deal_index, f"{line}.melded"), str(melded) if played else "")
                        self._set_text((deal_index, f"{line}.in_hand"), str(in_hand) if played else "")
                    else:
                        self._set_text((deal_index, f"{line}.cards"), str(side.cards) if played else "")
                    self._set_text((deal_index, f"{line}.penalty_reason"), side.penalty_reason)
                    for field in ("closed", "pozzetto"):
                        box = self.fields[(deal_index, f"{line}.{field}")]
                        assert isinstance(box, QCheckBox)
                        box.setChecked(bool(getattr(side, field)))
        finally:
            self._loading = False
        self._update_enabled()

    def _set_text(self, key: Key, text: str) -> None:
        edit = self.fields.get(key)
        if isinstance(edit, QLineEdit):
            edit.setText(text)
            if key[1].endswith(".penalty_reason"):
                _show_start(edit)

    def _text(self, deal: int, path: str) -> str:
        widget = self.fields.get((deal, path))
        return widget.text() if isinstance(widget, QLineEdit) else ""

    def _number(self, deal: int, path: str) -> int:
        return parse_number(self._text(deal, path)) or 0

    def _flag(self, deal: int, path: str, default: bool) -> bool:
        widget = self.fields.get((deal, path))
        return widget.isChecked() if isinstance(widget, QCheckBox) else default

    def end_of(self, deal: int) -> DealEnd:
        """How the deal ended as chosen; quick mode has no choice (see models.sheet.quick_deal)."""
        combo = self.fields.get((deal, "end"))
        if not isinstance(combo, QComboBox):
            return DealEnd.TIMEOUT
        return DealEnd(combo.currentData())

    def deals(self) -> list[Deal]:
        """The deals as typed (quick mode: as quick mode stores the totals)."""
        return [self._deal(index)[0] for index in range(self.deal_count)]

    def _deal(self, index: int) -> tuple[Deal, list[SheetProblem]]:
        if self.quick:
            return quick_problems(
                index,
                self._text(index, f"ns.{QUICK_TOTAL}"),
                self._text(index, f"ew.{QUICK_TOTAL}"),
                self.rules,
            )
        end = self.end_of(index)
        deal = Deal(end, self._line(index, "ns"), self._line(index, "ew"))
        problems = deal_problems(index, deal, self.rules)
        if end is DealEnd.NOT_PLAYED and not problems:
            # Nothing typed that a deal not played should not have: it is stored as one, whatever the marks.
            deal = Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine())
        return deal, problems

    def _line(self, deal: int, line: str) -> DealLine:
        melded = in_hand = None
        if self.split:
            melded = self._number(deal, f"{line}.melded")
            in_hand = self._number(deal, f"{line}.in_hand")
            cards = melded - in_hand
        else:
            cards = self._number(deal, f"{line}.cards")
        return DealLine(
            clean=self._number(deal, f"{line}.clean"),
            dirty=self._number(deal, f"{line}.dirty"),
            semi_clean=self._number(deal, f"{line}.semi_clean"),
            closed=self._flag(deal, f"{line}.closed", False),
            cards=cards,
            pozzetto=self._flag(deal, f"{line}.pozzetto", True),
            penalty=self._number(deal, f"{line}.penalty"),
            penalty_reason=self._text(deal, f"{line}.penalty_reason").strip(),
            melded=melded,
            in_hand=in_hand,
        )

    def is_modified(self) -> bool:
        """True when the sheet differs from what was saved (or, for a new sheet, from an empty one)."""
        if self._loaded_deals:
            return tuple(self.deals()) != self._loaded_deals
        return not self.is_empty()

    def holds_full_deals(self) -> bool:
        """True when a deal on the sheet holds more than its totals (burracos, who closed...): totals only,
        as quick mode keeps them, would lose it."""
        if self.quick:
            return False
        typed = [deal for index, deal in enumerate(self.deals()) if not self.is_blank(index)]
        return bool(typed) and not is_quick_sheet(typed, self.rules)

    def is_empty(self) -> bool:
        return all(self.is_blank(deal) for deal in range(self.deal_count))

    def is_blank(self, deal: int) -> bool:
        """True when every field of the deal is as on an empty sheet (nothing typed, the proposed ending)."""
        for index, path in self.order:
            if index != deal:
                continue
            widget = self.fields[(index, path)]
            if isinstance(widget, QLineEdit) and widget.text().strip():
                return False
            if isinstance(widget, QCheckBox) and widget.isChecked() != path.endswith("pozzetto"):
                return False
            if path == "end" and self.end_of(deal) is not self._default_end(deal):
                return False
        return True

    def _default_end(self, deal: int) -> DealEnd:
        return self._default_ends[deal] if deal < len(self._default_ends) else DealEnd.CLOSED

    # ------------------------------------------------------------------------------------------ reacting

    def _changed(self) -> None:
        if not self._loading:
            self._extra = []
            self.recompute()

    def _flag_changed(self, deal: int, line: str, field: str, checked: bool) -> None:
        if self._loading:
            return
        if field == "closed" and checked:
            # Only one line closes: the mark on one line clears the other.
            other = self.fields.get((deal, f"{'ew' if line == 'ns' else 'ns'}.closed"))
            if isinstance(other, QCheckBox) and other.isChecked():
                other.setChecked(False)
            # A line closed, so the deal ended closed (whatever the time-out proposal said).
            combo = self.fields.get((deal, "end"))
            if isinstance(combo, QComboBox) and self.end_of(deal) is not DealEnd.CLOSED:
                combo.setCurrentIndex(_ENDS.index(DealEnd.CLOSED))
        self._extra = []
        self.recompute()

    def _end_changed(self, deal: int) -> None:
        if self._loading:
            return
        if self.end_of(deal) is not DealEnd.CLOSED:
            for line in ("ns", "ew"):
                box = self.fields.get((deal, f"{line}.closed"))
                if isinstance(box, QCheckBox):
                    box.setChecked(False)
        self._update_enabled()
        self._extra = []
        self.recompute()

    def _update_enabled(self) -> None:
        """Only a penalty's reason waits (for its penalty). Whatever a deal's ending, its fields stay open and
        in the Tab order: a value that does not fit the ending is a failed check shown at its field, never a
        field greyed out or skipped (the director's keys would land in the wrong fields)."""
        for (deal, path), widget in self.fields.items():
            if not path.endswith(".penalty_reason"):
                continue
            enabled = self._number(deal, path.replace("penalty_reason", "penalty")) != 0
            if widget.isEnabled() != enabled:
                widget.setEnabled(enabled)
                self.cells[(deal, path)].set_disabled_look(not enabled)

    def recompute(self) -> None:
        """Totals, difference, VP and the markers of failed checks, from what the fields hold now."""
        if self.scale is None or not self.deal_count:
            return
        self._update_enabled()
        deals: list[Deal] = []
        problems: list[SheetProblem] = []
        for index in range(self.deal_count):
            deal, found = self._deal(index)
            deals.append(deal)
            problems += found
        self.problems = problems + [p for p in self._extra if p not in problems]
        for index, deal in enumerate(deals):
            ns_total, ew_total = deal_totals(deal, self.rules)
            for line, total in (("ns", ns_total), ("ew", ew_total)):
                label = self.deal_totals.get((index, line))
                if label is not None:
                    label.setText(_points(total) if deal.end is not DealEnd.NOT_PLAYED else "—")
        result = result_of(deals, self.rules, self.scale)
        self.result = result
        self.round_mp["ns"].setText(_points(result.ns_mp))
        self.round_mp["ew"].setText(_points(result.ew_mp))
        self.mp_value.setText(f"{_points(result.ns_mp)} – {_points(result.ew_mp)}")
        self.diff_value.setText(signed(result.diff))
        self.vp_value.setText(f"{format_vp(result.ns_vp)} – {format_vp(result.ew_vp)}")
        self._mark_scale_row(result.diff)
        self._show_problems()
        self.edited.emit()

    # ------------------------------------------------------------------------------------------ problems

    def reveal_all(self) -> None:
        self._reveal_all = True
        self._show_problems()

    def show_service_problems(self, problems: list[SheetProblem]) -> None:
        """Problems the service found (they normally match the live checks); all shown at once."""
        self._extra = list(problems)
        self._reveal_all = True
        self.recompute()

    def blocking(self) -> list[SheetProblem]:
        return [p for p in self.problems if p.blocking]

    def warnings(self) -> list[SheetProblem]:
        return [p for p in self.problems if not p.blocking]

    def key_of(self, problem: SheetProblem) -> Key:
        """The box a problem is shown on."""
        deal, field = problem.deal, problem.field
        head, _, rest = field.partition(".")
        if head not in ("ns", "ew"):
            return (deal, "end") if not self.quick else (deal, f"ns.{QUICK_TOTAL}")
        if self.quick:
            return (deal, f"{head}.{QUICK_TOTAL}")
        if not rest:
            return (deal, head)
        if rest in ("melded", "in_hand") and not self.split:
            rest = "cards"
        elif rest == "cards" and self.split:
            rest = "melded"
        elif rest == "semi_clean" and not self.semi:
            rest = "clean"
        key = (deal, f"{head}.{rest}")
        return key if key in self.cells else (deal, head)

    def _shown(self, problem: SheetProblem, key: Key) -> bool:
        if self._reveal_all:
            return True
        if self.is_blank(problem.deal):
            # Nothing typed in this deal yet: its checks fail only because it is empty (a deal ends closed
            # unless told otherwise, and no line is marked). Leaving it, e.g. for a menu, is no mistake.
            return False
        if key in self._left:
            return True
        focused = self._focused_key()
        # A deal the director has moved past shows all its problems.
        return focused is not None and problem.deal < focused[0]

    def shown_problems(self) -> list[SheetProblem]:
        return [p for p in self.problems if self._shown(p, self.key_of(p))]

    def _show_problems(self) -> None:
        marks: dict[Key, tuple[str, list[str]]] = {}
        lines: list[str] = []
        for problem in self.problems:
            key = self.key_of(problem)
            if not self._shown(problem, key):
                continue
            text = problem_text(problem)
            severity = "blocking" if problem.blocking else "warning"
            old_severity, texts = marks.get(key, (severity, []))
            if text not in texts:
                texts.append(text)
            marks[key] = ("blocking" if "blocking" in (old_severity, severity) else "warning", texts)
            where = self.tr("Deal {number}").format(number=problem.deal + 1)
            line = key[1].split(".")[0]
            if line in ("ns", "ew"):
                where += " · " + (self.tr("NS") if line == "ns" else self.tr("EW"))
            mark = "✖" if problem.blocking else "⚠"
            entry = f"{mark} {where}: {text}"
            if entry not in lines:
                lines.append(entry)
        for key, cell in self.cells.items():
            severity, texts = marks.get(key, ("", []))
            cell.set_problem(severity, "\n".join(texts))
        self.problem_list.setText("\n".join(lines))
        self.problem_list.setVisible(bool(lines))

    # ------------------------------------------------------------------------------------------ focus

    def _focused_key(self) -> Key | None:
        widget = QApplication.focusWidget()
        return self._key_of_widget(widget) if widget is not None and self.isAncestorOf(widget) else None

    def focus_first(self) -> None:
        for key in self.order:
            widget = self.fields[key]
            if widget.isEnabled():
                widget.setFocus(Qt.FocusReason.TabFocusReason)
                if isinstance(widget, QLineEdit):
                    widget.selectAll()
                return

    def focus_problem(self, problem: SheetProblem) -> None:
        key = self.key_of(problem)
        widget = self.fields.get(key)
        if widget is None:
            # A deal total: its line's card points (or first field) is where to change it.
            line = key[1]
            for candidate in (f"{line}.cards", f"{line}.melded", f"{line}.clean"):
                widget = self.fields.get((key[0], candidate))
                if widget is not None:
                    break
        if widget is not None:
            widget.setFocus(Qt.FocusReason.OtherFocusReason)
            if isinstance(widget, QLineEdit):
                widget.selectAll()

    def _next(self, key: Key) -> QWidget | None:
        index = self.order.index(key)
        for later in self.order[index + 1 :]:
            widget = self.fields[later]
            if widget.isEnabled():
                return widget
        return None

    def _after_deal(self, deal: int) -> QWidget | None:
        """The first field of the deals after `deal` (None after the last deal)."""
        later = [key for key in self.order if key[0] > deal]
        return self.fields[later[0]] if later else None  # a deal's first field, its ending, is always open

    def _step(self, key: Key, backwards: bool) -> QWidget | None:
        """The field Tab (or Shift+Tab) goes to: the next one in the order of the paper, round the sheet."""
        index = self.order.index(key)
        count = len(self.order)
        for offset in range(1, count):
            widget = self.fields[self.order[(index - offset if backwards else index + offset) % count]]
            if widget.isEnabled():
                return widget
        return None

    def _go_to(self, widget: QWidget) -> None:
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        if isinstance(widget, QLineEdit):
            widget.selectAll()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.FocusOut and isinstance(watched, QWidget):
            key = self._key_of_widget(watched)
            if key is not None and key not in self._left:
                self._left.add(key)
                self._show_problems()
        elif kind == QEvent.Type.FocusIn and isinstance(watched, QWidget):
            # Moving into a later deal shows the problems of the deals before it.
            self._show_problems()
        elif (
            kind == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and isinstance(watched, QWidget)
            and self._key_pressed(watched, event)
        ):
            return True
        return super().eventFilter(watched, event)

    def _key_of_widget(self, widget: QWidget) -> Key | None:
        """The field a widget of the current sheet is (None for anything else, e.g. a field being removed)."""
        key = self._keys.get(widget)
        return key if key is not None and self.fields.get(key) is widget else None

    def _key_pressed(self, widget: QWidget, event: QKeyEvent) -> bool:
        key = self._key_of_widget(widget)
        if key is None:
            return False
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if isinstance(widget, QComboBox) and widget.view().isVisible():
            return False
        if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and modifiers in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.ShiftModifier,
        ):
            backwards = event.key() == Qt.Key.Key_Backtab or modifiers == Qt.KeyboardModifier.ShiftModifier
            target = self._step(key, backwards)
            if target is not None:
                self._go_to(target)
            return True
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and modifiers == Qt.KeyboardModifier.NoModifier
        ):
            if key[1] == "end" and self.end_of(key[0]) is DealEnd.NOT_PLAYED:
                following = self._after_deal(key[0])
            else:
                following = self._next(key)
            if following is None:
                self._left.add(key)
                self.save_requested.emit()
            else:
                self._go_to(following)
            return True
        if isinstance(widget, QComboBox) and modifiers == Qt.KeyboardModifier.NoModifier:
            return self._choose_by_letter(widget, event.text())
        if isinstance(widget, QCheckBox) and modifiers == Qt.KeyboardModifier.NoModifier:
            text = event.text().lower()
            if text in ("x", "+", "1", "y", "s", "j"):
                widget.setChecked(True)
                return True
            if text in ("-", "0", "n"):
                widget.setChecked(False)
                return True
        return False

    def _choose_by_letter(self, combo: QComboBox, text: str) -> bool:
        """One letter picks how the deal ended (the next choice starting with it), with no typing delay."""
        letter = text.strip().casefold()
        if len(letter) != 1 or not letter.isalpha():
            return False
        count = combo.count()
        for step in range(1, count + 1):
            index = (combo.currentIndex() + step) % count
            if combo.itemText(index).casefold().startswith(letter):
                combo.setCurrentIndex(index)
                break
        return True

    # ------------------------------------------------------------------------------------------ the scale

    def _fill_scale(self, scale: VPScale) -> None:
        if scale is self._scale_shown:
            return
        self._scale_shown = scale
        while self.scale_layout.count():
            item = self.scale_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.scale_rows = []
        self._scale_current = -1
        title = QLabel(self.tr("VP scale\n{name}").format(name=scale_name(scale)))
        title.setProperty("role", "heading")
        self.scale_layout.addWidget(title)
        continuous = not isinstance(scale, ThresholdScale)
        for diff, vp in scale.printable_rows():
            row = QLabel(f"{diff}  →  {vp}")
            row.setProperty("role", "scale_row")
            row.setProperty("current", "false")
            if continuous:
                row.setWordWrap(True)
                row.setMaximumWidth(190)
            self.scale_rows.append(row)
            self.scale_layout.addWidget(row)
        self.scale_layout.addStretch()

    def _mark_scale_row(self, diff: int) -> None:
        scale = self.scale
        if not isinstance(scale, ThresholdScale):
            return
        margin = abs(diff)
        current = len(scale.rows) - 1
        for index, row in enumerate(scale.rows):
            if row.bound is None or margin <= row.bound:
                current = index
                break
        if current == self._scale_current:
            return
        for index in (self._scale_current, current):
            if 0 <= index < len(self.scale_rows):
                label = self.scale_rows[index]
                label.setProperty("current", "true" if index == current else "false")
                _repolish(label)
        self._scale_current = current
