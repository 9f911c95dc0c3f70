"""Dialogs of the round clock: start it, extend it, give one table extra minutes."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.clock import (
    MAX_ROUND_MINUTES,
    PRESET_MINUTES,
    FinalCircuitRule,
    current_final_circuit_text,
)
from burraco_tourney.ui import preferences
from burraco_tourney.ui.clock.texts import final_circuit_rule_text
from burraco_tourney.ui.clock.ticker import mm_ss

OWN_TEXT = "own"


def _buttons(dialog: QDialog, text: str, name: str) -> QDialogButtonBox:
    # Made inside the dialog, so that the dialog knows its default button: otherwise it picks the first
    # button when it shows (a preset, or Cancel) and Enter presses that one.
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, dialog)
    ok = buttons.addButton(text, QDialogButtonBox.ButtonRole.AcceptRole)
    ok.setObjectName(name)
    ok.setDefault(True)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def _spin(name: str, low: int, high: int, value: int, suffix: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setSuffix(suffix)
    return spin


class StartClockDialog(QDialog):
    """Start a round's clock: its minutes (deals × minutes per deal, a federation preset, or typed), the
    warning before the end, and the final-circuit instruction shown at time-out."""

    def __init__(
        self,
        round_number: int,
        deals: int,
        minutes_per_deal: int,
        start: Callable[[int, int, str], bool],
        parent: QWidget | None = None,
        rule_text: str | None = None,
    ) -> None:
        """`rule_text` is the time-out text of the tournament's rule profile: chosen at first, since the
        tournament plays by it (else the text used last time on this computer)."""
        super().__init__(parent)
        self.setObjectName("start_clock_dialog")
        self._start = start
        self.setWindowTitle(self.tr("Start the clock of round {number}").format(number=round_number))
        standard = deals * minutes_per_deal
        self.minutes = _spin("minutes", 1, MAX_ROUND_MINUTES, min(standard, MAX_ROUND_MINUTES), "′")
        presets = QHBoxLayout()
        self.preset_buttons: dict[int, QPushButton] = {}
        standard_button = QPushButton(
            self.tr("{deals} × {per_deal}′ = {minutes}′").format(
                deals=deals, per_deal=minutes_per_deal, minutes=standard
            )
        )
        standard_button.setObjectName("standard")
        standard_button.setToolTip(self.tr("Deals per round × minutes per deal, from the settings"))
        standard_button.clicked.connect(lambda: self.minutes.setValue(standard))
        presets.addWidget(standard_button)
        for preset_deals, preset_minutes in PRESET_MINUTES.items():
            button = QPushButton(
                self.tr("{deals} deals: {minutes}′").format(deals=preset_deals, minutes=preset_minutes)
            )
            button.setObjectName(f"preset_{preset_minutes}")
            button.setToolTip(self.tr("Federation preset"))
            button.clicked.connect(lambda _checked=False, m=preset_minutes: self.minutes.setValue(m))
            self.preset_buttons[preset_minutes] = button
            presets.addWidget(button)
        presets.addStretch()
        # A preset only fills in the minutes: Enter, even right after clicking one, starts the clock.
        for button in (standard_button, *self.preset_buttons.values()):
            button.setAutoDefault(False)

        # The director's last choices, offered again at the next start.
        warning = preferences.CLOCK_WARNING_MINUTES.get()
        self.warning = _spin("warning_minutes", 0, 60, warning, "′")
        self.warning.setSpecialValueText(self.tr("no warning"))
        self.final_circuit = QComboBox()
        self.final_circuit.setObjectName("final_circuit")
        for rule in FinalCircuitRule:
            self.final_circuit.addItem(final_circuit_rule_text(rule), rule.text)
        self.final_circuit.addItem(self.tr("Other words (type them below)"), OWN_TEXT)
        self.own_text = QLineEdit()
        self.own_text.setObjectName("own_text")
        self.own_text.setPlaceholderText(self.tr("What the room reads at time-out"))
        remembered = current_final_circuit_text(rule_text or preferences.CLOCK_FINAL_CIRCUIT.get())
        index = self.final_circuit.findData(remembered) if remembered else 0
        if index < 0:
            index = self.final_circuit.findData(OWN_TEXT)
            self.own_text.setText(remembered)
        self.final_circuit.setCurrentIndex(index)
        self.final_circuit.currentIndexChanged.connect(self._own_text_enabled)
        self._own_text_enabled()

        form = QFormLayout()
        form.addRow(self.tr("Round &length:"), self.minutes)
        form.addRow("", presets)
        form.addRow(self.tr("&Warning before the end:"), self.warning)
        form.addRow(self.tr("At &time-out:"), self.final_circuit)
        form.addRow("", self.own_text)
        note = QLabel(
            self.tr(
                "The clock keeps running if the program is closed: its start and pauses are saved with "
                "the round."
            )
        )
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(_buttons(self, self.tr("&Start the clock"), "start"))
        self.setMinimumWidth(max(560, self.minimumSizeHint().width()))

    def _own_text_enabled(self) -> None:
        self.own_text.setEnabled(self.final_circuit.currentData() == OWN_TEXT)

    def chosen_text(self) -> str:
        data = self.final_circuit.currentData()
        return self.own_text.text().strip() if data == OWN_TEXT else str(data)

    def accept(self) -> None:
        text = self.chosen_text()
        if self._start(self.minutes.value(), self.warning.value(), text):
            preferences.CLOCK_WARNING_MINUTES.set(self.warning.value())
            preferences.CLOCK_FINAL_CIRCUIT.set(text)
            super().accept()


class ExtendClockDialog(QDialog):
    """Add minutes to the round (or take some off, with a minus, while time is left)."""

    def __init__(
        self,
        round_number: int,
        time_left: int,
        extend: Callable[[int, str], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("extend_clock_dialog")
        self._extend = extend
        self.setWindowTitle(self.tr("Extend the clock of round {number}").format(number=round_number))
        self.minutes = _spin("minutes", -MAX_ROUND_MINUTES, MAX_ROUND_MINUTES, 5, "′")
        self.reason = QLineEdit()
        self.reason.setObjectName("reason")
        self.reason.setPlaceholderText(self.tr("e.g. a long dispute at table 4"))
        form = QFormLayout()
        form.addRow(self.tr("Time left now:"), QLabel(mm_ss(time_left)))
        form.addRow(self.tr("&Add:"), self.minutes)
        form.addRow(self.tr("&Reason:"), self.reason)
        note = QLabel(self.tr("A negative number shortens the round."))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(_buttons(self, self.tr("&Extend"), "extend"))
        self.setMinimumWidth(max(420, self.minimumSizeHint().width()))

    def accept(self) -> None:
        if self._extend(self.minutes.value(), self.reason.text().strip()):
            super().accept()


class TableExtraTimeDialog(QDialog):
    """Give one table minutes more than the room, for a late start."""

    def __init__(
        self,
        round_number: int,
        tables: Sequence[int],
        give: Callable[[int, int, str], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("table_extra_time_dialog")
        self._give = give
        self.setWindowTitle(self.tr("Extra time for a table, round {number}").format(number=round_number))
        self.table = QComboBox()
        self.table.setObjectName("table")
        for number in tables:
            self.table.addItem(self.tr("Table {table}").format(table=number), number)
        self.minutes = _spin("minutes", 1, 120, 5, "′")
        self.reason = QLineEdit(self.tr("late start"))
        self.reason.setObjectName("reason")
        form = QFormLayout()
        form.addRow(self.tr("&Table:"), self.table)
        form.addRow(self.tr("&Extra minutes:"), self.minutes)
        form.addRow(self.tr("&Reason:"), self.reason)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(_buttons(self, self.tr("&Give the time"), "give"))
        self.setMinimumWidth(max(380, self.minimumSizeHint().width()))

    def choose_table(self, number: int) -> None:
        self.table.setCurrentIndex(self.table.findData(number))

    def accept(self) -> None:
        data = self.table.currentData()
        if data is not None and self._give(int(data), self.minutes.value(), self.reason.text().strip()):
            super().accept()


class RotationDialog(QDialog):
    """Whether the room display rotates (clock, then the seats of the round, then the standings) and how
    many seconds each view stays; 0 seconds leaves a view out."""

    def __init__(
        self,
        rotating: bool,
        seconds: Sequence[int],
        choose: Callable[[bool, tuple[int, int, int]], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rotation_dialog")
        self._choose = choose
        self.setWindowTitle(self.tr("Rotating room display"))
        self.rotating = QCheckBox(self.tr("&Rotate the clock, the seats and the standings"))
        self.rotating.setObjectName("rotating")
        self.rotating.setChecked(rotating)
        clock, seats, standings = [*seconds, 0, 0, 0][:3]
        self.clock_seconds = _spin("clock_seconds", 0, 600, clock, self.tr(" s"))
        self.seats_seconds = _spin("seats_seconds", 0, 600, seats, self.tr(" s"))
        self.standings_seconds = _spin("standings_seconds", 0, 600, standings, self.tr(" s"))
        form = QFormLayout()
        form.addRow(self.tr("&Clock:"), self.clock_seconds)
        form.addRow(self.tr("&Seats of the round:"), self.seats_seconds)
        form.addRow(self.tr("S&tandings:"), self.standings_seconds)
        note = QLabel(
            self.tr(
                "0 seconds leaves a view out. In the last minutes and at time-out the clock stays on "
                "the wall."
            )
        )
        note.setWordWrap(True)
        self.rotating.toggled.connect(self._enable)
        layout = QVBoxLayout(self)
        layout.addWidget(self.rotating)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(_buttons(self, self.tr("&Apply"), "apply"))
        self._enable()
        self.setMinimumWidth(max(420, self.minimumSizeHint().width()))

    def _enable(self) -> None:
        for spin in (self.clock_seconds, self.seats_seconds, self.standings_seconds):
            spin.setEnabled(self.rotating.isChecked())

    def accept(self) -> None:
        self._choose(
            self.rotating.isChecked(),
            (self.clock_seconds.value(), self.seats_seconds.value(), self.standings_seconds.value()),
        )
        super().accept()
