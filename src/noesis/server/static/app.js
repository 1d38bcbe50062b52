// The Noēsis page: ask → POST /v1/ask (include_context) → answer beside the tier panels.
// Example questions come from GET /v1/examples, the chart of the series an answer is about
// from GET /v1/series (drawn here as plain SVG: nothing is downloaded), a citation's rows or
// passage from GET /v1/cite. Plain DOM, no framework; every piece of data goes in through
// textContent.
"use strict";
const params = new URLSearchParams(location.search);

const $ = (id) => document.getElementById(id);
const T = window.NoesisTrace;
let history = [];
let hasModel = true;  // until /healthz says otherwise
let kbAxes = {};  // KB name -> axis kind
const SVG = "http://www.w3.org/2000/svg";

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

function headers() {
  const h = { "Content-Type": "application/json" };
  const key = sessionStorage.getItem("noesis-key");
  if (key) h.Authorization = "Bearer " + key;
  return h;
}

async function call(method, path, body) {
  const resp = await fetch(path, { method, headers: headers(), body: body ? JSON.stringify(body) : undefined });
  let data = null;
  try { data = await resp.json(); } catch (e) { data = null; }
  if (!resp.ok) {
    if (resp.status === 401 || resp.status === 403) $("keybox").hidden = false;
    const msg = data && data.error ? data.error.message : resp.statusText;
    const err = new Error(`${resp.status}: ${msg}`);
    err.status = resp.status;
    throw err;
  }
  return data;
}

// POST /v1/ask/stream: the engine's phases and the model's text as it is written, then the
// whole answer (what POST /v1/ask returns). window.noesisPhases keeps the stages seen.
async function askStreamed(body) {
  window.noesisPhases = [];
  const resp = await fetch("/v1/ask/stream", { method: "POST", headers: headers(), body: JSON.stringify(body) });
  if (!resp.ok) {
    let data = null;
    try { data = await resp.json(); } catch (e) { data = null; }
    if (resp.status === 401 || resp.status === 403) $("keybox").hidden = false;
    const err = new Error(`${resp.status}: ${data && data.error ? data.error.message : resp.statusText}`);
    err.status = resp.status;
    throw err;
  }
  const reader = resp.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "", streamed = "", final = null;
  const handle = (line) => {
    if (!line.trim()) return;
    const ev = JSON.parse(line);
    if (ev.event === "phase") {
      window.noesisPhases.push(ev.stage);
      $("phase").textContent = ev.label + "\u2026";
    } else if (ev.event === "delta") {
      if (!streamed) {  // the first words: show them where the answer goes
        $("result").hidden = false;
        $("citations").replaceChildren();
        $("chart-panel").hidden = true;
      }
      streamed += ev.text;
      $("answer").textContent = streamed;
    } else if (ev.event === "answer") {
      final = ev.answer;
    } else if (ev.event === "error") {
      const err = new Error(`${ev.error.status}: ${ev.error.message}`);
      err.status = ev.error.status;
      throw err;
    }
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n")) >= 0) {
      handle(buffer.slice(0, cut));
      buffer = buffer.slice(cut + 1);
    }
  }
  handle(buffer + decoder.decode());
  if (!final) throw new Error("the answer stream ended without an answer");
  return final;
}

function showError(message) {
  const box = $("error");
  box.textContent = message;
  box.hidden = !message;
}

// The answer text, with [source @ window] citations marked.
function renderAnswer(text) {
  const p = $("answer");
  p.replaceChildren();
  const re = /\[[^\[\]]+\]/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) p.append(document.createTextNode(text.slice(last, m.index)));
    p.append(el("mark", "cite", m[0]));
    last = m.index + m[0].length;
  }
  if (last < text.length) p.append(document.createTextNode(text.slice(last)));
}

function renderMeta(a) {
  const meta = $("meta");
  const det = a.mode === "deterministic" || a.deterministic;
  meta.replaceChildren(el("span", det ? "badge det" : "badge", "mode: " + T.modeLabel(a)));
  if (a.degraded) meta.append(el("span", "badge bad", "degraded: " + a.degraded));
  if (a.hydration && a.hydration.fired) meta.append(el("span", "badge", "hydrated"));
  if (a.timings && a.timings.total !== undefined) meta.append(el("span", "badge", a.timings.total + " ms"));
}

