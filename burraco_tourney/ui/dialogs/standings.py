"""Dialogs of the Standings page: a pair's round-by-round history, and a director's adjustment."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.rules import limits
from burraco_tourney.domain.standings import HistoryEntry, StandingRow
from burraco_tourney.domain.tournament import Adjustment, Pair
from burraco_tourney.ui.models.history import HistoryTableModel
from burraco_tourney.ui.names import pair_label, signed, vp_text
from burraco_tourney.ui.widgets.tables import compact_rows


class HistoryDialog(QDialog):
    """One pair's rounds: table, line, opponents, MP, difference and VP, then its adjustments and totals."""

    def __init__(
        self,
        pair: Pair,
        entries: list[HistoryEntry],
        names: dict[int, str],
        standing: StandingRow | None,
        adjustments: list[Adjustment],
        after_round: int,
        parent: QWidget | None = None,
        *,
        in_progress: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("history_dialog")
        self.setWindowTitle(self.tr("History of pair {number}").format(number=pair.number))
        title = QLabel(pair_label(pair))
        title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.model = HistoryTableModel(self)
        self.model.set_history(entries, names)
        self.view = QTableView()
        self.view.setObjectName("history_table")
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        compact_rows(self.view)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setSectionResizeMode(
            HistoryTableModel.OPPONENT, QHeaderView.ResizeMode.Stretch
        )
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        if in_progress:
            after = self.tr("After round {round}, in progress: the sheets in so far").format(
                round=after_round
            )
        else:
            after = self.tr("After round {round}").format(round=after_round)
        after_label = QLabel(after)
        after_label.setObjectName("after_round")
        layout.addWidget(after_label)
        layout.addWidget(self.view, 1)
        counted = [a for a in adjustments if a.pair == pair.number and a.after_round <= after_round]
        if counted:
            lines = [
                self.tr("After round {round}: {vp} VP, {mp} MP — {reason}").format(
                    round=a.after_round, vp=signed(a.vp), mp=signed(a.mp), reason=a.reason
                )
                for a in counted
            ]
            adjustments_label = QLabel(self.tr("Adjustments:") + "\n" + "\n".join(lines))
            adjustments_label.setObjectName("adjustments")
            adjustments_label.setWordWrap(True)
            layout.addWidget(adjustments_label)
        if standing is not None:
            totals = QLabel(
                self.tr(
                    "Rank {rank}: {vp} VP, MP difference {diff}, {mp} MP, rounds played: {rounds}"
                ).format(
                    rank=standing.rank,
                    vp=vp_text(standing.vp),
                    diff=signed(standing.mp_diff),
                    mp=standing.mp,
                    rounds=standing.rounds,
                )
            )
            totals.setObjectName("totals")
            totals.setStyleSheet("font-weight: bold;")
            layout.addWidget(totals)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 440)


@dataclass(frozen=True)
class AdjustmentInput:
    pair: int
    after_round: int
    vp: Decimal
    mp: int
    reason: str


class AdjustmentDialog(QDialog):
    """A VP/MP award (positive) or penalty (negative) to one pair, counting from a round on."""

    def __init__(
        self,
        pairs: list[Pair],
        last_round: int,
        save: Callable[[AdjustmentInput], bool],
        *,
        pair: int | None = None,
        after_round: int | None = None,
        vp_total: Decimal = Decimal(20),
        vp_decimals: int = 0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("adjustment_dialog")
        self.setWindowTitle(self.tr("Add an adjustment"))
        self._save = save
        self.pair = QComboBox()
        self.pair.setObjectName("pair")
        for listed in pairs:
            self.pair.addItem(pair_label(listed), listed.number)
        if pair is not None:
            self.pair.setCurrentIndex(max(self.pair.findData(pair), 0))
        self.after_round = QSpinBox()
        self.after_round.setObjectName("after_round")
        self.after_round.setRange(1, max(last_round, 1))
        self.after_round.setValue(after_round or last_round or 1)
        self.vp = QDoubleSpinBox()
        self.vp.setObjectName("vp")
        self.vp.setRange(-float(vp_total) * 10, float(vp_total) * 10)
        self.vp.setDecimals(vp_decimals)
        self.vp.setSuffix(self.tr(" VP"))
        self.mp = QSpinBox()
        self.mp.setObjectName("mp")
        self.mp.setRange(-10000, 10000)
        self.mp.setSingleStep(5)
        self.mp.setSuffix(self.tr(" MP"))
        self.reason = QLineEdit()
        self.reason.setObjectName("reason")
        self.reason.setMaxLength(limits.REASON)
        self.reason.setPlaceholderText(self.tr("required, e.g. two warnings"))
        warnings = QPushButton(self.tr("Two &warnings: −1 VP"))
        warnings.setObjectName("two_warnings")
        warnings.clicked.connect(self._two_warnings)
        note = QLabel(
            self.tr(
                "Negative values take points away. The opponents' scores do not change; MP add to the "
                "pair's MP difference."
            )
        )
        note.setWordWrap(True)
        values = QHBoxLayout()
        values.addWidget(self.vp)
        values.addWidget(self.mp)
        values.addWidget(warnings)
        values.addStretch()
        form = QFormLayout()
        form.addRow(self.tr("&Pair:"), self.pair)
        after_row = QHBoxLayout()
        after_row.addWidget(self.after_round)
        after_row.addStretch()
        after_label = QLabel(self.tr("Counts &after round:"))
        after_label.setBuddy(self.after_round)
        form.addRow(after_label, after_row)
        points_label = QLabel(self.tr("P&oints:"))
        points_label.setBuddy(self.vp)
        form.addRow(points_label, values)
        form.addRow(self.tr("&Reason:"), self.reason)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.setMinimumWidth(560)

    def _two_warnings(self) -> None:
        self.vp.setValue(-1)
        self.mp.setValue(0)
        if not self.reason.text().strip():
            self.reason.setText(self.tr("two warnings"))

    def value(self) -> AdjustmentInput:
        vp = Decimal(str(self.vp.value()))
        if vp == vp.to_integral_value():
            vp = Decimal(int(vp))
        return AdjustmentInput(
            int(self.pair.currentData()),
            self.after_round.value(),
            vp,
            self.mp.value(),
            self.reason.text().strip(),
        )

    def accept(self) -> None:
        if self._save(self.value()):
            super().accept()
