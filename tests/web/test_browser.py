"""The web pages in a real browser (headless Chromium), as a player's phone and a projector show them.

What a person reads: the seats of their pair by table, surname and number, the standings, the clock; that a
page follows a sheet saved at the director's station without anyone reloading it; that the pages fit a phone
(no sideways scrolling, text large enough) and a 1920x1080 projector; no JavaScript error on any page.
Screenshots go to BURRACO_SCREENSHOTS when it is set (to look at them), else into the test's folder.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import pytest

from burraco_tourney.domain.tournament import Movement
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import clock, scores
from burraco_tourney.services.demo import create_demo
from burraco_tourney.services.standings import take_standings
from tests.services.support import closed_by_ns, sheet, with_round
from tests.web.conftest import NARROW_PHONE, PHONE, PROJECTOR, ROUND_2, as_phone, as_projector

if TYPE_CHECKING:
    from selenium.webdriver.chrome.webdriver import WebDriver

    from burraco_tourney.web.server import WebServer

Screenshot = Callable[["WebDriver", str], Path]

pytestmark = pytest.mark.slow  # a browser starts for each test (about a second), and the pages poll

PAGES = ("/", "/seats", "/standings", "/results", "/clock", "/pair/2", "/prizes")
MIN_FONT_PX = 16  # body text a phone shows without zooming; the browsers' default size


def load(driver: WebDriver, url: str) -> None:
    """Opens `url` and waits for the page's content."""
    driver.get(url)
    wait_for(driver, lambda: driver.execute_script("return !!document.querySelector('main#content')"))


def wait_for(driver: WebDriver, condition: Callable[[], Any], seconds: float = 5.0) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, seconds, poll_frequency=0.05).until(lambda _: condition())


def text_of(driver: WebDriver, selector: str) -> str:
    """The text a person sees in the first element matching `selector` ('' when there is none)."""
    found = driver.execute_script(
        "const e = document.querySelector(arguments[0]); return e ? e.innerText : null;", selector
    )
    return "" if found is None else " ".join(str(found).split())


def table_rows(driver: WebDriver, selector: str) -> list[list[str]]:
    """The cells' texts of every body row of the table `selector`."""
    rows = driver.execute_script(
        """
        const t = document.querySelector(arguments[0]);
        if (!t) return null;
        const body = t.tBodies.length ? [...t.tBodies].flatMap(b => [...b.rows]) : [...t.rows];
        return body.filter(r => !r.querySelector('th') || r.querySelector('td'))
                   .map(r => [...r.cells].map(c => c.innerText.replace(/\\s+/g, ' ').trim()));
        """,
        selector,
    )
    assert rows is not None, f"no {selector} on {driver.current_url}"
    return rows


def layout_problems(driver: WebDriver) -> list[str]:
    """What a person would see wrong with the page's layout at the current size."""
    found = driver.execute_script(
        """
        const problems = [];
        const doc = document.documentElement;
        // The screen's width, not the window's: a phone widens its layout to what overflows (and then
        // scrolls sideways or shrinks the page), so window.innerWidth grows with the fault.
        if (doc.scrollWidth > screen.width + 1)
            problems.push(`scrolls sideways: ${doc.scrollWidth}px wide on a ${screen.width}px screen`);
        // A table may scroll inside its box rather than widen the page, but then its last columns (the
        // VP) are off the screen until the person swipes: a fault too on a phone of ordinary width.
        for (const box of document.querySelectorAll('.scroll'))
            if (box.scrollWidth > box.clientWidth + 1) {
                const table = box.querySelector('table');
                problems.push(`table ${table ? table.id || table.className : '?'} scrolls sideways:` +
                              ` ${box.scrollWidth}px in ${box.clientWidth}px`);
            }
        const small = new Set();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
            const node = walker.currentNode;
            const words = node.textContent.trim();
            const parent = node.parentElement;
            if (!words || !parent || parent.closest('script,style,noscript')) continue;
            const style = getComputedStyle(parent);
            if (style.display === 'none' || style.visibility === 'hidden') continue;
            const rect = parent.getBoundingClientRect();
            if (rect.width === 0 && rect.height === 0) continue;
            const size = parseFloat(style.fontSize);
            if (size < arguments[0]) small.add(`${size}px: ${words.slice(0, 40)}`);
        }
        for (const text of [...small].slice(0, 5)) problems.push(`small text ${text}`);
        return problems;
        """,
        MIN_FONT_PX * 0.8,  # small print (a footnote, a table's header) may be a little smaller
    )
    return list(found)


