"""The command line as a user runs it: ``nightbox`` in a subprocess, and ``refused``,
which checks that bad input got one line and exit status 2, never a traceback."""

from __future__ import annotations

import subprocess
import sys


def nightbox(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "device.cli", *args], input=stdin,
                          capture_output=True, text=True, timeout=60)


def refused(*args: str, stdin: str | None = None) -> str:
    """The one line ``nightbox ARGS`` printed when it refused with exit status 2."""
    out = nightbox(*args, stdin=stdin)
    assert out.returncode == 2, out.stdout
    assert "Traceback" not in out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    return lines[0]
