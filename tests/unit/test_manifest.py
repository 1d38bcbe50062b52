import pytest

from noesis.errors import ManifestError
from noesis.manifest import MANIFEST_MAX_BYTES, entity_from_stem, load_manifest

from ..conftest import write


def test_defaults_without_manifest(tmp_path):
    write(tmp_path, "italia_sera.csv", "second,share\n0,1.5\n")
    write(tmp_path, "italia_sera.srt", "1\n00:00:00,000 --> 00:00:02,000\nCiao\n")
    write(tmp_path, "notes.md", "# Notes\n\ntext\n")
    write(tmp_path, "facts.jsonl", '{"subject": "a", "predicate": "b", "object": "c"}\n')
    write(tmp_path, "facts2.csv", "subject,predicate,object\na,b,c\n")
    write(tmp_path, "log.txt", "[00:00:01] ANNA: hi\n")
    write(tmp_path, "ignored.xyz", "nothing")
    m = load_manifest(tmp_path)
    kinds = {s.file: (s.kind, s.entity) for s in m.sources}
    assert kinds == {
        "facts.jsonl": ("facts", None),
        "facts2.csv": ("facts", None),
        "italia_sera.csv": ("table", "Italia Sera"),
        "italia_sera.srt": ("transcript", "Italia Sera"),
        "log.txt": ("transcript", "Log"),
        "notes.md": ("document", "Notes"),
    }
    assert m.name == tmp_path.name and m.axis.kind == "number" and not m.declared


def test_partial_manifest_overrides_and_keeps_unlisted(tmp_path):
    write(tmp_path, "a.csv", "t,x\n1,2\n")
    write(tmp_path, "b.md", "hello")
    write(tmp_path, "noesis.toml", """
[kb]
name = "demo"
language = "it"
[axis]
name = "second"
kind = "clock"
[[metric]]
name = "x"
unit = "%"
aliases = ["ics"]
[[source]]
file = "a.csv"
entity = "Alpha"
aliases = ["Alfa"]
position = "t"
""")
    m = load_manifest(tmp_path)
    a = m.source("a.csv")
    assert (a.entity, a.aliases, a.position, a.kind) == ("Alpha", ("Alfa",), "t", "table")
    assert m.source("b.md").entity == "B"
    assert m.metric("x").stats == ("max", "min", "mean")
    assert m.language == "it" and m.axis.kind == "clock"


def test_every_problem_listed(tmp_path):
    write(tmp_path, "a.csv", "t,x\n1,2\n")
    write(tmp_path, "noesis.toml", """
[axis]
kind = "lightyears"
[[metric]]
name = "x"
stats = ["max", "median"]
[[metric]]
name = "y"
[[source]]
file = "missing.csv"
[[source]]
file = "a.csv"
priority = 3
colour = "red"
""")
    with pytest.raises(ManifestError) as info:
        load_manifest(tmp_path)
    keys = {p.key for p in info.value.problems}
    assert "axis.kind" in keys
    assert "metric[0].stats[1]" in keys
    assert "source[1] (a.csv).priority" in keys
    assert "source[1] (a.csv).colour" in keys
    assert all(p.file.endswith("noesis.toml") for p in info.value.problems)
    assert "nothing was written" in str(info.value)


def test_semantic_problems_listed_together(tmp_path):
    write(tmp_path, "a.csv", "t,x\n1,2\n")
    write(tmp_path, "noesis.toml", """
[[metric]]
name = "x"
[[metric]]
name = "x"
[[source]]
file = "missing.csv"
[[source]]
file = "../outside.csv"
[[source]]
file = "a.csv"
metrics = ["nope"]
""")
    with pytest.raises(ManifestError) as info:
        load_manifest(tmp_path)
    reasons = [str(p) for p in info.value.problems]
    assert len(reasons) == 4, reasons
    assert any("declared twice" in r for r in reasons)
    assert any("missing.csv" in r and "not found" in r for r in reasons)
    assert any("inside the KB folder" in r for r in reasons)
    assert any("'nope' is not declared" in r for r in reasons)


def test_toml_syntax_error_has_line(tmp_path):
    write(tmp_path, "noesis.toml", "[kb]\nname = \n")
    with pytest.raises(ManifestError) as info:
        load_manifest(tmp_path)
    assert info.value.problems[0].line == 2


def test_not_a_folder(tmp_path):
    with pytest.raises(ManifestError):
        load_manifest(tmp_path / "nope")


@pytest.mark.parametrize("stem,entity", [("italia_sera.csv", "Italia Sera"), ("late-review.vtt", "Late Review"), ("BBC_news.md", "BBC News")])
def test_entity_from_stem(stem, entity):
    assert entity_from_stem(stem) == entity


def test_axis_date_order_declared_and_validated(tmp_path):
    write(tmp_path, "d.csv", "date,x\n2013-07-04,1\n")
    write(tmp_path, "noesis.toml", "[axis]\nname = 'date'\nkind = 'date'\ndate_order = 'dmy'\n")
    assert load_manifest(tmp_path).axis.date_order == "dmy"
    write(tmp_path, "noesis.toml", "[axis]\nname = 'date'\nkind = 'date'\n")
    assert load_manifest(tmp_path).axis.date_order is None
    write(tmp_path, "noesis.toml", "[axis]\nkind = 'date'\ndate_order = 'ymd'\n")
    with pytest.raises(ManifestError) as err:
        load_manifest(tmp_path)
    assert "axis.date_order" in str(err.value)


def _source_blocks(n: int) -> str:
    """``n`` generated ``[[source]]`` blocks, each with an entity and two aliases."""
    return "".join(f'[[source]]\nfile = "t/programme_{i:05d}.srt"\nkind = "transcript"\n'
                   f'entity = "Programme {i:05d} Evening Edition"\naliases = ["P{i:05d}", "Evening {i:05d}"]\n\n'
                   for i in range(n))


def test_a_manifest_listing_10000_sources_fits_under_the_cap(tmp_path):
    """Issue 29: a generated manifest lists every source (1 MiB held about 6,000 of these)."""
    (tmp_path / "t").mkdir()
    for i in range(10_000):
        (tmp_path / "t" / f"programme_{i:05d}.srt").touch()
    text = '[kb]\nname = "big"\n\n' + _source_blocks(10_000)
    assert 1 << 20 < len(text.encode()) < MANIFEST_MAX_BYTES
    write(tmp_path, "noesis.toml", text)
    m = load_manifest(tmp_path)
    assert len(m.sources) == 10_000 and len(m.listed) == 10_000
    last = m.source("t/programme_09999.srt")
    assert last.entity == "Programme 09999 Evening Edition" and last.aliases == ("P09999", "Evening 09999")


def test_a_manifest_past_the_cap_is_refused_with_its_size(tmp_path):
    n = MANIFEST_MAX_BYTES // len(_source_blocks(1).encode()) + 1
    write(tmp_path, "noesis.toml", _source_blocks(n))
    with pytest.raises(ManifestError, match=f"at most {MANIFEST_MAX_BYTES:,}"):
        load_manifest(tmp_path)
