"""Circuits: points per evening, best N of M with double evenings and a final, by pair and by player."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from burraco_tourney.domain.circuits import (
    CLUB_TIE_BREAKS,
    CircuitError,
    CircuitEvening,
    CircuitRule,
    EveningPair,
    EveningResult,
    PointsKind,
    TieBreakStep,
    TiedPlaces,
    circuit_standings,
    evening_result,
    parse_points,
    parse_tie_breaks,
    player_key,
)
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Player
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.services.demo import build_demo_tournament


def _p(name: str, member: str | None = None) -> Player:
    return Player(name, member_id=member)


ANNA, BRUNO, CARLA, DARIO = (
    _p("Anna Rossi"),
    _p("Bruno Bianchi"),
    _p("Carla D'Alessandro"),
    _p("Dario Müller"),
)
ELENA, FABIO = _p("Elena Łukasz"), _p("Fabio Verdi")


def _evening(tid: int, rows: list[tuple[int, tuple[Player, Player], int]], **kw: object) -> EveningResult:
    pairs = tuple(
        EveningPair(rank, number, players, Decimal(vp), 0)
        for number, (rank, players, vp) in enumerate(rows, start=1)
    )
    return EveningResult(tid, f"Serata {tid}", date(2026, 1, tid), pairs, **kw)  # type: ignore[arg-type]


def test_best_n_of_m_with_a_double_evening_and_a_final() -> None:
    rule = CircuitRule(PointsKind.POSITIONS, positions=(10, 6, 3), best=2, final_weight=3)
    evenings = [
        _evening(1, [(1, (ANNA, BRUNO), 0), (2, (CARLA, DARIO), 0), (3, (ELENA, FABIO), 0)]),
        _evening(2, [(1, (CARLA, DARIO), 0), (2, (ELENA, FABIO), 0), (3, (BRUNO, ANNA), 0)], weight=2),
        _evening(3, [(1, (ELENA, FABIO), 0), (2, (ANNA, BRUNO), 0), (3, (CARLA, DARIO), 0)]),
        _evening(4, [(1, (ANNA, BRUNO), 0), (2, (ELENA, FABIO), 0), (3, (CARLA, DARIO), 0)], final=True),
    ]
    standings = circuit_standings("Inverno", rule, evenings, by="pair")
    by_names = {row.names: row for row in standings.rows}
    # Anna+Bruno: 10, 3×2=6, 6 → best 2 = 10 + 6 (the earlier of the two sixes), final 10×3 = 30 always.
    ab = by_names[("Anna Rossi", "Bruno Bianchi")]
    assert ab.points == Decimal(46)
    assert [(s.tournament_id, s.points, s.counted) for s in ab.scores] == [
        (1, 10, True), (2, 6, True), (3, 6, False), (4, 30, True)
    ]  # fmt: skip
    # Carla+Dario: 6, 10×2=20, 3 → 20 + 6, final 3×3 = 9: 35. Elena+Fabio: 3, 12, 10 → 22, final 18: 40.
    cd = by_names[("Carla D'Alessandro", "Dario Müller")]
    ef = by_names[("Elena Łukasz", "Fabio Verdi")]
    assert (cd.points, ef.points) == (Decimal(35), Decimal(40))
    assert [row.rank for row in standings.rows] == [1, 2, 3]
    assert [row.names[0] for row in standings.rows] == ["Anna Rossi", "Elena Łukasz", "Carla D'Alessandro"]
    assert (ab.counted, ab.played, ab.best) == (3, 4, Decimal(30))


def test_a_final_with_its_own_table_and_vp_points() -> None:
    rule = CircuitRule(PointsKind.VP, final_points=(50, 30))
    evenings = [
        _evening(1, [(1, (ANNA, BRUNO), 80), (2, (CARLA, DARIO), 60)]),
        _evening(2, [(1, (CARLA, DARIO), 90), (2, (ANNA, BRUNO), 40)], final=True),
    ]
    rows = circuit_standings("C", rule, evenings).rows
    assert [(row.names[0], row.points) for row in rows] == [("Anna Rossi", 110), ("Carla D'Alessandro", 110)]
    # 80 VP + the final's 30 against 60 VP + the final's 50: equal points and evenings counted, the best
    # single evening (80 against 60) decides.
    assert rows[1].rank == 2 and rows[1].separated_by is TieBreakStep.BEST


def test_by_player_across_changing_pairs() -> None:
    rule = CircuitRule(PointsKind.POSITIONS, positions=(10, 6))
    evenings = [
        _evening(1, [(1, (ANNA, BRUNO), 0), (2, (CARLA, DARIO), 0)]),
        _evening(2, [(1, (ANNA, CARLA), 0), (2, (BRUNO, DARIO), 0)]),
        # Carla written without the apostrophe and Müller as Muller are the same players (folded names).
        _evening(3, [(1, (_p("Carla Dalessandro"), _p("DARIO MULLER")), 0), (2, (ANNA, BRUNO), 0)]),
    ]
    by_player = circuit_standings("C", rule, evenings, by="player")
    points = {row.names[0]: row.points for row in by_player.rows}
    assert points == {"Anna Rossi": 26, "Carla Dalessandro": 26, "Bruno Bianchi": 22, "DARIO MULLER": 22}
    # Tied on points, evenings counted, best evening and evenings played: they share the rank.
    assert [row.rank for row in by_player.rows] == [1, 1, 3, 3]
    by_pair = circuit_standings("C", rule, evenings, by="pair")
    assert len(by_pair.rows) == 4  # AB, CD (three evenings as one pair), AC, BD
    cd = next(row for row in by_pair.rows if row.played == 2 and row.points == 16)
    assert cd.names == ("Carla Dalessandro", "DARIO MULLER")  # as last played


def test_a_member_number_tells_two_players_of_one_name_apart() -> None:
    one, other = _p("Mario Rossi", "AB123"), _p("Mario Rossi", "CD456")
    assert player_key(one) != player_key(other)
    assert player_key(_p("Łukasz Müller")) == player_key(_p("lukasz muller"))
    rule = CircuitRule(PointsKind.POSITIONS, positions=(10, 6))
    evenings = [_evening(1, [(1, (one, ANNA), 0), (2, (other, BRUNO), 0)])]
    rows = circuit_standings("C", rule, evenings, by="player").rows
    assert sorted((row.members[0], row.points) for row in rows if row.names == ("Mario Rossi",)) == [
        ("AB123", 10), ("CD456", 6)
    ]  # fmt: skip


def test_points_spec_parsed_and_bad_rules_worded() -> None:
    assert parse_points("vp") == (PointsKind.VP, ())
    assert parse_points("positions:25,20,16") == (PointsKind.POSITIONS, (25, 20, 16))
    with pytest.raises(CircuitError) as bad:
        parse_points("positions:25,x")
    assert describe(bad.value.problems[0], "it") == "i punti di una posizione sono numeri interi, non x."
    with pytest.raises(CircuitError) as bad:
        parse_points("medals")
    assert "'vp'" in describe(bad.value.problems[0], "de")
    with pytest.raises(CircuitError) as bad:
        CircuitRule(best=0)
    assert (
        describe(bad.value.problems[0], "en") == "the evenings that count (best N) must be 1 or more, not 0."
    )
    with pytest.raises(CircuitError):
        CircuitRule(PointsKind.POSITIONS)


def test_pairs_sharing_a_place_split_its_points_unless_the_circuit_keeps_them_full() -> None:
    # DOMAIN.md, circuits: two pairs equal second where 2nd = 20 and 3rd = 16 get (20 + 16) / 2 = 18 each.
    rule = CircuitRule(PointsKind.POSITIONS, positions=(25, 20, 16, 14))
    assert rule.tied is TiedPlaces.SPLIT
    evenings = [_evening(1, [(1, (ANNA, BRUNO), 0), (2, (CARLA, DARIO), 0), (2, (ELENA, FABIO), 0)])]
    split = {row.names[0]: row.points for row in circuit_standings("C", rule, evenings).rows}
    assert split == {"Anna Rossi": 25, "Carla D'Alessandro": 18, "Elena Łukasz": 18}
    full = CircuitRule(PointsKind.POSITIONS, positions=(25, 20, 16, 14), tied=TiedPlaces.FULL)
    kept = {row.names[0]: row.points for row in circuit_standings("C", full, evenings).rows}
    assert kept == {"Anna Rossi": 25, "Carla D'Alessandro": 20, "Elena Łukasz": 20}
    # Three sharing second split 20 + 16 + 14 to the cent; a share past the table's end adds 0; by player
    # each player of a tied pair gets the pair's share; an evening counting double doubles the share.
    three = [_evening(1, [(1, (ANNA, BRUNO), 0), (2, (CARLA, DARIO), 0), (2, (ELENA, FABIO), 0),
                          (2, (_p("Gino Neri"), _p("Ugo Sala")), 0)], weight=2)]  # fmt: skip
    shares = {row.names[0]: row.points for row in circuit_standings("C", rule, three, by="player").rows}
    assert shares["Carla D'Alessandro"] == shares["Fabio Verdi"] == Decimal("33.34")
    past = [
        _evening(
            1,
            [
                (1, (ANNA, BRUNO), 0),
                (2, (CARLA, DARIO), 0),
                (3, (ELENA, FABIO), 0),
                (4, (_p("Gino Neri"), _p("Ugo Sala")), 0),
                (4, (_p("Ivo Poli"), _p("Rita Re")), 0),
            ],
        )
    ]
    assert {row.names[0]: row.points for row in circuit_standings("C", rule, past).rows}["Gino Neri"] == 7
    # The final's own table is split the same way.
    final = CircuitRule(PointsKind.VP, final_points=(50, 40, 30))
    finals = [
        _evening(2, [(1, (ANNA, BRUNO), 0), (1, (CARLA, DARIO), 0), (3, (ELENA, FABIO), 0)], final=True)
    ]
    assert [row.points for row in circuit_standings("C", final, finals).rows] == [45, 45, 30]


_Played = tuple[int, tuple[Player, Player], int, int, tuple[tuple[int, Decimal], ...]]


def _met(rank: int, players: tuple[Player, Player], vp: int, mp_diff: int, *met: tuple[int, int]) -> _Played:
    """One pair's evening: rank, players, VP, MP difference and (opponent's number, VP won) per table."""
    return rank, players, vp, mp_diff, tuple((pair, Decimal(won)) for pair, won in met)


def _played(tid: int, rows: list[_Played]) -> EveningResult:
    pairs = tuple(
        EveningPair(rank, number, players, Decimal(vp), mp_diff, met)
        for number, (rank, players, vp, mp_diff, met) in enumerate(rows, start=1)
    )
    return EveningResult(tid, f"Serata {tid}", date(2026, 1, tid), pairs)


GINO, UGO = _p("Gino Neri"), _p("Ugo Sala")


def test_the_club_chain_head_to_head_then_mp_difference_then_vp() -> None:
    # Six pairs, two evenings of one round (pair numbers 1-6 in the order listed), three ties on points:
    # Anna's pair beat Carla's over their two meetings (12 + 9 VP against 8 + 11) though Carla's has the
    # better MP difference; Gino's and Elena's never met, Gino's has the better MP difference; Ivo's and
    # Sara's never met, equal MP difference (-700), Ivo's won more VP (16 against 13).
    table = (10, 8, 6, 4, 2, 1)
    evenings = [
        _played(1, [_met(1, (ANNA, BRUNO), 12, 200, (2, 12)), _met(2, (CARLA, DARIO), 8, -200, (1, 8)),
                    _met(3, (ELENA, FABIO), 14, 300, (5, 14)), _met(4, (GINO, UGO), 15, 500, (6, 15)),
                    _met(5, (_p("Ivo Poli"), _p("Rita Re")), 6, -300, (3, 6)),
                    _met(6, (_p("Sara Bo"), _p("Tino Pe")), 5, -500, (4, 5))]),
        _played(2, [_met(2, (ANNA, BRUNO), 9, -300, (2, 9)), _met(1, (CARLA, DARIO), 11, 300, (1, 11)),
                    _met(4, (ELENA, FABIO), 10, 0, (6, 10)), _met(3, (GINO, UGO), 10, 0, (5, 10)),
                    _met(6, (_p("Ivo Poli"), _p("Rita Re")), 10, -400, (4, 10)),
                    _met(5, (_p("Sara Bo"), _p("Tino Pe")), 8, -200, (3, 10))]),
    ]  # fmt: skip
    club = CircuitRule(PointsKind.POSITIONS, positions=table, tie_breaks=CLUB_TIE_BREAKS)
    rows = circuit_standings("C", club, evenings).rows
    shown = [(row.rank, row.names[0], row.points, row.separated_by) for row in rows]
    assert shown == [
        (1, "Anna Rossi", 18, None),
        (2, "Carla D'Alessandro", 18, TieBreakStep.HEAD_TO_HEAD),
        (3, "Gino Neri", 10, None),
        (4, "Elena Łukasz", 10, TieBreakStep.MP_DIFF),
        (5, "Ivo Poli", 3, None),
        (6, "Sara Bo", 3, TieBreakStep.VP),
    ]
    # The default chain (evenings counted, best evening, evenings played) leaves each of them tied.
    default = circuit_standings("C", CircuitRule(PointsKind.POSITIONS, positions=table), evenings).rows
    assert [row.rank for row in default] == [1, 1, 3, 3, 5, 5]


def test_the_circuits_lots_separate_what_the_rest_of_the_chain_leaves_and_never_change() -> None:
    evenings = [
        _played(1, [_met(1, (ANNA, BRUNO), 12, 100, (3, 12)), _met(2, (CARLA, DARIO), 12, 100, (4, 12)),
                    _met(3, (ELENA, FABIO), 8, -100, (1, 8)), _met(4, (GINO, UGO), 8, -100, (2, 8))]),
    ]  # fmt: skip
    rule = CircuitRule(PointsKind.VP, tie_breaks=CLUB_TIE_BREAKS)
    orders = {}
    for lots in range(40):
        rows = circuit_standings("C", rule, evenings, lots=lots).rows
        assert [row.rank for row in rows] == [1, 2, 3, 4]
        assert [row.separated_by for row in rows] == [None, TieBreakStep.LOTS, None, TieBreakStep.LOTS]
        assert circuit_standings("C", rule, evenings, lots=lots).rows == rows  # drawn once: the same again
        orders[lots] = rows[0].names[0]
    assert set(orders.values()) == {"Anna Rossi", "Carla D'Alessandro"}  # a draw, not the names' order


def test_a_chain_is_read_from_the_command_lines_words_and_each_step_comes_once() -> None:
    assert parse_tie_breaks("club") == CLUB_TIE_BREAKS
    assert parse_tie_breaks("head-to-head, mp_diff,vp , lots") == CLUB_TIE_BREAKS
    assert parse_tie_breaks("default") == CircuitRule().tie_breaks
    with pytest.raises(CircuitError) as bad:
        parse_tie_breaks("vp,coin")
    assert describe(bad.value.problems[0], "it").startswith("i criteri di spareggio di un circuito sono ")
    with pytest.raises(CircuitError) as twice:
        CircuitRule(tie_breaks=(TieBreakStep.VP, TieBreakStep.VP))
    assert (
        describe(twice.value.problems[0], "en") == "each tie-break comes once in the chain: vp comes twice."
    )


def test_an_evening_read_for_head_to_head_has_each_pairs_tables() -> None:
    tournament = build_demo_tournament(8, 3, 5)
    standings = compute_standings(tournament)
    evening = evening_result(tournament, standings, CircuitEvening(1), meetings=True)
    for entry in evening.pairs:
        row = next(row for row in standings.rows if row.pair == entry.pair)
        assert len(entry.met) == row.rounds - row.byes
        bye_vp = row.byes * tournament.settings.bye.vp
        assert sum(won for _, won in entry.met) == row.vp - bye_vp - row.adjustment_vp
    assert all(entry.met == () for entry in evening_result(tournament, standings, CircuitEvening(1)).pairs)
