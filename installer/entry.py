"""Entry script of the frozen program (PyInstaller): the `burraco-tourney` command, window and CLI alike."""

import os
import sys

from burraco_tourney.cli import main

if __name__ == "__main__":
    # The windowed Windows build (burraco-tourney-gui.exe) has no console, so Python gives it no standard
    # streams, and a message printed to one would crash the program instead of being lost.
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115 - kept open until exit
    raise SystemExit(main())
