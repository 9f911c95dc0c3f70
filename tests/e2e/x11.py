"""A private X server (Xvfb) and a director's hands on it (xdotool): for tests that run the real program.

The server picks its own free display (-displayfd), so parallel runs never collide. There is no window
manager, so when a dialog closes the keyboard goes nowhere: `Desktop.focus` does what a window manager (or a
director's click) does, before keys are sent. Screenshots go to the test's folder, numbered.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import re
import select
import shutil
import subprocess
import time
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from burraco_tourney.paths import resources_dir

T = TypeVar("T")
Title = str | Callable[[str], bool]  # a window's exact title, or a test of it

SCREEN = "1366x768x24"
# program: its Debian package (pdftoppm: the program's PDF preview)
TOOLS = {"Xvfb": "xvfb", "xdotool": "xdotool", "import": "imagemagick", "pdftoppm": "poppler-utils"}
WAIT = 20.0  # seconds: a window or a change that takes longer than this is a failure


class X11Unavailable(Exception):
    """What this machine lacks to run a real X session (the text says how to get it)."""


def missing_tools() -> list[str]:
    """The Debian packages of the programs that are not installed."""
    return [package for program, package in TOOLS.items() if shutil.which(program) is None]


def missing_xcb_libraries() -> list[str]:
    """The libraries Qt's xcb platform plugin links to and cannot find (`ldd`), e.g. libxcb-cursor.so.0."""
    import PySide6

    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.is_file() or shutil.which("ldd") is None:
        return []  # not a Linux wheel layout: the program's start tells
    listing = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, check=False).stdout
    return [line.split()[0] for line in listing.splitlines() if "not found" in line]


def check_available() -> None:
    tools = missing_tools()
    if tools:
        raise X11Unavailable(f"not installed: {', '.join(tools)} (apt-get install {' '.join(tools)})")
    libraries = missing_xcb_libraries()
    if libraries:
        raise X11Unavailable(f"Qt's xcb platform plugin cannot find {', '.join(libraries)}")


@contextmanager
def xvfb(log: Path) -> Iterator[str]:
    """Start Xvfb on a display of its choosing; yields ":N" once it accepts connections."""
    read_end, write_end = os.pipe()
    with log.open("wb") as output:
        server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", SCREEN, "-nolisten", "tcp"],
            stdin=subprocess.DEVNULL,
            stdout=output,
            stderr=subprocess.STDOUT,
            pass_fds=(write_end,),
        )
    os.close(write_end)
    try:
        # Xvfb writes the display number once it is listening.
        ready, _, _ = select.select([read_end], [], [], WAIT)
        number = os.read(read_end, 64).decode().strip() if ready else ""
        if not number:
            raise X11Unavailable(f"Xvfb did not start: {log.read_text(errors='replace')[-2000:]}")
        yield f":{number}"
    finally:
        os.close(read_end)
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def wait_until(what: str, check: Callable[[], T | None], timeout: float = WAIT) -> T:
    """Poll `check` (every 50 ms) until it gives something other than None/False; fail after `timeout`."""
    deadline = time.monotonic() + timeout
    while True:
        result = check()
        if result is not None and result is not False:
            return result
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {timeout:.0f} s for {what}")
        time.sleep(0.05)


def _latin_1_letter(char: str) -> bool:
    upper, lower = char.upper(), char.lower()
    return len(upper) == len(lower) == 1 and upper != lower and max(ord(upper), ord(lower)) < 0x100


def _key_char(char: str) -> str:
    """The character whose key types `char`: the small letter for a Latin-1 capital (typed with Shift)."""
    return char.lower() if _latin_1_letter(char) else char


def _keysym(char: str) -> int:
    """The X keysym of a character, as xdotool looks it up: Latin-1 ones are their code, others Unicode."""
    code = ord(char)
    return code if code < 0x100 else 0x1000000 | code


