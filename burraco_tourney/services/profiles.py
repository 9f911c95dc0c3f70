"""Rule profiles for a tournament: the bundled ones, profile files, and choosing a tournament's profile."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

from burraco_tourney.domain.files import InputFileRefused, read_input_file
from burraco_tourney.domain.problems import Problem, Refusal
from burraco_tourney.domain.profiles import (
    BUNDLED_PROFILES,
    RuleProfile,
    profile_by_key,
    profile_from_json,
    profile_to_json,
)
from burraco_tourney.persistence.db import Database
from burraco_tourney.services.errors import RuleError
from burraco_tourney.services.tournaments import SettingsChange, change_settings, load_tournament

__all__ = [
    "choose_profile",
    "list_profiles",
    "load_profile_file",
    "profile_by_key",
    "resolve_profile",
    "save_profile_file",
]


def list_profiles() -> list[RuleProfile]:
    """The bundled profiles, FIBur first (the federation most users play under), then Classic and
    Burraco internazionale."""
    return list(BUNDLED_PROFILES.values())


def load_profile_file(path: str | os.PathLike[str]) -> RuleProfile:
    """A profile from a JSON profile file; a missing or unreadable file, bad JSON or a wrong field is a
    Refusal (`profile.file_*`, or the field's `profile.*` problems placed in the file)."""
    file = Path(path)
    try:
        text = read_input_file(file).decode("utf-8")
    except InputFileRefused:
        raise
    except FileNotFoundError:
        raise Refusal(Problem.of("profile.file_missing", file=str(file))) from None
    except UnicodeDecodeError:
        raise Refusal(Problem.of("profile.file_not_text", file=str(file))) from None
    except OSError as error:
        raise Refusal(
            Problem.of("profile.file_unreadable", file=str(file), reason=error.strerror or str(error))
        ) from None
    try:
        data = json.loads(text, parse_float=Decimal)
    except json.JSONDecodeError as error:
        raise Refusal(
            Problem.of("profile.file_not_json", file=str(file), line=error.lineno, column=error.colno)
        ) from None
    return profile_from_json(data)


def save_profile_file(profile: RuleProfile, path: str | os.PathLike[str]) -> None:
    """Write the profile as a JSON profile file (what `load_profile_file` reads)."""
    file = Path(path)
    try:
        file.write_text(json.dumps(profile_to_json(profile), ensure_ascii=False, indent=2) + "\n", "utf-8")
    except OSError as error:
        raise Refusal(
            Problem.of("profile.file_unwritable", file=str(file), reason=error.strerror or str(error))
        ) from None


def resolve_profile(key_or_file: str) -> RuleProfile:
    """A bundled profile by key, or else the profile file at that path (as the command line takes it)."""
    if key_or_file.strip().lower() in BUNDLED_PROFILES:
        return profile_by_key(key_or_file)
    path = Path(key_or_file)
    if path.exists() or path.suffix.lower() == ".json" or len(path.parts) > 1:
        return load_profile_file(path)
    return profile_by_key(key_or_file)  # refused: names the known keys


def choose_profile(
    db: Database,
    tournament_id: int,
    profile: RuleProfile,
    *,
    rescore: bool = False,
    reason: str = "",
    who: str | None = None,
) -> SettingsChange:
    """Play the tournament by `profile` (its copy is stored): its bonus values, bye score, closing rule,
    time-out text and Danish last-round rule. Refused as any settings change is when the entered results
    would break it (semi-clean burracos entered, a line closed without the clean burraco the profile asks
    for); results whose worth it changes need `rescore=True` and a reason."""
    settings = load_tournament(db, tournament_id).settings
    try:
        return change_settings(
            db, tournament_id, replace(settings, profile=profile), rescore=rescore, reason=reason, who=who
        )
    except RuleError as refusal:
        # Said as the profile's refusal first, then why (the same reasons as any settings change).
        raise RuleError([Problem.of("profile.not_chosen"), *refusal.problems]) from refusal
