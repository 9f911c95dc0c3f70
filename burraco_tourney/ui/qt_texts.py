"""The words of Qt's own file dialog that Qt's translations lack (issue 27: in Italian it said "Look in:",
"Files of type:" and "Folder"). Written here, in Qt's own contexts, lupdate puts them into the program's
.ts files; the program's translator answers for them whenever Qt's (qtbase_it, qtbase_de, searched first)
has no text. A Qt that translates them itself wins, so nothing here needs removing when it does."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def file_dialog_texts() -> list[str]:
    """Each text in the window's language (the tests compare them with what the dialog shows)."""
    translate = QCoreApplication.translate
    return [
        translate("QFileDialog", "&Look in:"),
        translate("QFileDialog", "Files of &type:"),
        # The Type column and the side bar (QAbstractFileIconProvider::type, with Qt's disambiguations).
        translate("QAbstractFileIconProvider", "Drive"),
        translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
        translate("QAbstractFileIconProvider", "Shortcut", "All other platforms"),
    ]
