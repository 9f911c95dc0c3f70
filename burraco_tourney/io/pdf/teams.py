"""The printouts of a team event (issue 22): seats by table and by team, the team cards, the match results of
a round, the team standings and the round's score sheets headed by their match; in the print language
(io/texts: context "TeamsPdf").

They read plain values (`TeamEvent`): the event's tournament (its pairs, rounds and score sheets), its teams
and its matches; the caller (the CLI, the window) builds them from the teams service. A team's MP at a table
is its pair's MP there, read from the tournament's score sheets, so a printout never disagrees with them;
the match's team VP and the standings' rows come from the teams' own rules (domain.teams)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Any

from reportlab.lib.enums import TA_CENTER
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepTogether, PageBreak, Paragraph, Spacer, Table

from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.standings import table_result
from burraco_tourney.domain.tournament import Pair, Round, Tournament
from burraco_tourney.domain.vp import format_vp
from burraco_tourney.io.names import line_code, line_name
from burraco_tourney.io.output import ExportError, Output
from burraco_tourney.io.pdf import fonts
from burraco_tourney.io.pdf.document import (
    BODY,
    CONTENT_WIDTH,
    GRID,
    MINUS,
    SHADE,
    SMALL,
    SUBTITLE,
    TITLE,
    build_pdf,
    find_round,
    grid_style,
    heading_for,
    make_style,
    names_markup,
    number,
    pair_lookup,
    pair_or_error,
    signed,
    text,
)
from burraco_tourney.io.pdf.table_links import TableLinks
from burraco_tourney.io.texts import DEFAULT_LANGUAGE, Texts, texts_for

__all__ = [
    "PaperMatch",
    "PaperTeam",
    "PaperTeamRow",
    "TeamEvent",
    "match_headings",
    "team_event",
    "team_standing_rows",
    "write_match_results",
    "write_team_cards",
    "write_team_score_sheets",
    "write_team_seats",
    "write_team_standings",
]


@dataclass(frozen=True, slots=True)
class PaperTeam:
    """A team as paper shows it: its number, name, captain (a player's name; "" for none) and pairs."""

    number: int
    name: str
    captain: str
    pairs: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PaperMatch:
    """A match of a round: team A against team B at the round's `tables` (in the match's order: table 1 has
    team A's first pair NS); `vp` the two teams' VP once every table is in (None before)."""

    round: int
    team_a: int
    team_b: int
    tables: tuple[int, ...]
    vp: tuple[Decimal, Decimal] | None = None


@dataclass(frozen=True, slots=True)
class PaperTeamRow:
    """A row of the team standings, in rank order (`rank` shared by tied teams)."""

    rank: int
    team: int
    played: int
    vp: Decimal
    mp_difference: int
    mp: int


@dataclass(frozen=True, slots=True)
class TeamEvent:
    """What the team printouts read: the tournament, its teams, the matches of its rounds and, by round,
    the teams with a bye (an odd number of teams)."""

    tournament: Tournament
    teams: tuple[PaperTeam, ...]
    matches: tuple[PaperMatch, ...]
    byes: dict[int, tuple[int, ...]] = field(default_factory=dict)

    def team(self, number: int) -> PaperTeam:
        for team in self.teams:
            if team.number == number:
                return team
        raise ExportError.of("export.team_not_registered", team=number)

    def team_of_pair(self) -> dict[int, PaperTeam]:
        return {pair: team for team in self.teams for pair in team.pairs}

    def matches_of(self, round_number: int) -> list[PaperMatch]:
        return [match for match in self.matches if match.round == round_number]


def team_event(tournament: Tournament) -> TeamEvent:
    """The paper values of a team event held in `tournament` (domain.teams): its teams, the matches read
    from its rounds' tables with their team VP once complete, and each round's teams with a bye."""
    from burraco_tourney.domain.teams import match_result, round_matches

    teams = tuple(PaperTeam(t.number, t.name, t.captain, t.pairs) for t in tournament.teams)
    matches: list[PaperMatch] = []
    byes: dict[int, tuple[int, ...]] = {}
    for rnd in sorted(tournament.rounds, key=lambda r: r.number):
        found, byes[rnd.number] = round_matches(rnd, tournament.teams)
        for match in found:
            result = match_result(match, tournament)
            vp = (result.vp_a, result.vp_b) if result.vp_a is not None and result.vp_b is not None else None
            matches.append(PaperMatch(match.round, match.team_a, match.team_b, match.tables, vp))
    return TeamEvent(tournament, teams, tuple(matches), byes)


def team_standing_rows(
    tournament: Tournament, after_round: int | None = None
) -> tuple[list[PaperTeamRow], int, bool]:
    """The team standings' rows after `after_round` (None: the last round), the round they are after, and
    whether they are final (the plan played and every result in)."""
    from burraco_tourney.domain.standings import standings_final
    from burraco_tourney.domain.teams import team_standings

    standings = team_standings(tournament, after_round)
    rows = [PaperTeamRow(r.rank, r.team, r.played, r.vp, r.mp_diff, r.mp) for r in standings.rows]
    final = bool(standings.after_round) and standings_final(tournament, standings.after_round)
    return rows, standings.after_round, final


_TEAM_CELL = make_style("team-cell", 9, leading=11)
_MATCH_TITLE = make_style("match-title", 12, bold=True, spaceBefore=4 * mm, spaceAfter=1.5 * mm)
_CARD_NAME = make_style("team-card-name", 26, bold=True, alignment=TA_CENTER, leading=31)
_CARD_LINE = make_style("team-card-line", 12, alignment=TA_CENTER, leading=15, spaceAfter=4 * mm)
_WALL = make_style("team-wall", 14, leading=17)
_BY_TEAM = make_style("team-by-team", 12, leading=14.5)  # a wall list too: read from a step or two


def _vp(value: Decimal, words: Texts) -> str:
    return words.number(format_vp(value).replace("-", MINUS))


def _team_label(words: Texts, team: PaperTeam) -> str:
    return words.translate("TeamsPdf", "Team {number}: {name}").format(number=team.number, name=team.name)


def _pair_cell(words: Texts, pair: Pair, team: PaperTeam | None, style: Any = _TEAM_CELL) -> Paragraph:
    label = words.translate("TeamsPdf", "Pair {number}").format(number=pair.number)
    team_part = f" · {text(team.name)}" if team else ""
    return Paragraph(f"<b>{text(label)}</b>{team_part}<br/>{names_markup(pair)}", style)


def _match_title(words: Texts, index: int, a: PaperTeam, b: PaperTeam) -> str:
    return words.translate("TeamsPdf", "Match {number}: {a} v {b}").format(number=index, a=a.name, b=b.name)


def _round_tables(tournament: Tournament, round_number: int) -> tuple[Round, dict[int, Any]]:
    rnd = find_round(tournament, round_number)
    return rnd, {table.table: table for table in rnd.tables}


def match_headings(event: TeamEvent, round_number: int, language: str = DEFAULT_LANGUAGE) -> dict[int, str]:
    """By table of the round: the heading of its score sheet, "Match 2: Tigers v Lions" (the score sheets of
    a team round say whose match each table is part of)."""
    words = texts_for(language)
    headings = {}
    for index, match in enumerate(event.matches_of(round_number), start=1):
        title = _match_title(words, index, event.team(match.team_a), event.team(match.team_b))
        for table in match.tables:
            headings[table] = title
    return headings


# ------------------------------------------------------------------------------------------- seats


def write_team_seats(
    event: TeamEvent, round_number: int, out: Output, *, language: str = DEFAULT_LANGUAGE
) -> None:
    """Where every team sits in the round: by table (match by match), then by team (each pair's table and
    line, and the team it meets)."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    words = texts_for(language)
    tournament = event.tournament
    rnd, tables = _round_tables(tournament, round_number)
    pairs = pair_lookup(tournament)
    of_pair = event.team_of_pair()
    round_word = words.translate("TeamsPdf", "Round {number}").format(number=round_number)
    story: list[Flowable] = [
        Paragraph(
            text(
                words.translate("TeamsPdf", "Seats for round {number}, by table").format(number=round_number)
            ),
            TITLE,
        )
    ]
    matches = event.matches_of(round_number)
    if not matches:
        story.append(Paragraph(text(words.translate("TeamsPdf", "This round has no matches.")), BODY))
    side = (CONTENT_WIDTH - 18 * mm) / 2
    for index, match in enumerate(matches, start=1):
        a, b = event.team(match.team_a), event.team(match.team_b)
        rows: list[list[Any]] = [
            [words.translate("TeamsPdf", "Table"), line_name(words, Line.NS), line_name(words, Line.EW)]
        ]
        for number_ in match.tables:
            table = tables.get(number_)
            if table is None:
                raise ExportError.of("export.match_table_missing", round=round_number, table=number_)
            ns = pair_or_error(pairs, table.ns, round_number, number_)
            ew = pair_or_error(pairs, table.ew, round_number, number_)
            rows.append(
                [
                    str(number_),
                    _pair_cell(words, ns, of_pair.get(ns.number), _WALL),
                    _pair_cell(words, ew, of_pair.get(ew.number), _WALL),
                ]
            )
        grid = Table(rows, colWidths=[18 * mm, side, side], repeatRows=1)
        grid.setStyle(
            grid_style(
                [
                    ("ALIGN", (0, 0), (-1, 0), "CENTER"),
                    ("ALIGN", (0, 1), (0, -1), "CENTER"),
                    ("FONT", (0, 1), (0, -1), fonts.BOLD, 20),
                    ("LEADING", (0, 1), (0, -1), 24),
                    ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, SHADE]),
                ]
            )
        )
        story.append(KeepTogether([Paragraph(text(_match_title(words, index, a, b)), _MATCH_TITLE), grid]))
    byes = event.byes.get(round_number, ())
    if byes:
        story.append(Paragraph(text(words.translate("TeamsPdf", "Bye (no match this round)")), SUBTITLE))
        story += [Paragraph(text(_team_label(words, event.team(team))), _WALL) for team in byes]
    story += [PageBreak(), *_seats_by_team(event, round_number, words, rnd)]
    heading = heading_for(
        tournament, words.translate("TeamsPdf", "Team seats"), round_word, language=language
    )
    build_pdf(out, heading, story)


def _seats_by_team(event: TeamEvent, round_number: int, words: Texts, rnd: Round) -> list[Flowable]:
    from burraco_tourney.domain.teams import Match, Team, seated_lineup

    seat: dict[int, tuple[int, Line]] = {}
    for table in rnd.tables:
        seat[table.ns] = (table.table, Line.NS)
        seat[table.ew] = (table.table, Line.EW)
    opponent: dict[int, int] = {}
    # Each team's pairs in the order of its line-up for the match (docs/rules.md "Teams"; the registered
    # order when none was given).
    lineup: dict[int, tuple[int, ...]] = {}
    for match in event.matches_of(round_number):
        opponent[match.team_a], opponent[match.team_b] = match.team_b, match.team_a
        seated = Match(match.round, match.team_a, match.team_b, match.tables)
        for side in (match.team_a, match.team_b):
            paper = event.team(side)
            lineup[side] = seated_lineup(seated, rnd, Team(side, paper.name, paper.captain, paper.pairs))
    pairs = pair_lookup(event.tournament)
    header = [
        words.translate("TeamsPdf", "Team"),
        words.translate("TeamsPdf", "Pair"),
        words.translate("TeamsPdf", "Players"),
        words.translate("TeamsPdf", "Table"),
        words.translate("TeamsPdf", "Line"),
        words.translate("TeamsPdf", "Against"),
    ]
    rows: list[list[Any]] = [header]
    spans: list[tuple[Any, ...]] = []
    for team in sorted(event.teams, key=lambda t: t.number):
        first = len(rows)
        against = event.team(opponent[team.number]).name if team.number in opponent else ""
        for pair_number in lineup.get(team.number, team.pairs):
            pair = pairs.get(pair_number)
            names = names_markup(pair, " · ") if pair else ""
            table_, line = seat.get(pair_number, (0, None))
            rows.append(
                [
                    Paragraph(f"<b>{text(team.name)}</b>", _BY_TEAM) if len(rows) == first else "",
                    str(pair_number),
                    Paragraph(names, _BY_TEAM),
                    str(table_) if table_ else words.translate("TeamsPdf", "bye"),
                    line_code(words, line) if line else "",
                    Paragraph(text(against), _BY_TEAM),
                ]
            )
        if len(rows) - first > 1:
            spans += [("SPAN", (0, first), (0, len(rows) - 1)), ("SPAN", (5, first), (5, len(rows) - 1))]
    widths = [32 * mm, 14 * mm, 0.0, 16 * mm, 13 * mm, 32 * mm]
    widths[2] = CONTENT_WIDTH - sum(widths)
    grid = Table(rows, colWidths=widths, repeatRows=1)
    grid.setStyle(
        grid_style(
            [
                ("ALIGN", (0, 0), (-1, 0), "CENTER"),
                ("ALIGN", (1, 1), (1, -1), "CENTER"),
                ("ALIGN", (3, 1), (4, -1), "CENTER"),
                ("FONT", (0, 1), (-1, -1), fonts.REGULAR, 12),
                ("FONT", (3, 1), (3, -1), fonts.BOLD, 14),
                ("VALIGN", (0, 1), (0, -1), "TOP"),
                *spans,
            ]
        )
    )
    title = words.translate("TeamsPdf", "Seats for round {number}, by team").format(number=round_number)
    return [Paragraph(text(title), TITLE), grid]


# ------------------------------------------------------------------------------------- team cards


def _team_result(
    match: PaperMatch, team: PaperTeam, tables: dict[int, Any], event: TeamEvent
) -> tuple[int, int, bool]:
    """(the team's MP, the opponent's MP, every table in) over the match's tables."""
    settings = event.tournament.settings
    ours = theirs = 0
    complete = True
    for number_ in match.tables:
        table = tables.get(number_)
        result = table_result(table, settings) if table is not None else None
        if table is None or result is None or not result.played:
            complete = False
            continue
        if table.ns in team.pairs:
            ours, theirs = ours + result.ns_mp, theirs + result.ew_mp
        else:
            ours, theirs = ours + result.ew_mp, theirs + result.ns_mp
    return ours, theirs, complete


def write_team_cards(event: TeamEvent, out: Output, *, language: str = DEFAULT_LANGUAGE) -> None:
    """A card per team, one to a page (the cartellino della squadra): its name, captain and pairs, then its
    matches round by round (the team it meets, the tables, each side's MP, the difference and the team VP
    once in), with empty rows left for the rounds not yet drawn."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    words = texts_for(language)
    tournament = event.tournament
    if not event.teams:
        raise ExportError.of("export.no_teams")
    pairs = pair_lookup(tournament)
    planned = max(sum(phase.rounds for phase in tournament.settings.plan), len(tournament.rounds))
    story: list[Flowable] = []
    for index, team in enumerate(sorted(event.teams, key=lambda t: t.number)):
        if index:
            story.append(PageBreak())
        story += [
            Paragraph(text(_team_label(words, team)), _CARD_NAME),
            Paragraph(
                text(words.translate("TeamsPdf", "Captain: {name}").format(name=team.captain or "—")),
                _CARD_LINE,
            ),
        ]
        members = [
            [
                words.translate("TeamsPdf", "Pair {number}").format(number=number_),
                Paragraph(names_markup(pairs[number_], " · ") if number_ in pairs else "", _TEAM_CELL),
            ]
            for number_ in team.pairs
        ]
        roster = Table(members, colWidths=[28 * mm, CONTENT_WIDTH - 28 * mm])
        roster.setStyle(
            grid_style([("BACKGROUND", (0, 0), (-1, -1), None), ("FONT", (0, 0), (0, -1), fonts.BOLD, 10)])
        )
        story += [roster, Spacer(0, 6 * mm), _card_matches(event, team, words, planned)]
    heading = heading_for(tournament, words.translate("TeamsPdf", "Team cards"), language=language)
    build_pdf(out, heading, story)


def _card_matches(event: TeamEvent, team: PaperTeam, words: Texts, planned: int) -> Table:
    header = [
        words.translate("TeamsPdf", "Round"),
        words.translate("TeamsPdf", "Against"),
        words.translate("TeamsPdf", "Tables"),
        words.translate("TeamsPdf", "MP"),
        words.translate("TeamsPdf", "Opp. MP"),
        words.translate("TeamsPdf", "Difference"),
        words.translate("TeamsPdf", "VP"),
    ]
    rows: list[list[Any]] = [header]
    for round_number in range(1, planned + 1):
        match = next((m for m in event.matches_of(round_number) if team.number in (m.team_a, m.team_b)), None)
        if match is None:
            bye = team.number in event.byes.get(round_number, ())
            rows.append(
                [str(round_number), words.translate("TeamsPdf", "bye") if bye else "", "", "", "", "", ""]
            )
            continue
        other = event.team(match.team_b if match.team_a == team.number else match.team_a)
        row: list[Any] = [
            str(round_number),
            Paragraph(text(other.name), _TEAM_CELL),
            ", ".join(str(t) for t in match.tables),
        ]
        has_round = any(r.number == round_number for r in event.tournament.rounds)
        tables = _round_tables(event.tournament, round_number)[1] if has_round else {}
        ours, theirs, complete = _team_result(match, team, tables, event)
        if complete:
            vp = ""
            if match.vp is not None:
                vp = _vp(match.vp[0] if match.team_a == team.number else match.vp[1], words)
            row += [number(ours), number(theirs), signed(ours - theirs), vp]
        else:
            row += ["", "", "", ""]
        rows.append(row)
    widths = [16 * mm, 0.0, 22 * mm, 18 * mm, 18 * mm, 22 * mm, 16 * mm]
    widths[1] = CONTENT_WIDTH - sum(widths)
    grid = Table(rows, colWidths=widths, repeatRows=1, rowHeights=[None] + [9 * mm] * (len(rows) - 1))
    grid.setStyle(
        grid_style(
            [
                ("ALIGN", (0, 0), (-1, 0), "CENTER"),
                ("ALIGN", (0, 1), (0, -1), "CENTER"),
                ("ALIGN", (2, 1), (-1, -1), "CENTER"),
                ("FONT", (0, 1), (-1, -1), fonts.REGULAR, 11),
                ("BOX", (0, 0), (-1, -1), 1.0, GRID),
            ]
        )
    )
    return grid


# ---------------------------------------------------------------------------------- match results


def write_match_results(
    event: TeamEvent,
    round_number: int,
    out: Output,
    *,
    language: str = DEFAULT_LANGUAGE,
    printed_at: datetime | None = None,
) -> None:
    """Each match of the round: its tables (both pairs and their MP), the two teams' totals, the difference
    and the team VP; a match with a table still to come says so."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    words = texts_for(language)
    tournament = event.tournament
    _, tables = _round_tables(tournament, round_number)
    settings = tournament.settings
    pairs = pair_lookup(tournament)
    when = words.date_time(printed_at or datetime.now())
    story: list[Flowable] = [
        Paragraph(
            text(words.translate("TeamsPdf", "Match results of round {number}").format(number=round_number)),
            TITLE,
        ),
        Paragraph(text(words.translate("TeamsPdf", "Printed {when}").format(when=when)), SMALL),
    ]
    matches = event.matches_of(round_number)
    if not matches:
        story.append(Paragraph(text(words.translate("TeamsPdf", "This round has no matches.")), BODY))
    for index, match in enumerate(matches, start=1):
        a, b = event.team(match.team_a), event.team(match.team_b)
        header = [
            words.translate("TeamsPdf", "Table"),
            a.name,
            b.name,
            words.translate("TeamsPdf", "MP {team}").format(team=a.name),
            words.translate("TeamsPdf", "MP {team}").format(team=b.name),
        ]
        rows: list[list[Any]] = [[Paragraph(f"<b>{text(cell)}</b>", _TEAM_CELL) for cell in header]]
        total_a = total_b = 0
        complete = True
        spans: list[tuple[Any, ...]] = []
        for number_ in match.tables:
            table = tables.get(number_)
            if table is None:
                raise ExportError.of("export.match_table_missing", round=round_number, table=number_)
            ns = pair_or_error(pairs, table.ns, round_number, number_)
            ew = pair_or_error(pairs, table.ew, round_number, number_)
            a_pair, b_pair = (ns, ew) if ns.number in a.pairs else (ew, ns)
            a_line, b_line = (Line.NS, Line.EW) if ns.number in a.pairs else (Line.EW, Line.NS)
            result = table_result(table, settings)
            a_mp, b_mp = (result.ns_mp, result.ew_mp) if a_line is Line.NS else (result.ew_mp, result.ns_mp)

            def seated(pair: Pair, line: Line) -> Paragraph:
                label = words.translate("TeamsPdf", "Pair {number}").format(number=pair.number)
                return Paragraph(
                    f"<b>{text(label)}</b> ({text(line_code(words, line))})<br/>{names_markup(pair)}",
                    _TEAM_CELL,
                )

            row: list[Any] = [str(number_), seated(a_pair, a_line), seated(b_pair, b_line)]
            if result.played:
                total_a, total_b = total_a + a_mp, total_b + b_mp
                row += [number(a_mp), number(b_mp)]
            else:
                complete = False
                row += [words.translate("TeamsPdf", "no result yet"), ""]
                spans.append(("SPAN", (3, len(rows)), (4, len(rows))))
            rows.append(row)
        rows.append(["", words.translate("TeamsPdf", "Total"), "", number(total_a), number(total_b)])
        difference = words.translate("TeamsPdf", "Difference {value}").format(value=signed(total_a - total_b))
        if complete and match.vp is not None:
            vp = words.translate("TeamsPdf", "Team VP")
            rows.append(["", difference, vp, _vp(match.vp[0], words), _vp(match.vp[1], words)])
        else:
            rows.append(["", difference, words.translate("TeamsPdf", "match not complete"), "", ""])
        widths = [18 * mm, 0.0, 0.0, 28 * mm, 28 * mm]
        widths[1] = widths[2] = (CONTENT_WIDTH - sum(widths)) / 2
        grid = Table(rows, colWidths=widths, repeatRows=1)
        grid.setStyle(
            grid_style(
                [
                    ("ALIGN", (0, 1), (0, -1), "CENTER"),
                    ("ALIGN", (3, 1), (-1, -1), "RIGHT"),
                    ("FONT", (0, -2), (-1, -1), fonts.BOLD, 10),
                    ("SPAN", (1, -2), (2, -2)),
                    ("BACKGROUND", (0, -2), (-1, -1), SHADE),
                    *spans,
                ]
            )
        )
        story.append(KeepTogether([Paragraph(text(_match_title(words, index, a, b)), _MATCH_TITLE), grid]))
    byes = event.byes.get(round_number, ())
    if byes:
        story.append(Paragraph(text(words.translate("TeamsPdf", "Bye (no match this round)")), SUBTITLE))
        story += [Paragraph(text(_team_label(words, event.team(team))), BODY) for team in byes]
    heading = heading_for(
        tournament,
        words.translate("TeamsPdf", "Match results"),
        words.translate("TeamsPdf", "Round {number}").format(number=round_number),
        language=language,
    )
    build_pdf(out, heading, story)


# ------------------------------------------------------------------------------------ standings


def write_team_standings(
    event: TeamEvent,
    rows: Sequence[PaperTeamRow],
    after_round: int,
    out: Output,
    *,
    final: bool = False,
    language: str = DEFAULT_LANGUAGE,
    printed_at: datetime | None = None,
) -> None:
    """The team standings after `after_round` (rows in rank order), with the chain that breaks ties."""
    fonts.register_fonts()  # first: the styles below need the family, and a missing font is said first
    words = texts_for(language)
    tournament = event.tournament
    if final:
        title = words.translate("TeamsPdf", "Final team standings after round {number}")
        state = words.translate("TeamsPdf", "final")
    else:
        title = words.translate("TeamsPdf", "Provisional team standings after round {number}")
        state = words.translate("TeamsPdf", "provisional")
    when = words.date_time(printed_at or datetime.now())
    story: list[Flowable] = [
        Paragraph(text(title.format(number=after_round)), TITLE),
        Paragraph(text(words.translate("TeamsPdf", "Printed {when}").format(when=when)), SMALL),
        Paragraph(
            text(
                words.translate(
                    "TeamsPdf", "Ties broken by: team VP, MP difference, head-to-head, MP scored."
                )
            ),
            BODY,
        ),
    ]
    pairs = pair_lookup(tournament)
    header = [
        words.translate("TeamsPdf", "Rank"),
        words.translate("TeamsPdf", "Team"),
        words.translate("TeamsPdf", "Matches"),
        words.translate("TeamsPdf", "VP"),
        words.translate("TeamsPdf", "MP difference"),
        words.translate("TeamsPdf", "MP"),
    ]
    ranks = [row.rank for row in rows]
    table_rows: list[list[Any]] = [header]
    for index, row in enumerate(rows):
        team = event.team(row.team)
        shared = ranks.count(row.rank) > 1
        players = " · ".join(
            player.name for number_ in team.pairs if number_ in pairs for player in pairs[number_].players
        )
        table_rows.append(
            [
                f"{row.rank}=" if shared else str(row.rank),
                Paragraph(f"<b>{text(team.name)}</b><br/>{text(players)}", make_style("team-row", 8.5)),
                str(row.played),
                _vp(row.vp, words),
                signed(row.mp_difference),
                number(row.mp),
            ]
        )
        del index
    if not rows:
        story.append(Paragraph(text(words.translate("TeamsPdf", "No teams are registered.")), BODY))
    else:
        widths = [14 * mm, 0.0, 18 * mm, 18 * mm, 24 * mm, 18 * mm]
        # A column as wide as its heading needs, with the cell's padding (German "Begegnungen").
        for column, label in enumerate(header):
            if column != 1:
                widths[column] = max(widths[column], stringWidth(label, fonts.CONDENSED_BOLD, 8.5) + 14)
        widths[1] = CONTENT_WIDTH - sum(widths)
        grid = Table(table_rows, colWidths=widths, repeatRows=1)
        grid.setStyle(
            grid_style(
                [
                    ("ALIGN", (0, 0), (-1, 0), "CENTER"),
                    ("ALIGN", (0, 1), (0, -1), "CENTER"),
                    ("ALIGN", (2, 1), (-1, -1), "RIGHT"),
                    ("FONT", (3, 1), (3, -1), fonts.BOLD, 10),
                    ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, SHADE]),
                ]
            )
        )
        story.append(grid)
    subtitle = words.translate("TeamsPdf", "after round {number} · {state}").format(
        number=after_round, state=state
    )
    heading = heading_for(
        tournament, words.translate("TeamsPdf", "Team standings"), subtitle, language=language
    )
    build_pdf(out, heading, story)


# ------------------------------------------------------------------------------------ score sheets


def write_team_score_sheets(
    event: TeamEvent,
    round_number: int,
    out: Output,
    *,
    per_page: int = 1,
    language: str = DEFAULT_LANGUAGE,
    filled: bool = False,
    links: Mapping[int, TableLinks] | None = None,
) -> None:
    """The round's score sheets, each headed by its match ("Match 2: Tigers v Lions"); `links` as
    write_score_sheets's."""
    from burraco_tourney.io.pdf.score_sheets import write_score_sheets

    write_score_sheets(
        event.tournament,
        round_number,
        out,
        per_page=per_page,
        language=language,
        filled=filled,
        links=links,
        headings=match_headings(event, round_number, language),
    )
