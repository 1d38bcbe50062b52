"""Only regular files inside the KB folder are read, unless the manifest says otherwise.

A symbolic link in a KB folder can point anywhere (measured: a link to a system file put
its content in a prompt), and a FIFO or device blocks the reader forever. Each source
path is checked component by component with ``lstat`` before anything opens it: a link
is refused unless ``[kb] follow_symlinks = true``; what it leads to (or the file itself)
must be a regular file.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ..errors import Problem

_KINDS = {stat.S_IFIFO: "a FIFO (named pipe)", stat.S_IFSOCK: "a socket", stat.S_IFCHR: "a device",
          stat.S_IFBLK: "a device", stat.S_IFDIR: "a folder"}


def _link_in(root: Path, rel: str) -> str | None:
    """The first component of ``rel`` (under ``root``) that is a symbolic link, if any
    (plain strings: ``pathlib`` cost the ingest ~25 µs a file before any worker starts, issue 29)."""
    here = os.fspath(root)
    parts = [part for part in rel.split("/") if part not in ("", ".")]
    for i, part in enumerate(parts):
        here = os.path.join(here, part)
        if os.path.islink(here):
            return "/".join(parts[: i + 1])
    return None


def regular_file(root: Path, rel: str, follow_symlinks: bool) -> Problem | os.stat_result:
    """Why ``root/rel`` must not be read (a link not allowed, not a regular file), or else
    its ``stat`` (which the plan reads the size from)."""
    link = _link_in(root, rel)
    if link is not None and not follow_symlinks:
        return Problem(rel, None, f"{link} is a symbolic link; not followed (set [kb] follow_symlinks = true "
                       "in noesis.toml to read it)")
    try:
        st = os.stat(os.path.join(root, rel))
    except OSError as exc:
        return Problem(rel, None, f"cannot read: {exc.strerror or exc}")
    if not stat.S_ISREG(st.st_mode):
        what = _KINDS.get(stat.S_IFMT(st.st_mode), "not a regular file")
        return Problem(rel, None, f"is {what}, not a regular file; not read")
    return st


def refuse_special(root: Path, rel: str, follow_symlinks: bool) -> Problem | None:
    """Why ``root/rel`` must not be read (a link not allowed, not a regular file), or None."""
    checked = regular_file(root, rel, follow_symlinks)
    return checked if isinstance(checked, Problem) else None
