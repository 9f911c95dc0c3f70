"""The member register: the people who play at a club's tournaments, lasting across tournaments.

A `Member` is one person as the federation's (or the club's) list knows them: member number (tessera),
surname, given names, association (club), region, province, card type, valid until, category (e.g. ladies,
for prizes) and notes. A non-member (no member number) may be in the register too: the club's regular guest.

Players of a tournament refer to a member by the register's own id (`Player.register_id`), not by the
member number: a non-member has no number, and a number typed wrong and corrected later must not cut the
link. The tournament keeps its players' names and numbers as they were played (`Player.name`, ...); the
register is the person as known today.

Matching ignores case, accents and apostrophes (`domain.names.fold`): "D'Alessandro" is found by typing
"dalessandro", "Müller" by "muller".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum

from burraco_tourney.domain.names import fold, full_name

__all__ = [
    "CARD_LEVELS",
    "CardType",
    "Duplicate",
    "EventLevel",
    "Member",
    "card_type_of",
    "duplicates_of",
    "find_members",
    "juniores_without_adult",
    "member_key",
    "probable_duplicates",
]


class EventLevel(StrEnum):
    """The tournament's class, as FIBur names them (the card types allowed depend on it)."""

    CLUB = "club"
    FEDERAL = "federal"
    REGIONAL = "regional"
    NATIONAL = "national"


class CardType(StrEnum):
    """The FIBur membership card types (tipo di tessera) the program knows."""

    ORDINARIA = "ordinaria"
    JUNIORES = "juniores"
    RIDOTTA = "ridotta"


# Which events each card type allows. From /work/shared/FEDERATION.md (Italian secondary sources, to be
# checked against the current FIBur rules): "Ordinaria" and "Juniores" cards allow regional and national
# events, "Ridotta" does not; every card allows club and federal events.
CARD_LEVELS: dict[CardType, frozenset[EventLevel]] = {
    CardType.ORDINARIA: frozenset(EventLevel),
    CardType.JUNIORES: frozenset(EventLevel),
    CardType.RIDOTTA: frozenset({EventLevel.CLUB, EventLevel.FEDERAL}),
}


def juniores_without_adult(cards: Sequence[CardType | None]) -> bool:
    """True when every player of a pair holds a Juniores card: FIBur admits a Juniores card (16 to 18 years
    old) at every level of event only in a pair with an adult (Regolamento FIBur, January 2025, as
    eburraco.com summarises it: "solo in coppia con un adulto maggiorenne"). A partner whose card type is not
    known is not taken for a minor."""
    return len(cards) > 1 and all(card is CardType.JUNIORES for card in cards)


# The names a member list may give a card type (folded), in Italian, English and German.
_CARD_NAMES: dict[str, CardType] = {
    **{name: CardType.ORDINARIA for name in ("ordinaria", "ordinario", "ord", "o", "ordinary", "standard")},
    **{name: CardType.JUNIORES for name in ("juniores", "junior", "juniors", "jun", "j", "giovani")},
    **{name: CardType.RIDOTTA for name in ("ridotta", "ridotto", "rid", "r", "reduced", "ermassigt")},
}


def card_type_of(text: str) -> CardType | None:
    """The card type a list's cell names ("Ordinaria", "JUNIORES", "ridotta"), or None if unknown."""
    return _CARD_NAMES.get(fold(text).replace(" ", ""))


