"""The bundled VP scales are named and described in the printout's language; a scale of one's own, or a
bundled one edited, keeps its own words."""

from __future__ import annotations

import pytest

from burraco_tourney.domain.vp import scale_from_json
from burraco_tourney.io.scale_texts import scale_description, scale_title
from burraco_tourney.io.texts import texts_for
from burraco_tourney.services.scales import bundled_scale, bundled_scales


@pytest.mark.parametrize(
    ("language", "title", "words"),
    [
        ("it", "FIBUR, 3 smazzate", "Tabella FIBUR per turni di 3 smazzate"),
        ("de", "FIBUR, 3 Spiele", "FIBUR-Tabelle für Runden zu 3 Spielen"),
        ("en", "FIBUR, 3 deals", "FIBUR table for rounds of 3 deals"),
    ],
)
def test_the_fibur_scale_in_each_language(language: str, title: str, words: str) -> None:
    scale = bundled_scale("fibur-3-deals")
    assert scale_title(texts_for(language), scale) == title
    assert words in (scale_description(texts_for(language), scale) or "")


def test_every_bundled_scale_has_italian_and_german_words() -> None:
    for scale in bundled_scales():
        for language in ("it", "de"):
            assert scale_title(texts_for(language), scale) != scale.name
            assert scale_description(texts_for(language), scale) != scale.description


def test_an_edited_copy_keeps_its_own_name_and_description() -> None:
    edited = scale_from_json(
        {**bundled_scale("fibur-3-deals").to_json(), "description": "La scala del circolo Müller"}
    )
    assert scale_title(texts_for("it"), edited) == "fibur-3-deals"
    assert scale_description(texts_for("it"), edited) == "La scala del circolo Müller"
