"""The tables' links (issue 20) as Print / Export puts them on the score sheets and table cards: whether a
round's links take sheets, and each table's links after the published address (issue 27: the phones say
the PIN is printed on the sheet, and only the command line's --table-links printed it)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from burraco_tourney.services import table_entry

if TYPE_CHECKING:  # reportlab is loaded at the first printout, not at start
    from burraco_tourney.io.pdf.table_links import TableLinks
    from burraco_tourney.ui.context import TournamentContext


@dataclass(frozen=True, slots=True)
class TableLinksSource:
    """The window's side of the tables' links (issue 20) for the printouts: `accepting(round)` whether the
    round's links take sheets, `links(round, base)` each table's links after the address the phones reach
    the server at (made the first time they are asked for, as by Round → Table links…)."""

    accepting: Callable[[int], bool]
    links: Callable[[int, str], Mapping[int, TableLinks]]


def table_links_of(context: Callable[[], TournamentContext | None]) -> TableLinksSource:
    """The links of the tournament the window has open (services.table_entry), as Print takes them."""

    def accepting(round_number: int) -> bool:
        now = context()
        return now is not None and table_entry.accepting(now.db, now.tournament_id, round_number)

    def links(round_number: int, base: str) -> Mapping[int, TableLinks]:
        from burraco_tourney.io.pdf.table_links import links_by_table  # reportlab at the first printout

        now = context()
        if now is None:
            return {}
        return links_by_table(table_entry.table_links(now.db, now.tournament_id, round_number), base)

    return TableLinksSource(accepting, links)
