"""The window's remembered choices, each declared once with its key, type and default (as MusicBrainz Picard
declares its options). This is the only module that builds a `QSettings`.

A choice is read with `PORT.get()` and written with `PORT.set(value)`. What QSettings gives back depends on
the platform's format (an INI file gives text: "8080", "true"; a one-item list comes back as a plain string),
so the conversion to the declared type is here, once: a value that does not convert reads as the default.

The keys and the stored forms are those the window has always written, so a director's settings are read
back unchanged after an update.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Generic, TypeVar, cast

from PySide6.QtCore import QByteArray, QCoreApplication, QLocale, QSettings

from burraco_tourney.domain.clock import DEFAULT_WARNING_MINUTES
from burraco_tourney.persistence.db import SERVER_PORT

T = TypeVar("T")

_TRUE = ("true", "1")
_FALSE = ("false", "0")


def _converted(raw: object, kind: type, default: Any) -> Any:
    """`raw` as QSettings gave it back, as a `kind`; the default when it is missing or does not convert."""
    if raw is None:
        return list(default) if isinstance(default, list) else default
    if kind is bool:
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        return True if text in _TRUE else False if text in _FALSE else default
    if kind is int:
        if isinstance(raw, bool):
            return default
        try:
            return int(str(raw).strip())
        except ValueError:
            return default
    if kind is list:
        if isinstance(raw, str):  # a one-item list comes back from an INI file as that item
            return [raw] if raw else []
        if isinstance(raw, (list, tuple)):
            return [str(item) for item in raw]
        return list(default)
    if kind is QByteArray:
        return raw if isinstance(raw, QByteArray) else default
    return str(raw)


class Preference(Generic[T]):
    """One remembered choice: its key in QSettings, its type (str, int, bool, list of str, QByteArray) and the
    value it has until the director chooses one. `valid` turns a stored value away (read as the default);
    `as_text` keeps a flag written as "true"/"false", as some have always been."""

    def __init__(
        self,
        key: str,
        kind: type,
        default: T,
        *,
        valid: Callable[[T], bool] | None = None,
        as_text: bool = False,
    ) -> None:
        self.key = key
        self.kind = kind
        self.default = default
        self.valid = valid
        self.as_text = as_text

    def __repr__(self) -> str:
        return f"Preference({self.key!r}, {self.kind.__name__}, {self.default!r})"

    def get(self) -> T:
        value = cast(T, _converted(QSettings().value(self.key), self.kind, self.default))
        if self.valid is not None and value != self.default and not self.valid(value):
            return self.default
        return value

    def set(self, value: T) -> None:
        stored: object = value
        if self.kind is bool:
            stored = ("true" if value else "false") if self.as_text else bool(value)
        elif self.kind is list:
            stored = [str(item) for item in cast(list[Any], value)]
        QSettings().setValue(self.key, stored)

    def remove(self) -> None:
        """Forget the choice: the default again."""
        QSettings().remove(self.key)

    def is_set(self) -> bool:
        return QSettings().contains(self.key)


class KeyedPreference(Generic[T]):
    """A family of choices, one per name (the last tournament of each database): `LAST_TOURNAMENT[target]`
    is the preference kept under "last_tournament/<target>"."""

    def __init__(self, prefix: str, kind: type, default: T) -> None:
        self.prefix = prefix
        self.kind = kind
        self.default = default

    def __getitem__(self, name: str) -> Preference[T]:
        return Preference(f"{self.prefix}/{name}", self.kind, self.default)


# ------------------------------------------------------------------------------------------- the window

LANGUAGE = Preference("language", str, "")  # "", "it", "de", "en": "" is the system's
PAGE = Preference("page", int, 0)  # the page shown when the window closed
WINDOW_GEOMETRY: Preference[QByteArray | None] = Preference("window/geometry", QByteArray, None)
WINDOW_STATE: Preference[QByteArray | None] = Preference("window/state", QByteArray, None)
RECENT_FILES: Preference[list[str]] = Preference("recent_files", list, [])  # databases, newest first
LAST_TOURNAMENT: KeyedPreference[int | None] = KeyedPreference("last_tournament", int, None)
# Who this station is, for the audit log (File → Connect to a server); never a password.
STATION = Preference("station/name", str, "")

# The last server connected to (host, port, database, user); never a password.
SERVER_HOST = Preference("server/host", str, "")
SERVER_PORT_NUMBER = Preference("server/port", int, SERVER_PORT, valid=lambda port: 0 < port < 65536)
SERVER_DATABASE = Preference("server/database", str, "")
SERVER_USER = Preference("server/user", str, "")

# ------------------------------------------------------------------------------------------- files and web

EXPORT_FOLDER = Preference("export/folder", str, "")  # printouts and exports (and the free game's pad)
EXPORT_PER_PAGE = Preference("export/per_page", int, 1)  # score sheets on a page: 1 or 2
EXPORT_PREVIEW = Preference("export/preview", bool, True, as_text=True)  # a PDF shown once written
IMPORT_FOLDER = Preference("import/folder", str, "")  # pair lists
MEMBERS_FOLDER = Preference("members/folder", str, "")  # member registers, in and out
CIRCUITS_FOLDER = Preference("circuits/folder", str, "")
PRIZES_FOLDER = Preference("prizes/folder", str, "")  # prize plans
SCALES_FOLDER = Preference("scales/folder", str, "")  # VP scales
WEB_PORT = Preference("publish/port", int, 8080)  # the port the event is published on

# ------------------------------------------------------------------------------------------- the clock

CLOCK_SCREEN = Preference("clock/screen", str, "")  # the screen's name; "" or removed: in a window
CLOCK_ROTATING = Preference("clock/rotating", bool, False, as_text=True)
CLOCK_ROTATION = Preference("clock/rotation_seconds", str, "")  # "20,15,15": clock, seats, standings
CLOCK_SOUND = Preference("clock/sound", bool, True)
CLOCK_WARNING_MINUTES = Preference("clock/warning_minutes", int, DEFAULT_WARNING_MINUTES)
CLOCK_FINAL_CIRCUIT = Preference("clock/final_circuit_text", str, "")  # what the room reads at time-out

# ------------------------------------------------------------------------------------------- pages

SHEETS_QUICK = Preference("sheets/quick_mode", bool, False)
SHEETS_SPLIT = Preference("sheets/split_card_points", bool, False)
STANDINGS_PRIZES = Preference("standings/prizes", bool, False)  # the prizes beside the standings
PAIRS_REGISTER_NEW = Preference("pairs/register_new", bool, True)  # new players go into the register


def station_name() -> str | None:
    """The name given to this station (File → Connect to a server), recorded in the audit log."""
    return STATION.get().strip() or None


# ------------------------------------------------------------------------------------------- the language

# The language asked for on the command line (`burraco-tourney --lang it`), for this run only.
_asked_language: str | None = None


def ask_language(language: str | None) -> None:
    """The window speaks `language` for this run (None: its own choice), whatever LANGUAGE says."""
    global _asked_language
    _asked_language = language


def chosen_language() -> str:
    """The language asked for on the command line, else the preferences', else the system's ("it", "de",
    "en", ...)."""
    if _asked_language:
        return _asked_language
    return LANGUAGE.get() or QLocale.system().name().split("_")[0]


# ------------------------------------------------------------------------------------------- elsewhere


@contextmanager
def kept_in(folder: Path, name: str) -> Iterator[None]:
    """Every preference goes to an INI file in `folder`, under the program name `name`, while the block runs,
    then back to where it was (the self-test's window never touches the director's choices)."""
    ini, user = QSettings.Format.IniFormat, QSettings.Scope.UserScope
    # Qt has no getter for the folder of a scope: a throwaway QSettings tells where its file would go.
    usual = Path(QSettings(ini, user, "organization", "application").fileName()).parent.parent
    saved = (
        QCoreApplication.organizationName(),
        QCoreApplication.applicationName(),
        QSettings.defaultFormat(),
    )
    QCoreApplication.setOrganizationName(name)
    QCoreApplication.setApplicationName(name)
    QSettings.setDefaultFormat(ini)
    QSettings.setPath(ini, user, str(folder))
    try:
        yield
    finally:
        QSettings.setPath(ini, user, str(usual))
        QSettings.setDefaultFormat(saved[2])
        QCoreApplication.setOrganizationName(saved[0])
        QCoreApplication.setApplicationName(saved[1])