def javascript_errors(driver: WebDriver) -> list[str]:
    """The console's errors since the last call (JavaScript errors, failed requests)."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def row_with(rows: list[list[str]], *words: str) -> list[str]:
    """The one row whose text contains every word."""
    matching = [row for row in rows if all(word in " ".join(row) for word in words)]
    assert len(matching) == 1, f"rows with {words}: {matching} (of {rows})"
    return matching[0]


def save_table(database: Database, tournament_id: int, table: int, round_number: int = 1) -> None:
    """The director saves a table's score sheet (NS closes with a clean burraco in the first deal)."""
    scores.save_table_deals(
        database, tournament_id, round_number, table, sheet(closed_by_ns()), who="Direttore"
    )


def test_a_phone_shows_the_seats_by_table_by_surname_and_by_pair_number(
    browser: WebDriver, base_url: str, screenshot: Screenshot
) -> None:
    load(browser, f"{base_url}/seats")
    screenshot(browser, "phone-seats")

    assert browser.execute_script("return window.innerWidth") == PHONE[0], "the page has no phone viewport"
    by_table = table_rows(browser, "table#seats-by-table")
    # Table 1: pair 1 (Anna D'Alessandro, Bruno Bianchi) NS against pair 2 (Jürgen Müller, Łukasz Wiśniewski).
    row_with(by_table, "D'Alessandro", "Müller")
    row_with(by_table, "Schäfer", "Ørsted")  # table 3: pairs 5 and 6
    by_name = table_rows(browser, "table#seats-by-name")
    # Columns: player (surname first), pair, table, line.
    assert row_with(by_name, "Wiśniewski")[1:] == ["2", "1", "EW"]
    assert row_with(by_name, "O'Neill")[1:] == ["7", "4", "NS"]
    surnames = [row[0].split()[0] for row in by_name]
    assert surnames[:3] == ["Bianchi", "Costa", "D'Alessandro"], surnames
    by_pair = table_rows(browser, "table#seats-by-pair")
    # Columns: pair, players, group, table, line.
    assert [row[0] for row in by_pair] == [str(n) for n in range(1, 9)]
    assert row_with(by_pair, "Kjærgård")[2:] == ["B", "4", "EW"]
    assert row_with(by_pair, "D'Alessandro")[2:] == ["A", "1", "NS"]
    assert layout_problems(browser) == []
    assert javascript_errors(browser) == []


def test_the_standings_follow_a_sheet_saved_at_the_directors_station(
    browser: WebDriver, base_url: str, database: Database, tournament_id: int, screenshot: Screenshot
) -> None:
    save_table(database, tournament_id, 1)
    load(browser, f"{base_url}/standings")
    assert "Provisional" in text_of(browser, "main#content")
    first = take_standings(database, tournament_id).rows[0]

    save_table(database, tournament_id, 3)
    saved = time.monotonic()
    after = take_standings(database, tournament_id)
    expected = [(row.rank, row.pair, row.vp) for row in after.rows]

    def shown() -> list[tuple[int, int, Decimal]]:
        return [
            (int(row["rank"]), int(row["pair"]), Decimal(row["vp"].replace(",", ".")))
            for row in browser.execute_script(
                "return [...document.querySelectorAll('table#standings tr.pair')].map(r => ({"
                "rank: r.querySelector('td.rank').innerText, pair: r.dataset.pair,"
                "vp: r.querySelector('td.vp').innerText}))"
            )
        ]

    wait_for(browser, lambda: "2 of 4" in text_of(browser, "main#content"), seconds=5)
    took = time.monotonic() - saved
    screenshot(browser, "phone-standings")
    assert took < 3.0, f"the page showed the new sheet {took:.1f} s after it was saved"
    assert first.pair == 1  # NS of table 1 won its sheet
    assert shown() == expected
    assert layout_problems(browser) == []
    assert javascript_errors(browser) == []


