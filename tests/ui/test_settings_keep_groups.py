"""Saving the settings in the window keeps a plan phase played in groups (the plan editor does not edit
the groups' rule, and must not drop it)."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from burraco_tourney.domain.groups import GroupsRule
from burraco_tourney.domain.tournament import Movement, Phase
from burraco_tourney.ui.widgets.settings_editor import SettingsEditor
from tests.ui.conftest import settings


def test_a_phase_in_groups_keeps_its_rule_through_the_settings_editor(qtbot: QtBot) -> None:
    plan = (
        Phase(Movement.MITCHELL, 6),
        Phase(Movement.DANISH, 2),
        Phase(Movement.DANISH, 3, groups=GroupsRule.sizes(7, 9, 9)),
    )
    editor = SettingsEditor(replace(settings(), plan=plan))
    editor.details.venue.setText("Sala Grande")
    assert editor.settings().plan == plan
    # A phase turned into a Mitchell loses the groups: a Mitchell is never played in groups.
    editor.ranking.phases[2].movement.setCurrentIndex(
        editor.ranking.phases[2].movement.findData(Movement.MITCHELL)
    )
    assert editor.settings().plan[2].groups is None
