"""The fuzz campaign's judge of what a KB *answers* (issue 28): generated tables with a
known truth, and ``facts`` / ``ask`` / a served request over every KB the campaign builds.

``bench/fuzz_campaign.py`` drives it; the CI slice is ``tests/e2e/test_fuzz_slice.py``.

Generated inputs (seeded, each one file of a date-axis KB, re-ingested in place):

* **Markdown document tables** — a heading naming the metric, a label column, year columns;
  cells drawn from plain decimals, negatives, parenthesised negatives ``(3.2)``, missing
  cells (``NaN``, empty) and hostile numbers: 400-digit cells, ``1e999``, ``-1e999``.
* **HTML document tables** — the same, with ``rowspan`` on the label column (a segment
  column tells the rows apart), ``rowspan`` / ``colspan`` on value cells, and now and then a
  span that is not a number (``colspan="²"``, read as 1).
* **Wide CSV tables** — a date axis (ISO dates, some rows in year 0, past 9999, or
  ``9999-12-31T23:00-05:00``, year 10000 in UTC) and 20–240 metric columns.
* **Mutated tables** — one of the above run through the byte mutator (no truth: only
  crashes, hangs, strict JSON and the served / CLI answers are judged).
* **The mesh anchor** — ``anchor.md`` of the KB names one entity ("Mesh Anchor") whose
  Share disagrees with a second, fixed KB's; asked over the mesh of both, the answer must
  be a question back (``reason_kind: kb_conflict``) and verification must support neither
  value alone.

The per-column loss count: every cell of a generated column is *stored* (its value at its
position in the source's series), *missing* (a cell that spells no value), *reported* (not
stored, and a problem line of its file names its line, row, column, label or value, or
counts such cells), *lost* (none of these) or *wrong* (a value stored that the cell does not
hold: another number, another position, ``inf``, a dropped row's value at another date).
"""

from __future__ import annotations

import calendar
import json
import math
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from noesis.errors import NoesisError

#: the fixed second KB of the mesh case and the entity both KBs name
ANCHOR = "Mesh Anchor"
ANCHOR_OTHER = (("2019", "77.5"), ("2018", "66.0"))  # the other KB's Share of ANCHOR: peak 77.5
HUGE = "9" * 400


# --------------------------------------------------------------------------- strict JSON
def _no_constant(name: str):
    raise ValueError(f"non-JSON constant {name}")


def strict_json(text: str):
    """``json.loads`` that refuses ``NaN`` / ``Infinity`` (what a JSON parser elsewhere would)."""
    return json.loads(text, parse_constant=_no_constant)


# --------------------------------------------------------------------------- generated cells
@dataclass(frozen=True)
class Cell:
    text: str
    #: the value the KB must store (None: the cell holds none)
    value: float | None
    #: a number the KB cannot hold (must be reported if not stored)
    hostile: bool = False


def _cell(rng: random.Random, hostile_rate: float, paren: bool = True) -> Cell:
    r = rng.random()
    if r < hostile_rate:
        text = rng.choice((HUGE, "1e999", "-1e999", "-" + HUGE, "1E400"))
        return Cell(text, None, hostile=True)
    if r < hostile_rate + 0.04:
        return Cell(rng.choice(("NaN", "", "n/a", "NULL")), None)
    x = round(rng.uniform(0, 30), rng.choice((0, 1, 2)))
    kind = rng.random()
    if paren and kind < 0.1:
        return Cell(f"({x:g})", -x if x else 0.0)
    if kind < 0.2:
        return Cell(f"-{x:g}", -x if x else 0.0)
    return Cell(f"{x:g}", float(x))


