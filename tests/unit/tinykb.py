"""A tiny KB written on the fly, for the per-rule tests of the query plan and the tiers.

Everything the tests expect is computed from the constants below by the tests' own code
(``max()`` over :data:`ALPHA_SHARE`, the cue whose interval covers a position …), never
by asking the engine.

The KB ``tiny`` (axis: seconds on a clock) holds:

* ``alpha_show.csv`` and ``beta_show.csv``: one share reading per second, one table per
  entity (``Alpha Show``, ``Beta Show``);
* ``alpha_show.srt``: four cues of Alpha Show, their intervals covering the table's seconds
  (the last one names Beta Show too);
* ``evening_notes.md``: prose, one paragraph mentioning both programmes together;
* ``curated.jsonl``: Alpha Show's host, once as a Priority-1 fact and once, disagreeing,
  as a Priority-2 one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh
from noesis.query.plan import Plan
from noesis.query.planner import make_plan

KB = "tiny"
ALPHA, BETA = "Alpha Show", "Beta Show"
ALPHA_CSV, BETA_CSV = "alpha_show.csv", "beta_show.csv"
ALPHA_SRT, NOTES, CURATED = "alpha_show.srt", "evening_notes.md", "curated.jsonl"

#: share (%) at seconds 0, 1, 2, … of each programme
ALPHA_SHARE = (10.0, 11.5, 12.0, 14.5, 13.0, 12.5, 11.0, 10.5, 12.0, 11.0)
BETA_SHARE = (9.0, 9.5, 10.0, 11.0, 12.5, 15.0, 16.0, 13.5, 12.0, 10.0)
SHARES = {ALPHA: ALPHA_SHARE, BETA: BETA_SHARE}
CSV_OF = {ALPHA: ALPHA_CSV, BETA: BETA_CSV}

#: (start, end, speaker, text) of each cue of alpha_show.srt, seconds, half-open intervals
ALPHA_CUES = (
    (0, 2, "Anna Verdi", "Good evening and welcome to Alpha Show."),
    (2, 5, "Anna Verdi", "Here comes the lemon cake from the kitchen."),
    (5, 8, "Carlo Blu", "The weather turns cold tonight."),
    (8, 10, "Anna Verdi", "Thank you for watching Alpha Show; Beta Show follows."),
)

NOTES_TEXT = """# Evening notes

## Schedule

Alpha Show and Beta Show shared the evening on the same channel.

## Kitchen

The lemon cake recipe came from a viewer in Turin.
"""

#: curated facts: (subject, predicate, object, priority)
HOST_P1 = (ALPHA, "host", "Anna Verdi", 1)
HOST_P2 = (ALPHA, "host", "Bruno Neri", 2)

MANIFEST = f"""
[kb]
name = "{KB}"
language = "en"

[axis]
name = "second"
kind = "clock"
unit = "s"

[[metric]]
name = "share"
unit = "%"
aliases = ["audience share"]
stats = ["max", "min", "mean"]

[[source]]
file = "{ALPHA_CSV}"
kind = "table"
entity = "{ALPHA}"
position = "second"

[[source]]
file = "{BETA_CSV}"
kind = "table"
entity = "{BETA}"
position = "second"

[[source]]
file = "{ALPHA_SRT}"
kind = "transcript"
entity = "{ALPHA}"

[[source]]
file = "{NOTES}"
kind = "document"
entity = "Evening Notes"

[[source]]
file = "{CURATED}"
kind = "facts"
priority = 1
"""


def _clock(seconds: int) -> str:
    return f"00:{seconds // 60:02d}:{seconds % 60:02d},000"


def _srt() -> str:
    return "\n".join(
        f"{i}\n{_clock(s)} --> {_clock(e)}\n{who}: {text}\n"
        for i, (s, e, who, text) in enumerate(ALPHA_CUES, start=1)
    )


def _csv(values: tuple[float, ...]) -> str:
    return "second,share\n" + "".join(f"{i},{v}\n" for i, v in enumerate(values))


def _curated() -> str:
    rows = [{"subject": s, "predicate": p, "object": o, "context": "season 1", "priority": pr}
            for s, p, o, pr in (HOST_P1, HOST_P2)]
    return "".join(json.dumps(r) + "\n" for r in rows)


def write_folder(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    files = {
        "noesis.toml": MANIFEST,
        ALPHA_CSV: _csv(ALPHA_SHARE),
        BETA_CSV: _csv(BETA_SHARE),
        ALPHA_SRT: _srt(),
        NOTES: NOTES_TEXT,
        CURATED: _curated(),
    }
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def build(tmp: Path) -> Mesh:
    """Write the folder under ``tmp``, ingest it into ``tmp/tiny.sqlite`` and open it."""
    folder = write_folder(tmp / "tiny-src")
    kb_path = tmp / f"{KB}.sqlite"
    ingest(folder, kb_path, workers=1, dense="off")
    return Mesh.open(kb_path, dense="off")


@dataclass(frozen=True)
class Tiny:
    """The open mesh and a planner over it."""

    mesh: Mesh

    @property
    def inv(self):
        return self.mesh.inventory(KB)

    @property
    def store(self):
        return self.inv.kb.store

    def plan(self, question: str, *, arm: str = "full", history=()) -> Plan:
        m = self.mesh
        return make_plan(question, arm=arm, history=history, inventories=m.inventories,
                         resolver=m.resolver, source_names=m.source_names, language=m.language)


# --------------------------------------------------------------------------- independent oracles
def peak(entity: str) -> tuple[float, int]:
    """(maximum share, its first second) of ``entity``, from the fixture's rows."""
    values = SHARES[entity]
    best = max(values)
    return best, values.index(best)


def trough(entity: str) -> tuple[float, int]:
    values = SHARES[entity]
    low = min(values)
    return low, values.index(low)


def cue_covering(second: float) -> tuple[int, int, str, str]:
    """The alpha cue whose half-open interval ``[start, end)`` holds ``second``."""
    return next(c for c in ALPHA_CUES if c[0] <= second < c[1])
