"""Round results, standings and pair histories read back from the PDF."""

from __future__ import annotations

import io
from dataclasses import replace
from decimal import Decimal

from burraco_tourney.domain.tournament import DEFAULT_TIE_BREAKS, PairStatus, TieBreak
from burraco_tourney.io.pdf import write_pair_histories, write_round_results, write_standings
from burraco_tourney.io.pdf.results import chain_text
from tests.io.test_pdf import NAMES, pdf_pages, sample_tournament


def flat(page: str) -> str:
    return " ".join(page.split())


def pages_of(write: object, *args: object) -> list[str]:
    stream = io.BytesIO()
    write(*args, stream)  # type: ignore[operator]
    return [flat(page) for page in pdf_pages(stream.getvalue())]


def test_round_results_show_each_tables_mp_difference_and_vp() -> None:
    (page,) = pages_of(write_round_results, sample_tournament(), 1)
    assert "Results of round 1" in page
    assert (
        f"1 Pair 1 {NAMES[1][0]} {NAMES[1][1]} Pair 2 {NAMES[2][0]} {NAMES[2][1]} 1220 865 +355 14 6"
    ) in page
    assert (
        f"2 Pair 3 {NAMES[3][0]} {NAMES[3][1]} Pair 4 {NAMES[4][0]} {NAMES[4][1]} 560 220 +340 13 7" in page
    )
    assert f"Byes Pair Players VP MP difference 5 {NAMES[5][0]} · {NAMES[5][1]} 14 +355" in page
    assert "artificial" not in page


def test_round_results_mark_an_artificial_result_and_a_table_without_one() -> None:
    tournament = sample_tournament()
    round_2 = tournament.rounds[1]
    unplayed = replace(round_2.tables[0], deals=())
    tournament = replace(
        tournament, rounds=(tournament.rounds[0], replace(round_2, tables=(unplayed, round_2.tables[1])))
    )
    (page,) = pages_of(write_round_results, tournament, 2)
    assert f"Pair 4 {NAMES[4][0]} {NAMES[4][1]} no result yet" in page
    assert f"Pair 5 {NAMES[5][0]} {NAMES[5][1]} 0 0 0 7* 12*" in page
    assert "* VP set by the director (artificial result)" in page
    assert f"2 {NAMES[2][0]} · {NAMES[2][1]} 14 +355" in page


def test_standings_rank_the_pairs_and_state_the_tie_break_chain() -> None:
    (page,) = pages_of(write_standings, sample_tournament(), 2)
    assert "Standings after round 2" in page
    assert (
        "Ranked by total VP, then MP difference, then head-to-head VP among the tied pairs (only when each "
        "has met all the others), then MP scored, then drawing of lots."
    ) in page
    # Names that fit share a line ("A · B"); longer ones go one to a line: compare without the separator.
    body = page.split("Tie broken by ")[1].replace(" · ", " ")
    # Rank, pair, names, VP, MP difference, MP, rounds, byes, adjustment, tie broken by.
    expected = [
        f"1 5 {NAMES[5][0]} {NAMES[5][1]} 25* +355 0 2 1 −1 VP",
        f"2 1 {NAMES[1][0]} {NAMES[1][1]} 24 +355 2020 2",
        f"3 3 {NAMES[3][0]} {NAMES[3][1]} 20* +340 560 2",
        f"4 2 {NAMES[2][0]} {NAMES[2][1]} 20 0 865 2 1 MP difference",
        f"5 4 {NAMES[4][0]} {NAMES[4][1]} 17 −340 1020 2",
    ]
    positions = [body.find(row) for row in expected]
    assert all(position >= 0 for position in positions), list(zip(expected, positions, strict=True))
    assert positions == sorted(positions)
    assert "Pair 5, after round 2, −1 VP: two warnings." in page
    assert "A bye counts 14 VP and +355 MP difference" in page
    assert "MP differences sum to 0 (expected 0): correct." in page
    assert "Page 1 of 1" in page


def test_standings_after_round_1_count_only_round_1() -> None:
    (page,) = pages_of(write_standings, sample_tournament(), 1)
    assert "Standings after round 1" in page
    page = page.replace(" · ", " ")
    assert f"1 1 {NAMES[1][0]} {NAMES[1][1]} 14 +355 1220 1" in page
    # Tied with pair 1 on VP and MP difference, never met it: MP scored decides (a bye scores no MP).
    assert f"2 5 {NAMES[5][0]} {NAMES[5][1]} 14 +355 0 1 1 MP scored" in page
    assert "Adjustments" not in page  # pair 5's penalty counts only after round 2


