"""The first round of a phase: pairs loaded by number, alphabetically or at random, and kept apart by
association (club), province and region (FIBur's scoring-room exam, docs/rules.md "First-round seating")."""

from __future__ import annotations

from collections import Counter

from burraco_tourney.domain.movements import (
    DrawOptions,
    DrawRequest,
    FirstRoundSeating,
    RoundDraw,
    Separation,
    check_round,
    draw_round,
)
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.tournament import Movement, Pair, Phase, Player
from burraco_tourney.io.problem_texts import describe
from tests.unit.test_movements_common import assert_sound, matches, play, played, seats

MITCHELL = Movement.MITCHELL
REGIONS = ("Lazio", "Campania", "Toscana", "Sicilia")
PROVINCES = {"Lazio": ("Roma", "Latina"), "Campania": ("Napoli", "Salerno"), "Toscana": ("Firenze", "Pisa")}
PROVINCES["Sicilia"] = ("Palermo", "Catania")


def pair(number: int, *, region: str | None = None, province: str | None = None, club: str | None = None,
         names: tuple[str, str] | None = None) -> Pair:  # fmt: skip
    first, second = names or (f"Player {number}a", f"Player {number}b")
    return Pair(
        number,
        (
            Player(first, club=club, region=region, province=province),
            Player(second, club=club, region=region, province=province),
        ),
    )


