"""The Score sheets page: a placeholder until score entry arrives in the next version."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class ScoreSheetsPage(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sheets_page")
        title = QLabel(self.tr("Score sheets"))
        title.setStyleSheet("font-size: 15pt; font-weight: bold;")
        text = QLabel(
            self.tr(
                "Entering score sheets in this window comes in the next version.\n\n"
                "Meanwhile, sheets saved with the command line or imported from a tournament file count "
                "at once: the Rounds page shows which tables have handed in their sheet, and the "
                "Standings page is up to date after every one."
            )
        )
        text.setObjectName("placeholder")
        text.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        layout.addWidget(title)
        layout.addWidget(text)
        layout.addStretch()
