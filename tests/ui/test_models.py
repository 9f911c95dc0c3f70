"""Every item model of the window passes Qt's model tester and shows what a director expects."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester

from burraco_tourney.domain.names import fold
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.standings import HistoryEntry, compute_standings
from burraco_tourney.domain.tournament import (
    Adjustment,
    Movement,
    Pair,
    PairStatus,
    Player,
    Round,
    Table,
    Tournament,
)
from burraco_tourney.io.pairs_import import PairImportRow
from burraco_tourney.services.pairs_import import ImportPreview, PreviewRow
from burraco_tourney.ui.models.history import HistoryTableModel
from burraco_tourney.ui.models.import_preview import ImportPreviewTableModel
from burraco_tourney.ui.models.pairs import PairsFilterProxyModel, PairsTableModel
from burraco_tourney.ui.models.rounds import RoundTablesTableModel, SeatsByNameTableModel
from burraco_tourney.ui.models.standings import StandingsTableModel
from tests.services.support import closed_by_ns, settings, sheet

PAIRS = (
    Pair(
        1, (Player("Łukasz Wąsowski", "Circolo X", "RM0001"), Player("Carla D'Alessandro", "Circolo X", None))
    ),
    Pair(2, (Player("Jürgen Müller", "Club Y", "DE77"), Player("Anna Rossi", "Circolo X", "RM0002")), "A"),
    Pair(
        3,
        (Player("Chiara Verdi"), Player("Dario Neri")),
        status=PairStatus.WITHDRAWN,
        withdrawn_after_round=1,
    ),
    Pair(4, (Player("Elena Gallo"), Player("Fabio Costa")), entry_round=2),
)


def played_tournament() -> Tournament:
    round_1 = Round(1, Movement.MITCHELL, (Table(1, 1, 2, sheet(closed_by_ns())), Table(2, 3, 4)), ())
    return Tournament(
        settings(),
        PAIRS,
        (round_1,),
        (Adjustment(2, 1, Decimal(-1), 0, "two warnings"),),
        {1: 1, 2: 2, 3: 3, 4: 4},
    )


def text(model, row: int, column: int) -> str:  # type: ignore[no-untyped-def]
    return model.data(model.index(row, column))


def test_pairs_model_passes_the_model_tester(qtmodeltester: ModelTester) -> None:
    model = PairsTableModel()
    model.set_pairs(PAIRS)
    qtmodeltester.check(model)
    assert text(model, 0, PairsTableModel.PLAYER_1) == "Łukasz Wąsowski"
    assert text(model, 0, PairsTableModel.CLUB) == "Circolo X"
    assert text(model, 1, PairsTableModel.CLUB) == "Club Y / Circolo X"
    assert text(model, 0, PairsTableModel.MEMBER_ID) == "RM0001 / —"
    assert text(model, 2, PairsTableModel.STATUS) == "Withdrawn after round 1"
    assert text(model, 3, PairsTableModel.STATUS) == "Active (joins at round 2)"


def test_the_pairs_filter_ignores_case_and_accents(qtmodeltester: ModelTester) -> None:
    model = PairsTableModel()
    model.set_pairs(PAIRS)
    proxy = PairsFilterProxyModel()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy)
    proxy.set_search("lukasz")
    assert proxy.rowCount() == 1
    proxy.set_search("MULLER de77")
    assert proxy.rowCount() == 1
    proxy.set_search("circolo")
    assert proxy.rowCount() == 2
    proxy.set_search("")
    assert proxy.rowCount() == 4


def test_standings_model_passes_the_model_tester(qtmodeltester: ModelTester) -> None:
    model = StandingsTableModel()
    model.set_standings(compute_standings(played_tournament()))
    qtmodeltester.check(model)
    assert model.rowCount() == 4
    first = model.row_at(0)
    assert first.pair == 1
    # NS 530 MP, EW 185: a difference of 345 is worth 13–7 in the 3-deal table.
    assert text(model, 0, StandingsTableModel.VP) == "13"
    assert text(model, 0, StandingsTableModel.MP_DIFF) == "+345"
    adjusted = next(row for row in range(4) if model.row_at(row).pair == 2)
    assert text(model, adjusted, StandingsTableModel.ADJUSTMENTS) == "−1 VP"
    withdrawn = next(row for row in range(4) if model.row_at(row).pair == 3)
    assert "(withdrawn)" in text(model, withdrawn, StandingsTableModel.PLAYERS)


def test_round_models_pass_the_model_tester(qtmodeltester: ModelTester) -> None:
    tournament = played_tournament()
    pairs = {pair.number: pair for pair in tournament.pairs}
    round_ = Round(2, Movement.DANISH, (Table(1, 1, 2, sheet(closed_by_ns())), Table(2, 4, 3)), (5,))
    tables = RoundTablesTableModel()
    tables.set_round(round_, pairs)
    qtmodeltester.check(tables)
    assert text(tables, 0, RoundTablesTableModel.SHEET) == "In"
    assert text(tables, 1, RoundTablesTableModel.SHEET) == "Waiting"
    assert text(tables, 1, RoundTablesTableModel.NS_PLAYERS) == "Elena Gallo – Fabio Costa"
    seats = SeatsByNameTableModel()
    seats.set_round(round_, pairs)
    qtmodeltester.check(seats)
    names = [text(seats, row, SeatsByNameTableModel.PLAYER) for row in range(seats.rowCount())]
    assert names == sorted(names, key=fold)  # surname first, so in the order of the surnames
    assert len(names) == 8  # both players of four pairs (the bye's pair 5 is not registered)
    lukasz = names.index("Wąsowski Łukasz")
    assert text(seats, lukasz, SeatsByNameTableModel.TABLE) == "1"
    assert text(seats, lukasz, SeatsByNameTableModel.LINE) == "NS"


def test_history_model_passes_the_model_tester(qtmodeltester: ModelTester) -> None:
    model = HistoryTableModel()
    model.set_history(
        [
            HistoryEntry(1, 1, Line.NS, 2, 530, 185, 345, Decimal(13)),
            HistoryEntry(2, None, None, None, 0, 0, 355, Decimal(14), bye=True),
        ],
        {2: "Jürgen Müller – Anna Rossi"},
    )
    qtmodeltester.check(model)
    assert text(model, 0, HistoryTableModel.OPPONENT) == "2 · Jürgen Müller – Anna Rossi"
    assert text(model, 0, HistoryTableModel.DIFF) == "+345"
    assert text(model, 1, HistoryTableModel.OPPONENT) == "Bye"


def test_import_preview_model_highlights_problem_rows(qtmodeltester: ModelTester) -> None:
    good = PairImportRow(2, None, (Player("Anna Rossi"), Player("Bruno Bianchi")))
    bad = PairImportRow(3, None, (Player(""), Player("Carla D'Alessandro")))
    preview = ImportPreview(
        (
            PreviewRow(good, 1, ()),
            PreviewRow(bad, 2, (Problem.of("pairs_import.no_name", path=("rows", 2), seat=1),)),
        ),
    )
    model = ImportPreviewTableModel()
    model.set_preview(preview)
    qtmodeltester.check(model)
    assert text(model, 1, ImportPreviewTableModel.PROBLEMS) == "player 1 has no name"
    assert model.data(model.index(0, 0), Qt.ItemDataRole.BackgroundRole) is None
    assert model.data(model.index(1, 0), Qt.ItemDataRole.BackgroundRole) is not None


def test_a_table_entered_by_totals_is_marked_so_on_the_rounds_page(qapp) -> None:  # type: ignore[no-untyped-def]
    """A user test: a sheet entered by totals read just 'Consegnato'/'In', like one entered deal by deal."""
    from PySide6.QtCore import QCoreApplication

    from burraco_tourney.domain.quick import quick_deal
    from burraco_tourney.ui.app import install_translators

    tournament = played_tournament()
    pairs = {pair.number: pair for pair in tournament.pairs}
    by_deal_totals = (quick_deal(620, 100), quick_deal(300, 250), quick_deal(0, 0))
    round_ = Round(
        2,
        Movement.DANISH,
        (
            Table(1, 1, 2, sheet(closed_by_ns())),
            Table(2, 4, 3, by_deal_totals),
            Table(3, 5, 6, totals=(900, 450)),
        ),
    )
    tables = RoundTablesTableModel()
    tables.set_round(round_, pairs)
    sheets = [text(tables, row, RoundTablesTableModel.SHEET) for row in range(3)]
    assert sheets == ["In", "In (by totals)", "In (by totals)"]
    for language, wanted in (("it", "Consegnato (per totali)"), ("de", "Abgegeben (per Summen)")):
        installed = install_translators(qapp, language)
        try:
            assert text(tables, 2, RoundTablesTableModel.SHEET) == wanted
        finally:
            for translator in installed:
                QCoreApplication.removeTranslator(translator)
