"""Trap refusals in every arm and answer policy, per model (issue 15, "traps by construction").

For every battery item that expects a refusal (an absent programme, an absent country …),
each model × arm × policy answers it through the real backend, wrapped so that each call
the engine makes to the model is counted. The table shows refusals given and model calls
made: by construction the engine refuses a question whose named targets are all absent, so
the model is never asked and no value is offered.

    PYTHONPATH=src python bench/trap_refusals.py --llm smollm2 --llm gguf:PATH ... [--runs 3] [--out FILE]

Run ``r`` uses ``Options(seed=r)``, as the policy evaluation does.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from policy_eval import BATTERIES, kbs_for

from noesis.answer import Engine, Settings
from noesis.context.prompt import ARMS, is_refusal
from noesis.eval.battery import load_battery
from noesis.llm import parse_llm_spec
from noesis.llm.base import Completion, Message, Options
from noesis.mesh import Mesh
from noesis.numbers import numbers_in

POLICIES = ("engine", "model", "phrase")


class Counted:
    """A backend whose calls are counted (the engine must not make any for a trap)."""

    def __init__(self, inner):
        self.inner, self.name, self.calls = inner, inner.name, 0

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        self.calls += 1
        return self.inner.complete(messages, options)


def offers_value(answer: str, question: str) -> bool:
    """A number in the answer that the question does not hold: a value offered for a trap."""
    asked = set(numbers_in(question))
    return any(v not in asked for v in numbers_in(answer))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--llm", action="append", required=True)
    ap.add_argument("--cache", type=Path, default=Path.home() / ".cache" / "noesis" / "policy-eval-kbs")
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args(argv)
    rows = []
    for spec in args.llm:
        model = Counted(parse_llm_spec(spec))
        for name, (battery_file, _root, _kbs) in BATTERIES.items():
            traps = [i for i in load_battery(battery_file).items if i.expect_refusal]
            with Mesh.open(kbs_for(name, args.cache)) as mesh:
                for arm in ARMS:
                    for policy in POLICIES:
                        before = model.calls
                        answers, asked = [], []
                        for run in range(args.runs):
                            engine = Engine(mesh, model, Settings(arm=arm, policy=policy, options=Options(seed=run)))
                            answers += [engine.ask(i.question).text for i in traps]
                            asked += traps
                        rows.append({"model": model.name, "battery": name, "arm": arm, "policy": policy,
                                     "runs": args.runs, "traps": len(asked),
                                     "refused": sum(is_refusal(a) for a in answers),
                                     "value_offered": sum(offers_value(a, i.question) for a, i in zip(answers, asked, strict=True)),
                                     "model_calls": model.calls - before})
    print("| model | battery | arm | policy | refused | value offered | model calls |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['model']} | {r['battery']} | {r['arm']} | {r['policy']} | {r['refused']}/{r['traps']} | "
              f"{r['value_offered']} | {r['model_calls']} |")
    if args.out:
        args.out.write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
