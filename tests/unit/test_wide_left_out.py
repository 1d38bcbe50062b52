"""A declared wide layout reads one measure over its member columns; a numeric column beside
them is the row's own measure (read once a row, no member's series), never dropped silently."""

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


def test_a_numeric_column_outside_the_wide_members_is_read_as_the_rows_own(tmp_path):
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / "jobs.csv").write_text(CSV, encoding="utf-8")
    (folder / "noesis.toml").write_text(TOML, encoding="utf-8")
    report = ingest(folder, tmp_path / "kb.sqlite", workers=1)
    (src,) = [r for r in report.sources if r.name == "jobs.csv"]
    problems = [str(p) for p in src.problems]
    assert not any("not read" in p for p in problems), problems
    rows = list(csv.DictReader(io.StringIO(CSV)))
    with KBStore.open(tmp_path / "kb.sqlite", readonly=True) as s:
        stored = {se.entity: se.values.tolist() for _, se in s.series(source="jobs.csv")}
        (schema,) = [sch for source, sch, *_ in s.relation_schemas() if source == "jobs.csv"]
    assert sorted(stored) == ["north", "south"], stored  # the change column is no region's series
    assert stored["north"] == [float(r["north"]) for r in rows]
    assert schema.wide.beside == ("north_change",)  # read, and kept as the row's (the KB's schema says so)
