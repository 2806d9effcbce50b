"""The night with the Vampire box and the Bonus roles: the dusk, the wake order of any deck
(docs/rules.md §2 and the rulings R1-R8), and what the voice says."""

from __future__ import annotations

import random

import pytest

from engine.cues import Say, ScriptMode
from engine.onenight.deck import Deck
from engine.onenight.draws import Askees, Draws, EmpathAsk, Family, Question
from engine.onenight.roles import ROLES
from engine.onenight.script import ScriptOptions, night_script
from engine.onenight.steps import has_dusk, night_steps
from engine.values import Team

VAMPIRE_BOX = ("copycat,vampire,master,count,renfield,diseased,cupid,instigator,priest,"
               "assassin,apprentice_assassin,marksman,pickpocket,gremlin")
NEW_ROLES = VAMPIRE_BOX.split(",") + [
    "body_snatcher", "nostradamus", "empath", "family_man", "ricochet_rhino", "defender_er",
    "sponge", "windy_wendy", "innocent_bystander"]


def steps(deck: str) -> list[str]:
    return [s.id for s in night_steps(Deck.parse(deck))]


def said(deck: str, step: str, draws: Draws | None = None, **opts: object) -> list[str]:
    script = night_script(Deck.parse(deck), ScriptOptions(**opts),  # type: ignore[arg-type]
                          random.Random(0), draws)
    return [c.text for c in script.cues if isinstance(c, Say) and c.step == step]


def test_the_table_holds_the_twenty_three_new_roles() -> None:
    assert len(NEW_ROLES) == 23 and set(NEW_ROLES) <= set(ROLES) and len(ROLES) == 53


def test_the_vampire_box_wakes_in_the_charts_order() -> None:
    """§2 Dusk: the dusk in its codes, each Doppelganger step after its role (the Vampire
    rulebook's combined order), then the marks, the lovers, and the night."""
    assert steps(VAMPIRE_BOX + ",doppelganger,sentinel,werewolf,seer") == [
        "copycat", "doppelganger", "vampire", "count", "doppelganger_count", "renfield",
        "doppelganger_renfield", "diseased", "cupid", "instigator", "priest",
        "doppelganger_priest", "assassin", "doppelganger_assassin", "apprentice_assassin",
        "doppelganger_apprentice_assassin", "marks", "lovers", "sentinel", "werewolf", "seer",
        "marksman", "doppelganger_marksman", "pickpocket", "doppelganger_pickpocket",
        "gremlin", "doppelganger_gremlin"]


def test_the_doppelganger_and_the_sentinel() -> None:
    """R1: without a dusk the Sentinel (0) wakes before the Doppelganger (1), as the
    Daybreak rules print it; with one, the Doppelganger wakes at dusk (-7), before."""
    assert steps("doppelganger,sentinel,werewolf,seer,villager")[:2] == [
        "sentinel", "doppelganger"]
    assert steps("doppelganger,sentinel,werewolf,seer,cupid")[:2] == [
        "doppelganger", "cupid"]
    assert steps("doppelganger,sentinel,werewolf,copycat")[:3] == [
        "copycat", "doppelganger", "sentinel"]


def test_a_deck_without_a_dusk_role_has_no_dusk() -> None:
    """§2 Dusk: night roles of the Vampire box alone bring no dusk; the Copycat alone
    brings a dusk with no marks (R2); a Master alone calls the vampires' dusk step."""
    assert not has_dusk(Deck.parse("marksman,pickpocket,gremlin,werewolf,seer"))
    assert "marks" not in steps("marksman,pickpocket,gremlin,werewolf,seer")
    assert steps("copycat,werewolf,seer,villager") == ["copycat", "werewolf", "seer"]
    assert steps("master,werewolf,seer,villager")[:2] == ["vampire", "marks"]


def test_the_lovers_wake_only_with_cupid() -> None:
    """R2: the marks step ends every dusk with marks; the lovers (00) only with Cupid."""
    assert steps("vampire,werewolf,seer,villager") == ["vampire", "marks", "werewolf", "seer"]
    assert steps("cupid,werewolf,seer,villager")[:3] == ["cupid", "marks", "lovers"]


