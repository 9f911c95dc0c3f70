"""File → Free game…: the score pad of a club game to a target (issue 22), with or without a tournament open.

Two pages: the games stored in the database (resume one, delete one, begin one: the sides, the target, the
rule profile), and the pad of one game: its deals with each side's points and running totals, one row to
enter the next deal with the fields of a score sheet (checked as a tournament's deal), the winner announced.
Every deal is saved as it is added (services.free_game), so closing the dialog loses nothing.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.free_game import TARGET_MAX, TARGET_MIN, TARGETS, FreeGame, Outcome
from burraco_tourney.domain.problems import Problem, Refusal, Severity
from burraco_tourney.domain.profiles import BUNDLED_PROFILES, profile_by_key
from burraco_tourney.domain.scoring import DEAL_TOTAL_LIMIT, Deal, DealEnd, DealLine
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.io.profile_texts import profile_title
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import free_game
from burraco_tourney.services.free_game import FreeGameInfo
from burraco_tourney.ui import preferences
from burraco_tourney.ui.dialogs.print_export import export_folder, safe_file_name
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.names import window_language, window_words
from burraco_tourney.ui.widgets.messages import USER_ERRORS

_SIDES = ("ns", "ew")  # side A is the deal's NS line, side B its EW line (domain.free_game)
_CUSTOM = -1
# The lines' names in a deal's problem as the languages write them (NS; EW, EO, OW): here the sides' names.
_NS = re.compile(r"\bNS\b")
_EW = re.compile(r"\b(EW|EO|OW)\b")
# What writing the score pad may raise: shown under the pad, not as a crash.
_PAD_ERRORS: tuple[type[Exception], ...] = (*USER_ERRORS, Refusal, OSError)


class FreeGameDialog(QDialog):
    def __init__(self, db: Database, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("free_game_dialog")
        self.setWindowTitle(self.tr("Free game"))
        self.db = db
        self.info: FreeGameInfo | None = None
        self._unconfirmed: Deal | None = (
            None  # a deal refused for its warnings only: adding it again confirms
        )
        self._correcting = False
        self.pages = QStackedWidget()
        self.pages.addWidget(self._games_page())
        self.pages.addWidget(self._pad_page())
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        self.resize(820, 620)
        self.show_games()

    # ------------------------------------------------------------------------------------ games page

    def _games_page(self) -> QWidget:
        page = QWidget()
        self.games = QTableWidget(0, 4)
        self.games.setObjectName("games")
        self.games.setHorizontalHeaderLabels(
            [self.tr("Sides"), self.tr("Target"), self.tr("Score"), self.tr("State")]
        )
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.games.verticalHeader().setVisible(False)
        self.games.doubleClicked.connect(lambda _index: self.open_selected())
        self.open_button = QPushButton(self.tr("&Resume"))
        self.open_button.setObjectName("resume")
        self.open_button.clicked.connect(self.open_selected)
        self.delete_button = QPushButton(self.tr("De&lete"))
        self.delete_button.setObjectName("delete")
        self.delete_button.clicked.connect(self.delete_selected)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch()

        new = QGroupBox(self.tr("New game"))
        form = QFormLayout(new)
        self.side_a = QLineEdit()
        self.side_a.setObjectName("side_a")
        self.side_a.setPlaceholderText(self.tr("a pair (Rossi – Bianchi) or a player"))
        self.side_b = QLineEdit()
        self.side_b.setObjectName("side_b")
        self.side_b.setPlaceholderText(self.tr("a pair (Rossi – Bianchi) or a player"))
        self.target = QComboBox()
        self.target.setObjectName("target")
        for value in TARGETS:
            self.target.addItem(str(value), value)
        self.target.addItem(self.tr("other"), _CUSTOM)
        self.custom_target = QSpinBox()
        self.custom_target.setObjectName("custom_target")
        self.custom_target.setRange(TARGET_MIN, TARGET_MAX)
        self.custom_target.setValue(1505)
        self.custom_target.setSingleStep(100)
        self.custom_target.setEnabled(False)
        self.target.currentIndexChanged.connect(
            lambda _i: self.custom_target.setEnabled(self.target.currentData() == _CUSTOM)
        )
        target_row = QHBoxLayout()
        target_row.addWidget(self.target)
        target_row.addWidget(self.custom_target)
        target_row.addStretch()
        self.profile = QComboBox()
        self.profile.setObjectName("profile")
        words = window_words()
        for key, profile in BUNDLED_PROFILES.items():
            # In the window's language, as the tournament settings name them ("Classico", not "Classic").
            self.profile.addItem(profile_title(words, profile), key)
        self.profile.setCurrentIndex(self.profile.findData("classic"))
        self.start_button = QPushButton(self.tr("S&tart"))
        self.start_button.setObjectName("start")
        self.start_button.clicked.connect(self.start_game)
        form.addRow(self.tr("Side &A:"), self.side_a)
        form.addRow(self.tr("Side &B:"), self.side_b)
        form.addRow(self.tr("Target &score:"), target_row)
        form.addRow(self.tr("R&ules:"), self.profile)
        form.addRow("", self.start_button)
        self._label_buddies(form)
        self.games_message = QLabel()
        self.games_message.setObjectName("games_message")
        self.games_message.setWordWrap(True)
        self.games_message.setStyleSheet("color: #a40000;")
        close = QPushButton(self.tr("Close"))
        close.setObjectName("close")
        close.setAutoDefault(False)
        close.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addStretch()
        bottom.addWidget(close)

        layout = QVBoxLayout(page)
        layout.addWidget(QLabel(self.tr("Games kept in this database:")))
        layout.addWidget(self.games, 1)
        layout.addLayout(buttons)
        layout.addWidget(new)
        layout.addWidget(self.games_message)
        layout.addLayout(bottom)
        return page

    @staticmethod
    def _label_buddies(form: QFormLayout) -> None:
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            caption = label.widget() if label is not None else None
            if field is None or not isinstance(caption, QLabel):
                continue
            widget = field.widget()
            inner = field.layout()
            if widget is None and inner is not None:
                first = inner.itemAt(0)
                widget = first.widget() if first is not None else None
            if widget is not None:
                caption.setBuddy(widget)

    def show_games(self) -> None:
        self.info = None
        self.pages.setCurrentIndex(0)
        self.start_button.setDefault(True)
        try:
            games = free_game.list_games(self.db)
        except USER_ERRORS as error:
            self.games_message.setText(error_text(error))
            games = []
        self.games.setRowCount(len(games))
        self._game_ids = [game.id for game in games]
        for row, game in enumerate(games):
            cells = (
                self.tr("%1 v %2").replace("%1", game.side_a).replace("%2", game.side_b),
                str(game.target),
                f"{game.score[0]} – {game.score[1]}",
                self._state_text(game.outcome, game.side_a, game.side_b, game.deals),
            )
            for column, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if column in (1, 2):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.games.setItem(row, column, item)
        self.games.resizeColumnsToContents()
        self.games.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        if games:
            self.games.selectRow(0)
        self.open_button.setEnabled(bool(games))
        self.delete_button.setEnabled(bool(games))

    def _state_text(self, outcome: Outcome, side_a: str, side_b: str, deals: int) -> str:
        if outcome is Outcome.A_WINS:
            return self.tr("%1 won").replace("%1", side_a)
        if outcome is Outcome.B_WINS:
            return self.tr("%1 won").replace("%1", side_b)
        if outcome is Outcome.DRAW:
            return self.tr("a draw")
        return self.tr("playing, %n deal(s)", "", deals)

    def _selected_id(self) -> int | None:
        rows = self.games.selectionModel().selectedRows()
        return self._game_ids[rows[0].row()] if rows else None

    def open_selected(self) -> None:
        game_id = self._selected_id()
        if game_id is not None:
            self._open(lambda: free_game.open_game(self.db, game_id), self.games_message)

    def delete_selected(self) -> None:
        game_id = self._selected_id()
        if game_id is None:
            return
        try:
            free_game.delete_game(self.db, game_id)
        except USER_ERRORS as error:
            self.games_message.setText(error_text(error))
            return
        self.games_message.clear()
        self.show_games()

    def start_game(self) -> None:
        target = self.target.currentData()
        if target == _CUSTOM:
            target = self.custom_target.value()
        profile = profile_by_key(str(self.profile.currentData()))
        side_a, side_b = self.side_a.text(), self.side_b.text()
        if self._open(
            lambda: free_game.create_game(self.db, side_a, side_b, target, profile), self.games_message
        ):
            self.side_a.clear()
            self.side_b.clear()

    def _open(self, action: object, message: QLabel) -> bool:
        try:
            info = action()  # type: ignore[operator]
        except USER_ERRORS as error:
            message.setText(error_text(error))
            return False
        message.clear()
        self.show_pad(info)
        return True

    # -------------------------------------------------------------------------------------- the pad

    def _pad_page(self) -> QWidget:
        page = QWidget()
        self.heading = QLabel()
        self.heading.setObjectName("heading")
        self.heading.setStyleSheet("font-size: 13pt; font-weight: bold;")
        self.heading.setWordWrap(True)
        self.deals_table = QTableWidget(0, 4)
        self.deals_table.setObjectName("deals")
        self.deals_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.deals_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.deals_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.totals = QLabel()
        self.totals.setObjectName("totals")
        self.totals.setStyleSheet("font-size: 12pt; font-weight: bold;")
        self.result_label = QLabel()
        self.result_label.setObjectName("result")
        self.result_label.setWordWrap(True)
        self.result_label.setStyleSheet("font-size: 14pt; font-weight: bold; color: #1a5e1a;")

        self.entry = QGroupBox(self.tr("Next deal"))
        self.entry.setObjectName("entry")
        grid = QGridLayout(self.entry)
        self.entry_names: list[QLabel] = []
        self.fields: dict[tuple[str, str], QSpinBox] = {}
        self.pozzetto: dict[str, QCheckBox] = {}
        rows = (
            ("clean", self.tr("Clean burracos")),
            ("dirty", self.tr("Dirty burracos")),
            ("semi_clean", self.tr("Semi-clean burracos")),
            ("cards", self.tr("Card points")),
            ("penalty", self.tr("Penalty")),
        )
        for column in range(1, len(_SIDES) + 1):
            name = QLabel()
            name.setStyleSheet("font-weight: bold;")
            name.setWordWrap(True)
            self.entry_names.append(name)
            grid.addWidget(name, 0, column)
        self.field_labels: dict[str, QLabel] = {}
        for row, (field, label) in enumerate(rows, start=1):
            caption = QLabel(label)
            self.field_labels[field] = caption
            grid.addWidget(caption, row, 0)
            for column, side in enumerate(_SIDES, start=1):
                box = QSpinBox()
                box.setObjectName(f"{side}_{field}")
                if field == "cards":
                    box.setRange(-DEAL_TOTAL_LIMIT, DEAL_TOTAL_LIMIT)
                    box.setSingleStep(5)
                elif field == "penalty":
                    box.setRange(0, DEAL_TOTAL_LIMIT)
                    box.setSingleStep(5)
                else:
                    box.setRange(0, 15)
                self.fields[(side, field)] = box
                grid.addWidget(box, row, column)
        pozzetto_row = len(rows) + 1
        grid.addWidget(QLabel(self.tr("Pozzetto taken")), pozzetto_row, 0)
        for column, side in enumerate(_SIDES, start=1):
            check = QCheckBox()
            check.setObjectName(f"{side}_pozzetto")
            check.setChecked(True)
            self.pozzetto[side] = check
            grid.addWidget(check, pozzetto_row, column)
        closed_row = pozzetto_row + 1
        self.closer_label = QLabel(self.tr("&Closed by:"))
        grid.addWidget(self.closer_label, closed_row, 0)
        self.closer = QComboBox()
        self.closer.setObjectName("closer")
        self.closer_label.setBuddy(self.closer)
        grid.addWidget(self.closer, closed_row, 1, 1, 2)
        self.add_button = QPushButton(self.tr("&Add deal"))
        self.add_button.setObjectName("add_deal")
        self.add_button.clicked.connect(self.add_deal)
        grid.addWidget(self.add_button, closed_row + 1, 1, 1, 2)
        self.pad_message = QLabel()
        self.pad_message.setObjectName("pad_message")
        self.pad_message.setWordWrap(True)
        self.pad_message.setTextFormat(Qt.TextFormat.PlainText)

        self.correct_button = QPushButton(self.tr("C&orrect last deal"))
        self.correct_button.setObjectName("correct_last")
        self.correct_button.setAutoDefault(False)
        self.correct_button.clicked.connect(self.correct_last)
        self.remove_button = QPushButton(self.tr("Re&move last deal"))
        self.remove_button.setObjectName("remove_last")
        self.remove_button.setAutoDefault(False)
        self.remove_button.clicked.connect(self.remove_last)
        self.print_button = QPushButton(self.tr("&Print pad…"))
        self.print_button.setObjectName("print_pad")
        self.print_button.setAutoDefault(False)
        self.print_button.clicked.connect(self.print_pad)
        back = QPushButton(self.tr("All &games"))
        back.setObjectName("back")
        back.setAutoDefault(False)
        back.clicked.connect(self.show_games)
        actions = QHBoxLayout()
        for button in (self.correct_button, self.remove_button, self.print_button):
            actions.addWidget(button)
        actions.addStretch()
        actions.addWidget(back)

        body = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.deals_table, 1)
        left.addWidget(self.totals)
        left.addWidget(self.result_label)
        body.addLayout(left, 1)
        right = QVBoxLayout()
        right.addWidget(self.entry)
        right.addWidget(self.pad_message)
        right.addStretch()
        body.addLayout(right, 1)
        layout = QVBoxLayout(page)
        layout.addWidget(self.heading)
        layout.addLayout(body, 1)
        layout.addLayout(actions)
        return page

    def show_pad(self, info: FreeGameInfo) -> None:
        self.info = info
        self.pages.setCurrentIndex(1)
        game = info.game
        self.heading.setText(
            self.tr("%1 v %2 — to %3")
            .replace("%1", game.side_a)
            .replace("%2", game.side_b)
            .replace("%3", str(game.target))
        )
        for name, side in zip(self.entry_names, (game.side_a, game.side_b), strict=True):
            name.setText(side)
        self.closer.clear()
        self.closer.addItem(game.side_a, "ns")
        self.closer.addItem(game.side_b, "ew")
        self.closer.addItem(self.tr("nobody (stock exhausted)"), "")
        semi = info.profile.semi_clean_allowed
        self.field_labels["semi_clean"].setVisible(semi)
        for side in _SIDES:
            self.fields[(side, "semi_clean")].setVisible(semi)
        self._fill_deals(game)
        self._clear_entry()
        self._correcting = False
        self._unconfirmed = None
        self.add_button.setText(self.tr("&Add deal"))
        self.add_button.setDefault(True)
        over = game.over
        self.entry.setEnabled(not over)
        self.correct_button.setEnabled(bool(game.deals))
        self.remove_button.setEnabled(bool(game.deals))
        if not over:
            self.fields[("ns", "clean")].setFocus()
            self.fields[("ns", "clean")].selectAll()

    def _fill_deals(self, game: FreeGame) -> None:
        table = self.deals_table
        table.setHorizontalHeaderLabels(
            [
                game.side_a,
                self.tr("Total"),
                game.side_b,
                self.tr("Total"),
            ]
        )
        table.setRowCount(len(game.deals))
        table.setVerticalHeaderLabels([str(n) for n in range(1, len(game.deals) + 1)])
        for row, (points, running) in enumerate(zip(game.totals(), game.running(), strict=True)):
            for column, value in enumerate((points[0], running[0], points[1], running[1])):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if column in (1, 3):
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(row, column, item)
        if game.deals:
            table.scrollToBottom()
        a, b = game.score()
        self.totals.setText(
            self.tr("%1 %2 – %3 %4")
            .replace("%1", game.side_a)
            .replace("%2", str(a))
            .replace("%3", str(b))
            .replace("%4", game.side_b)
        )
        outcome = game.outcome()
        if outcome is Outcome.A_WINS:
            self.result_label.setText(self.tr("%1 wins!").replace("%1", game.side_a))
        elif outcome is Outcome.B_WINS:
            self.result_label.setText(self.tr("%1 wins!").replace("%1", game.side_b))
        elif outcome is Outcome.DRAW:
            self.result_label.setText(self.tr("A draw: both reached the target with the same total."))
        else:
            still = [game.target - a, game.target - b]
            self.result_label.setText(
                self.tr("To the target: %1 needs %2, %3 needs %4")
                .replace("%1", game.side_a)
                .replace("%2", str(max(still[0], 0)))
                .replace("%3", game.side_b)
                .replace("%4", str(max(still[1], 0)))
            )
            self.result_label.setStyleSheet("font-size: 11pt; color: #444;")
            return
        self.result_label.setStyleSheet("font-size: 14pt; font-weight: bold; color: #1a5e1a;")

    def _clear_entry(self) -> None:
        for box in self.fields.values():
            box.setValue(0)
        for check in self.pozzetto.values():
            check.setChecked(True)
        self.closer.setCurrentIndex(0)
        self.pad_message.clear()

    def entered_deal(self) -> Deal:
        closer = self.closer.currentData()

        def line(side: str) -> DealLine:
            return DealLine(
                clean=self.fields[(side, "clean")].value(),
                dirty=self.fields[(side, "dirty")].value(),
                semi_clean=self.fields[(side, "semi_clean")].value(),
                closed=closer == side,
                cards=self.fields[(side, "cards")].value(),
                pozzetto=self.pozzetto[side].isChecked(),
                penalty=self.fields[(side, "penalty")].value(),
            )

        return Deal(DealEnd.CLOSED if closer else DealEnd.STOCK, line("ns"), line("ew"))

    def _load_entry(self, deal: Deal) -> None:
        for side in _SIDES:
            line = deal.ns if side == "ns" else deal.ew
            for field in ("clean", "dirty", "semi_clean", "cards", "penalty"):
                self.fields[(side, field)].setValue(getattr(line, field))
            self.pozzetto[side].setChecked(line.pozzetto)
        closer = "ns" if deal.ns.closed else "ew" if deal.ew.closed else ""
        self.closer.setCurrentIndex(self.closer.findData(closer))

    def add_deal(self) -> None:
        info = self.info
        if info is None:
            return
        deal = self.entered_deal()
        confirmed = deal == self._unconfirmed
        try:
            if self._correcting:
                changed = free_game.correct_last_deal(self.db, info.id, deal, confirmed=confirmed)
            else:
                changed = free_game.add_deal(self.db, info.id, deal, confirmed=confirmed)
        except USER_ERRORS as error:
            self._refused(error, deal)
            return
        self.show_pad(changed)

    def _refused(self, error: Exception, deal: Deal) -> None:
        problems = error.problems if isinstance(error, Refusal) else ()
        warnings_only = bool(problems) and all(p.severity is Severity.WARNING for p in problems)
        text = self._deal_problems_text(problems) if problems else error_text(error)
        if warnings_only:
            self._unconfirmed = deal
            text += "\n" + self.tr("Check the deal; if it is right, add it again to confirm.")
            self.add_button.setText(self.tr("&Add deal anyway"))
        else:
            self._unconfirmed = None
            self.add_button.setText(self.tr("&Add deal"))
        self.pad_message.setStyleSheet("color: #8a4b00;" if warnings_only else "color: #a40000;")
        self.pad_message.setText(text)

    def _deal_problems_text(self, problems: tuple[Problem, ...]) -> str:
        """The problems as the window words them, the lines named by the sides (side A plays NS)."""
        if self.info is None:
            return ""
        game = self.info.game
        language = window_language()
        lines = []
        for problem in problems:
            text = describe(problem, language)
            text = _NS.sub(lambda _m: game.side_a, text)
            lines.append(_EW.sub(lambda _m: game.side_b, text))
        return "\n".join(lines)

    def correct_last(self) -> None:
        info = self.info
        if info is None or not info.game.deals:
            return
        self.entry.setEnabled(True)
        self._load_entry(info.game.deals[-1])
        self._correcting = True
        self._unconfirmed = None
        self.entry.setTitle(self.tr("Deal %1 (correcting)").replace("%1", str(len(info.game.deals))))
        self.add_button.setText(self.tr("S&ave correction"))
        self.pad_message.clear()

    def remove_last(self) -> None:
        info = self.info
        if info is None:
            return
        try:
            changed = free_game.remove_last_deal(self.db, info.id)
        except USER_ERRORS as error:
            self.pad_message.setText(error_text(error))
            return
        self.show_pad(changed)

    def print_pad(self) -> None:
        info = self.info
        if info is None:
            return
        path, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Print the score pad"),
            str(export_folder() / self.pad_file_name(info)),
            self.tr("PDF (*.pdf)"),
        )
        if path:
            self.write_pad(path)

    def pad_file_name(self, info: FreeGameInfo) -> str:
        """The game's own name, e.g. "Rossi – Bianchi v Verdi – Neri - 2026-12-07 - score pad.pdf" (every
        game's pad was score-pad.pdf, each printed over the last)."""
        game = info.game
        sides = self.tr("%1 v %2").replace("%1", game.side_a).replace("%2", game.side_b)
        day = info.created_at.astimezone().date().isoformat()  # the day the game began, where it was played
        pad = self.tr("score pad")
        return f"{safe_file_name(' - '.join((sides, day, pad)))}.pdf"

    def write_pad(self, path: str) -> None:
        from burraco_tourney.io.pdf.score_pad import write_score_pad  # reportlab only when printing

        info = self.info
        if info is None:
            return
        language = window_language()
        try:
            write_score_pad(path, info.game, language=language)
        except _PAD_ERRORS as error:
            self.pad_message.setText(error_text(error))
            return
        preferences.EXPORT_FOLDER.set(str(Path(path).parent))  # the next printout is offered there too
        self.pad_message.setStyleSheet("color: #1a5e1a;")
        self.pad_message.setText(self.tr("Written: %1").replace("%1", path))
