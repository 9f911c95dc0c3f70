"""The director's window sees the sheets that come from the tables' phones (issue 20): the missing-sheets
list marks a table "waiting for confirmation" while one line has proposed it, "from the table, confirmed"
once saved (the window's watcher picks the save up as any other station's), and "confirmed, to accept" when
the tournament reviews the tables' sheets first."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import table_entry
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.views.sheets.page import ScoreSheetsPage
from tests.services.support import closed_by_ew, sheet
from tests.ui.test_sheet_entry import page_of, show_sheets

THEIRS = sheet(closed_by_ew(330))


@pytest.fixture
def links(database: Database, tournament_id: int) -> dict[tuple[int, str], table_entry.TableLink]:
    make_next_round(database, tournament_id, None)
    return {(link.table, link.line): link for link in table_entry.table_links(database, tournament_id, 1)}


@pytest.fixture
def sheets_window(qtbot: QtBot, db_path: Path, links: object) -> MainWindow:
    return show_sheets(qtbot, db_path)


def row_text(page: ScoreSheetsPage, table: int) -> str:
    for row in range(page.tables.count()):
        item = page.tables.item(row)
        if item.text().split(":")[0].endswith(f" {table}"):
            return item.text()
    raise AssertionError(f"no row for table {table}")


def test_a_table_proposing_then_confirming_is_marked_as_it_goes(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, links: dict
) -> None:
    page = page_of(sheets_window)
    assert row_text(page, 2) == "• 2: 2–5"
    proposal = table_entry.propose(database, links[(2, "ns")].token, THEIRS)
    page.context.watch.timeout.emit()  # the watcher's next look
    assert row_text(page, 2) == "• 2: 2–5\nwaiting for confirmation"
    assert "waiting for confirmation" in page.tables.item(1).toolTip()

    confirmed = table_entry.confirm(database, links[(2, "ew")].token, proposal.id)
    assert confirmed.saved is not None
    page.context.watch.timeout.emit()
    qtbot.waitUntil(lambda: row_text(page, 2) == "✓ 2: 2–5\nfrom the table, confirmed")
    assert page.missing_tables() == [1, 3]
    assert "Sheets in: 1 of 3" in page.progress.text()
    assert row_text(page, 1) == "• 1: 1–4"  # the other tables are as they were
    sheets_window.grab().save("/tmp/p2_sheets.png")


def test_a_sheet_to_review_is_marked_until_the_director_accepts_it(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int, links: dict
) -> None:
    table_entry.set_auto_accept(database, tournament_id, False)
    page = page_of(sheets_window)
    proposal = table_entry.propose(database, links[(3, "ew")].token, THEIRS)
    confirmed = table_entry.confirm(database, links[(3, "ew")].token, proposal.id, pin=links[(3, "ew")].pin)
    assert confirmed.waiting_for_director
    page.look_at_tables()
    assert row_text(page, 3) == "• 3: 3–6\nconfirmed, to accept"
    assert "from the tables, to accept: 1" in page.progress.text()


def test_the_audit_names_a_table_s_station_in_the_window_s_words(database: Database) -> None:
    from burraco_tourney.ui.names import station_words

    assert station_words("table 7") == "table 7"
    assert station_words("Station B") == "Station B"


def test_the_settings_turn_the_review_of_the_tables_sheets_on(
    sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    from burraco_tourney.ui.dialogs.tournament import SettingsDialog

    sheets_window.settings_action.trigger()
    dialog = sheets_window.dialog
    assert isinstance(dialog, SettingsDialog)
    box = dialog.editor.details.auto_accept_table_sheets
    assert box.isVisibleTo(dialog) and box.isChecked()  # default on
    box.setChecked(False)
    dialog.accept()
    assert not dialog.isVisible()
    assert table_entry.auto_accept(database, tournament_id) is False


def test_the_wizard_leaves_the_tables_setting_to_its_default(qtbot: QtBot) -> None:
    from burraco_tourney.ui.widgets.settings_editor import EventSection

    section = EventSection()
    qtbot.addWidget(section)
    assert not section.auto_accept_table_sheets.isVisibleTo(section)


def test_the_director_reviews_a_table_s_sheet_and_accepts_it(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int, links: dict
) -> None:
    from burraco_tourney.persistence import repositories
    from burraco_tourney.services import audit, scores
    from burraco_tourney.ui.dialogs.table_entry import TableSheetsReviewDialog

    table_entry.set_auto_accept(database, tournament_id, False)
    for table in (1, 3):
        proposal = table_entry.propose(database, links[(table, "ns")].token, THEIRS)
        table_entry.confirm(database, links[(table, "ew")].token, proposal.id)
    sheets_window.table_review_action.trigger()
    dialog = sheets_window.dialog
    assert isinstance(dialog, TableSheetsReviewDialog)
    assert dialog.grid.rowCount() == 2
    # Deal 1: NS 100 + 85, EW 200 + 100 + 330 = 630; deals 2 and 3 not played.
    assert [dialog.grid.item(0, c).text() for c in range(5)] == ["1", "1", "1–4", "185 – 630", "EW"]
    assert not dialog.empty.isVisible()

    dialog.grid.selectRow(0)
    dialog.accept_button.click()
    assert dialog.grid.rowCount() == 1 and dialog.grid.item(0, 1).text() == "3"
    assert scores.get_table(database, tournament_id, 1, 1).table.deals == THEIRS
    saved = audit.audit_log(database, tournament_id, limit=1)[0]
    assert (saved.action, saved.who, saved.table) == ("save deals", "table 1", 1)
    page = page_of(sheets_window)
    assert row_text(page, 1) == "✓ 1: 1–4\nfrom the table, confirmed"

    dialog.reject_chosen()
    assert dialog.dialog is not None
    from PySide6.QtWidgets import QPushButton

    yes = dialog.dialog.findChild(QPushButton, "yes")
    assert yes.text() == "Reject"
    yes.click()
    qtbot.waitUntil(lambda: dialog.grid.rowCount() == 0)
    assert dialog.empty.isVisibleTo(dialog)
    assert not scores.get_table(database, tournament_id, 1, 3).table.entered
    assert table_entry.pending_proposals(database, tournament_id) == []
    rejected = audit.audit_log(database, tournament_id, limit=1)[0]
    assert (rejected.action, rejected.round, rejected.table) == ("reject table sheet", 1, 3)
    assert rejected.old == [repositories.deal_to_json(deal) for deal in THEIRS]  # what the table sent
    assert row_text(page, 3) == "• 3: 3–6"  # nothing from the table stands


def test_the_director_sees_a_round_s_links_and_closes_them(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int, links: dict
) -> None:
    from burraco_tourney.services import audit
    from burraco_tourney.ui.dialogs.table_entry import TableLinksDialog

    sheets_window.table_links_action.trigger()
    dialog = sheets_window.dialog
    assert isinstance(dialog, TableLinksDialog)
    assert dialog.grid.rowCount() == 6  # 3 tables, 2 lines
    first = [dialog.grid.item(0, c).text() for c in range(5)]
    assert first == ["1", "NS", "1–4", links[(1, "ns")].pin, links[(1, "ns")].path]
    assert dialog.grid.item(1, 4).text() == links[(1, "ew")].path
    assert "Publish" in dialog.note.text()  # not published: the path only, no code
    assert dialog.toggle.text().replace("&", "") == "Close the round's links"

    dialog.toggle.click()
    assert not table_entry.accepting(database, tournament_id, 1)
    closed = audit.audit_log(database, tournament_id, limit=1)[0]
    assert (closed.action, closed.round) == ("close table entry", 1)
    assert dialog.toggle.text().replace("&", "") == "Reopen the round's links"
    dialog.toggle.click()
    assert table_entry.accepting(database, tournament_id, 1)


def test_published_the_links_carry_the_address_and_a_qr_code(
    qtbot: QtBot, sheets_window: MainWindow, links: dict
) -> None:
    from burraco_tourney.ui.dialogs.table_entry import TableLinksDialog

    publisher = sheets_window.publisher
    publisher.start(0)
    try:
        sheets_window.table_links_action.trigger()
        dialog = sheets_window.dialog
        assert isinstance(dialog, TableLinksDialog)
        address = dialog.grid.item(0, 4).text()
        assert address.startswith("http://") and address.endswith(links[(1, "ns")].path)
        assert not dialog.code.pixmap().isNull()
        dialog.grab().save("/tmp/p2_links.png")
    finally:
        publisher.stop()


@pytest.fixture
def italian(qapp: object) -> object:
    from PySide6.QtCore import QCoreApplication, QSettings

    from burraco_tourney.ui.app import install_translators

    QSettings().setValue("language", "it")
    installed = install_translators(qapp, "it")  # type: ignore[arg-type]
    yield
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


def test_in_italian_a_sheet_from_the_phones_is_marked_and_audited_as_the_table_s(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int, links: dict, italian: None
) -> None:
    """The director's words: "dal tavolo, confermato" in the list, "tavolo 2" as the station of the save
    in the corrections log (the director then corrects it as any sheet)."""
    from burraco_tourney.ui.dialogs.sheet_audit import AuditDialog
    from burraco_tourney.ui.models.sheet_audit import AuditTableModel

    proposal = table_entry.propose(database, links[(2, "ns")].token, THEIRS)
    window = show_sheets(qtbot, db_path)
    page = page_of(window)
    assert row_text(page, 2) == "• 2: 2–5\nin attesa di conferma"
    table_entry.confirm(database, links[(2, "ew")].token, proposal.id)
    page.context.watch.timeout.emit()
    qtbot.waitUntil(lambda: row_text(page, 2) == "✓ 2: 2–5\ndal tavolo, confermato")
    page.results.show_audit()
    dialog = page.dialog
    assert isinstance(dialog, AuditDialog)
    dialog.which.setCurrentIndex(1)  # all changes
    dialog.search.setText("tavolo 2")  # the station as the window words it finds its saves
    model = dialog.model
    rows = [
        (model.index(row, AuditTableModel.WHO).data(), model.index(row, AuditTableModel.ACTION).data())
        for row in range(model.rowCount())
    ]
    assert rows == [("tavolo 2", "Segnapunti salvato")], rows


def test_a_sheet_sent_to_the_window_s_own_server_arrives_in_its_list(
    qtbot: QtBot, sheets_window: MainWindow, database: Database, tournament_id: int, links: dict
) -> None:
    """Published from the window (Event → Publish), the tables' pages are served by it: a sheet sent and
    agreed over HTTP is saved by the window's server and the list shows it at the watcher's next look."""
    import re

    import httpx2

    from tests.web.test_table_entry_evening import sheet_form

    publisher = sheets_window.publisher
    publisher.start(0)
    try:
        assert publisher.server is not None
        base = f"http://127.0.0.1:{publisher.server.port}"
        settings = page_of(sheets_window).context.tournament().settings
        with httpx2.Client(base_url=base, timeout=10, follow_redirects=True) as phone:
            ns, ew = links[(3, "ns")].path, links[(3, "ew")].path
            page = phone.get(ns).text
            csrf = re.search(r'name="csrf" value="([^"]+)"', page)
            assert csrf is not None
            sent = phone.post(f"{ns}/propose", data={"csrf": csrf.group(1), **sheet_form(THEIRS, settings)})
            assert sent.status_code == 200 and 'data-state="proposed-here"' in sent.text
            page = phone.get(ew).text
            csrf = re.search(r'name="csrf" value="([^"]+)"', page)
            proposal = re.search(r'name="proposal" id="proposal" value="(\d+)"', page)
            assert csrf is not None and proposal is not None
            agreed = phone.post(f"{ew}/confirm", data={"csrf": csrf.group(1), "proposal": proposal.group(1)})
            assert 'data-state="entered"' in agreed.text
    finally:
        publisher.stop()
    page = page_of(sheets_window)
    page.context.watch.timeout.emit()
    qtbot.waitUntil(lambda: row_text(page, 3) == "✓ 3: 3–6\nfrom the table, confirmed")
    assert page.missing_tables() == [1, 2]


def test_the_round_menu_closes_and_reopens_the_newest_round_s_links(
    sheets_window: MainWindow, database: Database, tournament_id: int
) -> None:
    from burraco_tourney.services import audit

    action = sheets_window.table_entry_action
    assert action in sheets_window.round_menu.actions()
    sheets_window.round_menu.aboutToShow.emit()
    assert action.isEnabled() and action.isChecked()
    assert action.text().replace("&", "") == "The tables' phones send round 1's sheets"
    action.trigger()  # unticked: closed
    assert not table_entry.accepting(database, tournament_id, 1)
    assert audit.audit_log(database, tournament_id, limit=1)[0].action == "close table entry"
    sheets_window.round_menu.aboutToShow.emit()
    assert not action.isChecked()
    action.trigger()
    assert table_entry.accepting(database, tournament_id, 1)
