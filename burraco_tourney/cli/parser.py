"""The command line's parser: argparse in the messages' language, the groups' commands in --help's order."""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from types import ModuleType
from typing import TYPE_CHECKING, Any

from burraco_tourney.cli import printing, room, season, serve, sheets, teams, tournament
from burraco_tourney.cli.common import Parser
from burraco_tourney.cli.words import MESSAGE_LANGUAGES

if TYPE_CHECKING:
    from burraco_tourney.cli.common import Subcommands

# argparse's own words (usage errors, --help) in the messages' language: Python ships no catalogue for them.
_ARGPARSE_WORDS: dict[str, dict[str, str]] = {
    "it": {
        "usage: ": "uso: ",
        "%(prog)s: error: %(message)s\n": "%(prog)s: errore: %(message)s\n",
        "argument %(argument_name)s: %(message)s": "argomento %(argument_name)s: %(message)s",
        "invalid choice: %(value)r (choose from %(choices)s)": "scelta non valida: %(value)r (scegli fra "
        "%(choices)s)",
        "invalid %(type)s value: %(value)r": "valore %(type)s non valido: %(value)r",
        "the following arguments are required: %s": "mancano gli argomenti obbligatori: %s",
        "unrecognized arguments: %s": "argomenti non riconosciuti: %s",
        "expected one argument": "atteso un argomento",
        "expected at most one argument": "atteso al massimo un argomento",
        "expected at least one argument": "atteso almeno un argomento",
        "expected %s argument": "atteso %s argomento",
        "expected %s arguments": "attesi %s argomenti",
        "not allowed with argument %s": "non ammesso insieme all'argomento %s",
        "one of the arguments %s is required": "serve uno degli argomenti %s",
        "ambiguous option: %(option)s could match %(matches)s": "opzione ambigua: %(option)s può essere "
        "%(matches)s",
        "ignored explicit argument %r": "argomento esplicito ignorato: %r",
        "unknown parser %(parser_name)r (choices: %(choices)s)": "comando sconosciuto %(parser_name)r "
        "(scelte: %(choices)s)",
        "show this help message and exit": "mostra questo aiuto ed esce",
        "options": "opzioni",
        "positional arguments": "argomenti posizionali",
    },
    "de": {
        "usage: ": "Aufruf: ",
        "%(prog)s: error: %(message)s\n": "%(prog)s: Fehler: %(message)s\n",
        "argument %(argument_name)s: %(message)s": "Argument %(argument_name)s: %(message)s",
        "invalid choice: %(value)r (choose from %(choices)s)": "ungültige Auswahl: %(value)r (möglich sind "
        "%(choices)s)",
        "invalid %(type)s value: %(value)r": "ungültiger %(type)s-Wert: %(value)r",
        "the following arguments are required: %s": "folgende Argumente fehlen: %s",
        "unrecognized arguments: %s": "unbekannte Argumente: %s",
        "expected one argument": "ein Argument erwartet",
        "expected at most one argument": "höchstens ein Argument erwartet",
        "expected at least one argument": "mindestens ein Argument erwartet",
        "expected %s argument": "%s Argument erwartet",
        "expected %s arguments": "%s Argumente erwartet",
        "not allowed with argument %s": "nicht zusammen mit Argument %s erlaubt",
        "one of the arguments %s is required": "eines der Argumente %s ist erforderlich",
        "ambiguous option: %(option)s could match %(matches)s": "mehrdeutige Option: %(option)s passt zu "
        "%(matches)s",
        "ignored explicit argument %r": "explizites Argument ignoriert: %r",
        "unknown parser %(parser_name)r (choices: %(choices)s)": "unbekannter Befehl %(parser_name)r "
        "(möglich sind: %(choices)s)",
        "show this help message and exit": "diese Hilfe anzeigen und beenden",
        "options": "Optionen",
        "positional arguments": "Positionsargumente",
    },
}


def asked_language(arguments: Sequence[str]) -> str | None:
    """The first `--lang it|de|en` (or `--lang=it`) among the arguments, looked at before they are parsed:
    argparse says its usage errors and --help while parsing."""
    for index, argument in enumerate(arguments):
        value = None
        if argument == "--lang" and index + 1 < len(arguments):
            value = arguments[index + 1]
        elif argument.startswith("--lang="):
            value = argument.removeprefix("--lang=")
        if value in MESSAGE_LANGUAGES:
            return value
    return None


@contextmanager
def argparse_speaking(language: str) -> Iterator[None]:
    """argparse's words in `language` while the parser is built and parses (it looks `_` and `ngettext`
    up in its module at each message); as they were afterwards."""
    words = _ARGPARSE_WORDS.get(language)
    if words is None:
        yield
        return
    module: Any = argparse
    saved = module._, module.ngettext
    module._ = lambda text: words.get(text, text)
    module.ngettext = lambda one, many, n: words.get(one if n == 1 else many, one if n == 1 else many)
    try:
        yield
    finally:
        module._, module.ngettext = saved


# The commands in --help's order, each added by its group (a group's commands need not be neighbours there).
COMMANDS: tuple[tuple[ModuleType, tuple[str, ...]], ...] = (
    (tournament, ("gui", "demo", "import", "export-json", "standings")),
    (teams, ("teams", "prizes")),
    (printing, ("print", "export")),
    (serve, ("serve", "table-links")),
    (sheets, ("pairs", "sheets")),
    (room, ("tournament", "round", "adjust")),
    (teams, ("groups",)),
    (season, ("members", "circuit")),
    (tournament, ("self-test", "vp", "profiles")),
)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="burraco-tourney",
        description="Run Burraco pair tournaments: pairs, rounds, score sheets, VP, standings.",
    )
    parser.add_argument(
        "--lang",
        dest="messages_language",
        choices=MESSAGE_LANGUAGES,
        help="the language of messages and refusals (default: the environment's, LANG etc.; else English)",
    )
    sub = parser.add_subparsers(dest="command", parser_class=Parser)
    for group, names in COMMANDS:
        group.add_parsers(sub, names)
    add_language_options(sub)
    return parser


def add_language_options(sub: Subcommands) -> None:
    """`--lang` after any command too (`standings --lang it`): the language of its messages. `print` and
    `export` have their own (the printout's language), which also sets the messages' language."""
    for parser in sub.choices.values():
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                add_language_options(action)
        if "--lang" not in parser._option_string_actions:
            parser.add_argument(
                "--lang", choices=MESSAGE_LANGUAGES, help="the language of messages and refusals"
            )


def parse(arguments: list[str]) -> tuple[argparse.Namespace, argparse.ArgumentParser]:
    parser = build_parser()
    # `--lang it --db FILE`: the language first, then what opens the window
    first = 2 if arguments[:1] == ["--lang"] else int(bool(arguments) and arguments[0].startswith("--lang="))
    leading, arguments = arguments[:first], arguments[first:]
    if arguments[:1] == ["--db"] or (arguments[:1] and arguments[0].startswith("--db=")):
        arguments.insert(0, "gui")  # `burraco-tourney --db FILE` opens the window on FILE
    args = parser.parse_args(leading + arguments)
    if args.command is None:
        args = parser.parse_args([*leading, "gui"])
    return args, parser
