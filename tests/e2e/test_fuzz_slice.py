"""Issue 28: a short seeded slice of the fuzz campaign (bench/fuzz_campaign.py) with its
judge of what each KB answers.

15 mutated reader inputs (1 per reader) and 45 generated tables (Markdown and HTML document
tables with spans and hostile numbers, wide CSV tables on a date axis with out-of-range
years, mutations of them; every fifth one re-draws the mesh anchor), each re-ingested into
a real KB; after each, ``noesis facts --json`` and ``noesis ask --json`` (engine policy) run
in-process through the CLI and ``/v1/facts``, ``/v1/ask``, ``/v1/context`` through the served
app; at the end one real ``noesis serve`` on loopback answers the mesh question. Every cell
of every generated column must be stored or reported; the mesh of two KBs that disagree
must get a question back. The two findings of the long campaign (below: parenthesised
negatives in a CSV column, a year-0 date in a date-time column) are fixed and tested on their
own; their inputs are in the slice too.
"""

from __future__ import annotations

import importlib.util
import math
import sys
import time
from pathlib import Path

from noesis.ingest.pipeline import ingest
from noesis.store.kb import KBStore

ROOT = Path(__file__).resolve().parents[2]
SEED = 28


def _campaign():
    if "fuzz_campaign" not in sys.modules:
        spec = importlib.util.spec_from_file_location("fuzz_campaign", ROOT / "bench" / "fuzz_campaign.py")
        mod = importlib.util.module_from_spec(spec)
        sys.modules["fuzz_campaign"] = mod  # its dataclasses look their module up
        spec.loader.exec_module(mod)  # puts the repository root on sys.path: bench.fuzz_judge imports
    return sys.modules["fuzz_campaign"], sys.modules["bench.fuzz_judge"]


def test_a_seeded_slice_finds_nothing(tmp_path):
    campaign, _ = _campaign()
    t0 = time.perf_counter()
    res = campaign.run(tmp_path, per_reader=1, generated=45, seed=SEED, hang_seconds=60, known=True)
    total = res.total()
    assert total.inputs == 15 + 45 + 1  # the readers, the tables, the real server
    assert (total.crashes, total.hangs, total.lost, total.wrong) == (0, 0, 0, 0), res.findings[:3]
    # the judge judged: cells counted, peaks answered and checked, the mesh asked, requests served
    c = res.columns
    assert c.cells == c.stored + c.missing + c.reported and c.columns > 100 and c.reported > 0
    assert res.answers["peak answered"] > 20 and res.answers["mesh conflicts"] == 9
    assert res.answers["served requests"] > 100
    assert {"generated md", "generated html", "generated csv", "generated mutated"} <= set(res.tallies)
    print(f"fuzz slice: {total.inputs} inputs in {time.perf_counter() - t0:.0f} s")


def _ingest_one(tmp_path: Path, name: str, text: str):
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / name).write_text(text, encoding="utf-8")
    report = ingest(folder, tmp_path / "kb.sqlite", workers=1)
    with KBStore.open(tmp_path / "kb.sqlite", readonly=True) as s:
        series = [se for _, se in s.series(source=name)]
        kind = s.axis_kind
    (src,) = [r for r in report.sources if r.name == name]
    return series, [str(p) for p in src.problems], kind


def test_the_judge_counts_a_shifted_or_unreported_cell(tmp_path):
    """The loss count is not vacuous: a value moved to another year is wrong, one dropped
    with no problem naming it is lost."""
    _, judge = _campaign()
    import random

    g = judge.gen_markdown(random.Random(3), 1)
    series, problems, kind = _ingest_one(tmp_path, g.file, g.data.decode())
    ok, notes = judge.account(g, series, problems, kind)
    assert ok.lost == ok.wrong == 0 and ok.stored > 0, notes
    se = series[0]
    i = next(k for k, v in enumerate(se.values) if not math.isnan(v))
    shifted = se.__class__(se.metric, se.entity, se.unit, se.positions.copy(), se.values.copy())
    shifted.positions[i] += 1  # one year on
    bad, _ = judge.account(g, [shifted, *series[1:]], problems, kind)
    assert bad.wrong == 1 and bad.stored == ok.stored - 1
    gone = se.__class__(se.metric, se.entity, se.unit, se.positions[:0], se.values[:0])
    lost, _ = judge.account(g, [gone, *series[1:]], [], kind)
    assert lost.lost >= 1 and lost.columns_lost >= 1


# ------------------------------------------------------------------ the campaign's findings
PAREN_CSV = "date,temp,rain\n2014-01-01,3.5,0\n2014-01-02,(4),1\n2014-01-03,(2.5),4\n2014-01-04,5,2\n"
YEAR0_CSV = "date,v\n2014-01-01,1\n0000-01-01,2\n2014-01-03,3\n9999-12-31T23:00-05:00,4\n"


def test_a_csv_column_of_parenthesised_negatives_is_stored_as_negatives(tmp_path):
    """Finding 1: past the text threshold, "(4)" and "(2.5)" made the column a text dimension
    with no problem line; they are accounting negatives, as the document tables read them."""
    series, problems, _ = _ingest_one(tmp_path, "w.csv", PAREN_CSV)
    (temp,) = [se for se in series if se.metric == "temp"]
    truth = [-float(c.strip("()")) if c.startswith("(") else float(c)
             for c in (line.split(",")[1] for line in PAREN_CSV.splitlines()[1:])]
    assert temp.values.tolist() == truth, problems


def test_a_csv_date_in_year_0_is_never_a_value(tmp_path):
    """Finding 2: the two-digit-year pivot read "0000" as 2000 in a date-time column."""
    series, problems, kind = _ingest_one(tmp_path, "w.csv", YEAR0_CSV)
    assert kind == "datetime"
    (v,) = series
    assert 2.0 not in set(v.values.tolist()), "the year-0 row's value is stored (at 2000-01-01)"
    assert any(":3" in p or "line 3" in p for p in problems)


OVERFLOW_CSV = ("date,flow,level\n2014-01-01,3.5,1\n2014-01-02,1e999,2\n2014-01-03,(4),3\n"
                "2014-01-04,99999999999999999999" + "9" * 400 + ",4\n2014-01-05,-inf,5\n2014-01-06,6,6\n"
                "2014-01-07,7,7\n2014-01-08,8,8\n2014-01-09,9,9\n2014-01-10,10,10\n")


def test_a_csv_column_with_numbers_past_the_float_range_stays_numbers(tmp_path):
    """Finding 3 (seed 29 confirmation run): three of ten cells written as numbers too large for
    a float (``1e999``, 420 digits, ``-inf``) in a column Arrow reads as text (it holds ``(4)``) pushed the column under the numeric threshold, so it
    became a text dimension: its seven good numbers were stored as no metric's values and no
    problem line named them. Number-shaped cells count as numbers; each unreadable one is
    read as missing with a problem line."""
    series, problems, _ = _ingest_one(tmp_path, "w.csv", OVERFLOW_CSV)
    rows = [line.split(",") for line in OVERFLOW_CSV.splitlines()[1:]]
    truth = [-float(c.strip("()")) if c.startswith("(") else float(c)
             if len(c) < 30 and "inf" not in c and "e999" not in c else None for _, c, _ in rows]
    (flow,) = [se for se in series if se.metric == "flow"]
    stored = [None if math.isnan(v) else v for v in flow.values.tolist()]
    assert [v for v in stored if v is not None] == [v for v in truth if v is not None], problems
    assert not any(math.isinf(v) for v in flow.values.tolist())
    assert any("'flow'" in p for p in problems), problems  # the three unreadable cells are named
