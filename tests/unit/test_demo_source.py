"""Where ``noesis demo`` finds its corpora: --examples, $NOESIS_EXAMPLES, a checkout's
examples/, else the packaged generator writes them under the cache (once)."""

from __future__ import annotations

from pathlib import Path

import pytest

from noesis.cli import demo

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_a_checkout_uses_its_examples(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NOESIS_EXAMPLES", raising=False)
    assert demo.demo_corpora(None, tmp_path) == EXAMPLES
    assert demo.demo_corpora(tmp_path / "given", tmp_path) == tmp_path / "given"
    assert not (tmp_path / "corpora").exists()


def test_an_installed_package_generates_them_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NOESIS_EXAMPLES", raising=False)
    monkeypatch.setattr(demo, "default_examples", lambda: tmp_path / "site-packages" / "examples")
    root = demo.demo_corpora(None, tmp_path / "cache")
    assert root == tmp_path / "cache" / "corpora"
    assert [p.name for p in demo.demo_folders(root)] == [p.name for p in demo.demo_folders(EXAMPLES)]
    csv = root / "broadcast-it" / "italia_sera.csv"
    assert csv.read_bytes() == (EXAMPLES / "broadcast-it" / "italia_sera.csv").read_bytes()
    stamp = csv.stat().st_mtime_ns
    assert demo.demo_corpora(None, tmp_path / "cache") == root and csv.stat().st_mtime_ns == stamp


def test_an_explicit_environment_folder_is_not_replaced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NOESIS_EXAMPLES", str(tmp_path / "mine"))
    assert demo.demo_corpora(None, tmp_path / "cache") == tmp_path / "mine"
    assert not (tmp_path / "cache").exists()  # the CLI then says: no demo KB folders found
