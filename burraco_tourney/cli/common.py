"""What every command group shares: the parser class, the commands' common options, the database of
--db, the tournament asked for, and the values several groups read."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from burraco_tourney.cli.errors import UserError, user_errors
from burraco_tourney.cli.words import problem_words, say, show

if TYPE_CHECKING:
    from burraco_tourney.persistence.db import Database


class Parser(argparse.ArgumentParser):
    """The command line's parser and each command's: a usage error in the messages' language, status 2."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        # Through argparse's `_`, so that it speaks the messages' language (parser.argparse_speaking).
        words: Any = argparse
        self.exit(2, words._("%(prog)s: error: %(message)s\n") % {"prog": self.prog, "message": message})


if TYPE_CHECKING:
    Subcommands = argparse._SubParsersAction[Parser]  # a parser's commands, to which a group adds its own


@contextmanager
def database(
    args: argparse.Namespace, *, reading: bool = False, existing: bool = False
) -> Iterator[Database]:
    """The database of --db. A command that only reads (`reading`) never creates one, and does not take
    the write lock; nor does a command on a tournament already there (`existing`: a mistyped --db is said
    to be missing, not a new empty database without tournaments); a command that fails leaves no database
    it created behind (demo --pairs 0)."""
    from burraco_tourney.paths import default_database_path
    from burraco_tourney.persistence.db import open_database

    target = args.db or str(default_database_path())
    existed = "://" in target or Path(target).expanduser().exists()
    with user_errors():
        db = open_database(target, create=not (reading or existing), reading=reading)
    try:
        yield db
    except BaseException:
        db.close()
        if not existed and db.path is not None:
            for suffix in ("", "-wal", "-shm", "-journal"):
                Path(f"{db.path}{suffix}").unlink(missing_ok=True)
        raise
    else:
        db.close()


def tournament_id_of(db: Database, args: argparse.Namespace) -> int:
    from burraco_tourney.services.tournaments import find_tournament

    with user_errors():
        return find_tournament(db, args.tournament).id


def is_team_event(db: Database, tournament_id: int) -> bool:
    from burraco_tourney.services.teams import is_team_event as team_event

    with user_errors():
        return team_event(db, tournament_id)


def prize_plan(args: argparse.Namespace) -> Any:
    """The plan `--plan` names (a bundled plan or a JSON file), or None: the tournament's own."""
    from burraco_tourney.domain.prizes import PrizePlanError
    from burraco_tourney.services.prizes import resolve_plan

    if not getattr(args, "plan", None):
        return None
    try:
        return resolve_plan(args.plan)
    except PrizePlanError as error:  # each problem at its place in the plan file
        raise UserError(error, json_paths=True) from error


def whole_numbers(text: str) -> tuple[int, ...]:
    """`7,9,9` (spaces allowed) as whole numbers, else a refusal in the messages' language."""
    try:
        return tuple(int(part) for part in text.replace(" ", "").split(","))
    except ValueError:
        raise UserError(say("cli.groups_numbers", value=text)) from None


def csv_separator(given: str | None) -> str | None:
    """--separator: one character, or "tab"; None leaves the language's (`;` it/de, `,` en)."""
    if given is None:
        return None
    if given.lower() == "tab":
        return "\t"
    if len(given) != 1 or given in '"\r\n' or given.isalnum():
        raise UserError(say("cli.bad_separator", separator=repr(given)))
    return given


def needs_subcommand(args: argparse.Namespace) -> int:
    raise UserError(say("cli.needs_subcommand", command=args.command))


def add_format_option(parser: argparse.ArgumentParser) -> None:
    """`--format {text,json}`: text (the default) for a director, json for a script (show_json)."""
    parser.add_argument("--format", choices=("text", "json"), default="text")


def show_json(data: dict[str, Any]) -> None:
    """What a command says as `--format json` says it: one JSON object on one line of stdout."""
    show(json.dumps(data, ensure_ascii=False))


def problems_json(problems: Iterable[object]) -> list[dict[str, Any]]:
    """Warnings (or notes) as `--format json` gives them: each its `code` and its `text` in the messages'
    language."""
    return [{"code": getattr(problem, "code", None), "text": problem_words(problem)} for problem in problems]


def add_data_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", help="SQLite file or database URL (default: in your data folder)")
    parser.add_argument("--tournament", help="the tournament's id or name, when the database holds several")


def command(
    sub: Subcommands, name: str, handler: Callable[[argparse.Namespace], int], help_text: str
) -> argparse.ArgumentParser:
    """A command, run by `handler`, with `help_text` in the list of commands and atop its own --help."""
    p = sub.add_parser(name, help=help_text, description=help_text)
    p.set_defaults(handler=handler)
    return p


def data_command(
    sub: Subcommands, name: str, handler: Callable[[argparse.Namespace], int], help_text: str
) -> argparse.ArgumentParser:
    """A command on a tournament of the database: with --db and --tournament."""
    p = command(sub, name, handler, help_text)
    add_data_options(p)
    return p
