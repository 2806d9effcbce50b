"""The appliance: the pure core (``core``), the shell that runs it (``shell``), the
hardware adapters behind small Protocols (``hw``, ``display``, ``audio``), the saved state
(``store``), the config (``config``) and the command line (``cli``).

``device.errors`` is the appliance's error tree (under the engine's root, ``engine.errors``,
the one module it imports) and ``device.events`` the input events the adapters put on the
loop's queue (it imports nothing else of the project). Each sub-package's docstring says
what it may import.
"""

import os as _os
import signal as _signal
import sys as _sys
import threading as _threading

# The first project code a ``nightbox`` command runs: from here on a Ctrl-C, SIGTERM or
# SIGHUP ends it quietly (128 + the signal), never with a traceback from the middle of an
# import nor killed outright; ``device.cli.main`` and ``nightbox run`` take over. Only for
# the command itself (``nightbox ...`` or ``python -m device.cli``), never when a program
# or a test imports the package.
if (_threading.current_thread() is _threading.main_thread()
        and (_sys.argv[:1] == ["-m"] or _os.path.basename(_sys.argv[0]) == "nightbox")
        and _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler):
    for _sig in (_signal.SIGINT, _signal.SIGTERM, _signal.SIGHUP):
        if _signal.getsignal(_sig) in (_signal.SIG_DFL, _signal.default_int_handler):
            _signal.signal(_sig, lambda number, _frame: _os._exit(128 + number))

