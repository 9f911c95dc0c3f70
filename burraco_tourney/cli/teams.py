"""Commands of team events (squadre), groups (gironi) and prizes."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from burraco_tourney.cli.common import (
    Parser,
    add_data_options,
    add_format_option,
    command,
    data_command,
    database,
    needs_subcommand,
    prize_plan,
    show_json,
    tournament_id_of,
    whole_numbers,
)
from burraco_tourney.cli.errors import UserError, user_errors
from burraco_tourney.cli.words import messages_language, problem_words, say, show

if TYPE_CHECKING:
    from burraco_tourney.cli.common import Subcommands


def cmd_teams_add(args: argparse.Namespace) -> int:
    """`teams add --name N --pairs 1,2 [--captain C]`: register a team of registered pairs."""
    from burraco_tourney.services.teams import register_team

    with database(args, existing=True) as db, user_errors():
        team = register_team(
            db,
            tournament_id_of(db, args),
            args.name,
            whole_numbers(args.pairs),
            args.captain or "",
            group=args.group,
        )
    if args.format == "json":
        said = {"team": team.number, "name": team.name, "captain": team.captain, "group": team.group}
        show_json({**said, "pairs": list(team.pairs)})
        return 0
    show(say("cli.team_registered", team=team.number, name=team.name, captain=team.captain))
    return 0


def cmd_teams_scale(args: argparse.Namespace) -> int:
    """`teams scale NAME|FILE`: the team event's team VP scale (e.g. the official Art. 17 table as JSON)."""
    from burraco_tourney.services.scales import resolve_scale
    from burraco_tourney.services.teams import set_team_scale

    with user_errors(args.scale):
        scale = resolve_scale(args.scale)
    with database(args, existing=True) as db, user_errors():
        set_team_scale(db, tournament_id_of(db, args), scale)
    if args.format == "json":
        show_json({"scale": scale.name})
        return 0
    show(say("cli.team_scale_set", scale=scale.name))
    return 0


def cmd_teams_list(args: argparse.Namespace) -> int:
    """`teams list`: each team's number, name, captain and pairs (with their players)."""
    from burraco_tourney.services.tournaments import load_tournament

    with database(args, reading=True) as db, user_errors():
        tournament = load_tournament(db, tournament_id_of(db, args))
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
        show(json.dumps({"teams": data}, ensure_ascii=False, indent=2))
        return 0
    if not tournament.teams:
        show(say("cli.no_teams"))
        return 0
    columns = "{:>4}  {:<28} {:<28} {}"
    show(columns.format(*say("cli.teams_columns").split("|")))
    for team in tournament.teams:
        pairs = "; ".join(f"{pair}: {' – '.join(players.get(pair, []))}" for pair in team.pairs)
        show(columns.format(team.number, team.name, team.captain, pairs))
    return 0


def cmd_teams_lineup(args: argparse.Namespace) -> int:
    """`teams lineup --round N --team T [--pairs 3,1,2]`: give a team's line-up for its match of the round
    (its pairs in the order of the match's places), or show the one it plays with."""
    from burraco_tourney.services.teams import set_lineup, team_lineup
    from burraco_tourney.services.tournaments import load_tournament

    with database(args, existing=True, reading=args.pairs is None) as db, user_errors():
        tournament_id = tournament_id_of(db, args)
        if args.pairs is not None:
            set_lineup(db, tournament_id, args.round, args.team, whole_numbers(args.pairs))
        lineup = team_lineup(db, tournament_id, args.round, args.team)
        round_ = next(r for r in load_tournament(db, tournament_id).rounds if r.number == args.round)
    seats: dict[int, tuple[int, str]] = {}
    for seated in round_.tables:
        seats[seated.ns] = (seated.table, say("table_entry.cli_line_ns"))
        seats[seated.ew] = (seated.table, say("table_entry.cli_line_ew"))
    show(say("cli.team_lineup", team=args.team, round=args.round))
    for place, pair in enumerate(lineup, start=1):
        number, line = seats[pair]
        show(say("cli.team_lineup_place", place=place, pair=pair, table=number, line=line))
    return 0


