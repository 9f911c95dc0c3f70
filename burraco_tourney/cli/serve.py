"""Commands for the phones at the venue: the web pages, and each table's links for entering a sheet."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from burraco_tourney.cli.common import data_command, database, tournament_id_of
from burraco_tourney.cli.errors import UserError, user_errors
from burraco_tourney.cli.words import say, show

if TYPE_CHECKING:
    from burraco_tourney.cli.common import Subcommands


def cmd_serve(args: argparse.Namespace) -> int:
    """The web pages for phones on the venue network, until Ctrl+C (see web/)."""
    import threading

    from burraco_tourney.web.server import WebServer, WebServerError

    if not 0 <= args.port <= 65535:
        raise UserError(say("cli.bad_port", port=args.port))
    tournament_id = None
    if args.tournament is not None:
        with database(args, reading=True) as db:
            tournament_id = tournament_id_of(db, args)
    from burraco_tourney.paths import default_database_path

    server = WebServer(
        args.db or str(default_database_path()), host=args.host, port=args.port, tournament_id=tournament_id
    )
    try:
        server.start()
    except WebServerError as error:
        raise UserError(error) from error
    try:
        show(say("cli.serve_urls"), flush=True)
        for url in server.urls:
            show(f"  {url}", flush=True)
        show(say("cli.serve_stop"), flush=True)
        threading.Event().wait()
    except KeyboardInterrupt:
        pass  # the director stopped it: a quiet exit
    finally:
        server.stop()
    return 0


def cmd_table_links(args: argparse.Namespace) -> int:
    """Each table's and line's link and PIN for entering the sheet at the table (services.table_entry); with
    --close / --reopen the director closes or reopens the round's links first."""
    from burraco_tourney.services import table_entry

    with database(args) as db, user_errors():
        tournament_id = tournament_id_of(db, args)
        if args.close or args.reopen:
            table_entry.set_accepting(db, tournament_id, args.round, bool(args.reopen))
        links = table_entry.table_links(db, tournament_id, args.round)
        open_ = table_entry.accepting(db, tournament_id, args.round)
    base = (args.base_url or "").rstrip("/")
    if args.format == "json":
        rows = [
            {
                "round": link.round,
                "table": link.table,
                "line": link.line,
                "ns": link.ns,
                "ew": link.ew,
                "path": link.path,
                **({"url": base + link.path} if base else {}),
                "pin": link.pin,
            }
            for link in links
        ]
        show(
            json.dumps({"round": args.round, "accepting": open_, "links": rows}, ensure_ascii=False, indent=2)
        )
        return 0
    show(say("table_entry.cli_open" if open_ else "table_entry.cli_closed", round=args.round))
    show(say("table_entry.cli_heading"))
    for link in links:
        line = say(f"table_entry.cli_line_{link.line}")
        show(f"{link.table:>5}  {line:<4}  {link.pin}  {base + link.path}")
    return 0


def _add_serve(sub: Subcommands) -> None:
    serve = data_command(
        sub,
        "serve",
        cmd_serve,
        "serve the clock, seats and standings to phones on this network, until Ctrl+C",
    )
    serve.add_argument(
        "--host",
        default="0.0.0.0",
        help="the address to listen on (default 0.0.0.0: all this computer's networks; 127.0.0.1: here only)",
    )
    serve.add_argument("--port", type=int, default=8080, help="the port (default 8080)")


def _add_table_links(sub: Subcommands) -> None:
    table_links = data_command(
        sub,
        "table-links",
        cmd_table_links,
        "list each table's links (one per line, NS and EW) and PIN for entering the sheet from a phone",
    )
    table_links.add_argument("--round", type=int, required=True, help="the round")
    table_links.add_argument(
        "--format", choices=("text", "json"), default="text", help="text (default) or json"
    )
    table_links.add_argument(
        "--base-url", help="the address phones open (serve's), put in front of each link"
    )
    opening = table_links.add_mutually_exclusive_group()
    opening.add_argument("--close", action="store_true", help="first stop the round's links taking sheets")
    opening.add_argument(
        "--reopen",
        action="store_true",
        help="first let the round's links take sheets again (also after the next round)",
    )


# This group's commands, each adding its parser (and its subcommands') to the command line's.
_PARSERS: dict[str, Callable[[Subcommands], None]] = {
    "serve": _add_serve,
    "table-links": _add_table_links,
}


def add_parsers(sub: Subcommands, names: Sequence[str] = tuple(_PARSERS)) -> None:
    """Add this group's commands `names` (all unless told), in that order: parser.py puts every
    group's in --help's order."""
    for name in names:
        _PARSERS[name](sub)
