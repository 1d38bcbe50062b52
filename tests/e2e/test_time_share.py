"""A share of time: "what share of the shop's 1991 sales came in December" is December 1991's total
as a percentage of 1991's (a flow's readings add up over each part); a share or percentage of the
measure with no whole named is refused, saying what to name — never a part's total presented as the
answer (it had been: "what percentage of sales came in December" answered December's sum). Ingested
for real, asked through the engine. Truth: the csv module over the test's own rows."""

from __future__ import annotations

import csv
import io
from decimal import ROUND_HALF_UP, Decimal

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
ROWS = [(f"{y} {m}", round(1000 + 37.5 * k + (400 if m == "Dec" else 0), 2))
        for k, (y, m) in enumerate((y, m) for y in (1990, 1991) for m in MONTHS)]
MANIFEST = """[[source]]
file = "shop.csv"
entity = "shop"
time = ["Month"]
additivity = {Sales = "flow"}
"""


def _text() -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(("Month", "Sales"))
    w.writerows(ROWS)
    return out.getvalue()


def _share(part: float, whole: float) -> Decimal:
    return (Decimal(str(part)) / Decimal(str(whole)) * 100).quantize(Decimal("0.01"), ROUND_HALF_UP)


def test_a_part_of_time_as_a_share_of_the_whole_it_names(tmp_path):
    text = _text()
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "shop.csv").write_text(text, encoding="utf-8")
    (tmp_path / "src" / "noesis.toml").write_text(MANIFEST, encoding="utf-8")
    ingest(tmp_path / "src", tmp_path / "kb" / "s.sqlite", workers=1)
    rows = list(csv.DictReader(io.StringIO(text)))
    year = [float(r["Sales"]) for r in rows if r["Month"].startswith("1991")]
    dec = [float(r["Sales"]) for r in rows if r["Month"] == "1991 Dec"]
    q4 = [float(r["Sales"]) for r in rows if r["Month"] in ("1991 Oct", "1991 Nov", "1991 Dec")]
    with Mesh.open(tmp_path / "kb") as mesh:
        engine = Engine(mesh)
        a = engine.ask("What share of the shop's 1991 sales came in December?", deterministic=True)
        assert a.result.operation == "percent_of" and Decimal(a.result.value) == _share(sum(dec), sum(year))
        b = engine.ask("What percentage of 1991 sales came in the fourth quarter?", deterministic=True)
        assert Decimal(b.result.value) == _share(sum(q4), sum(year))
        for q in ("What percentage of sales came in December?", "What share of sales came in December?"):
            c = engine.ask(q, deterministic=True)
            assert c.result.operation == "refusal" and "whole" in c.text
            assert str(sum(float(r["Sales"]) for r in rows if r["Month"].endswith("Dec"))) not in c.text
