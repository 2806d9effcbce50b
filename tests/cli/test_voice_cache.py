"""One voice cache for the box and every command: the service's CacheDirectory
($CACHE_DIRECTORY) when set, else the user's cache; ``voice status`` says which."""

from __future__ import annotations

from pathlib import Path

import pytest

from device.cli import main
from device.store.paths import cache_dir, cache_rule

from ..conftest import require_espeak

LINE = "Seer, wake up."


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> pytest.MonkeyPatch:
    for key in ("CACHE_DIRECTORY", "NIGHTBOX_CACHE_DIR", "NIGHTBOX_CONFIG"):
        monkeypatch.delenv(key, raising=False)
    (tmp_path / "nightbox.toml").write_text("")               # every default
    monkeypatch.setenv("NIGHTBOX_CONFIG", str(tmp_path / "nightbox.toml"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    return monkeypatch


def test_the_rule_names_the_service_s_cache_first_then_the_user_s(tmp_path: Path) -> None:
    service = {"CACHE_DIRECTORY": "/var/cache/nightbox", "XDG_CACHE_HOME": str(tmp_path)}
    assert cache_dir(None, service) == Path("/var/cache/nightbox")
    assert cache_rule(None, service) == "the service's CacheDirectory ($CACHE_DIRECTORY)"
    user = {"XDG_CACHE_HOME": str(tmp_path)}
    assert cache_dir(None, user) == tmp_path / "nightbox"
    assert cache_rule(None, user) == "the user's cache"
    assert cache_rule(None, {"NIGHTBOX_CACHE_DIR": "/x"}) == "$NIGHTBOX_CACHE_DIR"


@pytest.mark.parametrize("service", [True, False], ids=["service", "user"])
def test_voice_status_says_which_cache_it_looked_at(
        service: bool, tmp_path: Path, clean_env: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    require_espeak()
    if service:
        clean_env.setenv("CACHE_DIRECTORY", str(tmp_path / "service"))
    assert main(["voice", "status", "--voice", "espeak"]) == 1    # nothing prepared
    out = capsys.readouterr().out
    where = (f"{tmp_path / 'service' / 'tts'} (the service's CacheDirectory"
             if service else f"{tmp_path / 'user-cache' / 'nightbox' / 'tts'} (the user's cache)")
    assert where in out, out


def test_prepare_say_and_script_share_the_one_cache(
        tmp_path: Path, clean_env: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    require_espeak()
    import device.shell.voice.catalogue as catalogue

    clean_env.setattr(catalogue, "box_lines", lambda **_: [LINE])
    clean_env.setenv("CACHE_DIRECTORY", str(tmp_path / "service"))
    assert main(["voice", "prepare", "--voice", "espeak", "--quiet"]) == 0
    tts = tmp_path / "service" / "tts"
    prepared = sorted(tts.glob("*.wav"))
    assert len(prepared) == 1
    stamp = prepared[0].stat().st_mtime_ns
    assert main(["say", LINE, "--voice", "espeak", "--wav", str(tmp_path / "x.wav")]) == 0
    assert sorted(tts.glob("*.wav")) == prepared            # found there, not made again
    assert prepared[0].stat().st_mtime_ns == stamp
    assert (tmp_path / "x.wav").read_bytes() == prepared[0].read_bytes()
    assert not (tmp_path / "user-cache").exists()           # nothing went elsewhere
    assert main(["script", "--roles", "werewolf,werewolf,seer,robber,troublemaker,villager",
                 "--wav", str(tmp_path / "night.wav"), "--voice", "espeak"]) == 0
    assert len(list(tts.glob("*.wav"))) > 1                 # the night's lines, same place
    assert not (tmp_path / "user-cache").exists()
    capsys.readouterr()
