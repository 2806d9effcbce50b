"""The rules that decide a One Night game, as values: :class:`Case`, in the order
docs/rules.md §4 reads them."""

from __future__ import annotations

from ..values import Choice


class Case(Choice):
    """The rule that decided a One Night game, in the order docs/rules.md §4 reads (the
    reason that says it, which saved records keep, is the outcome's ``reason``); then the
    rules that win or lose a player beside it, an outcome's ``also``."""

    #: three main teams held by players: each wins by its battle condition
    EPIC_BATTLE = "an epic battle"
    #: a wolf (a turned Cursed among them) died: the village wins
    WOLF_DIED = "a wolf died"
    #: a vampire died: the village wins
    VAMPIRE_DIED = "a vampire died"
    #: an alien died: the village wins
    ALIEN_DIED = "an alien died"
    #: a monster plays, none died, a Tanner (or, with no Tanner playing, an Apprentice
    #: Tanner) did: the Tanner wins
    TANNER_DIED = "a Tanner died, no wolf did"
    #: a wolf plays and neither a wolf nor a Tanner died: the werewolves win
    WOLVES_SURVIVED = "no wolf and no Tanner died"
    #: a vampire plays and neither a vampire nor a Tanner died: the vampires win
    VAMPIRES_SURVIVED = "no vampire and no Tanner died"
    #: an alien plays and neither an alien nor a Tanner died: the aliens win
    ALIENS_SURVIVED = "no alien and no Tanner died"
    #: the house rule: no wolf plays and a Minion died: the village wins
    MINION_DIED = "no wolf among the players, a Minion died (house rule)"
    #: the house rule: no wolf plays and no Minion died: the village loses
    MINION_SURVIVED = "no wolf among the players, no Minion died (house rule)"
    #: no wolf plays and nobody died: the village wins
    NOBODY_DIED = "no wolf among the players, nobody died"
    #: no wolf plays and someone died: the village loses (a Minion, a Squire may win)
    SOMEONE_DIED = "no wolf among the players, someone died"
    #: beside the case: Nostradamus wins only alive, with the team chosen
    NOSTRADAMUS = "Nostradamus died"
    #: beside the case: a traitor wins only if another player of the team died
    TRAITOR = "a traitor's teammate died, or none did"
    #: beside the case: the Assassin wins when a player with the Mark of the Assassin dies
    ASSASSIN = "a player with the Mark of the Assassin died"
    #: beside the case: the Apprentice Assassin wins when the Assassin dies
    APPRENTICE_ASSASSIN = "the Assassin died"
    #: beside the case: the Family Man wins when nobody of the family died
    FAMILY_MAN = "nobody of the family died"
    #: beside the case: who voted for the Diseased or the Mark of Disease cannot win
    DISEASED = "a vote for the Diseased"
