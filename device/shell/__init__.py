"""The shell around the core: the one event loop (``loop``), the runtime that carries
effects out on the hardware, the timers, the transcript, button faults (stuck and noisy),
the voices (``voice``) and ``assemble``, the one place a box is put together.

May import everything in ``device`` and the engine; nothing in ``device.core`` imports it.
"""
