"""The print language and the club's header (club name and logo) of a tournament: kept, changed, checked,
and given to tournaments made before they existed."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from alembic import command

from burraco_tourney.persistence.db import Database, alembic_config, open_database
from burraco_tourney.services import audit, scores, tournaments
from burraco_tourney.services.errors import RuleError
from tests.services.support import closed_by_ns, new_tournament, settings, sheet, with_round

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 40  # only the signature is checked; the printouts draw it
JPEG = b"\xff\xd8\xff\xe0" + b"\x00" * 40


def test_a_new_tournament_keeps_its_print_language_and_club_header(db: Database) -> None:
    tournament_id = new_tournament(
        db, 2, print_language="it", club_name="Circolo Burraco D'Alessandro", club_logo=PNG
    )
    kept = tournaments.load_tournament(db, tournament_id).settings
    assert (kept.print_language, kept.club_name, kept.club_logo) == (
        "it",
        "Circolo Burraco D'Alessandro",
        PNG,
    )


def test_without_them_the_paper_is_english_with_no_club_header(db: Database) -> None:
    kept = tournaments.load_tournament(db, new_tournament(db, 2)).settings
    assert (kept.print_language, kept.club_name, kept.club_logo) == ("en", "", None)


def test_changing_them_is_logged_with_the_logo_size_not_its_bytes(db: Database) -> None:
    tournament_id = new_tournament(db, 2)
    old = tournaments.load_tournament(db, tournament_id).settings
    tournaments.change_settings(
        db, tournament_id, replace(old, print_language="de", club_name="Müller Klub", club_logo=JPEG)
    )
    kept = tournaments.load_tournament(db, tournament_id).settings
    assert (kept.print_language, kept.club_name, kept.club_logo) == ("de", "Müller Klub", JPEG)
    entry = audit.audit_log(db, tournament_id)[0]
    assert entry.new == {"print_language": "de", "club_name": "Müller Klub", "club_logo": "image, 44 bytes"}
    tournaments.change_settings(db, tournament_id, replace(kept, club_logo=None))
    assert tournaments.load_tournament(db, tournament_id).settings.club_logo is None


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"print_language": "fr"}, "Print language: The print language must be one of it, de, en, not fr"),
        ({"club_name": "x" * 201}, "Club name: Too long: 201 characters, at most 60 fit"),
        ({"club_logo": b"GIF89a...."}, "logo must be a PNG or JPEG image"),
        ({"club_logo": PNG + b"\x00" * 2_000_000}, "at most 2000 kB"),
    ],
)
def test_a_bad_language_or_logo_is_refused(db: Database, changes: dict[str, object], reason: str) -> None:
    with pytest.raises(RuleError, match=reason):
        tournaments.create_tournament(db, settings(**changes))
    assert tournaments.list_tournaments(db) == []


def test_a_tournament_made_before_prints_in_english_after_the_upgrade(tmp_path: Path) -> None:
    path = tmp_path / "vecchio.sqlite"
    with open_database(path) as db:
        tournament_id = new_tournament(db, 2, print_language="it")
    command.downgrade(alembic_config(f"sqlite:///{path}"), "0002")
    with sqlite3.connect(path) as raw:
        columns = {row[1] for row in raw.execute("PRAGMA table_info(tournaments)")}
    assert "print_language" not in columns
    with open_database(path) as db:
        kept = tournaments.load_tournament(db, tournament_id).settings
        assert (kept.print_language, kept.club_name, kept.club_logo) == ("en", "", None)
        assert kept.name == "Torneo di Natale"


def test_the_print_language_changes_freely_once_results_are_entered(db: Database) -> None:
    tournament_id = new_tournament(db, 4)
    with_round(db, tournament_id)
    scores.save_table_deals(db, tournament_id, 1, 1, sheet(closed_by_ns()))
    before = tournaments.load_tournament(db, tournament_id).settings
    change = tournaments.change_settings(
        db, tournament_id, replace(before, print_language="it", club_name="Łódź")
    )
    assert change.paired_on_old_standings == ()  # nothing to score or rank again
    assert tournaments.load_tournament(db, tournament_id).settings.print_language == "it"
