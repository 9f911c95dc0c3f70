"""Upgrading a database made before rule profiles (revision 0003) keeps every row, and each tournament plays
as before: Classic when its values were Classic's, else a custom profile with its own values."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from alembic import command

from burraco_tourney.domain.profiles import BUNDLED_PROFILES, CLASSIC, CUSTOM, FIBUR
from burraco_tourney.domain.scoring import ClosingRule, ScoringRules
from burraco_tourney.persistence.db import alembic_config, open_database
from burraco_tourney.services import profiles, tournaments
from burraco_tourney.services.demo import create_demo
from tests.persistence.test_upgrade_keeps_data import counts, revision
from tests.services.support import settings


def test_a_database_of_revision_0003_keeps_its_rows_and_plays_by_its_old_rules(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    db = open_database(path)
    create_demo(db, pairs=10, rounds=3)
    semi = tournaments.create_tournament(db, settings("Coppa Müller", scoring=ScoringRules(semi_clean=150)))
    db.close()
    made = counts(path)
    command.downgrade(alembic_config(f"sqlite:///{path}"), "0003")
    assert revision(path) == "0003"
    assert counts(path) == made
    with sqlite3.connect(path) as connection:
        columns = {row[1] for row in connection.execute("PRAGMA table_info(tournaments)")}
    assert "profile_key" not in columns

    db = open_database(path)  # upgraded at once
    try:
        assert revision(path) != "0003"
        assert counts(path) == made
        by_name = {t.name: t.id for t in tournaments.list_tournaments(db)}
        del by_name["Coppa Müller"]
        old_semi = tournaments.load_tournament(db, semi.id).settings
        assert old_semi.profile.key == CUSTOM
        assert old_semi.scoring == ScoringRules(semi_clean=150)
        # As before profiles: any burraco closes, the seed 001 time-out text, no last-round exemption.
        assert old_semi.profile.closing_requires is ClosingRule.ANY_BURRACO
        assert old_semi.profile.timeout_text == BUNDLED_PROFILES[CLASSIC].timeout_text
        assert not old_semi.profile.danish_last_round_rematch_allowed
        (demo_id,) = by_name.values()
        demo = tournaments.load_tournament(db, demo_id)
        assert demo.settings.profile == BUNDLED_PROFILES[CLASSIC]
        assert sum(len(t.deals) for r in demo.rounds for t in r.tables) > 0
        # And the upgraded database takes a profile.
        profiles.choose_profile(db, semi.id, BUNDLED_PROFILES[FIBUR])
        assert tournaments.load_tournament(db, semi.id).settings.profile == BUNDLED_PROFILES[FIBUR]
    finally:
        db.close()