def _keysyms(char: str) -> tuple[int, int]:
    """The two levels (plain, Shift) of the key of `char`."""
    return (_keysym(char), _keysym(char.upper() if _latin_1_letter(char) else char))


def _bind_keysyms(display: str, keys: list[tuple[int, int]]) -> None:
    """Put each (plain, Shift) pair of keysyms on a keycode that has none (Xlib's XChangeKeyboardMapping,
    what xmodmap does; through ctypes, since libX11 is there wherever Qt's xcb plugin is)."""
    xlib = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
    pointer, number, numbers = ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(ctypes.c_int)
    xlib.XOpenDisplay.restype = pointer
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XDisplayKeycodes.argtypes = [pointer, numbers, numbers]
    xlib.XGetKeyboardMapping.restype = ctypes.POINTER(ctypes.c_ulong)
    xlib.XGetKeyboardMapping.argtypes = [pointer, ctypes.c_ubyte, number, numbers]
    xlib.XChangeKeyboardMapping.argtypes = [pointer, number, number, ctypes.POINTER(ctypes.c_ulong), number]
    xlib.XFree.argtypes = [pointer]
    xlib.XSync.argtypes = [pointer, number]
    xlib.XCloseDisplay.argtypes = [pointer]
    connection = xlib.XOpenDisplay(display.encode())
    if not connection:
        raise X11Unavailable(f"cannot connect to the X server {display}")
    try:
        low, high, per_key = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
        xlib.XDisplayKeycodes(connection, ctypes.byref(low), ctypes.byref(high))
        count = high.value - low.value + 1
        mapping = xlib.XGetKeyboardMapping(connection, low.value, count, ctypes.byref(per_key))
        width = per_key.value
        # Keycode 8, the lowest, is left alone: some programs treat it as "no key".
        free = [
            low.value + index
            for index in range(1, count)
            if not any(mapping[index * width + level] for level in range(width))
        ]
        xlib.XFree(mapping)
        assert len(keys) <= len(free), f"{len(keys)} characters to give keys, {len(free)} keys free"
        for keycode, (plain, shifted) in zip(free, keys, strict=False):
            xlib.XChangeKeyboardMapping(connection, keycode, 2, (ctypes.c_ulong * 2)(plain, shifted), 1)
        xlib.XSync(connection, 0)
    finally:
        xlib.XCloseDisplay(connection)


def _described(title: Title) -> str:
    return repr(title) if isinstance(title, str) else f"<{(title.__doc__ or title.__name__).strip()}>"


