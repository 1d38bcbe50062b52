"""The demo corpora: deterministic generation, checked-in copies, ground truth and traps.

The checks read the generated files with the standard library only (``csv``, a small
SRT/WebVTT cue parser), independently of the engine's readers.
"""

from __future__ import annotations

import csv
import json
import math
import re
import subprocess
import sys
from pathlib import Path

import pytest

from noesis.manifest import load_manifest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
GENERATOR = EXAMPLES / "generate.py"
KB_FOLDERS = ("broadcast-it", "broadcast-uk", "sports", "qa-bench", "nba")

_TIME = r"(\d{2}):(\d{2}):(\d{2})[,.](\d{3})"
_CUE_TIME = re.compile(rf"^{_TIME} --> {_TIME}")
_VOICE = re.compile(r"^<v ([^>]+)>(.*)$")


def _run_generator(out: Path) -> None:
    subprocess.run([sys.executable, str(GENERATOR), "--out", str(out)], check=True,
                   capture_output=True, text=True)


def _snapshot(folder: Path) -> dict[str, bytes]:
    """Every generated file (the five KB folders and ground_truth.json) by relative path."""
    files = {"ground_truth.json": (folder / "ground_truth.json").read_bytes()}
    for name in KB_FOLDERS:
        for p in sorted((folder / name).rglob("*")):
            if p.is_file() and "__pycache__" not in p.parts:
                files[p.relative_to(folder).as_posix()] = p.read_bytes()
    return files


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("demo") / "examples"
    _run_generator(out)
    return out


@pytest.fixture(scope="module")
def truth(generated: Path) -> dict:
    return json.loads((generated / "ground_truth.json").read_text(encoding="utf-8"))


def _ms(h: str, m: str, s: str, ms: str) -> int:
    return ((int(h) * 60 + int(m)) * 60 + int(s)) * 1000 + int(ms)


def _parse_cues(path: Path) -> list[tuple[int, int, str, str]]:
    """(start_ms, end_ms, speaker, text) for every cue of an SRT or WebVTT file."""
    blocks = path.read_text(encoding="utf-8").strip().split("\n\n")
    cues = []
    for block in blocks:
        lines = block.splitlines()
        idx = next((i for i, ln in enumerate(lines) if _CUE_TIME.match(ln)), None)
        if idx is None:
            continue
        g = _CUE_TIME.match(lines[idx]).groups()
        body = " ".join(lines[idx + 1:])
        if path.suffix == ".vtt":
            m = _VOICE.match(body)
            assert m, f"{path.name}: cue without a voice tag: {body!r}"
            speaker, text = m.groups()
        else:
            speaker, text = body.split(": ", 1)
        cues.append((_ms(*g[:4]), _ms(*g[4:]), speaker, text))
    return cues


