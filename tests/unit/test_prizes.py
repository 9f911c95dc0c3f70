"""Tests of prize plans (bands, special prizes, reading and refusing them) and of who wins what (issue 18)."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from burraco_tourney.domain.prizes import (
    PLACE,
    PrizeBand,
    PrizePlan,
    PrizePlanError,
    SpecialPrize,
    award_prizes,
    load_plan_file,
    plan_from_json,
    plan_to_text,
    save_plan_file,
)
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import (
    Movement,
    Pair,
    PairStatus,
    Player,
    Round,
    Table,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.domain.vp import scale_from_json
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.paths import resource

SCALE = scale_from_json(
    {"name": "t", "kind": "table", "rows": [[50, 10, 10], [300, 12, 8], [600, 15, 5], [None, 20, 0]]}
)


def _pair(number: int, group: str | None = None, **player: str) -> Pair:
    return Pair(
        number,
        (Player(f"Player {number}a", **player), Player(f"Player {number}b", **player)),
        group=group,
    )


def _tournament(
    pairs: list[Pair],
    rounds: list[list[tuple[int, int, int, int]]],
    byes: list[tuple[int, ...]] | None = None,
) -> Tournament:
    """Rounds of tables entered by their totals: (NS, EW, NS MP, EW MP)."""
    made = []
    for i, tables in enumerate(rounds):
        made.append(
            Round(
                i + 1,
                Movement.DANISH,
                tuple(Table(t + 1, ns, ew, totals=(a, b)) for t, (ns, ew, a, b) in enumerate(tables)),
                byes[i] if byes else (),
            )
        )
    return Tournament(TournamentSettings("Test", SCALE), pairs=tuple(pairs), rounds=tuple(made))


def _plan(*bands: tuple[int, int], special: tuple[SpecialPrize, ...] = ()) -> PrizePlan:
    return PrizePlan("test", tuple(PrizeBand(t, p) for t, p in bands), special)


def _awards(tournament: Tournament, plan: PrizePlan) -> list[tuple[str | None, str, int]]:
    prizes = award_prizes(tournament, plan, compute_standings(tournament))
    return [(s.group, a.rule, a.pair) for s in prizes.sections for a in s.awards]


# Eight pairs, one round: 1 beats 2 by 700, 3 beats 4 by 400, 5 beats 6 by 100, 7 and 8 draw.
EIGHT = [[(1, 2, 1700, 1000), (3, 4, 1400, 1000), (5, 6, 1100, 1000), (7, 8, 1000, 1000)]]


def test_bands_give_prizes_by_the_number_of_tables() -> None:
    plan = _plan((1, 1), (4, 2), (7, 3))
    assert [plan.prizes_for(t) for t in (0, 1, 3, 4, 6, 7, 50)] == [0, 1, 1, 2, 2, 3, 3]


def test_places_without_groups_go_down_the_standings() -> None:
    tournament = _tournament([_pair(n) for n in range(1, 9)], EIGHT)
    prizes = award_prizes(tournament, _plan((1, 1), (4, 3)), compute_standings(tournament))
    (section,) = prizes.sections
    assert (section.group, section.tables, section.pairs, section.places) == (None, 4, 8, 3)
    assert [(a.rule, a.place, a.pair, a.rank) for a in section.awards] == [
        (PLACE, 1, 1, 1),
        (PLACE, 2, 3, 2),
        (PLACE, 3, 5, 3),
    ]
    assert section.awards[0].players == ("Player 1a", "Player 1b")
    assert prizes.warnings == ()


def test_places_per_group_by_each_groups_tables() -> None:
    # A: pairs 1-4 (2 tables), B: pairs 5-8 (2 tables); bands: 1 prize from 1 table, 2 from 2.
    pairs = [_pair(n, "A" if n <= 4 else "B") for n in range(1, 9)]
    tournament = _tournament(pairs, EIGHT)
    prizes = award_prizes(tournament, _plan((1, 1), (2, 2)), compute_standings(tournament))
    assert [(s.group, s.tables, s.places) for s in prizes.sections] == [("A", 2, 2), ("B", 2, 2)]
    assert [(s.group, [a.pair for a in s.awards]) for s in prizes.sections] == [("A", [1, 3]), ("B", [5, 7])]
    # the rank is the rank inside the group
    assert [a.rank for a in prizes.sections[1].awards] == [1, 2]


def test_best_score_over_the_last_rounds_goes_to_a_pair_without_a_prize() -> None:
    # Round 1 as EIGHT; round 2: 8 beats 7 by 500 (15 VP, the best last round), 2 beats 1 by 100 (12 VP).
    # Totals: 1: 20 + 8 = 28, 8: 10 + 15 = 25 (+500), 3: 15 + 10 = 25 (+400).
    rounds = [*EIGHT, [(2, 1, 1100, 1000), (4, 3, 1000, 1000), (6, 5, 1000, 1000), (8, 7, 1500, 1000)]]
    tournament = _tournament([_pair(n) for n in range(1, 9)], rounds)
    best = SpecialPrize("best_last_rounds", rounds=1)
    assert _awards(tournament, _plan((1, 1), special=(best,))) == [
        (None, PLACE, 1),
        (None, "best_last_rounds", 8),
    ]
    # Over both rounds 1 leads (20 + 10 VP... ) but already has a prize: the next best without one wins.
    two = SpecialPrize("best_last_rounds", rounds=2)
    # Over both rounds 1 leads but has the place: 8 wins it (level with 3 on VP, ahead on MP difference).
    assert _awards(tournament, _plan((1, 1), special=(two,)))[1] == (None, "best_last_rounds", 8)
    # may_win_two: the winner of the place may win it too
    twice = SpecialPrize("best_last_rounds", rounds=2, may_win_two=True)
    prizes = award_prizes(tournament, _plan((1, 1), special=(twice,)), compute_standings(tournament))
    assert [a.pair for a in prizes.awards] == [1, 1]
    assert prizes.awards[1].score == Decimal(28)


def test_a_tie_on_the_last_rounds_is_settled_by_the_standings_order() -> None:
    # Round 2: every table drawn, so the last round's scores tie: the best in the standings without a
    # prize wins it (pair 3, second).
    rounds = [*EIGHT, [(1, 3, 1000, 1000), (2, 4, 1000, 1000), (5, 7, 1000, 1000), (6, 8, 1000, 1000)]]
    tournament = _tournament([_pair(n) for n in range(1, 9)], rounds)
    best = SpecialPrize("best_last_rounds", rounds=1)
    assert _awards(tournament, _plan((1, 1), special=(best,)))[1] == (None, "best_last_rounds", 3)


def test_last_pair_is_the_last_still_playing() -> None:
    pairs = [_pair(n) for n in range(1, 9)]
    pairs[5] = Pair(6, pairs[5].players, status=PairStatus.WITHDRAWN, withdrawn_after_round=1)  # 6 withdrew
    tournament = _tournament(pairs, EIGHT)
    # Order: 1, 3, 5, 7/8, 4, 2, 6: pair 6 (last) withdrew, so the last pair still playing is 2.
    assert _awards(tournament, _plan((1, 1), special=(SpecialPrize("last_pair"),)))[-1] == (
        None,
        "last_pair",
        2,
    )


def test_best_of_a_province_and_ladies_and_mixed_pairs() -> None:
    pairs = [_pair(n) for n in range(1, 9)]
    pairs[4] = Pair(5, (Player("Anna D'Alessandro", province="RM"), Player("Łucja Müller", province="rm")))
    pairs[6] = Pair(7, (Player("Eva", category="F"), Player("Marco", category="M")))
    pairs[7] = Pair(8, (Player("Rita", category="F"), Player("Lia", category="f")))
    tournament = _tournament(pairs, EIGHT)
    special = (
        SpecialPrize("best_of", field="province", values=("RM",)),
        SpecialPrize("best_of", field="category", values=("F",)),
        SpecialPrize("best_of", field="category", values=("F", "M"), match="mixed"),
    )
    assert _awards(tournament, _plan((1, 1), special=special))[1:] == [
        (None, "best_of", 5),
        (None, "best_of", 8),
        (None, "best_of", 7),
    ]
    either = SpecialPrize("best_of", field="category", values=("M",), match="either")
    assert _awards(tournament, _plan((1, 1), special=(either,)))[1] == (None, "best_of", 7)


def test_special_prizes_over_the_whole_field_come_after_the_groups() -> None:
    pairs = [_pair(n, "A" if n <= 4 else "B") for n in range(1, 9)]
    tournament = _tournament(pairs, EIGHT)
    plan = _plan((1, 1), special=(SpecialPrize("last_pair", per_group=False),))
    prizes = award_prizes(tournament, plan, compute_standings(tournament))
    assert [s.group for s in prizes.sections] == ["A", "B", None]
    assert [(a.rule, a.pair) for a in prizes.sections[2].awards] == [("last_pair", 2)]
    assert prizes.sections[2].places == 0


def test_special_prizes_beyond_the_pairs_are_not_given_with_a_warning() -> None:
    # Group A: pairs 1-4, pair 4 withdrew: 3 playing (1 table, a bye), 2 prizes by place.
    pairs = [_pair(n, "A" if n <= 4 else "B") for n in range(1, 9)]
    pairs[3] = Pair(4, pairs[3].players, group="A", status=PairStatus.WITHDRAWN)
    tournament = _tournament(pairs, EIGHT)
    prizes = award_prizes(tournament, _plan((1, 2)), compute_standings(tournament))
    assert [(s.group, s.tables, [a.pair for a in s.awards]) for s in prizes.sections] == [
        ("A", 1, [1, 3]),
        ("B", 2, [5, 7]),
    ]
    plan = _plan((1, 2), special=(SpecialPrize("last_pair"), SpecialPrize("last_pair")))
    prizes = award_prizes(tournament, plan, compute_standings(tournament))
    assert [a.pair for a in prizes.sections[0].awards] == [1, 3, 2]
    (warning,) = prizes.warnings  # A's three pairs have a prize each: its second last-pair prize is not given
    assert warning.code == "prizes.nobody_qualifies"
    assert (
        describe(warning, "it")
        == "girone A: nessuna coppia può vincere il premio speciale 2; non viene assegnato"
    )


def test_a_group_with_no_pair_playing_warns() -> None:
    pairs = [_pair(n, "A" if n <= 2 else "B") for n in range(1, 9)]
    pairs[0] = Pair(1, pairs[0].players, group="A", status=PairStatus.WITHDRAWN)
    pairs[1] = Pair(2, pairs[1].players, group="A", status=PairStatus.WITHDRAWN)
    tournament = _tournament(pairs, EIGHT)
    prizes = award_prizes(tournament, _plan((1, 1)), compute_standings(tournament))
    assert [(s.group, s.pairs, len(s.awards)) for s in prizes.sections] == [("A", 0, 0), ("B", 6, 1)]
    (warning,) = prizes.warnings
    assert describe(warning, "en") == "group A has no pair still playing: it gets no prize"
    assert describe(warning, "de") == "Gruppe A hat kein Paar mehr im Spiel: sie erhält keinen Preis"


def test_a_plan_built_in_code_asking_more_places_than_pairs_gives_what_can_be_given() -> None:
    # Read from JSON such a plan is refused (test_a_broken_plan_is_refused_at_each_json_path); built in code
    # it still gives what can be given, with a warning.
    pairs = [_pair(n) for n in range(1, 5)]
    pairs[3] = Pair(4, pairs[3].players, status=PairStatus.WITHDRAWN)
    tournament = _tournament(pairs, [[(1, 2, 1700, 1000), (3, 4, 1400, 1000)]])
    prizes = award_prizes(tournament, _plan((1, 5)), compute_standings(tournament))
    assert [a.pair for a in prizes.awards] == [1, 3, 2]
    (warning,) = prizes.warnings
    assert warning.code == "prizes.field_more_than_pairs"
    assert (
        describe(warning, "it")
        == "il piano prevede 5 premi ma in gara restano solo 3 coppie; se ne assegnano 3"
    )


# ---------------------------------------------------------------------------------------------- reading


def test_bundled_plans_read_and_say_where_their_numbers_come_from() -> None:
    fibur = load_plan_file(resource("prize_plans", "fibur.json"))
    assert fibur.name == "fibur"
    assert fibur.source is not None and "checked against the current FIBur rules" in fibur.source
    assert [fibur.prizes_for(t) for t in (7, 9, 15, 17, 18)] == [3, 3, 5, 6, 6]
    assert {prize.kind for prize in fibur.special} == {"best_last_rounds", "last_pair", "best_of"}
    club = load_plan_file(resource("prize_plans", "club.json"))
    assert club.name == "club"


def test_a_plan_round_trips_through_its_json() -> None:
    fibur = load_plan_file(resource("prize_plans", "fibur.json"))
    assert plan_from_json(json.loads(plan_to_text(fibur))) == fibur


def _refusal(data: object) -> PrizePlanError:
    with pytest.raises(PrizePlanError) as caught:
        plan_from_json(data)
    return caught.value


def test_a_broken_plan_is_refused_at_each_json_path() -> None:
    error = _refusal(
        {
            "name": "x",
            "bands": [
                {"from_tables": 3, "prizes": 2},
                {"from_tables": 3, "prizes": 2},
                {"from_tables": 4, "prizes": 9},
            ],
            "special": [
                {"kind": "best_hat"},
                {"kind": "best_of", "field": "shoe", "values": ["F"]},
                {"kind": "best_last_rounds"},
            ],
            "colour": "red",
        }
    )
    found = [(p.json_path, p.code) for p in error.problems]
    assert found == [
        ("", "prize_plan.key_unknown"),
        ("bands[1]", "prize_plan.band_not_increasing"),
        ("bands[2]", "prize_plan.band_more_than_pairs"),
        ("special[0]", "prize_plan.kind_unknown"),
        ("special[1]", "prize_plan.field_unknown"),
        ("special[2]", "prize_plan.key_missing"),
    ]
    texts = [describe(p, "it") for p in error.problems]
    assert texts[2] == "Fascia 3: 9 premi da 4 tavoli: un girone di 4 tavoli ha solo 8 coppie"
    assert texts[5] == 'Premio speciale 3: manca la chiave "rounds"'
    assert describe(error.problems[2], "de") == (
        "Stufe 3: 9 Preise ab 4 Tischen: eine Gruppe mit 4 Tischen hat nur 8 Paare"
    )


def test_plan_values_are_checked() -> None:
    assert _refusal([1]).problem.code == "prize_plan.not_an_object"
    assert _refusal({"name": "x", "bands": []}).problem.code == "prize_plan.bands_empty"
    assert (
        _refusal({"name": " ", "bands": [{"from_tables": 1, "prizes": 1}]}).problem.code
        == "prize_plan.text_empty"
    )
    error = _refusal({"name": "x", "bands": [{"from_tables": 0, "prizes": 1.5}]})
    assert [p.code for p in error.problems] == ["prize_plan.out_of_range", "prize_plan.not_whole"]
    mixed = {"kind": "best_of", "field": "category", "values": ["F", "f"], "match": "mixed"}
    assert _refusal(
        {"name": "x", "bands": [{"from_tables": 1, "prizes": 1}], "special": [mixed]}
    ).problem.code == ("prize_plan.mixed_needs_two")
    flag = {"kind": "last_pair", "may_win_two": "yes"}
    assert _refusal(
        {"name": "x", "bands": [{"from_tables": 1, "prizes": 1}], "special": [flag]}
    ).problem.code == ("prize_plan.not_boolean")


def test_plan_files_that_cannot_be_read(tmp_path: Path) -> None:
    with pytest.raises(PrizePlanError) as caught:
        load_plan_file(tmp_path / "none.json")
    assert caught.value.problem.code == "prize_plan.file_missing"
    broken = tmp_path / "broken.json"
    broken.write_text('{"name": "x",', encoding="utf-8")
    with pytest.raises(PrizePlanError) as caught:
        load_plan_file(broken)
    assert caught.value.problem.code == "prize_plan.file_not_json"
    assert "riga 1" in describe(caught.value.problem, "it")
    latin = tmp_path / "latin.json"
    latin.write_bytes('{"name": "Müller"}'.encode("latin-1"))
    with pytest.raises(PrizePlanError) as caught:
        load_plan_file(latin)
    assert caught.value.problem.code == "prize_plan.file_not_utf8"
    wrong = tmp_path / "wrong.json"
    wrong.write_text('{"name": "x", "bands": [{"from_tables": 1}]}', encoding="utf-8")
    with pytest.raises(PrizePlanError) as caught:
        load_plan_file(wrong)
    assert [p.code for p in caught.value.problems] == ["prize_plan.file_refused", "prize_plan.key_missing"]
    assert describe(caught.value.problems[1], "en") == 'Band 1: the key "prizes" is missing'


def test_the_rank_shown_is_the_groups_standings_rank_withdrawn_pairs_keeping_their_places() -> None:
    pairs = [_pair(n, "A" if n <= 4 else "B") for n in range(1, 9)]
    pairs[0] = Pair(1, pairs[0].players, group="A", status=PairStatus.WITHDRAWN, withdrawn_after_round=1)
    tournament = _tournament(pairs, EIGHT)
    prizes = award_prizes(tournament, _plan((1, 1)), compute_standings(tournament))
    first_a = prizes.sections[0].awards[0]
    assert (first_a.pair, first_a.place, first_a.rank) == (3, 1, 2)  # pair 1 (withdrawn) stays first in A
    # Over the whole field the rank is the overall rank.
    plan = _plan((1, 1), special=(SpecialPrize("last_pair", per_group=False),))
    last = award_prizes(tournament, plan, compute_standings(tournament)).sections[2].awards[0]
    assert (last.pair, last.rank) == (2, 8)


@settings(max_examples=60, deadline=None)
@given(
    st.integers(min_value=2, max_value=24),
    st.lists(st.integers(min_value=0, max_value=3), min_size=1, max_size=4),
    st.integers(min_value=0, max_value=3),
    st.booleans(),
    st.randoms(use_true_random=False),
)
def test_prizes_invariants(
    pair_count: int, extra: list[int], groups: int, may_win_two: bool, rng: random.Random
) -> None:
    """Whatever the field: each section's places are the plan's prizes for its tables (or its pairs still
    playing, if fewer), down its standings order; nobody wins twice unless a prize says so; only pairs still
    playing win; and the result does not depend on the order the pairs are listed in."""
    names = "ABC"[:groups]
    pairs = [_pair(n, names[n % groups] if groups else None) for n in range(1, pair_count + 1)]
    for n in rng.sample(range(pair_count), rng.randint(0, pair_count // 3)):
        pairs[n] = replace(pairs[n], status=PairStatus.WITHDRAWN, withdrawn_after_round=1)
    numbers = [p.number for p in pairs]
    rng.shuffle(numbers)
    tables = [
        (numbers[i], numbers[i + 1], rng.randrange(0, 3000, 5), rng.randrange(0, 3000, 5))
        for i in range(0, len(numbers) - 1, 2)
    ]
    tournament = _tournament(pairs, [tables])
    bands, start = [], 1
    for step in extra:
        bands.append((start, min(2 * start, start + step)))
        start += 1 + step
    special = (SpecialPrize("best_last_rounds", rounds=1, may_win_two=may_win_two), SpecialPrize("last_pair"))
    plan = _plan(*bands, special=special)
    standings = compute_standings(tournament)
    prizes = award_prizes(tournament, plan, standings)
    playing = {p.number for p in pairs if p.status is PairStatus.ACTIVE}
    won = [a.pair for a in prizes.awards]
    assert set(won) <= playing
    if not may_win_two:
        assert len(won) == len(set(won))
    order = [row.pair for row in standings.rows]
    for section in prizes.sections:
        places = [a.pair for a in section.awards if a.rule == PLACE]
        assert len(places) == min(plan.prizes_for(section.tables), section.pairs)
        assert places == sorted(places, key=order.index)
        members = [
            n
            for n in order
            if n in playing and (section.group is None or tournament.pair(n).group == section.group)
        ]
        assert places == members[: len(places)]
    shuffled = replace(tournament, pairs=tuple(rng.sample(list(tournament.pairs), len(tournament.pairs))))
    assert award_prizes(shuffled, plan, compute_standings(shuffled)) == prizes


def test_a_plan_saved_to_a_file_reads_back(tmp_path: Path) -> None:
    fibur = load_plan_file(resource("prize_plans", "fibur.json"))
    out = tmp_path / "piano D'Alessandro.json"
    save_plan_file(replace(fibur, name="Circolo Łódź"), out)
    assert load_plan_file(out) == replace(fibur, name="Circolo Łódź")
    assert [p.name for p in tmp_path.iterdir()] == ["piano D'Alessandro.json"]
