"""Whole tournaments written with bulk inserts and read back with column selects come back identical."""

from __future__ import annotations

import tempfile
import unicodedata
from datetime import UTC, date, datetime
from decimal import Decimal
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine, ScoringRules
from burraco_tourney.domain.tournament import (
    Adjustment,
    ByeScore,
    Movement,
    Pair,
    PairStatus,
    Phase,
    Player,
    Round,
    Table,
    TieBreak,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.domain.vp import ContinuousScale
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import PlayerRow
from tests.databases import new_database
from tests.services.support import SCALE_3

NOW = datetime(2026, 12, 20, 15, 30, tzinfo=UTC)


def _full_tournament() -> Tournament:
    """Every kind of value the tables hold: Unicode names, groups, a withdrawal, a late entry, byes, an
    artificial result with decimals, split card points, penalties with reasons, every way a deal ends."""
    settings = TournamentSettings(
        name="Torneo “Città di Bolzano” – Grüß Gott",
        vp_scale=ContinuousScale("continuous", 1505, 20, 2),
        date=date(2026, 12, 20),
        venue="Circolo D'Alessandro",
        deals_per_round=3,
        minutes_per_deal=14,
        scoring=ScoringRules(clean=200, dirty=100, semi_clean=150, closing=100, pozzetto_missing=-100),
        bye=ByeScore(Decimal("13.5"), 300),
        tie_breaks=(TieBreak.VP, TieBreak.MP, TieBreak.HEAD_TO_HEAD),
        plan=(Phase(Movement.MITCHELL, 2, 3), Phase(Movement.DANISH, 1)),
    )
    pairs = (
        Pair(1, (Player("Anna D'Alessandro", "Circolo X", "RM1234"), Player("Jürgen Müller")), "A"),
        Pair(2, (Player("Łukasz Wiśniewski", None, None), Player("Zoë Ørsted", "Ørsted BK", "DK-9"))),
        Pair(3, (Player("李 小龙"), Player("Ἀριστοτέλης")), "B", PairStatus.WITHDRAWN, 1, 2),
        Pair(4, (Player("Chiara"), Player("Dario")), None, PairStatus.ACTIVE, 2),
        Pair(5, (Player("Elena"), Player("Fabio"))),
    )
    deals = (
        Deal(
            DealEnd.CLOSED,
            DealLine(clean=1, semi_clean=1, closed=True, cards=230, melded=260, in_hand=30),
            DealLine(dirty=1, cards=85, penalty=20, penalty_reason="carta esposta – “scoperta”"),
        ),
        Deal(DealEnd.TIMEOUT, DealLine(dirty=2, cards=150), DealLine(cards=-40, pozzetto=False)),
        Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine()),
    )
    rounds = (
        Round(1, Movement.MITCHELL, (Table(1, 1, 2, deals), Table(2, 3, 5, deals[:1])), ()),
        Round(
            2,
            Movement.MITCHELL,
            (Table(1, 5, 1, deals, (Decimal("12.25"), Decimal("7.75"))), Table(3, 2, 4)),
            (3,),
        ),
        Round(3, Movement.DANISH, (Table(1, 1, 4, (), (Decimal(10), Decimal(10))),), (2,)),
    )
    adjustments = (
        Adjustment(1, 1, Decimal(-1), 0, "due ammonizioni"),
        Adjustment(4, 2, Decimal("0.5"), 50, "premio fair play"),
    )
    return Tournament(settings, pairs, rounds, adjustments, {1: 5, 2: 1, 3: 4, 4: 2, 5: 3})


def test_a_whole_tournament_comes_back_identical(db: Database) -> None:
    original = _full_tournament()
    with db.session_factory.begin() as session:
        tournament_id = repositories.save_tournament(session, original, now=NOW)
    with db.read_session_factory.begin() as session:
        loaded = repositories.load_tournament(session, tournament_id)
    assert loaded == original


