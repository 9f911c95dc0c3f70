"""Words of the problems of groups (gironi): code -> {"en", "it", "de"} templates (see __init__)."""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, Mapping[str, str]] = {
    # forming groups from the standings (domain.groups)
    "group.no_values": {
        "en": "the groups' {method} are missing: give at least one number.",
        "it": "mancano i numeri dei gironi ({method}): indicane almeno uno.",
        "de": "die Angaben der Gruppen ({method}) fehlen: mindestens eine Zahl angeben.",
    },
    "group.value_not_positive": {
        "en": "every number of the groups' {method} must be 1 or more, not {value}.",
        "it": "ogni numero dei gironi ({method}) deve essere almeno 1, non {value}.",
        "de": "jede Zahl der Gruppen ({method}) muss mindestens 1 sein, nicht {value}.",
    },
    "group.sizes_do_not_add_up": {
        "en": "the groups' sizes {sizes} add up to {total} tables, but {tables} tables are in play.",
        "it": "i gironi da {sizes} tavoli fanno {total} tavoli, ma i tavoli in gioco sono {tables}.",
        "de": "die Gruppengrößen {sizes} ergeben {total} Tische, im Spiel sind aber {tables} Tische.",
    },
    "group.count_one_number": {
        "en": "the number of groups is one number, not {count}.",
        "it": "il numero dei gironi è un solo numero, non {count}.",
        "de": "die Anzahl der Gruppen ist eine einzige Zahl, nicht {count}.",
    },
    "group.more_groups_than_tables": {
        "en": "{groups} groups cannot be formed from {tables} tables in play: each group needs a table.",
        "it": "non si possono formare {groups} gironi con {tables} tavoli in gioco: ogni girone ha bisogno "
        "di un tavolo.",
        "de": "{groups} Gruppen lassen sich aus {tables} Tischen im Spiel nicht bilden: jede Gruppe braucht "
        "einen Tisch.",
    },
    "group.share_below_one_table": {
        "en": "group {group}'s share ({share} of {whole}) of the {tables} tables in play is less than one "
        "table by the largest remainder: give it a larger share, or give the groups' sizes in tables.",
        "it": "la quota del girone {group} ({share} su {whole}) dei {tables} tavoli in gioco non arriva a "
        "un tavolo con il metodo dei resti più alti: dagli una quota più grande, o indica i tavoli di "
        "ogni girone.",
        "de": "der Anteil der Gruppe {group} ({share} von {whole}) an den {tables} Tischen im Spiel ergibt "
        "nach dem größten Rest keinen Tisch: einen größeren Anteil angeben oder die Tische jeder Gruppe.",
    },
    "group.too_few_pairs": {
        "en": "groups need at least two pairs in play; there are {pairs}.",
        "it": "per i gironi servono almeno due coppie in gioco; ce ne sono {pairs}.",
        "de": "für Gruppen braucht es mindestens zwei Paare im Spiel; es sind {pairs}.",
    },
    "group.bye_inside": {
        "en": "group {group} has an odd number of pairs ({pairs}, {tables} tables): one of its pairs has a "
        "bye each round, inside the group.",
        "it": "il girone {group} ha un numero dispari di coppie ({pairs}, {tables} tavoli): a ogni turno una "
        "sua coppia riposa, all'interno del girone.",
        "de": "Gruppe {group} hat eine ungerade Zahl von Paaren ({pairs}, {tables} Tische): in jeder Runde "
        "hat eines ihrer Paare ein Freilos, innerhalb der Gruppe.",
    },
    "group.phase_movement": {
        "en": "a phase in groups pairs on the standings: it must be Danish or Swiss, not {movement}.",
        "it": "una fase a gironi si abbina sulla classifica: deve essere danese o svizzera, non {movement}.",
        "de": "eine Phase in Gruppen wird nach der Rangliste gepaart: sie muss dänisch oder schweizerisch "
        "sein, nicht {movement}.",
    },
    "group.phase_first": {
        "en": "groups are formed from the standings, so the first phase cannot be played in groups.",
        "it": "i gironi si formano dalla classifica: la prima fase non può essere a gironi.",
        "de": "Gruppen werden aus der Rangliste gebildet: die erste Phase kann nicht in Gruppen gespielt "
        "werden.",
    },
    "group.pair_twice": {
        "en": "pair {pair} is in two groups.",
        "it": "la coppia {pair} è in due gironi.",
        "de": "Paar {pair} ist in zwei Gruppen.",
    },
    # the groups service (services.groups)
    "group.no_rounds": {
        "en": "groups are formed from the standings after a round, and no round has been made yet.",
        "it": "i gironi si formano dalla classifica dopo un turno, e non è ancora stato fatto nessun turno.",
        "de": "Gruppen werden aus der Rangliste nach einer Runde gebildet, und es gibt noch keine Runde.",
    },
    "group.after_round_not_last": {
        "en": "groups can be formed only after the last round made (round {last}), not after round {round}.",
        "it": "i gironi si possono formare solo dopo l'ultimo turno fatto (turno {last}), non dopo il turno "
        "{round}.",
        "de": "Gruppen lassen sich nur nach der letzten Runde bilden (Runde {last}), nicht nach Runde "
        "{round}.",
    },
    "group.round_open": {
        "en": "the groups are formed on the standings after round {round}, but "
        "{count:one of its tables has|{count} of its tables have} no result yet ({tables}).",
        "it": "i gironi si formano sulla classifica dopo il turno {round}, ma "
        "{count:un suo tavolo non ha|{count} suoi tavoli non hanno} ancora un risultato ({tables}).",
        "de": "die Gruppen werden nach der Rangliste nach Runde {round} gebildet, aber "
        "{count:einer ihrer Tische hat|{count} ihrer Tische haben} noch kein Ergebnis ({tables}).",
    },
    "group.none_formed": {
        "en": "no groups have been formed in this tournament.",
        "it": "in questo torneo non sono stati formati gironi.",
        "de": "in diesem Turnier wurden keine Gruppen gebildet.",
    },
    "group.undo_after_round": {
        "en": "the groups were formed after round {formed}, and round {round} has been made in them since: "
        "they can no longer be taken back.",
        "it": "i gironi sono stati formati dopo il turno {formed} e da allora è stato fatto il turno "
        "{round}: non si possono più annullare.",
        "de": "die Gruppen wurden nach Runde {formed} gebildet, und seitdem wurde Runde {round} in ihnen "
        "gemacht: sie lassen sich nicht mehr zurücknehmen.",
    },
    "group.unknown": {
        "en": "there is no group {group} (the groups are {groups}).",
        "it": "non c'è il girone {group} (i gironi sono {groups}).",
        "de": "es gibt keine Gruppe {group} (die Gruppen sind {groups}).",
    },
    "group.no_groups": {
        "en": "there is no group {group}: no pair is in a group.",
        "it": "non c'è il girone {group}: nessuna coppia è in un girone.",
        "de": "es gibt keine Gruppe {group}: kein Paar ist in einer Gruppe.",
    },
    "group.late_entry_needs_group": {
        "en": "the groups are formed ({groups}): a pair that enters now must be given its group.",
        "it": "i gironi sono formati ({groups}): a una coppia che entra ora va assegnato il suo girone.",
        "de": "die Gruppen sind gebildet ({groups}): ein Paar, das jetzt einsteigt, braucht seine Gruppe.",
    },
    "group.formed_on_old_standings": {
        "en": "the groups were formed on the standings after round {after}, before this correction: they "
        "were formed on the old standings (form them again, or leave them as they are).",
        "it": "i gironi sono stati formati sulla classifica dopo il turno {after}, prima di questa "
        "correzione: sono stati formati sulla classifica vecchia (formali di nuovo, o lasciali così).",
        "de": "die Gruppen wurden nach der Rangliste nach Runde {after} gebildet, vor dieser Korrektur: sie "
        "beruhen auf der alten Rangliste (neu bilden oder so lassen).",
    },
    "group.formed_by_plan": {
        "en": "the groups were formed after round {after}, as the plan says ({groups}).",
        "it": "i gironi sono stati formati dopo il turno {after}, come dice il programma ({groups}).",
        "de": "die Gruppen wurden nach Runde {after} gebildet, wie der Plan es vorsieht ({groups}).",
    },
    # the command line's own words (burraco_tourney/cli/teams.py, tournament.py)
    "cli.group_standings_title": {
        "en": "Standings of group {group} after round {round} (ties broken by: {tie_breaks})",
        "it": "Classifica del girone {group} dopo il turno {round} (spareggi: {tie_breaks})",
        "de": "Rangliste der Gruppe {group} nach Runde {round} (Gleichstand entschieden nach: {tie_breaks})",
    },
    "cli.groups_numbers": {
        "en": "{value} is not a list of whole numbers separated by commas (as 7,9,9)",
        "it": "{value} non è un elenco di numeri interi separati da virgole (come 7,9,9)",
        "de": "{value} ist keine Liste ganzer Zahlen, durch Kommas getrennt (wie 7,9,9)",
    },
    "cli.groups_cleared": {
        "en": "No pair is in a group any more.",
        "it": "Nessuna coppia è più in un girone.",
        "de": "Kein Paar ist mehr in einer Gruppe.",
    },
    "cli.groups_undone": {
        "en": "The groups were taken back: the pairs are in the groups they had before.",
        "it": "I gironi sono stati annullati: le coppie tornano nei gironi che avevano prima.",
        "de": "Die Gruppen wurden zurückgenommen: die Paare sind wieder in ihren früheren Gruppen.",
    },
    "cli.groups_undone_to": {
        "en": "The groups were taken back: the groups formed after round {after} are back.",
        "it": "I gironi sono stati annullati: tornano i gironi formati dopo il turno {after}.",
        "de": "Die Gruppen wurden zurückgenommen: die nach Runde {after} gebildeten Gruppen gelten wieder.",
    },
    # the tournament file's groups (io.interchange)
    "file.groups_rule_shape": {
        "en": "the groups are formed by exactly one of {allowed}.",
        "it": "i gironi si formano con uno solo fra {allowed}.",
        "de": "die Gruppen werden mit genau einem von {allowed} gebildet.",
    },
    "file.moment_format": {
        "en": "{value} is not a moment with its time zone (as 2026-12-01T14:20:00+00:00).",
        "it": "{value} non è un momento con il suo fuso orario (come 2026-12-01T14:20:00+00:00).",
        "de": "{value} ist kein Zeitpunkt mit Zeitzone (wie 2026-12-01T14:20:00+00:00).",
    },
}
