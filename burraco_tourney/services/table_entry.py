"""Score sheets entered at the tables: each line of each table of a round has a link (a secret token, and
the table's short PIN printed on its sheet); one line proposes the sheet, the other line confirms it (with
its own link, or on the same phone with the PIN: "we agree"), and the confirmed sheet is saved through
services.scores exactly as the window saves one, audited with the station "table 7".

- A link reaches only its own table of its own round: every request names its token, nothing else; an
  unknown token is refused like any bad one (`table_entry.unknown_link`), after a constant-time compare.
- A round's links take sheets while it is the last round made (`RoundRow.table_entry` 'auto'), or after
  the director reopened them ('open'), never once closed ('closed') or once the next round is made.
- A sheet the director entered or corrected is never overwritten: a proposal remembers the table's version
  it was based on, and a table entered meanwhile (or already holding a sheet) is refused with
  `table_entry.already_entered`; the proposal is then superseded.
- With the tournament's `auto_accept_table_sheets` off, a confirmed sheet waits for the director
  (`pending_proposals`, `accept_proposal`, `reject_proposal`).

Proposals, confirmations and rejections are not tournament data: they do not move the tournament's
revision; a sheet saved does, as any save.
"""

from __future__ import annotations

import hmac
import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from burraco_tourney.domain.audit import TABLE_STATION, station_table, table_station
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.domain.tournament import Pair, Table, TournamentSettings
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import (
    PairRow,
    RoundRow,
    TableLinkRow,
    TableProposalRow,
    TableRow,
    TournamentRow,
)
from burraco_tourney.services import audit
from burraco_tourney.services.audit import AuditAction
from burraco_tourney.services.errors import (
    DealsRejectedError,
    RuleError,
    ServiceError,
    StaleTableError,
    WarningsNotConfirmedError,
)
from burraco_tourney.services.lookup import round_row, tournament_row
from burraco_tourney.services.rules import deal_problems
from burraco_tourney.services.scores import TableSave, save_deals_in
from burraco_tourney.services.transaction import reading, utc_now, writing

__all__ = [
    "TABLE_STATION",
    "Confirmation",
    "Proposal",
    "TableAccess",
    "TableEntryRefusedError",
    "TableEntryState",
    "TableLink",
    "TableSheet",
    "accept_proposal",
    "accepting",
    "auto_accept",
    "confirm",
    "open_link",
    "pending_proposals",
    "propose",
    "reject_proposal",
    "set_accepting",
    "set_auto_accept",
    "station_table",
    "table_entry_states",
    "table_links",
    "table_sheet",
    "table_station",
]

_TOKEN = re.compile(r"[A-Za-z0-9_-]{20,64}")  # what secrets.token_urlsafe makes; anything else is refused
_TOKEN_BYTES = 24  # 192 bits
_PIN_DIGITS = 4
_LINE_FIELDS = (
    "clean",
    "dirty",
    "semi_clean",
    "closed",
    "cards",
    "pozzetto",
    "penalty",
    "penalty_reason",
    "melded",
    "in_hand",
)


class TableEntryRefusedError(ServiceError):
    """A request from a table's link refused (unknown link, round closed, sheet already entered, wrong PIN,
    a confirmation already given...): codes `table_entry.*`. Nothing was saved."""


@dataclass(frozen=True, slots=True)
class TableLink:
    """The link of one line of one table: `path` is the address on the web server ("/t/<token>")."""

    round: int
    table: int
    line: str  # "ns" or "ew"
    token: str
    pin: str
    ns: int
    ew: int

    @property
    def path(self) -> str:
        return f"/t/{self.token}"


@dataclass(frozen=True, slots=True)
class TableAccess:
    """What a token opens: one line of one table of one round of one tournament."""

    tournament_id: int
    round: int
    table: int
    line: str


@dataclass(frozen=True, slots=True)
class Proposal:
    """A sheet proposed from a table: `status` is 'proposed' (waiting for the other line), 'confirmed'
    (waiting for the director), 'saved', 'rejected' or 'superseded'; `confirmed_by` 'ns', 'ew' (the other
    line's link) or 'pin' (the same phone with the table's PIN)."""

    id: int
    round: int
    table: int
    line: str
    deals: tuple[Deal, ...]
    status: str
    based_on_version: int
    proposed_at: datetime
    confirmed_by: str | None = None


