"""Names of up to 80 characters printed whole on every printout that prints names, without running over
another text, a cell's line or the page's edge (issue 30, item 19): a long name wraps or shrinks where the
printout already does so for its longest texts."""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import replace

import pytest
from pypdf import PdfReader

from burraco_tourney.domain.names import surname_first
from burraco_tourney.domain.prizes import award_prizes
from burraco_tourney.domain.rules import limits
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import Player, Tournament
from burraco_tourney.io.pdf import (
    fonts,
    write_pair_histories,
    write_prizes,
    write_round_results,
    write_score_sheets,
    write_seats,
    write_standings,
    write_table_cards,
)
from burraco_tourney.io.pdf.teams import (
    TeamEvent,
    write_match_results,
    write_team_cards,
    write_team_score_sheets,
    write_team_seats,
)
from burraco_tourney.services.prizes import bundled_plan
from tests.io.pdf_drawing import DrawnRun, drawn_segments, drawn_text
from tests.io.test_pdf import sample_tournament
from tests.io.test_pdf_teams import team_event

# As long as a name may be, in the letters that take the most room: capitals, accents, double surnames.
LONG = (
    "María de los Ángeles Fernández-Villaverde y Montes de Oca Wąsowska-Ødegård Monte",
    "WŁADYSŁAW MAŁGORZATA WÓJCIKOWSKA-WASZKIEWICZ WOLFGANG MÜLLER-LÜDENSCHEID ØRSTEDT",
    "Hubertus-Maximilian-Friedrich von Hohenzollern-Sigmaringen Wittelsbach-Habsburgo",
    "Giovanni Battista Maria Sant'Ambrogio Dell'Acqua-Bevilacqua di Montes Ødegårdsen",
)
PAGE_WIDTH = 595.28  # A4


def long_named(tournament: Tournament) -> Tournament:
    """Pairs 1 and 2 (both seated in round 1, at table 1) named as long as names may be."""
    named = {1: (LONG[0], LONG[1]), 2: (LONG[2], LONG[3])}
    pairs = tuple(
        replace(
            pair,
            players=tuple(replace(p, name=n) for p, n in zip(pair.players, named[pair.number], strict=True)),
        )
        if pair.number in named
        else pair
        for pair in tournament.pairs
    )
    return replace(tournament, pairs=pairs)  # type: ignore[arg-type]


def long_named_teams() -> TeamEvent:
    event = team_event()  # pairs 1 (Tigri) and 4 (Leoni) meet at table 1
    named = {1: (LONG[0], LONG[1]), 4: (LONG[2], LONG[3])}
    pairs = tuple(
        replace(pair, players=(Player(named[pair.number][0]), Player(named[pair.number][1])))
        if pair.number in named
        else pair
        for pair in event.tournament.pairs
    )
    return replace(event, tournament=replace(event.tournament, pairs=pairs))


def write(writer: Callable[..., None], *args: object, **options: object) -> bytes:
    stream = io.BytesIO()
    writer(*args, stream, **options)
    return stream.getvalue()


def prizes(language: str) -> bytes:
    tournament = long_named(sample_tournament())
    # pair 1 wins a prize ("best of the last rounds"); pair 2 none: only pair 1's names are printed
    won = award_prizes(tournament, bundled_plan("fibur"), compute_standings(tournament))
    return write(write_prizes, tournament, won, language=language)


PRINTOUTS: dict[str, Callable[[str], bytes]] = {
    "seats": lambda lang: write(write_seats, long_named(sample_tournament()), 1, language=lang),
    "table cards": lambda lang: write(
        write_table_cards, long_named(sample_tournament()), 1, language=lang, url="http://192.168.1.20:8080"
    ),
    "round results": lambda lang: write(
        write_round_results, long_named(sample_tournament()), 1, language=lang
    ),
    "standings": lambda lang: write(write_standings, long_named(sample_tournament()), 2, language=lang),
    "pair histories": lambda lang: write(
        write_pair_histories, long_named(sample_tournament()), 2, language=lang
    ),
    "score sheets": lambda lang: write(write_score_sheets, long_named(sample_tournament()), 1, language=lang),
    "score sheets, two to a page, filled": lambda lang: write(
        write_score_sheets, long_named(sample_tournament()), 1, language=lang, per_page=2, filled=True
    ),
    "prizes": prizes,
    "team seats": lambda lang: write(write_team_seats, long_named_teams(), 1, language=lang),
    "team cards": lambda lang: write(write_team_cards, long_named_teams(), language=lang),
    "match results": lambda lang: write(write_match_results, long_named_teams(), 1, language=lang),
    "team score sheets": lambda lang: write(write_team_score_sheets, long_named_teams(), 1, language=lang),
}


def _part_of_a_name(run: DrawnRun) -> bool:
    """Whether the run is (a line of) one of the long names, as printed or surname first."""
    text = run.text.strip(" ·–-")
    return len(text) >= 3 and any(
        text in shown or shown in text for name in LONG for shown in (name, surname_first(name))
    )


def _overlap(a: DrawnRun, b: DrawnRun) -> bool:
    same_line = abs(a.y - b.y) < 0.7 * min(a.size, b.size)
    return same_line and a.x0 < b.x1 - 0.5 and b.x0 < a.x1 - 0.5


@pytest.mark.parametrize("language", ["it", "de"])
@pytest.mark.parametrize("printout", sorted(PRINTOUTS))
def test_a_name_of_80_characters_is_printed_whole_and_clear_of_everything_else(
    printout: str, language: str
) -> None:
    assert {len(name) for name in LONG} == {limits.PLAYER_NAME}
    fonts.register_fonts()
    data = PRINTOUTS[printout](language)
    pages = PdfReader(io.BytesIO(data)).pages
    # Whole: every letter in order, wherever the lines break (spaces aside: a line ends where one was).
    letters = "".join("".join((page.extract_text() or "").split()) for page in pages)
    printed = [LONG[0]] if printout == "prizes" else LONG
    for name in printed:
        assert any("".join(shown.split()) in letters for shown in (name, surname_first(name))), name
    for page in range(len(pages)):
        runs = drawn_text(data, page)
        vertical = [s for s in drawn_segments(data, page) if s.vertical]
        for run in filter(_part_of_a_name, runs):
            assert run.x0 > 18 and run.x1 < PAGE_WIDTH - 18, (page, run)
            middle = run.y + run.size / 3
            crossed = [
                s.x0
                for s in vertical
                if min(s.y0, s.y1) < middle < max(s.y0, s.y1) and run.x0 + 0.5 < s.x0 < run.x1 - 0.5
            ]
            assert not crossed, (page, run, crossed)  # a cell's line through the name
            others = [other for other in runs if other is not run and _overlap(run, other)]
            assert not others, (page, run, others)
