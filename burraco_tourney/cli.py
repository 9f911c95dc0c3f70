"""Command line: a thin argparse front on the services (INTERFACES.md §1)."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from burraco_tourney.persistence.db import Database

# The language of what the command line says (refusals, its own messages): `--lang`, else the environment's
# (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), English when unknown. Set by main().
_language = "en"


def _say(code: str, **params: Any) -> str:
    """One of the command line's own messages (io/problem_texts/services.py, `cli.*`), in its language."""
    from burraco_tourney.domain.problems import Problem
    from burraco_tourney.io.problem_texts import describe

    return describe(Problem.of(code, **params), _language)


# What a terminal would act on instead of showing: C0 controls but tab and line feed (ESC starts the ANSI
# sequences that recolour, move the cursor or retitle the window; BEL rings), DEL, C1 controls (0x9b is a
# one-byte ESC [), the line and paragraph separators and the bidirectional controls (U+202E turns the rest
# of a line around, so "Rossi" can be made to read as another name).
_TERMINAL_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")


def terminal_safe(text: str) -> str:
    """`text` with every character a terminal would act on written as \\uXXXX, for the screen only (the
    stored data and the files written keep them as they are). In JSON output the escape is the same string,
    so `--format json` stays valid JSON of the same values."""
    return _TERMINAL_UNSAFE.sub(lambda found: f"\\u{ord(found[0]):04x}", text)


def _print(*values: object, **options: Any) -> None:
    """print(), through `terminal_safe`: everything the command line shows passes here, names from the
    database, a file or the command line included."""
    print(*(terminal_safe(str(value)) for value in values), **options)


def _words(error: BaseException, json_paths: bool = False) -> str:
    """An error's words in the command line's language: each problem of a refusal, on one line; with
    `json_paths`, each followed by where it is in the tournament file (`rounds[0].tables[3].deals[1]`), for
    whoever mends the file."""
    from burraco_tourney.domain.problems import Refusal
    from burraco_tourney.io.problem_texts import describe

    if isinstance(error, Refusal):
        return "; ".join(
            describe(problem, _language) + (f" ({problem.json_path})" if json_paths and problem.path else "")
            for problem in error.problems
        )
    return str(error)


def _problem_words(problem: object) -> str:
    """A problem (or a text not yet coded) in the command line's language."""
    from burraco_tourney.domain.problems import Problem
    from burraco_tourney.io.problem_texts import describe

    return describe(problem, _language) if isinstance(problem, Problem) else str(problem)


class UserError(Exception):
    """Something the user can fix: printed as one line on stderr, exit status 1.

    Made from the command line's own words (`_say`), or from a refusal (worded in the user's language when
    shown), with `where` (a file) in front."""

    def __init__(
        self, what: str | BaseException, where: str | None = None, *, json_paths: bool = False
    ) -> None:
        super().__init__(what)
        self.what = what
        self.where = where
        self.json_paths = json_paths

    def __str__(self) -> str:
        said = _words(self.what, self.json_paths) if isinstance(self.what, BaseException) else self.what
        return f"{self.where}: {said}" if self.where else said


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        # Through argparse's `_`, so that it speaks the messages' language (_argparse_speaking).
        words: Any = argparse
        self.exit(2, words._("%(prog)s: error: %(message)s\n") % {"prog": self.prog, "message": message})


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


def _asked_language(arguments: Sequence[str]) -> str | None:
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
def _argparse_speaking(language: str) -> Iterator[None]:
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


@contextmanager
def _user_errors(where: str | None = None, *, json_paths: bool = False) -> Iterator[None]:
    """Turn the errors a user can cause (bad files, refused actions, an unusable database) into one line
    (`json_paths`: a tournament file's problems name their place in it too)."""
    from burraco_tourney.domain.vp import ScaleError
    from burraco_tourney.io.interchange import InterchangeError
    from burraco_tourney.io.output import ExportError
    from burraco_tourney.persistence.db import DatabaseError
    from burraco_tourney.services.errors import ServiceError

    try:
        yield
    except ExportError as error:  # names its file already
        raise UserError(error) from error
    except (ServiceError, DatabaseError, InterchangeError, ScaleError) as error:
        raise UserError(error, where, json_paths=json_paths) from error
    except BrokenPipeError:
        raise
    except OSError as error:
        raise UserError(_os_reason(error), error.filename or where) from error


def _os_reason(error: OSError) -> str:
    import errno

    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return _say("cli.disk_full")
    if error.errno in (errno.ENOENT, errno.ENOTDIR):
        return _say("cli.no_such_file")
    if error.errno == errno.EISDIR:
        return _say("cli.is_a_folder")
    if error.errno in (errno.EACCES, errno.EPERM):
        return _say("cli.permission_denied")
    return error.strerror or str(error)


