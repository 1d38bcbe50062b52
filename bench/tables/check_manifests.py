"""Ingest each dev table with a hand-written manifest and compare with the truth and with no manifest.

A measurement (exits 0). For every table folder of bench/tables/dev/ that has a manifest in
bench/tables/manifests/<name>/noesis.toml, it runs the CLI as a user would, three ways when it can:

* ``none``: the data file alone (no noesis.toml);
* ``manifest``: the data file + ``manifests/<name>/noesis.toml`` (the manifest as first written
  from docs/manifest.md);
* ``fixed``: the data file + ``manifests/<name>/noesis.fixed.toml``, only where one exists (what had
  to change for the engine to accept the first one, or to read it as meant).

Each run is ``noesis ingest <tmp> --kb <tmp>/kb.sqlite`` then ``noesis info <tmp>/kb.sqlite --json``;
the ``tables`` entry of the data file is compared field by field with the truth (the comparison
functions of bench/tables/check.py) and with the ``none`` run (rows_stored, grain,
time{columns,granularity}, dimensions[].column, entity, measures[].name/additivity, wide).

Usage::

    .venv/bin/python bench/tables/check_manifests.py [--only airline,nile] [--out /tmp/manifests_dev.json]
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import check  # noqa: E402  (bench/tables/check.py: truth loading, row counting, comparison)

MANIFESTS = HERE / "manifests"
SCHEMA_FIELDS = ("rows_stored", "grain", "time", "dimensions", "entity", "measures", "wide")
TIMEOUT_S = 600


def run_cli(noesis: Path, data: Path, manifest: Path | None, work: Path) -> dict:
    """Ingest a folder holding the data file (and the manifest, if any); return what happened."""
    if work.exists():
        shutil.rmtree(work)
    stage = work / "kb"
    stage.mkdir(parents=True)
    shutil.copy2(data, stage / data.name)
    if manifest is not None:
        shutil.copy2(manifest, stage / "noesis.toml")
    kb = work / "kb.sqlite"
    shown = None if manifest is None else (str(manifest.relative_to(HERE.parents[1]))
                                          if manifest.is_relative_to(HERE.parents[1]) else str(manifest))
    out: dict = {"manifest": shown,
                 "ingest_rc": None, "ingest_output": "", "info_rc": None, "error": None, "table": None}
    try:
        ing = subprocess.run([str(noesis), "ingest", str(stage), "--kb", str(kb)],
                             capture_output=True, text=True, timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        out["error"] = f"ingest timed out after {TIMEOUT_S}s"
        return out
    text = (ing.stdout or "") + (("\n[stderr]\n" + ing.stderr) if ing.stderr.strip() else "")
    out["ingest_rc"] = ing.returncode
    out["ingest_output"] = text.replace(str(stage), "<tmp>").replace(str(kb), "<tmp>/kb.sqlite")
    if ing.returncode != 0:
        out["error"] = f"noesis ingest exited {ing.returncode}"
        return out
    info = subprocess.run([str(noesis), "info", str(kb), "--json"],
                          capture_output=True, text=True, timeout=TIMEOUT_S)
    out["info_rc"] = info.returncode
    if info.returncode != 0:
        out["error"] = f"noesis info exited {info.returncode}: {check._tail(info.stderr or info.stdout)}"
        return out
    try:
        js = json.loads(info.stdout)
    except json.JSONDecodeError as exc:
        out["error"] = f"noesis info --json printed no JSON ({exc})"
        return out
    try:
        out["table"] = check.engine_table(js, data.name)
    except check.NoTables as exc:
        out["error"] = str(exc)
        return out
    if out["table"] is None:
        out["error"] = f"no entry for {data.name} in the info JSON's tables"
        out["sources_rows"] = check.source_rows(js, data.name)
    return out


def schema(et: dict | None) -> dict | None:
    """The fields of a table profile this comparison looks at, in a comparable form."""
    if et is None:
        return None
    t = et.get("time")
    wide = et.get("wide")
    return {
        "rows_stored": et.get("rows_stored"),
        "grain": sorted(et.get("grain") or []),
        "time": None if t is None else {"columns": sorted(t.get("columns") or []),
                                        "granularity": t.get("granularity")},
        "dimensions": sorted(str(d.get("column")) for d in et.get("dimensions") or []),
        "entity": sorted(et.get("entity") or []),
        "measures": sorted([str(m.get("name")), str(m.get("additivity"))] for m in et.get("measures") or []),
        "wide": None if not wide else {"dimension": wide.get("dimension"), "measure": wide.get("measure"),
                                       "columns": sorted(wide.get("columns") or [])},
    }


def verdicts(truth: dict, et: dict | None, counted: int, cells: int | None) -> dict | None:
    if et is None:
        return None
    return {f: v["verdict"] for f, v in check.compare(truth, et, counted, cells).items()}


def measure(folder: Path, noesis: Path, tmp: Path) -> dict:
    name = folder.name
    truth = check.load_truth(folder)
    data = folder / truth["file"]
    delim = truth.get("delimiter", ",")
    counted = check.count_rows(data, delim)
    cells = check.nonempty_cells(data, truth["wide"]["columns"], delim) if truth.get("wide") else None
    res: dict = {"name": name, "file": truth["file"], "rows_counted": counted, "runs": {}}
    mdir = MANIFESTS / name
    plan = [("none", None)]
    if (mdir / "noesis.toml").exists():
        plan.append(("manifest", mdir / "noesis.toml"))
    if (mdir / "noesis.fixed.toml").exists():
        plan.append(("fixed", mdir / "noesis.fixed.toml"))
    for label, man in plan:
        r = run_cli(noesis, data, man, tmp / name / label)
        et = r.pop("table")
        r["schema"] = schema(et)
        r["truth_verdicts"] = verdicts(truth, et, counted, cells)
        r["truth_details"] = None if et is None else {
            f: {k: v[k] for k in ("verdict", "truth", "engine", "why")}
            for f, v in check.compare(truth, et, counted, cells).items() if v["verdict"] not in ("right", "n/a")}
        r["choices"] = None if et is None else et.get("choices")
        res["runs"][label] = r
    base = res["runs"]["none"]["schema"]
    for label in ("manifest", "fixed"):
        r = res["runs"].get(label)
        if r is None:
            continue
        s = r["schema"]
        r["vs_none"] = None if s is None or base is None else {
            f: ("same" if s[f] == base[f] else "different") for f in SCHEMA_FIELDS}
    return res


SYM = {"right": "ok", "flagged": "flag", "wrong": "WRONG", "missing": "miss", "n/a": "-"}


def render(results: list[dict]) -> str:
    lines = []
    for r in results:
        lines.append(f"== {r['name']} ({r['file']}, {r['rows_counted']} rows)")
        for label, run in r["runs"].items():
            if run["error"]:
                lines.append(f"  {label:<8} FAILED: {run['error']}")
                tail = run["ingest_output"].strip().splitlines()[-12:]
                lines += [f"           | {ln}" for ln in tail]
                continue
            tv = run["truth_verdicts"]
            vs = run.get("vs_none")
            lines.append(f"  {label:<8} truth: " + " ".join(f"{f}={SYM[v]}" for f, v in tv.items()))
            if vs:
                lines.append(f"  {'':<8} vs none: " + " ".join(f"{f}={v}" for f, v in vs.items()))
            for f, d in (run["truth_details"] or {}).items():
                lines.append(f"  {'':<8}   {f}: {d['verdict']}: truth {check._short(d['truth'])} "
                             f"engine {check._short(d['engine'])} {d['why']}".rstrip())
    # totals
    lines.append("")
    labels = ("none", "manifest", "fixed")
    head = f"{'field':<16}" + "".join(f"{lab + ' right':>16}" for lab in labels)
    lines.append(head)
    for f in check.FIELDS:
        row = f"{f:<16}"
        for lab in labels:
            runs = [r["runs"][lab] for r in results if lab in r["runs"]]
            ok = sum(1 for x in runs if x["truth_verdicts"] and x["truth_verdicts"][f] in ("right", "n/a"))
            row += f"{f'{ok}/{len(runs)}':>16}"
        lines.append(row)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", help="comma-separated table names")
    ap.add_argument("--out", type=Path, default=Path("/tmp/manifests_dev.json"))
    ap.add_argument("--noesis", type=Path)
    args = ap.parse_args(argv)
    noesis = args.noesis or check.noesis_binary()
    folders = [f.parent for f in check.table_folders("dev")]
    if args.only:
        keep = set(args.only.split(","))
        folders = [f for f in folders if f.name in keep]
    results = []
    with tempfile.TemporaryDirectory(prefix="noesis-manifests-") as tmp:
        for folder in folders:
            results.append(measure(folder, noesis, Path(tmp)))
    print(render(results))
    args.out.write_text(json.dumps({"tables": results}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"\nwrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
