"""The language the box speaks right now, and the ``_()``/``n_()`` markers that read it.

The loop's machine holds the language (the ``language`` setting); while it handles an event
it sets it here with :func:`speaking`, so the states, their screens and their lines, built
inside, come out in it. A ``ContextVar``, so a thread (the voice preparer) or a test
speaking another language never sees it change under it. Pure, and below every layer that
builds words (the core, the display): the catalogues are loaded by
``device.i18n.catalogues`` and handed in as :class:`~engine.words.Words`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from engine.words import N_, Words

__all__ = ["N_", "_", "n_", "speaking", "words"]

_CURRENT: ContextVar[Words] = ContextVar(
    "nightbox_words", default=Words())  # noqa: B039 - Words is frozen; English, only read


def words() -> Words:
    """The current :class:`Words` (English outside :func:`speaking`)."""
    return _CURRENT.get()


@contextmanager
def speaking(current: Words) -> Iterator[Words]:
    """Make ``current`` the language of every ``_()`` inside the block."""
    token = _CURRENT.set(current)
    try:
        yield current
    finally:
        _CURRENT.reset(token)


def _(message: str, /, **fields: object) -> str:
    """``message`` in the current language, its ``{fields}`` filled in."""
    return _CURRENT.get()._(message, **fields)


def n_(singular: str, plural: str, n: int, /, **fields: object) -> str:
    """The current language's plural form for ``n`` (``{n}`` is filled in too)."""
    return _CURRENT.get().n_(singular, plural, n, **fields)
