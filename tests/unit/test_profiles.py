"""Rule profiles (issue 14): each bundled profile's scoring and closing rule, the settings that hold a
profile, the offer to count semi-clean burracos as dirty, and profile files."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from burraco_tourney.domain.clock import FINAL_CIRCUIT_TEXTS, FinalCircuitRule
from burraco_tourney.domain.problems import Refusal
from burraco_tourney.domain.profiles import (
    BUNDLED_PROFILES,
    CLASSIC,
    CUSTOM,
    FIBUR,
    INTERNATIONAL,
    ByeScore,
    count_semi_clean_as_dirty,
    profile_by_key,
    profile_from_json,
    profile_to_json,
    semi_clean_offers,
)
from burraco_tourney.domain.scoring import (
    ClosingRule,
    Deal,
    DealEnd,
    DealLine,
    ScoringRules,
    check_deal,
    deal_totals,
)
from burraco_tourney.domain.tournament import TournamentSettings
from burraco_tourney.domain.vp import VPScale, scale_from_json
from burraco_tourney.io.problem_texts import describe

FIBUR_PROFILE = BUNDLED_PROFILES[FIBUR]
CLASSIC_PROFILE = BUNDLED_PROFILES[CLASSIC]
INTERNATIONAL_PROFILE = BUNDLED_PROFILES[INTERNATIONAL]

# NS closed with one clean and one semi-clean burraco; EW made a dirty one.
WITH_SEMI = Deal(
    DealEnd.CLOSED,
    ns=DealLine(clean=1, semi_clean=1, closed=True, cards=300),
    ew=DealLine(dirty=1, cards=100),
)
# NS closed with a dirty burraco only.
CLOSED_DIRTY = Deal(
    DealEnd.CLOSED,
    ns=DealLine(dirty=1, closed=True, cards=200),
    ew=DealLine(clean=1, cards=150),
)


def codes(deal: Deal, rules: ScoringRules) -> list[str]:
    return [problem.code for problem in check_deal(deal, rules)]


def scale() -> VPScale:
    return scale_from_json({"kind": "table", "name": "t", "rows": [[50, 10, 10], [None, 20, 0]]})


def test_the_three_bundled_profiles_and_their_rules() -> None:
    assert set(BUNDLED_PROFILES) == {FIBUR, CLASSIC, INTERNATIONAL}
    assert FIBUR_PROFILE.scoring.semi_clean == 150
    assert FIBUR_PROFILE.danish_last_round_rematch_allowed
    assert FIBUR_PROFILE.timeout_text == FINAL_CIRCUIT_TEXTS[FinalCircuitRule.FIBUR]
    assert FIBUR_PROFILE.timeout_text == (
        "The last circuit starts with the partner of the player who must draw; if time-out is called before "
        "the player on turn has drawn, a full circuit is played."
    )
    # Classic is what the program played before profiles: seed 001, no semi-clean, no last-round exemption.
    assert CLASSIC_PROFILE.scoring == ScoringRules()
    assert not CLASSIC_PROFILE.semi_clean_allowed
    assert not CLASSIC_PROFILE.danish_last_round_rematch_allowed
    assert CLASSIC_PROFILE.timeout_text == FinalCircuitRule.DISCARDER.text
    assert INTERNATIONAL_PROFILE.closing_requires is ClosingRule.CLEAN_BURRACO
    assert not INTERNATIONAL_PROFILE.semi_clean_allowed
    for profile in BUNDLED_PROFILES.values():
        assert profile.bye == ByeScore(Decimal(14), None)
        assert (profile.scoring.clean, profile.scoring.dirty, profile.scoring.closing) == (200, 100, 100)
        assert profile.scoring.pozzetto_missing == -100


def test_fibur_scores_a_semi_clean_burraco_150_and_classic_refuses_it() -> None:
    # NS: 200 clean + 150 semi-clean + 100 closing + 300 cards; EW: 100 dirty + 100 cards.
    assert deal_totals(WITH_SEMI, FIBUR_PROFILE.scoring) == (750, 200)
    assert codes(WITH_SEMI, FIBUR_PROFILE.scoring) == []
    for profile in (CLASSIC_PROFILE, INTERNATIONAL_PROFILE):
        assert "deal.semi_clean_not_allowed" in codes(WITH_SEMI, profile.scoring)


def test_a_line_closes_with_a_dirty_burraco_except_in_burraco_internazionale() -> None:
    assert codes(CLOSED_DIRTY, FIBUR_PROFILE.scoring) == []
    assert codes(CLOSED_DIRTY, CLASSIC_PROFILE.scoring) == []
    problems = check_deal(CLOSED_DIRTY, INTERNATIONAL_PROFILE.scoring)
    assert [(p.code, p.field) for p in problems] == [("deal.closed_without_clean_burraco", "ns.closed")]
    assert problems[0].blocking
    assert "clean burraco" in describe(problems[0], "en", with_place=False)
    assert "burraco pulito" in describe(problems[0], "it", with_place=False)
    assert "sauberen Burraco" in describe(problems[0], "de", with_place=False)
    # With a clean burraco it may close; without any burraco the old check speaks, not both.
    clean = replace(CLOSED_DIRTY, ns=replace(CLOSED_DIRTY.ns, clean=1))
    assert codes(clean, INTERNATIONAL_PROFILE.scoring) == []
    none = replace(CLOSED_DIRTY, ns=replace(CLOSED_DIRTY.ns, dirty=0))
    assert codes(none, INTERNATIONAL_PROFILE.scoring)[:1] == ["deal.closed_without_burraco"]
    assert "deal.closed_without_clean_burraco" not in codes(none, INTERNATIONAL_PROFILE.scoring)


def test_semi_clean_can_be_counted_as_dirty_where_the_profile_has_none() -> None:
    deals = (CLOSED_DIRTY, WITH_SEMI)
    offers = semi_clean_offers(deals, CLASSIC_PROFILE.scoring)
    assert [(o.code, o.path, o.values["count"]) for o in offers] == [
        ("profile.semi_clean_as_dirty", ("deals", 1, "ns", "semi_clean"), 1)
    ]
    assert not offers[0].blocking
    assert semi_clean_offers(deals, FIBUR_PROFILE.scoring) == []
    for lang, word in (("en", "dirty"), ("it", "sporc"), ("de", "schmutzig")):
        assert word in describe(offers[0], lang, with_place=False)
    counted = count_semi_clean_as_dirty(WITH_SEMI)
    assert counted.ns == replace(WITH_SEMI.ns, semi_clean=0, dirty=1)
    assert counted.ew == WITH_SEMI.ew
    assert codes(counted, CLASSIC_PROFILE.scoring) == []
    # 200 clean + 100 dirty + 100 closing + 300 cards.
    assert deal_totals(counted, CLASSIC_PROFILE.scoring) == (700, 200)


def test_settings_take_their_values_from_the_profile() -> None:
    settings = TournamentSettings("Coppa Łukasz", scale())
    assert settings.profile is CLASSIC_PROFILE
    fibur = replace(settings, profile=FIBUR_PROFILE)
    assert fibur.scoring.semi_clean == 150 and fibur.bye == FIBUR_PROFILE.bye
    # A changed value makes the profile a custom one that keeps the rest of FIBur's rules.
    changed = replace(fibur, scoring=replace(fibur.scoring, clean=300))
    assert changed.profile.key == CUSTOM
    assert changed.scoring.clean == 300
    assert changed.profile.danish_last_round_rematch_allowed
    assert changed.profile.timeout_text == FIBUR_PROFILE.timeout_text
    # ... and back to FIBur's values is FIBur again.
    assert replace(changed, scoring=FIBUR_PROFILE.scoring).profile is FIBUR_PROFILE
    byes = replace(settings, bye=ByeScore(Decimal(12)))
    assert byes.profile.key == CUSTOM and byes.bye.vp == 12
    # Settings made with values only, as before profiles: Classic when they are its values.
    assert TournamentSettings("x", scale(), scoring=ScoringRules()).profile is CLASSIC_PROFILE


def test_profile_by_key_refuses_an_unknown_key() -> None:
    assert profile_by_key("FIBur") is FIBUR_PROFILE
    with pytest.raises(Refusal) as refused:
        profile_by_key("bridge")
    assert [p.code for p in refused.value.problems] == ["profile.unknown"]
    assert "bridge" in describe(refused.value.problems[0], "it")


def test_a_profile_file_round_trips_and_a_bundled_key_gives_the_bundled_profile() -> None:
    for profile in BUNDLED_PROFILES.values():
        assert profile_from_json(profile_to_json(profile)) is profile
    custom = FIBUR_PROFILE.customised(
        name="Circolo D'Alessandro", timeout_text="Ultimo giro: tocca a chi scarta."
    )
    assert custom.key == CUSTOM
    assert profile_from_json(profile_to_json(custom)) == custom
    # A bundled key with other values is a custom profile.
    data = profile_to_json(FIBUR_PROFILE) | {"scoring": {"semi_clean": 120}}
    assert profile_from_json(data).key == CUSTOM


def test_a_bad_profile_file_names_every_field_at_fault() -> None:
    with pytest.raises(Refusal) as refused:
        profile_from_json(
            {
                "name": "",
                "scoring": {"clean": 203, "dirty": "cento", "closing": 5000},
                "closing_requires": "joker",
                "danish_last_round_rematch": "yes",
                "colour": "red",
            }
        )
    found = {(p.code, p.path) for p in refused.value.problems}
    assert found == {
        ("profile.field_unknown", ("colour",)),
        ("profile.name_invalid", ("name",)),
        ("profile.value_not_multiple_of_5", ("scoring", "clean")),
        ("profile.value_not_integer", ("scoring", "dirty")),
        ("profile.value_out_of_range", ("scoring", "closing")),
        ("profile.closing_unknown", ("closing_requires",)),
        ("profile.flag_not_boolean", ("danish_last_round_rematch",)),
    }
    for problem in refused.value.problems:
        for lang in ("it", "de", "en"):
            assert describe(problem, lang)
    with pytest.raises(Refusal):
        profile_from_json([1, 2])


def test_a_fibur_profile_kept_with_the_former_time_out_words_is_fibur_with_the_codice_s() -> None:
    # Until issue 30 the FIBur sentence started the circuit with the discarder; a tournament or file that
    # kept it is still FIBur and reads the Codice's words (Art. 15: the partner of the player who must draw).
    former = (
        "The last circuit starts with the player who must discard; if time-out is called before the player "
        "on turn has drawn, a full circuit is played."
    )
    data = {**profile_to_json(FIBUR_PROFILE), "timeout_text": former}
    read = profile_from_json(data)
    assert read == FIBUR_PROFILE
    assert read.name == "FIBur"
    assert "partner of the player who must draw" in read.timeout_text
    assert FinalCircuitRule.of_text(former) is FinalCircuitRule.FIBUR
