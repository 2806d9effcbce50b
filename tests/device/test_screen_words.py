"""The screens in German, French and Spanish: whole templates filled per language (the
headline, the counts with their plurals, the menu's values), English as it always was."""

from __future__ import annotations

from engine.words import ENGLISH, parse_lang

from device.core.games import GAMES
from device.core.games.classic import views as classic_views
from device.core.games.onenight import views as onenight_views
from device.core.table import views as table_views
from device.core.ui import views
from device.display.deal_screen import deck_line
from device.display.table_render import winners_title
from device.i18n.catalogues import words_for
from device.i18n.language import speaking

ROWS = {key: GAMES.settings().row(key) for key, _value in GAMES.settings()}

DE, FR, ES = (words_for(parse_lang(code)) for code in ("de", "fr", "es"))


def test_the_verdict_reads_in_each_language() -> None:
    with speaking(DE):
        assert onenight_views.verdict([5], False, []).headline == "PLATZ 5 STIRBT"
        assert onenight_views.verdict([], True, [4]).headline == "NIEMAND STIRBT"
        assert onenight_views.verdict([], True, [4]).detail == "Ohne Stimme: Platz 4"
        assert classic_views.nominee_stays(4, 2, 5).headline == "PLATZ 4 BLEIBT"
    with speaking(FR):
        assert onenight_views.verdict([3, 5], False, []).headline.startswith("SIÈGES 3 ")
        assert onenight_views.verdict([3, 5], False, []).headline.endswith(" 5 MEURENT")
    with speaking(ES):
        assert classic_views.lynch_verdict([], {}).headline == "NADIE QUEDA FUERA"
        assert classic_views.lynch_verdict([], {}).detail == "Sin votos"


def test_counts_take_the_languages_plural() -> None:
    with speaking(DE):
        assert views.chips_line(3, 1) == "Platz 3: 1 Chip"
        assert views.chips_line(3, 2) == "Platz 3: 2 Chips"
        assert classic_views.most_votes({4: 1}) == "Platz 4: 1 Stimme"
        assert classic_views.most_votes({4: 3}) == "Platz 4: 3 Stimmen"
    with speaking(FR):   # French: one for 0 and 1
        assert views.chips_line(3, 1) == "Siège 3\u202f: 1 jeton"
        assert views.chips_line(3, 4) == "Siège 3\u202f: 4 jetons"
        assert deck_line(8, 5) == "8 cartes / 5 j."


def test_the_screen_words_the_renderer_adds() -> None:
    with speaking(ES):
        assert winners_title(("Pueblo",)) == "Victoria: Pueblo"
        assert winners_title(()) == "Nadie gana"
    with speaking(DE):
        winners = table_views.winners(["werewolf"], [1], "", 5, onenight_views.TEAM_TITLES)
        assert winners.teams == ("Werwölfe",)
        assert table_views.vote("tap").word == "ABSTIMMEN!"
        assert table_views.countdown(60, 0, 5).label == "Tag"
        assert onenight_views.step_label("") == "Augen zu"


def test_the_menu_values_are_shown_in_the_language() -> None:
    assert ROWS["lone_wolf"].display(True, DE) == "an"
    assert ROWS["lone_wolf"].display(False, ES) == "no"
    assert ROWS["classic_tie"].display("all", FR) == "tous"
    assert ROWS["vote_mode"].display("sweep", DE) == "Lauflicht"
    assert ROWS["dwell"].display(0.9, DE) == "0,9\u00a0s/Pl."
    assert ROWS["day_seconds"].display(300, DE) == "5:00"
    # the language item shows each language in its own name, whatever the box speaks
    assert [ROWS["language"].display(code, FR) for code in ("en", "de", "fr", "es")] == \
        ["English", "Deutsch", "Français", "Español"]


def test_english_is_the_english_it_always_was() -> None:
    with speaking(ENGLISH):
        assert onenight_views.verdict([1, 2, 10], True, []).headline == "SEATS 1, 2 AND 10 DIE"
        assert classic_views.lynch_verdict([4], {4: 3}).headline == "SEAT 4 IS OUT"
        assert classic_views.most_votes({5: 2, 7: 2}) == "2 votes each: 5 7"
        assert table_views.missing_line([2, 4]) == "No vote: seats 2 4"
        assert views.chips_line(3, 1) == "Seat 3: 1 chip"
        first, last = views.scores(dict.fromkeys(range(1, 8), 1), 5)
        assert (first.lines[0], last.lines[-1], last.page, last.pages) == \
            ("Seat 1: 1 chip", "Seat 7: 1 chip", 1, 2)
    assert ROWS["minion_rule"].display("village_must_kill_minion") == "must die"
    assert ROWS["vote_mode"].display("tap") == "tap"
