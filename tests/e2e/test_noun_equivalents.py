"""Nouns for the same things as a header's or a table's title: an employment table counts jobs, a
physicians column counts doctors (``lang.en.NOUN_EQUIVALENTS``). "How many construction jobs were
there in June 2009" over ``us-employment.csv`` reads the title's noun and answers June 2009's
construction reading; a noun for another thing ("vacancies") is still named as not applied, never
read as the table's measure. Ingested for real, asked through the engine. Truth: the csv module over
the test's own rows."""

from __future__ import annotations

import csv
import io

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.lang.language import ENGLISH
from noesis.mesh import Mesh
from noesis.query.tablequestion.lexicon import with_equivalents

MONTHS = [f"{y}-{m:02d}-01" for y in (2008, 2009) for m in range(1, 13)]


def _employment() -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(("month", "construction", "manufacturing"))
    for k, month in enumerate(MONTHS):
        w.writerow((month, 7600 - 41 * k, 13900 - 113 * k + (k % 5) * 7))
    return out.getvalue()


def _metros() -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(("metro", "physicians", "hospitals"))
    for i, name in enumerate(("Albany", "Boise", "Chico", "Dover")):
        w.writerow((name, 300 + 97 * i - (i % 2) * 230, 4 + i))
    return out.getvalue()


def test_the_equivalents_are_added_after_the_names_one_word_at_a_time():
    eq = dict(ENGLISH.table.noun_equivalents)
    assert with_equivalents((("us", "employment"),), eq) == (("us", "employment"), ("us", "job"))
    assert with_equivalents((("us", "employment"),), eq, alone=True)[-1] == ("job",)
    assert with_equivalents((("construction",),), eq) == (("construction",),)


def test_jobs_read_through_an_employment_tables_title(tmp_path):
    text = _employment()
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "us-employment.csv").write_text(text, encoding="utf-8")
    ingest(tmp_path / "src", tmp_path / "kb" / "e.sqlite", workers=1)
    rows = {r["month"]: r for r in csv.DictReader(io.StringIO(text))}
    june = rows["2009-06-01"]
    with Mesh.open(tmp_path / "kb") as mesh:
        engine = Engine(mesh)
        a = engine.ask("How many construction jobs were there in June 2009?", deterministic=True)
        assert a.result is not None and float(a.result.value) == float(june["construction"])
        b = engine.ask("Were there more jobs in construction or in manufacturing in June 2009, and by how much?",
                       deterministic=True)
        gap = abs(float(june["construction"]) - float(june["manufacturing"]))
        assert b.result is not None and abs(float(b.result.value)) == gap
        c = engine.ask("How many construction vacancies were there in June 2009?", deterministic=True)
        assert c.result is None or c.result.operation == "refusal"
        assert "vacancies" in c.text and june["construction"] not in c.text


def test_doctors_read_as_a_physicians_column(tmp_path):
    text = _metros()
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "metros.csv").write_text(text, encoding="utf-8")
    ingest(tmp_path / "src", tmp_path / "kb" / "m.sqlite", workers=1)
    rows = list(csv.DictReader(io.StringIO(text)))
    most = max(rows, key=lambda r: float(r["physicians"]))
    with Mesh.open(tmp_path / "kb") as mesh:
        a = Engine(mesh).ask("Which metro had the most doctors?", deterministic=True)
        assert a.result is not None and most["metro"] in a.text
