"""Help → How the evening goes: one page that walks a director through a tournament night, step by step."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


def _menu(context: str, text: str) -> str:
    """A menu or page entry as the window shows it in this language ("New tourn&ament…" → "New
    tournament"): read from the same translation, so the page never names an entry that is not there."""
    return escape(QCoreApplication.translate(context, text).replace("&", "").replace("…", "").strip())


def _key(shortcut: str) -> str:
    """A shortcut as the menus show it in this language (Qt's own translation: "Strg+Umschalt+A" in
    German), so the page and the menus always agree."""
    return escape(QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText))


def _path(*entries: str) -> str:
    return "<b>" + " → ".join(entries) + "</b>"


class HowTheEveningGoesDialog(QDialog):
    """A short, readable page (not a manual): the order of an evening and where each thing is done."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("help_dialog")
        self.setWindowTitle(self.tr("How the evening goes"))
        self.text = QTextBrowser()
        self.text.setObjectName("help_text")
        self.text.setOpenExternalLinks(False)
        self.text.setHtml(self.page())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)  # Enter closes the page
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(760, 680)

    def steps(self) -> list[tuple[str, str]]:
        """(title, text) of each step, with the window's own names of menus and pages."""
        file = _menu("MainWindow", "&File")
        pairs_menu = _menu("MainWindow", "&Pairs")
        round_menu = _menu("MainWindow", "&Round")
        edit = _menu("MainWindow", "&Edit")
        clock = _menu("ClockControls", "C&lock")
        printing = _menu("PrintMenu", "Pr&int / Export")
        pages = {
            "pairs": f"<b>{_menu('Workspace', 'Pairs')}</b>",
            "sheets_page": f"<b>{_menu('Workspace', 'Score sheets')}</b>",
            "standings_page": f"<b>{_menu('Workspace', 'Standings')}</b>",
        }
        return [
            (
                self.tr("Create the tournament"),
                self.tr(
                    "{new} ({new_key}): give the name, the date and the venue. The usual settings are ready: "
                    "3 deals of 15 minutes, the FIBUR scale, a bye worth 14 VP, 3 Mitchell rounds then 2 "
                    "Danish. Everything can be changed later in {settings}."
                ).format(
                    new=_path(file, _menu("MainWindow", "New tourn&ament…")),
                    new_key=_key("Ctrl+N"),
                    settings=_path(file, _menu("MainWindow", "Tournament &settings…")),
                ),
            ),
            (
                self.tr("Register the pairs"),
                self.tr(
                    "On the {pairs} page, add each pair as it arrives ({add}, {add_key}), or import "
                    "the list from a spreadsheet ({import_}, {import_key}): every problem row is shown "
                    "before anything is saved. A pair that arrives after round 1 joins at the next round; "
                    "a pair that leaves is withdrawn and keeps its results."
                ).format(
                    **pages,
                    add=_path(pairs_menu, _menu("PairsPage", "&Add pair…")),
                    import_=_path(pairs_menu, _menu("PairsPage", "&Import pairs from a spreadsheet…")),
                    add_key=_key("Ctrl+Shift+A"),
                    import_key=_key("Ctrl+I"),
                ),
            ),
            (
                self.tr("Make the round"),
                self.tr(
                    "{next} ({next_key}) seats the round from the plan, or with another movement for this "
                    "round only. Check it by table and by player name; before play starts you can swap "
                    "two pairs or two tables. Print the seats, the table cards and the score sheets from "
                    "{print_} ({print_key} for the score sheets)."
                ).format(
                    next=_path(round_menu, _menu("RoundsPage", "&Next round…")),
                    print_=_path(printing),
                    next_key=_key("Ctrl+R"),
                    print_key=_key("Ctrl+P"),
                ),
            ),
            (
                self.tr("Start the clock"),
                self.tr(
                    "{start}: the round's time starts. {display} shows the big clock on a projector or a "
                    "second screen. From the same menu you can pause, extend the round or give one table "
                    "extra time."
                ).format(
                    start=_path(round_menu, clock, _menu("ClockControls", "&Start the clock…")),
                    display=_path(round_menu, clock, _menu("ClockControls", "Room &display")),
                ),
            ),
            (
                self.tr("Enter the score sheets"),
                self.tr(
                    "On the {sheets_page} page, type the table number and press Enter. For each deal "
                    "enter the burracos, who closed, the card points, the pozzetto and any penalty, then "
                    "save ({save_key}). Every number is checked; MP, the difference and the VP are worked "
                    "out for you."
                ).format(**pages, save_key=_key("Ctrl+S")),
            ),
            (
                self.tr("Correct a mistake"),
                self.tr(
                    "Open the saved sheet again, change it and give a reason: the standings follow at "
                    "once. {log} keeps who changed what, when, the old and the new score and why. A "
                    "change just made can be undone with {undo_key}."
                ).format(log=_path(edit, _menu("MainWindow", "&Corrections log…")), undo_key=_key("Ctrl+Z")),
            ),
            (
                self.tr("Standings"),
                self.tr(
                    "The {standings_page} page is up to date after every sheet, with the tie-breaks "
                    "shown. Double-click a pair for its round-by-round history; an adjustment (VP or MP, "
                    "with a reason) is added from the same page."
                ).format(**pages),
            ),
            (
                self.tr("Print and close the evening"),
                self.tr(
                    "Then the next round, from step 3. At the end, {print_} gives the standings, the "
                    "round results, the pair histories and the workbook (.xlsx) for the federation or "
                    "the club. Everything is saved as you go: there is nothing to save on closing."
                ).format(print_=_path(printing)),
            ),
        ]

    def page(self) -> str:
        items = "".join(
            f"<li style='margin-bottom: 10px;'><b>{escape(title)}</b><br/>{text}</li>"
            for title, text in self.steps()
        )
        intro = escape(self.tr("A club evening, in the order the director meets it."))
        return (
            "<html><body style='font-size: 11pt;'>"
            f"<h2>{escape(self.tr('How the evening goes'))}</h2>"
            f"<p>{intro}</p><ol>{items}</ol></body></html>"
        )
