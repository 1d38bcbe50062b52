"""Headline figures of a benchmark: each printed beside its goal and the ratio to the
previous run (the previous run is the results JSON the script is about to overwrite).

    figs = [Figure("cli.context_cpu_s", 0.31, "CPU-s", goal=0.35)]
    print_figures(figs, previous_figures(out))
    payload["figures"] = figures_dict(figs)

Not a test and not timed: the scripts under bench/ call it after they measured.
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Figure:
    name: str
    value: float
    unit: str
    goal: float | None = None
    #: "lower" (a time, a memory) or "higher" (a throughput) is better
    better: str = "lower"

    def meets_goal(self) -> bool | None:
        if self.goal is None:
            return None
        return self.value <= self.goal if self.better == "lower" else self.value >= self.goal


def previous_figures(path: Path) -> dict[str, float]:
    """The figures of the run saved at ``path`` (empty when there is none or it has none)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    figs = data.get("figures") if isinstance(data, dict) else None
    return {str(k): float(v) for k, v in figs.items()} if isinstance(figs, dict) else {}


def figure_line(fig: Figure, previous: Mapping[str, float]) -> str:
    goal = "" if fig.goal is None else f"goal {'≤' if fig.better == 'lower' else '≥'} {fig.goal:g}"
    verdict = {True: "met", False: "NOT MET", None: ""}[fig.meets_goal()]
    before = previous.get(fig.name)
    ratio = f"×{fig.value / before:.2f} vs previous ({before:g})" if before else "no previous run"
    return f"  {fig.name:<40} {fig.value:>12.4g} {fig.unit:<8} {goal:<14} {verdict:<8} {ratio}"


def print_figures(figures: Sequence[Figure], previous: Mapping[str, float]) -> None:
    print("figures (value, goal, ratio to the previous run):")
    for fig in figures:
        print(figure_line(fig, previous))


def figures_dict(figures: Sequence[Figure]) -> dict[str, float]:
    return {f.name: round(f.value, 6) for f in figures}


def git_state() -> dict:
    """The commit measured, and whether src/ had uncommitted changes at the time."""
    root = Path(__file__).resolve().parent.parent
    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "src"], cwd=root, capture_output=True, text=True).stdout
    except OSError:
        return {}
    return {"head": head, "src_dirty": bool(dirty.strip())}
