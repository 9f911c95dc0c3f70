"""The tones of the round clock: one when the warning begins, one at time-out.

The shipped WAV files (resources/sounds) are played with Qt's QSoundEffect when PySide6's multimedia module
is installed; PySide6-Essentials lacks it, and then the system beep stands in. Without a screen (the
offscreen platform of the tests and of headless runs) the multimedia module is not used: there is nobody to
hear it, and it may complain about the missing audio device. A machine without sound stays silent; nothing
here ever stops the clock.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from burraco_tourney.paths import resource
from burraco_tourney.ui import preferences

WARNING = "warning"
TIME_OUT = "time-out"
SOUND_FILES = {WARNING: "clock-warning.wav", TIME_OUT: "clock-time-out.wav"}


def _sound_effect_class() -> Any:
    """QSoundEffect, or None when the multimedia module is missing or there is no screen."""
    if QGuiApplication.platformName() in ("offscreen", "minimal"):
        return None
    try:
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError:
        return None
    return QSoundEffect


class ClockSound(QObject):
    """Plays the warning and time-out tones, unless the director turned the sound off (a preference).

    `played` lists what was played (or would have been, with the sound off it stays empty), for the tests and
    for a director wondering whether the tone came.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.played: list[str] = []
        self.effects: dict[str, Any] = {}
        effect_class = _sound_effect_class()
        if effect_class is not None:
            for name, file in SOUND_FILES.items():
                path = resource("sounds", file)
                if path.is_file():
                    effect = effect_class(self)
                    effect.setSource(QUrl.fromLocalFile(str(path)))
                    self.effects[name] = effect

    @property
    def enabled(self) -> bool:
        return preferences.CLOCK_SOUND.get()

    def set_enabled(self, enabled: bool) -> None:
        preferences.CLOCK_SOUND.set(bool(enabled))

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        self.played.append(name)
        effect = self.effects.get(name)
        if effect is not None:
            effect.play()
        else:
            QApplication.beep()

    def play_warning(self) -> None:
        self.play(WARNING)

    def play_time_out(self) -> None:
        self.play(TIME_OUT)
