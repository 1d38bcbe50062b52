"""A declared wide layout reads one measure over its member columns; a numeric column it
does not list is named in a problem line, never dropped silently."""

from __future__ import annotations

import csv
import io

from noesis.ingest.pipeline import ingest
from noesis.store.kb import KBStore

CSV = "month,north,south,north_change\n2010-01-01,10,20,\n2010-02-01,12,19,2\n2010-03-01,15,21,3\n"
TOML = '''[[source]]
file = "jobs.csv"
time = ["month"]

[source.wide]
dimension = "region"
measure = "jobs"
columns = ["north", "south"]
'''


def test_a_numeric_column_outside_the_wide_members_is_named(tmp_path):
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / "jobs.csv").write_text(CSV, encoding="utf-8")
    (folder / "noesis.toml").write_text(TOML, encoding="utf-8")
    report = ingest(folder, tmp_path / "kb.sqlite", workers=1)
    (src,) = [r for r in report.sources if r.name == "jobs.csv"]
    problems = [str(p) for p in src.problems]
    assert any("'north_change'" in p and "not read" in p for p in problems), problems
    assert not any("'north'" in p or "'south'" in p for p in problems), problems
    rows = list(csv.DictReader(io.StringIO(CSV)))
    with KBStore.open(tmp_path / "kb.sqlite", readonly=True) as s:
        stored = {se.entity: se.values.tolist() for _, se in s.series(source="jobs.csv")}
    assert sorted(stored) == ["north", "south"], stored
    assert stored["north"] == [float(r["north"]) for r in rows]
