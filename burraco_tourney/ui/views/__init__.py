"""The main window's pages: pairs, rounds, score sheets, standings, and the start page."""