def test_two_tournaments_in_one_file_stay_apart(db: Database) -> None:
    first = _full_tournament()
    second = Tournament(TournamentSettings("Coppa di Primavera", SCALE_3), first.pairs[:2], (), (), {1: 1})
    with db.session_factory.begin() as session:
        first_id = repositories.save_tournament(session, first, now=NOW)
        second_id = repositories.save_tournament(session, second, now=NOW)
    with db.read_session_factory.begin() as session:
        assert repositories.load_tournament(session, first_id) == first
        assert repositories.load_tournament(session, second_id) == second
        assert repositories.load_tournament(session, second_id + 1) is None
        listed = repositories.list_tournaments(session)
        assert [(t.name, t.pairs, t.rounds) for t in listed] == [
            ("Coppa di Primavera", 2, 0),
            ("Torneo “Città di Bolzano” – Grüß Gott", 5, 3),
        ]
        assert [t.id for t in repositories.find_tournaments_by_name(session, "Coppa di Primavera")] == [
            second_id
        ]
        assert repositories.find_tournaments_by_name(session, "coppa di primavera") == []


def test_names_are_stored_unchanged_without_unicode_normalisation(db: Database) -> None:
    decomposed = unicodedata.normalize("NFD", "Jürgen Müller")
    composed = unicodedata.normalize("NFC", "Jürgen Müller")
    assert decomposed != composed
    tournament = Tournament(
        TournamentSettings("Prova", SCALE_3),
        (Pair(1, (Player(decomposed), Player(" Łukasz  "))), Pair(2, (Player(composed), Player("Zoë")))),
    )
    with db.session_factory.begin() as session:
        tournament_id = repositories.save_tournament(session, tournament, now=NOW)
    with db.read_session_factory.begin() as session:
        loaded = repositories.load_tournament(session, tournament_id)
        stored = session.scalars(select(PlayerRow.name).order_by(PlayerRow.id)).all()
    assert loaded is not None
    assert loaded.pairs[0].players[0].name == decomposed
    assert loaded.pairs[1].players[0].name == composed
    assert stored == [decomposed, " Łukasz  ", composed, "Zoë"]


_counts = st.integers(min_value=0, max_value=5)
_points = st.integers(min_value=-200, max_value=1000).map(lambda n: n * 5)
_lines = st.builds(
    DealLine,
    clean=_counts,
    dirty=_counts,
    semi_clean=_counts,
    closed=st.booleans(),
    cards=_points,
    pozzetto=st.booleans(),
    penalty=st.integers(min_value=0, max_value=40).map(lambda n: n * 5),
    penalty_reason=st.text(max_size=20),
    melded=st.none() | st.integers(min_value=0, max_value=216).map(lambda n: n * 5),
    in_hand=st.none() | st.integers(min_value=0, max_value=100).map(lambda n: n * 5),
)
_deals = st.builds(
    Deal, st.sampled_from([end for end in DealEnd if end is not DealEnd.TOTALS]), _lines, _lines
) | (st.builds(Deal.of_totals, st.integers(-3080, 3080), st.integers(-3080, 3080)))
_vp = st.decimals(min_value=0, max_value=20, places=2)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    sheets=st.lists(st.lists(_deals, max_size=4), min_size=1, max_size=4),
    overrides=st.lists(st.none() | st.tuples(_vp, _vp), min_size=4, max_size=4),
    names=st.lists(st.text(min_size=1, max_size=30), min_size=8, max_size=8),
)
def test_any_deals_names_and_overrides_come_back_identical(
    sheets: list[list[Deal]], overrides: list[tuple[Decimal, Decimal] | None], names: list[str]
) -> None:
    pairs = tuple(Pair(n, (Player(names[2 * n - 2]), Player(names[2 * n - 1]))) for n in range(1, 5))
    tables = tuple(
        Table(number, 1 + (number - 1) % 2 * 2, 2 + (number - 1) % 2 * 2, tuple(deals), overrides[number - 1])
        for number, deals in enumerate(sheets, 1)
    )
    rounds = tuple(Round(n, Movement.MANUAL, (table,)) for n, table in enumerate(tables, 1))
    original = Tournament(TournamentSettings("Ipotesi", SCALE_3, deals_per_round=4), pairs, rounds)
    with tempfile.TemporaryDirectory() as folder, new_database(Path(folder) / "h.sqlite") as db:
        with db.session_factory.begin() as session:
            tournament_id = repositories.save_tournament(session, original, now=NOW)
        with db.read_session_factory.begin() as session:
            assert repositories.load_tournament(session, tournament_id) == original