@dataclass(frozen=True, slots=True)
class TableSheet:
    """A table's page: the tournament's settings (deals per round, scoring, scale), its two pairs, whether
    its link takes sheets, what is stored (`table`, `version`; `saved_from_table`: saved through the links),
    and the proposal standing (the latest proposed or confirmed one, else None)."""

    access: TableAccess
    settings: TournamentSettings
    ns: Pair
    ew: Pair
    accepting: bool
    table: Table
    version: int
    saved_from_table: bool
    proposal: Proposal | None

    @property
    def entered(self) -> bool:
        """The table has its result (deals, totals or an artificial result): nothing more is taken."""
        return self.table.has_result


@dataclass(frozen=True, slots=True)
class Confirmation:
    """A confirmation taken: `saved` the save (None while waiting for the director's review)."""

    proposal: Proposal
    saved: TableSave | None

    @property
    def waiting_for_director(self) -> bool:
        return self.saved is None


@dataclass(frozen=True, slots=True)
class TableEntryState:
    """What came from a table for the director's list: `status` 'proposed' (waiting for the other line),
    'confirmed' (waiting for the director's review) or 'saved' (saved from the table)."""

    table: int
    status: str
    proposal_id: int
    line: str


# ------------------------------------------------------------------------------------ the director's side


def table_links(db: Database, tournament_id: int, round_number: int) -> list[TableLink]:
    """The links of every table and line of a round, made the first time they are asked for and the same
    from then on (a table made since, e.g. by a late entry, gets its links at the next call)."""
    with writing(db) as session:
        tournament_row(session, tournament_id)
        round_ = round_row(session, tournament_id, round_number)
        tables = session.execute(
            select(TableRow.number, TableRow.ns_pair_id, TableRow.ew_pair_id)
            .where(TableRow.round_id == round_.id)
            .order_by(TableRow.number)
        ).all()
        links = {
            (row.table_number, row.line): row
            for row in session.scalars(select(TableLinkRow).where(TableLinkRow.round_id == round_.id))
        }
        numbers = dict(
            session.execute(
                select(PairRow.id, PairRow.number).where(PairRow.tournament_id == tournament_id)
            ).all()
        )
        now = utc_now()
        found: list[TableLink] = []
        for number, ns_id, ew_id in tables:
            pins = [links[(number, line)].pin for line in ("ns", "ew") if (number, line) in links]
            pin = pins[0] if pins else f"{secrets.randbelow(10**_PIN_DIGITS):0{_PIN_DIGITS}d}"
            for line in ("ns", "ew"):
                link = links.get((number, line))
                if link is None:
                    link = TableLinkRow(
                        tournament_id=tournament_id,
                        round_id=round_.id,
                        table_number=number,
                        line=line,
                        token=secrets.token_urlsafe(_TOKEN_BYTES),
                        pin=pin,
                        created_at=now,
                    )
                    session.add(link)
                found.append(
                    TableLink(
                        round_number, number, line, link.token, link.pin, numbers[ns_id], numbers[ew_id]
                    )
                )
        return found


def accepting(db: Database, tournament_id: int, round_number: int) -> bool:
    """Whether the round's links take sheets (see the module's doc)."""
    with reading(db) as session:
        tournament_row(session, tournament_id)
        return _accepting(session, round_row(session, tournament_id, round_number))


def set_accepting(
    db: Database, tournament_id: int, round_number: int, open: bool, *, who: str | None = None
) -> None:
    """The director closes the round's links, or reopens them (also after the next round was made);
    audited, so that every station's window follows."""
    with writing(db) as session:
        tournament_row(session, tournament_id)
        round_row(session, tournament_id, round_number).table_entry = "open" if open else "closed"
        action = AuditAction.OPEN_TABLE_ENTRY if open else AuditAction.CLOSE_TABLE_ENTRY
        audit.record(session, tournament_id, action=action, who=who, round=round_number)


def auto_accept(db: Database, tournament_id: int) -> bool:
    """Whether sheets confirmed at the tables are saved at once (else they wait for the director)."""
    with reading(db) as session:
        return bool(tournament_row(session, tournament_id).auto_accept_table_sheets)


def set_auto_accept(db: Database, tournament_id: int, on: bool) -> None:
    with writing(db) as session:
        tournament_row(session, tournament_id).auto_accept_table_sheets = on


