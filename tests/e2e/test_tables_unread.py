"""A question over KBs that hold only tables, which no rule answers, says why — the table
reading's reason, or that no table's words are in it, with the tables' measures — never
"needs a language model"; a KB with prose keeps that sentence (a model may read the prose).
Real ingest into SQLite, real engine; the measures listed are read back from the CSV header
by the csv module."""

from __future__ import annotations

import csv

from noesis.answer.deterministic import NEEDS_MODEL
from noesis.answer.engine import Engine
from noesis.context.prompt import REFUSAL
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

ROWS = "name,sleep_total,bodywt\nCheetah,12.1,50\nOwl monkey,17,0.48\nCow,4,600\n"


def _mesh(tmp_path, prose: bool):
    folder = tmp_path / ("mixed" if prose else "sleep")
    folder.mkdir()
    (folder / "msleep.csv").write_text(ROWS, encoding="utf-8")
    if prose:
        (folder / "notes.md").write_text("# Notes\n\nCheetahs rest in the shade at noon.\n", encoding="utf-8")
    ingest(folder, tmp_path / f"{folder.name}.sqlite", workers=1)
    return Mesh.open([tmp_path / f"{folder.name}.sqlite"])


def test_a_tables_only_kb_names_its_measures_instead_of_asking_for_a_model(tmp_path):
    header = next(csv.reader(ROWS.splitlines()))
    with _mesh(tmp_path, prose=False) as mesh:
        a = Engine(mesh).ask("Why do animals rest?", deterministic=True)
    assert a.text.startswith(REFUSAL) and NEEDS_MODEL not in a.text
    assert all(m in a.text for m in header[1:]) and a.result is not None and a.result.reason_kind == "no_measure"


def test_a_kb_with_prose_still_hands_the_question_to_a_model(tmp_path):
    with _mesh(tmp_path, prose=True) as mesh:
        a = Engine(mesh).ask("Why do animals rest?", deterministic=True)
    assert NEEDS_MODEL in a.text


MONTHLY_ROWS = "DATE,HOUSTNSA\n" + "".join(f"2010-{m:02d}-01,{50 + m}.5\n" for m in range(1, 13))


def test_no_series_rule_answers_around_the_table_readings_refusal(tmp_path):
    # "slowest" is said of a time, not of this measure: the table reading refuses; the count of
    # readings another rule could give for "how many" is never the answer
    folder = tmp_path / "housing-starts"
    folder.mkdir()
    (folder / "housing-data.csv").write_text(MONTHLY_ROWS, encoding="utf-8")
    ingest(folder, tmp_path / "h.sqlite", workers=1)
    rows = list(csv.DictReader(MONTHLY_ROWS.splitlines()))
    with Mesh.open([tmp_path / "h.sqlite"]) as mesh:
        a = Engine(mesh).ask("What was the slowest month for housing starts in 2010, and how many were started?",
                             deterministic=True)
        assert a.text.startswith(REFUSAL) and str(len(rows)) not in a.text.split(":", 1)[1].split("'")[0]
        b = Engine(mesh).ask("What was the lowest HOUSTNSA in 2010?", deterministic=True)
    assert min(float(r["HOUSTNSA"]) for r in rows) == float(b.result.value)


def test_a_kb_whose_every_file_failed_says_so_instead_of_asking_for_a_model(tmp_path):
    # a manifest that names a column the file lacks: the one source fails, the KB holds none
    folder = tmp_path / "sleep"
    folder.mkdir()
    (folder / "msleep.csv").write_text(ROWS, encoding="utf-8")
    (folder / "noesis.toml").write_text('[[source]]\nfile = "msleep.csv"\ntime = ["no_such_column"]\n',
                                        encoding="utf-8")
    ingest(folder, tmp_path / "sleep.sqlite", workers=1)
    with Mesh.open([tmp_path / "sleep.sqlite"]) as mesh:
        assert not mesh.inventory("sleep").sources
        a = Engine(mesh).ask("What was the highest sleep_total?", deterministic=True)
    assert a.text.startswith(REFUSAL) and NEEDS_MODEL not in a.text and "'sleep'" in a.text
    assert a.result is not None and a.result.reason_kind == "kb_empty"
