"""Words of the problems raised by the services area: code -> {"en", "it", "de"} templates (see __init__)."""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {}
