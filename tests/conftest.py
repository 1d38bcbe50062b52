"""Shared fixtures: fresh in-memory stores and small KB folders written on the fly."""

from __future__ import annotations

from pathlib import Path

import pytest

from noesis.store.kb import KBStore

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"


@pytest.fixture
def store():
    s = KBStore.open(":memory:", create=True)
    yield s
    s.close()


def write(folder: Path, name: str, text: str | bytes) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path
