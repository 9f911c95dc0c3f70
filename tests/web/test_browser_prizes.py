"""The prizes page in a real browser (headless Chromium) as a player's phone shows it, in Italian and German:
the groups' prizes with their rule, fitting the phone without a sideways swipe, following a sheet saved at
the director's station (issue 18)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest

from burraco_tourney.persistence.db import Database
from tests.web.conftest import NARROW_PHONE, as_phone
from tests.web.test_browser import (
    Screenshot,
    javascript_errors,
    layout_problems,
    load,
    save_table,
    table_rows,
    text_of,
    wait_for,
)

if TYPE_CHECKING:
    from selenium.webdriver.chrome.webdriver import WebDriver

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("language", "heading", "first"),
    [("it", "Girone A, 2 tavoli", "1º posto"), ("de", "Gruppe A, 2 Tische", "1. Platz")],
)
def test_a_phone_shows_the_prizes_per_group_and_follows_the_room(
    chromium_factory: Callable[[str], WebDriver],
    base_url: str,
    database: Database,
    tournament_id: int,
    screenshot: Screenshot,
    language: str,
    heading: str,
    first: str,
) -> None:
    phone = chromium_factory(f"{language}-{language.upper()},{language}")
    as_phone(phone, *NARROW_PHONE)
    save_table(database, tournament_id, 1)  # pair 1 beats pair 2 in group A
    load(phone, f"{base_url}/prizes")
    wait_for(phone, lambda: text_of(phone, "#prizes-A") == heading)
    rows = table_rows(phone, "table.prizes")
    assert rows[0][0].startswith(first) and rows[0][1] == "1", rows
    # The director saves group B's second table (pair 7 beats pair 8): the page follows by itself.
    save_table(database, tournament_id, 4)
    # Waited for as one look: the page may be caught between two refreshes (pair shown, VP not yet).
    wait_for(phone, lambda: (row := table_rows(phone, "#prizes-table-B")[0])[1] == "7" and row[3] != "0")
    screenshot(phone, f"phone-prizes-{language}")
    assert layout_problems(phone) == []
    assert javascript_errors(phone) == []