def test_the_bonus_roles_wake_in_their_codes() -> None:
    """§2: the aliens (1A) and the Body Snatcher (1F) before the wolves; Nostradamus (5E)
    and its team said after; the Family Man (9D); the Empath (10E) before the Curator."""
    assert steps("body_snatcher,nostradamus,empath,family_man,werewolf,seer,insomniac,"
                 "squire,beholder,curator,ricochet_rhino,sponge") == [
        "aliens", "body_snatcher", "werewolf", "seer", "nostradamus", "nostradamus_team",
        "insomniac", "squire", "family_man", "beholder", "empath", "curator"]
    with_doppel = steps("doppelganger,nostradamus,empath,werewolf,seer")
    assert with_doppel[with_doppel.index("nostradamus"):] == [
        "nostradamus", "doppelganger_nostradamus", "nostradamus_team", "empath",
        "doppelganger_empath"]


@pytest.mark.parametrize("role_id", ["ricochet_rhino", "defender_er", "sponge", "windy_wendy",
                                     "innocent_bystander", "master"])
def test_the_cards_that_never_wake_alone(role_id: str) -> None:
    own = steps(f"{role_id},werewolf,seer,villager")
    assert role_id not in own


def test_the_doppelganger_copies_dusk_roles() -> None:
    """§2: a Doppelganger that copied Cupid, the Diseased or the Instigator acts inside its
    own dusk step, which names them; one that copied the Count, Renfield, the Priest or
    an Assassin has its own step after theirs; one that copied a vampire wakes with them."""
    deck = "doppelganger,cupid,diseased,vampire,priest,werewolf,seer"
    doppel = said(deck, "doppelganger")[0]
    assert "Doppelganger, wake up." in doppel
    assert "If you became the Diseased, Cupid or the Seer, do that action now." in doppel
    assert said(deck, "doppelganger_priest")[0].startswith(
        "Doppelganger, if you became the Priest, wake up.")
    assert said("doppelganger,renfield,vampire,seer", "doppelganger_renfield")[0].startswith(
        "Doppelganger, if you became Renfield, wake up.")


def test_the_copycat_is_told_to_act_when_its_role_is_called() -> None:
    assert "when it is called, wake up and do its action" in said(
        "copycat,werewolf,seer", "copycat")[0]


def test_everyone_looks_at_their_mark_and_fear_is_recalled() -> None:
    """§2 Dusk: the marks step; beginners with the Count in the deck hear the Mark of
    Fear's rule, experts and decks without the Count do not."""
    wake, sleep = said("count,vampire,werewolf,seer", "marks")
    assert wake.startswith("Everyone, wake up, and look at your mark.")
    assert "Mark of Fear" in wake and sleep == "Everyone, close your eyes."
    assert "Mark of Fear" not in said("count,vampire,werewolf,seer", "marks",
                                      mode=ScriptMode.EXPERT)[0]
    assert "Mark of Fear" not in said("priest,werewolf,seer", "marks")[0]


def test_the_count_is_called_with_the_same_pause_whoever_is_afraid() -> None:
    """§2 Dusk: the Mark of Fear changes nothing in the script: every role is called."""
    script = night_script(Deck.parse("count,vampire,werewolf,seer,robber,villager"))
    assert [s.id for s in script.steps][-3:] == ["werewolf", "seer", "robber"]


def test_renfield_sees_pointing_vampires_and_the_assassins_eyes() -> None:
    """R4: the vampires point, eyes closed, at Renfield's call; R3: each Apprentice step
    opens the Assassin's eyes and closes them again."""
    wake, sleep = said("vampire,renfield,werewolf,seer", "renfield")
    assert "Vampires, keep your eyes closed, and point at the player" in wake
    assert sleep == "Vampires, put your hands down. Renfield, close your eyes."
    deck = "assassin,apprentice_assassin,doppelganger,werewolf,seer"
    assert said(deck, "assassin")[1] == "Assassin, close your eyes."
    for step in ("apprentice_assassin", "doppelganger_apprentice_assassin"):
        wake, sleep = said(deck, step)
        assert "Assassin, open your eyes." in wake and sleep.startswith(
            "Assassin, close your eyes.")


