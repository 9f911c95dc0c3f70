"""The editor of a tournament's settings, in three sections shared by the wizard and the settings dialog."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QDate, QObject, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain import limits
from burraco_tourney.domain.clock import FinalCircuitRule
from burraco_tourney.domain.groups import GroupsMethod, GroupsRule
from burraco_tourney.domain.members import EventLevel
from burraco_tourney.domain.problems import Refusal
from burraco_tourney.domain.profiles import BUNDLED_PROFILES, RuleProfile
from burraco_tourney.domain.scoring import ClosingRule, ScoringRules
from burraco_tourney.domain.tournament import (
    DEFAULT_TIE_BREAKS,
    PRINT_LANGUAGES,
    ByeScore,
    Movement,
    Phase,
    TieBreak,
    TournamentSettings,
)
from burraco_tourney.domain.vp import ScaleError, VPScale, load_scale_file
from burraco_tourney.io.profile_texts import profile_rules, profile_title
from burraco_tourney.services.profiles import list_profiles, load_profile_file, save_profile_file
from burraco_tourney.services.rules import logo_problems
from burraco_tourney.services.scales import SCALE_FOR_DEALS, bundled_scales
from burraco_tourney.ui import preferences
from burraco_tourney.ui.clock.texts import final_circuit_rule_text
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.names import (
    date_format,
    movement_name,
    scale_name,
    scale_text,
    signed,
    tie_break_name,
    vp_text,
    window_words,
)
from burraco_tourney.ui.widgets.messages import show_error

# The continuous scale whose blitz margin suits each number of deals (DOMAIN.md §4: 1505 for 3, 2005 for 4).
CONTINUOUS_FOR_DEALS = {3: "continuous", 4: "continuous-4-deals"}
# Movements a plan can name (a manual round is made by hand, not planned).
PLANNED_MOVEMENTS = (Movement.MITCHELL, Movement.DANISH, Movement.SWISS, Movement.ROUND_ROBIN)
NO_DATE = QDate(2000, 1, 1)  # the date edit's minimum, shown as "no date"
# Each print language named in itself, as a director looks for it whatever the window speaks.
LANGUAGE_NAMES = {"it": "Italiano", "de": "Deutsch", "en": "English"}
LOGO_HEIGHT = 48  # pixels of the logo's preview


def window_print_language() -> str:
    """The window's language if the printouts speak it, else English: a new tournament prints in it."""
    language = preferences.chosen_language()
    return language if language in PRINT_LANGUAGES else "en"


def default_settings(name: str = "", print_language: str = "en") -> TournamentSettings:
    """What a new tournament starts from: 3 deals of 15 minutes, the FIBUR 3-deal scale, 3 Mitchell + 2
    Danish."""
    scales = {scale.name: scale for scale in bundled_scales()}
    scale = scales.get(SCALE_FOR_DEALS[3]) or next(iter(scales.values()))
    return TournamentSettings(
        name=name,
        vp_scale=scale,
        date=date.today(),
        plan=(Phase(Movement.MITCHELL, 3), Phase(Movement.DANISH, 2)),
        print_language=print_language,
    )


def _buddy(text: str, widget: QWidget) -> QLabel:
    """A form label whose mnemonic (Alt+letter) moves to `widget`."""
    label = QLabel(text)
    label.setBuddy(widget)
    return label


def vp_decimals(scale: VPScale) -> int:
    """Whole VP for a table of whole numbers; the continuous scale's decimals otherwise."""
    decimals = getattr(scale, "decimals", None)
    if isinstance(decimals, int):
        return decimals
    rows = getattr(scale, "rows", ())
    whole = all(v == v.to_integral_value() for row in rows for v in (row.winner, row.loser))
    return 0 if whole else 2


