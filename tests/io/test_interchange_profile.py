"""The tournament file records the rule profile (issue 14): each bundled profile and a custom one come back
from the file as they went in; a file without a profile reads as before; a wrong profile is refused at its
key."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path

import pytest

from burraco_tourney.domain.clock import FinalCircuitRule
from burraco_tourney.domain.profiles import BUNDLED_PROFILES, CLASSIC, CUSTOM, FIBUR, INTERNATIONAL
from burraco_tourney.domain.scoring import ClosingRule, ScoringRules
from burraco_tourney.io.interchange import (
    InterchangeError,
    load_tournament_file,
    read_tournament,
    save_tournament_file,
    tournament_to_json,
)
from burraco_tourney.io.problem_texts import describe_error

SAMPLE = Path(__file__).resolve().parent.parent / "data" / "small_tournament.json"


def sample_data() -> dict[str, object]:
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def with_profile_json(**profile: object) -> dict[str, object]:
    data = sample_data()
    data["tournament"]["profile"] = profile  # type: ignore[index]
    return data


@pytest.mark.parametrize("key", [FIBUR, CLASSIC, INTERNATIONAL])
def test_each_bundled_profile_round_trips_through_the_file(key: str, tmp_path: Path) -> None:
    tournament = load_tournament_file(SAMPLE)
    profile = BUNDLED_PROFILES[key]
    # Without the sample's rounds: they hold semi-clean burracos, which Classic does not count.
    chosen = replace(
        tournament, settings=replace(tournament.settings, profile=profile), rounds=(), adjustments=()
    )
    path = tmp_path / "t.json"
    save_tournament_file(chosen, path)
    written = json.loads(path.read_text(encoding="utf-8"))["tournament"]
    assert written["profile"]["key"] == key
    assert written["scoring"]["semi_clean"] == profile.scoring.semi_clean
    assert load_tournament_file(path).settings.profile is profile


def test_a_custom_profile_keeps_its_name_and_rules(tmp_path: Path) -> None:
    tournament = replace(load_tournament_file(SAMPLE), rounds=(), adjustments=())
    custom = BUNDLED_PROFILES[INTERNATIONAL].customised(
        name="Circolo D'Alessandro",
        timeout_text="Ultimo giro: tutti giocano ancora una volta.",
        scoring=replace(BUNDLED_PROFILES[INTERNATIONAL].scoring, clean=250),
    )
    chosen = replace(tournament, settings=replace(tournament.settings, profile=custom))
    path = tmp_path / "t.json"
    save_tournament_file(chosen, path)
    back = load_tournament_file(path).settings.profile
    assert back == custom
    assert (back.key, back.name, back.closing_requires) == (
        CUSTOM,
        "Circolo D'Alessandro",
        ClosingRule.CLEAN_BURRACO,
    )


def test_a_file_without_a_profile_reads_as_before() -> None:
    data = sample_data()
    del data["tournament"]["profile"]  # type: ignore[attr-defined]
    settings = read_tournament(copy.deepcopy(data)).settings
    # Semi-clean 150 without a profile is the file's own rules: custom, playing as the program did.
    assert settings.profile.key == CUSTOM
    assert settings.scoring == ScoringRules(semi_clean=150)
    assert settings.profile.timeout_text == FinalCircuitRule.DISCARDER.text
    assert not settings.profile.danish_last_round_rematch_allowed
    data["tournament"]["scoring"] = {}  # type: ignore[index]
    data["rounds"] = data["adjustments"] = []  # they hold semi-clean burracos
    assert read_tournament(data).settings.profile is BUNDLED_PROFILES[CLASSIC]


def test_a_profile_key_without_its_values_keeps_the_files_values() -> None:
    # The values are those of "scoring": FIBur's key over Classic's values is FIBur's rules, changed.
    data = with_profile_json(key="fibur")
    data["tournament"]["scoring"] = {}  # type: ignore[index]
    data["rounds"] = data["adjustments"] = []
    profile = read_tournament(data).settings.profile
    assert profile.key == CUSTOM
    assert profile.danish_last_round_rematch_allowed
    assert profile.scoring.semi_clean is None


@pytest.mark.parametrize(
    ("profile", "expected"),
    [
        ({"key": "bridge"}, 'Rule profile: Unknown value "bridge"'),
        ({"key": "fibur", "closing_requires": "joker"}, "What a line may close with: Unknown value"),
        (
            {"key": "fibur", "danish_last_round_rematch": "yes"},
            "Danish last round: Must be true or false",
        ),
        ({"key": "custom", "timeout_text": "  "}, "Time-out words:"),
        ({"key": "custom", "colour": "red"}, "Rule profile, colour: Unknown key"),
        ({"key": "custom", "name": "Ø" * 201}, "name of the rules: too long: 201 characters"),
        ({}, "Rule profile:"),
    ],
)
def test_a_wrong_profile_is_refused_at_its_key(profile: dict[str, object], expected: str) -> None:
    with pytest.raises(InterchangeError) as refused:
        read_tournament(with_profile_json(**profile))
    assert expected.lower() in describe_error(refused.value, "en").lower()
    assert describe_error(refused.value, "it")


def test_what_is_written_is_what_is_read() -> None:
    tournament = read_tournament(with_profile_json(key="fibur", danish_last_round_rematch=True))
    assert tournament.settings.profile is BUNDLED_PROFILES[FIBUR]
    assert tournament_to_json(read_tournament(tournament_to_json(tournament))) == tournament_to_json(
        tournament
    )
