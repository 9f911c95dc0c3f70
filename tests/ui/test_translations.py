"""Every visible string of the window is translated into Italian, German and English, and the
translations load."""

from __future__ import annotations

import ast
import functools
import os
import re
import shutil
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QPushButton, QTreeView
from pytestqt.qtbot import QtBot

import burraco_tourney.ui
from burraco_tourney.paths import resource
from burraco_tourney.ui.app import install_translators
from tests.ui.conftest import make_window

LANGUAGES = ("it", "de", "en")
UI_FOLDER = Path(burraco_tourney.ui.__file__).parent
# The window's texts, and those of the printouts, workbook and CSV (burraco_tourney/io/texts.py).
TRANSLATED_FOLDERS = (UI_FOLDER, UI_FOLDER.parent / "io")
PLACEHOLDER = re.compile(r"\{\w*\}")


@functools.cache
def strings_in_the_code() -> frozenset[tuple[str, str]]:
    """(context, source text) of every self.tr("...") and QCoreApplication.translate("C", "...")."""
    found: set[tuple[str, str]] = set()
    for file in sorted(f for folder in TRANSLATED_FOLDERS for f in folder.rglob("*.py")):
        tree = ast.parse(file.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            for call in ast.walk(node):
                if _is_call(call, "tr") and call.args and isinstance(call.args[0], ast.Constant):
                    found.add((node.name, call.args[0].value))
        for call in ast.walk(tree):
            if _is_call(call, "translate") and len(call.args) >= 2:
                context, text = call.args[0], call.args[1]
                if isinstance(context, ast.Constant) and isinstance(text, ast.Constant):
                    found.add((context.value, text.value))
    return frozenset(found)


def _is_call(node: ast.AST, name: str) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == name


def translations(language: str) -> dict[tuple[str, str], tuple[str, bool]]:
    """(context, source) → (translation, finished) from the language's .ts file."""
    root = ET.parse(resource("i18n", f"burraco_tourney_{language}.ts")).getroot()
    table = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            finished = translation.get("type") not in ("unfinished", "obsolete", "vanished")
            # A count ("%n pair(s)") has one text per plural form: each must be there, with the placeholders.
            forms = [form.text or "" for form in translation.iter("numerusform")]
            text = (
                (forms[-1] if len(set(map(_placeholders, forms))) == 1 and all(forms) else "")
                if forms
                else ""
            )
            table[(name, message.findtext("source") or "")] = (text or translation.text or "", finished)
    return table


def _placeholders(text: str) -> tuple[str, ...]:
    return tuple(sorted(PLACEHOLDER.findall(text)))


def test_the_code_has_strings_to_translate() -> None:
    strings = strings_in_the_code()
    assert len(strings) > 200
    assert ("MainWindow", "&File") in strings
    assert ("Names", "Mitchell") in strings


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_visible_string_has_a_finished_translation(language: str) -> None:
    table = translations(language)
    missing = sorted(s for s in strings_in_the_code() if s not in table or not table[s][1] or not table[s][0])
    assert not missing, (
        f"{len(missing)} strings lack a {language} translation (run pyside6-lupdate): {missing[:10]}"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_every_placeholder(language: str) -> None:
    for (context, source), (text, _finished) in translations(language).items():
        assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(text)), (context, source)
        assert source.count("\n") == text.count("\n"), (context, source)


def stale_translations(ts_file: Path, qm_file: Path) -> list[tuple[str, str, str, str]]:
    """(context, source, in the .ts, from the .qm) of every finished translation the compiled file does not
    give: the .qm was not compiled again after the .ts changed. Compared by content, not by file time (a fresh
    clone gives both files the same time)."""
    translator = QTranslator()
    assert translator.load(str(qm_file)), f"{qm_file} does not load"
    stale = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            text = translation.text or ""
            forms = [form.text or "" for form in translation.iter("numerusform")]
            if forms:  # a count: its first form (n = 1) and its last (n = 5) in Italian, German and English
                if translation.get("type") not in ("unfinished", "obsolete", "vanished"):
                    for n, form in ((1, forms[0]), (5, forms[-1])):
                        given = translator.translate(name, source, None, n) or source
                        if given != form:
                            stale.append((name, source, form, given))
                continue
            if not text or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            # An empty answer is Qt's "no translation": the window then shows the source text.
            given = translator.translate(name, source) or source
            if given != text:
                stale.append((name, source, text, given))
    return stale


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_compiled_translation_is_shipped(language: str) -> None:
    compiled = resource("i18n", f"burraco_tourney_{language}.qm")
    source = resource("i18n", f"burraco_tourney_{language}.ts")
    assert compiled.is_file()
    assert compiled.stat().st_size > 1000
    stale = stale_translations(source, compiled)
    assert not stale, (
        f"{len(stale)} translations of {source.name} are not in {compiled.name}: run "
        f"python resources/i18n/update.py (it compiles the .qm); first ones: {stale[:5]}"
    )


def test_a_qm_not_compiled_again_after_the_ts_changed_is_caught(tmp_path: Path) -> None:
    ts_file, qm_file = tmp_path / "it.ts", tmp_path / "it.qm"
    shutil.copy(resource("i18n", "burraco_tourney_it.qm"), qm_file)
    tree = ET.parse(resource("i18n", "burraco_tourney_it.ts"))
    assert not stale_translations(resource("i18n", "burraco_tourney_it.ts"), qm_file)
    message = next(m for m in tree.getroot().iter("message") if m.findtext("source") == "&Pairs")
    translation = message.find("translation")
    assert translation is not None
    translation.text = "C&oppie!"
    tree.write(ts_file, encoding="utf-8", xml_declaration=True)
    # A fresh clone: both files have the same time, so no check by time can tell.
    os.utime(ts_file, (1_700_000_000, 1_700_000_000))
    os.utime(qm_file, (1_700_000_000, 1_700_000_000))
    assert stale_translations(ts_file, qm_file) == [("MainWindow", "&Pairs", "C&oppie!", "&Coppie")]


@pytest.fixture
def italian(qapp: QApplication) -> Iterator[None]:
    installed = install_translators(qapp, "it")
    yield
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


def test_the_window_speaks_italian(italian: None, qtbot: QtBot, db_path: Path, tournament_id: int) -> None:
    window = make_window(qtbot, db_path)
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == [
        "&File", "&Modifica", "&Coppie", "&Turno", "C&lassifica",
        "&Stampa / Esporta", "E&vento", "Visuali&zza", "&Aiuto",
    ]  # fmt: skip
    assert window.round_label.text() == "Nessun turno ancora"
    assert window.workspace is not None
    assert window.workspace.pairs.model.headers()[1] == "Giocatore 1"
    window.workspace.show_page(window.workspace.STANDINGS)  # a page is filled in when first shown
    assert window.workspace.standings.chain.text().startswith("Parità risolte da: VP → scarto")


def test_the_file_dialog_speaks_italian(italian: None, qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 27: Qt's own file dialog (the one the window opens where the system has no file dialog of its
    own, as on Linux without a desktop) was half English: Qt's Italian lacks some of its words."""
    (tmp_path / "serate").mkdir()
    dialog = QFileDialog(None, "Apri il database", str(tmp_path), "Database (*.sqlite)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    assert (labels["lookInLabel"], labels["fileNameLabel"], labels["fileTypeLabel"]) == (
        "&Cerca in:",
        "&Nome del file:",
        "File di &tipo:",
    )
    (view,) = dialog.findChildren(QTreeView, "treeView")
    model = view.model()
    qtbot.waitUntil(lambda: model.rowCount(view.rootIndex()) == 1)
    folder = view.rootIndex().model().index(0, 2, view.rootIndex())
    assert (folder.siblingAtColumn(0).data(), folder.data()) == ("serate", "Cartella")
    assert [button.text() for button in dialog.findChildren(QPushButton) if button.isVisible()] == [
        "&Apri",
        "Annulla",
    ]
