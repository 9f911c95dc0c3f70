"""Burraco Tourney: run Burraco pair tournaments from registration to standings."""

__version__ = "0.1.0"
