"""Where a PDF page draws its lines: each stroked segment in page coordinates, forms (the score sheets'
stamped grid and scale) followed, so that tests measure the boxes a reader sees on the paper."""

from __future__ import annotations

import io
from dataclasses import dataclass

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
