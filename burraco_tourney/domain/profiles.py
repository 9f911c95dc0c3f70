"""Rule profiles: the rule sets clubs play by, as data (issue 14, DOMAIN.md §2, §5, §6).

A profile holds what differs between rule sets: the bonus values (with semi-clean allowed or not), what a
line may close with, the words the room reads at time-out, whether the modified-Danish last round may repeat
the previous round's match, and what a bye scores. A tournament keeps a copy of its profile (like its VP
scale), so a later change of a bundled profile never changes a finished event. Three are bundled:

- FIBur: semi-clean burraco 150 (the Codice di Gara as quoted by Italian sources, and seed 000); at time-out
  the last circuit starts from the partner of the player who must draw, a full circuit when time-out is
  called before the player on turn has drawn (Codice, Art. 15); the last
  Danish round may repeat the previous round's match ("con eccezione fatta per l'ultimo turno").
- Classic: the rules of seed 001, no semi-clean; what the program did before profiles existed.
- Burraco internazionale: a line may close only with a clean burraco; no semi-clean. The last-round
  exemption is on as in FIBur: it comes from the Codice Internazionale (art. 2 as summarised by eburraco).

Anything else is a "custom" profile: made from a JSON file (`profile_from_json`) or edited in the window. A
bundled profile whose values were changed is a custom one too, so a printout never says "FIBur" over rules
FIBur does not play.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation
from types import MappingProxyType
from typing import Any

from burraco_tourney.domain.clock import FINAL_CIRCUIT_TEXTS, FinalCircuitRule, current_final_circuit_text
from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.domain.scoring import ClosingRule, Deal, DealEnd, DealLine, Line, ScoringRules

__all__ = [
    "BUNDLED_PROFILES",
    "CLASSIC",
    "CUSTOM",
    "FIBUR",
    "INTERNATIONAL",
    "ByeScore",
    "ClosingRule",
    "RuleProfile",
    "count_semi_clean_as_dirty",
    "normalised",
    "profile_by_key",
    "profile_from_json",
    "profile_to_json",
    "semi_clean_as_dirty",
    "semi_clean_offers",
]

FIBUR = "fibur"
CLASSIC = "classic"
INTERNATIONAL = "international"
CUSTOM = "custom"
PROFILE_KEYS: tuple[str, ...] = (FIBUR, CLASSIC, INTERNATIONAL, CUSTOM)

NAME_LENGTH = 200  # as a tournament's name
TIMEOUT_TEXT_LENGTH = 500  # a few sentences read to the room
BONUS_LIMIT = 1000  # any bonus beyond ±1000 would be worth more than a whole deal's cards: a typing error


@dataclass(frozen=True, slots=True)
class ByeScore:
    """What a bye earns. `mp=None`: the smallest MP difference that earns `vp` in the tournament's scale.
    (Here rather than in tournament.py, which re-exports it: a profile holds one.)"""

    vp: Decimal = Decimal(14)
    mp: int | None = None


@dataclass(frozen=True, slots=True)
class RuleProfile:
    """One rule set. `timeout_text` is what the room reads at time-out: the English text of a standard
    rule (FINAL_CIRCUIT_TEXTS, shown translated) or the director's own words, shown as typed. `name` is
    the director's for a custom profile; a bundled profile's name is worded by its key where it is shown."""

    key: str
    name: str
    scoring: ScoringRules
    bye: ByeScore
    timeout_text: str = FINAL_CIRCUIT_TEXTS[FinalCircuitRule.DISCARDER]
    danish_last_round_rematch_allowed: bool = False

    def __post_init__(self) -> None:
        # A standard rule's former words (a tournament or file from before they changed) read as its present
        # ones, so an old FIBur tournament is still FIBur and reads the Codice's words.
        object.__setattr__(self, "timeout_text", current_final_circuit_text(self.timeout_text))

    @property
    def closing_requires(self) -> ClosingRule:
        return self.scoring.closing_requires

    @property
    def semi_clean_allowed(self) -> bool:
        return self.scoring.semi_clean is not None

    @property
    def bundled(self) -> bool:
        return self.key != CUSTOM

    def with_values(self, *, scoring: ScoringRules | None = None, bye: ByeScore | None = None) -> RuleProfile:
        """This profile with other bonus values or bye score: a custom one as soon as anything differs."""
        changed = replace(self, scoring=scoring or self.scoring, bye=bye or self.bye)
        if changed == self:
            return self
        return normalised(changed)

    def customised(self, **changes: Any) -> RuleProfile:
        """This profile with `changes` (any of its fields but the key): custom unless nothing changed."""
        changed = replace(self, **changes)
        return self if changed == self else normalised(changed)


def normalised(profile: RuleProfile) -> RuleProfile:
    """The profile as the program keeps it: a bundled one when it has that one's rules (and no other name),
    a custom one when it claims a bundled key but changed its rules."""
    # A bundled profile's rules after all (e.g. edited back), under no name of the director's: that one.
    for bundled in BUNDLED_PROFILES.values():
        same = replace(profile, key=bundled.key, name=bundled.name) == bundled
        if same and profile.name in ("", bundled.name):
            return bundled
    if not profile.bundled:
        return profile
    # A bundled profile's own name would claim its rules; a name the director gave stays.
    name = "" if profile.name == BUNDLED_PROFILES[profile.key].name else profile.name
    return replace(profile, key=CUSTOM, name=name)


def _bundled() -> Mapping[str, RuleProfile]:
    bye = ByeScore()
    discarder = FINAL_CIRCUIT_TEXTS[FinalCircuitRule.DISCARDER]
    return MappingProxyType(
        {
            FIBUR: RuleProfile(
                FIBUR,
                "FIBur",
                ScoringRules(semi_clean=150),
                bye,
                FINAL_CIRCUIT_TEXTS[FinalCircuitRule.FIBUR],
                danish_last_round_rematch_allowed=True,
            ),
            CLASSIC: RuleProfile(CLASSIC, "Classic", ScoringRules(), bye, discarder),
            INTERNATIONAL: RuleProfile(
                INTERNATIONAL,
                "Burraco internazionale",
                ScoringRules(closing_requires=ClosingRule.CLEAN_BURRACO),
                bye,
                discarder,
                danish_last_round_rematch_allowed=True,
            ),
        }
    )


BUNDLED_PROFILES: Mapping[str, RuleProfile] = _bundled()


def profile_by_key(key: str) -> RuleProfile:
    """The bundled profile `key` (fibur, classic, international); refused with `profile.unknown` else."""
    try:
        return BUNDLED_PROFILES[key.strip().lower()]
    except KeyError:
        raise Refusal(Problem.of("profile.unknown", key=key, known=", ".join(BUNDLED_PROFILES))) from None


def profile_for_values(scoring: ScoringRules, bye: ByeScore) -> RuleProfile:
    """The profile of settings known only by their bonus values (a file or a database from before
    profiles): Classic when they are its values, else a custom profile that otherwise plays as before."""
    return BUNDLED_PROFILES[CLASSIC].with_values(scoring=scoring, bye=bye)


# ------------------------------------------------------------------------------------------------ the sheet


def semi_clean_offers(deals: tuple[Deal, ...] | list[Deal], rules: ScoringRules) -> list[Problem]:
    """Where the sheet may offer to count semi-clean burracos as dirty: one warning
    `profile.semi_clean_as_dirty` per line with semi-cleans when the rules have none (path
    `("deals", i, "ns", "semi_clean")`, params `count`). check_deal blocks such a deal; the sheet shows this
    offer beside the refusal and applies `count_semi_clean_as_dirty` when the director accepts."""
    if rules.semi_clean is not None:
        return []
    offers = []
    for index, deal in enumerate(deals):
        for line in Line:
            side = deal.ns if line is Line.NS else deal.ew
            if side.semi_clean > 0:
                offers.append(
                    Problem.warning(
                        "profile.semi_clean_as_dirty",
                        path=("deals", index, line.value, "semi_clean"),
                        count=side.semi_clean,
                    )
                )
    return offers


def count_semi_clean_as_dirty(deal: Deal) -> Deal:
    """The deal with each line's semi-clean burracos counted as dirty ones (rules without semi-clean)."""

    def moved(side: DealLine) -> DealLine:
        if side.semi_clean <= 0:
            return side
        return replace(side, dirty=side.dirty + side.semi_clean, semi_clean=0)

    if deal.end is DealEnd.NOT_PLAYED:
        return deal
    return replace(deal, ns=moved(deal.ns), ew=moved(deal.ew))


