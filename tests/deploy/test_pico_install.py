"""SVOX Pico in ``make install``: its sdist pinned with its sha256 in its own lock, the
same for every Pi, and built by the installer from that lock alone; for real, into a
fresh venv, from where the installed box speaks German with it.

The real install fetches from the package index (the lock's sdist, and the ranges of
pyproject.toml where this machine has no lock): it is slow, and under NIGHTBOX_STRICT=1
(CI) it fails instead of skipping when there is no compiler.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from device.audio.pico_synth import PACKAGE

from .test_installer import INSTALLER, REPO, STRICT, builder_python, install

LOCK = REPO / "systemd" / "locks" / "pico.txt"
INSTALLER_PATH = INSTALLER.relative_to(REPO)


def tree_with_a_lock_for(python: str, tree: Path) -> Path:
    """A copy of what the installer reads, with a lock for ``python``'s machine written
    by ``tools.lock`` as the Pi's are: this machine is no Pi, and the installer refuses a
    machine without a lock (it fetches nothing unpinned)."""
    from tools.lock import lock

    shutil.copytree(REPO, tree, ignore=shutil.ignore_patterns(
        ".git", ".venv", "*.egg-info", "__pycache__", "build", "tests", "docs", "bench"))
    name = subprocess.run([python, "-I", str(tree / "systemd" / "lock_name.py")],
                          capture_output=True, text=True, check=True, timeout=60).stdout.strip()
    found = re.fullmatch(r"pi-(\w+)-py3(\d+)", name)
    assert found is not None, name
    machine, minor = found.groups()
    (tree / "systemd" / "locks" / f"{name}.txt").write_text(lock(machine, f"3.{minor}"),
                                                            encoding="utf-8")
    return tree


def test_the_pico_lock_pins_the_one_sdist_with_its_hash() -> None:
    entries = re.findall(r"^([a-z0-9-]+)==(\S+) \\\n    --hash=sha256:([0-9a-f]{64})$",
                         LOCK.read_text(encoding="utf-8"), re.MULTILINE)
    assert [f"{name}=={version}" for name, version, _ in entries] == [PACKAGE]
    from tools.lock import PICO_LOCK, PICO_NEEDS

    assert (LOCK.name, [PACKAGE]) == (PICO_LOCK, PICO_NEEDS)     # what regenerates it


def test_the_installer_builds_pico_from_its_lock_alone() -> None:
    body = INSTALLER.read_text().split("install_pico() {", 1)[1].split("\n}\n", 1)[0]
    for flag in ("--require-hashes", "--no-deps", "--no-build-isolation",
                 "--no-binary ttspico", '-r "$REPO/$PICO_LOCK"'):
        assert flag in body
    assert "PICO_LOCK=systemd/locks/pico.txt" in INSTALLER.read_text()
    order = INSTALLER.read_text().split("do_install() {", 1)[1]
    assert order.index("install_package") < order.index("install_pico")  # setuptools first


@pytest.mark.slow
def test_make_install_builds_pico_and_the_box_speaks_german_with_it(tmp_path: Path) -> None:
    if shutil.which("gcc") is None:
        if STRICT:
            pytest.fail("no gcc to build SVOX Pico and NIGHTBOX_STRICT=1")
        pytest.skip("no gcc to build SVOX Pico")
    python = builder_python()
    out = install("--prefix", str(tmp_path), "--no-systemd", "--no-voice", python=python,
                  installer=tree_with_a_lock_for(python, tmp_path / "tree") / INSTALLER_PATH)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "installed SVOX Pico (ttspico, built from its hash-checked sdist" in out.stdout, \
        out.stdout
    nightbox = tmp_path / "opt" / "nightbox" / "venv" / "bin" / "nightbox"
    said = subprocess.run([str(nightbox), "say", "Seherin, wach auf.", "--lang", "de", "--wav",
                           str(tmp_path / "de.wav")], capture_output=True, text=True,
                          timeout=120, env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
                                            "NIGHTBOX_CACHE_DIR": str(tmp_path / "cache")})
    assert said.returncode == 0, said.stderr
    assert said.stdout.strip().endswith(", SVOX Pico (de-DE)")
