"""The VP scales shipped with the program, and finding a scale by bundled name or file path."""

from __future__ import annotations

from pathlib import Path

from burraco_tourney.domain.problems import Problem
from burraco_tourney.domain.vp import ScaleError, VPScale, load_scale_file
from burraco_tourney.paths import resource

# The bundled scale that suits each number of deals per round (DOMAIN.md §4): a new tournament's, in the
# window and on the command line.
SCALE_FOR_DEALS = {2: "two-deals-unofficial", 3: "fibur-3-deals", 4: "fibur-4-deals"}


def bundled_scales() -> list[VPScale]:
    """Every scale in `resources/vp_scales/`, sorted by name."""
    folder = resource("vp_scales")
    scales = [load_scale_file(file) for file in sorted(folder.glob("*.json"))]
    return sorted(scales, key=lambda scale: scale.name)


def bundled_scale_names() -> list[str]:
    """The names accepted by `bundled_scale`, sorted (what `vp --list` shows)."""
    return [scale.name for scale in bundled_scales()]


def bundled_scale(name: str) -> VPScale:
    """The bundled scale called `name`; an unknown name is a ScaleError that lists the known ones."""
    scales = bundled_scales()
    for scale in scales:
        if scale.name == name:
            return scale
    raise _unknown_name(name, [scale.name for scale in scales])


def resolve_scale(name_or_file: str) -> VPScale:
    """A bundled scale by name, or else the JSON scale file at that path (as `vp --scale` takes it)."""
    scales = bundled_scales()
    for scale in scales:
        if scale.name == name_or_file:
            return scale
    # A bundled name wins over a file of the same name in the current folder: the same command line
    # must mean the same scale wherever it runs.
    if _looks_like_path(name_or_file):
        return load_scale_file(name_or_file)
    raise _unknown_name(name_or_file, [scale.name for scale in scales])


def _looks_like_path(text: str) -> bool:
    path = Path(text)
    return path.exists() or path.suffix.lower() == ".json" or len(path.parts) > 1


def _unknown_name(name: str, known: list[str]) -> ScaleError:
    return ScaleError(Problem.of("scale.unknown_name", name=repr(name), known=tuple(known)))
