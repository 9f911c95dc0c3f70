"""The new-tournament wizard and the settings dialog of a running tournament."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from burraco_tourney.domain.tournament import TournamentSettings
from burraco_tourney.ui.widgets.settings_editor import (
    EventSection,
    SettingsEditor,
    default_settings,
    window_print_language,
)

# Called with the settings the director entered; True when they were stored (the dialog then closes).
SettingsSaver = Callable[[TournamentSettings], bool]


class _SectionScroll(QScrollArea):
    def sizeHint(self) -> QSize:
        # As large as the whole section where the screen has room (a scroll area asks little by default).
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        bar = self.verticalScrollBar().sizeHint().width()
        return widget.sizeHint() + QSize(bar + 2 * self.frameWidth(), 2 * self.frameWidth())


def _scrolled(section: QWidget) -> QScrollArea:
    """The rounds-and-scoring section is taller than a 1366×768 laptop's screen leaves a dialog: it scrolls
    there instead of being squeezed (spin boxes flattened, the scale's description cut)."""
    area = _SectionScroll()
    area.setObjectName(f"{section.objectName() or 'section'}_scroll")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(section)
    section.show()  # shown with the dialog, as in a plain layout (setWidget leaves it hidden)
    return area


class _SectionPage(QWizardPage):
    def __init__(self, title: str, subtitle: str, section: QWidget) -> None:
        super().__init__()
        self.setTitle(title)
        self.setSubTitle(subtitle)
        self.section = section
        layout = QVBoxLayout(self)
        layout.addWidget(section if isinstance(section, EventSection) else _scrolled(section))
        if isinstance(section, EventSection):
            section.completeChanged.connect(self.completeChanged)

    def isComplete(self) -> bool:
        if isinstance(self.section, EventSection):
            return self.section.is_complete()
        return True


class NewTournamentWizard(QWizard):
    """Three short pages: the event, how rounds are played and scored, tie-breaks and the plan."""

    def __init__(self, save: SettingsSaver, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_tournament_wizard")
        self.setWindowTitle(self.tr("New tournament"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self._save = save
        # A new tournament prints in the window's language; the director may choose another.
        self.editor = SettingsEditor(default_settings(print_language=window_print_language()), self)
        self.addPage(
            _SectionPage(
                self.tr("The event"),
                self.tr("What the tournament is called, when and where it is played."),
                self.editor.details,
            )
        )
        self.addPage(
            _SectionPage(
                self.tr("Rounds and scoring"),
                self.tr("The rules, deals per round, time, the VP scale and what a bye is worth."),
                self.editor.play,
            )
        )
        self.addPage(
            _SectionPage(
                self.tr("Standings and plan"),
                self.tr("How ties are broken, and which movement each round follows."),
                self.editor.ranking,
            )
        )
        # The buttons are named as Qt labels them in this language (Italian "Successivo", German
        # "Abschließen"), read from the wizard rather than guessed in the translation.
        hint = QLabel(
            self.tr(
                'Press "{finish}" now to use the usual settings: 3 deals of 15 minutes, the FIBUR 3-deal '
                'scale, a bye worth 14 VP, 3 Mitchell rounds then 2 Danish. Or press "{next}" to check '
                "them. Everything can be changed later in Tournament settings."
            ).format(
                finish=self._button_label(QWizard.WizardButton.FinishButton),
                next=self._button_label(QWizard.WizardButton.NextButton),
            )
        )
        hint.setObjectName("defaults_hint")
        hint.setWordWrap(True)
        hint.setStyleSheet("padding-top: 16px;")
        self.editor.details.add_note(hint)
        self.setOption(QWizard.WizardOption.HaveHelpButton, False)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        # The defaults suit most club evenings: a name is enough to finish.
        self.setOption(QWizard.WizardOption.HaveFinishButtonOnEarlyPages, True)
        for page_id in self.pageIds():
            self.page(page_id).setFinalPage(True)
        self.resize(860, 600)

    def _button_label(self, which: QWizard.WizardButton) -> str:
        """A button's text as the director reads it: "&Next >" is "Next"."""
        return self.buttonText(which).replace("&", "").strip("<> ")

    def settings(self) -> TournamentSettings:
        return self.editor.settings()

    def accept(self) -> None:
        if self._save(self.settings()):
            super().accept()


class SettingsDialog(QDialog):
    """The settings of a running tournament. A change the entered results do not allow is refused with
    the service's reason; a change of what results are worth needs the director's confirmation and a
    reason (every table is scored again)."""

    def __init__(
        self,
        settings: TournamentSettings,
        has_results: bool,
        save: Callable[[TournamentSettings, bool, str], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        self.setWindowTitle(self.tr("Tournament settings"))
        self._save = save
        self.editor = SettingsEditor(settings, self)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.editor.details, self.tr("&Event"))
        self.tabs.addTab(_scrolled(self.editor.play), self.tr("&Rounds and scoring"))
        self.tabs.addTab(self.editor.ranking, self.tr("&Standings and plan"))

        self.rescore_box = QGroupBox(self.tr("Results already entered"))
        self.rescore = QCheckBox(self.tr("Score every table again with the new values"))
        self.rescore.setObjectName("rescore")
        self.reason = QLineEdit()
        self.reason.setObjectName("reason")
        self.reason.setPlaceholderText(self.tr("Reason for the change (kept in the log)"))
        rescore_note = QLabel(
            self.tr(
                "Changing the VP scale, the bonus values or the bye score changes what the results "
                "entered so far are worth. Tick the box and give a reason to do so."
            )
        )
        rescore_note.setWordWrap(True)
        box_layout = QVBoxLayout(self.rescore_box)
        box_layout.addWidget(rescore_note)
        box_layout.addWidget(self.rescore)
        box_layout.addWidget(self.reason)
        self.rescore_box.setVisible(has_results)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.rescore_box)
        layout.addWidget(buttons)
        self.resize(860, 620)

    def settings(self) -> TournamentSettings:
        return self.editor.settings()

    def accept(self) -> None:
        if self._save(self.settings(), self.rescore.isChecked(), self.reason.text()):
            super().accept()