def _spin(low: int, high: int, value: int, step: int = 1, suffix: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setSingleStep(step)
    spin.setValue(value)
    if suffix:
        spin.setSuffix(suffix)
    spin.setAccelerated(True)
    return spin


class EventSection(QWidget):
    """Name, date and venue; the printouts' language and the club's header (name and logo)."""

    completeChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.name.setMaxLength(limits.TOURNAMENT_NAME)
        self.name.setPlaceholderText(self.tr("e.g. Torneo di Natale"))
        self.name.textChanged.connect(self.completeChanged)
        self.date = QDateEdit()
        self.date.setObjectName("date")
        self.date.setCalendarPopup(True)
        self.date.setMinimumDate(NO_DATE)
        self.date.setSpecialValueText(self.tr("no date"))
        self.date.setDisplayFormat(date_format())
        self.date.setMinimumWidth(160)
        self.venue = QLineEdit()
        self.venue.setObjectName("venue")
        self.venue.setMaxLength(limits.VENUE)
        self.venue.setPlaceholderText(self.tr("club or hall (optional)"))
        # The event's level (issue 21): which membership cards may play (the Members dialog's check).
        self.event_level = QComboBox()
        self.event_level.setObjectName("event_level")
        for level, text in (
            (EventLevel.CLUB, self.tr("club")),
            (EventLevel.FEDERAL, self.tr("federal")),
            (EventLevel.REGIONAL, self.tr("regional")),
            (EventLevel.NATIONAL, self.tr("national")),
        ):
            self.event_level.addItem(text, level.value)
        self.event_level.setToolTip(
            self.tr("Regional and national events admit only Ordinaria and Juniores cards (Event → Members…)")
        )
        self.print_language = QComboBox()
        self.print_language.setObjectName("print_language")
        for code in PRINT_LANGUAGES:
            self.print_language.addItem(LANGUAGE_NAMES[code], code)
        self.print_language.setToolTip(
            self.tr("The language of the score sheets, standings and every other printout and export")
        )
        self.club_name = QLineEdit()
        self.club_name.setObjectName("club_name")
        self.club_name.setMaxLength(limits.CLUB)
        self.club_name.setPlaceholderText(self.tr("printed at the top of every page (optional)"))
        self._logo: bytes | None = None
        self.logo_preview = QLabel()
        self.logo_preview.setObjectName("logo_preview")
        self.choose_logo = QPushButton(self.tr("C&hoose image…"))
        self.choose_logo.setObjectName("choose_logo")
        self.choose_logo.setToolTip(self.tr("A PNG or JPEG image, printed beside the club's name"))
        self.remove_logo = QPushButton(self.tr("Remove ima&ge"))
        self.remove_logo.setObjectName("remove_logo")
        self.choose_logo.clicked.connect(self._choose_logo)
        self.remove_logo.clicked.connect(lambda: self.set_logo(None))
        form = QFormLayout()
        # Alt+M: Alt+N is the wizard's Next.
        form.addRow(self.tr("Na&me:"), self.name)
        date_row = QHBoxLayout()
        date_row.addWidget(self.date)
        date_row.addStretch()
        form.addRow(_buddy(self.tr("&Date:"), self.date), date_row)
        form.addRow(self.tr("&Venue:"), self.venue)
        level_row = QHBoxLayout()
        level_row.addWidget(self.event_level)
        level_row.addStretch()
        form.addRow(_buddy(self.tr("Even&t level:"), self.event_level), level_row)
        language_row = QHBoxLayout()
        language_row.addWidget(self.print_language)
        language_row.addStretch()
        form.addRow(_buddy(self.tr("&Print language:"), self.print_language), language_row)
        form.addRow(self.tr("Cl&ub name:"), self.club_name)
        logo_row = QHBoxLayout()
        logo_row.addWidget(self.logo_preview)
        logo_row.addWidget(self.choose_logo)
        logo_row.addWidget(self.remove_logo)
        logo_row.addStretch()
        form.addRow(_buddy(self.tr("Club logo:"), self.choose_logo), logo_row)
        # Not a TournamentSettings value (services.table_entry.auto_accept): the settings dialog shows the
        # row and saves it; a new tournament takes the default (on).
        self.auto_accept_table_sheets = QCheckBox(self.tr("saved as soon as the other line confirms"))
        self.auto_accept_table_sheets.setObjectName("auto_accept_table_sheets")
        self.auto_accept_table_sheets.setChecked(True)
        self.auto_accept_table_sheets.setToolTip(
            self.tr(
                "Off: each sheet confirmed at a table waits for the director "
                "(Round → Sheets from the tables to review)"
            )
        )
        form.addRow(
            _buddy(self.tr("Sheets from the tab&les:"), self.auto_accept_table_sheets),
            self.auto_accept_table_sheets,
        )
        form.setRowVisible(self.auto_accept_table_sheets, False)
        self._form = form
        self.set_logo(None)
        self._layout = QVBoxLayout(self)
        self._layout.addLayout(form)
        self._layout.addStretch()

    def show_table_entry(self, auto_accept: bool) -> None:
        """Show the setting of the sheets from the tables (an existing tournament's settings)."""
        self.auto_accept_table_sheets.setChecked(auto_accept)
        self.auto_accept_table_sheets.setProperty("loaded", auto_accept)
        self._form.setRowVisible(self.auto_accept_table_sheets, True)

    def add_note(self, note: QWidget) -> None:
        """A note under the fields (the wizard says there what finishing now means)."""
        self._layout.insertWidget(self._layout.count() - 1, note)

    def is_complete(self) -> bool:
        return bool(self.name.text().strip())

    def load(self, settings: TournamentSettings) -> None:
        self.name.setText(settings.name)
        when = settings.date
        self.date.setDate(QDate(when.year, when.month, when.day) if when else NO_DATE)
        self.venue.setText(settings.venue or "")
        index = self.print_language.findData(settings.print_language)
        self.print_language.setCurrentIndex(max(index, 0))
        self.event_level.setCurrentIndex(max(self.event_level.findData(settings.event_level.value), 0))
        self.club_name.setText(settings.club_name)
        self.set_logo(settings.club_logo)

    def apply(self, settings: TournamentSettings) -> TournamentSettings:
        chosen = self.date.date()
        when = None if chosen == NO_DATE else date(chosen.year(), chosen.month(), chosen.day())
        return replace(
            settings,
            name=self.name.text().strip(),
            date=when,
            venue=self.venue.text().strip() or None,
            print_language=str(self.print_language.currentData()),
            event_level=EventLevel(self.event_level.currentData()),
            club_name=self.club_name.text().strip(),
            club_logo=self._logo,
        )

    def set_logo(self, logo: bytes | None) -> None:
        self._logo = logo
        pixmap = QPixmap()
        if logo is not None and pixmap.loadFromData(logo):
            self.logo_preview.setPixmap(
                pixmap.scaledToHeight(LOGO_HEIGHT, Qt.TransformationMode.SmoothTransformation)
            )
        else:
            self.logo_preview.setPixmap(QPixmap())
            self.logo_preview.setText(self.tr("no logo"))
        self.remove_logo.setEnabled(logo is not None)

    def load_logo_file(self, path: str | Path) -> bool:
        """Use the image in a file as the club's logo; a file that is not a PNG or JPEG (or too big) is
        refused with a message, and the logo shown stays."""
        try:
            logo = Path(path).read_bytes()
        except OSError as error:
            show_error(
                self, self.tr("The logo was not loaded: {reason}").format(reason=error.strerror or error)
            )
            return False
        if logo_problems(logo) or not QPixmap().loadFromData(logo):
            show_error(
                self,
                self.tr(
                    "The logo was not loaded: it must be a PNG or JPEG image of at most {size} MB."
                ).format(size=limits.LOGO_BYTES // 1_000_000),
            )
            return False
        self.set_logo(logo)
        return True

    def _choose_logo(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Club logo"), "", self.tr("Images (*.png *.jpg *.jpeg);;All files (*)")
        )
        if path:
            self.load_logo_file(path)


OWN_WORDS = "own"  # the time-out combo's item for words of the director's own
TIMEOUT_ENTRY = 75  # characters of a time-out rule in its list; the whole sentence shows below it


class RulesBox(QGroupBox):
    """The rule profile: a bundled one (FIBur, Classic, Burraco internazionale), a tournament's own copy, or
    one from a JSON file; and the rules a profile holds besides the bonus values and the bye (what a line
    closes with, the time-out words, the Danish last round). Any value changed here or in the bonus values
    makes the rules custom: they keep the profile's other rules, and can be named and saved as a file."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Rules"), parent)
        self.profile = QComboBox()
        self.profile.setObjectName("profile")
        self.profile.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.profile_file = QPushButton(self.tr("From a &JSON file…"))
        self.profile_file.setObjectName("profile_file")
        self.profile_file.setToolTip(self.tr("Use a rule profile saved as a JSON file"))
        self.save_profile = QPushButton(self.tr("E&xport…"))
        self.save_profile.setObjectName("save_profile")
        self.save_profile.setToolTip(self.tr("Save these rules as a JSON file, for other tournaments"))
        self.custom_name = QLineEdit()
        self.custom_name.setObjectName("custom_name")
        self.custom_name.setMaxLength(limits.TOURNAMENT_NAME)
        self.custom_name.setPlaceholderText(self.tr("name of these rules (optional)"))
        self.clean_closing = QCheckBox(self.tr("Close only &with a clean burraco"))
        self.clean_closing.setObjectName("clean_closing")
        self.danish_last_round = QCheckBox(
            self.tr("The las&t Danish round may repeat a match of the round before")
        )
        self.danish_last_round.setObjectName("danish_last_round")
        self.danish_last_round.setToolTip(
            self.tr(
                "Modified Danish never repeats a match of the previous round; FIBur lifts that rule in the "
                "last round, so the leaders meet"
            )
        )
        self.timeout = QComboBox()
        self.timeout.setObjectName("timeout")
        for rule in FinalCircuitRule:
            self.timeout.addItem(_shorten(final_circuit_rule_text(rule), TIMEOUT_ENTRY), rule.text)
            self.timeout.setItemData(
                self.timeout.count() - 1, final_circuit_rule_text(rule), Qt.ItemDataRole.ToolTipRole
            )
        self.timeout.addItem(self.tr("Other words (type them below)"), OWN_WORDS)
        self.timeout_words = QLineEdit()
        self.timeout_words.setObjectName("timeout_words")
        self.timeout_words.setMaxLength(500)
        self.timeout_words.setPlaceholderText(self.tr("What the room reads at time-out"))
        self.timeout_sentence = QLabel()
        self.timeout_sentence.setObjectName("timeout_sentence")
        self.note = QLabel()
        self.note.setObjectName("profile_note")
        for label in (self.timeout_sentence, self.note):
            label.setWordWrap(True)
            label.setMinimumWidth(480)  # a wrapped label in a form is otherwise as narrow as it can be

        profile_row = QHBoxLayout()
        profile_row.addWidget(self.profile, 1)
        profile_row.addWidget(self.profile_file)
        profile_row.addWidget(self.save_profile)
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.addRow(_buddy(self.tr("Rule &profile:"), self.profile), profile_row)
        form.addRow("", self.custom_name)
        form.addRow("", self.note)
        form.addRow("", self.clean_closing)
        form.addRow("", self.danish_last_round)
        form.addRow(_buddy(self.tr("At time-&out:"), self.timeout), self.timeout)
        form.addRow("", self.timeout_sentence)
        form.addRow("", self.timeout_words)
        self.timeout.currentIndexChanged.connect(self._own_words_enabled)
        self._own_words_enabled()

    def _own_words_enabled(self) -> None:
        # A standard rule's whole sentence shows under its short entry; own words are typed there instead.
        own = self.timeout.currentData() == OWN_WORDS
        sentence = (
            ""
            if own
            else str(self.timeout.itemData(self.timeout.currentIndex(), Qt.ItemDataRole.ToolTipRole))
        )
        self.timeout_sentence.setText(sentence)
        self.timeout_sentence.setVisible(sentence != self.timeout.currentText())  # only when shortened
        self.timeout_words.setVisible(own)  # hidden, it keeps what was typed

    def set_timeout_text(self, text: str) -> None:
        index = self.timeout.findData(text)
        if index < 0:
            index = self.timeout.findData(OWN_WORDS)
            self.timeout_words.setText(text)
        self.timeout.setCurrentIndex(index)
        self._own_words_enabled()

    def timeout_text(self) -> str:
        data = self.timeout.currentData()
        if data == OWN_WORDS:
            return self.timeout_words.text().strip() or FinalCircuitRule.DISCARDER.text
        return str(data)


class PlaySection(QWidget):
    """Deals, time, the VP scale, the rules (profile, semi-clean burracos, the bye, the bonus values)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bundled = bundled_scales()
        self._scale: VPScale = self._bundled[0]
        self._loading = False
        self.rules = RulesBox()
        self._profile: RuleProfile = BUNDLED_PROFILES["classic"]

        self.deals = _spin(limits.MIN_DEALS_PER_ROUND, limits.MAX_DEALS_PER_ROUND, 3)
        self.deals.setObjectName("deals")
        self.minutes = _spin(1, limits.MAX_MINUTES_PER_DEAL, 15, suffix=self.tr(" min"))
        self.minutes.setObjectName("minutes")
        self.round_time = QLabel()
        self.scale = QComboBox()
        self.scale.setObjectName("scale")
        self.scale.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.scale_file = QPushButton(self.tr("From a f&ile…"))
        self.scale_file.setToolTip(self.tr("Use a VP scale saved as a JSON file"))
        self.scale_note = QLabel()
        self.scale_note.setWordWrap(True)
        self.scale_note.setObjectName("scale_note")
        self.semi_clean = QCheckBox(self.tr("Semi-clean burracos count"))
        self.semi_clean.setObjectName("semi_clean")
        self.semi_clean_value = _spin(0, limits.BONUS_MAX, 150, 5)
        self.bye_vp = QDoubleSpinBox()
        self.bye_vp.setObjectName("bye_vp")
        self.bye_vp.setDecimals(2)
        self.bye_vp.setSingleStep(1)
        self.bye_vp.setSuffix(self.tr(" VP"))
        self.bye_mp_auto = QCheckBox(self.tr("MP from the scale"))
        self.bye_mp_auto.setChecked(True)
        self.bye_mp = _spin(0, limits.BYE_MP_MAX, 0, 5, self.tr(" MP"))
        self.clean = _spin(0, limits.BONUS_MAX, 200, 5)
        self.dirty = _spin(0, limits.BONUS_MAX, 100, 5)
        self.closing = _spin(0, limits.BONUS_MAX, 100, 5)
        self.pozzetto = _spin(limits.POZZETTO_MIN, 0, -100, 5)
        self.scale_table = QTableWidget(0, 2)
        self.scale_table.setObjectName("scale_table")
        self.scale_table.setHorizontalHeaderLabels([self.tr("MP difference"), self.tr("VP")])
        self.scale_table.verticalHeader().hide()
        self.scale_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.scale_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.scale_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scale_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.scale_table.setMinimumWidth(220)

        scale_row = QHBoxLayout()
        scale_row.addWidget(self.scale, 1)
        scale_row.addWidget(self.scale_file)
        semi_row = QHBoxLayout()
        semi_row.addWidget(self.semi_clean)
        semi_row.addWidget(self.semi_clean_value)
        semi_row.addStretch()
        bye_row = QHBoxLayout()
        bye_row.addWidget(self.bye_vp)
        bye_row.addWidget(self.bye_mp_auto)
        bye_row.addWidget(self.bye_mp)
        bye_row.addStretch()
        self.bye_note = QLabel()
        self.bye_note.setObjectName("bye_note")
        time_row = QHBoxLayout()
        time_row.addWidget(self.minutes)
        time_row.addWidget(self.round_time)
        time_row.addStretch()

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        # Alt keys apart from the wizard's buttons (Back, Next, Finish) and the settings' tabs.
        form.addRow(_buddy(self.tr("&Deals per round:"), self.deals), self.deals)
        form.addRow(_buddy(self.tr("&Minutes per deal:"), self.minutes), time_row)
        form.addRow(_buddy(self.tr("&VP scale:"), self.scale), scale_row)
        form.addRow("", self.scale_note)
        form.addRow(_buddy(self.tr("Semi-c&lean:"), self.semi_clean), semi_row)
        form.addRow(_buddy(self.tr("B&ye scores:"), self.bye_vp), bye_row)
        form.addRow("", self.bye_note)

        bonuses = QGroupBox(self.tr("Bonus values"))
        bonus_form = QFormLayout(bonuses)
        bonus_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        bonus_form.addRow(self.tr("Clean burraco:"), self.clean)
        bonus_form.addRow(self.tr("Dirty burraco:"), self.dirty)
        bonus_form.addRow(self.tr("Closing:"), self.closing)
        bonus_form.addRow(self.tr("Pozzetto not taken:"), self.pozzetto)

        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(bonuses)
        left.addStretch()
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("The scale in use:")))
        right.addWidget(self.scale_table)
        columns = QHBoxLayout()
        columns.addLayout(left, 3)
        columns.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.rules)
        layout.addLayout(columns, 1)

        self._fill_scales()
        self.deals.valueChanged.connect(self._deals_changed)
        self.minutes.valueChanged.connect(self._show_round_time)
        self.scale.currentIndexChanged.connect(self._scale_chosen)
        self.scale_file.clicked.connect(self._choose_scale_file)
        self.semi_clean.toggled.connect(self.semi_clean_value.setEnabled)
        self.bye_mp_auto.toggled.connect(lambda auto: self.bye_mp.setEnabled(not auto))
        self.bye_mp_auto.toggled.connect(self._show_bye)
        self.bye_vp.valueChanged.connect(self._show_bye)
        self.bye_mp.valueChanged.connect(self._show_bye)
        self.semi_clean_value.setEnabled(False)
        self.bye_mp.setEnabled(False)
        self._fill_profiles()
        self.rules.profile.currentIndexChanged.connect(self._profile_chosen)
        self.rules.profile_file.clicked.connect(self._choose_profile_file)
        self.rules.save_profile.clicked.connect(self._save_profile_file)
        # Any rule changed makes the rules custom: the note says so at once.
        for spin in (self.semi_clean_value, self.clean, self.dirty, self.closing, self.pozzetto, self.bye_mp):
            spin.valueChanged.connect(self._show_profile)
        self.bye_vp.valueChanged.connect(self._show_profile)
        for box in (
            self.semi_clean,
            self.bye_mp_auto,
            self.rules.clean_closing,
            self.rules.danish_last_round,
        ):
            box.toggled.connect(self._show_profile)
        self.rules.timeout.currentIndexChanged.connect(self._show_profile)
        self.rules.timeout_words.textChanged.connect(self._show_profile)
        self.rules.custom_name.textChanged.connect(self._show_profile)
        self._show_round_time()
        self._show_profile()

    # ------------------------------------------------------------------------------------ the profile

    def _fill_profiles(self, extra: RuleProfile | None = None) -> None:
        self._loading = True
        combo = self.rules.profile
        combo.clear()
        words = window_words()
        for profile in list_profiles():
            combo.addItem(profile_title(words, profile), profile)
            combo.setItemData(
                combo.count() - 1, "\n".join(profile_rules(words, profile)), Qt.ItemDataRole.ToolTipRole
            )
        if extra is not None and not extra.bundled:
            combo.addItem(
                self.tr("{name} (this tournament's copy)").format(
                    name=extra.name or profile_title(words, extra)
                ),
                extra,
            )
        self._loading = False

    def set_profile(self, profile: RuleProfile) -> None:
        """Show `profile` as the chosen one, with every value it holds in the boxes."""
        combo = self.rules.profile
        index = -1
        for row in range(combo.count()):
            if combo.itemData(row) == profile:
                index = row
        if index < 0:
            self._fill_profiles(profile)
            index = combo.count() - 1
        self._loading = True
        combo.setCurrentIndex(index)
        self._profile = profile
        scoring = profile.scoring
        self.semi_clean.setChecked(scoring.semi_clean is not None)
        self.semi_clean_value.setValue(scoring.semi_clean if scoring.semi_clean is not None else 150)
        self.clean.setValue(scoring.clean)
        self.dirty.setValue(scoring.dirty)
        self.closing.setValue(scoring.closing)
        self.pozzetto.setValue(scoring.pozzetto_missing)
        bye = profile.bye
        self.bye_vp.setDecimals(max(vp_decimals(self._scale), _places(float(bye.vp))))
        self.bye_vp.setValue(float(bye.vp))
        self.bye_mp_auto.setChecked(bye.mp is None)
        if bye.mp is not None:
            self.bye_mp.setValue(bye.mp)
        self.rules.clean_closing.setChecked(scoring.closing_requires is ClosingRule.CLEAN_BURRACO)
        self.rules.danish_last_round.setChecked(profile.danish_last_round_rematch_allowed)
        self.rules.set_timeout_text(profile.timeout_text)
        self.rules.custom_name.setText("" if profile.bundled else profile.name)
        self._loading = False
        self._show_bye()
        self._show_profile()

    def current_profile(self) -> RuleProfile:
        """The rules as the boxes show them: the chosen profile, or a custom one if anything differs."""
        scoring = ScoringRules(
            clean=self.clean.value(),
            dirty=self.dirty.value(),
            semi_clean=self.semi_clean_value.value() if self.semi_clean.isChecked() else None,
            closing=self.closing.value(),
            pozzetto_missing=self.pozzetto.value(),
            closing_requires=(
                ClosingRule.CLEAN_BURRACO if self.rules.clean_closing.isChecked() else ClosingRule.ANY_BURRACO
            ),
        )
        bye = ByeScore(
            vp=Decimal(str(self.bye_vp.value())).normalize() if self.bye_vp.value() else Decimal(0),
            mp=None if self.bye_mp_auto.isChecked() else self.bye_mp.value(),
        )
        base = self._profile
        name = self.rules.custom_name.text().strip()
        return base.customised(
            name=name or (base.name if base.bundled else ""),
            scoring=scoring,
            bye=_whole(bye),
            timeout_text=self.rules.timeout_text(),
            danish_last_round_rematch_allowed=self.rules.danish_last_round.isChecked(),
        )

    def _profile_chosen(self, index: int) -> None:
        if self._loading or index < 0:
            return
        profile = self.rules.profile.itemData(index)
        if isinstance(profile, RuleProfile):
            self.set_profile(profile)

    def _show_profile(self) -> None:
        if self._loading:
            return
        profile = self.current_profile()
        custom = not profile.bundled
        self.rules.custom_name.setVisible(custom)
        words = window_words()
        if custom and self._profile.bundled:
            self.rules.note.setText(
                self.tr("Changed from {profile}: these are custom rules.").format(
                    profile=profile_title(words, self._profile)
                )
            )
        else:
            self.rules.note.setText("")
        self.rules.note.setVisible(bool(self.rules.note.text()))
        self.rules.profile.setToolTip("\n".join(profile_rules(words, profile)))

    def load_profile_file(self, path: str | Path) -> bool:
        """Use the rule profile in a JSON file; a file that is not a valid profile is refused in words."""
        try:
            profile = load_profile_file(path)
        except Refusal as refusal:
            show_error(self, self.tr("The rule profile was not loaded:") + "\n" + error_text(refusal))
            return False
        self.set_profile(profile)
        return True

    def save_profile_file(self, path: str | Path) -> bool:
        try:
            save_profile_file(self.current_profile(), path)
        except Refusal as refusal:
            show_error(self, error_text(refusal))
            return False
        return True

    def _choose_profile_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Rule profile file"), "", self.tr("Rule profiles (*.json);;All files (*)")
        )
        if path:
            self.load_profile_file(path)

    def _save_profile_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the rules"), "", self.tr("Rule profiles (*.json);;All files (*)")
        )
        if path:
            self.save_profile_file(path if path.lower().endswith(".json") else path + ".json")

    # -------------------------------------------------------------------------------------- the scale

    def current_scale(self) -> VPScale:
        return self._scale

    def _fill_scales(self, extra: VPScale | None = None) -> None:
        self._loading = True
        self.scale.clear()
        for scale in self._bundled:
            self.scale.addItem(scale_name(scale), scale)
            self.scale.setItemData(self.scale.count() - 1, scale_text(scale), Qt.ItemDataRole.ToolTipRole)
        if extra is not None:
            self.scale.addItem(
                self.tr("{name} (this tournament's copy)").format(name=scale_name(extra)), extra
            )
        self._loading = False

    def set_scale(self, scale: VPScale) -> None:
        """Show `scale` as the chosen one; a scale that is not bundled (or differs from the bundled one of
        its name) is listed as the tournament's own copy."""
        for index in range(self.scale.count()):
            listed = self.scale.itemData(index)
            if isinstance(listed, VPScale) and listed.to_json() == scale.to_json():
                self._scale = listed
                self._loading = True
                self.scale.setCurrentIndex(index)
                self._loading = False
                self._show_scale()
                return
        self._fill_scales(scale)
        self._loading = True
        self.scale.setCurrentIndex(self.scale.count() - 1)
        self._loading = False
        self._scale = scale
        self._show_scale()

    def load_scale_file(self, path: str | Path) -> bool:
        """Use the scale in a JSON file; a file that is not a valid scale is refused with its problems."""
        try:
            scale = load_scale_file(path)
        except (ScaleError, OSError) as error:
            show_error(
                self, self.tr("The VP scale was not loaded: {reason}").format(reason=error_text(error))
            )
            return False
        self.set_scale(scale)
        return True

    def _choose_scale_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("VP scale file"), "", self.tr("VP scales (*.json);;All files (*)")
        )
        if path:
            self.load_scale_file(path)

    def _scale_chosen(self, index: int) -> None:
        if self._loading or index < 0:
            return
        scale = self.scale.itemData(index)
        if isinstance(scale, VPScale):
            self._scale = scale
            self._show_scale()

    def _deals_changed(self, deals: int) -> None:
        # A director who changes the deals per round wants the scale made for them, unless they chose
        # a scale of their own.
        if self._scale.name in CONTINUOUS_FOR_DEALS.values():
            wanted = CONTINUOUS_FOR_DEALS.get(deals)
        else:
            wanted = SCALE_FOR_DEALS.get(deals) if self._scale.name in SCALE_FOR_DEALS.values() else None
        if wanted:
            for scale in self._bundled:
                if scale.name == wanted:
                    self.set_scale(scale)
        self._show_round_time()

    def _show_scale(self) -> None:
        rows = self._scale.printable_rows()
        self.scale_table.setRowCount(len(rows))
        for row, (diff, vp) in enumerate(rows):
            for column, text in enumerate((diff, vp)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if column == 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.scale_table.setItem(row, column, item)
        self.scale_table.resizeRowsToContents()
        official = "unofficial" not in self._scale.name
        description = scale_text(self._scale)
        note = description
        if not official:
            note = self.tr("Not an official scale.") + " " + note
        self.scale_note.setText(_shorten(note, 160))
        self.scale_note.setToolTip(description)
        self.bye_vp.setMaximum(float(self._scale.total))
        self.bye_vp.setDecimals(max(vp_decimals(self._scale), _places(self.bye_vp.value())))
        self._show_bye()

    def _show_round_time(self) -> None:
        total = self.deals.value() * self.minutes.value()
        self.round_time.setText(self.tr("= {minutes} minutes per round").format(minutes=total))

    def _show_bye(self) -> None:
        if self.bye_mp_auto.isChecked():
            mp = self._scale.min_diff_for(Decimal(str(self.bye_vp.value())))
            if mp is None:
                self.bye_note.setText(self.tr("No MP difference earns that many VP: set the MP by hand."))
            else:
                self.bye_note.setText(
                    self.tr("A bye counts {vp} VP and {mp} MP difference.").format(
                        vp=vp_text(Decimal(str(self.bye_vp.value()))), mp=signed(mp)
                    )
                )
        else:
            self.bye_note.setText(
                self.tr("A bye counts {vp} VP and {mp} MP difference.").format(
                    vp=vp_text(Decimal(str(self.bye_vp.value()))), mp=signed(self.bye_mp.value())
                )
            )

    # ------------------------------------------------------------------------------------ load / apply

    def load(self, settings: TournamentSettings) -> None:
        self.deals.blockSignals(True)
        self.deals.setValue(settings.deals_per_round)
        self.deals.blockSignals(False)
        self.minutes.setValue(settings.minutes_per_deal)
        self.set_scale(settings.vp_scale)
        self._fill_profiles()
        self.set_profile(settings.profile)
        self._show_round_time()
        self._show_bye()

    def apply(self, settings: TournamentSettings) -> TournamentSettings:
        return replace(
            settings,
            deals_per_round=self.deals.value(),
            minutes_per_deal=self.minutes.value(),
            vp_scale=self._scale,
            profile=self.current_profile(),
        )


def _whole(bye: ByeScore) -> ByeScore:
    """14 rather than 14.0 or 1.4E+1: the VP of a bye as a person writes them."""
    vp = bye.vp
    if vp == vp.to_integral_value():
        vp = Decimal(int(vp))
    return ByeScore(vp, bye.mp)


def _places(value: float) -> int:
    """Decimals needed to show `value` (a bye of 14.5 VP keeps its half when the scale is whole)."""
    exponent = Decimal(str(value)).normalize().as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


def _shorten(text: str, length: int) -> str:
    return text if len(text) <= length else text[: length - 1].rstrip() + "…"


def group_values(text: str) -> tuple[int, ...] | None:
    """The numbers of a groups' rule as typed, "7, 9, 9", "7 9 9" or "7;9;9"; None when something else
    was typed."""
    parts = [part for part in re.split(r"[\s,;]+", text.strip()) if part]
    if not parts or not all(part.isdigit() for part in parts):
        return None
    return tuple(int(part) for part in parts)


class PhaseRow(QWidget):
    """One phase of the plan: movement, rounds, for Mitchell how many tables EW move, and for Danish or
    Swiss whether it is played in groups (gironi) formed from the standings after the round before it, by
    the tables of each group, their number or their shares."""

    remove_requested = Signal(QObject)

    def __init__(self, phase: Phase, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grouping = QComboBox()
        self.grouping.setObjectName("grouping")
        self.grouping.addItem(self.tr("over the whole field"), None)
        self.grouping.addItem(self.tr("in groups, tables:"), GroupsMethod.SIZES.value)
        self.grouping.addItem(self.tr("in groups, how many:"), GroupsMethod.COUNT.value)
        self.grouping.addItem(self.tr("in groups, shares:"), GroupsMethod.PROPORTIONS.value)
        self.group_values = QLineEdit()
        self.group_values.setObjectName("group_values")
        self.group_values.setPlaceholderText("7, 9, 9")
        self.group_values.setMaximumWidth(110)
        self.group_values.setToolTip(
            self.tr(
                "Groups formed from the standings after the round before this phase, top of the ranking "
                "to group A: the tables of each group (7, 9, 9), how many groups (3) or their shares "
                "(30, 30, 40)."
            )
        )
        if phase.groups is not None:
            self.grouping.setCurrentIndex(max(self.grouping.findData(phase.groups.method.value), 0))
            self.group_values.setText(", ".join(str(value) for value in phase.groups.values))
        self.grouping.currentIndexChanged.connect(self._movement_changed)
        self.movement = QComboBox()
        for movement in PLANNED_MOVEMENTS:
            self.movement.addItem(movement_name(movement), movement)
        self.rounds = _spin(1, limits.MAX_PHASE_ROUNDS, phase.rounds)
        self.shift = _spin(1, limits.MAX_SHIFT, phase.shift)
        self.shift.setToolTip(
            self.tr("How many tables the EW pairs move up each round (more than 1 keeps clubs apart)")
        )
        self.shift_label = QLabel(self.tr("EW move by"))
        for widget in (self.shift, self.shift_label):
            # Hidden for other movements, but keeping its place so that the rows stay aligned.
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)
        self.movement.setMinimumWidth(180)
        self.remove = QPushButton(self.tr("Remove"))
        index = self.movement.findData(phase.movement)
        self.movement.setCurrentIndex(max(index, 0))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.rounds)
        layout.addWidget(QLabel(self.tr("rounds of")))
        layout.addWidget(self.movement)
        layout.addWidget(self.shift_label)
        layout.addWidget(self.shift)
        layout.addWidget(self.grouping)
        layout.addWidget(self.group_values)
        layout.addStretch(1)
        layout.addWidget(self.remove)
        self.movement.currentIndexChanged.connect(self._movement_changed)
        self.remove.clicked.connect(lambda: self.remove_requested.emit(self))
        self._movement_changed()

    def _movement_changed(self) -> None:
        mitchell = self.movement.currentData() == Movement.MITCHELL
        self.shift.setVisible(mitchell)
        self.shift_label.setVisible(mitchell)
        # A Mitchell is never played in groups (its seating is not from the standings).
        self.grouping.setVisible(not mitchell)
        self.group_values.setVisible(not mitchell and self.grouping.currentData() is not None)

    def groups(self) -> GroupsRule | None:
        """The groups' rule as chosen: numbers that cannot be read give a rule without numbers, which the
        settings' check refuses at this phase."""
        method = self.grouping.currentData()
        if method is None:
            return None
        return GroupsRule(GroupsMethod(method), group_values(self.group_values.text()) or ())

    def phase(self) -> Phase:
        movement = Movement(self.movement.currentData())
        shift = self.shift.value() if movement is Movement.MITCHELL else 1
        groups = self.groups() if movement in (Movement.DANISH, Movement.SWISS) else None
        return Phase(movement, self.rounds.value(), shift, groups)


