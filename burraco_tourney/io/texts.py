"""The words on paper, in the workbook and in CSV files, in the printout's language (it, de, en).

They live in the window's own translation files (`resources/i18n/burraco_tourney_<language>.ts`), so one
catalogue holds every text a user reads and the translation test covers printouts too. The io layer may not
load Qt, so this module reads the `.ts` files itself. Write each text as a literal call,

    words.translate("ScoreSheetsPdf", "Score sheets")
    words.translate("StandingsPdf", "%n pair(s)", None, n)

so that `pyside6-lupdate` (resources/i18n/update.py) collects it. Dates and numbers are written as the
language writes them: 20/12/2026 and 70,67 in Italian, 20.12.2026 and 70,67 in German.
"""

from __future__ import annotations

import functools
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal

from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.paths import resource

__all__ = ["DEFAULT_LANGUAGE", "PRINT_LANGUAGES", "Texts", "texts_for"]

PRINT_LANGUAGES = ("it", "de", "en")
DEFAULT_LANGUAGE = "en"

_MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


@dataclass(frozen=True)
class Texts:
    """One language's catalogue: `translate` as Qt's, and dates and numbers as the language writes them."""

    language: str
    _table: dict[tuple[str, str], tuple[str, ...]] = field(repr=False, compare=False)

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """The text in this language; the English source when no finished translation exists.

        With `n` ≥ 0 the text has plural forms ("%n pair(s)"): the singular for 1, the plural otherwise
        (the rule of Italian, German and English alike), and `%n` becomes the number."""
        del disambiguation  # kept for lupdate's signature; the catalogue does not use it
        forms = self._table.get((context, source))
        if not forms:
            text = source
        elif n >= 0 and len(forms) > 1:
            text = forms[0] if n == 1 else forms[1]
        else:
            text = forms[0]
        return text.replace("%n", str(n)) if n >= 0 else text

    def date(self, day: date) -> str:
        if self.language == "it":
            return f"{day.day:02d}/{day.month:02d}/{day.year}"
        if self.language == "de":
            return f"{day.day:02d}.{day.month:02d}.{day.year}"
        return f"{day.day} {_MONTHS_EN[day.month - 1]} {day.year}"

    def date_time(self, moment: datetime) -> str:
        return f"{self.date(moment.date())} {moment.hour:02d}:{moment.minute:02d}"

    @property
    def decimal_mark(self) -> str:
        return "," if self.language in ("it", "de") else "."

    def number(self, value: Decimal | int | float | str) -> str:
        """A number as written in this language (70,67 in Italian and German); no thousands separator,
        as score sheets write card points (1080)."""
        text = str(value)
        return text.replace(".", self.decimal_mark) if self.decimal_mark != "." else text


class LanguageError(Refusal, ValueError):
    """A language the printouts are not written in (`print.language_unknown`)."""


@functools.cache
def texts_for(language: str) -> Texts:
    """The catalogue of `language` (one of PRINT_LANGUAGES); read once per process."""
    if language not in PRINT_LANGUAGES:
        raise LanguageError(
            Problem.of("print.language_unknown", language=repr(language), known=PRINT_LANGUAGES)
        )
    return Texts(language, _read_catalogue(language))


def _read_catalogue(language: str) -> dict[tuple[str, str], tuple[str, ...]]:
    table: dict[tuple[str, str], tuple[str, ...]] = {}
    root = ET.parse(resource("i18n", f"burraco_tourney_{language}.ts")).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            if not forms:
                forms = (translation.text or "",)
            if all(forms):
                table[(name, message.findtext("source") or "")] = forms
    return table
