"""The Standings page mid-round: by default the last complete round, live on request, said plainly; one
history dialog per double-click."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.services.scores import save_table_deals
from burraco_tourney.ui.dialogs.standings import HistoryDialog
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.models.standings import StandingsTableModel
from burraco_tourney.ui.views.standings_page import StandingsPage
from tests.services.support import closed_by_ns, players, sheet


def page_of(window: MainWindow) -> StandingsPage:
    assert window.workspace is not None
    window.workspace.show_page(window.workspace.STANDINGS)
    return window.workspace.standings


def open_dialogs() -> list[QDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]


def double_click(qtbot: QtBot, widget: QWidget, pos: QPoint) -> None:
    """What a real mouse sends: press, release, double-click, release."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=pos)


def rank_of(page: StandingsPage, pair: int) -> int:
    return next(
        page.model.row_at(r).rank for r in range(page.model.rowCount()) if page.model.row_at(r).pair == pair
    )


def vp_of(page: StandingsPage, pair: int) -> str:
    model = page.model
    row = next(r for r in range(model.rowCount()) if model.row_at(r).pair == pair)
    return model.index(row, StandingsTableModel.VP).data()


def test_a_double_click_opens_one_history(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    made = make_next_round(database, tournament_id)
    for table, _ns, _ew in made.tables:
        save_table_deals(database, tournament_id, made.round, table, sheet(closed_by_ns()))
    window.refresh_action.trigger()
    page = page_of(window)
    qtbot.waitExposed(page.table)
    index = page.table.model().index(0, StandingsTableModel.PLAYERS)
    before = open_dialogs()
    double_click(qtbot, page.table.viewport(), page.table.visualRect(index).center())
    qtbot.waitUntil(lambda: len(open_dialogs()) > len(before))
    new = [d for d in open_dialogs() if d not in before]
    assert len(new) == 1 and isinstance(new[0], HistoryDialog)
    new[0].reject()


def test_mid_round_the_standings_stay_after_the_last_complete_round_until_live_is_asked(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    pairs.register_pair(database, tournament_id, players(7))  # seven pairs: someone sits out each round
    first = make_next_round(database, tournament_id)
    for table, _ns, _ew in first.tables:
        save_table_deals(database, tournament_id, 1, table, sheet(closed_by_ns()))
    second = make_next_round(database, tournament_id)
    (bye,) = second.byes
    window.refresh_action.trigger()
    page = page_of(window)
    # No sheet of round 2 is in: the pair on the bye of round 2 is where round 1 left it.
    assert page.chosen_after_round() == 1
    assert page.standings is not None and page.standings.after_round == 1
    after_first = vp_of(page, bye)
    assert page.progress.isVisibleTo(page) and page.progress.wordWrap()
    assert page.progress.text() == (
        "In progress: round 2 (0 of 3 sheets in). These standings are after round 1, the last round "
        "with every table's result in."
    )
    assert page.live.isVisibleTo(page) and not page.live.isChecked()
    assert page.live.text() == "Live: include round 2 in progress (0 of 3 sheets)"

    page.live.click()
    assert page.chosen_after_round() == 2
    assert page.standings is not None and page.standings.after_round == 2
    assert vp_of(page, bye) != after_first  # the bye counts in the live standings
    assert page.progress.text().startswith("Live standings, round 2 in progress (0 of 3 sheets in):")
    page.select_pair(bye)
    page.history_action.trigger()
    history = page.dialog
    assert isinstance(history, HistoryDialog)
    label = history.findChild(QLabel, "after_round")
    assert label is not None and label.text() == "After round 2, in progress: the sheets in so far"
    history.reject()
    # Live stays on while sheets come in.
    table, _ns, _ew = second.tables[0]
    save_table_deals(database, tournament_id, 2, table, sheet(closed_by_ns()))
    window.refresh_action.trigger()
    assert page.live.isChecked() and page.chosen_after_round() == 2
    assert page.live.text() == "Live: include round 2 in progress (1 of 3 sheets)"

    page.live.click()
    assert page.chosen_after_round() == 1

    # Once every sheet is in, the round is complete: nothing is in progress.
    for table, _ns, _ew in second.tables[1:]:
        save_table_deals(database, tournament_id, 2, table, sheet(closed_by_ns()))
    window.refresh_action.trigger()
    assert page.chosen_after_round() == 2
    assert not page.progress.isVisibleTo(page) and not page.live.isVisibleTo(page)
