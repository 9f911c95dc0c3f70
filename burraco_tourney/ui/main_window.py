"""The director's main window: a sidebar of pages (Pairs, Rounds, Score sheets, Standings), menus, status."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney import __version__
from burraco_tourney.domain.tournament import Tournament, TournamentSettings
from burraco_tourney.io.printouts import Printout
from burraco_tourney.persistence.db import (
    Database,
    DatabaseError,
    PasswordRequiredError,
    address_to_remember,
    open_database,
    server_address,
)
from burraco_tourney.services import table_entry
from burraco_tourney.services import tournaments as tournament_service
from burraco_tourney.ui import preferences
from burraco_tourney.ui.clock.controls import ClockControls, ClockPanel
from burraco_tourney.ui.clock.ticker import Now
from burraco_tourney.ui.context import Changes, TournamentContext
from burraco_tourney.ui.dialogs.connect_server import ConnectServerDialog
from burraco_tourney.ui.dialogs.groups import GroupsActions
from burraco_tourney.ui.dialogs.help import HowTheEveningGoesDialog
from burraco_tourney.ui.dialogs.print_export import PrintMenu, corrections_of
from burraco_tourney.ui.dialogs.print_links import table_links_of
from burraco_tourney.ui.dialogs.publish import EventMenu, Publisher
from burraco_tourney.ui.dialogs.table_entry import TableLinksDialog, TableSheetsReviewDialog
from burraco_tourney.ui.dialogs.tournament import NewTournamentWizard, SettingsDialog
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.models.rounds import sheets_in
from burraco_tourney.ui.names import date_text, movement_name
from burraco_tourney.ui.undo import UndoContext, make_undo_stack
from burraco_tourney.ui.views.page import LivePage
from burraco_tourney.ui.views.pairs_page import PairsPage
from burraco_tourney.ui.views.rounds_page import RoundsPage
from burraco_tourney.ui.views.sheets.page import ScoreSheetsPage
from burraco_tourney.ui.views.standings_page import StandingsPage
from burraco_tourney.ui.views.start_page import StartPage
from burraco_tourney.ui.widgets.messages import USER_ERRORS, ask, attempt, show_error, show_info

MAX_RECENT = 8
# The first run's size on a screen wider than MAXIMISE_UP_TO: wide enough for a German score sheet (it needs
# 1366 pixels) with a little to spare.
FIRST_SIZE = QSize(1400, 800)
# The widest screen on which the first run opens maximised: 1366×768 laptops and smaller.
MAXIMISE_UP_TO = 1366
# Languages the window is translated into (the code is that of resources/i18n/burraco_tourney_<code>.qm).
LANGUAGES = (("", "System language"), ("en", "English"), ("it", "Italiano"), ("de", "Deutsch"))


def window_title(tournament: str | None, database: str | None) -> str:
    """The window's title: the tournament's name; with none open, the database's file name (or name and
    server, never a user or password); the program's name last."""
    app = QCoreApplication.translate("MainWindow", "Burraco Tourney")
    if tournament:
        return f"{tournament} — {app}"
    if not database:
        return app
    server = server_address(database)
    if server is not None:
        shown = QCoreApplication.translate("MainWindow", "{database} on {host}").format(
            database=server.database, host=server.host
        )
    else:
        shown = Path(database).name
    return f"{shown} — {app}"


