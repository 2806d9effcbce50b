"""Who wins (RULINGS §3-§4): a table of hand-checked games, plus the card forms.

Each game lists the revealed cards by seat (1, 2, ...), the votes as ``voter>target``,
and what RULINGS says must happen. The comment names the clause it checks.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from engine.errors import InvalidRecord, UnknownRole
from engine.onenight.outcome import Case, MinionRule, outcome, resolve_game
from engine.onenight.reveal import artifact_role, card_role, effective_role
from engine.values import Team

HOUSE = MinionRule.VILLAGE_MUST_KILL_MINION


@dataclass(frozen=True)
class Game:
    cards: str
    votes: str
    dead: tuple[int, ...]
    winners: tuple[str, ...]
    seats: tuple[int, ...]
    artifacts: dict[int, str] = field(default_factory=dict)
    rule: MinionRule = MinionRule.OFFICIAL


def parse_votes(text: str) -> dict[int, int | None]:
    votes: dict[int, int | None] = {}
    for item in text.split():
        voter, target = item.split(">")
        votes[int(voter)] = None if target == "-" else int(target)
    return votes


GAMES: dict[str, Game] = {
    # §3.4 the most votes die; §4 a wolf died: the village wins
    "wolf voted out": Game("werewolf seer robber troublemaker villager",
                           "1>2 2>1 3>1 4>1 5>1", (1,), ("village",), (2, 3, 4, 5)),
    # §3.4 nobody has more than one vote (the circle vote); §4 werewolves win with W not empty
    "circle vote": Game("werewolf seer robber troublemaker villager",
                        "1>2 2>3 3>4 4>5 5>1", (), ("werewolf",), (1,)),
    # §3.4 ties all die; one of two wolves dies: the village wins, the other wolf loses
    "tie kills a wolf and the seer": Game("werewolf werewolf seer robber villager troublemaker",
                                          "1>3 2>3 3>1 4>1 5>6 6>5", (1, 3), ("village",),
                                          (3, 4, 5, 6)),
    # §3.4 a tie of two villagers; §4 no wolf died, no Tanner died: werewolves win
    "tie kills two villagers": Game("werewolf seer robber villager villager",
                                    "1>2 2>3 3>2 4>3 5>1", (2, 3), ("werewolf",), (1,)),
    # §4 Tanner wins if that Tanner dies; a dead Tanner stops the werewolves
    "tanner alone": Game("werewolf seer tanner villager villager",
                         "1>3 2>3 3>1 4>3 5>3", (3,), ("tanner",), (3,)),
    # §4 a dead Tanner and a dead wolf: the village wins as well
    "tanner with a wolf": Game("werewolf seer tanner villager villager robber",
                               "1>3 2>1 3>1 4>3 5>6 6>5", (1, 3), ("village", "tanner"),
                               (2, 3, 4, 5, 6)),
    # §4 no wolf among the players and nobody dies: the village wins
    "wolves in the center, nobody dies": Game("seer robber troublemaker villager villager",
                                              "1>2 2>3 3>4 4>5 5>1", (), ("village",),
                                              (1, 2, 3, 4, 5)),
    # §4 "a Tanner killed while all wolves are in the center is a village loss"
    "wolves in the center, tanner dies": Game("seer robber tanner villager villager",
                                              "1>3 2>3 4>3 5>1 3>1", (3,), ("tanner",), (3,)),
    # §4 no wolf among the players and a villager dies: nobody wins
    "wolves in the center, villager dies": Game("seer robber troublemaker villager villager",
                                                "1>5 2>5 3>5 4>1 5>1", (5,), (), ()),
    # §4 W empty: a Minion wins when any player other than a Minion dies
    "minion official, other dies": Game("minion seer robber villager villager",
                                        "1>2 3>2 4>2 2>1 5>1", (2,), ("werewolf",), (1,)),
    # §4 W empty: the Minion dying wins nothing for anyone under the official rule
    "minion official, minion dies": Game("minion seer robber villager villager",
                                         "2>1 3>1 4>1 1>2 5>2", (1,), (), ()),
    # §4 variant: with no wolf and a Minion playing, the village wins only if a Minion dies
    "minion house rule, minion dies": Game("minion seer robber villager villager",
                                           "2>1 3>1 4>1 1>2 5>2", (1,), ("village",),
                                           (2, 3, 4, 5), rule=HOUSE),
    # §4 variant: the Minion wins if it survives and someone else dies
    "minion house rule, other dies": Game("minion seer robber villager villager",
                                          "1>2 3>2 4>2 2>1 5>1", (2,), ("werewolf",), (1,),
                                          rule=HOUSE),
    # §4 variant: nobody dies, so the village did not kill the Minion: nobody wins
    "minion house rule, nobody dies": Game("minion seer robber villager villager",
                                           "1>2 2>3 3>4 4>5 5>1", (), (), (), rule=HOUSE),
    # §4 official: no wolf among the players, nobody dies: the village wins, the Minion loses
    "minion official, nobody dies": Game("minion seer robber villager villager",
                                         "1>2 2>3 3>4 4>5 5>1", (), ("village",), (2, 3, 4, 5)),
    # §4 with wolves playing the Minion is on their team even when it dies
    "minion dies, wolves win": Game("werewolf minion seer villager villager",
                                    "1>2 3>2 4>2 2>3 5>3", (2,), ("werewolf",), (1, 2)),
    # §3.5 a dead Hunter takes their target: here the wolf
    "hunter shoots the wolf": Game("werewolf hunter seer villager villager",
                                   "1>2 3>2 4>2 2>1 5>4", (1, 2), ("village",), (2, 3, 4, 5)),
    # §3.5 chains: Hunter -> doppelganger:hunter -> wolf; §4 the Doppelganger is what she copied
    "hunter chain through doppelganger": Game(
        "werewolf hunter doppelganger:hunter seer villager villager",
        "1>2 4>2 5>2 2>3 3>1 6>4", (1, 2, 3), ("village",), (2, 3, 4, 5, 6)),
    # §3.5 a Hunter who voted for themselves shoots nobody (§3.1)
    "hunter with a self vote": Game("werewolf hunter seer villager villager",
                                    "1>2 3>2 4>2 2>2 5>1", (2,), ("werewolf",), (1,)),
    # §3.5 + §4 the Hunter's shot kills the Tanner: the Tanner wins, the werewolves lose
    "hunter shoots the tanner": Game("werewolf hunter tanner seer villager",
                                     "1>2 4>2 5>2 2>3 3>1", (2, 3), ("tanner",), (3,)),
    # §3.2 + §3.4 the Bodyguard protects the top seat (the wolf); the next highest dies
    "bodyguard protects the top seat": Game("werewolf seer bodyguard villager villager robber",
                                            "2>1 4>1 5>1 3>1 1>2 6>2", (2,), ("werewolf",), (1,)),
    # §3.2 a protected seat survives the Hunter's shot too
    "bodyguard stops the hunter": Game("werewolf hunter bodyguard seer villager",
                                       "1>2 4>2 5>2 2>1 3>1", (2,), ("werewolf",), (1,)),
    # §3.3 + §3.4 votes for the Prince do not count; the wolf has the most that count
    "prince survives, wolf dies": Game("werewolf prince seer villager villager",
                                       "1>2 3>2 4>2 5>1 2>1", (1,), ("village",), (2, 3, 4, 5)),
    # §3.3 only the Prince had votes: nobody dies
    "prince alone": Game("werewolf prince seer villager villager",
                         "1>2 3>2 4>2 5>2 2>1", (), ("werewolf",), (1,)),
    # §3.6 the Cursed voted by a wolf is a wolf: its death wins for the village
    "cursed turned and killed": Game("werewolf cursed seer villager villager",
                                     "1>2 3>2 4>2 2>1 5>1", (2,), ("village",), (3, 4, 5)),
    # §3.6 without a wolf's vote the Cursed is a villager: its death is a werewolf win
    "cursed not turned and killed": Game("werewolf cursed seer villager villager",
                                         "1>3 3>2 4>2 5>2 2>1", (2,), ("werewolf",), (1,)),
    # §3.6 the turned Cursed wins with the werewolves
    "cursed turned survives": Game("werewolf cursed seer villager villager",
                                   "1>2 2>4 3>4 5>4 4>1", (4,), ("werewolf",), (1, 2)),
    # §4 artifact: claw_of_the_werewolf makes a wolf
    "claw on a villager": Game("seer robber villager villager troublemaker",
                               "1>3 2>3 4>3 3>1 5>1", (3,), ("village",), (1, 2, 4, 5),
                               artifacts={3: "claw_of_the_werewolf"}),
    # §4 artifact: brand_of_the_villager on the only wolf: no wolf among the players
    "brand on the wolf": Game("werewolf seer robber villager villager",
                              "1>2 2>3 3>4 4>5 5>1", (), ("village",), (1, 2, 3, 4, 5),
                              artifacts={1: "brand_of_the_villager"}),
    # §4 artifact: cudgel_of_the_tanner makes a Tanner, who wins by dying
    "cudgel on a villager": Game("werewolf seer robber villager villager",
                                 "1>4 2>4 3>4 4>1 5>1", (4,), ("tanner",), (4,),
                                 artifacts={4: "cudgel_of_the_tanner"}),
    # §4 artifact: bow_of_the_hunter makes a Hunter (§3.5)
    "bow on a villager": Game("werewolf seer villager villager robber",
                              "1>3 2>3 4>3 3>1 5>2", (1, 3), ("village",), (2, 3, 4, 5),
                              artifacts={3: "bow_of_the_hunter"}),
    # §4 artifact: cloak_of_the_prince makes a Prince (§3.3)
    "cloak on the seer": Game("werewolf seer villager villager robber",
                              "1>2 3>2 4>2 5>1 2>1", (1,), ("village",), (2, 3, 4, 5),
                              artifacts={2: "cloak_of_the_prince"}),
    # §4 artifact: sword_of_the_bodyguard makes a Bodyguard (§3.2)
    "sword on a villager": Game("werewolf seer villager villager robber",
                                "3>1 2>1 4>1 5>1 1>2", (), ("werewolf",), (1,),
                                artifacts={3: "sword_of_the_bodyguard"}),
    # §4 void_of_nothingness, mask_of_muting, shroud_of_shame change nothing
    "artifacts that change nothing": Game("werewolf seer villager villager robber",
                                          "2>1 3>1 4>1 1>2 5>2", (1,), ("village",), (2, 3, 4, 5),
                                          artifacts={1: "shroud_of_shame", 2: "mask_of_muting",
                                                     3: "void_of_nothingness"}),
    # §4 a P.I. who turned werewolf is a wolf: their death wins for the village
    "turned P.I. dies": Game("werewolf paranormal_investigator:werewolf seer villager villager",
                             "3>2 4>2 5>2 2>3 1>3", (2,), ("village",), (3, 4, 5)),
    # §4 the turned P.I. wins with the werewolves
    "turned P.I. survives": Game("werewolf paranormal_investigator:werewolf seer villager villager",
                                 "1>4 2>4 3>4 4>1 5>1", (4,), ("werewolf",), (1, 2)),
    # §4 the P.I. as the only wolf: W is not empty
    "turned P.I. is the only wolf": Game("paranormal_investigator:werewolf seer robber "
                                         "villager villager", "1>2 2>3 3>4 4>5 5>1", (),
                                         ("werewolf",), (1,)),
    # §4 a P.I. turned Tanner dies: the Tanner wins
    "P.I. turned tanner dies": Game("werewolf paranormal_investigator:tanner seer villager "
                                    "villager", "1>2 3>2 4>2 2>1 5>1", (2,), ("tanner",), (2,)),
    # §4 a P.I. who did not turn is a villager
    "P.I. unturned": Game("werewolf paranormal_investigator seer villager villager",
                          "2>1 3>1 4>1 1>2 5>2", (1,), ("village",), (2, 3, 4, 5)),
    # §4 Apprentice Tanner with a Tanner playing wins when the Tanner dies
    "apprentice with the tanner dying": Game("werewolf tanner apprentice_tanner seer villager",
                                             "1>2 3>2 4>2 2>1 5>1", (2,), ("tanner",), (2, 3)),
    # §4 with a Tanner playing, the Apprentice dying alone wins nothing
    "apprentice dies, tanner lives": Game("werewolf tanner apprentice_tanner seer villager",
                                          "1>3 2>3 4>3 3>1 5>1", (3,), ("werewolf",), (1,)),
    # §4 with no Tanner playing the Apprentice is a Tanner in every respect: it wins by
    # dying, and that death stops the werewolves winning
    "apprentice alone dies": Game("werewolf apprentice_tanner seer villager villager",
                                  "1>2 3>2 4>2 2>1 5>1", (2,), ("tanner",), (2,)),
    # §4 the Apprentice with no Tanner dying beside a wolf: village and Apprentice win
    "apprentice and wolf die": Game("werewolf apprentice_tanner seer villager villager robber",
                                    "1>2 3>2 2>1 4>1 5>6 6>5", (1, 2), ("village", "tanner"),
                                    (2, 3, 4, 5, 6)),
    # §4 the Squire is on the werewolf team
    "squire with wolves": Game("werewolf squire seer villager villager",
                               "1>4 2>4 3>4 4>1 5>1", (4,), ("werewolf",), (1, 2)),
    # §4 W empty: a Squire wins when a player other than a Squire dies
    "squire without wolves": Game("squire seer robber villager villager",
                                  "1>4 2>4 3>4 4>1 5>1", (4,), ("werewolf",), (1,)),
    # §4 W empty: the Minion dies, so the Minion loses but the Squire wins
    "squire and minion, minion dies": Game("minion squire seer villager villager",
                                           "2>1 3>1 4>1 1>2 5>2", (1,), ("werewolf",), (2,)),
    # §4 the same under the house rule: the village wins too
    "squire and minion, minion dies, house": Game("minion squire seer villager villager",
                                                  "2>1 3>1 4>1 1>2 5>2", (1,),
                                                  ("village", "werewolf"), (2, 3, 4, 5),
                                                  rule=HOUSE),
    # §4 W empty: the Tanner and the Minion both win when the Tanner dies
    "minion and tanner, tanner dies": Game("minion tanner seer villager villager",
                                           "1>2 3>2 4>2 2>1 5>1", (2,), ("werewolf", "tanner"),
                                           (1, 2)),
    # §4 the Doppelganger who copied a werewolf is a wolf
    "doppelganger wolf": Game("doppelganger:werewolf seer robber villager villager",
                              "2>1 3>1 4>1 1>2 5>2", (1,), ("village",), (2, 3, 4, 5)),
    # §4 the Doppelganger who copied the Minion is a Minion
    "doppelganger minion": Game("doppelganger:minion seer robber villager villager",
                                "1>4 2>4 3>4 4>1 5>1", (4,), ("werewolf",), (1,)),
    # §3.1 a self vote and a vote for a non-player are no votes: seats 1 and 2 tie
    "self vote does not count": Game("werewolf seer robber villager villager",
                                     "1>2 2>2 3>2 4>1 5>1", (1, 2), ("village",), (2, 3, 4, 5)),
    # §3 a missing vote is no vote
    "missing votes": Game("werewolf seer robber villager villager",
                          "2>1 3>1", (1,), ("village",), (2, 3, 4, 5)),
    # §3.6 the turned P.I. counts as a wolf for the Cursed
    "P.I. wolf turns the cursed": Game("paranormal_investigator:werewolf cursed seer villager "
                                       "villager", "1>2 2>3 3>4 4>5 5>1", (), ("werewolf",),
                                       (1, 2)),
    # §4 the village wins when a wolf dies even with no village seat to hold the win
    "village wins with no villager playing": Game("werewolf werewolf minion", "2>1 3>1 1>2",
                                                  (1,), ("village",), ()),
}


@pytest.mark.parametrize("name", list(GAMES))
def test_hand_checked_game(name: str) -> None:
    game = GAMES[name]
    players = dict(enumerate(game.cards.split(), start=1))
    result = resolve_game(players, parse_votes(game.votes), game.artifacts, minion_rule=game.rule)
    assert result.tally.dead == game.dead, "dead"
    assert result.outcome.winner_names == game.winners, result.outcome.reason
    assert result.outcome.winning_seats == game.seats, result.outcome.reason
    assert [s for s, won in result.outcome.won.items() if won] == list(game.seats)
    assert set(result.outcome.won) == set(players)


def test_the_table_covers_at_least_thirty_games() -> None:
    assert len(GAMES) >= 30


@pytest.mark.parametrize(("name", "reason", "case"), [
    ("wolf voted out", "a Werewolf died: the village wins", Case.WOLF_DIED),
    ("tanner alone", "the Tanner died and no Werewolf did: the Tanner wins", Case.TANNER_DIED),
    ("tanner with a wolf", "a Werewolf died: the village wins; the Tanner wins", Case.WOLF_DIED),
    ("circle vote", "no Werewolf died: the werewolves win", Case.WOLVES_SURVIVED),
    ("wolves in the center, nobody dies",
     "no Werewolf among the players and nobody died: the village wins", Case.NOBODY_DIED),
    ("minion official, other dies",
     "no Werewolf among the players but someone died: the village loses; the Minion wins",
     Case.SOMEONE_DIED),
    ("minion house rule, minion dies",
     "no Werewolf among the players and a Minion died: the village wins", Case.MINION_DIED),
    ("minion house rule, nobody dies",
     "no Werewolf among the players and no Minion died: the village loses",
     Case.MINION_SURVIVED),
])
def test_reasons_read_as_sentences(name: str, reason: str, case: Case) -> None:
    game = GAMES[name]
    players = dict(enumerate(game.cards.split(), start=1))
    result = resolve_game(players, parse_votes(game.votes), minion_rule=game.rule)
    assert result.outcome.reason == reason and result.outcome.case is case


def test_outcome_takes_cards_or_roles_and_given_deaths() -> None:
    revealed = {1: "werewolf", 2: "doppelganger:tanner", 3: "seer"}
    assert outcome(revealed, {}, [2]).winners == (Team.TANNER,)
    assert outcome(revealed, {}, [1, 2]).winners == (Team.VILLAGE, Team.TANNER)
    with pytest.raises(InvalidRecord, match="seat 9"):
        outcome(revealed, {}, [9])


def test_card_forms() -> None:
    assert card_role("doppelganger:hunter").id == "hunter"
    assert card_role("Doppelganger:Alpha-Wolf").id == "alpha_wolf"
    assert card_role("doppelganger:paranormal_investigator:werewolf").wolf
    assert card_role("paranormal_investigator:tanner").id == "tanner"
    assert card_role("doppelganger").id == "doppelganger"
    assert effective_role("werewolf", "brand_of_the_villager").id == "villager"
    assert effective_role("doppelganger:werewolf", "mask_of_muting").id == "werewolf"
    assert artifact_role("void_of_nothingness") is None


@pytest.mark.parametrize(("card", "error", "hint"), [
    ("werwolf", UnknownRole, "did you mean 'werewolf'"),
    ("doppelganger:huntr", UnknownRole, "did you mean 'hunter'"),
    ("paranormal_investigator:wolf", UnknownRole, "did you mean 'werewolf'"),
    ("paranormal_investigator:seer", UnknownRole, "werewolf or tanner"),
    ("doppelganger:doppelganger", InvalidRecord, "cannot copy"),
    ("seer:robber", InvalidRecord, "':'"),
])
def test_bad_cards_are_refused_with_a_hint(card: str, error: type[Exception], hint: str) -> None:
    with pytest.raises(error, match=hint):
        card_role(card)


def test_unknown_artifacts_are_refused_with_a_hint() -> None:
    with pytest.raises(InvalidRecord, match="did you mean 'claw_of_the_werewolf'"):
        artifact_role("claw_of_werewolf")
    with pytest.raises(InvalidRecord, match="not playing"):
        resolve_game({1: "seer"}, {}, {2: "mask_of_muting"})


def test_minion_rule_parses_with_a_hint() -> None:
    assert MinionRule.parse("Village-Must-Kill-Minion") is HOUSE
    with pytest.raises(InvalidRecord, match="did you mean 'official'"):
        MinionRule.parse("oficial")