def test_the_standings_while_a_round_is_played_and_the_next_one_is_already_drawn(
    browser: WebDriver, base_url: str, database: Database, tournament_id: int
) -> None:
    """Mitchell rounds may be drawn before the round in play ends: the standings are still those of the
    round being played, counting its tables only."""
    save_table(database, tournament_id, 1)
    with_round(database, tournament_id, ROUND_2, movement=Movement.MITCHELL, number=2)
    load(browser, f"{base_url}/standings")
    words = text_of(browser, "main#content")
    assert "round 1 in progress (1 of 4 tables in)" in words, words
    assert "After round 2" not in words, words
    load(browser, f"{base_url}/standings?lang=it")
    # Not "1 tavoli conclusi su 4": the Italian reads right for one table as for several.
    assert "turno 1 in corso (tavoli conclusi: 1 su 4)" in text_of(browser, "#provisional")
    load(browser, f"{base_url}/pair/1")
    words = text_of(browser, "#pair-rank")
    assert "after round 2" not in words, words


def test_the_clock_starts_when_the_director_starts_it_and_ticks_by_itself(
    browser: WebDriver, base_url: str, database: Database, tournament_id: int, screenshot: Screenshot
) -> None:
    load(browser, f"{base_url}/clock")
    assert "Not started" in text_of(browser, "#clock-status")

    clock.start_round_clock(database, tournament_id, 1, minutes=60, now=datetime.now(UTC), who="Direttore")
    wait_for(browser, lambda: re.fullmatch(r"(60|59):\d\d", text_of(browser, "#clock-time")))
    shown = text_of(browser, "#clock-time")
    # Nothing changes in the database now: the page counts down on its own.
    wait_for(browser, lambda: text_of(browser, "#clock-time") != shown, seconds=3)
    as_projector(browser)
    screenshot(browser, "projector-clock")
    assert layout_problems(browser) == []
    assert javascript_errors(browser) == []


def test_the_clock_reaches_time_out_by_itself_in_the_phones_language(
    chromium_factory: Callable[[str], WebDriver],
    base_url: str,
    database: Database,
    tournament_id: int,
    screenshot: Screenshot,
) -> None:
    italian = chromium_factory("it-IT,it;q=0.9,en;q=0.5")
    as_phone(italian)
    # Five seconds left: the page must get to TIME-OUT on its own, without a change in the database.
    started = datetime.now(UTC) - timedelta(seconds=115)
    clock.start_round_clock(
        database, tournament_id, 1, minutes=2, warning_minutes=1, now=started, who="Direttore"
    )
    load(italian, f"{base_url}/clock")
    assert re.fullmatch(r"00:0[0-5]", text_of(italian, "#clock-time")), text_of(italian, "#clock-time")
    assert "Ultimi minuti" in text_of(italian, "#clock-status")
    wait_for(italian, lambda: text_of(italian, "#clock-time") == "TEMPO SCADUTO", seconds=10)
    screenshot(italian, "phone-clock-time-out-it")
    assert layout_problems(italian) == []

    german = chromium_factory("de-DE,de")
    as_phone(german)
    load(german, f"{base_url}/clock")
    assert text_of(german, "#clock-time") == "ZEIT ABGELAUFEN"
    screenshot(german, "phone-clock-time-out-de")
    assert layout_problems(german) == []
    load(german, f"{base_url}/clock?lang=en")
    assert text_of(german, "#clock-time") == "TIME-OUT"
    assert javascript_errors(italian) + javascript_errors(german) == []


def test_my_pair_from_the_typed_number_where_i_sit_now_and_next(
    browser: WebDriver, base_url: str, database: Database, tournament_id: int, screenshot: Screenshot
) -> None:
    load(browser, f"{base_url}/pair")
    field = browser.find_element("css selector", "form input[name=n]")
    field.send_keys("2")
    field.submit()
    wait_for(browser, lambda: urlsplit(browser.current_url).path == "/pair/2")
    wait_for(browser, lambda: text_of(browser, "#pair-now"))
    now = text_of(browser, "#pair-now")
    assert "Table 1" in now and "1" in now, now  # table 1, EW, against pair 1

    with_round(database, tournament_id, ROUND_2, movement=Movement.MITCHELL, number=2)
    wait_for(browser, lambda: "Table 2" in text_of(browser, "#pair-next"))
    screenshot(browser, "phone-my-pair")
    assert layout_problems(browser) == []
    assert javascript_errors(browser) == []