def semi_clean_as_dirty(deals: Sequence[Deal], rules: ScoringRules) -> tuple[tuple[Deal, ...], list[Problem]]:
    """A table's deals as a file brings them to rules without semi-clean burracos, counted as Italian sources
    count them there: each semi-clean burraco a dirty one (DOMAIN.md §2; docs/rules.md). The deals so
    counted, and a warning `profile.semi_clean_counted_as_dirty` for each line changed (path `("deals", i,
    "ns", "semi_clean")`, params `count`). Rules with semi-clean: the deals as they are and no warning. A
    deal not played, or a line with a negative dirty count, keeps what it holds (its checks refuse it)."""
    if rules.semi_clean is not None:
        return tuple(deals), []
    counted: list[Deal] = []
    notes: list[Problem] = []
    for index, deal in enumerate(deals):
        sides = {Line.NS: deal.ns, Line.EW: deal.ew}
        if deal.end is not DealEnd.NOT_PLAYED:
            for line, side in sides.items():
                if side.semi_clean > 0 and side.dirty >= 0:
                    sides[line] = replace(side, dirty=side.dirty + side.semi_clean, semi_clean=0)
                    notes.append(
                        Problem.warning(
                            "profile.semi_clean_counted_as_dirty",
                            path=("deals", index, line.value, "semi_clean"),
                            count=side.semi_clean,
                        )
                    )
        counted.append(replace(deal, ns=sides[Line.NS], ew=sides[Line.EW]))
    return tuple(counted), notes


