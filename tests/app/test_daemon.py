"""``nightbox run`` as a real process: READY over the notify socket, SIGTERM, no GPIO."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.daemon import ctrl_c_as_in_a_terminal, run_until_ready_then_stop


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("GPIOZERO_PIN_FACTORY", None)
    env.pop("NOTIFY_SOCKET", None)
    env.update(NIGHTBOX_STATE_DIR=str(tmp_path / "state"),
               NIGHTBOX_CACHE_DIR=str(tmp_path / "cache"),
               NIGHTBOX_CONFIG=str(tmp_path / "none.toml"), **extra)
    (tmp_path / "none.toml").write_text("")
    return env


def test_sigterm_turns_off_saves_and_exits_0(tmp_path: Path) -> None:
    transcript = tmp_path / "t.jsonl"
    returncode, err = run_until_ready_then_stop(
        tmp_path, _env(tmp_path, GPIOZERO_PIN_FACTORY="mock"),
        ["--transcript", str(transcript)])
    assert returncode == 0, err
    assert "Traceback" not in err
    rows = [json.loads(line) for line in transcript.read_text().splitlines()]
    assert rows[0] == {**rows[0], "kind": "phase", "phase": "menu"}
    assert [r["kind"] for r in rows[-3:]] == ["audio", "leds", "shutdown"]
    assert rows[-2]["on"] == [] and rows[-2]["blink"] == [] and rows[-2]["pulse"] == []
    assert (tmp_path / "state" / "settings.json").exists()
    assert (tmp_path / "state" / "chips.json").exists()


@pytest.mark.parametrize("sig", [signal.SIGHUP, signal.SIGINT])
def test_sighup_and_sigint_stop_it_as_sigterm_does(tmp_path: Path, sig: int) -> None:
    transcript = tmp_path / "t.jsonl"
    returncode, err = run_until_ready_then_stop(
        tmp_path, _env(tmp_path, GPIOZERO_PIN_FACTORY="mock"),
        ["--transcript", str(transcript)], stop_with=sig)
    assert returncode == 0, err
    assert "Traceback" not in err
    rows = [json.loads(line) for line in transcript.read_text().splitlines()]
    assert [r["kind"] for r in rows[-3:]] == ["audio", "leds", "shutdown"]
    assert rows[-2]["on"] == [] and rows[-2]["blink"] == [] and rows[-2]["pulse"] == []
    assert (tmp_path / "state" / "settings.json").exists()


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_a_signal_while_starting_is_never_a_kill_nor_a_traceback(tmp_path: Path,
                                                                 sig: int) -> None:
    """At any moment of start-up: handled from the package's first line (128 + the signal
    before ``run`` takes over; then a clean stop, 0), never killed outright (-15)."""
    env = _env(tmp_path, GPIOZERO_PIN_FACTORY="mock")
    # -X importtime writes a line as each module is imported: the moments are named
    moments = ("device", "device.cli", "device.shell.assemble",
               "device.store.state", "gpiozero")
    for moment in moments:
        proc = subprocess.Popen([sys.executable, "-X", "importtime", "-m", "device.cli",
                                 "run"], env=env, stderr=subprocess.PIPE, text=True,
                                preexec_fn=ctrl_c_as_in_a_terminal)
        try:
            assert proc.stderr is not None
            seen = ""
            while seen.split("|")[-1].strip() != moment:
                seen = proc.stderr.readline()
                assert seen, f"never imported {moment}"
            proc.send_signal(sig)
            _, err = proc.communicate(timeout=60)
        finally:
            if proc.poll() is None:
                proc.kill()
        assert proc.returncode in (0, 128 + sig), (proc.returncode, err[-2000:])
        assert "Traceback" not in err


def test_off_a_pi_run_points_to_sim(tmp_path: Path) -> None:
    if os.path.exists("/proc/device-tree/model"):
        pytest.skip("this machine has a device tree (a Pi?)")
    out = subprocess.run([sys.executable, "-m", "device.cli", "run"],
                         env=_env(tmp_path), capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    last = out.stderr.strip().splitlines()[-1]
    assert last.startswith("nightbox run: no GPIO on this machine: use `nightbox sim`")
    assert "Traceback" not in out.stderr


def test_a_bad_config_is_reported_whole_and_exits_2(tmp_path: Path) -> None:
    env = _env(tmp_path, GPIOZERO_PIN_FACTORY="mock")
    Path(env["NIGHTBOX_CONFIG"]).write_text('[seats]\ncount = 42\n[voice]\nrat = 3\n')
    out = subprocess.run([sys.executable, "-m", "device.cli", "run"], env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    assert "seats.count" in out.stderr and "voice.rat" in out.stderr
    assert "Traceback" not in out.stderr
