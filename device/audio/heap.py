"""glibc's heap made to give memory back, for the process that renders with Piper.

onnxruntime allocates each of a line's tensors with ``malloc`` and frees it after (no arena:
``piper_synth.small_session``). glibc serves a block over its mmap threshold (128 KB) with
its own ``mmap``, given back at ``free``; but after such a free it raises the threshold to
that block's size, so the next line's tensors, up to 32 MB, come from the heap, whose freed
middle is never returned: the child held ~310 MB at the longest line where the line itself
needs ~230 MB (bench/bench_memory.py). :func:`bound` fixes the threshold (``mallopt``: the
dynamic raise is then off), and :func:`trim` returns the heap's free pages after a line.

Both do nothing where the C library is not glibc.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import sys
from collections.abc import Callable

log = logging.getLogger(__name__)

#: ``mallopt``'s parameter for the mmap threshold (glibc's ``malloc.h``)
M_MMAP_THRESHOLD = -3
#: blocks from this size up get their own mapping, returned to the system at ``free``
MMAP_THRESHOLD = 64 * 1024


def _glibc() -> tuple[Callable[..., int], Callable[..., int]] | None:
    """glibc's ``mallopt`` and ``malloc_trim``, or none where the C library lacks them."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or None)
        mallopt, malloc_trim = libc["mallopt"], libc["malloc_trim"]
    except (OSError, AttributeError):   # musl and others: no mallopt or malloc_trim
        return None
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    malloc_trim.argtypes = [ctypes.c_size_t]
    return mallopt, malloc_trim


GLIBC = _glibc()


def bound(threshold: int = MMAP_THRESHOLD) -> bool:
    """Serve every block of ``threshold`` bytes or more with a mapping of its own, for the
    rest of the process; whether glibc took it."""
    if GLIBC is None:
        return False
    mallopt, _ = GLIBC
    taken = bool(mallopt(M_MMAP_THRESHOLD, threshold))
    if not taken:
        log.warning("glibc refused an mmap threshold of %d bytes", threshold)
    return taken


def trim() -> None:
    """Give the heap's free pages back to the system (``malloc_trim(0)``)."""
    if GLIBC is not None:
        _, malloc_trim = GLIBC
        malloc_trim(0)
