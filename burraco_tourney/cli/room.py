"""The commands a scripted scoring room runs on an evening: a new tournament, its rounds (the next one,
taking back the last) and the director's adjustments; each through the same service as the window."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from burraco_tourney.cli.common import (
    Parser,
    add_data_options,
    add_format_option,
    command,
    data_command,
    database,
    is_team_event,
    needs_subcommand,
    tournament_id_of,
)
from burraco_tourney.cli.errors import UserError, user_errors
from burraco_tourney.cli.words import messages_language, problem_words, say, show

if TYPE_CHECKING:
    from burraco_tourney.cli.common import Subcommands
    from burraco_tourney.domain.tournament import Phase


def _said(args: argparse.Namespace, data: dict[str, Any], text: str) -> int:
    """What a command did: as JSON (`--format json`) or as one line in the messages' language."""
    show(json.dumps(data, ensure_ascii=False) if args.format == "json" else text)
    return 0


def cmd_tournament_new(args: argparse.Namespace) -> int:
    """A new tournament as the window's wizard makes one (services.tournaments.create_tournament): its
    defaults are the wizard's (3 deals of 15 minutes, the deals' FIBUR scale, 3 Mitchell + 2 Danish)."""
    from burraco_tourney.domain.problems import Refusal
    from burraco_tourney.domain.tournament import TournamentSettings
    from burraco_tourney.services.profiles import resolve_profile
    from burraco_tourney.services.scales import SCALE_FOR_DEALS, resolve_scale
    from burraco_tourney.services.tournaments import create_tournament

    try:
        day = date.fromisoformat(args.date) if args.date else date.today()
    except ValueError:
        raise UserError(say("cli.bad_date", value=args.date)) from None
    plan = _plan(args.plan)
    with user_errors():
        scale = resolve_scale(args.scale or SCALE_FOR_DEALS.get(args.deals, "continuous"))
    try:
        profile = resolve_profile(args.profile) if args.profile else None
    except Refusal as refusal:
        raise UserError(refusal) from refusal
    settings = TournamentSettings(
        name=args.name,
        vp_scale=scale,
        date=day,
        venue=args.venue or None,
        deals_per_round=args.deals,
        minutes_per_deal=args.minutes,
        plan=plan,
        print_language=args.print_language or messages_language(),
        profile=profile,
    )
    with database(args) as db, user_errors():
        made = create_tournament(db, settings)
    data = {"id": made.id, "name": made.name, "date": day.isoformat(), "rounds_planned": _planned(plan)}
    return _said(args, data, say("cli.created", id=made.id, name=made.name))


def _plan(text: str | None) -> tuple[Phase, ...]:
    """`mitchell:3,danish:2` as the plan's phases (None: the wizard's 3 Mitchell + 2 Danish)."""
    from burraco_tourney.domain.tournament import Movement, Phase

    if text is None:
        return (Phase(Movement.MITCHELL, 3), Phase(Movement.DANISH, 2))
    phases = []
    for part in text.replace(" ", "").split(","):
        movement, _, rounds = part.partition(":")
        if movement not in _PLANNED or not rounds.isdigit() or int(rounds) < 1:
            raise UserError(say("cli.bad_plan", value=text))
        phases.append(Phase(Movement(movement), int(rounds)))
    return tuple(phases)


_PLANNED = ("mitchell", "danish", "swiss", "round_robin")


def _planned(plan: Sequence[Phase]) -> int:
    return sum(phase.rounds for phase in plan)


