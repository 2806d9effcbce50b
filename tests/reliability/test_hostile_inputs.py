"""Hostile inputs: every item of the hardening issue, each ending in a clear answer.

Each command runs under a 1.5 GB address-space limit (a process's whole limit; for the
commands run in this process, 1.5 GB above what it holds already), so a regression that
reads without bound fails here instead of eating the machine. What only a process can
show (a full stdout, an early Ctrl-C, the daemon and the simulator) runs real processes.
The ballot-mode flags and parameter bounds are covered in tests/cli/test_ballot_cli.py;
the install items in tests/deploy/.
"""

from __future__ import annotations

import json
import os
import pty
import resource
import select
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.cli import run
from tests.cli.run import Ran
from tests.daemon import ctrl_c_as_in_a_terminal, run_until_ready_then_stop

LIMIT = 1536 * 1024 * 1024  # bytes of address space
HUGE = "9" * 5000


def _limit() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (LIMIT, LIMIT))


@contextmanager
def _limited() -> Iterator[None]:
    """This process may map at most LIMIT bytes more than it has mapped now."""
    with open("/proc/self/status") as status:
        kib = next(int(line.split()[1]) for line in status if line.startswith("VmSize:"))
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = kib * 1024 + LIMIT
    resource.setrlimit(resource.RLIMIT_AS, (cap if hard == resource.RLIM_INFINITY
                                            else min(cap, hard), hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def changes(tmp_path: Path, **extra: str) -> dict[str, str | None]:
    """The environment the commands run in: their own state and cache, mock pins."""
    return {"NOTIFY_SOCKET": None, "NIGHTBOX_STATE_DIR": str(tmp_path / "state"),
            "NIGHTBOX_CACHE_DIR": str(tmp_path / "cache"), "GPIOZERO_PIN_FACTORY": "mock",
            **extra}


def env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """:func:`changes` as a whole environment, for a process."""
    return {key: value for key, value in {**os.environ, **changes(tmp_path, **extra)}.items()
            if value is not None}


def nightbox(tmp_path: Path, *args: str, stdin: str = "", **extra: str) -> Ran:
    with _limited():
        return run.nightbox(*args, stdin=stdin, env=changes(tmp_path, **extra))


def refused(out: Ran) -> str:
    """Exit 2, one line on stderr, no traceback; the line."""
    assert out.returncode == 2, (out.returncode, out.stderr[-2000:])
    assert "Traceback" not in out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr[-2000:]
    return lines[0]


# -- tracebacks, exit 1 ---------------------------------------------------------------

def test_huge_integers_are_one_line(tmp_path: Path) -> None:
    record = '{"players": {"1": "werewolf", "2": "seer", "3": "villager"}, "votes": {"1": ' \
             + HUGE + "}}"
    assert "more than 100 digits" in refused(nightbox(tmp_path, "resolve", "-", stdin=record))
    events = '{"t": 0, "event": "open"}\n{"t": ' + HUGE + ', "seat": 1, "edge": "down"}\n'
    assert "more than 100 digits" in refused(
        nightbox(tmp_path, "ballot", "-", "--seats", "3", stdin=events))
    toml = tmp_path / "huge.toml"
    toml.write_text(f"[game]\nday_seconds = {HUGE}\n")
    out = nightbox(tmp_path, "check-config", str(toml))
    assert out.returncode == 2 and "Traceback" not in out.stderr and "huge.toml" in out.stderr
    assert "huge.toml" in refused(nightbox(tmp_path, "run", "--config", str(toml)))


def test_deep_nesting_is_one_line(tmp_path: Path) -> None:
    deep = "[" * 5000 + "]" * 5000
    events = '{"t": 0, "event": "open"}\n' + deep + "\n"
    assert "nested more than" in refused(
        nightbox(tmp_path, "ballot", "-", "--seats", "3", stdin=events))
    record = '{"players": ' + deep + "}"
    assert "nested more than" in refused(nightbox(tmp_path, "resolve", "-", stdin=record))
    toml = tmp_path / "deep.toml"
    toml.write_text("x = " + "[" * 5000 + "]" * 5000 + "\n")
    assert "deep.toml" in refused(nightbox(tmp_path, "run", "--config", str(toml)))


def test_demo_out_must_be_a_directory_it_can_write(tmp_path: Path) -> None:
    a_file = tmp_path / "a_file"
    a_file.write_text("x")
    assert "not a directory" in refused(nightbox(tmp_path, "demo", "--out", str(a_file)))
    assert "cannot make the directory" in refused(
        nightbox(tmp_path, "demo", "--out", str(a_file / "sub")))
    assert "cannot make the directory" in refused(
        nightbox(tmp_path, "demo", "--out", "/proc/sys/nightbox-out"))
    assert "not a directory" in refused(nightbox(tmp_path, "demo", "--out", "/dev/full"))


def test_demo_to_a_full_stdout_is_one_line(tmp_path: Path) -> None:
    with open("/dev/full", "w") as full:
        out = subprocess.run([sys.executable, "-m", "device.cli", "demo"], stdout=full,
                             stderr=subprocess.PIPE, text=True, timeout=120,
                             env=env(tmp_path), preexec_fn=_limit)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert out.stderr.strip().splitlines() == ["nightbox: cannot write: No space left on device"]


def test_sim_with_more_seats_than_the_box_has(tmp_path: Path) -> None:
    assert "--seats 12: allowed 3 to 10" in refused(nightbox(tmp_path, "sim", "--seats", "12"))


# -- unbounded reads --------------------------------------------------------------------

@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_symlink_to_a_device_is_refused_everywhere(tmp_path: Path, device: str) -> None:
    link = tmp_path / "link.json"
    link.symlink_to(device)
    for args in (("check-config", str(link)), ("resolve", str(link)),
                 ("ballot", str(link), "--seats", "3"), ("run", "--config", str(link))):
        line = refused(nightbox(tmp_path, *args)) if args[0] != "check-config" else None
        if line is not None:
            assert "a device, not a file" in line, (args, line)
        else:
            out = nightbox(tmp_path, *args)
            assert out.returncode == 2 and "a device, not a file" in out.stderr
    assert "a device, not a file" in refused(
        nightbox(tmp_path, "run", NIGHTBOX_CONFIG=str(link)))


STATE_FILES = ("settings.json", "chips.json", "games.jsonl")


def _replace(state: Path, name: str, kind: str) -> None:
    path = state / name
    if kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "directory":
        path.mkdir()
    elif kind == "invalid-utf8":
        path.write_bytes(b'{"version": 1, "settings": {"pace": "\xff\xfe"}}\n')
    elif kind == "10mb":
        path.write_bytes(b'{"version": 1, "x": "' + b"a" * (10 * 1024 * 1024) + b'"}\n')


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["dev-zero", "directory", "invalid-utf8", "10mb"])
def test_the_daemon_starts_whatever_its_state_files_hold(tmp_path: Path, kind: str) -> None:
    state = tmp_path / "state"
    state.mkdir()
    for name in STATE_FILES:
        _replace(state, name, kind)
    (tmp_path / "none.toml").write_text("")

    def up_and_running(proc: subprocess.Popen[str]) -> None:
        time.sleep(0.5)
        assert proc.poll() is None

    returncode, err = run_until_ready_then_stop(
        tmp_path, env(tmp_path, NIGHTBOX_CONFIG=str(tmp_path / "none.toml")),
        while_up=up_and_running, preexec_fn=_limit)
    assert returncode == 0, err[-3000:]
    assert "Traceback" not in err
    # every bad state file was set aside (with one log line) and fresh ones saved
    for name in ("settings.json", "chips.json"):
        assert (state / name).is_file() and not (state / name).is_symlink()
    assert err.count("set aside") + err.count("moved it to") >= 2


# -- quadratic time, silent acceptance -----------------------------------------------------

def test_a_record_with_100000_seat_keys_names_the_first_bad_key(tmp_path: Path) -> None:
    players = ", ".join(f'"{n}": "villager"' for n in range(1, 100_001))
    line = refused(nightbox(tmp_path, "resolve", "-", stdin='{"players": {' + players + "}}"))
    assert "players" in line


@pytest.mark.parametrize("target", ["-2", "11", "1" + "0" * 30])
def test_votes_for_seats_that_do_not_play_are_refused(tmp_path: Path, target: str) -> None:
    record = ('{"players": {"1": "werewolf", "2": "seer", "3": "villager"}, '
              '"votes": {"1": ' + target + ', "2": 1, "3": 1}}')
    assert "not among the players" in refused(nightbox(tmp_path, "resolve", "-", stdin=record))


def test_a_one_player_record_and_a_duplicate_key_are_refused(tmp_path: Path) -> None:
    assert "1 players; a game has 3 to 10" in refused(
        nightbox(tmp_path, "resolve", "-", stdin='{"players": {"1": "werewolf"}}'))
    twice = ('{"players": {"1": "werewolf", "2": "seer", "3": "villager"}, '
             '"players": {"1": "seer", "2": "seer", "3": "seer"}}')
    assert "'players' appears twice" in refused(nightbox(tmp_path, "resolve", "-", stdin=twice))


def test_a_huge_led_list_prints_twenty_problems_and_a_count(tmp_path: Path) -> None:
    toml = tmp_path / "leds.toml"
    toml.write_text("[seats]\nleds = [" + ", ".join(["99"] * 50_000) + "]\n")  # < 256 KB
    out = nightbox(tmp_path, "check-config", str(toml))
    assert out.returncode == 2 and "Traceback" not in out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) <= 23 and "more" in lines[-2]


