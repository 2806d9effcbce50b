"""One Night's lines in a language (issue #25): the night script, the step labels, the
deck lines and the deal line take a :class:`Words`, and say what its catalogue says.

The catalogues here are tiny and in memory (a few lines of ``.po`` text), so a test
shows that the code asks for each line by its English text and fills in the fields;
the shipped catalogues have tests of their own (``test_onenight_catalogues.py``).
"""

from __future__ import annotations

import gettext
import io

from engine.onenight.dealing import LINE_CHARS, PLURALS, deal_line, deck_lines
from engine.onenight.deck import Deck
from engine.onenight.outcome import outcome, resolve_game
from engine.onenight.roles import ROLES
from engine.onenight.script import ScriptOptions, night_script
from engine.onenight.steps import night_steps
from engine.words import ENGLISH, Words, parse_lang

from device.i18n.po import compile_mo, read_po

HEADER = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
          '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n')


def german(*pairs: tuple[str, str | tuple[str, str]], plural: str = "") -> Words:
    """A German :class:`Words` of only these lines (msgid, msgstr or (one, many))."""
    text = HEADER
    for msgid, msgstr in pairs:
        if isinstance(msgstr, tuple):
            text += (f'msgid "{msgid}"\nmsgid_plural "{plural or msgid}"\n'
                     f'msgstr[0] "{msgstr[0]}"\nmsgstr[1] "{msgstr[1]}"\n\n')
        else:
            text += f'msgid "{msgid}"\nmsgstr "{msgstr}"\n\n'
    catalogue = gettext.GNUTranslations(io.BytesIO(compile_mo(read_po(text))))
    return Words(parse_lang("de"), catalogue)


WAKING = german(("Seer", "Seherin"), ("Werewolves", "Werwölfe"),
                ("{role}, wake up.", "{role}, wach auf."),
                ("{group}, wake up.", "{group}, wacht auf."),
                ("{role}, close your eyes.", "{role}, schließ die Augen."),
                ("{group}, close your eyes.", "{group}, schließt die Augen."),
                ("Everyone, close your eyes.", "Alle, schließt die Augen."))
BASE = Deck.parse("werewolf*2,seer,robber,villager*3")


def lines(deck: Deck, words: Words, lone_wolf: bool = True) -> list[str]:
    return list(night_script(deck, ScriptOptions(words=words, lone_wolf=lone_wolf)).lines)


def test_a_role_is_called_in_the_singular_and_a_group_in_the_plural() -> None:
    said = lines(BASE, WAKING)
    assert said[0].startswith("Alle, schließt die Augen. ")
    assert any(line.startswith("Seherin, wach auf. You may look") for line in said)
    assert "Seherin, schließ die Augen." in said
    assert any(line.startswith("Werwölfe, wacht auf. ") for line in said)
    assert "Werwölfe, schließt die Augen." in said
    # a line the catalogue lacks stays English, whole
    assert any(line.startswith("Robber, wach auf. You may swap") for line in said)
    assert "Robber, schließ die Augen." in said


def test_the_masons_are_a_group_and_the_seer_is_not() -> None:
    groups = {r.id for r in ROLES.values() if r.group}
    assert groups == {"werewolf", "mason", "vampire"}
    said = lines(Deck.parse("werewolf*2,mason*2,seer,villager"),
                 german(("Masons", "Freimaurer"), ("{group}, wake up.", "{group}, wacht auf.")))
    assert any(line.startswith("Freimaurer, wacht auf.") for line in said)


def test_the_doppelganger_names_the_roles_that_act_at_once_in_the_language() -> None:
    words = german(("the Seer", "die Seherin"), ("the Robber", "der Räuber"),
                   ("{items} or {last}", "{items} oder {last}"),
                   ("If you became {roles}, do that action now.",
                    "Bist du jetzt {roles}, führe diese Aktion sofort aus."),
                   ("Look at another player's card. You are now that role.",
                    "Sieh dir die Karte einer anderen Person an. Du bist jetzt diese Rolle."))
    said = lines(Deck.parse("doppelganger,werewolf*2,seer,robber,villager"), words)
    assert ("Doppelganger, wake up. Sieh dir die Karte einer anderen Person an. Du bist jetzt "
            "diese Rolle. Bist du jetzt die Seherin oder der Räuber, führe diese Aktion "
            "sofort aus.") in said


def test_the_wolves_that_wake_with_the_werewolves_take_the_plural_of_the_language() -> None:
    words = german(("the Alpha Wolf", "der Alphawolf"),
                   ("the Mystic Wolf", "der Mystische Wolf"),
                   ("{items} and {last}", "{items} und {last}"),
                   ("{wolves} wake with you.",
                    ("{wolves} wacht mit euch auf.", "{wolves} wachen mit euch auf.")))
    one = " ".join(lines(Deck.parse("werewolf,alpha_wolf,seer,villager*4"), words))
    two = " ".join(lines(Deck.parse("werewolf,alpha_wolf,mystic_wolf,villager*4"), words))
    assert "Der Alphawolf wacht mit euch auf." in one
    assert "Der Alphawolf und der Mystische Wolf wachen mit euch auf." in two


