"""Issue 2's "done when": the CLI's facts for every programme equal the generator's
ground truth, and each extreme's alignment links the cue that covers it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from ..conftest import EXAMPLES

GT = json.loads((EXAMPLES / "ground_truth.json").read_text())


def _cli(*args):
    proc = subprocess.run([sys.executable, "-m", "noesis.cli", *map(str, args)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.fixture(scope="module")
def facts_by_kb(tmp_path_factory):
    out = {}
    tmp = tmp_path_factory.mktemp("gt")
    for kb in ("broadcast-it", "broadcast-uk"):
        path = tmp / f"{kb}.sqlite"
        _cli("ingest", EXAMPLES / kb, "--kb", path)
        out[kb] = json.loads(_cli("facts", path, "--metric", "share", "--json"))
    return out


@pytest.mark.parametrize("programme", sorted(GT["programmes"]))
@pytest.mark.parametrize("stat", ["max", "min"])
def test_share_extremes_match_ground_truth(facts_by_kb, programme, stat):
    truth = GT["programmes"][programme]
    expected = truth["metrics"]["share"][stat]
    (fact,) = [f for f in facts_by_kb[truth["kb"]] if f["subject"] == programme and f["statistic"] == stat]
    assert fact["value"] == expected["value"]
    assert fact["positions"] == [float(p) for p in expected["positions"]]
    assert fact["position"] == expected["positions"][0] and fact["tie_count"] == expected["tie_count"]
    assert (fact["unit"], fact["priority"], fact["origin"]) == ("%", 1, "computed")
    assert fact["source"] == truth["table"].split("/", 1)[1]
    # every extreme position is linked to the cue that covers it
    for cue in expected["cues"]:
        # a speaker the reader could not tell from the text stays at its head ("Voce fuori campo: …")
        assert any(a["source"] == cue["file"].split("/", 1)[1] and a["text"].endswith(cue["text"])
                   for a in fact["aligned"]), cue
    for a in fact["aligned"]:
        assert any(a["start"] <= p < a["end"] for p in expected["positions"])
