"""A score sheet being typed, with no window: what each box holds, the deals that makes, what is wrong with
them, each deal's totals, the round's MP, difference and VP, and where Tab and Enter go next.

The window's grid (ui/widgets/sheet_grid.py) is a view of a `SheetDraft`: it shows the values and the
problems and hands every key on; tests/unit/test_sheet_draft.py tests the sheet without a window.

A box is a `Key`: (deal from 0, path), the path being `end` (how the deal ended) or a line's field such as
`ns.cards` (`ns.total` in quick mode). Number boxes hold the text as typed (a lone minus sign while typing
is 0; text that is no number is a problem at its box), marks hold booleans, the ending a `DealEnd`.

Two ways through the sheet, each the same on every sheet whatever its values (what the clock proposes, how a
deal was saved), so that the keys a director learned land in the same boxes in every round:
- Tab goes through every box in the order of the paper (deal by deal: how it ended, then NS top to bottom,
  then EW), round the sheet.
- Enter takes the short path: each deal's ending, then the burraco counts and card points of NS, then of
  EW, deal after deal. On the ending a letter says how the deal ended (`ending_by_letter`) and Enter goes
  into the deal; only "not played", said there, makes Enter go past the deal (`after_enter(past=True)`).
  Who closed is one key (`close`, which also makes the deal closed); the pozzetto (taken: it follows from a
  burraco or the closing unless said otherwise) and the penalty are boxes the short path does not stop at —
  they stay open, and Tab reaches them. A penalty typed leads Enter to its reason. An ending the sheet
  proposes other than closed (the clock's time-out rule) is `proposed`, for the view to show it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from burraco_tourney.domain.problems import Problem, Severity
from burraco_tourney.domain.quick import is_quick_sheet, quick_deal
from burraco_tourney.domain.rules.checks import deal_order_problems
from burraco_tourney.domain.scoring import (
    Deal,
    DealEnd,
    DealLine,
    ScoringRules,
    check_deal,
    deal_totals,
)
from burraco_tourney.domain.vp import VPScale

__all__ = [
    "ENDS",
    "LINES",
    "TOTAL",
    "Key",
    "SheetDraft",
    "SheetResult",
    "ending_by_letter",
    "parse_number",
]

Key = tuple[int, str]
Value = str | bool | DealEnd

LINES = ("ns", "ew")
COUNT_FIELDS = ("clean", "dirty", "semi_clean")
NUMBER_FIELDS = (*COUNT_FIELDS, "cards", "melded", "in_hand", "penalty")
FLAG_FIELDS = ("closed", "pozzetto")
TOTAL = "total"  # the one box of a line in quick mode
# How a deal may end on the sheet, in the order the choice lists them (stalemate where the domain has it).
ENDS: tuple[DealEnd, ...] = tuple(
    DealEnd(value)
    for value in ("closed", "timeout", "stock", "stalemate", "not_played")
    if value in {end.value for end in DealEnd}
)

# The draft's own problem (a quick-mode total that is no number; the rest are the domain's checks),
# worded in io/problem_texts/sheets.py and in the window.
NOT_A_NUMBER = "sheet.total_not_a_number"
SEMI_CLEAN_AS_DIRTY = "profile.semi_clean_as_dirty"


@dataclass(frozen=True, slots=True)
class SheetResult:
    """What the foot of a sheet shows: MP of both lines, their difference, and the scale's VP."""

    ns_mp: int
    ew_mp: int
    diff: int
    ns_vp: Decimal
    ew_vp: Decimal


def parse_number(text: str) -> int | None:
    """A whole number as typed (empty, or a lone minus sign while typing, is 0); None: not a number."""
    cleaned = text.strip().replace("−", "-").replace(" ", "")
    if cleaned in ("", "-", "+"):
        return 0
    try:
        return int(cleaned)
    except ValueError:
        return None


