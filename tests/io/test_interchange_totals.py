"""Sheets entered by totals in the tournament file (issue 14): a deal `{"end": "totals", "ns_total",
"ew_total"}` and a table `"totals": [NS, EW]` instead of `"deals"` round-trip exactly, score as the same
totals entered deal by deal, and a broken one is reported at its key."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from burraco_tourney.domain.scoring import Deal, deal_totals, round_mp
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.io.interchange import (
    InterchangeError,
    load_tournament_file,
    read_tournament,
    save_tournament_file,
    tournament_to_json,
)
from burraco_tourney.io.problem_texts import describe_error
from tests.io.test_interchange import problems_of, sample_data, with_value

TOTALS_DEAL = {"end": "totals", "ns_total": 540, "ew_total": 120}


def _by_totals() -> dict[str, object]:
    """The sample with round 1 table 1 entered deal by deal as totals and round 2 table 1 as table totals."""
    data = sample_data()
    sample = read_tournament(data)
    rules = sample.settings.scoring
    first = sample.rounds[0].tables[0]
    second = sample.rounds[1].tables[0]
    data["rounds"][0]["tables"][0]["deals"] = [  # type: ignore[index]
        {"end": "totals", "ns_total": ns, "ew_total": ew}
        for ns, ew in (deal_totals(deal, rules) for deal in first.deals)
    ]
    table = data["rounds"][1]["tables"][0]  # type: ignore[index]
    del table["deals"]
    table["totals"] = list(round_mp(second.deals, rules))
    return data


def test_totals_round_trip_exactly_and_rank_as_the_deals_they_sum(tmp_path: Path) -> None:
    data = _by_totals()
    tournament = read_tournament(data)
    first, second = tournament.rounds[0].tables[0], tournament.rounds[1].tables[0]
    assert all(deal.totals is not None for deal in first.deals)
    assert (second.deals, second.totals) == ((), tuple(data["rounds"][1]["tables"][0]["totals"]))  # type: ignore[index]
    assert tournament_to_json(tournament) == data
    path = tmp_path / "serata.json"
    save_tournament_file(tournament, path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["rounds"][0]["tables"][0]["deals"][0].keys() == {"end", "ns_total", "ew_total"}
    assert "deals" not in written["rounds"][1]["tables"][0]
    assert load_tournament_file(path) == tournament
    # The same standings as the sheets entered field by field.
    assert compute_standings(tournament).rows == compute_standings(read_tournament(sample_data())).rows


def test_a_deal_by_totals_takes_only_its_totals() -> None:
    deal = "rounds[0].tables[0].deals[0]"
    assert read_tournament(with_value(deal, TOTALS_DEAL)).rounds[0].tables[0].deals[0] == Deal.of_totals(
        540, 120
    )
    assert problems_of(with_value(deal, {**TOTALS_DEAL, "ns_total": 542})) == [
        f"{deal}.ns_total: 542 is not a multiple of 5."
    ]
    assert problems_of(with_value(deal, {**TOTALS_DEAL, "ew_total": -3085})) == [
        f"{deal}.ew_total: -3085 is beyond ±3080, more than one deal can score."
    ]
    assert problems_of(with_value(deal, {"end": "totals", "ns_total": 540, "ns": {}})) == [
        f"{deal}.ns: Unknown key (not part of the tournament file format).",
        f"{deal}.ew_total: Required key is missing.",
    ]
    assert problems_of(with_value(deal, {**TOTALS_DEAL, "ns_total": "540"})) == [
        f'{deal}.ns_total: Must be a whole number, not "540".'
    ]


def test_a_table_by_totals_has_no_deals_and_two_whole_totals() -> None:
    table = "rounds[1].tables[0]"
    data = _by_totals()
    assert problems_of(with_value(f"{table}.totals", [1620], data)) == [
        f"{table}.totals: Must be [NS total, EW total], not [1620]."
    ]
    assert problems_of(with_value(f"{table}.totals", [1622, 360], data)) == [
        f"{table}.totals[0]: The table total 1622 is not a multiple of 5."
    ]
    both = with_value(f"{table}.deals", sample_data()["rounds"][1]["tables"][0]["deals"], data)  # type: ignore[index]
    assert problems_of(both) == [f"{table}.totals: A table has its deals or its totals, not both."]


def test_a_broken_total_is_worded_in_italian_at_its_place() -> None:
    data = with_value("rounds[0].tables[0].deals[0]", {**TOTALS_DEAL, "ns_total": 542})
    with pytest.raises(InterchangeError) as refused:
        read_tournament(data)
    text = describe_error(refused.value, "it")
    assert "Turno 1, tavolo 1, smazzata 1, totale NS: 542 non è un multiplo di 5." in text


def test_a_table_without_totals_is_written_as_before() -> None:
    sample = read_tournament(sample_data())
    assert tournament_to_json(replace(sample)) == sample_data()
