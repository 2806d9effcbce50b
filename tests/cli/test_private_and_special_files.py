"""A file only its owner may read is never quoted; a "regular" file that cannot be read
(/proc/self/mem) is a read problem, not a write one (issue 23, item 11)."""

from __future__ import annotations

from pathlib import Path

import pytest

from device.cli import main

SECRET = "root:$6$s3cr3t-hash:19000:0:99999:7:::"


def one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    return err


def test_check_config_never_quotes_a_private_file(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    private = tmp_path / "shadow"
    private.write_text(SECRET + "\n")
    private.chmod(0o600)
    err = one_line(["check-config", str(private)], capsys)
    assert "line 1" in err and "not valid TOML" in err
    assert "s3cr3t" not in err and "'root:" not in err
    private.chmod(0o644)                      # a file anyone may read is quoted as before
    assert "near 'root:" in one_line(["check-config", str(private)], capsys)


def test_resolve_of_proc_self_mem_is_a_read_problem(capsys: pytest.CaptureFixture[str]) -> None:
    err = one_line(["resolve", "/proc/self/mem"], capsys)
    assert err.startswith("nightbox resolve: /proc/self/mem: cannot read it")
    assert "cannot write" not in err