def cmd_round_next(args: argparse.Namespace) -> int:
    from burraco_tourney.domain.movements import DrawOptions, FirstRoundSeating, Separation
    from burraco_tourney.domain.tournament import Movement
    from burraco_tourney.services.pairing import make_next_round
    from burraco_tourney.services.tournaments import load_tournament

    movement = Movement(args.movement) if args.movement else None
    options = DrawOptions(
        modified_danish=not args.plain_danish,
        grouped=args.by_group,
        seating=FirstRoundSeating(args.seating),
        seed=args.seed,
        separate=frozenset(Separation(value) for value in args.separate or ()),
    )
    with database(args, existing=True) as db, user_errors():
        tournament_id = tournament_id_of(db, args)
        teams = is_team_event(db, tournament_id)
        tournament = load_tournament(db, tournament_id)
        planned = _planned(tournament.settings.plan)
        made_rounds = max((r.number for r in tournament.rounds), default=0)
        # Past the plan's last round the standings are no longer final: only when asked for (a team
        # event's own rule refuses it unless --movement names the round's movement).
        if not teams and planned and made_rounds >= planned and not args.beyond_plan:
            raise UserError(say("cli.round_beyond_plan", planned=planned, round=made_rounds + 1))
        if teams:
            from burraco_tourney.services.teams import next_team_round

            # A team event draws teams (round robin, Danish, Swiss) and seats each match at its tables.
            made = next_team_round(db, tournament_id, movement)
        else:
            made = make_next_round(db, tournament_id, movement, options=options)
    data = made.to_json()
    if made.notes:
        data["notes"] = [problem_words(note) for note in made.notes]
    show(json.dumps(data, ensure_ascii=False))
    return 0


def cmd_round_delete_last(args: argparse.Namespace) -> int:
    """Take back the last round, as the window's delete does (services.rounds.delete_last_round, audited
    with the reason); its saved score sheets go with it only when --with-sheets says so."""
    from burraco_tourney.services.rounds import delete_last_round, get_round
    from burraco_tourney.services.tournaments import load_tournament

    if not args.reason.strip():
        raise UserError(say("cli.needs_reason"))
    with database(args, existing=True) as db, user_errors():
        tournament_id = tournament_id_of(db, args)
        sheets = None
        if args.with_sheets:
            rounds = load_tournament(db, tournament_id).rounds
            last = max((r.number for r in rounds), default=0)
            sheets = (
                [t.table for t in get_round(db, tournament_id, last).tables if t.has_result] if last else []
            )
        number = delete_last_round(db, tournament_id, sheets=sheets, reason=args.reason)
    return _said(args, {"deleted_round": number}, say("cli.round_deleted", round=number))


def cmd_adjust(args: argparse.Namespace) -> int:
    """A VP/MP adjustment of one pair with its reason (services.adjustments.add_adjustment)."""
    from decimal import Decimal, InvalidOperation

    from burraco_tourney.domain.vp import format_vp
    from burraco_tourney.services.adjustments import add_adjustment
    from burraco_tourney.services.tournaments import load_tournament

    try:
        vp = Decimal(args.vp.replace(",", ".")) if args.vp else Decimal(0)
    except InvalidOperation:
        raise UserError(say("cli.bad_vp", value=args.vp)) from None
    with database(args, existing=True) as db, user_errors():
        tournament_id = tournament_id_of(db, args)
        after = args.after_round
        if after is None:
            after = max((r.number for r in load_tournament(db, tournament_id).rounds), default=0)
        stored = add_adjustment(db, tournament_id, args.pair, after, vp=vp, mp=args.mp, reason=args.reason)
    given = stored.adjustment
    data = {
        "id": stored.id,
        "pair": given.pair,
        "after_round": given.after_round,
        "vp": json.loads(format_vp(given.vp)),  # a number, as format_vp writes it
        "mp": given.mp,
        "reason": given.reason,
    }
    text = say("cli.adjusted", pair=given.pair, round=given.after_round, vp=format_vp(given.vp), mp=given.mp)
    return _said(args, data, text)