def test_an_italian_phone_reads_italian(
    chromium_factory: Callable[[str], WebDriver], base_url: str, screenshot: Screenshot
) -> None:
    italian = chromium_factory("it-IT,it")
    as_phone(italian)
    load(italian, f"{base_url}/seats")
    words = text_of(italian, "main#content")
    assert "Tavolo" in words and "Per cognome" in words, words
    screenshot(italian, "phone-seats-it")
    load(italian, f"{base_url}/prizes")
    assert "L'elenco dei premi non è ancora pubblicato." in text_of(italian, "main#content")


@pytest.mark.parametrize(
    ("size", "language"), [("phone", "en"), ("phone", "it"), ("phone", "de"), ("projector", "en")]
)
def test_every_page_fits_the_screen(
    browser: WebDriver,
    base_url: str,
    database: Database,
    tournament_id: int,
    screenshot: Screenshot,
    size: str,
    language: str,
) -> None:
    """German words are the longest; a projector shows the same pages across the room."""
    save_table(database, tournament_id, 1)
    clock.start_round_clock(database, tournament_id, 1, minutes=60, now=datetime.now(UTC), who="Direttore")
    with_round(database, tournament_id, ROUND_2, movement=Movement.MITCHELL, number=2)
    if size == "projector":
        as_projector(browser)
    width = PHONE[0] if size == "phone" else PROJECTOR[0]
    problems = {}
    for path in PAGES:
        load(browser, f"{base_url}{path}?lang={language}")
        name = path.strip("/").replace("/", "-") or "index"
        screenshot(browser, f"every-{size}-{language}-{name}")
        assert browser.execute_script("return window.innerWidth") == width
        found = layout_problems(browser) + javascript_errors(browser)
        if found:
            problems[path] = found
    assert problems == {}


def test_a_phone_keeps_its_place_on_the_page_when_the_page_updates(
    browser: WebDriver, base_url: str, database: Database, tournament_id: int
) -> None:
    load(browser, f"{base_url}/seats")
    browser.execute_script("document.querySelector('table#seats-by-name').scrollIntoView()")
    place = browser.execute_script("return window.scrollY")
    assert place > 300, "the seats by surname are not below the seats by table"
    revision = revision_shown(browser)

    save_table(database, tournament_id, 2)
    wait_for(browser, lambda: revision_shown(browser) != revision)
    assert abs(browser.execute_script("return window.scrollY") - place) <= 2
    assert javascript_errors(browser) == []


def on_screen(driver: WebDriver, words: str) -> bool:
    """True if an element showing `words` is inside the visible part of the page."""
    return bool(
        driver.execute_script(
            """
            const words = arguments[0];
            return [...document.querySelectorAll('body *')].some(e => {
                if (!e.innerText || !e.innerText.includes(words) || e.children.length) return false;
                const r = e.getBoundingClientRect();
                return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
            });
            """,
            words,
        )
    )


def revision_shown(driver: WebDriver) -> str:
    return str(
        driver.execute_script("return document.getElementById('content').getAttribute('data-revision')")
    )


def test_a_lost_connection_is_said_and_the_page_catches_up_when_it_is_back(
    browser: WebDriver,
    base_url: str,
    server: WebServer,
    db_path: Path,
    database: Database,
    tournament_id: int,
    screenshot: Screenshot,
) -> None:
    from burraco_tourney.web.server import WebServer

    load(browser, f"{base_url}/standings")
    offline = "Connection lost"
    assert offline not in text_of(browser, "body")
    server.stop()
    wait_for(browser, lambda: offline in text_of(browser, "body"), seconds=8)
    screenshot(browser, "phone-standings-offline")
    # Said where the phone shows it, not only at the foot of a long page the person has not scrolled to.
    assert on_screen(browser, offline), f"'{offline}' is off the screen"

    save_table(database, tournament_id, 4)  # saved while the phone could not reach the server
    again = WebServer(str(db_path), host="127.0.0.1", port=server.port)
    again.start()
    try:
        wait_for(browser, lambda: "1 of 4" in text_of(browser, "main#content"), seconds=8)
        assert offline not in text_of(browser, "body")
    finally:
        again.stop()


