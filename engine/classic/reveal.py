"""What the village is told of a player who died (the rulebook's "Role revealing"), in
each reveal variant: the role (full), Werewolf or not (werewolf/villager only), the team
(team), or nothing. With its alternate a dead Lycan is shown as a Werewolf, in the games
that reveal a role (full, and werewolf/villager only)."""

from __future__ import annotations

from .entries import Seat
from .options import Reveal
from .state import ClassicGame


def revealed(game: ClassicGame, seat: Seat) -> str | None:
    """What the dead ``seat`` is revealed as: a role id (full), ``"werewolf"`` or
    ``"villager"`` (werewolf/villager only), a team (team), ``None`` (no reveal)."""
    mode = Reveal(game.options.reveal)
    shown_wolf = game.options.has("lycan_shown_wolf") and game.role(seat) == "lycan"
    if mode is Reveal.FULL:
        return "werewolf" if shown_wolf else game.role(seat)
    if mode is Reveal.WOLF:
        return "werewolf" if game.is_wolf(seat) or shown_wolf else "villager"
    if mode is Reveal.TEAM:
        return game.team(seat).value
    return None