function renderList(id, values, empty) {
  const ul = $(id);
  ul.replaceChildren();
  if (!values.length) { ul.append(el("li", "empty", empty)); return; }
  for (const v of values) ul.append(el("li", null, v));
}

function renderTiers(context) {
  const tiers = (context && context.tiers) || [];
  for (const n of [0, 1, 2]) {
    const panel = $("tier-" + n);
    const blocks = panel.querySelector(".blocks");
    blocks.replaceChildren();
    const mine = tiers.filter((t) => t.tier === n);
    const count = mine.reduce((s, t) => s + t.items.length, 0);
    panel.querySelector(".count").textContent = count + (count === 1 ? " item" : " items");
    if (!count) { blocks.append(el("p", "empty", "nothing selected at this tier")); continue; }
    for (const t of mine) {
      if (!t.items.length) continue;
      const block = el("div", "block");
      block.append(el("h4", null, t.label));
      for (const it of t.items) {
        const row = el("div", "item " + it.kind);
        row.append(el("span", "src", [it.kb, it.source, it.window, it.kind].filter(Boolean).join(" · ")));
        row.append(document.createTextNode(it.text));
        block.append(row);
      }
      blocks.append(block);
    }
  }
}

// The answer's citations, each once: a repeat is dropped, and so is a citation of a whole
// source that the same answer also cites at a window.
function uniqueCitations(citations) {
  const seen = new Set();
  const windowed = new Set(citations.filter((c) => c.window).map((c) => c.kb + "\u0000" + c.source));
  const out = [];
  for (const c of citations) {
    const key = [c.kb, c.source, c.window].join("\u0000");
    if (seen.has(key) || (!c.window && windowed.has(c.kb + "\u0000" + c.source))) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

// The window a citation without one stands for: the question's address on that KB.
function addressOf(a, kb) {
  const ws = ((a.trace || {}).addresses || {})[kb] || [];
  return ws.length ? ws[0] : null;
}

function operandFor(a, c) {
  const ops = (a.result && a.result.operands) || [];
  return ops.find((o) => o.kb === c.kb && o.source === c.source) || null;
}

function renderCitations(a) {
  const ul = $("citations");
  ul.replaceChildren();
  const cites = uniqueCitations(a.citations || []);
  if (!cites.length) { ul.append(el("li", "empty", "no citations")); return; }
  for (const c of cites) {
    const li = el("li", "citation");
    const chip = el("button", "cite-open", [c.source, c.window ? "@ " + c.window : "", c.kb ? `(${c.kb})` : ""]
      .filter(Boolean).join(" "));
    chip.type = "button";
    chip.setAttribute("aria-expanded", "false");
    chip.addEventListener("click", () => openCitation(li, chip, c, a));
    li.append(chip);
    ul.append(li);
  }
}

async function openCitation(li, chip, c, a) {
  const open = li.querySelector(".cite-view");
  if (open) { open.remove(); chip.setAttribute("aria-expanded", "false"); return; }
  const q = new URLSearchParams({ kb: c.kb, source: c.source });
  const op = operandFor(a, c);
  if (op && op.window && op.window[0] !== op.window[1]) {  // an interval answer: the rows it was computed over
    q.set("start", op.window[0]); q.set("end", op.window[1]); q.set("context", "0");
  } else if (c.window) q.set("window", c.window);
  else {
    const w = addressOf(a, c.kb);
    if (w) { q.set("start", w.start); q.set("end", w.end); q.set("context", "0"); }
  }
  if (op && op.entity) q.set("entity", op.entity);
  const view = el("div", "cite-view");
  li.append(view);
  chip.setAttribute("aria-expanded", "true");
  try {
    const r = await call("GET", "/v1/cite?" + q.toString());
    renderCited(view, r);
  } catch (e) {
    view.append(el("p", "error", e.message));
  }
}

function renderCited(view, r) {
  view.dataset.kind = r.kind;
  const where = r.window_label ? `${r.source} \u00b7 ${r.axis.name} ${r.window_label}` : `${r.source} \u00b7 from its start`;
  view.append(el("p", "muted", where + (r.truncated ? " (first rows only)" : "")));
  if (r.kind === "rows") {
    if (!r.rows.length) { view.append(el("p", "empty", "no rows in this window")); return; }
    const table = el("table", "rows");
    const head = el("tr");
    for (const h of ["line", r.time_column || r.axis.name, ...r.columns]) head.append(el("th", null, h));
    table.append(head);
    for (const row of r.rows) {
      const tr = el("tr", row.cited ? "row cited" : "row");
      tr.dataset.line = row.line;
      tr.append(el("td", "line", row.line), el("td", null, row.label ?? ""));
      for (const v of row.values) tr.append(el("td", null, v ?? ""));
      table.append(tr);
    }
    view.append(table);
    return;
  }
  if (!r.passages.length) { view.append(el("p", "empty", "no passage in this window")); return; }
  for (const p of r.passages) {
    const box = el("blockquote", p.cited ? "passage cited" : "passage");
    const head = [p.label, p.speaker, p.section].filter(Boolean).join(" \u00b7 ");
    if (head) box.append(el("span", "src", head));
    box.append(document.createTextNode(p.text));
    view.append(box);
  }
}

// ---------------------------------------------------------------- the chart of the series
function svgNode(tag, attrs, text) {
  const n = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) n.setAttribute(k, String(v));
  if (text !== undefined) n.textContent = String(text);
  return n;
}

function fmtValue(v) { return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(6))); }

