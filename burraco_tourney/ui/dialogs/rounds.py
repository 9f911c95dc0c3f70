"""Dialogs of the Rounds page: making the next round, swapping two pairs or two tables."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.groups import GroupsMethod
from burraco_tourney.domain.movements import DrawOptions, FirstRoundSeating, Separation, phase_for_round
from burraco_tourney.domain.movements.plan import groups_due, in_groups, phase_start
from burraco_tourney.domain.scoring import Line
from burraco_tourney.domain.tournament import Movement, Pair, Round, Tournament
from burraco_tourney.services.pairing import seats_afresh
from burraco_tourney.ui.names import (
    line_name,
    movement_name,
    players_text,
    seating_order_name,
)
from burraco_tourney.ui.widgets.settings_editor import PLANNED_MOVEMENTS


def playing_pairs(tournament: Tournament, round_number: int) -> list[int]:
    return [pair.number for pair in tournament.pairs if pair.plays_in(round_number)]


# The largest seed the window offers for a draw (a spin box holds up to 2^31 - 1).
_MAX_SEED = 999_999_999


class NextRoundDialog(QDialog):
    """Make the next round: the plan's movement, or another one for this round only; for the first round
    of a Mitchell or round-robin phase, how the pairs are seated (loaded by number, alphabetically or at
    random with a seed shown, keeping clubs, provinces or regions apart)."""

    def __init__(
        self,
        tournament: Tournament,
        make: Callable[[Movement | None, DrawOptions | None], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("next_round_dialog")
        self._make = make
        self._tournament = tournament
        number = max((r.number for r in tournament.rounds), default=0) + 1
        self.number = number
        self.setWindowTitle(self.tr("Round {number}").format(number=number))
        self.movement = QComboBox()
        self.movement.setObjectName("movement")
        plan = tournament.settings.plan
        self._planned: Movement | None = None
        if plan:
            phase, index = phase_for_round(plan, number)
            self._planned = phase.movement
            planned = self.tr("As planned: {movement} (round {index} of {rounds} in this phase)").format(
                movement=movement_name(phase.movement), index=index + 1, rounds=phase.rounds
            )
            if index >= phase.rounds:
                planned = self.tr("As planned: {movement} (the plan's last phase goes on)").format(
                    movement=movement_name(phase.movement)
                )
            self.movement.addItem(planned, None)
        for movement in PLANNED_MOVEMENTS:
            self.movement.addItem(
                self.tr("{movement}, for this round only").format(movement=movement_name(movement)), movement
            )
        playing = len(playing_pairs(tournament, number))
        tables, bye = divmod(playing, 2)
        if bye:
            sizes = self.tr("{pairs} pairs play: {tables} tables and one bye.").format(
                pairs=playing, tables=tables
            )
        else:
            sizes = self.tr("{pairs} pairs play: {tables} tables.").format(pairs=playing, tables=tables)
        self.sizes = QLabel(sizes)
        self.sizes.setObjectName("sizes")
        # What the chosen movement does, said again whenever the choice changes.
        self.note = QLabel()
        self.note.setObjectName("movement_note")
        self.note.setWordWrap(True)
        self.seating = self._seating_box()
        self.movement.currentIndexChanged.connect(self._explain)
        self._explain()
        form = QFormLayout()
        form.addRow(self.tr("&Movement:"), self.movement)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        make_button = buttons.addButton(
            self.tr("Make &round {number}").format(number=number), QDialogButtonBox.ButtonRole.AcceptRole
        )
        make_button.setObjectName("make")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.seating)
        layout.addWidget(self.sizes)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        # Only now, inside the dialog: made default before it had a dialog, the button would lose that
        # to the first button of the focus chain (Cancel) when the dialog opens, and Enter would cancel.
        make_button.setDefault(True)
        self.setMinimumWidth(520)

    def _seating_box(self) -> QGroupBox:
        """How the pairs take their seats: shown when the round is the first of a Mitchell or round-robin
        phase (the later rounds move on from it; Danish and Swiss pair on the standings)."""
        box = QGroupBox(self.tr("Seating of the first round"))
        box.setObjectName("seating")
        self.seating_order = QComboBox()
        self.seating_order.setObjectName("seating_order")
        for order in (FirstRoundSeating.REGISTRATION, FirstRoundSeating.ALPHABETICAL, FirstRoundSeating.DRAW):
            self.seating_order.addItem(seating_order_name(order), order.value)
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, _MAX_SEED)
        self.seed.setValue(random.randint(1, 999_999))  # a seating draw, not a secret
        self.seed.setToolTip(self.tr("The same seed draws the same seating again."))
        self.seating_order.currentIndexChanged.connect(self._seed_enabled)
        self._seed_enabled()
        self.separate: dict[Separation, QCheckBox] = {}
        row = QHBoxLayout()
        texts = {
            Separation.CLUB: self.tr("&club"),
            Separation.PROVINCE: self.tr("pro&vince"),
            Separation.REGION: self.tr("re&gion"),
        }
        for separation in Separation:
            check = QCheckBox(texts[separation])
            check.setObjectName(f"separate_{separation.value}")
            self.separate[separation] = check
            row.addWidget(check)
        row.addStretch()
        note = QLabel(
            self.tr(
                "Pairs of the same club, province or region do not meet in the first round where the field "
                "allows it; in a Mitchell they stay apart the whole phase where they fit on one line."
            )
        )
        note.setWordWrap(True)
        form = QFormLayout(box)
        form.addRow(self.tr("&Load pairs:"), self.seating_order)
        form.addRow(self.tr("S&eed:"), self.seed)
        form.addRow(self.tr("Keep apart by:"), row)
        form.addRow(note)
        return box

    def _seed_enabled(self) -> None:
        self.seed.setEnabled(self.seating_order.currentData() == FirstRoundSeating.DRAW.value)

    def seats_afresh(self) -> bool:
        """Whether the round seats its pairs by the options here (as the making of it decides)."""
        return seats_afresh(self._tournament, self.chosen_movement())

    def draw_options(self) -> DrawOptions | None:
        """The seating chosen, for the first round of a phase; None otherwise (the defaults)."""
        if not self.seats_afresh():
            return None
        return DrawOptions(
            seating=FirstRoundSeating(self.seating_order.currentData()),
            seed=self.seed.value(),
            separate=frozenset(s for s, check in self.separate.items() if check.isChecked()),
        )

    def movement_made(self) -> Movement:
        """The movement the round will be made with: the one chosen, or the plan's."""
        return self.chosen_movement() or self._planned or Movement.MITCHELL

    def _explain(self) -> None:
        movement = self.movement_made()
        first = self.number == 1
        if movement is Movement.DANISH:
            if first:
                text = self.tr(
                    "A Danish round pairs on the standings: neighbours in the ranking meet (first against "
                    "second, third against fourth, …) without repeating a match of the previous round. "
                    "Before round 1 there are no standings, so the pairs meet in number order."
                )
            else:
                text = self.tr(
                    "A Danish round pairs on the standings: neighbours in the ranking meet (first against "
                    "second, third against fourth, …) without repeating a match of the previous round, so "
                    "every table of round {previous} must have its result first."
                )
        elif movement is Movement.SWISS:
            if first:
                text = self.tr(
                    "A Swiss round pairs on the standings: each pair meets the nearest pair in the ranking "
                    "that it has not met yet. Before round 1 there are no standings, so the pairs meet in "
                    "number order."
                )
            else:
                text = self.tr(
                    "A Swiss round pairs on the standings: each pair meets the nearest pair in the ranking "
                    "that it has not met yet, so every table of round {previous} must have its result first."
                )
        elif movement is Movement.ROUND_ROBIN:
            text = self.tr(
                "In a round robin every pair meets every other pair once, on a fixed schedule that does not "
                "depend on the results, so this round does not wait for any score sheet."
            )
        else:
            text = self.tr(
                "A Mitchell round follows its fixed scheme: the pairs move from table to table whatever the "
                "results, so it does not wait for any score sheet."
            )
        after = self.tr(
            "Until a score sheet is in, pairs and tables can be swapped. A round made by mistake can be "
            "deleted as long as it is the last one."
        )
        self.seating.setVisible(self.seats_afresh())
        groups = self._groups_text(movement)
        self.note.setText(text.format(previous=self.number - 1) + groups + "\n\n" + after)

    def _groups_text(self, movement: Movement) -> str:
        """Whether the round is paired within groups (gironi), and which: formed by the plan now, or as
        formed by the director (as services.pairing decides)."""
        if movement not in (Movement.DANISH, Movement.SWISS):
            return ""
        plan, formed = self._tournament.settings.plan, self._tournament.groups
        due = groups_due(plan, self.number) if plan else None
        if due is not None and (formed is None or formed.after_round != self.number - 1):
            numbers = ", ".join(str(value) for value in due.values)
            if due.method is GroupsMethod.SIZES:
                rule = self.tr("groups of {numbers} tables").format(numbers=numbers)
            elif due.method is GroupsMethod.COUNT:
                rule = self.tr("%n group(s)", "", due.values[0])
            else:
                rule = self.tr("groups in the shares {numbers}").format(numbers=numbers)
            return "\n\n" + self.tr(
                "This round begins the plan's phase in groups: {rule} are formed now from the standings "
                "after round {previous} (Round → Form groups… forms them otherwise first), and each group "
                "is paired on its own."
            ).format(previous=self.number - 1, rule=rule)
        by_hand = formed is not None and plan and formed.after_round >= phase_start(plan, self.number) - 1
        if formed is None or not (in_groups(plan, self.number) or by_hand):
            return ""
        names = ", ".join(
            self.tr("{group}: %n table(s)", "", group.tables).format(group=group.name)
            for group in formed.groups
        )
        return "\n\n" + self.tr("Paired within the groups formed after round {round}: {groups}.").format(
            round=formed.after_round, groups=names
        )

    def chosen_movement(self) -> Movement | None:
        data = self.movement.currentData()
        return None if data is None else Movement(data)

    def accept(self) -> None:
        if self._make(self.chosen_movement(), self.draw_options()):
            super().accept()


