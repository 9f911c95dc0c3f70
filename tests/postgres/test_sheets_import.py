"""A round's sheets imported on PostgreSQL: all or none in one transaction, as on SQLite."""

from __future__ import annotations

import pytest

from burraco_tourney.io.sheets_file import RoundSheets, TableSheet
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import rounds, scores, standings
from burraco_tourney.services.sheets_import import SheetsImportRefusedError, import_sheets
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, sheet, with_round

pytestmark = pytest.mark.postgres


def test_a_round_s_sheets_all_or_none_on_postgresql(pg_db: Database) -> None:
    db = pg_db
    tournament_id = new_tournament(db, 8)
    with_round(db, tournament_id, ((1, 1, 2), (2, 3, 4), (3, 5, 6), (4, 7, 8)))
    good = [TableSheet(t, sheet(closed_by_ns(ns_cards=100 + 5 * t))) for t in (1, 2, 3)]
    bad = TableSheet(4, sheet(closed_by_ew(ew_cards=233)))
    with pytest.raises(SheetsImportRefusedError) as refused:
        import_sheets(db, tournament_id, RoundSheets(1, (*good, bad)))
    assert [problem.json_path for problem in refused.value.problems] == ["tables[3].deals[0].ew.cards"]
    assert not any(table.entered for table in rounds.get_round(db, tournament_id, 1).tables)
    done = import_sheets(db, tournament_id, RoundSheets(1, (*good, TableSheet(4, totals=(900, 300)))))
    assert done.saved == (1, 2, 3, 4)
    assert scores.get_table(db, tournament_id, 1, 4).table.totals == (900, 300)
    assert standings.take_standings(db, tournament_id).checks.mp_diff_total == 0