def table_entry_states(db: Database, tournament_id: int, round_number: int) -> dict[int, TableEntryState]:
    """Per table of the round, what came from it and stands (a table with nothing from it is absent)."""
    with reading(db) as session:
        tournament_row(session, tournament_id)
        round_ = round_row(session, tournament_id, round_number)
        rows = session.scalars(
            select(TableProposalRow)
            .where(
                TableProposalRow.round_id == round_.id,
                TableProposalRow.status.in_(("proposed", "confirmed", "saved")),
            )
            .order_by(TableProposalRow.id)
        )
        return {
            row.table_number: TableEntryState(row.table_number, row.status, row.id, row.line) for row in rows
        }


def pending_proposals(db: Database, tournament_id: int, round_number: int | None = None) -> list[Proposal]:
    """The sheets confirmed at the tables that wait for the director's review, by round and table."""
    with reading(db) as session:
        tournament_row(session, tournament_id)
        query = (
            select(TableProposalRow, RoundRow.number)
            .join(RoundRow, RoundRow.id == TableProposalRow.round_id)
            .where(RoundRow.tournament_id == tournament_id, TableProposalRow.status == "confirmed")
            .order_by(RoundRow.number, TableProposalRow.table_number)
        )
        if round_number is not None:
            query = query.where(RoundRow.number == round_number)
        return [_proposal(row, number) for row, number in session.execute(query).all()]


def accept_proposal(
    db: Database, tournament_id: int, proposal_id: int, *, who: str | None = None
) -> TableSave:
    """The director accepts a confirmed sheet: saved as the table's (audited with `who`, else "table N").
    A table entered meanwhile is refused (`table_entry.already_entered`) and the proposal superseded."""
    with writing(db) as session:
        tournament_row(session, tournament_id)
        row, number = _director_proposal(session, tournament_id, proposal_id)
        if row.status != "confirmed":
            raise TableEntryRefusedError(Problem.of("table_entry.not_pending", table=row.table_number))
        conflict, saved = _save(session, tournament_id, number, row, who=who)
    if conflict is not None:
        raise conflict
    assert saved is not None
    return saved


def reject_proposal(db: Database, tournament_id: int, proposal_id: int, *, who: str | None = None) -> None:
    """The director rejects a sheet from a table (proposed or confirmed): the table may propose again.
    Audited (the deals rejected kept as the old value), so every station's list of tables follows."""
    with writing(db) as session:
        tournament_row(session, tournament_id)
        row, number = _director_proposal(session, tournament_id, proposal_id)
        if row.status not in ("proposed", "confirmed"):
            raise TableEntryRefusedError(Problem.of("table_entry.not_pending", table=row.table_number))
        row.status, row.decided_at = "rejected", utc_now()
        audit.record(
            session,
            tournament_id,
            action=AuditAction.REJECT_TABLE_SHEET,
            who=who,
            round=number,
            table=row.table_number,
            old=row.deals,
        )


# ------------------------------------------------------------------------------------ the tables' side


def open_link(db: Database, token: str) -> TableAccess:
    """What a token opens; an unknown or malformed one is refused (`table_entry.unknown_link`)."""
    with reading(db) as session:
        link = _link(session, token)
        number = session.scalar(select(RoundRow.number).where(RoundRow.id == link.round_id))
        assert number is not None
        return TableAccess(link.tournament_id, number, link.table_number, link.line)


def table_sheet(db: Database, token: str) -> TableSheet:
    """Everything the table's page shows, and nothing of any other table."""
    with reading(db) as session:
        link = _link(session, token)
        return _sheet(session, link)


def propose(db: Database, token: str, deals: Sequence[Deal], *, confirm_warnings: bool = False) -> Proposal:
    """One line proposes the table's sheet, checked as the window checks one: blocking errors refuse it
    (DealsRejectedError, paths `("deals", i, "ns", "cards")`), warnings until confirmed
    (WarningsNotConfirmedError). A proposal standing for the table is superseded by this one."""
    with writing(db) as session:
        link = _link(session, token)
        tournament = tournament_row(session, link.tournament_id)
        round_, table = _open_table(session, link)
        if _has_result(session, table):
            raise TableEntryRefusedError(Problem.of("table_entry.already_entered", table=table.number))
        settings = repositories.settings_from_columns(
            {column.key: getattr(tournament, column.key) for column in TournamentRow.__table__.columns}
        )
        if len(deals) != settings.deals_per_round:
            raise RuleError(
                Problem.of("sheet.deal_count", expected=settings.deals_per_round, given=len(deals))
            )
        blocking, warnings = deal_problems(deals, settings.scoring)
        if blocking:
            raise DealsRejectedError(blocking)
        if warnings and not confirm_warnings:
            raise WarningsNotConfirmedError(warnings)
        now = utc_now()
        session.execute(
            update(TableProposalRow)
            .where(
                TableProposalRow.round_id == round_.id,
                TableProposalRow.table_number == link.table_number,
                TableProposalRow.status.in_(("proposed", "confirmed")),
            )
            .values(status="superseded", decided_at=now)
        )
        row = TableProposalRow(
            round_id=round_.id,
            table_number=link.table_number,
            line=link.line,
            deals=[repositories.deal_to_json(deal) for deal in deals],
            based_on_version=table.version,
            status="proposed",
            proposed_at=now,
        )
        session.add(row)
        session.flush()
        return _proposal(row, round_.number)


