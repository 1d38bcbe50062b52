// The trace panel and the readable route of the Noēsis page: what an answer rests on, from the
// typed fields of POST /v1/ask (route, trace, result, verification). Every value goes in
// through textContent. Exposes window.NoesisTrace = { renderRoute, renderTrace, modeLabel,
// formatPosition, setAxes }: positions are shown in each KB's axis form (dates, clock times).
"use strict";

(function () {
  function node(tag, cls, text) {
    const n = document.createElement(tag);
    if (cls) n.className = cls;
    if (text !== undefined && text !== null) n.textContent = String(text);
    return n;
  }

  // A stored position as the axis writes it (mirrors noesis.axis.format_position): a date
  // axis stores days since 1970-01-01, datetime seconds since then, clock seconds.
  function pad(n) { return String(n).padStart(2, "0"); }
  function formatNumber(v) {
    if (Number.isInteger(v)) return String(v);
    return String(Number(v.toFixed(6)));
  }
  function formatPosition(value, kind) {
    if (value === null || value === undefined || Number.isNaN(Number(value))) return "n/a";
    const v = Number(value);
    if (kind === "clock") {
      const sign = v < 0 ? "-" : "";
      const t = Math.round(Math.abs(v));
      const h = Math.floor(t / 3600), m = Math.floor((t % 3600) / 60), s = t % 60;
      return sign + (h ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`);
    }
    if (kind === "date" || kind === "datetime") {
      const d = new Date(kind === "date" ? Math.floor(v) * 86400000 : v * 1000);
      if (Number.isNaN(d.getTime())) return formatNumber(v);
      const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
      if (kind === "date") return day;
      const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
      return d.getUTCSeconds() ? `${day} ${time}:${pad(d.getUTCSeconds())}` : `${day} ${time}`;
    }
    return formatNumber(v);
  }

  let axes = {};  // KB name -> axis kind, from GET /v1/kbs
  function setAxes(map) { axes = map || {}; }
  function at(kb, value) { return formatPosition(value, axes[kb]); }

  function quoted(text) { return "\u201c" + text + "\u201d"; }

  // A plain value as words: lists joined by commas, objects as "key: value; …" (never JSON).
  function words(value) {
    if (value === null || value === undefined) return "none";
    if (Array.isArray(value)) return value.length ? value.map(words).join(", ") : "none";
    if (typeof value === "object") {
      const parts = Object.entries(value).map(([k, v]) => k + ": " + words(v));
      return parts.length ? parts.join("; ") : "none";
    }
    return String(value);
  }

  function list(box, items, empty) {
    const ul = node("ul");
    if (!items.length) ul.append(node("li", "empty", empty));
    for (const it of items) ul.append(typeof it === "string" ? node("li", null, it) : it);
    box.append(ul);
  }

  function section(parent, id, title) {
    const box = node("div", "trace-part");
    box.id = id;
    box.append(node("h4", null, title));
    parent.append(box);
    return box;
  }

  // The route as sentences: where the question went and why.
  function renderRoute(box, route) {
    box.replaceChildren();
    if (!route) { box.append(node("span", "empty", "no route")); return; }
    const kbs = route.kbs || [];
    const line = node("div");
    line.append(kbs.length ? "Routed to " : "Routed to no KB");
    kbs.forEach((k, i) => { if (i) line.append(", "); line.append(node("code", null, k)); });
    const sources = route.sources || [];
    if (sources.length) {
      line.append(" \u2014 sources ");
      sources.forEach((s, i) => {
        if (i) line.append(", ");
        line.append(node("code", null, s.source));
        if (kbs.length > 1) line.append(` (${s.kb})`);
      });
    }
    box.append(line);
    if (route.rule) {
      box.append(node("div", "muted", "why: " + route.rule + (route.hard ? " (the route is committed)" : "")));
    }
    const regions = Object.entries(route.regions || {});
    if (regions.length) box.append(node("div", "muted", "regions: " + words(route.regions)));
    for (const [key, value] of Object.entries(route)) {
      if (["kbs", "sources", "rule", "hard", "regions"].includes(key) || value === null || value === undefined) continue;
      if (typeof value === "object" && !Object.keys(value).length) continue;
      box.append(node("div", "muted", `${key.replace(/_/g, " ")}: ${words(value)}`));
    }
  }

  function referenceLines(refs) {
    const lines = [];
    for (const m of refs.matched || []) {
      lines.push(`matched ${quoted(m.text)} \u2192 ${m.level} ${m.target} (${m.kb}) \u2014 ${m.rule}`);
    }
    for (const r of refs.rejected || []) {
      const c = r.candidates && r.candidates.length ? ` (candidates: ${r.candidates.join(", ")})` : "";
      lines.push(`rejected ${quoted(r.text)} \u2014 ${r.rule}${c}`);
    }
    for (const u of refs.unresolved || []) lines.push(`unresolved ${quoted(u)} \u2014 no KB holds it`);
    for (const a of refs.ambiguous || []) lines.push(`ambiguous ${quoted(a.text)} \u2014 fits ${a.candidates.join(", ")}`);
    return lines;
  }

  function addressLines(addresses) {
    const lines = [];
    for (const [kb, windows] of Object.entries(addresses || {})) {
      for (const w of windows) {
        const span = w.kind === "point" || w.start === w.end ? at(kb, w.anchor ?? w.start)
          : `${at(kb, w.start)}\u2013${at(kb, w.end)}` + (w.anchor !== null && w.anchor !== undefined
            ? ` (around ${at(kb, w.anchor)})` : "");
        lines.push(`${kb}: ${w.kind} ${quoted(w.text)} \u2192 ${span}`);
      }
    }
    return lines;
  }

  function operandLine(o, i) {
    const what = [o.entity, o.metric, o.statistic].filter(Boolean).join(" \u00b7 ");
    const when = o.positions_text && o.positions_text.length ? " at " + o.positions_text.join(", ") : "";
    const within = o.window && o.window.length === 2 ? ` within ${at(o.kb, o.window[0])}\u2013${at(o.kb, o.window[1])}` : "";
    const where = [o.source, o.kb].filter(Boolean).join(", ");
    return `${i + 1}. ${what} = ${o.value ?? "?"}${o.unit ? " " + o.unit : ""}${when}${within} [${where}]`;
  }

  function renderResult(box, result) {
    if (!result) { box.append(node("p", "empty", "no computed result: the engine did not resolve this question")); return; }
    const head = node("p", "operator");
    head.append(node("b", null, result.operation));
    if (result.value !== null && result.value !== undefined) {
      head.append(` = ${result.value}${result.unit ? " " + result.unit : ""}`);
      if (result.percent) head.append(` (${result.percent}%)`);
    }
    box.append(head);
    if (result.reason) box.append(node("p", "muted", "why: " + result.reason));
    if (result.not_applied && result.not_applied.length) {
      box.append(node("p", "muted", "not applied: " + result.not_applied.join("; ")));
    }
    if (result.how) box.append(node("p", "muted", "how: " + result.how));
    list(box, (result.operands || []).map(operandLine), "no operands");
    if (result.not_covered && result.not_covered.length) {
      box.append(node("p", "muted", "not covered: " + result.not_covered.join(", ")));
    }
  }

  function renderVerification(box, v) {
    if (!v) { box.append(node("p", "empty", "not verified (verify=off)")); return; }
    if (!(v.claims || []).length && v.ok) {  // nothing was checked: no green verdict
      box.append(node("p", "verdict none", "nothing to verify: the answer states no number, position or name"));
      return;
    }
    box.append(node("p", v.ok ? "verdict ok" : "verdict bad", v.summary));
    const table = node("table", "claims");
    const head = node("tr");
    for (const h of ["claim", "kind", "verdict", "evidence"]) head.append(node("th", null, h));
    table.append(head);
    for (const c of v.claims || []) {
      const row = node("tr", "claim " + c.status);
      row.append(node("td", null, c.text), node("td", null, c.kind), node("td", "status", c.status),
                 node("td", null, [c.evidence, c.note].filter(Boolean).join(" \u2014 ")));
      table.append(row);
    }
    box.append(table);
  }

  // "deterministic (the engine alone)" or "arm full · model m", from what answered.
  function modeLabel(a) {
    if (a.mode === "deterministic" || a.deterministic) return "deterministic (the engine alone)";
    return "arm " + a.arm + (a.model ? " \u00b7 model " + a.model : "");
  }

  // Why the mode used differs from the one selected, or "" when they agree.
  function modeNote(selected, a, hasModel) {
    const used = a.mode || (a.deterministic ? "deterministic" : a.arm);
    if (selected === used) return "";
    if (used === "deterministic" && a.degraded) return `selected ${selected}: the model failed, the engine answered alone`;
    if (used === "deterministic" && !hasModel) return `selected ${selected}: no model is configured, the engine answered alone`;
    if (used === "deterministic") return `selected ${selected}: the engine resolved the question itself (policy ${a.policy})`;
    return `selected ${selected}, answered with ${used}`;
  }

  function renderTrace(panel, a, selected, hasModel) {
    panel.replaceChildren(node("h2", null, "Trace"));
    const mode = section(panel, "trace-mode", "Mode");
    mode.append(node("p", null, "selected " + selected + " \u2192 used " + modeLabel(a)));
    const note = modeNote(selected, a, hasModel);
    if (note) mode.append(node("p", "muted", note));
    const t = a.trace || {};
    list(section(panel, "trace-refs", "References"), referenceLines(t.references || {}), "no references");
    list(section(panel, "trace-addresses", "Addresses"), addressLines(t.addresses), "no address on the axis");
    list(section(panel, "trace-ops", "Operations asked"), t.operations || [], "none");
    list(section(panel, "trace-not-applied", "Not applied"),
         (t.not_applied || []).map((n) => `${quoted(n.text)}: ${n.why}`), "nothing left unapplied");
    renderResult(section(panel, "trace-result", "Computed result"), a.result);
    renderVerification(section(panel, "trace-verification", "Verification"), a.verification);
  }

  window.NoesisTrace = { renderRoute, renderTrace, modeLabel, modeNote, words, formatPosition, setAxes };
})();
