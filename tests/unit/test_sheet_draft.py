"""The score sheet as typed, with no window (domain/sheet_draft.py): every box of DOMAIN.md §2 per line per
deal, the checks placed at their boxes, MP, difference and VP through the scale, quick mode's totals, and
where Tab and Enter go."""

from __future__ import annotations

from decimal import Decimal

import pytest

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine, ScoringRules
from burraco_tourney.domain.sheet_draft import ENDS, TOTAL, SheetDraft, ending_by_letter, parse_number
from burraco_tourney.domain.vp import ThresholdScale

SCALE = ThresholdScale(
    "3 deals",
    [
        (50, 10, 10),
        (150, 11, 9),
        (250, 12, 8),
        (350, 13, 7),
        (500, 14, 6),
        (650, 15, 5),
        (800, 16, 4),
        (1000, 17, 3),
        (1250, 18, 2),
        (1500, 19, 1),
        (None, 20, 0),
    ],
)
RULES = ScoringRules()
NS_CLOSES = Deal(DealEnd.CLOSED, DealLine(clean=1, closed=True, cards=230), DealLine(dirty=1, cards=85))
NOT_PLAYED = Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine())


def draft(**options: object) -> SheetDraft:
    return SheetDraft(RULES, SCALE, 3, **options)  # type: ignore[arg-type]


def type_in(sheet: SheetDraft, deal: int, **values: str | bool) -> None:
    for name, value in values.items():
        sheet.set((deal, name.replace("_", ".", 1)), value)


def codes(sheet: SheetDraft) -> list[tuple[int | None, str, str]]:
    return [(p.deal, p.field, p.code.removeprefix("deal.")) for p in sheet.problems()]


def test_every_field_of_a_line_is_a_box_in_the_order_of_the_paper() -> None:
    sheet = draft()
    assert sheet.line_fields() == (
        "clean",
        "dirty",
        "semi_clean",  # counted or not, as on paper (Tab passes it by where the rules count none)
        "closed",
        "cards",
        "pozzetto",
        "penalty",
        "penalty_reason",
    )
    assert sheet.boxes()[:3] == [(0, "end"), (0, "ns.clean"), (0, "ns.dirty")]
    assert len(sheet.boxes()) == 3 * (1 + 2 * 8)
    assert not sheet.counted((0, "ns.semi_clean"))
    assert SheetDraft(ScoringRules(semi_clean=150), SCALE, 3).counted((0, "ns.semi_clean"))
    assert draft(split=True).line_fields()[4:6] == ("melded", "in_hand")
    assert draft(quick=True).boxes()[:2] == [(0, "ns.total"), (0, "ew.total")]


def test_an_empty_sheet_holds_the_paper_s_defaults() -> None:
    sheet = draft(default_ends=(DealEnd.CLOSED, DealEnd.TIMEOUT, DealEnd.NOT_PLAYED))
    assert [sheet.end(deal) for deal in range(3)] == [DealEnd.CLOSED, DealEnd.TIMEOUT, DealEnd.NOT_PLAYED]
    assert sheet.flag((0, "ns.pozzetto")) and not sheet.flag((0, "ns.closed"))
    assert sheet.is_empty() and not sheet.is_modified()
    # An empty sheet fails its checks (a closed deal nobody closed) but shows none of them.
    assert sheet.blocking()
    assert not any(
        sheet.shown(p, left=set(sheet.boxes()), focused=None, reveal_all=False) for p in sheet.problems()
    )


def test_a_typed_deal_makes_its_deal_totals_mp_difference_and_vp() -> None:
    sheet = draft()
    type_in(sheet, 0, ns_clean="1", ns_cards="230", ew_dirty="1", ew_cards="85")
    sheet.close(0, "ns")
    for deal in (1, 2):
        sheet.set((deal, "end"), DealEnd.NOT_PLAYED)
    assert sheet.deals() == [NS_CLOSES, NOT_PLAYED, NOT_PLAYED]
    assert sheet.problems() == []
    assert sheet.deal_total(0) == (530, 185) and sheet.deal_total(1) is None
    result = sheet.result()
    assert (result.ns_mp, result.ew_mp, result.diff) == (530, 185, 345)
    assert (result.ns_vp, result.ew_vp) == (Decimal(13), Decimal(7))
    assert sheet.is_modified()