def ending_by_letter(names: Sequence[str], letter: str, again: DealEnd | None = None) -> DealEnd | None:
    """The ending a letter says, `names` being the endings' words in the order of ENDS: the first whose word
    starts with the letter, whatever the box showed before (so the same letter gives the same ending on every
    sheet, a time-out proposed or not); the same letter again (`again`: the ending it gave) the next such.
    None: no ending starts with it."""
    folded = letter.strip().casefold()
    if len(folded) != 1 or not folded.isalpha():
        return None
    matching = [end for end, name in zip(ENDS, names, strict=True) if name.casefold().startswith(folded)]
    if not matching:
        return None
    if again in matching:
        return matching[(matching.index(again) + 1) % len(matching)]
    return matching[0]


def placed(deal: int, problem: Problem) -> Problem:
    """A problem of one deal (path inside the deal, as check_deal gives it) placed in the sheet."""
    field = getattr(problem, "path", None)
    if field is None:  # a check from before problems were data: its field is a dotted text
        parts: tuple[str | int, ...] = tuple(str(problem.field).split("."))
        return Problem(problem.code, problem.severity, ("deals", deal, *parts))
    return problem.under("deals", deal)


def sheet_problem(problem: Problem) -> Problem:
    """A problem the service placed in a table (`rounds…tables…deals`), placed in the sheet instead."""
    parts = tuple(problem.field.split(".")) if problem.field else ()
    return Problem(problem.code, problem.severity, ("deals", problem.deal or 0, *parts), problem.params)


