// agentschool web UI panels: approvals inbox, learned functions, agents (state, incidents), usage and cost, evals.
// Loaded before app.js (both deferred, so in order); they share the page's globals and
// call app.js's helpers ($, el, svg, api, ...) only once the page has started.
"use strict";

// ---------- approvals ----------

async function refreshApprovalCount() {
  const pending = await api("/approvals");
  const badge = $("approval-count");
  badge.hidden = pending.length === 0;
  badge.textContent = String(pending.length);
  badge.setAttribute("aria-label", `${pending.length} pending`);
  return pending;
}

async function decide(approval, decision) {
  const reason = ($(`reason-${approval.id}`)?.value || "").trim() || null;
  await api(`/approvals/${encodeURIComponent(approval.id)}`, { method: "POST", body: { decision, reason } });
  say(`${decision === "approve" ? "Approved" : "Denied"} ${approval.tool} for run ${approval.run_id}.`);
  await refreshApprovals();
}

async function refreshApprovals() {
  const pending = await refreshApprovalCount();
  $("approvals-empty").hidden = pending.length > 0;
  const list = $("approvals-list");
  const shown = new Set([...list.children].map((item) => item.dataset.approval));
  if (pending.length === shown.size && pending.every((a) => shown.has(a.id))) return;
  list.replaceChildren(...pending.map((approval) => {
    const heading = `approval-${approval.id}`;
    return el("li", { class: "card", "data-approval": approval.id, "aria-labelledby": heading },
      el("h3", { id: heading, text: `${approval.tool}` }),
      el("p", {}, "Run ", el("a", { href: `#/runs/${encodeURIComponent(approval.run_id)}`, text: approval.run_id }),
        `, step ${approval.step_id}${approval.reason ? ` — ${approval.reason}` : ""}`),
      el("p", { class: "hint", text: `Expires ${when(approval.expires_at)} · sha256 ${approval.args_hash.slice(0, 16)}…` }),
      el("pre", { class: "args", "aria-label": `Arguments of ${approval.tool}`, text: json(approval.args) }),
      el("label", { for: `reason-${approval.id}`, text: "Reason (optional, shown in the run when denied)" }),
      el("input", { id: `reason-${approval.id}`, type: "text", maxlength: "1000" }),
      el("div", { class: "row" },
        el("button", { type: "button", onclick: quietly(() => decide(approval, "approve")),
          "aria-label": `Approve ${approval.tool} for run ${approval.run_id}`, text: "Approve" }),
        el("button", { type: "button", class: "danger", onclick: quietly(() => decide(approval, "deny")),
          "aria-label": `Deny ${approval.tool} for run ${approval.run_id}`, text: "Deny" })));
  }));
}

async function showApprovals() {
  every(2000, quietly(refreshApprovals));
}

// ---------- learned functions ----------

function fieldType(schema) {
  const options = schema.anyOf || schema.oneOf;
  if (options) return fieldType(options.find((o) => o.type !== "null") || {});
  return schema;
}

function inputFor(name, schema, value, id, required) {
  const type = fieldType(schema);
  const common = { id, name, required: required || null };
  if (type.enum) {
    const select = el("select", common, ...(required ? [] : [el("option", { value: "", text: "—" })]),
      ...type.enum.map((option) => el("option", { value: String(option), text: String(option) })));
    if (value !== undefined && value !== null) select.value = String(value);
    return select;
  }
  if (type.type === "boolean") return el("input", { ...common, type: "checkbox", checked: value ? true : null, required: null });
  if (type.type === "integer" || type.type === "number") {
    return el("input", { ...common, type: "number", step: type.type === "integer" ? "1" : "any", value: value ?? null });
  }
  if (type.type === "string" && type.format === "date") return el("input", { ...common, type: "date", value: value ?? null });
  if (type.type === "array" || type.type === "object") {
    return el("textarea", { ...common, rows: "2", "data-json": "1", text: value === undefined ? "" : JSON.stringify(value) });
  }
  return el("input", { ...common, type: "text", value: value ?? null });
}

function readForm(form, schema) {
  const args = {};
  for (const name of Object.keys(schema.properties || {})) {
    const input = form.elements[name];
    const type = fieldType(schema.properties[name]);
    if (input.type === "checkbox") { args[name] = input.checked; continue; }
    if (input.value === "") continue;
    if (input.dataset.json) args[name] = JSON.parse(input.value);
    else if (type.type === "integer" || type.type === "number") args[name] = Number(input.value);
    else args[name] = input.value;
  }
  return args;
}

