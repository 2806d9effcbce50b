"""Who dies and who wins with the Vampire box and the Bonus roles (docs/rules.md §3, §4 and
the rulings of §7): a table of hand-checked games.

Each game lists the revealed cards by seat (1, 2, ...), the votes as ``voter>target``, the
marks, artifacts and draws, and what the rules page says must happen; the comment names the
clause (``§3.5``) or the ruling (``R9``) it checks.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from engine.errors import InvalidRecord
from engine.onenight.cases import Case
from engine.onenight.draws import Draws, Family
from engine.onenight.outcome import resolve_game
from engine.onenight.tally import provisional_with
from engine.values import Team

from tests.engine import test_outcome
from tests.engine.test_outcome import parse_votes

NOSTRA_WOLF = Draws(nostradamus={"nostradamus": Team.WEREWOLF})


@dataclass(frozen=True)
class Game(test_outcome.Game):
    """A hand-checked game of test_outcome, with the marks, the draws and the rules beside
    the case that changed who won."""

    marks: dict[int, str] = field(default_factory=dict)
    draws: Draws = field(default_factory=Draws)
    also: tuple[Case, ...] = ()


GAMES: dict[str, Game] = {
    # §4 the vampire team: a dead vampire wins for the village
    "vampire voted out": Game("vampire seer villager robber", "1>2 2>1 3>1 4>1",
                              (1,), ("village",), (2, 3, 4)),
    # §4 no vampire died: the vampires win
    "vampires survive": Game("vampire master seer villager", "1>3 2>3 3>1 4>3",
                             (3,), ("vampire",), (1, 2)),
    # §4 Renfield wins with the vampires even dead
    "renfield dies, vampires win": Game("vampire renfield seer villager", "1>2 2>1 3>2 4>2",
                                        (2,), ("vampire",), (1, 2)),
    # §4 Renfield with no vampire among the players plays for the village
    "renfield without vampires": Game("renfield seer villager robber", "1>2 2>3 3>4 4>1",
                                      (), ("village",), (1, 2, 3, 4)),
    # R11 a dead Tanner stops the vampires as it stops the werewolves
    "tanner stops the vampires": Game("vampire tanner seer villager", "1>3 2>1 3>2 4>2",
                                      (2,), ("tanner",), (2,)),
    # §4 a mark changes the team: a Werewolf with the Mark of the Vampire is a vampire
    "werewolf bitten": Game("werewolf vampire seer villager", "1>3 2>3 3>1 4>3",
                            (3,), ("vampire",), (1, 2), marks={1: "vampire"}),
    # §4 ... never the powers: a Prince with the Mark of the Vampire still cannot die by votes
    "bitten prince": Game("prince vampire seer villager", "2>3 3>1 4>1 1>3",
                          (3,), ("vampire",), (1, 2), marks={1: "vampire"}),
    # §1 the marks: the Mark of the Bat does nothing on another player
    "bat on the seer": Game("vampire seer villager robber", "1>2 2>1 3>1 4>1",
                            (1,), ("village",), (2, 3, 4), marks={2: "bat"}),
    # §4 an artifact naming a role overrides the Mark of the Vampire (published: the cudgel)
    "cudgel over the mark": Game("vampire seer villager curator", "1>2 3>2 4>2 2>1",
                                 (2,), ("tanner",), (2,), marks={2: "vampire"},
                                 artifacts={2: "cudgel_of_the_tanner"}),
    # R17 the Mist makes a plain Vampire: a Prince with it can die
    "mist on the prince": Game("prince vampire seer curator", "2>3 3>1 4>1 1>3",
                               (1, 3), ("village",), (3, 4), artifacts={1: "mist_of_the_vampire"}),
    # R17 a snatched card is an alien and keeps its powers (a snatched Hunter shoots)
    "snatched hunter": Game("body_snatcher hunter:snatched seer villager", "1>3 2>3 3>2 4>2",
                            (2, 3), ("village",), (3, 4)),
    # §3.5 + R17 the Alien Artifact makes a third main team: an epic battle, a tie kills both
    "alien artifact battle": Game("seer werewolf villager curator", "1>2 2>1 3>2 4>1",
                                  (1, 2), ("village",), (3, 4),
                                  artifacts={1: "alien_artifact"}),
    # §3.2 another vampire's vote protects the Master; the next most votes die
    "master saved": Game("master vampire seer villager robber", "2>1 3>1 4>1 5>3 1>3",
                         (3,), ("vampire",), (1, 2)),
    # §3.2 with no vampire's vote the Master dies like anyone
    "master unsaved": Game("master vampire seer villager robber", "2>3 3>1 4>1 5>1 1>3",
                           (1,), ("village",), (3, 4, 5)),
    # §3.2 a player with the Mark of the Vampire is a vampire whose vote protects the Master
    "master saved by the bitten": Game("master seer villager robber", "3>1 2>1 4>1 1>2",
                                       (), ("vampire",), (1, 3), marks={3: "vampire"}),
    # R15 a Hunter cannot shoot the protected Master
    "hunter and the master": Game("master vampire hunter seer villager", "1>3 2>1 3>1 4>3 5>3",
                                  (3,), ("vampire",), (1, 2)),
    # R15 + §3.8 love kills the protected Master all the same
    "master dies for love": Game("master vampire seer villager robber", "2>1 3>1 4>5 1>5 5>4",
                                 (1, 5), ("village",), (3, 4, 5),
                                 marks={1: "love", 5: "love"}),
    # §4 beside 6: who voted for the Diseased cannot win
    "diseased voter": Game("werewolf diseased seer villager robber", "1>2 3>2 4>1 5>1 2>1",
                           (1,), ("village",), (2, 4, 5), also=(Case.DISEASED,)),
    # §4 beside 6: the Mark of Disease alike; its holder wins
    "disease mark": Game("werewolf seer villager robber diseased", "1>3 2>1 3>1 4>1 5>3",
                         (1,), ("village",), (2, 3, 4), marks={3: "disease"},
                         also=(Case.DISEASED,)),
    # R20 the Diseased rule comes last: an Assassin who voted for the Diseased loses
    "diseased assassin": Game("werewolf diseased assassin seer villager", "3>2 2>1 4>1 5>1 1>2",
                              (1,), ("village", "assassin"), (2, 4, 5), marks={1: "assassin"},
                              also=(Case.ASSASSIN, Case.DISEASED)),
    # §3.8 lovers die together
    "lovers": Game("werewolf seer villager robber troublemaker", "1>2 3>2 5>2 2>1 4>1",
                   (2, 4), ("werewolf",), (1,), marks={2: "love", 4: "love"}),
    # §3.8 even a protected lover
    "protected lover": Game("werewolf seer villager bodyguard robber", "1>2 3>2 5>2 2>1 4>3",
                            (2, 3), ("werewolf",), (1,), marks={2: "love", 3: "love"}),
    # R16 a lone Mark of Love does nothing
    "lone lover": Game("werewolf seer villager robber troublemaker", "1>2 3>2 5>2 2>1 4>1",
                       (2,), ("werewolf",), (1,), marks={2: "love"}),
    # R16 with the Doppelganger's Cupid four lovers are one bond; a Doppelganger copying a
    # dusk role plays for its team (Cupid: the village)
    "four lovers": Game("doppelganger:cupid cupid seer villager werewolf robber",
                        "1>3 2>3 5>3 3>5 4>5 6>5", (2, 3, 4, 5, 6), ("village",),
                        (1, 2, 3, 4, 6), marks={2: "love", 3: "love", 4: "love", 6: "love"}),
    # R16 a Hunter who dies for love shoots
    "hunter dies for love": Game("werewolf hunter seer villager robber", "1>3 4>3 5>3 3>1 2>1",
                                 (1, 2, 3), ("village",), (2, 3, 4, 5),
                                 marks={2: "love", 3: "love"}),
    # §4 beside 2 / R19: a traitor wins when a teammate dies, though the team lost
    "traitor's teammate dies": Game("werewolf werewolf seer villager robber",
                                    "1>3 2>1 3>1 4>1 5>1", (1,), ("village",), (2, 3, 4, 5),
                                    marks={2: "traitor"}, also=(Case.TRAITOR,)),
    # R19 a village traitor wins by the dead Seer while the werewolves win
    "traitor wins with a loss": Game("werewolf seer villager robber troublemaker",
                                     "1>2 2>1 3>2 4>2 5>2", (2,), ("werewolf",), (1, 3),
                                     marks={3: "traitor"}, also=(Case.TRAITOR,)),
    # §4 beside 2: the village wins, no villager died: the traitor does not win
    "traitor loses with a win": Game("werewolf seer villager robber troublemaker",
                                     "2>1 3>1 4>1 5>1 1>2", (1,), ("village",), (2, 4, 5),
                                     marks={3: "traitor"}, also=(Case.TRAITOR,)),
    # §4 beside 2: alone on a team the Mark of the Traitor changes nothing
    "lone traitor": Game("werewolf seer villager robber", "2>3 3>2 4>3 1>3",
                         (3,), ("werewolf",), (1,), marks={1: "traitor"}),
    # §4 the Dagger of the Traitor makes a traitor too
    "dagger": Game("werewolf seer villager curator robber", "2>1 3>1 4>1 5>1 1>2",
                   (1,), ("village",), (2, 4, 5), artifacts={3: "dagger_of_the_traitor"},
                   also=(Case.TRAITOR,)),
    # §4 beside 3: the Assassin wins beside the village
    "assassin with the village": Game("werewolf assassin seer villager robber",
                                      "2>1 3>1 4>1 5>1 1>3", (1,), ("village", "assassin"),
                                      (2, 3, 4, 5), marks={1: "assassin"},
                                      also=(Case.ASSASSIN,)),
    # §4 beside 3: ... dead, and beside the werewolves (marked itself)
    "assassin marked itself": Game("werewolf assassin seer villager robber",
                                   "1>2 3>2 4>2 2>1 5>1", (2,), ("werewolf", "assassin"),
                                   (1, 2), marks={2: "assassin"}, also=(Case.ASSASSIN,)),
    # §4 with no Mark of the Assassin held the Assassin is a villager (published)
    "assassin without a mark": Game("werewolf assassin seer villager robber",
                                    "2>1 3>1 4>1 1>3 5>1", (1,), ("village",), (2, 3, 4, 5)),
    # §4 beside 3: the Doppelganger's Assassin wins by either mark
    "doppelganger assassin": Game("doppelganger:assassin assassin werewolf seer villager",
                                  "1>3 2>3 4>3 3>1 5>1", (3,), ("village", "assassin"),
                                  (1, 2, 4, 5), marks={3: "assassin"}, also=(Case.ASSASSIN,)),
    # §4 beside 4: the Apprentice Assassin wins when the Assassin dies
    "apprentice": Game("assassin apprentice_assassin werewolf seer villager",
                       "3>1 4>1 5>1 1>3 2>3", (1,), ("werewolf", "apprentice_assassin"),
                       (2, 3), marks={4: "assassin"}, also=(Case.APPRENTICE_ASSASSIN,)),
    # §4 beside 4: with no Assassin playing, when the mark's holder dies
    "apprentice alone": Game("apprentice_assassin werewolf seer villager robber",
                             "1>3 2>3 4>3 3>2 5>2", (3,), ("werewolf", "apprentice_assassin"),
                             (1, 2), marks={3: "assassin"}, also=(Case.APPRENTICE_ASSASSIN,)),
    # R18 with neither an Assassin nor a mark the Apprentice plays for the village
    "apprentice without either": Game("apprentice_assassin werewolf seer villager robber",
                                      "1>2 3>2 4>2 2>1 5>1", (2,), ("village",),
                                      (1, 3, 4, 5)),
    # §4 beside 1: Nostradamus on the werewolf team wins alive with it, and is no wolf
    "nostradamus with the wolves": Game("nostradamus werewolf seer villager robber",
                                        "2>3 1>3 4>3 3>1 5>1", (3,), ("werewolf",), (1, 2),
                                        draws=NOSTRA_WOLF),
    # §4 beside 1: dead, Nostradamus does not win, nor does the death stop the werewolves
    "nostradamus dies": Game("nostradamus werewolf seer villager robber",
                             "2>1 3>1 4>1 1>3 5>3", (1,), ("werewolf",), (2,),
                             draws=NOSTRA_WOLF, also=(Case.NOSTRADAMUS,)),
    # R8 with no team drawn or tapped Nostradamus is a villager
    "nostradamus undrawn": Game("nostradamus werewolf seer villager robber",
                                "2>3 1>3 4>3 3>1 5>1", (3,), ("werewolf",), (2,)),
    # §4 beside 5: the family lived, the Family Man wins beside the werewolves
    "family lives": Game("family_man werewolf seer villager robber", "2>3 1>3 4>3 3>2 5>2",
                         (3,), ("werewolf", "family_man"), (1, 2),
                         draws=Draws(family=Family.LEFT), also=(Case.FAMILY_MAN,)),
    # §4 beside 5: family on the right (seat 5, round the table) died: no win
    "family dies": Game("family_man werewolf seer villager robber", "1>5 2>5 3>5 5>1 4>1",
                        (5,), ("werewolf",), (2,), draws=Draws(family=Family.RIGHT)),
    # §3.5 the epic battle: the most and the second most die; both monsters lost one
    "epic, village wins": Game("vampire werewolf seer villager robber", "1>2 3>2 4>2 2>1 5>1",
                               (1, 2), ("village",), (3, 4, 5)),
    # §4 epic: the vampires lost nobody and the werewolves did
    "epic, vampires win": Game("vampire werewolf seer villager robber", "1>2 3>2 4>2 2>3 5>3",
                               (2, 3), ("vampire",), (1,)),
    # R9 a tie for the most kills only the tied
    "epic tie": Game("vampire werewolf seer villager robber", "1>2 3>2 2>1 4>1 5>3",
                     (1, 2), ("village",), (3, 4, 5)),
    # R9 one vote is enough for the second most
    "epic one vote": Game("vampire werewolf seer villager robber", "1>3 2>3 3>2 4>5 5>4",
                          (2, 3, 4, 5), ("vampire",), (1,)),
    # R9 nobody has two votes: nobody dies, and no main team wins
    "epic circle": Game("vampire werewolf seer villager robber", "1>2 2>3 3>4 4>5 5>1",
                        (), (), ()),
    # R10 in the battle a dead Tanner wins and stops nobody
    "epic tanner": Game("vampire werewolf tanner seer villager", "1>3 2>3 4>3 3>2 5>2",
                        (2, 3), ("vampire", "tanner"), (1, 3)),
    # the Vampire rules: with every wolf in the center a Minion starts no battle; the
    # Minion wins by its own rule (no wolf among the players, someone else died)
    "no wolf, minion and vampires": Game("vampire minion seer villager robber",
                                         "1>3 2>3 4>3 3>1 5>1", (3,), ("werewolf", "vampire"),
                                         (1, 2)),
    # §4 two monster teams and no village: each wins by its own condition
    "two monsters, no village": Game("vampire werewolf minion", "1>2 2>1 3>1",
                                     (1,), ("village", "werewolf"), (2, 3)),
    # §3.9 a vampire's vote makes the Cursed a vampire: its death wins for the village
    "cursed bitten": Game("vampire cursed seer villager robber", "1>2 3>2 4>2 2>1 5>1",
                          (2,), ("village",), (3, 4, 5)),
    # R12 voted by a wolf and a vampire alike, the Cursed joins the werewolves
    "cursed tie": Game("vampire werewolf cursed seer villager robber",
                       "1>3 2>3 4>3 3>4 5>4 6>4", (3, 4), ("vampire",), (1,)),
    # R13 a wolf's vote turns Windy Wendy like the Cursed
    "windy wendy": Game("werewolf windy_wendy seer villager robber", "1>2 3>2 4>2 2>1 5>1",
                        (2,), ("village",), (3, 4, 5)),
    # §3.6 the Rhino voted out: the seat it voted for dies instead
    "ricochet": Game("ricochet_rhino werewolf seer villager robber", "1>2 3>1 4>1 5>1 2>3",
                     (2,), ("village",), (1, 3, 4, 5)),
    # R14 a Rhino with no vote dies itself
    "ricochet without a vote": Game("ricochet_rhino werewolf seer villager robber",
                                    "1>- 3>1 4>1 5>1 2>3", (1,), ("werewolf",), (2,)),
    # R14 the Rhino's target protected: nobody dies, the Rhino lives
    "ricochet into a shield": Game("ricochet_rhino werewolf seer bodyguard robber",
                                   "1>2 3>1 4>2 5>1 2>1", (), ("werewolf",), (2,)),
    # R14 the ricochet is no vote: it kills a Prince
    "ricochet onto the prince": Game("ricochet_rhino prince seer villager werewolf",
                                     "1>2 3>1 4>1 5>1 2>3", (2,), ("werewolf",), (5,)),
    # §3.2 the Defender-er protects like the Bodyguard
    "defender-er": Game("defender_er werewolf seer villager robber", "1>2 3>2 4>2 2>3 5>3",
                        (3,), ("werewolf",), (2,)),
    # §3.3 votes for the Sponge do not count
    "sponge": Game("sponge werewolf seer villager robber", "2>1 3>1 4>1 5>2 1>2",
                   (2,), ("village",), (1, 3, 4, 5)),
    # the Copycat plays the role it copied: a Copycat vampire
    "copycat vampire": Game("copycat:vampire seer villager robber", "2>1 3>1 4>1 1>2",
                            (1,), ("village",), (2, 3, 4)),
    # published: a Copycat that never looked is a villager
    "copycat unlooked": Game("copycat werewolf seer villager", "1>2 3>2 4>2 2>1",
                             (2,), ("village",), (1, 3, 4)),
    # a Doppelganger that copied the Master is one: a vampire's vote protects it
    "doppelganger master": Game("doppelganger:master vampire seer villager robber",
                                "2>1 3>1 4>1 5>3 1>3", (3,), ("vampire",), (1, 2)),
    # a Doppelganger that copied the Diseased passes its rule on
    "doppelganger diseased": Game("werewolf doppelganger:diseased seer villager robber",
                                  "1>2 3>2 4>1 5>1 2>1", (1,), ("village",), (2, 4, 5),
                                  also=(Case.DISEASED,)),
}


@pytest.mark.parametrize("name", list(GAMES))
def test_hand_checked_game(name: str) -> None:
    g = GAMES[name]
    cards = dict(enumerate(g.cards.split(), start=1))
    result = resolve_game(cards, parse_votes(g.votes), g.artifacts, marks=g.marks,
                          draws=g.draws)
    assert result.tally.dead == g.dead, name
    assert result.outcome.winner_names == g.winners, (name, result.outcome.reason)
    assert result.outcome.winning_seats == g.seats, (name, result.outcome.reason)
    assert result.outcome.also == g.also, name


def test_each_new_case_decides_a_game_of_the_table() -> None:
    cases = {resolve_game(dict(enumerate(g.cards.split(), start=1)), parse_votes(g.votes),
                          g.artifacts, marks=g.marks, draws=g.draws).outcome.case
             for g in GAMES.values()}
    assert {Case.EPIC_BATTLE, Case.VAMPIRE_DIED, Case.ALIEN_DIED,
            Case.VAMPIRES_SURVIVED} <= cases
    also = {case for g in GAMES.values() for case in g.also}
    assert also == {Case.NOSTRADAMUS, Case.TRAITOR, Case.ASSASSIN, Case.APPRENTICE_ASSASSIN,
                    Case.FAMILY_MAN, Case.DISEASED}


def test_the_cases_are_in_the_order_of_the_rules_page() -> None:
    """docs/rules.md §4: the epic battle, then the monsters, then the rules beside them."""
    order = list(Case)
    assert order[0] is Case.EPIC_BATTLE
    assert order.index(Case.SOMEONE_DIED) < order.index(Case.NOSTRADAMUS)
    assert order[-6:] == [Case.NOSTRADAMUS, Case.TRAITOR, Case.ASSASSIN,
                          Case.APPRENTICE_ASSASSIN, Case.FAMILY_MAN, Case.DISEASED]


def test_the_epic_battle_is_said_and_flagged() -> None:
    """§3.5: the tally flags the battle; the reason names the winners."""
    result = resolve_game(dict(enumerate(["vampire", "werewolf", "seer", "villager", "robber"], 1)),
                          parse_votes("1>2 3>2 4>2 2>1 5>1"))
    assert result.tally.epic and result.outcome.case is Case.EPIC_BATTLE
    assert result.outcome.reason == "an epic battle, won by the village"
    plain = resolve_game(dict(enumerate(["vampire", "seer", "villager", "robber"], 1)),
                         parse_votes("1>2 2>1 3>1 4>1"))
    assert not plain.tally.epic


def test_the_dead_for_love_and_the_ricochet_are_named() -> None:
    """§3.6, §3.8: the tally says who died for love and where a Rhino's death went."""
    love = GAMES["lovers"]
    result = resolve_game(dict(enumerate(love.cards.split(), 1)), parse_votes(love.votes),
                          marks=love.marks)
    assert result.tally.lovers == (4,)
    rhino = GAMES["ricochet"]
    result = resolve_game(dict(enumerate(rhino.cards.split(), 1)), parse_votes(rhino.votes))
    assert dict(result.tally.ricochet) == {1: 2} and result.tally.voted_out == (1,)


