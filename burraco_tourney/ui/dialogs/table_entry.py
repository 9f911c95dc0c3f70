"""Sheets from the tables' phones, the director's side (issue 20): Round → Table links… shows each table's
two links (an address and its QR code) and the table's PIN, and closes or reopens the round's links; Round →
Sheets from the tables to review… lists the sheets the tables confirmed while the tournament reviews them
first (a setting), to accept or reject. Both go through the window's door (context.run): accepted, a sheet
is saved as the table's (audited with the station "table 7"); rejected, the table may propose again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.scoring import Line, round_mp
from burraco_tourney.services import table_entry
from burraco_tourney.ui.context import Changes, TournamentContext
from burraco_tourney.ui.dialogs.publish import Publisher, qr_pixmap
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.names import line_name, moment_text
from burraco_tourney.ui.widgets.messages import USER_ERRORS, ask, show_error

QR_SIZE = 220


def _item(text: str, *, right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _line_name(line: str) -> str:
    return line_name(Line(line))


class TableLinksDialog(QDialog):
    """A round's links: table, line, pairs, address and PIN; the QR code of the row chosen; the round's
    links closed or reopened (a director's action: never over the network)."""

    def __init__(
        self,
        context: TournamentContext,
        publisher: Publisher,
        round_number: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("table_links_dialog")
        self.setWindowTitle(self.tr("Table links"))
        self.context = context
        self.publisher = publisher
        self.links: list[table_entry.TableLink] = []

        self.round_choice = QComboBox()
        self.round_choice.setObjectName("links_round")
        for round_ in context.tournament().rounds:
            self.round_choice.addItem(self.tr("Round {number}").format(number=round_.number), round_.number)
        self.round_choice.setCurrentIndex(max(0, self.round_choice.findData(round_number)))
        self.round_choice.currentIndexChanged.connect(self.refresh)
        self.state = QLabel()
        self.state.setObjectName("links_state")
        self.state.setWordWrap(True)
        self.toggle = QPushButton()
        self.toggle.setObjectName("links_toggle")
        self.toggle.clicked.connect(self._toggle)
        self.note = QLabel()
        self.note.setObjectName("links_note")
        self.note.setWordWrap(True)

        self.grid = QTableWidget(0, 5)
        self.grid.setObjectName("links_grid")
        self.grid.setHorizontalHeaderLabels(
            [self.tr("Table"), self.tr("Line"), self.tr("Pairs"), self.tr("PIN"), self.tr("Address")]
        )
        self.grid.verticalHeader().hide()
        self.grid.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.grid.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.grid.itemSelectionChanged.connect(self._show_code)
        self.code = QLabel()
        self.code.setObjectName("links_code")
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setMinimumSize(QR_SIZE, QR_SIZE)
        self.copy = QPushButton(self.tr("&Copy the address"))
        self.copy.setObjectName("links_copy")
        self.copy.clicked.connect(self._copy)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round:")))
        top.addWidget(self.round_choice)
        top.addWidget(self.state, 1)
        top.addWidget(self.toggle)
        side = QVBoxLayout()
        side.addWidget(self.code)
        side.addWidget(self.copy)
        side.addStretch()
        body = QHBoxLayout()
        body.addWidget(self.grid, 1)
        body.addLayout(side)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addLayout(body, 1)
        layout.addWidget(buttons)
        self.resize(900, 520)
        self.refresh()

    def round_number(self) -> int | None:
        data = self.round_choice.currentData()
        return int(data) if data is not None else None

    def base(self) -> str:
        """The address the phones reach the server at ("" while the event is not published)."""
        urls = self.publisher.urls
        return urls[0].rstrip("/") if urls else ""

    def refresh(self) -> None:
        number = self.round_number()
        self.grid.setRowCount(0)
        if number is None:
            self.state.setText(self.tr("No round yet."))
            self.toggle.setEnabled(False)
            return
        context = self.context
        try:
            self.links = table_entry.table_links(context.db, context.tournament_id, number)
            self.accepting = table_entry.accepting(context.db, context.tournament_id, number)
        except USER_ERRORS as error:
            show_error(self, error_text(error))
            return
        base = self.base()
        self.note.setText(
            self.tr(
                "Each line of a table has its own link; with the PIN the opponents agree on the same phone."
            )
            if base
            else self.tr(
                "The phones reach these links once the event is published (Event → Publish on the local "
                "network)."
            )
        )
        self.grid.setRowCount(len(self.links))
        for row, link in enumerate(self.links):
            self.grid.setItem(row, 0, _item(str(link.table), right=True))
            self.grid.setItem(row, 1, _item(_line_name(link.line)))
            self.grid.setItem(row, 2, _item(f"{link.ns}–{link.ew}"))
            self.grid.setItem(row, 3, _item(link.pin))
            self.grid.setItem(row, 4, _item(base + link.path))
        self.grid.resizeColumnsToContents()
        self.grid.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        if self.accepting:
            self.state.setText(self.tr("The tables' phones can send this round's sheets."))
            self.toggle.setText(self.tr("C&lose the round's links"))
        else:
            self.state.setText(self.tr("This round's links take no sheets."))
            self.toggle.setText(self.tr("Re&open the round's links"))
        self.toggle.setEnabled(True)
        if self.links:
            self.grid.selectRow(0)
        self._show_code()

    def address(self, row: int) -> str:
        return self.base() + self.links[row].path

    def _chosen_row(self) -> int | None:
        rows = self.grid.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _show_code(self) -> None:
        row = self._chosen_row()
        if row is None or not self.base():
            self.code.clear()
            self.copy.setEnabled(row is not None)
            return
        self.code.setPixmap(qr_pixmap(self.address(row), QR_SIZE))
        self.copy.setEnabled(True)

    def _copy(self) -> None:
        row = self._chosen_row()
        if row is not None:
            QGuiApplication.clipboard().setText(self.address(row))

    def _toggle(self) -> None:
        number = self.round_number()
        if number is None:
            return
        context, open_ = self.context, not self.accepting

        def switch() -> bool:
            table_entry.set_accepting(context.db, context.tournament_id, number, open_)
            return True

        done = context.run(
            switch,
            Changes(),
            parent=self,
        )
        if done:
            self.refresh()


class TableSheetsReviewDialog(QDialog):
    """The sheets the tables confirmed that wait for the director (the tournament reviews them first)."""

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table_review_dialog")
        self.setWindowTitle(self.tr("Sheets from the tables to review"))
        self.context = context
        self.proposals: list[table_entry.Proposal] = []
        self.dialog: QWidget | None = None
        self.empty = QLabel(self.tr("No sheet from the tables waits for review."))
        self.empty.setObjectName("review_empty")
        self.grid = QTableWidget(0, 6)
        self.grid.setObjectName("review_grid")
        self.grid.setHorizontalHeaderLabels(
            [
                self.tr("Round"),
                self.tr("Table"),
                self.tr("Pairs NS–EW"),
                self.tr("MP NS–EW"),
                self.tr("Confirmed by"),
                self.tr("Proposed at"),
            ]
        )
        self.grid.verticalHeader().hide()
        self.grid.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.grid.horizontalHeader().setStretchLastSection(True)
        self.grid.itemSelectionChanged.connect(self._update_buttons)
        self.accept_button = QPushButton(self.tr("&Accept the sheet"))
        self.accept_button.setObjectName("review_accept")
        self.accept_button.clicked.connect(self.accept_chosen)
        self.reject_button = QPushButton(self.tr("&Reject…"))
        self.reject_button.setObjectName("review_reject")
        self.reject_button.clicked.connect(self.reject_chosen)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.accept_button)
        row.addWidget(self.reject_button)
        row.addStretch()
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.grid, 1)
        layout.addLayout(row)
        self.resize(760, 420)
        context.changed.connect(self._changed)
        context.watch.timeout.connect(self.refresh)
        self.refresh()

    def _changed(self, _changes: Changes) -> None:
        self.refresh()

    def refresh(self) -> None:
        context = self.context
        try:
            proposals = table_entry.pending_proposals(context.db, context.tournament_id)
        except USER_ERRORS:
            return  # cannot be read just now: the next look tells
        chosen = self.chosen()
        self.proposals = proposals
        tournament = context.tournament()
        rules = tournament.settings.scoring
        seats = {(r.number, t.table): (t.ns, t.ew) for r in tournament.rounds for t in r.tables}
        self.grid.setRowCount(len(proposals))
        for row, proposal in enumerate(proposals):
            ns, ew = seats.get((proposal.round, proposal.table), (0, 0))
            ns_mp, ew_mp = round_mp(proposal.deals, rules)
            by = proposal.confirmed_by or ""
            self.grid.setItem(row, 0, _item(str(proposal.round), right=True))
            self.grid.setItem(row, 1, _item(str(proposal.table), right=True))
            self.grid.setItem(row, 2, _item(f"{ns}–{ew}"))
            self.grid.setItem(row, 3, _item(f"{ns_mp} – {ew_mp}"))
            self.grid.setItem(row, 4, _item(self.tr("PIN") if by == "pin" else _line_name(by) if by else ""))
            self.grid.setItem(row, 5, _item(moment_text(proposal.proposed_at)))
            if chosen is not None and proposal.id == chosen.id:
                self.grid.selectRow(row)
        if self.grid.currentRow() < 0 and proposals:
            self.grid.selectRow(0)
        self.grid.resizeColumnsToContents()
        self.empty.setVisible(not proposals)
        self._update_buttons()

    def chosen(self) -> table_entry.Proposal | None:
        rows = self.grid.selectionModel().selectedRows() if self.grid.selectionModel() else []
        if not rows or rows[0].row() >= len(self.proposals):
            return None
        return self.proposals[rows[0].row()]

    def _update_buttons(self) -> None:
        chosen = self.chosen() is not None
        self.accept_button.setEnabled(chosen)
        self.reject_button.setEnabled(chosen)

    def accept_chosen(self) -> None:
        proposal = self.chosen()
        if proposal is None:
            return
        context = self.context
        context.run(
            lambda: table_entry.accept_proposal(context.db, context.tournament_id, proposal.id),
            Changes.table(proposal.round, proposal.table),
            parent=self,
        )
        self.refresh()  # refused (the director entered it meanwhile), the proposal is gone all the same

    def reject_chosen(self) -> None:
        proposal = self.chosen()
        if proposal is None:
            return
        self.dialog = ask(
            self,
            self.tr("Reject table {table}'s sheet? The table can send it again.").format(
                table=proposal.table
            ),
            lambda: self._reject(proposal),
            yes_text=self.tr("Reject"),
        )

    def _reject(self, proposal: table_entry.Proposal) -> None:
        context = self.context

        def reject() -> bool:
            table_entry.reject_proposal(context.db, context.tournament_id, proposal.id)
            return True

        context.run(
            reject,
            Changes.table(proposal.round, proposal.table),
            parent=self,
        )
        self.refresh()
