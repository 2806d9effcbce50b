"""What keeps the natural voice's renderer small: glibc's mmap threshold fixed (a freed
block no longer raises it, so a line's tensors do not stay in the heap) and no second,
prepacked copy of the model's weights."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from device.audio import heap

from .test_piper_errors import joe_model

ROOT = Path(__file__).resolve().parents[2]

#: in a fresh process (the threshold is the whole process's): free a 400 KB block (within
#: the most glibc raises its threshold to, 512 KB on 32-bit ARM), then hold
#: a 200 KB one, and print whether glibc gave it a mapping of its own (1) or not (0)
PROBE = textwrap.dedent("""
    import ctypes, sys
    from device.audio import heap

    class MallInfo2(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
            "uordblks", "fordblks", "keepcost")]

    libc = ctypes.CDLL(None)
    libc.mallinfo2.restype = MallInfo2
    if sys.argv[1] == "bound":
        assert heap.bound()
    big = bytearray(400 * 1024)
    del big                      # glibc's own rule raises the threshold to 400 KB here
    before = libc.mallinfo2().hblks
    held = bytearray(200 * 1024)
    print(libc.mallinfo2().hblks - before)
""")


def mapped_blocks(mode: str) -> int:
    out = subprocess.run([sys.executable, "-c", PROBE, mode], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return int(out.stdout)


def test_a_bound_heap_maps_each_large_block_after_a_larger_one_was_freed() -> None:
    if heap.GLIBC is None:
        pytest.skip("not glibc: there is no threshold to fix")
    assert mapped_blocks("default") == 0     # glibc raised its threshold: in the heap
    assert mapped_blocks("bound") == 1       # its own mapping, returned at free


def test_trim_without_glibc_does_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(heap, "GLIBC", None)
    heap.trim()
    assert heap.bound() is False


def test_the_session_keeps_no_prepacked_copy_of_the_weights() -> None:
    from device.audio.piper_synth import small_session

    options = small_session(joe_model()).get_session_options()
    assert options.get_session_config_entry("session.disable_prepacking") == "1"
    assert not options.enable_cpu_mem_arena and not options.enable_mem_pattern
    assert options.intra_op_num_threads == 1


#: the preparer's work in a fresh process: the three longest English lines the box says
#: rendered with Piper, then the process's peak (VmHWM, the kernel's: no sample misses it)
LONGEST = textwrap.dedent("""
    import sys, tempfile
    from pathlib import Path
    from engine.languages import EN
    from device.audio.piper_synth import PiperSynth, find_model
    from device.i18n.catalogues import words_for
    from device.shell.voice.catalogue import box_lines

    synth = PiperSynth(find_model("joe"))
    with tempfile.TemporaryDirectory() as folder:
        for line in sorted(box_lines(words=words_for(EN)), key=len)[-3:]:
            synth.synthesize(line, Path(folder) / "line.wav")
    status = Path("/proc/self/status").read_text().splitlines()
    print(next(int(s.split()[1]) for s in status if s.startswith("VmHWM:")) // 1024)
""")


@pytest.mark.slow
def test_the_longest_lines_render_within_the_preparer_s_budget() -> None:
    """~215 MB at the peak; ~305 MB with glibc's heap left to grow (~295 MB before the
    weights lost their prepacked copy): over ``PREPARER_MB``."""
    from hw_mocks.memory_game import PREPARER_MB

    joe_model()
    out = subprocess.run([sys.executable, "-c", LONGEST], cwd=ROOT, capture_output=True,
                         text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    assert int(out.stdout.split()[-1]) < PREPARER_MB