@contextmanager
def _database(
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
    with _user_errors():
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


def _tournament_id(db: Database, args: argparse.Namespace) -> int:
    from burraco_tourney.services.tournaments import find_tournament

    with _user_errors():
        return find_tournament(db, args.tournament).id


def cmd_demo(args: argparse.Namespace) -> int:
    from burraco_tourney.services.demo import create_demo

    if args.teams is not None:
        return _team_demo(args)
    with _database(args) as db, _user_errors():
        name = _say("cli.demo_name", pairs=args.pairs, rounds=args.rounds, seed=args.seed)
        made = create_demo(db, args.pairs, args.rounds, args.seed, name=name, language=_language)
    _print(_say("cli.created", id=made.id, name=made.name))
    return 0


def _team_demo(args: argparse.Namespace) -> int:
    """`demo --teams N`: a team event of N teams of 2 pairs, `--rounds` of them played (issue 22)."""
    from burraco_tourney.services.teams import create_team_demo

    with _database(args) as db, _user_errors():
        name = _say("cli.team_demo_name", teams=args.teams, rounds=args.rounds, seed=args.seed)
        made = create_team_demo(db, args.teams, args.rounds, args.seed, name=name, language=_language)
    _print(
        _say(
            "cli.team_created",
            id=made.id,
            name=made.name,
            teams=args.teams,
            pairs=made.pairs,
            rounds=made.rounds,
        )
    )
    return 0


def _team_standings(db: Database, tournament_id: int, args: argparse.Namespace) -> int:
    """`standings` of a team event: the team standings (text, or JSON rows per team and every match)."""
    from burraco_tourney.domain.teams import team_standings_to_json
    from burraco_tourney.domain.vp import format_vp
    from burraco_tourney.services.teams import list_teams, team_event_standings

    with _user_errors():
        standings = team_event_standings(db, tournament_id, args.after_round)
        teams = list_teams(db, tournament_id)
    if args.format == "json":
        _print(json.dumps(team_standings_to_json(standings, teams), ensure_ascii=False, indent=2))
        return 0
    _print(_say("cli.team_standings_title", round=standings.after_round))
    columns = "{:>4}  {:>10}  {:<32} {:>7} {:>8} {:>7} {:>8} {:>7}"
    _print(columns.format(*_say("cli.team_standings_columns").split("|")))
    for row in standings.rows:
        _print(
            columns.format(
                row.rank, row.team, row.name, format_vp(row.vp), row.mp_diff, row.mp, row.played, row.byes
            )
        )
    return 0


def cmd_teams_add(args: argparse.Namespace) -> int:
    """`teams add --name N --pairs 1,2 [--captain C]`: register a team of registered pairs."""
    from burraco_tourney.services.teams import register_team

    with _database(args, existing=True) as db, _user_errors():
        team = register_team(
            db,
            _tournament_id(db, args),
            args.name,
            _numbers(args.pairs),
            args.captain or "",
            group=args.group,
        )
    _print(_say("cli.team_registered", team=team.number, name=team.name, captain=team.captain))
    return 0


def cmd_teams_scale(args: argparse.Namespace) -> int:
    """`teams scale NAME|FILE`: the team event's team VP scale (e.g. the official Art. 17 table as JSON)."""
    from burraco_tourney.services.scales import resolve_scale
    from burraco_tourney.services.teams import set_team_scale

    with _user_errors(args.scale):
        scale = resolve_scale(args.scale)
    with _database(args, existing=True) as db, _user_errors():
        set_team_scale(db, _tournament_id(db, args), scale)
    _print(_say("cli.team_scale_set", scale=scale.name))
    return 0


def cmd_teams_list(args: argparse.Namespace) -> int:
    """`teams list`: each team's number, name, captain and pairs (with their players)."""
    from burraco_tourney.services.tournaments import load_tournament

    with _database(args, reading=True) as db, _user_errors():
        tournament = load_tournament(db, _tournament_id(db, args))
    players = {pair.number: [player.name for player in pair.players] for pair in tournament.pairs}
    if args.format == "json":
        data = [
            {
                "team": team.number,
                "name": team.name,
                "captain": team.captain,
                "group": team.group,
                "pairs": [{"pair": pair, "players": players.get(pair, [])} for pair in team.pairs],
            }
            for team in tournament.teams
        ]
        _print(json.dumps({"teams": data}, ensure_ascii=False, indent=2))
        return 0
    if not tournament.teams:
        _print(_say("cli.no_teams"))
        return 0
    columns = "{:>4}  {:<28} {:<28} {}"
    _print(columns.format(*_say("cli.teams_columns").split("|")))
    for team in tournament.teams:
        pairs = "; ".join(f"{pair}: {' – '.join(players.get(pair, []))}" for pair in team.pairs)
        _print(columns.format(team.number, team.name, team.captain, pairs))
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    from burraco_tourney.io.interchange import load_tournament_file
    from burraco_tourney.services.tournaments import import_tournament

    with _user_errors(args.file, json_paths=True):
        tournament = load_tournament_file(args.file)
    with _database(args) as db, _user_errors(args.file, json_paths=True):
        made = import_tournament(db, tournament)
    _print(_say("cli.imported", id=made.id, name=made.name, pairs=made.pairs, rounds=made.rounds))
    return 0


def cmd_export_json(args: argparse.Namespace) -> int:
    from burraco_tourney.io.interchange import save_tournament_file
    from burraco_tourney.services.tournaments import export_tournament

    with _database(args, reading=True) as db, _user_errors():
        tournament = export_tournament(db, _tournament_id(db, args))
    with _user_errors(args.out):
        save_tournament_file(tournament, args.out)
    return 0


def cmd_standings(args: argparse.Namespace) -> int:
    from burraco_tourney.domain.standings import standings_to_json
    from burraco_tourney.domain.tournament import TieBreak
    from burraco_tourney.domain.vp import format_vp
    from burraco_tourney.io.names import tie_break_short
    from burraco_tourney.io.texts import texts_for
    from burraco_tourney.services.groups import rows_of_group
    from burraco_tourney.services.standings import take_standings

    with _database(args, reading=True) as db, _user_errors():
        tournament_id = _tournament_id(db, args)
        if not args.by_pair and _is_team_event(db, tournament_id):
            return _team_standings(db, tournament_id, args)
        standings = take_standings(db, tournament_id, args.after_round)
        # --group A: that group's rows only, ranked inside the group (each row keeps its overall rank).
        rows = rows_of_group(standings, args.group) if args.group else standings.rows
    if args.format == "json":
        data = standings_to_json(standings)
        if args.group:
            wanted = {row.pair for row in rows}
            by_pair = {entry["pair"]: entry for entry in data["standings"]}
            data = {**data, "group": args.group, "standings": [by_pair[n] for n in by_pair if n in wanted]}
            data["standings"].sort(key=lambda entry: entry["group_rank"])
        _print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    words = texts_for(_language)
    tie_breaks = ", ".join(tie_break_short(words, TieBreak(criterion)) for criterion in standings.tie_breaks)
    if args.group:
        _print(
            _say(
                "cli.group_standings_title",
                group=args.group,
                round=standings.after_round,
                tie_breaks=tie_breaks,
            )
        )
    else:
        _print(_say("cli.standings_title", round=standings.after_round, tie_breaks=tie_breaks))
    columns = "{:>4}  {:>4}  {:<44} {:>7} {:>8} {:>7} {:>6} {:>4}"
    _print(columns.format(*_say("cli.standings_columns").split("|")))
    for row in rows:
        players = " – ".join(row.players)
        rank = row.group_rank if args.group else row.rank
        _print(
            columns.format(
                rank, row.pair, players, format_vp(row.vp), row.mp_diff, row.mp, row.rounds, row.byes
            )
        )
    checks = standings.checks
    _print(
        _say(
            "cli.standings_checks",
            vp=format_vp(checks.vp_total),
            expected=format_vp(checks.vp_expected),
            diff=checks.mp_diff_total,
        )
    )
    return 0


def _is_team_event(db: Database, tournament_id: int) -> bool:
    from burraco_tourney.services.teams import is_team_event

    with _user_errors():
        return is_team_event(db, tournament_id)


def _prize_plan(args: argparse.Namespace) -> Any:
    """The plan `--plan` names (a bundled plan or a JSON file), or None: the tournament's own."""
    from burraco_tourney.domain.prizes import PrizePlanError
    from burraco_tourney.services.prizes import resolve_plan

    if not getattr(args, "plan", None):
        return None
    try:
        return resolve_plan(args.plan)
    except PrizePlanError as error:  # each problem at its place in the plan file
        raise UserError(error, json_paths=True) from error


def cmd_prizes(args: argparse.Namespace) -> int:
    from burraco_tourney.domain.prizes import PrizePlanError, plan_to_text
    from burraco_tourney.io.prize_texts import award_rule, award_title, note_text, prizes_text
    from burraco_tourney.services.prizes import choose_plan, plan_in_use, prizes_to_json, take_prizes

    plan = _prize_plan(args)
    if args.keep and plan is None:
        raise UserError(_say("cli.prizes_keep_needs_plan"))
    with _database(args, reading=not args.keep) as db, _user_errors():
        tournament_id = _tournament_id(db, args)
        try:
            if args.keep:  # the tournament keeps a copy of that plan from now on
                choose_plan(db, tournament_id, plan)
            if args.show_plan:
                shown = plan or plan_in_use(db, tournament_id)
            else:
                prizes = take_prizes(db, tournament_id, plan=plan, after_round=args.after_round)
        except PrizePlanError as error:  # the tournament's stored copy cannot be read
            raise UserError(error) from error
    if args.show_plan:  # the plan as a JSON plan file: to edit and give back with --plan
        _print(plan_to_text(shown), end="")
        return 0
    if args.format == "json":
        data = prizes_to_json(prizes)
        # The words too, in the messages' language: what a director reads off the JSON.
        for section, group in zip(prizes.sections, data["groups"], strict=True):
            for award, entry in zip(section.awards, group["awards"], strict=True):
                entry["title"] = award_title(award, prizes.plan, _language)
                entry["rule_text"] = award_rule(award, section, prizes.plan, _language)
        for problem, entry in zip(prizes.warnings, data["warnings"], strict=True):
            entry["text"] = note_text(problem, prizes.plan, _language)
        _print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    _print(prizes_text(prizes, _language), end="")
    return 0


def _prizes_for_print(tournament: Any, args: argparse.Namespace) -> Any:
    """The prizes `print prizes` shows: by `--plan`, else the tournament's plan, else the bundled one."""
    from burraco_tourney.io.pdf.document import check_after_round
    from burraco_tourney.services.prizes import prizes_of

    plan = _prize_plan(args)
    after_round = check_after_round(tournament, args.round)
    with _user_errors():
        return prizes_of(tournament, plan, after_round)


def cmd_round_next(args: argparse.Namespace) -> int:
    from burraco_tourney.domain.movements import DrawOptions, FirstRoundSeating
    from burraco_tourney.domain.tournament import Movement
    from burraco_tourney.services.pairing import make_next_round

    movement = Movement(args.movement) if args.movement else None
    options = DrawOptions(
        modified_danish=not args.plain_danish,
        grouped=args.by_group,
        seating=FirstRoundSeating(args.seating),
        seed=args.seed,
    )
    with _database(args, existing=True) as db, _user_errors():
        tournament_id = _tournament_id(db, args)
        if _is_team_event(db, tournament_id):
            from burraco_tourney.services.teams import next_team_round

            # A team event draws teams (round robin, Danish, Swiss) and seats each match at its tables.
            made = next_team_round(db, tournament_id, movement)
        else:
            made = make_next_round(db, tournament_id, movement, options=options)
    data = made.to_json()
    if made.notes:
        data["notes"] = [_problem_words(note) for note in made.notes]
    _print(json.dumps(data, ensure_ascii=False))
    return 0


def _groups_rule(args: argparse.Namespace) -> Any:
    from burraco_tourney.domain.groups import GroupsMethod, GroupsRule

    for method, given in (
        (GroupsMethod.SIZES, args.sizes),
        (GroupsMethod.COUNT, args.count),
        (GroupsMethod.PROPORTIONS, args.proportions),
    ):
        if given is not None:
            return GroupsRule(method, _numbers(given))
    raise AssertionError("argparse requires one of them")


def _numbers(text: str) -> tuple[int, ...]:
    """`7,9,9` (spaces allowed) as whole numbers, else a refusal in the messages' language."""
    try:
        return tuple(int(part) for part in text.replace(" ", "").split(","))
    except ValueError:
        raise UserError(_say("cli.groups_numbers", value=text)) from None


def _print_groups(preview: Any) -> None:
    data = preview.to_json()
    data["notes"] = [_problem_words(note) for note in preview.notes]
    _print(json.dumps(data, ensure_ascii=False, indent=2))


def cmd_groups_form(args: argparse.Namespace) -> int:
    from burraco_tourney.services import groups

    rule = _groups_rule(args)
    with _database(args, reading=args.preview) as db, _user_errors():
        tournament_id = _tournament_id(db, args)
        if args.preview:
            preview = groups.preview_groups(db, tournament_id, rule, after_round=args.after_round)
        else:
            preview = groups.form_groups(db, tournament_id, rule, after_round=args.after_round)
    _print_groups(preview)
    return 0


def cmd_groups_show(args: argparse.Namespace) -> int:
    from burraco_tourney.domain.groups import formation_notes
    from burraco_tourney.services import groups

    with _database(args, reading=True) as db, _user_errors():
        formation = groups.groups_of(db, _tournament_id(db, args))
    if formation is None:
        raise UserError(_say("group.none_formed"))
    _print_groups(groups.GroupsPreview(formation, tuple(formation_notes(formation))))
    return 0


def cmd_groups_clear(args: argparse.Namespace) -> int:
    from burraco_tourney.services import groups

    with _database(args, existing=True) as db, _user_errors():
        groups.clear_groups(db, _tournament_id(db, args))
    _print(_say("cli.groups_cleared"))
    return 0


def cmd_groups_undo(args: argparse.Namespace) -> int:
    from burraco_tourney.services import groups

    with _database(args, existing=True) as db, _user_errors():
        before = groups.undo_groups(db, _tournament_id(db, args))
    _print(
        _say("cli.groups_undone")
        if before is None
        else _say("cli.groups_undone_to", after=before.after_round)
    )
    return 0


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

    with _database(args, existing=args.preview) as db, _user_errors(), _member_file_errors():
        try:
            done = (members.preview_import if args.preview else members.import_members)(db, args.file)
        except members.MembersImportRefusedError as refused:
            # Every row's problem on its own line, then what it means: nothing was imported.
            for problem in refused.problems:
                _print(_problem_words(problem), file=sys.stderr)
            raise UserError(_say("members_file.refused", count=len(refused.problems))) from refused
    if args.preview and done.problems:
        for problem in done.problems:
            _print(_problem_words(problem), file=sys.stderr)
    for _, member in done.new:
        _print(_say("cli.members_new", member=_member_words(member)))
    for change in done.changed:
        fields = ", ".join(_field_word(field) for field in change.fields)
        _print(_say("cli.members_changed", member=_member_words(change.new), fields=fields))
    counts = {"file": args.file, "new": len(done.new), "changed": len(done.changed)}
    if args.preview:
        _print(_say("cli.members_preview", unchanged=len(done.unchanged), **counts))
    else:
        _print(_say("cli.members_imported", unchanged=len(done.unchanged), renamed=done.renamed, **counts))
    return 1 if args.preview and done.problems else 0


def _field_word(field: str) -> str:
    from burraco_tourney.io.problem_texts import FIELDS

    entry = FIELDS.get(f"register.{field}")
    return (entry.get(_language) or entry["en"]) if entry else field


def cmd_members_list(args: argparse.Namespace) -> int:
    from burraco_tourney.services import members

    with _database(args, reading=True) as db, _user_errors():
        register = members.list_members(db)
    if args.format == "json":
        _print(json.dumps([members.member_json(m) for m in register], ensure_ascii=False, indent=2))
        return 0
    titles = _say("cli.members_columns").split("|")
    rows = [
        [
            m.member_id or "—",
            m.surname,
            m.name,
            m.club or "",
            m.card_type.value.capitalize() if m.card_type else "",
            _date_words(m.valid_until),
        ]
        for m in register
    ]
    widths = [max([len(titles[i]), *(len(row[i]) for row in rows)]) for i in range(len(titles))]
    for row in [titles, *rows]:
        _print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip())
    _print(_say("cli.members_count", count=len(register)))
    return 0


