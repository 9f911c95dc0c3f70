"""Choosing a tournament's rule profile, and profile files (issue 14): the profile's copy is stored and comes
back; results already entered refuse a profile they would break, as any settings change does."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from burraco_tourney.domain.problems import Refusal
from burraco_tourney.domain.profiles import BUNDLED_PROFILES, CUSTOM, FIBUR, INTERNATIONAL, profile_to_json
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.io.problem_texts import describe_error
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import profiles, scores, tournaments
from burraco_tourney.services.errors import RuleError
from tests.services.support import closed_by_ns, new_tournament, sheet, with_round

FIBUR_PROFILE = BUNDLED_PROFILES[FIBUR]
INTERNATIONAL_PROFILE = BUNDLED_PROFILES[INTERNATIONAL]


def closed_with_dirty() -> Deal:
    return Deal(DealEnd.CLOSED, DealLine(dirty=1, closed=True, cards=200), DealLine(clean=1, cards=150))


def test_the_bundled_profiles_are_listed_fibur_first() -> None:
    assert [p.key for p in profiles.list_profiles()] == ["fibur", "classic", "international"]


def test_a_chosen_profile_is_stored_with_the_tournament(db: Database) -> None:
    tournament_id = new_tournament(db)
    assert tournaments.load_tournament(db, tournament_id).settings.profile.key == "classic"
    change = profiles.choose_profile(db, tournament_id, FIBUR_PROFILE, who="Direttore")
    assert change.settings.profile == FIBUR_PROFILE
    stored = tournaments.load_tournament(db, tournament_id).settings
    assert stored.profile == FIBUR_PROFILE
    assert stored.scoring.semi_clean == 150
    assert stored.profile.danish_last_round_rematch_allowed


def test_a_custom_profile_keeps_its_name_and_every_rule(db: Database) -> None:
    tournament_id = new_tournament(db)
    custom = FIBUR_PROFILE.customised(
        name="Circolo D'Alessandro",
        timeout_text="Ultimo giro completo per tutti.",
        scoring=replace(FIBUR_PROFILE.scoring, clean=250),
    )
    profiles.choose_profile(db, tournament_id, custom)
    stored = tournaments.load_tournament(db, tournament_id).settings.profile
    assert stored == custom
    assert (stored.key, stored.name, stored.scoring.clean) == (CUSTOM, "Circolo D'Alessandro", 250)


def test_a_profile_whose_closing_rule_entered_deals_break_is_refused(db: Database) -> None:
    tournament_id = new_tournament(db)
    with_round(db, tournament_id)
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_with_dirty()))
    with pytest.raises(RuleError) as refused:
        profiles.choose_profile(db, tournament_id, INTERNATIONAL_PROFILE)
    codes = [p.code for p in refused.value.problems]
    assert codes[0] == "profile.not_chosen"
    assert "deal.closed_without_clean_burraco" in codes
    assert describe_error(refused.value, "it").startswith("Il regolamento non è stato cambiato")
    assert "burraco pulito" in describe_error(refused.value, "it")
    assert tournaments.load_tournament(db, tournament_id).settings.profile.key == "classic"


def test_a_closing_rule_the_deals_keep_changes_without_rescoring(db: Database) -> None:
    tournament_id = new_tournament(db)
    with_round(db, tournament_id)
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    # Burraco internazionale scores as Classic does: nothing to score again, no reason asked.
    profiles.choose_profile(db, tournament_id, INTERNATIONAL_PROFILE)
    assert tournaments.load_tournament(db, tournament_id).settings.profile == INTERNATIONAL_PROFILE


def test_leaving_semi_clean_with_semi_cleans_entered_is_refused(db: Database) -> None:
    tournament_id = new_tournament(db)
    profiles.choose_profile(db, tournament_id, FIBUR_PROFILE)
    with_round(db, tournament_id)
    deal = Deal(DealEnd.CLOSED, DealLine(semi_clean=1, closed=True, cards=200), DealLine(dirty=1, cards=100))
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(deal))
    with pytest.raises(Refusal):
        profiles.choose_profile(db, tournament_id, BUNDLED_PROFILES["classic"])
    assert tournaments.load_tournament(db, tournament_id).settings.profile == FIBUR_PROFILE


def test_a_profile_file_round_trips_and_a_bad_one_is_refused_in_words(tmp_path: Path) -> None:
    custom = FIBUR_PROFILE.customised(name="Müller's Club")
    path = tmp_path / "club.json"
    profiles.save_profile_file(custom, path)
    assert profiles.load_profile_file(path) == custom
    assert profiles.resolve_profile(str(path)) == custom
    assert profiles.resolve_profile("fibur") is FIBUR_PROFILE
    broken = tmp_path / "broken.json"
    broken.write_text('{"name": "x",', encoding="utf-8")
    with pytest.raises(Refusal) as refused:
        profiles.load_profile_file(broken)
    assert "non è JSON valido" in describe_error(refused.value, "it")
    with pytest.raises(Refusal) as refused:
        profiles.load_profile_file(tmp_path / "none.json")
    assert [p.code for p in refused.value.problems] == ["profile.file_missing"]
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(profile_to_json(custom) | {"closing_requires": "jolly"}), encoding="utf-8")
    with pytest.raises(Refusal) as refused:
        profiles.load_profile_file(wrong)
    assert "jolly" in describe_error(refused.value, "de")
    with pytest.raises(Refusal):
        profiles.resolve_profile("bridge")
