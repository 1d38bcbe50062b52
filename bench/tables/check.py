"""Measure the engine's table profiler against the battery's truth (a measurement: exits 0).

For every table folder of a split it runs the CLI as a user would::

    .venv/bin/noesis ingest <folder> --kb <tmp>/<name>.sqlite
    .venv/bin/noesis info <tmp>/<name>.sqlite --json

(the folder ingested is a copy of the table folder without its truth.json, so the truth never
reaches the KB) and compares the ``tables`` entry of the info JSON with ``truth.json`` using code
of its own: the rows of the file are counted here with the csv module (and cross-checked with
pandas), never taken from the engine.

Fields, each right / flagged / wrong (or missing: no profile for the table; n/a: nothing to
compare):

- ``rows``: ``rows_stored`` equals the rows counted in the file (for a wide table, also accepted:
  rows x member columns, or the non-empty member cells; the basis is reported). Never flagged.
- ``grain``: as a set; ``time``: columns as a set + granularity; ``time_parts``;
  ``dimensions``: the set of dimension columns; ``dimension_kinds``; ``entity``; ``measures``:
  the set of measure columns (for a wide table, those besides the melted measure);
  ``additivity``: per measure; ``wide``: null, or the set of member columns.

A field that differs from the truth counts as *flagged*, not wrong, when the engine marks it
uncertain: a choice with ``certain: false`` whose key names the field (``time``, ``time.…``,
``grain``, ``measures.<col>.additivity``, ``wide``…). ``truth.json``'s ``acceptable`` lists the
other readings that are equally right.

Usage::

    .venv/bin/python bench/tables/check.py --split dev        # or holdout | holdout2 .. holdout23 | all (= dev + holdout)
    .venv/bin/python bench/tables/check.py --split dev --only barley,nile --details

Writes bench/results/tables_<split>.json. Holdout mismatches are shown as verdicts only (no
truth values) unless --details is given: don't tune the engine on the holdout (nor on holdout2,
nor on holdout4, measured once, nor on holdout5, measured once, nor on holdout6, measured, nor on
holdout7, measured, nor on holdout8, measured, nor on holdout9, measured, nor on holdout10, measured, nor on
holdout11, measured, nor on holdout12, measured, nor on holdout13, measured, nor on holdout14, nor on
holdout15, nor on holdout16, nor on holdout17, nor on holdout18, nor on holdout19, measured, nor on holdout20,
measured, nor on holdout21, measured, nor on holdout22, measured, nor on holdout23, the unseen split kept for the
final measurement).
"""

from __future__ import annotations

import argparse
import csv
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SPLITS = ("dev", "holdout")  # --split all; holdout2 (the unseen split) only by name
HELD_OUT = ("holdout", "holdout2", "holdout4", "holdout5", "holdout6", "holdout7", "holdout8", "holdout9",
            "holdout10", "holdout11", "holdout12", "holdout13", "holdout14", "holdout15", "holdout16",
            "holdout17", "holdout18", "holdout19", "holdout20", "holdout21", "holdout22", "holdout23")
FIELDS = ("rows", "grain", "time", "time_parts", "dimensions", "dimension_kinds", "entity",
          "measures", "additivity", "wide")
VERDICTS = ("right", "flagged", "wrong", "missing", "n/a")
TIMEOUT_S = 600


class NoTables(Exception):
    """The engine's info JSON has no "tables" key: the table profiler has not landed."""


# ---------------------------------------------------------------------------------------------
# the truth side: folders, and rows counted without the engine
# ---------------------------------------------------------------------------------------------

def table_folders(split: str) -> list[Path]:
    splits = SPLITS if split == "all" else (split,)
    return [f for s in splits for f in sorted((HERE / s).glob("*/truth.json"))]


def load_truth(folder: Path) -> dict:
    path = folder / "truth.json" if folder.is_dir() else folder
    return json.loads(path.read_text(encoding="utf-8"))


def data_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.is_file() and p.name != "truth.json")


def count_rows(path: Path, delimiter: str = ",") -> int:
    """Data rows of a CSV (csv module; blank lines are not rows) or a Parquet file (its footer)."""
    if path.suffix == ".parquet":
        import pyarrow.parquet as pq

        return pq.ParquetFile(path).metadata.num_rows
    with path.open(encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh, delimiter=delimiter)
        next(reader, None)
        return sum(1 for rec in reader if rec)


