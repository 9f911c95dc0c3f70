"""Bring the window's translations up to date: collect the strings, fill in new translations, compile.

    python resources/i18n/update.py [NEW.json ...]

1. `pyside6-lupdate` collects every `tr()`/`translate()` string of `burraco_tourney/ui` and `/io` into
   the three `.ts` files (strings no longer in the code are dropped);
2. each NEW.json (optional) fills in translations, shaped
   `{"Context": {"source text": {"it": "…", "de": "…", "en": "…"}}}` ("en" may be left out: the source
   text is then the English). A count, `self.tr("%n pair(s)", "", n)`, takes a list of the language's
   plural forms, singular first: `{"%n pair(s)": {"it": ["%n coppia", "%n coppie"], "en": ["%n pair",
   "%n pairs"], ...}}` (for a count "en" must be given: "pair(s)" is no English);
3. `pyside6-lrelease` compiles the `.qm` files the program loads.

It then lists the strings still without a finished translation. Runs under a lock file, so two people
(or two scripts) updating at once do not overwrite each other's work.
"""

from __future__ import annotations

import fcntl
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

FOLDER = Path(__file__).resolve().parent
ROOT = FOLDER.parent.parent
LANGUAGES = ("it", "de", "en")
# The packages whose texts a user reads: the window, and the printouts, workbook and CSV (io/texts.py).
TRANSLATED = ("ui", "io")


def tool(name: str) -> str:
    beside_python = Path(sys.executable).with_name(name)
    found = str(beside_python) if beside_python.exists() else shutil.which(name)
    if not found:
        sys.exit(f"{name} not found: install the project's test extra (pip install -e '.[test]')")
    return found


def ts_file(language: str) -> Path:
    return FOLDER / f"burraco_tourney_{language}.ts"


def collect() -> None:
    sources = sorted(
        str(p.relative_to(ROOT))
        for folder in TRANSLATED
        for p in (ROOT / "burraco_tourney" / folder).rglob("*.py")
    )
    targets = [str(ts_file(language).relative_to(ROOT)) for language in LANGUAGES]
    subprocess.run(
        [tool("pyside6-lupdate"), *sources, "-no-obsolete", "-locations", "none", "-ts", *targets],
        cwd=ROOT,
        check=True,
        stdout=subprocess.DEVNULL,
    )


def fill(new: dict[str, dict[str, dict[str, str | list[str]]]]) -> int:
    """Write the given translations into the .ts files; return how many messages changed."""
    changed = 0
    for language in LANGUAGES:
        tree = ET.parse(ts_file(language))
        for context in tree.getroot().iter("context"):
            given = new.get(context.findtext("name") or "", {})
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                if source not in given:
                    continue
                text = given[source].get(language, source if language == "en" else None)
                translation = message.find("translation")
                if text is None or translation is None:
                    continue
                forms = translation.findall("numerusform")
                if forms:  # a count: one text per plural form of the language
                    texts = [text] * len(forms) if isinstance(text, str) else text
                    if len(texts) != len(forms):
                        sys.exit(
                            f"{language} {source!r}: {len(forms)} plural forms needed, {len(texts)} given"
                        )
                    for form, form_text in zip(forms, texts, strict=True):
                        form.text = form_text
                else:
                    translation.text = text if isinstance(text, str) else text[-1]
                translation.attrib.pop("type", None)
                changed += 1
        tree.write(ts_file(language), encoding="utf-8", xml_declaration=True)
    return changed


def written(translation: ET.Element) -> bool:
    """The translation has its text, or every plural form of a count."""
    forms = translation.findall("numerusform")
    return all(form.text for form in forms) if forms else bool(translation.text)


def unfinished() -> list[str]:
    left = []
    for language in LANGUAGES:
        for context in ET.parse(ts_file(language)).getroot().iter("context"):
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is None or translation.get("type") == "unfinished" or not written(translation):
                    left.append(f"{language} {context.findtext('name')}: {message.findtext('source')!r}")
    return left


def compile_all() -> None:
    """Compile each .ts into its .qm by way of a temporary file, so a program running meanwhile never
    reads a half-written .qm (it would show part of its texts untranslated)."""
    for language in LANGUAGES:
        target = ts_file(language).with_suffix(".qm")
        partial = target.with_name(f".{target.name}.partial")
        subprocess.run(
            [tool("pyside6-lrelease"), str(ts_file(language)), "-qm", str(partial)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        partial.replace(target)


def main(argv: list[str]) -> int:
    with open(FOLDER / ".update.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        collect()
        for name in argv:
            print(
                f"{name}: {fill(json.loads(Path(name).read_text(encoding='utf-8')))} translations filled in"
            )
        collect()  # lupdate writes the files back in its own layout
        compile_all()
    left = unfinished()
    for line in left:
        print("untranslated:", line)
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
