"""The member register in the window (Event → Members…): the list, sorted and filtered; a member added,
edited, merged with a probable duplicate or deleted; the club's or federation's list imported (after a
preview of what changes) and the register exported; and the membership check of the tournament open, with
the event's level it depends on, copied or saved as a PDF to print.

Everything goes through the window's door (`TournamentContext.run`): a refusal is shown in the window's
language, and a change that renames the tournament's players refreshes its pages.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import date
from html import escape
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor, QGuiApplication, QKeyEvent, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain import limits
from burraco_tourney.domain.members import DATA_FIELDS, CardType, Duplicate, EventLevel, Member
from burraco_tourney.domain.names import fold, name_sort_key
from burraco_tourney.io.members_import import parse_date
from burraco_tourney.io.output import ExportError
from burraco_tourney.io.pairs_import import PairsFileError
from burraco_tourney.io.problem_texts import describe
from burraco_tourney.services import members as member_service
from burraco_tourney.services import tournaments as tournament_service
from burraco_tourney.services.errors import StaleMemberError, WarningsNotConfirmedError
from burraco_tourney.ui import preferences
from burraco_tourney.ui.context import Changes, TournamentContext
from burraco_tourney.ui.dialogs.pairs import member_text
from burraco_tourney.ui.dialogs.pdf_preview import PdfPreviewDialog, preview_available
from burraco_tourney.ui.dialogs.print_export import show_written
from burraco_tourney.ui.errors import error_text
from burraco_tourney.ui.models.base import SEARCH_ROLE, SORT_ROLE, FlatTableModel, Index
from burraco_tourney.ui.names import window_language, window_words
from burraco_tourney.ui.widgets.messages import USER_ERRORS, ask, show_error, show_info
from burraco_tourney.ui.widgets.tables import fit_columns_once, table_view

MEMBER_ROLE = Qt.ItemDataRole.UserRole + 20


def card_type_name(card: CardType | None) -> str:
    names = {
        CardType.ORDINARIA: QCoreApplication.translate("Members", "Ordinaria"),
        CardType.JUNIORES: QCoreApplication.translate("Members", "Juniores"),
        CardType.RIDOTTA: QCoreApplication.translate("Members", "Ridotta"),
    }
    return names[card] if card is not None else ""


def level_name(level: EventLevel) -> str:
    names = {
        EventLevel.CLUB: QCoreApplication.translate("Members", "club"),
        EventLevel.FEDERAL: QCoreApplication.translate("Members", "federal"),
        EventLevel.REGIONAL: QCoreApplication.translate("Members", "regional"),
        EventLevel.NATIONAL: QCoreApplication.translate("Members", "national"),
    }
    return names[level]


def date_text(day: date | None) -> str:
    return window_words().date(day) if day is not None else ""


def field_name(field: str) -> str:
    names = {
        "member_id": QCoreApplication.translate("Members", "member id"),
        "surname": QCoreApplication.translate("Members", "surname"),
        "name": QCoreApplication.translate("Members", "name"),
        "club": QCoreApplication.translate("Members", "club"),
        "region": QCoreApplication.translate("Members", "region"),
        "province": QCoreApplication.translate("Members", "province"),
        "card_type": QCoreApplication.translate("Members", "card type"),
        "valid_until": QCoreApplication.translate("Members", "valid until"),
        "category": QCoreApplication.translate("Members", "category"),
        "notes": QCoreApplication.translate("Members", "notes"),
    }
    return names.get(field, field)


def value_text(member: Member, field: str) -> str:
    value = getattr(member, field)
    if field == "card_type":
        return card_type_name(value)
    if field == "valid_until":
        return date_text(value)
    return "" if value is None else str(value)


def typed_date(text: str) -> date | None:
    """A date as a director types it (31/12/2026, 31.12.2026, 2026-12-31; empty: none). ValueError if it is
    not one."""
    if not text.strip():
        return None
    day = parse_date(text)
    if day is None:
        raise ValueError(text)
    return day


# ------------------------------------------------------------------------------------------- the list


class MembersTableModel(FlatTableModel):
    """The register's members, one a row."""

    NUMBER, SURNAME, NAME, CLUB, REGION, PROVINCE, CARD, VALID, CATEGORY, NOTES = range(10)
    FIELDS = DATA_FIELDS

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.members: list[Member] = []
        self.today = date.today()

    def headers(self) -> list[str]:
        return [
            self.tr("Member id"),
            self.tr("Surname"),
            self.tr("Name"),
            self.tr("Club"),
            self.tr("Region"),
            self.tr("Province"),
            self.tr("Card type"),
            self.tr("Valid until"),
            self.tr("Category"),
            self.tr("Notes"),
        ]

    def set_members(self, members: Sequence[Member]) -> None:
        self._reset(lambda: setattr(self, "members", list(members)))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.members)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        member = self.members[index.row()]
        field = self.FIELDS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return value_text(member, field)
        if role == MEMBER_ROLE:
            return member
        if (
            role == Qt.ItemDataRole.ForegroundRole
            and field == "valid_until"
            and member.expired_on(self.today)
        ):
            return QColor("#b00020")  # expired today: seen at a glance
        if role == SORT_ROLE:
            if field == "valid_until":
                return member.valid_until.isoformat() if member.valid_until else ""
            if field in ("surname", "name"):
                return name_sort_key(value_text(member, field))
            return fold(value_text(member, field))
        if role == SEARCH_ROLE:
            return fold(" ".join(value_text(member, f) for f in self.FIELDS))
        return None


