"""The audit log as a director reads it: newest first; who, when (UTC), what, old, new, why; any alphabet."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from burraco_tourney.domain.tournament import Player
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import audit, pairs, scores
from tests.services.support import closed_by_ew, closed_by_ns, new_tournament, sheet, with_round


def test_the_log_keeps_unicode_names_and_reasons_exactly(db: Database) -> None:
    started = datetime.now(UTC)
    tournament_id = new_tournament(db, 4)
    pairs.edit_pair(
        db,
        tournament_id,
        1,
        (Player("Anna D'Alessandro"), Player("Jürgen Müller")),
        None,
        who="Łukasz Wiśniewski",
    )
    with_round(db, tournament_id)
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()), who="Zoë")
    scores.correct_deal(
        db,
        tournament_id,
        1,
        1,
        2,
        closed_by_ew(),
        reason="l'arbitro ha ricontato – “giusto”",
        who="D'Alessandro",
    )
    log = audit.audit_log(db, tournament_id)
    assert [e.action for e in log] == [
        "correct deal",
        "save deals",
        "store round",
        "edit pair",
        "register pair",
        "register pair",
        "register pair",
        "register pair",
        "create tournament",
    ]
    correction, _, _, edit = log[:4]
    assert correction.who == "D'Alessandro"
    assert correction.what == "round 1 table 1 deal 2"
    assert correction.reason == "l'arbitro ha ricontato – “giusto”"
    assert correction.old["end"] == "not_played"
    assert correction.new["ew"] == {
        "clean": 1,
        "dirty": 0,
        "semi_clean": 0,
        "closed": True,
        "cards": 230,
        "pozzetto": True,
        "penalty": 0,
        "penalty_reason": "",
        "melded": None,
        "in_hand": None,
    }
    assert edit.who == "Łukasz Wiśniewski"
    assert [p["name"] for p in edit.new["players"]] == ["Anna D'Alessandro", "Jürgen Müller"]
    assert all(started - timedelta(seconds=1) <= e.at <= datetime.now(UTC) for e in log)
    assert all(e.at.utcoffset() == timedelta(0) for e in log)
    assert [e.id for e in audit.audit_log(db, tournament_id, limit=2)] == [log[0].id, log[1].id]


def test_without_a_name_the_computer_user_is_recorded(db: Database) -> None:
    import getpass

    tournament_id = new_tournament(db, 1)
    assert audit.audit_log(db, tournament_id)[0].who == "Direttore"
    pairs.register_pair(db, tournament_id, (Player("A"), Player("B")))
    assert audit.audit_log(db, tournament_id)[0].who == getpass.getuser()