def _date_words(day: Any) -> str:
    if day is None:
        return ""
    return str(day.strftime({"it": "%d/%m/%Y", "de": "%d.%m.%Y"}.get(_language, "%Y-%m-%d")))


def cmd_members_export(args: argparse.Namespace) -> int:
    from burraco_tourney.services import members

    if Path(args.out).suffix.casefold() not in (".xlsx", ".csv"):
        raise UserError(_say("cli.members_export_format", file=args.out))
    with _database(args, reading=True) as db, _user_errors():
        count = members.export_members(db, args.out, language=_language)
    _print(_say("cli.members_exported", count=count, file=args.out))
    return 0


def cmd_members_check(args: argparse.Namespace) -> int:
    from burraco_tourney.services import members

    with _database(args, reading=True) as db, _user_errors():
        check = members.check_membership(db, _tournament_id(db, args))
    if args.format == "json":
        data = {
            "tournament": check.tournament,
            "day": check.day.isoformat(),
            "level": check.level.value,
            "warnings": [
                {
                    "code": w.code,
                    **{k: str(v) for k, v in w.params if k in ("pair", "name", "member_id")},
                    "text": _problem_words(w),
                }
                for w in check.warnings
            ],
        }
        _print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    from burraco_tourney.io.members_report import check_lines

    _print("\n".join(check_lines(check, _language)))
    return 0