def test_standings_without_lots_share_a_rank_and_say_so() -> None:
    tournament = sample_tournament()
    chain = (TieBreak.VP,)
    tournament = replace(tournament, settings=replace(tournament.settings, tie_breaks=chain), adjustments=())
    (page,) = pages_of(write_standings, tournament, 2)
    assert "Ranked by total VP." in page
    page = page.replace(" · ", " ")
    assert f"1 5 {NAMES[5][0]} {NAMES[5][1]} 26" in page
    assert f"3= 3 {NAMES[3][0]} {NAMES[3][1]} 20" in page
    assert f"3= 2 {NAMES[2][0]} {NAMES[2][1]} 20" in page


def test_chain_text_names_every_criterion_in_order() -> None:
    assert chain_text(DEFAULT_TIE_BREAKS).startswith(
        "Ranked by total VP, then MP difference, then head-to-head"
    )
    assert chain_text((TieBreak.VP, TieBreak.MP, TieBreak.LOTS)) == (
        "Ranked by total VP, then MP scored, then drawing of lots."
    )


def test_a_withdrawn_pair_is_marked() -> None:
    tournament = sample_tournament()
    pairs = tuple(
        replace(pair, status=PairStatus.WITHDRAWN, withdrawn_after_round=2) if pair.number == 4 else pair
        for pair in tournament.pairs
    )
    (page,) = pages_of(write_standings, replace(tournament, pairs=pairs), 2)
    assert f"{NAMES[4][1]} (withdrawn)" in page


def test_pair_histories_list_each_round_with_opponent_mp_difference_and_vp() -> None:
    pages = pages_of(write_pair_histories, sample_tournament(), None)
    text = " ".join(pages)
    assert "Pair histories after round 2" in text
    pair_1 = text.split(f"Pair 1 · {NAMES[1][0]} · {NAMES[1][1]}")[1].split("Pair 2 ·")[0]
    assert "After round 2: rank 2 of 5 · 24 VP · MP difference +355 · MP 2020" in pair_1
    assert f"1 1 NS 2 {NAMES[2][0]} · {NAMES[2][1]} 1220 865 +355 14" in pair_1
    assert f"2 1 NS 4 {NAMES[4][0]} · {NAMES[4][1]} 800 800 0 10" in pair_1
    assert "Total 2020 +355 24" in pair_1
    pair_2 = text.split(f"Pair 2 · {NAMES[2][0]} · {NAMES[2][1]}")[1].split("Pair 3 ·")[0]
    assert f"1 1 EW 1 {NAMES[1][0]} · {NAMES[1][1]} 865 1220 −355 6" in pair_2
    assert "2 – – bye – – +355 14" in pair_2
    assert "Total 865 0 20" in pair_2
    pair_5 = text.split(f"Pair 5 · {NAMES[5][0]} · {NAMES[5][1]}")[1]
    assert "rank 1 of 5 · 25 VP" in pair_5
    assert f"2 2 EW 3 {NAMES[3][0]} · {NAMES[3][1]} 0 0 0 12*" in pair_5
    assert "Adjustment after round 2: two warnings −1" in pair_5
    assert "Total 0 +355 25" in pair_5
    assert "* VP set by the director" in pair_5


def test_pair_histories_after_round_1_stop_there() -> None:
    text = " ".join(pages_of(write_pair_histories, sample_tournament(), 1))
    assert "Pair histories after round 1" in text
    assert "800 800" not in text  # round 2's table of pairs 1 and 4
    assert "Adjustment" not in text
    assert f"Pair 5 · {NAMES[5][0]} · {NAMES[5][1]} After round 1: rank 2 of 5 · 14 VP" in text


def test_fractional_vp_print_with_their_decimals() -> None:
    tournament = sample_tournament()
    round_2 = tournament.rounds[1]
    artificial = replace(round_2.tables[1], vp_override=(Decimal("7.25"), Decimal("12.75")))
    tournament = replace(
        tournament, rounds=(tournament.rounds[0], replace(round_2, tables=(round_2.tables[0], artificial)))
    )
    (page,) = pages_of(write_round_results, tournament, 2)
    assert "7.25* 12.75*" in page
