"""The window's words of each printout it offers (titles, descriptions, file names, menu entries): what each
printout is, and how it is written, is the catalogue's (io/printouts.py)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from burraco_tourney.io.printouts import Printout


class PrintoutWords(NamedTuple):
    """The window's words of a printout: its title, what it is, its part of a file name, its menu entry."""

    title: str
    description: str
    file_part: str  # what a file of this kind is called (the tournament's name and the round come first)
    menu: str


def window_words() -> dict[Printout, PrintoutWords]:
    """The words of each printout the window offers, in the order it offers them: the catalogue
    (io/printouts.py) says what each is and writes it. The team printouts are offered by the Teams window."""
    return {
        Printout.SCORE_SHEETS: PrintoutWords(
            QCoreApplication.translate("Printouts", "Score sheets"),
            QCoreApplication.translate(
                "Printouts",
                "One sheet per table of the round, with the pairs' names and the VP scale.",
            ),
            QCoreApplication.translate("Printouts", "score sheets"),
            QCoreApplication.translate("PrintMenu", "&Score sheets…"),
        ),
        Printout.BLANK_SCORE_SHEETS: PrintoutWords(
            QCoreApplication.translate("Printouts", "Blank score sheets"),
            QCoreApplication.translate(
                "Printouts",
                "Sheets without round, table or names, for a late change or a spare.",
            ),
            QCoreApplication.translate("Printouts", "blank score sheets"),
            QCoreApplication.translate("PrintMenu", "&Blank score sheets…"),
        ),
        Printout.SEATS: PrintoutWords(
            QCoreApplication.translate("Printouts", "Seats"),
            QCoreApplication.translate(
                "Printouts",
                "Who sits where, for the wall: by table, by surname and by pair number.",
            ),
            QCoreApplication.translate("Printouts", "seats"),
            QCoreApplication.translate("PrintMenu", "S&eats…"),
        ),
        Printout.TABLE_CARDS: PrintoutWords(
            QCoreApplication.translate("Printouts", "Table cards"),
            QCoreApplication.translate(
                "Printouts",
                "A page per table with its big number and the pairs of the round.",
            ),
            QCoreApplication.translate("Printouts", "table cards"),
            QCoreApplication.translate("PrintMenu", "&Table cards…"),
        ),
        Printout.ROUND_RESULTS: PrintoutWords(
            QCoreApplication.translate("Printouts", "Round results"),
            QCoreApplication.translate(
                "Printouts",
                "Each table's MP, difference and VP in the round; then the corrections of its saved scores, "
                "if any, on a page of their own.",
            ),
            QCoreApplication.translate("Printouts", "results"),
            QCoreApplication.translate("PrintMenu", "Round &results…"),
        ),
        Printout.STANDINGS: PrintoutWords(
            QCoreApplication.translate("Printouts", "Standings"),
            QCoreApplication.translate(
                "Printouts",
                "The ranking after a round, with the tie-breaks used.",
            ),
            QCoreApplication.translate("Printouts", "standings"),
            QCoreApplication.translate("PrintMenu", "St&andings…"),
        ),
        Printout.PAIR_HISTORIES: PrintoutWords(
            QCoreApplication.translate("Printouts", "Pair histories"),
            QCoreApplication.translate(
                "Printouts",
                "Each pair's rounds: opponents, MP, difference and VP.",
            ),
            QCoreApplication.translate("Printouts", "pair histories"),
            QCoreApplication.translate("PrintMenu", "Pair &histories…"),
        ),
        Printout.PRIZES: PrintoutWords(
            QCoreApplication.translate("Printouts", "Prizes"),
            QCoreApplication.translate(
                "Printouts",
                "Who wins what, group by group, by the tournament's prize plan, with the rule that gave each "
                "prize.",
            ),
            QCoreApplication.translate("Printouts", "prizes"),
            QCoreApplication.translate("PrintMenu", "Pri&zes…"),
        ),
        Printout.POSTER: PrintoutWords(
            QCoreApplication.translate("Printouts", "Poster for the phones"),
            QCoreApplication.translate(
                "Printouts",
                "A page for the wall: the address of the published tournament, large, and its QR code.",
            ),
            QCoreApplication.translate("Printouts", "poster"),
            QCoreApplication.translate("PrintMenu", "&Poster for the phones…"),
        ),
        Printout.WORKBOOK: PrintoutWords(
            QCoreApplication.translate("Printouts", "Workbook (.xlsx)"),
            QCoreApplication.translate(
                "Printouts",
                "Standings, rounds, deals, pairs, byes, adjustments, corrections, the VP scale and the "
                "tie-breaks in a spreadsheet, as things stood after a round (a team event's teams, matches "
                "and team standings too).",
            ),
            QCoreApplication.translate("Printouts", "workbook"),
            QCoreApplication.translate("PrintMenu", "&Workbook (.xlsx)…"),
        ),
        Printout.STANDINGS_CSV: PrintoutWords(
            QCoreApplication.translate("Printouts", "Standings (CSV)"),
            QCoreApplication.translate(
                "Printouts",
                "The ranking as a CSV file (UTF-8), one row per pair.",
            ),
            QCoreApplication.translate("Printouts", "standings"),
            QCoreApplication.translate("PrintMenu", "Standings (&CSV)…"),
        ),
        Printout.SEATS_CSV: PrintoutWords(
            QCoreApplication.translate("Printouts", "Seats (CSV)"),
            QCoreApplication.translate(
                "Printouts",
                "The seats of a round as a CSV file (UTF-8), one row per pair.",
            ),
            QCoreApplication.translate("Printouts", "seats"),
            QCoreApplication.translate("PrintMenu", "Seats (CS&V)…"),
        ),
    }


def first_export(offered: Iterable[Printout]) -> Printout | None:
    """The first printout that is not a PDF (the window shows the exports apart from it on)."""
    return next((p for p in offered if p.extension != "pdf"), None)
