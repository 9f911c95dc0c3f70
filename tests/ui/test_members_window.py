"""The member register in the window (issue 21): the pair dialog finds before it creates (typing a name or
a member number offers the members, Down/Enter picks one and links the player; a new player goes into the
register; a probable duplicate is asked about), and Event → Members… (the list, filter, import with its
preview, export, edit, merge, delete refused in words, the event level and the membership check)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.members import CardType, EventLevel, Member
from burraco_tourney.domain.tournament import Pair, Player
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import members, pairs, tournaments
from burraco_tourney.ui.app import install_translators
from burraco_tourney.ui.dialogs.members import MemberDialog, MembersDialog, MembersImportDialog, MergeDialog
from burraco_tourney.ui.dialogs.pairs import PairDialog
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.views.pairs_page import PairsPage
from tests.ui.conftest import make_window

# The offers' popup grabs the keyboard, which the offscreen platform of the tests cannot (a screen can).
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")

CARLA = Member(
    "12345",
    "D'Alessandro",
    "Carla",
    club="Circolo Brera",
    region="Lombardia",
    province="MI",
    card_type=CardType.ORDINARIA,
    valid_until=date(2027, 12, 31),
    category="F",
)
HANS = Member(
    "22222",
    "Müller",
    "Hans",
    club="Kartenclub München",
    card_type=CardType.RIDOTTA,
    valid_until=date(2025, 6, 30),
)


@pytest.fixture
def register(database: Database) -> dict[str, Member]:
    return {
        "carla": members.add_member(database, CARLA),
        "hans": members.add_member(database, HANS),
        "lukasz": members.add_member(database, Member("33333", "Wiśniewski", "Łukasz", club="Circolo Brera")),
    }


@pytest.fixture
def window(qtbot: QtBot, db_path: Path, tournament_id: int, register: dict[str, Member]) -> MainWindow:
    return make_window(qtbot, db_path)


def pairs_page(window: MainWindow) -> PairsPage:
    assert window.workspace is not None
    window.workspace.show_page(window.workspace.PAIRS)
    return window.workspace.pairs


def open_pair_dialog(qtbot: QtBot, window: MainWindow) -> PairDialog:
    page = pairs_page(window)
    page.add_pair()
    dialog = page.dialog
    assert isinstance(dialog, PairDialog)
    qtbot.waitExposed(dialog)
    return dialog


def field(dialog: PairDialog, name: str) -> QLineEdit:
    found = dialog.findChild(QLineEdit, name)
    assert found is not None
    return found


def boxes_shown() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


def pick_first_offer(qtbot: QtBot, edit: QLineEdit, typed: str) -> None:
    """Type as a director does, wait for the offers under the field, and take the first with Down, Enter."""
    edit.setFocus()
    qtbot.keyClicks(edit, typed)
    popup = edit.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not popup.isVisible())


def stored_pair(database: Database, tournament_id: int, number: int) -> Pair:
    return next(p for p in pairs.list_pairs(database, tournament_id) if p.number == number)


# ------------------------------------------------------------------------------------------ the pair dialog


def test_typing_a_name_without_its_apostrophe_offers_the_member_and_enter_links_her(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int, register: dict[str, Member]
) -> None:
    dialog = open_pair_dialog(qtbot, window)
    name = field(dialog, "name_1")
    pick_first_offer(qtbot, name, "dalessandro")
    assert name.text() == "Carla D'Alessandro"
    assert field(dialog, "club_1").text() == "Circolo Brera"
    assert field(dialog, "member_id_1").text() == "12345"
    assert field(dialog, "region_1").text() == "Lombardia"
    assert field(dialog, "province_1").text() == "MI"
    assert field(dialog, "category_1").text() == "F"
    assert dialog.first.link.isVisible() and dialog.first.link.text() == "✓ Member of the register"
    assert dialog.first.link.toolTip() == "Carla D'Alessandro · 12345 · Circolo Brera"
    qtbot.waitUntil(field(dialog, "name_2").hasFocus)  # on to the partner

    # The partner by member number: typing the start of it offers Müller.
    pick_first_offer(qtbot, field(dialog, "member_id_2"), "2222")
    assert field(dialog, "name_2").text() == "Hans Müller"
    assert field(dialog, "member_id_2").text() == "22222"

    dialog.accept()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    pair = stored_pair(database, tournament_id, 7)
    assert [p.name for p in pair.players] == ["Carla D'Alessandro", "Hans Müller"]
    assert [p.register_id for p in pair.players] == [register["carla"].id, register["hans"].id]
    assert len(members.list_members(database)) == 3  # nobody added twice


def test_a_new_player_goes_into_the_register_linked(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int, register: dict[str, Member]
) -> None:
    dialog = open_pair_dialog(qtbot, window)
    assert dialog.register.isChecked() and dialog.register.isVisible()
    pick_first_offer(qtbot, field(dialog, "name_1"), "wisn")
    assert field(dialog, "name_1").text() == "Łukasz Wiśniewski"
    qtbot.keyClicks(field(dialog, "name_2"), "Maria Dell'Orto")
    qtbot.keyClicks(field(dialog, "club_2"), "Circolo Brera")
    qtbot.keyClicks(field(dialog, "member_id_2"), "44444")
    dialog.accept()
    qtbot.waitUntil(lambda: not dialog.isVisible())

    added = [m for m in members.list_members(database) if m.member_id == "44444"]
    assert len(added) == 1
    assert (added[0].surname, added[0].name, added[0].club) == ("Dell'Orto", "Maria", "Circolo Brera")
    pair = stored_pair(database, tournament_id, 7)
    assert pair.players[1].register_id == added[0].id
    assert pair.players[0].register_id == register["lukasz"].id


def test_unticked_the_register_is_left_alone(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int
) -> None:
    dialog = open_pair_dialog(qtbot, window)
    dialog.register.setChecked(False)
    qtbot.keyClicks(field(dialog, "name_1"), "Ospite Uno")
    qtbot.keyClicks(field(dialog, "name_2"), "Ospite Due")
    dialog.accept()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert len(members.list_members(database)) == 3
    assert all(p.register_id is None for p in stored_pair(database, tournament_id, 7).players)


def test_a_probable_duplicate_is_asked_about_and_the_member_taken(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int, register: dict[str, Member]
) -> None:
    dialog = open_pair_dialog(qtbot, window)
    # Typed in full without taking the offer (the offers close with Escape): she is in the register.
    name = field(dialog, "name_1")
    qtbot.keyClicks(name, "Carla Dalessandro")
    qtbot.keyClick(name.completer().popup(), Qt.Key.Key_Escape)
    qtbot.keyClicks(field(dialog, "club_1"), "circolo brera")
    qtbot.keyClicks(field(dialog, "name_2"), "Ospite Tre")
    dialog.accept()
    qtbot.waitUntil(lambda: dialog.question is not None and dialog.question.isVisible())
    question = dialog.question
    assert question is not None
    assert "Carla Dalessandro looks like a member already in the register" in question.text()
    assert "Carla D'Alessandro · 12345 · Circolo Brera (MI) (the same name and club)" in question.text()
    question.button(QMessageBox.StandardButton.Cancel)  # the way back exists
    same = question.findChild(type(question.buttons()[0]), "same_person")
    assert same is not None
    same.click()
    qtbot.waitUntil(lambda: not dialog.isVisible())

    pair = stored_pair(database, tournament_id, 7)
    assert pair.players[0].register_id == register["carla"].id
    assert pair.players[0].name == "Carla D'Alessandro"  # as the register has her
    names = [m.full_name for m in members.list_members(database)]
    assert names.count("Carla D'Alessandro") == 1 and "Ospite Tre" in names


def test_another_person_of_the_same_name_is_added_when_the_director_says_so(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int
) -> None:
    dialog = open_pair_dialog(qtbot, window)
    dialog.register.setChecked(True)
    name = field(dialog, "name_1")
    qtbot.keyClicks(name, "Hans Muller")  # typed without its accent
    qtbot.keyClick(name.completer().popup(), Qt.Key.Key_Escape)
    qtbot.keyClicks(field(dialog, "club_1"), "Kartenclub Munchen")
    qtbot.keyClicks(field(dialog, "name_2"), "Ospite Quattro")
    dialog.accept()
    qtbot.waitUntil(lambda: dialog.question is not None and dialog.question.isVisible())
    question = dialog.question
    assert question is not None
    other = next(b for b in question.buttons() if b.objectName() == "another_person")
    other.click()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    names = [m.full_name for m in members.list_members(database)]
    assert "Hans Müller" in names and "Hans Muller" in names


# ------------------------------------------------------------------------------------------ Members…


def members_dialog(qtbot: QtBot, window: MainWindow) -> MembersDialog:
    window.members_action.trigger()
    dialog = window.season_dialog
    assert isinstance(dialog, MembersDialog)
    qtbot.waitExposed(dialog)
    return dialog


def shown_surnames(dialog: MembersDialog) -> list[str]:
    proxy = dialog.proxy
    return [proxy.index(row, 1).data() for row in range(proxy.rowCount())]


def test_the_register_is_listed_sorted_and_filtered(qtbot: QtBot, window: MainWindow) -> None:
    dialog = members_dialog(qtbot, window)
    assert dialog.windowTitle() == "Members"
    assert shown_surnames(dialog) == ["D'Alessandro", "Müller", "Wiśniewski"]
    assert dialog.count.text() == "3 members"
    qtbot.keyClicks(dialog.search, "muller")
    assert shown_surnames(dialog) == ["Müller"]
    assert dialog.count.text() == "1 of 3"
    dialog.search.clear()
    dialog.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # by member number
    assert shown_surnames(dialog) == ["Wiśniewski", "Müller", "D'Alessandro"]
    # Triggered again, the one dialog comes forward.
    window.members_action.trigger()
    assert window.season_dialog is dialog


def _csv(path: Path, rows: list[str]) -> Path:
    path.write_text("\n".join(["tessera;cognome;nome;associazione;tipo_tessera;scadenza", *rows]), "utf-8")
    return path


def test_an_import_shows_what_changes_then_applies_it(
    qtbot: QtBot, window: MainWindow, database: Database, tmp_path: Path
) -> None:
    dialog = members_dialog(qtbot, window)
    path = _csv(
        tmp_path / "soci.csv",
        [
            "12345;D'Alessandro;Carla;Circolo Brera;Ordinaria;31/12/2027",  # unchanged
            "22222;Müller;Hans;Kartenclub München;Ordinaria;31/12/2026",  # card and date change
            "55555;Rossi;Mario;Circolo Navigli;Juniores;2026-12-31",  # new
        ],
    )
    preview = dialog.import_file(path)
    assert isinstance(preview, MembersImportDialog)
    new, changed, unchanged = (preview.section(name) for name in ("new", "changed", "unchanged"))
    assert preview.section("problems") is None
    assert new is not None and new.text(0) == "New members (1)"
    assert new.child(0).text(0) == "Mario Rossi · 55555 · Circolo Navigli"
    assert changed is not None and changed.text(0) == "Changed members (1)"
    assert (
        changed.child(0).text(1) == "card type: Ridotta → Ordinaria; valid until: 30 Jun 2025 → 31 Dec 2026"
    )
    assert unchanged is not None and unchanged.text(0) == "Unchanged (1)"
    assert preview.summary.text() == "Import adds 1 new member and updates 1 member; nothing else changes."
    assert len(members.list_members(database)) == 3  # nothing yet
    preview.apply_button.click()
    qtbot.waitUntil(lambda: not preview.isVisible())
    stored = {m.member_id: m for m in members.list_members(database)}
    assert stored["22222"].card_type is CardType.ORDINARIA and stored["55555"].surname == "Rossi"
    assert "Rossi" in shown_surnames(dialog)


def test_an_import_with_problems_shows_them_and_imports_nothing(
    qtbot: QtBot, window: MainWindow, database: Database, tmp_path: Path
) -> None:
    dialog = members_dialog(qtbot, window)
    path = _csv(
        tmp_path / "soci.csv",
        [
            "55555;Rossi;Mario;Circolo Navigli;Platino;31/12/2026",
            "55555;Bianchi;Anna;Circolo Navigli;;32/13/2026",
        ],
    )
    preview = dialog.import_file(path)
    assert isinstance(preview, MembersImportDialog)
    problems = preview.section("problems")
    assert problems is not None and problems.childCount() >= 2
    texts = [problems.child(i).text(0) for i in range(problems.childCount())]
    assert any(text.startswith("Row 2") for text in texts), texts
    assert not preview.apply_button.isEnabled()
    assert preview.summary.text().startswith("Nothing can be imported while the file has problems")
    preview.reject()
    assert len(members.list_members(database)) == 3


def test_a_file_that_is_no_member_list_is_said_in_words(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    dialog = members_dialog(qtbot, window)
    path = tmp_path / "nothing.csv"
    path.write_text("a;b\n1;2\n", "utf-8")
    assert dialog.import_file(path) is None
    qtbot.waitUntil(lambda: bool(boxes_shown()))
    assert "nothing.csv" in boxes_shown()[0].text() or boxes_shown()[0].text()


def test_export_writes_a_list_the_import_reads_back(
    qtbot: QtBot, window: MainWindow, database: Database, tmp_path: Path
) -> None:
    dialog = members_dialog(qtbot, window)
    target = tmp_path / "register.xlsx"
    assert dialog.export_file(target)
    preview = members.preview_import(database, target)
    assert len(preview.unchanged) == 3 and not preview.new and not preview.changed and not preview.problems


def test_editing_a_member_renames_the_linked_player_of_the_running_tournament(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int, register: dict[str, Member]
) -> None:
    linked = members.player_of(register["carla"])
    pairs.register_pair(database, tournament_id, (linked, Player("Ospite Uno")))
    window.context.check_for_changes()
    dialog = members_dialog(qtbot, window)
    dialog.select(register["carla"].id)
    dialog.edit_selected()
    form = dialog.dialog
    assert form is not None
    surname = form.findChild(QLineEdit, "surname")
    surname.setText("D'Alessandro-Verdi")
    form.findChild(QLineEdit, "valid_until").setText("31.12.2028")
    form.accept()
    qtbot.waitUntil(lambda: not form.isVisible())
    assert stored_pair(database, tournament_id, 7).players[0].name == "Carla D'Alessandro-Verdi"
    stored = members.get_member(database, register["carla"].id)
    assert stored.valid_until == date(2028, 12, 31)
    qtbot.waitUntil(lambda: bool(boxes_shown()))
    assert boxes_shown()[0].text() == "Corrected in 1 pair."
    page = pairs_page(window)
    row = page.model.row_of(7)
    assert row is not None and "Carla D'Alessandro-Verdi" in page.model.index(row, 1).data()


def test_a_date_that_is_not_one_is_said_and_nothing_saved(
    qtbot: QtBot, window: MainWindow, database: Database, register: dict[str, Member]
) -> None:
    dialog = members_dialog(qtbot, window)
    dialog.select(register["hans"].id)
    dialog.edit_selected()
    form = dialog.dialog
    assert form is not None
    form.findChild(QLineEdit, "valid_until").setText("31/02/2026")
    form.accept()
    qtbot.waitUntil(lambda: bool(boxes_shown()))
    assert boxes_shown()[0].text() == "“31/02/2026” is not a date: write it as 31/12/2026."
    assert form.isVisible()
    assert members.get_member(database, register["hans"].id).valid_until == date(2025, 6, 30)


def test_two_records_of_one_person_are_merged(
    qtbot: QtBot, window: MainWindow, database: Database, register: dict[str, Member]
) -> None:
    twin = members.add_member(
        database, Member(None, "Dalessandro", "Carla", club="circolo brera"), confirm_duplicates=True
    )
    dialog = members_dialog(qtbot, window)
    dialog.merge()
    merge = dialog.dialog
    assert isinstance(merge, MergeDialog)
    assert merge.couples.count() == 1
    assert merge.couples.item(0).text().endswith("(the same name and club)")
    kept = merge.keep_first if merge.keep_first.isChecked() else merge.keep_second
    assert kept.text() == "Carla D'Alessandro · 12345 · Circolo Brera (MI)"  # the record with the number
    merge.merge_button.click()
    assert not [box.text() for box in boxes_shown()]
    qtbot.waitUntil(lambda: not merge.isVisible())
    ids = [m.id for m in members.list_members(database)]
    assert register["carla"].id in ids and twin.id not in ids
    assert shown_surnames(dialog).count("D'Alessandro") == 1


def test_a_member_playing_tonight_cannot_be_deleted_and_the_refusal_says_why(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int, register: dict[str, Member]
) -> None:
    pairs.register_pair(database, tournament_id, (members.player_of(register["hans"]), Player("Ospite Uno")))
    dialog = members_dialog(qtbot, window)
    dialog.select(register["hans"].id)
    dialog.delete_selected()
    question = dialog.dialog
    assert isinstance(question, QMessageBox)
    assert question.text().startswith("Delete Hans Müller · 22222 · Kartenclub München from the register?")
    next(b for b in question.buttons() if b.objectName() == "yes").click()
    qtbot.waitUntil(lambda: any("Hans Müller" in box.text() and box is not question for box in boxes_shown()))
    assert len(members.list_members(database)) == 3


def test_the_check_lists_warnings_at_the_event_level_chosen_and_prints(
    qtbot: QtBot,
    window: MainWindow,
    database: Database,
    tournament_id: int,
    register: dict[str, Member],
    tmp_path: Path,
) -> None:
    pairs.register_pair(
        database,
        tournament_id,
        (members.player_of(register["hans"]), members.player_of(register["carla"])),
    )
    dialog = members_dialog(qtbot, window)
    dialog.tabs.setCurrentIndex(1)
    texts = [dialog.warnings.item(i).text() for i in range(dialog.warnings.count())]
    assert any(text.startswith("Hans Müller (pair 7)") and "expired" in text for text in texts), texts
    assert not any("Ridotta" in text for text in texts)  # a club event: every card
    regional = dialog.level.findData(EventLevel.REGIONAL)
    dialog.level.setCurrentIndex(regional)
    dialog.level.activated.emit(regional)
    assert tournaments.load_tournament(database, tournament_id).settings.event_level is EventLevel.REGIONAL
    texts = [dialog.warnings.item(i).text() for i in range(dialog.warnings.count())]
    assert any("Ridotta" in text and "Hans Müller" in text for text in texts), texts
    assert "for a regional event" in dialog.check_note.text()
    dialog.copy_button.click()
    assert QApplication.clipboard().text() == dialog.check_text
    assert "Hans Müller" in dialog.check_text
    pdf = tmp_path / "check.pdf"
    assert dialog.write_pdf(pdf)
    assert pdf.read_bytes().startswith(b"%PDF")


@pytest.fixture(autouse=True)
def _close_boxes() -> Iterator[None]:
    yield
    for box in boxes_shown():
        box.close()


def test_enter_on_the_list_opens_the_member_and_never_closes_the_register(
    qtbot: QtBot, window: MainWindow, register: dict[str, Member]
) -> None:
    dialog = members_dialog(qtbot, window)
    dialog.select(register["hans"].id)
    dialog.table.setFocus()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    form = dialog.dialog
    assert form is not None and form.isVisible() and form.windowTitle() == "Member"
    form.reject()
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.isVisible()


def test_at_registration_the_membership_check_warns_and_the_pair_is_saved(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int
) -> None:
    dialog = open_pair_dialog(qtbot, window)
    pick_first_offer(qtbot, field(dialog, "member_id_1"), "22222")  # Hans Müller: his card expired
    qtbot.keyClicks(field(dialog, "name_2"), "Ospite Cinque")
    dialog.register.setChecked(False)  # a guest, not for the register
    assert dialog.save_and_add is not None
    dialog.save_and_add.click()
    qtbot.waitUntil(dialog.membership_note.isVisible)
    note = dialog.membership_note.text()
    assert "Hans Müller (pair 7)" in note and "expired" in note
    assert "Ospite Cinque (pair 7) is not a member and has no guarantor" in note
    assert stored_pair(database, tournament_id, 7).players[0].name == "Hans Müller"  # saved all the same

    # Saved with Save, the dialog closes and the same words come in a message.
    pick_first_offer(qtbot, field(dialog, "name_1"), "dalessandro")
    pick_first_offer(qtbot, field(dialog, "name_2"), "wisniewski")
    dialog.accept()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert stored_pair(database, tournament_id, 8).players[0].name == "Carla D'Alessandro"
    assert not [box for box in boxes_shown() if "Pair 8 is saved" in box.text()]  # nothing to say of pair 8

    page = pairs_page(window)
    page.add_pair()
    again = page.dialog
    assert isinstance(again, PairDialog) and again is not dialog
    qtbot.waitExposed(again)
    pick_first_offer(qtbot, field(again, "member_id_1"), "22222")  # Hans again: a second pair
    pick_first_offer(qtbot, field(again, "member_id_2"), "12345")
    again.accept()
    qtbot.waitUntil(lambda: any("Pair 9 is saved" in box.text() for box in boxes_shown()))
    said = next(box.text() for box in boxes_shown() if "Pair 9 is saved" in box.text())
    assert "Hans Müller" in said and "pairs 7, 9" in said.replace(" and ", ", "), said


def test_the_event_level_is_a_setting_of_the_tournament_too(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int
) -> None:
    from burraco_tourney.ui.dialogs.tournament import SettingsDialog

    window.settings_action.trigger()
    settings = window.dialog
    assert isinstance(settings, SettingsDialog)
    level = settings.editor.details.event_level
    assert level.currentText() == "club"
    level.setCurrentIndex(level.findData(EventLevel.NATIONAL.value))
    settings.accept()
    assert not settings.isVisible()
    assert tournaments.load_tournament(database, tournament_id).settings.event_level is EventLevel.NATIONAL
    dialog = members_dialog(qtbot, window)
    dialog.tabs.setCurrentIndex(1)
    assert dialog.level.currentText() == "national"
    assert "for a national event" in dialog.check_note.text()


def test_a_player_registered_with_one_pair_is_offered_for_the_next(
    qtbot: QtBot, window: MainWindow, database: Database
) -> None:
    dialog = open_pair_dialog(qtbot, window)
    qtbot.keyClicks(field(dialog, "name_1"), "Ottavio Nuovo")
    qtbot.keyClicks(field(dialog, "name_2"), "Ospite Sei")
    assert dialog.save_and_add is not None
    dialog.save_and_add.click()
    qtbot.waitUntil(dialog.saved_note.isVisible)
    pick_first_offer(qtbot, field(dialog, "name_1"), "ottav")
    assert field(dialog, "name_1").text() == "Ottavio Nuovo"
    added = next(m for m in members.list_members(database) if m.surname == "Nuovo")
    assert dialog.first.register_id == added.id


@pytest.fixture
def italian(qapp: QApplication) -> Iterator[None]:
    """The window in Italian, as the program starts it: the preference, and its translation installed."""
    QSettings().setValue("language", "it")
    installed = install_translators(qapp, "it")
    yield
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


def _edit_on_an_older_copy(
    qtbot: QtBot, window: MainWindow, database: Database, carla_id: int
) -> tuple[MemberDialog, QLineEdit]:
    """Carla opened in Members…, her club corrected meanwhile at another station, her province typed here
    and Enter pressed."""
    dialog = members_dialog(qtbot, window)
    dialog.select(carla_id)
    dialog.edit_selected()
    form = dialog.dialog
    assert isinstance(form, MemberDialog)
    # Meanwhile the other station (the test's own connection to the file) corrects her club.
    database.set_station("Banco 2")
    there = members.get_member(database, carla_id)
    members.edit_member(
        database, carla_id, replace(there, club="Circolo Navigli"), expected_version=there.version
    )
    # Here, on the copy opened before, the director corrects her province.
    province = form.findChild(QLineEdit, "province")
    province.setFocus()
    province.selectAll()
    qtbot.keyClicks(province, "LO")
    qtbot.keyClick(province, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(boxes_shown()))
    return form, province


def test_an_edit_on_an_older_copy_shows_the_conflict_and_keeps_the_other_stations_change(
    qtbot: QtBot, window: MainWindow, database: Database, register: dict[str, Member]
) -> None:
    carla_id = register["carla"].id
    assert carla_id is not None
    form, province = _edit_on_an_older_copy(qtbot, window, database, carla_id)
    dialog = window.season_dialog
    assert isinstance(dialog, MembersDialog)
    box = boxes_shown()[0]
    said = box.text()
    assert box.windowTitle() == "Changed at another station"
    assert said.startswith("Carla D'Alessandro was changed meanwhile by Banco 2 at "), said
    assert "(version 1, this copy is version 0). Your change was not saved" in said
    assert "Saved there:\n• club: Circolo Navigli" in said
    assert said.endswith("Save again to keep your change.")
    stored = members.get_member(database, carla_id)
    assert (stored.club, stored.province) == ("Circolo Navigli", "MI")  # the other station's change stays
    # The form shows what was saved there, with what was typed here; the list shows it too.
    assert form.isVisible()
    assert form.findChild(QLineEdit, "club").text() == "Circolo Navigli"
    assert province.text() == "LO"
    assert dialog.selected()[0].club == "Circolo Navigli"

    box.close()
    form.accept()  # saved again, on the member as stored now: both changes kept
    qtbot.waitUntil(lambda: not form.isVisible())
    both = members.get_member(database, carla_id)
    assert (both.club, both.province) == ("Circolo Navigli", "LO")


def test_the_conflict_is_said_in_italian(
    qtbot: QtBot,
    italian: None,
    db_path: Path,
    database: Database,
    register: dict[str, Member],
    tournament_id: int,
) -> None:
    window = make_window(qtbot, db_path)
    carla_id = register["carla"].id
    assert carla_id is not None
    _edit_on_an_older_copy(qtbot, window, database, carla_id)
    box = boxes_shown()[0]
    said = box.text()
    assert box.windowTitle() == "Modificato da un'altra postazione"
    assert said.startswith("Carla D'Alessandro è stato modificato nel frattempo da Banco 2 alle "), said
    assert "Salvato là:\n• " in said and ": Circolo Navigli" in said
    assert said.endswith("Salva di nuovo per tenere la tua modifica.")
    assert members.get_member(database, carla_id).club == "Circolo Navigli"


# ------------------------------------------------------------------------------ a member's name typed in full


def type_and_tab(qtbot: QtBot, edit: QLineEdit, typed: str) -> None:
    """Type a name as a director does and leave with Tab without taking an offer (the offers' popup has the
    keyboard while it is open, as on a screen)."""
    edit.window().activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is edit.window())
    edit.setFocus()
    qtbot.keyClicks(edit, typed)
    popup = edit.completer().popup()
    qtbot.keyClick(popup if popup.isVisible() else edit, Qt.Key.Key_Tab)


def test_a_members_name_typed_in_full_takes_the_member_and_the_register_does_not_grow(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int
) -> None:
    galli = members.add_member(
        database, Member("55555", "Galli", "Luca", club="Circolo Roma", valid_until=date(2024, 12, 31))
    )
    rossi = members.add_member(
        database, Member("66666", "Rossi", "Mario", club="Circolo Roma", valid_until=date(2099, 12, 31))
    )
    before = len(members.list_members(database))
    dialog = open_pair_dialog(qtbot, window)
    name = field(dialog, "name_1")
    type_and_tab(qtbot, name, "luca  galli")  # small letters, a space too many
    qtbot.waitUntil(field(dialog, "club_1").hasFocus)  # Tab went where it always goes
    assert dialog.first.register_id == galli.id
    assert (name.text(), field(dialog, "member_id_1").text()) == ("Luca Galli", "55555")
    assert field(dialog, "club_1").text() == "Circolo Roma"
    # Seen at once, not only after saving.
    assert dialog.first.link.isVisible()
    assert dialog.first.link.text() == "⚠ Member of the register: the card expired on 31 Dec 2024"

    # The partner typed surname first, as the federation's lists write him.
    type_and_tab(qtbot, field(dialog, "name_2"), "ROSSI Mario")
    qtbot.waitUntil(field(dialog, "club_2").hasFocus)
    assert dialog.second.register_id == rossi.id
    assert field(dialog, "name_2").text() == "Mario Rossi"
    assert dialog.second.link.text() == "✓ Member of the register"
    qtbot.keyClick(field(dialog, "club_2"), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())

    pair = stored_pair(database, tournament_id, 7)
    assert [p.register_id for p in pair.players] == [galli.id, rossi.id]
    assert [p.name for p in pair.players] == ["Luca Galli", "Mario Rossi"]
    assert len(members.list_members(database)) == before  # nobody added twice
    said = next(box.text() for box in boxes_shown() if "Pair 7 is saved" in box.text())
    assert "Luca Galli (pair 7)" in said and "expired" in said and "is not in the register" not in said


def test_a_member_picked_from_the_offers_shows_an_expired_card_at_once(
    qtbot: QtBot, window: MainWindow, register: dict[str, Member]
) -> None:
    dialog = open_pair_dialog(qtbot, window)
    pick_first_offer(qtbot, field(dialog, "name_1"), "muller")  # Hans Müller: his card expired
    assert dialog.first.register_id == register["hans"].id
    assert dialog.first.link.text() == "⚠ Member of the register: the card expired on 30 Jun 2025"
    pick_first_offer(qtbot, field(dialog, "name_2"), "dalessandro")  # valid until 2027
    assert dialog.second.link.text() == "✓ Member of the register"


def test_two_members_of_the_name_typed_are_asked_about_and_none_is_added(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int
) -> None:
    rome = members.add_member(database, Member("55555", "Galli", "Luca", club="Circolo Roma"))
    members.add_member(database, Member("55556", "Galli", "Luca", club="Circolo Milano"))
    before = len(members.list_members(database))
    dialog = open_pair_dialog(qtbot, window)
    type_and_tab(qtbot, field(dialog, "name_1"), "Galli Luca")
    qtbot.waitUntil(field(dialog, "club_1").hasFocus)
    assert dialog.first.register_id is None  # which one is the director's to say
    qtbot.keyClicks(field(dialog, "name_2"), "Ospite Sette")
    dialog.accept()
    qtbot.waitUntil(lambda: dialog.question is not None and dialog.question.isVisible())
    question = dialog.question
    assert question is not None
    assert "Luca Galli · 55555 · Circolo Roma (the same name)" in question.text()
    assert "Luca Galli · 55556 · Circolo Milano (the same name)" in question.text()
    same = next(b for b in question.buttons() if b.objectName() == "same_person")
    same.click()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert stored_pair(database, tournament_id, 7).players[0].register_id == rome.id
    assert len(members.list_members(database)) == before + 1  # the guest only


def test_not_this_member_leaves_the_name_typed_and_takes_the_member_no_more(
    qtbot: QtBot, window: MainWindow, database: Database, tournament_id: int
) -> None:
    galli = members.add_member(database, Member("55555", "Galli", "Luca", club="Circolo Roma"))
    dialog = open_pair_dialog(qtbot, window)
    name = field(dialog, "name_1")
    type_and_tab(qtbot, name, "Luca Galli")
    assert dialog.first.register_id == galli.id
    dialog.first.unlink.click()  # a guest of the same name
    assert dialog.first.register_id is None and not dialog.first.link.isVisible()
    assert name.text() == "Luca Galli"
    assert (field(dialog, "member_id_1").text(), field(dialog, "club_1").text()) == ("", "")
    name.setFocus()
    qtbot.keyClick(name, Qt.Key.Key_Tab)
    assert dialog.first.register_id is None  # not taken again
    qtbot.keyClicks(field(dialog, "name_2"), "Ospite Otto")
    dialog.accept()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    guest = stored_pair(database, tournament_id, 7).players[0]
    assert guest.register_id != galli.id and guest.member_id is None