def test_the_lone_wolf_line_and_the_copied_role_are_translated() -> None:
    words = german(("If you are the only werewolf, you may look at one center card.",
                    ("Siehst du keinen anderen Werwolf, darfst du dir eine Karte aus der "
                     "Mitte ansehen.")),
                   ("the Insomniac", "die Schlaflose"),
                   ("Doppelganger, if you became {role}, wake up.",
                    "Doppelgängerin, bist du jetzt {role}, wach auf."),
                   ("Look at your own card.", "Sieh dir deine eigene Karte an."))
    deck = Deck.parse("doppelganger,werewolf*2,robber,insomniac,villager*2")
    said = " ".join(lines(deck, words))
    assert "Siehst du keinen anderen Werwolf" in said
    assert ("Doppelgängerin, bist du jetzt die Schlaflose, wach auf. Sieh dir deine eigene "
            "Karte an." in said)
    expert = " ".join(lines(deck, words, lone_wolf=False))
    assert "Siehst du keinen" not in expert and "If you are the only" not in expert


def test_english_is_the_default_and_an_empty_catalogue_says_the_same() -> None:
    deck = Deck.parse("doppelganger,werewolf,alpha_wolf,mystic_wolf,minion,mason*2,seer,"
                      "robber,insomniac,villager")
    english = lines(deck, ENGLISH)
    assert list(night_script(deck).lines) == english
    assert lines(deck, german()) == english
    assert deck_lines(deck, german()) == deck_lines(deck)
    assert deal_line(deck, german()) == deal_line(deck)


def test_step_labels_in_the_language() -> None:
    words = german(("Insomniac", "Schlaflose"), ("Doppel", "Doppel"),
                   ("Doppel: {role}", "Doppel: {role}"), ("Werewolf", "Werwolf"))
    steps = night_steps(Deck.parse("doppelganger,werewolf*2,insomniac,robber,villager*2"))
    assert [s.label_in(words) for s in steps] == [
        "Doppel", "Werwolf", "Robber", "Schlaflose", "Doppel: Schlaflose"]
    assert [s.label for s in steps] == [s.label_in(ENGLISH) for s in steps]
    assert steps[-1].label == "Doppel: Insomniac"


def test_deck_lines_count_in_the_language_and_shorten_a_long_name() -> None:
    words = german(("Werewolves", "Werwölfe"), ("Seer", "Seherin"),
                   ("Villager", "Dorfbewohner"), ("Villagers", "Dorfbewohner"),
                   ("Paranormal Investigator (P.I.)", "Paranormaler Ermittler (P.E.)"),
                   ("P.I.", "P.E."))
    deck = Deck.parse("werewolf*2,seer,paranormal_investigator,villager*3")
    assert deck_lines(deck, words) == ("2 Werwölfe", "1 Seherin", "1 P.E.", "3 Dorfbewohner")
    assert all(len(line) <= LINE_CHARS for line in deck_lines(deck, words))


def test_the_deal_line_in_the_language() -> None:
    words = german(("Werewolves", "Werwölfe"), ("Seer", "Seherin"), ("two", "zwei"),
                   ("three", "drei"), ("Villagers", "Dorfbewohner"),
                   ("{items} and {last}", "{items} und {last}"),
                   ("one {role}", ("{role}", "{count} {cards}")),
                   ("Deal {cards}: one card to each player and {center} to the center.",
                    ("Teile diese Karten aus: {cards}. Eine Karte pro Person, {center} in die "
                     "Mitte.")),
                   plural="{count} {cards}")
    assert deal_line(Deck.parse("werewolf*2,seer,villager*3"), words) == (
        "Teile diese Karten aus: zwei Werwölfe, Seherin und drei Dorfbewohner. "
        "Eine Karte pro Person, drei in die Mitte.")
    assert deal_line(Deck.parse("werewolf*2,seer,villager*3")) == (
        "Deal two Werewolves, one Seer and three Villagers: one card to each player and "
        "three to the center.")


def test_every_card_a_deck_may_hold_twice_has_a_plural_name() -> None:
    assert {r.id for r in ROLES.values() if r.max_count > 1} == set(PLURALS)


def test_the_outcome_reason_in_the_language_with_its_notes() -> None:
    words = german(("a Werewolf died: the village wins",
                    "ein Werwolf ist gestorben: das Dorf gewinnt"),
                   ("the Tanner wins", "der Gerber gewinnt"),
                   ("{reason}; {note}", "{reason}; {note}"))
    cards = {1: "werewolf", 2: "tanner", 3: "seer"}
    votes = {1: 2, 2: 1, 3: 1}
    said = resolve_game(cards, votes, words=words).outcome
    english = resolve_game(cards, votes).outcome
    assert said.reason == "ein Werwolf ist gestorben: das Dorf gewinnt"
    assert english.reason == "a Werewolf died: the village wins"
    assert said.winning_seats == english.winning_seats
    tanner_dies_too = outcome({1: "werewolf", 2: "tanner", 3: "seer"}, {}, [1, 2], words=words)
    assert tanner_dies_too.reason == (
        "ein Werwolf ist gestorben: das Dorf gewinnt; der Gerber gewinnt")
    assert outcome({1: "werewolf", 2: "tanner", 3: "seer"}, {}, [1, 2]).reason == (
        "a Werewolf died: the village wins; the Tanner wins")