def _circuit_language(args: argparse.Namespace) -> str:
    """A circuit printout's language: --lang, else the command line's."""
    return getattr(args, "lang", None) or _language


def _circuit_rule_words(rule: Any) -> tuple[str, str]:
    from burraco_tourney.domain.circuits import points_text

    if rule.best is None:
        best = _say("cli.circuit_all")
    else:
        best = _say("cli.circuit_best_one") if rule.best == 1 else _say("cli.circuit_best", best=rule.best)
    return points_text(rule), best


def cmd_circuit_create(args: argparse.Namespace) -> int:
    from burraco_tourney.domain.circuits import (
        CircuitError,
        CircuitRule,
        TiedPlaces,
        parse_points,
        parse_tie_breaks,
    )
    from burraco_tourney.services.circuits import create_circuit

    try:
        kind, positions = parse_points(args.points)
        final_points = _numbers(args.final_points) if args.final_points else ()
        chain = parse_tie_breaks(args.tie_breaks)
        rule = CircuitRule(
            kind, positions, args.best, args.final_weight, final_points, TiedPlaces(args.tied), chain
        )
    except CircuitError as error:
        raise UserError(error) from error
    with _database(args) as db, _user_errors():
        made = create_circuit(db, args.name, rule)
    points, best = _circuit_rule_words(made.rule)
    _print(_say("cli.circuit_created", name=made.name, points=points, best=best))
    return 0


def cmd_circuit_add(args: argparse.Namespace) -> int:
    from burraco_tourney.services.circuits import add_to_circuit

    with _database(args) as db, _user_errors():
        tournament = _tournament_id(db, args)
        info = add_to_circuit(db, args.circuit, tournament, weight=2 if args.double else 1, final=args.final)
    name = next(name for evening, name, _ in info.evenings if evening.tournament_id == tournament)
    how = "cli.circuit_final" if args.final else "cli.circuit_double" if args.double else "cli.circuit_single"
    _print(_say("cli.circuit_added", tournament=tournament, name=name, circuit=info.name, how=_say(how)))
    return 0


def cmd_circuit_remove(args: argparse.Namespace) -> int:
    from burraco_tourney.services.circuits import remove_from_circuit

    with _database(args) as db, _user_errors():
        remove_from_circuit(db, args.circuit, _tournament_id(db, args))
    return 0


def cmd_circuit_list(args: argparse.Namespace) -> int:
    from burraco_tourney.services.circuits import list_circuits

    with _database(args, reading=True) as db, _user_errors():
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
        _print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    if not circuits:
        _print(_say("cli.circuit_list_empty"))
    for info in circuits:
        points, best = _circuit_rule_words(info.rule)
        _print(
            _say("cli.circuit_line", name=info.name, evenings=len(info.evenings), points=points, best=best)
        )
    return 0


def _circuit_standings(args: argparse.Namespace) -> Any:
    from burraco_tourney.services.circuits import take_circuit_standings

    with _database(args, reading=True) as db, _user_errors():
        return take_circuit_standings(db, args.circuit, by=args.by)


def cmd_circuit_standings(args: argparse.Namespace) -> int:
    from decimal import Decimal

    from burraco_tourney.domain.circuits import circuit_standings_to_json
    from burraco_tourney.domain.vp import format_vp
    from burraco_tourney.io.circuit_export import circuit_rows, evenings_legend, rule_text, standings_title
    from burraco_tourney.io.texts import texts_for

    standings = _circuit_standings(args)
    if args.format == "json":
        _print(json.dumps(circuit_standings_to_json(standings), ensure_ascii=False, indent=2))
        return 0
    words = texts_for(_language)
    _print(f"{standings.name} – {standings_title(standings, words)}")
    _print(rule_text(standings.rule, words, final=standings.has_final))
    for evening in evenings_legend(standings, words):
        _print(f"  {evening}")
    header, rows = circuit_rows(standings, words)
    shown = [[words.number(format_vp(v)) if isinstance(v, Decimal) else str(v) for v in row] for row in rows]
    widths = [max(len(cell) for cell in column) for column in zip(header, *shown, strict=True)]
    for printed in (header, *shown):
        cells = [
            cell.ljust(width) if index in (1, 2) else cell.rjust(width)
            for index, (cell, width) in enumerate(zip(printed, widths, strict=True))
        ]
        _print("  ".join(cells).rstrip())
    return 0


def cmd_circuit_print(args: argparse.Namespace) -> int:
    from burraco_tourney.io.pdf.circuit import write_circuit_standings

    standings = _circuit_standings(args)
    with _user_errors(args.out):
        write_circuit_standings(standings, args.out, language=_circuit_language(args))
    _print(_say("cli.wrote", file=args.out))
    return 0


def cmd_circuit_export(args: argparse.Namespace) -> int:
    from burraco_tourney.io.circuit_export import write_circuit_csv, write_circuit_xlsx

    standings = _circuit_standings(args)
    language = _circuit_language(args)
    with _user_errors(args.out):
        if Path(args.out).suffix.lower() == ".xlsx":
            write_circuit_xlsx(standings, args.out, language=language)
        else:
            write_circuit_csv(standings, args.out, language=language, delimiter=_separator(args.separator))
    _print(_say("cli.wrote", file=args.out))
    return 0