def test_a_pair_number_that_does_not_exist_is_said_and_asked_again(browser: WebDriver, base_url: str) -> None:
    load(browser, f"{base_url}/")
    field = browser.find_element("css selector", "form input[name=n]")
    field.send_keys("99")
    field.submit()
    wait_for(browser, lambda: "There is no pair number 99." in text_of(browser, "main#content"))
    field = browser.find_element("css selector", "form input[name=n]")
    field.send_keys("7")
    field.submit()
    wait_for(browser, lambda: "Marta O'Neill" in text_of(browser, "main#content"))
    assert "Table 4" in text_of(browser, "#pair-now")


def test_the_clock_follows_the_directors_pause_and_resume(
    browser: WebDriver, base_url: str, database: Database, tournament_id: int
) -> None:
    started = datetime.now(UTC) - timedelta(minutes=10)
    clock.start_round_clock(database, tournament_id, 1, minutes=60, now=started, who="Direttore")
    load(browser, f"{base_url}/clock")
    assert re.fullmatch(r"(49|50):\d\d", text_of(browser, "#clock-time")), text_of(browser, "#clock-time")

    paused = clock.pause_clock(database, tournament_id, 1, now=datetime.now(UTC), who="Direttore")
    wait_for(browser, lambda: text_of(browser, "#clock-status") == "PAUSED")
    left = paused.time_left
    assert text_of(browser, "#clock-time") == f"{left // 60:02d}:{left % 60:02d}"

    clock.resume_clock(database, tournament_id, 1, now=datetime.now(UTC), who="Direttore")
    wait_for(browser, lambda: text_of(browser, "#clock-status") == "")
    wait_for(
        browser, lambda: text_of(browser, "#clock-time") != f"{left // 60:02d}:{left % 60:02d}", seconds=3
    )
    assert javascript_errors(browser) == []


def test_a_pair_on_a_bye_reads_that_it_has_no_table(
    browser: WebDriver, base_url: str, database: Database, tournament_id: int, screenshot: Screenshot
) -> None:
    with_round(database, tournament_id, ((1, 1, 4), (2, 3, 2), (3, 5, 6)), byes=(7, 8), number=2)
    load(browser, f"{base_url}/pair/8")
    assert "Table 4" in text_of(browser, "#pair-now")
    assert "Bye: no table this round." in text_of(browser, "#pair-next")
    load(browser, f"{base_url}/seats?round=2")
    screenshot(browser, "phone-seats-with-byes")
    assert row_with(table_rows(browser, "table#seats-by-name"), "Kjærgård")[1:] == ["8", "–", "Bye"]
    assert "Marta O'Neill" in text_of(browser, "ul.byes")
    assert layout_problems(browser) == []


def test_a_narrow_phone_shows_every_column_of_a_real_sized_event_in_german(
    chromium_factory: Callable[[str], WebDriver],
    base_url: str,
    database: Database,
    tournament_id: int,
    screenshot: Screenshot,
) -> None:
    """41 pairs (tables and opponents of two digits, four-digit match points, a bye) in German, the longest
    words, on a phone 360 pixels wide: every column (the VP last) stays on the screen, on every pair's page.
    The demo tournament is the database's newest, so it is the one served."""
    create_demo(database, pairs=41, rounds=2, seed=1, who="Direttore")
    german = chromium_factory("de-DE,de")
    as_phone(german, *NARROW_PHONE)
    problems = {}
    for path in ("/standings", "/seats", "/results", *(f"/pair/{n}" for n in range(1, 42))):
        load(german, base_url + path)
        assert "Demo 41" in text_of(german, "header"), path
        found = layout_problems(german)
        if found:
            screenshot(german, f"narrow-phone-de{path.replace('/', '-')}")
            problems[path] = found
    assert problems == {}


