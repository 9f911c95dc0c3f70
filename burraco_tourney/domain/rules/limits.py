"""Every limit a director's input must keep: one set for the window (its spin boxes and text fields read
them), the services, the pairs import and the tournament file, so that a tournament one of them accepts is
accepted by all (a 5-deal tournament exported and then refused by its own import was the bug this ends).

Texts are chosen so that every printout can hold what was accepted (a player's name fits its box on a score
sheet printed two to a page); the database's columns are wider than these. Ranges are inclusive.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = [
    "BLITZ_FOR_DEALS",
    "BONUS_MAX",
    "BYE_MP_MAX",
    "CATEGORY",
    "CLUB",
    "DEALS_PER_ROUND",
    "GROUP",
    "GUARANTOR",
    "INPUT_FILE_BYTES",
    "LOGO_BYTES",
    "LOTS_RANGE",
    "MAX_DEALS_PER_ROUND",
    "MAX_MINUTES_PER_DEAL",
    "MAX_PHASE_ROUNDS",
    "MAX_SHIFT",
    "MEMBER_ID",
    "MIN_DEALS_PER_ROUND",
    "PLAYER_NAME",
    "POZZETTO_MIN",
    "PROVINCE",
    "REASON",
    "REGION",
    "SCALE_DECIMALS_MAX",
    "SCALE_NAME",
    "SCALE_SOURCE",
    "SCALE_TEXT",
    "SCALE_TOTAL_MAX",
    "TEXT_LIMITS",
    "TOURNAMENT_NAME",
    "VENUE",
]

TOURNAMENT_NAME = 100
VENUE = 100
PLAYER_NAME = 80  # "María de los Ángeles Fernández-Villaverde" has 41 (issue 30, item 19)
CLUB = 60
MEMBER_ID = 30
REGION = 60  # a player's region (regione)
PROVINCE = 60  # a player's province (provincia), spelt out or as its two letters
CATEGORY = 30  # a player's category a prize plan names ("ladies", "mixed")
GUARANTOR = 60  # who vouches for a non-member: a member number or a name
GROUP = 20
REASON = 200  # of a penalty, an adjustment, a correction
SCALE_NAME = 60
SCALE_TEXT = 200  # a scale's description
SCALE_SOURCE = 300  # where a scale comes from (the bundled continuous scales say it in 259 characters)

# Deals per round: the VP scales exist for 2 (derived), 3 and 4 deals (DOMAIN.md §4), and the score sheets
# print at most four deals to a sheet.
MIN_DEALS_PER_ROUND = 2
MAX_DEALS_PER_ROUND = 4
DEALS_PER_ROUND = range(MIN_DEALS_PER_ROUND, MAX_DEALS_PER_ROUND + 1)
MAX_MINUTES_PER_DEAL = 60

# Bonus values (clean, dirty, semi-clean burraco, closing): 0 to this, multiples of 5; the pozzetto not taken
# is a penalty from POZZETTO_MIN to 0. A bonus beyond 1000 would be worth more than a deal's cards: a typo.
BONUS_MAX = 1000
POZZETTO_MIN = -BONUS_MAX
# A bye's MP difference, when set (0 to this, a multiple of 5).
BYE_MP_MAX = 5000

# The plan: rounds of one phase, and how many tables a Mitchell moves the EW pairs each round.
MAX_PHASE_ROUNDS = 99
MAX_SHIFT = 20

# The continuous scale's blitz margin for each number of deals: the MP difference at which the threshold
# table for as many deals reaches 20 VP (DOMAIN.md §4: 1505 for 3 deals, 2005 for 4; for 2, the derived
# table's, not official). The scale editor proposes it; a continuous scale is bundled for 3 and for 4.
BLITZ_FOR_DEALS: Mapping[int, int] = {2: 1005, 3: 1505, 4: 2005}

# A VP scale's total and decimals, within what the printed scale and the score sheets show.
SCALE_TOTAL_MAX = 100
SCALE_DECIMALS_MAX = 2

# A club's logo (PNG or JPEG) heads every page and travels in the tournament: a few hundred kB is plenty.
LOGO_BYTES = 2_000_000

# The most a file the director names is read of (a tournament file, a round's sheets, a scale, a prize plan,
# a profile, a list of pairs or members): ten times the largest seen (a federation's register of 100,000
# members as CSV, about 5 MB), so that /dev/zero or a wrong file cannot fill the memory.
INPUT_FILE_BYTES = 50_000_000

# A pair's lots draw is a random whole number below this (only the draws' order matters); the largest
# number a tournament holds, well inside PostgreSQL's integer (2^31).
LOTS_RANGE = 1_000_000_000

# The same limits by the words the tournament file's reader uses for its fields.
TEXT_LIMITS: Mapping[str, int] = {
    "tournament name": TOURNAMENT_NAME,
    "venue": VENUE,
    "player name": PLAYER_NAME,
    "club": CLUB,
    "member id": MEMBER_ID,
    "region": REGION,
    "province": PROVINCE,
    "category": CATEGORY,
    "guarantor": GUARANTOR,
    "group": GROUP,
    "penalty reason": REASON,
    "adjustment reason": REASON,
    "scale name": SCALE_NAME,
    "scale text": SCALE_TEXT,
}
