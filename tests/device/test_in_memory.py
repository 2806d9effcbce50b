"""WAVs kept in RAM when the disk refuses them (``device.audio.in_memory``): sealed,
played by path, bounded by bytes, the oldest let go first."""

from __future__ import annotations

import os
from pathlib import Path

from device.audio import sealed
from device.audio.in_memory import InMemory
from device.audio.protocols import SAMPLE_RATE

LINE = bytes(range(256)) * 40            # 5120 frames' worth of bytes


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


def test_a_kept_wav_reads_back_sealed_by_its_path() -> None:
    memory = InMemory()
    path = memory.keep("seer.wav", LINE)
    assert path.parts[:2] == ("/", "proc") and memory.get("seer.wav") == path
    samples = sealed.read_sealed(path, SAMPLE_RATE)
    assert samples.sealed and bytes(samples.frames) == LINE
    assert memory.get("robber.wav") is None
    memory.close()
    assert len(memory) == 0 and memory.get("seer.wav") is None


def test_ram_is_bounded_by_bytes_the_oldest_let_go_first() -> None:
    before = open_fds()
    memory = InMemory(most=3 * len(LINE))
    paths = [memory.keep(f"{i}.wav", LINE) for i in range(5)]
    assert len(memory) == 3 and open_fds() == before + 3     # the two oldest closed
    assert [memory.get(f"{i}.wav") for i in range(5)][:2] == [None, None]
    assert memory.get("4.wav") == paths[4]
    memory.keep("4.wav", LINE[:100])                          # the same name: replaced
    assert len(memory) == 3 and open_fds() == before + 3
    assert bytes(sealed.read_sealed(Path(str(memory.get("4.wav"))), SAMPLE_RATE).frames) \
        == LINE[:100]
    memory.drop("3.wav")
    assert len(memory) == 2 and open_fds() == before + 2
    del memory                                                # its owner gone: RAM back
    assert open_fds() == before
