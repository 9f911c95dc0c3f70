"""Commands on a tournament as a whole: the window, the demo, the tournament file, standings; and the
installation's check, the VP scales and the rule profiles."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from burraco_tourney.cli.common import (
    add_format_option,
    command,
    data_command,
    database,
    is_team_event,
    problems_json,
    show_json,
    tournament_id_of,
)
from burraco_tourney.cli.errors import UserError, user_errors
from burraco_tourney.cli.words import messages_language, problem_words, say, show

if TYPE_CHECKING:
    from burraco_tourney.cli.common import Subcommands
    from burraco_tourney.persistence.db import Database


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
            else say("cli.window_cannot_start", reason=error)
        ) from error
    if not app.display_available():
        raise UserError(say("cli.no_display"))
    # Only a language asked for here overrides the window's own choice (its Language menu, else the system).
    asked = getattr(args, "messages_language", None) or getattr(args, "lang", None)
    return app.run(str(args.db or default_database_path()), language=asked)


def cmd_demo(args: argparse.Namespace) -> int:
    from burraco_tourney.services.demo import create_demo

    if args.teams is not None:
        return _team_demo(args)
    with database(args) as db, user_errors():
        name = say("cli.demo_name", pairs=args.pairs, rounds=args.rounds, seed=args.seed)
        made = create_demo(db, args.pairs, args.rounds, args.seed, name=name, language=messages_language())
    if args.format == "json":
        show_json({"id": made.id, "name": made.name, "pairs": made.pairs, "rounds": made.rounds})
        return 0
    show(say("cli.created", id=made.id, name=made.name))
    return 0


def _team_demo(args: argparse.Namespace) -> int:
    """`demo --teams N`: a team event of N teams of 2 pairs, `--rounds` of them played (issue 22)."""
    from burraco_tourney.services.teams import create_team_demo

    with database(args) as db, user_errors():
        name = say("cli.team_demo_name", teams=args.teams, rounds=args.rounds, seed=args.seed)
        made = create_team_demo(
            db, args.teams, args.rounds, args.seed, name=name, language=messages_language()
        )
    if args.format == "json":
        said = {"id": made.id, "name": made.name, "teams": args.teams}
        show_json({**said, "pairs": made.pairs, "rounds": made.rounds})
        return 0
    show(
        say(
            "cli.team_created",
            id=made.id,
            name=made.name,
            teams=args.teams,
            pairs=made.pairs,
            rounds=made.rounds,
        )
    )
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    from burraco_tourney.io.interchange import load_tournament_with_notes
    from burraco_tourney.services.tournaments import import_tournament

    with user_errors(args.file, json_paths=True):
        read = load_tournament_with_notes(args.file)
    with database(args) as db, user_errors(args.file, json_paths=True):
        made = import_tournament(db, read.tournament)
    for note in read.notes:  # what was counted otherwise than the file writes it
        show(f"{args.file}: {problem_words(note)} ({note.json_path})", file=sys.stderr)
    if args.format == "json":
        warnings = [{**problems_json([note])[0], "path": note.json_path} for note in read.notes]
        show_json(
            {
                "id": made.id,
                "name": made.name,
                "pairs": made.pairs,
                "rounds": made.rounds,
                "warnings": warnings,
            }
        )
        return 0
    show(say("cli.imported", id=made.id, name=made.name, pairs=made.pairs, rounds=made.rounds))
    return 0


def cmd_export_json(args: argparse.Namespace) -> int:
    from burraco_tourney.io.interchange import save_tournament_file
    from burraco_tourney.services.tournaments import export_tournament

    with database(args, reading=True) as db, user_errors():
        tournament = export_tournament(db, tournament_id_of(db, args))
    with user_errors(args.out):
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

    with database(args, reading=True) as db, user_errors():
        tournament_id = tournament_id_of(db, args)
        if not args.by_pair and is_team_event(db, tournament_id):
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
        show(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    words = texts_for(messages_language())
    tie_breaks = ", ".join(tie_break_short(words, TieBreak(criterion)) for criterion in standings.tie_breaks)
    if args.group:
        show(
            say(
                "cli.group_standings_title",
                group=args.group,
                round=standings.after_round,
                tie_breaks=tie_breaks,
            )
        )
    else:
        show(say("cli.standings_title", round=standings.after_round, tie_breaks=tie_breaks))
    columns = "{:>4}  {:>4}  {:<44} {:>7} {:>8} {:>7} {:>6} {:>4}"
    show(columns.format(*say("cli.standings_columns").split("|")))
    for row in rows:
        players = " – ".join(row.players)
        rank = row.group_rank if args.group else row.rank
        show(
            columns.format(
                rank, row.pair, players, format_vp(row.vp), row.mp_diff, row.mp, row.rounds, row.byes
            )
        )
    checks = standings.checks
    show(
        say(
            "cli.standings_checks",
            vp=format_vp(checks.vp_total),
            expected=format_vp(checks.vp_expected),
            diff=checks.mp_diff_total,
        )
    )
    return 0


def _team_standings(db: Database, tournament_id: int, args: argparse.Namespace) -> int:
    """`standings` of a team event: the team standings (text, or JSON rows per team and every match)."""
    from burraco_tourney.domain.teams import team_standings_to_json
    from burraco_tourney.domain.vp import format_vp
    from burraco_tourney.services.teams import list_teams, team_event_standings

    with user_errors():
        standings = team_event_standings(db, tournament_id, args.after_round)
        teams = list_teams(db, tournament_id)
    if args.format == "json":
        show(json.dumps(team_standings_to_json(standings, teams), ensure_ascii=False, indent=2))
        return 0
    show(say("cli.team_standings_title", round=standings.after_round))
    columns = "{:>4}  {:>10}  {:<32} {:>7} {:>8} {:>7} {:>8} {:>7}"
    show(columns.format(*say("cli.team_standings_columns").split("|")))
    for row in standings.rows:
        show(
            columns.format(
                row.rank, row.team, row.name, format_vp(row.vp), row.mp_diff, row.mp, row.played, row.byes
            )
        )
    return 0


def cmd_self_test(args: argparse.Namespace) -> int:
    from burraco_tourney.selftest import run_self_test

    return run_self_test()


def cmd_vp(args: argparse.Namespace) -> int:
    from burraco_tourney.domain.vp import ScaleError, format_vp
    from burraco_tourney.services.scales import bundled_scales, resolve_scale

    if args.list:
        for scale in bundled_scales():
            description = scale.description or ""
            show(f"{scale.name}\t{description}".rstrip())
        return 0
    try:
        scale = resolve_scale(args.scale)
    except ScaleError as error:
        raise UserError(error) from error
    this_line, other_line = scale.lookup(args.diff)
    if args.format == "json":
        # VP as numbers, written as format_vp writes them (17, not 17.00)
        vp = [json.loads(format_vp(this_line)), json.loads(format_vp(other_line))]
        data = {"scale": scale.name, "diff": args.diff, "vp": vp}
        show(json.dumps(data, ensure_ascii=False))
        return 0
    show(f"{format_vp(this_line)} {format_vp(other_line)}")
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
        show(json.dumps(profile_to_json(profile), ensure_ascii=False, indent=2))
        return 0
    words = texts_for(messages_language())
    if args.format == "json":
        listed = [(p.key, profile_title(words, p), list(profile_rules(words, p))) for p in list_profiles()]
        show_json({"profiles": [{"key": k, "title": t, "rules": r} for k, t, r in listed]})
        return 0
    for profile in list_profiles():
        show(f"{profile.key}\t{profile_title(words, profile)}\t{' '.join(profile_rules(words, profile))}")
    return 0


def _add_gui(sub: Subcommands) -> None:
    gui = command(sub, "gui", cmd_gui, "open the desktop app (the default with no command)")
    gui.add_argument("--db", help="SQLite file or database URL (default: in your data folder)")


def _add_demo(sub: Subcommands) -> None:
    demo = data_command(
        sub, "demo", cmd_demo, "create a complete, plausible demo tournament (random but valid deals)"
    )
    demo.add_argument("--pairs", type=int, default=16, help="number of pairs (default 16)")
    demo.add_argument("--rounds", type=int, default=5, help="number of rounds (default 5)")
    demo.add_argument("--seed", type=int, default=1, help="the same seed makes the same tournament")
    demo.add_argument(
        "--teams",
        type=int,
        help="a team event of this many teams of 2 pairs instead (squadre; --pairs ignored)",
    )
    add_format_option(demo)


def _add_import(sub: Subcommands) -> None:
    imp = data_command(
        sub, "import", cmd_import, "load a tournament file (JSON), validating everything first"
    )
    imp.add_argument("file", help="the tournament file (.json)")
    add_format_option(imp)


def _add_export_json(sub: Subcommands) -> None:
    exp = data_command(sub, "export-json", cmd_export_json, "write the tournament file (JSON)")
    exp.add_argument("--out", required=True, help="the file to write")


def _add_standings(sub: Subcommands) -> None:
    standings = data_command(sub, "standings", cmd_standings, "print the standings")
    standings.add_argument("--after-round", type=int, help="standings after this round (default: the last)")
    add_format_option(standings)
    standings.add_argument("--group", help="the standings of this group only (e.g. A), ranked inside it")
    standings.add_argument(
        "--by-pair", action="store_true", help="of a team event: the pairs' own standings, not the teams'"
    )


def _add_self_test(sub: Subcommands) -> None:
    command(
        sub,
        "self-test",
        cmd_self_test,
        "check this installation without a screen: window, demo, PDF, workbook (exit 0 if all work)",
    )


def _add_vp(sub: Subcommands) -> None:
    vp = command(sub, "vp", cmd_vp, "turn an MP difference into VP with a scale")
    vp.add_argument("--scale", help="a bundled scale name (see --list) or a JSON scale file")
    vp.add_argument(
        "--diff", type=int, help="one line's MP minus the other's; prints that line's VP, then the other's"
    )
    vp.add_argument("--list", action="store_true", help="list the bundled scales")
    add_format_option(vp)


def _add_profiles(sub: Subcommands) -> None:
    profiles = command(sub, "profiles", cmd_profiles, "list the rule profiles, or show one as JSON")
    profiles.add_argument(
        "--list", action="store_true", help="list the bundled profiles and their rules (the default)"
    )
    profiles.add_argument(
        "--show",
        metavar="KEY|FILE",
        help="print a profile (fibur, classic, international, or a JSON file) as JSON",
    )
    add_format_option(profiles)


# This group's commands, each adding its parser (and its subcommands') to the command line's.
_PARSERS: dict[str, Callable[[Subcommands], None]] = {
    "gui": _add_gui,
    "demo": _add_demo,
    "import": _add_import,
    "export-json": _add_export_json,
    "standings": _add_standings,
    "self-test": _add_self_test,
    "vp": _add_vp,
    "profiles": _add_profiles,
}


def add_parsers(sub: Subcommands, names: Sequence[str] = tuple(_PARSERS)) -> None:
    """Add this group's commands `names` (all unless told), in that order: parser.py puts every
    group's in --help's order."""
    for name in names:
        _PARSERS[name](sub)
