"""People's names as players look for them: folded for searching and sorting, and read surname first.

A player has one name field ("Carla D'Alessandro"). The surname is its last word, together with the
particles before it ("Marco De Luca" → "De Luca", "Jan van der Berg" → "van der Berg"), because that is how
an Italian list spells and sorts them: "De Luca" under D, as if written "Deluca". When a director typed the
surname in capitals, as federation lists do ("ROSSI Mario", "Mario DE LUCA"), the capitals are the surname,
wherever they stand.
"""

from __future__ import annotations

import unicodedata

__all__ = ["fold", "full_name", "name_sort_key", "split_name", "surname_first"]

# Letters that Unicode does not decompose into a base letter and an accent, spelled as a person
# looking for the name would type it (Łukasz among the L, Øyvind among the O).
_BASE_LETTERS = str.maketrans(
    {"ł": "l", "ø": "o", "đ": "d", "ħ": "h", "ı": "i", "ŀ": "l", "ß": "ss", "æ": "ae", "œ": "oe", "þ": "th"}
)

# Words that belong to the surname that follows them (Italian, Spanish, Portuguese, French, German, Dutch).
_PARTICLES = frozenset(
    {
        "d", "da", "dai", "dal", "dalla", "dalle", "das", "de", "degli", "dei", "del", "della", "delle",
        "dello", "der", "des", "di", "do", "dos", "du", "la", "le", "lo", "ten", "ter", "van", "von", "zu",
    }
)  # fmt: skip

_APOSTROPHES = "'’`´ʼ"


def fold(text: str) -> str:
    """Text as a search or a sort compares it: case, accents, apostrophes and other punctuation ignored,
    spaces kept single ("D'Alessandro" → "dalessandro", "Łukasz Müller" → "lukasz muller")."""
    # Compatibility forms first ("𝕊" is an "S"), then case, then the accents split off and dropped.
    lower = unicodedata.normalize("NFKD", text).casefold().translate(_BASE_LETTERS)
    decomposed = unicodedata.normalize("NFKD", lower)
    kept = "".join(
        ch if ch.isalnum() else " " if ch.isspace() else ""
        for ch in decomposed
        if not unicodedata.combining(ch)
    )
    # The table again: a letter that decomposes (e.g. "ǿ") can leave a base letter the table maps.
    return " ".join(kept.translate(_BASE_LETTERS).split())


def _capitals(word: str) -> bool:
    letters = [ch for ch in word if ch.isalpha()]
    return len(letters) > 1 and all(ch.isupper() for ch in letters)


def _particle(word: str) -> bool:
    return word[-1] in _APOSTROPHES or fold(word) in _PARTICLES


def split_name(name: str) -> tuple[str, str]:
    """(surname, given names) of a player's name; a one-word name is all surname."""
    words = name.split()
    if len(words) < 2:
        return name.strip(), ""
    capitals = [_capitals(word) for word in words]
    if any(capitals) and not all(capitals):
        count = capitals.index(False)
        if count and not any(capitals[count:]):  # "ROSSI Mario"
            return " ".join(words[:count]), " ".join(words[count:])
        count = capitals[::-1].index(False)
        if count and not any(capitals[:-count]):  # "Mario ROSSI"
            return " ".join(words[-count:]), " ".join(words[:-count])
    # Words without a letter after the surname ("Mario Rossi 2", told apart from another Mario Rossi)
    # stay after the given names.
    end = len(words)
    while end > 1 and not any(ch.isalpha() for ch in words[end - 1]):
        end -= 1
    start = end - 1
    while start > 1 and _particle(words[start - 1]):
        start -= 1
    return " ".join(words[start:end]), " ".join(words[:start] + words[end:])


def full_name(surname: str, given: str) -> str:
    """The one name field of a player whose surname and given names are written apart (the member
    register, a list of pairs with Cognome and Nome columns): given names, then surname ("Carla",
    "D'Alessandro" → "Carla D'Alessandro"), the order `split_name` reads back, so a list by surname puts
    the player under the surname ("Rossi Mario" would be read as Mr. Mario, under M)."""
    return f"{given} {surname}".strip() if given else surname


def surname_first(name: str) -> str:
    """ "Carla D'Alessandro" → "D'Alessandro Carla": how a list by name shows a player."""
    surname, given = split_name(name)
    return f"{surname} {given}" if given else surname


def name_sort_key(name: str) -> str:
    """Order of a list by surname, then given names: case, accents and punctuation ignored, and the
    particles read as one word with the surname ("De Luca" as "deluca")."""
    surname, given = split_name(name)
    # A space sorts before every letter, so "Rossi Mario" comes before "Rossiello Anna".
    return f"{fold(surname).replace(' ', '')} {fold(given)}"
