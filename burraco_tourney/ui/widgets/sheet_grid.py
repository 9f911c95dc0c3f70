"""A table's score sheet on screen, laid out like the paper one: a column per line of each deal, a row per
field, totals, MP difference and VP that follow every keystroke, and each failed check marked at its field.

The sheet itself (values, checks, totals, where the keys go) is a `domain.sheet_draft.SheetDraft`; this
widget shows it and hands it every key."""

from __future__ import annotations

import itertools
from collections.abc import Iterable
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

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.rules import limits
from burraco_tourney.domain.scoring import Deal, DealEnd, ScoringRules
from burraco_tourney.domain.sheet_draft import (
    ENDS,
    LINES,
    TOTAL,
    Key,
    SheetDraft,
    SheetResult,
    ending_by_letter,
)
from burraco_tourney.domain.tournament import Pair, Table
from burraco_tourney.domain.vp import ThresholdScale, VPScale, format_vp
from burraco_tourney.ui.models.sheet import problem_text
from burraco_tourney.ui.names import players_text, scale_name, signed

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
QFrame[role="cell"][proposed="true"] { background: #ffe7a8; border: 2px solid #b7791f; }
QFrame[role="cell"][proposed="true"] QComboBox { font-weight: bold; }
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
        self.proposed = False
        self.tip = ""
        self.setProperty("role", role)
        self.setProperty("problem", "")
        self.setProperty("disabled", "")
        self.setProperty("proposed", "")
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

    def set_proposed(self, proposed: bool) -> None:
        if self.proposed != proposed:
            self.proposed = proposed
            self.setProperty("proposed", "true" if proposed else "")
            _repolish(self)

    def set_disabled_look(self, disabled: bool) -> None:
        if self.disabled_look != disabled:
            self.disabled_look = disabled
            self.setProperty("disabled", "true" if disabled else "")
            _repolish(self)


class ScoreSheetWidget(QFrame):
    """The sheet of one table, a view of its `SheetDraft` (`self.draft`). `load` fills it; `deals()` reads it;
    every change goes to the draft, which recomputes the totals and the checks (pure functions of the domain,
    so a keystroke costs well under a millisecond).

    Keyboard (the draft says where each key goes, the same on every sheet):
    - Tab goes through every box in the order of the paper, round the sheet (only a penalty's reason waits
      for a penalty).
    - Enter takes the short path, the way a paper sheet is read: each deal's ending, then the burraco counts
      and card points of NS, then of EW, deal after deal; arriving with Enter, a burraco count takes one
      digit and moves on. "+" in a line's box says that line closed (the deal is a closed one) and moves on
      like Enter. On a deal's ending a letter says how it ended (the first ending with that letter; again,
      the next one) and a digit starts its NS burracos; "not played" said there makes Enter go past the
      deal. A letter anywhere else is refused: only the ending's box says how a deal ended. Enter on the
      last box asks to save.
    - On a mark, Space, X or + tick it and − or 0 clear it.
    - A click into a number box takes its whole value, as Tab and Enter do.
    - After a refused save the sheet is held at the box at fault (`hold`): no key is taken (each one is
      refused, `key_refused`) until Esc or a click says the director is mending it, so that keys meant for
      the next table never land in this one.
    A failed check is shown once its box has been left, in a deal typed in (a deal nobody typed in shows
    none); a save shows them all. An ending proposed other than closed (the clock's time-out rule) is
    marked on its box.
    """

    edited = Signal()
    save_requested = Signal()
    key_refused = Signal()  # a key typed while the sheet is held after a refused save

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sheet")
        self.setStyleSheet(PAPER_STYLE)
        self.draft: SheetDraft | None = None
        self.table: Table | None = None
        self.fields: dict[Key, QWidget] = {}
        self.cells: dict[Key, _Cell] = {}
        self.deal_totals: dict[Key, QLabel] = {}
        self._shape: tuple[int, bool, bool, bool] | None = None
        self._left: set[Key] = set()
        self._reveal_all = False
        self._loading = False
        self._extra: list[Problem] = []
        self.problems: list[Problem] = []
        self.result: SheetResult | None = None
        self.round_mp: dict[str, QLabel] = {}
        self.row_labels: list[_Cell] = []
        self._keys: dict[QWidget, Key] = {}
        # The box reached by the short path (Enter, +, a count filled): there a burraco count takes one digit.
        self._arrived: Key | None = None
        self._clicked_into: QWidget | None = None  # a number box just clicked (see eventFilter)
        # The letter last typed on an ending in this visit, and the ending it gave (the same letter again
        # gives the next ending with that letter).
        self._letter: tuple[Key, str, DealEnd] | None = None
        self._held: Key | None = None  # the box a refused save holds the sheet at (see hold)

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
        self.keys_help = QLabel(self._keys_text())
        self.keys_help.setObjectName("sheet_keys")
        self.keys_help.setWordWrap(True)
        self.keys_help.setStyleSheet("color: #6b604a; font-size: 9pt;")

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
        left.addWidget(self.keys_help)
        left.addStretch()
        body.addLayout(left, 1)
        body.addWidget(self.scale_box, 0, Qt.AlignmentFlag.AlignTop)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(10)
        layout.addLayout(heading)
        layout.addLayout(body, 1)

    def _keys_text(self) -> str:
        if self.draft is not None and self.draft.quick:
            # Only the deal totals are on screen: the full sheet's keys (counts, +, letters) mean nothing.
            return self.tr(
                "Keys: type each line's deal total as on the sheet; Enter goes to the next total (a deal "
                "left 0 – 0 was not played); Tab moves between them too; Ctrl+S saves."
            )
        return self.tr(
            "Keys: Enter goes through each deal's ending, then its burraco counts and card points (a count "
            "takes one digit and moves on); on the ending a letter says how the deal ended (c closed, "
            "t time-out, n not played: Enter then goes past the deal); * goes to the line's semi-clean "
            "burracos; + after a line's card points says that line closed; Tab reaches every box "
            "(pozzetto, penalty); Ctrl+S saves."
        )

    # ------------------------------------------------------------------------------------------ the draft

    @property
    def rules(self) -> ScoringRules:
        return self.draft.rules if self.draft is not None else ScoringRules()

    @property
    def scale(self) -> VPScale | None:
        return self.draft.scale if self.draft is not None else None

    @property
    def deal_count(self) -> int:
        return self.draft.deal_count if self.draft is not None else 0

    @property
    def semi(self) -> bool:
        return self.draft is not None and self.draft.semi

    @property
    def split(self) -> bool:
        return self.draft is not None and self.draft.split

    @property
    def quick(self) -> bool:
        return self.draft is not None and self.draft.quick

    @property
    def table_totals(self) -> bool:
        """True for a sheet entered as the table's totals over the round (saved as such again)."""
        return self.draft is not None and self.draft.table_totals

    @property
    def order(self) -> list[Key]:
        return self.draft.boxes() if self.draft is not None else []

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
        self.title.setText(
            self.tr("Round {round} · Table {table}").format(round=round_number, table=table.table)
        )
        self.ns_pair.setText(self._pair_text(self.tr("NS"), table.ns, pairs))
        self.ew_pair.setText(self._pair_text(self.tr("EW"), table.ew, pairs))
        self._show_draft(
            SheetDraft.of_sheet(
                table.deals,
                rules,
                scale,
                deal_count,
                split=split,
                quick=quick,
                default_ends=default_ends,
                table_totals=table.totals,
            )
        )
        self._fill_scale(scale)
        self.set_artificial(table.vp_override, None)
        self._left.clear()
        self._reveal_all = False
        self._extra = []
        self._held = None
        self.recompute()

    def _show_draft(self, draft: SheetDraft) -> None:
        old = self.draft
        self.draft = draft
        shape = (draft.deal_count, draft.semi, draft.split, draft.quick)
        # The scoring values may have changed in the settings: notes and tooltips are built with the rows.
        if shape != self._shape or not self.fields or (old is not None and old.rules != draft.rules):
            self._build()
        self._fill(draft.boxes())

    def _pair_text(self, line: str, number: int, pairs: dict[int, Pair]) -> str:
        pair = pairs.get(number)
        names = players_text(pair) if pair is not None else ""
        return self.tr("{line}   pair {number}   {names}").format(line=line, number=number, names=names)

    def set_mode(self, *, split: bool | None = None, quick: bool | None = None) -> None:
        """Switch between full and quick mode, or net and split card points, keeping what is typed."""
        if self.draft is None:
            return
        self._show_draft(self.draft.with_mode(split=split, quick=quick))
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

    def _build(self) -> None:
        draft = self.draft
        assert draft is not None
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
        deal_count, quick = draft.deal_count, draft.quick
        self._shape = (deal_count, draft.semi, draft.split, quick)
        self.keys_help.setText(self._keys_text())

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
        result_row = 2 + len(rows) - 1
        for deal in range(deal_count):
            if not quick:
                combo = QComboBox()
                combo.setObjectName(f"deal{deal + 1}_end")
                # As wide as its longest ending, so that no language's words are cut.
                combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                for end in ENDS:
                    combo.addItem(self._end_name(end), end)
                combo.currentIndexChanged.connect(lambda _i, d=deal: self._end_changed(d))
                self._field((deal, "end"), combo, 2, 1 + 2 * deal, colspan=2)
            for line_index, line in enumerate(LINES):
                column = 1 + 2 * deal + line_index
                for row, (field, _label, _note) in enumerate(rows, start=2):
                    if field in ("end", "result"):
                        continue
                    self._field((deal, f"{line}.{field}"), self._editor(deal, line, field), row, column)
                if quick:
                    continue
                total = QLabel()
                total.setObjectName(f"deal{deal + 1}_{line}_total")
                total.setProperty("role", "deal_total")
                total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                cell = _Cell(total, "total")
                self.cells[(deal, line)] = cell
                self._put(result_row, column, cell)
                self.deal_totals[(deal, line)] = total
        self.round_mp.clear()
        for line_index, line in enumerate(LINES):
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
        if focused is not None:
            same_deal = [key for key in self.order if key[0] == focused[0]]
            target = focused if focused in self.fields else (same_deal[0] if same_deal else None)
            if target is not None:
                self.fields[target].setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                self.focus_first()

    def _rows(self) -> list[tuple[str, str, str]]:
        """(field, label, note on its value) of each row below the headings, the deal total last."""
        rules = self.rules
        draft = self.draft
        assert draft is not None
        if draft.quick:
            # Only the totals; both left empty (or 0) is a deal not played.
            return [(TOTAL, self.tr("Deal total as on the sheet"), "")]
        notes = {
            "clean": (self.tr("Clean burracos"), f"×{rules.clean}"),
            "dirty": (self.tr("Dirty burracos"), f"×{rules.dirty}"),
            "semi_clean": (
                self.tr("Semi-clean burracos"),
                # Where the rules count none the row has no value (its boxes' tooltip says why).
                f"×{rules.semi_clean}" if rules.semi_clean is not None else "",
            ),
            "closed": (self.tr("Closed"), f"+{rules.closing}"),
            "melded": (self.tr("Card points melded"), ""),
            "in_hand": (self.tr("Card points in hand"), "−"),
            "cards": (self.tr("Card points"), ""),
            "pozzetto": (
                self.tr("Pozzetto taken"),
                self.tr("{value} if not").format(value=_points(rules.pozzetto_missing)),
            ),
            "penalty": (self.tr("Penalty"), "−"),
            "penalty_reason": (self.tr("Reason for the penalty"), ""),
        }
        rows = [("end", self.tr("How the deal ended"), "")]
        rows += [(field, *notes[field]) for field in draft.line_fields()]
        rows.append(("result", self.tr("Deal total"), ""))
        return rows

    def _end_name(self, end: DealEnd) -> str:
        names = {
            DealEnd.CLOSED: self.tr("closed"),
            DealEnd.TIMEOUT: self.tr("time-out"),
            DealEnd.STOCK: self.tr("stock exhausted"),
            DealEnd.NOT_PLAYED: self.tr("not played"),
        }
        return names.get(end) or self.tr("stalemate")

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
            box.toggled.connect(lambda checked, key=(deal, f"{line}.{field}"): self._changed(key, checked))
            if field == "closed":
                box.setToolTip(self.tr("Space or X: this line closed (+ in any of its boxes says it too)"))
            return box
        edit = QLineEdit()
        edit.setObjectName(name)
        if field == "penalty_reason":
            edit.setMaxLength(limits.REASON)
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
            if field == "semi_clean" and self.rules.semi_clean is None:
                edit.setToolTip(
                    self.tr(
                        "This tournament's rules count no semi-clean burracos. One written on the sheet can "
                        "be typed here (* in the line's boxes comes here): saving offers to count it as "
                        "dirty."
                    )
                )
            edit.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            edit.setPlaceholderText("0")
        edit.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        edit.textChanged.connect(lambda text, key=(deal, f"{line}.{field}"): self._changed(key, text))
        return edit

    def _field(self, key: Key, widget: QWidget, row: int, column: int, colspan: int = 1) -> None:
        cell = _Cell(widget, center=isinstance(widget, QCheckBox))
        self.fields[key] = widget
        self.cells[key] = cell
        widget.installEventFilter(self)
        self._keys[widget] = key
        self._put(row, column, cell, 1, colspan)

    def _set_tab_order(self) -> None:
        widgets = [self.fields[key] for key in self.order]
        for first, second in itertools.pairwise(widgets):
            QWidget.setTabOrder(first, second)

    # ------------------------------------------------------------------------------------------ values

    def _fill(self, keys: Iterable[Key]) -> None:
        """Show what the draft holds in these boxes."""
        draft = self.draft
        assert draft is not None
        self._loading = True
        try:
            for key in keys:
                widget = self.fields.get(key)
                value = draft.value(key)
                if isinstance(widget, QComboBox) and isinstance(value, DealEnd):
                    widget.setCurrentIndex(ENDS.index(value))
                elif isinstance(widget, QCheckBox):
                    widget.setChecked(bool(value))
                elif isinstance(widget, QLineEdit) and widget.text() != value:
                    widget.setText(str(value))
                    if key[1].endswith(".penalty_reason"):
                        _show_start(widget)
        finally:
            self._loading = False
        self._update_enabled()

    def end_of(self, deal: int) -> DealEnd:
        """How the deal ended as chosen; quick mode has no choice (its deals are totals)."""
        assert self.draft is not None
        return self.draft.end(deal) if not self.draft.quick else DealEnd.TOTALS

    def deals(self) -> list[Deal]:
        """The deals as typed (quick mode: each deal's totals)."""
        return self.draft.deals() if self.draft is not None else []

    def is_modified(self) -> bool:
        """True when the sheet differs from what was saved (or, for a new sheet, from an empty one)."""
        return self.draft is not None and self.draft.is_modified()

    def holds_full_deals(self) -> bool:
        """True when a deal on the sheet holds more than its totals (burracos, who closed...)."""
        return self.draft is not None and self.draft.holds_full_deals()

    def is_empty(self) -> bool:
        return self.draft is None or self.draft.is_empty()

    def is_blank(self, deal: int) -> bool:
        return self.draft is None or self.draft.is_blank(deal)

    def semi_clean_offers(self) -> list[Problem]:
        return self.draft.semi_clean_offers() if self.draft is not None else []

    def count_semi_clean_as_dirty(self) -> None:
        if self.draft is not None:
            self._fill(self.draft.count_semi_clean_as_dirty())
            self._extra = []
            self.recompute()

    # ------------------------------------------------------------------------------------------ reacting

    def _changed(self, key: Key, value: str | bool) -> None:
        if self._loading or self.draft is None or key not in self.fields:
            return
        self._fill(other for other in self.draft.set(key, value) if other != key)
        self._extra = []
        self.recompute()

    def _end_changed(self, deal: int) -> None:
        combo = self.fields.get((deal, "end"))
        if self._loading or self.draft is None or not isinstance(combo, QComboBox):
            return
        self._fill(other for other in self.draft.set((deal, "end"), DealEnd(combo.currentData())))
        self._extra = []
        self.recompute()

    def _update_enabled(self) -> None:
        """Only a penalty's reason waits (for its penalty). Whatever a deal's ending, its fields stay open and
        in the Tab order: a value that does not fit the ending is a failed check shown at its field, never a
        field greyed out or skipped by Tab (the director's keys would land in the wrong fields)."""
        draft = self.draft
        if draft is None:
            return
        for (deal, path), widget in self.fields.items():
            if not path.endswith(".penalty_reason"):
                continue
            enabled = draft.enabled((deal, path))
            if widget.isEnabled() != enabled:
                widget.setEnabled(enabled)
                self.cells[(deal, path)].set_disabled_look(not enabled)

    def recompute(self) -> None:
        """Totals, difference, VP and the markers of failed checks, from what the draft holds now."""
        draft = self.draft
        if draft is None or not draft.deal_count:
            return
        self._update_enabled()
        for deal in range(draft.deal_count):
            cell = self.cells.get((deal, "end"))
            if cell is not None:
                cell.set_proposed(draft.proposed(deal) is not None)
        found = draft.problems()
        self.problems = found + [p for p in self._extra if p not in found]
        for deal in range(draft.deal_count):
            totals = draft.deal_total(deal)
            for index, line in enumerate(LINES):
                label = self.deal_totals.get((deal, line))
                if label is not None:
                    label.setText(_points(totals[index]) if totals is not None else "—")
        result = draft.result()
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

    def show_service_problems(self, problems: list[Problem]) -> None:
        """Problems the service found (they normally match the live checks); all shown at once."""
        self._extra = list(problems)
        self._reveal_all = True
        self.recompute()

    def blocking(self) -> list[Problem]:
        return [p for p in self.problems if p.blocking]

    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if not p.blocking]

    def key_of(self, problem: Problem) -> Key:
        """The box a problem is shown on."""
        assert self.draft is not None
        return self.draft.box_of(problem)

    def _shown(self, problem: Problem) -> bool:
        assert self.draft is not None
        return self.draft.shown(
            problem, left=self._left, focused=self._focused_key(), reveal_all=self._reveal_all
        )

    def shown_problems(self) -> list[Problem]:
        return [p for p in self.problems if self._shown(p)]

    def _show_problems(self) -> None:
        if self.draft is None:
            return
        marks: dict[Key, tuple[str, list[str]]] = {}
        lines: list[str] = []
        for problem in self.problems:
            if not self._shown(problem):
                continue
            key = self.key_of(problem)
            text = problem_text(problem)
            severity = "blocking" if problem.blocking else "warning"
            old_severity, texts = marks.get(key, (severity, []))
            if text not in texts:
                texts.append(text)
            marks[key] = ("blocking" if "blocking" in (old_severity, severity) else "warning", texts)
            where = self.tr("Deal {number}").format(number=(problem.deal or 0) + 1)
            line = key[1].split(".")[0]
            if line in LINES:
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
        if self.draft is not None and self.fields:
            self._go_to(self.draft.first(), short=True)

    def focus_problem(self, problem: Problem) -> Key | None:
        """The focus to the box of a problem; that box (None: the sheet has none for it)."""
        key = self.key_of(problem)
        widget = self.fields.get(key)
        if widget is None:
            # A deal total: its line's card points (or first field) is where to change it.
            line = key[1]
            for candidate in (f"{line}.cards", f"{line}.melded", f"{line}.clean"):
                key = (key[0], candidate)
                widget = self.fields.get(key)
                if widget is not None:
                    break
        if widget is None:
            return None
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        if isinstance(widget, QLineEdit):
            widget.selectAll()
        return key

    def hold(self, problem: Problem) -> None:
        """A save was refused for `problem`: the focus goes to its box and the sheet takes no key until the
        director mends it on purpose (Esc, or a click on a box): keys typed on meanwhile, meant for the next
        table, would overwrite this one."""
        self._held = self.focus_problem(problem)

    def is_held(self) -> bool:
        return self._held is not None

    def release(self) -> None:
        self._held = None

    def _go_to(self, key: Key, *, short: bool) -> None:
        widget = self.fields[key]
        self._arrived = key if short else None
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        if isinstance(widget, QLineEdit):
            widget.selectAll()

    def _enter(self, key: Key) -> None:
        """Enter from `key`: the next box of the short path, or the save after the last."""
        assert self.draft is not None
        # Past a deal only when the director said here that it was not played (a proposal is not his word).
        said = self._letter is not None and self._letter[0] == key
        following = self.draft.after_enter(key, past=said)
        if following is None:
            self._left.add(key)
            self.save_requested.emit()
        else:
            self._go_to(following, short=True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.FocusOut and isinstance(watched, QWidget):
            key = self._key_of_widget(watched)
            if key is not None and key not in self._left:
                self._left.add(key)
                self._show_problems()
        elif kind == QEvent.Type.MouseButtonPress and isinstance(watched, QWidget):
            if self._key_of_widget(watched) is not None:
                self._held = None  # a click on a box: the director mends the sheet on purpose
            number_box = isinstance(watched, QLineEdit) and watched.validator() is not None
            self._clicked_into = watched if number_box else None
        elif kind == QEvent.Type.MouseButtonRelease and watched is self._clicked_into:
            # A click into a number box takes its whole value, as Tab and Enter do, whether or not it had the
            # focus: the digits typed next replace it (the cursor left where the click fell made "155" typed
            # into a box read "15" burracos, or a "1" typed into "0" read "10").
            self._clicked_into = None
            if isinstance(watched, QLineEdit):
                watched.selectAll()
        elif kind == QEvent.Type.FocusIn and isinstance(watched, QWidget):
            key = self._key_of_widget(watched)
            if key is not None and self._held not in (None, key):
                self._held = None  # another box reached on purpose (a click): the director mends the sheet
            if key != self._arrived:
                self._arrived = None  # reached by Tab or a click: an ordinary box
            if self._letter is not None and self._letter[0] != key:
                self._letter = None
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
        draft = self.draft
        if key is None or draft is None:
            return False
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if isinstance(widget, QComboBox) and widget.view().isVisible():
            return False
        if self._held is not None:
            if event.key() == Qt.Key.Key_Escape and not modifiers:
                self._held = None  # the director mends the sheet: its keys are taken again
            else:
                self.key_refused.emit()
            return True
        if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and modifiers in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.ShiftModifier,
        ):
            backwards = event.key() == Qt.Key.Key_Backtab or modifiers == Qt.KeyboardModifier.ShiftModifier
            self._go_to(draft.after_tab(key, backwards), short=False)
            return True
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not modifiers:
            self._enter(key)
            return True
        # Text keys as typed: Shift is part of "+" and "*" on many keyboards (found under X, a US layout).
        if modifiers not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            return False
        text = event.text()
        line = key[1].partition(".")[0]
        if text == "+" and line in LINES and not key[1].endswith("penalty_reason") and not draft.quick:
            # The one key that says who closed; it moves on like Enter.
            self._fill(draft.close(key[0], line))
            self._extra = []
            self.recompute()
            self._enter(key)
            return True
        if isinstance(widget, QComboBox):
            if len(text) == 1 and text.isdigit():
                # A digit on the ending starts the deal's NS burracos.
                first = draft.first_count(key[0])
                self._go_to(first, short=True)
                target = self.fields[first]
                if isinstance(target, QLineEdit) and not self._type_digit(first, target, text):
                    target.insert(text)
                return True
            return self._choose_by_letter(key, widget, text)
        if isinstance(widget, QCheckBox):
            lowered = text.lower()
            if lowered in ("x", "1", "y", "s", "j"):
                widget.setChecked(True)
                return True
            if lowered in ("-", "0", "n"):
                widget.setChecked(False)
                return True
            return False
        if isinstance(widget, QLineEdit) and not key[1].endswith("penalty_reason"):
            semi = draft.semi_clean_box(key)
            if text == "*" and semi is not None:
                # The line's semi-clean count, one key away (one digit, then on to the card points).
                self._go_to(semi, short=True)
                return True
            if len(text) == 1 and text.isdigit() and self._arrived == key and draft.takes_one_digit(key):
                return self._type_digit(key, widget, text)
            if len(text) == 1 and text.isalpha():
                # Refused: only the ending's box says how a deal ended (a reason typed into a number box
                # turned a deal into a time-out and took away its closing).
                return True
        return False

    def _type_digit(self, key: Key, edit: QLineEdit, digit: str) -> bool:
        """A burraco count reached by the short path: the digit fills it and the short path goes on."""
        if self._arrived != key or self.draft is None or not self.draft.takes_one_digit(key):
            return False
        if edit.selectedText() != edit.text():
            return False  # typing inside a value: an ordinary box
        edit.setText(digit)
        self._enter(key)
        return True

    def _choose_by_letter(self, key: Key, combo: QComboBox, text: str) -> bool:
        """One letter picks how the deal ended, with no typing delay: the first ending starting with it, the
        same on every sheet (the same letter again: the next one)."""
        letter = text.strip().casefold()
        if len(letter) != 1 or not letter.isalpha():
            return False
        again = self._letter[2] if self._letter is not None and self._letter[:2] == (key, letter) else None
        names = [combo.itemText(index) for index in range(combo.count())]
        end = ending_by_letter(names, letter, again)
        if end is not None:
            combo.setCurrentIndex(ENDS.index(end))
            self._letter = (key, letter, end)
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
