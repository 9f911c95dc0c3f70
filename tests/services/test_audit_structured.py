"""The audit log as data (issue 14) and the station on every audited action (issue 15): each entry names its
action by code and what it changed by number (round, table, deal, pair); the station's name given once to the
Database is recorded for pairs, rounds, adjustments, settings, clock, sheets and undo alike."""

from __future__ import annotations

import getpass
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from burraco_tourney.domain.scoring import Deal
from burraco_tourney.domain.tournament import Movement, Player
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import adjustments, audit, clock, pairs, rounds, scores, sheet_undo, tournaments
from burraco_tourney.services.errors import (
    DealsRejectedError,
    RuleError,
    StaleTableError,
    WarningsNotConfirmedError,
)
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, sheet, with_round

STATION = "Tavolo giurìa – Łukasz"


def test_every_kind_of_action_records_the_station_the_database_was_given(db: Database) -> None:
    tournament_id = new_tournament(db, 6)
    db.set_station(STATION)
    first = audit.audit_log(db, tournament_id)[0].id
    now = datetime(2026, 12, 20, 20, 0, tzinfo=UTC)

    pairs.register_pair(db, tournament_id, (Player("Anna D'Alessandro"), Player("Jürgen Müller")))
    pairs.edit_pair(
        db, tournament_id, 7, (Player("Anna D'Alessandro"), Player("Jürgen Müller-Lüdenscheidt")), None
    )
    removed = sheet_undo.remove_pair(db, tournament_id, 7, reason="registrata per errore")
    sheet_undo.restore_pair(db, tournament_id, removed, reason="annullato")
    rounds.store_round(db, tournament_id, 1, Movement.MITCHELL, ((1, 1, 2), (2, 3, 4), (3, 5, 6)), (7,))
    rounds.swap_pairs(db, tournament_id, 1, 1, 3)
    rounds.swap_tables(db, tournament_id, 1, 1, 2)
    clock.start_round_clock(db, tournament_id, 1, now=now)
    clock.pause_clock(db, tournament_id, 1, now=now + timedelta(minutes=5))
    clock.resume_clock(db, tournament_id, 1, now=now + timedelta(minutes=6))
    clock.give_table_extra_time(db, tournament_id, 1, 2, 3, now=now + timedelta(minutes=7))
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    scores.correct_deal(db, tournament_id, 1, 1, 2, closed_by_ew(), reason="ricontato")
    scores.save_table_totals(db, tournament_id, 1, 2, 1620, 360)
    scores.set_artificial_result(db, tournament_id, 1, 3, 12, 8, reason="tavolo non giocato")
    scores.clear_artificial_result(db, tournament_id, 1, 3, reason="giocato dopo")
    sheet_undo.delete_table_deals(db, tournament_id, 1, 2, reason="annulla")
    scores.clear_table_deals(db, tournament_id, 1, 1, reason="tavolo sbagliato")
    stored = adjustments.add_adjustment(db, tournament_id, 4, 1, vp=-2, reason="ritardo")
    adjustments.remove_adjustment(db, tournament_id, stored.id, reason="revocata")
    pairs.withdraw_pair(db, tournament_id, 6, 1, reason="malore")
    pairs.reinstate_pair(db, tournament_id, 6, reason="rientrata")
    current = tournaments.load_tournament(db, tournament_id).settings
    tournaments.change_settings(db, tournament_id, replace(current, venue="Circolo Ü"))
    clock.finish_clock(db, tournament_id, 1, now=now + timedelta(minutes=50))
    rounds.delete_last_round(db, tournament_id, reason="rifatto")

    done = [entry for entry in audit.audit_log(db, tournament_id) if entry.id > first]
    assert {entry.action for entry in done} >= {
        "register pair", "edit pair", "remove pair", "restore pair", "store round", "swap pairs",
        "swap tables", "start clock", "pause clock", "resume clock", "table extra time", "save deals",
        "correct deal",
        "set artificial result", "clear artificial result", "delete deals", "clear deals", "add adjustment",
        "remove adjustment", "withdraw pair", "reinstate pair", "change settings", "finish clock",
        "delete round",
    }  # fmt: skip
    assert {entry.who for entry in done} == {STATION}
    assert all(entry.station == STATION for entry in done)
    # A name given to the service still wins; without any, the computer's user name.
    pairs.register_pair(db, tournament_id, (Player("A"), Player("B")), who="Segreteria")
    assert audit.audit_log(db, tournament_id)[0].who == "Segreteria"
    db.set_station("  ")
    pairs.register_pair(db, tournament_id, (Player("C"), Player("D")))
    assert audit.audit_log(db, tournament_id)[0].who == getpass.getuser()


