// The Noēsis page: ask → POST /v1/ask (include_context) → answer beside the tier panels.
// Plain DOM, no framework; every piece of data goes in through textContent.
"use strict";
const params = new URLSearchParams(location.search);

const $ = (id) => document.getElementById(id);
const T = window.NoesisTrace;
let history = [];
let hasModel = true;  // until /healthz says otherwise

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

function render(a, selected) {
  $("result").hidden = false;
  renderAnswer(a.answer);
  renderMeta(a);
  renderList("citations", a.citations.map((c) => [c.source, c.window ? "@ " + c.window : "", c.kb ? `(${c.kb})` : ""]
    .filter(Boolean).join(" ")), "no citations");
  T.renderRoute($("route"), a.route);
  T.renderTrace($("trace"), a, selected, hasModel);
  renderList("unresolved", a.unresolved, "none");
  renderTiers(a.context);
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
  try {
    const a = await call("POST", "/v1/ask", body);
    render(a, armValue);
    history = body.history.concat([{ role: "user", content: question }, { role: "assistant", content: a.answer }]);
    updateTurns();
    document.body.dataset.state = "done";
  } catch (e) {
    showError(e.message);
    document.body.dataset.state = "error";
  } finally {
    $("ask").disabled = false;
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
    const box = $("mesh");
    box.replaceChildren();
    for (const kb of data.kbs) {
      const chip = el("span", "chip", `${kb.name} · ${kb.sources.length} sources · ${kb.axis.name}`);
      chip.title = kb.description || kb.name;
      box.append(chip);
    }
  } catch (e) {
    if (e.status !== 401 && e.status !== 403) showError(e.message);
  }
}

$("ask-form").addEventListener("submit", ask);
$("reset").addEventListener("click", () => { history = []; updateTurns(); $("result").hidden = true; });
$("question").addEventListener("keydown", (e) => {
  if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); ask(); }
});

if (params.get("arm")) $("arm").value = params.get("arm");
if (params.get("q")) $("question").value = params.get("q");
loadMesh().then(() => { if (params.get("q") && params.get("run") !== "0") ask(); });
