"""The box's catalogues: one gettext ``.po`` file per language under ``device/locale``
(``catalogues``), and the ``.po`` format read, written and compiled (``po``).

The lines themselves are marked in the code: the device's with ``_()`` and ``n_()`` from
``device.core.language`` (the language the loop speaks now), the engine's through an
explicit :class:`engine.words.Words`. This package may import the engine, ``device.errors``
and itself; the shell and the command line load catalogues through it.
"""