def sixteen() -> tuple[Pair, ...]:
    """16 pairs from 4 regions (two provinces each, one club per province), so registered that by pair
    number the pairs at each table would come from one region (pair i meets pair i + 8 at table i)."""
    pairs = []
    for number in range(1, 17):
        region = REGIONS[(number - 1) % 4]
        province = PROVINCES[region][(number - 1) // 8]
        pairs.append(pair(number, region=region, province=province, club=f"Circolo {province}"))
    return tuple(pairs)


def first_round(pairs: tuple[Pair, ...], options: DrawOptions, rounds: int = 8) -> RoundDraw:
    return draw_round(DrawRequest(1, pairs, phase=Phase(MITCHELL, rounds), options=options))


def same(pairs: tuple[Pair, ...], draw: RoundDraw, field: str) -> list[tuple[int, int]]:
    """The tables whose two pairs share the region (province, club)."""
    where = {p.number: getattr(p.players[0], field) for p in pairs}
    return [(s.ns, s.ew) for s in draw.tables if where[s.ns] == where[s.ew]]


def test_by_number_the_regions_meet_and_region_separation_keeps_them_apart_all_phase() -> None:
    pairs = sixteen()
    assert len(same(pairs, first_round(pairs, DrawOptions()), "region")) == 8
    options = DrawOptions(separate=frozenset({Separation.REGION}))
    assert same(pairs, first_round(pairs, options), "region") == []
    # Four regions of four pairs fit two to a line: in a Mitchell no two pairs of a region ever meet.
    for request, draw in play(pairs, (Phase(MITCHELL, 8),), 8, options=options):
        assert_sound(request, draw)
        assert same(pairs, draw, "region") == []


def test_province_separation_alone_keeps_only_provinces_apart() -> None:
    pairs = sixteen()
    by_province = first_round(pairs, DrawOptions(separate=frozenset({Separation.PROVINCE})))
    assert same(pairs, by_province, "province") == []
    every = frozenset(Separation)
    draw = first_round(pairs, DrawOptions(separate=every))
    assert same(pairs, draw, "region") == [] and same(pairs, draw, "club") == []


def test_a_region_too_big_for_its_line_meets_itself_as_little_as_the_field_allows() -> None:
    # 10 pairs from Lazio, 6 from Campania: 8 tables, at least two of them Lazio against Lazio.
    pairs = tuple(pair(n, region="Lazio" if n <= 10 else "Campania") for n in range(1, 17))
    options = DrawOptions(separate=frozenset({Separation.REGION}))
    for rounds in (3, 8):
        assert len(same(pairs, first_round(pairs, options, rounds), "region")) == 2


def test_the_clubs_of_a_region_cut_between_lines_stay_whole() -> None:
    # 10 pairs of Lazio (5 of Roma, 5 of Latina), 6 of Campania: the two Lazio pairs seated EW come
    # from one province, so the first round never seats two pairs of one club together.
    pairs = tuple(
        pair(n, region="Lazio", province="Roma" if n % 2 else "Latina", club="Roma" if n % 2 else "Latina")
        for n in range(1, 11)
    ) + tuple(pair(n, region="Campania", province="Napoli", club=f"Napoli {n}") for n in range(11, 17))
    draw = first_round(pairs, DrawOptions(separate=frozenset(Separation)))
    assert len(same(pairs, draw, "region")) == 2
    assert same(pairs, draw, "club") == []


def test_alphabetical_loads_pairs_by_the_first_players_surname() -> None:
    names = {
        1: ("Mario Rossi", "Anna Bianchi"),
        2: ("Carla D'Alessandro", "Bruno Costa"),
        3: ("Marco De Luca", "Zeno Abati"),
        4: ("Giulia Amato", "Piero Zanetti"),
        5: ("ROSSI Anna", "Luca Verdi"),
        6: ("Paolo Bianchi", "Elena Neri"),
    }
    pairs = tuple(pair(n, names=names[n]) for n in names)
    draw = first_round(pairs, DrawOptions(seating=FirstRoundSeating.ALPHABETICAL), rounds=3)
    # Amato, Bianchi, D'Alessandro | De Luca, Rossi Anna, Rossi Mario: the first half NS at tables 1-3.
    assert matches(draw) == [(4, 3), (6, 5), (2, 1)]
    by_number = first_round(pairs, DrawOptions(), rounds=3)
    assert matches(by_number) == [(1, 4), (2, 5), (3, 6)]


def test_a_draw_with_a_seed_is_reproducible_also_with_separations() -> None:
    pairs = sixteen()
    for separate in (frozenset(), frozenset({Separation.REGION})):
        one, again, other = (
            first_round(pairs, DrawOptions(seating=FirstRoundSeating.DRAW, seed=seed, separate=separate))
            for seed in (48213, 48213, 48214)
        )
        assert one == again and matches(one) != matches(other)
        if separate:
            assert same(pairs, one, "region") == [] and same(pairs, other, "region") == []


def test_the_old_club_separation_is_by_number_with_clubs_kept_apart() -> None:
    pairs = sixteen()
    old = DrawOptions(seating=FirstRoundSeating.CLUB_SEPARATION)
    assert old.order is FirstRoundSeating.REGISTRATION and old.separations == {Separation.CLUB}
    assert first_round(pairs, old) == first_round(pairs, DrawOptions(separate=frozenset({Separation.CLUB})))


def test_a_round_robin_keeps_regions_apart_in_its_first_round() -> None:
    # Two pairs of each region, so registered that by number each table of round 1 is one region.
    regions = ("Lazio", "Campania", "Toscana", "Sicilia", "Sicilia", "Toscana", "Campania", "Lazio")
    pairs = tuple(pair(n, region=region) for n, region in enumerate(regions, start=1))
    robin = Phase(Movement.ROUND_ROBIN, 7)
    plain = draw_round(DrawRequest(1, pairs, phase=robin))
    assert len(same(pairs, plain, "region")) == 4
    options = DrawOptions(separate=frozenset({Separation.REGION}))
    draw = draw_round(DrawRequest(1, pairs, phase=robin, options=options))
    assert same(pairs, draw, "region") == []
    # Everyone still meets everyone once in the seven rounds.
    met = Counter(frozenset(m) for _, d in play(pairs, (robin,), 7, options=options) for m in matches(d))
    assert len(met) == 28 and set(met.values()) == {1}


def test_only_the_first_round_of_a_scheduled_phase_is_seated_afresh() -> None:
    pairs = sixteen()
    plan = Phase(MITCHELL, 2)
    assert DrawRequest(1, pairs, phase=plan).seats_afresh
    earlier = (played(1, MITCHELL, *((n, n + 8) for n in range(1, 9))),)
    assert not DrawRequest(2, pairs, earlier, plan, 1).seats_afresh
    assert DrawRequest(2, pairs, earlier, Phase(Movement.ROUND_ROBIN, 3), 0).seats_afresh
    assert not DrawRequest(2, pairs, earlier, Phase(Movement.DANISH, 3), 0).seats_afresh


def words(problems: tuple[Problem, ...], language: str = "en") -> list[str]:
    return [describe(problem, language) for problem in problems]


def test_a_table_of_one_region_or_province_is_reported_when_they_are_kept_apart() -> None:
    pairs = sixteen()[:8]
    request = DrawRequest(
        1, pairs, phase=Phase(MITCHELL, 4), options=DrawOptions(separate=frozenset(Separation))
    )
    edited = RoundDraw(seats((1, 5), (2, 3), (4, 6), (7, 8)))
    assert words(check_round(request, edited)) == [
        "pairs 1 and 5 are both from Circolo Roma (club separation is on)",
        "pairs 1 and 5 are both from the province of Roma (province separation is on)",
        "pairs 1 and 5 are both from Lazio (region separation is on)",
    ]
    assert words(check_round(request, edited), "it")[1:] == [
        "le coppie 1 e 5 sono entrambe della provincia di Roma (la separazione per provincia è attiva)",
        "le coppie 1 e 5 sono entrambe della regione Lazio (la separazione per regione è attiva)",
    ]
    assert check_round(DrawRequest(1, pairs, phase=Phase(MITCHELL, 4)), edited) == ()
