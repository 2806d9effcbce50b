"""The role names the players know: each language says a role as its published edition
prints it (docs/published-names.md says which edition gave each name), on the screens and
in the night, so nobody "fixes" one back to a translation of the English."""

from __future__ import annotations

import pytest

from engine.languages import Lang
from engine.onenight.deck import Deck
from engine.onenight.roles import ROLES
from engine.onenight.script import ScriptOptions, night_script
from engine.words import parse_lang

from device.i18n.catalogues import words_for

#: (language, role id, the name printed in that language's edition)
PUBLISHED = [
    # Ravensburger, "Werwölfe Vollmondnacht": the rulebook's list of the cards
    (parse_lang("de"), "doppelganger", "Doppelgängerin"),
    (parse_lang("de"), "troublemaker", "Unruhestifterin"),
    (parse_lang("de"), "drunk", "Betrunkener"),
    (parse_lang("de"), "insomniac", "Schlaflose"),
    (parse_lang("de"), "minion", "Günstling"),
    (parse_lang("de"), "mason", "Freimaurer"),
    (parse_lang("de"), "tanner", "Gerber"),
    (parse_lang("de"), "robber", "Räuber"),
    (parse_lang("de"), "seer", "Seherin"),
    # Ravensburger, "Werwölfe MorgenGrauen"
    (parse_lang("de"), "alpha_wolf", "Alphawolf"),
    (parse_lang("de"), "dream_wolf", "Traumwolf"),
    (parse_lang("de"), "village_idiot", "Dorftrottel"),
    # Ravensburger, "Loup-Garou pour un Crépuscule": the rulebook's scenarios
    (parse_lang("fr"), "mystic_wolf", "Loup Shaman"),
    (parse_lang("fr"), "paranormal_investigator", "Chasseur de fantômes"),
    (parse_lang("fr"), "revealer", "Divinateur"),
    (parse_lang("fr"), "curator", "Conservateur"),
    (parse_lang("fr"), "dream_wolf", "Loup Rêveur"),
    (parse_lang("fr"), "alpha_wolf", "Loup Alpha"),
    (parse_lang("fr"), "apprentice_seer", "Apprentie Voyante"),
    (parse_lang("fr"), "witch", "Sorcière"),
    (parse_lang("fr"), "troublemaker", "Noiseuse"),
    (parse_lang("fr"), "minion", "Sbire"),
    (parse_lang("fr"), "tanner", "Tanneur"),
    (parse_lang("fr"), "robber", "Voleur"),
    (parse_lang("fr"), "insomniac", "Insomniaque"),
    (parse_lang("fr"), "doppelganger", "Doppelgänger"),
]


@pytest.mark.parametrize(("lang", "role_id", "name"), PUBLISHED,
                         ids=[f"{lang.code}-{r}" for lang, r, _ in PUBLISHED])
def test_a_role_is_named_as_its_edition_prints_it(lang: Lang, role_id: str, name: str) -> None:
    words = words_for(lang)
    role = ROLES[role_id]
    assert words._(role.name) == name
    assert words._(role.spoken) == name          # the voice calls it by the same name


@pytest.mark.parametrize(("role_id", "name"), [("doppelganger", "Doppelgängerin"),
                                               ("troublemaker", "Unruhestifterin"),
                                               ("drunk", "Betrunkener")])
def test_the_old_german_names_are_gone(role_id: str, name: str) -> None:
    """Not "Doppelgänger", "Unruhestifter" or "Trunkenbold" anywhere in the German night."""
    deck = Deck.parse("doppelganger,werewolf*2,troublemaker,drunk,insomniac,villager*2")
    said = " ".join(night_script(deck, ScriptOptions(words=words_for(parse_lang("de")))).lines)
    assert name in said
    assert "Doppelgänger," not in said and "Unruhestifter," not in said
    assert "Trunkenbold" not in said


def test_the_doppelganger_is_called_by_the_german_name_in_each_line() -> None:
    deck = Deck.parse("doppelganger,werewolf*2,seer,insomniac,villager*2")
    said = night_script(deck, ScriptOptions(words=words_for(parse_lang("de")))).lines
    doppel = [line for line in said if line.startswith("Doppel")]
    assert len(doppel) == 4   # wakes, sleeps, wakes as the Insomniac, sleeps
    assert all(line.startswith("Doppelgängerin, ") for line in doppel)
    assert "Doppelgängerin, wenn du jetzt die Schlaflose bist, wach auf." in " ".join(said)