class Workspace(QWidget):
    """One open tournament: a header, the sidebar and its pages."""

    PAIRS, ROUNDS, SHEETS, STANDINGS = range(4)

    def __init__(
        self, context: TournamentContext, parent: QWidget | None = None, *, undo: UndoContext | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("workspace")
        self.context = context
        self.header = QLabel()
        self.header.setObjectName("header")
        self.header.setStyleSheet("font-size: 15pt; font-weight: bold; padding: 2px 4px;")
        self.pairs = PairsPage(context)
        self.rounds = RoundsPage(context)
        self.sheets = ScoreSheetsPage(context, undo)
        self.standings = StandingsPage(context)
        self.groups = GroupsActions(context, self)  # Round → Form groups… / Clear groups…
        self.pages = QStackedWidget()
        self.sidebar = QListWidget()
        self.sidebar.setObjectName("sidebar")
        self.sidebar.setFixedWidth(160)
        self.sidebar.setIconSize(QSize(0, 0))
        self.sidebar.setStyleSheet(
            "QListWidget#sidebar { font-size: 12pt; border: none; outline: 0;"
            " background: palette(alternate-base); }"
            "QListWidget#sidebar::item { padding: 10px 12px; }"
            "QListWidget#sidebar::item:selected { background: palette(highlight);"
            " color: palette(highlighted-text); }"
        )
        for page, title in (
            (self.pairs, self.tr("Pairs")),
            (self.rounds, self.tr("Rounds")),
            (self.sheets, self.tr("Score sheets")),
            (self.standings, self.tr("Standings")),
        ):
            self.pages.addWidget(page)
            QListWidgetItem(title, self.sidebar)
        self.sidebar.currentRowChanged.connect(self.pages.setCurrentIndex)
        # A page behind another was only marked stale by the changes: it catches up when it comes forward.
        self.pages.currentChanged.connect(self._page_shown)
        self.sidebar.setCurrentRow(0)
        self._page_shown(self.pages.currentIndex())  # the other pages wait until they are shown
        # After making a round the director wants to see it (Ctrl+R works from every page).
        self.rounds.round_made.connect(lambda _number: self.show_page(self.ROUNDS))
        right = QVBoxLayout()
        right.setContentsMargins(6, 6, 6, 0)
        right.addWidget(self.header)
        right.addWidget(self.pages, 1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.sidebar)
        layout.addLayout(right, 1)

    def _page_shown(self, index: int) -> None:
        page = self.pages.widget(index)
        if isinstance(page, LivePage):
            page.catch_up()

    def show_page(self, index: int) -> None:
        self.sidebar.setCurrentRow(index)

    def current_page(self) -> int:
        return self.pages.currentIndex()


class MainWindow(QMainWindow):
    """Opens a database (path or URL) and one of its tournaments. Every change goes straight to the
    database through the services, so there is nothing to save and nothing to lose on closing."""

    tournament_opened = Signal(int)

    def __init__(self, db: str, *, now: Now | None = None) -> None:
        super().__init__()
        self.setObjectName("main_window")
        self.db_target = db
        self.database: Database | None = None
        self.context: TournamentContext | None = None
        self.workspace: Workspace | None = None
        self.dialog: QWidget | None = None
        self.help_dialog: HowTheEveningGoesDialog | None = None
        self._close_with_pending_save = False
        self._maximise_when_shown = False
        self.resize(FIRST_SIZE)
        # One undo stack for the window; it is emptied when another tournament opens.
        self.undo_stack = make_undo_stack(self)
        self.undo: UndoContext | None = None

        # The round clock; `now` is the wall time, or a fake one in tests.
        self.clock = ClockControls(self, now)
        # The web pages for the phones (Event → Publish): one server a window, stopped when it closes.
        self.publisher = Publisher(self)
        self._make_actions()
        self._make_menus()
        self.start_page = StartPage(self.new_tournament_action, self.open_action)
        self.start_page.tournament_chosen.connect(self.open_tournament)
        self.central = QStackedWidget()
        self.central.addWidget(self.start_page)
        self.setCentralWidget(self.central)

        self.tournament_label = QLabel()
        self.tournament_label.setObjectName("status_tournament")
        self.round_label = QLabel()
        self.round_label.setObjectName("status_round")
        self.sheets_label = QLabel()
        self.sheets_label.setObjectName("status_sheets")
        for label in (self.tournament_label, self.round_label, self.sheets_label, self.clock.status_label):
            label.setContentsMargins(8, 0, 8, 0)
            self.statusBar().addPermanentWidget(label)

        self._restore_window_state()
        self._update_title()
        self._set_tournament_actions(False)
        self.open_database(db)

    # -------------------------------------------------------------------------------------- actions

    def _action(
        self,
        text: str,
        slot: Callable[..., object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> None:
        self.new_tournament_action = self._action(
            self.tr("New tourn&ament…"), self.new_tournament, QKeySequence.StandardKey.New
        )
        self.open_action = self._action(
            self.tr("&Open database…"), self.choose_database, QKeySequence.StandardKey.Open
        )
        self.connect_action = self._action(
            self.tr("Connect to a ser&ver…"), lambda _checked=False: self.connect_to_server()
        )
        self.new_database_action = self._action(
            self.tr("New &database file…"), self.choose_new_database, "Ctrl+Shift+N"
        )
        self.switch_action = self._action(self.tr("S&witch tournament…"), self.show_start_page, "Ctrl+T")
        # A club game to 2005 outside any tournament (issue 22): needs only the database.
        self.free_game_action = self._action(self.tr("Free &game…"), self.show_free_game)
        self.settings_action = self._action(self.tr("Tournament &settings…"), self.edit_settings, "Ctrl+,")
        self.quit_action = self._action(self.tr("&Quit"), self.close, "Ctrl+Q")
        self.refresh_action = self._action(self.tr("Re&fresh"), self.refresh, "F5")
        self.help_action = self._action(self.tr("&How the evening goes"), self.show_help, "F1")
        self.about_action = self._action(self.tr("&About Burraco Tourney"), self.about)
        self.undo_action = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.redo_action = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        self.corrections_action = self._action(self.tr("&Corrections log…"), self.show_corrections)
        self.scales_action = self._action(self.tr("&VP scales…"), self.edit_scales)
        # Sheets from the tables' phones (issue 20): the round's links, and the sheets waiting for review.
        self.table_links_action = self._action(self.tr("T&able links…"), self.show_table_links)
        self.table_review_action = self._action(
            self.tr("Sheets from the tables to re&view…"), self.review_table_sheets
        )
        # The newest round's links take sheets, or not: the director closes or reopens them here.
        self.table_entry_action = self._action(
            self.tr("The tables' phones &send sheets"), self.toggle_table_entry
        )
        self.table_entry_action.setCheckable(True)
        self.page_actions = []
        for index, text in enumerate(
            (self.tr("&Pairs"), self.tr("&Rounds"), self.tr("Score &sheets"), self.tr("S&tandings"))
        ):
            action = self._action(
                text, lambda _checked=False, i=index: self.show_page(i), f"Ctrl+{index + 1}"
            )
            self.page_actions.append(action)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu(self.tr("&File"))
        self.file_menu.addAction(self.new_tournament_action)
        self.file_menu.addAction(self.open_action)
        self.file_menu.addAction(self.connect_action)
        self.recent_menu = QMenu(self.tr("Open &recent"), self)
        self.recent_menu.setObjectName("recent_menu")
        self.file_menu.addMenu(self.recent_menu)
        self.file_menu.addAction(self.new_database_action)
        self.file_menu.addAction(self.switch_action)
        self.file_menu.addAction(self.free_game_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.settings_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu(self.tr("&Edit"))
        for action in (self.undo_action, self.redo_action):
            self.edit_menu.addAction(action)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.corrections_action)
        self.edit_menu.addAction(self.scales_action)
        self.pairs_menu = bar.addMenu(self.tr("&Pairs"))
        self.round_menu = bar.addMenu(self.tr("&Round"))
        self.round_menu.aboutToShow.connect(self._show_table_entry_state)
        self.standings_menu = bar.addMenu(self.tr("&Standings"))
        self.print_menu = PrintMenu(
            self.tournament,
            self,
            address=lambda: next(iter(self.publisher.urls), ""),
            table_links=table_links_of(lambda: self.context),
            corrections=corrections_of(lambda: self.context),
        )
        bar.addMenu(self.print_menu)
        self.event_menu = EventMenu(
            self.publisher, self, poster=lambda: self.print_menu.open_dialog(Printout.POSTER)
        )
        bar.addMenu(self.event_menu)
        # The club's season (issue 21): the member register and the circuits, across the database's evenings.
        self.event_menu.addSeparator()
        self.members_action = self._action(self.tr("&Members…"), self.show_members)
        self.members_action.setObjectName("members")
        self.event_menu.addAction(self.members_action)
        self.circuits_action = self._action(self.tr("&Circuits…"), self.show_circuits)
        self.circuits_action.setObjectName("circuits")
        self.event_menu.addAction(self.circuits_action)
        # A team event (issue 22): the teams of pairs with their captains, the matches, the team standings.
        self.teams_action = self._action(self.tr("&Teams…"), self.show_teams)
        self.teams_action.setObjectName("teams")
        self.event_menu.addAction(self.teams_action)
        self.season_dialog: QDialog | None = None  # the Members or Circuits dialog open, if any
        self.view_menu = bar.addMenu(self.tr("&View"))
        for action in self.page_actions:
            self.view_menu.addAction(action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.refresh_action)
        self.language_menu = self.view_menu.addMenu(self.tr("&Language"))
        self._make_language_menu()
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.help_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)
        self._fill_recent_menu()

    def _make_language_menu(self) -> None:
        group = QActionGroup(self)
        chosen = preferences.LANGUAGE.get()
        for code, name in LANGUAGES:
            text = self.tr("System language") if not code else name
            action = QAction(text, self)
            action.setCheckable(True)
            action.setChecked(code == chosen)
            action.setData(code)
            group.addAction(action)
            self.language_menu.addAction(action)
        group.triggered.connect(self._language_chosen)

    def _language_chosen(self, action: QAction) -> None:
        preferences.LANGUAGE.set(str(action.data()))
        show_info(self, self.tr("The language changes when Burraco Tourney is started again."))

    def _fill_page_menus(self, workspace: Workspace | None) -> None:
        for menu in (self.pairs_menu, self.round_menu, self.standings_menu):
            menu.clear()
        if workspace is None:
            return
        pairs = workspace.pairs
        for action in (pairs.add_action, pairs.edit_action, pairs.withdraw_action, pairs.reinstate_action):
            self.pairs_menu.addAction(action)
        self.pairs_menu.addSeparator()
        self.pairs_menu.addAction(pairs.import_action)
        self.pairs_menu.addAction(pairs.find_action)
        rounds = workspace.rounds
        for action in (rounds.next_action, rounds.swap_pairs_action, rounds.swap_tables_action):
            self.round_menu.addAction(action)
        self.round_menu.addSeparator()
        self.round_menu.addAction(workspace.groups.form_action)
        self.round_menu.addAction(workspace.groups.clear_action)
        self.round_menu.addSeparator()
        self.round_menu.addAction(rounds.delete_action)
        self.round_menu.addSeparator()
        self.round_menu.addAction(self.table_links_action)
        self.round_menu.addAction(self.table_entry_action)
        self.round_menu.addAction(self.table_review_action)
        self.round_menu.addSeparator()
        self.round_menu.addMenu(self.clock.menu)
        standings = workspace.standings
        for action in (standings.history_action, standings.adjust_action, standings.remove_adjustment_action):
            self.standings_menu.addAction(action)
        self.standings_menu.addSeparator()
        self.standings_menu.addAction(standings.prizes_action)
        # Shortcuts work whichever page is showing, so a director can press Ctrl+R anywhere.
        for action in (
            *self.pairs_menu.actions(),
            *self.round_menu.actions(),
            *self.standings_menu.actions(),
        ):
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    def _set_tournament_actions(self, enabled: bool) -> None:
        for action in (
            self.switch_action,
            self.settings_action,
            self.refresh_action,
            self.corrections_action,
            self.scales_action,
            *self.page_actions,
        ):
            action.setEnabled(enabled)
        for menu in (self.pairs_menu, self.round_menu, self.standings_menu, self.print_menu, self.event_menu):
            menu.setEnabled(enabled)
        self.new_tournament_action.setEnabled(self.database is not None)
        self.switch_action.setEnabled(self.database is not None)
        self.free_game_action.setEnabled(self.database is not None)

    # -------------------------------------------------------------------------------------- database

    def open_database(self, target: str) -> bool:
        """Open a database file (or URL). A file that cannot be used keeps the current one open, and the
        reason is shown in the database's own words."""
        try:
            database = open_database(target)
            try:
                database.check_lock()
            except DatabaseError:
                database.close()
                raise
        except PasswordRequiredError as error:
            # A server whose password is not in the password file: ask for it (it is never stored).
            self.connect_to_server(address=target, password_needed=True)
            if self.database is None:
                self.start_page.show_database(None, [], None)
                self.start_page.show_error(error_text(error))
                self.central.setCurrentWidget(self.start_page)
            return False
        except DatabaseError as error:
            if self.database is None:
                self.start_page.show_database(None, [], None)
                self.start_page.show_error(error_text(error))
                self.central.setCurrentWidget(self.start_page)
            show_error(self, error_text(error), self.tr("The database was not opened"))
            return False
        self.use_database(database)
        return True

    def use_database(self, database: Database) -> None:
        """Work on a database just opened (here, or by the Connect to a server dialog)."""
        self._close_tournament()
        self.publisher.serve(None, None)  # another database: what was published is no longer there
        if self.database is not None:
            self.database.close()
        self.database = database
        # Every change made through it is audited under this station's name (File → Connect to a server).
        database.set_station(preferences.station_name())
        self.db_target = database.target
        # A server's address is kept without its password (never stored).
        self._remember_recent(address_to_remember(database.target))
        summaries = attempt(self, lambda: tournament_service.list_tournaments(database)) or []
        last = preferences.LAST_TOURNAMENT[database.target].get()
        if len(summaries) == 1:
            self.open_tournament(summaries[0].id)
        else:
            self.start_page.show_database(database.target, summaries, last)
            self.central.setCurrentWidget(self.start_page)
            self._set_tournament_actions(False)
            self._update_title()
            self._update_status()

    def choose_database(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a tournament database"),
            str(Path(self.db_target).parent) if self.database and self.database.path else "",
            self.tr("Tournament databases (*.sqlite *.sqlite3 *.db);;All files (*)"),
        )
        if path:
            self.open_database(path)

    def choose_new_database(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("New tournament database"),
            "",
            self.tr("Tournament databases (*.sqlite)"),
        )
        if path:
            if not Path(path).suffix:
                path += ".sqlite"
            self.open_database(path)

    def connect_to_server(self, *, address: str | None = None, password_needed: bool = False) -> None:
        """File → Connect to a server: a PostgreSQL database shared by several stations."""
        dialog = ConnectServerDialog(
            self.use_database, self, address=address, password_needed=password_needed
        )
        dialog.finished.connect(dialog.deleteLater)
        self.dialog = dialog
        dialog.open()

    def _remember_recent(self, target: str) -> None:
        recent = [item for item in preferences.RECENT_FILES.get() if item]
        preferences.RECENT_FILES.set([target, *[item for item in recent if item != target]][:MAX_RECENT])
        self._fill_recent_menu()

    def recent_files(self) -> list[str]:
        return preferences.RECENT_FILES.get()

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self.recent_files()
        for index, target in enumerate(recent, 1):
            action = self.recent_menu.addAction(f"&{index} {target}")
            action.triggered.connect(lambda _checked=False, t=target: self.open_database(t))
        if recent:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(self.tr("&Clear the list"))
            clear.triggered.connect(self._clear_recent)
        self.recent_menu.setEnabled(bool(recent))

    def _clear_recent(self) -> None:
        preferences.RECENT_FILES.remove()
        self._fill_recent_menu()

    # -------------------------------------------------------------------------------------- tournament

    def open_tournament(self, tournament_id: int) -> None:
        database = self.database
        if database is None:
            return
        if attempt(self, lambda: tournament_service.get_tournament(database, tournament_id)) is None:
            return
        page = self.workspace.current_page() if self.workspace else preferences.PAGE.get()
        self._close_tournament()
        self.context = TournamentContext(database, tournament_id, self)
        self.context.window = self
        self.undo = UndoContext(self.context, self.undo_stack, self)
        self.workspace = Workspace(self.context, undo=self.undo)
        self.central.addWidget(self.workspace)
        self.central.setCurrentWidget(self.workspace)
        self.workspace.show_page(page if 0 <= page < 4 else 0)
        self.clock.set_context(self.context)
        self.publisher.serve(database, tournament_id)  # a published event follows to this tournament
        self.workspace.rounds.set_clock_panel(ClockPanel(self.clock))
        self.workspace.standings.print_prizes.connect(lambda: self.print_menu.open_dialog(Printout.PRIZES))
        self.context.changed.connect(self._changed)
        self._fill_page_menus(self.workspace)
        self._set_tournament_actions(True)
        preferences.LAST_TOURNAMENT[database.target].set(tournament_id)
        self._update_title()
        self._update_status()
        self.tournament_opened.emit(tournament_id)

    def _close_tournament(self) -> None:
        self.clock.set_context(None)
        if self.season_dialog is not None:
            self.season_dialog.close()  # it works on the tournament that closes
            self.season_dialog = None
        self.undo_stack.clear()
        self.undo = None
        if self.workspace is not None:
            preferences.PAGE.set(self.workspace.current_page())
            self._fill_page_menus(None)
            self.central.removeWidget(self.workspace)
            self.workspace.deleteLater()
            self.workspace = None
        if self.context is not None:
            self.context.deleteLater()
            self.context = None

    def show_start_page(self) -> None:
        database = self.database
        if database is None:
            return
        summaries = attempt(self, lambda: tournament_service.list_tournaments(database)) or []
        current = self.context.tournament_id if self.context else None
        self.start_page.show_database(database.target, summaries, current)
        self.central.setCurrentWidget(self.start_page)
        self._close_tournament()
        self._set_tournament_actions(False)
        self._update_title()
        self._update_status()

    def tournament(self) -> Tournament | None:
        return attempt(self, self.context.tournament) if self.context else None

    def new_tournament(self) -> None:
        if self.database is None:
            return
        wizard = NewTournamentWizard(self._create_tournament, self)
        self.dialog = wizard
        wizard.finished.connect(wizard.deleteLater)
        wizard.open()

    def _create_tournament(self, settings: TournamentSettings) -> bool:
        database = self.database
        if database is None:
            return False
        created = attempt(self, lambda: tournament_service.create_tournament(database, settings))
        if created is None:
            return False
        self.open_tournament(created.id)
        self.show_page(Workspace.PAIRS)
        return True

    def edit_settings(self) -> None:
        tournament = self.tournament()
        if tournament is None:
            return
        has_results = any(table.has_result for r in tournament.rounds for table in r.tables) or any(
            r.byes for r in tournament.rounds
        )
        dialog = SettingsDialog(tournament.settings, has_results, self._save_settings, self)
        context = self.context
        if context is not None:
            on = attempt(self, lambda: table_entry.auto_accept(context.db, context.tournament_id))
            dialog.editor.details.show_table_entry(on is not False)
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _save_settings(self, settings: TournamentSettings, rescore: bool, reason: str) -> bool:
        context = self.context
        if context is None:
            return False
        db, tournament_id = context.db, context.tournament_id
        change = context.run(
            lambda: tournament_service.change_settings(
                db, tournament_id, settings, rescore=rescore, reason=reason
            ),
            Changes(settings=True, everything=rescore),
        )
        if change is None:
            return False
        dialog = self.dialog
        if isinstance(dialog, SettingsDialog):
            box = dialog.editor.details.auto_accept_table_sheets
            on = box.isChecked()
            if on != box.property("loaded"):
                context.run(
                    lambda: table_entry.set_auto_accept(db, tournament_id, on), Changes(settings=True)
                )
        if change.paired_on_old_standings:
            rounds = ", ".join(str(n) for n in change.paired_on_old_standings)
            show_info(
                self,
                self.tr(
                    "The settings are saved. Rounds {rounds} were paired on the standings before this "
                    "change: look at them again if they are not played yet."
                ).format(rounds=rounds),
            )
        if change.groups_formed_after is not None:
            show_info(
                self,
                self.tr(
                    "The settings are saved. The groups were formed on the standings after round {round}, "
                    "before this change: form them again if they should follow the new standings."
                ).format(round=change.groups_formed_after),
            )
        return True

    def show_table_links(self) -> None:
        """Round → Table links…: the links of the newest round (another round chosen in the dialog)."""
        tournament = self.tournament()
        if tournament is None or self.context is None:
            return
        if not tournament.rounds:
            show_info(self, self.tr("No round yet: the tables get their links when a round is made."))
            return
        dialog = TableLinksDialog(self.context, self.publisher, tournament.rounds[-1].number, self)
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _newest_round(self) -> int | None:
        tournament = self.context.tournament() if self.context is not None else None
        return tournament.rounds[-1].number if tournament is not None and tournament.rounds else None

    def _show_table_entry_state(self) -> None:
        """The Round menu opens: whether the newest round's links take sheets (one small query)."""
        context, number = self.context, self._newest_round()
        action = self.table_entry_action
        if context is None or number is None:
            action.setEnabled(False)
            action.setChecked(False)
            return
        try:
            accepting = table_entry.accepting(context.db, context.tournament_id, number)
        except USER_ERRORS:
            action.setEnabled(False)  # cannot be read just now
            return
        action.setEnabled(True)
        action.setChecked(accepting)
        action.setText(self.tr("The tables' phones &send round {round}'s sheets").format(round=number))

    def toggle_table_entry(self, checked: bool) -> None:
        """Round → The tables' phones send round N's sheets: close the round's links, or reopen them."""
        context, number = self.context, self._newest_round()
        if context is None or number is None:
            return

        def switch() -> bool:
            table_entry.set_accepting(context.db, context.tournament_id, number, checked)
            return True

        done = context.run(
            switch,
            Changes(),  # nothing the pages show
        )
        if done is None:
            self.table_entry_action.setChecked(not checked)

    def review_table_sheets(self) -> None:
        """Round → Sheets from the tables to review…"""
        if self.context is None:
            return
        dialog = TableSheetsReviewDialog(self.context, self)
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _show_season_dialog(self, kind: Callable[[TournamentContext, QWidget], QDialog]) -> QDialog | None:
        """One Members or Circuits dialog at a time, beside the window (not modal: a director looks a
        member up while registering)."""
        if self.context is None:
            return None
        open_now = self.season_dialog
        if open_now is not None and type(open_now) is kind and open_now.isVisible():
            open_now.raise_()
            open_now.activateWindow()
            return open_now
        if open_now is not None:
            open_now.close()
        dialog = kind(self.context, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: self._season_dialog_gone(dialog))
        self.season_dialog = dialog
        dialog.show()
        dialog.activateWindow()  # its Alt keys, not the window's beneath
        return dialog

    def _season_dialog_gone(self, dialog: QDialog) -> None:
        if self.season_dialog is dialog:
            self.season_dialog = None

    def show_free_game(self) -> QDialog | None:
        """File → Free game…: the score pad of a game to a target, with or without a tournament open."""
        from burraco_tourney.ui.dialogs.free_game import FreeGameDialog  # not at start-up

        if self.database is None:
            return None
        dialog = FreeGameDialog(self.database, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def show_members(self) -> QDialog | None:
        """Event → Members…: the member register and the membership check."""
        from burraco_tourney.ui.dialogs.members import MembersDialog  # not at start-up: openpyxl and all

        return self._show_season_dialog(MembersDialog)

    def show_circuits(self) -> QDialog | None:
        """Event → Circuits…: the season's circuits and their standings."""
        from burraco_tourney.ui.dialogs.circuits import CircuitsDialog  # not at start-up

        return self._show_season_dialog(CircuitsDialog)

    def show_teams(self) -> QDialog | None:
        """Event → Teams…: the teams, the match results of a round, the team standings."""
        from burraco_tourney.ui.dialogs.teams import TeamsDialog  # not at start-up

        return self._show_season_dialog(TeamsDialog)

    def show_corrections(self) -> None:
        if self.workspace is not None:
            self.workspace.sheets.results.show_audit()

    def edit_scales(self) -> None:
        if self.workspace is not None:
            self.workspace.sheets.results.edit_scales()

    def refresh(self) -> None:
        """View → Refresh (F5): read everything again from the database."""
        if self.context is not None:
            self.context.cache.forget()
            self.context.notify_changed(Changes.all())

    def show_page(self, index: int) -> None:
        if self.workspace is not None:
            self.workspace.show_page(index)

    def show_help(self) -> None:
        """Help → How the evening goes (F1): one page, brought forward if it is open already."""
        if self.help_dialog is not None and self.help_dialog.isVisible():
            self.help_dialog.raise_()
            self.help_dialog.activateWindow()
            return
        self.help_dialog = HowTheEveningGoesDialog(self)
        self.help_dialog.finished.connect(self.help_dialog.deleteLater)
        self.help_dialog.finished.connect(lambda _result: setattr(self, "help_dialog", None))
        self.help_dialog.show()  # not modal: the director can keep it beside the window

    def about(self) -> None:
        show_info(
            self,
            self.tr(
                "Burraco Tourney {version}\nRuns Burraco pair tournaments: registration, movements, "
                "score sheets, VP and standings.\nLicensed under the GNU GPL, version 3 or later."
            ).format(version=__version__),
            self.tr("About Burraco Tourney"),
        )

    # -------------------------------------------------------------------------------------- showing

    def _changed(self, changes: Changes) -> None:
        if changes.standings:  # the clock's own label follows the clock
            self._update_status()
        if changes.settings or changes.everything:
            self._update_title()

    def _update_title(self) -> None:
        tournament = self.tournament() if self.context else None
        self.setWindowTitle(
            window_title(
                tournament.settings.name if tournament is not None else None,
                self.database.target if self.database is not None else None,
            )
        )

    def _update_status(self) -> None:
        tournament = self.tournament() if self.context else None
        if tournament is None:
            for label in (self.tournament_label, self.round_label, self.sheets_label):
                label.clear()
            return
        self.tournament_label.setText(
            self.tr("{name}: %n pair(s)", "", len(tournament.pairs)).format(name=tournament.settings.name)
        )
        if self.workspace is not None:
            settings = tournament.settings
            details = ", ".join(
                p for p in (date_text(settings.date) if settings.date else "", settings.venue) if p
            )
            self.workspace.header.setText(settings.name + (f"  ·  {details}" if details else ""))
        if not tournament.rounds:
            self.round_label.setText(self.tr("No round yet"))
            self.sheets_label.clear()
            return
        last = max(tournament.rounds, key=lambda r: r.number)
        planned = sum(phase.rounds for phase in tournament.settings.plan)
        if planned >= last.number:
            text = self.tr("Round {number} of {planned} ({movement})")
        else:
            text = self.tr("Round {number} ({movement})")
        self.round_label.setText(
            text.format(number=last.number, planned=planned, movement=movement_name(last.movement))
        )
        done, total = sheets_in(last)
        self.sheets_label.setText(self.tr("Sheets in: {done} of {total}").format(done=done, total=total))

    # -------------------------------------------------------------------------------------- state

    def _restore_window_state(self) -> None:
        geometry = preferences.WINDOW_GEOMETRY.get()
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            # First run: a German score sheet needs 1366 pixels, and a laptop screen (1366 or less) has no
            # room for a wider window, so there the window takes the whole screen.
            self._maximise_when_shown = self.screen().availableGeometry().width() <= MAXIMISE_UP_TO
        self._fit_to_screen()
        state = preferences.WINDOW_STATE.get()
        if state is not None:
            self.restoreState(state)

    def resize(self, *size: object) -> None:
        # A size given before the window is shown is kept: the first run is maximised only at its own size.
        self._maximise_when_shown = False
        super().resize(*size)  # type: ignore[call-overload]

    def showEvent(self, event: QShowEvent) -> None:
        if self._maximise_when_shown:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        self._maximise_when_shown = False
        super().showEvent(event)

    def _fit_to_screen(self) -> None:
        """Keep the whole window, status bar included, in the free part of the screen it opens on: a size
        kept from a bigger screen, or the first run's 1400×800, is taller than a 1366×768 laptop leaves
        above its taskbar. A maximized window is the desktop's to fit."""
        if self.isMaximized() or self.isFullScreen():
            return
        # Room for the title bar and borders, which are known only once the window is shown.
        room = self.screen().availableGeometry().adjusted(8, 36, -8, -8)
        inner = self.geometry()
        size = inner.size().boundedTo(room.size())
        if not self.testAttribute(Qt.WidgetAttribute.WA_Moved):  # nothing kept: the desktop places it
            if size == inner.size():
                return
            inner.moveCenter(room.center())
        x = min(max(inner.x(), room.x()), room.x() + room.width() - size.width())
        y = min(max(inner.y(), room.y()), room.y() + room.height() - size.height())
        self.setGeometry(x, y, size.width(), size.height())

    def closeEvent(self, event: QCloseEvent) -> None:
        sheets = self.workspace.sheets if self.workspace is not None else None
        if sheets is not None and sheets.has_pending_save() and not self._close_with_pending_save:
            # A sheet kept while the server is away would be lost: ask first.
            event.ignore()

            def close_anyway() -> None:
                self._close_with_pending_save = True
                self.close()

            self.dialog = ask(
                self,
                self.tr(
                    "A score sheet is waiting for the server to come back and is not saved yet. "
                    "Close anyway and lose it?"
                ),
                close_anyway,
                yes_text=self.tr("Close and lose it"),
            )
            return
        preferences.WINDOW_GEOMETRY.set(self.saveGeometry())
        preferences.WINDOW_STATE.set(self.saveState())
        if self.workspace is not None:
            preferences.PAGE.set(self.workspace.current_page())
        self.clock.shutdown()
        self.publisher.stop()
        if self.database is not None:
            self.database.close()
        super().closeEvent(event)
