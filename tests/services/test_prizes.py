"""The prize plan through the services (bundled, from a file, the tournament's copy in the database and in
the file) and the prizes they give; migration 0007 keeps an older database's rows (issue 18)."""

from __future__ import annotations

import random
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from alembic import command

from burraco_tourney.domain.prizes import PrizePlanError
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.io.interchange import read_tournament, tournament_to_json
from burraco_tourney.io.problem_texts import describe_error
from burraco_tourney.persistence.db import Database, alembic_config, head_revision, open_database
from burraco_tourney.services import prizes, tournaments
from burraco_tourney.services.audit import audit_log
from burraco_tourney.services.demo import build_demo_tournament, create_demo
from burraco_tourney.services.errors import RuleError
from tests.databases import new_database
from tests.persistence.test_upgrade_keeps_data import counts, revision


def grouped_demo(pairs: int = 20, rounds: int = 4) -> Tournament:
    """A demo tournament whose pairs are in groups A (the first half of the standings order) and B."""
    demo = build_demo_tournament(pairs, rounds, seed=3)
    return replace(
        demo,
        pairs=tuple(replace(pair, group="A" if pair.number <= pairs // 2 else "B") for pair in demo.pairs),
    )


@pytest.fixture
def db(tmp_path: Path) -> Database:
    return new_database(tmp_path / "prizes.sqlite")


def test_bundled_plans_and_plan_files(tmp_path: Path) -> None:
    assert [plan.name for plan in prizes.bundled_plans()] == ["club", "fibur"]
    assert prizes.resolve_plan("fibur") == prizes.bundled_plan("fibur")
    own = tmp_path / "circolo.json"
    own.write_text('{"name": "Circolo D\'Alessandro", "bands": [{"from_tables": 1, "prizes": 2}]}', "utf-8")
    assert prizes.resolve_plan(str(own)).name == "Circolo D'Alessandro"
    with pytest.raises(PrizePlanError) as caught:
        prizes.resolve_plan("fibbur")
    assert describe_error(caught.value, "it") == (
        "non esiste un piano premi 'fibbur' incluso (noti: club, fibur); indicare il percorso di un file JSON"
    )


def test_a_tournament_without_a_plan_follows_the_fibur_plan(db: Database) -> None:
    made = create_demo(db, pairs=14, rounds=4)
    assert prizes.stored_plan(db, made.id) is None
    assert prizes.plan_in_use(db, made.id).name == "fibur"
    given = prizes.take_prizes(db, made.id)
    assert given.plan.name == "fibur" and given.after_round == 4
    (section,) = given.sections  # no groups: the whole field, 7 tables -> 3 prizes by place
    assert (section.group, section.tables, section.places) == (None, 7, 3)
    standings = tournaments.load_tournament(db, made.id)
    assert standings.prize_plan is None


def test_a_chosen_plan_is_kept_as_a_copy_audited_and_travels_in_the_file(
    db: Database, tmp_path: Path
) -> None:
    made = tournaments.import_tournament(db, grouped_demo(), rng=random.Random(1))
    club = prizes.bundled_plan("club")
    before = tournaments.get_tournament(db, made.id).revision
    prizes.choose_plan(db, made.id, club, who="Sala conti")
    assert tournaments.get_tournament(db, made.id).revision == before + 1
    assert prizes.stored_plan(db, made.id) == club
    entry = audit_log(db, made.id, limit=1)[0]
    assert (entry.who, entry.action, entry.old, entry.new) == (
        "Sala conti",
        "change settings",
        {"prize_plan": None},
        {"prize_plan": "club"},
    )
    prizes.choose_plan(db, made.id, club)  # the same plan again changes nothing
    assert tournaments.get_tournament(db, made.id).revision == before + 1

    given = prizes.take_prizes(db, made.id)
    assert given.plan == club
    # Groups A and B of 10 pairs (5 tables: 2 prizes each), then the last pair over the whole field.
    assert [(s.group, s.tables, len(s.awards)) for s in given.sections] == [
        ("A", 5, 2),
        ("B", 5, 2),
        (None, 10, 1),
    ]
    data = prizes.prizes_to_json(given)
    assert data["plan"] == "club" and data["warnings"] == []
    assert data["groups"][2]["awards"][0]["rule"] == "last_pair"

    # The file keeps the copy; another database imports it.
    exported = tournaments.export_tournament(db, made.id)
    assert exported.prize_plan == club
    file_data = tournament_to_json(exported)
    assert file_data["prize_plan"]["name"] == "club"
    other = new_database(tmp_path / "other.sqlite")
    again = tournaments.import_tournament(other, read_tournament(file_data))
    assert prizes.stored_plan(other, again.id) == club
    assert prizes.take_prizes(other, again.id) == given

    prizes.choose_plan(db, made.id, None)
    assert prizes.stored_plan(db, made.id) is None
    assert "prize_plan" not in tournament_to_json(tournaments.export_tournament(db, made.id))


def test_a_plan_given_for_one_look_is_not_stored(db: Database) -> None:
    made = tournaments.import_tournament(db, grouped_demo(), rng=random.Random(1))
    given = prizes.take_prizes(db, made.id, plan=prizes.bundled_plan("club"), after_round=2)
    assert given.after_round == 2 and given.plan.name == "club"
    assert prizes.stored_plan(db, made.id) is None


def test_a_damaged_stored_plan_is_refused_in_words(db: Database) -> None:
    made = create_demo(db, pairs=6, rounds=2)
    with sqlite3.connect(db.path) as connection:  # type: ignore[arg-type]
        connection.execute("UPDATE tournaments SET prize_plan = '{\"name\": 3}' WHERE id = ?", (made.id,))
    with pytest.raises(PrizePlanError) as caught:
        prizes.take_prizes(db, made.id)
    assert describe_error(caught.value, "en").splitlines()[0] == (
        "the prize plan stored in this tournament cannot be read; choose the plan again"
    )
    assert tournaments.load_tournament(db, made.id).prize_plan is None  # the tournament still opens


def test_a_0006_database_gains_the_prize_plan_and_keeps_every_row(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    db = open_database(path)
    made = create_demo(db, pairs=10, rounds=2)
    before = tournaments.load_tournament(db, made.id)
    db.close()
    rows = counts(path)
    command.downgrade(alembic_config(f"sqlite:///{path}"), "0006")
    assert revision(path) == "0006"
    with sqlite3.connect(path) as connection:
        assert "prize_plan" not in {row[1] for row in connection.execute("PRAGMA table_info(tournaments)")}
    db = open_database(path)
    assert revision(path) == head_revision()  # through 0007 and whatever follows it
    assert counts(path) == rows
    assert tournaments.load_tournament(db, made.id) == before
    prizes.choose_plan(db, made.id, prizes.bundled_plan("fibur"))
    assert prizes.stored_plan(db, made.id) == prizes.bundled_plan("fibur")


def test_no_prizes_before_any_result(db: Database) -> None:
    made = tournaments.import_tournament(db, replace(build_demo_tournament(8, 1, seed=1), rounds=()))
    with pytest.raises(RuleError) as caught:
        prizes.take_prizes(db, made.id)
    assert describe_error(caught.value, "it") == (
        "fino al turno 0 non c'è ancora alcun risultato: nessun premio da assegnare"
    )
    with pytest.raises(RuleError):
        prizes.prizes_of(tournaments.load_tournament(db, made.id))
