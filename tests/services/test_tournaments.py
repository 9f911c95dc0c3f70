"""Creating, finding and changing tournaments: what is refused, why, and what the audit log keeps."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from decimal import Decimal
from typing import Any

import pytest

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine, ScoringRules
from burraco_tourney.domain.tournament import ByeScore, Movement, TieBreak
from burraco_tourney.domain.vp import ThresholdScale
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import TournamentRow
from burraco_tourney.services import audit, scores, tournaments
from burraco_tourney.services.errors import NotFoundError, RuleError, ServiceError
from burraco_tourney.services.standings import take_standings
from tests.services.support import SCALE_3, closed_by_ns, new_tournament, settings, sheet, with_round

SCALE_30 = ThresholdScale("trenta", [[100, 15, 15], [None, 30, 0]])


def test_create_keeps_every_setting_and_a_copy_of_the_scale(db: Database) -> None:
    wanted = settings(
        minutes_per_deal=12,
        scoring=ScoringRules(semi_clean=150),
        bye=ByeScore(Decimal(12), 250),
        tie_breaks=(TieBreak.VP, TieBreak.MP, TieBreak.LOTS),
    )
    created = tournaments.create_tournament(db, wanted, who="Maria Müller")
    assert (created.name, created.date, created.venue, created.pairs, created.rounds) == (
        "Torneo di Natale",
        date(2026, 12, 20),
        "Circolo X",
        0,
        0,
    )
    assert tournaments.load_tournament(db, created.id).settings == wanted
    with db.read_session_factory() as session:
        row = session.get(TournamentRow, created.id)
        assert row is not None
        assert row.vp_scale == SCALE_3.to_json()
    entry = audit.audit_log(db, created.id)[0]
    assert (entry.action, entry.who, entry.what) == (
        "create tournament",
        "Maria Müller",
        "tournament",
    )
    assert entry.new["scoring_semi_clean"] == 150


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"name": "   "}, "Tournament name: This cannot be empty"),
        ({"deals_per_round": 0}, "Deals per round: Must be between 2 and 4, not 0"),
        ({"deals_per_round": 5}, "Deals per round: Must be between 2 and 4, not 5"),
        ({"tie_breaks": (TieBreak.MP, TieBreak.VP)}, "must start with vp"),
        (
            {"tie_breaks": (TieBreak.VP, TieBreak.MP, TieBreak.MP)},
            "Tie-break 3: The tie-break mp is named more than once",
        ),
        ({"bye": ByeScore(Decimal(21))}, "between 0 and the scale's total 20"),
        ({"bye": ByeScore(Decimal(14), 333)}, "multiple of 5"),
        ({"scoring": ScoringRules(clean=203)}, "Clean burraco bonus: 203 is not a multiple of 5"),
        ({"scoring": ScoringRules(pozzetto_missing=100)}, "Pozzetto not taken: Must be between -1000 and 0"),
    ],
)
def test_create_refuses_settings_that_break_a_rule(
    db: Database, changes: dict[str, Any], reason: str
) -> None:
    with pytest.raises(RuleError, match=reason):
        tournaments.create_tournament(db, settings(**changes))
    assert tournaments.list_tournaments(db) == []


def test_the_same_name_on_the_same_date_is_refused_as_a_double(db: Database) -> None:
    first = tournaments.create_tournament(db, settings())
    with pytest.raises(
        RuleError, match=rf"already holds the tournament 'Torneo di Natale' on 2026-12-20 \(id {first.id}\)"
    ):
        tournaments.create_tournament(db, settings())
    later = tournaments.create_tournament(db, settings(date=date(2027, 12, 19)))
    assert [t.id for t in tournaments.list_tournaments(db)] == [later.id, first.id]


def test_find_by_id_name_or_the_only_one(db: Database) -> None:
    with pytest.raises(NotFoundError, match="holds no tournament"):
        tournaments.find_tournament(db)
    first = tournaments.create_tournament(db, settings("Coppa Łódź"))
    assert tournaments.find_tournament(db).id == first.id
    second = tournaments.create_tournament(db, settings("Coppa Łódź", date=date(2027, 1, 6)))
    with pytest.raises(ServiceError, match="holds 2 tournaments"):
        tournaments.find_tournament(db)
    assert tournaments.find_tournament(db, first.id).id == first.id
    assert tournaments.find_tournament(db, str(second.id)).id == second.id
    ambiguous = rf"named 'Coppa Łódź': say which by id \(id {second.id} \(2027-01-06\), id {first.id} "
    ambiguous += r"\(2026-12-20\)\)"
    with pytest.raises(ServiceError, match=ambiguous):
        tournaments.find_tournament(db, "Coppa Łódź")
    with pytest.raises(NotFoundError, match="no tournament 'Coppa Lodz'"):
        tournaments.find_tournament(db, "Coppa Lodz")
    with pytest.raises(NotFoundError, match="no tournament with id 99"):
        tournaments.get_tournament(db, 99)


def test_settings_change_freely_before_results(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    wanted = settings(
        "Torneo di Capodanno",
        venue="Sala Grande",
        deals_per_round=4,
        scoring=ScoringRules(clean=300, semi_clean=150),
        vp_scale=SCALE_30,
        tie_breaks=(TieBreak.VP, TieBreak.MP),
    )
    change = tournaments.change_settings(db, tournament_id, wanted, who="Direttore")
    assert change.settings == wanted
    assert change.paired_on_old_standings == ()
    assert tournaments.load_tournament(db, tournament_id).settings == wanted
    entry = audit.audit_log(db, tournament_id)[0]
    assert entry.action == "change settings"
    assert entry.old["name"] == "Torneo di Natale"
    assert entry.new["name"] == "Torneo di Capodanno"
    assert "minutes_per_deal" not in entry.new  # only what changed is recorded


def _played_round_one(db: Database, deal: Deal | None = None) -> int:
    tournament_id = new_tournament(db, 4, scoring=ScoringRules(semi_clean=150))
    with_round(db, tournament_id)
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(deal or closed_by_ns()))
    return tournament_id


def test_deals_per_round_cannot_change_once_a_sheet_is_entered(db: Database) -> None:
    """Fewer would drop deals entered; more (with 'Ricalcola') left round 1's sheets with an empty 'Smazzata
    4' on screen and on paper, and exports saying 4 deals over 3-deal tables (a user test)."""
    tournament_id = _played_round_one(db)
    before = tournaments.load_tournament(db, tournament_id).settings
    for deals in (2, 4):
        with pytest.raises(RuleError) as refused:
            tournaments.change_settings(
                db, tournament_id, replace(before, deals_per_round=deals), rescore=True, reason="more"
            )
        assert [p.code for p in refused.value.problems] == ["settings.deals_per_round_after_sheets"]
        assert str(refused.value) == (
            f"The settings were not changed: sheets are already entered with 3 deals a round, so a round "
            f"cannot have {deals} now."
        )
        assert tournaments.load_tournament(db, tournament_id).settings == before
    tournaments.change_settings(db, tournament_id, replace(before, deals_per_round=3, venue="Sala"))


