"""VP scales: lookups on every bracket edge, the continuous formula, validation, JSON and files."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from burraco_tourney.domain.vp import (
    ContinuousScale,
    ScaleError,
    ScaleRow,
    ThresholdScale,
    VPScale,
    format_vp,
    load_scale_file,
    save_scale_file,
    scale_from_json,
    scale_to_text,
)
from burraco_tourney.io.problem_texts import describe

# The two tables of DOMAIN.md §4, as (upper bound of |diff|, winner VP, loser VP).
FIBUR_3_ROWS = [
    (50, 10, 10),
    (150, 11, 9),
    (250, 12, 8),
    (350, 13, 7),
    (500, 14, 6),
    (650, 15, 5),
    (800, 16, 4),
    (1000, 17, 3),
    (1250, 18, 2),
    (1500, 19, 1),
    (None, 20, 0),
]
FIBUR_4_ROWS = [
    (100, 10, 10),
    (300, 11, 9),
    (500, 12, 8),
    (700, 13, 7),
    (900, 14, 6),
    (1100, 15, 5),
    (1300, 16, 4),
    (1500, 17, 3),
    (1700, 18, 2),
    (2000, 19, 1),
    (None, 20, 0),
]


@pytest.fixture
def fibur3() -> ThresholdScale:
    return ThresholdScale("fibur-3-deals", FIBUR_3_ROWS)


@pytest.fixture
def fibur4() -> ThresholdScale:
    return ThresholdScale("fibur-4-deals", FIBUR_4_ROWS)


def vp(winner: str | int, loser: str | int) -> tuple[Decimal, Decimal]:
    return Decimal(winner), Decimal(loser)


def problems_of(error: pytest.ExceptionInfo[ScaleError]) -> list[str]:
    # Each problem as the window and the command line word it in English: its place (a row), then what.
    return [describe(problem, "en") for problem in error.value.problems]


# ------------------------------------------------------------------------------------ threshold lookup


@pytest.mark.parametrize(
    ("diff", "expected"),
    [
        (0, vp(10, 10)),
        (50, vp(10, 10)),
        (55, vp(11, 9)),
        (150, vp(11, 9)),
        (155, vp(12, 8)),
        (250, vp(12, 8)),
        (255, vp(13, 7)),
        (350, vp(13, 7)),
        (355, vp(14, 6)),
        (500, vp(14, 6)),
        (505, vp(15, 5)),
        (650, vp(15, 5)),
        (655, vp(16, 4)),
        (800, vp(16, 4)),
        (805, vp(17, 3)),
        (1000, vp(17, 3)),
        (1005, vp(18, 2)),
        (1250, vp(18, 2)),
        (1255, vp(19, 1)),
        (1500, vp(19, 1)),
        (1505, vp(20, 0)),
        (100000, vp(20, 0)),
    ],
)
def test_three_deal_table_at_every_bracket_edge(
    fibur3: ThresholdScale, diff: int, expected: tuple[Decimal, Decimal]
) -> None:
    assert fibur3.lookup(diff) == expected
    assert fibur3.lookup(-diff) == (expected[1], expected[0])


@pytest.mark.parametrize(
    ("diff", "expected"),
    [
        (0, vp(10, 10)),
        (100, vp(10, 10)),
        (105, vp(11, 9)),
        (300, vp(11, 9)),
        (305, vp(12, 8)),
        (500, vp(12, 8)),
        (505, vp(13, 7)),
        (700, vp(13, 7)),
        (705, vp(14, 6)),
        (900, vp(14, 6)),
        (905, vp(15, 5)),
        (1100, vp(15, 5)),
        (1105, vp(16, 4)),
        (1300, vp(16, 4)),
        (1305, vp(17, 3)),
        (1500, vp(17, 3)),
        (1505, vp(18, 2)),
        (1700, vp(18, 2)),
        (1705, vp(19, 1)),
        (2000, vp(19, 1)),
        (2005, vp(20, 0)),
        (100000, vp(20, 0)),
    ],
)
def test_four_deal_table_at_every_bracket_edge(
    fibur4: ThresholdScale, diff: int, expected: tuple[Decimal, Decimal]
) -> None:
    assert fibur4.lookup(diff) == expected
    assert fibur4.lookup(-diff) == (expected[1], expected[0])


@pytest.mark.parametrize(
    ("diff", "expected"),
    [
        (1, vp(10, 10)),
        (-1, vp(10, 10)),
        (51, vp(11, 9)),
        (52, vp(11, 9)),
        (802, vp(17, 3)),
        (-802, vp(3, 17)),
        (1503, vp(20, 0)),
    ],
)
def test_differences_that_are_not_multiples_of_5_still_get_vp(
    fibur3: ThresholdScale, diff: int, expected: tuple[Decimal, Decimal]
) -> None:
    assert fibur3.lookup(diff) == expected


def test_negative_difference_gives_the_losing_line_first(fibur3: ThresholdScale) -> None:
    assert fibur3.lookup(-805) == vp(3, 17)
    assert fibur3.lookup(-2000) == vp(0, 20)


def test_total_and_printed_rows_of_the_three_deal_table(fibur3: ThresholdScale) -> None:
    assert fibur3.total == 20
    assert fibur3.printable_rows() == [
        ("0–50", "10–10"),
        ("55–150", "11–9"),
        ("155–250", "12–8"),
        ("255–350", "13–7"),
        ("355–500", "14–6"),
        ("505–650", "15–5"),
        ("655–800", "16–4"),
        ("805–1000", "17–3"),
        ("1005–1250", "18–2"),
        ("1255–1500", "19–1"),
        ("≥ 1505", "20–0"),
    ]


def test_rows_are_kept_as_decimals(fibur3: ThresholdScale) -> None:
    assert fibur3.rows[0] == ScaleRow(50, Decimal(10), Decimal(10))
    assert all(isinstance(value, Decimal) for row in fibur3.rows for value in (row.winner, row.loser))


def test_a_table_with_half_vp_and_a_zero_first_bound() -> None:
    scale = ThresholdScale("halves", [(0, 5, 5), (7, Decimal("5.5"), Decimal("4.5")), (None, 10, 0)])
    assert scale.lookup(0) == vp(5, 5)
    assert scale.lookup(3) == vp("5.5", "4.5")
    assert scale.lookup(-8) == vp(0, 10)
    assert scale.total == 10
    # No multiple of 5 above 0 and up to 7 but 5 itself: the 5.5 row starts at 5 on paper.
    assert scale.printable_rows() == [("0", "5–5"), ("5–7", "5.5–4.5"), ("≥ 10", "10–0")]


# ------------------------------------------------------------------------------------- min_diff_for


@pytest.mark.parametrize(
    ("wanted", "expected"),
    [(14, 355), (10, 0), (11, 55), (20, 1505), (Decimal("13.5"), 355), (0, 0), (-3, 0), (21, None)],
)
def test_smallest_difference_that_earns_a_vp_score_with_the_three_deal_table(
    fibur3: ThresholdScale, wanted: Decimal | int, expected: int | None
) -> None:
    assert fibur3.min_diff_for(wanted) == expected


def test_smallest_difference_for_a_bye_with_the_four_deal_table(fibur4: ThresholdScale) -> None:
    assert fibur4.min_diff_for(Decimal(14)) == 705


def test_smallest_difference_skips_a_row_that_holds_no_multiple_of_5() -> None:
    scale = ThresholdScale("odd", [(50, 10, 10), (53, 12, 8), (None, 13, 7)])
    # 51–53 earn 12 VP but no real difference (a multiple of 5) lies there; 55 is the first that does.
    assert scale.min_diff_for(11) == 55


# ------------------------------------------------------------------------------------------ continuous


@pytest.fixture
def continuous() -> ContinuousScale:
    # Each margin rounded on its own, as continuous scales stored before issue 30 are.
    return ContinuousScale("continuous", 1505, concave=False)


@pytest.fixture
def concave() -> ContinuousScale:
    return ContinuousScale("continuous", 1505)


@pytest.mark.parametrize(
    ("diff", "expected"),
    [
        (0, vp(10, 10)),
        (5, vp("10.06", "9.94")),
        (100, vp("11.20", "8.80")),
        (355, vp("13.78", "6.22")),
        (500, vp("14.99", "5.01")),
        (1000, vp("18.07", "1.93")),
        (1500, vp("19.99", "0.01")),
        (1505, vp(20, 0)),
        (5000, vp(20, 0)),
    ],
)
def test_continuous_scale_values(
    continuous: ContinuousScale, diff: int, expected: tuple[Decimal, Decimal]
) -> None:
    # Expected values come from the formula worked in floating point (e.g. 500 → 14.98706 → 14.99).
    assert continuous.lookup(diff) == expected
    assert continuous.lookup(-diff) == (expected[1], expected[0])


@pytest.mark.parametrize(
    ("diff", "expected"),
    [
        (0, vp(10, 10)),
        (5, vp("10.07", "9.93")),
        (100, vp("11.21", "8.79")),
        (355, vp("13.81", "6.19")),
        (500, vp("14.97", "5.03")),
        (1000, vp("18.10", "1.90")),
        (1500, vp("19.99", "0.01")),
        (1505, vp(20, 0)),
        (5000, vp(20, 0)),
    ],
)
def test_concave_scale_values(concave: ContinuousScale, diff: int, expected: tuple[Decimal, Decimal]) -> None:
    # The formula's steps rounded as a whole to stay concave: within 0.07 of the formula (14.987 → 14.97).
    assert concave.lookup(diff) == expected
    assert concave.lookup(-diff) == (expected[1], expected[0])


def test_a_difference_between_two_steps_earns_the_step_above(concave: ContinuousScale) -> None:
    # As in a threshold table (802 → the row of 805): no difference but multiples of 5 can occur.
    assert concave.lookup(802) == concave.lookup(805) != concave.lookup(800)
    assert concave.lookup(-3) == concave.lookup(-5)


def test_continuous_scale_with_another_blitz_total_and_decimals() -> None:
    assert ContinuousScale("c4", 2005, concave=False).lookup(1000) == vp("16.72", "3.28")
    assert ContinuousScale("c4", 2005).lookup(1000) == vp("16.63", "3.37")
    whole = ContinuousScale("whole", 1505, 20, 0, concave=False)
    assert whole.lookup(100) == vp(11, 9)
    assert whole.lookup(5) == vp(10, 10)
    thirty = ContinuousScale("thirty", 1505, 30, 1, concave=False)
    assert thirty.lookup(0) == vp(15, 15)
    assert thirty.lookup(-2000) == vp(0, 30)


def test_continuous_smallest_difference_follows_the_rounding(continuous: ContinuousScale) -> None:
    # 375 gives 13.95; 380 gives 13.9985…, shown as 14.00.
    assert continuous.min_diff_for(14) == 380
    assert continuous.lookup(375)[0] < 14 <= continuous.lookup(380)[0]
    assert continuous.min_diff_for(20) == 1505
    assert continuous.min_diff_for(10) == 0
    assert continuous.min_diff_for(Decimal("20.01")) is None


def test_continuous_smallest_difference_for_every_vp_it_gives(continuous: ContinuousScale) -> None:
    earned = [continuous.lookup(diff)[0] for diff in range(0, 1510, 5)]
    for wanted in sorted(set(earned)):
        assert continuous.min_diff_for(wanted) == 5 * earned.index(wanted), wanted


def test_continuous_printed_rows(continuous: ContinuousScale, concave: ContinuousScale) -> None:
    rows = continuous.printable_rows()
    assert rows[0] == ("0", "10–10")
    assert rows[-1] == ("≥ 1505", "20–0")
    assert "1505" in rows[1][1]
    # In symbols, alike in every language (it shows in the Italian and German window too): 2 decimals.
    assert rows[1][1].endswith("(± 0.01); 20 − VP")
    assert not any(ch.isalpha() and ch not in "VPMτ" for ch in rows[1][1])
    # A concave scale says how far its steps may lie from the formula.
    assert concave.printable_rows()[1][1].endswith("(± 0.07); 20 − VP")


def test_format_vp() -> None:
    assert format_vp(Decimal("17")) == "17"
    assert format_vp(Decimal("17.00")) == "17"
    assert format_vp(Decimal("17.30")) == "17.30"
    assert format_vp(Decimal("0.05")) == "0.05"
    assert format_vp(Decimal("1E+1")) == "10"


# ------------------------------------------------------------------------------------------ validation


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        ([], ["the table has no rows: it needs at least one"]),
        (
            [(50, 10, 10), (250, 11, 9), (150, 12, 8), (None, 13, 7)],
            ["Row 3: bound 150 is not above the previous bound 250"],
        ),
        ([(50, 10, 10), (50, 11, 9), (None, 12, 8)], ["Row 2: bound 50 is not above the previous bound 50"]),
        ([(-5, 10, 10), (None, 20, 0)], ["Row 1: bound -5 is negative"]),
        (
            [(Decimal("50.5"), 10, 10), (None, 20, 0)],
            ["Row 1: bound 50.5 is not a whole number"],
        ),
        ([(50, 10, 10), (1500, 20, 0)], ["Row 2: the last row must be open (bound null), not end at 1500"]),
        (
            [(50, 10, 10), (None, 15, 5), (None, 20, 0)],
            ["Row 2: only the last row may be open (bound null)"],
        ),
        (
            [(50, 10, 10), (150, 11, 9), (None, 20, 1)],
            ["Row 3: winner + loser is 21, but 20 on row 1"],
        ),
        (
            [(50, 10, 10), (150, 12, 8), (250, 11, 9), (None, 20, 0)],
            ["Row 3: winner VP 11 is below 12 on the row before"],
        ),
        (
            [(50, 10, 10), (None, 8, 12)],
            ["Row 2: winner VP 8 is below loser VP 12", "Row 2: winner VP 8 is below 10 on the row before"],
        ),
        (
            [(50, 11, 9), (None, 20, 0)],
            ["Row 1: gives 11–9, but a difference of 0 must give both lines the same VP"],
        ),
        ([(50, 10), (None, 20, 0)], ["Row 1: needs 3 values (bound, winner VP, loser VP), not [50, 10]"]),
        (
            [(50, "ten", 10), (None, 20, True)],
            ['Row 1: winner VP "ten" is not a number', "Row 2: loser VP true is not a number"],
        ),
        ([(50, 10, 10), (None, float("nan"), 0)], ["Row 2: winner VP nan is not a number"]),
    ],
)
def test_each_broken_rule_is_refused_with_its_message(rows: list[Any], expected: list[str]) -> None:
    with pytest.raises(ScaleError) as error:
        ThresholdScale("broken", rows)
    assert problems_of(error) == expected
    assert str(error.value) == "; ".join(expected)


def test_every_broken_rule_is_listed_at_once() -> None:
    with pytest.raises(ScaleError) as error:
        ThresholdScale("", [(50, 10, 10), (None, 11, 9), (30, 9, 12)])
    assert problems_of(error) == [
        "the name is empty",
        "Row 2: only the last row may be open (bound null)",
        "Row 3: the last row must be open (bound null), not end at 30",
        "Row 3: winner VP 9 is below loser VP 12",
        "Row 3: winner VP 9 is below 11 on the row before",
        "Row 3: winner + loser is 21, but 20 on row 1",
    ]


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        (("c", 0), ["blitz 0 must be above 0"]),
        (("c", -100), ["blitz -100 must be above 0"]),
        (("c", 1505.5), ["blitz 1505.5 is not a whole number of MP"]),
        (("c", 1505, 0), ["total 0 must be above 0"]),
        (("c", 1505, "20"), ['total "20" is not a number']),
        (("c", 1505, 20, 5), ["decimals 5 must be between 0 and 4"]),
        (("c", 1505, 20, -1), ["decimals -1 must be between 0 and 4"]),
        (
            ("c", 1505, Decimal("20.5"), 0),
            [
                "total 20.5 has more decimals than the 0 shown",
                "Decimals: a continuous scale shows at least 2 decimals, not 0: with fewer it cannot stay "
                "concave (5 MP more never earning more VP than the 5 before) close to its formula",
            ],
        ),
        (
            ("", 0, -1, 9),
            [
                "the name is empty",
                "blitz 0 must be above 0",
                "total -1 must be above 0",
                "decimals 9 must be between 0 and 4",
            ],
        ),
    ],
)
def test_continuous_scale_rules(arguments: tuple[Any, ...], expected: list[str]) -> None:
    with pytest.raises(ScaleError) as error:
        ContinuousScale(*arguments)
    assert problems_of(error) == expected


def test_a_concave_scale_needs_two_decimals_and_a_blitz_of_5000_at_most() -> None:
    for decimals in (0, 1):
        with pytest.raises(ScaleError) as error:
            ContinuousScale("c", 1505, 20, decimals)
        assert [problem.path for problem in error.value.problems] == [("decimals",)]
        assert ContinuousScale("c", 1505, 20, decimals, concave=False).decimals == decimals
    with pytest.raises(ScaleError) as error:
        ContinuousScale("c", 5005)
    assert problems_of(error) == ["Blitz: blitz 5005 is beyond the 5000 MP a continuous scale may reach"]
    assert ContinuousScale("c", 5000).lookup(2500)[0] < 20
    assert ContinuousScale("c", 10**6, concave=False).lookup(10**5)[0] < 20


def test_scales_compare_by_value(fibur3: ThresholdScale) -> None:
    same = ThresholdScale("fibur-3-deals", [list(row) for row in FIBUR_3_ROWS])
    assert same == fibur3
    assert hash(same) == hash(fibur3)
    assert ThresholdScale("other", FIBUR_3_ROWS) != fibur3
    assert ContinuousScale("c", 1505) == ContinuousScale("c", 1505, Decimal("20.0"), 2)
    assert ContinuousScale("c", 1505) != ContinuousScale("c", 2005)
    assert ContinuousScale("c", 1505) != ContinuousScale("c", 1505, concave=False)
    some_scale: VPScale = ContinuousScale("c", 1505)
    assert some_scale != fibur3


def test_scales_cannot_be_changed(fibur3: ThresholdScale) -> None:
    with pytest.raises(AttributeError):
        fibur3.name = "changed"  # type: ignore[misc]


# ---------------------------------------------------------------------------------------------- JSON


def test_table_json_has_the_shape_of_the_tournament_file(fibur3: ThresholdScale) -> None:
    assert fibur3.to_json() == {
        "name": "fibur-3-deals",
        "kind": "table",
        "rows": [
            [50, 10, 10],
            [150, 11, 9],
            [250, 12, 8],
            [350, 13, 7],
            [500, 14, 6],
            [650, 15, 5],
            [800, 16, 4],
            [1000, 17, 3],
            [1250, 18, 2],
            [1500, 19, 1],
            [None, 20, 0],
        ],
    }
    assert all(type(value) is int for row in fibur3.to_json()["rows"] for value in row[1:])


def test_continuous_json_shape_keeps_description_and_source() -> None:
    scale = ContinuousScale("continuous", 1505, description="smooth", source="the WBF formula")
    assert scale.to_json() == {
        "name": "continuous",
        "kind": "continuous",
        "description": "smooth",
        "source": "the WBF formula",
        "blitz": 1505,
        "total": 20,
        "decimals": 2,
        "concave": True,
    }


def test_a_scale_stored_before_issue_30_keeps_its_rounding_and_its_json() -> None:
    """A continuous scale without `concave` (every one stored before) keeps the plain rounding, so that a
    tournament reopened keeps its VP; and is written back as it was read."""
    stored = {"name": "continuous", "kind": "continuous", "blitz": 1505, "total": 20, "decimals": 2}
    scale = scale_from_json(stored)
    assert isinstance(scale, ContinuousScale) and not scale.concave
    assert scale.lookup(500) == vp("14.99", "5.01")
    assert scale.to_json() == stored
    assert scale_from_json({**stored, "concave": True}).lookup(500) == vp("14.97", "5.03")
    with pytest.raises(ScaleError) as error:
        scale_from_json({**stored, "concave": "yes"})
    assert problems_of(error) == ["'concave' must be true or false, not \"yes\""]


def test_non_integral_vp_are_written_as_json_floats() -> None:
    scale = ThresholdScale("halves", [(0, Decimal("10.0"), 10), (None, Decimal("17.5"), Decimal("2.5"))])
    assert scale.to_json()["rows"] == [[0, 10, 10], [None, 17.5, 2.5]]
    assert scale_from_json(json.loads(json.dumps(scale.to_json()))) == scale


def test_json_round_trip_is_exact_through_text(fibur3: ThresholdScale) -> None:
    described = ThresholdScale("fibur-3-deals", FIBUR_3_ROWS, description="3 deals", source="FIBUR")
    tenths = ContinuousScale("c", 2005, 30, 1, source="WBF", concave=False)
    for scale in (fibur3, described, tenths, ContinuousScale("c", 2005, 30, source="WBF")):
        again = scale_from_json(json.loads(scale_to_text(scale)))
        assert again == scale
        assert again.to_json() == scale.to_json()


def test_scale_text_has_one_row_per_line(fibur3: ThresholdScale) -> None:
    lines = scale_to_text(fibur3).splitlines()
    assert "    [805, 17, 3]," not in lines  # the bound is the top of the row, not its start
    assert "    [1000, 17, 3]," in lines
    assert "    [null, 20, 0]" in lines


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ([1, 2], ["a VP scale must be a JSON object, not […]"]),
        ({"name": "x", "rows": []}, ['missing key \'kind\' ("table" or "continuous")']),
        (
            {"name": "x", "kind": "steps", "rows": []},
            ['\'kind\' must be "table" or "continuous", not "steps"'],
        ),
        ({"kind": "table", "rows": [[None, 20, 0]]}, ["missing key 'name'"]),
        ({"name": "x", "kind": "table"}, ["missing key 'rows'"]),
        (
            {"name": "x", "kind": "continuous", "blitz": 1505, "total": 20},
            ["missing key 'decimals'"],
        ),
        (
            {"name": "x", "kind": "table", "rows": [[None, 20, 0]], "colour": "red"},
            ['unknown key "colour" in a VP scale'],
        ),
        (
            {"name": "x", "kind": "continuous", "blitz": 1505, "total": 20, "decimals": 2, "rows": []},
            ['unknown key "rows" in a VP scale'],
        ),
        ({"name": 3, "kind": "table", "rows": [[None, 20, 0]]}, ["'name' must be text, not 3"]),
        (
            {"name": "x", "kind": "table", "rows": {"a": 1}},
            ["the rows must be a list of [bound, winner VP, loser VP], not {…}"],
        ),
        (
            {"name": "x", "kind": "table", "rows": [[None, 20, 0]], "source": 7},
            ["'source' must be text or null, not 7"],
        ),
        (
            {"name": "x", "kind": "continuous", "blitz": "1505", "total": None, "decimals": 2.0},
            [
                "'blitz' must be a whole number, not \"1505\"",
                "'decimals' must be a whole number, not 2.0",
                "'total' must be a number, not null",
            ],
        ),
        (
            {"name": "x", "kind": "table", "rows": [[150, 10, 10], [50, 11, 9], [None, 20, 0]]},
            ["Row 2: bound 50 is not above the previous bound 150"],
        ),
    ],
)
def test_json_problems_name_the_key(data: Any, expected: list[str]) -> None:
    with pytest.raises(ScaleError) as error:
        scale_from_json(data)
    assert problems_of(error) == expected


def test_json_null_description_is_accepted_and_left_out() -> None:
    scale = scale_from_json({"name": "x", "kind": "table", "rows": [[None, 10, 10]], "description": None})
    assert scale.description is None
    assert "description" not in scale.to_json()


# --------------------------------------------------------------------------------------------- files


def test_save_and_load_a_scale_file(tmp_path: Path, fibur3: ThresholdScale) -> None:
    file = tmp_path / "mine.json"
    save_scale_file(fibur3, file)
    assert load_scale_file(file) == fibur3
    assert json.loads(file.read_text(encoding="utf-8")) == fibur3.to_json()
    # Saving again replaces the file and leaves no temporary file behind.
    other = ContinuousScale("continuous", 1505)
    save_scale_file(other, str(file))
    assert load_scale_file(str(file)) == other
    assert [path.name for path in tmp_path.iterdir()] == ["mine.json"]


def test_decimal_vp_survive_a_file_exactly(tmp_path: Path) -> None:
    scale = ThresholdScale("tenths", [(20, 10, 10), (60, Decimal("10.1"), Decimal("9.9")), (None, 20, 0)])
    save_scale_file(scale, tmp_path / "tenths.json")
    again = load_scale_file(tmp_path / "tenths.json")
    assert isinstance(again, ThresholdScale)
    assert again.rows[1] == ScaleRow(60, Decimal("10.1"), Decimal("9.9"))
    assert again.lookup(-50) == vp("9.9", "10.1")


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ScaleError) as error:
        load_scale_file(tmp_path / "nothing.json")
    assert str(error.value) == f"VP scale file {tmp_path / 'nothing.json'} does not exist"


def test_bad_json_says_where(tmp_path: Path) -> None:
    file = tmp_path / "bad.json"
    file.write_text('{\n  "name": "x",\n  "kind": "table"\n  "rows": []\n}\n', encoding="utf-8")
    with pytest.raises(ScaleError) as error:
        load_scale_file(file)
    assert str(error.value) == (
        f"VP scale file {file} is not valid JSON: line 4, column 3: Expecting ',' delimiter"
    )


def test_invalid_content_names_the_file(tmp_path: Path) -> None:
    file = tmp_path / "wrong.json"
    file.write_text(
        json.dumps({"name": "x", "kind": "table", "rows": [[50, 10, 10], [40, 11, 9], [100, 20, 0]]}),
        encoding="utf-8",
    )
    with pytest.raises(ScaleError) as error:
        load_scale_file(file)
    assert problems_of(error) == [
        f"VP scale file {file} is not a valid scale",
        "Row 2: bound 40 is not above the previous bound 50",
        "Row 3: the last row must be open (bound null), not end at 100",
    ]


def test_file_that_is_not_text_or_not_a_file(tmp_path: Path) -> None:
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(ScaleError, match="is not UTF-8 text"):
        load_scale_file(binary)
    with pytest.raises(ScaleError, match=r"cannot read VP scale file .*: Is a directory"):
        load_scale_file(tmp_path)


# ---------------------------------------------------------------------------------------- invariants

UNITS = [Decimal(1), Decimal("0.5"), Decimal("0.25")]


@st.composite
def threshold_scales(draw: st.DrawFn) -> ThresholdScale:
    """Valid tables: increasing bounds, a draw first row, winners climbing by whole steps of a unit."""
    count = draw(st.integers(1, 12))
    bounds: list[int] = sorted(draw(st.sets(st.integers(0, 4000), min_size=count - 1, max_size=count - 1)))
    unit = draw(st.sampled_from(UNITS))
    half = unit * draw(st.integers(1, 40))
    winners = [half]
    for step in draw(st.lists(st.integers(0, 6), min_size=count - 1, max_size=count - 1)):
        winners.append(min(winners[-1] + unit * step, 2 * half))
    rows = [
        (bound, winner, 2 * half - winner) for bound, winner in zip([*bounds, None], winners, strict=True)
    ]
    return ThresholdScale("generated", rows)


continuous_scales = st.builds(
    ContinuousScale,
    name=st.just("generated"),
    blitz=st.integers(1, 5000),
    total=st.integers(1, 40),
    decimals=st.integers(0, 4),
    concave=st.just(False),
) | st.builds(
    ContinuousScale,
    name=st.just("generated"),
    blitz=st.integers(1, 800),  # each concave scale is worked out whole: kept small to keep the tests quick
    total=st.integers(1, 40),
    decimals=st.integers(2, 3),
)
any_scale = st.one_of(threshold_scales(), continuous_scales)
differences = st.integers(-6000, 6000)


@given(any_scale, differences)
def test_the_two_lines_share_the_total(scale: VPScale, diff: int) -> None:
    mine, theirs = scale.lookup(diff)
    assert mine + theirs == scale.total
    assert (mine >= theirs) if diff >= 0 else (mine <= theirs)


@given(any_scale, differences)
def test_a_negative_difference_is_the_same_result_seen_from_the_other_line(scale: VPScale, diff: int) -> None:
    mine, theirs = scale.lookup(diff)
    assert scale.lookup(-diff) == (theirs, mine)


@given(any_scale, st.integers(0, 6000), st.integers(0, 6000))
def test_the_winner_never_gets_less_for_a_bigger_difference(scale: VPScale, first: int, second: int) -> None:
    smaller, bigger = sorted((first, second))
    assert scale.lookup(smaller)[0] <= scale.lookup(bigger)[0]


@given(any_scale, st.decimals(min_value=-1, max_value=45, places=2))
def test_min_diff_for_is_the_smallest_step_that_earns_the_vp(scale: VPScale, wanted: Decimal) -> None:
    found = scale.min_diff_for(wanted)
    best = scale.lookup(10**9)[0]
    if wanted > best:
        assert found is None
        return
    assert found is not None
    assert found % 5 == 0
    assert scale.lookup(found)[0] >= wanted
    assert found == 0 or scale.lookup(found - 5)[0] < wanted


@given(any_scale)
def test_json_round_trip_of_generated_scales(scale: VPScale) -> None:
    assert scale_from_json(json.loads(json.dumps(scale.to_json()))) == scale


@given(threshold_scales(), st.data())
def test_a_table_broken_in_one_rule_is_refused(scale: ThresholdScale, data: st.DataObject) -> None:
    rows: list[list[Any]] = [list(row) for row in scale.rows]
    count = len(rows)
    unit = min(UNITS)
    breakages = ["draw", "no rows", "closed last"]
    if count >= 2:
        breakages += ["sum", "negative bound", "open middle", "winner falls"]
    if count >= 3:
        breakages.append("bound not above")
    breakage = data.draw(st.sampled_from(breakages))
    if breakage == "sum":
        index = data.draw(st.integers(1, count - 1))
        rows[index][2] += unit
        expected = f"Row {index + 1}: winner + loser is"
    elif breakage == "draw":
        rows[0][1:] = [rows[0][1] + unit, rows[0][2] - unit]
        expected = "Row 1: gives"
    elif breakage == "no rows":
        rows = []
        expected = "the table has no rows"
    elif breakage == "closed last":
        previous = rows[-2][0] if count >= 2 else -1
        rows[-1][0] = previous + data.draw(st.integers(1, 100))
        expected = f"Row {count}: the last row must be open"
    elif breakage == "negative bound":
        rows[0][0] = -data.draw(st.integers(1, 100))
        expected = "Row 1: bound"
    elif breakage == "open middle":
        index = data.draw(st.integers(0, count - 2))
        rows[index][0] = None
        expected = f"Row {index + 1}: only the last row may be open"
    elif breakage == "winner falls":
        index = data.draw(st.integers(1, count - 1))
        fallen = rows[index - 1][1] - unit
        rows[index][1:] = [fallen, scale.total - fallen]
        expected = (
            f"Row {index + 1}: winner VP {format_vp(fallen)} is below "
            f"{format_vp(rows[index - 1][1])} on the row before"
        )
    else:
        index = data.draw(st.integers(1, count - 2))
        rows[index][0] = rows[index - 1][0]
        expected = f"Row {index + 1}: bound {rows[index][0]} is not above the previous bound"
    with pytest.raises(ScaleError) as error:
        ThresholdScale("broken", rows)
    assert any(problem.startswith(expected) for problem in problems_of(error)), problems_of(error)


@given(
    st.one_of(
        st.tuples(st.integers(-1000, 0), st.just(20), st.just(2)).map(lambda args: (args, "blitz")),
        st.tuples(st.just(1505), st.integers(-40, 0), st.just(2)).map(lambda args: (args, "total")),
        st.tuples(st.just(1505), st.just(20), st.integers(5, 12) | st.integers(-12, -1)).map(
            lambda args: (args, "decimals")
        ),
    )
)
def test_a_continuous_scale_broken_in_one_rule_is_refused(case: tuple[tuple[int, int, int], str]) -> None:
    (blitz, total, decimals), rule = case
    with pytest.raises(ScaleError) as error:
        ContinuousScale("broken", blitz, total, decimals)
    assert [problem.split()[0] for problem in problems_of(error)] == [rule]


# ------------------------------------------------------------------------------------ staying concave


def offered_continuous_scales() -> list[VPScale]:
    """Every continuous scale the program offers: the bundled ones, the team scales derived from them, and
    the new scales the editor proposes for 2, 3 and 4 deals."""
    from burraco_tourney.domain.rules.limits import BLITZ_FOR_DEALS
    from burraco_tourney.domain.teams import doubled_scale
    from burraco_tourney.paths import resource

    bundled = [load_scale_file(file) for file in sorted(resource("vp_scales").glob("continuous*.json"))]
    proposed = [ContinuousScale("new", blitz) for blitz in BLITZ_FOR_DEALS.values()]
    return [*bundled, *(doubled_scale(scale) for scale in bundled), *proposed]


def test_the_program_offers_these_continuous_scales() -> None:
    blitzes = sorted(scale.blitz for scale in offered_continuous_scales())  # type: ignore[attr-defined]
    assert blitzes == [1005, 1505, 1505, 2005, 2005, 3010, 4010]


@pytest.mark.parametrize("scale", offered_continuous_scales(), ids=lambda s: f"{s.name}-{s.blitz}")
def test_a_further_5_mp_never_earn_more_vp_than_the_5_before(scale: ContinuousScale) -> None:
    """Issue 30, item 6 (DOMAIN.md §11): the continuous scale stays concave after rounding, as the WBF
    scale does; the draw and the blitz margin keep their VP, and the two lines share the total."""
    steps = range(0, scale.blitz + 15, 5)
    winner = [scale.lookup(diff)[0] for diff in steps]
    for k in range(1, len(winner) - 1):
        assert winner[k + 1] - winner[k] <= winner[k] - winner[k - 1], f"{5 * k} MP: {winner[k - 1 : k + 2]}"
    assert scale.lookup(0) == (scale.total / 2, scale.total / 2)
    assert scale.lookup(scale.blitz) == (scale.total, 0)
    assert all(sum(scale.lookup(diff)) == scale.total for diff in steps)


def _nearest_by_trying_all(rounded: list[int]) -> tuple[int, int]:
    """(largest move, moves in all) of the nearest concave scale, by trying every scale between the ends."""
    import itertools

    best: tuple[int, int] | None = None
    for middle in itertools.product(range(rounded[0], rounded[-1] + 1), repeat=len(rounded) - 2):
        steps = [rounded[0], *middle, rounded[-1]]
        gains = [b - a for a, b in itertools.pairwise(steps)]
        if min(gains) < 0 or any(b > a for a, b in itertools.pairwise(gains)):
            continue
        moves = [abs(a - b) for a, b in zip(steps, rounded, strict=True)]
        if best is None or (max(moves), sum(moves)) < best:
            best = (max(moves), sum(moves))
    assert best is not None
    return best


@settings(deadline=None, max_examples=60)
@given(st.lists(st.integers(0, 3), min_size=2, max_size=5), st.lists(st.floats(0, 3), min_size=5, max_size=5))
def test_the_concave_steps_are_the_nearest(rises: list[int], noise: list[float]) -> None:
    from burraco_tourney.domain.vp_concave import concave_steps

    rounded = [0]
    for rise in rises:
        rounded.append(rounded[-1] + rise)
    gains = [0.0, *noise[: len(rises)]]
    steps = concave_steps(rounded, gains)
    moves = [abs(a - b) for a, b in zip(steps, rounded, strict=True)]
    assert steps[0] == rounded[0] and steps[-1] == rounded[-1]
    assert all(b - a >= c - b >= 0 for a, b, c in zip(steps, steps[1:], steps[2:], strict=False))
    assert (max(moves), sum(moves)) == _nearest_by_trying_all(rounded)