def test_the_language_chosen_on_the_page_stays_while_the_person_moves_around(
    browser: WebDriver, base_url: str
) -> None:
    """An English phone, a German player: one tap on DE, then every page and the pair form stay German."""
    load(browser, f"{base_url}/")
    assert "Standings" in text_of(browser, "header")
    tap(browser, "header a", "DE")
    wait_for(browser, lambda: "Rangliste" in text_of(browser, "header"))
    tap(browser, "header nav a", "Sitzplan")
    wait_for(browser, lambda: "Nach Nachname" in text_of(browser, "main#content"))
    tap(browser, "header nav a", "Mein Paar")
    wait_for(browser, lambda: browser.find_elements("css selector", "form input[name=n]"))
    field = browser.find_element("css selector", "form input[name=n]")
    field.send_keys("5")
    field.submit()
    wait_for(browser, lambda: "Tisch 3" in text_of(browser, "#pair-now"))
    assert "Linie NS" in text_of(browser, "#pair-now")


def tap(driver: WebDriver, selector: str, words: str) -> None:
    """Taps the link among `selector` that reads `words`."""
    links = [e for e in driver.find_elements("css selector", selector) if e.text.strip() == words]
    assert links, f"no link '{words}' among {selector} on {driver.current_url}"
    links[0].click()


def test_the_phones_follow_the_round_whose_clock_runs_while_a_late_sheet_is_awaited(
    browser: WebDriver, base_url: str, database: Database, tournament_id: int, screenshot: Screenshot
) -> None:
    """Round 2 is played (its clock runs) while table 4's sheet of round 1 is still on its way to the
    director: the clock and "my pair" must show round 2, not round 1's time-out."""
    long_ago = datetime.now(UTC) - timedelta(minutes=30)
    clock.start_round_clock(database, tournament_id, 1, minutes=2, warning_minutes=1, now=long_ago)
    for table in (1, 2, 3):
        save_table(database, tournament_id, table)
    with_round(database, tournament_id, ROUND_2, movement=Movement.MITCHELL, number=2)
    clock.start_round_clock(database, tournament_id, 2, minutes=60, now=datetime.now(UTC), who="Direttore")

    load(browser, f"{base_url}/clock")
    screenshot(browser, "phone-clock-late-sheet")
    assert text_of(browser, "#clock-round") == "Round 2"
    assert re.fullmatch(r"(59|60):\d\d", text_of(browser, "#clock-time")), text_of(browser, "#clock")
    load(browser, f"{base_url}/pair/1")
    now = text_of(browser, "#pair-now")
    assert "Round 2" in now and "Table 1" in now and "Pair 4" in now, now
    load(browser, f"{base_url}/seats")
    assert text_of(browser, "h1") == "Seats: Round 2 (now)"
    load(browser, f"{base_url}/standings")
    assert "round 2 in progress (0 of 4 tables in)" in text_of(browser, "#provisional")


@pytest.mark.parametrize("language", ["de", "it", "en"])
def test_the_standings_fit_a_320_pixel_phone_without_a_sideways_swipe(
    chromium_factory: Callable[[str], WebDriver],
    base_url: str,
    database: Database,
    tournament_id: int,
    screenshot: Screenshot,
    language: str,
) -> None:
    """The smallest phones still in use are 320 CSS pixels wide: every column of the standings (the MP
    difference last, German's longest header) is on the screen, with a real-sized event's numbers."""
    create_demo(database, pairs=41, rounds=2, seed=1, who="Direttore")
    phone = chromium_factory(f"{language},en")
    as_phone(phone, 320, 640)
    load(phone, f"{base_url}/standings")
    screenshot(phone, f"phone-320-standings-{language}")
    assert "Demo 41" in text_of(phone, "header")
    assert layout_problems(phone) == []
    # Every column a person reads is still there: rank, pair, players, VP, MP difference.
    first = table_rows(phone, "table#standings")[0]
    assert len([cell for cell in first if cell]) >= 5, first
    assert re.fullmatch(r"[+-]\d+", first[-1]), first
