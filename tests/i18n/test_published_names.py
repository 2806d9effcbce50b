"""The role names the players know: each language says a role as its published edition
prints it (docs/published-names.md says which edition gave each name), on the screens and
in the night, so nobody "fixes" one back to a translation of the English."""

from __future__ import annotations

import pytest

from engine.onenight.deck import Deck
from engine.onenight.roles import ROLES
from engine.onenight.script import ScriptOptions, night_script
from engine.words import Lang

from device.i18n.catalogues import words_for

#: (language, role id, the name printed in that language's edition)
PUBLISHED = [
    # Ravensburger, "Werwölfe Vollmondnacht": the rulebook's list of the cards
    (Lang.DE, "doppelganger", "Doppelgängerin"),
    (Lang.DE, "troublemaker", "Unruhestifterin"),
    (Lang.DE, "drunk", "Betrunkener"),
    (Lang.DE, "insomniac", "Schlaflose"),
    (Lang.DE, "minion", "Günstling"),
    (Lang.DE, "mason", "Freimaurer"),
    (Lang.DE, "tanner", "Gerber"),
    (Lang.DE, "robber", "Räuber"),
    (Lang.DE, "seer", "Seherin"),
    # Ravensburger, "Werwölfe MorgenGrauen"
    (Lang.DE, "alpha_wolf", "Alphawolf"),
    (Lang.DE, "dream_wolf", "Traumwolf"),
    (Lang.DE, "village_idiot", "Dorftrottel"),
    # Ravensburger, "Loup-Garou pour un Crépuscule": the rulebook's scenarios
    (Lang.FR, "mystic_wolf", "Loup Shaman"),
    (Lang.FR, "paranormal_investigator", "Chasseur de fantômes"),
    (Lang.FR, "revealer", "Divinateur"),
    (Lang.FR, "curator", "Conservateur"),
    (Lang.FR, "dream_wolf", "Loup Rêveur"),
    (Lang.FR, "alpha_wolf", "Loup Alpha"),
    (Lang.FR, "apprentice_seer", "Apprentie Voyante"),
    (Lang.FR, "witch", "Sorcière"),
    (Lang.FR, "troublemaker", "Noiseuse"),
    (Lang.FR, "minion", "Sbire"),
    (Lang.FR, "tanner", "Tanneur"),
    (Lang.FR, "robber", "Voleur"),
    (Lang.FR, "insomniac", "Insomniaque"),
    (Lang.FR, "doppelganger", "Doppelgänger"),
]


@pytest.mark.parametrize(("lang", "role_id", "name"), PUBLISHED,
                         ids=[f"{lang.value}-{r}" for lang, r, _ in PUBLISHED])
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
    said = " ".join(night_script(deck, ScriptOptions(words=words_for(Lang.DE))).lines)
    assert name in said
    assert "Doppelgänger," not in said and "Unruhestifter," not in said
    assert "Trunkenbold" not in said


def test_the_doppelganger_is_called_by_the_german_name_in_each_line() -> None:
    deck = Deck.parse("doppelganger,werewolf*2,seer,insomniac,villager*2")
    said = night_script(deck, ScriptOptions(words=words_for(Lang.DE))).lines
    doppel = [line for line in said if line.startswith("Doppel")]
    assert len(doppel) == 4   # wakes, sleeps, wakes as the Insomniac, sleeps
    assert all(line.startswith("Doppelgängerin, ") for line in doppel)
    assert "Doppelgängerin, wenn du jetzt die Schlaflose bist, wach auf." in " ".join(said)
