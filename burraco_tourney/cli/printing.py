"""Commands that print and export a tournament (io/printouts.py's catalogue), or the free game's pad."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from burraco_tourney.cli.common import csv_separator, data_command, database, prize_plan, tournament_id_of
from burraco_tourney.cli.errors import UserError, user_errors
from burraco_tourney.cli.words import error_words, messages_language, say, show

if TYPE_CHECKING:
    from burraco_tourney.cli.common import Subcommands
    from burraco_tourney.persistence.db import Database


def cmd_print(args: argparse.Namespace) -> int:
    from reportlab.platypus.doctemplate import LayoutError

    from burraco_tourney.io import printouts
    from burraco_tourney.io.output import ExportError
    from burraco_tourney.io.printouts import Event, Option, PrintJob
    from burraco_tourney.services import audit
    from burraco_tourney.services.tournaments import load_tournament

    printout = printouts.by_cli_name("print", args.what)
    if printout.for_event(Event.FREE_GAME):
        return _print_score_pad(args, printout)
    if args.table_links and (not args.url or not printout.takes(Option.TABLE_LINKS)):
        raise UserError(say("table_entry.cli_print_needs_url"))
    with database(args, reading=not args.table_links) as db, user_errors():
        tournament_id = tournament_id_of(db, args)
        tournament = load_tournament(db, tournament_id)
        last = max((r.number for r in tournament.rounds), default=None)
        round_number = args.round if args.round is not None else last
        links = _print_links(db, tournament_id, round_number, args) if args.table_links else None
        corrections = audit.corrections(db, tournament_id) if printout.takes(Option.CORRECTIONS) else ()
    language = args.lang or tournament.settings.print_language  # --lang overrides the tournament's
    if args.filled and not printout.takes(Option.FILLED):
        raise UserError(say("cli.filled_not_scoresheets", what=args.what))
    if args.group is not None and not printout.takes(Option.GROUP):
        raise UserError(say("cli.group_not_seats", what=args.what))
    if not tournament.teams and not printout.for_event(Event.PAIRS):
        raise UserError(say("cli.no_teams_to_print", what=args.what))
    if printout.of_a_round and round_number is None:
        raise UserError(say("cli.no_round_to_print", what=args.what))
    job = PrintJob(
        args.out,
        language,
        tournament,
        # After a round: as asked (None: the writer's last); of a round: the one asked, else the last.
        round_number if printout.of_a_round else args.round,
        per_page=args.per_page,
        count=args.count,
        filled=args.filled,
        by_group=not args.overall,
        group=args.group,
        # The poster's address, else this computer's; on table cards, only when --url is given.
        address=(args.url or _guessed_url()) if printout.takes(Option.ADDRESS) else args.url or "",
        links=links,
        prizes=lambda _after: _prizes_for_print(tournament, args),
        corrections=corrections,
    )
    try:
        printouts.write(printout, job)
    except ExportError as error:
        raise UserError(error) from error
    except LayoutError as error:  # a text the page cannot hold; the file reader's limits should prevent it
        raise UserError(say("cli.text_does_not_fit", file=args.out)) from error
    show(say("cli.wrote", file=args.out))
    if args.to_printer:
        _send_to_printer(args.out)
    return 0


def _print_score_pad(args: argparse.Namespace, printout: Any) -> int:
    """The free game's pad (issue 22): blank to --target, or a stored game's (--game) filled in; no
    tournament is needed."""
    from burraco_tourney.domain.free_game import game_problems
    from burraco_tourney.domain.problems import Refusal
    from burraco_tourney.io import printouts
    from burraco_tourney.io.output import ExportError

    # A free game has no language of its own: print's --lang, else the global --lang, else the environment's.
    language = args.lang or messages_language()
    wrong = game_problems("-", "-", args.target)
    if wrong:
        raise UserError(Refusal(wrong))
    game = None
    if args.game is not None:
        from burraco_tourney.services import free_game

        with database(args, reading=True, existing=True) as db, user_errors():
            game = free_game.open_game(db, args.game).game
    try:
        with user_errors():
            printouts.write(printout, printouts.PrintJob(args.out, language, game=game, target=args.target))
    except ExportError as error:
        raise UserError(error) from error
    show(say("cli.wrote", file=args.out))
    if args.to_printer:
        _send_to_printer(args.out)
    return 0


def _print_links(db: Database, tournament_id: int, round_number: int | None, args: argparse.Namespace) -> Any:
    """Each table's links of the round (made if needed, services.table_entry) as the printouts take them."""
    from burraco_tourney.io.pdf.table_links import links_by_table
    from burraco_tourney.services.table_entry import table_links

    if round_number is None:
        return None
    return links_by_table(table_links(db, tournament_id, round_number), args.url)


