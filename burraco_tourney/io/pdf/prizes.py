"""The prizes, group by group ("Girone A, 7 tavoli"), each with the rule that gave it, in the printout's
language (the words of io/prize_texts, shared with the command line and the web page)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table

from burraco_tourney.domain.prizes import PrizeList, PrizeSection
from burraco_tourney.domain.standings import standings_final
from burraco_tourney.domain.tournament import Tournament
from burraco_tourney.domain.vp import format_vp
from burraco_tourney.io.output import Output
from burraco_tourney.io.pdf import fonts
from burraco_tourney.io.pdf.document import (
    BODY,
    CELL,
    CELL_SMALL,
    CONTENT_WIDTH,
    HEAD,
    SHADE,
    SMALL,
    SUBTITLE,
    TITLE,
    build_pdf,
    grid_style,
    heading_for,
    text,
)
from burraco_tourney.io.pdf.results import _event_lines
from burraco_tourney.io.prize_texts import (
    award_rule,
    award_title,
    note_text,
    plan_line,
    section_heading,
    word,
)
from burraco_tourney.io.texts import DEFAULT_LANGUAGE, texts_for

__all__ = ["write_prizes"]


def write_prizes(
    tournament: Tournament,
    prizes: PrizeList,
    out: Output,
    *,
    language: str = DEFAULT_LANGUAGE,
    printed_at: datetime | None = None,
) -> None:
    """Who wins what (`prizes`, awarded from `tournament`'s standings), group by group, marked provisional
    until the standings are final, with the notes of what could not be given."""
    fonts.register_fonts()  # first: the styles need the family, and a missing font is said first
    words = texts_for(language)
    final = standings_final(tournament, prizes.after_round)
    story: list[Flowable] = [
        Paragraph(text(word("title_after", language, n=prizes.after_round)), TITLE),
        *_event_lines(tournament, words, printed_at),
        Paragraph(text(plan_line(prizes.plan, language)), BODY),
    ]
    if not final:
        story.append(Paragraph(f"<b>{text(word('provisional', language))}</b>", BODY))
    for section in prizes.sections:
        story.append(KeepTogether(_section(section, prizes, language)))
    if prizes.warnings:
        story.append(Spacer(0, 3 * mm))
        story.append(Paragraph(f"<b>{text(word('notes', language))}</b>", SMALL))
        story.extend(
            Paragraph(text("– " + note_text(problem, prizes.plan, language)), SMALL)
            for problem in prizes.warnings
        )
    subtitle = (
        word("after_round", language, n=prizes.after_round)
        + " · "
        + word("final" if final else "provisional_short", language)
    )
    build_pdf(out, heading_for(tournament, word("title", language), subtitle, language=language), story)


def _section(section: PrizeSection, prizes: PrizeList, language: str) -> list[Flowable]:
    parts: list[Flowable] = [Paragraph(text(section_heading(section, language)), SUBTITLE)]
    if not section.awards:
        return [*parts, Paragraph(text(word("no_prizes", language)), BODY)]
    header = [word(key, language) for key in ("prize", "rank", "pair_column", "players", "vp", "rule")]
    widths = [40 * mm, 10 * mm, 10 * mm, 0.0, 12 * mm, 48 * mm]
    # The rank and pair columns as wide as their one-word headings need ("Coppia"), as the standings do.
    for column in (1, 2):
        widths[column] = max(widths[column], stringWidth(header[column], fonts.CONDENSED_BOLD, 8) + 16)
    widths[3] = CONTENT_WIDTH - sum(widths)
    cells: list[list[Any]] = [[Paragraph(text(h), HEAD) for h in header]]
    for award in section.awards:
        cells.append(
            [
                Paragraph(f"<b>{text(award_title(award, prizes.plan, language))}</b>", CELL),
                str(award.rank),
                str(award.pair),
                Paragraph("<br/>".join(text(name) for name in award.players), CELL),
                texts_for(language).number(format_vp(award.vp)),
                Paragraph(text(award_rule(award, section, prizes.plan, language)), CELL_SMALL),
            ]
        )
    table = Table(cells, colWidths=widths, repeatRows=1)
    table.setStyle(
        grid_style(
            [
                ("ALIGN", (1, 1), (2, -1), "CENTER"),
                ("ALIGN", (4, 1), (4, -1), "RIGHT"),
                ("FONT", (4, 1), (4, -1), fonts.BOLD, 9),
                ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, SHADE]),
            ]
        )
    )
    return [*parts, table]
