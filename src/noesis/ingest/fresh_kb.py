"""A failed first ingest leaves no KB file behind.

The store creates its file (and schema) before the write transaction starts, so a
rolled-back first ingest — ``--strict`` refusing a source, a manifest problem found late,
an embedder failing — would leave an empty KB that later commands open as if it were one.
"""

from __future__ import annotations

from pathlib import Path

#: the files SQLite may keep beside a database
SIDE_FILES = ("", "-wal", "-shm", "-journal")


def remove_new_kb(path: str | Path) -> None:
    """Delete the KB file an ingest created and SQLite's side files (call after closing it)."""
    for suffix in SIDE_FILES:
        Path(f"{path}{suffix}").unlink(missing_ok=True)
