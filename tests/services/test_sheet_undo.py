"""Taking back a table's first sheet and a registration, as undo does: audited, refused when unsafe."""

from __future__ import annotations

import pytest

from burraco_tourney.domain.tournament import Movement, Player
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import adjustments, audit, pairs, scores, sheet_undo
from burraco_tourney.services.errors import NotFoundError, RuleError, StaleTableError
from burraco_tourney.services.standings import take_standings
from burraco_tourney.services.tournaments import load_tournament
from tests.services.support import closed_by_ns, new_tournament, players, sheet, with_round


@pytest.fixture
def tournament_id(db: Database) -> int:
    created = new_tournament(db, 4)
    with_round(db, created)
    return created


def test_taking_back_a_first_sheet_leaves_the_table_waiting(db: Database, tournament_id: int) -> None:
    saved = scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    taken = sheet_undo.delete_table_deals(
        db, tournament_id, 1, 1, reason="undo", expected_version=saved.version, who="Direttore"
    )
    assert taken.table.deals == ()
    assert taken.version == saved.version + 1
    assert scores.get_table(db, tournament_id, 1, 1).table.deals == ()
    assert {row.pair: row.rounds for row in take_standings(db, tournament_id).rows} == {
        1: 0,
        2: 0,
        3: 0,
        4: 0,
    }
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.what, entry.who, entry.reason, entry.new) == (
        "delete deals",
        "round 1 table 1",
        "Direttore",
        "undo",
        None,
    )
    assert len(entry.old) == 3 and entry.old[0]["ns"]["closed"] is True
    # The sheet can be saved again as a first save (no reason needed).
    again = scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    assert again.table.deals == saved.table.deals


def test_taking_back_refuses_a_stale_copy_an_empty_table_and_no_reason(
    db: Database, tournament_id: int
) -> None:
    saved = scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    with pytest.raises(StaleTableError):
        sheet_undo.delete_table_deals(
            db, tournament_id, 1, 1, reason="undo", expected_version=saved.version - 1
        )
    with pytest.raises(RuleError, match="reason"):
        sheet_undo.delete_table_deals(db, tournament_id, 1, 1, reason=" ")
    with pytest.raises(RuleError, match="nothing to take back"):
        sheet_undo.delete_table_deals(db, tournament_id, 1, 2, reason="undo")
    with pytest.raises(NotFoundError):
        sheet_undo.delete_table_deals(db, tournament_id, 1, 9, reason="undo")
    assert scores.get_table(db, tournament_id, 1, 1).table.deals == saved.table.deals


def test_a_registration_taken_back_and_put_back_is_exactly_the_same(db: Database) -> None:
    tournament_id = new_tournament(db, 2)
    pair = pairs.register_pair(db, tournament_id, players(3), group="B", number=7)
    before = load_tournament(db, tournament_id)
    removed = sheet_undo.remove_pair(db, tournament_id, 7, reason="undo")
    assert removed.pair == pair
    assert [p.number for p in pairs.list_pairs(db, tournament_id)] == [1, 2]
    assert audit.audit_log(db, tournament_id)[0].action == "remove pair"
    restored = sheet_undo.restore_pair(db, tournament_id, removed, reason="redo")
    assert restored == pair
    after = load_tournament(db, tournament_id)
    assert after.pairs == before.pairs
    assert after.lots == before.lots
    assert audit.audit_log(db, tournament_id)[0].action == "restore pair"


def test_a_late_entry_comes_back_with_its_entry_round(db: Database, tournament_id: int) -> None:
    late = pairs.late_entry(db, tournament_id, (Player("Sara Monti"), Player("Ugo Riva")))
    removed = sheet_undo.remove_pair(db, tournament_id, late.number, reason="undo")
    assert sheet_undo.restore_pair(db, tournament_id, removed, reason="redo").entry_round == 2


def test_a_pair_with_a_part_in_the_tournament_cannot_be_taken_back(db: Database, tournament_id: int) -> None:
    with pytest.raises(RuleError, match="placed in round 1"):
        sheet_undo.remove_pair(db, tournament_id, 1, reason="undo")
    late = pairs.late_entry(db, tournament_id, players(5))
    adjustments.add_adjustment(db, tournament_id, late.number, 1, vp=1, reason="fair play")
    with pytest.raises(RuleError, match="adjustments"):
        sheet_undo.remove_pair(db, tournament_id, late.number, reason="undo")
    with_round(db, tournament_id, ((1, 1, 2), (2, 3, 4)), byes=(late.number,), number=2)
    with pytest.raises(RuleError, match="placed in round 2"):
        sheet_undo.remove_pair(db, tournament_id, late.number, reason="undo")


def test_a_pair_cannot_come_back_over_a_number_taken_meanwhile(db: Database) -> None:
    tournament_id = new_tournament(db, 2)
    pairs.register_pair(db, tournament_id, players(3), number=3)
    removed = sheet_undo.remove_pair(db, tournament_id, 3, reason="undo")
    pairs.register_pair(db, tournament_id, players(4), number=3)
    with pytest.raises(RuleError, match="taken"):
        sheet_undo.restore_pair(db, tournament_id, removed, reason="redo")
    with pytest.raises(RuleError, match="reason"):
        sheet_undo.remove_pair(db, tournament_id, 3, reason="")


def test_later_standings_pairings_are_reported(db: Database, tournament_id: int) -> None:
    saved = scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    with_round(db, tournament_id, ((1, 1, 3), (2, 2, 4)), movement=Movement.DANISH, number=2)
    taken = sheet_undo.delete_table_deals(
        db, tournament_id, 1, 1, reason="undo", expected_version=saved.version
    )
    assert taken.later_pairings == (2,)
