"""The hydration trigger split of hydrate-arm answer files, as the paper reports it:
fetches over the questions the plan marks as needing prose, and over those the skeleton
answers (``Context.needs_prose``), run 0; plus accuracy, model calls and prompt tokens::

    PYTHONPATH=src python bench/hydration_split.py DEMO_KBS docs/results/hydration-by-plan-smollm2/*.jsonl
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from policy_eval import plan_flags  # noqa: E402

from noesis.eval.battery import load_battery  # noqa: E402
from noesis.mesh import Mesh  # noqa: E402

bat = load_battery(Path(__file__).parents[1] / "examples" / "battery.yaml")
with Mesh.open(sys.argv[1]) as m:
    flags = plan_flags(m, bat)
for name in sys.argv[2:]:
    recs = [json.loads(line) for line in Path(name).read_text(encoding="utf-8").splitlines()]
    recs = [r for r in recs if r["run"] == 0]
    prose = [r for r in recs if flags[r["id"]]["needs_prose"] and not r["expect_refusal"]]
    skel = [r for r in recs if not flags[r["id"]]["needs_prose"] and not r["expect_refusal"]]
    def f(rs):
        return sum(bool(r["hydration"].get("fired")) for r in rs)
    calls = sum(("phase1" in r["timings"]) + ("phase2" in r["timings"]) + ("answer" in r["timings"]) for r in recs)
    pt = sum((r.get("usage") or {}).get("prompt_tokens", 0) for r in recs)
    traps = [r for r in recs if r["expect_refusal"]]
    print(f"{name}: answers {len(recs)}, correct {sum(r['correct'] for r in recs)}/{sum(bool(r['needles']) for r in recs)}, "
          f"fetch needs-prose {f(prose)}/{len(prose)}, fetch skeleton-answered {f(skel)}/{len(skel)}, "
          f"model calls {calls}, prompt tokens {pt} (mean {pt/len(recs):.0f}), trap refusals {sum(r['refused'] for r in traps)}/{len(traps)}, "
          f"phase1-asked skeleton {sum('phase1' in r['timings'] for r in skel)}/{len(skel)}")