def _add_tournament(sub: Subcommands) -> None:
    tournament = command(sub, "tournament", needs_subcommand, "tournaments: make a new one")
    tournament_sub = tournament.add_subparsers(dest="tournament_command", parser_class=Parser)
    new = tournament_sub.add_parser("new", help="create a tournament, as the window's new tournament does")
    new.set_defaults(handler=cmd_tournament_new)
    new.add_argument("--db", help="SQLite file or database URL (default: in your data folder)")
    new.add_argument("--name", required=True, help="the tournament's name")
    new.add_argument("--date", help="the day, YYYY-MM-DD (default: today)")
    new.add_argument("--venue", help="where it is played")
    new.add_argument("--deals", type=int, default=3, help="deals per round (default 3)")
    new.add_argument("--minutes", type=int, default=15, help="minutes per deal (default 15)")
    new.add_argument("--profile", metavar="KEY|FILE", help="the rule profile (see: profiles --list)")
    new.add_argument(
        "--scale", metavar="NAME|FILE", help="the VP scale (default: the FIBUR one for the deals)"
    )
    new.add_argument(
        "--plan",
        metavar="MOVEMENT:ROUNDS,...",
        help="e.g. mitchell:3,danish:2 (the default); movements: mitchell, danish, swiss, round_robin",
    )
    new.add_argument(
        "--print-language",
        choices=("it", "de", "en"),
        help="the language of its printouts (default: the messages' language)",
    )
    add_format_option(new)


def _add_round(sub: Subcommands) -> None:
    from burraco_tourney.domain.movements import FirstRoundSeating, Separation

    round_parser = command(sub, "round", needs_subcommand, "rounds: make the next one, take back the last")
    round_sub = round_parser.add_subparsers(dest="round_command", parser_class=Parser)
    round_next = round_sub.add_parser("next", help="make the next round from the plan and print it as JSON")
    round_next.set_defaults(handler=cmd_round_next)
    add_data_options(round_next)
    round_next.add_argument(
        "--movement",
        choices=("mitchell", "danish", "swiss", "round_robin"),
        help="use this movement for this round instead of the plan's",
    )
    round_next.add_argument(
        "--seating",
        choices=[seating.value for seating in FirstRoundSeating],
        default=FirstRoundSeating.REGISTRATION.value,
        help="first round of a Mitchell or round-robin phase: load pairs by number, alphabetically (surname "
        "of the first player) or by a draw (club_separation: by number, as --separate club)",
    )
    round_next.add_argument("--seed", type=int, default=0, help="the draw for --seating draw")
    apart = "first round of a phase: pairs sharing this do not meet where the field allows (repeatable)"
    choices = [separation.value for separation in Separation]
    round_next.add_argument("--separate", action="append", choices=choices, help=apart)
    round_next.add_argument(
        "--plain-danish", action="store_true", help="Danish strictly 1v2, 3v4 (default: modified, no rematch)"
    )
    round_next.add_argument("--by-group", action="store_true", help="pair Danish and Swiss within each group")
    round_next.add_argument(
        "--beyond-plan", action="store_true", help="make a round after the plan's last one"
    )
    delete = round_sub.add_parser("delete-last", help="take back the last round made (audited)")
    delete.set_defaults(handler=cmd_round_delete_last)
    add_data_options(delete)
    delete.add_argument("--reason", required=True, help="why (kept in the tournament's history)")
    delete.add_argument(
        "--with-sheets", action="store_true", help="also when score sheets of it are saved: they go with it"
    )
    add_format_option(delete)


def _add_adjust(sub: Subcommands) -> None:
    adjust = data_command(sub, "adjust", cmd_adjust, "give or take VP/MP from a pair, with a reason")
    adjust.add_argument("--pair", type=int, required=True, help="the pair's number")
    adjust.add_argument("--vp", help="VP to add (negative: to take away), e.g. -1 or 0.5")
    adjust.add_argument("--mp", type=int, default=0, help="MP to add (negative: to take away)")
    adjust.add_argument("--reason", required=True, help="why (shown on the standings and kept)")
    adjust.add_argument(
        "--after-round", type=int, help="counting from this round on (default: the last made)"
    )
    add_format_option(adjust)


# This group's commands, each adding its parser (and its subcommands') to the command line's.
_PARSERS: dict[str, Callable[[Subcommands], None]] = {
    "tournament": _add_tournament,
    "round": _add_round,
    "adjust": _add_adjust,
}


def add_parsers(sub: Subcommands, names: Sequence[str] = tuple(_PARSERS)) -> None:
    """Add this group's commands `names` (all unless told), in that order."""
    for name in names:
        _PARSERS[name](sub)
