"""What a score sheet's save costs the database: one transaction of at most 10 statements (issue 15).

A scoring room saves a sheet every few seconds, on a server database too, where each statement is a round
trip; the window's save must not become dozens of them. The statements are counted as the driver runs them
(SQLAlchemy's `before_cursor_execute`, BEGIN included) and the transactions by the engine's `begin` events.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from decimal import Decimal
from typing import Any

from sqlalchemy import event

from burraco_tourney.domain.tournament import Movement, Table
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import audit, scores
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, sheet, with_round

MOST_STATEMENTS = 10


class Counted:
    def __init__(self) -> None:
        self.statements: list[str] = []
        self.transactions = 0


@contextmanager
def counting(db: Database) -> Iterator[Counted]:
    counted = Counted()

    def statement(_conn: Any, _cursor: Any, text: str, *_args: Any) -> None:
        counted.statements.append(text)

    def begin(_conn: Any) -> None:
        counted.transactions += 1

    event.listen(db.engine, "before_cursor_execute", statement)
    event.listen(db.engine, "begin", begin)
    try:
        yield counted
    finally:
        event.remove(db.engine, "before_cursor_execute", statement)
        event.remove(db.engine, "begin", begin)


def _cost(db: Database, action: Callable[[], scores.TableSave]) -> tuple[scores.TableSave, Counted]:
    with counting(db) as counted:
        saved = action()
    return saved, counted


def _event(db: Database) -> int:
    """Six pairs; round 1 (Mitchell) and round 2 (Danish, paired on round 1's standings) are made."""
    created = new_tournament(db, 6)
    with_round(db, created, ((1, 1, 2), (2, 3, 4), (3, 5, 6)))
    with_round(db, created, ((1, 1, 3), (2, 2, 5), (3, 4, 6)), movement=Movement.DANISH, number=2)
    return created


def _within_budget(counted: Counted) -> None:
    assert counted.transactions == 1, counted.statements
    assert len(counted.statements) <= MOST_STATEMENTS, "\n".join(counted.statements)
    # The tournament's row is read once (and locked there), never again for its revision or settings.
    reads = [s for s in counted.statements if s.lstrip().upper().startswith("SELECT TOURNAMENTS")]
    assert len(reads) == 1, "\n".join(counted.statements)


def test_a_first_save_and_a_correction_are_one_short_transaction_each(db: Database) -> None:
    tid = _event(db)
    saved, counted = _cost(
        db,
        lambda: scores.save_table_deals(db, tid, 1, 2, sheet(closed_by_ns()), expected_version=0, who="T2"),
    )
    _within_budget(counted)
    assert saved.table == Table(2, 3, 4, sheet(closed_by_ns()))
    assert (saved.round, saved.version, saved.later_pairings) == (1, 1, (2,))

    corrected, counted = _cost(
        db,
        lambda: scores.save_table_deals(
            db, tid, 1, 2, sheet(closed_by_ew()), expected_version=1, reason="NS e EO scambiati", who="T2"
        ),
    )
    _within_budget(counted)
    assert corrected.table == Table(2, 3, 4, sheet(closed_by_ew()))
    assert (corrected.version, corrected.later_pairings, corrected.revision) == (2, (2,), saved.revision + 1)
    # Nothing was left out to save statements: the stored table and the audit log say what was saved.
    stored = scores.get_table(db, tid, 1, 2)
    assert (stored.table, stored.version) == (corrected.table, 2)
    entry = audit.audit_log(db, tid, limit=1)[0]
    assert (entry.action, entry.who, entry.reason) == ("correct deals", "T2", "NS e EO scambiati")
    assert entry.old[0]["ns"]["cards"] == 230 and entry.new[0]["ew"]["cards"] == 230


def test_correcting_one_deal_and_artificial_results_stay_within_the_budget(db: Database) -> None:
    tid = _event(db)
    scores.save_table_deals(db, tid, 2, 3, sheet(closed_by_ns()), who="T3")
    corrected, counted = _cost(
        db,
        lambda: scores.correct_deal(
            db, tid, 2, 3, 2, closed_by_ew(), reason="smazzata 2 sbagliata", expected_version=1
        ),
    )
    _within_budget(counted)
    assert corrected.table == Table(3, 4, 6, (closed_by_ns(), closed_by_ew(), sheet()[0]))
    assert corrected.later_pairings == ()

    artificial, counted = _cost(
        db,
        lambda: scores.set_artificial_result(
            db, tid, 2, 3, Decimal(12), Decimal(8), reason="tavolo arrivato tardi", expected_version=2
        ),
    )
    _within_budget(counted)
    assert artificial.table.vp_override == (12, 8)
    assert artificial.table.deals == corrected.table.deals

    cleared, counted = _cost(
        db, lambda: scores.clear_artificial_result(db, tid, 2, 3, reason="errore", expected_version=3)
    )
    _within_budget(counted)
    assert cleared.table == corrected.table

    emptied, counted = _cost(
        db, lambda: scores.clear_table_deals(db, tid, 2, 3, reason="foglio sbagliato", expected_version=4)
    )
    _within_budget(counted)
    assert emptied.table == Table(3, 4, 6)
    assert scores.get_table(db, tid, 2, 3).version == 5