function functionStats(fn) {
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `template ${fn.template} · ${fn.strategy} · ${plural(fn.calls, "call")}, ${plural(fn.failures, "failure")}`;
}

function functionForm(fn, stats) {
  const schema = fn.request_schema;
  const required = new Set(schema.required || []);
  const form = el("form", { class: "call-form", "aria-label": `Call ${fn.name}` });
  for (const [name, property] of Object.entries(schema.properties || {})) {
    const id = `fn-${fn.name}-${name}`;
    const hint = property.description || fieldType(property).type || "";
    form.append(el("div", { class: "field" },
      el("label", { for: id, text: `${name}${required.has(name) ? " *" : ""}` }),
      inputFor(name, property, fn.example[name], id, required.has(name)),
      el("small", { text: hint })));
  }
  const output = el("pre", { class: "result", "aria-live": "polite", "aria-label": `Result of ${fn.name}` });
  form.append(el("button", { type: "submit", text: `Call ${fn.name}` }), output);
  form.addEventListener("submit", quietly(async (event) => {
    event.preventDefault();
    output.textContent = "Calling…";
    try {
      const result = await api(`/ui/functions/${encodeURIComponent(fn.name)}/call`, { method: "POST", body: readForm(form, schema) });
      output.textContent = json(result);
      output.dataset.state = "ok";
      fn.calls += 1;
      stats.textContent = functionStats(fn);
      say(`${fn.name} returned ${Array.isArray(result.events) ? `${result.events.length} events` : "a result"}.`);
    } catch (error) {
      output.textContent = `Error ${error.status || ""}: ${error.message}`;
      output.dataset.state = "error";
      if (error.status === 502) {
        fn.calls += 1;
        fn.failures += 1;
        stats.textContent = functionStats(fn);
      }
    }
  }));
  return form;
}

async function functionVersions(fn, box) {
  const detail = await api(`/ui/functions/${encodeURIComponent(fn.name)}`);
  box.replaceChildren(...detail.versions.slice().reverse().map((version) => el("details", {},
    el("summary", { text: `v${version.version} · ${version.strategy} · ${when(version.created_at)}${version.deprecated ? " · deprecated" : ""}` }),
    el("h5", { text: "Request schema" }), el("pre", { text: json(version.request_schema) }),
    el("h5", { text: "Response schema" }), el("pre", { text: json(version.response_schema) }),
    el("h5", { text: "Source" }), el("pre", { class: "source", text: version.source || "" }))));
}

async function showFunctions() {
  const functions = await api("/ui/functions");
  $("functions-empty").hidden = functions.length > 0;
  $("functions-list").replaceChildren(...functions.map((fn) => {
    const versions = el("div", { class: "versions" });
    const stats = el("p", { class: "hint", text: functionStats(fn) });
    const heading = `function-${fn.name}`;
    return el("li", { class: "card", "data-function": fn.name, "aria-labelledby": heading },
      el("h3", { id: heading, text: `${fn.name} v${fn.version}` }),
      el("p", { text: fn.description }),
      stats,
      fn.last_error ? el("p", { class: "ev-error", text: `last error: ${fn.last_error}` }) : null,
      functionForm(fn, stats),
      el("button", { type: "button", class: "secondary", text: "Versions, schemas and source",
        "aria-label": `Versions, schemas and source of ${fn.name}`, onclick: quietly(() => functionVersions(fn, versions)) }),
      versions);
  }));
}

// ---------- agents ----------

function useAgent(agent) {
  location.hash = "#/runs";
  if (agent.model) $("model-input").value = agent.model;
  for (const option of $("tools-select").options) option.selected = agent.tools.includes(option.value);
  say(`Task form set to ${agent.name}'s model and tools.`);
  $("task-input").focus();
}

function agentIncidents(agent) {
  if (!agent.incidents.length) return null;
  return el("details", { class: "incidents" },
    el("summary", { text: `Incidents (${agent.incidents.length} latest)` }),
    el("ul", {}, ...agent.incidents.map((incident) => el("li", { "data-incident": incident.kind },
      el("span", { class: "pill s-failed", text: incident.kind }), " ",
      el("span", { text: `${new Date(incident.at * 1000).toLocaleString()} ${short(incident.detail, 160)}` })))));
}

async function enableAgent(agent) {
  await api(`/agent-types/${encodeURIComponent(agent.name)}/enable`, { method: "POST" });
  say(`${agent.name} enabled: its runs are accepted again.`);
  await showAgents();
}

