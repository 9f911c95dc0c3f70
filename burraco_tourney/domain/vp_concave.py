"""The continuous VP scale's steps, rounded so that it stays concave (DOMAIN.md §11; issue 30, item 6).

Rounding each 5-MP step of the formula to its decimals on its own lets a further 5 MP earn more than the
5 before (the 3-deal scale: 10, 10.06, 10.12, 10.19 at 0 to 15 MP gain 6 hundredths, 6, then 7). The WBF
corrects its scale's rounding so that it never does; so does this program, by the nearest concave scale on
the same decimals: no step moves further from its rounded value than it must (the largest move is as small
as it can be), and among those scales the moves are the least in all. The draw (0 MP) and the blitz margin
keep their VP, so the ends, and the total of each table, stay as they were.

A concave scale on a grid of hundredths has whole hundredths for its gains, each no larger than the one
before; where the formula's gain per 5 MP falls slowly (by a hundredth every 35 to 250 steps) the scale
must keep one gain for a long stretch, which is why the moves are several hundredths, not one (at most
0.06 VP on the 3-deal scale, 0.16 on the 4-deal one).

Work is in whole units of the last decimal: `rounded[k]` is the rounded winner's VP at 5k MP (k = 0 .. n;
`rounded[n]` the total, at or beyond the blitz margin), `rounded[0]` the draw rounded up to the grid (a
total odd in its last decimal makes the draw half a unit: a gain from it, measured from the grid above,
compares as the whole gain would), and `gains[k]` the formula's own gain from step k - 1 to step k, which
says where to look for the scale's.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

# The concave scale's gain at a step is looked for this many units either side of the formula's gain; if
# no scale as near as the nearest exists so (none has been seen), every gain the bands allow is tried.
_GAIN_WINDOW = 2


def concave_steps(rounded: Sequence[int], gains: Sequence[float]) -> list[int]:
    """The nearest concave scale to `rounded` with the same ends (see the module's docstring)."""
    n = len(rounded) - 1
    if n < 2:
        return list(rounded)
    tolerance = _least_tolerance(rounded)
    steps = _least_moves(rounded, gains, tolerance, _GAIN_WINDOW)
    if steps is None:
        steps = _least_moves(rounded, gains, tolerance, None)
    assert steps is not None, "the least tolerance admits a concave scale"
    return steps


def _band(rounded: Sequence[int], tolerance: int, k: int) -> tuple[int, int]:
    """The values step k may take: within `tolerance` of its rounded value, between the two ends."""
    first, last = rounded[0], rounded[-1]
    if k == 0 or k == len(rounded) - 1:
        return rounded[k], rounded[k]
    return max(rounded[k] - tolerance, first), min(rounded[k] + tolerance, last)


def _feasible(rounded: Sequence[int], tolerance: int) -> bool:
    """Whether a concave scale (gains never growing, never negative) keeps every step within `tolerance`.

    For each value a step may take, the largest gain that leads to it: a larger gain leaves more room for
    the gains after it, so it is the only one worth keeping."""
    low, _ = _band(rounded, tolerance, 0)
    most_gain = [rounded[-1] - rounded[0]]  # by value from `low`: the largest gain reaching it, -1: none
    for k in range(1, len(rounded)):
        new_low, new_high = _band(rounded, tolerance, k)
        # The furthest the earlier values up to each can reach (a gain no larger than their own).
        furthest = []
        best = -1
        for offset, gain in enumerate(most_gain):
            if gain >= 0:
                best = max(best, low + offset + gain)
            furthest.append(best)
        gains = []
        index = 0
        for value in range(new_low, new_high + 1):
            # The lowest earlier value that can reach `value` gives the largest gain to it.
            while index < len(furthest) and furthest[index] < value:
                index += 1
            earlier = low + index
            gains.append(value - earlier if index < len(furthest) and earlier <= value else -1)
        if all(gain < 0 for gain in gains):
            return False
        low, most_gain = new_low, gains
    return most_gain[0] >= 0


def _least_tolerance(rounded: Sequence[int]) -> int:
    """The smallest largest move that leaves a concave scale."""
    high = 1
    while not _feasible(rounded, high):
        high *= 2
    low = 0 if high == 1 else high // 2 + 1
    while low < high:
        middle = (low + high) // 2
        if _feasible(rounded, middle):
            high = middle
        else:
            low = middle + 1
    return low


def _least_moves(
    rounded: Sequence[int], gains: Sequence[float], tolerance: int, window: int | None
) -> list[int] | None:
    """Among concave scales within `tolerance`, the one whose moves add up least (on a tie, the smaller
    gains first); its gains within `window` units of the formula's, or any when None."""
    n = len(rounded) - 1
    whole = rounded[-1] - rounded[0]  # no gain is larger: the first is compared with this
    never = 1 << 62
    # For the values low..high of step k and the gains lowest..highest into it: the least moves of a
    # scale up to step k ending so (`never`: none), and the gain before it on that scale.
    low = high = rounded[0]
    lowest = highest = whole
    cost = [[0]]
    back: list[list[list[int]]] = []
    for k in range(1, n + 1):
        # Over the gains from each one up: the least cost of step k - 1, and the gain that costs it.
        suffix = []
        for row in cost:
            least, at = never, -1
            best_row = [never] * len(row)
            at_row = [-1] * len(row)
            for g in range(len(row) - 1, -1, -1):
                if row[g] < least:
                    least, at = row[g], lowest + g
                best_row[g], at_row[g] = least, at
            suffix.append((best_row, at_row))
        before_low, before_lowest, before_highest = low, lowest, highest
        low, high = _band(rounded, tolerance, k)
        if window is None:
            lowest, highest = 0, whole
        else:
            lowest, highest = max(0, math.floor(gains[k]) - window), math.ceil(gains[k]) + window
        highest = max(min(highest, before_highest), lowest)
        new_cost = []
        new_back = []
        for value in range(low, high + 1):
            move = abs(value - rounded[k])
            row = [never] * (highest - lowest + 1)
            back_row = [-1] * (highest - lowest + 1)
            for gain in range(lowest, highest + 1):
                earlier = value - gain - before_low
                if not 0 <= earlier < len(suffix) or gain > before_highest:
                    continue
                best_row, at_row = suffix[earlier]
                index = max(gain - before_lowest, 0)
                if best_row[index] < never:
                    row[gain - lowest] = best_row[index] + move
                    back_row[gain - lowest] = at_row[index]
            new_cost.append(row)
            new_back.append(back_row)
        cost = new_cost
        back.append(new_back)
    ending = cost[rounded[n] - low]
    least = min(ending)
    if least >= never:
        return None
    gain = lowest + ending.index(least)
    value = rounded[n]
    steps = [value]
    for k in range(n, 0, -1):
        band_low = _band(rounded, tolerance, k)[0]
        gain_low = 0 if window is None else max(0, math.floor(gains[k]) - window)
        before = back[k - 1][value - band_low][gain - gain_low]
        value -= gain
        steps.append(value)
        gain = before
    steps.reverse()
    return steps
