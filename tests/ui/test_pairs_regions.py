"""The Pairs page for a regional event: the players' association, region, province and category shown,
sorted, filtered (accents and case ignored) and edited in the pair dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from burraco_tourney.domain.tournament import Player
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs
from burraco_tourney.ui.dialogs.import_pairs import ImportPreviewDialog
from burraco_tourney.ui.dialogs.pairs import PairDialog
from burraco_tourney.ui.main_window import MainWindow
from burraco_tourney.ui.models.import_preview import ImportPreviewTableModel
from burraco_tourney.ui.models.pairs import PairsTableModel
from burraco_tourney.ui.views.pairs_page import PairsPage
from tests.ui.conftest import make_window


def page_of(window: MainWindow) -> PairsPage:
    assert window.workspace is not None
    return window.workspace.pairs


def shown(page: PairsPage, column: int = PairsTableModel.NUMBER) -> list[str]:
    proxy = page.proxy
    return [proxy.index(row, column).data() for row in range(proxy.rowCount())]


def _place(database: Database, tournament_id: int) -> None:
    """Pairs 1–3 from Lombardia (Milano, Bergamo), 4–5 from Emilia-Romagna ("Forlì-Cesena" written two
    ways), 6 from Lazio; pair 2's players are ladies."""
    places = {
        1: ("Circolo Brera", "Lombardia", "MI", None),
        2: ("Circolo Brera", "lombardia", "Milano", "F"),
        3: ("Burraco Bergamo", "Lombardia", "BG", None),
        4: ("Circolo Forlì", "Emilia-Romagna", "Forlì-Cesena", None),
        5: ("Circolo Cesena", "Emilia-Romagna", "FORLI-CESENA", None),
        6: ("Roma Burraco", "Lazio", "RM", None),
    }
    for pair in pairs.list_pairs(database, tournament_id):
        club, region, province, category = places[pair.number]
        players = tuple(
            Player(p.name, club, p.member_id, region=region, province=province, category=category)
            for p in pair.players
        )
        pairs.edit_pair(database, tournament_id, pair.number, players, pair.group)  # type: ignore[arg-type]


def test_a_club_evening_shows_no_region_columns(window: MainWindow) -> None:
    page = page_of(window)
    for column in (PairsTableModel.REGION, PairsTableModel.PROVINCE, PairsTableModel.CATEGORY):
        assert page.table.isColumnHidden(column)
    assert not page.filters["region"].isVisibleTo(page)


def test_regions_provinces_and_associations_are_shown_sorted_and_filtered(
    qtbot: QtBot, db_path, database: Database, tournament_id: int
) -> None:
    _place(database, tournament_id)
    window = make_window(qtbot, db_path)
    page = page_of(window)
    model = page.model
    assert model.headers()[PairsTableModel.REGION] == "Region"
    assert not page.table.isColumnHidden(PairsTableModel.REGION)
    assert not page.table.isColumnHidden(PairsTableModel.PROVINCE)
    row = model.row_of(4)
    assert row is not None
    assert model.index(row, PairsTableModel.REGION).data() == "Emilia-Romagna"
    assert model.index(row, PairsTableModel.PROVINCE).data() == "Forlì-Cesena"
    assert model.index(row, PairsTableModel.CLUB).data() == "Circolo Forlì"

    # Sorted by region (the header's click), accents and case ignored: Emilia-Romagna, Lazio, Lombardia.
    page.table.sortByColumn(PairsTableModel.REGION, Qt.SortOrder.AscendingOrder)
    regions = [text.casefold() for text in shown(page, PairsTableModel.REGION)]
    assert regions == sorted(regions) and regions[0] == "emilia-romagna" and regions[-1] == "lombardia"

    # Each region once in its choice (whatever its capitals), and choosing one shows its pairs only.
    region = page.filters["region"]
    assert region.isVisibleTo(page)
    assert [region.itemText(i) for i in range(region.count())] == [
        "All regions",
        "Emilia-Romagna",
        "Lazio",
        "Lombardia",
    ]
    region.setCurrentIndex(region.findText("Lombardia"))
    assert sorted(shown(page), key=int) == ["1", "2", "3"]
    assert page.count.text() == "3 shown of 6 pairs"
    # The province chosen too: "Forlì-Cesena" and "FORLI-CESENA" are one province.
    region.setCurrentIndex(0)
    province = page.filters["province"]
    assert province.findText("FORLI-CESENA") == -1
    province.setCurrentIndex(province.findText("Forlì-Cesena"))
    assert sorted(shown(page), key=int) == ["4", "5"]
    # And the search box finds a province as typed without its accent.
    province.setCurrentIndex(0)
    qtbot.keyClicks(page.search, "forli")
    assert sorted(shown(page), key=int) == ["4", "5"]
    page.search.clear()
    # The ladies of pair 2 by their category.
    category = page.filters["category"]
    category.setCurrentIndex(category.findText("F"))
    assert shown(page) == ["2"]