async function showAgents() {
  const agents = await api("/ui/agents");
  $("agents-empty").hidden = agents.length > 0;
  $("agents-list").replaceChildren(...agents.map((agent) => {
    const heading = `agent-${agent.name}`;
    const how = agent.pipeline.length ? `pipeline ${agent.pipeline.join(" → ")}` : "plans its own steps";
    const extras = `${agent.has_table ? " · keeps its own table" : ""}${agent.deprecated ? " · deprecated" : ""}`;
    const owner = agent.owner_key ? ` · owner key ${agent.owner_key}` : "";
    return el("li", { class: "card", "data-agent": agent.name, "data-disabled": agent.disabled ? "true" : "false", "aria-labelledby": heading },
      el("h3", { id: heading, text: `${agent.name} ${agent.version}` },
        agent.disabled ? el("span", { class: "pill s-failed", text: "disabled" }) : null),
      agent.disabled ? el("p", { class: "ev-error", text: `Disabled: ${agent.disabled_reason}. Its runs are refused until an admin enables it.` }) : null,
      el("p", { text: agent.description }),
      el("p", { class: "hint", text: `model ${agent.model || "default"} · ${how}${extras}${owner}` }),
      el("p", { text: `Tools: ${agent.tools.join(", ") || "none"}` }),
      agent.capabilities.length ? el("p", { class: "hint", text: `Capabilities: ${agent.capabilities.join(", ")}` }) : null,
      agentIncidents(agent),
      agent.disabled ? el("button", { type: "button", text: "Enable", "aria-label": `Enable ${agent.name}`,
        onclick: quietly(() => enableAgent(agent)) }) : null,
      el("button", { type: "button", class: "secondary", text: "Use its model and tools",
        "aria-label": `Start a task with the model and tools of ${agent.name}`, onclick: () => useAgent(agent) }));
  }));
}

// ---------- usage and cost ----------

function colorOf(models) {
  return new Map(models.map((model, i) => [model, PALETTE[i % PALETTE.length]]));
}

function barChart(box, title, days, series, colors, format) {
  // series: Map(day -> [[label, value], ...]); bars stacked per day.
  const W = 640, H = 200, LEFT = 64, BOTTOM = 28, TOP = 10;
  const totals = days.map((day) => (series.get(day) || []).reduce((sum, [, v]) => sum + v, 0));
  const max = Math.max(...totals, 0);
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", class: "bars",
    "aria-label": `${title}: total ${format(totals.reduce((a, b) => a + b, 0))} over ${days.length} days` });
  const plotH = H - BOTTOM - TOP, step = (W - LEFT) / days.length, barW = Math.max(2, step * 0.7);
  for (const fraction of [0, 0.5, 1]) {
    const y = TOP + plotH * (1 - fraction);
    root.append(svg("line", { x1: LEFT, x2: W, y1: y, y2: y, class: "grid" }),
      svg("text", { x: LEFT - 6, y: y + 4, class: "axis", "text-anchor": "end" }, document.createTextNode(format(max * fraction))));
  }
  days.forEach((day, i) => {
    let y = TOP + plotH;
    const x = LEFT + i * step + (step - barW) / 2;
    for (const [label, value] of series.get(day) || []) {
      if (!value || !max) continue;
      const h = (value / max) * plotH;
      y -= h;
      root.append(svg("rect", { x, y, width: barW, height: h, fill: colors.get(label) || PALETTE[0], "data-day": day },
        svg("title", {}, document.createTextNode(`${day} ${label}: ${format(value)}`))));
    }
    if (days.length <= 16 || i % Math.ceil(days.length / 12) === 0) {
      root.append(svg("text", { x: x + barW / 2, y: H - 8, class: "axis", "text-anchor": "middle" }, document.createTextNode(day.slice(5))));
    }
  });
  if (!max) {
    root.append(svg("text", { x: (LEFT + W) / 2, y: TOP + plotH / 2, class: "axis", "text-anchor": "middle" },
      document.createTextNode("Nothing recorded in this period")));
  }
  box.replaceChildren(root);
}

