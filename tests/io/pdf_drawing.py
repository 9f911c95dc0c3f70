"""Where a PDF page draws its lines and its words: each stroked segment and each run of text in page
coordinates, forms (the score sheets' stamped grid and scale) followed, so that tests measure the boxes and
the words a reader sees on the paper (`placed_runs`); and where each piece of text starts and ends
(`drawn_text`)."""

from __future__ import annotations

import io
import math
from collections import Counter
from dataclasses import dataclass
from typing import Any

from pypdf import PdfReader
from pypdf.generic import ContentStream

Matrix = tuple[float, float, float, float, float, float]
_IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


@dataclass(frozen=True, slots=True)
class Segment:
    """One stroked straight line, in points from the page's bottom left corner."""

    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def vertical(self) -> bool:
        return abs(self.x0 - self.x1) < 0.01 and abs(self.y0 - self.y1) > 0.01

    @property
    def horizontal(self) -> bool:
        return abs(self.y0 - self.y1) < 0.01 and abs(self.x0 - self.x1) > 0.01


def _times(a: Matrix, b: Matrix) -> Matrix:
    """a then b (PDF's row-vector convention: a point p becomes p·a·b)."""
    return (
        a[0] * b[0] + a[1] * b[2],
        a[0] * b[1] + a[1] * b[3],
        a[2] * b[0] + a[3] * b[2],
        a[2] * b[1] + a[3] * b[3],
        a[4] * b[0] + a[5] * b[2] + b[4],
        a[4] * b[1] + a[5] * b[3] + b[5],
    )


def _apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    return x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]


def drawn_segments(data: bytes, page: int = 0) -> list[Segment]:
    """Every line the page strokes (moveto/lineto … S), forms included."""
    reader = PdfReader(io.BytesIO(data))
    segments: list[Segment] = []

    def walk(stream: object, resources: object, start: Matrix) -> None:
        matrix = start
        stack: list[Matrix] = []
        path: list[tuple[float, float]] = []
        pending: list[tuple[tuple[float, float], tuple[float, float]]] = []
        for operands, operator in ContentStream(stream, reader).operations:
            if operator == b"q":
                stack.append(matrix)
            elif operator == b"Q":
                matrix = stack.pop()
            elif operator == b"cm":
                matrix = _times(tuple(float(v) for v in operands), matrix)  # type: ignore[arg-type]
            elif operator == b"m":
                path = [_apply(matrix, float(operands[0]), float(operands[1]))]
            elif operator == b"l":
                point = _apply(matrix, float(operands[0]), float(operands[1]))
                if path:
                    pending.append((path[-1], point))
                path.append(point)
            elif operator in (b"S", b"s"):
                segments.extend(Segment(a[0], a[1], b[0], b[1]) for a, b in pending)
                pending, path = [], []
            elif operator in (b"n", b"f", b"f*", b"B", b"b"):
                pending, path = [], []
            elif operator == b"Do":
                xobject = resources["/XObject"][operands[0]].get_object()  # type: ignore[index]
                if xobject.get("/Subtype") == "/Form":
                    form = tuple(float(v) for v in xobject.get("/Matrix", _IDENTITY))
                    walk(xobject, xobject.get("/Resources", resources), _times(form, matrix))  # type: ignore[arg-type]

    sheet = reader.pages[page]
    walk(sheet.get_contents(), sheet["/Resources"], _IDENTITY)
    return segments


@dataclass(frozen=True, slots=True)
class Run:
    """One run of text as the page shows it: where its baseline starts, its size on the paper (a sheet
    shrunk to fit counted), and whether it reads across (upright) or upwards (turned sideways)."""

    text: str
    x: float
    y: float
    size: float
    upright: bool


