"""Totals and a structured audit log.

- A deal may be entered by its totals only (deal_end 'totals', with `ns_total` and `ew_total`), and a table
  by its totals only (`totals_ns`, `totals_ew`, no deals); deal_end also knows 'stalemate'.
- Sheets stored by the quick mode of earlier versions (invented time-out deals that score the typed totals,
  recognised by domain.quick.is_legacy_quick_sheet with the tournament's bonus values) become deals entered
  by their totals: their scores do not change, and each conversion is kept in the audit log with the deals
  as they were stored.
- Each audit entry names what it changed in columns (round, table, deal, pair, and the other pair or table
  of a swap) instead of an English text; the texts of older entries are read into those columns once, here.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01 14:00:00.000000
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OLD_ENDS = "deal_end IN ('closed', 'timeout', 'stock', 'not_played')"
NEW_ENDS = "deal_end IN ('closed', 'timeout', 'stock', 'not_played', 'stalemate', 'totals')"
TOTALS_GIVEN = "(deal_end = 'totals') = (ns_total IS NOT NULL AND ew_total IS NOT NULL)"
LINE_FIELDS = (
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
SUBJECT_COLUMNS = ("round_number", "table_number", "deal_number", "pair_number", "other_number")

# The texts earlier versions wrote in the audit log's `what`, and the columns their numbers go to.
WHAT_PATTERNS = (
    (re.compile(r"round (\d+) table (\d+) deal (\d+)"), ("round_number", "table_number", "deal_number")),
    (re.compile(r"round (\d+) table (\d+)(?: clock)?"), ("round_number", "table_number")),
    (re.compile(r"round (\d+) pairs (\d+) and (\d+)"), ("round_number", "pair_number", "other_number")),
    (re.compile(r"round (\d+) tables (\d+) and (\d+)"), ("round_number", "table_number", "other_number")),
    (re.compile(r"round (\d+)(?: clock)?"), ("round_number",)),
    (re.compile(r"pair (\d+) after round (\d+)"), ("pair_number", "round_number")),
    (re.compile(r"pair (\d+)"), ("pair_number",)),
)


def upgrade() -> None:
    with op.batch_alter_table("deals", schema=None) as batch_op:
        batch_op.add_column(sa.Column("ns_total", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("ew_total", sa.Integer(), nullable=True))
        batch_op.drop_constraint(batch_op.f("ck_deals_deal_end_known"), type_="check")
        batch_op.create_check_constraint(batch_op.f("ck_deals_deal_end_known"), NEW_ENDS)
        batch_op.create_check_constraint(batch_op.f("ck_deals_totals_given"), TOTALS_GIVEN)
    with op.batch_alter_table("round_tables", schema=None) as batch_op:
        batch_op.add_column(sa.Column("totals_ns", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("totals_ew", sa.Integer(), nullable=True))
        batch_op.create_check_constraint(
            batch_op.f("ck_round_tables_totals_set_both_lines"), "(totals_ns IS NULL) = (totals_ew IS NULL)"
        )
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        for column in SUBJECT_COLUMNS:
            batch_op.add_column(sa.Column(column, sa.Integer(), nullable=True))
    connection = op.get_bind()
    _read_old_texts(connection)
    _convert_quick_sheets(connection)


def _read_old_texts(connection: sa.Connection) -> None:
    rows = connection.execute(sa.text("SELECT id, what FROM audit_log")).all()
    for row_id, what in rows:
        for pattern, columns in WHAT_PATTERNS:
            match = pattern.fullmatch(what or "")
            if match:
                values = {column: int(number) for column, number in zip(columns, match.groups(), strict=True)}
                assignments = ", ".join(f"{column} = :{column}" for column in values)
                connection.execute(
                    sa.text(f"UPDATE audit_log SET {assignments} WHERE id = :id"), {**values, "id": row_id}
                )
                break


def _rules(row: Any) -> Any:
    from burraco_tourney.domain.scoring import ScoringRules

    return ScoringRules(
        clean=row.scoring_clean,
        dirty=row.scoring_dirty,
        semi_clean=row.scoring_semi_clean,
        closing=row.scoring_closing,
        pozzetto_missing=row.scoring_pozzetto_missing,
    )


def _deals_by_table(connection: sa.Connection, tournament_id: int) -> dict[tuple[int, int, int], list[Any]]:
    columns = ", ".join(f"d.{side}_{name}" for side in ("ns", "ew") for name in LINE_FIELDS)
    rows = connection.execute(
        sa.text(
            f"SELECT t.id, r.number, t.number, d.deal_end, {columns} FROM deals d "
            "JOIN round_tables t ON t.id = d.table_id JOIN rounds r ON r.id = t.round_id "
            "WHERE r.tournament_id = :tournament ORDER BY r.number, t.number, d.deal_number"
        ),
        {"tournament": tournament_id},
    ).all()
    found: dict[tuple[int, int, int], list[Any]] = defaultdict(list)
    for row in rows:
        found[(row[0], row[1], row[2])].append(row[3:])
    return found


def _deal(values: Sequence[Any]) -> Any:
    from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine

    def line(part: Sequence[Any]) -> Any:
        fields = dict(zip(LINE_FIELDS, part, strict=True))
        fields["closed"], fields["pozzetto"] = bool(fields["closed"]), bool(fields["pozzetto"])
        return DealLine(**fields)

    return Deal(DealEnd(values[0]), line(values[1:11]), line(values[11:21]))


def _deal_json(deal: Any) -> dict[str, Any]:
    if deal.totals is not None:
        return {"end": deal.end.value, "ns_total": deal.totals[0], "ew_total": deal.totals[1]}
    return {
        "end": deal.end.value,
        "ns": {name: getattr(deal.ns, name) for name in LINE_FIELDS},
        "ew": {name: getattr(deal.ew, name) for name in LINE_FIELDS},
    }


def _convert_quick_sheets(connection: sa.Connection) -> None:
    from burraco_tourney.domain.quick import is_legacy_quick_sheet, totals_sheet

    audit = sa.table(
        "audit_log",
        sa.column("tournament_id"),
        sa.column("at"),
        sa.column("who"),
        sa.column("action"),
        sa.column("what"),
        sa.column("round_number"),
        sa.column("table_number"),
        sa.column("old", sa.JSON()),
        sa.column("new", sa.JSON()),
        sa.column("reason"),
    )
    now = datetime.now(UTC).replace(tzinfo=None)
    tournaments = connection.execute(
        sa.text(
            "SELECT id, scoring_clean, scoring_dirty, scoring_semi_clean, scoring_closing, "
            "scoring_pozzetto_missing FROM tournaments"
        )
    ).all()
    for tournament in tournaments:
        rules = _rules(tournament)
        for (table_id, round_number, table_number), values in _deals_by_table(
            connection, tournament.id
        ).items():
            deals = [_deal(v) for v in values]
            if not is_legacy_quick_sheet(deals, rules):
                continue
            totals = totals_sheet(deals, rules)
            for number, deal in enumerate(totals, start=1):
                blank = {
                    f"{side}_{name}": 0
                    for side in ("ns", "ew")
                    for name in ("clean", "dirty", "semi_clean", "cards", "penalty")
                }
                connection.execute(
                    sa.text(
                        "UPDATE deals SET deal_end = :end, ns_total = :ns_total, ew_total = :ew_total, "
                        + ", ".join(f"{column} = :{column}" for column in blank)
                        + ", ns_closed = :no, ew_closed = :no, ns_pozzetto = :yes, ew_pozzetto = :yes, "
                        "ns_penalty_reason = '', ew_penalty_reason = '', ns_melded = NULL, ns_in_hand = NULL, "
                        "ew_melded = NULL, ew_in_hand = NULL WHERE table_id = :table AND deal_number = :number"
                    ),
                    {
                        **blank,
                        "end": deal.end.value,
                        "ns_total": None if deal.totals is None else deal.totals[0],
                        "ew_total": None if deal.totals is None else deal.totals[1],
                        "no": False,
                        "yes": True,
                        "table": table_id,
                        "number": number,
                    },
                )
            connection.execute(
                sa.text("UPDATE round_tables SET version = version + 1 WHERE id = :table"),
                {"table": table_id},
            )
            connection.execute(
                audit.insert().values(
                    tournament_id=tournament.id,
                    at=now,
                    who="upgrade 0005",
                    action="convert quick sheet",
                    what="",
                    round_number=round_number,
                    table_number=table_number,
                    old=[_deal_json(d) for d in deals],
                    new=[_deal_json(d) for d in totals],
                    reason="",
                )
            )


def downgrade() -> None:
    # Totals go back to the invented deals earlier versions stored (same scores); a table's totals become
    # its first deal; a stalemate is scored like the stock exhausted, which earlier versions know.
    connection = op.get_bind()
    _totals_back(connection)
    connection.execute(sa.text("UPDATE deals SET deal_end = 'stock' WHERE deal_end = 'stalemate'"))
    _texts_back(connection)
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        for column in reversed(SUBJECT_COLUMNS):
            batch_op.drop_column(column)
    with op.batch_alter_table("round_tables", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("ck_round_tables_totals_set_both_lines"), type_="check")
        batch_op.drop_column("totals_ew")
        batch_op.drop_column("totals_ns")
    with op.batch_alter_table("deals", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("ck_deals_totals_given"), type_="check")
        batch_op.drop_constraint(batch_op.f("ck_deals_deal_end_known"), type_="check")
        batch_op.create_check_constraint(batch_op.f("ck_deals_deal_end_known"), OLD_ENDS)
        batch_op.drop_column("ew_total")
        batch_op.drop_column("ns_total")


def _totals_back(connection: sa.Connection) -> None:
    from burraco_tourney.domain.quick import legacy_quick_deal

    tournaments = connection.execute(
        sa.text(
            "SELECT id, deals_per_round, scoring_clean, scoring_dirty, scoring_semi_clean, scoring_closing, "
            "scoring_pozzetto_missing FROM tournaments"
        )
    ).all()
    for tournament in tournaments:
        rules = _rules(tournament)
        sheets = connection.execute(
            sa.text(
                "SELECT d.id, d.ns_total, d.ew_total FROM deals d JOIN round_tables t ON t.id = d.table_id "
                "JOIN rounds r ON r.id = t.round_id WHERE r.tournament_id = :t AND d.deal_end = 'totals'"
            ),
            {"t": tournament.id},
        ).all()
        for deal_id, ns_total, ew_total in sheets:
            _write_back(
                connection,
                "UPDATE deals SET {columns} WHERE id = :id",
                {"id": deal_id},
                legacy_quick_deal(ns_total, ew_total, rules),
            )
        tables = connection.execute(
            sa.text(
                "SELECT t.id, t.totals_ns, t.totals_ew FROM round_tables t JOIN rounds r ON r.id = t.round_id "
                "WHERE r.tournament_id = :t AND t.totals_ns IS NOT NULL"
            ),
            {"t": tournament.id},
        ).all()
        for table_id, ns_mp, ew_mp in tables:
            for number in range(1, max(tournament.deals_per_round, 1) + 1):
                deal = legacy_quick_deal(ns_mp if number == 1 else 0, ew_mp if number == 1 else 0, rules)
                _write_back(
                    connection,
                    "INSERT INTO deals (table_id, deal_number, {names}) VALUES (:table, :number, {values})",
                    {"table": table_id, "number": number},
                    deal,
                )


def _write_back(connection: sa.Connection, statement: str, keys: dict[str, Any], deal: Any) -> None:
    values: dict[str, Any] = {"deal_end": deal.end.value, "ns_total": None, "ew_total": None}
    for side, line in (("ns", deal.ns), ("ew", deal.ew)):
        for name in LINE_FIELDS:
            values[f"{side}_{name}"] = getattr(line, name)
    connection.execute(
        sa.text(
            statement.format(
                columns=", ".join(f"{name} = :{name}" for name in values),
                names=", ".join(values),
                values=", ".join(f":{name}" for name in values),
            )
        ),
        {**values, **keys},
    )


def _texts_back(connection: sa.Connection) -> None:
    """Entries made since 0005 get the English `what` earlier versions show (the columns go)."""
    rows = connection.execute(
        sa.text(
            "SELECT id, action, round_number, table_number, deal_number, pair_number, other_number "
            "FROM audit_log WHERE what = ''"
        )
    ).all()
    for row_id, action, round_, table, deal, pair, other in rows:
        if action in ("create tournament", "import tournament", "change settings"):
            what = "tournament"
        elif action == "swap pairs":
            what = f"round {round_} pairs {pair} and {other}"
        elif action == "swap tables":
            what = f"round {round_} tables {table} and {other}"
        elif pair is not None:
            what = f"pair {pair}" + (f" after round {round_}" if round_ is not None else "")
        else:
            parts = [f"{word} {n}" for word, n in (("round", round_), ("table", table), ("deal", deal)) if n]
            what = " ".join(parts) + (
                " clock" if action.endswith("clock") or action == "table extra time" else ""
            )
        connection.execute(
            sa.text("UPDATE audit_log SET what = :what WHERE id = :id"), {"what": what, "id": row_id}
        )