// The series an answer is about: its operands with an entity and a metric, each once; those
// of the first operand's KB and metric are drawn together (a comparison: up to three).
function chartTargets(a) {
  const ops = ((a.result && a.result.operands) || []).filter((o) => o.kb && o.metric && o.entity);
  if (!ops.length) return [];
  const seen = new Set();
  return ops.filter((o) => {
    const key = [o.kb, o.source, o.entity, o.metric].join("\u0000");
    if (seen.has(key) || o.kb !== ops[0].kb || o.metric !== ops[0].metric) return false;
    seen.add(key);
    return true;
  }).slice(0, 3);
}

async function renderChart(a) {
  const panel = $("chart-panel");
  const ops = chartTargets(a);
  if (!ops.length) { panel.hidden = true; $("chart").replaceChildren(); return; }
  let series;
  try {
    series = await Promise.all(ops.map((op) => {
      const q = new URLSearchParams({ kb: op.kb, metric: op.metric, entity: op.entity, max_points: "600" });
      if (op.source) q.set("source", op.source);
      return call("GET", "/v1/series?" + q.toString());
    }));
  } catch (e) {
    panel.hidden = true;
    return;
  }
  panel.hidden = false;
  const op = ops[0];
  const addr = addressOf(a, op.kb);
  const win = op.window && op.window.length === 2 ? { start: op.window[0], end: op.window[1] } : addr;
  drawSeries($("chart"), series, win, ops);
  const s = series[0];
  $("chart-title").textContent = `${series.map((x) => x.entity).join(" vs ")} \u00b7 ${s.metric}` + (s.unit ? ` (${s.unit})` : "");
  $("chart-note").textContent = series.map((x) => `${x.count} readings from ${x.source}`
    + (x.downsampled ? `, ${x.points.length} drawn` : "")
    + (x.peak ? ` (peak ${fmtValue(x.peak.value)} at ${x.peak.label})` : "")).join("; ")
    + (series.some((x) => x.downsampled) ? " \u00b7 downsampled: each stretch keeps its lowest and highest reading" : "");
}