def _forms(reader: PdfReader, page: int) -> list[tuple[object, Matrix]]:
    """The forms the page draws (the stamped grid and scale), each with the matrix it is drawn at."""
    sheet = reader.pages[page]
    resources = sheet["/Resources"]
    matrix, stack, found = _IDENTITY, [], []
    for operands, operator in ContentStream(sheet.get_contents(), reader).operations:
        if operator == b"q":
            stack.append(matrix)
        elif operator == b"Q":
            matrix = stack.pop()
        elif operator == b"cm":
            matrix = _times(tuple(float(v) for v in operands), matrix)  # type: ignore[arg-type]
        elif operator == b"Do":
            xobject = resources["/XObject"][operands[0]].get_object()
            if xobject.get("/Subtype") == "/Form":
                form = tuple(float(v) for v in xobject.get("/Matrix", _IDENTITY))
                found.append((xobject, _times(form, matrix)))  # type: ignore[arg-type]
    return found


def placed_runs(data: bytes, page: int = 0) -> list[Run]:
    """Every run of text on the page, forms included, where the paper shows it (pypdf reports a form's text
    where the form puts it, not where the page draws the form: each form is read once more on its own, at
    the matrix the page draws it at, and its runs in the page's reading are left out)."""
    reader = PdfReader(io.BytesIO(data))
    sheet = reader.pages[page]
    orientations = (0, 90, 180, 270)

    def reader_of(into: list[tuple[object, ...]]) -> object:
        def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
            if text.strip():
                into.append((text.strip(), *(round(float(v), 3) for v in (*cm, *tm)), float(size)))

        return visit

    def placed(raw: tuple[object, ...], outer: Matrix) -> Run:
        text, values, size = raw[0], [float(v) for v in raw[1:13]], float(raw[13])  # type: ignore[arg-type]
        cm = _times(tuple(values[:6]), outer)  # type: ignore[arg-type]
        tm = values[6:]
        a = tm[0] * cm[0] + tm[1] * cm[2]
        b = tm[0] * cm[1] + tm[1] * cm[3]
        x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
        y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
        return Run(str(text), x, y, size * math.hypot(a, b), abs(b) < abs(a))

    everything: list[tuple[object, ...]] = []
    sheet.extract_text(orientations=orientations, visitor_text=reader_of(everything))
    runs: list[Run] = []
    in_forms: Counter[tuple[object, ...]] = Counter()
    for form, matrix in _forms(reader, page):
        inside: list[tuple[object, ...]] = []
        sheet.extract_xform_text(form, orientations, visitor_text=reader_of(inside))  # type: ignore[arg-type]
        runs += [placed(raw, matrix) for raw in inside]
        in_forms.update(inside)
    for raw in everything:
        if in_forms[raw]:
            in_forms[raw] -= 1
        else:
            runs.append(placed(raw, _IDENTITY))
    return runs


@dataclass(frozen=True, slots=True)
class DrawnRun:
    """A piece of text as drawn: from x0 to x1 on its baseline y, in points from the page's bottom left."""

    text: str
    x0: float
    x1: float
    y: float
    size: float


def drawn_text(data: bytes, page: int = 0) -> list[DrawnRun]:
    """Every piece of text the page draws in the program's fonts, with where it starts and ends. pypdf gives
    the later pieces of a line (a bold pair number, then the names) the line's start: each such piece is
    put after the one before it, as the PDF draws it."""
    # Imported here: only the tests of text positions need reportlab's font metrics.
    from reportlab.pdfbase.pdfmetrics import getRegisteredFontNames, stringWidth

    known = set(getRegisteredFontNames())
    runs: list[DrawnRun] = []
    last: list[Any] = [None, 0.0]

    def visit(text: str, cm: list[float], tm: list[float], font: Any, size: float) -> None:
        if font is None or not text.strip():
            return
        name = str(font.get("/BaseFont")).split("+")[-1]
        if name not in known:
            return
        x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
        y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
        scaled = size * (tm[0] ** 2 + tm[1] ** 2) ** 0.5 * (cm[0] ** 2 + cm[1] ** 2) ** 0.5
        start = (round(x, 2), round(y, 2))
        if last[0] == start:
            x = last[1]
        last[0], last[1] = start, x + stringWidth(text, name, scaled)
        x += stringWidth(text[: len(text) - len(text.lstrip())], name, scaled)
        shown = text.strip()
        runs.append(DrawnRun(shown, x, x + stringWidth(shown, name, scaled), y, scaled))

    PdfReader(io.BytesIO(data)).pages[page].extract_text(visitor_text=visit)
    return runs
