"""The one catalogue of printouts and exports: per printout its command-line name, file kind, round, the
events it is for, what it takes and its writer. The window and the command line both offer and write
from it; each keeps only its own words (the window's through Qt, the command line's help).

Adding a printout touches this module, its writer and its words, nothing else. Cheap to import (the
command line's parser reads the names): the writers load reportlab and openpyxl when they run."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from burraco_tourney.domain.audit import AuditEntry
    from burraco_tourney.domain.free_game import FreeGame
    from burraco_tourney.domain.prizes import PrizeList
    from burraco_tourney.domain.tournament import Tournament
    from burraco_tourney.io.output import Output
    from burraco_tourney.io.pdf.table_links import TableLinks


class RoundKind(Enum):
    """Which round a printout is of."""

    NONE = "none"  # none: the whole event, or a blank sheet
    OF = "of"  # made for one round, which must exist (the last one unless chosen)
    AFTER = "after"  # as things stood after a round (the last one unless chosen)


class Event(Enum):
    """What a printout is for: a pairs tournament, a team event (a tournament with teams), a free game."""

    PAIRS = "pairs"
    TEAMS = "teams"
    FREE_GAME = "free_game"


class Option(Enum):
    """What a printout takes beyond its event, round and language (a face asks for these, no other)."""

    PER_PAGE = "per_page"  # one or two score sheets to a page
    FILLED = "filled"  # filled in with the values entered
    TABLE_LINKS = "table_links"  # each table's links and PIN while the round's sheets go to the phones
    BY_GROUP = "by_group"  # group by group, or the whole field
    GROUP = "group"  # one group's lists alone (a round played in groups), or every group's
    COUNT = "count"  # how many blank sheets
    ADDRESS = "address"  # the web address phones open, which it cannot go without
    CORRECTIONS = "corrections"  # the corrections of saved scores, from the audit log


@dataclass(frozen=True)
class PrintJob:
    """What a printout is written from; each writer reads what it takes.

    `round` is the round of a RoundKind.OF printout (the face checked it is made) or the round a
    RoundKind.AFTER one is after (None: the last). `address` is the web address phones open (the poster's;
    on table cards a QR code when given), `links` each table's links and PIN, `prizes` who wins what after
    a round (None: the last), by the plan the face chose; `corrections` the corrections of saved scores as
    domain.audit.score_corrections gives them (the face reads them from the audit log for a printout that
    takes Option.CORRECTIONS)."""

    out: Output
    language: str
    tournament: Tournament | None = None  # None: a free game's pad
    round: int | None = None
    per_page: int = 1
    count: int = 10
    filled: bool = False
    by_group: bool = True
    group: str | None = None  # the one group to print (None: all of them)
    address: str = ""
    links: Mapping[int, TableLinks] | None = None
    prizes: Callable[[int | None], PrizeList] | None = None
    delimiter: str | None = None  # a CSV's separator (None: the language's)
    game: FreeGame | None = None  # the free game of a filled pad (None: a blank one)
    target: int | None = None  # a blank pad's target score (None: the free game's usual one)
    corrections: Sequence[AuditEntry] = ()


@dataclass(frozen=True)
class Entry:
    """One printout: `command` and `cli_name` how the command line asks for it, `extension` its file kind."""

    command: str
    cli_name: str
    extension: str
    round: RoundKind
    events: frozenset[Event]
    takes: frozenset[Option]
    writer: Callable[[PrintJob], None]


def _event(job: PrintJob) -> Tournament:
    assert job.tournament is not None, "a tournament's printout without its tournament"
    return job.tournament


def _round(job: PrintJob) -> int:
    assert job.round is not None, "a round's printout without its round"
    return job.round


def _score_sheets(job: PrintJob) -> None:
    tournament, number = _event(job), _round(job)
    if tournament.teams:  # a team event's sheets are headed by their match (issue 22)
        from burraco_tourney.io.pdf.teams import team_event, write_team_score_sheets

        write_team_score_sheets(
            team_event(tournament),
            number,
            job.out,
            per_page=job.per_page,
            language=job.language,
            filled=job.filled,
            links=job.links,
        )
        return
    from burraco_tourney.io.pdf.score_sheets import write_score_sheets

    write_score_sheets(
        tournament,
        number,
        job.out,
        per_page=job.per_page,
        language=job.language,
        filled=job.filled,
        links=job.links,
    )


def _blank_score_sheets(job: PrintJob) -> None:
    from burraco_tourney.io.pdf.score_sheets import write_blank_score_sheets

    write_blank_score_sheets(_event(job), job.out, job.count, per_page=job.per_page, language=job.language)


def _seats(job: PrintJob) -> None:
    from burraco_tourney.io.pdf.seats import write_seats

    write_seats(_event(job), _round(job), job.out, language=job.language, group=job.group)


def _table_cards(job: PrintJob) -> None:
    from burraco_tourney.io.pdf.seats import write_table_cards

    # The QR code of the published address at the foot of each card, when there is one.
    write_table_cards(
        _event(job), _round(job), job.out, language=job.language, url=job.address or None, links=job.links
    )


def _round_results(job: PrintJob) -> None:
    from burraco_tourney.io.pdf.results import write_round_results

    write_round_results(_event(job), _round(job), job.out, language=job.language, corrections=job.corrections)


def _standings(job: PrintJob) -> None:
    from burraco_tourney.io.pdf.results import write_standings

    write_standings(_event(job), job.round, job.out, language=job.language, by_group=job.by_group)


def _pair_histories(job: PrintJob) -> None:
    from burraco_tourney.io.pdf.results import write_pair_histories

    write_pair_histories(_event(job), job.round, job.out, language=job.language)


def _poster(job: PrintJob) -> None:
    from burraco_tourney.io.pdf.poster import write_poster

    write_poster(_event(job), job.address, job.out, language=job.language)


def _prizes(job: PrintJob) -> None:
    from burraco_tourney.io.pdf.prizes import write_prizes

    assert job.prizes is not None, "the prizes without who wins them"
    write_prizes(_event(job), job.prizes(job.round), job.out, language=job.language)


def _score_pad(job: PrintJob) -> None:
    from burraco_tourney.domain.free_game import DEFAULT_TARGET
    from burraco_tourney.io.pdf.score_pad import write_score_pad

    target = DEFAULT_TARGET if job.target is None else job.target
    write_score_pad(job.out, job.game, target=target, language=job.language)


def _team_seats(job: PrintJob) -> None:
    from burraco_tourney.io.pdf.teams import team_event, write_team_seats

    write_team_seats(team_event(_event(job)), _round(job), job.out, language=job.language)


def _team_cards(job: PrintJob) -> None:
    from burraco_tourney.io.pdf.teams import team_event, write_team_cards

    write_team_cards(team_event(_event(job)), job.out, language=job.language)


def _match_results(job: PrintJob) -> None:
    from burraco_tourney.io.pdf.teams import team_event, write_match_results

    write_match_results(team_event(_event(job)), _round(job), job.out, language=job.language)


def _team_standings(job: PrintJob) -> None:
    from burraco_tourney.io.pdf.teams import team_event, team_standing_rows, write_team_standings

    tournament = _event(job)
    rows, after, final = team_standing_rows(tournament, job.round)
    write_team_standings(team_event(tournament), rows, after, job.out, final=final, language=job.language)


def _workbook(job: PrintJob) -> None:
    from burraco_tourney.io.xlsx import write_workbook

    write_workbook(
        _event(job), job.out, after_round=job.round, language=job.language, corrections=job.corrections
    )


def _standings_csv(job: PrintJob) -> None:
    from burraco_tourney.io.csv_export import write_standings_csv

    write_standings_csv(_event(job), job.round, job.out, delimiter=job.delimiter, language=job.language)


def _seats_csv(job: PrintJob) -> None:
    from burraco_tourney.io.csv_export import write_seats_csv

    write_seats_csv(_event(job), _round(job), job.out, delimiter=job.delimiter, language=job.language)


_ANY_TOURNAMENT = frozenset({Event.PAIRS, Event.TEAMS})
_TEAMS = frozenset({Event.TEAMS})


def _entry(
    cli_name: str,
    writer: Callable[[PrintJob], None],
    round: RoundKind = RoundKind.NONE,
    *takes: Option,
    events: frozenset[Event] = _ANY_TOURNAMENT,
    command: str = "print",
    extension: str = "pdf",
) -> Entry:
    return Entry(command, cli_name, extension, round, events, frozenset(takes), writer)


class Printout(Enum):
    """Every printout and export, in the order the command line lists them."""

    SCORE_SHEETS = _entry(
        "scoresheets",
        _score_sheets,
        RoundKind.OF,
        Option.PER_PAGE,
        Option.FILLED,
        Option.TABLE_LINKS,
    )
    BLANK_SCORE_SHEETS = _entry(
        "blank-scoresheets",
        _blank_score_sheets,
        RoundKind.NONE,
        Option.PER_PAGE,
        Option.COUNT,
    )
    SEATS = _entry("seats", _seats, RoundKind.OF, Option.GROUP)
    TABLE_CARDS = _entry("table-cards", _table_cards, RoundKind.OF, Option.TABLE_LINKS)
    ROUND_RESULTS = _entry("results", _round_results, RoundKind.OF, Option.CORRECTIONS)
    STANDINGS = _entry("standings", _standings, RoundKind.AFTER, Option.BY_GROUP)
    PAIR_HISTORIES = _entry("history", _pair_histories, RoundKind.AFTER)
    POSTER = _entry("poster", _poster, RoundKind.NONE, Option.ADDRESS)
    PRIZES = _entry("prizes", _prizes, RoundKind.AFTER)
    SCORE_PAD = _entry("score-pad", _score_pad, events=frozenset({Event.FREE_GAME}))
    TEAM_SEATS = _entry("team-seats", _team_seats, RoundKind.OF, events=_TEAMS)
    TEAM_CARDS = _entry("team-cards", _team_cards, events=_TEAMS)
    MATCH_RESULTS = _entry("matches", _match_results, RoundKind.OF, events=_TEAMS)
    TEAM_STANDINGS = _entry("team-standings", _team_standings, RoundKind.AFTER, events=_TEAMS)
    WORKBOOK = _entry(
        "xlsx", _workbook, RoundKind.AFTER, Option.CORRECTIONS, command="export", extension="xlsx"
    )
    STANDINGS_CSV = _entry(
        "standings-csv", _standings_csv, RoundKind.AFTER, command="export", extension="csv"
    )
    SEATS_CSV = _entry("seats-csv", _seats_csv, RoundKind.OF, command="export", extension="csv")

    _value_: Entry

    def __repr__(self) -> str:
        return f"<Printout.{self.name}>"

    @property
    def entry(self) -> Entry:
        return self._value_

    @property
    def cli_name(self) -> str:
        return self.entry.cli_name

    @property
    def extension(self) -> str:
        return self.entry.extension

    @property
    def of_a_round(self) -> bool:
        """Made for one round (which must exist)."""
        return self.entry.round is RoundKind.OF

    @property
    def after_a_round(self) -> bool:
        """Made as things stood after a round (the last one unless chosen)."""
        return self.entry.round is RoundKind.AFTER

    @property
    def events(self) -> frozenset[Event]:
        return self.entry.events

    def takes(self, option: Option) -> bool:
        return option in self.entry.takes

    def for_event(self, event: Event) -> bool:
        return event in self.entry.events


def cli_names(command: str) -> tuple[str, ...]:
    """The names the command line's `command` (print, export) offers, in the catalogue's order."""
    return tuple(p.cli_name for p in Printout if p.entry.command == command)


def by_cli_name(command: str, name: str) -> Printout:
    """The printout `command name` asks for (the parser offered only the catalogue's names)."""
    return next(p for p in Printout if p.entry.command == command and p.cli_name == name)


def write(printout: Printout, job: PrintJob) -> None:
    """Write `printout` from `job` (the writers never leave a half-written file)."""
    printout.entry.writer(job)


# The command line's `print` names: a tournament's (and the free game's pad), then a team event's alone.
PRINTOUTS = tuple(p.cli_name for p in Printout if p.entry.command == "print" and p.events != _TEAMS)
TEAM_PRINTOUTS = tuple(p.cli_name for p in Printout if p.entry.command == "print" and p.events == _TEAMS)