def pandas_rows(path: Path, delimiter: str = ",") -> int:
    import pandas as pd

    if path.suffix == ".parquet":
        return len(pd.read_parquet(path))
    return len(pd.read_csv(path, sep=delimiter, dtype=str, keep_default_na=False, encoding="utf-8-sig"))


def nonempty_cells(path: Path, columns: list[str], delimiter: str = ",") -> int:
    """Non-empty cells in the given columns (a melted wide table may store only these)."""
    if path.suffix == ".parquet":
        import pyarrow.parquet as pq

        t = pq.read_table(path, columns=columns)
        return sum(len(t) - t.column(c).null_count for c in columns)
    with path.open(encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh, delimiter=delimiter)
        header = next(reader)
        at = [header.index(c) for c in columns if c in header]
        n = 0
        for rec in reader:
            if rec:
                off = len(rec) - len(header)  # R-style rows carry an unnamed leading row number
                n += sum(1 for i in at if rec[i + off].strip() not in ("", "NA"))
        return n


# ---------------------------------------------------------------------------------------------
# the engine side
# ---------------------------------------------------------------------------------------------

def noesis_binary() -> Path:
    exe = ROOT / ".venv" / "bin" / "noesis"
    if exe.exists():
        return exe
    found = shutil.which("noesis")
    if found:
        return Path(found)
    raise SystemExit("cannot find the noesis CLI (.venv/bin/noesis); install the project first")


def run_engine(folder: Path, workdir: Path, noesis: Path | None = None) -> dict:
    """Ingest a copy of the table folder (data files only) and return ``noesis info --json``."""
    noesis = noesis or noesis_binary()
    stage = workdir / folder.name
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    for f in data_files(folder):
        shutil.copy2(f, stage / f.name)
    kb = workdir / f"{folder.name}.sqlite"
    kb.unlink(missing_ok=True)
    ing = subprocess.run([str(noesis), "ingest", str(stage), "--kb", str(kb)],
                         capture_output=True, text=True, timeout=TIMEOUT_S)
    if ing.returncode != 0:
        raise RuntimeError(f"noesis ingest exited {ing.returncode}: {_tail(ing.stderr or ing.stdout)}")
    info = subprocess.run([str(noesis), "info", str(kb), "--json"],
                          capture_output=True, text=True, timeout=TIMEOUT_S)
    if info.returncode != 0:
        raise RuntimeError(f"noesis info exited {info.returncode}: {_tail(info.stderr or info.stdout)}")
    try:
        return json.loads(info.stdout)
    except json.JSONDecodeError as exc:
        raise RuntimeError(f"noesis info --json printed no JSON ({exc}): {_tail(info.stdout)}") from None


