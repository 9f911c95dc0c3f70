"""Creating, finding, loading, importing and exporting tournaments, and changing their settings."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.tournament import Tournament, TournamentSettings
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database
from burraco_tourney.persistence.orm import ByeRow, DealRow, RoundRow, TableRow, TournamentRow
from burraco_tourney.persistence.repositories import TournamentSummary
from burraco_tourney.services.audit import record
from burraco_tourney.services.errors import (
    ImportRefusedError,
    NotFoundError,
    RuleError,
    ServiceError,
    table_path,
)
from burraco_tourney.services.lookup import tournament_row
from burraco_tourney.services.rules import (
    ORDER_CHECKS,
    STANDINGS_PAIRINGS,
    check_settings,
    deal_problems,
    derived_lots,
    draw_lots,
    override_problems,
    tournament_problems,
)
from burraco_tourney.services.transaction import reading, utc_now, writing

__all__ = [
    "SettingsChange",
    "TournamentSummary",
    "change_settings",
    "create_tournament",
    "export_tournament",
    "find_tournament",
    "get_tournament",
    "import_tournament",
    "list_tournaments",
    "load_tournament",
]


@dataclass(frozen=True, slots=True)
class SettingsChange:
    """The settings now in force, and the Danish/Swiss rounds that were paired on standings the change
    altered (the director may want to look at them again), and the round after which groups were formed
    on standings the change altered (None: no groups, or the standings did not change)."""

    settings: TournamentSettings
    paired_on_old_standings: tuple[int, ...]
    groups_formed_after: int | None = None


def create_tournament(
    db: Database, settings: TournamentSettings, *, who: str | None = None
) -> TournamentSummary:
    """A new tournament with its settings; the VP scale is copied into it, so later edits of a library scale
    never change it."""
    check_settings(settings)
    now = utc_now()
    with writing(db) as session:
        _refuse_duplicate(session, settings.name, settings.date, None)
        columns = repositories.settings_columns(settings)
        row = TournamentRow(**columns, revision=0, created_at=now, updated_at=now)
        session.add(row)
        session.flush()
        record(
            session,
            row.id,
            who=who,
            action="create tournament",
            new=_settings_json(columns),
        )
        found = repositories.find_tournament(session, row.id)
    assert found is not None
    return found


def list_tournaments(db: Database) -> list[TournamentSummary]:
    """Every tournament in the database, newest first."""
    with reading(db) as session:
        return repositories.list_tournaments(session)


def get_tournament(db: Database, tournament_id: int) -> TournamentSummary:
    with reading(db) as session:
        found = repositories.find_tournament(session, tournament_id)
    if found is None:
        raise NotFoundError(Problem.of("tournament.not_found", tournament=tournament_id))
    return found


def find_tournament(db: Database, key: int | str | None = None) -> TournamentSummary:
    """The tournament a director names by id or by exact name; with no key, the only one in the database."""
    with reading(db) as session:
        if key is None:
            everything = repositories.list_tournaments(session)
            if len(everything) == 1:
                return everything[0]
            if not everything:
                raise NotFoundError(Problem.of("tournament.none_yet"))
            raise ServiceError(
                Problem.of(
                    "tournament.which_one",
                    count=len(everything),
                    choices=[f"{t.id}: {t.name}" for t in everything[:10]],
                )
            )
        if isinstance(key, int) or key.strip().isdigit():
            found = repositories.find_tournament(session, int(key))
            if found is not None:
                return found
        by_name = repositories.find_tournaments_by_name(session, str(key))
    if len(by_name) == 1:
        return by_name[0]
    if not by_name:
        raise NotFoundError(Problem.of("tournament.name_not_found", name=repr(key)))
    listed = [f"id {t.id} ({t.date.isoformat()})" if t.date else f"id {t.id}" for t in by_name]
    raise ServiceError(Problem.of("tournament.name_ambiguous", name=repr(key), choices=listed))


def load_tournament(db: Database, tournament_id: int) -> Tournament:
    """The whole tournament: settings, pairs, rounds with their tables and deals, byes, adjustments, lots."""
    with reading(db) as session:
        tournament = repositories.load_tournament(session, tournament_id)
    if tournament is None:
        raise NotFoundError(Problem.of("tournament.not_found", tournament=tournament_id))
    return tournament


def export_tournament(db: Database, tournament_id: int) -> Tournament:
    """The tournament to write to a file (the same as loading it: everything is in the domain object)."""
    return load_tournament(db, tournament_id)


def import_tournament(
    db: Database,
    tournament: Tournament,
    *,
    who: str | None = None,
    rng: random.Random | None = None,
) -> TournamentSummary:
    """Store a whole tournament read from a file: every rule is checked first, and if any fails nothing is
    stored (ImportRefusedError lists them all). Warnings on deals are accepted: the file records what was
    played. Pairs without a lots draw get one now: derived from the tournament's registration (the same
    on every import of one file), or drawn with `rng` when given."""
    problems = tournament_problems(tournament)
    if problems:
        raise ImportRefusedError(problems)
    if rng is None:
        # Derived from the file, not drawn at random: importing one file twice ranks an exact tie the same.
        lots = derived_lots(tournament)
    else:
        lots = dict(tournament.lots)
        for pair in tournament.pairs:
            if pair.number not in lots:
                lots[pair.number] = draw_lots(rng, set(lots.values()))
    complete = replace(tournament, lots=lots)
    now = utc_now()
    with writing(db) as session:
        settings = tournament.settings
        _refuse_duplicate(session, settings.name, settings.date, None)
        tournament_id = repositories.save_tournament(session, complete, now=now)
        record(
            session,
            tournament_id,
            who=who,
            action="import tournament",
            new={
                "pairs": len(tournament.pairs),
                "rounds": len(tournament.rounds),
                "tables": sum(len(r.tables) for r in tournament.rounds),
                "deals": sum(len(t.deals) for r in tournament.rounds for t in r.tables),
                "adjustments": len(tournament.adjustments),
            },
        )
        found = repositories.find_tournament(session, tournament_id)
    assert found is not None
    return found


def change_settings(
    db: Database,
    tournament_id: int,
    settings: TournamentSettings,
    *,
    rescore: bool = False,
    reason: str = "",
    who: str | None = None,
) -> SettingsChange:
    """Replace a tournament's settings.

    Always refused when the entered results would break the new settings: another number of deals per
    round once a sheet is entered, semi-clean burracos switched off while some were entered, or any deal that
    the new scoring values would block. Changing what results are worth (scoring values, VP scale, bye
    score) once results exist re-scores every table already played: it needs `rescore=True` and a reason,
    and the Danish/Swiss rounds paired on the old standings are reported. Name, date, venue, minutes,
    tie-breaks and the plan change freely.
    """
    check_settings(settings)
    with writing(db) as session:
        row = tournament_row(session, tournament_id)
        old = repositories.settings_from_columns(_columns_of(row))
        _refuse_duplicate(session, settings.name, settings.date, tournament_id)
        facts = _results_facts(session, tournament_id)
        problems = _inconsistencies(old, settings, facts, session, tournament_id)
        if problems:
            raise RuleError(problems)
        revalued = _revalued(old, settings, facts)
        if revalued and not rescore:
            raise RuleError(revalued)
        if revalued and not reason.strip():
            raise RuleError(Problem.of("settings.rescore_needs_reason"))
        reranked = bool(revalued) or old.tie_breaks != settings.tie_breaks
        paired = tuple(n for n, movement in facts.rounds if movement in STANDINGS_PAIRINGS and n > 1)
        formed = row.groups_formation["after_round"] if row.groups_formation else None
        old_columns = repositories.settings_columns(old)
        new_columns = repositories.settings_columns(settings)
        for key, value in new_columns.items():
            setattr(row, key, value)
        record(
            session,
            tournament_id,
            who=who,
            action="change settings",
            old={k: v for k, v in _settings_json(old_columns).items() if old_columns[k] != new_columns[k]},
            new={k: v for k, v in _settings_json(new_columns).items() if old_columns[k] != new_columns[k]},
            reason=reason,
        )
    return SettingsChange(settings, paired if reranked else (), formed if reranked else None)


@dataclass(frozen=True, slots=True)
class _ResultsFacts:
    most_deals: int
    semi_clean_entered: bool
    deals_entered: bool
    overrides: bool
    byes: bool
    rounds: tuple[tuple[int, str], ...]


def _results_facts(session: Session, tournament_id: int) -> _ResultsFacts:
    in_tournament = RoundRow.tournament_id == tournament_id
    per_table = (
        select(func.count().label("deals"))
        .select_from(DealRow)
        .join(TableRow, TableRow.id == DealRow.table_id)
        .join(RoundRow, RoundRow.id == TableRow.round_id)
        .where(in_tournament)
        .group_by(DealRow.table_id)
        .subquery()
    )
    most = session.scalar(select(func.coalesce(func.max(per_table.c.deals), 0))) or 0
    semi = session.scalar(
        select(func.count())
        .select_from(DealRow)
        .join(TableRow, TableRow.id == DealRow.table_id)
        .join(RoundRow, RoundRow.id == TableRow.round_id)
        .where(in_tournament, (DealRow.ns_semi_clean > 0) | (DealRow.ew_semi_clean > 0))
    )
    overrides = session.scalar(
        select(func.count())
        .select_from(TableRow)
        .join(RoundRow, RoundRow.id == TableRow.round_id)
        .where(in_tournament, TableRow.vp_override_ns.is_not(None))
    )
    # Sheets entered as the table's totals only: results without deals (their MP keep, their VP follow the
    # scale).
    table_totals = session.scalar(
        select(func.count())
        .select_from(TableRow)
        .join(RoundRow, RoundRow.id == TableRow.round_id)
        .where(in_tournament, TableRow.totals_ns.is_not(None))
    )
    byes = session.scalar(
        select(func.count())
        .select_from(ByeRow)
        .join(RoundRow, RoundRow.id == ByeRow.round_id)
        .where(in_tournament)
    )
    rounds = session.execute(
        select(RoundRow.number, RoundRow.movement).where(in_tournament).order_by(RoundRow.number)
    ).all()
    return _ResultsFacts(
        most_deals=most,
        semi_clean_entered=bool(semi),
        deals_entered=most > 0 or bool(table_totals),
        overrides=bool(overrides),
        byes=bool(byes),
        rounds=tuple((number, movement) for number, movement in rounds),
    )


def _inconsistencies(
    old: TournamentSettings,
    new: TournamentSettings,
    facts: _ResultsFacts,
    session: Session,
    tournament_id: int,
) -> list[Problem]:
    """Why the new settings cannot hold the results entered; empty when they can."""
    problems: list[Problem] = []
    # Fewer would drop deals entered; more would leave the sheets in with empty deals on screen, on paper
    # and in the exports: the number is fixed by the first sheet (a user test found 3 -> 4 accepted).
    if new.deals_per_round != old.deals_per_round and facts.deals_entered:
        problems.append(
            Problem.of(
                "settings.deals_per_round_after_sheets",
                entered=old.deals_per_round,
                deals=new.deals_per_round,
            )
        )
    if new.scoring.semi_clean is None and facts.semi_clean_entered:
        problems.append(Problem.of("settings.semi_clean_entered"))
    elif new.scoring != old.scoring and facts.deals_entered:
        blocked = _deals_blocked_by(new, session, tournament_id)
        if blocked:
            problems += [Problem.of("settings.new_scoring_refuses_deals"), *blocked[:10]]
    if new.vp_scale.total != old.vp_scale.total and facts.overrides:
        tournament = repositories.load_tournament(session, tournament_id)
        assert tournament is not None
        for round_ in tournament.rounds:
            for table in round_.tables:
                if table.vp_override is not None:
                    at = table_path(round_.number, table.table)
                    problems += [p.under(*at) for p in override_problems(*table.vp_override, new.vp_scale)]
    return problems


def _deals_blocked_by(new: TournamentSettings, session: Session, tournament_id: int) -> list[Problem]:
    tournament = repositories.load_tournament(session, tournament_id)
    assert tournament is not None
    blocked = []
    for round_ in tournament.rounds:
        for table in round_.tables:
            found, _warnings = deal_problems(table.deals, new.scoring)
            # The order of the deals is the same under any scoring: a sheet saved before it was checked
            # is not the new values' doing.
            found = [problem for problem in found if problem.code not in ORDER_CHECKS]
            blocked += [problem.under(*table_path(round_.number, table.table)) for problem in found]
    return blocked


def _revalued(old: TournamentSettings, new: TournamentSettings, facts: _ResultsFacts) -> list[Problem]:
    """What the change alters in the worth of results already entered: one problem for each."""
    changed = []
    # What a line may close with changes no result's worth (the deals it blocks are refused above).
    worth = replace(new.scoring, closing_requires=old.scoring.closing_requires)
    if facts.deals_entered and worth != old.scoring:
        changed.append(Problem.of("settings.rescore.scoring"))
    if (facts.deals_entered or facts.overrides) and new.vp_scale.to_json() != old.vp_scale.to_json():
        changed.append(Problem.of("settings.rescore.vp_scale"))
    if facts.byes and _bye_worth(new) != _bye_worth(old):
        changed.append(Problem.of("settings.rescore.bye"))
    return changed


def _bye_worth(settings: TournamentSettings) -> tuple[object, object]:
    # A bye's MP may follow from the scale, so a new scale can change the byes already given too.
    bye = settings.bye
    return bye.vp, bye.mp if bye.mp is not None else settings.vp_scale.min_diff_for(bye.vp)


def _refuse_duplicate(session: Session, name: str, when: date | None, keep: int | None) -> None:
    """Two tournaments of the same name on the same date are almost surely one imported twice."""
    query = select(TournamentRow.id).where(TournamentRow.name == name)
    query = query.where(TournamentRow.date.is_(None) if when is None else TournamentRow.date == when)
    if keep is not None:
        query = query.where(TournamentRow.id != keep)
    clash = session.scalar(query.limit(1))
    if clash is not None:
        if when is None:
            refused = Problem.of("tournament.duplicate_undated", name=repr(name), id=clash)
        else:
            refused = Problem.of("tournament.duplicate", name=repr(name), date=when.isoformat(), id=clash)
        raise RuleError(refused)


def _columns_of(row: TournamentRow) -> dict[str, Any]:
    return {column.key: getattr(row, column.key) for column in TournamentRow.__table__.columns}


def _settings_json(columns: dict[str, Any]) -> dict[str, Any]:
    """Settings columns as JSON for the audit log (dates as ISO text, decimals as text)."""
    shown: dict[str, Any] = {}
    for key, value in columns.items():
        if isinstance(value, date):
            shown[key] = value.isoformat()
        elif key == "bye_vp":
            shown[key] = str(value)
        elif isinstance(value, bytes):  # the club's logo: its size, not its bytes, in the log
            shown[key] = f"image, {len(value)} bytes"
        else:
            shown[key] = value
    return shown
