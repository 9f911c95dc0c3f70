"""The web front: seats, standings, the clock and "my pair", served read-only to phones at the venue."""
