"""Fixtures of the web tests: a tournament in a private SQLite file, the web server on a free local port, and
a real headless Chromium (Selenium with the system's chromedriver) sized as a phone or as a projector.

Selenium is imported only by the browser fixtures, so the Starlette tests of this folder run without it.
Without chromium, chromedriver or selenium the browser tests are skipped with the reason; with
BURRACO_REQUIRE_BROWSER=1 (.ci/run) they fail instead.
"""

from __future__ import annotations

import base64
import importlib.util
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from burraco_tourney.domain.tournament import Movement, Player
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import pairs, tournaments
from tests.databases import new_database
from tests.services.support import players, settings, with_round

if TYPE_CHECKING:
    from selenium.webdriver.chrome.webdriver import WebDriver

    from burraco_tourney.web.server import WebServer

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"

# Flags that keep a headless Chromium quiet and offline in a container: no sandbox (root), no GPU, no
# calls home (QUIC, component updates, sync, background networking), a profile of its own.
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
)

PHONE = (390, 844)  # an ordinary phone held upright, in CSS pixels
NARROW_PHONE = (360, 740)  # the narrowest phones still common (many Android phones)
PROJECTOR = (1920, 1080)

# Pairs 1..8 in two groups (A: 1-4, B: 5-8), names with apostrophes and letters outside ASCII: the six pairs
# of tests.services.support, then two more of their own (support's names repeat after six).
PAIR_COUNT = 8
MORE_NAMES = (("Marta O'Neill", "Nicola Ferrà"), ("Søren Kjærgård", "Ewa Żółkiewska"))
ROUND_1 = ((1, 1, 2), (2, 3, 4), (3, 5, 6), (4, 7, 8))
ROUND_2 = ((1, 1, 4), (2, 3, 2), (3, 5, 8), (4, 7, 6))


def browser_missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    if importlib.util.find_spec("selenium") is None:
        return "selenium is not installed (pip install -e '.[test]')"
    for program in (CHROMIUM, CHROMEDRIVER):
        if shutil.which(program) is None:
            return f"{program} is missing (apt-get install chromium chromium-driver)"
    return None


def require_browser() -> None:
    missing = browser_missing()
    if missing is None:
        return
    if os.environ.get("BURRACO_REQUIRE_BROWSER") == "1":
        pytest.fail(f"browser tests required (BURRACO_REQUIRE_BROWSER=1), but {missing}", pytrace=False)
    pytest.skip(missing)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "event.sqlite"


@pytest.fixture
def database(db_path: Path) -> Iterator[Database]:
    """The test's own connection: the director's station, saving through the services."""
    db = new_database(db_path)
    yield db
    db.close()


@pytest.fixture
def tournament_id(database: Database) -> int:
    """Eight pairs in groups A and B; round 1 seated on four tables, no result yet."""
    created = tournaments.create_tournament(database, settings(), who="Direttore")
    for number in range(1, PAIR_COUNT + 1):
        group = "A" if number <= PAIR_COUNT // 2 else "B"
        pairs.register_pair(database, created.id, pair_players(number), group=group, who="Direttore")
    with_round(database, created.id, ROUND_1, movement=Movement.MITCHELL)
    return created.id


def pair_players(number: int) -> tuple[Player, Player]:
    if number <= 6:
        return players(number)
    first, second = MORE_NAMES[number - 7]
    return Player(first, "Circolo Y", None), Player(second, "Circolo Y", None)


@pytest.fixture
def server(db_path: Path, tournament_id: int) -> Iterator[WebServer]:
    """The web server on a free port of 127.0.0.1, on its own Database of the test's file."""
    from burraco_tourney.web.server import WebServer

    web = WebServer(str(db_path), host="127.0.0.1", port=0)
    web.start()
    yield web
    web.stop()


@pytest.fixture
def base_url(server: WebServer) -> str:
    return f"http://127.0.0.1:{server.port}"


def make_chromium(profile: Path, languages: str = "en-GB,en") -> WebDriver:
    """A headless Chromium whose browser asks for `languages` (its Accept-Language)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.add_experimental_option("prefs", {"intl.accept_languages": languages})
    # The page's console (JavaScript errors) is read back by the tests.
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # Never let Selenium Manager look for (or download) a driver: the system's is the one.
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(20)
    return driver


@pytest.fixture
def chromium_factory(tmp_path: Path) -> Iterator[Callable[[str], WebDriver]]:
    """Makes browsers asking for given languages; all are closed after the test."""
    require_browser()
    made: list[WebDriver] = []

    def make(languages: str = "en-GB,en") -> WebDriver:
        driver = make_chromium(tmp_path / f"profile-{len(made)}", languages)
        made.append(driver)
        return driver

    yield make
    for driver in made:
        driver.quit()


@pytest.fixture
def browser(chromium_factory: Callable[[str], WebDriver]) -> WebDriver:
    """An English-speaking phone (390x844 CSS pixels, a phone's viewport rules): see `as_phone`."""
    driver = chromium_factory("en-GB,en")
    as_phone(driver)
    return driver


def as_phone(driver: WebDriver, width: int = PHONE[0], height: int = PHONE[1]) -> None:
    """Emulate a phone: its width in CSS pixels, its pixel ratio and a phone's viewport rules (a page
    without <meta name=viewport> is laid out 980 pixels wide and shrunk, as a real phone does)."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {
            "width": width,
            "height": height,
            "screenWidth": width,
            "screenHeight": height,
            "deviceScaleFactor": 2,
            "mobile": True,
        },
    )
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True})


def as_projector(driver: WebDriver) -> None:
    width, height = PROJECTOR
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {
            "width": width,
            "height": height,
            "screenWidth": width,
            "screenHeight": height,
            "deviceScaleFactor": 1,
            "mobile": False,
        },
    )
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


@pytest.fixture
def screenshot(tmp_path: Path) -> Callable[[WebDriver, str], Path]:
    """Saves what the browser shows as <name>.png: in BURRACO_SCREENSHOTS when set (to look at them), else
    in the test's folder."""
    folder = Path(os.environ.get("BURRACO_SCREENSHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)

    def save(driver: WebDriver, name: str) -> Path:
        """The screen as the person sees it, and the whole page (as if scrolled through) beside it."""
        path = folder / f"{name}.png"
        assert driver.save_screenshot(str(path)), f"no screenshot {path}"
        whole = driver.execute_cdp_cmd("Page.captureScreenshot", {"captureBeyondViewport": True})
        (folder / f"{name}-whole.png").write_bytes(base64.b64decode(whole["data"]))
        return path

    return save