# ------------------------------------------------------------------------------------------------ JSON

_SCORING_FIELDS = ("clean", "dirty", "semi_clean", "closing", "pozzetto_missing")
_PROFILE_FIELDS = (
    "key",
    "name",
    "scoring",
    "closing_requires",
    "timeout_text",
    "danish_last_round_rematch",
    "bye",
)


def profile_to_json(profile: RuleProfile) -> dict[str, Any]:
    """The profile as a JSON object (a profile file; `profile_from_json` reads it back)."""
    scoring = profile.scoring
    bye_vp = profile.bye.vp
    return {
        "key": profile.key,
        "name": profile.name,
        "scoring": {name: getattr(scoring, name) for name in _SCORING_FIELDS},
        "closing_requires": scoring.closing_requires.value,
        "timeout_text": profile.timeout_text,
        "danish_last_round_rematch": profile.danish_last_round_rematch_allowed,
        "bye": {
            "vp": int(bye_vp) if bye_vp == bye_vp.to_integral_value() else str(bye_vp),
            "mp": profile.bye.mp,
        },
    }


def profile_from_json(data: object) -> RuleProfile:
    """A profile from a JSON object (a profile file); every field is optional but `name`, and the missing
    ones are Classic's. A key of a bundled profile with its values gives that profile; any other values
    make a custom profile. Refused with every `profile.*` problem found (path = the JSON field)."""
    problems: list[Problem] = []
    if not isinstance(data, dict):
        raise Refusal(Problem.of("profile.not_an_object"))
    for name in data:
        if name not in _PROFILE_FIELDS:
            problems.append(Problem.of("profile.field_unknown", path=(str(name),), field=str(name)))
    base = BUNDLED_PROFILES[CLASSIC]
    key = data.get("key", CUSTOM)
    if key not in PROFILE_KEYS:
        problems.append(
            Problem.of("profile.unknown", path=("key",), key=str(key), known=", ".join(PROFILE_KEYS))
        )
    elif key != CUSTOM:
        base = BUNDLED_PROFILES[key]
    name = data.get("name", base.name if key != CUSTOM else None)
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > NAME_LENGTH:
        problems.append(Problem.of("profile.name_invalid", path=("name",), most=NAME_LENGTH))
        name = ""
    scoring = _read_scoring(data.get("scoring", {}), base.scoring, problems)
    closing = data.get("closing_requires", base.closing_requires.value)
    try:
        closing_rule = ClosingRule(closing)
    except ValueError:
        problems.append(
            Problem.of(
                "profile.closing_unknown",
                path=("closing_requires",),
                value=str(closing),
                known=", ".join(rule.value for rule in ClosingRule),
            )
        )
        closing_rule = base.closing_requires
    text = data.get("timeout_text", base.timeout_text)
    if not isinstance(text, str) or not text.strip() or len(text.strip()) > TIMEOUT_TEXT_LENGTH:
        problems.append(
            Problem.of("profile.timeout_text_invalid", path=("timeout_text",), most=TIMEOUT_TEXT_LENGTH)
        )
        text = base.timeout_text
    danish = data.get("danish_last_round_rematch", base.danish_last_round_rematch_allowed)
    if not isinstance(danish, bool):
        problems.append(Problem.of("profile.flag_not_boolean", path=("danish_last_round_rematch",)))
        danish = base.danish_last_round_rematch_allowed
    bye = _read_bye(data.get("bye", {}), base.bye, problems)
    if problems:
        raise Refusal(problems)
    read = RuleProfile(
        str(key),
        name.strip(),
        replace(scoring, closing_requires=closing_rule),
        bye,
        text.strip(),
        danish,
    )
    if read.bundled:
        # A bundled key keeps its own name and values; anything changed makes the profile custom.
        return BUNDLED_PROFILES[read.key].customised(
            scoring=read.scoring,
            bye=read.bye,
            timeout_text=read.timeout_text,
            danish_last_round_rematch_allowed=read.danish_last_round_rematch_allowed,
        )
    return read


