"""Which lock file of systemd/locks/ fits the Python that runs this (the installer's venv).

    python systemd/lock_name.py      # prints e.g. pi-aarch64-py311

Chosen by the interpreter's own word size and machine, not the kernel's: Raspberry Pi OS
32-bit on a Pi 3, 4, 400 or 5 boots a 64-bit kernel (``uname -m`` says aarch64) under a
32-bit userland, whose Python needs the armv7l wheels. Standard library only: it runs
before anything is installed.
"""

from __future__ import annotations

import platform
import struct
import sys

#: what a 32-bit ARM Python runs on, whatever the kernel says (armv8l: a 32-bit personality).
#: A Pi Zero or 1 (armv6l) takes the same lock: it holds pure-Python wheels only (Pillow
#: comes from apt), which run on any ARM
ARM_32 = {"aarch64": "armv7l", "arm64": "armv7l", "armv8l": "armv7l", "armv7l": "armv7l",
          "armv6l": "armv7l"}
ARM_64 = {"aarch64": "aarch64", "arm64": "aarch64"}


def lock_name(pointer_bytes: int, machine: str, version: tuple[int, int]) -> str:
    """``pi-<machine>-py<major><minor>`` for a Python whose pointers are ``pointer_bytes``
    wide, on a kernel that says ``machine``."""
    machine = machine.lower()
    table = ARM_32 if pointer_bytes == 4 else ARM_64
    return f"pi-{table.get(machine, machine)}-py{version[0]}{version[1]}"


if __name__ == "__main__":
    print(lock_name(struct.calcsize("P"), platform.machine(),
                    (sys.version_info[0], sys.version_info[1])))
