"""The printouts' catalogue reads the window's translation files: words, plurals, dates and numbers."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

import pytest

from burraco_tourney.io.texts import PRINT_LANGUAGES, texts_for


def test_a_text_of_the_window_reads_in_each_language() -> None:
    said = {
        language: texts_for(language).translate("AdjustmentDialog", "Add an adjustment")
        for language in PRINT_LANGUAGES
    }
    assert said == {"it": "Aggiungi una rettifica", "de": said["de"], "en": "Add an adjustment"}
    assert said["de"] not in ("", "Add an adjustment")


def test_a_text_without_translation_reads_as_its_english_source() -> None:
    assert texts_for("it").translate("NoSuchContext", "Score sheets") == "Score sheets"


def test_plural_forms_follow_the_number() -> None:
    italian = texts_for("it")
    one, six = (
        italian.translate("PairsPage", "%n pair(s)", None, 1),
        italian.translate("PairsPage", "%n pair(s)", None, 6),
    )
    assert (one, six) == ("1 coppia", "6 coppie")


@pytest.mark.parametrize(
    ("language", "day", "moment", "number"),
    [
        ("it", "20/12/2026", "20/12/2026 21:05", "70,67"),
        ("de", "20.12.2026", "20.12.2026 21:05", "70,67"),
        ("en", "20 Dec 2026", "20 Dec 2026 21:05", "70.67"),
    ],
)
def test_dates_and_numbers_as_the_language_writes_them(
    language: str, day: str, moment: str, number: str
) -> None:
    words = texts_for(language)
    assert words.date(date(2026, 12, 20)) == day
    assert words.date_time(datetime(2026, 12, 20, 21, 5)) == moment
    assert words.number(Decimal("70.67")) == number
    assert words.number(1080) == "1080"


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="fr"):
        texts_for("fr")