def test_nostradamus_taps_a_team_of_the_deck_and_hears_it() -> None:
    """R8: the teams offered are those of the deck's cards, one tap for the first; the
    team chosen is said to everyone after the step."""
    deck = "nostradamus,vampire,werewolf,seer,tanner"
    draws = Draws(nostradamus={"nostradamus": Team.VAMPIRE})
    wake = said(deck, "nostradamus", draws)[0]
    assert ("Then tap your own button: 1 tap for the village, 2 taps for the werewolves, "
            "3 taps for the vampires and 4 taps for the Tanner.") in wake
    assert said(deck, "nostradamus_team", draws) == [
        "Everyone, keep your eyes closed. Nostradamus is with the vampires."]
    expert = said(deck, "nostradamus", draws, mode=ScriptMode.EXPERT)[0]
    assert "Then tap your own button" in expert


def test_the_family_man_and_the_empath_hear_what_was_drawn() -> None:
    """R6, R7: the drawn family and question are said, to beginners and experts alike."""
    draws = Draws(family=Family.LEFT_2,
                  empath=EmpathAsk(Askees.SEATS, Question.SUSPICIOUS, (2, 5)))
    deck = "family_man,empath,doppelganger,werewolf,seer,villager"
    for mode in ScriptMode:
        family = said(deck, "family_man", draws, mode=mode)[0]
        assert "Look at the two players on your left: they are your family now." in family
        assert "Doppelganger, if you became the Family Man, wake up too." in family
        empath = said(deck, "empath", draws, mode=mode)[0]
        assert ("Seats 2 and 5, keep your eyes closed, and point at the player who seems "
                "the most suspicious.") in empath
    assert said(deck, "doppelganger_empath", draws)[1].startswith(
        "Everyone, put your hands down.")


def test_the_same_draws_give_the_same_night() -> None:
    """§2 what the box draws: the record's draws replay the very night."""
    deck = Deck.parse("family_man,empath,nostradamus,werewolf,seer,villager,villager")
    a = Draws(family=Family.RIGHT, empath=EmpathAsk(Askees.ODD, Question.FUNNIEST),
              nostradamus={"nostradamus": Team.WEREWOLF})
    b = Draws(family=Family.LEFT, empath=EmpathAsk(Askees.ODD, Question.FUNNIEST),
              nostradamus={"nostradamus": Team.WEREWOLF})
    assert night_script(deck, draws=a) == night_script(deck, draws=a)
    assert night_script(deck, draws=a).lines != night_script(deck, draws=b).lines


@pytest.mark.parametrize("lang_mode", list(ScriptMode))
def test_every_new_line_is_short_plain_and_neutral(lang_mode: ScriptMode) -> None:
    """Our own words, pronoun-neutral, plain ASCII for the voice."""
    decks = [VAMPIRE_BOX + ",doppelganger,werewolf,seer",
             "body_snatcher,nostradamus,empath,family_man,doppelganger,werewolf,seer"]
    gendered = {"he", "she", "him", "her", "his", "hers", "himself", "herself"}
    for deck in decks:
        for text in night_script(Deck.parse(deck), ScriptOptions(mode=lang_mode)).lines:
            assert text.strip() and text.isascii(), text
            assert not {w.strip(".,!?:").lower() for w in text.split()} & gendered, text
            for sentence in text.split(". "):
                assert len(sentence.split()) <= 32, sentence


def test_dawn_sends_the_table_after_the_deck_s_monsters() -> None:
    """The wake-up help names the vampires in a Vampire game, and both in an epic one; a
    werewolf deck hears what it always heard."""
    last = night_script(Deck.parse("vampire,master,seer,villager")).lines[-1]
    assert last == "Everyone, wake up! Talk it over, and find the vampires."
    both = night_script(Deck.parse("vampire,werewolf,seer,villager")).lines[-1]
    assert both.endswith("find the werewolves and the vampires.")
    wolves = night_script(Deck.parse("werewolf,seer,villager")).lines[-1]
    assert wolves == "Everyone, wake up! Talk it over, and find the werewolves."
