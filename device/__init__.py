"""The appliance: the pure core (``core``), the shell that runs it (``shell``), the
hardware adapters behind small Protocols (``hw``, ``display``, ``audio``), the saved state
(``store``), the config (``config``) and the command line (``cli``).

``device.errors`` is the base error and ``device.events`` the input events the adapters
put on the loop's queue; both import nothing else of the project. Each sub-package's
docstring says what it may import.
"""