@dataclass(frozen=True, slots=True)
class Member:
    """One person in the register. `name` is the given names ("Carla"), `surname` the family name
    ("D'Alessandro"), both as typed; `club` the association. `id` is the register's own id (None before it
    is stored); it takes no part in comparing two members' data. `version` is the register's version of the
    record as read (None before it is stored): an edit saved on it is refused if the record changed since.
    It takes no part in comparing members."""

    member_id: str | None
    surname: str
    name: str = ""
    club: str | None = None
    region: str | None = None
    province: str | None = None
    card_type: CardType | None = None
    valid_until: date | None = None
    category: str | None = None
    notes: str = ""
    id: int | None = None
    version: int | None = field(default=None, compare=False)

    @property
    def full_name(self) -> str:
        """The name as a tournament's player carries it: given names, then surname ("Carla D'Alessandro")."""
        return full_name(self.surname, self.name)

    def same_data(self, other: Member) -> bool:
        return all(getattr(self, field) == getattr(other, field) for field in DATA_FIELDS)

    def changed_fields(self, other: Member) -> tuple[str, ...]:
        """The data fields whose values differ from `other`'s."""
        return tuple(field for field in DATA_FIELDS if getattr(self, field) != getattr(other, field))

    def expired_on(self, day: date) -> bool:
        """True when the card's validity ended before `day` (a card valid until 31/12 counts that day)."""
        return self.valid_until is not None and self.valid_until < day

    def allows(self, level: EventLevel) -> bool:
        """Whether the card type allows an event of `level` (no card type known: only club events)."""
        if self.card_type is None:
            return level is EventLevel.CLUB
        return level in CARD_LEVELS[self.card_type]


DATA_FIELDS: tuple[str, ...] = (
    "member_id",
    "surname",
    "name",
    "club",
    "region",
    "province",
    "card_type",
    "valid_until",
    "category",
    "notes",
)


def member_key(full_name: str, club: str | None) -> tuple[str, str]:
    """What makes two records probably the same person: the folded name (word order ignored: "Rossi Mario"
    and "Mario Rossi" are one) and the folded club."""
    return " ".join(sorted(fold(full_name).split())), fold(club or "")


@dataclass(frozen=True, slots=True)
class Duplicate:
    """Two records that are probably one person: `reason` is "member_id" (the same member number) or
    "name_and_club" (the same name and club)."""

    first: Member
    second: Member
    reason: str


def duplicates_of(candidate: Member, members: Iterable[Member]) -> list[Duplicate]:
    """The members that `candidate` (a record about to be created or edited) probably duplicates."""
    found = []
    key = member_key(candidate.full_name, candidate.club)
    number = (candidate.member_id or "").strip()
    for member in members:
        if candidate.id is not None and member.id == candidate.id:
            continue
        if number and (member.member_id or "").strip() == number:
            found.append(Duplicate(member, candidate, "member_id"))
        elif member_key(member.full_name, member.club) == key:
            found.append(Duplicate(member, candidate, "name_and_club"))
    return found


def probable_duplicates(members: Sequence[Member]) -> list[Duplicate]:
    """Every pair of records of the register that are probably one person, in register order."""
    found: list[Duplicate] = []
    by_number: dict[str, Member] = {}
    by_key: dict[tuple[str, str], Member] = {}
    for member in members:
        number = (member.member_id or "").strip()
        key = member_key(member.full_name, member.club)
        if number and number in by_number:
            found.append(Duplicate(by_number[number], member, "member_id"))
        elif key in by_key:
            found.append(Duplicate(by_key[key], member, "name_and_club"))
        if number:
            by_number.setdefault(number, member)
        by_key.setdefault(key, member)
    return found


def find_members(members: Iterable[Member], query: str) -> list[Member]:
    """The members a director typing `query` means: every word of it begins a word of the member's
    surname, names or club (folded), or the query is the start of the member number. Best first: exact
    member number, then surname matches, in name order."""
    words = fold(query).split()
    if not words:
        return []
    typed = query.strip()
    found: list[tuple[int, str, Member]] = []
    for member in members:
        number = (member.member_id or "").strip()
        if typed and number and number.casefold().startswith(typed.casefold()):
            found.append((0 if number.casefold() == typed.casefold() else 1, "", member))
            continue
        # The surname's words also as one ("De Luca" found by "deluca"), as names.name_sort_key reads it.
        surname = fold(member.surname)
        own = [*surname.split(), surname.replace(" ", ""), *fold(member.name).split()]
        club = fold(member.club or "").split()
        if all(any(word.startswith(w) for word in own + club) for w in words):
            rank = 2 if any(word.startswith(words[0]) for word in surname.split()) else 3
            found.append((rank, f"{surname} {fold(member.name)}", member))
    found.sort(key=lambda item: (item[0], item[1]))
    return [member for _, _, member in found]