def test_a_huge_audio_device_string_is_refused(tmp_path: Path) -> None:
    toml = tmp_path / "audio.toml"
    toml.write_text('[audio]\ndevice = "' + "x" * 20_000 + '"\n')
    out = nightbox(tmp_path, "check-config", str(toml))
    assert out.returncode == 2 and "longer than 256 characters" in out.stderr


# -- signals ---------------------------------------------------------------------------

#: moments of the start-up: the n-th module of the project's to finish its import, from the
#: package itself (device/__init__.py, its first line of code) to the command's own
MOMENTS = (1, 2, 4, 10, 20)
PROJECT = ("device", "engine", "hw_mocks")


def test_an_early_ctrl_c_exits_130_without_a_traceback(tmp_path: Path) -> None:
    # from the first line of the project's code on (a signal in the interpreter's own
    # start-up, before any of it, is Python's to report). -X importtime writes a line on
    # stderr as each import ends, so the signal goes at (or, the child running on, after)
    # a named moment, never at a time that depends on how fast the machine is right now.
    for moment in MOMENTS:
        proc = subprocess.Popen([sys.executable, "-X", "importtime", "-m", "device.cli",
                                 "script", "--roles",
                                 "werewolf,seer,robber,villager,villager,villager"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                env=env(tmp_path), preexec_fn=ctrl_c_as_in_a_terminal)
        try:
            assert proc.stderr is not None
            imported = 0
            while imported < moment:
                line = proc.stderr.readline()
                assert line, f"the command ended before {moment} of its modules were imported"
                name = line.rsplit("|", 1)[-1].strip()
                imported += name.split(".")[0] in PROJECT
            proc.send_signal(signal.SIGINT)
            _, err = proc.communicate(timeout=60)
        finally:
            if proc.poll() is None:
                proc.kill()
        assert "Traceback" not in err and "KeyboardInterrupt" not in err
        # 130; 0 when the command had already finished; killed by the signal when it came
        # as the interpreter shut down, after the last line (a shell shows that as 130 too)
        assert proc.returncode in (0, 130, -signal.SIGINT), (moment, proc.returncode,
                                                              err[-2000:])


def _sim_under_a_pty(tmp_path: Path, sig: int) -> tuple[int, bytes]:
    pid, fd = pty.fork()
    if pid == 0:  # the child: the simulator on this terminal
        os.environ.update(env(tmp_path), TERM="xterm", COLUMNS="132", LINES="45")
        os.execv(sys.executable, [sys.executable, "-m", "device.cli", "sim", "--quiet",
                                  "--state-dir", str(tmp_path / "sim")])
    seen = b""
    deadline = time.monotonic() + 60
    while b"seats |" not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                seen += os.read(fd, 65536)
            except OSError:
                break
    os.kill(pid, sig)
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), seen


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_the_simulator_restores_the_terminal_saves_and_exits_0(tmp_path: Path,
                                                               sig: int) -> None:
    code, screen = _sim_under_a_pty(tmp_path, sig)
    assert code == 0, screen[-2000:]
    assert b"Traceback" not in screen
    assert b"\x1b[?1049l" in screen or b"\x1b[?47l" in screen   # curses left the screen
    assert (tmp_path / "sim" / "settings.json").exists()         # saved on the way out


# -- the disk --------------------------------------------------------------------------

def test_repeated_repairs_leave_a_bounded_number_of_set_aside_files(tmp_path: Path) -> None:
    from device.store.history_check import MAX_SET_ASIDE_FILES
    from device.store.state import StateStore

    store = StateStore(tmp_path / "state")
    for n in range(30):
        path = store.dir / "games.jsonl"
        with open(path, "ab") as handle:  # a save cut off by a crash
            handle.write(b'{"version":1,"crc32":1,"record":{"game":')
        store.append_game({"game": n})
    names = sorted(p.name for p in store.dir.iterdir())
    aside = [name for name in names if name.startswith("games.jsonl.set-aside-")]
    assert names == ["games.jsonl", *aside] and len(aside) == MAX_SET_ASIDE_FILES
    assert [g["game"] for g in store.games()] == list(range(30))
    assert all((store.dir / name).stat().st_size < 1024 * 1024 for name in aside)
    json.loads(json.dumps(store.games()))
