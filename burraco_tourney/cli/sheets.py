"""Commands on the pairs (a spreadsheet of them, one added, one withdrawn) and that read a file of a
round's score sheets."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from burraco_tourney.cli.common import (
    Parser,
    add_data_options,
    add_format_option,
    command,
    database,
    needs_subcommand,
    problems_json,
    show_json,
    tournament_id_of,
)
from burraco_tourney.cli.errors import UserError, user_errors
from burraco_tourney.cli.words import messages_language, problem_words, say, show

if TYPE_CHECKING:
    from burraco_tourney.cli.common import Subcommands


def cmd_pairs_import(args: argparse.Namespace) -> int:
    from burraco_tourney.io.pairs_import import PairsFileError, read_pairs
    from burraco_tourney.io.problem_texts import in_one_line
    from burraco_tourney.services.pairs_import import import_pairs, preview_pairs_import

    try:
        read = read_pairs(args.file)
    except PairsFileError as error:
        raise UserError(error) from error
    # The columns read and those ignored, as the window's import dialog says them.
    if args.format == "text":
        show(" ".join(problem_words(said) for said in read.how_read))
    for warning in read.warnings:
        show(say("cli.warning", file=args.file, warning=problem_words(warning)), file=sys.stderr)
    rows = read.rows
    with database(args, existing=True) as db, user_errors(args.file):
        tournament_id = tournament_id_of(db, args)
        skipped = preview_pairs_import(db, tournament_id, rows).problem_rows if args.skip_bad else ()
        registered = import_pairs(db, tournament_id, rows, skip_bad=args.skip_bad)
    first, last = registered[0].number, registered[-1].number
    if args.format == "json":
        data = {
            "how_read": problems_json(read.how_read),
            "registered": len(registered),
            "first": first,
            "last": last,
            "pairs": [pair.number for pair in registered],
            "skipped": len(rows) - len(registered),
            "skipped_problems": problems_json(problem for row in skipped for problem in row.problems),
            "warnings": problems_json(read.warnings),
        }
        show_json(data)
    else:
        show(say("cli.registered", count=len(registered), first=first, last=last))
    if len(registered) < len(rows):
        problems = in_one_line(problem_words(problem) for row in skipped for problem in row.problems)
        show(say("cli.skipped", count=len(rows) - len(registered), problems=problems), file=sys.stderr)
    return 0


def cmd_sheets_import(args: argparse.Namespace) -> int:
    from burraco_tourney.io.interchange import InterchangeError
    from burraco_tourney.io.problem_texts import in_one_line
    from burraco_tourney.io.sheets_file import load_sheets_json, problem_line, read_sheets, table_numbers
    from burraco_tourney.services.errors import ServiceError, WarningsNotConfirmedError
    from burraco_tourney.services.sheets_import import import_sheets

    with user_errors(args.file):
        data = load_sheets_json(args.file)
    numbers = table_numbers(data)  # a line names a table by its number, not by its place in the list

    def refused(error: ServiceError | InterchangeError, hint: str) -> UserError:
        lines = [problem_line(problem, numbers, messages_language()) for problem in error.problems]
        return UserError(in_one_line([*lines, hint]), args.file)

    try:
        sheets = read_sheets(data)
    except InterchangeError as error:
        raise refused(error, say("cli.sheets_nothing_saved")) from error
    with database(args, existing=True) as db:
        tournament_id = tournament_id_of(db, args)
        try:
            with user_errors():  # the database's own refusals (locked, read-only, ...)
                done = import_sheets(
                    db,
                    tournament_id,
                    sheets,
                    confirm_warnings=args.confirm_warnings,
                    replace=args.replace,
                    reason=args.reason,
                )
        except UserError as error:
            if isinstance(error.what, WarningsNotConfirmedError):
                raise refused(error.what, say("cli.sheets_confirm_warnings")) from error
            if isinstance(error.what, ServiceError):
                raise refused(error.what, say("cli.sheets_nothing_saved")) from error
            raise
    for warning in done.warnings:
        line = problem_line(warning, numbers, messages_language())
        show(say("cli.sheets_warning_confirmed", warning=line), file=sys.stderr)
    if args.format == "json":  # the tables by number, for a script to follow the round
        tables = {"saved": done.saved, "replaced": done.replaced, "unchanged": done.unchanged}
        data = {"round": done.round, **{k: list(v) for k, v in tables.items()}, "waiting": list(done.waiting)}
        show(json.dumps(data, ensure_ascii=False))
    else:
        show(
            say(
                "cli.sheets_imported",
                round=done.round,
                saved=len(done.saved),
                replaced=len(done.replaced),
                unchanged=len(done.unchanged),
                waiting=len(done.waiting),
            )
        )
    if done.later_pairings:
        show(say("cli.sheets_later_pairings", rounds=list(done.later_pairings)), file=sys.stderr)
    if done.groups_formed_after is not None:
        note = say("group.formed_on_old_standings", after=done.groups_formed_after)
        show(note[:1].upper() + note[1:], file=sys.stderr)  # worded to follow a place; here alone
    return 0


# `sheets import --help`: the file, as INTERFACES.md describes the other files (docs/file-format.md has all).
SHEETS_FILE_HELP = """\
The file (docs/file-format.md "Score sheets of a round", docs/sheets.schema.json):
  {"round": 3,
   "tables": [{"table": 1, "deals": [<deal>, <deal>, <deal>]},
              {"table": 2, "ns": 4, "ew": 9, "totals": [1620, 360]}]}
  <deal> as in the tournament file: {"end": "closed", "ns": {...}, "ew": {...}}
  or {"end": "totals", "ns_total": 540, "ew_total": 120}.
  "ns"/"ew" (optional) are checked against the round's pairs at that table.
  "format": "burraco-tourney-sheets" and "version": 1 may be given.
