"""The QR codes of a table's links (issue 20: the sheet entered at the table) on its score sheet and its table
card: one code per line (NS enters or confirms with its own, EW with its own) and the table's PIN, for the
opponents who agree on the same phone. The links come from services.table_entry (the command line or the
window asks for them and hands them here: io does not reach the database)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from reportlab.lib.units import mm
from reportlab.platypus import Flowable

from burraco_tourney.io.pdf import fonts
from burraco_tourney.io.pdf.document import fit_line
from burraco_tourney.io.pdf.poster import check_url, draw_qr
from burraco_tourney.io.texts import Texts

__all__ = ["TableLinks", "TableLinksCode", "links_by_table"]


@dataclass(frozen=True, slots=True)
class TableLinks:
    """A table's two links (full addresses, as a phone opens them) and its PIN."""

    ns_url: str
    ew_url: str
    pin: str


class _Link(Protocol):
    """One line's link as services.table_entry gives it (io does not import the services)."""

    @property
    def table(self) -> int: ...
    @property
    def line(self) -> str: ...
    @property
    def path(self) -> str: ...
    @property
    def pin(self) -> str: ...


def links_by_table(links: Iterable[_Link], base_url: str) -> dict[int, TableLinks]:
    """Each table's two links as the printouts take them, the lines' paths after `base_url` (the address
    the phones reach the server at): the command line's --table-links and the window's Print dialog."""
    base = base_url.strip().rstrip("/")
    found: dict[int, dict[str, _Link]] = {}
    for link in links:
        found.setdefault(link.table, {})[link.line] = link
    return {
        table: TableLinks(base + lines["ns"].path, base + lines["ew"].path, lines["ns"].pin)
        for table, lines in found.items()
    }


class TableLinksCode(Flowable):  # type: ignore[misc]  # reportlab ships no type hints
    """The two codes side by side with their line beneath, and the words and the PIN beside them: as tall
    as the room left allows, up to `size`, and nothing when too little room is left (a card or a sheet never
    spills onto a second page)."""

    def __init__(
        self, links: TableLinks, words: Texts, *, size: float = 26 * mm, smallest: float = 15 * mm
    ) -> None:
        super().__init__()
        self.links = TableLinks(check_url(links.ns_url), check_url(links.ew_url), links.pin)
        self.words = words
        self.size, self.smallest = size, smallest
        self.side = 0.0

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = available_width
        room = min(self.size, available_height - 6 * mm)
        self.side = room if room >= self.smallest else 0.0
        self.height = self.side + 6 * mm if self.side else 0.0
        return self.width, self.height

    def draw(self) -> None:
        if not self.side:
            return
        canvas, words, side = self.canv, self.words, self.side
        ns_word = words.translate("TableLinksPdf", "NS")
        ew_word = words.translate("TableLinksPdf", "EW")
        for index, (url, line) in enumerate(((self.links.ns_url, ns_word), (self.links.ew_url, ew_word))):
            x = index * (side + 3 * mm)
            draw_qr(canvas, url, x, 5 * mm, side)
            canvas.setFont(fonts.BOLD, 10)
            canvas.drawCentredString(x + side / 2, 1 * mm, line)
        left = 2 * side + 8 * mm
        width = self.width - left
        said = words.translate("TableLinksPdf", "The sheet on your phone: each line scans its own code.")
        agree = words.translate("TableLinksPdf", "Or agree on the same phone with the table's PIN:")
        y = 5 * mm + side - 4 * mm
        for line in (said, agree):
            shown, size = fit_line(line, fonts.REGULAR, 10, width, 6)
            canvas.setFont(fonts.REGULAR, size)
            canvas.drawString(left, y, shown)
            y -= 5 * mm
        canvas.setFont(fonts.BOLD, 22)
        canvas.drawString(left, y - 5 * mm, self.links.pin)
