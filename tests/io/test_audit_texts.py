"""The words of a change to a saved score (io/audit_texts.py), shared by the window's corrections log and
the corrections page of the round results: a count of one is singular, and the lines are the language's
(NS/EO in Italian, NS/OW in German), never the stored "ew"."""

from __future__ import annotations

from datetime import datetime

import pytest

from burraco_tourney.domain.audit import AuditEntry
from burraco_tourney.io.audit_texts import score_changes
from burraco_tourney.io.texts import texts_for


def entry(action: str, old: object, new: object) -> AuditEntry:
    return AuditEntry(
        1, datetime(2026, 12, 20, 21, 5), "Banco 1", action, 1, 3, None, None, None, old, new, ""
    )


DEAL = {"end": "closed", "ns": {"cards": 120, "clean": 1}, "ew": {"cards": 35}}


@pytest.mark.parametrize(
    ("language", "one", "many"),
    [
        ("it", "1 smazzata inserita", "3 smazzate inserite"),
        ("de", "1 Spiel eingegeben", "3 Spiele eingegeben"),
        ("en", "1 deal entered", "3 deals entered"),
    ],
)
def test_a_count_of_one_deal_is_singular(language: str, one: str, many: str) -> None:
    words = texts_for(language)
    [single] = score_changes(words, entry("save deals", None, [DEAL])) or []
    [several] = score_changes(words, entry("save deals", None, [DEAL, DEAL, DEAL])) or []
    assert (single.text, several.text) == (one, many)


@pytest.mark.parametrize(("language", "line"), [("it", "EO"), ("de", "OW"), ("en", "EW")])
def test_a_changed_field_names_the_line_in_the_language(language: str, line: str) -> None:
    corrected = {**DEAL, "ew": {"cards": 40}}
    [change] = score_changes(texts_for(language), entry("correct deals", [DEAL], [corrected])) or []
    assert f"{line} " in change.text and (language == "en" or "EW" not in change.text)