def _read_scoring(value: object, base: ScoringRules, problems: list[Problem]) -> ScoringRules:
    if not isinstance(value, dict):
        problems.append(Problem.of("profile.not_an_object", path=("scoring",)))
        return base
    values: dict[str, int | None] = {}
    for name in value:
        if name not in _SCORING_FIELDS:
            problems.append(Problem.of("profile.field_unknown", path=("scoring", str(name)), field=str(name)))
    for name in _SCORING_FIELDS:
        if name not in value:
            continue
        given = value[name]
        if name == "semi_clean" and given is None:
            values[name] = None
            continue
        low, high = (-BONUS_LIMIT, 0) if name == "pozzetto_missing" else (0, BONUS_LIMIT)
        path = ("scoring", name)
        if not isinstance(given, int) or isinstance(given, bool):
            problems.append(Problem.of("profile.value_not_integer", path=path, value=str(given)))
        elif given % 5:
            problems.append(Problem.of("profile.value_not_multiple_of_5", path=path, value=given))
        elif not low <= given <= high:
            problems.append(
                Problem.of("profile.value_out_of_range", path=path, value=given, least=low, most=high)
            )
        else:
            values[name] = given
    return replace(base, **values)  # type: ignore[arg-type]


def _read_bye(value: object, base: ByeScore, problems: list[Problem]) -> ByeScore:
    if not isinstance(value, dict) or set(value) - {"vp", "mp"}:
        problems.append(Problem.of("profile.bye_invalid", path=("bye",)))
        return base
    vp = base.vp
    if "vp" in value:
        given = value["vp"]
        try:
            if isinstance(given, bool) or not isinstance(given, int | str | Decimal | float):
                raise InvalidOperation
            vp = Decimal(str(given))
            if not vp.is_finite() or vp < 0:
                raise InvalidOperation
        except InvalidOperation:
            problems.append(Problem.of("profile.bye_invalid", path=("bye", "vp")))
            vp = base.vp
    mp = value.get("mp", base.mp)
    if mp is not None and (not isinstance(mp, int) or isinstance(mp, bool) or mp % 5):
        problems.append(Problem.of("profile.bye_invalid", path=("bye", "mp")))
        mp = base.mp
    return replace(base, vp=vp, mp=mp)