async function showUsage() {
  const report = await api(`/ui/usage?days=${$("usage-days").value}`);
  const colors = colorOf(report.models);
  const byDay = (pick) => {
    const series = new Map();
    for (const row of report.usage) (series.get(row.day) || series.set(row.day, []).get(row.day)).push([row.model, pick(row)]);
    return series;
  };
  const count = (v) => (v >= 1000 ? `${(v / 1000).toFixed(1)}k` : String(Math.round(v)));
  barChart($("tokens-chart"), "Tokens per day", report.days, byDay((r) => r.input_tokens + r.output_tokens), colors, count);
  barChart($("cost-chart"), "Cost per day", report.days, byDay((r) => r.cost_usd), colors, (v) => `$${v.toFixed(v >= 1 ? 2 : 4)}`);
  const statusColors = new Map([["completed", "#059669"], ["failed", "#dc2626"], ["cancelled", "#6b7280"], ["running", "#2563eb"], ["waiting_approval", "#d97706"], ["pending", "#9ca3af"]]);
  const runSeries = new Map(Object.entries(report.runs).map(([day, counts]) => [day, Object.entries(counts)]));
  barChart($("runs-chart"), "Runs per day", report.days, runSeries, statusColors, count);
  $("usage-legend").replaceChildren(...report.models.map((model) => el("span", { class: "key" },
    el("span", { class: `swatch c${report.models.indexOf(model) % PALETTE.length}`, "aria-hidden": "true" }), model)));
  $("usage-body").replaceChildren(...report.usage.map((row) => el("tr", { "data-model": row.model },
    el("td", { text: row.day }), el("td", { text: row.model }), el("td", { text: String(row.requests) }),
    el("td", { text: String(row.input_tokens) }), el("td", { text: String(row.output_tokens) }),
    el("td", { text: usd(row.cost_usd) }))));
}

// ---------- evals ----------

function lineChart(box, title, points, colors) {
  // points: [{dataset, when, rate}] oldest first; one line per dataset, 0-100 % on the y axis.
  const W = 640, H = 200, LEFT = 48, BOTTOM = 28, TOP = 10;
  const plotH = H - BOTTOM - TOP, step = (W - LEFT - 10) / Math.max(1, points.length - 1);
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", class: "bars",
    "aria-label": `${title}: ${points.length} reports` });
  for (const fraction of [0, 0.5, 1]) {
    const y = TOP + plotH * (1 - fraction);
    root.append(svg("line", { x1: LEFT, x2: W, y1: y, y2: y, class: "grid" }),
      svg("text", { x: LEFT - 6, y: y + 4, class: "axis", "text-anchor": "end" }, document.createTextNode(`${fraction * 100}%`)));
  }
  const xy = (p, i) => [LEFT + i * step, TOP + plotH * (1 - p.rate)];
  for (const dataset of colors.keys()) {
    const mine = points.map((p, i) => [p, i]).filter(([p]) => p.dataset === dataset);
    root.append(svg("polyline", { points: mine.map(([p, i]) => xy(p, i).join(",")).join(" "), fill: "none",
      stroke: colors.get(dataset), "stroke-width": 2, "data-dataset": dataset }));
    for (const [p, i] of mine) {
      const [x, y] = xy(p, i);
      root.append(svg("circle", { cx: x, cy: y, r: 3, fill: colors.get(dataset) },
        svg("title", {}, document.createTextNode(`${p.when} ${dataset}: ${(p.rate * 100).toFixed(1)}%`))));
    }
  }
  if (!points.length) {
    root.append(svg("text", { x: (LEFT + W) / 2, y: TOP + plotH / 2, class: "axis", "text-anchor": "middle" },
      document.createTextNode("No eval reports yet: run agentschool eval CASES")));
  }
  box.replaceChildren(root);
}

async function showEvals() {
  const reports = await api("/evals/reports?limit=200");
  const datasets = [...new Set(reports.map((r) => r.dataset))];
  const colors = colorOf(datasets);
  const when = (r) => r.created_at.slice(0, 16).replace("T", " ");
  const points = reports.slice().reverse().map((r) => ({ dataset: r.dataset, when: when(r), rate: r.summary.pass_rate }));
  lineChart($("evals-chart"), "Pass rate over time", points, colors);
  $("evals-legend").replaceChildren(...datasets.map((dataset, i) => el("span", { class: "key" },
    el("span", { class: `swatch c${i % PALETTE.length}`, "aria-hidden": "true" }), dataset)));
  const agentOf = (r) => Object.entries(r.agent).filter(([, v]) => v !== null).map(([k, v]) => `${k}=${v}`).join(" ");
  $("evals-body").replaceChildren(...reports.map((r) => el("tr", { "data-report": r.id },
    el("td", { text: when(r) }), el("td", { text: r.dataset }), el("td", { text: agentOf(r) }),
    el("td", { text: `${r.summary.passed}/${r.summary.cases}` }), el("td", { text: `${(r.summary.pass_rate * 100).toFixed(1)}%` }),
    el("td", { text: r.summary.p95_ms.toFixed(1) }), el("td", { text: String(r.summary.model_calls) }),
    el("td", { text: String(r.summary.side_effects) }))));
}