def test_one_line_closes_and_the_ending_follows_who_closed() -> None:
    sheet = draft(default_ends=(DealEnd.TIMEOUT,))
    assert sheet.close(0, "ew") == [(0, "ew.closed"), (0, "end")]
    assert sheet.end(0) is DealEnd.CLOSED
    changed = sheet.close(0, "ns")
    assert set(changed) == {(0, "ns.closed"), (0, "ew.closed")}
    sheet.set((0, "end"), DealEnd.STOCK)
    assert not sheet.flag((0, "ns.closed")) and not sheet.flag((0, "ew.closed"))


def test_each_failed_check_is_placed_at_its_deal_and_box() -> None:
    sheet = draft()
    type_in(sheet, 1, ns_clean="1", ns_cards="233", ew_cards="85")
    sheet.close(1, "ns")
    assert (1, "ns.cards", "cards_not_multiple_of_5") in codes(sheet)
    problem = next(p for p in sheet.blocking() if p.deal == 1)
    assert sheet.box_of(problem) == (1, "ns.cards")
    # Shown once its box is left, or once the director is in a later deal.
    assert not sheet.shown(problem, left=set(), focused=(1, "ns.pozzetto"), reveal_all=False)
    assert sheet.shown(problem, left={(1, "ns.cards")}, focused=None, reveal_all=False)
    assert sheet.shown(problem, left=set(), focused=(2, "end"), reveal_all=False)
    # A warning asks for confirmation: two clean burracos on 40 card points.
    type_in(sheet, 1, ns_clean="2", ns_cards="40")
    assert [(p.deal, p.field) for p in sheet.warnings()] == [(1, "ns.cards")]


def test_a_deal_not_played_with_nothing_typed_is_stored_as_not_played_whatever_the_marks() -> None:
    sheet = draft()
    sheet.set((0, "end"), DealEnd.NOT_PLAYED)
    sheet.set((0, "ns.pozzetto"), False)
    assert sheet.deals()[0] == NOT_PLAYED
    sheet.set((0, "ns.cards"), "120")
    assert codes(sheet)[0] == (0, "ns.cards", "not_played_with_values")


def test_a_penalty_s_reason_waits_for_the_penalty() -> None:
    sheet = draft()
    assert not sheet.enabled((0, "ns.penalty_reason"))
    sheet.set((0, "ns.penalty"), "50")
    assert sheet.enabled((0, "ns.penalty_reason"))
    type_in(sheet, 0, ns_penalty_reason="  rinuncia ")
    assert sheet.deals()[0].ns.penalty_reason == "rinuncia"


def test_split_card_points_make_the_net_points() -> None:
    sheet = draft(split=True)
    type_in(sheet, 0, ns_clean="1", ns_melded="700", ns_in_hand="20", ew_melded="250", ew_in_hand="30")
    sheet.close(0, "ns")
    deal = sheet.deals()[0]
    assert (deal.ns.melded, deal.ns.in_hand, deal.ns.cards) == (700, 20, 680)
    assert deal.ew.cards == 220


def test_a_saved_sheet_opens_in_its_mode_and_is_modified_only_when_changed() -> None:
    saved = (NS_CLOSES, NOT_PLAYED, NOT_PLAYED)
    sheet = SheetDraft.of_sheet(saved, RULES, SCALE, 3, quick=True)
    assert not sheet.quick and not sheet.is_modified()
    assert sheet.text((0, "ns.cards")) == "230" and sheet.text((1, "ns.cards")) == ""
    sheet.set((0, "ns.cards"), "330")
    assert sheet.is_modified() and sheet.holds_full_deals()
    # Switching to split points keeps what is typed.
    split = sheet.with_mode(split=True)
    assert split.text((0, "ns.melded")) == "330" and split.deals()[0].ns.cards == 330


def test_quick_mode_stores_the_totals_as_totals() -> None:
    sheet = draft(quick=True)
    type_in(sheet, 0, ns_total="1230", ew_total="450")
    type_in(sheet, 1, ns_total="−35", ew_total="720")
    deals = sheet.deals()
    assert deals[0].end is DealEnd.TOTALS and deals[0].totals == (1230, 450)
    assert deals[2] == NOT_PLAYED  # both left empty
    assert (sheet.result().ns_mp, sheet.result().ew_mp) == (1195, 1170)
    assert sheet.problems() == []
    # Read back as totals, never as invented burracos.
    again = SheetDraft.of_sheet(tuple(deals), RULES, SCALE, 3)
    assert again.quick and again.text((0, f"ns.{TOTAL}")) == "1230"
    assert again.text((2, f"ew.{TOTAL}")) == ""


