"""Registering, editing, late entries and withdrawals of pairs."""

from __future__ import annotations

import random

import pytest

from burraco_tourney.domain.tournament import Movement, PairStatus, Player
from burraco_tourney.persistence.db import Database, DatabaseConflictError
from burraco_tourney.services import audit, pairs, rounds, scores, tournaments
from burraco_tourney.services.errors import NotFoundError, RuleError
from burraco_tourney.services.standings import take_standings
from tests.services.support import closed_by_ns, new_tournament, players, settings, sheet, with_round


def test_pairs_get_the_next_free_number_and_a_lots_draw_made_once(db: Database) -> None:
    tournament_id = tournaments.create_tournament(db, settings()).id
    first = pairs.register_pair(db, tournament_id, players(1), rng=random.Random(7))
    third = pairs.register_pair(db, tournament_id, players(3), number=3)
    second = pairs.register_pair(db, tournament_id, players(2))
    fourth = pairs.register_pair(db, tournament_id, players(4), group="B")
    assert [p.number for p in (first, third, second, fourth)] == [1, 3, 2, 4]
    assert fourth.group == "B"
    lots = tournaments.load_tournament(db, tournament_id).lots
    assert sorted(lots) == [1, 2, 3, 4]
    assert len(set(lots.values())) == 4
    assert lots[1] == random.Random(7).randrange(1, 1_000_000_000)

    pairs.edit_pair(db, tournament_id, 2, (Player("Nuovo Nome"), players(2)[1]), None)
    assert tournaments.load_tournament(db, tournament_id).lots == lots  # drawn once, kept


def test_a_number_already_taken_or_a_nameless_player_is_refused(db: Database) -> None:
    tournament_id = new_tournament(db, 2)
    with pytest.raises(RuleError, match="Pair number 2 is already taken"):
        pairs.register_pair(db, tournament_id, players(3), number=2)
    with pytest.raises(RuleError, match="Player 2, name: This cannot be empty"):
        pairs.register_pair(db, tournament_id, (Player("Anna"), Player("  ")))
    with pytest.raises(RuleError, match="Player 1, name: Too long: 81 characters, at most 80 fit"):
        pairs.register_pair(db, tournament_id, (Player("A" * 81), Player("B")))
    with pytest.raises(RuleError, match="Group: Too long: 21 characters, at most 20 fit"):
        pairs.register_pair(db, tournament_id, players(3), group="G" * 21)
    assert len(pairs.list_pairs(db, tournament_id)) == 2