class RankingSection(QWidget):
    """The tie-break chain and the plan of phases."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chain = QListWidget()
        self.chain.setObjectName("tie_breaks")
        self.chain.setToolTip(
            self.tr(
                "Ticked criteria break ties from the top; VP always comes first. Untick one to leave it out."
            )
        )
        rows = len(DEFAULT_TIE_BREAKS)
        self.chain.setFixedHeight(rows * (self.chain.fontMetrics().height() + 6) + 8)
        self.chain.setStyleSheet("QListWidget::item { padding: 2px; }")
        self.up = QPushButton(self.tr("Move &up"))
        self.down = QPushButton(self.tr("Move d&own"))
        self.up.clicked.connect(lambda: self._move(-1))
        self.down.clicked.connect(lambda: self._move(1))
        chain_buttons = QVBoxLayout()
        chain_buttons.addWidget(self.up)
        chain_buttons.addWidget(self.down)
        chain_buttons.addStretch()
        chain_box = QGroupBox(self.tr("Tie-breaks (in order)"))
        chain_layout = QHBoxLayout(chain_box)
        chain_layout.addWidget(self.chain, 1)
        chain_layout.addLayout(chain_buttons)

        self.phases: list[PhaseRow] = []
        self.phase_rows = QVBoxLayout()
        self.add_phase = QPushButton(self.tr("&Add a phase"))
        self.add_phase.clicked.connect(lambda: self._add_phase(Phase(Movement.DANISH, 1)))
        self.plan_total = QLabel()
        self.plan_total.setObjectName("plan_total")
        plan_box = QGroupBox(self.tr("Plan of rounds"))
        plan_layout = QVBoxLayout(plan_box)
        plan_note = QLabel(
            self.tr(
                "Rounds follow the phases in order; after the last phase its movement goes on. "
                "Any round can still be made with another movement."
            )
        )
        plan_note.setWordWrap(True)
        plan_layout.addWidget(plan_note)
        plan_layout.addLayout(self.phase_rows)
        plan_footer = QHBoxLayout()
        plan_footer.addWidget(self.add_phase)
        plan_footer.addStretch()
        plan_footer.addWidget(self.plan_total)
        plan_layout.addLayout(plan_footer)

        layout = QVBoxLayout(self)
        layout.addWidget(chain_box)
        layout.addWidget(plan_box)
        layout.addStretch()
        self.chain.currentRowChanged.connect(self._update_buttons)

    def _item(self, tie_break: TieBreak, used: bool) -> QListWidgetItem:
        name = tie_break_name(tie_break)
        item = QListWidgetItem(name[:1].upper() + name[1:])
        item.setData(Qt.ItemDataRole.UserRole, tie_break)
        if tie_break is TieBreak.VP:
            # No box at all: a ticked box looked as if it could be unticked, while VP always ranks first.
            item.setText(self.tr("{name} (always first)").format(name=item.text()))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            item.setToolTip(self.tr("Standings rank by VP first"))
        else:
            item.setFlags(
                Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable
            )
            item.setCheckState(Qt.CheckState.Checked if used else Qt.CheckState.Unchecked)
        return item

    def _move(self, step: int) -> None:
        row = self.chain.currentRow()
        target = row + step
        if row < 1 or target < 1 or target >= self.chain.count():
            return  # VP stays first
        item = self.chain.takeItem(row)
        self.chain.insertItem(target, item)
        self.chain.setCurrentRow(target)

    def _update_buttons(self, row: int) -> None:
        self.up.setEnabled(row > 1)
        self.down.setEnabled(1 <= row < self.chain.count() - 1)

    def _add_phase(self, phase: Phase) -> None:
        row = PhaseRow(phase)
        row.remove_requested.connect(self._remove_phase)
        row.rounds.valueChanged.connect(self._show_total)
        self.phases.append(row)
        self.phase_rows.addWidget(row)
        self._show_total()

    def _remove_phase(self, row: QObject) -> None:
        if isinstance(row, PhaseRow) and row in self.phases:
            self.phases.remove(row)
            row.setParent(None)
            row.deleteLater()
            self._show_total()

    def _show_total(self) -> None:
        total = sum(row.rounds.value() for row in self.phases)
        self.plan_total.setText(self.tr("{rounds} rounds planned").format(rounds=total))
        for row in self.phases:
            row.remove.setEnabled(len(self.phases) > 1)

    def load(self, settings: TournamentSettings) -> None:
        self.chain.clear()
        used = list(settings.tie_breaks)
        if TieBreak.VP in used:
            used.remove(TieBreak.VP)
        self.chain.addItem(self._item(TieBreak.VP, True))
        for tie_break in used:
            self.chain.addItem(self._item(tie_break, True))
        for tie_break in DEFAULT_TIE_BREAKS:
            if tie_break is not TieBreak.VP and tie_break not in used:
                self.chain.addItem(self._item(tie_break, False))
        self.chain.setCurrentRow(0)
        self._update_buttons(0)
        for row in list(self.phases):
            self._remove_phase(row)
        for phase in settings.plan or (Phase(Movement.MITCHELL, 3),):
            self._add_phase(phase)

    def tie_breaks(self) -> tuple[TieBreak, ...]:
        chain = []
        for index in range(self.chain.count()):
            item = self.chain.item(index)
            always = item.data(Qt.ItemDataRole.CheckStateRole) is None  # the VP row
            if always or item.checkState() == Qt.CheckState.Checked:
                chain.append(TieBreak(item.data(Qt.ItemDataRole.UserRole)))
        return tuple(chain)

    def apply(self, settings: TournamentSettings) -> TournamentSettings:
        return replace(settings, tie_breaks=self.tie_breaks(), plan=tuple(row.phase() for row in self.phases))


class SettingsEditor(QObject):
    """The three sections together: `load` shows settings, `settings()` reads them back."""

    def __init__(self, settings: TournamentSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._base = settings
        self.details = EventSection()  # not "event": that is QObject.event
        self.play = PlaySection()
        self.ranking = RankingSection()
        self.load(settings)

    def load(self, settings: TournamentSettings) -> None:
        self._base = settings
        self.details.load(settings)
        self.play.load(settings)
        self.ranking.load(settings)

    def settings(self) -> TournamentSettings:
        settings = self.details.apply(self._base)
        settings = self.play.apply(settings)
        return self.ranking.apply(settings)
