"""The free game's score pad (issue 22): a blank pad to play to a target at the club, or a stored game's pad
filled in (each deal's honours, card points and points of each side, the running totals, the result).

A deal's "honours" are what it scored besides its card points: burracos, closing, the pozzetto not taken and
penalties (the paper pad's "base"). A deal entered by its totals shows only its points.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from burraco_tourney.domain.free_game import DEFAULT_TARGET, FreeGame, Outcome
from burraco_tourney.domain.scoring import DealEnd, deal_totals
from burraco_tourney.io.output import Output
from burraco_tourney.io.pdf import fonts
from burraco_tourney.io.pdf.document import (
    BODY,
    CONTENT_WIDTH,
    GRID,
    HEAD,
    HEADING_SHADE,
    SMALL,
    TITLE,
    Heading,
    build_pdf,
    grid_style,
    number,
    signed,
    text,
)
from burraco_tourney.io.texts import DEFAULT_LANGUAGE, Texts, texts_for

__all__ = ["BLANK_ROWS", "write_score_pad"]

BLANK_ROWS = 24  # deals on a blank pad: a game to 2005 rarely needs more than a dozen
_ROW_HEIGHT = 8.5 * mm  # room to write by hand


def write_score_pad(
    out: Output,
    game: FreeGame | None = None,
    *,
    target: int = DEFAULT_TARGET,
    language: str = DEFAULT_LANGUAGE,
    club: str = "",
    printed_at: datetime | None = None,
) -> None:
    """A blank pad to `target` (game None), or `game`'s pad filled in, with room below for more deals while
    it is still being played."""
    fonts.register_fonts()
    words = texts_for(language)
    title = words.translate("ScorePadPdf", "Score pad")
    goal = game.target if game is not None else target
    side_a = game.side_a if game is not None else ""
    side_b = game.side_b if game is not None else ""
    story: list[Flowable] = [
        Paragraph(text(title), TITLE),
        Paragraph(text(words.translate("ScorePadPdf", "Target score: {target}").format(target=goal)), BODY),
        Paragraph(
            text(
                words.translate(
                    "ScorePadPdf",
                    "The first side to reach the target wins; when both reach it in the same deal, the "
                    "higher total wins; equal totals are a draw.",
                )
            ),
            SMALL,
        ),
        Spacer(0, 3 * mm),
        _grid(game, side_a, side_b, words),
        Spacer(0, 4 * mm),
    ]
    if game is not None and game.over:
        story.append(Paragraph(text(_result(game, words)), TITLE))
    else:
        story.append(Paragraph(text(words.translate("ScorePadPdf", "Result:")), BODY))
    when = words.date_time(printed_at or datetime.now())
    story.append(Paragraph(text(words.translate("ResultsPdf", "Printed {when}").format(when=when)), SMALL))
    subtitle = words.translate("ScorePadPdf", "To {target}").format(target=goal)
    heading = Heading(
        words.translate("ScorePadPdf", "Free game"), "", title, subtitle, club=club, language=language
    )
    build_pdf(out, heading, story)


def _result(game: FreeGame, words: Texts) -> str:
    a, b = game.score()
    outcome = game.outcome()
    if outcome is Outcome.DRAW:
        return words.translate("ScorePadPdf", "Draw, {a} to {b}").format(a=a, b=b)
    winner = game.side_a if outcome is Outcome.A_WINS else game.side_b
    high, low = max(a, b), min(a, b)
    return words.translate("ScorePadPdf", "{winner} wins, {high} to {low}").format(
        winner=winner, high=high, low=low
    )


def _grid(game: FreeGame | None, side_a: str, side_b: str, words: Texts) -> Table:
    honours = words.translate("ScorePadPdf", "Honours")
    cards = words.translate("ScorePadPdf", "Cards")
    deal_word = words.translate("ScorePadPdf", "Deal")
    total = words.translate("ScorePadPdf", "Total")
    blank_name = "_" * 28
    cells: list[list[Any]] = [
        [
            Paragraph(text(words.translate("ScorePadPdf", "No.")), HEAD),
            Paragraph(text(side_a or blank_name), HEAD),
            "",
            "",
            "",
            Paragraph(text(side_b or blank_name), HEAD),
            "",
            "",
            "",
        ],
        ["", *(Paragraph(text(h), HEAD) for h in (honours, cards, deal_word, total) * 2)],
    ]
    filled = 0
    if game is not None:
        for index, (deal, running) in enumerate(zip(game.deals, game.running(), strict=True), start=1):
            points = deal_totals(deal, game.rules)
            row: list[Any] = [str(index)]
            for line, scored, so_far in ((deal.ns, points[0], running[0]), (deal.ew, points[1], running[1])):
                by_totals = deal.totals is not None or deal.end is DealEnd.NOT_PLAYED
                row += [
                    "" if by_totals else signed(scored - line.cards),
                    "" if by_totals else signed(line.cards),
                    signed(scored),
                    number(so_far),
                ]
            cells.append(row)
        filled = len(game.deals)
    more = 0 if game is not None and game.over else max(BLANK_ROWS - filled, 6)
    for row_number in range(filled + 1, filled + more + 1):
        cells.append([str(row_number), *([""] * 8)])
    number_width = 10 * mm
    each = (CONTENT_WIDTH - number_width) / 8
    table = Table(
        cells,
        colWidths=[number_width] + [each] * 8,
        rowHeights=[None, None] + [_ROW_HEIGHT] * (len(cells) - 2),
        repeatRows=2,
    )
    table.setStyle(
        grid_style(
            [
                ("SPAN", (1, 0), (4, 0)),
                ("SPAN", (5, 0), (8, 0)),
                ("SPAN", (0, 0), (0, 1)),
                ("BACKGROUND", (0, 0), (-1, 1), HEADING_SHADE),
                ("ALIGN", (0, 2), (0, -1), "CENTER"),
                ("ALIGN", (1, 2), (-1, -1), "RIGHT"),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("FONT", (4, 2), (4, -1), fonts.BOLD, 10),
                ("FONT", (8, 2), (8, -1), fonts.BOLD, 10),
                ("LINEAFTER", (4, 0), (4, -1), 1.5, GRID),
            ]
        )
    )
    return table
