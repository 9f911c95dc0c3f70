"""Test set-up shared by every test: Qt without a screen, and small helpers."""

import os

# Must be set before Qt is imported anywhere, so that tests need no display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