def _export_results(args: argparse.Namespace) -> int:
    """`export results`: one row per player of the tournament (--tournament) or of every tournament."""
    from burraco_tourney.io.results_formats import write_results
    from burraco_tourney.services.circuits import take_results

    with _database(args, reading=True) as db, _user_errors():
        tournament = _tournament_id(db, args) if args.tournament is not None else None
        rows = take_results(db, tournament)
    # The headers in the tournament's print language (the first one's, for several), unless --lang.
    language = args.lang or (rows[0].language if rows else _language)
    with _user_errors(args.out):
        write_results(rows, args.out, format_name=args.format, language=language)
    count = len({row.tournament_id for row in rows})
    _print(_say("cli.results_written", file=args.out, rows=len(rows), tournaments=count))
    return 0


def cmd_pairs_import(args: argparse.Namespace) -> int:
    from burraco_tourney.io.pairs_import import PairsFileError, read_pairs
    from burraco_tourney.services.pairs_import import import_pairs, preview_pairs_import

    try:
        read = read_pairs(args.file)
    except PairsFileError as error:
        raise UserError(error) from error
    for warning in read.warnings:
        _print(_say("cli.warning", file=args.file, warning=_problem_words(warning)), file=sys.stderr)
    rows = read.rows
    with _database(args, existing=True) as db, _user_errors(args.file):
        tournament_id = _tournament_id(db, args)
        skipped = preview_pairs_import(db, tournament_id, rows).problem_rows if args.skip_bad else ()
        registered = import_pairs(db, tournament_id, rows, skip_bad=args.skip_bad)
    first, last = registered[0].number, registered[-1].number
    _print(_say("cli.registered", count=len(registered), first=first, last=last))
    if len(registered) < len(rows):
        problems = "; ".join(_problem_words(problem) for row in skipped for problem in row.problems)
        _print(_say("cli.skipped", count=len(rows) - len(registered), problems=problems), file=sys.stderr)
    return 0


def cmd_sheets_import(args: argparse.Namespace) -> int:
    from burraco_tourney.io.interchange import InterchangeError
    from burraco_tourney.io.sheets_file import load_sheets_json, problem_line, read_sheets, table_numbers
    from burraco_tourney.services.errors import ServiceError, WarningsNotConfirmedError
    from burraco_tourney.services.sheets_import import import_sheets

    with _user_errors(args.file):
        data = load_sheets_json(args.file)
    numbers = table_numbers(data)  # a line names a table by its number, not by its place in the list

    def refused(error: ServiceError | InterchangeError, hint: str) -> UserError:
        lines = [problem_line(problem, numbers, _language) for problem in error.problems]
        return UserError("; ".join([*lines, hint]), args.file)

    try:
        sheets = read_sheets(data)
    except InterchangeError as error:
        raise refused(error, _say("cli.sheets_nothing_saved")) from error
    with _database(args, existing=True) as db:
        tournament_id = _tournament_id(db, args)
        try:
            with _user_errors():  # the database's own refusals (locked, read-only, ...)
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
                raise refused(error.what, _say("cli.sheets_confirm_warnings")) from error
            if isinstance(error.what, ServiceError):
                raise refused(error.what, _say("cli.sheets_nothing_saved")) from error
            raise
    for warning in done.warnings:
        line = problem_line(warning, numbers, _language)
        _print(_say("cli.sheets_warning_confirmed", warning=line), file=sys.stderr)
    _print(
        _say(
            "cli.sheets_imported",
            round=done.round,
            saved=len(done.saved),
            replaced=len(done.replaced),
            unchanged=len(done.unchanged),
            waiting=len(done.waiting),
        )
    )
    if done.later_pairings:
        _print(_say("cli.sheets_later_pairings", rounds=list(done.later_pairings)), file=sys.stderr)
    if done.groups_formed_after is not None:
        note = _say("group.formed_on_old_standings", after=done.groups_formed_after)
        _print(note[:1].upper() + note[1:], file=sys.stderr)  # worded to follow a place; here alone
    return 0


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
        raise UserError(_say("table_entry.cli_print_needs_url"))
    with _database(args, reading=not args.table_links) as db, _user_errors():
        tournament_id = _tournament_id(db, args)
        tournament = load_tournament(db, tournament_id)
        last = max((r.number for r in tournament.rounds), default=None)
        round_number = args.round if args.round is not None else last
        links = _print_links(db, tournament_id, round_number, args) if args.table_links else None
        corrections = audit.corrections(db, tournament_id) if printout.takes(Option.CORRECTIONS) else ()
    language = args.lang or tournament.settings.print_language  # --lang overrides the tournament's
    if args.filled and not printout.takes(Option.FILLED):
        raise UserError(_say("cli.filled_not_scoresheets", what=args.what))
    if not tournament.teams and not printout.for_event(Event.PAIRS):
        raise UserError(_say("cli.no_teams_to_print", what=args.what))
    if printout.of_a_round and round_number is None:
        raise UserError(_say("cli.no_round_to_print", what=args.what))
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
        raise UserError(_say("cli.text_does_not_fit", file=args.out)) from error
    _print(_say("cli.wrote", file=args.out))
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
    from burraco_tourney.io.problem_texts import language_from_environment

    language = args.lang or language_from_environment()
    wrong = game_problems("-", "-", args.target)
    if wrong:
        raise UserError(Refusal(wrong))
    game = None
    if args.game is not None:
        from burraco_tourney.services import free_game

        with _database(args, reading=True, existing=True) as db, _user_errors():
            game = free_game.open_game(db, args.game).game
    try:
        with _user_errors():
            printouts.write(printout, printouts.PrintJob(args.out, language, game=game, target=args.target))
    except ExportError as error:
        raise UserError(error) from error
    _print(_say("cli.wrote", file=args.out))
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
        raise UserError(_say("cli.not_printed", file=path, reason=_words(error))) from error
    if job.answer:
        _print(_say("cli.sent_to_printer_answer", file=path, answer=job.answer))
    else:
        _print(_say("cli.sent_to_printer", file=path))


def _guessed_url() -> str:
    """The address `serve` would give phones on this machine's network with its default port."""
    from burraco_tourney.web.server import lan_addresses

    addresses = lan_addresses()
    if not addresses:
        raise UserError(_say("cli.no_network_address"))
    return f"http://{addresses[0]}:8080/"


def cmd_export(args: argparse.Namespace) -> int:
    from burraco_tourney.io import printouts
    from burraco_tourney.io.output import ExportError
    from burraco_tourney.io.printouts import Option, PrintJob
    from burraco_tourney.services import audit
    from burraco_tourney.services.tournaments import load_tournament

    if args.what == "results":
        return _export_results(args)
    printout = printouts.by_cli_name("export", args.what)
    with _database(args, reading=True) as db, _user_errors():
        tournament_id = _tournament_id(db, args)
        tournament = load_tournament(db, tournament_id)
        corrections = audit.corrections(db, tournament_id) if printout.takes(Option.CORRECTIONS) else ()
    last = max((r.number for r in tournament.rounds), default=None)
    separator = _separator(args.separator)
    language = args.lang or tournament.settings.print_language  # --lang overrides the tournament's
    round_number = args.round if args.round is not None else last
    if printout.of_a_round and round_number is None:
        raise UserError(_say("cli.no_round_to_export"))
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
    _print(_say("cli.wrote", file=args.out))
    return 0


