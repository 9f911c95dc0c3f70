"""Before the window starts on Linux: the system libraries Qt's X11 (xcb) plugin needs, and the Debian/Ubuntu
packages that bring the missing ones.

Without them Qt aborts inside its plugin loader with a message that names only some of them (often just
libxcb-cursor0). This module reads the plugin's needs with `ldd` before Qt is loaded, so that the director
gets one line with every package to install. It imports no Qt: it runs before PySide6's libraries load.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

# The libraries that PySide6's xcb plugin (plugins/platforms/libqxcb.so), Qt's xcb-qpa library and
# QtGui/QtWidgets need (`ldd` on them, PySide6 6.11), and the Debian package of each (`dpkg -S`, bookworm;
# Ubuntu 24.04 and Debian 13 name some "…t64", and apt takes the old name for them).
DEBIAN_PACKAGES: dict[str, str] = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libGLdispatch.so.0": "libglvnd0",
    "libOpenGL.so.0": "libopengl0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libpng16.so.16": "libpng16-16",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb.so.1": "libxcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
}

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)
# How the loader says it in an ImportError: "libEGL.so.1: cannot open shared object file: …".
_CANNOT_OPEN = re.compile(r"(\S+\.so[.\d]*): cannot open shared object file")

Ldd = Callable[[Path], str]


def uses_xcb(environ: Mapping[str, str]) -> bool:
    """Whether Qt will open the window through X11 (xcb): a DISPLAY, and neither a platform chosen by hand
    (QT_QPA_PLATFORM=offscreen, wayland, …) nor a Wayland session, where Qt takes its Wayland plugin."""
    if not environ.get("DISPLAY"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        # "xcb", "xcb:option=value", or a list tried in order such as "wayland;xcb".
        return chosen.split(";")[0].split(":")[0].strip() == "xcb"
    return not (environ.get("WAYLAND_DISPLAY") and environ.get("XDG_SESSION_TYPE") == "wayland")


def qt_folder() -> Path | None:
    """PySide6's Qt folder (lib/, plugins/), found without loading Qt; None if it is not where a wheel
    or a frozen build puts it."""
    spec = importlib.util.find_spec("PySide6")
    for location in (spec.submodule_search_locations or []) if spec is not None else []:
        folder = Path(location) / "Qt"
        if folder.is_dir():
            return folder
    return None


def xcb_libraries(qt: Path) -> list[Path]:
    """The xcb plugin and QtWidgets: `ldd` on them follows every library they need, Qt's own included."""
    candidates = [qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6Widgets.so.6"]
    return [path for path in candidates if path.is_file()]


def run_ldd(path: Path) -> str:
    """`ldd`'s list of what `path` needs ("" when ldd cannot run: then nothing can be said)."""
    try:
        done = subprocess.run(["ldd", str(path)], capture_output=True, text=True, timeout=60, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout


def missing_libraries(libraries: Iterable[Path], ldd: Ldd | None = None) -> list[str]:
    """The sonames that the dynamic loader cannot find for `libraries`, each once, in ldd's order."""
    missing: dict[str, None] = {}
    for path in libraries:
        for name in _NOT_FOUND.findall((ldd or run_ldd)(path)):
            missing.setdefault(name)
    return list(missing)


def missing_from_error(text: str) -> list[str]:
    """The library named by a loader error (an ImportError of PySide6), if any."""
    return _CANNOT_OPEN.findall(text)


def install_message(missing: Iterable[str]) -> str:
    """One line: what is missing and the apt command that installs it."""
    sonames = list(missing)
    packages = dict.fromkeys(DEBIAN_PACKAGES[name] for name in sonames if name in DEBIAN_PACKAGES)
    text = f"the window needs system libraries that are missing here ({', '.join(sonames)})"
    if not packages:
        return text + "; install the packages of your system that provide them"
    text += f"; on Debian or Ubuntu install them with: sudo apt install {' '.join(packages)}"
    if any(name not in DEBIAN_PACKAGES for name in sonames):
        text += ", and the packages that provide the others"
    return text


def window_start_problem(
    environ: Mapping[str, str],
    platform: str,
    qt: Path | None = None,
    ldd: Ldd | None = None,
) -> str | None:
    """The one-line reason the window cannot start on this Linux X11 desktop, or None (nothing missing,
    or not a case this check knows: another system, another Qt platform, Qt not found)."""
    if not platform.startswith("linux") or not uses_xcb(environ):
        return None
    qt = qt or qt_folder()
    if qt is None:
        return None
    missing = missing_libraries(xcb_libraries(qt), ldd)
    return install_message(missing) if missing else None