class Desktop:
    """The display's keyboard, mouse and screen, as a director uses them."""

    def __init__(self, display: str, shots: Path) -> None:
        self.display = display
        self.shots = shots
        self.shot_paths: list[Path] = []
        self.env = {**os.environ, "DISPLAY": display}
        self.keys: set[str] = set()  # the characters outside ASCII given keys of their own

    def xdotool(self, *args: str) -> str:
        done = subprocess.run(
            ["xdotool", *args],
            env=self.env,
            capture_output=True,
            encoding="utf-8",
            errors="replace",
            timeout=WAIT,
            check=False,
        )
        return done.stdout

    def shown_windows(self) -> dict[str, str]:
        """The shown windows, id: title, oldest first. (Titles are compared here, not by xdotool's regular
        expressions, which may read a UTF-8 title byte by byte.)"""
        titles = {}
        for window in self.xdotool("search", "--onlyvisible", "--name", "").split():
            title = self.xdotool("getwindowname", window)
            if title:  # empty when the window went away meanwhile
                titles[window] = title.rstrip("\n")
        return titles

    def windows(self, title: Title) -> list[str]:
        """The ids of the shown windows called `title` (or whose title passes it), oldest first."""
        matches = title if callable(title) else title.__eq__
        return [window for window, name in self.shown_windows().items() if matches(name)]

    def wait_window(self, title: Title, timeout: float = WAIT) -> str:
        def newest() -> str | None:
            found = self.windows(title)
            return found[-1] if found else None

        try:
            return wait_until(f"the window {_described(title)}", newest, timeout)
        except TimeoutError as error:
            raise TimeoutError(f"{error}; the windows shown: {list(self.shown_windows().values())}") from None

    def wait_gone(self, title: Title, timeout: float = WAIT) -> None:
        wait_until(f"the window {_described(title)} to close", lambda: not self.windows(title), timeout)

    def focus(self, title: Title) -> str:
        """Give the keyboard to the window called `title` (waiting for it to show), as a window manager
        gives it to the window a director clicks on."""
        window = self.wait_window(title)
        self.xdotool("windowfocus", "--sync", window)
        return window

    def add_keys(self, text: str) -> None:
        """Give the letters of `text` outside ASCII keys of their own, on keycodes the keyboard leaves empty.
        Call it before the program starts.

        Without this, xdotool borrows one spare key and changes its meaning letter by letter while the
        program reads the keys: now and then a letter is lost or arrives as the one before (the program
        fetches the keyboard's map after xdotool has changed it again). Latin-1 letters get one key for
        both cases, as the server wants it (it fills in their case itself); other characters get a key
        each (Ł and ł apart), pressed without Shift."""
        chars = sorted({_key_char(char) for char in text if ord(char) > 127})
        _bind_keysyms(self.display, [_keysyms(char) for char in chars])
        self.keys.update(chars)

    def type(self, text: str) -> None:
        """Type text; its characters outside ASCII must have been given keys with `add_keys`."""
        for part in re.split(r"([^\x00-\x7f])", text):
            if len(part) == 1 and ord(part) > 127:
                char = _key_char(part)
                assert char in self.keys, f"{part!r} has no key: add_keys first"
                name = f"U{ord(char):04X}"
                self.xdotool("key", f"shift+{name}" if char != part else name)
            elif part:
                self.xdotool("type", "--delay", "15", part)

    def key(self, *keys: str) -> None:
        """Press keys (xdotool names: Return, Tab, ctrl+s, 1, minus)."""
        self.xdotool("key", "--delay", "15", *keys)

    def screenshot(self, name: str) -> Path:
        """The whole screen once it has stopped changing (the program paints a moment after it acts; up
        to a second is waited), as a numbered PNG in the screenshots folder."""
        path = self.shots / f"{len(self.shot_paths) + 1:02d}-{name}.png"
        previous = b""
        for _attempt in range(8):
            image = subprocess.run(
                ["import", "-window", "root", "png:-"], env=self.env, capture_output=True, timeout=WAIT
            ).stdout
            if image == previous:
                break
            previous = image
        path.write_bytes(previous)
        self.shot_paths.append(path)
        return path


class Translations:
    """The program's Italian texts as the window shows them (from resources/i18n), so that the test types
    the same mnemonics and waits for the same titles as a director reading the screen."""

    def __init__(self, language: str) -> None:
        tree = ElementTree.parse(resources_dir() / "i18n" / f"burraco_tourney_{language}.ts")
        self.texts: dict[tuple[str, str], str] = {}
        for context in tree.getroot().iter("context"):
            name = context.findtext("name", "")
            for message in context.iter("message"):
                source = message.findtext("source", "")
                translation = message.find("translation")
                if (
                    translation is not None
                    and translation.text
                    and translation.get("type") not in ("obsolete", "vanished")
                ):
                    self.texts[(name, source)] = translation.text

    def text(self, context: str, source: str) -> str:
        try:
            return self.texts[(context, source)]
        except KeyError:
            raise AssertionError(f"no translation of {source!r} in {context}") from None

    def mnemonic(self, context: str, source: str) -> str:
        """The Alt+letter key of a label or button ("alt+c" for "&Crea il turno 1")."""
        found = re.search(r"&([^&])", self.text(context, source))
        assert found, f"{source!r} has no mnemonic in {context}"
        return f"alt+{found.group(1).lower()}"
