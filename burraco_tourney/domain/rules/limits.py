"""How long each text a director types may be: one set of limits for the window, the services, the pairs
import and the tournament file, chosen so that every printout can hold what was accepted (a player's name
fits its box on a score sheet printed two to a page). The database's columns are wider than these."""

from __future__ import annotations

from collections.abc import Mapping

TOURNAMENT_NAME = 100
VENUE = 100
PLAYER_NAME = 40
CLUB = 60
MEMBER_ID = 30
GROUP = 20
REASON = 200  # of a penalty, an adjustment, a correction
SCALE_NAME = 60
SCALE_TEXT = 200

# A club's logo (PNG or JPEG) heads every page and travels in the tournament: a few hundred kB is plenty.
LOGO_BYTES = 2_000_000

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
    "group": GROUP,
    "penalty reason": REASON,
    "adjustment reason": REASON,
    "scale name": SCALE_NAME,
    "scale text": SCALE_TEXT,
}
