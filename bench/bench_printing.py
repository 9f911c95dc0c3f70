"""Benchmark: score sheets for 200 tables and standings for 800 pairs, beside a bare reportlab canvas.

Run with `python bench/bench_printing.py`. Each document is timed as the program makes it (Platypus,
layout, page numbers, writing the file), then a bare `Canvas` writes the same text (read back from that
PDF) in the same fonts to the same number of pages; the ratio of the two is what the issue asks for.
Not a test: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import io
import random
import time
from collections.abc import Callable
from datetime import date

from pypdf import PdfReader
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen.canvas import Canvas

from burraco_tourney.domain.demo import random_round_deals
from burraco_tourney.domain.standings import compute_standings
from burraco_tourney.domain.tournament import (
    Movement,
    Pair,
    Player,
    Round,
    Table,
    Tournament,
    TournamentSettings,
)
from burraco_tourney.domain.vp import ThresholdScale
from burraco_tourney.io.pdf import fonts, write_score_sheets, write_standings

SCALE = ThresholdScale(
    "fibur-3-deals",
    [
        (50, 10, 10), (150, 11, 9), (250, 12, 8), (350, 13, 7), (500, 14, 6), (650, 15, 5),
        (800, 16, 4), (1000, 17, 3), (1250, 18, 2), (1500, 19, 1), (None, 20, 0),
    ],
)  # fmt: skip
FIRST = [
    "Łukasz",
    "Carla",
    "Jürgen",
    "Zoë",
    "Anna",
    "Bruno",
    "Ömer",
    "Søren",
    "Élodie",
    "Giulia",
    "Marco",
    "Ana",
]
LAST = ["Wąsowski", "D'Alessandro", "Müller-Lüdenscheid", "Ødegaard", "Rossi", "Bianchi", "Çelik", "Núñez"]


def tournament(pairs: int, rounds: int, seed: int = 1) -> Tournament:
    """`pairs` pairs (even), `rounds` rounds of random deals, pairs shuffled into tables each round."""
    rng = random.Random(seed)
    settings = TournamentSettings(
        name="Campionato di Burraco – Benchmark", vp_scale=SCALE, date=date(2026, 12, 20)
    )

    def player() -> Player:
        return Player(f"{rng.choice(FIRST)} {rng.choice(LAST)}")

    made_pairs = tuple(Pair(n, (player(), player())) for n in range(1, pairs + 1))
    made_rounds = []
    for number in range(1, rounds + 1):
        order = list(range(1, pairs + 1))
        rng.shuffle(order)
        tables = tuple(
            Table(t + 1, order[2 * t], order[2 * t + 1], random_round_deals(rng, settings.scoring, 3))
            for t in range(pairs // 2)
        )
        made_rounds.append(Round(number, Movement.MANUAL, tables))
    return Tournament(settings, made_pairs, tuple(made_rounds))


def best_of(runs: int, work: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def best_of_each(runs: int, first: Callable[[], object], second: Callable[[], object]) -> tuple[float, float]:
    """Best times of two jobs run in turns, so that a busy machine slows both alike."""
    first_times, second_times = [], []
    for _ in range(runs):
        first_times.append(best_of(1, first))
        second_times.append(best_of(1, second))
    return min(first_times), min(second_times)


def bare_canvas(pages: list[list[str]]) -> bytes:
    """The same text, line by line in the same font, on the same number of pages: no layout at all."""
    fonts.register_fonts()
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=A4)
    _, height = A4
    for lines in pages:
        canvas.setFont(fonts.REGULAR, 8)
        y = height - 36
        for line in lines:
            canvas.drawString(36, y, line)
            y -= 10
        canvas.showPage()
    canvas.save()
    return out.getvalue()


def compare(label: str, make: Callable[[io.BytesIO], None], runs: int) -> None:
    sample = io.BytesIO()
    make(sample)
    pages = [page.extract_text().splitlines() for page in PdfReader(io.BytesIO(sample.getvalue())).pages]
    ours, bare = best_of_each(runs, lambda: make(io.BytesIO()), lambda: bare_canvas(pages))
    lines = sum(len(p) for p in pages)
    print(
        f"{label:<34} {len(pages):>4} pages {lines:>6} lines   program {ours:6.2f} s   "
        f"bare canvas {bare:6.2f} s   ratio {ours / bare:4.1f}×"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="best of this many runs (default 3)")
    args = parser.parse_args()

    round_of_200 = tournament(400, 1)
    field_of_800 = tournament(800, 3)
    standings_time = best_of(args.runs, lambda: compute_standings(field_of_800))
    print(f"(computing the standings of 800 pairs alone: {standings_time:.2f} s, included below)")
    compare(
        "score sheets, 200 tables, 1/page", lambda out: write_score_sheets(round_of_200, 1, out), args.runs
    )
    compare(
        "score sheets, 200 tables, 2/page",
        lambda out: write_score_sheets(round_of_200, 1, out, per_page=2),
        args.runs,
    )
    compare("standings, 800 pairs", lambda out: write_standings(field_of_800, 3, out), args.runs)


if __name__ == "__main__":
    main()