def _separator(given: str | None) -> str | None:
    """--separator: one character, or "tab"; None leaves the language's (`;` it/de, `,` en)."""
    if given is None:
        return None
    if given.lower() == "tab":
        return "\t"
    if len(given) != 1 or given in '"\r\n' or given.isalnum():
        raise UserError(_say("cli.bad_separator", separator=repr(given)))
    return given


def cmd_self_test(args: argparse.Namespace) -> int:
    from burraco_tourney.selftest import run_self_test

    return run_self_test()


def cmd_vp(args: argparse.Namespace) -> int:
    from burraco_tourney.domain.vp import ScaleError, format_vp
    from burraco_tourney.services.scales import bundled_scales, resolve_scale

    if args.list:
        for scale in bundled_scales():
            description = scale.description or ""
            _print(f"{scale.name}\t{description}".rstrip())
        return 0
    try:
        scale = resolve_scale(args.scale)
    except ScaleError as error:
        raise UserError(error) from error
    this_line, other_line = scale.lookup(args.diff)
    _print(f"{format_vp(this_line)} {format_vp(other_line)}")
    return 0


def cmd_profiles(args: argparse.Namespace) -> int:
    """The rule profiles: one per line with its rules (in the messages' language), or one as JSON (a profile
    file to start a custom one from)."""
    from burraco_tourney.domain.problems import Refusal
    from burraco_tourney.domain.profiles import profile_to_json
    from burraco_tourney.io.profile_texts import profile_rules, profile_title
    from burraco_tourney.io.texts import texts_for
    from burraco_tourney.services.profiles import list_profiles, resolve_profile

    if args.show:
        try:
            profile = resolve_profile(args.show)
        except Refusal as refusal:
            raise UserError(refusal) from refusal
        _print(json.dumps(profile_to_json(profile), ensure_ascii=False, indent=2))
        return 0
    words = texts_for(_language)
    for profile in list_profiles():
        _print(f"{profile.key}\t{profile_title(words, profile)}\t{' '.join(profile_rules(words, profile))}")
    return 0


def cmd_gui(args: argparse.Namespace) -> int:
    import os

    from burraco_tourney.paths import default_database_path
    from burraco_tourney.ui import linux_libraries

    # Before Qt loads: its X11 plugin would abort naming only one of the libraries it lacks.
    problem = linux_libraries.window_start_problem(os.environ, sys.platform)
    if problem:
        raise UserError(problem)
    try:
        from burraco_tourney.ui import app
    except ImportError as error:  # e.g. Qt's system libraries missing
        missing = linux_libraries.missing_from_error(str(error))
        raise UserError(
            linux_libraries.install_message(missing)
            if missing
            else _say("cli.window_cannot_start", reason=error)
        ) from error
    if not app.display_available():
        raise UserError(_say("cli.no_display"))
    # Only a language asked for here overrides the window's own choice (its Language menu, else the system).
    asked = getattr(args, "messages_language", None) or getattr(args, "lang", None)
    return app.run(str(args.db or default_database_path()), language=asked)


def cmd_serve(args: argparse.Namespace) -> int:
    """The web pages for phones on the venue network, until Ctrl+C (see web/)."""
    import threading

    from burraco_tourney.web.server import WebServer, WebServerError

    if not 0 <= args.port <= 65535:
        raise UserError(_say("cli.bad_port", port=args.port))
    tournament_id = None
    if args.tournament is not None:
        with _database(args, reading=True) as db:
            tournament_id = _tournament_id(db, args)
    from burraco_tourney.paths import default_database_path

    server = WebServer(
        args.db or str(default_database_path()), host=args.host, port=args.port, tournament_id=tournament_id
    )
    try:
        server.start()
    except WebServerError as error:
        raise UserError(error) from error
    try:
        _print(_say("cli.serve_urls"), flush=True)
        for url in server.urls:
            _print(f"  {url}", flush=True)
        _print(_say("cli.serve_stop"), flush=True)
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

    with _database(args) as db, _user_errors():
        tournament_id = _tournament_id(db, args)
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
        _print(
            json.dumps({"round": args.round, "accepting": open_, "links": rows}, ensure_ascii=False, indent=2)
        )
        return 0
    _print(_say("table_entry.cli_open" if open_ else "table_entry.cli_closed", round=args.round))
    _print(_say("table_entry.cli_heading"))
    for link in links:
        line = _say(f"table_entry.cli_line_{link.line}")
        _print(f"{link.table:>5}  {line:<4}  {link.pin}  {base + link.path}")
    return 0


def _needs_subcommand(args: argparse.Namespace) -> int:
    raise UserError(_say("cli.needs_subcommand", command=args.command))


def _add_data_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", help="SQLite file or database URL (default: in your data folder)")
    parser.add_argument("--tournament", help="the tournament's id or name, when the database holds several")


