"""``nightbox script --lang``: the night in German, French or Spanish with that edition's
role names; an unknown language is one line and exit status 2; English is unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.run import nightbox, refused

DECK = "werewolf,werewolf,seer,robber,troublemaker,drunk,insomniac,villager"

#: lines each language must say for DECK (the seer's call, the werewolves' call, the end)
SAID = {
    "de": ("[seer] Seherin, wach auf.", "[werewolf] Werwölfe, wacht auf.",
           "[insomniac] Schlaflose, schließ die Augen.", "Alle wachen auf!"),
    "fr": ("[seer] Voyante, réveillez-vous.", "[werewolf] Loups-Garous, réveillez-vous.",
           "[insomniac] Insomniaque, fermez les yeux.", "Tout le monde, réveillez-vous\u202f!"),
    "es": ("[seer] Vidente, despierta.", "[werewolf] Hombres Lobo, despertad.",
           "[insomniac] Insomne, cierra los ojos.", "¡Despertad todos!"),
}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_night_in_the_language(lang: str) -> None:
    out = nightbox("script", "--roles", DECK, "--lang", lang)
    assert out.returncode == 0, out.stderr
    for line in SAID[lang]:
        assert line in out.stdout
    assert "wake up" not in out.stdout and "Seer" not in out.stdout


def test_english_is_the_default_and_unchanged() -> None:
    plain = nightbox("script", "--roles", DECK)
    assert plain.returncode == 0, plain.stderr
    assert ("[seer] Seer, wake up. You may look at another player's card, or at two center "
            "cards.") in plain.stdout
    assert "[werewolf] Werewolves, close your eyes." in plain.stdout
    assert nightbox("script", "--roles", DECK, "--lang", "en").stdout == plain.stdout
    assert nightbox("script", "--roles", DECK, "--lang", "EN").stdout == plain.stdout


def test_the_json_lines_are_in_the_language_too() -> None:
    out = nightbox("script", "--roles", DECK, "--lang", "de", "--format", "json")
    assert out.returncode == 0, out.stderr
    assert '"text": "Seherin, wach auf.' in out.stdout


@pytest.mark.parametrize("game", [("--roles", DECK),
                                  ("--game", "classic", "--roles", "werewolf,seer,villager*4")])
def test_an_unknown_language_is_one_line_with_a_did_you_mean(game: tuple[str, ...]) -> None:
    line = refused("script", *game, "--lang", "german")
    assert "'german'" in line and "did you mean 'de'" in line and "en, de, fr, es" in line
    line = refused("script", *game, "--lang", "frr")
    assert "'frr'" in line and "did you mean 'fr'" in line


def test_classic_takes_the_language() -> None:
    out = nightbox("script", "--game", "classic", "--roles", "werewolf,seer,villager*4",
                   "--night", "2", "--lang", "fr")
    assert out.returncode == 0, out.stderr
    assert "[seer] Voyante, " in out.stdout and "Seer" not in out.stdout


def test_without_lang_the_boxs_language_is_used(tmp_path: Path) -> None:
    config = tmp_path / "nightbox.toml"
    config.write_text('[game]\nlanguage = "es"\n', encoding="utf-8")
    env = {"NIGHTBOX_CONFIG": str(config)}
    out = nightbox("script", "--roles", DECK, env=env)
    assert out.returncode == 0, out.stderr
    assert "[seer] Vidente, despierta." in out.stdout
    given = nightbox("script", "--roles", DECK, "--lang", "de", env=env)
    assert "[seer] Seherin, wach auf." in given.stdout


def test_the_readme_shows_the_german_night_as_the_box_prints_it() -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    command = ("nightbox script --roles werewolf,werewolf,seer,robber,troublemaker,villager "
               "--lang de")
    assert f"`{command}`" in readme
    shown = readme.split(f"`{command}`", 1)[1].split("```\n", 1)[1].split("```", 1)[0]
    out = nightbox(*command.split()[1:])
    assert out.returncode == 0, out.stderr
    assert shown == out.stdout
