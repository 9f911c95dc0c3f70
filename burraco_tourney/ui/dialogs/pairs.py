"""Dialogs for one pair: add or edit its players, and withdraw it.

The pair dialog finds before it creates: typing a player's name or member number offers the matching
members of the register (accents, apostrophes and case ignored); picking one fills the player's fields and
links the player to the member, saying at once when the card has expired. A name typed in full and left
(Tab) that is one member's name (case, accents, apostrophes, spaces and word order ignored: "galli luca" is
Luca Galli) takes that member, as picking it would. Players typed afresh are added to the register when the
pair is saved (unless the director unticks it), after a warning when they look like a member already there
(the same member number, the same name and club, or the same name).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import date
from functools import partial

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain import limits
from burraco_tourney.domain.members import Duplicate, Member, member_key
from burraco_tourney.domain.names import split_name
from burraco_tourney.domain.tournament import Pair, Player
from burraco_tourney.ui import preferences
from burraco_tourney.ui.names import date_text, players_text
from burraco_tourney.ui.widgets.messages import show_info

# The roles of a member offered under a field: the member itself, and the text the field takes.
_MEMBER_ROLE = Qt.ItemDataRole.UserRole + 1
_NAME_ROLE = Qt.ItemDataRole.UserRole + 2
_NUMBER_ROLE = Qt.ItemDataRole.UserRole + 3
# How many members are offered at once: more than a popup shows is noise, the director types on.
OFFERED = 12


def member_text(member: Member) -> str:
    """A member as offered and listed: "Carla D'Alessandro · 12345 · Circolo Brera (MI)"."""
    place = f" ({member.province})" if member.province else ""
    parts = (member.full_name, member.member_id, f"{member.club}{place}" if member.club else member.province)
    return " · ".join(part for part in parts if part)


@dataclass(frozen=True)
class PairInput:
    """What the pair dialog gives back: `number` None takes the next free one. `register`: add the
    players not linked to a member to the register (the saver does it, in the same step as the pair)."""

    players: tuple[Player, Player]
    group: str | None
    number: int | None
    register: bool = False


@dataclass(frozen=True)
class MemberLookup:
    """What the pair dialog asks of the member register (read only; the saver registers): `find(text)`
    the members a director typing `text` means, best first; `duplicates(player)` the members a player
    about to be added would probably duplicate; `check(pair)` the membership warnings of a pair saved."""

    find: Callable[[str], Sequence[Member]]
    duplicates: Callable[[Player], Sequence[Duplicate]]
    # The membership check's warnings about a pair just saved (expired card, no guarantor…), in words.
    check: Callable[[Pair], Sequence[str]] | None = None
    # The register changed (a pair saved may have added its players): read it again for the next offers.
    forget: Callable[[], None] | None = None
    # The tournament's day, for the card picked (expired before it?); None: today.
    day: date | None = None

    def same_name(self, name: str) -> list[Member]:
        """The members whose name is `name` (case, accents, apostrophes, spaces and word order ignored)."""
        key = _name_key(name)
        return [m for m in self.find(name) if key and _name_key(m.full_name) == key] if key else []


def _name_key(name: str) -> str:
    return member_key(name, None)[0]


class _MemberOffer:
    """The members matching what is typed in `field`, offered in a popup under it (Down, Enter picks;
    Escape closes it). `role` is the text the field takes when one is picked."""

    def __init__(self, field: QLineEdit, lookup: MemberLookup, role: int, pick: Callable[[Member], None]):
        self.field = field
        self.lookup = lookup
        self.model = QStandardItemModel(field)
        self.completer = QCompleter(self.model, field)
        # The register's own matching (folded, words in any order) chooses; the popup shows all it found.
        self.completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.completer.setCompletionRole(role)
        self.completer.setMaxVisibleItems(OFFERED)
        field.setCompleter(self.completer)
        field.textEdited.connect(self._typed)
        self.completer.activated[QModelIndex].connect(  # type: ignore[index]
            lambda index: pick(index.data(_MEMBER_ROLE))
        )

    def _typed(self, text: str) -> None:
        self.model.clear()
        if len(text.strip()) < 2:
            return  # one letter matches half the register
        for member in list(self.lookup.find(text))[:OFFERED]:
            item = QStandardItem(member_text(member))
            item.setData(member, _MEMBER_ROLE)
            item.setData(member.full_name, _NAME_ROLE)
            item.setData(member.member_id or "", _NUMBER_ROLE)
            item.setEditable(False)
            self.model.appendRow(item)
        if self.model.rowCount():
            # As wide as the longest offer ("Carla D'Alessandro · 12345 · Circolo Brera (MI)"), not the field.
            popup = self.completer.popup()
            assert popup is not None  # a completer always has its popup
            metrics = popup.fontMetrics()
            texts = (self.model.item(row).text() for row in range(self.model.rowCount()))
            wide = max(metrics.horizontalAdvance(text) for text in texts) + 40  # margins, a scroll bar
            # (a minimum width: the line edit shows the popup again after this, at its own width)
            popup.setMinimumWidth(max(self.field.width(), wide))
            self.completer.complete()


class _PlayerBox(QGroupBox):
    def __init__(self, title: str, seat: int, lookup: MemberLookup | None = None) -> None:
        super().__init__(title)
        self.register_id: int | None = None  # the member this player is linked to
        self._linked_name = ""
        self._lookup = lookup
        self._name_typed = False  # the name was typed here (not shown from a stored pair)
        self.not_these: set[int] = set()  # the members the director said this player is not
        self._shown = Player("")  # the player as last shown (a member picked, a pair's player)
        self.after_pick: QWidget | None = None  # where the director goes on after picking a member
        self.name = QLineEdit()
        self.name.setObjectName(f"name_{seat}")
        self.club = QLineEdit()
        self.club.setObjectName(f"club_{seat}")
        self.member_id = QLineEdit()
        self.member_id.setObjectName(f"member_id_{seat}")
        self.region = QLineEdit()
        self.region.setObjectName(f"region_{seat}")
        self.province = QLineEdit()
        self.province.setObjectName(f"province_{seat}")
        self.category = QLineEdit()
        self.category.setObjectName(f"category_{seat}")
        self.category.setPlaceholderText(self.tr("optional, for a prize (e.g. F)"))
        for field, longest in (
            (self.name, limits.PLAYER_NAME),
            (self.club, limits.CLUB),
            (self.member_id, limits.MEMBER_ID),
            (self.region, limits.REGION),
            (self.province, limits.PROVINCE),
            (self.category, limits.CATEGORY),
        ):
            field.setMinimumWidth(240)  # "Valentina D'Alessandro", "Kartenclub München" whole
            field.setMaxLength(longest)
        form = QFormLayout(self)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Club:"), self.club)
        form.addRow(self.tr("Member id:"), self.member_id)
        form.addRow(self.tr("Region:"), self.region)
        form.addRow(self.tr("Province:"), self.province)
        form.addRow(self.tr("Category:"), self.category)
        # Which member of the register the player is (picked from the offers), with a button to unlink.
        self.link = QLabel()
        self.link.setObjectName(f"link_{seat}")
        self.link.setStyleSheet("color: #185c18;")
        self.unlink = QToolButton()
        self.unlink.setObjectName(f"unlink_{seat}")
        self.unlink.setText(self.tr("Not this member"))
        # Out of the Tab chain: from one player's fields Tab goes on to the partner's (typing over the name
        # unlinks too).
        self.unlink.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.unlink.clicked.connect(lambda _checked=False: self._not_this_member())
        linked = QHBoxLayout()
        linked.addWidget(self.link, 1)
        linked.addWidget(self.unlink)
        form.addRow(linked)
        self.offers: list[_MemberOffer] = []
        if lookup is not None:
            self.name.setPlaceholderText(self.tr("name or member id, to find a member"))
            self.offers = [
                _MemberOffer(self.name, lookup, _NAME_ROLE, self.pick),
                _MemberOffer(self.member_id, lookup, _NUMBER_ROLE, self.pick),
            ]
        self.link_member(None)
        # A name typed over the member's is another person (a typo corrected is found again on saving).
        self.name.textEdited.connect(self._name_edited)
        self.name.editingFinished.connect(self._name_finished)

    def _name_edited(self, text: str) -> None:
        self._name_typed = True
        if self.register_id is not None and text.strip() != self._linked_name:
            self.link_member(None)

    def _name_finished(self) -> None:
        """A name typed in full and left (Tab, Enter, a click away) without picking: when it is the name of
        exactly one member, that member is taken, as picking it would (the focus goes where the key sent
        it). Several of that name: nothing is taken, and saving asks which."""
        if self._lookup is None or self.register_id is not None or not self._name_typed:
            return
        found = [m for m in self._lookup.same_name(self.name.text()) if m.id not in self.not_these]
        if len(found) == 1:
            self.pick(found[0], move_on=False)

    def _not_this_member(self) -> None:
        """The player is someone else: the member is not taken again for this name, and the member's data
        go with the link (the name as typed stays, to be completed)."""
        if self.register_id is not None:
            self.not_these.add(self.register_id)
            shown = self._shown
            for edit, value in (
                (self.club, shown.club),
                (self.member_id, shown.member_id),
                (self.region, shown.region),
                (self.province, shown.province),
                (self.category, shown.category),
            ):
                if edit.text() == (value or ""):
                    edit.clear()
        self.link_member(None)

    def pick(self, member: Member, *, move_on: bool = True) -> None:
        """The director chose `member` from the offers: the player is that member, as the register has it,
        and the link says at once when the card has expired. `move_on`: then on to the next player."""
        self.show_player(
            Player(
                member.full_name,
                member.club,
                member.member_id,
                region=member.region,
                province=member.province,
                category=member.category,
                register_id=member.id,
            )
        )
        day = (self._lookup.day if self._lookup is not None else None) or date.today()
        if member.expired_on(day) and member.valid_until is not None:
            self.link.setText(
                self.tr("⚠ Member of the register: the card expired on {date}").format(
                    date=date_text(member.valid_until)
                )
            )
            self.link.setStyleSheet("color: #b00020; font-weight: bold;")
        if move_on:
            (self.after_pick or self.name).setFocus(Qt.FocusReason.OtherFocusReason)

    def link_member(self, register_id: int | None, text: str = "") -> None:
        self.register_id = register_id
        self.link.setText(text)
        self.link.setStyleSheet("color: #185c18;")
        self.link.setVisible(register_id is not None)
        self.unlink.setVisible(register_id is not None)

    def player(self) -> Player:
        # Names are kept as typed (apart from spaces around them): no case or accent changes.
        def text(field: QLineEdit) -> str | None:
            return field.text().strip() or None

        return Player(
            self.name.text().strip(),
            text(self.club),
            text(self.member_id),
            region=text(self.region),
            province=text(self.province),
            category=text(self.category),
            register_id=self.register_id,
        )

    def show_player(self, player: Player) -> None:
        self.name.setText(player.name)
        self.club.setText(player.club or "")
        self.member_id.setText(player.member_id or "")
        self.region.setText(player.region or "")
        self.province.setText(player.province or "")
        self.category.setText(player.category or "")
        self._linked_name = player.name
        self._name_typed = False
        self._shown = player
        self.link_member(
            player.register_id,
            self.tr("✓ Member of the register"),
        )
        self.link.setToolTip(
            " · ".join(part for part in (player.name, player.member_id, player.club) if part)
        )

    def clear(self) -> None:
        self.show_player(Player(""))


class PairDialog(QDialog):
    """Add a pair (before round 1, or as a late entry once rounds are made) or correct one.

    `save` stores what was typed and returns the pair saved, or None when refused (it has said why). When
    adding, "Save and add another" keeps the dialog open and empty for the next pair, so twenty pairs are
    registered without reaching for the mouse."""

    def __init__(
        self,
        save: Callable[[PairInput], Pair | None],
        *,
        pair: Pair | None = None,
        joins_at: int = 1,
        members: MemberLookup | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pair_dialog")
        self._save = save
        self._members = members
        self.editing = pair
        self.question: QMessageBox | None = None  # the duplicate question while it is asked
        if pair is not None:
            self.setWindowTitle(self.tr("Pair {number}").format(number=pair.number))
        elif joins_at > 1:
            self.setWindowTitle(self.tr("Late entry"))
        else:
            self.setWindowTitle(self.tr("Add a pair"))
        self.first = _PlayerBox(self.tr("Player 1"), 1, members)
        self.second = _PlayerBox(self.tr("Player 2"), 2, members)
        # New players go into the member register, so next evening they are found (remembered).
        self.register = QCheckBox(self.tr("Add new players to the member &register"))
        self.register.setObjectName("register")
        self.register.setChecked(preferences.PAIRS_REGISTER_NEW.get())
        self.register.toggled.connect(preferences.PAIRS_REGISTER_NEW.set)
        self.register.setVisible(members is not None)
        self.group = QLineEdit()
        self.group.setObjectName("group")
        self.group.setMaxLength(limits.GROUP)
        self.group.setPlaceholderText(self.tr("optional, for Danish rounds in groups"))
        self.number = QSpinBox()
        self.number.setObjectName("number")
        self.number.setRange(0, 9999)
        self.number.setSpecialValueText(self.tr("next free"))
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setObjectName("note")
        self.saved_note = QLabel()
        self.saved_note.setObjectName("saved_note")
        self.saved_note.setWordWrap(True)
        self.saved_note.setStyleSheet("color: #185c18; font-weight: bold;")
        self.saved_note.hide()
        # The membership check at registration: warnings, never a refusal (the pair is saved).
        self.membership_note = QLabel()
        self.membership_note.setObjectName("membership_note")
        self.membership_note.setWordWrap(True)
        self.membership_note.setStyleSheet("color: #8a4b00;")
        self.membership_note.hide()

        # Player 1 picked: on to player 2's name; player 2 picked: on to the pair's number (then Enter saves).
        self.first.after_pick = self.second.name
        self.second.after_pick = self.number
        players = QHBoxLayout()
        players.addWidget(self.first)
        players.addWidget(self.second)
        form = QFormLayout()
        form.addRow(self.tr("Pair &number:"), self.number)
        form.addRow(self.tr("&Group:"), self.group)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.save_and_add = None
        if pair is None:
            self.save_and_add = buttons.addButton(
                self.tr("Save and add &another"), QDialogButtonBox.ButtonRole.ActionRole
            )
            self.save_and_add.setObjectName("save_and_add")
            self.save_and_add.clicked.connect(self.save_and_add_another)
        layout = QVBoxLayout(self)
        layout.addLayout(players)
        layout.addLayout(form)
        layout.addWidget(self.register)
        layout.addWidget(self.note)
        layout.addWidget(self.saved_note)
        layout.addWidget(self.membership_note)
        layout.addWidget(buttons)

        if pair is not None:
            self.show_pair(pair)
            self.number.setEnabled(False)
            self.note.setText(self.tr("The pair keeps its number and its results."))
        elif joins_at > 1:
            self.note.setText(
                self.tr(
                    "Rounds are already made: this pair is a late entry and plays from round {round}."
                ).format(round=joins_at)
            )
        else:
            self.note.hide()
        # Partners are usually of the same club, region and province: player 2's follow player 1's until
        # typed.
        self._last: dict[str, str] = {}
        for field in ("club", "region", "province"):
            self._last[field] = ""
            getattr(self.first, field).textEdited.connect(lambda text, f=field: self._mirror(f, text))
        self.first.name.setFocus()

    def _mirror(self, field: str, text: str) -> None:
        second = getattr(self.second, field)
        if second.text() == self._last[field]:
            second.setText(text)
        self._last[field] = text

    def show_pair(self, pair: Pair) -> None:
        """Show `pair` as stored: the pair an edit starts from (also after another dialog changed it)."""
        self.editing = pair
        self.first.show_player(pair.players[0])
        self.second.show_player(pair.players[1])
        self.group.setText(pair.group or "")
        self.number.setValue(pair.number)

    def value(self) -> PairInput:
        number = self.number.value() or None
        return PairInput(
            (self.first.player(), self.second.player()),
            self.group.text().strip() or None,
            number,
            register=self._members is not None and self.register.isChecked(),
        )

    def _checked(self, then: Callable[[PairInput], object]) -> None:
        """`then(value)` with what was typed, once each new player who looks like a member already in the
        register has been looked at: the director takes the member (linked), adds a new member anyway, or
        goes back to the dialog (then is not called)."""
        value = self.value()
        lookup = self._members
        if not value.register or lookup is None:
            then(value)
            return
        players = list(value.players)
        boxes = (self.first, self.second)

        def from_seat(seat: int) -> None:
            for index in range(seat, 2):
                player = players[index]
                if player.register_id is not None or not player.name:
                    continue
                found = list(lookup.duplicates(player))
                found += self._same_name(player, found, boxes[index].not_these)
                if found:
                    self._ask_duplicate(player, found, partial(answered, index, found))
                    return
            then(replace(value, players=(players[0], players[1])))

        def answered(seat: int, found: list[Duplicate], same: bool | None) -> None:
            if same is None:
                boxes[seat].name.setFocus(Qt.FocusReason.OtherFocusReason)
                return
            if same:
                boxes[seat].pick(found[0].first)
                players[seat] = boxes[seat].player()
            from_seat(seat + 1)

        from_seat(0)

    def _same_name(self, player: Player, found: Sequence[Duplicate], not_these: set[int]) -> list[Duplicate]:
        """The members of `player`'s name (any club) not already `found`, nor said not to be this player."""
        lookup = self._members
        if lookup is None:
            return []
        seen = {duplicate.first.id for duplicate in found} | not_these
        surname, given = split_name(player.name)
        typed = Member(player.member_id, surname, given, club=player.club)
        return [Duplicate(m, typed, "name") for m in lookup.same_name(player.name) if m.id not in seen]

    def _ask_duplicate(
        self, player: Player, found: Sequence[Duplicate], answer: Callable[[bool | None], None]
    ) -> None:
        """Ask whether `player` is the member found: answer(True) use the member, answer(False) add a new
        member anyway, answer(None) back to the dialog."""
        lines = []
        for duplicate in found:
            reason = {
                "member_id": self.tr("the same member id"),
                "name_and_club": self.tr("the same name and club"),
            }.get(duplicate.reason) or self.tr("the same name")
            lines.append(
                self.tr("• {member} ({reason})").format(member=member_text(duplicate.first), reason=reason)
            )
        box = QMessageBox(self)
        box.setObjectName("duplicate_question")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Already in the register?"))
        box.setText(
            self.tr(
                "{player} looks like a member already in the register:\n{members}\n\nIs it the same person?"
            ).format(player=player.name, members="\n".join(lines))
        )
        same = box.addButton(self.tr("&Same person: use the member"), QMessageBox.ButtonRole.YesRole)
        same.setObjectName("same_person")
        other = box.addButton(self.tr("&Another person: add a new member"), QMessageBox.ButtonRole.NoRole)
        other.setObjectName("another_person")
        back = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(same)
        box.setEscapeButton(back)
        self.question = box  # tests answer it

        def done(_result: int) -> None:
            clicked = box.clickedButton()
            self.question = None
            box.deleteLater()
            answer(True if clicked is same else False if clicked is other else None)

        box.finished.connect(done)
        box.open()

    def membership_warnings(self, pair: Pair) -> list[str]:
        lookup = self._members
        if lookup is not None and lookup.forget is not None:
            lookup.forget()  # called once a pair is saved: its new players are in the register now
        return list(lookup.check(pair)) if lookup is not None and lookup.check is not None else []

    def accept(self) -> None:
        def save(value: PairInput) -> None:
            saved = self._save(value)
            if saved is None:
                return
            # Checked when players are registered or changed (not for a group moved, say).
            editing = self.editing
            changed = editing is None or value.players != editing.players
            warnings = self.membership_warnings(saved) if changed else []
            super(PairDialog, self).accept()
            parent = self.parentWidget()
            if warnings and parent is not None:
                show_info(
                    parent,
                    self.tr("Pair {number} is saved. The membership check says:\n{warnings}").format(
                        number=saved.number, warnings="\n".join(f"• {text}" for text in warnings)
                    ),
                    self.tr("Membership"),
                )

        self._checked(save)

    def save_and_add_another(self) -> None:
        self._checked(self._save_and_clear)

    def _save_and_clear(self, value: PairInput) -> None:
        saved = self._save(value)
        if saved is None:
            return  # refused: what was typed stays, to be corrected
        self.first.clear()
        self.second.clear()
        self._last = dict.fromkeys(self._last, "")
        self.group.clear()
        self.number.setValue(0)
        self.saved_note.setText(
            self.tr("Pair {number} saved ({players}). Type the next pair.").format(
                number=saved.number, players=players_text(saved)
            )
        )
        self.saved_note.show()
        warnings = self.membership_warnings(saved)
        self.membership_note.setText("\n".join(f"• {text}" for text in warnings))
        self.membership_note.setVisible(bool(warnings))
        self.first.name.setFocus(Qt.FocusReason.OtherFocusReason)