def test_the_cursed_joins_the_team_that_voted_more() -> None:
    """R12: two vampire votes against one wolf's make a vampire; the Mark of the Vampire
    keeps a Cursed a vampire whatever the votes."""
    cards = dict(enumerate(["vampire", "werewolf", "cursed", "seer", "villager", "master"], 1))
    result = resolve_game(cards, parse_votes("1>3 6>3 2>3 3>1 4>1 5>1"))
    assert result.dawn is not None and result.dawn.standing[3].team is Team.VAMPIRE
    marked = resolve_game(cards, parse_votes("2>3 3>1 4>1 5>1 1>4 6>4"), marks={3: "vampire"})
    assert marked.dawn is not None and marked.dawn.standing[3].team is Team.VAMPIRE


def test_the_family_sits_round_the_card_among_the_players() -> None:
    """R6: seats go round the table in number order; empty seats are skipped."""
    from engine.onenight.draws import family_seats

    assert family_seats(3, Family.LEFT_2, [1, 3, 6, 8]) == {3, 6, 8}
    assert family_seats(1, Family.RIGHT, [1, 3, 6, 8]) == {1, 8}
    assert family_seats(8, Family.EACH_SIDE, [1, 3, 6, 8]) == {6, 8, 1}


def test_a_family_man_without_the_family_drawn_is_refused() -> None:
    """§2 what the box draws: resolving a Family Man needs the family."""
    cards = dict(enumerate(["family_man", "werewolf", "seer", "villager", "robber"], 1))
    with pytest.raises(InvalidRecord, match=r"draws\.family"):
        resolve_game(cards, parse_votes("2>3 1>3 4>3 3>2 5>2"))


def test_copies_of_copiers_name_what_was_copied() -> None:
    """§4: a Doppelganger that copied the Copycat is what the Copycat viewed."""
    from engine.onenight.reveal import card_role, read_card

    assert card_role("doppelganger:copycat:seer").id == "seer"
    assert card_role("copycat:doppelganger:werewolf").id == "werewolf"
    assert read_card("doppelganger:seer:snatched").snatched
    with pytest.raises(InvalidRecord, match="cannot copy itself"):
        card_role("copycat:copycat")


@pytest.mark.parametrize(("deck", "provisional"), [
    ("vampire,seer,villager", False),
    ("werewolf,vampire,seer", True),        # an epic battle may follow
    ("werewolf,body_snatcher,seer", True),
    ("vampire,master,seer", True),
    ("werewolf,cupid,seer", True),
    ("werewolf,ricochet_rhino,seer", True),
    ("werewolf,sponge,seer", True),
])
def test_vote_time_cards_make_the_first_result_provisional(deck: str,
                                                            provisional: bool) -> None:
    """§3: the plain count stands until the cards and marks are entered."""
    assert provisional_with(deck.split(",")) is provisional
