"""The director's artificial result for a table that could not play (e.g. 12–8 or 10–10), with a reason."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.vp import VPScale, format_vp
from burraco_tourney.ui.names import scale_name
from burraco_tourney.ui.widgets.settings_editor import vp_decimals


class ArtificialResultDialog(QDialog):
    """Set VP for both lines; the other line follows the scale's total unless typed by hand.

    `on_set(ns_vp, ew_vp, reason)` and `on_clear(reason)` save and answer whether it worked; the dialog stays
    open after a refusal so that nothing typed is lost.
    """

    def __init__(
        self,
        title: str,
        scale: VPScale,
        current: tuple[Decimal, Decimal] | None,
        reason: str | None,
        on_set: Callable[[Decimal, Decimal, str], bool],
        on_clear: Callable[[str], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("artificial_result_dialog")
        self.setWindowTitle(self.tr("Artificial result"))
        self.total = scale.total
        self.on_set = on_set
        self.on_clear = on_clear
        decimals = vp_decimals(scale)
        self.ns_vp = self._spin(decimals, "ns_vp")
        self.ew_vp = self._spin(decimals, "ew_vp")
        half = scale.total / 2
        self.ns_vp.setValue(float(current[0] if current else half))
        self.ew_vp.setValue(float(current[1] if current else half))
        self._ew_typed = current is not None and current[0] + current[1] != scale.total
        self.ns_vp.valueChanged.connect(self._ns_changed)
        self.ew_vp.valueChanged.connect(self._ew_changed)
        self.reason = QLineEdit(reason or "")
        self.reason.setObjectName("reason")
        self.reason.setPlaceholderText(self.tr("e.g. the table could not play: a player fell ill"))
        self.reason.textChanged.connect(self._update)
        self.note = QLabel()
        self.note.setObjectName("note")
        self.note.setWordWrap(True)

        intro = QLabel(
            self.tr(
                "{table}\nThese VP replace those of the scale ({name}). The MP of any deals entered still "
                "count."
            ).format(table=title, name=scale_name(scale))
        )
        intro.setWordWrap(True)
        presets = QHBoxLayout()
        presets.addWidget(QLabel(self.tr("Common:")))
        for ns, ew in ((12, 8), (10, 10), (8, 12)):
            if Decimal(ns + ew) == scale.total:
                button = QPushButton(f"{ns} – {ew}")
                button.setAutoDefault(False)
                button.clicked.connect(lambda _c=False, a=ns, b=ew: self._preset(a, b))
                presets.addWidget(button)
        presets.addStretch()

        form = QFormLayout()
        form.addRow(self._buddy(self.tr("&NS VP:"), self.ns_vp), self.ns_vp)
        form.addRow(self._buddy(self.tr("&EW VP:"), self.ew_vp), self.ew_vp)
        form.addRow("", presets)
        form.addRow(self._buddy(self.tr("&Reason:"), self.reason), self.reason)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.set_button = self.buttons.addButton(
            self.tr("Set the result"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.set_button.setObjectName("set_result")
        self.clear_button = self.buttons.addButton(
            self.tr("Clear the artificial result"), QDialogButtonBox.ButtonRole.DestructiveRole
        )
        self.clear_button.setObjectName("clear_result")
        self.clear_button.setVisible(current is not None)
        self.buttons.rejected.connect(self.reject)
        self.set_button.clicked.connect(self._set)
        self.clear_button.clicked.connect(self._clear)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        self._update()

    def _spin(self, decimals: int, name: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox()
        spin.setObjectName(name)
        spin.setDecimals(decimals)
        spin.setRange(0, float(self.total))
        spin.setSingleStep(1)
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        spin.setMaximumWidth(110)
        return spin

    def _buddy(self, text: str, widget: QWidget) -> QLabel:
        label = QLabel(text)
        label.setBuddy(widget)
        return label

    def _preset(self, ns: int, ew: int) -> None:
        self.ns_vp.setValue(ns)
        self._ew_typed = False
        self.ew_vp.setValue(ew)
        self.reason.setFocus()

    def _ns_changed(self) -> None:
        if not self._ew_typed:
            self.ew_vp.blockSignals(True)
            self.ew_vp.setValue(float(self.total - self.values()[0]))
            self.ew_vp.blockSignals(False)
        self._update()

    def _ew_changed(self) -> None:
        self._ew_typed = True
        self._update()

    def values(self) -> tuple[Decimal, Decimal]:
        places = self.ns_vp.decimals()
        return Decimal(f"{self.ns_vp.value():.{places}f}"), Decimal(f"{self.ew_vp.value():.{places}f}")

    def _update(self) -> None:
        ns, ew = self.values()
        notes = []
        if ns + ew != self.total:
            notes.append(
                self.tr("{ns} + {ew} is not the scale's total of {total}: fine for a split penalty.").format(
                    ns=format_vp(ns), ew=format_vp(ew), total=format_vp(self.total)
                )
            )
        if not self.reason.text().strip():
            notes.append(self.tr("An artificial result needs a reason."))
        self.note.setText("\n".join(notes))
        self.set_button.setEnabled(bool(self.reason.text().strip()))
        self.clear_button.setEnabled(bool(self.reason.text().strip()))

    def _set(self) -> None:
        ns, ew = self.values()
        if self.on_set(ns, ew, self.reason.text().strip()):
            self.accept()

    def _clear(self) -> None:
        if self.on_clear(self.reason.text().strip()):
            self.accept()
