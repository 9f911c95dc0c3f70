"""The installer: its files hold together, and (slow) the frozen program builds and passes its self-test."""

from __future__ import annotations

import configparser
import os
import struct
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from burraco_tourney import __version__

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"
ICONS = ROOT / "resources" / "icons"
PNG_SIZES = (16, 32, 48, 64, 128, 256)


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_icon_comes_in_every_size_the_platforms_ask_for() -> None:
    assert (ICONS / "burraco-tourney.svg").read_text(encoding="utf-8").lstrip().startswith("<?xml")
    for size in PNG_SIZES:
        assert _png_size(ICONS / f"burraco-tourney-{size}.png") == (size, size)
    ico = (ICONS / "burraco-tourney.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1)
    sizes = set()
    for index in range(count):
        width, _height, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * index : 22 + 16 * index]
        )
        assert (planes, bits) == (1, 32)
        assert offset + length <= len(ico)
        sizes.add(width or 256)
    assert {16, 32, 48, 256} <= sizes


def test_the_desktop_entry_names_the_program_and_its_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(INSTALLER / "linux" / "burraco-tourney.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Name"] == "Burraco Tourney"
    assert section["Icon"] == "burraco-tourney"
    assert section["Exec"].startswith("burraco-tourney gui")
    assert os.access(INSTALLER / "linux" / "install-desktop-entry.sh", os.X_OK)


def test_the_windows_installer_script_installs_the_build_folder() -> None:
    script = (INSTALLER / "windows" / "burraco-tourney.iss").read_text(encoding="utf-8")
    assert r"dist\burraco-tourney\*" in script
    assert "burraco-tourney-gui.exe" in script
    assert ".burraco" in script
    assert "burraco-tourney.ico" in script


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="installer/build.py makes the Linux build")
@pytest.mark.skipif(
    os.environ.get("BURRACO_SKIP_INSTALLER_TEST") == "1",
    reason="BURRACO_SKIP_INSTALLER_TEST=1: the frozen build (a few minutes) is left to installer/build.py",
)
def test_the_frozen_program_builds_and_passes_its_self_test_without_python(tmp_path: Path) -> None:
    """installer/build.py from this checkout: a fresh virtual environment, PyInstaller, the tarball, and the
    unpacked program's self-test with no Python on its PATH (the script fails if any step fails)."""
    dist = tmp_path / "dist"
    done = subprocess.run(
        [
            *(sys.executable, str(INSTALLER / "build.py")),
            *("--build-dir", str(tmp_path / "build"), "--dist-dir", str(dist)),
        ],
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-6000:]
    report = [line for line in done.stdout.splitlines() if line[:5] in ("ok   ", "FAIL ", "skip ")]
    assert len(report) >= 10, done.stdout[-6000:]
    assert all(line.startswith("ok   ") for line in report), "\n".join(report)
    assert "frozen build in" in report[0]
    assert "self-test passed" in done.stdout

    tarball = dist / f"burraco-tourney-{__version__}-linux-x86_64.tar.gz"
    top = f"burraco-tourney-{__version__}"
    with tarfile.open(tarball) as tar:
        names = set(tar.getnames())
    for member in (
        "burraco-tourney/burraco-tourney",
        "burraco-tourney.desktop",
        "burraco-tourney.png",
        "install-desktop-entry.sh",
        "README.txt",
        "burraco-tourney/_internal/resources/vp_scales/fibur-3-deals.json",
        "burraco-tourney/_internal/burraco_tourney/persistence/migrations/env.py",
    ):
        assert f"{top}/{member}" in names, member
