"""Storing a round made by a movement, taking the last one back, and swapping pairs or tables by hand."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, insert, or_, select
from sqlalchemy.orm import Session

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.tournament import Movement, Round
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import AdjustmentRow, ByeRow, DealRow, PairRow, RoundRow, TableRow
from burraco_tourney.services.audit import record
from burraco_tourney.services.errors import NotFoundError, RuleError
from burraco_tourney.services.lookup import last_round_number, pair_row, round_row, table_row, tournament_row
from burraco_tourney.services.rules import seating_problems
from burraco_tourney.services.transaction import reading, utc_now, writing

__all__ = [
    "MOVEMENT_NAMES",
    "SwapResult",
    "delete_last_round",
    "get_round",
    "store_round",
    "swap_pairs",
    "swap_tables",
]

# Movements as the services' messages name them in a sentence: a name of a person or a people is
# capitalised ("a Danish round"), a plain description is not ("a round robin").
MOVEMENT_NAMES = {
    Movement.MITCHELL: "Mitchell",
    Movement.DANISH: "Danish",
    Movement.SWISS: "Swiss",
    Movement.ROUND_ROBIN: "round robin",
    Movement.MANUAL: "manual",
}

# Movements whose seating follows a fixed scheme, which a swap by hand departs from.
_SCHEMED = frozenset({Movement.MITCHELL, Movement.ROUND_ROBIN})


@dataclass(frozen=True, slots=True)
class SwapResult:
    """The round after a swap, and what the director should know: pairs who meet again (already met in an
    earlier round) and rules the swap departs from, as warnings (`notes`, worded by io/problem_texts)."""

    round: Round
    repeats: tuple[tuple[int, int], ...]
    notes: tuple[Problem, ...]


def get_round(db: Database, tournament_id: int, number: int) -> Round:
    with reading(db) as session:
        tournament_row(session, tournament_id)
        return repositories.load_round(session, round_row(session, tournament_id, number))


def store_round(
    db: Database,
    tournament_id: int,
    number: int,
    movement: Movement,
    tables: Sequence[tuple[int, int, int]],
    byes: Sequence[int] = (),
    *,
    who: str | None = None,
    seating: Mapping[str, Any] | None = None,
) -> Round:
    """Store the next round as a movement made it: (table, NS pair, EW pair) per table, and the byes.
    `seating` says how its pairs were seated (services.pairing), for the audit entry.

    Refused when a pair is placed twice, is not registered, does not play in this round (late entry,
    withdrawn), or plays in it but is neither seated nor on a bye; or when the round is not the next one.
    """
    with writing(db) as session:
        tournament_row(session, tournament_id)
        last = last_round_number(session, tournament_id)
        if number <= last:
            # Two stations asked for the same round: the tournament's lock let the other one in first.
            raise RuleError(Problem.of("round.already_made", round=number, next=last + 1))
        if number != last + 1:
            raise RuleError(Problem.of("round.not_next", round=number, next=last + 1))
        if not tables:
            raise RuleError(Problem.of("round.no_tables", round=number))
        tournament = repositories.load_tournament(session, tournament_id)
        assert tournament is not None
        pairs = {pair.number: pair for pair in tournament.pairs}
        problems = seating_problems(pairs, number, tables, byes, complete=True)
        if problems:
            raise RuleError(problem.under("rounds", number - 1) for problem in problems)
        ids = repositories.pair_ids(session, tournament_id)
        row = RoundRow(
            tournament_id=tournament_id, number=number, movement=Movement(movement).value, paired_at=utc_now()
        )
        session.add(row)
        session.flush()
        session.execute(
            insert(TableRow),
            [
                {"round_id": row.id, "number": t, "ns_pair_id": ids[ns], "ew_pair_id": ids[ew], "version": 0}
                for t, ns, ew in tables
            ],
        )
        if byes:
            session.execute(insert(ByeRow), [{"round_id": row.id, "pair_id": ids[n]} for n in byes])
        stored = repositories.load_round(session, row)
        record(
            session,
            tournament_id,
            who=who,
            action="store round",
            round=number,
            new={**_seating_json(stored), **(seating or {})},
        )
        return stored


def delete_last_round(
    db: Database,
    tournament_id: int,
    *,
    number: int | None = None,
    sheets: Collection[int] | None = None,
    reason: str = "",
    who: str | None = None,
) -> int:
    """Take back the last round made (a round made by mistake, or to pair it again), with its score sheets.

    `number` is the round the director means (None: the last one); an earlier round is refused, since the
    rounds after it were paired on it. `sheets` are the tables whose saved score sheets the director was
    shown and agreed to lose (None: nothing was shown): a saved sheet not among them (saved meanwhile,
    perhaps at another station) stops the deletion, so that no result is lost unseen. The round's tables,
    deals, byes and clock go with it (the database cascades them); the audit entry keeps its seating and
    every deleted sheet.
    """
    with writing(db) as session:
        tournament_row(session, tournament_id)
        last = last_round_number(session, tournament_id)
        if not last:
            raise NotFoundError(Problem.of("round.none_made"))
        number = last if number is None else number
        row = round_row(session, tournament_id, number)
        if number != last:
            raise RuleError(Problem.of("round.delete_not_last", round=number, last=last))
        old = repositories.load_round(session, row)
        saved = [table.table for table in old.tables if table.has_result]
        unseen = sorted(set(saved) - set(sheets or ()))
        if unseen and sheets is None:
            code = "round.delete_sheets_saved" if len(saved) > 1 else "round.delete_sheet_saved"
            raise RuleError(Problem.of(code, round=number, tables=saved))
        if unseen:
            code = "round.sheet_saved_meanwhile" if len(unseen) == 1 else "round.sheets_saved_meanwhile"
            raise RuleError(Problem.of(code, round=number, tables=unseen))
        later_entries = session.scalar(
            select(func.count()).where(PairRow.tournament_id == tournament_id, PairRow.entry_round > number)
        )
        if later_entries:
            code = "round.delete_late_entries" if later_entries > 1 else "round.delete_late_entry"
            raise RuleError(Problem.of(code, round=number, count=later_entries))
        # An adjustment counting from this round on was given for it: it must not outlive the round unseen.
        later_adjustments = session.execute(
            select(PairRow.number, AdjustmentRow.reason)
            .join(PairRow, PairRow.id == AdjustmentRow.pair_id)
            .where(AdjustmentRow.tournament_id == tournament_id, AdjustmentRow.after_round >= number)
            .order_by(PairRow.number, AdjustmentRow.id)
        ).all()
        if len(later_adjustments) == 1:
            pair, why = later_adjustments[0]
            raise RuleError(Problem.of("round.delete_adjustment", round=number, pair=pair, reason=why))
        if later_adjustments:
            raise RuleError(
                Problem.of(
                    "round.delete_adjustments",
                    round=number,
                    count=len(later_adjustments),
                    pairs=sorted({pair for pair, _why in later_adjustments}),
                )
            )
        old_json = _seating_json(old)
        if saved:
            old_json["sheets"] = _sheets_json(session, row, old)
        session.delete(row)
        session.flush()
        record(
            session,
            tournament_id,
            who=who,
            action="delete round",
            round=number,
            old=old_json,
            reason=reason,
        )
        return number


def _sheets_json(session: Session, row: RoundRow, round_: Round) -> list[dict[str, Any]]:
    """The saved score sheets of a round, as the audit log keeps them: deals, and any artificial result."""
    reasons = {
        number: reason or ""
        for number, reason in session.execute(
            select(TableRow.number, TableRow.override_reason).where(
                TableRow.round_id == row.id, TableRow.vp_override_ns.is_not(None)
            )
        )
    }
    return [
        {
            "table": table.table,
            "deals": [repositories.deal_to_json(deal) for deal in table.deals],
            **({"totals": list(table.totals)} if table.totals is not None else {}),
            "artificial": None
            if table.vp_override is None
            else {"vp": [str(vp) for vp in table.vp_override], "reason": reasons.get(table.table, "")},
        }
        for table in round_.tables
        if table.has_result
    ]


def swap_pairs(
    db: Database, tournament_id: int, round_number: int, pair_a: int, pair_b: int, *, who: str | None = None
) -> SwapResult:
    """Exchange the places of two pairs in a round with no results yet (tables, lines or byes). Swapping the
    two pairs of one table exchanges their lines."""
    if pair_a == pair_b:
        raise RuleError(Problem.of("round.swap_same_pair", pair=pair_a))
    with writing(db) as session:
        tournament_row(session, tournament_id)
        row = round_row(session, tournament_id, round_number)
        _refuse_if_results(session, row)
        old = repositories.load_round(session, row)
        id_a = pair_row(session, tournament_id, pair_a).id
        id_b = pair_row(session, tournament_id, pair_b).id
        places = {pair_id: _place_of(session, row, pair_id) for pair_id in (id_a, id_b)}
        for pair_number, pair_id in ((pair_a, id_a), (pair_b, id_b)):
            if places[pair_id] is None:
                raise RuleError(Problem.of("round.pair_not_placed", pair=pair_number, round=round_number))
        _move(session, row, id_a, places[id_a], id_b)
        _move(session, row, id_b, places[id_b], id_a)
        session.flush()
        new = repositories.load_round(session, row)
        result = _swap_result(session, tournament_id, new)
        record(
            session,
            tournament_id,
            who=who,
            action="swap pairs",
            round=round_number,
            pair=pair_a,
            other=pair_b,
            old=_seating_json(old),
            new=_seating_json(new),
        )
        return result


def swap_tables(
    db: Database, tournament_id: int, round_number: int, table_a: int, table_b: int, *, who: str | None = None
) -> SwapResult:
    """Exchange two tables of a round with no results yet: the pairs of table A sit at table B and back."""
    if table_a == table_b:
        raise RuleError(Problem.of("round.swap_same_table", table=table_a))
    with writing(db) as session:
        tournament_row(session, tournament_id)
        row = round_row(session, tournament_id, round_number)
        _refuse_if_results(session, row)
        old = repositories.load_round(session, row)
        first = table_row(session, row, table_a)
        second = table_row(session, row, table_b)
        # The (round, number) pair is unique, so one table steps aside while the other takes its number.
        spare = (
            session.scalar(select(func.max(TableRow.number)).where(TableRow.round_id == row.id)) or 0
        ) + 1
        first.number = spare
        session.flush()
        second.number = table_a
        session.flush()
        first.number = table_b
        session.flush()
        new = repositories.load_round(session, row)
        result = _swap_result(session, tournament_id, new)
        record(
            session,
            tournament_id,
            who=who,
            action="swap tables",
            round=round_number,
            table=table_a,
            other=table_b,
            old=_seating_json(old),
            new=_seating_json(new),
        )
        return result


def _refuse_if_results(session: Session, row: RoundRow) -> None:
    deals = session.scalar(
        select(func.count())
        .select_from(DealRow)
        .join(TableRow, TableRow.id == DealRow.table_id)
        .where(TableRow.round_id == row.id)
    )
    # A sheet entered as the table's totals has no deals: it is a result all the same.
    overrides = session.scalar(
        select(func.count()).where(
            TableRow.round_id == row.id,
            TableRow.vp_override_ns.is_not(None) | TableRow.totals_ns.is_not(None),
        )
    )
    if deals or overrides:
        raise RuleError(Problem.of("round.seating_has_results", round=row.number))


# A place in a round: ("table", table row, "ns" or "ew") or ("bye", bye row, "").
_Place = tuple[str, Any, str]


def _place_of(session: Session, row: RoundRow, pair_id: int) -> _Place | None:
    table = session.scalar(
        select(TableRow).where(
            TableRow.round_id == row.id, or_(TableRow.ns_pair_id == pair_id, TableRow.ew_pair_id == pair_id)
        )
    )
    if table is not None:
        return ("table", table, "ns" if table.ns_pair_id == pair_id else "ew")
    bye = session.scalar(select(ByeRow).where(ByeRow.round_id == row.id, ByeRow.pair_id == pair_id))
    return None if bye is None else ("bye", bye, "")


def _move(session: Session, row: RoundRow, pair_id: int, place: _Place | None, other_id: int) -> None:
    """Put `other_id` where `pair_id` was."""
    assert place is not None
    kind, target, line = place
    if kind == "bye":
        target.pair_id = other_id
    elif line == "ns":
        target.ns_pair_id = other_id
    else:
        target.ew_pair_id = other_id


def _swap_result(session: Session, tournament_id: int, new: Round) -> SwapResult:
    earlier = session.execute(
        select(RoundRow).where(RoundRow.tournament_id == tournament_id, RoundRow.number < new.number)
    ).scalars()
    met: set[frozenset[int]] = set()
    for round_ in earlier:
        met |= {frozenset((t.ns, t.ew)) for t in repositories.load_round(session, round_).tables}
    repeats = tuple(
        sorted((min(t.ns, t.ew), max(t.ns, t.ew)) for t in new.tables if frozenset((t.ns, t.ew)) in met)
    )
    notes = [Problem.warning("round.swap_repeat", ns=a, ew=b) for a, b in repeats]
    if new.movement in _SCHEMED:
        mitchell = new.movement is Movement.MITCHELL
        code = "round.swap_leaves_mitchell" if mitchell else "round.swap_leaves_round_robin"
        notes.append(Problem.warning(code, round=new.number))
    return SwapResult(new, repeats, tuple(notes))


def _seating_json(round_: Round) -> dict[str, Any]:
    return {
        "movement": round_.movement.value,
        "tables": [[t.table, t.ns, t.ew] for t in round_.tables],
        "byes": list(round_.byes),
    }
