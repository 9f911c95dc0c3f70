"""Circuits (season standings over tournaments of the database) and the results for the federation
(issue 21).

    create_circuit(db, "Inverno 2026", CircuitRule(PointsKind.POSITIONS, (25, 20, 16), best=8))
    add_to_circuit(db, "Inverno 2026", tournament_id, weight=2)      # an evening that counts double
    add_to_circuit(db, "Inverno 2026", final_id, final=True)         # the final (one per circuit)
    take_circuit_standings(db, "Inverno 2026", by="player")
    take_results(db, tournament_id=None)                             # every tournament's result rows

A circuit's evenings are ordered by their tournaments' dates (undated ones last), then as added. A circuit
is named as created; finding one by name ignores case, accents and apostrophes, and two circuits whose
names differ only so are refused (they could not be told apart when named).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from burraco_tourney.domain.circuits import (
    NAME_LENGTH,
    Circuit,
    CircuitEvening,
    CircuitRule,
    CircuitStandings,
    EveningResult,
    PointsKind,
    TieBreakStep,
    TiedPlaces,
    circuit_standings,
    evening_result,
    parse_tie_breaks,
    tie_breaks_text,
)
from burraco_tourney.domain.names import fold
from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.results import ResultRow, result_rows
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.persistence import repositories
from burraco_tourney.persistence.db import Database, DatabaseError
from burraco_tourney.persistence.orm import CircuitRow, CircuitTournamentRow, TournamentRow
from burraco_tourney.services.errors import NotFoundError, RuleError, ServiceError, problems_of
from burraco_tourney.services.transaction import reading, utc_now, writing

__all__ = [
    "CircuitInfo",
    "CircuitRefusedError",
    "add_to_circuit",
    "circuit_of",
    "create_circuit",
    "list_circuits",
    "remove_from_circuit",
    "take_circuit_standings",
    "take_results",
]


class CircuitRefusedError(ServiceError):
    """A circuit action refused (`circuit.*`): a name taken, a tournament already in it, an unknown one."""


@dataclass(frozen=True, slots=True)
class CircuitInfo:
    """A circuit as a list shows it: its rule and its evenings (tournament id, name, date, weight, final);
    `lots` its drawing of lots."""

    id: int
    name: str
    rule: CircuitRule
    evenings: tuple[tuple[CircuitEvening, str, date | None], ...]
    lots: int = 0

    @property
    def has_final(self) -> bool:
        return any(evening.final for evening, _, _ in self.evenings)

    @property
    def circuit(self) -> Circuit:
        return Circuit(self.name, self.rule, tuple(evening for evening, _, _ in self.evenings))


def _rule_of(row: CircuitRow) -> CircuitRule:
    return CircuitRule(
        PointsKind(row.points),
        tuple(row.positions),
        row.best,
        row.final_weight,
        tuple(row.final_points),
        TiedPlaces(row.tied_places),
        parse_tie_breaks(row.tie_breaks),
    )


def _clean_name(name: str) -> str:
    cleaned = " ".join(name.split())
    if not cleaned:
        raise CircuitRefusedError(Problem.of("circuit.name_empty"))
    if len(cleaned) > NAME_LENGTH:
        raise CircuitRefusedError(Problem.of("circuit.name_too_long", most=NAME_LENGTH))
    return cleaned


def _clash(error: DatabaseError) -> bool:
    """A unique constraint refused a row another station wrote meanwhile (persistence.db `db.clash`)."""
    return any(problem.code == "db.clash" for problem in error.problems)


def _find_row(session: Session, name: str) -> CircuitRow:
    rows = session.scalars(select(CircuitRow).order_by(CircuitRow.name)).all()
    wanted = fold(name)
    for row in rows:
        if row.name == name.strip() or fold(row.name) == wanted:
            return row
    if not rows:
        raise CircuitRefusedError(Problem.of("circuit.none", name=name))
    raise CircuitRefusedError(Problem.of("circuit.unknown", name=name, known=[row.name for row in rows]))


def create_circuit(db: Database, name: str, rule: CircuitRule | None = None) -> CircuitInfo:
    """A new, empty circuit; refused when a circuit of that name (folded) exists. Its lots are drawn now,
    once (they break the ties the rest of its chain leaves, and never change)."""
    cleaned = _clean_name(name)
    rule = rule or CircuitRule()
    lots = secrets.randbelow(2**31)
    try:
        with writing(db) as session:
            for existing in session.scalars(select(CircuitRow.name)):
                if fold(existing) == fold(cleaned):
                    raise CircuitRefusedError(Problem.of("circuit.name_taken", name=existing))
            row = CircuitRow(
                name=cleaned,
                points=rule.points.value,
                positions=list(rule.positions),
                best=rule.best,
                final_weight=rule.final_weight,
                final_points=list(rule.final_points),
                tied_places=rule.tied.value,
                tie_breaks=tie_breaks_text(rule),
                lots=lots,
                created_at=utc_now(),
            )
            session.add(row)
            session.flush()
            made = row.id
    except DatabaseError as error:
        if not _clash(error):
            raise
        # Another station created it meanwhile (PostgreSQL): the database's unique name refused ours.
        raise CircuitRefusedError(Problem.of("circuit.name_taken", name=cleaned)) from error
    return CircuitInfo(made, cleaned, rule, (), lots)


def add_to_circuit(
    db: Database, name: str, tournament_id: int, *, weight: int = 1, final: bool = False
) -> CircuitInfo:
    """Put a tournament in the circuit, counted `weight` times or as its final (at most one final)."""
    if weight < 1:
        raise CircuitRefusedError(Problem.of("circuit.weight_not_positive", weight=weight))
    try:
        with writing(db) as session:
            circuit = _find_row(session, name)
            tournament = session.get(TournamentRow, tournament_id)
            if tournament is None:
                raise NotFoundError(Problem.of("tournament.not_found", tournament=tournament_id))
            entries = session.scalars(
                select(CircuitTournamentRow).where(CircuitTournamentRow.circuit_id == circuit.id)
            ).all()
            for entry in entries:
                if entry.tournament_id == tournament_id:
                    raise CircuitRefusedError(
                        Problem.of(
                            "circuit.tournament_already_in",
                            tournament=tournament_id,
                            name=tournament.name,
                            circuit=circuit.name,
                        )
                    )
                if final and entry.final:
                    other = session.get(TournamentRow, entry.tournament_id)
                    raise CircuitRefusedError(
                        Problem.of(
                            "circuit.final_already",
                            circuit=circuit.name,
                            tournament=entry.tournament_id,
                            name=other.name if other else "",
                        )
                    )
            session.add(
                CircuitTournamentRow(
                    circuit_id=circuit.id,
                    tournament_id=tournament_id,
                    weight=weight,
                    final=final,
                    added_at=utc_now(),
                )
            )
            circuit_name = circuit.name
    except DatabaseError as error:
        if not _clash(error):
            raise
        # Another station added it meanwhile: the database's unique (circuit, tournament) refused ours.
        raise CircuitRefusedError(
            Problem.of("circuit.tournament_already_in", tournament=tournament_id, name="", circuit=name)
        ) from error
    return circuit_of(db, circuit_name)


def remove_from_circuit(db: Database, name: str, tournament_id: int) -> CircuitInfo:
    """Take a tournament out of the circuit (the tournament itself is untouched)."""
    with writing(db) as session:
        circuit = _find_row(session, name)
        entry = session.scalars(
            select(CircuitTournamentRow).where(
                CircuitTournamentRow.circuit_id == circuit.id,
                CircuitTournamentRow.tournament_id == tournament_id,
            )
        ).one_or_none()
        if entry is None:
            raise CircuitRefusedError(
                Problem.of("circuit.tournament_not_in", tournament=tournament_id, circuit=circuit.name)
            )
        session.delete(entry)
        circuit_name = circuit.name
    return circuit_of(db, circuit_name)


def _info(session: Session, row: CircuitRow) -> CircuitInfo:
    found = session.execute(
        select(CircuitTournamentRow, TournamentRow.name, TournamentRow.date)
        .join(TournamentRow, TournamentRow.id == CircuitTournamentRow.tournament_id)
        .where(CircuitTournamentRow.circuit_id == row.id)
        .order_by(CircuitTournamentRow.id)
    ).all()
    # By date (undated last), then as added: the order of the season.
    ordered = sorted(found, key=lambda item: (item[2] is None, item[2] or date.min))
    evenings = tuple(
        (CircuitEvening(entry.tournament_id, entry.weight, entry.final), name, day)
        for entry, name, day in ordered
    )
    return CircuitInfo(row.id, row.name, _rule_of(row), evenings, row.lots)


def circuit_of(db: Database, name: str) -> CircuitInfo:
    with reading(db) as session:
        return _info(session, _find_row(session, name))


def list_circuits(db: Database) -> list[CircuitInfo]:
    """Every circuit, by name."""
    with reading(db) as session:
        rows = session.scalars(select(CircuitRow)).all()
        return sorted((_info(session, row) for row in rows), key=lambda info: fold(info.name))


def take_circuit_standings(db: Database, name: str, *, by: str = "pair") -> CircuitStandings:
    """The circuit standings by pair or by player, from each evening's standings after its last round."""
    info = circuit_of(db, name)
    meetings = TieBreakStep.HEAD_TO_HEAD in info.rule.tie_breaks
    evenings: list[EveningResult] = []
    for evening, _, _ in info.evenings:
        with reading(db) as session:
            tournament = repositories.load_tournament(session, evening.tournament_id)
        if tournament is None:  # deleted meanwhile: its circuit row went with it
            continue
        try:
            standings = compute_standings(tournament)
        except ValueError as error:
            raise RuleError([Problem.of("standings.cannot_compute"), *problems_of(error)]) from error
        evenings.append(evening_result(tournament, standings, evening, meetings=meetings))
    try:
        return circuit_standings(info.name, info.rule, evenings, by=by, lots=info.lots)
    except ValueError as error:
        raise CircuitRefusedError(problems_of(error)) from error


def take_results(db: Database, tournament_id: int | None = None) -> list[ResultRow]:
    """The results file's rows: of one tournament, or of every tournament in the database (oldest first)."""
    with reading(db) as session:
        if tournament_id is None:
            ids = [
                summary.id
                for summary in sorted(
                    repositories.list_tournaments(session),
                    key=lambda s: (s.date is None, s.date or date.min, s.id),
                )
            ]
        else:
            ids = [tournament_id]
    if not ids:
        raise NotFoundError(Problem.of("results.no_tournaments"))
    rows: list[ResultRow] = []
    for number in ids:
        with reading(db) as session:
            tournament = repositories.load_tournament(session, number)
        if tournament is None:
            raise NotFoundError(Problem.of("tournament.not_found", tournament=number))
        try:
            standings = compute_standings(tournament)
        except ValueError as error:
            raise RuleError([Problem.of("standings.cannot_compute"), *problems_of(error)]) from error
        rows.extend(result_rows(number, tournament, standings))
    return rows