@pytest.mark.parametrize(
    ("typed", "code", "blocking"),
    [
        ("452", "deal.totals_not_multiple_of_5", True),
        ("12a", "sheet.total_not_a_number", True),
        ("3500", "deal.totals_beyond_deck", True),
        ("2100", "deal.total_beyond_limit", False),
    ],
)
def test_quick_mode_checks_each_total(typed: str, code: str, blocking: bool) -> None:
    sheet = draft(quick=True)
    type_in(sheet, 0, ns_total="600", ew_total=typed)
    [problem] = sheet.problems()
    assert (problem.code, problem.blocking, sheet.box_of(problem)) == (code, blocking, (0, "ew.total"))


def test_semi_clean_burracos_the_rules_do_not_count_are_offered_as_dirty() -> None:
    deal = Deal(DealEnd.CLOSED, DealLine(semi_clean=1, closed=True, cards=150), DealLine(cards=40))
    sheet = SheetDraft.of_sheet((deal, NOT_PLAYED, NOT_PLAYED), RULES, SCALE, 3)
    assert any(p.code.endswith("semi_clean_not_allowed") for p in sheet.blocking())
    [offer] = sheet.semi_clean_offers()
    assert (offer.deal, offer.field, offer.values["count"]) == (0, "ns.semi_clean", 1)
    sheet.count_semi_clean_as_dirty()
    assert sheet.deals()[0].ns == DealLine(dirty=1, closed=True, cards=150)
    assert sheet.blocking() == [] and sheet.semi_clean_offers() == []
    # Where the rules count them, nothing is offered.
    assert SheetDraft.of_sheet((deal,), ScoringRules(semi_clean=150), SCALE, 1).semi_clean_offers() == []


def test_tab_goes_through_every_box_round_the_sheet() -> None:
    sheet = draft()
    order = [sheet.first()]
    for _ in range(13):
        order.append(sheet.after_tab(order[-1]))
    assert [path for _, path in order] == [
        "end",
        "ns.clean",
        "ns.dirty",  # the semi-clean row is passed by: these rules count none
        "ns.closed",
        "ns.cards",
        "ns.pozzetto",
        "ns.penalty",  # its reason waits for a penalty
        "ew.clean",
        "ew.dirty",
        "ew.closed",
        "ew.cards",
        "ew.pozzetto",
        "ew.penalty",
        "end",
    ]
    assert sheet.after_tab((2, "ew.penalty")) == (0, "end")
    assert sheet.after_tab((0, "end"), backwards=True) == (2, "ew.penalty")


def short_path(sheet: SheetDraft) -> list[tuple[int, str]]:
    path = [sheet.first()]
    while (following := sheet.after_enter(path[-1])) is not None:
        path.append(following)
    return path


DEAL_PATH = ["end", "ns.clean", "ns.dirty", "ns.cards", "ew.clean", "ew.dirty", "ew.cards"]


def test_enter_takes_the_short_path_endings_counts_and_card_points() -> None:
    sheet = draft()
    assert short_path(sheet) == [(deal, path) for deal in range(3) for path in DEAL_PATH]
    assert sheet.takes_one_digit((0, "ns.clean")) and not sheet.takes_one_digit((0, "ns.cards"))
    # Off the short path, Enter goes back to it; a penalty typed leads to its reason.
    assert sheet.after_enter((0, "ns.pozzetto")) == (0, "ew.clean")
    assert sheet.after_enter((0, "ew.penalty")) == (1, "end")
    sheet.set((0, "ns.penalty"), "50")
    assert sheet.after_enter((0, "ns.penalty")) == (0, "ns.penalty_reason")
    assert sheet.after_enter((0, "ns.penalty_reason")) == (0, "ew.clean")
    # Semi-clean burracos, rare, are a key away from the line's boxes, whatever the rules; from there Enter
    # goes on to the card points.
    semi = SheetDraft(ScoringRules(semi_clean=150), SCALE, 3)
    assert semi.after_enter((0, "ns.dirty")) == (0, "ns.cards")
    assert semi.semi_clean_box((0, "ew.cards")) == (0, "ew.semi_clean")
    assert semi.takes_one_digit((0, "ew.semi_clean"))
    assert semi.after_enter((0, "ew.semi_clean")) == (0, "ew.cards")
    assert semi.after_tab((0, "ns.dirty")) == (0, "ns.semi_clean")  # Tab: every box, as on paper
    quick = draft(quick=True)
    assert quick.after_enter((0, "ns.total")) == (0, "ew.total")
    assert quick.after_enter((2, "ew.total")) is None


