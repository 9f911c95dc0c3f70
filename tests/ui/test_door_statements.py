"""What one sheet saved through the window's door costs the database: the service's own statements, in its
one transaction, and no second look at the revision the save already returned."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot
from sqlalchemy import event

from burraco_tourney.persistence.db import Database
from burraco_tourney.services import scores
from burraco_tourney.services.pairing import make_next_round
from burraco_tourney.ui.context import Changes
from tests.services.support import closed_by_ns, sheet
from tests.ui.conftest import make_window


def test_a_sheet_saved_through_the_door_costs_one_transaction(
    qtbot: QtBot, db_path: Path, database: Database, tournament_id: int
) -> None:
    make_next_round(database, tournament_id, None)
    window = make_window(qtbot, db_path)
    context = window.context
    assert context is not None
    context.watch.stop()  # the window's look for other stations' changes is not the save's
    context.tournament()  # the copy held, as when the window has shown a page
    engine = context.db.engine
    statements: list[str] = []
    transactions: list[object] = []

    def counted(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        statements.append(statement)

    def began(_conn: Any) -> None:
        transactions.append(_conn)

    event.listen(engine, "before_cursor_execute", counted)
    event.listen(engine, "begin", began)
    try:
        saved = context.run(
            lambda: scores.save_table_deals(context.db, tournament_id, 1, 1, sheet(closed_by_ns())),
            Changes.table(1, 1),
        )
    finally:
        event.remove(engine, "before_cursor_execute", counted)
        event.remove(engine, "begin", began)
    assert saved is not None
    assert len(statements) <= 10, "\n".join(statements)
    assert len(transactions) == 1, "\n".join(statements)
    assert context.revision == saved.revision
