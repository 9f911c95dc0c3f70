"""Commands over a season: the member register and the circuits."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from burraco_tourney.cli.common import (
    Parser,
    add_format_option,
    command,
    csv_separator,
    data_command,
    database,
    needs_subcommand,
    tournament_id_of,
    whole_numbers,
)
from burraco_tourney.cli.errors import UserError, user_errors
from burraco_tourney.cli.words import date_words, field_word, messages_language, problem_words, say, show

if TYPE_CHECKING:
    from burraco_tourney.cli.common import Subcommands


def _member_words(member: Any) -> str:
    return f"{member.member_id or '—'} {member.surname} {member.name}".strip()


@contextmanager
def _member_file_errors() -> Iterator[None]:
    """A member list that cannot be read (a refusal of io, not of a service) is one line too."""
    from burraco_tourney.domain.problems import Refusal

    try:
        yield
    except UserError:
        raise
    except Refusal as error:
        raise UserError(error) from error


def cmd_members_import(args: argparse.Namespace) -> int:
    from burraco_tourney.services import members

    with database(args, existing=args.preview) as db, user_errors(), _member_file_errors():
        try:
            done = (members.preview_import if args.preview else members.import_members)(db, args.file)
        except members.MembersImportRefusedError as refused:
            # Every row's problem on its own line, then what it means: nothing was imported.
            for problem in refused.problems:
                show(problem_words(problem), file=sys.stderr)
            raise UserError(say("members_file.refused", count=len(refused.problems))) from refused
    if args.preview and done.problems:
        for problem in done.problems:
            show(problem_words(problem), file=sys.stderr)
    for _, member in done.new:
        show(say("cli.members_new", member=_member_words(member)))
    for change in done.changed:
        fields = ", ".join(field_word(field) for field in change.fields)
        show(say("cli.members_changed", member=_member_words(change.new), fields=fields))
    counts = {"file": args.file, "new": len(done.new), "changed": len(done.changed)}
    if args.preview:
        show(say("cli.members_preview", unchanged=len(done.unchanged), **counts))
    else:
        show(say("cli.members_imported", unchanged=len(done.unchanged), renamed=done.renamed, **counts))
    return 1 if args.preview and done.problems else 0


def cmd_members_list(args: argparse.Namespace) -> int:
    from burraco_tourney.services import members

    with database(args, reading=True) as db, user_errors():
        register = members.list_members(db)
    if args.format == "json":
        show(json.dumps([members.member_json(m) for m in register], ensure_ascii=False, indent=2))
        return 0
    titles = say("cli.members_columns").split("|")
    rows = [
        [
            m.member_id or "—",
            m.surname,
            m.name,
            m.club or "",
            m.card_type.value.capitalize() if m.card_type else "",
            date_words(m.valid_until),
        ]
        for m in register
    ]
    widths = [max([len(titles[i]), *(len(row[i]) for row in rows)]) for i in range(len(titles))]
    for row in [titles, *rows]:
        show("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip())
    show(say("cli.members_count", count=len(register)))
    return 0


def cmd_members_export(args: argparse.Namespace) -> int:
    from burraco_tourney.services import members

    if Path(args.out).suffix.casefold() not in (".xlsx", ".csv"):
        raise UserError(say("cli.members_export_format", file=args.out))
    with database(args, reading=True) as db, user_errors():
        count = members.export_members(db, args.out, language=messages_language())
    show(say("cli.members_exported", count=count, file=args.out))
    return 0


def cmd_members_check(args: argparse.Namespace) -> int:
    from burraco_tourney.io.members_report import check_lines, warning_json
    from burraco_tourney.services import members

    with database(args, reading=True) as db, user_errors():
        check = members.check_membership(db, tournament_id_of(db, args))
    if args.format == "json":
        data = {
            "tournament": check.tournament,
            "day": check.day.isoformat(),
            "level": check.level.value,
            # Every warning has the same keys (null where it names no pair, player or card).
            "warnings": [warning_json(w, messages_language()) for w in check.warnings],
        }
        show(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    show("\n".join(check_lines(check, messages_language())))
    return 0


def _circuit_language(args: argparse.Namespace) -> str:
    """A circuit printout's language: --lang, else the command line's."""
    return getattr(args, "lang", None) or messages_language()


def _circuit_rule_words(rule: Any) -> tuple[str, str]:
    from burraco_tourney.domain.circuits import points_text

    if rule.best is None:
        best = say("cli.circuit_all")
    else:
        best = say("cli.circuit_best_one") if rule.best == 1 else say("cli.circuit_best", best=rule.best)
    return points_text(rule), best


def cmd_circuit_create(args: argparse.Namespace) -> int:
    from burraco_tourney.domain import circuits
    from burraco_tourney.services.circuits import create_circuit

    try:
        kind, positions = circuits.parse_points(args.points)
        final_points = whole_numbers(args.final_points) if args.final_points else ()
        tied, chain = circuits.TiedPlaces(args.tied), circuits.parse_tie_breaks(args.tie_breaks)
        rule = circuits.CircuitRule(kind, positions, args.best, args.final_weight, final_points, tied, chain)
    except circuits.CircuitError as error:
        raise UserError(error) from error
    with database(args) as db, user_errors():
        made = create_circuit(db, args.name, rule)
    points, best = _circuit_rule_words(made.rule)
    show(say("cli.circuit_created", name=made.name, points=points, best=best))
    return 0


def cmd_circuit_add(args: argparse.Namespace) -> int:
    from burraco_tourney.services.circuits import add_to_circuit

    with database(args) as db, user_errors():
        tournament = tournament_id_of(db, args)
        info = add_to_circuit(db, args.circuit, tournament, weight=2 if args.double else 1, final=args.final)
    name = next(name for evening, name, _ in info.evenings if evening.tournament_id == tournament)
    how = "cli.circuit_final" if args.final else "cli.circuit_double" if args.double else "cli.circuit_single"
    show(say("cli.circuit_added", tournament=tournament, name=name, circuit=info.name, how=say(how)))
    return 0


def cmd_circuit_remove(args: argparse.Namespace) -> int:
    from burraco_tourney.services.circuits import remove_from_circuit

    with database(args) as db, user_errors():
        remove_from_circuit(db, args.circuit, tournament_id_of(db, args))
    return 0


def cmd_circuit_list(args: argparse.Namespace) -> int:
    from burraco_tourney.services.circuits import list_circuits

    with database(args, reading=True) as db, user_errors():
        circuits = list_circuits(db)
    if args.format == "json":
        from burraco_tourney.domain.circuits import points_text

        data = [
            {
                "circuit": info.name,
                "points": points_text(info.rule),
                "best": info.rule.best,
                "evenings": [
                    {"tournament": e.tournament_id, "name": n, "weight": e.weight, "final": e.final}
                    for e, n, _ in info.evenings
                ],
            }
            for info in circuits
        ]
        show(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    if not circuits:
        show(say("cli.circuit_list_empty"))
    for info in circuits:
        points, best = _circuit_rule_words(info.rule)
        show(say("cli.circuit_line", name=info.name, evenings=len(info.evenings), points=points, best=best))
    return 0


def _circuit_standings(args: argparse.Namespace) -> Any:
    from burraco_tourney.services.circuits import take_circuit_standings

    with database(args, reading=True) as db, user_errors():
        return take_circuit_standings(db, args.circuit, by=args.by)


def cmd_circuit_standings(args: argparse.Namespace) -> int:
    from decimal import Decimal

    from burraco_tourney.domain.circuits import circuit_standings_to_json
    from burraco_tourney.domain.vp import format_vp
    from burraco_tourney.io.circuit_export import circuit_rows, evenings_legend, rule_text, standings_title
    from burraco_tourney.io.texts import texts_for

    standings = _circuit_standings(args)
    if args.format == "json":
        show(json.dumps(circuit_standings_to_json(standings), ensure_ascii=False, indent=2))
        return 0
    words = texts_for(messages_language())
    show(f"{standings.name} – {standings_title(standings, words)}")
    show(rule_text(standings.rule, words, final=standings.has_final))
    for evening in evenings_legend(standings, words):
        show(f"  {evening}")
    header, rows = circuit_rows(standings, words)
    shown = [[words.number(format_vp(v)) if isinstance(v, Decimal) else str(v) for v in row] for row in rows]
    widths = [max(len(cell) for cell in column) for column in zip(header, *shown, strict=True)]
    for printed in (header, *shown):
        cells = [
            cell.ljust(width) if index in (1, 2) else cell.rjust(width)
            for index, (cell, width) in enumerate(zip(printed, widths, strict=True))
        ]
        show("  ".join(cells).rstrip())
    return 0


def cmd_circuit_print(args: argparse.Namespace) -> int:
    from burraco_tourney.io.pdf.circuit import write_circuit_standings

    standings = _circuit_standings(args)
    with user_errors(args.out):
        write_circuit_standings(standings, args.out, language=_circuit_language(args))
    show(say("cli.wrote", file=args.out))
    return 0


def cmd_circuit_export(args: argparse.Namespace) -> int:
    from burraco_tourney.io.circuit_export import write_circuit_csv, write_circuit_xlsx

    standings = _circuit_standings(args)
    language = _circuit_language(args)
    with user_errors(args.out):
        if Path(args.out).suffix.lower() == ".xlsx":
            write_circuit_xlsx(standings, args.out, language=language)
        else:
            write_circuit_csv(standings, args.out, language=language, delimiter=csv_separator(args.separator))
    show(say("cli.wrote", file=args.out))
    return 0


def _add_members(sub: Subcommands) -> None:
    members_parser = command(
        sub, "members", needs_subcommand, "the member register: import, list, export, check"
    )
    members_sub = members_parser.add_subparsers(dest="members_command", parser_class=Parser)
    members_import = data_command(
        members_sub,
        "import",
        cmd_members_import,
        "import a member list (XLSX or CSV), updating members by member number; all rows or none",
    )
    members_import.add_argument(
        "file",
        help="columns (English or Italian): member_id/tessera, surname/cognome, name/nome, "
        "club/associazione, region/regione, province/provincia, card_type/tipo_tessera, "
        "valid_until/scadenza, category/categoria",
    )
    members_import.add_argument(
        "--preview", action="store_true", help="say what would be new or changed, without saving anything"
    )
    members_list = data_command(members_sub, "list", cmd_members_list, "print the member register")
    add_format_option(members_list)
    members_export = data_command(members_sub, "export", cmd_members_export, "write the member register")
    members_export.add_argument("--out", required=True, help="the file to write: .xlsx or .csv")
    members_check = data_command(
        members_sub,
        "check",
        cmd_members_check,
        "the membership check of a tournament: expired cards, card types the event's level does not allow, "
        "non-members without a guarantor, a member in two pairs (warnings)",
    )
    add_format_option(members_check)


def _add_circuit(sub: Subcommands) -> None:
    from burraco_tourney.domain.tournament import PRINT_LANGUAGES

    circuit_parser = command(
        sub, "circuit", needs_subcommand, "circuits: season standings over several tournaments"
    )
    circuit_sub = circuit_parser.add_subparsers(dest="circuit_command", parser_class=Parser)

    def circuit_command(
        name: str, handler: Callable[[argparse.Namespace], int], help_text: str, *, named: bool = True
    ) -> argparse.ArgumentParser:
        p = command(circuit_sub, name, handler, help_text)
        p.add_argument("--db", help="SQLite file or database URL (default: in your data folder)")
        if named:
            p.add_argument("--circuit", required=True, help="the circuit's name")
        return p

    circuit_create = circuit_command(
        "create", cmd_circuit_create, "create a circuit with its rule", named=False
    )
    circuit_create.add_argument("--name", required=True, help="the circuit's name (unique)")
    circuit_create.add_argument(
        "--points",
        default="vp",
        help="an evening's points: vp (its VP, the default) or positions:25,20,16,... (by position)",
    )
    circuit_create.add_argument("--best", type=int, help="only the best N evenings count (default: all)")
    circuit_create.add_argument(
        "--final-weight", type=int, default=2, help="the final's points count this many times (default 2)"
    )
    circuit_create.add_argument(
        "--final-points", help="the final's own position table instead: 50,40,30,... (overrides the weight)"
    )
    tied = "pairs sharing a place split its points (default) or each keep them"
    circuit_create.add_argument("--tied", choices=("split", "full"), default="split", help=tied)
    circuit_create.add_argument(
        "--tie-breaks",
        default="default",
        help="ties in the circuit's points: default (counted,best,played), club "
        "(head_to_head,mp_diff,vp,lots), or those steps in any order",
    )
    circuit_add = circuit_command("add", cmd_circuit_add, "put a tournament in a circuit")
    circuit_add.add_argument("--tournament", required=True, help="the tournament's id or name")
    weight = circuit_add.add_mutually_exclusive_group()
    weight.add_argument("--double", action="store_true", help="the evening counts double")
    weight.add_argument("--final", action="store_true", help="the circuit's final (always counts)")
    circuit_remove = circuit_command("remove", cmd_circuit_remove, "take a tournament out of a circuit")
    circuit_remove.add_argument("--tournament", required=True, help="the tournament's id or name")
    circuit_list = circuit_command("list", cmd_circuit_list, "list the circuits", named=False)
    add_format_option(circuit_list)
    for name, handler, help_text in (
        ("standings", cmd_circuit_standings, "print the circuit standings"),
        ("print", cmd_circuit_print, "print the circuit standings as a PDF"),
        ("export", cmd_circuit_export, "export the circuit standings (.csv or .xlsx)"),
    ):
        circuit_part = circuit_command(name, handler, help_text)
        circuit_part.add_argument(
            "--by", choices=("pair", "player"), default="pair", help="by pair (default) or by player"
        )
        if name == "standings":
            add_format_option(circuit_part)
        else:
            circuit_part.add_argument("--out", required=True, help="the file to write")
            circuit_part.add_argument(
                "--lang", choices=PRINT_LANGUAGES, help="the file's language (default: the messages')"
            )
        if name == "export":
            circuit_part.add_argument(
                "--separator", help="CSV: the separator (one character, or tab); default ; in it/de, , in en"
            )


# This group's commands, each adding its parser (and its subcommands') to the command line's.
_PARSERS: dict[str, Callable[[Subcommands], None]] = {
    "members": _add_members,
    "circuit": _add_circuit,
}


def add_parsers(sub: Subcommands, names: Sequence[str] = tuple(_PARSERS)) -> None:
    """Add this group's commands `names` (all unless told), in that order: parser.py puts every
    group's in --help's order."""
    for name in names:
        _PARSERS[name](sub)
