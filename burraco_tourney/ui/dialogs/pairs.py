"""Dialogs for one pair: add or edit its players, and withdraw it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain import limits
from burraco_tourney.domain.tournament import Pair, Player
from burraco_tourney.ui.names import players_text


@dataclass(frozen=True)
class PairInput:
    """What the pair dialog gives back: `number` None takes the next free one."""

    players: tuple[Player, Player]
    group: str | None
    number: int | None


class _PlayerBox(QGroupBox):
    def __init__(self, title: str, seat: int) -> None:
        super().__init__(title)
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
        )

    def show_player(self, player: Player) -> None:
        self.name.setText(player.name)
        self.club.setText(player.club or "")
        self.member_id.setText(player.member_id or "")
        self.region.setText(player.region or "")
        self.province.setText(player.province or "")
        self.category.setText(player.category or "")

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
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pair_dialog")
        self._save = save
        self.editing = pair
        if pair is not None:
            self.setWindowTitle(self.tr("Pair {number}").format(number=pair.number))
        elif joins_at > 1:
            self.setWindowTitle(self.tr("Late entry"))
        else:
            self.setWindowTitle(self.tr("Add a pair"))
        self.first = _PlayerBox(self.tr("Player 1"), 1)
        self.second = _PlayerBox(self.tr("Player 2"), 2)
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
        layout.addWidget(self.note)
        layout.addWidget(self.saved_note)
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
            (self.first.player(), self.second.player()), self.group.text().strip() or None, number
        )

    def accept(self) -> None:
        if self._save(self.value()) is not None:
            super().accept()

    def save_and_add_another(self) -> None:
        saved = self._save(self.value())
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
