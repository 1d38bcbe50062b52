"""The deterministic-engine row of an evaluation: every battery item answered by the engine
alone (no model), scored like the model's answers.

It is the baseline a model run is read against: what the user gets when no model is
configured, or under the ``engine`` answer policy. The engine is deterministic, so one run
is enough; its records carry ``arm`` :data:`ENGINE_ARM` and ``model`` :data:`ENGINE_MODEL`
and are kept apart from ``answers.jsonl`` (they are recomputed, never resumed).
"""

from __future__ import annotations

from typing import Any

from ..answer import Engine, Settings
from .battery import Battery
from .runner import make_record, needs_prose

#: the arm name the engine row is reported under
ENGINE_ARM = "deterministic"
ENGINE_MODEL = "engine alone (no model)"


def engine_records(mesh: Any, battery: Battery, *, budget: int | None = None,
                   verify: str = "flag") -> list[dict[str, Any]]:
    """One record per battery item, answered with ``deterministic=True`` in the full arm."""
    prose = needs_prose(Engine(mesh), battery, budget=budget)
    engine = Engine(mesh, None, Settings(arm="full", deterministic=True, verify=verify).with_(budget=budget))
    out = []
    for item in battery.items:
        answer = engine.ask(item.question, history=list(item.history))
        out.append(make_record(item, ENGINE_ARM, 0, answer, model=ENGINE_MODEL, prose=prose[item.id]))
    return out