class MembersFilter(QSortFilterProxyModel):
    """Every word typed begins a word of the row (accents, apostrophes and case ignored)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._words: list[str] = []
        self.setSortRole(SORT_ROLE)

    def set_text(self, text: str) -> None:
        words = fold(text).split()
        if hasattr(self, "beginFilterChange"):  # Qt 6.9 and later (as models.pairs does)
            self.beginFilterChange()
            self._words = words
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._words = words
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        if not self._words:
            return True
        text = self.sourceModel().index(row, 0, parent).data(SEARCH_ROLE) or ""
        words = text.split()
        return all(any(word.startswith(w) for word in words) or w in text for w in self._words)


# ------------------------------------------------------------------------------------------ one member


class MemberDialog(QDialog):
    """Add a member or correct one. `save(member)` stores it and returns True, or False when refused (it
    has said why: what was typed stays)."""

    def __init__(
        self, save: Callable[[Member], bool], member: Member | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("member_dialog")
        self.setWindowTitle(self.tr("Member") if member is not None else self.tr("New member"))
        self._save = save
        self.member = member
        self.fields: dict[str, QLineEdit] = {}
        form = QFormLayout()
        for field, label, longest in (
            ("member_id", self.tr("Member &id:"), limits.MEMBER_ID),
            ("surname", self.tr("&Surname:"), limits.PLAYER_NAME),
            ("name", self.tr("&Name:"), limits.PLAYER_NAME),
            ("club", self.tr("&Club:"), limits.CLUB),
            ("region", self.tr("Re&gion:"), limits.REGION),
            ("province", self.tr("&Province:"), limits.PROVINCE),
        ):
            edit = QLineEdit()
            edit.setObjectName(field)
            edit.setMaxLength(longest)
            edit.setMinimumWidth(260)
            self.fields[field] = edit
            form.addRow(label, edit)
        self.card_type = QComboBox()
        self.card_type.setObjectName("card_type")
        self.card_type.addItem(self.tr("not known"), None)
        for card in CardType:
            self.card_type.addItem(card_type_name(card), card)
        form.addRow(self.tr("Card &type:"), self.card_type)
        self.valid_until = QLineEdit()
        self.valid_until.setObjectName("valid_until")
        self.valid_until.setPlaceholderText(self.tr("e.g. 31/12/2026"))
        form.addRow(self.tr("&Valid until:"), self.valid_until)
        for field, label, longest in (
            ("category", self.tr("Categor&y:"), limits.CATEGORY),
            ("notes", self.tr("N&otes:"), 500),
        ):
            edit = QLineEdit()
            edit.setObjectName(field)
            edit.setMaxLength(longest)
            self.fields[field] = edit
            form.addRow(label, edit)
        if member is not None:
            for field, edit in self.fields.items():
                edit.setText(value_text(member, field))
            self.card_type.setCurrentIndex(max(self.card_type.findData(member.card_type), 0))
            self.valid_until.setText(date_text(member.valid_until) if member.valid_until else "")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.fields["member_id" if member is None else "surname"].setFocus()

    def value(self) -> Member | None:
        """The member typed, or None (said why) when the date cannot be read."""

        def text(field: str) -> str | None:
            return self.fields[field].text().strip() or None

        typed = self.valid_until.text()
        try:
            valid_until = (
                typed_date(typed) if typed.strip() != date_text(self._old_date()) else self._old_date()
            )
        except ValueError:
            show_error(
                self, self.tr("“{date}” is not a date: write it as 31/12/2026.").format(date=typed.strip())
            )
            self.valid_until.setFocus()
            return None
        return Member(
            text("member_id"),
            self.fields["surname"].text().strip(),
            self.fields["name"].text().strip(),
            club=text("club"),
            region=text("region"),
            province=text("province"),
            card_type=CardType(self.card_type.currentData()) if self.card_type.currentData() else None,
            valid_until=valid_until,
            category=text("category"),
            notes=self.fields["notes"].text().strip(),
            id=self.member.id if self.member is not None else None,
            # The copy typed on: its save is refused if another station changed the member since.
            version=self.member.version if self.member is not None else None,
        )

    def rebase(self, stored: Member) -> tuple[str, ...]:
        """Another station changed the member since this form was opened: the fields not typed over here
        take what it saved, the fields typed keep their text, and the next save is made on `stored`.
        Returns the fields changed there."""
        old = self.member
        assert old is not None
        there = stored.changed_fields(old)
        for field in there:
            if field == "card_type":
                if self.card_type.currentData() == old.card_type:
                    self.card_type.setCurrentIndex(max(self.card_type.findData(stored.card_type), 0))
            elif field == "valid_until":
                if self.valid_until.text().strip() == date_text(old.valid_until):
                    self.valid_until.setText(date_text(stored.valid_until))
            elif self.fields[field].text().strip() == value_text(old, field).strip():
                self.fields[field].setText(value_text(stored, field))
        self.member = stored
        return there

    def _old_date(self) -> date | None:
        return self.member.valid_until if self.member is not None else None

    def accept(self) -> None:
        member = self.value()
        if member is not None and self._save(member):
            super().accept()


# ------------------------------------------------------------------------------------------ merging


def _known(member: Member) -> tuple[bool, int]:
    return bool(member.member_id), sum(1 for field in MembersTableModel.FIELDS if getattr(member, field))


class MergeDialog(QDialog):
    """Two records of one person made one: the couple chosen (the two rows selected, or a probable
    duplicate), and which record is kept (its data stay; the other's players are linked to it)."""

    def __init__(
        self,
        couples: Sequence[Duplicate],
        merge: Callable[[Member, Member], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("merge_dialog")
        self.setWindowTitle(self.tr("Merge two members"))
        self._merge = merge
        self.couples = QListWidget()
        self.couples.setObjectName("couples")
        for couple in couples:
            reason = self._reason(couple.reason)
            text = f"{member_text(couple.first)}  ⟷  {member_text(couple.second)}"
            item = QListWidgetItem(f"{text}{reason}")
            item.setData(MEMBER_ROLE, couple)
            self.couples.addItem(item)
        self.keep_first = QRadioButton()
        self.keep_first.setObjectName("keep_first")
        self.keep_second = QRadioButton()
        self.keep_second.setObjectName("keep_second")
        self.keep_first.setChecked(True)
        note = QLabel(
            self.tr(
                "The record kept keeps its data (and takes the ones it lacks from the other); the players of "
                "the other are linked to it, and the other record goes."
            )
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.merge_button = buttons.addButton(self.tr("&Merge"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.merge_button.setObjectName("merge")
        self.merge_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Probably one person:")))
        layout.addWidget(self.couples)
        layout.addWidget(QLabel(self.tr("Keep:")))
        layout.addWidget(self.keep_first)
        layout.addWidget(self.keep_second)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.couples.currentRowChanged.connect(self._chosen)
        self.couples.setCurrentRow(0)
        self.merge_button.setFocus()  # Enter merges (the focused button would take Enter else)
        self.resize(720, 360)

    def _reason(self, reason: str) -> str:
        if reason == "member_id":
            return self.tr(" (the same member id)")
        if reason == "name_and_club":
            return self.tr(" (the same name and club)")
        return ""

    def chosen(self) -> Duplicate | None:
        item = self.couples.currentItem()
        return cast("Duplicate | None", item.data(MEMBER_ROLE)) if item is not None else None

    def _chosen(self, _row: int) -> None:
        couple = self.chosen()
        self.merge_button.setEnabled(couple is not None)
        if couple is None:
            return
        self.keep_first.setText(member_text(couple.first))
        self.keep_second.setText(member_text(couple.second))
        # Proposed: the record that knows more (its member number first), the other's gaps filled from it.
        (self.keep_first if _known(couple.first) >= _known(couple.second) else self.keep_second).setChecked(
            True
        )

    def accept(self) -> None:
        couple = self.chosen()
        if couple is None:
            return
        keep, other = (
            (couple.first, couple.second) if self.keep_first.isChecked() else (couple.second, couple.first)
        )
        if self._merge(keep, other):
            super().accept()


# ------------------------------------------------------------------------------------------ importing


class MembersImportDialog(QDialog):
    """What an import would change, before anything is stored: new members, changed fields (old → new),
    how many stay as they are, and the problems at their rows (then nothing can be imported)."""

    def __init__(self, preview: Any, path: Path, apply: Callable[[], bool], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("members_import_dialog")
        self.setWindowTitle(self.tr("Import members: {file}").format(file=path.name))
        self._apply = apply
        language = window_language()
        self.tree = QTreeWidget()
        self.tree.setObjectName("changes")
        self.tree.setHeaderLabels([self.tr("What changes"), self.tr("Details")])
        self.tree.setColumnWidth(0, 340)
        problems = list(preview.problems)
        if problems:
            section = self._section(self.tr("Problems (%n)", "", len(problems)), "problems")
            for problem in problems:
                item = QTreeWidgetItem(section, [describe(problem, language), ""])
                item.setFirstColumnSpanned(True)  # a sentence: the whole width
        section = self._section(self.tr("New members (%n)", "", len(preview.new)), "new")
        for row, member in preview.new:
            item = QTreeWidgetItem(section, [member_text(member), self._details(member)])
            item.setToolTip(0, self.tr("row {row}").format(row=row))
        section = self._section(self.tr("Changed members (%n)", "", len(preview.changed)), "changed")
        for change in preview.changed:
            item = QTreeWidgetItem(section, [member_text(change.new), ""])
            item.setToolTip(0, self.tr("row {row}").format(row=change.row))
            item.setText(
                1,
                "; ".join(
                    self.tr("{field}: {old} → {new}").format(
                        field=field_name(field),
                        old=value_text(change.old, field) or "—",
                        new=value_text(change.new, field) or "—",
                    )
                    for field in change.fields
                ),
            )
        section = self._section(self.tr("Unchanged (%n)", "", len(preview.unchanged)), "unchanged")
        for _row, member in preview.unchanged:
            QTreeWidgetItem(section, [member_text(member), ""])
        self.tree.expandAll()
        if (unchanged := self.section("unchanged")) is not None:
            unchanged.setExpanded(False)  # what stays is counted; opened on demand
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = buttons.addButton(self.tr("&Import"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.apply_button.setObjectName("apply")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        if problems:
            self.summary.setText(
                self.tr("Nothing can be imported while the file has problems: correct them and import again.")
            )
            self.apply_button.setEnabled(False)
        elif not preview.new and not preview.changed:
            self.summary.setText(self.tr("The register already has every member of the file as it is."))
            self.apply_button.setEnabled(False)
        else:
            self.summary.setText(
                self.tr("Import adds {new} and updates {changed}; nothing else changes.").format(
                    new=self.tr("%n new member(s)", "", len(preview.new)),
                    changed=self.tr("%n member(s)", "", len(preview.changed)),
                )
            )
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        # Default only once the buttons are inside the dialog (before, the dialog cannot hear of it, and
        # Enter cancelled: issue 27); Import when there is something to import.
        if self.apply_button.isEnabled():
            self.apply_button.setDefault(True)
            self.apply_button.setFocus()  # Enter imports (the focused button would take Enter else)
        else:
            buttons.button(QDialogButtonBox.StandardButton.Cancel).setDefault(True)
        self.resize(900, 520)

    def _section(self, title: str, name: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem(self.tree, [title])
        item.setData(0, MEMBER_ROLE, name)
        font = item.font(0)
        font.setBold(True)
        item.setFont(0, font)
        return item

    def _details(self, member: Member) -> str:
        parts = [card_type_name(member.card_type)]
        if member.valid_until is not None:
            parts.append(self.tr("valid until {date}").format(date=date_text(member.valid_until)))
        parts.append(member.category or "")
        return " · ".join(part for part in parts if part)

    def section(self, name: str) -> QTreeWidgetItem | None:
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            if item is not None and item.data(0, MEMBER_ROLE) == name:
                return item
        return None

    def accept(self) -> None:
        if self._apply():
            super().accept()


# ------------------------------------------------------------------------------------------ the dialog


class MembersDialog(QDialog):
    """The register and the tournament's membership check."""

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("members_dialog")
        self.setWindowTitle(self.tr("Members"))
        self.context = context
        self.dialog: QWidget | None = None  # the dialog open over this one, if any (tests reach it here)

        self.model = MembersTableModel(self)
        self.proxy = MembersFilter(self)
        self.proxy.setSourceModel(self.model)
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setPlaceholderText(self.tr("Search by name, club or member id"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search)
        self.count = QLabel()
        self.count.setObjectName("count")
        self.table = table_view("members")
        self.table.setModel(self.proxy)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.sortByColumn(MembersTableModel.SURNAME, Qt.SortOrder.AscendingOrder)
        # `activated` alone (as the Pairs page): the view emits it for a double-click and for Enter.
        self.table.activated.connect(lambda _index: self.edit_selected())
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())

        self.add_button = self._button(self.tr("&Add…"), "add", self.add_member)
        self.edit_button = self._button(self.tr("&Edit…"), "edit", self.edit_selected)
        self.merge_button = self._button(self.tr("&Merge…"), "merge", self.merge)
        self.delete_button = self._button(self.tr("&Delete"), "delete", self.delete_selected)
        self.import_button = self._button(self.tr("&Import…"), "import", self.choose_import_file)
        self.export_button = self._button(self.tr("E&xport…"), "export", self.choose_export_file)
        actions = QHBoxLayout()
        for button in (self.add_button, self.edit_button, self.merge_button, self.delete_button):
            actions.addWidget(button)
        actions.addStretch(1)
        actions.addWidget(self.import_button)
        actions.addWidget(self.export_button)
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.count)
        register = QWidget()
        register_layout = QVBoxLayout(register)
        register_layout.addLayout(top)
        register_layout.addWidget(self.table)
        register_layout.addLayout(actions)

        # The membership check of the tournament open, at its event level.
        self.level = QComboBox()
        self.level.setObjectName("event_level")
        self.level.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for level in EventLevel:
            self.level.addItem(level_name(level), level)
        self.level.activated.connect(lambda _index: self._level_chosen())
        self.check_note = QLabel()
        self.check_note.setObjectName("check_note")
        self.check_note.setWordWrap(True)
        self.warnings = QListWidget()
        self.warnings.setObjectName("warnings")
        self.warnings.setWordWrap(True)
        self.check_button = self._button(self.tr("Check a&gain"), "check", self.refresh_check)
        self.copy_button = self._button(self.tr("C&opy the list"), "copy", self.copy_check)
        self.pdf_button = self._button(self.tr("Save as &PDF to print…"), "pdf", self.choose_pdf_file)
        level_row = QHBoxLayout()
        level_label = QLabel(self.tr("Event &level:"))
        level_label.setBuddy(self.level)
        level_row.addWidget(level_label)
        level_row.addWidget(self.level)
        level_row.addStretch(1)
        check_actions = QHBoxLayout()
        check_actions.addWidget(self.check_button)
        check_actions.addStretch(1)
        check_actions.addWidget(self.copy_button)
        check_actions.addWidget(self.pdf_button)
        check = QWidget()
        check_layout = QVBoxLayout(check)
        check_layout.addLayout(level_row)
        check_layout.addWidget(self.check_note)
        check_layout.addWidget(self.warnings)
        check_layout.addLayout(check_actions)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("tabs")
        self.tabs.addTab(register, self.tr("&Register"))
        self.tabs.addTab(check, self.tr("Membership c&heck"))
        self.tabs.currentChanged.connect(lambda index: self.refresh_check() if index == 1 else None)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        # Enter is for the list (it opens the member), never a way to close the register by accident.
        buttons.button(QDialogButtonBox.StandardButton.Close).setAutoDefault(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.check_text = ""
        self.resize(1100, 600)
        self.refresh()
        self._selection_changed()

    def _button(self, text: str, name: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()  # not QDialog's: it would press Close (on the list, Enter opens the member)
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------------------------ the list

    def refresh(self) -> None:
        try:
            members = member_service.list_members(self.context.db)
        except USER_ERRORS as error:
            show_error(self, error_text(error))
            members = ()
        self.model.set_members(members)
        fit_columns_once(self.table)
        self._count()

    def _search(self, text: str) -> None:
        self.proxy.set_text(text)
        self._count()

    def _count(self) -> None:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        self.count.setText(
            self.tr("%n member(s)", "", total)
            if shown == total
            else self.tr("{shown} of {total}").format(shown=shown, total=total)
        )

    def selected(self) -> list[Member]:
        rows = self.table.selectionModel().selectedRows()
        return [row.data(MEMBER_ROLE) for row in sorted(rows, key=lambda index: index.row())]

    def select(self, member_id: int) -> None:
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.data(MEMBER_ROLE).id == member_id:
                self.table.selectRow(row)
                self.table.scrollTo(index)
                return

    def _selection_changed(self) -> None:
        count = len(self.selected())
        self.edit_button.setEnabled(count == 1)
        self.delete_button.setEnabled(count == 1)

    def _open(self, dialog: QDialog) -> None:
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _run(self, action: Callable[[], Any], *, everything: bool = True) -> Any:
        """Through the window's door. Members' names are the tournament's players' names too: an edit, a
        merge or an import may rename them, so the pages catch up (everything)."""
        return self.context.run(action, Changes.all() if everything else Changes(), parent=self)

    def _file(self, action: Callable[[], Any], changes: Changes) -> Any:
        """Through the door, a file read or written: what is wrong with the file (not a member list, not
        writable) is said as any refusal is."""

        def done() -> Any:
            try:
                return action()
            except (PairsFileError, ExportError) as error:
                show_error(self, error_text(error))
                return None

        return self.context.run(done, changes, parent=self)

    # ------------------------------------------------------------------------------------ changes

    def add_member(self) -> None:
        self._open(MemberDialog(self._save_new, parent=self))

    def _save_new(self, member: Member, *, confirmed: bool = False) -> bool:
        db = self.context.db

        def duplicates(error: Exception) -> bool:
            if not isinstance(error, WarningsNotConfirmedError):
                return False

            form = self.dialog

            def again() -> None:
                if self._save_new(member, confirmed=True) and isinstance(form, MemberDialog):
                    form.done(QDialog.DialogCode.Accepted)  # saved: not accept(), which saves again

            ask(
                self,
                self.tr("{warnings}\n\nAdd the member all the same?").format(warnings=error_text(error)),
                again,
                yes_text=self.tr("Add all the same"),
            )
            return True

        saved = self.context.run(
            lambda: member_service.add_member(db, member, confirm_duplicates=confirmed),
            Changes(),
            refused=duplicates,
            parent=self,
        )
        if saved is None:
            return False
        assert saved.id is not None
        self.refresh()
        self.select(saved.id)
        return True

    def edit_selected(self) -> None:
        chosen = self.selected()
        if len(chosen) != 1:
            return
        member = chosen[0]
        self._open(MemberDialog(lambda value: self._save_edit(member, value), member, parent=self))

    def _save_edit(self, member: Member, value: Member) -> bool:
        assert member.id is not None
        member_id = member.id
        db, form = self.context.db, self.dialog
        edit = self.context.run(
            lambda: member_service.edit_member(db, member_id, value, expected_version=value.version),
            Changes.all(),
            refused=lambda error: self._conflict(form, error),
            parent=self,
        )
        if edit is None:
            return False
        self.refresh()
        self.select(member_id)
        renamed, kept = len(edit.pairs_renamed), len(edit.finished_kept)
        said = [self.tr("Corrected in %n pair(s).", "", renamed)] if renamed else []
        if kept:
            said.append(self.tr("%n finished tournament(s) keep the name as it was played.", "", kept))
        if said:
            show_info(self, " ".join(said))
        return True

    def _conflict(self, form: QWidget | None, error: Exception) -> bool:
        """Another station changed the member while it was being corrected here: nothing was saved. Say so
        with what was saved there, show it in the list and in the form (what was typed here kept)."""
        if not isinstance(error, StaleMemberError) or not isinstance(form, MemberDialog):
            return False
        stored = error.member
        there = form.rebase(stored)
        self.refresh()
        if stored.id is not None:
            self.select(stored.id)
        said = [error_text(error)]
        if there:
            changes = "\n".join(f"• {field_name(f)}: {value_text(stored, f) or '—'}" for f in there)
            said.append(self.tr("Saved there:\n{changes}").format(changes=changes))
        said.append(
            self.tr(
                "The form now shows what was saved there, and what you typed here is kept. Save again to "
                "keep your change."
            )
        )
        show_error(form, "\n\n".join(said), self.tr("Changed at another station"))
        return True

    def merge(self) -> None:
        chosen = self.selected()
        couples: list[Duplicate] = []
        if len(chosen) == 2:
            couples.append(Duplicate(chosen[0], chosen[1], "chosen"))
        try:
            couples += member_service.register_duplicates(self.context.db)
        except USER_ERRORS as error:
            show_error(self, error_text(error))
            return
        if not couples:
            show_info(
                self,
                self.tr(
                    "No two members look like one person. To merge two records anyway, select both in the "
                    "list (Ctrl+click) and press Merge."
                ),
            )
            return
        self._open(MergeDialog(couples, self._merge, parent=self))

    def _merge(self, keep: Member, other: Member) -> bool:
        assert keep.id is not None and other.id is not None
        keep_id, other_id = keep.id, other.id
        db = self.context.db
        merged = self._run(lambda: member_service.merge_members(db, keep_id, other_id))
        if merged is None:
            return False
        self.refresh()
        self.select(merged.member.id)
        return True

    def delete_selected(self) -> None:
        chosen = self.selected()
        if len(chosen) != 1:
            return
        member = chosen[0]
        db = self.context.db

        def delete() -> None:
            assert member.id is not None
            member_id = member.id

            def deleted() -> bool:
                member_service.delete_member(db, member_id)
                return True

            if self._run(deleted) is not None:
                self.refresh()

        self.dialog = ask(
            self,
            self.tr(
                "Delete {member} from the register? The tournaments already played keep the player as played."
            ).format(member=member_text(member)),
            delete,
            yes_text=self.tr("Delete"),
        )

    # ------------------------------------------------------------------------------------ files

    def choose_import_file(self) -> None:
        folder = preferences.MEMBERS_FOLDER.get()
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import a member list"),
            folder,
            self.tr("Member lists (*.xlsx *.csv);;All files (*)"),
        )
        if path:
            preferences.MEMBERS_FOLDER.set(str(Path(path).parent))
            self.import_file(Path(path))

    def import_file(self, path: Path) -> MembersImportDialog | None:
        """The preview of importing `path`; the import itself when the director presses Import."""
        db = self.context.db
        preview = self._file(lambda: member_service.preview_import(db, path), Changes())
        if preview is None:
            return None

        def apply() -> bool:
            if self._file(lambda: member_service.import_members(db, path), Changes.all()) is None:
                return False
            self.refresh()
            return True

        dialog = MembersImportDialog(preview, path, apply, parent=self)
        self._open(dialog)
        return dialog

    def choose_export_file(self) -> None:
        folder = preferences.MEMBERS_FOLDER.get()
        path, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the register"),
            str(Path(folder) / self.tr("members.xlsx")) if folder else self.tr("members.xlsx"),
            self.tr("Excel workbook (*.xlsx);;CSV file (*.csv)"),
        )
        if not path:
            return
        target = Path(path)
        if target.suffix.lower() not in (".xlsx", ".csv"):
            target = target.with_suffix(".csv" if "csv" in chosen.lower() else ".xlsx")
        preferences.MEMBERS_FOLDER.set(str(target.parent))
        self.export_file(target)

    def export_file(self, path: Path) -> bool:
        db = self.context.db
        language = window_language()
        done = self._file(lambda: member_service.export_members(db, path, language=language), Changes())
        if done is None:
            return False
        show_written(
            self,
            path,
            self.tr("{members} exported to {file}.").format(
                members=self.tr("%n member(s)", "", done), file=path
            ),
        )
        return True

    # ------------------------------------------------------------------------------------ the check

    def _level_chosen(self) -> None:
        level = EventLevel(self.level.currentData())
        db, tournament_id = self.context.db, self.context.tournament_id
        settings = self.context.tournament().settings
        if settings.event_level == level:
            return
        changed = self.context.run(
            lambda: tournament_service.change_settings(
                db, tournament_id, replace(settings, event_level=level)
            ),
            Changes(settings=True),
            parent=self,
        )
        if changed is None:
            self.level.setCurrentIndex(self.level.findData(settings.event_level))
        self.refresh_check()

    def refresh_check(self) -> None:
        tournament = self.context.tournament()
        self.level.setCurrentIndex(max(self.level.findData(tournament.settings.event_level), 0))
        language = window_language()
        self.warnings.clear()
        try:
            check = member_service.check_membership(self.context.db, self.context.tournament_id)
        except USER_ERRORS as error:
            self.check_note.setText(error_text(error))
            self.check_text = ""
            return
        for problem in check.warnings:
            item = QListWidgetItem(describe(problem, language))
            item.setData(MEMBER_ROLE, problem)
            self.warnings.addItem(item)
        day = date_text(check.day)
        level = level_name(check.level)
        if check.warnings:
            self.check_note.setText(
                self.tr("{count} for a {level} event on {day}:").format(
                    count=self.tr("%n warning(s)", "", len(check.warnings)), level=level, day=day
                )
            )
        else:
            self.check_note.setText(
                self.tr("Every player may play a {level} event on {day}.").format(level=level, day=day)
            )
        self.check_text = "\n".join(
            [
                f"{tournament.settings.name} — {self.tr('Membership check')}",
                self.check_note.text(),
                "",
                *(f"• {self.warnings.item(row).text()}" for row in range(self.warnings.count())),
            ]
        )
        self.copy_button.setEnabled(bool(self.check_text))
        self.pdf_button.setEnabled(bool(self.check_text))

    def copy_check(self) -> None:
        QGuiApplication.clipboard().setText(self.check_text)

    def choose_pdf_file(self) -> None:
        name = self.context.tournament().settings.name
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the membership check"),
            self.tr("membership check - {tournament}.pdf").format(tournament=name),
            self.tr("PDF files (*.pdf)"),
        )
        if not path:
            return
        target = Path(path) if path.lower().endswith(".pdf") else Path(f"{path}.pdf")
        if self.write_pdf(target):
            if preview_available():  # to print from, as the other printouts
                shown = PdfPreviewDialog(target, self)
                shown.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
                self.dialog = shown
                shown.show()
            else:
                show_written(self, target)

    def write_pdf(self, path: Path) -> bool:
        """The check's list on A4 pages, as it reads in the window."""
        document = QTextDocument()
        title, *lines = self.check_text.split("\n")
        items = "".join(f"<li>{escape(line.removeprefix('• '))}</li>" for line in lines[2:])
        document.setHtml(
            f"<h2>{escape(title)}</h2><p>{escape(lines[0] if lines else '')}</p><ul>{items}</ul>"
        )
        writer = QPdfWriter(str(path))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setTitle(self.tr("Membership check"))
        document.print_(writer)
        del writer  # the file is complete when the writer goes
        if not path.exists():
            show_error(self, self.tr("The PDF could not be written to {file}.").format(file=path))
            return False
        return True
