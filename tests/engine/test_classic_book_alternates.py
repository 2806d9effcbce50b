"""Each role's "Alternate" as a rule option (off by default: the main text), decided by
``resolve`` or read from the game, each test citing its role card's passage of the
rulebook (003_..., "Role cards") in its docstring."""

from __future__ import annotations

from dataclasses import replace

from engine.classic.alternates import ALTERNATES
from engine.classic.deck import ClassicDeck, deck_problems
from engine.classic.options import ClassicOptions, Deal
from engine.classic.record import resolve_classic
from engine.classic.reveal import revealed
from engine.classic.roles import CLASSIC_ROLES
from engine.classic.signs import apprentice_answer, aura_answer, moderator_notes, priest_learns
from engine.classic.state import ClassicGame

from .classic_book import D0, N1, day, deaths, lynch, night, play, record, refused

TOWN = "werewolf,seer,villager*5"


def _game(seats: str, *phases: dict[str, object], **options: object) -> ClassicGame:
    return resolve_classic(record(seats, *phases, **options)).game


def test_every_alternate_names_a_role_and_is_off_by_default() -> None:
    """Role cards: each "Alternate" is the role's other rule; the main text is the game's."""
    assert all(a.role in CLASSIC_ROLES for a in ALTERNATES.values())
    assert ClassicOptions().alternates == frozenset()


def test_the_apprentice_looks_every_night_and_learns_on_the_second_look() -> None:
    """Apprentice Seer, alternate: it points at a player every night, and learns whether
    it is a Werewolf only after choosing it twice."""
    seats = "werewolf,apprentice_seer,seer,villager*4"
    assert "Seer is dead" in refused(seats, night(1, apprentice_seer=1))
    game = _game(seats, night(1, apprentice_seer=1), alternates=["apprentice_looks"])
    assert apprentice_answer(game, 1) is True and apprentice_answer(game, 4) is None


def test_the_aura_seer_learns_the_team() -> None:
    """Aura Seer, alternate: it learns whether a player is on the village; the Cursed, the
    Doppelganger and the Drunk show their team now."""
    players = {1: "werewolf", 2: "aura_seer", 3: "sorcerer", 4: "cursed", 5: "villager",
               6: "villager", 7: "seer"}
    game = ClassicGame.start(players, ClassicOptions(alternates=frozenset({"aura_village"})))
    assert [aura_answer(game, s) for s in (1, 3, 4, 5)] == [False, False, True, True]


def test_the_bodyguard_protects_each_player_once() -> None:
    """Bodyguard, alternate: never the same player twice in a game."""
    seats = "werewolf,bodyguard,seer,villager*4"
    phases = (night(1, bodyguard=4), D0, night(2, bodyguard=5), day(2),
              night(3, bodyguard=4))
    assert deaths(play(seats, *phases)) == []
    assert "once" in refused(seats, *phases, alternates=["bodyguard_once"])


def test_the_bodyguards_player_cannot_be_killed_the_next_day() -> None:
    """Bodyguard, second alternate: the player protected cannot be killed the next day,
    by lynching or otherwise."""
    seats = "werewolf,bodyguard,seer,villager*4"
    phases = (N1, D0, night(2, bodyguard=4), lynch(2, 4, 1, 3, 5))
    assert deaths(play(seats, *phases)) == [("day 2", 4, "lynch")]
    assert deaths(play(seats, *phases, alternates=["bodyguard_day"])) == []


def test_cupid_plays_the_card_left_over_after_night_1() -> None:
    """Cupid, alternate: dealt beside an extra card, it becomes that role once it has
    chosen the Soulmates."""
    seats = "werewolf,cupid,seer,villager*4"
    game = _game(seats, night(1, cupid=[4, 5]), deal={"cupid": "witch"},
                 alternates=["cupid_card"])
    assert game.role(2) == "witch" and game.soulmates == ((4, 5),)
    assert "cupid_card" in refused(seats, N1, deal={"cupid": "witch"})


def test_the_moderator_chooses_the_soulmates() -> None:
    """Cupid, second alternate: the Moderator chooses the Soulmates."""
    answer = play(TOWN, night(1, cupid=[3, 4]), D0, night(2, werewolf=3),
                  alternates=["cupid_moderator"])
    assert deaths(answer) == [("night 2", 3, "werewolves"), ("night 2", 4, "heartbreak")]
    assert "no cupid" in refused(TOWN, night(1, cupid=[3, 4]))


