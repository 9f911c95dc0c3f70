"""The prizes beside the standings follow the standings shown (issue 27: in a German window, mid-round, the
panel gave 1st place to the pair the standings beside it put last: the standings were before round 1, all
at 0 VP, and the prizes came from the round in progress)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.app import install_translators
from burraco_tourney.ui.models.standings import StandingsTableModel
from tests.services.support import closed_by_ew, closed_by_ns, sheet
from tests.ui.conftest import make_window
from tests.ui.test_standings_groups import column, page_of, tree_rows


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    QSettings().setValue("language", "de")
    installed = install_translators(qapp, "de")
    yield
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


def first_place(rows: list[tuple[str, list[list[str]]]]) -> list[str]:
    return [prize[1] for _section, prizes in rows for prize in prizes if prize[0] == "1. Platz"]


def test_mid_round_the_prizes_follow_the_standings_beside_them(
    german: None, qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    make_next_round(database, tournament_id, None)
    scores.save_table_deals(database, tournament_id, 1, 1, sheet(closed_by_ew()), who="Tisch 1")
    window = make_window(qtbot, db_path)
    window.show_page(3)
    page = page_of(window)
    page.prizes_action.setChecked(True)

    # Round 1 under way: the standings are before it (everyone at 0), so no prize is given yet.
    assert page.after_round.currentText() == "0 (vor Runde 1)"
    assert first_place(tree_rows(page)) == []
    assert page.prizes.heading.text() == (
        "Die Rangliste ist vor Runde 1: Preise gibt es nach einer Runde („Live“ ankreuzen, um sie mit den "
        "abgegebenen Berichten zu sehen)."
    )
    # Live: the standings and the prizes both count the sheets in.
    page.live.setChecked(True)
    assert first_place(tree_rows(page)) == [column(page, StandingsTableModel.PAIR)[0]]

    # Round 2 under way: the standings after round 1, and the prizes after round 1.
    for table in (2, 3):
        scores.save_table_deals(database, tournament_id, 1, table, sheet(closed_by_ns()), who="Tisch")
    make_next_round(database, tournament_id, None)
    scores.save_table_deals(database, tournament_id, 2, 1, sheet(closed_by_ew()), who="Tisch 1")
    assert window.context is not None
    window.context.notify_changed()
    page.live.setChecked(False)
    qtbot.waitUntil(lambda: page.chosen_after_round() == 1)
    assert first_place(tree_rows(page)) == [column(page, StandingsTableModel.PAIR)[0]]
    assert page.prizes.heading.text().startswith("Preise nach Runde 1")
