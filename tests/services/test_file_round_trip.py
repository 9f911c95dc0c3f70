"""Every tournament the services accept goes through the tournament file unchanged (issue 14).

Each case builds a tournament as a director would, through the services, with the settings at their bounds
(2 and 4 deals per round, the longest names, every tie-break chain, each rule profile, a continuous scale),
and every extension: byes, a late entry, a withdrawal, adjustments, an artificial result, lots, a stalemate,
points melded and in hand, a penalty with its reason, a sheet entered by its totals. Export, read the file
back, import it into another database, export again: the same tournament, the same file. Each export is also
checked against docs/tournament.schema.json (tests/conftest.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

import pytest

from burraco_tourney.domain import rules
from burraco_tourney.domain.profiles import BUNDLED_PROFILES, CLASSIC, FIBUR, INTERNATIONAL
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.domain.tournament import Movement, Phase, Player, TieBreak, TournamentSettings
from burraco_tourney.io.interchange import load_tournament_file, save_tournament_file, tournament_to_json
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import adjustments, pairing, pairs, scores, tournaments
from burraco_tourney.services.scales import bundled_scale
from tests.databases import new_database

TB = TieBreak


@dataclass(frozen=True)
class Case:
    deals: int
    scale: str
    profile: str
    tie_breaks: tuple[TieBreak, ...]
    plan: tuple[Phase, ...]
    pair_count: int


CASES = {
    "2 deals, Classic, every tie-break": Case(
        2,
        "two-deals-unofficial",
        CLASSIC,
        (TB.VP, TB.MP_DIFF, TB.HEAD_TO_HEAD, TB.MP, TB.LOTS),
        (Phase(Movement.MITCHELL, 2), Phase(Movement.DANISH, 1)),
        7,
    ),
    "4 deals, FIBur, continuous scale, vp then lots": Case(
        4,
        "continuous-4-deals",
        FIBUR,
        (TB.VP, TB.LOTS),
        (Phase(Movement.MITCHELL, 2, shift=2), Phase(Movement.DANISH, 1)),
        9,
    ),
    "3 deals, Burraco internazionale, vp only, Swiss": Case(
        3,
        "fibur-3-deals",
        INTERNATIONAL,
        (TB.VP,),
        (Phase(Movement.ROUND_ROBIN, 2), Phase(Movement.SWISS, 1)),
        6,
    ),
    "3 deals, continuous, head-to-head before MP difference": Case(
        3,
        "continuous",
        CLASSIC,
        (TB.VP, TB.HEAD_TO_HEAD, TB.MP_DIFF),
        (Phase(Movement.MITCHELL, 3),),
        8,
    ),
}

LONGEST = rules.limits


def longest(text: str, limit: int) -> str:
    """`text` padded to `limit` characters with wide letters (names like Łukasz must survive)."""
    return (text + " " + "WŁØÜ" * limit)[:limit]


def players(number: int) -> tuple[Player, Player]:
    return (
        Player(
            longest(f"Łukasz D'Alessandro {number}", LONGEST.PLAYER_NAME),
            longest("Circolo Müller", LONGEST.CLUB),
            longest(f"RM{number}", LONGEST.MEMBER_ID),
        ),
        Player(f"Jürgen Ørsted {number}", None, None),
    )


def sheet(deals: int, table: int) -> tuple[Deal, ...]:
    """A sheet every bundled profile accepts: closings with a clean burraco, a stalemate, a deal with points
    melded and in hand and a penalty with its reason, deals not played."""
    played = [
        Deal(
            DealEnd.CLOSED,
            DealLine(clean=1, closed=True, cards=230, pozzetto=True),
            DealLine(dirty=1, cards=85),
        ),
        Deal(
            DealEnd.STALEMATE,
            DealLine(clean=1, cards=180, pozzetto=True),
            DealLine(dirty=1, cards=95 + 5 * table),
        ),
        Deal(
            DealEnd.TIMEOUT,
            DealLine(dirty=1, cards=230, melded=260, in_hand=30, pozzetto=True),
            DealLine(cards=-40, penalty=50, penalty_reason="carte scoperte — Strafe für Müller"),
        ),
        Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine()),
    ]
    drawn = [played[(table + index) % len(played)] for index in range(deals)]
    # In the order the rules keep at a table: a time-out last of the deals played, then those not played.
    last = {DealEnd.TIMEOUT: 1, DealEnd.NOT_PLAYED: 2}
    return tuple(sorted(drawn, key=lambda deal: last.get(deal.end, 0)))


def settings_for(case: Case) -> TournamentSettings:
    return TournamentSettings(
        name=longest("Torneo d'Inverno — Circolo Ørsted", LONGEST.TOURNAMENT_NAME),
        vp_scale=bundled_scale(case.scale),
        venue=longest("Sala Città, Łódź", LONGEST.VENUE),
        deals_per_round=case.deals,
        minutes_per_deal=LONGEST.MAX_MINUTES_PER_DEAL,
        tie_breaks=case.tie_breaks,
        plan=case.plan,
        print_language="it",
        club_name=longest("Circolo Burraco D'Alessandro", LONGEST.CLUB),
        profile=BUNDLED_PROFILES[case.profile],
    )


def play_round(db: Database, tournament_id: int, case: Case) -> int:
    made = pairing.make_next_round(db, tournament_id, who="Direttore")
    for index, (table, _ns, _ew) in enumerate(made.tables):
        if index == 1:
            # A sheet that reached the scoring table already summed.
            scores.save_table_totals(db, tournament_id, made.round, table, 540 * case.deals, 120 * case.deals)
        else:
            scores.save_table_deals(
                db, tournament_id, made.round, table, sheet(case.deals, table), confirm_warnings=True
            )
    return made.round


def build(db: Database, case: Case) -> int:
    tournament_id = tournaments.create_tournament(db, settings_for(case), who="Direttore").id
    for number in range(1, case.pair_count + 1):
        group = longest("Girone Ü", LONGEST.GROUP) if number % 2 else None
        pairs.register_pair(db, tournament_id, players(number), group=group, who="Direttore")
    play_round(db, tournament_id, case)
    # A late entry from round 2, and a pair that withdraws after round 1.
    pairs.late_entry(db, tournament_id, players(case.pair_count + 1), who="Direttore")
    pairs.withdraw_pair(db, tournament_id, 2, 1, reason="malore", who="Direttore")
    second = play_round(db, tournament_id, case)
    scores.set_artificial_result(
        db, tournament_id, second, 1, Decimal("12.5"), Decimal(6), reason="tavolo zoppo", who="Direttore"
    )
    adjustments.add_adjustment(db, tournament_id, 1, 1, vp=-1, reason="due ammonizioni", who="Direttore")
    adjustments.add_adjustment(
        db, tournament_id, 3, 2, mp=-50, reason="ritardo — Verspätung", who="Direttore"
    )
    play_round(db, tournament_id, case)
    return tournament_id


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_a_tournament_the_services_accept_goes_through_the_file_unchanged(tmp_path: Path, case: Case) -> None:
    db = new_database(tmp_path / "club.sqlite")
    try:
        made = tournaments.export_tournament(db, build(db, case))
    finally:
        db.close()
    assert rules.tournament_problems(made) == []
    assert made.lots and len(made.rounds) == 3 and made.adjustments

    file = tmp_path / "torneo.json"
    save_tournament_file(made, file)
    read = load_tournament_file(file)
    assert read == made

    other = new_database(tmp_path / "other.sqlite")
    try:
        imported = tournaments.export_tournament(other, tournaments.import_tournament(other, read).id)
    finally:
        other.close()
    assert imported == made
    assert tournament_to_json(imported) == tournament_to_json(made)