def test_after_the_first_round_a_new_pair_is_a_late_entry(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with pytest.raises(RuleError, match="No round has been made yet"):
        pairs.late_entry(db, tournament_id, players(5))
    with_round(db, tournament_id)
    with pytest.raises(RuleError, match="Round 1 is already made: enter the pair as a late entry"):
        pairs.register_pair(db, tournament_id, players(5))
    late = pairs.late_entry(db, tournament_id, players(5), who="Direttore")
    assert (late.number, late.entry_round) == (5, 2)
    rounds.store_round(db, tournament_id, 2, Movement.MITCHELL, [(1, 1, 5), (2, 2, 3)], [4])
    assert audit.audit_log(db, tournament_id)[1].action == "late entry"


def test_the_round_check_for_late_entries_uses_the_right_round(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    pairs.late_entry(db, tournament_id, players(5))
    with pytest.raises(RuleError, match="Playing in round 2 but neither seated nor on a bye: pairs 5"):
        rounds.store_round(db, tournament_id, 2, Movement.MITCHELL, [(1, 1, 2), (2, 3, 4)])


def test_editing_a_pair_changes_names_and_group_and_is_audited(db: Database) -> None:
    tournament_id = new_tournament(db, 2)
    edited = pairs.edit_pair(
        db,
        tournament_id,
        1,
        (Player("Anna D'Alessandro", "Circolo Ω", "RM9"), Player("Łukasz Müller")),
        "A",
        who="Segreteria",
    )
    assert edited.players[1].name == "Łukasz Müller"
    assert pairs.list_pairs(db, tournament_id)[0] == edited
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.what, entry.who) == ("edit pair", "pair 1", "Segreteria")
    assert entry.old["players"][1]["name"] == "Bruno Bianchi"
    assert entry.new["players"][1]["name"] == "Łukasz Müller"
    assert entry.new["group"] == "A"


def test_editing_a_missing_pair_is_not_found(db: Database) -> None:
    tournament_id = new_tournament(db, 2)
    with pytest.raises(NotFoundError, match="no pair 9"):
        pairs.edit_pair(db, tournament_id, 9, players(1), None)


def test_a_withdrawn_pair_keeps_its_results_and_leaves_later_rounds(db: Database) -> None:
    tournament_id = new_tournament(db, 5)
    with_round(db, tournament_id, byes=(5,))
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    with_round(db, tournament_id, ((1, 1, 3), (2, 2, 5)), byes=(4,), number=2)
    with pytest.raises(RuleError, match="Pair 1 is placed in round 2: withdraw it after round 2 or later"):
        pairs.withdraw_pair(db, tournament_id, 1, 1)
    withdrawn = pairs.withdraw_pair(db, tournament_id, 1, 2, reason="malore", who="Arbitro")
    assert (withdrawn.status, withdrawn.withdrawn_after_round) == (PairStatus.WITHDRAWN, 2)
    with pytest.raises(RuleError, match="Pair 1 withdrew after round 2, so it cannot play round 3"):
        rounds.store_round(db, tournament_id, 3, Movement.MITCHELL, [(1, 1, 2), (2, 3, 4)], [5])
    rounds.store_round(db, tournament_id, 3, Movement.MITCHELL, [(1, 2, 4), (2, 3, 5)])
    row = next(r for r in take_standings(db, tournament_id).rows if r.pair == 1)
    assert (row.status, row.mp) == (PairStatus.WITHDRAWN, 530)
    assert audit.audit_log(db, tournament_id)[1].reason == "malore"

    reinstated = pairs.reinstate_pair(db, tournament_id, 1)
    assert reinstated.status is PairStatus.ACTIVE
    with pytest.raises(RuleError, match="has not withdrawn"):
        pairs.reinstate_pair(db, tournament_id, 1)


def test_a_late_entry_cannot_withdraw_before_it_joins(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    pairs.late_entry(db, tournament_id, players(5))
    with pytest.raises(RuleError, match="can withdraw after round 1 at the earliest"):
        pairs.withdraw_pair(db, tournament_id, 5, 0)
    assert pairs.withdraw_pair(db, tournament_id, 5, 1).withdrawn_after_round == 1


def test_a_clash_caught_by_the_database_itself_is_a_clear_error_and_saves_nothing(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What another station's simultaneous registration would cause on a server database: the same lots
    draw twice (the services draw around the draws they see, so here the draw is forced)."""
    tournament_id = tournaments.create_tournament(db, settings()).id
    monkeypatch.setattr(pairs, "draw_lots", lambda rng, taken: 777)
    pairs.register_pair(db, tournament_id, players(1))
    with pytest.raises(DatabaseConflictError, match=r"clashes with one saved meanwhile.*Nothing was saved"):
        pairs.register_pair(db, tournament_id, players(2))
    assert [p.number for p in pairs.list_pairs(db, tournament_id)] == [1]
    assert [e.action for e in audit.audit_log(db, tournament_id)] == ["register pair", "create tournament"]


def test_an_edit_from_a_stale_read_is_refused_and_the_newer_correction_stays(db: Database) -> None:
    tournament_id = new_tournament(db, 3)
    seen = pairs.list_pairs(db, tournament_id)[2]  # what two dialogs (or stations) show
    first, _second = seen.players
    corrected = pairs.edit_pair(
        db, tournament_id, 3, (first, Player("Carla D'Alessandro")), "B", expected=seen
    )
    with pytest.raises(pairs.StalePairError, match="Pair 3 was changed meanwhile") as refused:
        pairs.edit_pair(db, tournament_id, 3, seen.players, seen.group, expected=seen)
    assert "Carla D'Alessandro (group B). Nothing was saved." in str(refused.value)
    assert refused.value.current == corrected
    assert pairs.list_pairs(db, tournament_id)[2] == corrected
    assert [e.action for e in audit.audit_log(db, tournament_id)].count("edit pair") == 1
    # Saving what is already stored is no change, so no conflict either.
    assert pairs.edit_pair(db, tournament_id, 3, corrected.players, "B", expected=seen) == corrected
