"""Printable PDFs: score sheets, seats, table cards, results, standings, histories, the poster, prizes."""

from burraco_tourney.io.output import ExportError, Output
from burraco_tourney.io.pdf.fonts import FontMissingError
from burraco_tourney.io.pdf.poster import POSTER_LANGUAGES, write_poster
from burraco_tourney.io.pdf.prizes import write_prizes
from burraco_tourney.io.pdf.results import write_pair_histories, write_round_results, write_standings
from burraco_tourney.io.pdf.score_sheets import write_blank_score_sheets, write_score_sheets
from burraco_tourney.io.pdf.seats import write_seats, write_table_cards

__all__ = [
    "POSTER_LANGUAGES",
    "ExportError",
    "FontMissingError",
    "Output",
    "write_blank_score_sheets",
    "write_pair_histories",
    "write_poster",
    "write_prizes",
    "write_round_results",
    "write_score_sheets",
    "write_seats",
    "write_standings",
    "write_table_cards",
]
