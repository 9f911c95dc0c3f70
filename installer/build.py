"""Builds the frozen program from a checkout, packs the Linux tarball and proves it runs without Python.

    python3 installer/build.py [--build-dir DIR] [--dist-dir DIR] [--reuse-venv] [--no-tarball]

1. a virtual environment in the build folder, with the project installed from the checkout (a normal,
   not editable, install: what a user gets) and PyInstaller;
2. PyInstaller with installer/burraco-tourney.spec: the one-folder program in DIST/burraco-tourney/;
3. DIST/burraco-tourney-<version>-linux-x86_64.tar.gz: that folder, the .desktop entry, the icon and a
   script that adds the program to the desktop's menu;
4. the check: the tarball is unpacked into a new folder and the unpacked program runs `self-test` with
   a PATH holding no Python, no PYTHONHOME or PYTHONPATH, a home of its own, from another folder, and
   with the build's virtual environment moved away. The build fails if any step of the self-test fails.

Standard library only, so that any Python 3.11 or later can run it. On Windows, steps 1 and 2 are the
same by hand, then Inno Setup (installer/README.md).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import venv
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INSTALLER = ROOT / "installer"
SPEC = INSTALLER / "burraco-tourney.spec"
NAME = "burraco-tourney"
PYINSTALLER = "pyinstaller>=6.10,<7"
# The libraries Qt's xcb and wayland platforms link beyond those of every X11 desktop (Debian names).
XCB_PACKAGES = (
    "libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxcb-shape0 "
    "libxcb-xkb1 libxkbcommon-x11-0 libwayland-cursor0"
)


class BuildError(Exception):
    """A step of the build failed; the message says which and why."""


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--build-dir", type=Path, default=ROOT / "build" / "installer", help="work folder")
    parser.add_argument("--dist-dir", type=Path, default=ROOT / "dist", help="where the program goes")
    parser.add_argument(
        "--reuse-venv", action="store_true", help="keep the build's virtual environment if it is there"
    )
    parser.add_argument("--no-tarball", action="store_true", help="build and check the folder only")
    args = parser.parse_args(argv)
    started = time.monotonic()
    try:
        build = Build(args.build_dir.resolve(), args.dist_dir.resolve())
        build.make_venv(reuse=args.reuse_venv)
        build.freeze()
        if args.no_tarball:
            build.self_test(build.program_folder)
        else:
            tarball = build.tarball()
            build.self_test(build.unpack(tarball) / NAME)
    except BuildError as error:
        print(f"build.py: {error}", file=sys.stderr)
        return 1
    folder = build.program_folder
    print(f"\nbuilt in {time.monotonic() - started:.0f} s: {folder} ({_size(folder)})")
    if not args.no_tarball:
        print(f"tarball: {tarball} ({_size(tarball)})")
    return 0


class Build:
    def __init__(self, build_dir: Path, dist_dir: Path) -> None:
        self.build_dir = build_dir
        self.dist_dir = dist_dir
        self.venv = build_dir / "venv"
        project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
        self.version = str(project["version"])
        self.program_folder = dist_dir / NAME
        build_dir.mkdir(parents=True, exist_ok=True)
        dist_dir.mkdir(parents=True, exist_ok=True)

    @property
    def python(self) -> Path:
        scripts = "Scripts" if os.name == "nt" else "bin"
        return self.venv / scripts / ("python.exe" if os.name == "nt" else "python")

    def make_venv(self, *, reuse: bool) -> None:
        if not (reuse and self.python.is_file()):
            _step(f"virtual environment {self.venv}")
            venv.EnvBuilder(with_pip=True, clear=True).create(self.venv)
        _step(f"install the project from {ROOT} (not editable) and {PYINSTALLER}")
        # pip builds a wheel from the checkout (hatchling, in a temporary folder) and installs that.
        pip = [self.python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
        _run([*pip, PYINSTALLER, ROOT])
        # A kept environment may hold an older build of the project at the same version number.
        _run([*pip, "--no-deps", "--force-reinstall", ROOT])
        where = _output(
            [self.python, "-c", "import burraco_tourney; print(burraco_tourney.__file__)"], cwd=self.build_dir
        )
        if not Path(where).resolve().is_relative_to(self.venv.resolve()):
            raise BuildError(f"the build environment imports {where}, not the copy installed in {self.venv}")

    def freeze(self) -> None:
        _step(f"PyInstaller with {SPEC.relative_to(ROOT)}")
        work = self.build_dir / "pyinstaller"
        # Run from the build folder, so that only the installed project can be imported, never the checkout.
        _run(
            [
                *(self.python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN"),
                *("--distpath", self.dist_dir, "--workpath", work, SPEC),
            ],
            cwd=self.build_dir,
        )
        program = self.program_folder / (NAME + (".exe" if os.name == "nt" else ""))
        if not program.is_file():
            raise BuildError(f"PyInstaller made no {program}")
        if sys.platform.startswith("linux"):
            self.check_screen_libraries()

    def check_screen_libraries(self) -> None:
        """Warn about libraries the on-screen Qt platforms link that the build machine lacks.

        PyInstaller copies what it finds on the build machine; what it cannot find is left to the user's
        computer, where e.g. libxcb-cursor is often missing, and the window would not open there (the
        self-test, offscreen, cannot see it).
        """
        if not shutil.which("ldd"):
            return
        internal = self.program_folder / "_internal"
        missing: set[str] = set()
        for plugin in ("libqxcb.so", "libqwayland.so"):
            path = internal / "PySide6" / "Qt" / "plugins" / "platforms" / plugin
            if not path.is_file():
                continue
            linked = {**_environment(), "LD_LIBRARY_PATH": str(internal)}
            done = subprocess.run(["ldd", str(path)], env=linked, capture_output=True, text=True, check=False)
            missing |= {line.split()[0] for line in done.stdout.splitlines() if "not found" in line}
        if missing:
            print(
                f"WARNING: this machine lacks {', '.join(sorted(missing))}, which Qt's on-screen platforms "
                "link: the build leaves them to the user's computer. For a build that brings them, install "
                f"them here first (Debian, Ubuntu: apt-get install {XCB_PACKAGES}) and build again.",
                file=sys.stderr,
            )

    def tarball(self) -> Path:
        machine = platform.machine().lower().replace("amd64", "x86_64")
        system = "linux" if sys.platform.startswith("linux") else sys.platform
        top = f"{NAME}-{self.version}"
        path = self.dist_dir / f"{top}-{system}-{machine}.tar.gz"
        _step(f"tarball {path}")
        linux = INSTALLER / "linux"
        temporary = path.with_name(path.name + ".part")
        # Level 6: nearly the size of 9 in half the time, on a folder of a few hundred MB.
        with tarfile.open(temporary, "w:gz", compresslevel=6) as tar:
            tar.add(self.program_folder, arcname=f"{top}/{NAME}")
            tar.add(linux / f"{NAME}.desktop", arcname=f"{top}/{NAME}.desktop")
            tar.add(ROOT / "resources" / "icons" / f"{NAME}-256.png", arcname=f"{top}/{NAME}.png")
            tar.add(linux / "install-desktop-entry.sh", arcname=f"{top}/install-desktop-entry.sh")
            tar.add(linux / "README.txt", arcname=f"{top}/README.txt")
        temporary.replace(path)
        return path

    def unpack(self, tarball: Path) -> Path:
        folder = self.build_dir / "check"
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir()
        _step(f"unpack the tarball into {folder}")
        with tarfile.open(tarball) as tar:
            if hasattr(tarfile, "tar_filter"):  # Python 3.11.4 and later
                tar.extractall(folder, filter="tar")
            else:
                tar.extractall(folder)  # our own tarball, just made
            top = tar.getnames()[0].split("/")[0]
        return folder / top

    def self_test(self, folder: Path) -> None:
        """Run the program's self-test as a user's computer would: no Python anywhere it can find."""
        program = folder / (NAME + (".exe" if os.name == "nt" else ""))
        _step(f"self-test of {program}, without Python")
        sandbox = self.build_dir / "self-test"
        shutil.rmtree(sandbox, ignore_errors=True)
        empty_bin, home, cwd = sandbox / "bin", sandbox / "home", sandbox / "cwd"
        for made in (empty_bin, home, cwd):
            made.mkdir(parents=True)
        environment = {
            "PATH": str(empty_bin),
            "HOME": str(home),
            "USERPROFILE": str(home),
            "LANG": "C.UTF-8",
            "TMPDIR": str(sandbox),
        }
        for name in ("SYSTEMROOT", "TEMP", "TMP"):  # Windows cannot start a program without them
            if name in os.environ and os.name == "nt":
                environment[name] = os.environ[name]
        if any(shutil.which(python, path=environment["PATH"]) for python in ("python3", "python")):
            raise BuildError("the self-test's PATH holds a Python")
        # The build's own Python moves away meanwhile, so that the program cannot lean on it unseen.
        hidden = self.venv.with_name(self.venv.name + ".hidden")
        self.venv.rename(hidden)
        try:
            started = time.monotonic()
            done = subprocess.run(
                [str(program), "self-test"],
                cwd=cwd,
                env=environment,
                text=True,
                capture_output=True,
                check=False,
            )
        finally:
            hidden.rename(self.venv)
        print(done.stdout, end="")
        if done.stderr:
            print(done.stderr, end="", file=sys.stderr)
        if done.returncode != 0:
            raise BuildError(f"the frozen program's self-test failed (exit status {done.returncode})")
        print(f"self-test passed in {time.monotonic() - started:.1f} s")


def _step(what: str) -> None:
    print(f"\n=== {what}", flush=True)


def _environment() -> dict[str, str]:
    """This environment without what would make the build's Python look elsewhere (at the checkout)."""
    return {name: value for name, value in os.environ.items() if name not in ("PYTHONPATH", "PYTHONHOME")}


def _run(command: Sequence[object], cwd: Path | None = None) -> None:
    words = [str(word) for word in command]
    started = time.monotonic()
    done = subprocess.run(words, cwd=cwd, env=_environment(), check=False)
    if done.returncode != 0:
        raise BuildError(f"{' '.join(words)} failed (exit status {done.returncode})")
    print(f"    ({time.monotonic() - started:.0f} s)", flush=True)


def _output(command: Sequence[object], cwd: Path) -> str:
    words = [str(word) for word in command]
    done = subprocess.run(words, cwd=cwd, env=_environment(), capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise BuildError(f"{command} failed: {done.stderr.strip()}")
    return done.stdout.strip()


def _size(path: Path) -> str:
    if path.is_file():
        total = path.stat().st_size
    else:
        total = sum(file.lstat().st_size for file in path.rglob("*") if not file.is_dir())
    return f"{total / 1_000_000:.0f} MB"


if __name__ == "__main__":
    raise SystemExit(main())