class SheetDraft:
    """The sheet of one table as typed so far. `set` changes a box (and what follows from it: a line marked
    closed unmarks the other and makes the deal closed; an ending other than closed unmarks both) and returns
    the boxes that changed, for the view to show."""

    def __init__(
        self,
        rules: ScoringRules,
        scale: VPScale,
        deal_count: int,
        *,
        split: bool = False,
        quick: bool = False,
        semi: bool | None = None,
        default_ends: Sequence[DealEnd] = (),
    ) -> None:
        self.rules = rules
        self.scale = scale
        self.deal_count = deal_count
        self.split = split
        self.quick = quick
        # The semi-clean row is always there, as on a paper sheet: where the rules count none, a semi-clean
        # burraco written on the paper can still be typed (Tab passes the row by; it is offered as dirty).
        self.semi = True if semi is None else semi
        self.default_ends = tuple(default_ends)
        self.loaded: tuple[Deal, ...] = ()
        self.table_totals = False  # the sheet was saved as the table's totals (see of_sheet)
        self._values: dict[Key, Value] = {}
        self._cache: tuple[list[Deal], list[Problem]] | None = None
        self._fill(())

    @classmethod
    def of_sheet(
        cls,
        deals: Sequence[Deal],
        rules: ScoringRules,
        scale: VPScale,
        deal_count: int,
        *,
        split: bool = False,
        quick: bool = False,
        default_ends: Sequence[DealEnd] = (),
        table_totals: tuple[int, int] | None = None,
    ) -> SheetDraft:
        """A table's sheet: its saved deals in the mode they were entered in, else an empty sheet in the mode
        asked for, its deals ended as `default_ends` proposes (the clock's time-out rule) or closed.

        A sheet saved as the table's totals only (`table_totals`, from a file) is shown in quick mode with
        the totals as its first deal's, and says so (`table_totals` is True: it is saved as totals again)."""
        if table_totals is not None:
            draft = cls(rules, scale, deal_count, quick=True)
            shown = (quick_deal(*table_totals, rules),) + (
                Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine()),
            ) * (deal_count - 1)
            draft._fill(shown)
            draft.loaded = tuple(draft.deals())
            draft.table_totals = True
            return draft
        if deals:
            quick = is_quick_sheet(deals, rules)
            split = any(d.ns.melded is not None or d.ew.melded is not None for d in deals)
        draft = cls(rules, scale, deal_count, split=split, quick=quick, default_ends=default_ends)
        draft._fill(deals)
        draft.loaded = tuple(deals)
        return draft

    def with_mode(self, *, split: bool | None = None, quick: bool | None = None) -> SheetDraft:
        """The same sheet in another mode (net or split card points, full or quick), keeping what is typed."""
        draft = SheetDraft(
            self.rules,
            self.scale,
            self.deal_count,
            split=self.split if split is None else split,
            quick=self.quick if quick is None else quick,
            semi=self.semi,
            default_ends=self.default_ends,
        )
        draft._fill(() if self.is_empty() else tuple(self.deals()))
        draft.loaded = self.loaded
        draft.table_totals = self.table_totals and draft.quick
        return draft

    # -------------------------------------------------------------------------------------- the boxes

    def line_fields(self) -> tuple[str, ...]:
        """The boxes of one line, top to bottom as on paper."""
        if self.quick:
            return (TOTAL,)
        fields = ["clean", "dirty", *(["semi_clean"] if self.semi else []), "closed"]
        fields += ["melded", "in_hand"] if self.split else ["cards"]
        return (*fields, "pozzetto", "penalty", "penalty_reason")

    def boxes(self) -> list[Key]:
        """Every box, in the order of the paper (Tab's order)."""
        keys: list[Key] = []
        fields = self.line_fields()
        for deal in range(self.deal_count):
            if not self.quick:
                keys.append((deal, "end"))
            keys += [(deal, f"{line}.{field}") for line in LINES for field in fields]
        return keys

    def value(self, key: Key) -> Value:
        return self._values[key]

    def text(self, key: Key) -> str:
        value = self._values.get(key, "")
        return value if isinstance(value, str) else ""

    def number(self, key: Key) -> int:
        return parse_number(self.text(key)) or 0

    def flag(self, key: Key) -> bool:
        value = self._values.get(key)
        return value if isinstance(value, bool) else key[1].endswith("pozzetto")

    def end(self, deal: int) -> DealEnd:
        """How the deal ended as chosen; quick mode has no choice (its deals are totals)."""
        value = self._values.get((deal, "end"))
        return value if isinstance(value, DealEnd) else DealEnd.NOT_PLAYED

    def default_end(self, deal: int) -> DealEnd:
        return self.default_ends[deal] if deal < len(self.default_ends) else DealEnd.CLOSED

    def counted(self, key: Key) -> bool:
        """False for the semi-clean box where the rules count no semi-clean burracos: Tab and Enter pass it
        by (it is reached by a click or by * in the line's counts or card points), nothing else changes."""
        return not (key[1].endswith(".semi_clean") and self.rules.semi_clean is None)

    def enabled(self, key: Key) -> bool:
        """Only a penalty's reason waits (for its penalty); every other box is always open."""
        if key[1].endswith(".penalty_reason"):
            return self.number((key[0], key[1].replace("penalty_reason", "penalty"))) != 0
        return True

    def set(self, key: Key, value: Value) -> list[Key]:
        """Put `value` in a box; the boxes whose values changed (this one and any that follow from it)."""
        if key not in self._values:
            raise KeyError(key)
        changed: list[Key] = []
        self._put(key, value, changed)
        deal, path = key
        if path == "end" and value is not DealEnd.CLOSED:
            for line in LINES:
                self._put((deal, f"{line}.closed"), False, changed)
        elif path.endswith(".closed") and value is True:
            # Only one line closes, and a line that closed ended the deal closed (whatever was proposed).
            other = "ew" if path.startswith("ns") else "ns"
            self._put((deal, f"{other}.closed"), False, changed)
            self._put((deal, "end"), DealEnd.CLOSED, changed)
        return changed

    def close(self, deal: int, line: str) -> list[Key]:
        """The one key that says who closed: `line` closed this deal."""
        return self.set((deal, f"{line}.closed"), True)

    def _put(self, key: Key, value: Value, changed: list[Key]) -> None:
        if key in self._values and self._values[key] != value:
            self._values[key] = value
            self._cache = None
            changed.append(key)

    def _fill(self, deals: Sequence[Deal]) -> None:
        values: dict[Key, Value] = {}
        for index in range(self.deal_count):
            deal = deals[index] if index < len(deals) else None
            if not self.quick:
                values[(index, "end")] = deal.end if deal is not None else self.default_end(index)
            for line in LINES:
                values.update(self._line_values(index, line, deal))
        self._values = values
        self._cache = None

    def _line_values(self, index: int, line: str, deal: Deal | None) -> dict[Key, Value]:
        def key(field: str) -> Key:
            return (index, f"{line}.{field}")

        if self.quick:
            total = ""
            if deal is not None and deal.end is not DealEnd.NOT_PLAYED:
                ns_total, ew_total = deal_totals(deal, self.rules)
                if ns_total or ew_total:  # both 0 is a deal not played: left empty
                    total = str(ns_total if line == "ns" else ew_total)
            return {key(TOTAL): total}
        side = getattr(deal, line) if deal is not None else DealLine()
        played = deal is not None and deal.end is not DealEnd.NOT_PLAYED
        values: dict[Key, Value] = {}
        for field in self.line_fields():
            if field in ("clean", "dirty", "semi_clean", "penalty"):
                number = getattr(side, field)
                values[key(field)] = str(number) if number else ""
            elif field == "cards":
                values[key(field)] = str(side.cards) if played else ""
            elif field == "melded":
                melded = side.melded if side.melded is not None else max(side.cards, 0)
                values[key(field)] = str(melded) if played else ""
            elif field == "in_hand":
                in_hand = side.in_hand if side.in_hand is not None else max(-side.cards, 0)
                values[key(field)] = str(in_hand) if played else ""
            elif field == "penalty_reason":
                values[key(field)] = side.penalty_reason
            else:
                values[key(field)] = bool(getattr(side, field))
        return values

    # -------------------------------------------------------------------------------------- the deals

    def deals(self) -> list[Deal]:
        """The deals as typed (quick mode: each deal's totals)."""
        return self._computed()[0]

    def problems(self) -> list[Problem]:
        """Every failed check, placed at its deal and field (path `("deals", i, "ns", "cards")`)."""
        return self._computed()[1]

    def blocking(self) -> list[Problem]:
        return [p for p in self.problems() if p.blocking]

    def warnings(self) -> list[Problem]:
        return [p for p in self.problems() if not p.blocking]

    def _computed(self) -> tuple[list[Deal], list[Problem]]:
        if self._cache is None:
            deals: list[Deal] = []
            problems: list[Problem] = []
            for index in range(self.deal_count):
                deal, found = self._quick_deal(index) if self.quick else self._full_deal(index)
                deals.append(deal)
                problems += found
            # The order of the deals, as every other path checks it: at each deal's ending (`box_of`: in
            # quick mode, which has none, at its NS total).
            problems += deal_order_problems(deals)
            self._cache = (deals, problems)
        return self._cache

    def _full_deal(self, index: int) -> tuple[Deal, list[Problem]]:
        end = self.end(index)
        deal = Deal(end, self._line(index, "ns"), self._line(index, "ew"))
        problems = [placed(index, problem) for problem in check_deal(deal, self.rules)]
        if end is DealEnd.NOT_PLAYED and not problems:
            # Nothing typed that a deal not played should not have: it is stored as one, whatever the marks.
            deal = Deal(DealEnd.NOT_PLAYED, DealLine(), DealLine())
        return deal, problems

    def _line(self, deal: int, line: str) -> DealLine:
        def number(field: str) -> int:
            return self.number((deal, f"{line}.{field}"))

        melded = in_hand = None
        if self.split:
            melded, in_hand = number("melded"), number("in_hand")
            cards = melded - in_hand
        else:
            cards = number("cards")
        return DealLine(
            clean=number("clean"),
            dirty=number("dirty"),
            semi_clean=number("semi_clean"),
            closed=self.flag((deal, f"{line}.closed")),
            cards=cards,
            pozzetto=self.flag((deal, f"{line}.pozzetto")),
            penalty=number("penalty"),
            penalty_reason=self.text((deal, f"{line}.penalty_reason")).strip(),
            melded=melded,
            in_hand=in_hand,
        )

    # Quick mode: the sheet arrives already summed. The deal it makes is the one place that knows the totals'
    # shape in the domain (`quick_deal`: a deal entered by its totals, both 0 a deal not played).
    def _quick_deal(self, index: int) -> tuple[Deal, list[Problem]]:
        problems: list[Problem] = []
        totals = []
        for line in LINES:
            value = parse_number(self.text((index, f"{line}.{TOTAL}")))
            if value is None:
                problems.append(Problem.of(NOT_A_NUMBER, path=("deals", index, line, TOTAL)))
                value = 0
            totals.append(value)
        deal = quick_deal(totals[0], totals[1], self.rules)
        # The domain's checks of a deal entered by totals (multiples of 5, within the deck and the limit),
        # placed at the line's total.
        unreadable = {p.path[2] for p in problems}
        for problem in check_deal(deal, self.rules):
            line = "ew" if str(problem.field).startswith("ew") else "ns"
            if line not in unreadable:
                problems.append(
                    Problem(problem.code, problem.severity, ("deals", index, line, TOTAL), problem.params)
                )
        return deal, problems

    def deal_total(self, deal: int) -> tuple[int, int] | None:
        """(NS, EW) total of one deal; None for a deal not played."""
        played = self.deals()[deal]
        if played.end is DealEnd.NOT_PLAYED:
            return None
        return deal_totals(played, self.rules)

    def result(self) -> SheetResult:
        ns_mp = ew_mp = 0
        for deal in self.deals():
            ns, ew = deal_totals(deal, self.rules)
            ns_mp += ns
            ew_mp += ew
        diff = ns_mp - ew_mp
        ns_vp, ew_vp = self.scale.lookup(diff)
        return SheetResult(ns_mp, ew_mp, diff, ns_vp, ew_vp)

    # -------------------------------------------------------------------------------------- its state

    def is_blank(self, deal: int) -> bool:
        """True when every box of the deal is as on an empty sheet (nothing typed, the proposed ending)."""
        for (index, path), value in self._values.items():
            if index != deal:
                continue
            if path == "end":
                if value is not self.default_end(deal):
                    return False
            elif isinstance(value, bool):
                if value != path.endswith("pozzetto"):
                    return False
            elif str(value).strip():
                return False
        return True

    def is_empty(self) -> bool:
        return all(self.is_blank(deal) for deal in range(self.deal_count))

    def is_modified(self) -> bool:
        """True when the sheet differs from what was saved (or, for a new sheet, from an empty one)."""
        if self.loaded:
            return tuple(self.deals()) != self.loaded
        return not self.is_empty()

    def holds_full_deals(self) -> bool:
        """True when a deal on the sheet holds more than its totals (burracos, who closed...): totals only,
        as quick mode keeps them, would lose it."""
        if self.quick:
            return False
        typed = [deal for index, deal in enumerate(self.deals()) if not self.is_blank(index)]
        return any(deal.end is not DealEnd.NOT_PLAYED for deal in typed)

    # -------------------------------------------------------------------------------------- semi-clean

    def semi_clean_offers(self) -> list[Problem]:
        """Where the rules count no semi-clean burracos but the sheet holds some: an offer per line to count
        them as dirty instead (`count_semi_clean_as_dirty`), rather than refusing the sheet."""
        if self.rules.semi_clean is not None or not self.semi or self.quick:
            return []
        offers = []
        for deal in range(self.deal_count):
            for line in LINES:
                count = self.number((deal, f"{line}.semi_clean"))
                if count > 0:
                    offers.append(
                        Problem.warning(
                            SEMI_CLEAN_AS_DIRTY, path=("deals", deal, line, "semi_clean"), count=count
                        )
                    )
        return offers

    def count_semi_clean_as_dirty(self) -> list[Key]:
        """Every semi-clean burraco the rules do not count moved to its line's dirty ones."""
        changed: list[Key] = []
        for offer in self.semi_clean_offers():
            deal, line = offer.deal or 0, str(offer.path[2])
            dirty = (deal, f"{line}.dirty")
            moved = self.number(dirty) + self.number((deal, f"{line}.semi_clean"))
            changed += self.set(dirty, str(moved))
            changed += self.set((deal, f"{line}.semi_clean"), "")
        return changed

    # -------------------------------------------------------------------------------------- where keys go

    def on_short_path(self, key: Key) -> bool:
        """The boxes Enter stops at: each deal's ending, then the clean and dirty counts and the card points
        (quick mode: the totals), whatever the values. Semi-clean burracos are the rare ones: their box is a
        key away (`semi_clean_box`), so that a sheet without any costs no key for them, whatever the rules."""
        path = key[1]
        if path == "end":
            return not self.quick
        if self.quick:
            return True
        return path.partition(".")[2] in ("clean", "dirty", "cards", "melded", "in_hand")

    def semi_clean_box(self, key: Key) -> Key | None:
        """The semi-clean count of the line of a number box (the one key that reaches it: *)."""
        line, _, field = key[1].partition(".")
        semi = (key[0], f"{line}.semi_clean")
        if self.quick or line not in LINES or field not in (*COUNT_FIELDS, "cards", "melded", "in_hand"):
            return None
        return semi if semi in self._values else None

    def takes_one_digit(self, key: Key) -> bool:
        """A burraco count on the short path (or its semi-clean one): one digit fills it and moves on (a
        line never has ten)."""
        field = key[1].partition(".")[2]
        return field in COUNT_FIELDS and (self.on_short_path(key) or field == "semi_clean")

    def entry(self, deal: int) -> Key | None:
        """Where Enter enters a deal: its ending (quick mode: its NS total)."""
        if deal >= self.deal_count:
            return None
        return next(key for key in self.boxes() if key[0] == deal and self.on_short_path(key))

    def first_count(self, deal: int) -> Key:
        """The deal's first box after its ending on the short path (its NS clean burracos): where a digit
        typed on the ending goes."""
        return next(
            key for key in self.boxes() if key[0] == deal and key[1] != "end" and self.on_short_path(key)
        )

    def after_enter(self, key: Key, *, past: bool = False) -> Key | None:
        """Where Enter goes from `key` (None: the sheet is done, save it). `past`: on a deal's ending, the
        director has just said there that the deal was not played, and Enter goes past the deal; otherwise
        Enter goes into it, whatever the ending shows (a proposal is not the director's word)."""
        deal, path = key
        if path == "end" and past and self.end(deal) is DealEnd.NOT_PLAYED:
            return self.entry(deal + 1)
        if path.endswith(".penalty") and self.number(key) != 0:
            return (deal, path.replace("penalty", "penalty_reason"))
        keys = self.boxes()
        return next((later for later in keys[keys.index(key) + 1 :] if self.on_short_path(later)), None)

    def proposed(self, deal: int) -> DealEnd | None:
        """The ending the sheet proposes for a deal (the clock's time-out rule) when it is not "closed" and
        the deal still shows it: the view marks it, so the director sees it before typing into the deal."""
        end = self.default_end(deal)
        if self.quick or end is DealEnd.CLOSED or self.end(deal) is not end:
            return None
        return end

    def after_tab(self, key: Key, backwards: bool = False) -> Key:
        """Where Tab (or Shift+Tab) goes: the next open box in the order of the paper, round the sheet."""
        keys = self.boxes()
        index, count = keys.index(key), len(keys)
        for offset in range(1, count):
            later = keys[(index - offset if backwards else index + offset) % count]
            if self.enabled(later) and self.counted(later):
                return later
        return key

    def first(self) -> Key:
        """Where a sheet opened starts: the first deal's ending (quick mode: its NS total)."""
        return self.boxes()[0]

    # -------------------------------------------------------------------------------------- problems shown

    def box_of(self, problem: Problem) -> Key:
        """The box a problem is shown at."""
        deal = problem.deal or 0
        head, _, rest = problem.field.partition(".")
        if head not in LINES:
            return (deal, "end") if not self.quick else (deal, f"ns.{TOTAL}")
        if self.quick:
            return (deal, f"{head}.{TOTAL}")
        if not rest:
            return (deal, head)  # the deal total of the line
        if rest in ("melded", "in_hand") and not self.split:
            rest = "cards"
        elif rest == "cards" and self.split:
            rest = "melded"
        elif rest == "semi_clean" and not self.semi:
            rest = "clean"
        key = (deal, f"{head}.{rest}")
        return key if key in self._values else (deal, head)

    def shown(self, problem: Problem, *, left: Iterable[Key], focused: Key | None, reveal_all: bool) -> bool:
        """Whether a problem is shown yet: once its box has been left (`left`), or the director moved past
        its deal, or a save asked to see them all; never in a deal nobody typed in (it fails only for being
        empty: a deal ends closed unless told otherwise, and no line is marked)."""
        if reveal_all:
            return True
        deal = problem.deal or 0
        if self.is_blank(deal):
            return False
        if self.box_of(problem) in set(left):
            return True
        return focused is not None and deal < focused[0]


def severity_name(problem: Problem) -> str:
    return "blocking" if problem.severity is Severity.BLOCKING else "warning"