def test_the_first_to_die_is_the_ghost() -> None:
    """Ghost, alternate: the first player killed becomes the Ghost and keeps its team."""
    assert "no Ghost" in refused(TOWN, night(1, ghost="A"), alternates=["ghost_first_dead"])
    game = _game(TOWN, N1, lynch(1, 4, 1, 2, 3), night(2, ghost="W"),
                 alternates=["ghost_first_dead"])
    assert game.ghost == 4
    assert "no ghost card" in refused("werewolf,ghost,seer,villager*4",
                                      alternates=["ghost_first_dead"])


def test_the_secret_idiot_always_votes_to_lynch() -> None:
    """Idiot, alternate: no card; a seat chosen at random by the Moderator, whose vote is
    always to die."""
    # 7 voters, 4 lynch: three presses and the secret Idiot (seat 7)
    answer = play(TOWN, N1, day(1, nominations=[{"seat": 1, "lynch": [2, 3, 4]}]),
                  deal={"idiot": 7}, alternates=["idiot_secret"])
    assert deaths(answer) == [("day 1", 1, "lynch")]
    assert "idiot_secret" in refused(TOWN, deal={"idiot": 7})


def test_the_magician_casts_two_spells_in_any_mix() -> None:
    """Magician, alternate: two spells a game, two heals, two kills or one of each, both
    on one night if it likes."""
    seats = "werewolf*2,magician,seer,villager*6"
    two = play(seats, night(1, magician_kill=[1, 2]), alternates=["magician_two"])
    assert two["winners"] == ["village"]
    assert "two spells" in refused(seats, night(1, magician_kill=1), D0,
                                   night(2, magician_kill=[5, 6]),
                                   alternates=["magician_two"])


def test_the_martyr_takes_a_victims_place_at_night() -> None:
    """Martyr, alternate: woken each night after the Werewolves' attack, it may die in the
    victim's place."""
    seats = "werewolf,martyr,seer,villager*4"
    answer = play(seats, N1, D0, night(2, werewolf=4, martyr=4), alternates=["martyr_night"])
    assert deaths(answer) == [("night 2", 2, "martyr")]
    assert "alternate" in refused(seats, N1, D0, night(2, werewolf=4, martyr=4))


def test_the_wolves_choose_their_minion() -> None:
    """Minion, main text (an option here, CLASSIC's ruling dealing it as a card): on night
    1 the Werewolves make a player their Minion, on their team with its own role."""
    game = _game(TOWN, night(1, minion=3), alternates=["minion_chosen"])
    assert game.team(3).value == "werewolf" and game.role(3) == "villager"
    assert "minion_chosen" in refused(TOWN, night(1, minion=3))


def test_the_pox_is_passed_on_by_its_victim() -> None:
    """Old Hag, alternate: the last pox victim names the next; the Old Hag again if that
    victim died at night."""
    seats = "werewolf,old_hag,seer,villager*4"
    game = _game(seats, night(1, old_hag=4), D0, alternates=["old_hag_passes"])
    assert game.pox_from == 4
    assert deaths(play(seats, night(1, old_hag=4), D0, night(2, old_hag=2),
                       alternates=["old_hag_passes"])) == []


def test_the_pacifist_may_not_nominate_or_second() -> None:
    """Pacifist, alternate: it may neither nominate nor second."""
    seats = "werewolf,pacifist,seer,villager*4"
    rounds = [{"seat": 1, "by": 2, "second": 3, "lynch": [3, 4, 5, 6]}]
    assert deaths(play(seats, N1, day(1, nominations=rounds))) == [("day 1", 1, "lynch")]
    assert "Pacifist" in refused(seats, N1, day(1, nominations=rounds),
                                 alternates=["pacifist_silent"])


