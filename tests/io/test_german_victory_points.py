"""German says VP for victory points everywhere (issue 30.27): the window, every printout and the workbook
already did; the problem words, the field names and the phones' page said SP. One abbreviation in every
catalogue a German reader meets."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from burraco_tourney.io import prize_texts
from burraco_tourney.io.problem_texts import FIELDS, TEXTS
from burraco_tourney.web import texts as web_texts

SP = re.compile(r"\bSP\b")
ROOT = Path(__file__).resolve().parents[2]


def german(table: object) -> list[str]:
    return [entry["de"] for entry in table.values() if "de" in entry]  # type: ignore[attr-defined]


def test_no_german_catalogue_says_sp() -> None:
    words = german(TEXTS) + german(FIELDS) + german(web_texts.TEXTS) + german(prize_texts.WORDS)
    window = ET.parse(ROOT / "resources" / "i18n" / "burraco_tourney_de.ts").getroot()
    words += [node.text or "" for node in window.iter("translation")]
    words += [form.text or "" for form in window.iter("numerusform")]
    assert [text for text in words if SP.search(text)] == []
    assert any("VP" in text for text in german(FIELDS))  # the field names still name the VP
