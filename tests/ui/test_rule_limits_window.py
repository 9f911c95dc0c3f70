"""The window reads the rules' limits (domain.rules.limits) and proposes the continuous scale for the
tournament's deals (issue 14)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from burraco_tourney.domain.rules import limits
from burraco_tourney.domain.tournament import Movement, Phase
from burraco_tourney.services.scales import bundled_scale
from burraco_tourney.ui.dialogs.scale_editor import ScaleEditorDialog
from burraco_tourney.ui.widgets.settings_editor import PhaseRow, PlaySection, default_settings


def test_the_spin_boxes_offer_what_the_rules_accept(qtbot: QtBot) -> None:
    play = PlaySection()
    qtbot.addWidget(play)

    assert (
        (play.deals.minimum(), play.deals.maximum())
        == (2, 4)
        == (
            limits.MIN_DEALS_PER_ROUND,
            limits.MAX_DEALS_PER_ROUND,
        )
    )
    assert (play.minutes.minimum(), play.minutes.maximum()) == (1, limits.MAX_MINUTES_PER_DEAL)
    for bonus in (play.clean, play.dirty, play.closing, play.semi_clean_value):
        assert (bonus.minimum(), bonus.maximum(), bonus.singleStep()) == (0, limits.BONUS_MAX, 5)
    assert (play.pozzetto.minimum(), play.pozzetto.maximum()) == (limits.POZZETTO_MIN, 0)
    # A bye's MP difference: the file refused a negative one the window offered.
    assert (play.bye_mp.minimum(), play.bye_mp.maximum()) == (0, limits.BYE_MP_MAX)
    phase = PhaseRow(Phase(Movement.MITCHELL, 3))
    qtbot.addWidget(phase)
    assert (phase.rounds.maximum(), phase.shift.maximum()) == (limits.MAX_PHASE_ROUNDS, limits.MAX_SHIFT)


def test_changing_the_deals_takes_the_continuous_scale_made_for_them(qtbot: QtBot) -> None:
    play = PlaySection()
    qtbot.addWidget(play)
    settings = default_settings("Serata")
    play.load(type(settings)(settings.name, bundled_scale("continuous"), deals_per_round=3))

    play.deals.setValue(4)
    assert (play.current_scale().name, play.current_scale().blitz) == ("continuous-4-deals", 2005)  # type: ignore[attr-defined]
    play.deals.setValue(3)
    assert (play.current_scale().name, play.current_scale().blitz) == ("continuous", 1505)  # type: ignore[attr-defined]


def test_the_scale_editor_proposes_the_blitz_margin_for_the_tournaments_deals(qtbot: QtBot) -> None:
    dialog = ScaleEditorDialog(bundled_scale("fibur-4-deals"), False, None, deals_per_round=4)
    qtbot.addWidget(dialog)
    dialog.show_scale(bundled_scale("fibur-4-deals"))

    dialog.kind.setCurrentIndex(dialog.kind.findData("continuous"))

    assert dialog.blitz.value() == 2005
    # Its texts and decimals within what the rules take (and the printed scale shows).
    assert (dialog.name.maxLength(), dialog.description.maxLength()) == (limits.SCALE_NAME, limits.SCALE_TEXT)
    assert dialog.decimals.maximum() == limits.SCALE_DECIMALS_MAX


def test_the_reason_of_an_adjustment_takes_what_the_rules_accept(qtbot: QtBot) -> None:
    from decimal import Decimal

    from burraco_tourney.domain.tournament import Pair, Player
    from burraco_tourney.ui.dialogs.standings import AdjustmentDialog

    dialog = AdjustmentDialog(
        [Pair(1, (Player("Anna"), Player("Bruno")))], 2, lambda _: True, vp_total=Decimal(20)
    )
    qtbot.addWidget(dialog)

    assert dialog.reason.maxLength() == limits.REASON
