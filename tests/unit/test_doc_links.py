"""No link of README.md or docs/*.md leaves the repository: every relative link names a file
inside it, every ``#anchor`` a heading of its target (GitHub's slugs), and nothing cites the
design brief that lived outside the repository."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces → hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    return {slug(m.group(1)) for m in re.finditer(r"^#{1,6} (.+)$", text, re.M)}


def test_slug_matches_github() -> None:
    assert slug("§5 The hydration contract") == "5-the-hydration-contract"
    assert slug("The `noesis` command") == "the-noesis-command"


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_links_stay_inside_the_repository(doc: Path) -> None:
    text = doc.read_text(encoding="utf-8")
    assert "../shared" not in text and "DESIGN.md" not in text
    for target in LINK.findall(re.sub(r"```.*?```", "", text, flags=re.S)):
        if re.match(r"^[a-z]+:", target):  # https:, mailto: — not a file of the repository
            continue
        file, _, anchor = target.partition("#")
        path = (doc.parent / file).resolve() if file else doc
        assert path.is_relative_to(ROOT), f"{doc.name}: {target} leaves the repository"
        assert path.exists(), f"{doc.name}: {target} names no file"
        if anchor and path.suffix == ".md":
            assert anchor in anchors(path), f"{doc.name}: {target}: no such heading"
