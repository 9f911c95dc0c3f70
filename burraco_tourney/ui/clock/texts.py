"""Words of the round clock shared by the room display, the controls and the status bar."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from burraco_tourney.domain.clock import FinalCircuitRule


def final_circuit_rule_text(rule: FinalCircuitRule) -> str:
    """The instruction of a standard final-circuit rule, in the window's language."""
    if rule is FinalCircuitRule.DISCARDER:
        return QCoreApplication.translate(
            "FinalCircuit", "The last circuit starts with the player who must discard."
        )
    if rule is FinalCircuitRule.FIBUR:
        return QCoreApplication.translate(
            "FinalCircuit",
            "The last circuit starts with the partner of the player who must draw; if time-out is called "
            "before the player on turn has drawn, a full circuit is played.",
        )
    return QCoreApplication.translate(
        "FinalCircuit", "The last circuit starts with the partner of the player about to draw."
    )


def final_circuit_text(text: str) -> str:
    """What the room reads at time-out: a standard rule in the window's language, else the director's
    own words as they were typed."""
    rule = FinalCircuitRule.of_text(text)
    return text if rule is None else final_circuit_rule_text(rule)