def test_the_priest_learns_a_dead_players_role() -> None:
    """Priest, alternate: once a game it learns a dead player's role; only in games that
    do not reveal roles."""
    seats = "werewolf,priest,seer,villager*4"
    game = _game(seats, N1, lynch(1, 3, 1, 4, 5), night(2, priest=3), reveal="none",
                 alternates=["priest_learns"])
    assert priest_learns(game, 3) == "seer" and ("priest", 2) in game.spent
    assert "reveal is full" in refused(seats, alternates=["priest_learns"])
    # the same rule refuses the deck before a game starts (the box's seating reads it)
    deck = ClassicDeck.of(["werewolf", "priest", "seer", *["villager"] * 4])
    learns = ClassicOptions(alternates=frozenset({"priest_learns"}))
    assert any("reveal is full" in p for p in deck_problems(deck, learns))
    assert not deck_problems(deck, replace(learns, reveal="none"))


def test_the_sorcerer_is_shown_the_wolves() -> None:
    """Sorcerer, alternate: it is shown the Werewolves on night 1."""
    options = ClassicOptions(alternates=frozenset({"sorcerer_sees_wolves"}))
    game = ClassicGame.start({1: "werewolf", 2: "sorcerer", 3: "seer", 4: "werewolf",
                              5: "villager", 6: "villager", 7: "villager", 8: "villager",
                              9: "villager"}, options)
    assert moderator_notes(game, "sorcerer") == ("Show the wolves: seats 1 and 4",)


def test_the_spellcaster_must_silence_someone() -> None:
    """Spellcaster, alternate: it must choose a player every night."""
    seats = "werewolf,spellcaster,seer,villager*4"
    assert deaths(play(seats, N1)) == []
    assert "must" in refused(seats, N1, alternates=["spellcaster_must"])


def test_the_witch_uses_one_potion_in_the_game() -> None:
    """Witch, alternate: only one of its two powers in the whole game."""
    seats = "werewolf,witch,seer,villager*4"
    assert "one potion" in refused(seats, N1, D0, night(2, werewolf=4, witch_save=True,
                                                        witch_kill=1),
                                   alternates=["witch_one"])


def test_the_cult_follows_its_first_recruit() -> None:
    """Cult Leader, alternate: when it dies, its first living recruit leads the cult, on
    the cult's team."""
    seats = "werewolf,cult_leader,seer,villager*4"
    game = _game(seats, night(1, cult_leader=4), lynch(1, 2, 1, 3, 5),
                 night(2, cult_leader=5), alternates=["cult_successor"])
    assert game.cult_leaders == (2, 4) and game.cult == (4, 5)
    assert game.team(4).value == "cult"


def test_the_drunk_told_on_night_1_still_sleeps() -> None:
    """Drunk, alternate: shown its role on night 1, it still does not wake on the first
    two nights."""
    seats = "werewolf,drunk,seer,villager*4"
    assert "sleeps" in refused(seats, night(1, witch_kill=1), deal={"drunk": "witch"},
                               alternates=["drunk_told"])


def test_the_elected_mayor_votes_twice() -> None:
    """Mayor: the village may elect a Mayor by day, until its death, instead of dealing
    the card."""
    answer = play(TOWN, N1, day(1, mayor=3, votes={"3": 4, "4": 5}),
                  alternates=["mayor_elected"])
    assert deaths(answer) == [("day 1", 4, "lynch")]
    assert "alternate" in refused(TOWN, N1, day(1, mayor=3))


def test_the_lycan_is_shown_as_a_werewolf() -> None:
    """Lycan, alternate: in games that reveal roles, a dead Lycan is shown as a Werewolf."""
    players = {1: "werewolf", 2: "lycan", 3: "seer", 4: "villager", 5: "villager",
               6: "villager", 7: "villager"}
    plain = ClassicGame.start(players)
    shown = ClassicGame.start(players, ClassicOptions(alternates=frozenset(
        {"lycan_shown_wolf"})))
    assert revealed(plain, 2) == "lycan" and revealed(shown, 2) == "werewolf"


def test_a_game_with_an_amulet_holder_starts_with_it() -> None:
    """The Amulet of Protection: its holder plays the card left over, and is safe from
    the first night."""
    game = ClassicGame.start({1: "werewolf", 2: "seer", 3: "villager", 4: "villager",
                              5: "villager"}, deal=Deal(amulet=3))
    assert game.amulet.holder == 3 and "amulet" in game.deck
    seats = "werewolf,witch,villager*5"
    assert deaths(play(seats, night(1, witch_kill=3), deal={"amulet": 3})) == []
    assert deaths(play(seats, night(1, witch_kill=3))) == [("night 1", 3, "witch")]