def year_position(year: int) -> float:
    """Days from 1970 (the judge compares positions as days, whatever the axis kind)."""
    return float(calendar.timegm((year, 1, 1, 0, 0, 0)) // 86400)


@dataclass
class Column:
    """One generated column: its name and, per row, the cell and where its value lies."""

    name: str
    cells: list[tuple[int, str, Cell, float | None]] = field(default_factory=list)  # (line, label, cell, position)


@dataclass
class Generated:
    """A generated file, its metric(s), and the truth the judge holds the KB to."""

    file: str
    data: bytes
    family: str  # md | html | csv | mutated | anchor
    metric_of: dict[str, str] = field(default_factory=dict)  # column name -> metric name in the KB
    columns: list[Column] = field(default_factory=list)
    #: rows whose axis cell the KB cannot hold: (line, text); their cells must be stored nowhere
    bad_rows: list[tuple[int, str]] = field(default_factory=list)
    #: (entity label, metric, true peak) a question can ask; None if no value is stored
    question: tuple[str, str, float] | None = None
    #: the Share values of ANCHOR in this file (anchor family)
    anchor_values: tuple[float, ...] = ()


_LABELS = ("Alpha", "Bravo", "Castello", "Delta Ray", "Echo Park", "Foxtrot", "Granada", "Helios",
           "Ibis", "Juniper", "Kestrel", "Lumen", "Marigold", "Nimbus", "Orchid", "Pavia")
_METRICS = ("Share", "Revenue", "Audience", "Reach", "Output", "Score")


def _years(rng: random.Random, n: int) -> list[int]:
    start = rng.randint(1990, 2030 - n)
    years = list(range(start, start + n))
    rng.shuffle(years) if rng.random() < 0.3 else years.reverse()
    return years


def _peak(labels_cells: list[tuple[str, Cell]], label: str) -> float | None:
    vals = [c.value for lab, c in labels_cells if lab == label and c.value is not None]
    return max(vals) if vals else None


def gen_markdown(rng: random.Random, index: int) -> Generated:
    metric = rng.choice(_METRICS)
    wide = rng.random() < 0.2
    years = _years(rng, rng.randint(12, 40) if wide else rng.randint(2, 6))
    # labels of this input only: another file of the KB never names the same row
    labels = [f"{lab} {index}" for lab in rng.sample(_LABELS, rng.randint(2, 8))]
    hostile = rng.choice((0.0, 0.05, 0.2))
    lines = [f"# Report {index}", "", f"## {metric}", "", "| Name | " + " | ".join(map(str, years)) + " |",
             "|---" * (len(years) + 1) + "|"]
    cols = [Column(str(y)) for y in years]
    for label in labels:
        line = len(lines) + 1
        cells = [_cell(rng, hostile) for _ in years]
        lines.append(f"| {label} | " + " | ".join(c.text for c in cells) + " |")
        for col, y, c in zip(cols, years, cells, strict=True):
            col.cells.append((line, label, c, year_position(y)))
    g = Generated("gen.md", ("\n".join(lines) + "\n").encode(), "md",
                  metric_of={c.name: metric for c in cols}, columns=cols)
    _set_question(g, metric, labels)
    return g


def _set_question(g: Generated, metric: str, labels: list[str]) -> None:
    unique = [lab for lab in labels if labels.count(lab) == 1]
    for label in unique:
        peak = _peak([(lab, c) for col in g.columns for _, lab, c, _ in col.cells], label)
        if peak is not None:
            g.question = (label, metric, peak)
            return


def gen_html(rng: random.Random, index: int) -> Generated:
    """An HTML table with spans; the truth is the grid HTML makes of it (a colspan's covered
    cells empty, a rowspan's text repeated down its column), as docs/reliability.md says."""
    metric = rng.choice(_METRICS)
    years = _years(rng, rng.randint(2, 5))
    n_rows = rng.randint(2, 7)
    hostile = rng.choice((0.0, 0.05, 0.2))
    regions = [f"{lab} {index}" for lab in rng.sample(_LABELS, n_rows)]
    # label rowspans: a region over two rows, told apart by its segment column
    label_of: list[str] = []
    i = 0
    while i < n_rows:
        span = 2 if rng.random() < 0.3 and i + 1 < n_rows else 1
        label_of += [regions[i]] * span
        i += span
    segments = [f"Seg{r}" for r in range(n_rows)]
    grid: list[list[Cell | None]] = [[None] * len(years) for _ in range(n_rows)]
    html_cells: list[list[str]] = [[] for _ in range(n_rows)]
    covered: set[tuple[int, int]] = set()
    for r in range(n_rows):
        for c in range(len(years)):
            if (r, c) in covered:
                continue
            cell = _cell(rng, hostile, paren=True)
            attrs = ""
            choice = rng.random()
            if choice < 0.12 and c + 1 < len(years) and (r, c + 1) not in covered:
                attrs = ' colspan="2"'
                covered.add((r, c + 1))
                grid[r][c + 1] = Cell("", None)
            elif choice < 0.24 and r + 1 < n_rows and (r + 1, c) not in covered:
                attrs = ' rowspan="2"'
                covered.add((r + 1, c))
                grid[r + 1][c] = cell
            elif choice < 0.27:
                attrs = rng.choice((' colspan="²"', ' rowspan="³"', ' colspan="0"'))
            grid[r][c] = cell
            html_cells[r].append(f"<td{attrs}>{cell.text}</td>")
    rows_html, r = [], 0
    while r < n_rows:
        label = label_of[r]
        span = label_of.count(label) if label_of.index(label) == r else 0
        head = ""
        if span:
            head = f'<td rowspan="{span}">{label}</td>' if span > 1 else f"<td>{label}</td>"
        rows_html.append(f"<tr>{head}<td>{segments[r]}</td>{''.join(html_cells[r])}</tr>")
        r += 1
    text = (f"<html><body><h1>Report {index}</h1><h2>{metric}</h2><table>"
            f"<tr><th>Region</th><th>Segment</th>{''.join(f'<th>{y}</th>' for y in years)}</tr>"
            + "\n".join(rows_html) + "</table></body></html>\n")
    cols = [Column(str(y)) for y in years]
    for r in range(n_rows):
        for c, y in enumerate(years):
            cell = grid[r][c]
            cols[c].cells.append((0, label_of[r], cell if cell is not None else Cell("", None), year_position(y)))
    g = Generated("gen.html", text.encode(), "html", metric_of={c.name: metric for c in cols},
                  columns=cols)
    singles = [lab for lab in label_of if label_of.count(lab) == 1]
    _set_question(g, metric, singles)
    return g


_BAD_DATES = ("10000-01-01", "9999-12-31T23:00-05:00", "99999-06-01", "0000-01-01", "0000-12-31")
#: the inputs of the engine bugs the campaign found (bench/results/fuzz.json, docs/reliability.md):
#: a CSV metric column holding parenthesised negatives, a CSV date in year 0. ``known=False``
#: leaves them out (the CI slice; tests/e2e/test_fuzz_slice.py tests each one on its own)
KNOWN_TRIGGERS = ("csv-parenthesised-negatives", "csv-year-0")


def gen_csv(rng: random.Random, index: int, known: bool = True) -> Generated:
    """A wide table on a date axis: some rows dated outside 0001-01-01 .. 9999-12-31 (UTC)."""
    n_cols = rng.choice((20, 40, 80, 160, 240)) if rng.random() < 0.5 else rng.randint(2, 8)
    n_rows = rng.randint(3, 25)
    hostile = rng.choice((0.0, 0.0, 0.02, 0.1))
    paren = rng.random() < 0.3 and known  # parenthesised negatives in a CSV cell
    bad_dates = _BAD_DATES if known else _BAD_DATES[:3]
    names = [f"gauge{index % 3}_{j}" for j in range(n_cols)]
    start = rng.randint(1, 3_000_000)
    days = sorted(rng.sample(range(start, start + 400), n_rows))
    cols = [Column(n) for n in names]
    lines = ["date," + ",".join(names)]
    bad: list[tuple[int, str]] = []
    for d in days:
        line = len(lines) + 1
        if rng.random() < 0.08:
            date, pos = rng.choice(bad_dates), None
            bad.append((line, date))
        else:
            y, m, dd = _date_of(d)
            date, pos = f"{y:04d}-{m:02d}-{dd:02d}", float(calendar.timegm((y, m, dd, 0, 0, 0)) // 86400)
        cells = [_cell(rng, hostile, paren=paren) for _ in names]
        lines.append(date + "," + ",".join(c.text for c in cells))
        for col, c in zip(cols, cells, strict=True):
            col.cells.append((line, "", c, pos))
    if len(bad) == len(days):
        return gen_csv(rng, index, known)
    g = Generated("gen.csv", ("\n".join(lines) + "\n").encode(), "csv",
                  metric_of={n: n for n in names}, columns=cols, bad_rows=bad)
    entity = "Gen"
    for col in cols:
        vals = [c.value for _, _, c, p in col.cells if c.value is not None and p is not None]
        if vals:
            g.question = (entity, col.name, max(vals))
            break
    return g


def _date_of(ordinal: int) -> tuple[int, int, int]:
    import datetime as dt

    d = dt.date.fromordinal(ordinal)
    return d.year, d.month, d.day


def gen_anchor(rng: random.Random, index: int) -> Generated:
    """anchor.md: ANCHOR's Share in this KB, values below the other KB's (a sure conflict)."""
    years = ("2019", "2018", "2017")
    cells = [_cell(rng, 0.1, paren=False) for _ in years]
    cells = [Cell(c.text, c.value, c.hostile) if c.value is None or c.value >= 0 else Cell(c.text[1:], -c.value)
             for c in cells]
    lines = [f"# Anchor {index}", "", "## Share", "", "| Programme | " + " | ".join(years) + " |",
             "|---|---|---|---|", f"| {ANCHOR} | " + " | ".join(c.text for c in cells) + " |",
             f"| Other {index % 9} | 1 | 2 | 3 |"]
    cols = [Column(y, [(7, ANCHOR, c, year_position(int(y))),
                       (8, f"Other {index % 9}", Cell(str(k + 1), float(k + 1)), year_position(int(y)))])
            for k, (y, c) in enumerate(zip(years, cells, strict=True))]
    return Generated("anchor.md", ("\n".join(lines) + "\n").encode(), "anchor",
                     metric_of={y: "Share" for y in years}, columns=cols,
                     anchor_values=tuple(c.value for c in cells if c.value is not None))


def anchor_other_md() -> str:
    lines = ["# Ratings elsewhere", "", "## Share", "", "| Programme | 2019 | 2018 |", "|---|---|---|"]
    lines.append(f"| {ANCHOR} | " + " | ".join(v for _, v in ANCHOR_OTHER) + " |")
    lines.append("| Someone Else | 3 | 4 |")
    return "\n".join(lines) + "\n"


def generate(rng: random.Random, index: int, mutate, known: bool = True) -> Generated:
    """One generated input: 32 % Markdown, 30 % HTML, 28 % wide CSV, 10 % a mutated one."""
    def csv(rng: random.Random, index: int) -> Generated:
        return gen_csv(rng, index, known)

    r = rng.random()
    if r < 0.32:
        g = gen_markdown(rng, index)
    elif r < 0.62:
        g = gen_html(rng, index)
    elif r < 0.9:
        g = csv(rng, index)
    else:
        g = rng.choice((gen_markdown, gen_html, csv))(rng, index)
        return Generated(g.file, mutate(g.data, rng), "mutated")
    return g


# --------------------------------------------------------------------------- the loss count
@dataclass
class ColumnCount:
    """Cells of generated columns by fate, and columns (all judged / with a cell lost)."""

    cells: int = 0
    stored: int = 0
    missing: int = 0
    reported: int = 0
    lost: int = 0
    wrong: int = 0
    columns: int = 0
    columns_lost: int = 0

    def add(self, other: ColumnCount) -> None:
        for k in ("cells", "stored", "missing", "reported", "lost", "wrong", "columns", "columns_lost"):
            setattr(self, k, getattr(self, k) + getattr(other, k))


def _count_of(problems: list[str], columns: set[str]) -> int:
    """Cells a file's problem lines count without naming their column ("3 non-numeric
    cell(s) in position columns …"); a line naming a column counts for that column only."""
    n = 0
    for p in problems:
        if any(f"'{c}'" in p for c in columns):  # names its cells, but "… and 2 more" counts the rest
            n += sum(int(m.group(1)) for m in re.finditer(r"and (\d+) more", p))
            continue
        for m in re.finditer(r"(\d+)\s+(?:non-numeric |number\(s\)|cell|value)", p):
            n += int(m.group(1))
    return n


#: words of a problem line about values not kept (not, say, "the row label 'X' repeats")
_LOSS_WORDS = ("missing", "non-numeric", "outside", "dropped", "not a number", "cannot be read", "unreadable",
               "float range", "not stored", "left out", "lost")


def _names(problems: list[str], line: int, column: str, label: str, cell: Cell) -> bool:
    """Whether a problem line about values not kept names this cell: its line, its column
    (quoted), its row's label, or (a long cell) its text."""
    for p in problems:
        if not any(w in p for w in _LOSS_WORDS):
            continue
        if line and (f":{line}:" in p or f":{line} " in p or f"line {line}" in p or f"line {line})" in p):
            return True
        if f"'{column}'" in p or (label and label in p) or (len(cell.text) >= 5 and cell.text[:40] in p):
            return True
    return False


def account(g: Generated, series: list, problems: list[str], axis_kind: str) -> tuple[ColumnCount, list[str]]:
    """The per-column loss count of one generated file against what its source stores
    (``series``: the source's; ``axis_kind``: the KB's, ``date`` positions are days from
    1970, ``datetime`` seconds)."""
    per_day = 86400.0 if axis_kind == "datetime" else 1.0
    total, notes = ColumnCount(), []
    if g.family == "mutated":
        return total, notes
    points: dict[str, Counter] = {}
    for se in series:
        for pos, val in zip(se.positions, se.values, strict=True):
            # a KB whose only axis is document tables' years has a number axis: the year
            pos = year_position(int(pos)) if axis_kind == "number" and float(pos).is_integer() and 0 < pos < 10000 \
                else pos / per_day
            if not math.isnan(val):
                points.setdefault(se.metric, Counter())[(float(pos), float(val))] += 1
                if math.isinf(val):
                    total.wrong += 1
                    notes.append(f"{g.file}: {se.metric} of {se.entity} holds {val} at {pos}")
    budget = _count_of(problems, set(g.metric_of))
    # rows a row-loss line counts without naming them ("line 6 …, line 19 … and 1 more")
    more_rows = {line for line, _ in g.bad_rows if not _names(problems, line, "", "", Cell("", None))}
    row_budget = sum(int(m.group(1)) for p in problems if "dropped" in p for m in re.finditer(r"and (\d+) more", p))
    counted_rows = set(sorted(more_rows)[:row_budget])
    # a metric the KB lost as a whole (a column made a text dimension, say) is lost unless named
    for col in g.columns:
        cc = ColumnCount()
        metric = g.metric_of[col.name]
        have = points.get(metric, Counter())
        for line, label, cell, pos in col.cells:
            cc.cells += 1
            if cell.value is None and not cell.hostile:
                cc.missing += 1
                continue
            if pos is None:  # a row whose date the KB cannot hold: reported by line, stored nowhere
                if line in counted_rows or _names(problems, line, "", "", Cell("", None)):
                    cc.reported += 1
                else:
                    cc.lost += 1
                    notes.append(f"{g.file}:{line}: row dropped without a problem naming it")
                continue
            if cell.value is not None and have[(pos, cell.value)] > 0:
                have[(pos, cell.value)] -= 1
                cc.stored += 1
                continue
            named = _names(problems, line, col.name, label, cell)
            if named or budget > 0:
                if not named:
                    budget -= 1
                cc.reported += 1
                continue
            cc.lost += 1
            notes.append(f"{g.file}: column {col.name!r} ({metric}) line {line or '?'} {label!r}: "
                         f"{cell.text[:20]!r} not stored and no problem names it")
        cc.columns, cc.columns_lost = 1, int(cc.lost > 0)
        total.add(cc)
    # values stored that no cell holds: wrong (a shifted rowspan, a year-0 row at 2000, inf)
    for metric, left in points.items():
        if metric not in set(g.metric_of.values()):
            continue
        extra = +left
        if extra:
            expected_at_bad = any(pos is None for c in g.columns for *_, pos in c.cells)
            n = sum(extra.values())
            total.wrong += n
            sample = ", ".join(f"{v:g} at {p:.0f}" for (p, v) in list(extra)[:3])
            notes.append(f"{g.file}: {n} value(s) of {metric} stored that no cell holds ({sample})"
                         + (" — rows with out-of-range dates" if expected_at_bad and g.bad_rows else ""))
    return total, notes


# --------------------------------------------------------------------------- answers
@dataclass
class AnswerCheck:
    crash: str | None = None
    wrong: str | None = None
    answered: int = 0
    refused: int = 0
    requests: int = 0


class Judge:
    """``facts`` / ``ask`` through the CLI (in-process, typer's runner) and served requests
    through the FastAPI app (in-process, Starlette's test client; one live app per mesh,
    which notices each re-ingest by ``PRAGMA data_version``)."""

    def __init__(self, kb: Path, other: Path | None = None):
        from fastapi.testclient import TestClient
        from typer.testing import CliRunner

        from noesis.cli import app as cli
        from noesis.server.app import create_app
        from noesis.server.deps import ServiceSettings

        self.kb, self.other = kb, other
        self.cli, self.runner = cli, CliRunner()
        self.client = TestClient(create_app(ServiceSettings(mesh=(kb,))), raise_server_exceptions=False)
        self.client.__enter__()
        self.mesh_client = None
        if other is not None:
            self.mesh_client = TestClient(create_app(ServiceSettings(mesh=(kb, other))), raise_server_exceptions=False)
            self.mesh_client.__enter__()

    def close(self) -> None:
        for c in (self.client, self.mesh_client):
            if c is not None:
                c.__exit__(None, None, None)

    def _cli(self, *args: str):
        res = self.runner.invoke(self.cli, list(args))
        if res.exception is not None and not isinstance(res.exception, SystemExit | NoesisError):
            raise RuntimeError(f"noesis {' '.join(args)}: {type(res.exception).__name__}: {res.exception}")
        return res

    def _post(self, client, path: str, body: dict):
        r = client.post(path, json=body)
        if r.status_code >= 500 and r.status_code != 503:
            raise RuntimeError(f"POST {path} {body.get('question')!r}: {r.status_code} {r.text[:200]}")
        return r.status_code, strict_json(r.text)

    def check(self, question: tuple[str, str, float | None] | None, anchor: tuple[float, ...] | None) -> AnswerCheck:
        out = AnswerCheck()
        try:
            res = self._cli("facts", str(self.kb), "--json")
            if res.exit_code == 0:
                facts = strict_json(res.output)
                n_cli = len(facts["facts"]) if isinstance(facts, dict) else len(facts)
            else:
                n_cli = None
            r = self.client.get("/v1/facts", params={"limit": 5000})
            out.requests += 1
            if r.status_code >= 500:
                raise RuntimeError(f"GET /v1/facts: {r.status_code} {r.text[:200]}")
            served = strict_json(r.text)
            if n_cli is not None and not served["truncated"] and served["count"] != n_cli:
                out.wrong = f"/v1/facts gives {served['count']} facts, `noesis facts` {n_cli}"
            if question is not None:
                self._question(question, out)
            if anchor is not None and self.mesh_client is not None:
                self._mesh(anchor, out)
        except RuntimeError as exc:
            out.crash = str(exc)[:300]
        except ValueError as exc:  # strict_json: Infinity / NaN / not JSON
            out.wrong = f"not JSON: {exc}"[:300]
        return out

    def _question(self, question: tuple[str, str, float | None], out: AnswerCheck) -> None:
        entity, metric, peak = question
        q = f"What was the peak {metric} of {entity}?"
        res = self._cli("ask", q, "--mesh", str(self.kb), "--json", "--policy", "engine")
        if res.exit_code != 0:
            raise RuntimeError(f"noesis ask {q!r}: exit {res.exit_code}: {res.output[-300:]}")
        got = strict_json(res.output)
        code, served = self._post(self.client, "/v1/ask", {"question": q, "deterministic": True})
        out.requests += 1
        if code != 200:
            raise RuntimeError(f"POST /v1/ask {q!r}: {code} {served}")
        if served["answer"] != got["answer"]:
            out.wrong = f"{q!r}: served {served['answer']!r} but the CLI {got['answer']!r}"
            return
        code, _ctx = self._post(self.client, "/v1/context", {"question": q})
        out.requests += 1
        result = got.get("result") or {}
        if "inf" in got["answer"].lower().split() or "infinity" in got["answer"].lower():
            out.wrong = f"{q!r} answered {got['answer']!r}"
            return
        if result.get("operation") == "fact" and got["verification"]["ok"]:
            ops = [o for o in result.get("operands", []) if o.get("statistic") == "max"
                   and o.get("entity") == entity and o.get("metric") == metric]
            if ops:
                out.answered += 1
                if peak is None:
                    return
                value = float(str(ops[0]["value"]).replace(",", ""))
                if not math.isclose(value, peak, rel_tol=1e-6, abs_tol=1e-6):
                    out.wrong = f"{q!r}: answered {ops[0]['value']} ({got['answer']!r}); the cells' peak is {peak:g}"
                return
        out.refused += 1

    def _mesh(self, anchor: tuple[float, ...], out: AnswerCheck) -> None:
        from noesis.answer import Engine
        from noesis.answer.verify import verify
        from noesis.mesh import Mesh

        q = f"What was the peak Share of {ANCHOR}?"
        other_peak = max(float(v) for _, v in ANCHOR_OTHER)
        res = self._cli("ask", q, "--mesh", str(self.kb), "--mesh", str(self.other), "--json")
        if res.exit_code != 0:
            raise RuntimeError(f"noesis ask {q!r} (mesh): exit {res.exit_code}: {res.output[-300:]}")
        got = strict_json(res.output)
        code, served = self._post(self.mesh_client, "/v1/ask", {"question": q, "deterministic": True})
        out.requests += 1
        if code != 200:
            raise RuntimeError(f"POST /v1/ask (mesh) {q!r}: {code} {served}")
        result = got.get("result") or {}
        if not anchor:  # this KB holds no value of ANCHOR: the other KB's answer stands
            if result.get("reason_kind") == "kb_conflict":
                out.wrong = f"mesh: a conflict reported where this KB holds no {ANCHOR} value: {got['answer']!r}"
            return
        mine = max(anchor)
        if result.get("operation") != "refusal" or result.get("reason_kind") != "kb_conflict":
            out.wrong = (f"mesh: {ANCHOR} is {mine:g} here, {other_peak:g} in the other KB, and the answer is "
                         f"not a question back: {got['answer']!r} (verification ok={got['verification']['ok']})")
            return
        if served["answer"] != got["answer"]:
            out.wrong = f"mesh: served {served['answer']!r} but the CLI {got['answer']!r}"
            return
        with Mesh.open([self.kb, self.other]) as mesh:
            ctx = Engine(mesh).context(q)
            for side in (mine, other_peak):
                v = verify(f"The peak Share of {ANCHOR} was {side:g}.", ctx, mesh)
                if v.ok:
                    out.wrong = f"mesh: one side ({side:g}) verified: {v.summary()}"
                    return
        out.answered += 1


# --------------------------------------------------------------------------- a real server
def real_server(kb: Path, other: Path, timeout: float = 60.0) -> dict:
    """``noesis serve`` on loopback over the mesh of the two KBs (a process of its own): the
    mesh question, ``/v1/facts`` and ``/api/chat`` must answer 200 with strict JSON, the
    answer a question back when the KBs disagree. Stopped by its PID."""
    import os
    import signal
    import socket
    import subprocess
    import sys
    import time
    import urllib.request

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "noesis", "serve", "--mesh", str(kb), "--mesh", str(other),
                             "--host", "127.0.0.1", "--port", str(port), "--log-level", "warning"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    base = f"http://127.0.0.1:{port}"

    def call(path: str, body: dict | None = None) -> tuple[int, object]:
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(base + path, data=data, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                return r.status, strict_json(r.read().decode())
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode()[:300]

    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                if call("/healthz")[0] == 200:
                    break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                return {"crash": f"noesis serve did not start: {proc.stderr.read().decode()[-300:]}"}
            time.sleep(0.3)
        q = f"What was the peak Share of {ANCHOR}?"
        out: dict = {"requests": 0}
        for path, body in (("/v1/ask", {"question": q, "deterministic": True}), ("/v1/facts?limit=5000", None),
                           ("/api/chat", {"model": "deterministic", "stream": False,
                                          "messages": [{"role": "user", "content": q}]})):
            code, got = call(path, body)
            out["requests"] += 1
            if code != 200:
                out["crash" if code >= 500 else "wrong"] = f"{path}: {code} {got}"
                return out
            if path == "/v1/ask":
                out["answer"] = got["answer"]
                out["reason_kind"] = (got.get("result") or {}).get("reason_kind")
        return out
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
