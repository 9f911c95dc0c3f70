"""The order of the deals at a table (issue 30 item 1, DOMAIN.md §5): at most one deal ends by time-out, every
deal after it was not played, and after a deal not played none was played. One check in domain.rules, which
the window's sheet, the services (phones, sheets import) and the tournament file all apply; each refusal is
worded in Italian, German and English at the later deal's ending."""

from __future__ import annotations

import pytest

from burraco_tourney.domain import rules
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine, ScoringRules
from burraco_tourney.domain.sheet_draft import SheetDraft
from burraco_tourney.io.problem_texts import describe
from tests.unit.test_sheet_draft import SCALE

RULES = ScoringRules()
CLOSED = Deal(DealEnd.CLOSED, DealLine(clean=1, closed=True, cards=230), DealLine(dirty=1, cards=85))
STOCK = Deal(DealEnd.STOCK, DealLine(clean=1, cards=180), DealLine(dirty=1, cards=95))
TIMEOUT = Deal(DealEnd.TIMEOUT, DealLine(clean=1, cards=150), DealLine(dirty=1, cards=60))
NOT_PLAYED = Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine())
TOTALS = Deal.of_totals(540, 120)


def refusals(*deals: Deal) -> list[tuple[str, str, dict[str, object]]]:
    blocking, warnings = rules.deal_problems(deals, RULES)
    assert not warnings
    return [(p.code, p.json_path, dict(p.params)) for p in blocking]


@pytest.mark.parametrize(
    "deals",
    [
        (CLOSED, CLOSED, CLOSED),
        (CLOSED, STOCK, TIMEOUT),
        (CLOSED, TIMEOUT, NOT_PLAYED),
        (TIMEOUT, NOT_PLAYED, NOT_PLAYED),
        (NOT_PLAYED, NOT_PLAYED, NOT_PLAYED),
        (TOTALS, TOTALS, NOT_PLAYED),
        (CLOSED, TIMEOUT),  # a sheet still short of deals: its count is another check's
    ],
)
def test_deals_in_the_order_of_the_round_pass(deals: tuple[Deal, ...]) -> None:
    assert refusals(*deals) == []


def test_a_deal_played_after_the_time_out_is_refused_at_its_ending() -> None:
    assert refusals(TIMEOUT, CLOSED, NOT_PLAYED) == [
        ("deal.played_after_timeout", "deals[1].end", {"timeout": 1})
    ]
    assert refusals(CLOSED, TIMEOUT, STOCK) == [("deal.played_after_timeout", "deals[2].end", {"timeout": 2})]


def test_two_time_outs_at_one_table_are_refused_at_the_second() -> None:
    assert refusals(TIMEOUT, TIMEOUT, NOT_PLAYED) == [("deal.second_timeout", "deals[1].end", {"timeout": 1})]


def test_a_deal_closed_or_played_after_one_not_played_is_refused() -> None:
    assert refusals(CLOSED, NOT_PLAYED, CLOSED) == [
        ("deal.played_after_not_played", "deals[2].end", {"not_played": 2})
    ]
    assert refusals(NOT_PLAYED, TIMEOUT, NOT_PLAYED) == [
        ("deal.played_after_not_played", "deals[1].end", {"not_played": 1})
    ]
    # A deal entered by its totals was played too.
    assert refusals(TOTALS, NOT_PLAYED, TOTALS) == [
        ("deal.played_after_not_played", "deals[2].end", {"not_played": 2})
    ]


def test_the_refusals_are_worded_in_italian_german_and_english_with_the_deal_that_rules_them_out() -> None:
    (after_timeout,) = rules.deal_order_problems((TIMEOUT, CLOSED, NOT_PLAYED))
    (second,) = rules.deal_order_problems((CLOSED, TIMEOUT, TIMEOUT))
    (after_not_played,) = rules.deal_order_problems((NOT_PLAYED, CLOSED, NOT_PLAYED))
    at_table = [p.under("rounds", 1, "tables", 3) for p in (after_timeout, second, after_not_played)]
    assert [describe(p, "it") for p in at_table] == [
        "Turno 2, tavolo 4, smazzata 2, fine della smazzata: La smazzata 1 è finita a tempo scaduto, quindi "
        "questa non è stata giocata: segnarla come non giocata, oppure correggere la smazzata 1.",
        "Turno 2, tavolo 4, smazzata 3, fine della smazzata: La smazzata 2 è già finita a tempo scaduto, e a "
        "un tavolo può finire così una sola smazzata: questa non è stata giocata. Segnarla come non giocata, "
        "oppure correggere la smazzata 2.",
        "Turno 2, tavolo 4, smazzata 2, fine della smazzata: La smazzata 1 non è stata giocata, quindi "
        "nemmeno le successive: segnare come non giocata anche questa, oppure correggere la smazzata 1.",
    ]
    assert describe(at_table[0], "de") == (
        "Runde 2, Tisch 4, Spiel 2, Spielende: Spiel 1 endete durch Zeitablauf, also wurde dieses Spiel "
        "nicht gespielt: es als nicht gespielt markieren oder Spiel 1 berichtigen."
    )
    assert describe(at_table[2], "en") == (
        "Round 2, table 4, deal 2, end of the deal: Deal 1 was not played, so no later deal was: mark this "
        "one not played too, or correct deal 1."
    )
    for problem in at_table:
        for language in ("de", "en"):
            assert not describe(problem, language).startswith(problem.code)


def sheet(deals: tuple[Deal, ...], *, quick: bool = False) -> SheetDraft:
    return SheetDraft.of_sheet(deals, RULES, SCALE, 3, quick=quick)


def test_the_window_s_sheet_marks_the_order_at_the_deal_s_ending() -> None:
    draft = sheet((TIMEOUT, CLOSED, NOT_PLAYED))
    [refused] = draft.blocking()
    assert (refused.code, draft.box_of(refused)) == ("deal.played_after_timeout", (1, "end"))
    # Quick mode has no ending: the deal's NS total is where it is shown.
    quick = sheet((TOTALS, NOT_PLAYED, TOTALS))
    [refused] = quick.blocking()
    assert (refused.code, quick.box_of(refused)) == ("deal.played_after_not_played", (2, "ns.total"))


def test_the_services_and_the_sheet_apply_the_same_check() -> None:
    deals = (CLOSED, NOT_PLAYED, TIMEOUT)
    blocking, _ = rules.deal_problems(deals, RULES)
    assert [p for p in sheet(deals).blocking() if p.code.startswith("deal.played")] == [
        Problem(p.code, p.severity, p.path, p.params) for p in blocking
    ]