class SwapDialog(QDialog):
    """Choose two pairs (or two tables) of a round to exchange."""

    def __init__(
        self,
        round_: Round,
        tournament: Tournament,
        tables: bool,
        swap: Callable[[int, int], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("swap_tables_dialog" if tables else "swap_pairs_dialog")
        self._swap = swap
        if tables:
            self.setWindowTitle(self.tr("Swap two tables of round {number}").format(number=round_.number))
        else:
            self.setWindowTitle(self.tr("Swap two pairs of round {number}").format(number=round_.number))
        self.first = QComboBox()
        self.first.setObjectName("first")
        self.second = QComboBox()
        self.second.setObjectName("second")
        pairs = {pair.number: pair for pair in tournament.pairs}
        choices: list[tuple[str, int]] = []
        if tables:
            for table in sorted(round_.tables, key=lambda t: t.table):
                choices.append(
                    (
                        self.tr("Table {table}: {ns} v {ew}").format(
                            table=table.table, ns=table.ns, ew=table.ew
                        ),
                        table.table,
                    )
                )
        else:
            for table in round_.tables:
                for number, line in ((table.ns, Line.NS), (table.ew, Line.EW)):
                    where = self.tr("table {table} {line}").format(table=table.table, line=line_name(line))
                    choices.append((self._pair_text(pairs, number, where), number))
            for number in round_.byes:
                choices.append((self._pair_text(pairs, number, self.tr("bye")), number))
            choices.sort(key=lambda choice: choice[1])
        for text, value in choices:
            self.first.addItem(text, value)
            self.second.addItem(text, value)
        if self.second.count() > 1:
            self.second.setCurrentIndex(1)
        note = QLabel(
            self.tr("A swap by hand can break the movement; what it breaks is shown after the swap.")
        )
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Swap:"), self.first)
        form.addRow(self.tr("W&ith:"), self.second)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        swap_button = buttons.addButton(self.tr("S&wap"), QDialogButtonBox.ButtonRole.AcceptRole)
        swap_button.setObjectName("swap")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        swap_button.setDefault(True)  # once inside the dialog (see NextRoundDialog): Enter swaps
        self.setMinimumWidth(480)

    def _pair_text(self, pairs: dict[int, Pair], number: int, where: str) -> str:
        pair = pairs.get(number)
        names = players_text(pair) if pair is not None else ""
        return f"{number} · {names} ({where})"

    def choose(self, first: int, second: int) -> None:
        """Select the two pairs or tables by number (for the keyboard-less, and for tests)."""
        self.first.setCurrentIndex(self.first.findData(first))
        self.second.setCurrentIndex(self.second.findData(second))

    def accept(self) -> None:
        if self._swap(int(self.first.currentData()), int(self.second.currentData())):
            super().accept()
