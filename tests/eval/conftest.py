"""Small batteries over the demo mesh, written on the fly (the root conftest ingests it)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from noesis.context.prompt import REFUSAL
from noesis.llm import ScriptedChat

# Items copied from examples/battery.yaml: one answerable by the skeleton, one trap, one
# whose answer lives only in prose (the skeleton lacks it), one follow-up.
ITEMS = [
    {"id": "peak-italia-sera", "class": "quantitative",
     "question": "What was the peak share of Italia Sera and when did it occur?",
     "needles": ["37.5", "146"], "forbidden": ["36.5", "Notte Italiana"]},
    {"id": "trap-absent-peak", "class": "trap",
     "question": "What was the peak share of Domenica Sportiva Estate and when did it occur?",
     "forbidden": ["37.5", "Italia Sera"], "expect_refusal": True},
    {"id": "nba-injury", "class": "verbatim", "question": "What injury did LeBron James suffer?",
     "needles": ["torn ligament in his left ankle"]},
    {"id": "followup-italia-sera-min", "class": "follow-up",
     "history": [{"role": "user", "content": "What was the peak share of Italia Sera?"},
                 {"role": "assistant", "content": "The peak share was 37.5% at second 146 "
                                                       "[italia_sera.csv @ second 146]."}],
     "question": "What was the lowest value in these readings?",
     "needles": ["14.2", "1322"], "forbidden": ["9.8"]},
]

# Replies keyed by question text (the question is the end of every prompt).
REPLIES = [
    ("What was the peak share of Italia Sera and when did it occur?",
     "The peak share was 37.5% at second 146."),
    ("What was the peak share of Domenica Sportiva Estate", "It peaked at 36.5% at second 1060."),
    ("What injury did LeBron James suffer?", REFUSAL),
    ("What was the lowest value in these readings?", "The lowest share was 14.2% at second 1322."),
]


def write_battery(folder: Path, mesh: Path, *, arms=("full", "skeleton", "flat"), runs=2,
                  items=ITEMS) -> Path:
    path = folder / "battery.yaml"
    path.write_text(yaml.safe_dump({"mesh": [str(mesh)], "arms": list(arms), "runs": runs,
                                    "items": list(items)}, sort_keys=False), encoding="utf-8")
    return path


@pytest.fixture
def battery_file(tmp_path, demo_kbs) -> Path:
    return write_battery(tmp_path, demo_kbs)


def scripted(**kw) -> ScriptedChat:
    return ScriptedChat(rules=list(REPLIES), default="I cannot say.", **kw)
