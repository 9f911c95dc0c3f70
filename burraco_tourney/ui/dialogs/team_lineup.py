"""A team's line-up (formazione) for its match of a round (Event → Teams…, Match results → Line-up…, issue
30 item 10): which of its pairs sits at which of the match's places (docs/rules.md "Teams"). The places
and the checks are domain.teams'; the change goes through the window's door (`TournamentContext.run`)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from burraco_tourney.domain.teams import Match, lineup_places, seated_lineup
from burraco_tourney.services.live import Changes
from burraco_tourney.ui.context import TournamentContext
from burraco_tourney.ui.names import line_name


class LineupDialog(QDialog):
    """Choose one of the match's two teams, then a pair for each of its places (the line-up it sits with
    first). OK gives the line-up: the match's tables are seated by it, or the refusal is said."""

    def __init__(self, context: TournamentContext, match: Match, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lineup_dialog")
        self.setWindowTitle(self.tr("Line-up for round {number}").format(number=match.round))
        self.context = context
        self.match = match
        tournament = context.tournament()
        self.teams = {team.number: team for team in tournament.teams}
        self.round = next(r for r in tournament.rounds if r.number == match.round)
        self.team = QComboBox()
        self.team.setObjectName("lineup_team")
        for number in (match.team_a, match.team_b):
            self.team.addItem(self.teams[number].name, number)
        self.team.currentIndexChanged.connect(lambda _index: self._show_places())
        self.form = QFormLayout()
        team_label = QLabel(self.tr("&Team:"))
        team_label.setBuddy(self.team)
        self.form.addRow(team_label, self.team)
        self.places: list[QComboBox] = []
        note = QLabel(
            self.tr("Each pair of the team once: the places are the team-event seating of the match.")
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.give_lineup)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self._show_places()

    def chosen_team(self) -> int:
        return int(self.team.currentData())

    def _show_places(self) -> None:
        while self.form.rowCount() > 1:
            self.form.removeRow(1)
        self.places = []
        team = self.teams[self.chosen_team()]
        current = seated_lineup(self.match, self.round, team)
        for index, (table, line) in enumerate(lineup_places(self.match, team.number)):
            combo = QComboBox()
            combo.setObjectName(f"lineup_place_{index + 1}")
            for pair in team.pairs:
                combo.addItem(self.tr("Pair {number}").format(number=pair), pair)
            combo.setCurrentIndex(combo.findData(current[index]))
            label = self.tr("Table {table}, {line}:").format(table=table, line=line_name(line))
            self.form.addRow(label, combo)
            self.places.append(combo)

    def chosen_pairs(self) -> tuple[int, ...]:
        return tuple(int(combo.currentData()) for combo in self.places)

    def give_lineup(self) -> bool:
        """Give the line-up chosen: True and closed, or False when refused (said why, nothing changed)."""
        from burraco_tourney.services import teams as team_service

        context, number, team, pairs = self.context, self.match.round, self.chosen_team(), self.chosen_pairs()
        done = context.run(
            lambda: team_service.set_lineup(context.db, context.tournament_id, number, team, pairs),
            Changes(rounds=frozenset({number})),
            parent=self,
        )
        if done is None:
            return False
        self.accept()
        return True
