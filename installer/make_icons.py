"""Renders resources/icons/burraco-tourney.svg to the PNG sizes and the Windows .ico the installers need.

Run it after changing the SVG (`python installer/make_icons.py`) and commit what it writes: the build does
not run it. It needs only PySide6 (QtSvg ships in PySide6-Essentials); the ICO format is written here by
hand, so no imaging library is needed.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path
from typing import cast

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SOURCE = ICONS / "burraco-tourney.svg"
PNG_SIZES = (16, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # what Windows picks from for title bars, Explorer, the taskbar


def render(size: int) -> QImage:
    """The SVG drawn on a transparent `size`×`size` QImage (premultiplied ARGB)."""
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"{SOURCE} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs want bytes; Qt wants str
    buffer.close()
    return bytes(data.data())


def dib_bytes(image: QImage) -> bytes:
    """An ICO entry as a 32-bit BMP (what every Windows version reads for the small sizes): a
    BITMAPINFOHEADER of twice the height, BGRA rows bottom-up, then an all-clear 1-bit AND mask."""
    plain = image.convertToFormat(QImage.Format.Format_ARGB32)  # straight alpha, B G R A in memory
    width, height = plain.width(), plain.height()
    rows = [cast(memoryview, plain.constScanLine(y)).tobytes()[: width * 4] for y in range(height)]
    pixels = b"".join(reversed(rows))
    mask_row = ((width + 31) // 32) * 4
    mask = b"\x00" * (mask_row * height)
    header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0)
    return header + pixels + mask


def ico_bytes(images: dict[int, QImage]) -> bytes:
    """A multi-size .ico: PNG-compressed for 256 (Vista and later), BMP below."""
    entries = [
        (size, png_bytes(image) if size >= 256 else dib_bytes(image)) for size, image in images.items()
    ]
    offset = 6 + 16 * len(entries)
    directory = struct.pack("<HHH", 0, 1, len(entries))
    blobs = b""
    for size, blob in entries:
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    return directory + blobs


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    images = {size: render(size) for size in sorted({*PNG_SIZES, *ICO_SIZES})}
    for size in PNG_SIZES:
        path = ICONS / f"burraco-tourney-{size}.png"
        path.write_bytes(png_bytes(images[size]))
        print(f"wrote {path.relative_to(ICONS.parent.parent)}")
    ico = ICONS / "burraco-tourney.ico"
    ico.write_bytes(ico_bytes({size: images[size] for size in ICO_SIZES}))
    print(f"wrote {ico.relative_to(ICONS.parent.parent)} ({', '.join(map(str, ICO_SIZES))} px)")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
