"""Opening a file that may not be a regular one: never block, never read a device.

Anything can sit where a file is expected. A FIFO named `x.jsonl` (or
`.kenning/playbook.yaml`, or the file `kenning context --file` names) blocks
`open()` until a writer comes, which may be never; a device reads forever.
`open_regular` opens without blocking and checks the descriptor it got, so a
file swapped between a look and the open is refused too. Ingestion, the
repository's playbook file, the briefing and the language server all open
through it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

__all__ = ["NotRegularFileError", "describe_mode", "open_regular", "read_regular"]

_NONBLOCK = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


class NotRegularFileError(OSError):
    """The path is a FIFO, socket, device or folder, not a regular file."""


def describe_mode(mode: int) -> str:
    """What a file of this `st_mode` is, in words ("a FIFO (named pipe)", "a folder"...)."""
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISDIR(mode):
        return "a folder"
    return "not a regular file"


def open_regular(path: Path) -> BinaryIO:
    """Open `path` for binary reading, refusing anything but a regular file.

    The open never blocks (O_NONBLOCK, which a regular file ignores), and the
    opened descriptor is checked, so a file replaced by a FIFO after `refusal`
    looked at it is refused too.

    Raises:
        NotRegularFileError: `path` is not a regular file.
        OSError: it cannot be opened.
    """
    fd = os.open(path, _NONBLOCK)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFileError(f"{path} is {describe_mode(mode)}: never read")
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: Path) -> bytes:
    """The whole content of a regular file (`Path.read_bytes`, through `open_regular`)."""
    with open_regular(path) as fh:
        return fh.read()