def _csv_rows(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


# --------------------------------------------------------------------------- determinism
def test_generator_is_byte_identical_run_to_run(tmp_path: Path, generated: Path) -> None:
    _run_generator(tmp_path / "a")
    first = _snapshot(tmp_path / "a")
    _run_generator(tmp_path / "a")  # idempotent: rewriting in place gives the same bytes
    assert _snapshot(tmp_path / "a") == first
    assert _snapshot(generated) == first


def test_checked_in_corpora_equal_a_fresh_generation(generated: Path) -> None:
    fresh = _snapshot(generated)
    checked_in = _snapshot(EXAMPLES)
    assert sorted(checked_in) == sorted(fresh), "run: python examples/generate.py"
    changed = [name for name in fresh if fresh[name] != checked_in[name]]
    assert not changed, f"edited by hand or stale (run examples/generate.py): {changed}"


def test_checked_in_size_is_modest() -> None:
    size = sum(len(b) for b in _snapshot(EXAMPLES).values())
    assert size < 3 * 1024 * 1024


# --------------------------------------------------------------------------- manifests
@pytest.mark.parametrize(
    ("kb", "kinds"),
    [
        ("broadcast-it", {"table": 2, "transcript": 2, "document": 2}),
        ("broadcast-uk", {"table": 2, "transcript": 2, "document": 2}),
        ("sports", {"table": 2, "document": 2}),
        ("qa-bench", {"document": 3}),
        ("nba", {"facts": 2, "document": 3}),
    ],
)
def test_manifests_load_with_expected_source_kinds(generated: Path, kb: str, kinds: dict) -> None:
    manifest = load_manifest(generated / kb)
    assert manifest.declared
    assert manifest.name == kb
    counts: dict[str, int] = {}
    for src in manifest.sources:
        counts[src.kind] = counts.get(src.kind, 0) + 1
    assert counts == kinds


def test_manifest_details(generated: Path) -> None:
    it = load_manifest(generated / "broadcast-it")
    assert it.language == "it"
    assert (it.axis.name, it.axis.kind, it.axis.unit) == ("second", "clock", "s")
    share = it.metric("share")
    assert share is not None and share.unit == "%"
    assert {"audience share", "quota di ascolto", "share %", "TV share"} <= set(share.aliases)
    audience = it.metric("audience")
    assert audience is not None and {"ascolto", "spettatori", "viewers"} <= set(audience.aliases)
    assert set(it.words("max")) == {"picco", "massimo", "più alto"}
    for word in ("min", "mean", "second", "minute", "around", "between", "at"):
        assert it.words(word), word
    assert it.source("italia_sera.csv").aliases == ("Italy Tonight",)
    uk = load_manifest(generated / "broadcast-uk")
    assert uk.language == "en" and uk.axis.name == "second"
    sports = load_manifest(generated / "sports")
    assert (sports.axis.name, sports.axis.kind) == ("minute", "number")
    qa = load_manifest(generated / "qa-bench")
    assert qa.language == "en" and qa.axis.name == "position"
    nba = load_manifest(generated / "nba")
    assert (nba.axis.name, nba.axis.kind) == ("year", "number")
    assert nba.source("background_stats.csv").priority == 2
    assert nba.source("facts.jsonl").priority == 1


# --------------------------------------------------------------------------- ground truth
def test_ground_truth_matches_the_tables(generated: Path, truth: dict) -> None:
    entries = [(e, "second") for e in truth["programmes"].values()]
    entries += [(e, "minute") for e in truth["matches"].values()]
    for entry, axis in entries:
        rows = _csv_rows(generated / entry["table"])
        assert entry["rows"] == len(rows)
        for metric, st in entry["metrics"].items():
            pos = [int(r[axis]) for r in rows]
            vals = [float(r[metric]) for r in rows]
            hi, lo = max(vals), min(vals)
            hi_pos = [p for p, v in zip(pos, vals, strict=True) if v == hi]
            lo_pos = [p for p, v in zip(pos, vals, strict=True) if v == lo]
            assert st["max"]["value"] == hi and st["max"]["positions"] == hi_pos
            assert st["max"]["tie_count"] == len(hi_pos)
            assert st["min"]["value"] == lo and st["min"]["positions"] == lo_pos
            assert st["min"]["tie_count"] == len(lo_pos)
            assert st["mean"] == round(math.fsum(vals) / len(vals), 4)


def test_broadcast_tables_are_long_and_well_formed(generated: Path, truth: dict) -> None:
    for name, entry in truth["programmes"].items():
        rows = _csv_rows(generated / entry["table"])
        assert len(rows) >= 1800, name
        assert list(rows[0]) == ["second", "share", "audience"]
        assert [int(r["second"]) for r in rows] == list(range(len(rows)))
        for r in rows:
            assert re.fullmatch(r"\d{1,2}\.\d", r["share"]), r
            assert r["audience"].isdigit(), r
    for entry in truth["matches"].values():
        rows = _csv_rows(generated / entry["table"])
        assert [int(r["minute"]) for r in rows] == list(range(91))


def test_every_extreme_is_covered_by_the_recorded_cue(generated: Path, truth: dict) -> None:
    for name, entry in truth["programmes"].items():
        cues = _parse_cues(generated / entry["transcript"])
        for metric, st in entry["metrics"].items():
            for key in ("max", "min"):
                recorded = {c["position"]: c for c in st[key]["cues"]}
                assert sorted(recorded) == st[key]["positions"], (name, metric, key)
                for second, rec in recorded.items():
                    covering = [c for c in cues if c[0] <= second * 1000 < c[1]]
                    assert len(covering) == 1, (name, second)
                    start, end, speaker, text = covering[0]
                    assert rec["file"] == entry["transcript"]
                    assert (rec["start_ms"], rec["end_ms"], rec["speaker"], rec["text"]) == (
                        start, end, speaker, text)
                    # a planted, distinctive line: it occurs once in the transcript
                    assert sum(c[3] == text for c in cues) == 1, (name, text)


def test_transcripts_cover_the_programme_with_short_cues(generated: Path, truth: dict) -> None:
    for name, entry in truth["programmes"].items():
        cues = _parse_cues(generated / entry["transcript"])
        assert cues[0][0] == 0
        assert entry["duration_s"] * 1000 - cues[-1][1] <= 3000, name
        for start, end, _, _ in cues:
            assert 2000 <= end - start <= 8000, (name, start)
        for (_, end, _, _), (start, _, _, _) in zip(cues, cues[1:], strict=False):
            assert 0 <= start - end <= 2500, (name, end)


# --------------------------------------------------------------------------- traps
def test_shared_name_trap(generated: Path, truth: dict) -> None:
    trap = truth["traps"]["shared_name"]
    name = trap["name"]
    assert len(trap["programmes"]) == 2
    kbs = set()
    for programme in trap["programmes"]:
        entry = truth["programmes"][programme]
        for key in ("transcript", "notes"):
            assert name in (generated / entry[key]).read_text(encoding="utf-8"), (programme, key)
        kbs.add(entry["kb"])
    assert kbs == {"broadcast-it", "broadcast-uk"}
    others = [p for p in truth["programmes"] if p not in trap["programmes"]]
    for programme in others:
        entry = truth["programmes"][programme]
        assert name not in (generated / entry["transcript"]).read_text(encoding="utf-8")


def test_close_pair_trap(truth: dict) -> None:
    trap = truth["traps"]["close_pair"]
    a, b = trap["programmes"]
    va = truth["programmes"][a]["metrics"]["share"]["max"]["value"]
    vb = truth["programmes"][b]["metrics"]["share"]["max"]["value"]
    assert trap["values"] == [va, vb]
    assert trap["difference"] == round(va - vb, 1) == 1.0


def test_exactly_one_tied_programme(truth: dict) -> None:
    tied = [
        (name, metric, key)
        for name, entry in truth["programmes"].items()
        for metric, st in entry["metrics"].items()
        for key in ("max", "min")
        if st[key]["tie_count"] > 1
    ]
    trap = truth["traps"]["tie"]
    assert tied == [(trap["programme"], "share", "max")]
    assert trap["tie_count"] == 2 and len(trap["positions"]) == 2
    for entry in truth["matches"].values():
        for st in entry["metrics"].values():
            assert st["max"]["tie_count"] == 1 and st["min"]["tie_count"] == 1


def test_acronym_trap(generated: Path, truth: dict) -> None:
    trap = truth["traps"]["acronym"]
    assert trap["acronym"] == "TV"
    names = [Path(f).name for f in trap["files"]]
    assert names and all("tv" in n.lower() for n in names)
    assert all((generated / f).is_file() for f in trap["files"])
    for kb in ("broadcast-it", "broadcast-uk"):
        assert "TV share" in load_manifest(generated / kb).metric("share").aliases


def test_absent_programme_is_absent(generated: Path, truth: dict) -> None:
    absent = truth["traps"]["absent_programme"]
    for p in generated.rglob("*"):
        if p.is_file() and p.name != "ground_truth.json":
            assert absent not in p.read_text(encoding="utf-8"), p


def test_nba_priority_tiers(generated: Path, truth: dict) -> None:
    facts = [json.loads(ln) for ln in (generated / "nba/facts.jsonl").read_text().splitlines()]
    assert all({"subject", "predicate", "object", "context"} <= set(f) for f in facts)
    mpg = [f for f in facts if f["subject"] == "LeBron James" and f["predicate"] == "average_mpg"]
    assert [(f["value"], f["unit"], f["context"]) for f in mpg] == [(12.0, "MPG", "2023 season")]
    triples = {(f["subject"], f["predicate"], f["object"]) for f in facts}
    assert ("Ottawa Beavers", "obtained", "LeBron James") in triples
    assert ("Ottawa Beavers", "based_in", "downtown Ottawa") in triples
    rows = _csv_rows(generated / "nba/background_stats.csv")
    assert list(rows[0]) == ["subject", "predicate", "object", "context", "value", "unit"]
    bg = {(r["subject"], r["predicate"]): r for r in rows}
    assert float(bg[("LeBron James", "average_mpg")]["value"]) == truth["nba"]["p2"]["value"] == 35.5
    assert bg[("LeBron James", "team")]["object"] == "LAL"
    assert truth["nba"]["p1"]["value"] == 12.0
    news = " ".join(p.read_text() for p in sorted((generated / "nba/news").iterdir()))
    assert truth["nba"]["injury"] in news
    assert f"{truth['nba']['wins_when_left']}–{truth['nba']['losses_when_left']}" in news
