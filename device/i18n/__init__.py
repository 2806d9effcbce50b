"""The box's languages: the language it speaks right now (``language``: the ``_()`` and
``n_()`` every layer builds its words with), the catalogues, one gettext ``.po`` file per
language under ``device/locale`` (``catalogues``), and the ``.po`` format read, written
and compiled (``po``).

The lines themselves are marked in the code: the device's with ``_()`` and ``n_()`` from
``device.i18n.language`` (the language the loop speaks now), the engine's through an
explicit :class:`engine.words.Words`. This package may import the engine, ``device.errors``
and itself; the shell and the command line load catalogues through it.
"""