A table already saved with the same sheet is left as it is; with a different
one it is refused, unless --replace --reason "..." (a correction, audited).
The round's other tables may wait for their sheets."""


def cmd_pairs_add(args: argparse.Namespace) -> int:
    """A pair registered as the window does: before round 1 (services.pairs.register_pair), or once the
    tournament has begun as a late entry that plays from the next round (late_entry)."""
    from burraco_tourney.domain.tournament import Player
    from burraco_tourney.services.pairs import late_entry, register_pair
    from burraco_tourney.services.tournaments import load_tournament

    clubs = [*args.club, *args.club] if len(args.club) == 1 else [*args.club, None, None]
    members = [*args.member_id, None, None]
    players = (
        Player(args.players[0], club=clubs[0], member_id=members[0]),
        Player(args.players[1], club=clubs[1], member_id=members[1]),
    )
    with database(args, existing=True) as db, user_errors():
        tournament_id = tournament_id_of(db, args)
        begun = bool(load_tournament(db, tournament_id).rounds)
        add = late_entry if begun else register_pair
        pair = add(db, tournament_id, players, group=args.group, number=args.number)
    names = " – ".join(player.name for player in pair.players)
    data = {"pair": pair.number, "players": [p.name for p in pair.players], "entry_round": pair.entry_round}
    text = say("cli.pair_added", pair=pair.number, players=names, round=pair.entry_round)
    show(json.dumps(data, ensure_ascii=False) if args.format == "json" else text)
    return 0


def cmd_pairs_withdraw(args: argparse.Namespace) -> int:
    """A pair that plays no more rounds after --after-round (default: the last made), as the window's
    withdraw does (services.pairs.withdraw_pair); its results so far stay."""
    from burraco_tourney.services.pairs import withdraw_pair
    from burraco_tourney.services.tournaments import load_tournament

    with database(args, existing=True) as db, user_errors():
        tournament_id = tournament_id_of(db, args)
        after = args.after_round
        if after is None:
            after = max((r.number for r in load_tournament(db, tournament_id).rounds), default=0)
        pair = withdraw_pair(db, tournament_id, args.pair, after, reason=args.reason or "")
    data = {"pair": pair.number, "withdrawn_after_round": after}
    text = say("cli.pair_withdrawn", pair=pair.number, round=after)
    show(json.dumps(data, ensure_ascii=False) if args.format == "json" else text)
    return 0


