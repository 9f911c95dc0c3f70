"""On a bare Linux desktop the window does not abort inside Qt: it says in one line which Debian/Ubuntu
packages to install, before Qt loads its X11 plugin (issue 13)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from burraco_tourney.cli import main
from burraco_tourney.ui import app, linux_libraries
from burraco_tourney.ui.linux_libraries import (
    DEBIAN_PACKAGES,
    install_message,
    missing_from_error,
    qt_folder,
    uses_xcb,
    window_start_problem,
)

README = Path(__file__).resolve().parents[2] / "README.md"

# What `ldd` prints for the xcb plugin on a Debian 12 desktop without the xcb-util libraries.
BARE_LDD = """\
\tlinux-vdso.so.1 (0x00007ffc1d3f5000)
\tlibQt6XcbQpa.so.6 => /opt/venv/PySide6/Qt/plugins/platforms/../../lib/libQt6XcbQpa.so.6 (0x00007f)
\tlibGL.so.1 => /lib/x86_64-linux-gnu/libGL.so.1 (0x00007f5d7b779000)
\tlibxkbcommon-x11.so.0 => not found
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f5d7a8b9000)
\tlibxcb-icccm.so.4 => not found
"""


def fake_ldd(listing: str) -> linux_libraries.Ldd:
    return lambda path: listing


def a_qt_folder(tmp_path: Path) -> Path:
    """Qt's folder as a PySide6 wheel lays it out, with the two files the check reads."""
    qt = tmp_path / "Qt"
    (qt / "plugins" / "platforms").mkdir(parents=True)
    (qt / "lib").mkdir()
    (qt / "plugins" / "platforms" / "libqxcb.so").write_bytes(b"")
    (qt / "lib" / "libQt6Widgets.so.6").write_bytes(b"")
    return qt


X11 = {"DISPLAY": ":0"}


def test_the_missing_libraries_are_named_with_their_packages_in_one_line(tmp_path: Path) -> None:
    problem = window_start_problem(X11, "linux", a_qt_folder(tmp_path), fake_ldd(BARE_LDD))
    assert problem == (
        "the window needs system libraries that are missing here (libxkbcommon-x11.so.0, "
        "libxcb-cursor.so.0, libxcb-icccm.so.4, libxcb-keysyms.so.1); on Debian or Ubuntu install them "
        "with: sudo apt install libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1"
    )


def test_nothing_is_said_when_nothing_is_missing(tmp_path: Path) -> None:
    complete = BARE_LDD.replace("=> not found", "=> /lib/x86_64-linux-gnu/x.so (0x1)")
    assert window_start_problem(X11, "linux", a_qt_folder(tmp_path), fake_ldd(complete)) is None


def test_a_library_without_a_known_package_is_still_named() -> None:
    assert install_message(["libxcb-icccm.so.4", "libfuture.so.9"]) == (
        "the window needs system libraries that are missing here (libxcb-icccm.so.4, libfuture.so.9); on "
        "Debian or Ubuntu install them with: sudo apt install libxcb-icccm4, and the packages that provide "
        "the others"
    )


@pytest.mark.parametrize(
    ("environ", "xcb"),
    [
        ({"DISPLAY": ":0"}, True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb:nograb"}, True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, False),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland;xcb"}, False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, False),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}, False),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "x11"}, True),
        ({"QT_QPA_PLATFORM": "xcb"}, False),  # no X server to talk to: the "no display" message says so
        ({}, False),
    ],
)
def test_the_check_is_made_only_where_qt_uses_its_x11_plugin(environ: dict[str, str], xcb: bool) -> None:
    assert uses_xcb(environ) is xcb


def test_the_check_is_made_only_on_linux(tmp_path: Path) -> None:
    qt = a_qt_folder(tmp_path)
    for platform in ("win32", "darwin"):
        assert window_start_problem(X11, platform, qt, fake_ldd(BARE_LDD)) is None
    offscreen = {"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}
    assert window_start_problem(offscreen, "linux", qt, fake_ldd(BARE_LDD)) is None


def test_a_qt_without_the_x11_plugin_is_not_checked(tmp_path: Path) -> None:
    assert window_start_problem(X11, "linux", tmp_path, fake_ldd(BARE_LDD)) is None


def test_the_library_named_by_a_failed_import_of_qt() -> None:
    error = "libEGL.so.1: cannot open shared object file: No such file or directory"
    assert missing_from_error(error) == ["libEGL.so.1"]
    assert missing_from_error("No module named 'PySide6'") == []


def test_the_window_command_says_it_in_one_line_before_qt_starts(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":0")
    for name in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(linux_libraries, "run_ldd", lambda path: BARE_LDD)
    started: list[str] = []

    def run(db: str) -> int:  # never a real window here
        started.append(db)
        return 0

    monkeypatch.setattr(app, "run", run)
    assert main(["gui", "--db", str(tmp_path / "club.sqlite")]) == 1
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "sudo apt install libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in err
    assert started == []


# ------------------------------------------------------------------ the list is right for this PySide6


def _needed(path: Path) -> list[str]:
    """The libraries `path` itself links to (its ELF NEEDED entries)."""
    listing = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, check=True).stdout
    return re.findall(r"^\s*NEEDED\s+(\S+)", listing, re.MULTILINE)


# Always there on Debian and Ubuntu (Essential or required packages, or the loader itself).
_BASE = {"libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1", "ld-linux-x86-64.so.2"}


def _system_needs() -> list[str]:
    qt = qt_folder()
    if qt is None or not sys.platform.startswith("linux") or shutil.which("objdump") is None:
        pytest.skip("needs PySide6's Linux wheel and objdump (binutils)")
    libraries = [
        qt / "plugins" / "platforms" / "libqxcb.so",
        *(qt / "lib" / f"libQt6{name}.so.6" for name in ("XcbQpa", "Gui", "Widgets", "Core", "DBus")),
    ]
    bundled = {path.name for path in (qt / "lib").iterdir()}
    needs = {name for path in libraries for name in _needed(path)}
    return sorted(needs - bundled - _BASE)


def test_every_library_qts_x11_plugin_links_to_has_its_package() -> None:
    needs = _system_needs()
    assert "libxcb-icccm.so.4" in needs  # it really reads the plugin
    assert [name for name in needs if name not in DEBIAN_PACKAGES] == []


def test_the_readme_lists_the_packages_in_its_set_up_section() -> None:
    packages = {DEBIAN_PACKAGES[name] for name in _system_needs()} - {"zlib1g", "libzstd1"}
    text = README.read_text(encoding="utf-8")
    line = next(line for line in text.splitlines() if line.strip().startswith("sudo apt install libxcb"))
    assert set(line.split()[3:]) == packages
    assert text.index(line) < text.index("\n## ", text.index("\n## ") + 1)  # in the first sections
