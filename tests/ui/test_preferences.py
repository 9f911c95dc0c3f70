"""The window's remembered choices (ui/preferences.py): declared once, each with its key, type and default;
what an earlier version wrote is read back unchanged; nothing else in the program builds a QSettings."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

import burraco_tourney
from burraco_tourney.ui import preferences
from burraco_tourney.ui.preferences import Preference

PACKAGE = Path(burraco_tourney.__file__).parent
# TEMPORARY: the score-sheets page is being edited on another branch; its four QSettings() go through the
# registry (SHEETS_QUICK, SHEETS_SPLIT, STATION) once that branch is merged. Then this set is emptied.
NOT_YET_SWITCHED = {"ui/views/sheets_page.py"}

ALL = [value for value in vars(preferences).values() if isinstance(value, Preference)]


def test_only_the_registry_builds_a_qsettings() -> None:
    builders = sorted(
        str(file.relative_to(PACKAGE))
        for file in PACKAGE.rglob("*.py")
        if re.search(r"\bQSettings\(", file.read_text(encoding="utf-8"))
    )
    assert builders == sorted({"ui/preferences.py", *NOT_YET_SWITCHED})


def test_no_window_module_imports_the_app_module() -> None:
    """The app module builds the window: a window module importing it (even inside a function, for the
    language) ties every page into one import loop. The language is the registry's."""
    importers = []
    for file in (PACKAGE / "ui").rglob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module is not None:
                names = [f"{node.module}.{alias.name}" for alias in node.names] + [node.module]
                if "burraco_tourney.ui.app" in names:
                    importers.append(str(file.relative_to(PACKAGE)))
            elif isinstance(node, ast.Import) and any(a.name == "burraco_tourney.ui.app" for a in node.names):
                importers.append(str(file.relative_to(PACKAGE)))
    assert importers == []


def test_every_key_is_declared_once() -> None:
    keys = [item.key for item in ALL]
    assert len(keys) == len(set(keys))
    assert preferences.LAST_TOURNAMENT["/club.sqlite"].key == "last_tournament//club.sqlite"


def test_nothing_chosen_yet_reads_the_defaults() -> None:
    for item in ALL:
        assert not item.is_set(), item
        assert item.get() == item.default, item
    assert preferences.WEB_PORT.get() == 8080
    assert preferences.CLOCK_SOUND.get() is True
    assert preferences.PAIRS_REGISTER_NEW.get() is True
    assert preferences.EXPORT_PREVIEW.get() is True
    assert preferences.SHEETS_QUICK.get() is False
    assert preferences.SERVER_PORT_NUMBER.get() == 5432
    assert preferences.RECENT_FILES.get() == []
    assert preferences.WINDOW_GEOMETRY.get() is None
    assert preferences.LAST_TOURNAMENT["/club.sqlite"].get() is None
    assert preferences.station_name() is None


CHOSEN: dict[str, object] = {
    "LANGUAGE": "de",
    "PAGE": 3,
    "WINDOW_GEOMETRY": QByteArray(b"\x01\xd9\xd0\xcb\x00\x03,=x"),
    "WINDOW_STATE": QByteArray(b"\x00\x00\x00\xff"),
    "STATION": "Anna, desk 2",
    "SERVER_HOST": "192.168.1.10",
    "SERVER_PORT_NUMBER": 5433,
    "SERVER_DATABASE": "torneo",
    "SERVER_USER": "direttore",
    "EXPORT_FOLDER": "/home/anna/Stampe, sera",
    "EXPORT_PER_PAGE": 2,
    "EXPORT_PREVIEW": False,
    "IMPORT_FOLDER": "/home/anna/Coppie",
    "MEMBERS_FOLDER": "/home/anna/Tesserati",
    "CIRCUITS_FOLDER": "/home/anna/Circuiti",
    "PRIZES_FOLDER": "/home/anna/Premi",
    "SCALES_FOLDER": "/home/anna/Scale",
    "WEB_PORT": 8081,
    "CLOCK_SCREEN": "HDMI-1",
    "CLOCK_ROTATING": True,
    "CLOCK_ROTATION": "20,30,15",
    "CLOCK_SOUND": False,
    "CLOCK_WARNING_MINUTES": 3,
    "CLOCK_FINAL_CIRCUIT": "Si finisce la smazzata in corso",
    "SHEETS_QUICK": True,
    "SHEETS_SPLIT": True,
    "STANDINGS_PRIZES": True,
    "PAIRS_REGISTER_NEW": False,
    "RECENT_FILES": ["postgresql://192.168.1.10/torneo", "/home/anna/club.sqlite"],
}