def _send_to_printer(path: str) -> None:
    from burraco_tourney.io.printer import PrintError, print_pdf

    try:
        job = print_pdf(path)
    except PrintError as error:
        raise UserError(say("cli.not_printed", file=path, reason=error_words(error))) from error
    if job.answer:
        show(say("cli.sent_to_printer_answer", file=path, answer=job.answer))
    else:
        show(say("cli.sent_to_printer", file=path))


def _guessed_url() -> str:
    """The address `serve` would give phones on this machine's network with its default port."""
    from burraco_tourney.web.server import lan_addresses

    addresses = lan_addresses()
    if not addresses:
        raise UserError(say("cli.no_network_address"))
    return f"http://{addresses[0]}:8080/"


def _prizes_for_print(tournament: Any, args: argparse.Namespace) -> Any:
    """The prizes `print prizes` shows: by `--plan`, else the tournament's plan, else the bundled one."""
    from burraco_tourney.io.pdf.document import check_after_round
    from burraco_tourney.services.prizes import prizes_of

    plan = prize_plan(args)
    after_round = check_after_round(tournament, args.round)
    with user_errors():
        return prizes_of(tournament, plan, after_round)


def cmd_export(args: argparse.Namespace) -> int:
    from burraco_tourney.io import printouts
    from burraco_tourney.io.output import ExportError
    from burraco_tourney.io.printouts import Option, PrintJob
    from burraco_tourney.services import audit
    from burraco_tourney.services.tournaments import load_tournament

    if args.what == "results":
        return _export_results(args)
    printout = printouts.by_cli_name("export", args.what)
    with database(args, reading=True) as db, user_errors():
        tournament_id = tournament_id_of(db, args)
        tournament = load_tournament(db, tournament_id)
        corrections = audit.corrections(db, tournament_id) if printout.takes(Option.CORRECTIONS) else ()
    last = max((r.number for r in tournament.rounds), default=None)
    separator = csv_separator(args.separator)
    language = args.lang or tournament.settings.print_language  # --lang overrides the tournament's
    round_number = args.round if args.round is not None else last
    if printout.of_a_round and round_number is None:
        raise UserError(say("cli.no_round_to_export"))
    # After a round: as asked (None: the writer's last); of a round: the one asked, else the last.
    job = PrintJob(
        args.out,
        language,
        tournament,
        round_number if printout.of_a_round else args.round,
        delimiter=separator,
        corrections=corrections,
    )
    try:
        printouts.write(printout, job)
    except ExportError as error:
        raise UserError(error) from error
    show(say("cli.wrote", file=args.out))
    return 0


def _export_results(args: argparse.Namespace) -> int:
    """`export results`: one row per player of the tournament (--tournament) or of every tournament."""
    from burraco_tourney.io.results_formats import write_results
    from burraco_tourney.services.circuits import take_results

    with database(args, reading=True) as db, user_errors():
        tournament = tournament_id_of(db, args) if args.tournament is not None else None
        rows = take_results(db, tournament)
    # The headers in the tournament's print language (the first one's, for several), unless --lang.
    language = args.lang or (rows[0].language if rows else messages_language())
    with user_errors(args.out):
        write_results(rows, args.out, format_name=args.format, language=language)
    count = len({row.tournament_id for row in rows})
    show(say("cli.results_written", file=args.out, rows=len(rows), tournaments=count))
    return 0


