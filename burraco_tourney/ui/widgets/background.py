"""Long work (reading and checking a big import) off the GUI thread, with a busy indicator meanwhile."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget


class _Relay(QObject):
    """Lives in the GUI thread; the worker's emits reach its slots queued, in the GUI thread."""

    done = Signal(object)
    failed = Signal(object)


class _Job(QRunnable):
    def __init__(self, work: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self._work = work
        self._relay = relay

    def run(self) -> None:
        try:
            result = self._work()
        except Exception as error:  # handed to the GUI thread, which decides what to show
            self._relay.failed.emit(error)
            return
        self._relay.done.emit(result)


class BackgroundTask(QObject):
    """Runs `work` on a pool thread; then `on_done(result)` or `on_error(exception)` in the GUI thread.

    A busy dialog appears if the work takes more than half a second (unless `busy` is false: work the
    director need not wait for, such as a save retried while the server is away). `finished` is emitted
    last, whichever way it ended (tests wait on it).
    """

    finished = Signal()

    def __init__(
        self,
        parent: QWidget,
        label: str,
        work: Callable[[], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[Exception], None],
        *,
        busy: bool = True,
    ) -> None:
        super().__init__(parent)
        self._on_done = on_done
        self._on_error = on_error
        self._relay = _Relay(self)
        self._relay.done.connect(self._done, Qt.ConnectionType.QueuedConnection)
        self._relay.failed.connect(self._failed, Qt.ConnectionType.QueuedConnection)
        self.progress = QProgressDialog(label, "", 0, 0, parent.window())
        self.progress.setObjectName("busy")
        self.progress.setCancelButton(None)
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(500)
        self.progress.setAutoClose(False)
        if busy:
            self.progress.setValue(0)
        else:
            self.progress.reset()  # stops the timer that would show it
        QThreadPool.globalInstance().start(_Job(work, self._relay))

    def _close(self) -> None:
        self.progress.reset()
        self.progress.hide()
        self.progress.deleteLater()

    def _done(self, result: object) -> None:
        self._close()
        try:
            self._on_done(result)
        finally:
            self.finished.emit()
            self.deleteLater()

    def _failed(self, error: object) -> None:
        self._close()
        try:
            assert isinstance(error, Exception)
            self._on_error(error)
        finally:
            self.finished.emit()
            self.deleteLater()
