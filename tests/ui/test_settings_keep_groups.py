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


def test_a_phase_in_groups_is_chosen_in_the_settings_editor(qtbot: QtBot) -> None:
    """The director says in the window: 3 Danish rounds in groups of 7, 9, 9 tables (issue 18)."""
    plan = (Phase(Movement.MITCHELL, 6), Phase(Movement.DANISH, 2), Phase(Movement.DANISH, 3))
    editor = SettingsEditor(replace(settings(), plan=plan))
    row = editor.ranking.phases[2]
    assert row.grouping.currentData() is None and not row.group_values.isVisibleTo(row)
    assert not editor.ranking.phases[0].grouping.isVisibleTo(editor.ranking.phases[0])  # a Mitchell
    row.grouping.setCurrentIndex(row.grouping.findData("sizes"))
    row.group_values.setText("7, 9, 9")
    assert editor.settings().plan[2].groups == GroupsRule.sizes(7, 9, 9)
    row.grouping.setCurrentIndex(row.grouping.findData("count"))
    row.group_values.setText("3")
    assert editor.settings().plan[2].groups == GroupsRule.count(3)
    # Back to the whole field: no groups.
    row.grouping.setCurrentIndex(0)
    assert editor.settings().plan[2].groups is None


def test_a_phase_in_groups_is_shown_as_it_is(qtbot: QtBot) -> None:
    plan = (Phase(Movement.MITCHELL, 6), Phase(Movement.DANISH, 3, groups=GroupsRule.proportions(30, 70)))
    editor = SettingsEditor(replace(settings(), plan=plan))
    row = editor.ranking.phases[1]
    assert row.grouping.currentData() == "proportions"
    assert row.group_values.text() == "30, 70"