def build_parser() -> argparse.ArgumentParser:
    from burraco_tourney.domain.movements import FirstRoundSeating
    from burraco_tourney.domain.tournament import PRINT_LANGUAGES
    from burraco_tourney.io.pairs_import import ACCEPTED_COLUMNS

    parser = _Parser(
        prog="burraco-tourney",
        description="Run Burraco pair tournaments: pairs, rounds, score sheets, VP, standings.",
    )
    parser.add_argument(
        "--lang",
        dest="messages_language",
        choices=MESSAGE_LANGUAGES,
        help="the language of messages and refusals (default: the environment's, LANG etc.; else English)",
    )
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    def command(
        name: str, handler: Callable[[argparse.Namespace], int], help_text: str
    ) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.set_defaults(handler=handler)
        return p

    gui = command("gui", cmd_gui, "open the desktop app (the default with no command)")
    gui.add_argument("--db", help="SQLite file or database URL (default: in your data folder)")

    def data_command(
        name: str, handler: Callable[[argparse.Namespace], int], help_text: str
    ) -> argparse.ArgumentParser:
        p = command(name, handler, help_text)
        _add_data_options(p)
        return p

    demo = data_command(
        "demo", cmd_demo, "create a complete, plausible demo tournament (random but valid deals)"
    )
    demo.add_argument("--pairs", type=int, default=16, help="number of pairs (default 16)")
    demo.add_argument("--rounds", type=int, default=5, help="number of rounds (default 5)")
    demo.add_argument("--seed", type=int, default=1, help="the same seed makes the same tournament")
    demo.add_argument(
        "--teams",
        type=int,
        help="a team event of this many teams of 2 pairs instead (squadre; --pairs ignored)",
    )

    imp = data_command("import", cmd_import, "load a tournament file (JSON), validating everything first")
    imp.add_argument("file", help="the tournament file (.json)")

    exp = data_command("export-json", cmd_export_json, "write the tournament file (JSON)")
    exp.add_argument("--out", required=True, help="the file to write")

    standings = data_command("standings", cmd_standings, "print the standings")
    standings.add_argument("--after-round", type=int, help="standings after this round (default: the last)")
    standings.add_argument("--format", choices=("text", "json"), default="text")
    standings.add_argument("--group", help="the standings of this group only (e.g. A), ranked inside it")
    standings.add_argument(
        "--by-pair", action="store_true", help="of a team event: the pairs' own standings, not the teams'"
    )
    teams_parser = command("teams", _needs_subcommand, "team events (squadre): their teams")
    teams_sub = teams_parser.add_subparsers(dest="teams_command", parser_class=_Parser)
    teams_list = teams_sub.add_parser("list", help="list the teams: name, captain, pairs")
    teams_list.set_defaults(handler=cmd_teams_list)
    teams_list.add_argument("--format", choices=("text", "json"), default="text")
    _add_data_options(teams_list)
    teams_add = teams_sub.add_parser("add", help="register a team of registered pairs, with its captain")
    teams_add.set_defaults(handler=cmd_teams_add)
    teams_add.add_argument("--name", required=True, help="the team's name")
    teams_add.add_argument("--pairs", required=True, help="its 2 or 3 pairs in order, e.g. 1,2")
    teams_add.add_argument(
        "--captain", help="the captain, one of its players (default: the first pair's first)"
    )
    teams_add.add_argument("--group", help="its group, for a round robin in groups")
    _add_data_options(teams_add)
    teams_scale = teams_sub.add_parser("scale", help="use this team VP scale (a bundled name or a JSON file)")
    teams_scale.set_defaults(handler=cmd_teams_scale)
    teams_scale.add_argument(
        "scale", help="e.g. the official Codice di Gara Art. 17 table as a JSON scale file"
    )
    _add_data_options(teams_scale)

    prizes = data_command(
        "prizes", cmd_prizes, "who wins what, per group, with the rule that gave each prize"
    )
    prizes.add_argument(
        "--after-round", type=int, help="by the standings after this round (default: the last)"
    )
    prizes.add_argument("--format", choices=("text", "json"), default="text")
    prizes.add_argument(
        "--show-plan",
        action="store_true",
        help="print the plan (the tournament's, or --plan's) as a JSON plan file, to edit and give back",
    )
    prizes.add_argument(
        "--keep",
        action="store_true",
        help="with --plan: the tournament keeps a copy of that plan from now on",
    )
    prizes.add_argument(
        "--plan",
        help="by this plan (a bundled name: fibur, club; or a JSON file), not the tournament's, this once",
    )

    from burraco_tourney.io.printouts import cli_names as printout_names  # the catalogue's, cheap

    printing = data_command(
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

    export = data_command("export", cmd_export, "export the tournament: the workbook, or CSV files")
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

    serve = data_command(
        "serve", cmd_serve, "serve the clock, seats and standings to phones on this network, until Ctrl+C"
    )
    serve.add_argument(
        "--host",
        default="0.0.0.0",
        help="the address to listen on (default 0.0.0.0: all this computer's networks; 127.0.0.1: here only)",
    )
    serve.add_argument("--port", type=int, default=8080, help="the port (default 8080)")

    table_links = data_command(
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

    pairs_parser = command("pairs", _needs_subcommand, "pairs: import them from a spreadsheet")
    pairs_sub = pairs_parser.add_subparsers(dest="pairs_command", parser_class=_Parser)
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
    _add_data_options(pairs_import)

    sheets_parser = command("sheets", _needs_subcommand, "score sheets: import a round's sheets from a file")
    sheets_sub = sheets_parser.add_subparsers(dest="sheets_command", parser_class=_Parser)
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
    _add_data_options(sheets_import)

    round_parser = command("round", _needs_subcommand, "rounds: make the next one")
    round_sub = round_parser.add_subparsers(dest="round_command", parser_class=_Parser)
    round_next = round_sub.add_parser("next", help="make the next round from the plan and print it as JSON")
    round_next.set_defaults(handler=cmd_round_next)
    round_next.add_argument("--db", help="SQLite file or database URL (default: in your data folder)")
    round_next.add_argument(
        "--tournament", help="the tournament's id or name, when the database holds several"
    )
    round_next.add_argument(
        "--movement",
        choices=("mitchell", "danish", "swiss", "round_robin"),
        help="use this movement for this round instead of the plan's",
    )
    round_next.add_argument(
        "--seating",
        choices=[seating.value for seating in FirstRoundSeating],
        default=FirstRoundSeating.REGISTRATION.value,
        help="first round of a Mitchell phase: by pair number, by a draw, or keeping clubs apart",
    )
    round_next.add_argument("--seed", type=int, default=0, help="the draw for --seating draw")
    round_next.add_argument(
        "--plain-danish", action="store_true", help="Danish strictly 1v2, 3v4 (default: modified, no rematch)"
    )
    round_next.add_argument("--by-group", action="store_true", help="pair Danish and Swiss within each group")

    groups_parser = command("groups", _needs_subcommand, "groups (gironi): form them from the standings")
    groups_sub = groups_parser.add_subparsers(dest="groups_command", parser_class=_Parser)
    groups_form = groups_sub.add_parser(
        "form",
        help="form groups from the standings after a round and print them as JSON",
        description="Form groups from the standings after the last round: the top of the ranking goes to "
        "group A. A bye (odd number of pairs) stays in the last group. Undo with `groups undo` until the "
        "next round is made.",
    )
    groups_form.set_defaults(handler=cmd_groups_form)
    _add_data_options(groups_form)
    groups_form.add_argument(
        "--after-round", type=int, help="the standings after this round (default and only choice: the last)"
    )
    how = groups_form.add_mutually_exclusive_group(required=True)
    how.add_argument("--sizes", help="the tables of each group, top first: 7,9,9")
    how.add_argument("--count", help="a number of groups as equal as possible: 3")
    how.add_argument("--proportions", help="each group's share, top first: 30,30,40")
    groups_form.add_argument("--preview", action="store_true", help="print the groups without saving them")
    for name, handler, help_text in (
        ("show", cmd_groups_show, "print the groups formed as JSON"),
        ("clear", cmd_groups_clear, "take every pair out of its group"),
        ("undo", cmd_groups_undo, "take back the last formation (until the next round is made)"),
    ):
        sub_parser = groups_sub.add_parser(name, help=help_text, description=help_text)
        sub_parser.set_defaults(handler=handler)
        _add_data_options(sub_parser)

    members_parser = command("members", _needs_subcommand, "the member register: import, list, export, check")
    members_sub = members_parser.add_subparsers(dest="members_command", parser_class=_Parser)

    def members_command(
        name: str, handler: Callable[[argparse.Namespace], int], help_text: str
    ) -> argparse.ArgumentParser:
        p = members_sub.add_parser(name, help=help_text, description=help_text)
        p.set_defaults(handler=handler)
        _add_data_options(p)
        return p

    members_import = members_command(
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
    members_list = members_command("list", cmd_members_list, "print the member register")
    members_list.add_argument("--format", choices=("text", "json"), default="text")
    members_export = members_command("export", cmd_members_export, "write the member register")
    members_export.add_argument("--out", required=True, help="the file to write: .xlsx or .csv")
    members_check = members_command(
        "check",
        cmd_members_check,
        "the membership check of a tournament: expired cards, card types the event's level does not allow, "
        "non-members without a guarantor, a member in two pairs (warnings)",
    )
    members_check.add_argument("--format", choices=("text", "json"), default="text")

    circuit_parser = command(
        "circuit", _needs_subcommand, "circuits: season standings over several tournaments"
    )
    circuit_sub = circuit_parser.add_subparsers(dest="circuit_command", parser_class=_Parser)

    def circuit_command(
        name: str, handler: Callable[[argparse.Namespace], int], help_text: str, *, named: bool = True
    ) -> argparse.ArgumentParser:
        p = circuit_sub.add_parser(name, help=help_text, description=help_text)
        p.set_defaults(handler=handler)
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
    circuit_create.add_argument(
        "--tied",
        choices=("split", "full"),
        default="split",
        help="pairs sharing a place split its points (default) or each keep them",
    )
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
    circuit_list.add_argument("--format", choices=("text", "json"), default="text")
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
            circuit_part.add_argument("--format", choices=("text", "json"), default="text")
        else:
            circuit_part.add_argument("--out", required=True, help="the file to write")
            circuit_part.add_argument(
                "--lang", choices=PRINT_LANGUAGES, help="the file's language (default: the messages')"
            )
        if name == "export":
            circuit_part.add_argument(
                "--separator", help="CSV: the separator (one character, or tab); default ; in it/de, , in en"
            )

    command(
        "self-test",
        cmd_self_test,
        "check this installation without a screen: window, demo, PDF, workbook (exit 0 if all work)",
    )

    vp = command("vp", cmd_vp, "turn an MP difference into VP with a scale")
    vp.add_argument("--scale", help="a bundled scale name (see --list) or a JSON scale file")
    vp.add_argument(
        "--diff", type=int, help="one line's MP minus the other's; prints that line's VP, then the other's"
    )
    vp.add_argument("--list", action="store_true", help="list the bundled scales")

    profiles = command("profiles", cmd_profiles, "list the rule profiles, or show one as JSON")
    profiles.add_argument(
        "--list", action="store_true", help="list the bundled profiles and their rules (the default)"
    )
    profiles.add_argument(
        "--show",
        metavar="KEY|FILE",
        help="print a profile (fibur, classic, international, or a JSON file) as JSON",
    )
    _add_language_options(sub)
    return parser


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


MESSAGE_LANGUAGES = ("it", "de", "en")


def _add_language_options(sub: argparse._SubParsersAction[_Parser]) -> None:
    """`--lang` after any command too (`standings --lang it`): the language of its messages. `print` and
    `export` have their own (the printout's language), which also sets the messages' language."""
    for parser in sub.choices.values():
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                _add_language_options(action)
        if "--lang" not in parser._option_string_actions:
            parser.add_argument(
                "--lang", choices=MESSAGE_LANGUAGES, help="the language of messages and refusals"
            )


def main(argv: Sequence[str] | None = None) -> int:
    global _language
    from burraco_tourney.io.problem_texts import language_from_environment

    arguments = list(sys.argv[1:] if argv is None else argv)
    _language = _asked_language(arguments) or language_from_environment()
    with _argparse_speaking(_language):
        args, parser = _parse(arguments)
        _language = args.messages_language or getattr(args, "lang", None) or _language
        if args.command == "vp" and not args.list and (args.scale is None or args.diff is None):
            parser.error(_say("cli.vp_needs_scale_and_diff"))
    with _exit_cleanly_on_terminate():
        if getattr(args, "out", None) == STANDARD_OUTPUT:
            return _run_to_standard_output(args)
        return _run(args)


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
            status = _run(args)
        sys.stderr.write(said.getvalue().replace(made, STANDARD_OUTPUT))
        if status != 0 or not os.path.isfile(made):
            return status
        try:
            with open(made, "rb") as file:
                shutil.copyfileobj(file, sys.stdout.buffer)
            sys.stdout.buffer.flush()
        except BrokenPipeError:
            return _reader_went_away()
    return status


def _parse(arguments: list[str]) -> tuple[argparse.Namespace, argparse.ArgumentParser]:
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


def _run(args: argparse.Namespace) -> int:
    try:
        return int(args.handler(args))
    except UserError as error:
        _print(f"burraco-tourney: {_mask(str(error))}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return _reader_went_away()
    except Exception as error:  # never a traceback in a user's face: one line here, the details in a log
        log = _write_crash_log()
        if log:
            said = _say("cli.unexpected_logged", error=str(error), log=log)
        else:
            said = _say("cli.unexpected", error=str(error))
        _print(f"burraco-tourney: {_mask(said)}", file=sys.stderr)
        return 1


# `standings | head`: the reader closed the pipe. Nothing is wrong, so nothing is said (128 + SIGPIPE).
BROKEN_PIPE_STATUS = 141


def _reader_went_away() -> int:
    # Python would complain again when it flushes stdout at exit; point stdout at nothing first.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    return BROKEN_PIPE_STATUS


@contextmanager
def _exit_cleanly_on_terminate() -> Iterator[None]:
    """On SIGTERM (a killed command) unwind as for an error, so that temporary files are removed."""
    import signal

    def terminate(signum: int, frame: object) -> None:
        raise SystemExit(128 + signum)

    try:
        previous = signal.signal(signal.SIGTERM, terminate)
    except ValueError:  # not the main thread (a test calling main() from a worker): leave it
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _mask(text: str) -> str:
    from burraco_tourney.persistence.db import mask_passwords

    return mask_passwords(text)


def _write_crash_log() -> str | None:
    """Write the current exception's traceback to a log file in the user's data folder; return its path.

    The log may be read by others (support, a shared computer): passwords in database URLs are masked, and
    the file is readable by its owner only. When it cannot be written (no data folder, a read-only or full
    disk) the program's own message still comes, without the log: None is returned."""
    import traceback
    from datetime import UTC, datetime

    from burraco_tourney.paths import user_log_path

    try:
        path = user_log_path()
        entry = f"--- {datetime.now(UTC).isoformat()} {sys.argv!r}\n{traceback.format_exc()}"
        descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        with os.fdopen(descriptor, "a", encoding="utf-8") as log:
            os.chmod(path, 0o600)  # also a log made by an earlier version with the usual permissions
            log.write(_mask(entry))
    except Exception:  # the log is a help, never a second failure
        return None
    return str(path)


if __name__ == "__main__":
    raise SystemExit(main())
