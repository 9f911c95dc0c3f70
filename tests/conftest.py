"""Test set-up shared by every test: Qt without a screen, and small helpers."""

import os

# Must be set before Qt is imported anywhere, so that tests need no display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The program always loads the problem texts, so str() of a refusal is its English words; so do the tests,
# whichever module runs alone.
import burraco_tourney.io.problem_texts  # noqa: F401
