"""A rule profile in words, in a printout's (or the command line's) language: its name, its time-out rule,
and a line per rule for the rules section of a printout or `profiles --show`."""

from __future__ import annotations

from decimal import Decimal

from burraco_tourney.domain.clock import FinalCircuitRule
from burraco_tourney.domain.profiles import RuleProfile
from burraco_tourney.domain.scoring import ClosingRule
from burraco_tourney.io.texts import Texts

__all__ = ["profile_rules", "profile_title", "timeout_rule_text"]


def profile_title(words: Texts, profile: RuleProfile) -> str:
    """The profile's name as a reader knows it: a bundled one in the language, a custom one as named."""
    match profile.key:
        case "fibur":
            return words.translate("RuleProfiles", "FIBur")
        case "classic":
            return words.translate("RuleProfiles", "Classic")
        case "international":
            return words.translate("RuleProfiles", "Burraco internazionale")
    if profile.name:
        return words.translate("RuleProfiles", "{name} (custom)").format(name=profile.name)
    return words.translate("RuleProfiles", "Custom rules")


def timeout_rule_text(words: Texts, stored: str) -> str:
    """What the room reads at time-out: a standard rule in the language, else the director's own words."""
    rule = FinalCircuitRule.of_text(stored)
    if rule is FinalCircuitRule.DISCARDER:
        return words.translate("FinalCircuit", "The last circuit starts with the player who must discard.")
    if rule is FinalCircuitRule.DRAWER_PARTNER:
        return words.translate(
            "FinalCircuit", "The last circuit starts with the partner of the player about to draw."
        )
    if rule is FinalCircuitRule.FIBUR:
        return words.translate(
            "FinalCircuit",
            "The last circuit starts with the partner of the player who must draw; if time-out is called "
            "before the player on turn has drawn, a full circuit is played.",
        )
    return stored


def _vp(value: Decimal, words: Texts) -> str:
    return words.number(value) if value != value.to_integral_value() else str(int(value))


def profile_rules(words: Texts, profile: RuleProfile) -> list[str]:
    """One sentence per rule of the profile, for a rules section."""
    scoring = profile.scoring
    lines = [
        words.translate(
            "RuleProfiles",
            "Clean burraco {clean}, dirty {dirty}, closing {closing}, pozzetto not taken {missing}.",
        ).format(
            clean=scoring.clean,
            dirty=scoring.dirty,
            closing=scoring.closing,
            missing=scoring.pozzetto_missing,
        ),
        words.translate("RuleProfiles", "Semi-clean burraco {value}.").format(value=scoring.semi_clean)
        if scoring.semi_clean is not None
        else words.translate("RuleProfiles", "No semi-clean burraco (it may be counted as dirty)."),
        words.translate("RuleProfiles", "A line may close only with a clean burraco.")
        if scoring.closing_requires is ClosingRule.CLEAN_BURRACO
        else words.translate("RuleProfiles", "A line may close with a clean or a dirty burraco."),
        words.translate("RuleProfiles", "At time-out: {text}").format(
            text=timeout_rule_text(words, profile.timeout_text)
        ),
        words.translate(
            "RuleProfiles", "Modified Danish: the last round may repeat a match of the round before."
        )
        if profile.danish_last_round_rematch_allowed
        else words.translate(
            "RuleProfiles",
            "Modified Danish: no round repeats a match of the round before, the last included.",
        ),
    ]
    bye = profile.bye
    if bye.mp is None:
        lines.append(
            words.translate(
                "RuleProfiles", "A bye scores {vp} VP and the smallest MP difference that earns them."
            ).format(vp=_vp(bye.vp, words))
        )
    else:
        lines.append(
            words.translate("RuleProfiles", "A bye scores {vp} VP and {mp} MP difference.").format(
                vp=_vp(bye.vp, words), mp=bye.mp
            )
        )
    return lines
