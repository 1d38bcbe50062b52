"""The same thing measured again, numbered in its headers (R's Baumann shape: ``pretest.1`` ..
``post.test.3``, no pupil id): every one is a measure, "the third post-test" is ``post.test.3``,
"the average score on the third post-test" is its mean, "did A or B score higher on the first
post-test" compares the groups' means; a place after a ranking verb ("ranked second") is one place
of a ranking. Ingested for real with no manifest, asked through the engine. Truth: the csv module
over the test's own rows."""

from __future__ import annotations

import csv
import io
from statistics import mean

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

GROUPS = ("Basal", "DRTA", "Strat")


def _scores() -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(("group", "pretest.1", "pretest.2", "post.test.1", "post.test.2", "post.test.3"))
    for i in range(30):
        g = GROUPS[i % 3]
        w.writerow((g, 4 + i % 7, 3 + i % 5, 5 + (i * 7) % 9 + (i % 3), 4 + (i * 5) % 8, 35 + (i * 7) % 19 + 2 * (i % 3)))
    return out.getvalue()


def test_numbered_tests_are_measures_read_by_their_ordinal(tmp_path):
    text = _scores()
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "Baumann.csv").write_text(text, encoding="utf-8")
    ingest(tmp_path / "src", tmp_path / "kb" / "b.sqlite", workers=1)
    rows = list(csv.DictReader(io.StringIO(text)))

    def avg(col: str, g: str) -> float:
        return mean(float(r[col]) for r in rows if r["group"] == g)

    with Mesh.open(tmp_path / "kb") as mesh:
        engine = Engine(mesh)
        a = engine.ask("What was the DRTA group's average score on the third post-test?", deterministic=True)
        assert a.result is not None and abs(float(a.result.value) - avg("post.test.3", "DRTA")) < 1e-3, a.text
        b = engine.ask("On the first post-test, did the Strat group or the Basal group score higher on average, "
                       "and by how much?", deterministic=True)
        said = sorted(float(o.value) for o in b.result.operands) if b.result is not None else []
        want = sorted((avg("post.test.1", "Strat"), avg("post.test.1", "Basal")))
        assert len(said) == 2 and all(abs(x - y) < 1e-3 for x, y in zip(said, want, strict=True)), (b.text, b.result)
        assert "higher by" in b.text
        means = sorted(((avg("post.test.2", g), g) for g in GROUPS), reverse=True)
        assert means[0][0] > means[1][0] > means[2][0]  # the fixture has no tie to ask back
        c = engine.ask("Which group ranked second on the second post-test on average?", deterministic=True)
        assert c.result is not None and means[1][1] in c.text and means[0][1] not in c.text, c.text
        d = engine.ask("What was the DRTA group's average score on the fourth post-test?", deterministic=True)
        assert d.result is None or d.result.operation == "refusal", d.text
