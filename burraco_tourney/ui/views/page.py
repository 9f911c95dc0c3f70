"""A page that follows the tournament's changes: updated at once when on screen, marked stale when not."""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget

from burraco_tourney.ui.context import Changes, TournamentContext


class LivePage(QWidget):
    """Listens to the context's `changed`. A page the director sees (the current page of the window, or a
    page shown on its own) gets `update_for(changes)` at once; a page behind another keeps what changed and
    catches up when it is shown, so a saved sheet never pays for repainting pages nobody looks at."""

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self._pending: Changes | None = None
        context.changed.connect(self._changed)

    def start(self) -> None:
        """The page is built: it shows the tournament when first shown (the window opens on one page; the
        others wait), and its actions are right from the start."""
        self._pending = Changes.all()
        self.update_actions_for(Changes.all())
        if self.parentWidget() is not None and self.on_screen():
            self.catch_up()

    @property
    def stale(self) -> bool:
        """Changes came while the page was not shown: it shows them when it is shown."""
        return self._pending is not None

    def on_screen(self) -> bool:
        # Within the window (shown or not, as in tests), a page behind another in the stack is hidden.
        return self.parentWidget() is None or self.isVisibleTo(self.window())

    def _changed(self, changes: Changes) -> None:
        if self.on_screen():
            self.update_for(changes)
        else:
            self._pending = changes if self._pending is None else self._pending | changes
            self.update_actions_for(changes)

    def catch_up(self) -> None:
        """Show what changed while the page was hidden (the window calls it when the page comes forward)."""
        pending, self._pending = self._pending, None
        if pending is not None:
            self.update_for(pending)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.catch_up()

    def update_for(self, changes: Changes) -> None:
        """Show `changes` (subclasses update only what they touch)."""
        raise NotImplementedError

    def update_actions_for(self, changes: Changes) -> None:
        """While hidden: keep the page's actions right (they are in the window's menus, and their shortcuts
        work from every page), without computing what the page shows."""
