"""The director's main window."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow

from burraco_tourney import __version__


class MainWindow(QMainWindow):
    """Main window of a tournament database; the sections (pairs, rounds, sheets, standings) come later."""

    def __init__(self, db: str) -> None:
        super().__init__()
        self.db = db
        self.setWindowTitle(self.tr("Burraco Tourney — {db}").format(db=db))
        self.resize(1100, 720)
        welcome = QLabel(self.tr("Burraco Tourney {version}").format(version=__version__))
        welcome.setObjectName("welcome")
        self.setCentralWidget(welcome)
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)
        self.statusBar().showMessage(self.tr("Database: {db}").format(db=db))
