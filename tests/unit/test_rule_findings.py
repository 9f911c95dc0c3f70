"""The four findings of the independent check of the rules (issue 14), each as a director meets it."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from burraco_tourney.domain import rules
from burraco_tourney.domain.movements import DrawRequest, draw_round
from burraco_tourney.domain.profiles import BUNDLED_PROFILES, CLASSIC, FIBUR
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine, ScoringRules, check_deal, deal_totals
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import (
    Movement,
    Pair,
    Phase,
    Player,
    Round,
    Table,
    TieBreak,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.domain.vp import ContinuousScale, scale_from_json
from burraco_tourney.io.interchange import read_tournament, tournament_to_json
from burraco_tourney.io.names import deal_end_box, deal_end_text
from burraco_tourney.io.texts import texts_for
from burraco_tourney.services.scales import bundled_scales
from tests.databases import new_database

SAMPLE = Path(__file__).parent.parent / "data" / "small_tournament.json"


def pairs(count: int) -> tuple[Pair, ...]:
    return tuple(
        Pair(number, (Player(f"Rossi {number}"), Player(f"D'Alessandro {number}")))
        for number in range(1, count + 1)
    )


# ------------------------------------------------------------ (a) modified Danish: the last round


def last_round_request(profile_key: str, *, rounds_planned: int = 2) -> DrawRequest:
    """Round 2 of 4 pairs after a round 1 of 1v2 and 3v4, ranked 1, 2, 4, 3."""
    settings = TournamentSettings(
        "Serata",
        scale_from_json(json.loads((Path("resources/vp_scales/fibur-3-deals.json")).read_text("utf-8"))),
        plan=(Phase(Movement.MITCHELL, 1), Phase(Movement.DANISH, rounds_planned - 1)),
        profile=BUNDLED_PROFILES[profile_key],
    )
    first = Round(1, Movement.MITCHELL, (Table(1, 1, 2), Table(2, 3, 4)))
    tournament = Tournament(settings, pairs(4), (first,))
    return DrawRequest.for_tournament(tournament, 2, ranking=(1, 2, 4, 3))


def test_fibur_allows_a_rematch_of_the_previous_round_in_the_last_round() -> None:
    assert BUNDLED_PROFILES[FIBUR].danish_last_round_rematch_allowed
    drawn = draw_round(last_round_request(FIBUR))

    assert [(seat.ns, seat.ew) for seat in drawn.tables] == [(1, 2), (4, 3)]


def test_without_the_profile_setting_the_last_round_still_avoids_the_rematch() -> None:
    assert not BUNDLED_PROFILES[CLASSIC].danish_last_round_rematch_allowed
    drawn = draw_round(last_round_request(CLASSIC))

    assert {frozenset((seat.ns, seat.ew)) for seat in drawn.tables}.isdisjoint(
        {frozenset((1, 2)), frozenset((3, 4))}
    )


def test_before_the_last_round_fibur_avoids_the_rematch_too() -> None:
    drawn = draw_round(last_round_request(FIBUR, rounds_planned=3))

    assert {frozenset((seat.ns, seat.ew)) for seat in drawn.tables}.isdisjoint(
        {frozenset((1, 2)), frozenset((3, 4))}
    )


# ---------------------------------------------------------------------------------- (b) stalemate


def stalemate() -> Deal:
    # Seed 002 "Pattsituation", Codice Art. 15 bis "Stallo": nobody can close; counted as stock exhausted.
    return Deal(
        DealEnd("stalemate"), DealLine(clean=1, cards=180, pozzetto=True), DealLine(dirty=1, cards=95)
    )


def test_a_stalemate_is_a_way_a_deal_ends_and_is_scored_like_the_stock_exhausted() -> None:
    deal = stalemate()
    as_stock = replace(deal, end=DealEnd.STOCK)
    scoring = ScoringRules()

    assert DealEnd.STALEMATE.value == "stalemate"
    assert check_deal(deal, scoring) == check_deal(as_stock, scoring) == []
    assert deal_totals(deal, scoring) == deal_totals(as_stock, scoring)


def test_a_stalemate_cannot_be_marked_as_a_closing() -> None:
    deal = Deal(
        DealEnd.STALEMATE, DealLine(clean=1, closed=True, cards=180, pozzetto=True), DealLine(cards=95)
    )

    assert "deal.closed_but_deal_not_closed" in [problem.code for problem in check_deal(deal, ScoringRules())]


def test_the_file_records_a_stalemate_as_what_happened() -> None:
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    deal = data["rounds"][0]["tables"][0]["deals"][2]
    deal["end"] = "stalemate"
    deal["ns"]["closed"] = deal["ew"]["closed"] = False

    tournament = read_tournament(copy.deepcopy(data))

    assert tournament.rounds[0].tables[0].deals[2].end is DealEnd.STALEMATE
    assert tournament_to_json(tournament)["rounds"][0]["tables"][0]["deals"][2]["end"] == "stalemate"


@pytest.mark.parametrize(
    ("language", "cell", "box"),
    [("it", "stallo", "stallo"), ("de", "Pattsituation", "Pattsituation"), ("en", "stalemate", "stalemate")],
)
def test_printouts_and_the_workbook_name_a_stalemate(language: str, cell: str, box: str) -> None:
    words = texts_for(language)

    assert deal_end_text(words, DealEnd.STALEMATE) == cell
    assert deal_end_box(words, DealEnd.STALEMATE) == box


# ------------------------------------------------------- (c) the continuous scale's blitz margin


def test_a_continuous_scale_is_bundled_for_3_and_for_4_deals() -> None:
    continuous = {scale.blitz: scale.name for scale in bundled_scales() if isinstance(scale, ContinuousScale)}

    assert continuous == {1505: "continuous", 2005: "continuous-4-deals"}
    assert rules.limits.BLITZ_FOR_DEALS[3] == 1505
    assert rules.limits.BLITZ_FOR_DEALS[4] == 2005


# ------------------------------------------------------------- (d) lots derived on import, written


def file_without_lots() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SAMPLE.read_text(encoding="utf-8"))
    del data["lots"]
    return data


def test_a_file_without_lots_gets_the_same_draws_on_every_import() -> None:
    first = rules.derived_lots(read_tournament(file_without_lots()))
    second = rules.derived_lots(read_tournament(file_without_lots()))

    assert first == second
    assert sorted(first) == [1, 2, 3, 4, 5, 6, 7, 8]
    assert len(set(first.values())) == 8


def test_two_imports_of_one_file_rank_an_exact_tie_the_same(tmp_path: Path) -> None:
    from burraco_tourney.services import tournaments

    # Two pairs that have played nothing tie exactly: only lots separates them.
    data = file_without_lots()
    data["rounds"], data["adjustments"] = [], []
    data["tournament"]["tie_breaks"] = [TieBreak.VP.value, TieBreak.LOTS.value]
    orders = []
    for name in ("a", "b"):
        db = new_database(tmp_path / f"{name}.sqlite")
        summary = tournaments.import_tournament(db, read_tournament(copy.deepcopy(data)))
        ranked = compute_standings(tournaments.load_tournament(db, summary.id))
        orders.append([row.pair for row in ranked.rows])
        db.close()

    assert orders[0] == orders[1]


def test_export_writes_lots_even_before_any_draw() -> None:
    tournament = read_tournament(file_without_lots())

    assert tournament_to_json(tournament)["lots"] == {}
    assert tournament_to_json(replace(tournament, lots={3: 7}))["lots"] == {"3": 7}
