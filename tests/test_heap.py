"""glibc's heap in a long-lived process: the knobs the daemon sets at start, and its RSS."""

from __future__ import annotations

import subprocess
import sys

from kenning.daemon.core.heap import resident_mb, tune_heap

#: run in a fresh interpreter: arenas and the mmap threshold are process-wide and one-way
_PROBE = """
import ctypes, sys, threading
from kenning.daemon.core.heap import tune_heap

FIELDS = "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks keepcost"

class MallInfo2(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in FIELDS.split()]

libc = ctypes.CDLL(None)
libc.mallinfo2.restype = MallInfo2
tuned = tune_heap({}) if sys.argv[1] == "tuned" else {}

# a large block freed: glibc's dynamic threshold would rise to its size
big = bytearray(16 << 20)
del big
before = libc.mallinfo2().hblks
medium = bytearray(1 << 20)  # mapped on its own only while the threshold stays fixed
mapped = libc.mallinfo2().hblks - before

# threads allocating at once: each would get an arena of its own (8 per core)
ready, go = threading.Barrier(9), threading.Event()
held = []
def work():
    ready.wait()
    go.wait()
    held.append([bytes(200) + bytes([i % 256]) for i in range(20_000)])
threads = [threading.Thread(target=work) for _ in range(8)]
for t in threads:
    t.start()
ready.wait()
go.set()
for t in threads:
    t.join()
libc.open_memstream.restype = ctypes.c_void_p
size = ctypes.c_size_t()
ptr = ctypes.c_char_p()
stream = libc.open_memstream(ctypes.byref(ptr), ctypes.byref(size))
libc.malloc_info(0, ctypes.c_void_p(stream))
libc.fclose(ctypes.c_void_p(stream))
arenas = ptr.value.decode().count("<heap nr=")
print(sorted(tuned), mapped, arenas)
"""


def _probe(mode: str) -> tuple[str, int, int]:
    out = subprocess.run(
        [sys.executable, "-c", _PROBE, mode], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr[-2000:]
    tuned, _, rest = out.stdout.strip().rpartition("] ")
    mapped, arenas = rest.split()
    return tuned + "]", int(mapped), int(arenas)


def test_tuned_heap_keeps_two_arenas_and_maps_large_blocks_on_their_own() -> None:
    tuned, mapped, arenas = _probe("tuned")
    assert tuned == "['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_']"
    assert mapped == 1  # the 1 MB block has a mapping of its own, given back when freed
    assert arenas <= 2
    # glibc's defaults, for contrast: the threshold followed the 16 MB block, and
    # the threads took arenas of their own
    _, mapped, arenas = _probe("default")
    assert mapped == 0
    assert arenas > 2


def test_a_knob_set_in_the_environment_is_left_to_glibc() -> None:
    assert tune_heap({"MALLOC_ARENA_MAX": "4", "MALLOC_MMAP_THRESHOLD_": "65536"}) == {}


def test_resident_size_is_read_from_proc() -> None:
    rss = resident_mb()
    assert rss is not None and 10 < rss < 4096  # this test process, in MB