function drawSeries(box, series, win, ops) {
  box.replaceChildren();
  const n = series.length;
  const W = 560, H = 250 + 14 * (n - 1), L = 56, R = 14, TP = 26 + 14 * (n - 1), B = 36;
  const all = series.flatMap((s) => s.points);
  if (!all.length) { box.append(el("p", "empty", "no readings")); return; }
  const kind = series[0].axis.kind;
  const x0 = Math.min(...all.map((p) => p.position)), x1 = Math.max(...all.map((p) => p.position));
  let y0 = Math.min(...all.map((p) => p.value)), y1 = Math.max(...all.map((p) => p.value));
  if (y0 === y1) { y0 -= 1; y1 += 1; }
  const pad = (y1 - y0) * 0.08;
  y0 -= pad; y1 += pad;
  const X = (v) => L + (x1 === x0 ? 0.5 : (v - x0) / (x1 - x0)) * (W - L - R);
  const Y = (v) => TP + (1 - (v - y0) / (y1 - y0)) * (H - TP - B);
  const svg = svgNode("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", class: "series",
    "aria-label": `${series[0].metric} of ${series.map((s) => s.entity).join(", ")} over ${series[0].axis.name}` });
  svg.append(svgNode("rect", { x: L, y: TP, width: W - L - R, height: H - TP - B, class: "plot" }));
  if (win && win.end >= x0 && win.start <= x1) {
    const a = Math.max(win.start, x0), b = Math.min(win.end, x1);
    const w = Math.max(X(b) - X(a), 2);
    const r = svgNode("rect", { x: X(a) - (w === 2 ? 1 : 0), y: TP, width: w, height: H - TP - B, class: "window" });
    r.dataset.start = win.start; r.dataset.end = win.end;
    r.append(svgNode("title", {}, `asked: ${T.formatPosition(win.start, kind)}\u2013${T.formatPosition(win.end, kind)}`));
    svg.append(r);
  }
  const unit = kind === "clock" && x1 - x0 >= 600 ? 60 : (kind === "date" || (kind !== "datetime" && x1 - x0 >= 8)) ? 1 : 0;
  for (let i = 0; i <= 4; i++) {  // axis ticks in the axis's own form, on whole minutes / days / numbers
    const raw = x0 + (x1 - x0) * i / 4;
    const v = i === 0 || i === 4 || !unit ? raw : Math.round(raw / unit) * unit;
    svg.append(svgNode("line", { x1: X(v), x2: X(v), y1: H - B, y2: H - B + 4, class: "tick" }));
    svg.append(svgNode("text", { x: X(v), y: H - B + 16, class: "xlabel", "text-anchor": i === 0 ? "start" : i === 4 ? "end" : "middle" },
      T.formatPosition(v, kind)));
  }
  for (const v of [y0 + pad, y1 - pad]) {
    svg.append(svgNode("text", { x: L - 6, y: Y(v) + 4, class: "ylabel", "text-anchor": "end" }, fmtValue(v)));
    svg.append(svgNode("line", { x1: L, x2: W - R, y1: Y(v), y2: Y(v), class: "grid" }));
  }
  series.forEach((s, k) => {
    const pts = s.points;
    if (!pts.length) return;
    const d = pts.map((p, i) => `${i ? "L" : "M"}${X(p.position).toFixed(1)},${Y(p.value).toFixed(1)}`).join(" ");
    const line = svgNode("path", { d, class: `line s${k}` });
    line.dataset.entity = s.entity;
    svg.append(line);
    const op = ops[k];
    for (const pos of new Set(((op && op.positions) || []).map(Number))) {  // the answer's points
      const near = pts.reduce((b, p) => (Math.abs(p.position - pos) < Math.abs(b.position - pos) ? p : b), pts[0]);
      const c = svgNode("circle", { cx: X(pos), cy: Y(near.value), r: 5, class: "answer-point" });
      c.dataset.position = pos;
      c.dataset.entity = s.entity;
      c.append(svgNode("title", {}, `the answer: ${s.entity} at ${T.formatPosition(pos, kind)}`));
      svg.append(c);
    }
    if (s.peak) {
      const px = X(s.peak.position), py = Y(s.peak.value);
      const g = svgNode("g", { class: `peak s${k}` });
      g.dataset.position = s.peak.position;
      g.dataset.label = s.peak.label;
      g.dataset.value = s.peak.value;
      g.dataset.entity = s.entity;
      g.append(svgNode("path", { d: `M${px},${py - 4} l-6,-10 h12 z`, class: "peak-marker" }));
      const right = px > W / 2;
      const who = n > 1 ? `${s.entity}: ` : "";
      g.append(svgNode("text", { x: px + (right ? -10 : 10), y: 18 + 14 * k, class: "peak-label", "text-anchor": right ? "end" : "start" },
        `${who}peak ${fmtValue(s.peak.value)}${s.unit ? " " + s.unit : ""} \u00b7 ${s.peak.label}`));
      svg.append(g);
    }
  });
  box.append(svg);
}

function render(a, selected) {
  $("result").hidden = false;
  renderAnswer(a.answer);
  renderMeta(a);
  renderCitations(a);
  T.renderRoute($("route"), a.route);
  T.renderTrace($("trace"), a, selected, hasModel);
  renderList("unresolved", a.unresolved, "none");
  renderTiers(a.context);
  return renderChart(a);
}

