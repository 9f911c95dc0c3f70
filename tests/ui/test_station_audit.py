"""The station's name on every audited action done from the window (issue 15), and the audit log shown in the
window's language from its numbers (issue 14): pairs, undo and redo, settings, a round, a swap, the clock and
an adjustment all carry the name given in File → Connect to a server, not the computer's user name."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from burraco_tourney.domain.scoring import Deal
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import adjustments, audit, rounds
from burraco_tourney.services.audit import AuditEntry
from burraco_tourney.services.scores import save_table_deals, save_table_totals
from burraco_tourney.ui import preferences
from burraco_tourney.ui.clock.dialogs import StartClockDialog
from burraco_tourney.ui.dialogs.pairs import PairDialog
from burraco_tourney.ui.dialogs.rounds import NextRoundDialog, SwapDialog
from burraco_tourney.ui.dialogs.sheet_audit import AuditDialog
from burraco_tourney.ui.dialogs.standings import AdjustmentDialog
from burraco_tourney.ui.dialogs.tournament import SettingsDialog
from burraco_tourney.ui.main_window import MainWindow, Workspace
from burraco_tourney.ui.models.sheet_audit import AuditTableModel
from tests.services.support import closed_by_ns, sheet, with_round
from tests.ui.conftest import make_window
from tests.ui.keys import language  # noqa: F401 (the fixture)

STATION = "Tavolo giurìa – Zoë"


def _done_since(database: Database, tournament_id: int, first: int) -> list[AuditEntry]:
    return [entry for entry in audit.audit_log(database, tournament_id) if entry.id > first]


def test_every_kind_of_action_from_the_window_records_the_station(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    preferences.STATION.set(STATION)
    window = make_window(qtbot, db_path)
    assert window.database is not None and window.database.station == STATION
    workspace = window.workspace
    assert isinstance(workspace, Workspace)
    first = audit.audit_log(database, tournament_id)[0].id

    # A pair by hand; undo takes the registration back, redo puts it back.
    window.show_page(Workspace.PAIRS)
    workspace.pairs.add_action.trigger()
    dialog = workspace.pairs.dialog
    assert isinstance(dialog, PairDialog)
    dialog.first.name.setText("Łukasz Wąsowski")
    dialog.second.name.setText("Carla D'Alessandro")
    dialog.accept()
    qtbot.waitUntil(lambda: workspace.pairs.model.rowCount() == 7)
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: workspace.pairs.model.rowCount() == 6)
    window.redo_action.trigger()
    qtbot.waitUntil(lambda: workspace.pairs.model.rowCount() == 7)

    # The settings.
    window.settings_action.trigger()
    settings = window.dialog
    assert isinstance(settings, SettingsDialog)
    settings.editor.details.venue.setText("Sala Müller")
    settings.accept()

    # A round, a swap of two tables, the round's clock.
    window.show_page(Workspace.ROUNDS)
    workspace.rounds.next_action.trigger()
    next_round = workspace.rounds.dialog
    assert isinstance(next_round, NextRoundDialog)
    next_round.accept()
    qtbot.waitUntil(lambda: workspace.rounds.tables_model.rowCount() >= 3, timeout=10_000)
    workspace.rounds.swap_tables_action.trigger()
    swap = workspace.rounds.dialog
    assert isinstance(swap, SwapDialog)
    swap.choose(1, 2)
    swap.accept()
    window.clock.start_action.trigger()
    start = window.clock.dialog
    assert isinstance(start, StartClockDialog)
    start.accept()

    # An adjustment from the standings, once a sheet is in (saved here by another program: not counted).
    made = rounds.get_round(database, tournament_id, 1)
    save_table_deals(database, tournament_id, 1, made.tables[0].table, sheet(closed_by_ns()))
    window.refresh_action.trigger()
    window.show_page(Workspace.STANDINGS)
    standings = workspace.standings
    standings.adjust_action.trigger()
    adjustment = standings.dialog
    assert isinstance(adjustment, AdjustmentDialog)
    adjustment.findChild(object, "two_warnings").click()  # type: ignore[union-attr]
    adjustment.accept()
    qtbot.waitUntil(lambda: bool(adjustments.list_adjustments(database, tournament_id)))

    done = [e for e in _done_since(database, tournament_id, first) if e.action != "save deals"]
    assert {e.action for e in done} >= {
        "register pair",
        "remove pair",
        "restore pair",
        "change settings",
        "store round",
        "swap tables",
        "start clock",
        "add adjustment",
    }
    assert {e.who for e in done} == {STATION}


def test_the_log_is_shown_in_the_windows_language_from_its_numbers(
    qtbot: QtBot,
    window: MainWindow,
    database: Database,
    tournament_id: int,
    language: str,  # noqa: F811
) -> None:
    with_round(database, tournament_id, ((1, 1, 2), (2, 3, 4), (3, 5, 6)))
    save_table_deals(
        database,
        tournament_id,
        1,
        1,
        sheet(Deal.of_totals(540, 120), Deal.of_totals(-35, 910), Deal.of_totals(400, 400)),
    )
    save_table_totals(database, tournament_id, 1, 2, 1620, 360)
    save_table_totals(database, tournament_id, 1, 2, 1600, 380, reason="ricontato")
    adjustments.add_adjustment(database, tournament_id, 3, 1, mp=-50, reason="ritardo")
    dialog = AuditDialog(lambda: audit.audit_log(database, tournament_id), parent=window)
    qtbot.addWidget(dialog)
    dialog.which.setCurrentIndex(AuditDialog.ALL)
    model = dialog.model
    shown = [
        tuple(
            model.index(row, column).data()
            for column in (AuditTableModel.ACTION, AuditTableModel.WHAT, AuditTableModel.CHANGE)
        )
        for row in range(model.rowCount())
    ]
    expected = {
        "it": [
            ("Rettifica aggiunta", "Coppia 3, dopo il turno 1", "— → VP 0, MP -50"),
            (
                "Segnapunti corretto",
                "Turno 1, tavolo 2",
                "totali del tavolo NS 1620, EO 360 → totali del tavolo NS 1600, EO 380",
            ),
            ("Segnapunti salvato", "Turno 1, tavolo 2", "— → totali del tavolo NS 1620, EO 360"),
            ("Segnapunti salvato", "Turno 1, tavolo 1", "3 smazzate inserite per totali"),
        ],
    }
    if language in expected:
        assert shown[:4] == expected[language]
    for row in shown:
        assert row[1]  # every entry says what it changed
    dialog.search.setText(
        {"it": "turno 1 tavolo 2", "de": "runde 1 tisch 2", "en": "round 1 table 2"}[language]
    )
    assert model.rowCount() == 2


def test_a_table_entered_by_its_totals_shows_its_sheet_as_in(qtbot: QtBot) -> None:
    from burraco_tourney.domain.tournament import Movement, Round, Table
    from burraco_tourney.ui.models.rounds import RoundTablesTableModel
    from tests.ui.test_models import played_tournament, text

    pairs = {pair.number: pair for pair in played_tournament().pairs}
    tables = RoundTablesTableModel()
    tables.set_round(Round(2, Movement.DANISH, (Table(1, 1, 2, totals=(1620, 360)), Table(2, 4, 3))), pairs)
    assert text(tables, 0, RoundTablesTableModel.SHEET) == "In (by totals)"
    assert text(tables, 1, RoundTablesTableModel.SHEET) == "Waiting"