def cmd_prizes(args: argparse.Namespace) -> int:
    from burraco_tourney.domain.prizes import PrizePlanError, plan_to_text
    from burraco_tourney.io.prize_texts import award_rule, award_title, note_text, prizes_text
    from burraco_tourney.services.prizes import choose_plan, plan_in_use, prizes_to_json, take_prizes

    plan = prize_plan(args)
    if args.keep and plan is None:
        raise UserError(say("cli.prizes_keep_needs_plan"))
    with database(args, reading=not args.keep) as db, user_errors():
        tournament_id = tournament_id_of(db, args)
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
        show(plan_to_text(shown), end="")
        return 0
    if args.format == "json":
        data = prizes_to_json(prizes)
        # The words too, in the messages' language: what a director reads off the JSON.
        for section, group in zip(prizes.sections, data["groups"], strict=True):
            for award, entry in zip(section.awards, group["awards"], strict=True):
                entry["title"] = award_title(award, prizes.plan, messages_language())
                entry["rule_text"] = award_rule(award, section, prizes.plan, messages_language())
        for problem, entry in zip(prizes.warnings, data["warnings"], strict=True):
            entry["text"] = note_text(problem, prizes.plan, messages_language())
        show(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    show(prizes_text(prizes, messages_language()), end="")
    return 0


def _groups_rule(args: argparse.Namespace) -> Any:
    from burraco_tourney.domain.groups import GroupsMethod, GroupsRule

    for method, given in (
        (GroupsMethod.SIZES, args.sizes),
        (GroupsMethod.COUNT, args.count),
        (GroupsMethod.PROPORTIONS, args.proportions),
    ):
        if given is not None:
            return GroupsRule(method, whole_numbers(given))
    raise AssertionError("argparse requires one of them")


def _print_groups(preview: Any) -> None:
    data = preview.to_json()
    data["notes"] = [problem_words(note) for note in preview.notes]
    show(json.dumps(data, ensure_ascii=False, indent=2))


def cmd_groups_form(args: argparse.Namespace) -> int:
    from burraco_tourney.services import groups

    rule = _groups_rule(args)
    with database(args, reading=args.preview) as db, user_errors():
        tournament_id = tournament_id_of(db, args)
        if args.preview:
            preview = groups.preview_groups(db, tournament_id, rule, after_round=args.after_round)
        else:
            preview = groups.form_groups(db, tournament_id, rule, after_round=args.after_round)
    _print_groups(preview)
    return 0


def cmd_groups_show(args: argparse.Namespace) -> int:
    from burraco_tourney.domain.groups import formation_notes
    from burraco_tourney.services import groups

    with database(args, reading=True) as db, user_errors():
        formation = groups.groups_of(db, tournament_id_of(db, args))
    if formation is None:
        raise UserError(say("group.none_formed"))
    _print_groups(groups.GroupsPreview(formation, tuple(formation_notes(formation))))
    return 0


def cmd_groups_clear(args: argparse.Namespace) -> int:
    from burraco_tourney.services import groups

    with database(args, existing=True) as db, user_errors():
        groups.clear_groups(db, tournament_id_of(db, args))
    show(say("cli.groups_cleared"))
    return 0


def cmd_groups_undo(args: argparse.Namespace) -> int:
    from burraco_tourney.services import groups

    with database(args, existing=True) as db, user_errors():
        before = groups.undo_groups(db, tournament_id_of(db, args))
    show(
        say("cli.groups_undone") if before is None else say("cli.groups_undone_to", after=before.after_round)
    )
    return 0


def _add_teams(sub: Subcommands) -> None:
    teams_parser = command(sub, "teams", needs_subcommand, "team events (squadre): their teams")
    teams_sub = teams_parser.add_subparsers(dest="teams_command", parser_class=Parser)
    teams_list = teams_sub.add_parser("list", help="list the teams: name, captain, pairs")
    teams_list.set_defaults(handler=cmd_teams_list)
    add_format_option(teams_list)
    add_data_options(teams_list)
    teams_add = teams_sub.add_parser("add", help="register a team of registered pairs, with its captain")
    teams_add.set_defaults(handler=cmd_teams_add)
    teams_add.add_argument("--name", required=True, help="the team's name")
    teams_add.add_argument("--pairs", required=True, help="its 2 or 3 pairs in order, e.g. 1,2")
    teams_add.add_argument(
        "--captain", help="the captain, one of its players (default: the first pair's first)"
    )
    teams_add.add_argument("--group", help="its group, for a round robin in groups")
    add_format_option(teams_add)
    add_data_options(teams_add)
    teams_scale = teams_sub.add_parser("scale", help="use this team VP scale (a bundled name or a JSON file)")
    teams_scale.set_defaults(handler=cmd_teams_scale)
    teams_scale.add_argument(
        "scale", help="e.g. the official Codice di Gara Art. 17 table as a JSON scale file"
    )
    add_format_option(teams_scale)
    add_data_options(teams_scale)
    lineup = teams_sub.add_parser(
        "lineup",
        help="a team's line-up (formazione) for its match of a round: which pair sits where",
        description="Give a team's pairs in the order of the match's places (docs/rules.md, Teams): team "
        "A's 1st NS at the first table, 2nd EW at the second, 3rd NS at the third; team B's 1st NS at the "
        "second, 2nd EW at the first, 3rd EW at the third. Without --pairs: show the line-up.",
    )
    lineup.set_defaults(handler=cmd_teams_lineup)
    lineup.add_argument("--round", type=int, required=True, help="the round of the match")
    lineup.add_argument("--team", type=int, required=True, help="the team's number")
    lineup.add_argument("--pairs", help="all its pairs, each once, in the order of the places, e.g. 3,1,2")
    add_data_options(lineup)


def _add_prizes(sub: Subcommands) -> None:
    prizes = data_command(
        sub, "prizes", cmd_prizes, "who wins what, per group, with the rule that gave each prize"
    )
    prizes.add_argument(
        "--after-round", type=int, help="by the standings after this round (default: the last)"
    )
    add_format_option(prizes)
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


def _add_groups(sub: Subcommands) -> None:
    groups_parser = command(sub, "groups", needs_subcommand, "groups (gironi): form them from the standings")
    groups_sub = groups_parser.add_subparsers(dest="groups_command", parser_class=Parser)
    groups_form = groups_sub.add_parser(
        "form",
        help="form groups from the standings after a round and print them as JSON",
        description="Form groups from the standings after the last round: the top of the ranking goes to "
        "group A. A bye (odd number of pairs) stays in the last group. Undo with `groups undo` until the "
        "next round is made.",
    )
    groups_form.set_defaults(handler=cmd_groups_form)
    add_data_options(groups_form)
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
        add_data_options(sub_parser)


# This group's commands, each adding its parser (and its subcommands') to the command line's.
_PARSERS: dict[str, Callable[[Subcommands], None]] = {
    "teams": _add_teams,
    "prizes": _add_prizes,
    "groups": _add_groups,
}


def add_parsers(sub: Subcommands, names: Sequence[str] = tuple(_PARSERS)) -> None:
    """Add this group's commands `names` (all unless told), in that order: parser.py puts every
    group's in --help's order."""
    for name in names:
        _PARSERS[name](sub)
