"""Score sheet benchmark: the time from a keystroke in a sheet field to the new VP painted on screen.

Run: python bench/bench_sheet_entry.py [--keys 400] [--deals 3] [--platform offscreen]; it prints the median,
95th percentile and worst time, for the whole path (key event → checks → totals → VP label → painted window)
and for the sheet's own recomputation alone. A frame at 60 Hz is 16.7 ms.
Not a test: no time is asserted anywhere.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=400, help="keystrokes to time")
    parser.add_argument("--deals", type=int, default=3, choices=(2, 3, 4), help="deals per round")
    parser.add_argument("--platform", default="offscreen", help="Qt platform (offscreen needs no screen)")
    options = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", options.platform)

    from PySide6.QtCore import QCoreApplication, QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QLineEdit

    from burraco_tourney.domain.tournament import Movement, Player, TournamentSettings
    from burraco_tourney.persistence.db import open_database
    from burraco_tourney.services import pairs, tournaments
    from burraco_tourney.services.pairing import make_next_round
    from burraco_tourney.services.scales import bundled_scale
    from burraco_tourney.ui.main_window import MainWindow, Workspace

    app = QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="bench-sheet-"))
    QCoreApplication.setOrganizationName("Burraco Tourney Bench")
    QCoreApplication.setApplicationName("Burraco Tourney Bench")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder / "preferences"))

    db = open_database(folder / "bench.sqlite")
    scale = {2: "two-deals-unofficial", 3: "fibur-3-deals", 4: "fibur-4-deals"}[options.deals]
    created = tournaments.create_tournament(
        db, TournamentSettings("Bench", bundled_scale(scale), deals_per_round=options.deals)
    )
    for number in range(1, 41):
        pairs.register_pair(db, created.id, (Player(f"Player {number}a"), Player(f"Player {number}b")))
    make_next_round(db, created.id, Movement.MITCHELL)
    db.close()

    window = MainWindow(str(folder / "bench.sqlite"))
    window.resize(1366, 768)
    window.show()
    QTest.qWaitForWindowExposed(window)
    assert window.workspace is not None
    window.page_actions[Workspace.SHEETS].trigger()
    page = window.workspace.sheets
    page.open_table(1)
    sheet = page.sheet
    # A realistic sheet: NS closed with a clean burraco; the cards field of NS is where the keys go.
    for path, text in (("ns.clean", "1"), ("ew.dirty", "1"), ("ew.cards", "85")):
        widget = sheet.fields[(0, path)]
        assert isinstance(widget, QLineEdit)
        widget.setText(text)
    sheet.fields[(0, "ns.closed")].setChecked(True)  # type: ignore[attr-defined]
    cards = sheet.fields[(0, "ns.cards")]
    assert isinstance(cards, QLineEdit)
    cards.setFocus()
    cards.setText("23")
    app.processEvents()

    whole: list[float] = []
    shown: set[str] = set()
    for index in range(options.keys):
        # Alternate typing a digit (230, 235, ...) and taking it back: every key changes the VP shown.
        key = Qt.Key.Key_Backspace if index % 2 else (Qt.Key.Key_0 if index % 4 == 0 else Qt.Key.Key_5)
        start = time.perf_counter()
        QTest.keyClick(cards, key)
        app.processEvents()  # the repaint of everything that changed: field, totals, VP, markers
        whole.append(time.perf_counter() - start)
        shown.add(sheet.vp_value.text())

    alone: list[float] = []
    for _ in range(options.keys):
        start = time.perf_counter()
        sheet.recompute()
        alone.append(time.perf_counter() - start)

    def report(label: str, times: list[float]) -> None:
        ordered = sorted(times)
        p95 = ordered[int(len(ordered) * 0.95) - 1]
        print(
            f"{label:<44} median {statistics.median(ordered) * 1000:6.2f} ms   "
            f"p95 {p95 * 1000:6.2f} ms   worst {ordered[-1] * 1000:6.2f} ms"
        )

    print(f"{options.keys} keystrokes, {options.deals} deals per round, platform {app.platformName()}")
    print(f"VP values shown while typing: {', '.join(sorted(shown))}")
    report("keystroke → VP painted (whole window)", whole)
    report("sheet recomputation alone (checks, totals)", alone)
    window.close()


if __name__ == "__main__":
    main()