def test_every_preference_is_in_the_round_trip() -> None:
    assert {name for name, value in vars(preferences).items() if isinstance(value, Preference)} == set(CHOSEN)


@pytest.mark.parametrize("name", sorted(CHOSEN))
def test_a_choice_is_read_back_as_written_with_its_type(name: str) -> None:
    item: Preference[object] = getattr(preferences, name)
    item.set(CHOSEN[name])
    QSettings().sync()  # to the INI file and back: INI gives numbers and flags back as text
    value = item.get()
    assert value == CHOSEN[name]
    assert type(value) is type(CHOSEN[name])
    item.remove()
    assert item.get() == item.default


@pytest.mark.parametrize("recent", [[], ["/club.sqlite"], ["/club.sqlite", "postgresql://host/torneo"]])
def test_recent_files_of_any_length_come_back_as_a_list(recent: list[str]) -> None:
    preferences.RECENT_FILES.set(recent)
    QSettings().sync()
    assert preferences.RECENT_FILES.get() == recent


def test_the_last_tournament_is_kept_per_database() -> None:
    preferences.LAST_TOURNAMENT["/a.sqlite"].set(4)
    preferences.LAST_TOURNAMENT["/b.sqlite"].set(7)
    assert preferences.LAST_TOURNAMENT["/a.sqlite"].get() == 4
    assert preferences.LAST_TOURNAMENT["/b.sqlite"].get() == 7


def test_what_an_earlier_version_wrote_is_read_back_unchanged() -> None:
    """The earlier window wrote each choice with its own QSettings().setValue; the same keys and forms are
    read through the registry (an existing director's settings survive the update)."""
    old = QSettings()
    old.setValue("language", "it")
    old.setValue("page", 2)
    old.setValue("window/geometry", QByteArray(b"geometry"))
    old.setValue("window/state", QByteArray(b"state"))
    old.setValue("recent_files", ["/club.sqlite", "/casa.sqlite"])
    old.setValue("last_tournament//club.sqlite", 5)
    old.setValue("station/name", " Anna ")
    old.setValue("server/host", "10.0.0.2")
    old.setValue("server/port", 5433)
    old.setValue("server/database", "torneo")
    old.setValue("server/user", "anna")
    old.setValue("export/folder", "/stampe")
    old.setValue("export/per_page", 2)
    old.setValue("export/preview", "false")
    old.setValue("import/folder", "/coppie")
    old.setValue("members/folder", "/tesserati")
    old.setValue("circuits/folder", "/circuiti")
    old.setValue("prizes/folder", "/premi")
    old.setValue("scales/folder", "/scale")
    old.setValue("publish/port", 8090)
    old.setValue("clock/screen", "HDMI-1")
    old.setValue("clock/rotating", "true")
    old.setValue("clock/rotation_seconds", "20,15,15")
    old.setValue("clock/sound", False)
    old.setValue("clock/warning_minutes", 2)
    old.setValue("clock/final_circuit_text", "Last deal")
    old.setValue("sheets/quick_mode", True)
    old.setValue("sheets/split_card_points", True)
    old.setValue("standings/prizes", True)
    old.setValue("pairs/register_new", False)
    old.sync()
    del old

    p = preferences
    assert p.LANGUAGE.get() == "it" and p.chosen_language() == "it"
    assert p.PAGE.get() == 2
    assert p.WINDOW_GEOMETRY.get() == QByteArray(b"geometry")
    assert p.WINDOW_STATE.get() == QByteArray(b"state")
    assert p.RECENT_FILES.get() == ["/club.sqlite", "/casa.sqlite"]
    assert p.LAST_TOURNAMENT["/club.sqlite"].get() == 5
    assert p.station_name() == "Anna"
    assert (p.SERVER_HOST.get(), p.SERVER_PORT_NUMBER.get()) == ("10.0.0.2", 5433)
    assert (p.SERVER_DATABASE.get(), p.SERVER_USER.get()) == ("torneo", "anna")
    assert (p.EXPORT_FOLDER.get(), p.EXPORT_PER_PAGE.get(), p.EXPORT_PREVIEW.get()) == ("/stampe", 2, False)
    assert [p.IMPORT_FOLDER.get(), p.MEMBERS_FOLDER.get(), p.CIRCUITS_FOLDER.get()] == [
        "/coppie",
        "/tesserati",
        "/circuiti",
    ]
    assert (p.PRIZES_FOLDER.get(), p.SCALES_FOLDER.get(), p.WEB_PORT.get()) == ("/premi", "/scale", 8090)
    assert (p.CLOCK_SCREEN.get(), p.CLOCK_ROTATING.get()) == ("HDMI-1", True)
    assert p.CLOCK_ROTATION.get() == "20,15,15"
    assert (p.CLOCK_SOUND.get(), p.CLOCK_WARNING_MINUTES.get()) == (False, 2)
    assert p.CLOCK_FINAL_CIRCUIT.get() == "Last deal"
    assert (p.SHEETS_QUICK.get(), p.SHEETS_SPLIT.get(), p.STANDINGS_PRIZES.get()) == (True, True, True)
    assert p.PAIRS_REGISTER_NEW.get() is False