def _add_pairs(sub: Subcommands) -> None:
    from burraco_tourney.io.pairs_import import ACCEPTED_COLUMNS

    pairs_parser = command(
        sub, "pairs", needs_subcommand, "pairs: import them from a spreadsheet, add one, withdraw one"
    )
    pairs_sub = pairs_parser.add_subparsers(dest="pairs_command", parser_class=Parser)
    pairs_import = pairs_sub.add_parser(
        "import",
        help="register pairs from an .xlsx or .csv file (all or nothing)",
        description="Register pairs from a spreadsheet. Every row is checked first; if any has a problem, "
        "each is listed and no pair is registered.",
        epilog=ACCEPTED_COLUMNS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    pairs_import.set_defaults(handler=cmd_pairs_import)
    pairs_import.add_argument("file", help="the spreadsheet (.xlsx or .csv)")
    pairs_import.add_argument(
        "--skip-bad",
        action="store_true",
        help="register the rows without problems and list the others on stderr, instead of registering none",
    )
    add_format_option(pairs_import)
    add_data_options(pairs_import)
    _add_pair_changes(pairs_sub)


def _add_pair_changes(pairs_sub: Subcommands) -> None:
    add = pairs_sub.add_parser("add", help="register one pair (once begun: it plays from the next round)")
    add.set_defaults(handler=cmd_pairs_add)
    add.add_argument("players", nargs=2, metavar="PLAYER", help="the two players' names")
    add.add_argument(
        "--club", action="append", default=[], help="the players' club (once: both; twice: each)"
    )
    add.add_argument("--member-id", action="append", default=[], help="a player's card number (in order)")
    add.add_argument("--group", help="its group, once groups are formed")
    add.add_argument("--number", type=int, help="its number (default: the smallest free one)")
    add_format_option(add)
    add_data_options(add)
    withdraw = pairs_sub.add_parser("withdraw", help="a pair plays no round after --after-round")
    withdraw.set_defaults(handler=cmd_pairs_withdraw)
    withdraw.add_argument("pair", type=int, help="the pair's number")
    withdraw.add_argument(
        "--after-round", type=int, help="its last round (default: the last made; 0: before the first)"
    )
    withdraw.add_argument("--reason", help="why (kept in the tournament's history)")
    add_format_option(withdraw)
    add_data_options(withdraw)


def _add_sheets(sub: Subcommands) -> None:
    sheets_parser = command(
        sub, "sheets", needs_subcommand, "score sheets: import a round's sheets from a file"
    )
    sheets_sub = sheets_parser.add_subparsers(dest="sheets_command", parser_class=Parser)
    sheets_import = sheets_sub.add_parser(
        "import",
        help="save the score sheets of one round from a JSON file (all tables or none)",
        description="Save the score sheets of one round from a JSON file, with every check of a sheet\n"
        "saved in the window. Every table is checked; if any is refused, each problem is\n"
        "listed at its place in the file and no sheet is saved.",
        epilog=SHEETS_FILE_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sheets_import.set_defaults(handler=cmd_sheets_import)
    sheets_import.add_argument("file", help="the sheets file (.json)")
    sheets_import.add_argument(
        "--confirm-warnings",
        action="store_true",
        help="save although some values look unlikely (they are listed; without it nothing is saved)",
    )
    sheets_import.add_argument(
        "--replace",
        action="store_true",
        help="replace sheets already saved that differ (a correction, kept in the log; needs --reason)",
    )
    sheets_import.add_argument("--reason", help="why saved sheets are replaced (with --replace)")
    add_format_option(sheets_import)
    add_data_options(sheets_import)


# This group's commands, each adding its parser (and its subcommands') to the command line's.
_PARSERS: dict[str, Callable[[Subcommands], None]] = {
    "pairs": _add_pairs,
    "sheets": _add_sheets,
}


def add_parsers(sub: Subcommands, names: Sequence[str] = tuple(_PARSERS)) -> None:
    """Add this group's commands `names` (all unless told), in that order: parser.py puts every
    group's in --help's order."""
    for name in names:
        _PARSERS[name](sub)