def test_deals_per_round_change_freely_while_no_sheet_is_entered(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    before = tournaments.load_tournament(db, tournament_id).settings
    tournaments.change_settings(db, tournament_id, replace(before, deals_per_round=4))
    assert tournaments.load_tournament(db, tournament_id).settings.deals_per_round == 4


def test_semi_clean_cannot_be_switched_off_once_entered(db: Database) -> None:
    semi = Deal(DealEnd.CLOSED, DealLine(semi_clean=1, closed=True, cards=200), DealLine(cards=50))
    tournament_id = _played_round_one(db, semi)
    before = tournaments.load_tournament(db, tournament_id).settings
    with pytest.raises(RuleError, match="semi-clean burracos were entered"):
        tournaments.change_settings(db, tournament_id, replace(before, scoring=ScoringRules(semi_clean=None)))
    assert tournaments.load_tournament(db, tournament_id).settings == before


def test_new_scoring_values_after_results_need_confirmation_and_a_reason(db: Database) -> None:
    tournament_id = _played_round_one(db)
    with_round(db, tournament_id, ((1, 1, 3), (2, 2, 4)), movement=Movement.DANISH, number=2)
    before = tournaments.load_tournament(db, tournament_id).settings
    richer = replace(before, scoring=ScoringRules(clean=300, semi_clean=150))
    with pytest.raises(RuleError, match="changing the scoring values changes what they are worth"):
        tournaments.change_settings(db, tournament_id, richer)
    with pytest.raises(RuleError, match="needs a reason"):
        tournaments.change_settings(db, tournament_id, richer, rescore=True)
    assert take_standings(db, tournament_id, 1).rows[0].mp == 530

    change = tournaments.change_settings(db, tournament_id, richer, rescore=True, reason="bando: pulito 300")
    assert change.paired_on_old_standings == (2,)
    assert take_standings(db, tournament_id, 1).rows[0].mp == 630  # 300 + 100 closing + 230 cards
    assert audit.audit_log(db, tournament_id)[0].reason == "bando: pulito 300"


def test_a_new_scale_after_results_needs_confirmation(db: Database) -> None:
    tournament_id = _played_round_one(db)
    before = tournaments.load_tournament(db, tournament_id).settings
    with pytest.raises(RuleError, match="the VP scale"):
        tournaments.change_settings(db, tournament_id, replace(before, vp_scale=SCALE_30))
    tournaments.change_settings(
        db, tournament_id, replace(before, vp_scale=SCALE_30), rescore=True, reason="x"
    )
    assert take_standings(db, tournament_id).rows[0].vp == 30


def test_a_smaller_scale_is_refused_while_artificial_results_exceed_it(db: Database) -> None:
    tournament_id = new_tournament(db, 4, vp_scale=SCALE_30)
    with_round(db, tournament_id)
    scores.set_artificial_result(
        db, tournament_id, 1, 2, Decimal(25), Decimal(5), reason="tavolo non giocato"
    )
    before = tournaments.load_tournament(db, tournament_id).settings
    with pytest.raises(
        RuleError, match="Round 1, table 2, artificial result, NS VP: VP 25 must be between 0 and"
    ):
        tournaments.change_settings(
            db, tournament_id, replace(before, vp_scale=SCALE_3), rescore=True, reason="x"
        )
    assert tournaments.load_tournament(db, tournament_id).settings.vp_scale == SCALE_30


def test_a_bye_score_change_after_byes_needs_confirmation(db: Database) -> None:
    tournament_id = new_tournament(db, 5)
    with_round(db, tournament_id, byes=(5,))
    before = tournaments.load_tournament(db, tournament_id).settings
    with pytest.raises(RuleError, match="the bye score"):
        tournaments.change_settings(db, tournament_id, replace(before, bye=ByeScore(Decimal(12))))
    assert take_standings(db, tournament_id).rows[0].vp == 14


def test_changing_settings_of_a_missing_tournament_is_not_found(db: Database) -> None:
    with pytest.raises(NotFoundError):
        tournaments.change_settings(db, 7, settings())
