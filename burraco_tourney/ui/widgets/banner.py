"""A message strip at the top of a page: what the last action left for the director to know."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

_STYLES = {
    "info": "QFrame#banner { background: #e4f1fb; border: 1px solid #9cc3e0; border-radius: 4px; }",
    "warning": "QFrame#banner { background: #fff4d1; border: 1px solid #e0b850; border-radius: 4px; }",
}


class Banner(QFrame):
    """Hidden until `show_message`; the director closes it, or the next message replaces it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = "info"
        self.setObjectName("banner")
        self.label = QLabel()
        self.label.setObjectName("banner_text")
        self.label.setWordWrap(True)
        close = QToolButton()
        close.setText("✕")
        close.setAutoRaise(True)
        close.setToolTip(self.tr("Close this message"))
        close.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(close)
        self.hide()

    def show_message(self, text: str, kind: str = "info") -> None:
        self.setStyleSheet(_STYLES.get(kind, _STYLES["info"]))
        self.label.setText(text)
        self.kind = kind
        self.show()

    def text(self) -> str:
        return "" if self.isHidden() else self.label.text()
