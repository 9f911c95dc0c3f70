"""Command line: a thin argparse front on the services (INTERFACES.md §1).

A package of command groups, each adding its own commands: tournament, teams (with groups and prizes),
printing, serve, sheets, season (members and circuits). parser.py builds the parser and puts their commands
in --help's order; words.py speaks the messages' language, errors.py turns what goes wrong into one line,
common.py holds what the groups share. A group never imports another (an import-linter contract)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from burraco_tourney.cli.errors import exit_cleanly_on_terminate, reader_went_away, run
from burraco_tourney.cli.parser import argparse_speaking, asked_language, parse
from burraco_tourney.cli.words import messages_language, say, set_messages_language


def main(argv: Sequence[str] | None = None) -> int:
    from burraco_tourney.io.problem_texts import language_from_environment

    arguments = list(sys.argv[1:] if argv is None else argv)
    set_messages_language(asked_language(arguments) or language_from_environment())
    with argparse_speaking(messages_language()):
        args, parser = parse(arguments)
        set_messages_language(args.messages_language or getattr(args, "lang", None) or messages_language())
        if args.command == "vp" and not args.list and (args.scale is None or args.diff is None):
            parser.error(say("cli.vp_needs_scale_and_diff"))
    with exit_cleanly_on_terminate():
        if getattr(args, "out", None) == STANDARD_OUTPUT:
            return _run_to_standard_output(args)
        return run(args)


# `--out -`: the file goes to standard output (`| lp`, `| ssh ...`), as the usual command line tools do.
STANDARD_OUTPUT = "-"


def _run_to_standard_output(args: argparse.Namespace) -> int:
    """Run a command whose `--out` is `-`: the file is made as any other (in a folder of its own, under the
    name "-", so that it is the same file) and goes to standard output only once it is whole; what the
    command says goes to stderr, the file named "-"."""
    import io
    import shutil
    import tempfile
    from contextlib import redirect_stderr, redirect_stdout

    with tempfile.TemporaryDirectory(prefix="burraco-tourney-") as folder:
        made = os.path.join(folder, STANDARD_OUTPUT)
        args.out = made
        said = io.StringIO()
        with redirect_stdout(said), redirect_stderr(said):
            status = run(args)
        sys.stderr.write(said.getvalue().replace(made, STANDARD_OUTPUT))
        if status != 0 or not os.path.isfile(made):
            return status
        try:
            with open(made, "rb") as file:
                shutil.copyfileobj(file, sys.stdout.buffer)
            sys.stdout.buffer.flush()
        except BrokenPipeError:
            return reader_went_away()
    return status
