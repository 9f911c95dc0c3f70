"""Dialogs of the window: the new-tournament wizard, settings, pairs, rounds, standings."""
