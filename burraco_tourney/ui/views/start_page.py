"""The start page: which database is open, its tournaments to choose from, or why it could not be opened."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.services.tournaments import TournamentSummary
from burraco_tourney.ui.names import date_text


class StartPage(QWidget):
    """Shown until a tournament is chosen. Enter or a double-click opens the tournament selected."""

    tournament_chosen = Signal(int)

    def __init__(self, new_action: QAction, open_action: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_page")
        title = QLabel(self.tr("Burraco Tourney"))
        title.setStyleSheet("font-size: 20pt; font-weight: bold;")
        self.database = QLabel()
        self.database.setObjectName("database")
        self.database.setWordWrap(True)
        self.database.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error.setStyleSheet(
            "background: #fde7e3; border: 1px solid #e0a090; border-radius: 4px; padding: 8px;"
        )
        self.error.hide()
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.tournaments = QListWidget()
        self.tournaments.setObjectName("tournaments")
        self.tournaments.setAlternatingRowColors(True)
        self.tournaments.setMinimumHeight(240)
        self.tournaments.setStyleSheet("QListWidget { font-size: 11pt; } QListWidget::item { padding: 6px; }")
        self.tournaments.itemActivated.connect(self._activated)
        # Alt+T: Alt+O is the Open database… button beside it.
        self.open_button = QPushButton(self.tr("Open &tournament"))
        self.open_button.setObjectName("open_tournament")
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self._open_selected)
        self.new_button = new_button = QPushButton(new_action.text().replace("…", "") + "…")
        new_button.setObjectName("new_tournament")
        new_button.clicked.connect(new_action.trigger)
        new_action.changed.connect(lambda: new_button.setEnabled(new_action.isEnabled()))
        new_button.setEnabled(new_action.isEnabled())
        other_button = QPushButton(open_action.text().replace("…", "") + "…")
        other_button.setObjectName("open_database")
        other_button.clicked.connect(open_action.trigger)

        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(new_button)
        buttons.addStretch()
        buttons.addWidget(other_button)
        card = QFrame()
        card.setMaximumWidth(820)
        inner = QVBoxLayout(card)
        inner.setContentsMargins(0, 48, 0, 24)
        inner.setSpacing(10)
        inner.addWidget(title)
        inner.addWidget(self.database)
        inner.addSpacing(8)
        inner.addWidget(self.error)
        inner.addWidget(self.prompt)
        inner.addWidget(self.tournaments)
        inner.addLayout(buttons)
        inner.addStretch(1)
        outer = QHBoxLayout(self)
        outer.addStretch()
        outer.addWidget(card, 4)
        outer.addStretch()

    def show_database(self, target: str | None, summaries: list[TournamentSummary], last: int | None) -> None:
        self.error.hide()
        if target is None:
            self.database.setText(self.tr("No database is open."))
        else:
            self.database.setText(self.tr("Database: {target}").format(target=target))
        self.tournaments.clear()
        for summary in summaries:
            details = ", ".join(
                part for part in (date_text(summary.date) if summary.date else None, summary.venue) if part
            )
            text = summary.name + (f" — {details}" if details else "")
            text += "   " + self.tr("({pairs} pairs, {rounds} rounds)").format(
                pairs=summary.pairs, rounds=summary.rounds
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, summary.id)
            self.tournaments.addItem(item)
            if summary.id == last:
                self.tournaments.setCurrentItem(item)
        if summaries and self.tournaments.currentRow() < 0:
            self.tournaments.setCurrentRow(0)
        has_any = bool(summaries)
        self.tournaments.setVisible(has_any)
        self.open_button.setVisible(has_any)
        self.open_button.setDefault(has_any)
        self.new_button.setDefault(not has_any)
        if target is None:
            self.prompt.setText(self.tr("Open a tournament database (Ctrl+O), or make a new one."))
        elif has_any:
            self.prompt.setText(
                self.tr("This database holds {count} tournaments. Choose one:").format(count=len(summaries))
            )
        else:
            self.prompt.setText(
                self.tr("This database holds no tournament yet. Start one with New tournament (Ctrl+N).")
            )
        if has_any:
            self.tournaments.setFocus()

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    def _activated(self, item: QListWidgetItem) -> None:
        self.tournament_chosen.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    def _open_selected(self) -> None:
        item = self.tournaments.currentItem()
        if item is not None:
            self._activated(item)
