"""The corrections of saved scores on paper (issue 30, item 25): a page after the round results and a sheet
of the workbook, each correction with who, when, table and deal, old and new, and why, in the words of the
window's corrections log; a round without a correction prints no such page."""

from __future__ import annotations

import io
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import pytest
from openpyxl import load_workbook

from burraco_tourney.domain.audit import AuditEntry
from burraco_tourney.domain.scoring import Deal, DealEnd
from burraco_tourney.io.audit_texts import score_changes
from burraco_tourney.io.pdf import write_round_results
from burraco_tourney.io.texts import texts_for
from burraco_tourney.io.xlsx import write_workbook
from burraco_tourney.persistence.repositories import deal_to_json
from tests.io.test_pdf import line, pdf_pages, sample_tournament
from tests.io.test_xlsx import rows

AT = datetime(2026, 12, 20, 21, 7, 33, tzinfo=UTC)
FIRST = Deal(DealEnd.CLOSED, line(clean=1, closed=True, cards=230), line(dirty=1, cards=85))
RECOUNTED = Deal(DealEnd.CLOSED, line(clean=1, closed=True, cards=330), line(dirty=1, cards=85))


def entry(number: int, action: str, old: Any, new: Any, *, round: int = 1, **fields: Any) -> AuditEntry:
    values: dict[str, Any] = {"table": 1, "deal": None, "who": "Mario", "reason": ""} | fields
    return AuditEntry(
        number, AT, values["who"], action, round, values["table"], values["deal"], None, None, old, new,
        values["reason"],
    )  # fmt: skip


def corrections() -> list[AuditEntry]:
    """Round 1: table 1's first deal recounted at the table's phones (card points 230 → 330), table 2 given
    an artificial result; a sheet saved (no correction) and a correction of round 2 besides."""
    return [
        entry(3, "save deals", None, [deal_to_json(FIRST)], table=2),
        entry(
            4,
            "correct deals",
            [deal_to_json(FIRST)],
            [deal_to_json(RECOUNTED)],
            who="table 1",
            reason="punti carte letti male",
        ),
        entry(5, "set artificial result", None, {"vp": [10, 10]}, table=2, reason="tavolo non giocato"),
        entry(6, "correct deal", deal_to_json(FIRST), deal_to_json(RECOUNTED), round=2, deal=1, reason="r2"),
    ]


def results(language: str, given: list[AuditEntry] | None = None) -> list[str]:
    stream = io.BytesIO()
    write_round_results(sample_tournament(), 1, stream, language=language, corrections=given or [])
    return [" ".join(page.split()) for page in pdf_pages(stream.getvalue())]


@pytest.mark.parametrize(
    ("language", "title", "station", "field", "artificial", "none"),
    [
        ("it", "Correzioni del turno 1", "tavolo 1", "NS punti carte", "Risultato artificiale impostato",
         "nessuno"),
        ("de", "Berichtigungen der Runde 1", "Tisch 1", "NS Kartenpunkte", "Ersatzergebnis festgelegt",
         "keins"),
        ("en", "Corrections of round 1", "table 1", "NS card points", "Artificial result set", "none"),
    ],
)  # fmt: skip
def test_the_round_results_end_with_a_page_of_its_corrections(
    language: str, title: str, station: str, field: str, artificial: str, none: str
) -> None:
    plain = results(language)
    pages = results(language, corrections())
    assert len(pages) == len(plain) + 1
    assert not any(title in page for page in plain)
    page = pages[-1]
    assert page.startswith(title) or title in page
    words = texts_for(language)
    when = words.date_time(AT.astimezone())
    # Who, when, the table, the deal, the field, old and new, and why: oldest first.
    recount = page.index(f"{when} {station} 1 1 {field} 230 330 punti carte letti male")
    given = page.index(f"{when} Mario 2 {artificial} {none} VP 10 – 10 tavolo non giocato")
    assert recount < given
    assert "r2" not in page  # round 2's correction is not round 1's
    # The same words as the window's corrections log (io/audit_texts.py, which the log shows).
    (change,) = score_changes(words, corrections()[1]) or []
    assert change.text.endswith(f"{field} 230 → 330")


def test_a_round_without_a_correction_prints_no_corrections_page() -> None:
    only_round_2 = [c for c in corrections() if c.round == 2 or c.action == "save deals"]
    assert results("it", only_round_2) == results("it")


def test_many_corrections_run_on_over_pages() -> None:
    """A sheet re-entered field by field, twenty times over: the page runs on, the headings repeated."""
    many = [replace(corrections()[1], id=10 + n, reason=f"ricontata {n}") for n in range(60)]
    pages = results("it", many)
    assert len(pages) >= 3
    assert all("Quando Chi Tavolo Smazzata Modifica Prima Dopo Perché" in page for page in pages[1:])
    assert "ricontata 59" in pages[-1]


def test_the_workbook_has_a_corrections_sheet_up_to_its_round() -> None:
    def sheet(after: int | None) -> list[tuple[Any, ...]]:
        stream = io.BytesIO()
        write_workbook(
            sample_tournament(), stream, after_round=after, language="it", corrections=corrections()
        )
        return rows(load_workbook(io.BytesIO(stream.getvalue()))["Correzioni"])

    local = AT.astimezone().replace(tzinfo=None, microsecond=0)
    header, *found = sheet(None)
    assert header == ("Turno", "Tavolo", "Smazzata", "Quando", "Chi", "Modifica", "Prima", "Dopo", "Motivo")
    assert found == [
        (1, 1, 1, local, "tavolo 1", "NS punti carte", "230", "330", "punti carte letti male"),
        (1, 2, None, local, "Mario", "Risultato artificiale impostato", "nessuno", "VP 10 – 10",
         "tavolo non giocato"),
        (2, 1, 1, local, "Mario", "NS punti carte", "230", "330", "r2"),
    ]  # fmt: skip
    assert [row[-1] for row in sheet(1)[1:]] == ["punti carte letti male", "tavolo non giocato"]
