"""A team event in the window (Event → Teams…, issue 22): teams registered from the registered pairs with a
name and a captain (one of their players), the match results of a round (each match's tables, the teams'
MP, the difference and the team VP) and the team standings.

What the tables show is read from domain.teams as the printouts read it (io.pdf.teams), so the window and the
paper agree. Every change goes through the window's door (`TournamentContext.run`); refusals in the window's
language.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.movements.plan import phase_for_round
from burraco_tourney.domain.problems import Refusal
from burraco_tourney.domain.tournament import Movement, Tournament
from burraco_tourney.domain.vp import format_vp
from burraco_tourney.io import printouts
from burraco_tourney.io.names import movement_text
from burraco_tourney.io.pdf.teams import team_event, team_standing_rows
from burraco_tourney.io.printouts import Printout
from burraco_tourney.services.live import Changes
from burraco_tourney.ui.context import TournamentContext
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.names import window_words
from burraco_tourney.ui.widgets.messages import USER_ERRORS, show_error

_PAIR_ROLE = Qt.ItemDataRole.UserRole + 31
TEAM_MOVEMENTS = (Movement.ROUND_ROBIN, Movement.DANISH, Movement.SWISS)  # what services.teams draws
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter

# What writing a team printout may refuse: a refusal worded as any other.
_PRINT_ERRORS: tuple[type[Exception], ...] = (*USER_ERRORS, Refusal)


def _vp(value: Decimal) -> str:
    return window_words().number(format_vp(value))


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else ("−" + str(-value) if value < 0 else "0")


def _table(name: str, headers: list[str], stretch: tuple[int, ...]) -> QTableWidget:
    """A read-only table; the `stretch` columns (the names) share the room left."""
    table = QTableWidget(0, len(headers))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    for column in stretch:
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    return table


def _fill(table: QTableWidget, rows: list[list[str]], right: tuple[int, ...] = ()) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            item = QTableWidgetItem(value)
            if c in right:
                item.setTextAlignment(_RIGHT)
            table.setItem(r, c, item)


class TeamsDialog(QDialog):
    """Event → Teams…: the teams (register one), the match results of a round, the team
    standings. Follows every change (`context.changed`) while open."""

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("teams_dialog")
        self.setWindowTitle(self.tr("Teams"))
        self.context = context
        self.tabs = QTabWidget()
        self.tabs.addTab(self._teams_tab(), self.tr("Teams"))
        self.tabs.addTab(self._matches_tab(), self.tr("Match results"))
        self.tabs.addTab(self._standings_tab(), self.tr("Team standings"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        # The team printouts, in the tournament's print language (as Print / Export writes the others).
        self.printout = QComboBox()
        self.printout.setObjectName("team_printout")
        for text, printout in (
            (self.tr("Team standings"), Printout.TEAM_STANDINGS),
            (self.tr("Match results of the round"), Printout.MATCH_RESULTS),
            (self.tr("Team seats of the round"), Printout.TEAM_SEATS),
            (self.tr("Score sheets of the round, by match"), Printout.SCORE_SHEETS),
            (self.tr("Team cards"), Printout.TEAM_CARDS),
        ):
            self.printout.addItem(text, printout)
        printout_label = QLabel(self.tr("Pr&intout:"))
        printout_label.setBuddy(self.printout)
        self.pdf_button = QPushButton(self.tr("Save as P&DF…"))
        self.pdf_button.setObjectName("save_team_pdf")
        self.pdf_button.clicked.connect(self.choose_pdf_file)
        bottom = QHBoxLayout()
        bottom.addWidget(printout_label)
        bottom.addWidget(self.printout)
        bottom.addWidget(self.pdf_button)
        bottom.addStretch(1)
        bottom.addWidget(buttons)
        self.written = QLabel()
        self.written.setObjectName("team_pdf_written")
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addLayout(bottom)
        layout.addWidget(self.written)
        self.resize(820, 560)
        context.changed.connect(self._changed)
        self.refresh()

    # ------------------------------------------------------------------------------------------ tabs

    def _teams_tab(self) -> QWidget:
        page = QWidget()
        self.teams = _table(
            "teams",
            [self.tr("No."), self.tr("Team"), self.tr("Captain"), self.tr("Pairs"), self.tr("Players")],
            stretch=(4,),
        )
        self.name = QLineEdit()
        self.name.setObjectName("team_name")
        self.name.setPlaceholderText(self.tr("e.g. Circolo Roma A"))
        self.name.textChanged.connect(self._show_state)
        self.free_pairs = QListWidget()
        self.free_pairs.setObjectName("free_pairs")
        self.free_pairs.itemChanged.connect(self._pairs_ticked)
        self.captain = QComboBox()
        self.captain.setObjectName("captain")
        self.add_button = QPushButton(self.tr("&Add team"))
        self.add_button.setObjectName("add_team")
        self.add_button.clicked.connect(self.add_team)
        form = QFormLayout()
        name_label = QLabel(self.tr("&Name:"))
        name_label.setBuddy(self.name)
        form.addRow(name_label, self.name)
        pairs_label = QLabel(self.tr("&Pairs (two or three):"))
        pairs_label.setBuddy(self.free_pairs)
        form.addRow(pairs_label, self.free_pairs)
        captain_label = QLabel(self.tr("&Captain:"))
        captain_label.setBuddy(self.captain)
        form.addRow(captain_label, self.captain)
        self.note = QLabel()
        self.note.setObjectName("teams_note")
        self.note.setWordWrap(True)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.add_button)
        layout = QVBoxLayout(page)
        layout.addWidget(self.teams, 3)
        layout.addLayout(form, 2)
        layout.addLayout(row)
        layout.addWidget(self.note)
        return page

    def _matches_tab(self) -> QWidget:
        page = QWidget()
        self.round = QSpinBox()
        self.round.setObjectName("matches_round")
        self.round.setMinimum(1)
        self.round.valueChanged.connect(lambda _value: self._show_matches(self.context.tournament()))
        round_label = QLabel(self.tr("R&ound:"))
        round_label.setBuddy(self.round)
        self.matches = _table(
            "matches",
            [
                self.tr("Match"),
                self.tr("Team A"),
                self.tr("Team B"),
                self.tr("Tables"),
                self.tr("MP A"),
                self.tr("MP B"),
                self.tr("Difference"),
                self.tr("VP A"),
                self.tr("VP B"),
            ],
            stretch=(1, 2),
        )
        self.matches_note = QLabel()
        self.matches_note.setObjectName("matches_note")
        self.matches_note.setWordWrap(True)
        # The next round's movement: the plan's, or one chosen this once (a plan made for pairs starts
        # with Mitchell, which teams do not play).
        self.movement = QComboBox()
        self.movement.setObjectName("team_movement")
        self.movement.addItem(self.tr("as the plan says"), None)
        for movement in TEAM_MOVEMENTS:
            self.movement.addItem(movement_text(window_words(), movement), movement)
        self.next_round_button = QPushButton(self.tr("Draw the ne&xt round"))
        self.next_round_button.setObjectName("next_team_round")
        self.next_round_button.clicked.connect(self.next_round)
        top = QHBoxLayout()
        top.addWidget(round_label)
        top.addWidget(self.round)
        top.addStretch(1)
        top.addWidget(self.movement)
        top.addWidget(self.next_round_button)
        self.lineup_button = QPushButton(self.tr("&Line-up…"))
        self.lineup_button.setObjectName("team_lineup")
        self.lineup_button.setToolTip(
            self.tr("Which pair of a team sits at which table of the selected match (formazione)")
        )
        self.lineup_button.clicked.connect(self.open_lineup)
        self.matches.itemSelectionChanged.connect(self._show_state)
        top.addWidget(self.lineup_button)
        layout = QVBoxLayout(page)
        layout.addLayout(top)
        layout.addWidget(self.matches)
        layout.addWidget(self.matches_note)
        return page

    def _standings_tab(self) -> QWidget:
        page = QWidget()
        self.standings = _table(
            "team_standings",
            [
                self.tr("Rank"),
                self.tr("Team"),
                self.tr("Matches"),
                self.tr("VP"),
                self.tr("MP difference"),
                self.tr("MP"),
            ],
            stretch=(1,),
        )
        self.standings_note = QLabel(
            self.tr("Ties broken by: team VP, MP difference, head-to-head, MP scored.")
        )
        self.standings_note.setObjectName("standings_note")
        self.standings_note.setWordWrap(True)
        layout = QVBoxLayout(page)
        layout.addWidget(self.standings)
        layout.addWidget(self.standings_note)
        return page

    # -------------------------------------------------------------------------------------- showing

    def _changed(self, _changes: Changes) -> None:
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        try:
            tournament = self.context.tournament()
        except USER_ERRORS as error:
            self.note.setText(error_text(error))
            return
        self._show_teams(tournament)
        self._show_free_pairs(tournament)
        if not tournament.teams:
            self.note.setText(
                self.tr(
                    "No team yet: the first team registered makes this tournament a team event, whose rounds "
                    "of matches are drawn here."
                )
            )
        last = max((r.number for r in tournament.rounds), default=0)
        self.round.blockSignals(True)
        self.round.setMaximum(max(1, last))
        if last and self.round.value() > last:
            self.round.setValue(last)
        self.round.blockSignals(False)
        self._show_matches(tournament)
        self._show_standings(tournament)
        self._propose_movement(tournament, last + 1)
        self._show_state()

    def _show_teams(self, tournament: Tournament) -> None:
        pairs = {pair.number: pair for pair in tournament.pairs}
        rows = []
        for team in sorted(tournament.teams, key=lambda t: t.number):
            players = " · ".join(
                player.name for number in team.pairs if number in pairs for player in pairs[number].players
            )
            rows.append([str(team.number), team.name, team.captain, ", ".join(map(str, team.pairs)), players])
        _fill(self.teams, rows, right=(0,))

    def _show_free_pairs(self, tournament: Tournament) -> None:
        taken = {number for team in tournament.teams for number in team.pairs}
        ticked = self.ticked_pairs()
        self.free_pairs.blockSignals(True)
        self.free_pairs.clear()
        for pair in tournament.pairs:
            if pair.number in taken:
                continue
            names = " – ".join(player.name for player in pair.players)
            item = QListWidgetItem(self.tr("Pair {number}: {names}").format(number=pair.number, names=names))
            item.setData(_PAIR_ROLE, pair.number)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if pair.number in ticked else Qt.CheckState.Unchecked)
            self.free_pairs.addItem(item)
        self.free_pairs.blockSignals(False)
        self._pairs_ticked()

    def ticked_pairs(self) -> list[int]:
        return [
            int(item.data(_PAIR_ROLE))
            for item in (self.free_pairs.item(i) for i in range(self.free_pairs.count()))
            if item.checkState() == Qt.CheckState.Checked
        ]

    def _pairs_ticked(self, _item: Any = None) -> None:
        """The captain is one of the ticked pairs' players."""
        tournament = self.context.tournament()
        pairs = {pair.number: pair for pair in tournament.pairs}
        chosen = self.captain.currentText()
        self.captain.clear()
        for number in self.ticked_pairs():
            for player in pairs[number].players:
                self.captain.addItem(player.name)
        if chosen:
            index = self.captain.findText(chosen)
            if index >= 0:
                self.captain.setCurrentIndex(index)
        self._show_state()

    def _show_matches(self, tournament: Tournament) -> None:
        number = self.round.value()
        if not any(r.number == number for r in tournament.rounds):
            _fill(self.matches, [])
            self.matches_note.setText(self.tr("No round has been made yet."))
            return
        event = team_event(tournament)
        rows = []
        waiting = 0
        for index, match in enumerate(event.matches_of(number), start=1):
            a, b = event.team(match.team_a), event.team(match.team_b)
            mp = self._match_mp(tournament, match)
            row = [str(index), a.name, b.name, ", ".join(map(str, match.tables))]
            if mp is None or match.vp is None:
                waiting += 1
                row += ["", "", "", "", ""]
            else:
                row += [str(mp[0]), str(mp[1]), _signed(mp[0] - mp[1]), _vp(match.vp[0]), _vp(match.vp[1])]
            rows.append(row)
        _fill(self.matches, rows, right=(0, 4, 5, 6, 7, 8))
        byes = [event.team(team).name for team in event.byes.get(number, ())]
        notes = []
        if waiting:
            notes.append(self.tr("%n match(es) still waiting for a score sheet.", "", waiting))
        if byes:
            notes.append(self.tr("Bye: {teams}").format(teams=", ".join(byes)))
        if not rows:
            notes.append(self.tr("This round has no matches."))
        self.matches_note.setText(" ".join(notes))

    @staticmethod
    def _match_mp(tournament: Tournament, match: Any) -> tuple[int, int] | None:
        from burraco_tourney.domain.teams import Match, match_result

        result = match_result(Match(match.round, match.team_a, match.team_b, match.tables), tournament)
        return (result.mp_a, result.mp_b) if result.complete else None

    def _show_standings(self, tournament: Tournament) -> None:
        if not tournament.teams:
            _fill(self.standings, [])
            return
        names = {team.number: team.name for team in tournament.teams}
        rows, _after, _final = team_standing_rows(tournament)
        ranks = [row.rank for row in rows]
        _fill(
            self.standings,
            [
                [
                    f"{row.rank}=" if ranks.count(row.rank) > 1 else str(row.rank),
                    names.get(row.team, str(row.team)),
                    str(row.played),
                    _vp(row.vp),
                    _signed(row.mp_difference),
                    str(row.mp),
                ]
                for row in rows
            ],
            right=(0, 2, 3, 4, 5),
        )

    def _propose_movement(self, tournament: Tournament, number: int) -> None:
        """The plan's movement when teams can play it, else round robin (the director may choose another)."""
        plan = tournament.settings.plan
        planned = sum(phase.rounds for phase in plan)
        fits = (
            bool(plan) and number <= planned and phase_for_round(plan, number)[0].movement in TEAM_MOVEMENTS
        )
        self.movement.setCurrentIndex(0 if fits else self.movement.findData(Movement.ROUND_ROBIN))

    def _show_state(self) -> None:
        ticked = len(self.ticked_pairs())
        self.add_button.setEnabled(bool(self.name.text().strip()) and ticked in (2, 3))
        teams = bool(self.teams.rowCount())
        self.next_round_button.setEnabled(teams)
        self.pdf_button.setEnabled(teams)
        self.lineup_button.setEnabled(self.selected_match() is not None)

    # -------------------------------------------------------------------------------------- changes

    def add_team(self) -> bool:
        """Register the team of the ticked pairs: True, or False when refused (said why, nothing stored)."""
        from burraco_tourney.services import teams as team_service

        context = self.context
        name, pairs, captain = (
            self.name.text().strip(),
            tuple(self.ticked_pairs()),
            self.captain.currentText(),
        )
        done = context.run(
            lambda: team_service.register_team(context.db, context.tournament_id, name, pairs, captain),
            Changes.of_pairs(pairs),
            parent=self,
        )
        if done is None:
            return False
        self.name.clear()
        self.note.setText(self.tr("Team “{name}” registered.").format(name=name))
        self.refresh()
        return True

    def next_round(self) -> int | None:
        """Draw the next round of matches by the plan (services.teams): its number, or None when refused."""
        from burraco_tourney.services import teams as team_service

        context = self.context
        chosen = self.movement.currentData()  # Qt hands the enum back as its text
        movement = Movement(chosen) if chosen else None
        done = context.run(
            lambda: team_service.next_team_round(context.db, context.tournament_id, movement),
            lambda made: Changes(rounds=frozenset({made.round})),
            parent=self,
        )
        if done is None:
            return None
        self.refresh()
        self.round.setValue(done.round)
        self.tabs.setCurrentIndex(1)
        return done.round

    def selected_match(self) -> Any:
        """The match of the selected row of the match results (domain.teams.Match), or None."""
        from burraco_tourney.domain.teams import Match

        rows = self.matches.selectionModel().selectedRows() if self.matches.selectionModel() else []
        if not rows:
            return None
        try:
            matches = team_event(self.context.tournament()).matches_of(self.round.value())
        except USER_ERRORS:
            return None
        if rows[0].row() >= len(matches):
            return None
        m = matches[rows[0].row()]
        return Match(m.round, m.team_a, m.team_b, m.tables)

    def lineup_dialog(self) -> Any:
        """The line-up dialog of the selected match (not shown), or None without one."""
        from burraco_tourney.ui.dialogs.team_lineup import LineupDialog

        match = self.selected_match()
        return None if match is None else LineupDialog(self.context, match, self)

    def open_lineup(self) -> None:
        dialog = self.lineup_dialog()
        if dialog is not None and dialog.exec():
            self.refresh()

    def choose_pdf_file(self) -> None:
        printout = self.printout.currentData()
        name = f"{self.printout.currentText()}.pdf"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the printout"), name, self.tr("PDF files (*.pdf)")
        )
        if path:
            self.write_pdf(printout, Path(path) if path.lower().endswith(".pdf") else Path(f"{path}.pdf"))

    def write_pdf(self, printout: Printout, path: Path) -> bool:
        """Write `printout` (one the combo offers) of the round shown to `path`: True, or False when it
        cannot be (said why)."""
        try:
            tournament = self.context.tournament()
            # Of a round: the one shown; the team standings: after the last round.
            number = self.round.value() if printout.of_a_round else None
            job = printouts.PrintJob(path, tournament.settings.print_language, tournament, number)
            printouts.write(printout, job)
        except _PRINT_ERRORS as error:
            show_error(self, error_text(error))
            return False
        self.written.setText(self.tr("Written: {file}").format(file=str(path)))
        return True