function updateTurns() {
  $("turns").textContent = history.length ? `${history.length / 2} previous turn(s)` : "";
}

async function ask(event) {
  if (event) event.preventDefault();
  const question = $("question").value.trim();
  if (!question) { showError("Type a question first."); return; }
  const armValue = $("arm").value;
  const body = {
    question,
    arm: armValue === "deterministic" ? "full" : armValue,
    deterministic: armValue === "deterministic",
    history: $("follow").checked ? history : [],
    include_context: true,
    allow_degraded: true,
  };
  const key = $("apikey").value.trim();
  if (key) sessionStorage.setItem("noesis-key", key);
  showError("");
  document.body.dataset.state = "loading";
  $("ask").disabled = true;
  $("phase").textContent = body.deterministic ? "resolving against the KBs\u2026" : "assembling the context and asking the model\u2026";
  try {
    const a = await askStreamed(body);
    $("phase").textContent = "drawing the series\u2026";
    await render(a, armValue);
    history = body.history.concat([{ role: "user", content: question }, { role: "assistant", content: a.answer }]);
    updateTurns();
    document.body.dataset.state = "done";
  } catch (e) {
    showError(e.message);
    document.body.dataset.state = "error";
  } finally {
    $("ask").disabled = false;
    $("phase").textContent = "";
  }
}

// Without a model the arms cannot be honoured: they stay listed but disabled, and
// "deterministic" is selected (unless a link asked for a mode explicitly).
function offerOnlyTheEngine() {
  for (const opt of $("arm").options) {
    if (opt.value === "deterministic") continue;
    opt.disabled = true;
    opt.textContent = opt.value + " (needs a model)";
  }
  if (!params.get("arm")) $("arm").value = "deterministic";
}

async function loadMesh() {
  try {
    const health = await call("GET", "/healthz");
    $("health").textContent = `v${health.version} · ${health.model ? "model: " + health.model : "no model: deterministic answers"}`;
    hasModel = Boolean(health.model);
    if (!hasModel) offerOnlyTheEngine();
    const data = await call("GET", "/v1/kbs");
    // the examples are fetched before anything is drawn, so the page's layout does not move
    // under a pointer once the KB chips are there
    let examples = { questions: [] };
    try { examples = await call("GET", "/v1/examples?limit=5"); } catch (e) { examples = { questions: [] }; }
    const box = $("mesh");
    box.replaceChildren();
    kbAxes = Object.fromEntries(data.kbs.map((kb) => [kb.name, kb.axis.kind]));
    T.setAxes(kbAxes);
    for (const kb of data.kbs) {
      const chip = el("span", "chip", `${kb.name} · ${kb.sources.length} sources · ${kb.axis.name}`);
      chip.title = kb.description || kb.name;
      box.append(chip);
    }
    renderExamples(examples);
  } catch (e) {
    if (e.status !== 401 && e.status !== 403) showError(e.message);
  }
}

// Questions built from the mesh's own inventory (GET /v1/examples): one click asks one.
function renderExamples(data) {
  const box = $("examples");
  box.replaceChildren();
  if (!data.questions.length) { box.hidden = true; return; }
  box.append(el("span", "muted", "Try:"));
  for (const q of data.questions) {
    const b = el("button", "example", q.question);
    b.type = "button";
    b.title = `${q.kb} \u00b7 ${q.source}`;
    b.dataset.kb = q.kb;
    b.addEventListener("click", () => {
      $("question").value = q.question;
      if (document.body.dataset.state !== "loading") ask();
    });
    box.append(b);
  }
  box.hidden = false;
  $("question").placeholder = "Ask a question, e.g. " + data.questions[0].question;
}

$("ask-form").addEventListener("submit", ask);
$("reset").addEventListener("click", () => { history = []; updateTurns(); $("result").hidden = true; });
$("question").addEventListener("keydown", (e) => {
  if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); ask(); }
});

if (params.get("arm")) $("arm").value = params.get("arm");
if (params.get("q")) $("question").value = params.get("q");
loadMesh().then(() => { if (params.get("q") && params.get("run") !== "0") ask(); });
