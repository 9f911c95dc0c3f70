"""The window ends when the system asks it to (SIGTERM: a logout, a shutdown, `kill`), as File → Quit does.

The command line catches SIGTERM to remove its temporary files; while Qt's event loop waits, Python never
runs that handler, so the window used to ignore the signal and run on until killed with -9."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.slow
def test_sigterm_closes_the_window_and_the_program_exits(tmp_path: Path) -> None:
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    program = subprocess.Popen(
        [sys.executable, "-m", "burraco_tourney", "--db", str(tmp_path / "club.sqlite")],
        env=environment,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert program.stderr is not None
        # The offscreen platform says this once the window is shown: the event loop is running.
        for line in program.stderr:
            if "propagateSizeHints" in line:
                break
        program.send_signal(signal.SIGTERM)
        assert program.wait(timeout=20) == 0
    finally:
        if program.poll() is None:
            program.kill()
            program.wait()
        if program.stderr is not None:
            program.stderr.close()