def test_stalemate_is_a_way_a_deal_ends_when_the_domain_has_it() -> None:
    if "STALEMATE" not in DealEnd.__members__:
        pytest.skip("the domain has no stalemate yet")
    assert ENDS[3] is DealEnd("stalemate")


def test_parse_number_reads_what_a_director_types() -> None:
    assert [parse_number(text) for text in ("", "−", "−35", " 1 230 ", "x")] == [0, 0, -35, 1230, None]


def test_the_short_path_is_the_same_on_every_sheet_whatever_the_endings_proposed_or_saved() -> None:
    """Issue 27 A: learned in a round whose deals 2–3 were proposed "not played" (the clock), the keys put
    every later value one box off in a normal round. Enter stops at the same boxes on every sheet."""
    proposals = [
        (),
        (DealEnd.CLOSED, DealEnd.TIMEOUT, DealEnd.NOT_PLAYED),
        (DealEnd.TIMEOUT, DealEnd.NOT_PLAYED, DealEnd.NOT_PLAYED),
    ]
    paths = [short_path(draft(default_ends=ends)) for ends in proposals]
    paths.append(short_path(SheetDraft.of_sheet((NS_CLOSES, NOT_PLAYED, NOT_PLAYED), RULES, SCALE, 3)))
    assert all(path == paths[0] for path in paths)
    # Only "not played" said on the ending makes Enter go past the deal (there is nothing to type in it).
    sheet = draft(default_ends=(DealEnd.TIMEOUT, DealEnd.NOT_PLAYED, DealEnd.NOT_PLAYED))
    assert sheet.after_enter((1, "end")) == (1, "ns.clean")  # only proposed: Enter goes into the deal
    assert sheet.after_enter((1, "end"), past=True) == (2, "end")
    assert sheet.after_enter((2, "end"), past=True) is None  # the last deal: the sheet is done
    assert sheet.after_enter((0, "end"), past=True) == (0, "ns.clean")  # a time-out is played
    assert sheet.first_count(1) == (1, "ns.clean")


def test_an_ending_proposed_other_than_closed_is_shown_as_such_until_changed() -> None:
    sheet = draft(default_ends=(DealEnd.CLOSED, DealEnd.TIMEOUT, DealEnd.NOT_PLAYED))
    assert [sheet.proposed(deal) for deal in range(3)] == [None, DealEnd.TIMEOUT, DealEnd.NOT_PLAYED]
    sheet.close(2, "ns")  # + says who closed: the deal is closed, no longer the proposal
    assert sheet.proposed(2) is None
    assert [draft().proposed(deal) for deal in range(3)] == [None, None, None]


def test_a_letter_says_the_same_ending_on_every_sheet() -> None:
    """The first ending whose word starts with the letter, whatever the box showed (a time-out proposed by
    the clock, typed "t" again, stays a time-out and never turns into "tallone esaurito")."""
    words = {"closed": "chiusa", "timeout": "tempo scaduto", "stock": "tallone esaurito"}
    italian = [words.get(end.value, "stallo" if end.value == "stalemate" else "non giocata") for end in ENDS]
    assert ending_by_letter(italian, "t") is DealEnd.TIMEOUT
    assert ending_by_letter(italian, "T") is DealEnd.TIMEOUT
    assert ending_by_letter(italian, "t", again=DealEnd.TIMEOUT) is DealEnd.STOCK
    assert ending_by_letter(italian, "t", again=DealEnd.STOCK) is DealEnd.TIMEOUT
    assert ending_by_letter(italian, "n") is DealEnd.NOT_PLAYED
    assert ending_by_letter(italian, "c") is DealEnd.CLOSED
    assert ending_by_letter(italian, "x") is None
    assert ending_by_letter(italian, "1") is None
