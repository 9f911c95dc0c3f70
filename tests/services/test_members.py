"""The member register's services (issue 21): find before create, duplicates flagged and merged, edits that
fix running tournaments but not finished ones, deletes refused while playing, imports all or nothing with a
preview, exports read back, and the membership check's warnings with their rules."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from burraco_tourney.domain.members import CardType, EventLevel, Member
from burraco_tourney.domain.tournament import Player
from burraco_tourney.io.problem_texts import describe, describe_error
from burraco_tourney.persistence.db import Database
from burraco_tourney.services import members, pairs, tournaments
from burraco_tourney.services.demo import create_demo
from burraco_tourney.services.errors import RuleError, WarningsNotConfirmedError
from tests.services.support import settings

CARLA = Member("007", "D'Alessandro", "Carla", club="Circolo Roma", card_type=CardType.ORDINARIA)
LUKASZ = Member("1234", "Müller", "Łukasz", club="Circolo Roma", card_type=CardType.RIDOTTA)


def _running(db: Database, name: str = "Martedì", **changes: object) -> int:
    return tournaments.create_tournament(db, settings(name, **changes)).id


def test_find_ignores_accents_and_apostrophes_and_finds_member_numbers_first(db: Database) -> None:
    carla = members.add_member(db, CARLA)
    lukasz = members.add_member(db, LUKASZ)
    assert members.find(db, "dalessandro") == [carla]
    assert members.find(db, "muller luk") == [lukasz]
    assert members.find(db, "lukasz") == [lukasz]
    assert members.find(db, "00") == [carla]
    assert members.find(db, "roma") == [carla, lukasz]
    assert members.find(db, "") == []


def test_a_taken_member_number_is_refused_and_a_probable_duplicate_asks_first(db: Database) -> None:
    members.add_member(db, CARLA)
    with pytest.raises(RuleError) as refused:
        members.add_member(db, replace(CARLA, surname="Bianchi"))
    assert describe_error(refused.value, "it") == (
        "Tessera: La tessera 007 è già di Carla D'Alessandro nell'anagrafica: cercare quel tesserato invece "
        "di registrarne uno nuovo."
    )
    twin = Member(None, "DAlessandro", "Carla", club="circolo roma")
    with pytest.raises(WarningsNotConfirmedError) as asked:
        members.add_member(db, twin)
    assert "probabilmente già nell'anagrafica come Carla D'Alessandro (tessera 007)" in describe_error(
        asked.value, "it"
    )
    added = members.add_member(db, twin, confirm_duplicates=True)
    assert [d.reason for d in members.register_duplicates(db)] == ["name_and_club"]
    assert len(members.list_members(db)) == 2
    assert added.id is not None


def test_editing_a_member_fixes_running_tournaments_but_not_finished_ones(db: Database) -> None:
    carla = members.add_member(db, CARLA)
    finished = create_demo(db, pairs=4, rounds=2).id
    old_pair = tournaments.load_tournament(db, finished).pairs[0]
    pairs.edit_pair(
        db,
        finished,
        1,
        (replace(members.player_of(carla), name="Carla D'Alessandro"), old_pair.players[1]),
        None,
    )
    running = _running(db)
    pairs.register_pair(db, running, (members.player_of(carla), Player("Bruno Bianchi")))

    edit = members.edit_member(db, carla.id, replace(carla, surname="D'Alessandro-Rossi"))  # type: ignore[arg-type]

    assert edit.pairs_renamed == ((running, 1),)
    assert edit.finished_kept == (finished,)
    assert tournaments.load_tournament(db, running).pairs[0].players[0].name == "Carla D'Alessandro-Rossi"
    assert tournaments.load_tournament(db, finished).pairs[0].players[0].name == "Carla D'Alessandro"


def test_merging_links_the_duplicates_players_to_the_kept_record(db: Database) -> None:
    carla = members.add_member(db, CARLA)
    guest = members.add_member(
        db, Member(None, "Dalessandro", "Carla", club="Circolo Roma", province="RM"), confirm_duplicates=True
    )
    running = _running(db)
    pairs.register_pair(db, running, (members.player_of(guest), Player("Bruno Bianchi")))

    merged = members.merge_members(db, carla.id, guest.id)  # type: ignore[arg-type]

    assert merged.member.province == "RM"  # the kept record's blank filled
    assert [m.id for m in members.list_members(db)] == [carla.id]
    player = tournaments.load_tournament(db, running).pairs[0].players[0]
    assert (player.name, player.member_id, player.register_id) == ("Carla D'Alessandro", "007", carla.id)
    two = members.add_member(
        db, replace(LUKASZ, surname="D'Alessandro", name="Carla"), confirm_duplicates=True
    )
    with pytest.raises(RuleError) as refused:
        members.merge_members(db, carla.id, two.id)  # type: ignore[arg-type]
    assert "due tessere sono due tesserati" in describe_error(refused.value, "it")


def test_a_member_playing_in_a_running_tournament_cannot_be_deleted(db: Database) -> None:
    carla = members.add_member(db, CARLA)
    running = _running(db, "Giovedì")
    pairs.register_pair(db, running, (members.player_of(carla), Player("Bruno Bianchi")))
    with pytest.raises(RuleError) as refused:
        members.delete_member(db, carla.id)  # type: ignore[arg-type]
    assert describe_error(refused.value, "en") == (
        "Carla D'Alessandro plays in pair 1 of Giovedì, which is not finished: take the player out of the "
        "pair first. Nothing was deleted."
    )
    assert members.list_members(db) == (carla,)
    lukasz = members.add_member(db, LUKASZ)
    members.delete_member(db, lukasz.id)  # type: ignore[arg-type]
    assert members.list_members(db) == (carla,)


MEMBER_LIST = (
    "tessera;cognome;nome;associazione;provincia;tipo_tessera;scadenza;categoria\n"
    "007;D'Alessandro;Carla;Circolo Roma;RM;Ordinaria;31/12/2026;F\n"
    "1234;Müller;Łukasz;Circolo Roma;RM;ridotta;2026-12-31;M\n"
    "5555;Wiśniewski;Zoë;Circolo Milano;MI;JUNIORES;46387;F\n"
)


def test_an_import_previews_new_changed_and_unchanged_then_applies_all(db: Database, tmp_path: Path) -> None:
    carla = members.add_member(
        db, replace(CARLA, province="RM", valid_until=date(2026, 12, 31), category="F")
    )
    members.add_member(db, replace(LUKASZ, province="TO"))
    running = _running(db)
    pairs.register_pair(db, running, (members.player_of(members.get_member(db, carla.id + 1)), Player("X Y")))  # type: ignore[operator]
    path = tmp_path / "soci.csv"
    path.write_text(MEMBER_LIST, encoding="utf-8")

    preview = members.preview_import(db, path)
    assert [m.surname for _, m in preview.new] == ["Wiśniewski"]
    assert preview.new[0][1].valid_until == date(2026, 12, 31)  # an Excel serial date
    assert [(c.row, c.fields) for c in preview.changed] == [(3, ("province", "valid_until", "category"))]
    assert [row for row, _ in preview.unchanged] == [2]
    assert len(members.list_members(db)) == 2  # a preview saves nothing

    done = members.import_members(db, path)
    assert done.renamed == 1
    assert len(members.list_members(db)) == 3
    assert tournaments.load_tournament(db, running).pairs[0].players[0].province == "RM"


def test_an_import_with_a_bad_row_imports_nothing_and_names_each_row(db: Database, tmp_path: Path) -> None:
    members.add_member(db, CARLA)
    path = tmp_path / "soci.csv"
    path.write_text(
        MEMBER_LIST + "5555;Rossi;Mario;X;;Platino;32/13/2026;\n" + "9;Neri;Elena;X;;;;\n", encoding="utf-8"
    )
    with pytest.raises(members.MembersImportRefusedError) as refused:
        members.import_members(db, path)
    said = [describe(problem, "it") for problem in refused.value.problems]
    assert said == [
        "Riga 5, tessera: la tessera 5555 è già alla riga 4 del file.",
        "Riga 5, tipo di tessera: il tipo di tessera Platino non è noto: scrivere Ordinaria, "
        "Juniores o Ridotta.",
        "Riga 5, scadenza: 32/13/2026 non è una data: scriverla come 31/12/2026 o 2026-12-31.",
    ]
    assert len(members.list_members(db)) == 1


def test_a_list_without_its_member_number_column_is_refused_in_words(db: Database, tmp_path: Path) -> None:
    path = tmp_path / "soci.csv"
    path.write_text("cognome;nome\nRossi;Mario\n", encoding="utf-8")
    with pytest.raises(Exception) as refused:
        members.preview_import(db, path)
    assert describe_error(refused.value, "it").startswith(
        f"Riga 1, tessera: {path}: manca la colonna (chiamarla in uno di questi modi: member_id, member id"
    )


def test_the_export_reads_back_as_the_same_register(db: Database, tmp_path: Path) -> None:
    members.add_member(db, replace(CARLA, valid_until=date(2026, 12, 31), notes="paga a fine mese"))
    members.add_member(db, replace(LUKASZ, member_id="0042"))
    before = members.list_members(db)
    for name in ("soci.xlsx", "soci.csv"):
        path = tmp_path / name
        assert members.export_members(db, path) == 2
        preview = members.preview_import(db, path)
        assert (len(preview.new), len(preview.changed), len(preview.unchanged)) == (0, 0, 2), name
    assert members.list_members(db) == before


def _check_texts(db: Database, tid: int, lang: str = "en") -> list[str]:
    return [describe(w, lang) for w in members.check_membership(db, tid).warnings]


def test_the_membership_check_warns_with_the_rule_each_breaks(db: Database) -> None:
    carla = members.add_member(db, replace(CARLA, valid_until=date(2026, 6, 30)))
    lukasz = members.add_member(db, LUKASZ)
    tid = _running(db, "Regionale", event_level=EventLevel.REGIONAL)
    pairs.register_pair(db, tid, (members.player_of(carla), members.player_of(lukasz)))
    pairs.register_pair(db, tid, (Player("Ospite Uno"), members.player_of(carla)))
    pairs.register_pair(
        db, tid, (Player("Bruno Bianchi", member_id="999"), Player("Dario Verdi", guarantor="007"))
    )
    said = _check_texts(db, tid)
    assert said == [
        "Carla D'Alessandro (pair 1): the card 007 expired on 2026-06-30, before the tournament's "
        "day 2026-12-20. "
        "Rule: a player's card must be valid on the day of the event.",
        "Łukasz Müller (pair 1): a Ridotta card does not allow a regional event. Rule: only Ordinaria and "
        "Juniores cards allow regional and national events.",
        "Ospite Uno (pair 2) is not a member. Rule: a non-member may play only club events, and this is a "
        "regional event.",
        "Carla D'Alessandro (pair 2): the card 007 expired on 2026-06-30, before the tournament's "
        "day 2026-12-20. "
        "Rule: a player's card must be valid on the day of the event.",
        "Bruno Bianchi (pair 3): the member number 999 is not in the register. Rule: a member's card "
        "is checked "
        "against the member list.",
        "Dario Verdi (pair 3) is not a member. Rule: a non-member may play only club events, and this is a "
        "regional event.",
        "Carla D'Alessandro (007) is in pairs 1, 2. Rule: a player plays in one pair only.",
    ]
    club = _running(db, "Club")
    pairs.register_pair(db, club, (members.player_of(lukasz), Player("Ospite Uno")))
    pairs.register_pair(
        db, club, (Player("Dario Verdi", guarantor="007"), Player("Elena Neri", member_id="1234"))
    )
    assert _check_texts(db, club, "it") == [
        "Ospite Uno (coppia 1) non è tesserato e non ha un garante. Regola: un non tesserato gioca "
        "una gara di "
        "club solo con un tesserato come garante.",
        "Łukasz Müller (1234) è nelle coppie 1, 2. Regola: un giocatore gioca in una sola coppia.",
    ]


def test_register_player_adds_a_typed_player_and_links_it(db: Database) -> None:
    player = members.register_player(db, Player("Carla D'Alessandro", "Circolo Roma", "007"))
    assert player.register_id is not None
    assert members.get_member(db, player.register_id).surname == "D'Alessandro"
    assert members.find(db, "007")[0].name == "Carla"


def test_at_registration_the_check_warns_about_the_new_pair_only(db: Database) -> None:
    carla = members.add_member(db, replace(CARLA, valid_until=date(2026, 6, 30)))
    tid = _running(db)
    pairs.register_pair(db, tid, (members.player_of(carla), Player("Ospite Uno", guarantor="007")))
    pairs.register_pair(db, tid, (Player("Ospite Due"), Player("Ospite Tre", guarantor="007")))
    said = [
        describe(w, "it") for w in members.check_players(db, tid, (members.player_of(carla), Player("Nuovo")))
    ]
    assert said == [
        "Carla D'Alessandro (coppia 3): la tessera 007 è scaduta il 30/06/2026, prima del giorno del torneo "
        "20/12/2026. Regola: la tessera deve essere valida il giorno della gara.",
        "Nuovo (coppia 3) non è tesserato e non ha un garante. Regola: un non tesserato gioca una "
        "gara di club "
        "solo con un tesserato come garante.",
        "Carla D'Alessandro (007) è nelle coppie 1, 3. Regola: un giocatore gioca in una sola coppia.",
    ]


def test_the_event_level_is_a_setting_that_is_kept(db: Database) -> None:
    tid = _running(db)
    assert tournaments.load_tournament(db, tid).settings.event_level is EventLevel.CLUB
    current = tournaments.load_tournament(db, tid).settings
    tournaments.change_settings(db, tid, replace(current, event_level=EventLevel.NATIONAL))
    assert tournaments.load_tournament(db, tid).settings.event_level is EventLevel.NATIONAL


def test_a_pair_registered_with_member_numbers_refers_to_those_members(db: Database) -> None:
    carla = members.add_member(db, CARLA)
    tid = _running(db)
    pairs.register_pair(
        db, tid, (Player("Carla D'Alessandro", member_id=" 007"), Player("Ospite", member_id="9"))
    )
    first, second = tournaments.load_tournament(db, tid).pairs[0].players
    assert (first.register_id, first.member_id) == (carla.id, " 007")  # the number kept as typed
    assert second.register_id is None
    members.edit_member(db, carla.id, replace(carla, name="Carla Maria"))  # type: ignore[arg-type]
    assert tournaments.load_tournament(db, tid).pairs[0].players[0].name == "Carla Maria D'Alessandro"


def test_an_import_links_players_registered_with_its_numbers_before(db: Database, tmp_path: Path) -> None:
    tid = _running(db)
    pairs.register_pair(db, tid, (Player("Carla Dalessandro", member_id="007"), Player("Ospite")))
    path = tmp_path / "soci.csv"
    path.write_text(MEMBER_LIST, encoding="utf-8")
    members.import_members(db, path)
    player = tournaments.load_tournament(db, tid).pairs[0].players[0]
    assert player.name == "Carla Dalessandro"  # as typed
    assert player.register_id == members.find(db, "007")[0].id


def test_a_pair_of_two_juniores_is_warned_and_a_junior_with_an_adult_is_not(db: Database) -> None:
    # FIBur admits a Juniores card only in a pair with an adult, at every level of event.
    zoe = members.add_member(db, Member("5555", "Wiśniewski", "Zoë", card_type=CardType.JUNIORES))
    leo = members.add_member(db, Member("5556", "Rossi", "Leo", card_type=CardType.JUNIORES))
    carla = members.add_member(db, CARLA)
    for level in EventLevel:
        tid = _running(db, f"Gara {level.value}", event_level=level)
        pairs.register_pair(db, tid, (members.player_of(zoe), members.player_of(leo)))
        pairs.register_pair(db, tid, (members.player_of(carla), Player("Mario Neri", member_id="777")))
        assert _check_texts(db, tid, "it")[0] == (
            "Zoë Wiśniewski e Leo Rossi (coppia 1) hanno entrambi la tessera Juniores. Regola: con la "
            "tessera Juniores si gioca solo in coppia con un adulto maggiorenne (FIBur)."
        ), level
    national = _running(db, "Nazionale", event_level=EventLevel.NATIONAL)
    pairs.register_pair(db, national, (members.player_of(zoe), members.player_of(carla)))
    assert _check_texts(db, national) == []
    # At registration the pair about to be registered is warned the same way.
    said = [
        describe(w, "en")
        for w in members.check_players(db, national, (members.player_of(leo), members.player_of(zoe)))
    ]
    assert said[0] == (
        "Leo Rossi and Zoë Wiśniewski (pair 2) both have a Juniores card. Rule: a Juniores card plays only "
        "in a pair with an adult (FIBur)."
    )
