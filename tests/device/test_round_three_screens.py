"""Round three's screens (issue #34, item 17), drawn: what each shows in every language."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from engine.onenight.presets import preset
from engine.words import Lang

from device.core.games.onenight import views as onenight_views
from device.display import fonts
from device.display.render import render_image
from device.display.widgets import H, W, text, text_width
from device.i18n.catalogues import words_for
from device.i18n.language import _, speaking

LANGS = list(Lang)


def drawn(words: str, x: int, y: int) -> Image.Image:
    """``words`` alone in the body font at ``x, y``, as the screen would draw them."""
    image = Image.new("1", (W, H))
    text(ImageDraw.Draw(image), x, y, words, fonts.text())
    return image


def region(image: Image.Image, box: tuple[int, int, int, int]) -> bytes:
    return image.convert("1").crop(box).tobytes()


@pytest.mark.parametrize("lang", LANGS, ids=lambda lang: lang.value)
def test_the_deal_always_says_turn_for_more(lang: Lang) -> None:
    """German and French dropped "turn: more" when "10/10 bereit" left it no room."""
    with speaking(words_for(lang)):
        for page in range(4):
            screen = onenight_views.deal(range(1, 11), range(1, 11), 10, preset(10), page)
            hint = _("turn:more")
            x = W - text_width(hint, fonts.text())
            box = (x, H - fonts.LINE, W, H)
            assert region(render_image(screen), box) == region(drawn(hint, x, H - fonts.LINE),
                                                               box)
