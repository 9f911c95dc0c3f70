"""Words of the problems raised by the services area: code -> {"en", "it", "de"} templates (see __init__)."""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    # A refusal still built from an English sentence (services.errors.UNWORDED): shown as it is.
    "service.unworded": {"en": "{text}", "it": "{text}", "de": "{text}"},
}
