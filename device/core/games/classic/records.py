"""Classic's records for the command line and the store: which records are classic's
(CLASSIC §5: ``"game": "classic"`` with its ``phases``), a line for ``nightbox games``,
what ``nightbox resolve`` prints (the phases played through the rules) and its
``--scorepad``, the saved game under way checked before it is resumed, and night N as a
script."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.classic.deck import MAX_PLAYERS, MIN_PLAYERS, ClassicDeck, deck_problems, players_of
from engine.classic.record import is_classic, legal_prefix, resolve_classic
from engine.classic.scorepad import scorepad
from engine.classic.script import ClassicScriptOptions, classic_night
from engine.cues import Cue
from engine.errors import InvalidInput, one_line
from engine.seats import MAX_SEATS
from engine.words import Words

from device.core.games.classic.pad_lines import pad_text
from device.core.records import KeyLines, NightText, Resumable, ScriptRequest, won_text
from device.core.settings import Settings
from device.errors import BadInput
from device.i18n.language import speaking


class ClassicRecords:
    """Classic's :class:`~device.core.game_records.Records`."""

    script_options = frozenset({"night", "players"})

    def owns(self, record: Mapping[str, Any]) -> bool:
        return is_classic(record)

    def summary(self, record: Any) -> tuple[str, str]:
        """``(players, result)``, the record's phases played through the rules."""
        resolution = resolve_classic(record)
        players = str(len(resolution.game.players))
        out, ended = resolution.game.outcome, resolution.game.ended
        if out is None:
            phases = len(record.get("phases", []))
            return players, f"unfinished after {phases} phase{'' if phases == 1 else 's'}"
        return players, f"{won_text(list(out.winner_names))}, {ended}"

    def resolve(self, name: str, record: Any, lines: KeyLines | None) -> dict[str, Any]:
        """Deaths, winners, winning seats, and where the game ended (CLASSIC §5)."""
        try:
            resolution = resolve_classic(record)
        except InvalidInput as exc:
            raise BadInput(f"{name}: {exc}") from None
        return resolution.to_json()

    def scorepad(self, name: str, record: Any, words: Words) -> tuple[str, ...] | None:
        """The phases played through the rules, as the Moderator's scorepad
        (:func:`~device.core.games.classic.pad_lines.pad_text`) in ``words``' language."""
        try:
            pad = scorepad(record)
        except InvalidInput as exc:
            raise BadInput(f"{name}: {exc}") from None
        with speaking(words):
            return tuple(pad_text(pad))

    def resumable(self, record: Mapping[str, Any], seat_count: int) -> Resumable:
        """The saved game, if the rules accept it and this panel has its button seats (a
        box's first ``MAX_SEATS``; the seats after them were entered on the knob); else
        set aside, with the phases before the first one the rules refuse offered instead."""
        try:
            game = resolve_classic(record).game
        except Exception as exc:  # noqa: BLE001 - the box always boots
            problem = one_line(str(exc))[:200]
        else:
            if min(max(game.players), MAX_SEATS) <= seat_count:
                return Resumable(record)
            return Resumable(None, f"holds a game of seats up to {max(game.players)}, and "
                                   f"this panel has {seat_count}; not resumed")
        try:
            found = legal_prefix(record)
        except Exception:  # noqa: BLE001 - as above: then nothing is resumed
            found = None
        offer = (f"; resuming the {found[1]} phase(s) before it" if found is not None
                 else "; nothing to resume")
        if found is None:
            return Resumable(None, f"is not a legal game ({problem}){offer}")
        return Resumable(found[0], f"is not a legal game ({problem}){offer}", rewrite=True)

    def script(self, request: ScriptRequest) -> NightText:
        """Night N of the deck ``--roles`` (with ``--players N``, the seats the cards leave
        get Villagers, as the rulebook's basic setup deals them), in the rulebook's roll
        calling order."""
        deck = ClassicDeck.parse(request.roles)
        seats = players_of(deck)
        players = request.players
        if players is not None:
            if not MIN_PLAYERS <= players <= MAX_PLAYERS:
                raise InvalidInput(f"--players {players}: classic seats {MIN_PLAYERS} to "
                                   f"{MAX_PLAYERS}")
            if seats > players:
                raise InvalidInput(f"--players {players}: the deck --roles seats {seats}; "
                                   "give fewer cards or more players")
            deck = ClassicDeck.of([*deck.cards, *["villager"] * (players - seats)])
        problems = deck_problems(deck)
        if problems:
            raise BadInput(f"--roles: {problems[0]}")
        night = 1 if request.night is None else request.night
        if night < 1:
            raise BadInput(f"--night must be 1 or more, not {night}")
        options = ClassicScriptOptions(pace=request.pace, mode=request.mode,
                                       words=request.words)
        script = classic_night(deck, night, options, random.Random(request.seed))
        notes = [(f"# {players_of(deck)} players, balance {deck.balance:+d} (the village "
                 "impact sum; near 0 is even)")]
        if "drunk" in deck:
            notes.append("# the Drunk's role is drawn at the deal; if it wakes, its call "
                          "comes from night 1 too (not in this script)")
        return NightText(script.cues, script.steps, tuple(notes))


    def night(self, record: Mapping[str, Any], settings: Settings,
              words: Words) -> tuple[Cue, ...] | None:
        """A classic record keeps its phases, not the jitter of its nights' pauses."""
        return None


RECORDS = ClassicRecords()