class WithdrawDialog(QDialog):
    """Withdraw a pair after a round (its past results stay) with a reason."""

    def __init__(
        self, pair: Pair, last_round: int, save: Callable[[int, str], bool], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("withdraw_dialog")
        self.setWindowTitle(self.tr("Withdraw pair {number}").format(number=pair.number))
        self._save = save
        self.after_round = QSpinBox()
        self.after_round.setObjectName("after_round")
        self.after_round.setRange(max(pair.entry_round - 1, 0), max(last_round, pair.entry_round - 1))
        self.after_round.setValue(self.after_round.maximum())
        self.after_round.setSpecialValueText(self.tr("before round 1"))
        self.reason = QLineEdit()
        self.reason.setObjectName("reason")
        self.reason.setPlaceholderText(self.tr("e.g. a player fell ill"))
        intro = QLabel(
            self.tr("{pair} plays no more rounds. The results already played stay in the standings.").format(
                pair=players_text(pair)
            )
        )
        intro.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Plays no round &after round:"), self.after_round)
        form.addRow(self.tr("&Reason:"), self.reason)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        withdraw = buttons.addButton(self.tr("Withdraw"), QDialogButtonBox.ButtonRole.AcceptRole)
        withdraw.setObjectName("withdraw")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def accept(self) -> None:
        if self._save(self.after_round.value(), self.reason.text().strip()):
            super().accept()
