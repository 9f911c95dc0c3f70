"""Two phones at one table in a real browser (headless Chromium, issue 20): NS types the whole sheet on its
phone, sees a blocking error at its box while typing (and the sheet refused if sent so), mends it, is warned
about a total beyond the limit and sends it anyway; EW's phone shows the sheet sent and agrees; it is saved
once as "table 1". At another table the director saves first: the table's agreement is refused with
"already entered by the director" and nothing is overwritten.

Skipped without chromium/chromedriver/selenium, failed instead with BURRACO_REQUIRE_BROWSER=1 (.ci/run).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from burraco_tourney.domain.scoring import Deal, DealEnd, DealLine
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import audit, scores
from burraco_tourney.services import table_entry as te
from tests.services.support import closed_by_ew, sheet

if TYPE_CHECKING:
    from selenium.webdriver.chrome.webdriver import WebDriver

pytestmark = pytest.mark.slow  # two browsers start, and the pages check as they are typed in

# Expected refusals are pages with their status: the console notes them as failed loads, not as errors.
EXPECTED_STATUSES = ("status of 403", "status of 409", "status of 422")
# What NS types in deal 1: closed with 8 clean burracos and 400 card points (2,100: a warning), EW a
# dirty burraco and 85; deals 2 and 3 not played.
TYPED = Deal(
    DealEnd.CLOSED,
    DealLine(clean=8, closed=True, cards=400, pozzetto=True),
    DealLine(dirty=1, cards=85, pozzetto=True),
)
DIRECTORS = sheet(closed_by_ew(330))


def wait_for(driver: WebDriver, condition: Callable[[], Any], seconds: float = 8.0) -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, seconds, poll_frequency=0.05).until(lambda _: condition())


def text_of(driver: WebDriver, selector: str) -> str:
    found = driver.execute_script(
        "const e = document.querySelector(arguments[0]); return e ? e.innerText : null;", selector
    )
    return "" if found is None else " ".join(str(found).split())


def state(driver: WebDriver) -> str:
    return str(
        driver.execute_script("const e = document.getElementById('state'); return e ? e.dataset.state : '';")
    )


def open_page(driver: WebDriver, url: str) -> None:
    driver.get(url)
    wait_for(driver, lambda: driver.execute_script("return !!document.querySelector('main#content')"))


def type_into(driver: WebDriver, box: str, value: str) -> None:
    element = driver.find_element("id", box)
    element.clear()
    element.send_keys(value)


def tick(driver: WebDriver, box: str) -> None:
    element = driver.find_element("id", box)
    if not element.is_selected():
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
        element.click()


def choose_end(driver: WebDriver, deal: int, end: str) -> None:
    from selenium.webdriver.support.ui import Select

    Select(driver.find_element("id", f"d{deal}-end")).select_by_value(end)


def press(driver: WebDriver, button: str) -> None:
    element = driver.find_element("id", button)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
    old = driver.find_element("tag name", "main")
    element.click()
    wait_for(driver, lambda: _gone(old))  # the page sent back (or redirected to) replaced this one
    wait_for(driver, lambda: driver.execute_script("return !!document.querySelector('main#content')"))


def _gone(element: Any) -> bool:
    from selenium.common.exceptions import StaleElementReferenceException

    try:
        element.is_enabled()
    except StaleElementReferenceException:
        return True
    return False


def problem_at(driver: WebDriver, box: str) -> tuple[str, str]:
    """The words shown at a box and their kind ('blocking', 'warning' or '')."""
    found = driver.execute_script(
        "const s = document.querySelector(`.problem[data-for='${arguments[0]}']`);"
        "return s ? [s.innerText, s.className] : ['', ''];",
        box,
    )
    words, kind = found
    return " ".join(str(words).split()), next((k for k in ("blocking", "warning") if k in kind), "")


def console_errors(driver: WebDriver) -> list[str]:
    return [
        entry["message"]
        for entry in driver.get_log("browser")
        if entry["level"] == "SEVERE" and not any(status in entry["message"] for status in EXPECTED_STATUSES)
    ]


def links(database: Database, tournament_id: int) -> dict[tuple[int, str], te.TableLink]:
    return {(link.table, link.line): link for link in te.table_links(database, tournament_id, 1)}


@pytest.fixture
def phones(chromium_factory: Callable[[str], WebDriver]) -> tuple[WebDriver, WebDriver]:
    """NS's phone speaks English, EW's Italian (each page in its phone's language)."""
    from tests.web.conftest import as_phone

    ns, ew = chromium_factory("en-GB,en"), chromium_factory("it-IT,it")
    as_phone(ns)
    as_phone(ew)
    return ns, ew


def test_two_phones_at_one_table_send_and_confirm_a_whole_sheet(
    phones: tuple[WebDriver, WebDriver],
    base_url: str,
    database: Database,
    tournament_id: int,
    screenshot: Callable[[WebDriver, str], Path],
) -> None:
    ns, ew = phones
    link = links(database, tournament_id)
    open_page(ns, base_url + link[(1, "ns")].path)
    open_page(ew, base_url + link[(1, "ew")].path)
    assert "Round 1 · Table 1" in text_of(ns, "#heading")
    assert "Turno 1" in text_of(ew, "#heading") and "Tavolo 1" in text_of(ew, "#heading")

    # Deal 1 as NS types it, card points first mistyped: the box says so at once, in red.
    choose_end(ns, 0, "closed")
    type_into(ns, "d0-ns-clean", "8")
    tick(ns, "d0-ns-closed")
    type_into(ns, "d0-ns-cards", "233")
    tick(ns, "d0-ns-pozzetto")
    type_into(ns, "d0-ew-dirty", "1")
    type_into(ns, "d0-ew-cards", "85")
    tick(ns, "d0-ew-pozzetto")
    choose_end(ns, 1, "not_played")
    choose_end(ns, 2, "not_played")
    wait_for(ns, lambda: problem_at(ns, "d0-ns-cards")[1] == "blocking")
    assert "5" in problem_at(ns, "d0-ns-cards")[0]  # card points go by fives
    cards = ns.find_element("id", "d0-ns-cards")
    assert "bad" in (cards.get_attribute("class") or "")
    ns.execute_script("arguments[0].scrollIntoView({block: 'center'});", cards)
    screenshot(ns, "table-ns-error")

    # Sent all the same, the sheet comes back refused with the error at its box; nothing is proposed.
    press(ns, "propose")
    assert "not sent" in text_of(ns, "#message")
    assert problem_at(ns, "d0-ns-cards")[1] == "blocking"
    assert te.table_entry_states(database, tournament_id, 1) == {}

    # Mended: the error goes, the live foot shows the points (2,100 – 185), and the total is a warning.
    type_into(ns, "d0-ns-cards", "400")
    wait_for(ns, lambda: text_of(ns, "#ns-mp") == "2100" and text_of(ns, "#ew-mp") == "185")
    assert problem_at(ns, "d0-ns-cards") == ("", "")
    assert text_of(ns, "#diff") == "1915"
    wait_for(ns, lambda: problem_at(ns, "d0-ns-total")[1] == "warning")
    press(ns, "propose")
    assert "Check these values" in text_of(ns, "#message")
    assert "2100" in text_of(ns, "#warnings").replace(",", "").replace(".", "")
    screenshot(ns, "table-ns-warning")
    press(ns, "confirm-warnings")
    assert state(ns) == "proposed-here"
    assert "EW" in text_of(ns, "#state")  # now line EW confirms
    assert not scores.get_table(database, tournament_id, 1, 1).table.entered  # a proposal only

    # EW's phone shows the sheet NS sent and agrees: saved once, as the table's.
    open_page(ew, base_url + link[(1, "ew")].path)
    assert state(ew) == "proposed-there"
    assert text_of(ew, "#proposal-ns-mp") == "2100" and text_of(ew, "#proposal-ew-mp") == "185"
    screenshot(ew, "table-ew-agree")
    press(ew, "agree")
    assert state(ew) == "entered"
    assert "salvato" in text_of(ew, "#state")
    assert scores.get_table(database, tournament_id, 1, 1).table.deals == sheet(TYPED)
    saved = [e for e in audit.audit_log(database, tournament_id) if e.action == "save deals"]
    assert [(e.who, e.round, e.table) for e in saved] == [("table 1", 1, 1)]
    open_page(ns, base_url + link[(1, "ns")].path)
    assert state(ns) == "entered" and "saved" in text_of(ns, "#state")
    assert console_errors(ns) == [] and console_errors(ew) == []


def test_the_director_saving_first_wins_and_the_table_is_told(
    phones: tuple[WebDriver, WebDriver],
    base_url: str,
    database: Database,
    tournament_id: int,
    screenshot: Callable[[WebDriver, str], Path],
) -> None:
    ns, ew = phones
    link = links(database, tournament_id)
    open_page(ns, base_url + link[(2, "ns")].path)
    choose_end(ns, 0, "closed")
    type_into(ns, "d0-ns-clean", "1")
    tick(ns, "d0-ns-closed")
    type_into(ns, "d0-ns-cards", "230")
    tick(ns, "d0-ns-pozzetto")
    type_into(ns, "d0-ew-dirty", "1")
    type_into(ns, "d0-ew-cards", "85")
    tick(ns, "d0-ew-pozzetto")
    choose_end(ns, 1, "not_played")
    choose_end(ns, 2, "not_played")
    wait_for(ns, lambda: text_of(ns, "#ns-mp") == "530")
    press(ns, "propose")
    assert state(ns) == "proposed-here"
    open_page(ew, base_url + link[(2, "ew")].path)
    assert state(ew) == "proposed-there"

    # Meanwhile the director types table 2's sheet at the window and saves it.
    scores.save_table_deals(database, tournament_id, 1, 2, DIRECTORS, who="Direttore")
    press(ew, "agree")
    assert "già stato inserito dall'arbitro" in text_of(ew, "#message")
    screenshot(ew, "table-ew-director-first")
    assert scores.get_table(database, tournament_id, 1, 2).table.deals == DIRECTORS  # nothing overwritten
    saved = [
        e for e in audit.audit_log(database, tournament_id) if e.action in ("save deals", "correct deals")
    ]
    assert [(e.who, e.table) for e in saved] == [("Direttore", 2)]
    assert 2 not in te.table_entry_states(database, tournament_id, 1)  # the proposal is superseded

    # Both phones, reloaded, show the director's sheet, read only, and say who entered it.
    for phone, line in ((ew, "ew"), (ns, "ns")):
        open_page(phone, base_url + link[(2, line)].path)
        assert state(phone) == "entered"
        assert phone.find_elements("id", "propose") == []
    assert "already entered by the director" in text_of(ns, "#state")
    assert console_errors(ns) == [] and console_errors(ew) == []


def test_one_phone_in_italian_text_in_a_box_then_a_mistyped_pin(
    chromium_factory: Callable[[str], WebDriver],
    base_url: str,
    database: Database,
    tournament_id: int,
    screenshot: Callable[[WebDriver, str], Path],
) -> None:
    """Issue 26.5 and 27.H: letters in a number box are refused at that box (not read as 0), what was typed
    stays; the same phone agrees with the table's PIN, a PIN mistyped keeps the page and the PIN, and the
    confirmation is said once."""
    from tests.web.conftest import as_phone

    phone = chromium_factory("it-IT,it")
    as_phone(phone)
    link = links(database, tournament_id)[(3, "ns")]
    open_page(phone, base_url + link.path)
    assert text_of(phone, "#propose") == "Invia il segnapunti"
    choose_end(phone, 0, "closed")
    type_into(phone, "d0-ns-clean", "1")
    tick(phone, "d0-ns-closed")
    type_into(phone, "d0-ns-cards", "23O")  # a letter O for a zero
    tick(phone, "d0-ns-pozzetto")
    type_into(phone, "d0-ew-dirty", "1")
    type_into(phone, "d0-ew-cards", "85")
    tick(phone, "d0-ew-pozzetto")
    choose_end(phone, 1, "not_played")
    choose_end(phone, 2, "not_played")
    wait_for(phone, lambda: problem_at(phone, "d0-ns-cards")[1] == "blocking")
    assert problem_at(phone, "d0-ns-cards")[0] == "«23O» non è un numero intero: scrivete solo cifre."
    press(phone, "propose")
    assert "non è stato inviato" in text_of(phone, "#message")
    assert problem_at(phone, "d0-ns-cards")[1] == "blocking"
    assert phone.find_element("id", "d0-ns-cards").get_attribute("value") == "23O"
    screenshot(phone, "table-it-not-a-number")
    assert te.table_entry_states(database, tournament_id, 1) == {}

    type_into(phone, "d0-ns-cards", "230")
    wait_for(phone, lambda: text_of(phone, "#ns-mp") == "530")
    press(phone, "propose")
    assert state(phone) == "proposed-here"
    wrong = "0000" if link.pin != "0000" else "1111"
    type_into(phone, "pin", wrong)
    press(phone, "agree")
    assert state(phone) == "proposed-here"  # the same page, not one that lost the form
    assert phone.find_element("id", "pin").get_attribute("value") == wrong
    assert text_of(phone, "#p-pin") == "Non è il PIN del tavolo (è stampato sul segnapunti)."
    # On screen, where the phone's eyes are: the PIN box has the focus and the refusal is in view.
    wait_for(phone, lambda: phone.execute_script("return document.activeElement.id") == "pin")
    assert phone.execute_script(
        "const r = document.getElementById('p-pin').getBoundingClientRect();"
        "return r.top >= 0 && r.bottom <= window.innerHeight;"
    )
    screenshot(phone, "table-it-wrong-pin")
    type_into(phone, "pin", link.pin)
    press(phone, "agree")
    assert state(phone) == "entered"
    assert text_of(phone, "main").count("Segnapunti confermato e salvato") == 1
    assert phone.find_elements("id", "message") == []
    assert scores.get_table(database, tournament_id, 1, 3).table.entered
    assert "score" not in phone.title.lower() and "score" not in text_of(phone, "main").lower()
    assert console_errors(phone) == []