def confirm(db: Database, token: str, proposal_id: int, *, pin: str | None = None) -> Confirmation:
    """The other line agrees with a proposal (its own token), or the same phone with the table's PIN. Saved
    at once (auto-accept, the default) or left for the director. A proposal already confirmed, superseded or
    of another table is refused; a table the director entered meanwhile is refused with
    `table_entry.already_entered` (the proposal is superseded, nothing is overwritten)."""
    with writing(db) as session:
        link = _link(session, token)
        tournament = tournament_row(session, link.tournament_id)
        row = session.get(TableProposalRow, proposal_id)
        if row is None or row.round_id != link.round_id or row.table_number != link.table_number:
            raise TableEntryRefusedError(Problem.of("table_entry.no_proposal"))
        if row.status != "proposed":
            raise TableEntryRefusedError(Problem.of(f"table_entry.proposal_{row.status}"))
        if row.line == link.line:
            if not pin:
                raise TableEntryRefusedError(Problem.of("table_entry.other_line_confirms"))
            if not hmac.compare_digest(pin.strip().encode(), link.pin.encode()):
                raise TableEntryRefusedError(Problem.of("table_entry.wrong_pin", path=("pin",)))
            row.confirmed_by = "pin"
        else:
            row.confirmed_by = link.line
        round_, table = _open_table(session, link)
        conflict: TableEntryRefusedError | None = None
        saved: TableSave | None = None
        if tournament.auto_accept_table_sheets:
            conflict, saved = _save(session, link.tournament_id, round_.number, row)
        elif _has_result(session, table) or table.version != row.based_on_version:
            row.status, row.decided_at = "superseded", utc_now()
            conflict = _already_entered(row.table_number)
        else:
            row.status, row.decided_at = "confirmed", utc_now()
        proposal = _proposal(row, round_.number)
    if conflict is not None:
        raise conflict
    return Confirmation(proposal, saved)


# ------------------------------------------------------------------------------------ helpers


def _link(session: Session, token: str) -> TableLinkRow:
    unknown = TableEntryRefusedError(Problem.of("table_entry.unknown_link"))
    if not isinstance(token, str) or not _TOKEN.fullmatch(token):
        raise unknown
    row = session.scalar(select(TableLinkRow).where(TableLinkRow.token == token))
    # The index finds the row; the compare that decides is constant-time.
    if row is None or not hmac.compare_digest(row.token.encode(), token.encode()):
        raise unknown
    return row


def _accepting(session: Session, round_: RoundRow) -> bool:
    if round_.table_entry != "auto":
        return round_.table_entry == "open"
    later = session.scalar(
        select(func.count())
        .select_from(RoundRow)
        .where(RoundRow.tournament_id == round_.tournament_id, RoundRow.number > round_.number)
    )
    return not later


def _open_table(session: Session, link: TableLinkRow) -> tuple[RoundRow, TableRow]:
    """The link's round and table, refused when the round no longer takes sheets."""
    round_ = session.get(RoundRow, link.round_id)
    assert round_ is not None, "a link goes with its round"
    if not _accepting(session, round_):
        raise TableEntryRefusedError(Problem.of("table_entry.closed", round=round_.number))
    table = session.scalar(
        select(TableRow).where(TableRow.round_id == round_.id, TableRow.number == link.table_number)
    )
    if table is None:
        raise TableEntryRefusedError(Problem.of("table_entry.unknown_link"))
    return round_, table


