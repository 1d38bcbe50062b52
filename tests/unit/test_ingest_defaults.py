"""Defaults without a manifest, `noesis init`, --strict on lost rows, .rst and unknown files."""

from __future__ import annotations

import pytest

from noesis.errors import IngestError
from noesis.ingest.defaults import apply_defaults
from noesis.ingest.initfile import write_init
from noesis.ingest.pipeline import ingest
from noesis.ingest.rst import parse_rst
from noesis.manifest import load_manifest
from noesis.store.kb import KBStore


def _folder(tmp_path):
    (tmp_path / "prices.csv").write_text(
        "Date,symbol,close\n" + "".join(f"2020-01-{d:02d},{s},{d + i}\n"
                                        for d in range(1, 8) for i, s in enumerate("ABC")),
        encoding="utf-8")
    (tmp_path / "temps.csv").write_text("date,temp\n13/01/2020,1.5\n14/01/2020,2.5\n", encoding="utf-8")
    (tmp_path / "notes.xyz").write_text("x", encoding="utf-8")
    (tmp_path / "guide.rst").write_text(
        "Guide\n=====\n\nIntro **bold** text.\n\nPart\n----\n\n* item one\n* item two\n\n"
        ".. note:: mind this\n\n.. image:: x.png\n   :alt: no\n\nExample::\n\n    code here\n",
        encoding="utf-8")
    return tmp_path


def _facts(path):
    with KBStore.open(path) as store:
        return sorted((f.subject, f.predicate, f.value, f.position) for f in store.facts())


def test_defaults_choose_axis_kind_format_and_entity_column(tmp_path):
    d = apply_defaults(load_manifest(_folder(tmp_path)))
    assert (d.manifest.axis.name, d.manifest.axis.kind) == ("date", "date")
    prices, temps = d.manifest.source("prices.csv"), d.manifest.source("temps.csv")
    assert (prices.entity_column, prices.entity, prices.position_format) == ("symbol", None, None)  # Arrow reads ISO dates itself
    assert (temps.entity_column, temps.position_format) == (None, "dmy")
    keys = {(c.file, c.key): c.value for c in d.choices}
    assert keys[("prices.csv", "entity_column")] == "symbol"
    assert keys[(None, "kind")] == "date"
    assert all(c.instead for c in d.choices)  # every choice says how to choose otherwise
    assert d.manifest.skipped == ("notes.xyz",)


def test_a_column_named_like_an_entity_names_the_rows_before_a_small_category(tmp_path):
    """Medallists by year: Medal (3 values) and Name (most of them seen once) both tell the rows
    of a year apart; the name is the entity, though it recurs only now and then."""
    rows = [(year, medal, f"runner{(year * 3 + k) % 11 if k == 0 else year * 3 + k}", 10.0 + k / 10)
            for year in range(1900, 1912) for k, medal in enumerate(("GLD", "SLV", "BRZ"))]
    (tmp_path / "sprint.csv").write_text("Year,Medal,Name,Time\n" + "".join(
        f"{y},{m},{n},{t}\n" for y, m, n, t in rows), encoding="utf-8")
    d = apply_defaults(load_manifest(tmp_path))
    assert d.manifest.source("sprint.csv").entity_column == "Name"


def test_declared_keys_are_never_overridden(tmp_path):
    _folder(tmp_path)
    (tmp_path / "noesis.toml").write_text(
        '[axis]\nname = "when"\nkind = "datetime"\n[[source]]\nfile = "prices.csv"\nentity = "P"\n'
        'position = "Date"\n', encoding="utf-8")
    d = apply_defaults(load_manifest(tmp_path))
    assert (d.manifest.axis.name, d.manifest.axis.kind) == ("when", "datetime")
    assert d.manifest.source("prices.csv").entity_column is None
    assert not [c for c in d.choices if c.key in ("name", "kind", "entity_column")]


def test_init_then_ingest_gives_the_same_facts_as_no_manifest(tmp_path):
    (tmp_path / "f").mkdir()
    folder = _folder(tmp_path / "f")
    ingest(folder, tmp_path / "bare.kb")
    target = write_init(folder)
    text = target.read_text(encoding="utf-8")
    assert 'entity_column = "symbol"  # the axis repeats' in text and "# file = \"notes.xyz\"" in text
    with pytest.raises(IngestError, match="already exists"):
        write_init(folder)
    write_init(folder, force=True)
    ingest(folder, tmp_path / "init.kb")
    assert _facts(tmp_path / "bare.kb") == _facts(tmp_path / "init.kb")
    assert len(_facts(tmp_path / "init.kb")) > 6


def test_strict_refuses_a_source_that_loses_rows_and_writes_nothing(tmp_path):
    rows = "".join(f"2020-01-{d:02d},{d}\n" for d in range(1, 20)) + "someday,1\nnever,2\n"
    (tmp_path / "t.csv").write_text("date,v\n" + rows, encoding="utf-8")
    report = ingest(tmp_path, tmp_path / "lax.kb")
    (loss,) = report.losses
    assert (loss.lost, loss.total) == (2, 21) and "line 21 'someday', line 22 'never'" in loss.reason
    with pytest.raises(IngestError, match="lost more than 5 %"):
        ingest(tmp_path, tmp_path / "strict.kb", strict=True)
    assert not (tmp_path / "strict.kb").exists()  # a refused first ingest leaves no KB file


def test_unknown_extension_is_reported_with_the_manifest_keys(tmp_path):
    report = ingest(_folder(tmp_path), tmp_path / "k.kb")
    assert report.skipped == ("notes.xyz",)
    (line,) = report.as_dict()["skipped"]
    assert '[[source]] file = "notes.xyz" kind = "document" format = "txt"' in line


def test_rst_sections_paragraphs_and_directives():
    spans = parse_rst(
        "Guide\n=====\n\nIntro **bold** text.\n\nPart\n----\n\n* item one\n* item two\n\n"
        ".. note:: mind this\n\n.. image:: x.png\n   :alt: no\n\nExample::\n\n    code here\n")
    got = [(s.section, s.text) for s in spans]
    assert got == [("Guide", "Intro bold text."), ("Guide > Part", "item one"),
                   ("Guide > Part", "item two"), ("Guide > Part", "mind this"),
                   ("Guide > Part", "Example:"), ("Guide > Part", "code here")]