def test_the_pair_dialog_edits_region_province_and_category(
    window: MainWindow, qtbot: QtBot, database: Database, tournament_id: int
) -> None:
    page = page_of(window)
    page.select_pair(3)
    page.edit_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, PairDialog)
    qtbot.keyClicks(dialog.first.region, "Sicilia")
    qtbot.keyClicks(dialog.first.province, "PA")
    assert dialog.second.region.text() == "Sicilia"  # partners usually come from the same place
    dialog.first.category.setText("F")
    dialog.second.category.setText("M")
    dialog.accept()
    assert not dialog.isVisible()
    edited = next(p for p in pairs.list_pairs(database, tournament_id) if p.number == 3)
    assert [(p.region, p.province, p.category) for p in edited.players] == [
        ("Sicilia", "PA", "F"),
        ("Sicilia", "PA", "M"),
    ]
    row = page.model.row_of(3)
    assert row is not None
    assert page.model.index(row, PairsTableModel.REGION).data() == "Sicilia"
    assert page.model.index(row, PairsTableModel.CATEGORY).data() == "F / M"
    assert not page.table.isColumnHidden(PairsTableModel.REGION)  # the column appears with its first value
    # Ctrl+Z takes the correction back.
    window.undo_action.trigger()
    undone = next(p for p in pairs.list_pairs(database, tournament_id) if p.number == 3)
    assert undone.players[0].region is None


def test_the_import_preview_shows_and_corrects_where_the_players_come_from(
    window: MainWindow, qtbot: QtBot, tmp_path, database: Database, tournament_id: int
) -> None:
    path = tmp_path / "iscritti.csv"
    path.write_text(
        "Giocatore1;Giocatore2;Associazione;Regione;Provincia1;Provincia2;Categoria1\n"
        "Anna D'Alessandro;Bruno Bianchi;ASD Burraco Roma;Lazio;RM;LT;F\n"
        "Łukasz Wąsowski;Jürgen Müller;Circolo Bolzano;Trentino;BZ;BZ;\n",
        encoding="utf-8",
    )
    page = page_of(window)
    task = page.import_file(str(path))
    with qtbot.waitSignal(task.finished, timeout=10_000):
        pass
    dialog = page.dialog
    assert isinstance(dialog, ImportPreviewDialog)
    model = dialog.model
    assert not dialog.view.isColumnHidden(ImportPreviewTableModel.REGION_1)
    assert model.headers()[ImportPreviewTableModel.REGION_1] == "Region"
    assert model.index(0, ImportPreviewTableModel.REGION_2).data() == "Lazio"
    assert model.index(0, ImportPreviewTableModel.PROVINCE_2).data() == "LT"
    assert model.index(0, ImportPreviewTableModel.CATEGORY_1).data() == "F"
    # A region corrected in place before importing.
    assert model.setData(model.index(1, ImportPreviewTableModel.REGION_1), "Trentino-Alto Adige")
    with qtbot.waitSignal(dialog.accepted, timeout=10_000):
        dialog.accept()
    imported = pairs.list_pairs(database, tournament_id)[-2:]
    assert imported[0].players[1].province == "LT"
    assert imported[1].players[0].region == "Trentino-Alto Adige"
    assert imported[1].players[1].region == "Trentino"


def test_a_club_list_shows_no_region_columns_in_the_preview(
    window: MainWindow, qtbot: QtBot, tmp_path
) -> None:
    path = tmp_path / "coppie.csv"
    path.write_text("Giocatore 1;Giocatore 2\nAnna Rossi;Bruno Bianchi\n", encoding="utf-8")
    task = page_of(window).import_file(str(path))
    with qtbot.waitSignal(task.finished, timeout=10_000):
        pass
    dialog = page_of(window).dialog
    assert isinstance(dialog, ImportPreviewDialog)
    for column in ImportPreviewTableModel.PLACES:
        assert dialog.view.isColumnHidden(column)
