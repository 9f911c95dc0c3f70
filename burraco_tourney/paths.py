"""Where the program's bundled resources and the user's data live."""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def resources_dir() -> Path:
    """The `resources/` folder, wherever the program runs from.

    In a wheel it sits inside the package; in a source checkout beside the package; in a frozen
    (PyInstaller) build under the unpack folder.
    """
    candidates = [_PACKAGE_DIR / "resources", _PACKAGE_DIR.parent / "resources"]
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        candidates.insert(0, Path(frozen_root) / "resources")
    for candidate in candidates:
        if (candidate / "vp_scales").is_dir():
            return candidate
    raise FileNotFoundError(
        "The program's resources folder is missing (looked in: "
        + ", ".join(str(c) for c in candidates)
        + "). Reinstall Burraco Tourney."
    )


def resource(*parts: str) -> Path:
    """A path inside the resources folder, e.g. `resource("vp_scales", "fibur-3-deals.json")`."""
    return resources_dir().joinpath(*parts)


def user_data_folder() -> Path:
    """The user's data folder for this program (created when missing)."""
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("burraco-tourney", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def default_database_path() -> Path:
    """The SQLite file used when `--db` is not given."""
    return user_data_folder() / "tournaments.sqlite"


def user_log_path() -> Path:
    """Where unexpected errors are logged in full, so that a user sees one line and support sees the rest."""
    return user_data_folder() / "errors.log"