def test_an_ini_file_written_by_hand_is_read_with_the_declared_types() -> None:
    """An INI file gives everything back as text, a one-item list as a plain string: the registry converts;
    a value that does not convert is the default."""
    path = Path(QSettings().fileName())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        "[General]\npage=1\nrecent_files=/solo.sqlite\n"
        "[publish]\nport=not a port\n"
        "[server]\nport=70000\n"
        "[clock]\nsound=0\nrotating=true\nwarning_minutes=4\n"
        "[pairs]\nregister_new=false\n",
        encoding="utf-8",
    )
    assert preferences.PAGE.get() == 1
    assert preferences.RECENT_FILES.get() == ["/solo.sqlite"]
    assert preferences.WEB_PORT.get() == 8080
    assert preferences.SERVER_PORT_NUMBER.get() == 5432
    assert preferences.CLOCK_SOUND.get() is False
    assert preferences.CLOCK_ROTATING.get() is True
    assert preferences.CLOCK_WARNING_MINUTES.get() == 4
    assert preferences.PAIRS_REGISTER_NEW.get() is False


def test_flags_keep_the_form_they_were_always_written_in() -> None:
    """The rotation and the PDF preview were written as the text "true"/"false", the others as flags."""
    preferences.CLOCK_ROTATING.set(False)
    preferences.EXPORT_PREVIEW.set(True)
    preferences.CLOCK_SOUND.set(False)
    assert QSettings().value("clock/rotating") == "false"
    assert QSettings().value("export/preview") == "true"
    assert QSettings().value("clock/sound") is False


def test_the_language_asked_on_the_command_line_wins_for_this_run(monkeypatch: pytest.MonkeyPatch) -> None:
    preferences.LANGUAGE.set("it")
    monkeypatch.setattr(preferences, "_asked_language", None)
    preferences.ask_language("de")
    assert preferences.chosen_language() == "de"
    preferences.ask_language(None)
    assert preferences.chosen_language() == "it"


def test_kept_in_sends_the_preferences_to_a_folder_and_back(tmp_path: Path) -> None:
    before = QSettings().fileName()
    with preferences.kept_in(tmp_path / "elsewhere", "Burraco Tourney Self-Test"):
        preferences.WEB_PORT.set(9000)
        assert Path(QSettings().fileName()).is_relative_to(tmp_path / "elsewhere")
    assert QSettings().fileName() == before
    assert preferences.WEB_PORT.get() == 8080
