"""Command line: a thin argparse front on the services (INTERFACES.md §1)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import NoReturn


class UserError(Exception):
    """Something the user can fix: printed as one line on stderr, exit status 1."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def _format_vp(value: Decimal) -> str:
    return str(int(value)) if value == value.to_integral_value() else f"{value.normalize():f}"


def cmd_vp(args: argparse.Namespace) -> int:
    from burraco_tourney.domain.vp import ScaleError
    from burraco_tourney.services.scales import bundled_scales, resolve_scale

    if args.list:
        for scale in bundled_scales():
            description = getattr(scale, "description", None) or ""
            print(f"{scale.name}\t{description}".rstrip())
        return 0
    try:
        scale = resolve_scale(args.scale)
    except ScaleError as error:
        raise UserError(str(error)) from error
    this_line, other_line = scale.lookup(args.diff)
    print(f"{_format_vp(this_line)} {_format_vp(other_line)}")
    return 0


def cmd_gui(args: argparse.Namespace) -> int:
    from burraco_tourney.paths import default_database_path

    try:
        from burraco_tourney.ui import app
    except ImportError as error:  # e.g. Qt's system libraries missing
        raise UserError(f"the window cannot start: {error}") from error
    if not app.display_available():
        raise UserError(
            "no display is available to open the window "
            "(run it on a desktop, or set QT_QPA_PLATFORM=offscreen for a window nobody sees)"
        )
    return app.run(str(args.db or default_database_path()))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="burraco-tourney",
        description="Run Burraco pair tournaments: pairs, rounds, score sheets, VP, standings.",
    )
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    def command(name: str, handler: Callable[[argparse.Namespace], int], help_text: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.set_defaults(handler=handler)
        return p

    gui = command("gui", cmd_gui, "open the desktop app (the default with no command)")
    gui.add_argument("--db", help="SQLite file or database URL (default: in your data folder)")

    vp = command("vp", cmd_vp, "turn an MP difference into VP with a scale")
    vp.add_argument("--scale", help="a bundled scale name (see --list) or a JSON scale file")
    vp.add_argument("--diff", type=int, help="one line's MP minus the other's; prints that line's VP, then the other's")
    vp.add_argument("--list", action="store_true", help="list the bundled scales")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["gui", *(argv or [])])
    if args.command == "vp" and not args.list and (args.scale is None or args.diff is None):
        parser.error("vp needs --scale NAME|FILE and --diff N (or --list)")
    try:
        return int(args.handler(args))
    except UserError as error:
        print(f"burraco-tourney: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # never a traceback in a user's face: one line here, the details in a log
        log = _write_crash_log()
        print(f"burraco-tourney: unexpected error: {error} (details in {log})", file=sys.stderr)
        return 1


def _write_crash_log() -> str:
    """Write the current exception's traceback to a log file in the user's data folder; return its path."""
    import traceback
    from datetime import UTC, datetime

    from burraco_tourney.paths import user_log_path

    path = user_log_path()
    with path.open("a", encoding="utf-8") as log:
        log.write(f"--- {datetime.now(UTC).isoformat()} {sys.argv!r}\n")
        log.write(traceback.format_exc())
    return str(path)


if __name__ == "__main__":
    raise SystemExit(main())
