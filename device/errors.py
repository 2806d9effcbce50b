"""The appliance's errors: one tree with the engine's, in gpiozero's style.

Every error Nightbox raises on purpose derives from ``engine.errors.NightboxError``; the
appliance's derive from :class:`DeviceError`, and each leaf also from the matching
built-in (``NoGpio(GpioError, RuntimeError)``), so callers may catch either. The engine's
root is the tree's root because the device imports the engine (never the reverse); each
layer keeps its own leaves beside its code::

    NightboxError                     engine.errors
    ├── InvalidInput (ValueError)     engine.errors: input the rules refuse (a deck, a
    │                                 record, a ballot, a role, a language code)
    └── DeviceError                   device.errors
        ├── BadInput (ValueError)     device.errors: input the appliance refuses
        │   ├── BadOption             device.cli.errors: a command's option or argument
        │   ├── ConfigError           device.config.load: a config file, every problem
        │   ├── BadValue              device.core.setting_table: one setting's value
        │   ├── BadFile               device.store.reading: a file unreadable as its kind
        │   ├── UnknownGame (LookupError)  device.core.games: a game the box does not run
        │   └── NoCatalogue           device.i18n.catalogues: a language without its
        │                             catalogue
        ├── NoSpeech (RuntimeError)   device.audio.errors: nothing can say the line
        │   └── UnknownVoice (ValueError)
        ├── BlankLine, LineTooLong, BadWav (ValueError)   device.audio.errors
        ├── BadCatalogue (ValueError) device.i18n.po: a ``.po`` file that cannot be read
        ├── GpioError (RuntimeError)  device.hw.errors: NoGpio, PinUnavailable
        ├── StoreError (OSError)      device.store.errors: a state file not saved
        └── Unsavable (ValueError)    device.store.errors: a value the store cannot save
            └── TooLong               device.store.history: a record past the line limit

:data:`INPUT_ERRORS` are the two input branches: the command line answers them with one
line and exit status 2. A wrong argument from the program's own code (a bug, not an
input) stays a plain built-in (``ValueError``, ``TypeError``), as in the standard library.
"""

from __future__ import annotations

from engine.errors import InvalidInput, NightboxError


class DeviceError(NightboxError):
    """Base class of every error the appliance raises on purpose."""


class BadInput(DeviceError, ValueError):
    """Input a person gave the appliance that it refuses (an option, a file, a setting):
    one line naming the value, exit status 2 at the command line."""


#: every input error, the engine's and the appliance's (exit status 2 at the CLI)
INPUT_ERRORS: tuple[type[NightboxError], ...] = (InvalidInput, BadInput)
