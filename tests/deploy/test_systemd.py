"""systemd/nightbox.service: it verifies cleanly, is hardened to exposure <= 2.0, and keeps
the directives the box depends on."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
UNIT = REPO / "systemd" / "nightbox.service"
STRICT = os.environ.get("NIGHTBOX_STRICT") == "1"
MAX_EXPOSURE = 2.0
EXEC_START = "/opt/nightbox/venv/bin/nightbox run --config /etc/nightbox/nightbox.toml"


def systemd_analyze() -> str:
    found = shutil.which("systemd-analyze")
    if found is None:
        if STRICT:
            pytest.fail("systemd-analyze is not installed and NIGHTBOX_STRICT=1")
        pytest.skip("systemd-analyze is not installed")
    return found


def analyze(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SYSTEMD_COLORS": "0", "SYSTEMD_PAGER": "", "LC_ALL": "C.UTF-8"}
    return subprocess.run([systemd_analyze(), *args], capture_output=True, text=True,
                          timeout=120, env=env)


def stubbed_unit(tmp_path: Path, extra: str = "") -> Path:
    """A copy of the unit whose ExecStart names a binary that exists here."""
    true = shutil.which("true") or "/bin/true"
    text = UNIT.read_text(encoding="utf-8")
    stubbed, count = re.subn(r"(?m)^ExecStart=\S+", f"ExecStart={true}", text)
    assert count == 1
    if extra:
        stubbed = stubbed.replace("[Service]\n", f"[Service]\n{extra}\n", 1)
    copy = tmp_path / "nightbox.service"
    copy.write_text(stubbed, encoding="utf-8")
    return copy


def directives() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for line in UNIT.read_text(encoding="utf-8").splitlines():
        if "=" in line and not line.startswith(("#", ";", "[")):
            key, value = line.split("=", 1)
            found.setdefault(key.strip(), []).append(value.strip())
    return found


def test_verify_passes_without_a_single_warning(tmp_path: Path) -> None:
    out = analyze("verify", str(stubbed_unit(tmp_path)))
    assert out.stderr == ""
    assert out.returncode == 0


def test_verify_would_catch_a_typo(tmp_path: Path) -> None:
    """verify only warns about an unknown directive; the stderr check above must see that."""
    out = analyze("verify", str(stubbed_unit(tmp_path, extra="WatchdogSecs=5")))
    assert "WatchdogSecs" in out.stderr


def test_security_exposure_is_at_most_2(tmp_path: Path) -> None:
    out = analyze("security", "--offline=yes", "--no-pager", str(stubbed_unit(tmp_path)))
    if out.returncode != 0 and "offline" in out.stderr.lower():
        message = f"systemd-analyze cannot run security --offline: {out.stderr.strip()}"
        if STRICT:
            pytest.fail(message)
        pytest.skip(message)
    found = re.search(r"Overall exposure level for nightbox\.service: (\d+\.\d+)", out.stdout)
    assert found, out.stdout + out.stderr
    exposure = float(found[1])
    print(f"systemd-analyze security --offline=yes: overall exposure {exposure}")
    assert exposure <= MAX_EXPOSURE, out.stdout


def test_the_unit_keeps_what_the_box_needs() -> None:
    d = directives()
    one = {key: values[-1] for key, values in d.items()}
    assert one["Type"] == "notify"
    assert one["NotifyAccess"] == "main"
    assert one["ExecStart"] == EXEC_START
    assert one["Restart"] == "on-failure"
    assert re.fullmatch(r"\d+s?", one["WatchdogSec"])
    assert one["User"] == "nightbox"
    assert set(one["SupplementaryGroups"].split()) == {"gpio", "i2c", "audio"}
    assert (one["StateDirectory"], one["CacheDirectory"], one["RuntimeDirectory"]) == (
        "nightbox", "nightbox", "nightbox")
    assert one["WorkingDirectory"] == "/run/nightbox"
    assert "sound.target" in one["After"].split()
    assert one["WantedBy"] == "multi-user.target"


def test_the_unit_holds_the_box_within_a_zero_2_w() -> None:
    from hw_mocks.memory_game import BUDGET_MB, PREPARER_MB

    one = {key: values[-1] for key, values in directives().items()}
    high, most = (int(one[key].removesuffix("M")) for key in ("MemoryHigh", "MemoryMax"))
    assert BUDGET_MB < high < most <= 400            # a Zero 2 W has ~420 MB for programs
    assert most >= BUDGET_MB + PREPARER_MB * 0.6     # the menu's box and preparer fit
    assert one["OOMPolicy"] == "continue"            # the preparer killed, never the box


def test_the_unit_keeps_its_hardening() -> None:
    d = directives()
    one = {key: values[-1] for key, values in d.items()}
    for key in ("ProtectHome", "PrivateTmp", "NoNewPrivileges", "PrivateNetwork"):
        assert one[key] == "yes", key
    assert one["ProtectSystem"] == "strict"
    assert one["RestrictAddressFamilies"] == "AF_UNIX"  # sd_notify needs AF_UNIX
    assert "@system-service" in d["SystemCallFilter"]
    # @resources denied, but setpriority given back after it: the preparer's nice -n 19
    # (make pi-boot saw it at nice 0 without), while CAP_SYS_NICE stays out
    filters = d["SystemCallFilter"]
    deny = next(i for i, v in enumerate(filters) if v.startswith("~") and "@resources" in v)
    assert "setpriority" in filters[deny + 1:]
    assert "CAP_SYS_NICE" not in one["CapabilityBoundingSet"]
    assert one["CapabilityBoundingSet"] == ""
    assert one["DevicePolicy"] == "closed"
    assert {v.split()[0] for v in d["DeviceAllow"]} == {
        "/dev/gpiochip0", "/dev/gpiochip4", "/dev/gpiomem", "/dev/i2c-1", "char-alsa"}
    assert "ProcSubset" not in d  # gpiozero reads the board revision from /proc
    assert "PrivateDevices" not in d  # it would hide the GPIO and I2C devices
    assert "PrivateUsers" not in d  # it would break device access through the groups


@pytest.mark.parametrize("name", ["nightbox-poweroff.path", "nightbox-poweroff.service"])
def test_the_poweroff_helper_units_verify(tmp_path: Path, name: str) -> None:
    # verify needs the pair side by side; it checks the ExecStart binaries exist here too
    for unit in ("nightbox-poweroff.path", "nightbox-poweroff.service"):
        (tmp_path / unit).write_text((REPO / "systemd" / unit).read_text())
    out = analyze("verify", str(tmp_path / name))
    assert out.stderr == ""
    assert out.returncode == 0


def test_the_daemon_and_the_poweroff_helper_agree_on_the_flag_file() -> None:
    from device.cli.run_cmd import POWEROFF_FLAG

    path_unit = (REPO / "systemd" / "nightbox-poweroff.path").read_text()
    assert f"PathExists=/run/nightbox/{POWEROFF_FLAG}" in path_unit
    assert "RuntimeDirectory=nightbox" in UNIT.read_text()


def test_the_poweroff_helper_is_sandboxed_to_exposure_3(tmp_path: Path) -> None:
    unit = tmp_path / "nightbox-poweroff.service"
    unit.write_text((REPO / "systemd" / "nightbox-poweroff.service").read_text())
    out = analyze("security", "--offline=yes", "--no-pager", str(unit))
    found = re.search(r"Overall exposure level for nightbox-poweroff\.service: (\d+\.\d+)",
                      out.stdout)
    assert found, out.stdout + out.stderr
    print(f"nightbox-poweroff.service exposure {found[1]}")
    assert float(found[1]) <= 3.0, out.stdout


def test_the_state_directory_is_not_world_readable() -> None:
    assert directives()["StateDirectoryMode"] == ["0750"]