def _tail(text: str, n: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else "…" + text[-n:]


def source_rows(info: dict, file: str) -> int | None:
    for s in info.get("sources") or []:
        if Path(str(s.get("name", ""))).name == file and isinstance(s.get("rows"), int):
            return s["rows"]
    return None


def engine_table(info: dict, file: str) -> dict | None:
    if not isinstance(info, dict) or "tables" not in info:
        raise NoTables("`noesis info --json` has no \"tables\" key: the engine's table profiler "
                       "(the info JSON contract in bench/tables/README.md) has not landed yet")
    for t in info["tables"] or []:
        if Path(str(t.get("source", ""))).name == file:
            return t
    return None


# ---------------------------------------------------------------------------------------------
# comparison
# ---------------------------------------------------------------------------------------------

def _v(verdict: str, truth=None, engine=None, why: str = "") -> dict:
    return {"verdict": verdict, "truth": truth, "engine": engine, "why": why}


def uncertain_keys(et: dict) -> list[str]:
    return [str(c.get("key", "")) for c in et.get("choices") or [] if c.get("certain") is False]


def _names(key: str, prefix: str) -> bool:
    return key == prefix or key.startswith(prefix + ".") or key.startswith(prefix + "[")


def flag_or_wrong(et: dict, prefixes: list[str], exclude_suffixes: tuple[str, ...] = ()) -> tuple[str, list[str]]:
    keys = [k for k in uncertain_keys(et) if any(_names(k, p) for p in prefixes)
            and not k.endswith(exclude_suffixes)]
    return ("flagged", keys) if keys else ("wrong", [])


def _miss(a: set, b: set) -> str:
    parts = []
    if a - b:
        parts.append(f"missing {sorted(a - b)}")
    if b - a:
        parts.append(f"extra {sorted(b - a)}")
    return "; ".join(parts)


WIDE = "<the wide dimension>"


def normalise(et: dict, header: list[str]) -> dict:
    """The engine profile with column names put back as the file's header spells them.

    The engine may rename a column (an empty header cell becomes e.g. ``column1``): where it lists
    as many ``columns`` as the header has, its names are mapped back by position. For a wide
    reading, a name in grain/time/dimensions/entity that is no column of the file (the engine's
    pseudo-column for the header, e.g. ``<header>``, or its wide dimension's name) becomes one
    token, so it can be matched with "the wide dimension" whatever the engine calls it.
    """
    et = json.loads(json.dumps(et))
    ecols = et.get("columns")
    rename = dict(zip(ecols, header, strict=True)) if isinstance(ecols, list) and len(ecols) == len(header) else {}
    melted = et["wide"].get("measure") if isinstance(et.get("wide"), dict) else None
    files = set(header)

    def fix(name):
        name = rename.get(name, name)
        if et.get("wide") and name not in files:
            return WIDE
        return name

    et["grain"] = [fix(c) for c in et.get("grain") or []]
    if isinstance(et.get("time"), dict):
        et["time"]["columns"] = [fix(c) for c in et["time"].get("columns") or []]
    for d in et.get("dimensions") or []:
        d["column"] = fix(d.get("column"))
    et["entity"] = [fix(c) for c in et.get("entity") or []]
    for m in et.get("measures") or []:
        col = m.get("column")
        if et.get("wide") and (m.get("name") == melted or col == melted or rename.get(col, col) not in files):
            m["melted"] = True
        else:
            m["column"] = rename.get(col, col)
    if isinstance(et.get("wide"), dict):
        et["wide"]["columns"] = [rename.get(c, c) for c in et["wide"].get("columns") or []]
    et["ignored"] = [rename.get(c, c) for c in et.get("ignored") or []]
    return et


def compare(truth: dict, et: dict, counted: int, cells: int | None = None) -> dict[str, dict]:
    """Per-field verdicts of one engine table profile against its truth."""
    acc = truth.get("acceptable") or {}
    out: dict[str, dict] = {}
    et = normalise(et, list(truth.get("columns") or []))
    tw, ew = truth.get("wide"), et.get("wide")
    wdim = WIDE if ew else None

    # rows: independent count vs what the engine stored; wide tables may be stored melted
    stored = et.get("rows_stored")
    bases = {"file rows": counted}
    if tw or ew:
        if tw:
            bases["file rows x member columns"] = counted * len(tw["columns"])
        if ew and ew.get("columns"):
            bases["file rows x engine's member columns"] = counted * len(ew["columns"])
        if cells is not None:
            bases["non-empty member cells"] = cells
    hit = [b for b, n in bases.items() if n == stored]
    lost = et.get("lost_rows")
    why = f"rows_read={et.get('rows_read')} lost_rows={lost}"
    out["rows"] = _v("right" if hit else "wrong", counted, stored,
                     f"basis: {hit[0]}; {why}" if hit else
                     f"expected {' or '.join(f'{n} ({b})' for b, n in bases.items())}; {why}")

    # grain
    eg = set(et.get("grain") or [])
    alts = [set(truth["grain"])] + [set(g) for g in acc.get("grain", [])]
    if wdim:
        alts += [a | {wdim} for a in alts]
    if any(eg == a for a in alts):
        out["grain"] = _v("right", truth["grain"], sorted(eg))
    else:
        v, keys = flag_or_wrong(et, ["grain"])
        out["grain"] = _v(v, truth["grain"], sorted(eg), _miss(set(truth["grain"]), eg) +
                          (f" (uncertain: {keys})" if keys else ""))

    # time: columns as a set, and granularity
    tt, et_time = truth.get("time"), et.get("time")
    t_alts = [tt] + list(acc.get("time", []))
    grans = list(acc.get("time.granularity", []))
    time_ok = False
    if et_time is None:
        time_ok = None in t_alts
    else:
        ecols = set(et_time.get("columns") or [])
        for alt in t_alts:
            if alt is None:
                continue
            cols_ok = ecols == set(alt["columns"]) or (wdim is not None and ecols == set(alt["columns"]) | {wdim})
            if cols_ok and (et_time.get("granularity") == alt["granularity"] or et_time.get("granularity") in grans):
                time_ok = True
                break
    t_show = None if tt is None else {"columns": tt["columns"], "granularity": tt["granularity"]}
    e_show = None if et_time is None else {"columns": et_time.get("columns"), "granularity": et_time.get("granularity")}
    if time_ok:
        out["time"] = _v("right", t_show, e_show)
    else:
        v, keys = flag_or_wrong(et, ["time"])
        out["time"] = _v(v, t_show, e_show, f"uncertain: {keys}" if keys else "")

    # time parts (only judged where the time itself is right)
    if not time_ok:
        out["time_parts"] = _v("n/a", why="time not right")
    elif tt is None or et_time is None:
        out["time_parts"] = _v("right" if tt is None and et_time is None else "n/a")
    else:
        ep = sorted(et_time.get("parts") or [])
        palts = [sorted(tt["parts"])] + [sorted(p) for p in acc.get("time.parts", [])]
        palts += [sorted(a["parts"]) for a in acc.get("time", []) if a]
        if ep in palts:
            out["time_parts"] = _v("right", tt["parts"], ep)
        else:
            v, keys = flag_or_wrong(et, ["time"])
            out["time_parts"] = _v(v, tt["parts"], ep)

    # dimensions: set of columns; optional ones may be present or not
    tdims = {d["column"]: d["kind"] for d in truth.get("dimensions", [])}
    optional = set(acc.get("dimensions.optional", []))
    required = set(tdims) - optional
    allowed = set(tdims) | optional | ({wdim} if wdim else set())
    edims = {d.get("column"): d.get("kind") for d in et.get("dimensions") or []}
    if required <= set(edims) <= allowed:
        out["dimensions"] = _v("right", sorted(required), sorted(edims))
    else:
        v, keys = flag_or_wrong(et, ["dimensions"], (".kind",))
        out["dimensions"] = _v(v, sorted(required), sorted(edims),
                               "; ".join(filter(None, [f"missing {sorted(required - set(edims))}" if required - set(edims) else "",
                                                       f"extra {sorted(set(edims) - allowed)}" if set(edims) - allowed else ""])))

    # dimension kinds, for the dimensions both sides name
    bad, compared = [], 0
    for col, kind in edims.items():
        if col not in tdims and f"dimensions.{col}.kind" not in acc:
            continue
        ok = [tdims[col]] if col in tdims else []
        ok += acc.get(f"dimensions.{col}.kind", [])
        compared += 1
        if kind not in ok:
            bad.append(f"{col}: {kind} (expected {' or '.join(ok)})")
    if not compared:
        out["dimension_kinds"] = _v("n/a")
    elif not bad:
        out["dimension_kinds"] = _v("right")
    else:
        keys = [k for k in uncertain_keys(et) if any(_names(k, f"dimensions.{c.split(':')[0]}") for c in bad)]
        out["dimension_kinds"] = _v("flagged" if keys else "wrong", why="; ".join(bad))

    # entity
    ee = set(et.get("entity") or [])
    e_alts = [set(truth.get("entity") or [])] + [set(a) for a in acc.get("entity", [])]
    if wdim:
        e_alts += [a | {wdim} for a in e_alts]
    if any(ee == a for a in e_alts):
        out["entity"] = _v("right", truth.get("entity"), sorted(ee))
    else:
        v, keys = flag_or_wrong(et, ["entity"])
        out["entity"] = _v(v, truth.get("entity"), sorted(ee), _miss(set(truth.get("entity") or []), ee))

    # measures: the engine's, less the melted one of a wide reading
    melted_name = ew.get("measure") if isinstance(ew, dict) else None
    emeas = {}
    melted = None
    for m in et.get("measures") or []:
        if m.get("melted"):
            melted = m
            continue
        emeas[m.get("column")] = m
    tmeas = {m["column"]: m for m in truth.get("measures", [])}
    m_opt = set(acc.get("measures.optional", []))
    if tw and not ew:  # the members read as separate measures
        tmeas.update({c: {"column": c, "additivity": tw["additivity"]} for c in tw["columns"]})
    m_req = set(tmeas) - m_opt
    m_allowed = set(tmeas) | m_opt
    if m_req <= set(emeas) <= m_allowed:
        out["measures"] = _v("right", sorted(m_req), sorted(emeas))
    else:
        v, keys = flag_or_wrong(et, ["measures"], (".additivity", ".unit"))
        out["measures"] = _v(v, sorted(m_req), sorted(emeas),
                             "; ".join(filter(None, [f"missing {sorted(m_req - set(emeas))}" if m_req - set(emeas) else "",
                                                     f"extra {sorted(set(emeas) - m_allowed)}" if set(emeas) - m_allowed else ""])))

    # additivity, per measure both sides have (the melted one against the wide truth)
    pairs = []
    for col, m in emeas.items():
        if col in tmeas:
            pairs.append((col, m.get("name") or col, tmeas[col]["additivity"], m.get("additivity")))
    if tw and ew and melted is not None:
        pairs.append(("(melted)", melted.get("name") or melted_name, tw["additivity"], melted.get("additivity")))
    bad, flagged = [], []
    for col, name, want, got in pairs:
        ok = want == "unknown" or got == want or got in acc.get(f"measures.{col}.additivity", [])
        if ok:
            continue
        keys = [k for k in uncertain_keys(et) if k in (f"measures.{col}.additivity", f"measures.{name}.additivity")]
        (flagged if keys else bad).append((col, got, want))
    if not pairs:
        out["additivity"] = _v("n/a")
    elif bad:
        out["additivity"] = _v("wrong", why=_additivity_why(bad, "") + _additivity_why(flagged, "; flagged: "))
    elif flagged:
        out["additivity"] = _v("flagged", why=_additivity_why(flagged, ""))
    else:
        out["additivity"] = _v("right", why=f"{len(pairs)} measure(s)")

    # wide
    if not tw and not ew:
        out["wide"] = _v("right", None, None)
    elif tw and ew:
        ecols = set(ew.get("columns") or [])
        alts = [set(tw["columns"])] + [set(a) for a in acc.get("wide.columns", [])]
        if any(ecols == a for a in alts):
            out["wide"] = _v("right", len(tw["columns"]), len(ecols))
        else:
            v, keys = flag_or_wrong(et, ["wide"])
            out["wide"] = _v(v, sorted(tw["columns"]), sorted(ecols), _miss(set(tw["columns"]), ecols))
    elif tw and not ew and None in acc.get("wide", []):
        out["wide"] = _v("right", "wide", None, "reading the members as separate measures is acceptable")
    else:
        v, keys = flag_or_wrong(et, ["wide"])
        out["wide"] = _v(v, None if not tw else sorted(tw["columns"]),
                         None if not ew else sorted(ew.get("columns") or []))
    return out


def _additivity_why(items: list[tuple], lead: str) -> str:
    if not items:
        return ""
    groups: dict[tuple, list[str]] = {}
    for col, got, want in items:
        groups.setdefault((got, want), []).append(col)
    parts = []
    for (got, want), cols in groups.items():
        shown = ", ".join(cols[:4]) + (f" … ({len(cols)})" if len(cols) > 4 else "")
        parts.append(f"{got} for {want}: {shown}")
    return lead + "; ".join(parts)


def _short(value, limit: int = 160) -> str:
    text = json.dumps(value, ensure_ascii=False)
    if isinstance(value, list) and len(text) > limit:
        text = json.dumps(value[:5], ensure_ascii=False)[:-1] + f", … ({len(value)} in all)]"
    return text if len(text) <= 2 * limit else text[: 2 * limit] + "…"


def oracle(truth: dict) -> dict:
    """An engine table profile that says exactly what the truth says (to test the comparison)."""
    tw = truth.get("wide")
    measures = [{"name": m["column"], "column": m["column"], "unit": m.get("unit"),
                 "additivity": m["additivity"]} for m in truth.get("measures", [])]
    wide = None
    if tw:
        measures.append({"name": "value", "column": None, "unit": tw.get("unit"), "additivity": tw["additivity"]})
        wide = {"dimension": tw["dimension"], "measure": "value", "columns": list(tw["columns"])}
    t = truth.get("time")
    return {
        "source": truth["file"], "rows_read": truth["rows"], "rows_stored": truth["rows"], "lost_rows": 0,
        "grain": list(truth["grain"]),
        "time": None if t is None else {"columns": list(t["columns"]), "parts": list(t["parts"]),
                                        "granularity": t["granularity"], "kind": "calendar",
                                        "has_year": t.get("has_year", True), "format": t.get("format")},
        "dimensions": [{"column": d["column"], "kind": d["kind"], "distinct": None} for d in truth.get("dimensions", [])],
        "entity": list(truth.get("entity") or []),
        "measures": measures, "wide": wide, "ignored": list(truth.get("ignored", [])), "choices": [],
    }


# ---------------------------------------------------------------------------------------------
# running a split
# ---------------------------------------------------------------------------------------------

def measure(folder: Path, workdir: Path, noesis: Path | None = None) -> dict:
    """Ingest one table folder and compare; the result never raises except for NoTables."""
    truth = load_truth(folder)
    path = folder / truth["file"]
    counted = count_rows(path, truth.get("delimiter", ","))
    by_pandas = pandas_rows(path, truth.get("delimiter", ","))
    cells = nonempty_cells(path, truth["wide"]["columns"], truth.get("delimiter", ",")) if truth.get("wide") else None
    result = {"name": truth["name"], "split": truth["split"], "shape": truth["shape"], "file": truth["file"],
              "rows_counted": counted, "rows_pandas": by_pandas, "error": None}
    if counted != by_pandas or counted != truth["rows"]:
        result["error"] = f"row counts disagree: csv {counted}, pandas {by_pandas}, truth.json {truth['rows']}"
    t0 = time.monotonic()
    info = None
    try:
        info = run_engine(folder, workdir, noesis)
        et = engine_table(info, truth["file"])
    except NoTables:
        raise
    except (RuntimeError, subprocess.TimeoutExpired) as exc:
        result["error"] = str(exc)
        et = None
    result["seconds"] = round(time.monotonic() - t0, 2)
    if et is None:
        why = result["error"] or f"no entry for {truth['file']} in the info JSON's tables"
        result["error"] = why
        result["fields"] = {f: _v("missing", why=why) for f in FIELDS}
        stored = source_rows(info, truth["file"]) if info is not None else None
        if stored is not None:  # the KB says how many rows it kept, even without a profile
            result["fields"]["rows"] = _v("right" if stored == counted else "wrong", counted, stored,
                                          f"no profile; sources[].rows = {stored}")
    else:
        result["fields"] = compare(truth, et, counted, cells)
        result["engine"] = et
    return result


def missing_result(folder: Path, why: str) -> dict:
    truth = load_truth(folder)
    return {"name": truth["name"], "split": truth["split"], "shape": truth["shape"], "file": truth["file"],
            "rows_counted": count_rows(folder / truth["file"], truth.get("delimiter", ",")),
            "error": why, "fields": {f: _v("missing", why=why) for f in FIELDS}}


def totals(results: list[dict]) -> dict:
    tot = {f: dict.fromkeys(VERDICTS, 0) for f in FIELDS}
    for r in results:
        for f in FIELDS:
            tot[f][r["fields"][f]["verdict"]] += 1
    return tot


SYMBOL = {"right": "ok", "flagged": "flag", "wrong": "WRONG", "missing": "miss", "n/a": "-"}
SHORT = {"rows": "rows", "grain": "grain", "time": "time", "time_parts": "parts", "dimensions": "dims",
         "dimension_kinds": "kinds", "entity": "entity", "measures": "meas", "additivity": "addit", "wide": "wide"}


def render(results: list[dict], details: bool) -> str:
    w = max([len(r["name"]) for r in results] + [5])
    head = f"{'table':<{w}}  {'split':<8} {'shape':<15} " + " ".join(f"{SHORT[f]:>6}" for f in FIELDS)
    lines = [head, "-" * len(head)]
    for r in results:
        lines.append(f"{r['name']:<{w}}  {r['split']:<8} {r['shape']:<15} " +
                     " ".join(f"{SYMBOL[r['fields'][f]['verdict']]:>6}" for f in FIELDS))
    tot = totals(results)
    lines.append("-" * len(head))
    for verdict in ("right", "flagged", "wrong", "missing"):
        lines.append(f"{verdict:<{w}}  {'':<8} {'':<15} " + " ".join(f"{tot[f][verdict]:>6}" for f in FIELDS))
    notes = []
    for r in results:
        show = details or r["split"] == "dev"
        for f in FIELDS:
            v = r["fields"][f]
            if v["verdict"] in ("wrong", "flagged") or (v["verdict"] == "missing" and f == "rows"):
                if show:
                    shown = "" if v["truth"] is None and v["engine"] is None else \
                        f" truth {_short(v['truth'])} engine {_short(v['engine'])}"
                    notes.append(f"  {r['name']}.{f}: {v['verdict']}:{shown} {v['why']}".rstrip())
                elif v["verdict"] != "missing":
                    notes.append(f"  {r['name']}.{f}: {v['verdict']} ({r['split']}: details hidden; --details shows them)")
        if r.get("error") and not (show and r["fields"]["rows"]["verdict"] == "missing"):
            notes.append(f"  {r['name']}: {r['error']}")
    if notes:
        lines += ["", "details:"] + notes
    return "\n".join(lines)


def run_split(split: str, only: set[str] | None = None, noesis: Path | None = None,
              workdir: Path | None = None) -> tuple[list[dict], str | None]:
    """Measure every table of a split; return the results and the NoTables message, if any."""
    folders = [f.parent for f in table_folders(split)]
    if only:
        folders = [f for f in folders if f.name in only]
    results, no_tables = [], None
    with tempfile.TemporaryDirectory(prefix="noesis-tables-") as tmp:
        work = workdir or Path(tmp)
        for folder in folders:
            if no_tables:
                results.append(missing_result(folder, no_tables))
                continue
            try:
                results.append(measure(folder, work, noesis))
            except NoTables as exc:
                no_tables = str(exc)
                results.append(missing_result(folder, no_tables))
    return results, no_tables


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--split", choices=(*SPLITS, "holdout2", "holdout3", "holdout4", "holdout5", "holdout6",
                                          "holdout7", "holdout8", "holdout9", "holdout10", "holdout11",
                                          "holdout12", "holdout13", "holdout14", "holdout15", "holdout16",
                                          "holdout17", "holdout18", "holdout19", "holdout20", "holdout21",
                                          "holdout22", "holdout23", "all"),
                    default="dev")
    ap.add_argument("--only", help="comma-separated table names")
    ap.add_argument("--details", action="store_true", help="show truth values for holdout mismatches too")
    ap.add_argument("--noesis", type=Path, help="the noesis CLI (default: .venv/bin/noesis)")
    ap.add_argument("--out", type=Path, help="results JSON (default: bench/results/tables_<split>.json)")
    args = ap.parse_args(argv)
    noesis = args.noesis or noesis_binary()
    only = set(args.only.split(",")) if args.only else None
    results, no_tables = run_split(args.split, only, noesis)
    if not results:
        raise SystemExit(f"no tables found for --split {args.split}" + (f" --only {args.only}" if only else ""))
    print(render(results, args.details))
    if no_tables:
        print(f"\nNOTE: {no_tables}. Every field counts as missing until it has.")
    out = args.out or ROOT / "bench" / "results" / f"tables_{args.split}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    keep_details = args.details
    saved = []
    for r in results:
        r = dict(r)
        if r["split"] in HELD_OUT and not keep_details:
            r["fields"] = {f: {"verdict": v["verdict"]} for f, v in r["fields"].items()}
            r.pop("engine", None)
        saved.append(r)
    out.write_text(json.dumps({"split": args.split, "no_tables": no_tables, "totals": totals(results),
                               "tables": saved}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"\nwrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
