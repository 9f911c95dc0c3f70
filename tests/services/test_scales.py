"""The bundled VP scales, and finding a scale by name or by file as `vp --scale` does."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from burraco_tourney.domain.vp import ContinuousScale, ScaleError, ThresholdScale, save_scale_file
from burraco_tourney.paths import resource
from burraco_tourney.services.scales import (
    bundled_scale,
    bundled_scale_names,
    bundled_scales,
    resolve_scale,
)

BUNDLED = ["continuous", "continuous-4-deals", "fibur-3-deals", "fibur-4-deals", "two-deals-unofficial"]


def test_bundled_scales_are_listed_by_name() -> None:
    assert bundled_scale_names() == BUNDLED
    assert [scale.name for scale in bundled_scales()] == BUNDLED


def test_each_bundled_file_is_named_after_its_scale_and_says_where_it_comes_from() -> None:
    files = sorted(resource("vp_scales").glob("*.json"))
    assert sorted(file.stem for file in files) == BUNDLED
    for scale in bundled_scales():
        assert scale.description, scale.name
        assert scale.source, scale.name
        assert scale.total == 20


def test_the_fibur_tables_are_those_of_the_rules() -> None:
    three = bundled_scale("fibur-3-deals")
    four = bundled_scale("fibur-4-deals")
    assert isinstance(three, ThresholdScale)
    assert isinstance(four, ThresholdScale)
    assert [row.bound for row in three.rows] == [50, 150, 250, 350, 500, 650, 800, 1000, 1250, 1500, None]
    assert [row.bound for row in four.rows] == [100, 300, 500, 700, 900, 1100, 1300, 1500, 1700, 2000, None]
    for scale in (three, four):
        assert [(row.winner, row.loser) for row in scale.rows] == [
            (Decimal(10 + step), Decimal(10 - step)) for step in range(11)
        ]
    assert three.lookup(805) == (Decimal(17), Decimal(3))
    assert three.lookup(-805) == (Decimal(3), Decimal(17))
    assert three.min_diff_for(14) == 355
    assert "Codice di Gara" in (three.source or "")


def test_the_two_deal_table_is_marked_unofficial_and_has_the_same_shape() -> None:
    two = bundled_scale("two-deals-unofficial")
    assert isinstance(two, ThresholdScale)
    assert "NOT OFFICIAL" in (two.description or "")
    assert len(two.rows) == 11
    assert [row.bound for row in two.rows] == [35, 100, 165, 235, 335, 435, 535, 665, 835, 1000, None]
    assert two.lookup(1005) == (Decimal(20), Decimal(0))


def test_the_continuous_scale_blitzes_where_the_three_deal_table_reaches_20() -> None:
    continuous = bundled_scale("continuous")
    assert continuous == ContinuousScale(
        "continuous", 1505, 20, 2, description=continuous.description, source=continuous.source
    )
    assert bundled_scale("fibur-3-deals").min_diff_for(20) == 1505
    # Rounded to stay concave (issue 30, item 6): 14.97, where 500 MP alone round to 14.99.
    assert continuous.lookup(500) == (Decimal("14.97"), Decimal("5.03"))


def test_resolve_a_bundled_name() -> None:
    assert resolve_scale("fibur-4-deals") == bundled_scale("fibur-4-deals")


def test_resolve_a_file(tmp_path: Path) -> None:
    mine = ThresholdScale("club-table", [(100, 10, 10), (None, 15, 5)], source="our club")
    file = tmp_path / "club.json"
    save_scale_file(mine, file)
    assert resolve_scale(str(file)) == mine


def test_a_bundled_name_wins_over_a_file_of_that_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("continuous").write_text(json.dumps({"name": "x", "kind": "table", "rows": [[None, 5, 5]]}))
    assert resolve_scale("continuous").name == "continuous"
    # Without the clash the same kind of file is read by its path.
    Path("local").write_text(json.dumps({"name": "x", "kind": "table", "rows": [[None, 5, 5]]}))
    assert resolve_scale("local").name == "x"


def test_unknown_name_lists_the_known_ones() -> None:
    expected = (
        "unknown VP scale 'fibur-5-deals': the bundled scales are continuous, continuous-4-deals, "
        "fibur-3-deals, fibur-4-deals, two-deals-unofficial (or give the path of a JSON scale file)"
    )
    with pytest.raises(ScaleError) as error:
        resolve_scale("fibur-5-deals")
    assert str(error.value) == expected
    assert "\n" not in str(error.value)
    with pytest.raises(ScaleError) as error:
        bundled_scale("fibur-5-deals")
    assert str(error.value) == expected


def test_a_missing_file_path_says_the_file_is_missing(tmp_path: Path) -> None:
    with pytest.raises(ScaleError) as error:
        resolve_scale(str(tmp_path / "gone.json"))
    assert str(error.value) == f"VP scale file {tmp_path / 'gone.json'} does not exist"
