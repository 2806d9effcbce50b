"""The engine's exceptions.

Every error also subclasses the matching built-in, in the style of gpiozero
(``BadPinFactory(GPIOZeroError, ImportError)``), so callers may catch either.
Messages are one line, name the offending value, and suggest a fix where one helps.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable


class NightboxError(Exception):
    """Base class of every error Nightbox raises on purpose."""


class InvalidInput(NightboxError, ValueError):
    """Input from a person or a file is not acceptable (exit status 2 at the CLI)."""


class UnknownRole(InvalidInput, KeyError):
    """A role id that is not in the role table."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class InvalidDeck(InvalidInput):
    """A deck that breaks a deck rule (RULINGS §1.1)."""


class InvalidBallot(InvalidInput):
    """Recorded button events that cannot be decoded."""


class InvalidRecord(InvalidInput):
    """A game record that cannot be resolved."""


#: line breaks and control characters, which must not reach a one-line message raw
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def one_line(text: str) -> str:
    """``text`` with line breaks and control characters escaped (``\\n``, ``\\x1f``).

    For messages that quote a person's input, such as a key name from a file.
    """
    return _UNPRINTABLE.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


def show(value: object, *, ascii_only: bool = False) -> str:
    """A short repr of a value taken from input, for a one-line message: ``'x'``, 42,
    ``a huge number``; with ``ascii_only`` other scripts' digits show as escapes
    (``'\\uff13'``, never a ``'３'`` that reads as 3)."""
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**40:
        return "a huge number"
    text = ascii(value) if ascii_only and isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:40] + "..."


def did_you_mean(value: str, allowed: Iterable[str]) -> str:
    """Return `` (did you mean 'x'?)`` for the closest allowed value, or ``""``.

    Close spellings first (``vote_mdoe``: ``vote_mode``); else the one allowed name of
    which ``value`` is a whole word (``day``: ``day_seconds``).
    """
    import difflib  # only on a mistake: start-up does not pay for it

    names = list(allowed)
    close = difflib.get_close_matches(value, names, n=1, cutoff=0.6)
    if not close and value:
        close = [name for name in names if value.lower() in name.lower().split("_")]
    return f" (did you mean {close[0]!r}?)" if len(close) == 1 else ""


class IllegalEntry(InvalidRecord):
    """A Moderator's entry the rules do not allow (a second Witch save, the Bodyguard on
    one player two nights running); it is never applied."""
