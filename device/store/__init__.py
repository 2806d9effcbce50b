"""The box's state on disk: crash-safe writes, and the settings, chips and game records.

Standard library only. See ``state`` for the files and ``atomic`` for the write scheme.
May import ``device.errors``, the engine (the game record) and itself; never the core,
the shell or the adapters.
"""

from __future__ import annotations

from .atomic import (
    append_line,
    atomic_write_bytes,
    atomic_write_json,
    atomic_write_text,
    fsync_dir,
    move_aside,
    read_bytes,
)
from .errors import StoreError
from .folder_lock import StateBusy
from .paths import cache_dir, state_dir
from .state import SCHEMA_VERSION, StateStore

__all__ = [
    "SCHEMA_VERSION", "StateBusy", "StateStore", "StoreError", "append_line",
    "atomic_write_bytes", "atomic_write_json", "atomic_write_text", "cache_dir", "fsync_dir",
    "move_aside", "read_bytes", "state_dir",
]
