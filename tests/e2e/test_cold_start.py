"""Starting the window on a current database loads neither Alembic nor networkx (issue 15: cold start < 1 s).

Alembic is needed only when a database must be migrated, networkx only when a round is paired, reportlab
and openpyxl only for a printout or a workbook, uvicorn and starlette only when the web server starts; each
takes a tenth of a second to import. The window is
built in a fresh interpreter, as a director starts it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from alembic import command
from alembic.script import ScriptDirectory

from burraco_tourney.persistence.db import alembic_config, head_revision, open_database

START_WINDOW = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from burraco_tourney.ui.app import build_main_window
window = build_main_window(sys.argv[1])
window.show()
app.processEvents()
slow = ("alembic", "networkx", "reportlab", "openpyxl", "uvicorn", "starlette")
loaded = [name for name in slow if name in sys.modules]
print(json.dumps({"title": window.windowTitle(), "loaded": loaded}))
window.close()
"""


def _start(tmp_path: Path, database: Path) -> dict[str, object]:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    done = subprocess.run(
        [sys.executable, "-c", START_WINDOW, str(database)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_the_window_on_a_current_database_loads_none_of_the_slow_libraries(tmp_path: Path) -> None:
    database = tmp_path / "Torneo di Natale.sqlite"
    open_database(database).close()
    started = _start(tmp_path, database)
    assert started["loaded"] == []
    assert "Torneo di Natale" in str(started["title"])


def test_an_older_database_is_still_migrated_when_the_window_opens_it(tmp_path: Path) -> None:
    database = tmp_path / "old.sqlite"
    open_database(database).close()
    command.downgrade(alembic_config(f"sqlite:///{database}"), "0002")
    started = _start(tmp_path, database)
    assert "alembic" in started["loaded"]
    with open_database(database, reading=True) as db, db.engine.connect() as connection:
        assert (
            connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar() == head_revision()
        )


def test_the_head_revision_read_from_the_files_is_alembics() -> None:
    assert head_revision() == ScriptDirectory.from_config(alembic_config()).get_current_head()
