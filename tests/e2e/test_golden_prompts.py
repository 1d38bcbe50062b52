"""Golden prompts: the exact bytes a model reads for a few battery questions.

``tests/golden/prompts/<item id>.<arm>.txt`` pins the rendered prompt of the arms ``full``
and ``hydrate``. After an intended change to assembly or rendering, regenerate them with::

    NOESIS_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/e2e/test_golden_prompts.py

and review the diff (``git diff tests/golden/prompts``) before committing it.

A second test runs ``noesis context … --json`` in two separate Python processes with
different hash seeds and requires byte-identical prompts, equal to the in-process one.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from noesis.answer import Engine
from noesis.eval.battery import load_battery

from .conftest import BATTERY

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "prompts"
UPDATE = os.environ.get("NOESIS_UPDATE_GOLDEN") == "1"
GOLDEN_ITEMS = (
    "peak-italia-sera",
    "compare-close-pair",
    "said-at-peak-late-review",
    "trap-absent-peak",
    "followup-italia-sera-min",
    "nba-mpg-conflict",
)
GOLDEN_ARMS = ("full", "hydrate")
ITEMS = {i.id: i for i in load_battery(BATTERY).items}


@pytest.mark.parametrize("arm", GOLDEN_ARMS)
@pytest.mark.parametrize("item_id", GOLDEN_ITEMS)
def test_golden_prompt(demo_mesh, item_id, arm):
    item = ITEMS[item_id]
    prompt = Engine(demo_mesh).context(item.question, arm=arm, history=list(item.history)).prompt
    path = GOLDEN / f"{item_id}.{arm}.txt"
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(prompt.encode("utf-8"))
    assert path.exists(), f"{path} is missing; regenerate with NOESIS_UPDATE_GOLDEN=1"
    expected = path.read_bytes().decode("utf-8")
    assert prompt == expected, (
        f"the {arm} prompt of {item_id!r} changed; if intended, regenerate with "
        "NOESIS_UPDATE_GOLDEN=1 pytest tests/e2e/test_golden_prompts.py and review the diff"
    )


def _cli_prompt(mesh_dir: Path, question: str, arm: str, hashseed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hashseed}
    proc = subprocess.run(
        [sys.executable, "-m", "noesis.cli", "context", question, "--mesh", str(mesh_dir),
         "--arm", arm, "--json"],
        capture_output=True, text=True, timeout=300, env=env,
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)["prompt"]


@pytest.mark.parametrize("arm", GOLDEN_ARMS)
def test_prompt_identical_across_processes(demo_mesh, demo_mesh_dir, arm):
    question = ITEMS["peak-italia-sera"].question
    first = _cli_prompt(demo_mesh_dir, question, arm, "1")
    second = _cli_prompt(demo_mesh_dir, question, arm, "2")
    assert first.encode("utf-8") == second.encode("utf-8")
    assert first == Engine(demo_mesh).context(question, arm=arm).prompt
