"""The bundled VP scales' names and descriptions in the printout's language (context "VpScales").

A tournament keeps a frozen copy of its scale, whose `name` is the bundled file's id ("fibur-3-deals") and
whose description is English. A copy identical to a bundled scale is named on paper in the print language;
any other scale (the club's own, or a bundled one edited) is printed with its own name and description.
"""

from __future__ import annotations

import functools

from burraco_tourney.domain.vp import VPScale, load_scale_file
from burraco_tourney.io.texts import Texts
from burraco_tourney.paths import resource

__all__ = ["scale_description", "scale_title"]


@functools.cache
def _bundled() -> dict[str, str]:
    """Each bundled scale's name → its JSON text, to tell an untouched copy from an edited one."""
    scales = (load_scale_file(file) for file in sorted(resource("vp_scales").glob("*.json")))
    return {scale.name: _compared(scale) for scale in scales}


def _compared(scale: VPScale) -> str:
    # A copy stored before the continuous scales stayed concave (issue 30) is still the bundled scale by
    # its name and words: only its rounding is the former one.
    data = scale.to_json()
    data.pop("concave", None)
    return repr(data)


def _is_bundled(scale: VPScale) -> bool:
    return _bundled().get(scale.name) == _compared(scale)


def scale_title(words: Texts, scale: VPScale) -> str:
    """The scale's name as a reader knows it: "FIBUR 3 smazzate" for the bundled "fibur-3-deals"."""
    if _is_bundled(scale):
        match scale.name:
            case "fibur-3-deals":
                return words.translate("VpScales", "FIBUR, 3 deals")
            case "fibur-4-deals":
                return words.translate("VpScales", "FIBUR, 4 deals")
            case "two-deals-unofficial":
                return words.translate("VpScales", "2 deals (not official)")
            case "continuous":
                return words.translate("VpScales", "Continuous, 3 deals")
            case "continuous-4-deals":
                return words.translate("VpScales", "Continuous, 4 deals")
    return scale.name


def scale_description(words: Texts, scale: VPScale) -> str | None:
    """The scale's description in the printout's language (a scale of one's own keeps its own)."""
    if _is_bundled(scale):
        match scale.name:
            case "fibur-3-deals":
                return words.translate(
                    "VpScales",
                    "FIBUR table for rounds of 3 deals: MP difference at the table to VP, 20 VP per table.",
                )
            case "fibur-4-deals":
                return words.translate(
                    "VpScales",
                    "FIBUR table for rounds of 4 deals: MP difference at the table to VP, 20 VP per table.",
                )
            case "two-deals-unofficial":
                return words.translate(
                    "VpScales",
                    "NOT OFFICIAL. A table for rounds of 2 deals with the same 11 rows as the FIBUR tables; "
                    "each bound is two thirds of the 3-deal bound, rounded to the nearest multiple of 5.",
                )
            case "continuous":
                return words.translate(
                    "VpScales",
                    "Continuous scale (as the WBF scale of bridge): VP grow smoothly with the MP difference "
                    "up to the blitz margin of 1505, where the 3-deal FIBUR table reaches 20 VP. "
                    "An option, not a default.",
                )
            case "continuous-4-deals":
                return words.translate(
                    "VpScales",
                    "Continuous scale (as the WBF scale of bridge) for 4 deals: VP grow smoothly with the MP "
                    "difference up to the blitz margin of 2005, where the 4-deal FIBUR table reaches 20 VP. "
                    "An option, not a default.",
                )
    return scale.description