def _add_print(sub: Subcommands) -> None:
    from burraco_tourney.domain.tournament import PRINT_LANGUAGES
    from burraco_tourney.io.printouts import cli_names as printout_names  # the catalogue's, cheap

    printing = data_command(
        sub,
        "print",
        cmd_print,
        "print a PDF: score sheets, seats, table cards, results, standings, the poster, prizes; a team "
        "event's team seats, team cards, match results (matches) and team standings",
    )
    printing.add_argument("what", choices=printout_names("print"))
    printing.add_argument("--out", required=True, help="the PDF file to write")
    printing.add_argument("--round", type=int, help="the round (default: the last one made)")
    printing.add_argument("--per-page", type=int, choices=(1, 2), default=1, help="score sheets per page")
    printing.add_argument("--count", type=int, default=10, help="how many blank score sheets (default 10)")
    printing.add_argument(
        "--overall",
        action="store_true",
        help="standings: the whole field in one ranking, even when the pairs are in groups",
    )
    printing.add_argument(
        "--group", help="seats: only this group's lists (a round played in groups), for its room"
    )
    printing.add_argument(
        "--plan", help="prizes: by this plan (a bundled name or a JSON file) for this printout"
    )
    printing.add_argument(
        "--filled",
        action="store_true",
        help="score sheets: with the values entered (the record for a dispute, the file copy)",
    )
    printing.add_argument(
        "--url",
        help="poster: the address phones open (default: this computer's, port 8080, as serve gives); "
        "table cards: with it, its QR code on each card",
    )
    printing.add_argument(
        "--table-links",
        action="store_true",
        help="score sheets and table cards, with --url: the QR codes of each table's links (one per line) "
        "and its PIN, for entering the sheet on a phone (see table-links)",
    )
    printing.add_argument(
        "--to-printer",
        action="store_true",
        help="then send the PDF to this computer's default printer (CUPS lp or lpr; Windows: its print verb)",
    )
    printing.add_argument("--game", type=int, help="score-pad: this stored free game's pad, filled in")
    printing.add_argument(
        "--target", type=int, default=2005, help="score-pad: the target score of a blank pad (default 2005)"
    )
    printing.add_argument(
        "--lang",
        choices=PRINT_LANGUAGES,
        help="the printout's language (default: the tournament's print language)",
    )


def _add_export(sub: Subcommands) -> None:
    from burraco_tourney.domain.tournament import PRINT_LANGUAGES
    from burraco_tourney.io.printouts import cli_names as printout_names  # the catalogue's, cheap

    export = data_command(sub, "export", cmd_export, "export the tournament: the workbook, or CSV files")
    export.add_argument(
        "what",
        choices=(*printout_names("export"), "results"),
        help="xlsx: standings, rounds, deals, pairs; results: one row per player for the federation "
        "(.csv or .xlsx; every tournament unless --tournament; docs/results-format.md)",
    )
    export.add_argument(
        "--format",
        default="generic",
        help="results: the format (default generic; see docs/results-format.md)",
    )
    export.add_argument("--out", required=True, help="the file to write")
    export.add_argument(
        "--round",
        type=int,
        help="standings (and the workbook) after / seats of this round (default: the last)",
    )
    export.add_argument(
        "--separator", help="CSV: the separator (one character, or tab); default ; in it/de, , in en"
    )
    export.add_argument(
        "--lang",
        choices=PRINT_LANGUAGES,
        help="the export's language (default: the tournament's print language)",
    )


# This group's commands, each adding its parser (and its subcommands') to the command line's.
_PARSERS: dict[str, Callable[[Subcommands], None]] = {
    "print": _add_print,
    "export": _add_export,
}


def add_parsers(sub: Subcommands, names: Sequence[str] = tuple(_PARSERS)) -> None:
    """Add this group's commands `names` (all unless told), in that order: parser.py puts every
    group's in --help's order."""
    for name in names:
        _PARSERS[name](sub)
