"""Every service on PostgreSQL, and the same results as on SQLite for the same tournament."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from burraco_tourney.domain.tournament import Movement, Phase, Player
from burraco_tourney.io.interchange import load_tournament_file, tournament_to_json
from burraco_tourney.io.pairs_import import PairImportRow
from burraco_tourney.persistence.db import Database, open_database
from burraco_tourney.services import (
    adjustments,
    audit,
    demo,
    pairing,
    pairs,
    pairs_import,
    rounds,
    scores,
    standings,
    tournaments,
)
from burraco_tourney.services.cache import TournamentCache
from burraco_tourney.services.errors import RuleError
from tests.services.support import closed_by_ew, closed_by_ns, players, settings, sheet

pytestmark = pytest.mark.postgres

DATA = Path(__file__).resolve().parents[1] / "data"


def _enter_round(db: Database, tournament_id: int, number: int) -> None:
    """Enter every table of the round as a station does: read the table, save on that version."""
    for table in rounds.get_round(db, tournament_id, number).tables:
        state = scores.get_table(db, tournament_id, number, table.table)
        deals = sheet(closed_by_ns(ns_cards=100 + 5 * table.ns), closed_by_ew(ew_cards=100 + 5 * table.ew))
        saved = scores.save_table_deals(
            db, tournament_id, number, table.table, deals, expected_version=state.version, who="Stazione 1"
        )
        assert saved.version == state.version + 1


def test_a_whole_tournament_runs_through_the_services_on_postgresql(pg_db: Database) -> None:
    db = pg_db
    plan = (Phase(Movement.MITCHELL, 2), Phase(Movement.DANISH, 2))
    created = tournaments.create_tournament(db, settings("Torneo di Natale — Ørsted", plan=plan), who="Dir")
    tid = created.id
    for number in range(1, 7):
        pairs.register_pair(db, tid, players(number), who="Segreteria")
    imported = pairs_import.import_pairs(
        db,
        tid,
        [
            PairImportRow(2, None, (Player("Zoë Ørsted", "Kartenclub München"), Player("Łukasz Wąsowski"))),
            PairImportRow(3, None, (Player("Renée Lefèvre"), Player("Søren Dell'Acqua"))),
        ],
    )
    assert [p.number for p in imported] == [7, 8]
    pairs.edit_pair(db, tid, 8, (Player("Renée Lefèvre-Müller"), Player("Søren Dell'Acqua")), None)

    first = pairing.make_next_round(db, tid, who="Dir")
    assert (first.round, first.movement, len(first.tables)) == (1, Movement.MITCHELL, 4)
    _enter_round(db, tid, 1)
    fixed = scores.correct_deal(
        db, tid, 1, 1, 2, closed_by_ew(ew_cards=300), reason="EW cards misread", expected_version=1
    )
    assert fixed.version == 2
    scores.set_artificial_result(db, tid, 1, 2, Decimal(12), Decimal(8), reason="slow play")
    scores.clear_artificial_result(db, tid, 1, 2, reason="ruling withdrawn")
    scores.set_artificial_result(db, tid, 1, 3, Decimal("10.5"), Decimal("9.5"), reason="table not played")

    second = pairing.make_next_round(db, tid)
    rounds.swap_tables(db, tid, 2, 1, 2)
    _enter_round(db, tid, 2)
    with pytest.raises(RuleError, match="already has results"):
        rounds.swap_tables(db, tid, 2, 1, 2)
    assert second.round == 2

    pairs.withdraw_pair(db, tid, 6, 2, reason="train to catch")
    late = pairs.late_entry(db, tid, (Player("Ugo Greco"), Player("Teresa Conti")))
    assert (late.number, late.entry_round) == (9, 3)
    third = pairing.make_next_round(db, tid)
    assert third.movement is Movement.DANISH and 6 not in {n for t in third.tables for n in t[1:]}
    _enter_round(db, tid, 3)
    added = adjustments.add_adjustment(db, tid, 2, 3, vp=Decimal(-1), reason="two warnings")
    adjustments.remove_adjustment(db, tid, added.id, reason="entered twice")
    adjustments.add_adjustment(db, tid, 2, 3, vp=Decimal(-1), mp=-50, reason="two warnings")
    fourth = pairing.make_next_round(db, tid)
    assert rounds.delete_last_round(db, tid, reason="paired too early") == fourth.round
    tournaments.change_settings(db, tid, settings("Torneo di Natale — Ørsted", plan=plan, venue="Sala B"))

    table = standings.take_standings(db, tid)
    assert table.rows[0].rank == 1 and len(table.rows) == 9
    assert standings.take_standings(db, tid, cache=TournamentCache(db)) == table
    log = audit.audit_log(db, tid)
    assert {"save deals", "correct deal", "set artificial result", "store round", "delete round"} <= {
        entry.action for entry in log
    }
    loaded = tournaments.load_tournament(db, tid)
    assert loaded.pair(8).players[0].name == "Renée Lefèvre-Müller"
    assert loaded.settings.venue == "Sala B"
    assert loaded.rounds[0].tables[2].vp_override == (Decimal("10.5"), Decimal("9.5"))


@pytest.mark.parametrize("source", ["small_tournament.json", "demo"])
def test_standings_on_postgresql_equal_standings_on_sqlite_for_the_same_tournament(
    pg_db: Database, tmp_path: Path, source: str
) -> None:
    if source == "demo":
        tournament = demo.build_demo_tournament(pairs=41, rounds=8, seed=7)
    else:
        tournament = load_tournament_file(DATA / source)
    with open_database(tmp_path / "same.sqlite") as lite:
        on_sqlite = tournaments.import_tournament(lite, tournament)
        on_postgres = tournaments.import_tournament(pg_db, tournament)
        last = len(tournament.rounds)
        assert last >= 2
        for after in range(last + 1):
            assert standings.take_standings(pg_db, on_postgres.id, after) == standings.take_standings(
                lite, on_sqlite.id, after
            )
        # And the whole tournament reads back the same, to the last decimal and accented letter.
        assert tournament_to_json(tournaments.export_tournament(pg_db, on_postgres.id)) == tournament_to_json(
            tournaments.export_tournament(lite, on_sqlite.id)
        )
