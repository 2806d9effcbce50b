"""The wheel carries every file the box reads (issue 34, item 2).

The catalogues were not package data, so an installed box spoke only English: every
language test ran from the source tree. The wheel is built here as the installer builds
it (from a copy of what it copies, setuptools' own backend, no network), and every file
of the three packages that is not Python source must be inside: the catalogues, the
fonts and their licences, the example config, ``py.typed``.
"""

from __future__ import annotations

import shutil
import subprocess
import zipfile

import pytest

from .test_installer import INSTALLER, REPO, builder_python

PACKAGES = ("engine", "device", "hw_mocks")
#: what systemd/install.sh copies out of the clone to build from
COPIED = ("pyproject.toml", "README.md", "LICENSE", *PACKAGES)


def data_files() -> list[str]:
    """Every file of the packages that is not Python source, as a wheel names it."""
    return sorted(path.relative_to(REPO).as_posix()
                  for package in PACKAGES for path in (REPO / package).rglob("*")
                  if path.is_file() and "__pycache__" not in path.parts
                  and path.suffix not in (".py", ".pyc"))


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    python = builder_python()
    src, out = tmp_path_factory.mktemp("src"), tmp_path_factory.mktemp("dist")
    for name in COPIED:
        if (REPO / name).is_dir():
            shutil.copytree(REPO / name, src / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        else:
            shutil.copy2(REPO / name, src / name)
    build = "import sys, setuptools.build_meta as b; print(b.build_wheel(sys.argv[1]))"
    built = subprocess.run([python, "-I", "-c", build, str(out)],
                           cwd=src, capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    return zipfile.ZipFile(out / built.stdout.strip().splitlines()[-1])


def test_the_installer_copies_what_the_wheel_is_built_from() -> None:
    assert f"-cf - {' '.join(COPIED)} |" in INSTALLER.read_text()


def test_every_file_the_box_reads_is_in_the_wheel(wheel: zipfile.ZipFile) -> None:
    inside = set(wheel.namelist())
    expected = data_files()
    assert {f"device/locale/{lang}/LC_MESSAGES/nightbox.po" for lang in ("de", "fr", "es")
            } <= set(expected)
    assert {"device/config/nightbox.toml", "device/config/voices.sha256"} <= set(expected)
    assert [name for name in expected if name not in inside] == []


def test_the_licence_is_in_the_wheel_without_a_deprecated_field(
        wheel: zipfile.ZipFile) -> None:
    [licence] = [n for n in wheel.namelist() if n.endswith(".dist-info/LICENSE")
                 or "/licenses/LICENSE" in n]
    assert wheel.read(licence) == (REPO / "LICENSE").read_bytes()
    project = (REPO / "pyproject.toml").read_text().split("[project]", 1)[1].split("\n[", 1)[0]
    # a table is deprecated from setuptools 77 and a string refused before it (bookworm: 66)
    assert "\nlicense =" not in project and "License ::" not in project