def _already_entered(table: int) -> TableEntryRefusedError:
    return TableEntryRefusedError(Problem.of("table_entry.already_entered", table=table))


def _has_result(session: Session, table: TableRow) -> bool:
    if table.totals_ns is not None or table.vp_override_ns is not None:
        return True
    return bool(repositories.load_deals(session, [table.id]).get(table.id))


def _save(
    session: Session, tournament_id: int, round_number: int, row: TableProposalRow, *, who: str | None = None
) -> tuple[TableEntryRefusedError | None, TableSave | None]:
    """Save a proposal as the table's sheet, or (the table entered since it was based on it) supersede it and
    return the refusal to raise once the transaction is committed."""
    deals = [_deal_from_json(deal) for deal in row.deals]
    now = utc_now()
    table = session.scalar(
        select(TableRow).where(TableRow.round_id == row.round_id, TableRow.number == row.table_number)
    )
    if table is None or _has_result(session, table):
        row.status, row.decided_at = "superseded", now
        return _already_entered(row.table_number), None
    try:
        saved = save_deals_in(
            session,
            tournament_id,
            round_number,
            row.table_number,
            deals,
            confirm_warnings=True,  # confirmed when proposed
            expected_version=row.based_on_version,
            who=who or table_station(row.table_number),
        )
    except StaleTableError:
        # The director saved (and cleared) the table since: the table's proposal is not theirs to keep.
        row.status, row.decided_at = "superseded", now
        return _already_entered(row.table_number), None
    row.status, row.decided_at = "saved", now
    return None, saved


def _director_proposal(
    session: Session, tournament_id: int, proposal_id: int
) -> tuple[TableProposalRow, int]:
    found = session.execute(
        select(TableProposalRow, RoundRow.number)
        .join(RoundRow, RoundRow.id == TableProposalRow.round_id)
        .where(TableProposalRow.id == proposal_id, RoundRow.tournament_id == tournament_id)
    ).first()
    if found is None:
        raise TableEntryRefusedError(Problem.of("table_entry.no_proposal"))
    return found[0], found[1]


def _sheet(session: Session, link: TableLinkRow) -> TableSheet:
    tournament = session.get(TournamentRow, link.tournament_id)
    round_ = session.get(RoundRow, link.round_id)
    assert tournament is not None and round_ is not None
    settings = repositories.settings_from_columns(
        {column.key: getattr(tournament, column.key) for column in TournamentRow.__table__.columns}
    )
    row = session.scalar(
        select(TableRow).where(TableRow.round_id == round_.id, TableRow.number == link.table_number)
    )
    if row is None:
        raise TableEntryRefusedError(Problem.of("table_entry.unknown_link"))
    table = repositories.load_table(session, row)
    proposals = session.scalars(
        select(TableProposalRow)
        .where(TableProposalRow.round_id == round_.id, TableProposalRow.table_number == row.number)
        .order_by(TableProposalRow.id.desc())
    ).all()
    standing = next((p for p in proposals if p.status in ("proposed", "confirmed")), None)
    saved_from_table = any(p.status == "saved" for p in proposals) and table.entered
    return TableSheet(
        TableAccess(link.tournament_id, round_.number, row.number, link.line),
        settings,
        _pair(session, row.ns_pair_id),
        _pair(session, row.ew_pair_id),
        _accepting(session, round_),
        table,
        row.version,
        saved_from_table,
        None if standing is None else _proposal(standing, round_.number),
    )


def _pair(session: Session, pair_id: int) -> Pair:
    pair = session.get(PairRow, pair_id)
    assert pair is not None, "foreign keys keep a table's pairs"
    return repositories.load_pair(session, pair)


def _proposal(row: TableProposalRow, round_number: int) -> Proposal:
    return Proposal(
        row.id,
        round_number,
        row.table_number,
        row.line,
        tuple(_deal_from_json(deal) for deal in row.deals),
        row.status,
        row.based_on_version,
        row.proposed_at,
        row.confirmed_by,
    )


def _deal_from_json(data: dict[str, Any]) -> Deal:
    """A deal as repositories.deal_to_json wrote it."""
    end = DealEnd(data["end"])
    if "ns_total" in data:
        return Deal.of_totals(data["ns_total"], data["ew_total"])

    def line(values: dict[str, Any]) -> DealLine:
        return DealLine(**{name: values[name] for name in _LINE_FIELDS if name in values})

    return Deal(end, line(data["ns"]), line(data["ew"]))