def test_entries_name_what_they_changed_by_number(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    scores.save_table_deals(
        db, tournament_id, 1, 2, sheet(closed_by_ns(), closed_by_ns()), who="Zoë"
    )  # deal 3 follows a played deal
    scores.correct_deal(db, tournament_id, 1, 2, 3, closed_by_ew(), reason="ricontato", who="Zoë")
    adjustments.add_adjustment(db, tournament_id, 3, 1, mp=-50, reason="penalità", who="Zoë")
    log = audit.audit_log(db, tournament_id)
    adjustment, correction, saved = log[:3]
    assert (correction.action, correction.round, correction.table, correction.deal, correction.pair) == (
        "correct deal",
        1,
        2,
        3,
        None,
    )
    assert (saved.round, saved.table, saved.deal) == (1, 2, None)
    assert (adjustment.pair, adjustment.round, adjustment.table) == (3, 1, None)
    assert log[-1].action == "create tournament" and log[-1].round is None
    # The English text is made from the numbers, for logs; nothing is read back out of it.
    assert (correction.what, adjustment.what) == ("round 1 table 2 deal 3", "pair 3 after round 1")


def test_a_table_entered_by_its_totals_is_saved_corrected_and_cleared_as_a_sheet(db: Database) -> None:
    tournament_id = new_tournament(db, 4, deals_per_round=3)
    with_round(db, tournament_id)
    with pytest.raises(DealsRejectedError) as refused:
        scores.save_table_totals(db, tournament_id, 1, 1, 1622, 9245)
    assert [(p.code, p.path) for p in refused.value.problems] == [
        ("table.totals_not_multiple_of_5", ("rounds", 0, "tables", 0, "ns", "total")),
        ("table.totals_beyond_deck", ("rounds", 0, "tables", 0, "ew", "total")),
    ]
    with pytest.raises(WarningsNotConfirmedError):
        scores.save_table_totals(db, tournament_id, 1, 1, 6500, 0)
    saved = scores.save_table_totals(db, tournament_id, 1, 1, 1620, 360)
    assert (saved.table.totals, saved.table.deals, saved.version) == ((1620, 360), (), 1)
    assert scores.get_table(db, tournament_id, 1, 1).table.totals == (1620, 360)
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.old, entry.new) == ("save deals", None, {"totals": [1620, 360]})

    with pytest.raises(RuleError, match="reason"):
        scores.save_table_totals(db, tournament_id, 1, 1, 1600, 380)
    with pytest.raises(StaleTableError):
        scores.save_table_totals(db, tournament_id, 1, 1, 1600, 380, reason="x", expected_version=0)
    # Corrected deal by deal: the totals go, the deals come, the audit log keeps both.
    by_deal = sheet(Deal.of_totals(540, 120), Deal.of_totals(-35, 910), Deal.of_totals(400, 400))
    corrected = scores.save_table_deals(db, tournament_id, 1, 1, by_deal, reason="trovato il foglio")
    assert (corrected.table.totals, corrected.table.deals) == (None, by_deal)
    entry = audit.audit_log(db, tournament_id)[0]
    assert entry.action == "correct deals"
    assert entry.old == {"totals": [1620, 360]}
    assert entry.new[0] == {"end": "totals", "ns_total": 540, "ew_total": 120}
    back = scores.save_table_totals(db, tournament_id, 1, 1, 905, 1430, reason="di nuovo per totale")
    assert (back.table.totals, back.table.deals) == ((905, 1430), ())
    cleared = scores.clear_table_deals(db, tournament_id, 1, 1, reason="tavolo sbagliato")
    assert not cleared.table.entered
    assert audit.audit_log(db, tournament_id)[0].old == {"totals": [905, 1430]}


def test_a_table_entered_by_its_totals_is_a_result_for_the_round_and_the_settings(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    scores.save_table_totals(db, tournament_id, 1, 2, 1620, 360)
    # The seating cannot change under a result, and deleting the round shows the sheet first.
    with pytest.raises(RuleError) as refused:
        rounds.swap_tables(db, tournament_id, 1, 1, 2)
    assert refused.value.problem.code == "round.seating_has_results"
    with pytest.raises(RuleError) as refused:
        rounds.delete_last_round(db, tournament_id, reason="rifatto")
    assert (refused.value.problem.code, refused.value.problem.values["tables"]) == (
        "round.delete_sheet_saved",
        [2],
    )
    rounds.delete_last_round(db, tournament_id, sheets=[2], reason="rifatto")
    deleted = audit.audit_log(db, tournament_id)[0]
    assert deleted.old["sheets"] == [{"table": 2, "deals": [], "totals": [1620, 360], "artificial": None}]


def test_another_stations_sheet_by_totals_reaches_the_live_copy_with_its_totals(db: Database) -> None:
    from burraco_tourney.services import live

    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    revision = live.stored_revision(db, tournament_id)
    scores.save_table_totals(db, tournament_id, 1, 2, 1620, 360, who="Tavolo 2")
    delta = live.changes_since(db, tournament_id, revision)
    assert delta.tables[(1, 2)].totals == (1620, 360)
