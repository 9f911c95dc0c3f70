"""Test set-up shared by every test: Qt without a screen, and small helpers."""

import os

# Must be set before Qt is imported anywhere, so that tests need no display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The program always loads the problem texts, so str() of a refusal is its English words; so do the tests,
# whichever module runs alone.
import burraco_tourney.io.problem_texts  # noqa: F401

# Every tournament file a test exports must keep the published JSON Schema (docs/tournament.schema.json):
# the writer is wrapped before any test module imports it (tests/file_schema.py).
from burraco_tourney.io import interchange as _interchange
from tests.file_schema import checked as _checked

_interchange.tournament_to_json = _checked(_interchange.tournament_to_json)  # type: ignore[method-assign]
