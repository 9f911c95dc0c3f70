"""Saving score sheets, correcting deals, artificial results: checks, transactions, audit, later pairings."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine, Severity
from burraco_tourney.domain.tournament import Movement
from burraco_tourney.io.problem_texts import describe_error
from burraco_tourney.persistence.db import Database, DatabaseLockedError, open_database
from burraco_tourney.services import audit, scores
from burraco_tourney.services.errors import (
    DealsRejectedError,
    NotFoundError,
    RuleError,
    StaleTableError,
    WarningsNotConfirmedError,
)
from burraco_tourney.services.standings import take_standings
from tests.databases import new_database
from tests.services.support import (
    closed_by_ew,
    closed_by_ns,
    new_tournament,
    not_played,
    sheet,
    with_round,
)


@pytest.fixture
def tournament_id(db: Database) -> int:
    """Four pairs, round 1 seated: table 1 is 1 (NS) v 2 (EW), table 2 is 3 v 4."""
    created = new_tournament(db, 4)
    with_round(db, created)
    return created


def _vp(db: Database, tournament_id: int) -> dict[int, Decimal]:
    return {row.pair: row.vp for row in take_standings(db, tournament_id).rows}


def test_a_saved_sheet_counts_in_the_standings(db: Database, tournament_id: int) -> None:
    saved = scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()), who="Tavolo 1")
    assert saved.version == 1
    assert saved.table.deals == sheet(closed_by_ns())
    assert saved.warnings == ()
    assert saved.later_pairings == ()
    # NS 200 + 100 + 230 = 530, EW 100 + 85 = 185: a difference of 345 is 13–7 on the 3-deal table.
    assert _vp(db, tournament_id) == {1: 13, 2: 7, 3: 0, 4: 0}
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.what, entry.who, entry.old) == (
        "save deals",
        "round 1 table 1",
        "Tavolo 1",
        None,
    )
    assert entry.new[0]["ns"]["cards"] == 230


def test_blocking_errors_refuse_the_save_and_list_every_one(db: Database, tournament_id: int) -> None:
    both_closed = Deal(
        DealEnd.CLOSED, DealLine(clean=1, closed=True, cards=100), DealLine(clean=1, closed=True, cards=50)
    )
    odd_cards = closed_by_ns(ns_cards=233)
    with pytest.raises(DealsRejectedError) as refused:
        scores.save_table_deals(db, tournament_id, 1, 1, [both_closed, odd_cards, not_played()])
    found = {(p.deal, p.field, p.code) for p in refused.value.problems}
    assert (0, "ns.closed", "deal.both_lines_closed") in found
    assert (1, "ns.cards", "deal.cards_not_multiple_of_5") in found
    assert all(p.severity is Severity.BLOCKING for p in refused.value.problems)
    message = str(refused.value)
    assert "Round 1, table 1, deal 2, NS card points: " in message
    assert "233" in message
    state = scores.get_table(db, tournament_id, 1, 1)
    assert (state.table.deals, state.version) == ((), 0)
    assert next(e.action for e in audit.audit_log(db, tournament_id)) == "store round"


def test_warnings_need_confirmation(db: Database, tournament_id: int) -> None:
    thin = Deal(DealEnd.CLOSED, DealLine(clean=2, closed=True, cards=40), DealLine(cards=20))
    with pytest.raises(WarningsNotConfirmedError) as asked:
        scores.save_table_deals(db, tournament_id, 1, 2, sheet(thin))
    assert [(w.deal, w.field, w.code) for w in asked.value.warnings] == [
        (0, "ns.cards", "deal.cards_low_for_burracos")
    ]
    assert str(asked.value).startswith("Round 1, table 2, deal 1, NS card points: ")
    assert scores.get_table(db, tournament_id, 1, 2).table.deals == ()
    saved = scores.save_table_deals(db, tournament_id, 1, 2, sheet(thin), confirm_warnings=True)
    assert [w.code for w in saved.warnings] == ["deal.cards_low_for_burracos"]
    assert saved.table.deals == sheet(thin)


def test_a_sheet_must_have_the_rounds_number_of_deals(db: Database, tournament_id: int) -> None:
    with pytest.raises(RuleError, match="a round has 3 deals, but 2 were given"):
        scores.save_table_deals(db, tournament_id, 1, 1, [closed_by_ns(), closed_by_ew()])


def test_saving_a_table_again_is_a_correction_that_needs_a_reason(db: Database, tournament_id: int) -> None:
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    with pytest.raises(
        RuleError, match="already has its deals: changing them is a correction and needs a reason"
    ):
        scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ew()))
    with pytest.raises(RuleError, match="the same as those saved"):
        scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()), reason="ricontrollo")
    saved = scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ew()), reason="linee invertite")
    assert saved.version == 2
    assert _vp(db, tournament_id)[2] == 13
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.reason) == ("correct deals", "linee invertite")
    assert entry.old[0]["ns"]["closed"] is True
    assert entry.new[0]["ew"]["closed"] is True


def test_a_save_on_a_stale_copy_is_refused(db: Database, tournament_id: int) -> None:
    first = scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()), expected_version=0)
    with pytest.raises(StaleTableError, match="saved elsewhere meanwhile") as refused:
        scores.save_table_deals(
            db, tournament_id, 1, 1, sheet(closed_by_ew()), reason="x", expected_version=first.version - 1
        )
    assert scores.get_table(db, tournament_id, 1, 1).table.deals == sheet(closed_by_ns())
    # What the other station saved, in the director's language: who, the versions, each deal and the total.
    italian = describe_error(refused.value, "it").splitlines()
    assert italian[0].startswith("Turno 1, tavolo 1: è stato salvato nel frattempo da ")
    assert "(versione 1, questa copia è la versione 0)" in italian[0]
    assert italian[1] == "Turno 1, tavolo 1, smazzata 1: salvato là: NS 530, EO 185."
    assert italian[3] == "Turno 1, tavolo 1, smazzata 3: salvato là: non giocata."
    assert italian[-1] == "Turno 1, tavolo 1: salvato là in totale: NS 530 MP, EO 185 MP."
    assert (refused.value.version, refused.value.table) == (1, first.table)


def test_a_failing_save_leaves_nothing_behind(
    db: Database, tournament_id: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_audit(*args: object, **kwargs: object) -> int:
        raise RuntimeError("disk unplugged after the deals were written")

    monkeypatch.setattr(scores, "record", broken_audit)
    with pytest.raises(RuntimeError):
        scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    monkeypatch.undo()
    state = scores.get_table(db, tournament_id, 1, 1)
    assert (state.table.deals, state.version) == ((), 0)
    assert _vp(db, tournament_id) == {1: 0, 2: 0, 3: 0, 4: 0}


def test_a_save_while_another_program_writes_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    with new_database(path) as setup:
        tournament_id = new_tournament(setup, 4)
        with_round(setup, tournament_id)
    db = open_database(path, busy_timeout=0.2)
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
        with pytest.raises(DatabaseLockedError, match="in use by another program"):
            scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
        other.execute("ROLLBACK")
        assert scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns())).version == 1
    finally:
        other.close()
        db.close()


# ------------------------------------------------------------------------------------- corrections


def test_a_correction_is_audited_with_who_when_old_new_and_why(db: Database, tournament_id: int) -> None:
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    better = closed_by_ns(ns_cards=630)
    with pytest.raises(RuleError, match="needs a reason"):
        scores.correct_deal(db, tournament_id, 1, 1, 1, better, reason=" ")
    corrected = scores.correct_deal(
        db, tournament_id, 1, 1, 1, better, reason="somma sbagliata", who="Łukasz Wiśniewski"
    )
    assert corrected.table.deals[0] == better
    assert corrected.version == 2
    assert corrected.later_pairings == ()
    assert _vp(db, tournament_id)[1] == 16  # 930 − 185 = 745: 16–4
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.what, entry.who, entry.reason) == (
        "correct deal",
        "round 1 table 1 deal 1",
        "Łukasz Wiśniewski",
        "somma sbagliata",
    )
    assert (entry.old["ns"]["cards"], entry.new["ns"]["cards"]) == (230, 630)
    assert entry.at.tzinfo is not None


def test_a_correction_after_a_danish_round_was_paired_is_flagged(db: Database, tournament_id: int) -> None:
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    with_round(db, tournament_id, ((1, 1, 3), (2, 2, 4)), movement=Movement.MITCHELL, number=2)
    with_round(db, tournament_id, ((1, 1, 4), (2, 2, 3)), movement=Movement.DANISH, number=3)
    corrected = scores.correct_deal(db, tournament_id, 1, 1, 2, closed_by_ew(), reason="smazzata dimenticata")
    assert corrected.later_pairings == (3,)
    round_three = scores.save_table_deals(db, tournament_id, 3, 1, sheet(closed_by_ns()))
    assert round_three.later_pairings == ()


def test_correcting_to_the_same_deal_or_a_missing_deal_is_refused(db: Database, tournament_id: int) -> None:
    with pytest.raises(NotFoundError, match="Round 1, table 1, deal 1: it has not been saved"):
        scores.correct_deal(db, tournament_id, 1, 1, 1, closed_by_ns(), reason="x")
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    with pytest.raises(RuleError, match="the same as the deal saved"):
        scores.correct_deal(db, tournament_id, 1, 1, 1, closed_by_ns(), reason="x")
    with pytest.raises(NotFoundError, match="deal 4: it has not been saved"):
        scores.correct_deal(db, tournament_id, 1, 1, 4, closed_by_ns(), reason="x")


def test_a_correction_is_checked_like_a_new_deal(db: Database, tournament_id: int) -> None:
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    closed_late = replace(closed_by_ns(), end=DealEnd.TIMEOUT)
    with pytest.raises(DealsRejectedError) as refused:
        scores.correct_deal(db, tournament_id, 1, 1, 3, closed_late, reason="x")
    # Among the deals saved (deal 2 not played), a deal 3 played breaks their order too (issue 30 item 1).
    assert {(p.deal, p.field) for p in refused.value.problems} == {(2, "ns.closed"), (2, "end")}
    assert "Round 1, table 1, deal 3, NS closing: " in str(refused.value)
    assert "Round 1, table 1, deal 3, end of the deal: Deal 2 was not played, so no later deal was" in str(
        refused.value
    )
    assert scores.get_table(db, tournament_id, 1, 1).version == 1


# ------------------------------------------------------------------------------ artificial results


def test_an_artificial_result_replaces_the_vp_and_keeps_the_mp(db: Database, tournament_id: int) -> None:
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    with pytest.raises(RuleError, match="needs a reason"):
        scores.set_artificial_result(db, tournament_id, 1, 1, Decimal(12), Decimal(8), reason="")
    with pytest.raises(RuleError) as refused:
        scores.set_artificial_result(db, tournament_id, 1, 1, Decimal(21), Decimal(0), reason="x")
    (problem,) = refused.value.problems
    assert (problem.code, problem.path) == (
        "rule.vp_out_of_scale",
        ("rounds", 0, "tables", 0, "vp_override", 0),
    )
    assert problem.values == {"vp": 21, "total": 20}
    saved = scores.set_artificial_result(
        db, tournament_id, 1, 1, Decimal("8.5"), Decimal("11.5"), reason="gioco lento", who="Arbitro"
    )
    assert saved.table.vp_override == (Decimal("8.5"), Decimal("11.5"))
    standings = {row.pair: row for row in take_standings(db, tournament_id).rows}
    assert (standings[1].vp, standings[1].mp) == (Decimal("8.5"), 530)
    assert scores.get_table(db, tournament_id, 1, 1).override_reason == "gioco lento"
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.new, entry.who) == (
        "set artificial result",
        {"vp": ["8.5", "11.5"], "reason": "gioco lento"},
        "Arbitro",
    )

    cleared = scores.clear_artificial_result(db, tournament_id, 1, 1, reason="errore")
    assert cleared.table.vp_override is None
    assert _vp(db, tournament_id)[1] == 13
    with pytest.raises(RuleError, match="has no artificial result"):
        scores.clear_artificial_result(db, tournament_id, 1, 1, reason="errore")


def test_a_missing_round_or_table_is_not_found(db: Database, tournament_id: int) -> None:
    with pytest.raises(NotFoundError, match="Round 2 has not been made yet"):
        scores.save_table_deals(db, tournament_id, 2, 1, sheet(closed_by_ns()))
    with pytest.raises(NotFoundError, match="Round 1 has no table 3"):
        scores.save_table_deals(db, tournament_id, 1, 3, sheet(closed_by_ns()))


# ------------------------------------------------------------------------------ clearing a saved sheet


def test_a_saved_sheet_is_cleared_with_a_reason_and_audited(db: Database, tournament_id: int) -> None:
    # A round made by mistake, its sheet typed in, the program restarted: clearing is the way out.
    first = scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    with pytest.raises(RuleError, match="needs a reason"):
        scores.clear_table_deals(db, tournament_id, 1, 1, reason="  ")
    cleared = scores.clear_table_deals(
        db,
        tournament_id,
        1,
        1,
        reason="turno creato per errore",
        expected_version=first.version,
        who="Łukasz",
    )
    assert cleared.table.deals == ()
    assert cleared.version == first.version + 1
    state = scores.get_table(db, tournament_id, 1, 1)
    assert (state.table.deals, state.version) == ((), cleared.version)
    assert _vp(db, tournament_id) == {1: 0, 2: 0, 3: 0, 4: 0}
    entry = audit.audit_log(db, tournament_id)[0]
    assert (entry.action, entry.what, entry.who, entry.reason, entry.new) == (
        "clear deals",
        "round 1 table 1",
        "Łukasz",
        "turno creato per errore",
        None,
    )
    assert entry.old[0]["ns"]["cards"] == 230
    # The table waits for its sheet again: a new sheet is a first save, no correction.
    again = scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ew()))
    assert again.table.deals == sheet(closed_by_ew())


def test_clearing_is_refused_without_deals_or_on_a_stale_copy(db: Database, tournament_id: int) -> None:
    with pytest.raises(RuleError, match="Round 1, table 1: it has no saved sheet to clear"):
        scores.clear_table_deals(db, tournament_id, 1, 1, reason="x")
    saved = scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    with pytest.raises(StaleTableError, match="saved elsewhere meanwhile"):
        scores.clear_table_deals(db, tournament_id, 1, 1, reason="x", expected_version=saved.version - 1)
    assert scores.get_table(db, tournament_id, 1, 1).table.deals == sheet(closed_by_ns())


def test_clearing_a_sheet_of_an_earlier_round_is_allowed_and_flags_later_pairings(
    db: Database, tournament_id: int
) -> None:
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    scores.set_artificial_result(db, tournament_id, 1, 1, Decimal(12), Decimal(8), reason="lento")
    with_round(db, tournament_id, ((1, 1, 4), (2, 2, 3)), movement=Movement.DANISH, number=2)
    cleared = scores.clear_table_deals(db, tournament_id, 1, 1, reason="sheet of another table")
    assert cleared.later_pairings == (2,)
    # The director's artificial result is a decision of its own: it stays.
    assert cleared.table.vp_override == (Decimal(12), Decimal(8))
