// agentschool web UI: plain JavaScript, no build step. Talks to /api/v1 with the API key
// kept in sessionStorage; live events come from the SSE endpoint read with fetch() so the
// key travels in the Authorization header (EventSource cannot send headers).
"use strict";

const KEY_STORAGE = "agentschool.apiKey";
const API = "api/v1";
const SVG_NS = "http://www.w3.org/2000/svg";
const PALETTE = ["#2563eb", "#d97706", "#059669", "#dc2626", "#7c3aed", "#0891b2", "#be185d", "#4d7c0f"];

const state = {
  info: null, view: null, timers: [], stream: null, runId: null, timelineTimer: null, team: null,
};

// ---------- helpers ----------

const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "text") node.textContent = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children.flat()) if (child) node.append(child);
  return node;
}

function json(value) {
  return value === undefined ? "" : JSON.stringify(value, null, 2);
}

function short(value, limit = 120) {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (text === undefined) return "";
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

function when(iso) {
  return iso ? new Date(iso).toLocaleString() : "";
}

function usd(value) {
  return value === null || value === undefined ? "—" : `$${Number(value).toFixed(6)}`;
}

function say(message, kind = "info") {
  const box = $("status");
  box.textContent = message;
  box.dataset.kind = kind;
}

class ApiError extends Error {
  constructor(status, detail) {
    super(detail);
    this.status = status;
  }
}

function authHeaders() {
  const key = sessionStorage.getItem(KEY_STORAGE);
  return key ? { Authorization: `Bearer ${key}` } : {};
}

async function api(path, { method = "GET", body, signal } = {}) {
  const headers = { Accept: "application/json", ...authHeaders() };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${API}${path}`, {
    method, headers, signal, body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    let detail = response.statusText;
    try { detail = (await response.json()).detail || detail; } catch { /* not JSON */ }
    if (response.status === 401) showKeyPanel(detail);
    throw new ApiError(response.status, detail);
  }
  return response.status === 204 ? null : response.json();
}

function every(ms, fn) {
  fn();
  state.timers.push(setInterval(fn, ms));
}

function quietly(fn) {
  return async (...args) => {
    try { await fn(...args); } catch (error) {
      if (error.name !== "AbortError" && error.status !== 401) say(`Error: ${error.message}`, "error");
    }
  };
}

// ---------- API key ----------

function showKeyPanel(reason) {
  $("key-panel").hidden = false;
  if (reason) $("key-reason").textContent = `${reason}. Enter an API key (kept for this browser session only).`;
  $("key-input").focus();
}

function setupKeyPanel() {
  $("key-button").addEventListener("click", () => {
    const panel = $("key-panel");
    panel.hidden = !panel.hidden;
    if (!panel.hidden) $("key-input").focus();
  });
  $("key-form").addEventListener("submit", (event) => {
    event.preventDefault();
    sessionStorage.setItem(KEY_STORAGE, $("key-input").value.trim());
    $("key-input").value = "";
    $("key-panel").hidden = true;
    say("API key saved for this session.");
    loadInfo().then(route);
  });
  $("key-forget").addEventListener("click", () => {
    sessionStorage.removeItem(KEY_STORAGE);
    say("API key forgotten.");
  });
}

// ---------- routing ----------

const VIEWS = {
  runs: showRuns, run: showRun, sessions: showSessions, session: showSession, approvals: showApprovals,
  functions: showFunctions, agents: showAgents, builder: showBuilder, usage: showUsage,
  evals: showEvals,
};

function stopLive() {
  for (const timer of state.timers) clearInterval(timer);
  state.timers = [];
  if (state.stream) state.stream.abort();
  state.stream = null;
  clearTimeout(state.timelineTimer);
}

function route() {
  stopLive();
  const parts = (location.hash || "#/runs").slice(2).split("/");
  let name = parts[0] || "runs";
  if (name === "runs" && parts[1]) name = "run";
  if (name === "sessions" && parts[1]) name = "session";
  if (!VIEWS[name]) name = "runs";
  for (const view of document.querySelectorAll(".view")) view.hidden = view.id !== `view-${name}`;
  for (const link of document.querySelectorAll("nav a")) {
    const section = { run: "runs", session: "sessions" }[name] || name;
    const current = link.dataset.view === section;
    if (current) link.setAttribute("aria-current", "page"); else link.removeAttribute("aria-current");
  }
  state.view = name;
  quietly(VIEWS[name])(decodeURIComponent(parts[1] || ""));
}

// ---------- runs ----------

async function loadInfo() {
  try {
    state.info = await api("/ui/info");
  } catch (error) {
    if (error.status !== 401) say(`Error: ${error.message}`, "error");
    return;
  }
  const info = state.info;
  $("model-options").replaceChildren(...info.models.map((m) => el("option", { value: m })));
  if (!$("model-input").value) $("model-input").value = info.default_model;
  $("planner-select").replaceChildren(...info.planners.map((p) => el("option", { value: p, text: p })));
  $("tools-select").replaceChildren(...info.tools.map((t) => el("option", { value: t, text: t })));
  const planners = info.planners.filter((p) => p !== "team");  // a team's director keeps no session
  $("session-planner").replaceChildren(...planners.map((p) => el("option", { value: p, text: p })));
  if (!$("session-model").value) $("session-model").value = info.default_model;
}

function setupTaskForm() {
  $("task-form").addEventListener("submit", quietly(async (event) => {
    event.preventDefault();
    // One RunSpec, as every entry point sends it; "team" runs a director and its specialists.
    const planner = $("planner-select").value || "hybrid";
    const spec = planner === "team" ? { task: $("task-input").value, team: true }
      : { task: $("task-input").value, planner };
    const model = $("model-input").value.trim();
    if (model) spec.model = model;
    const tools = [...$("tools-select").selectedOptions].map((option) => option.value);
    if (tools.length && planner !== "team") spec.tools = tools;
    const maxSteps = $("max-steps-input").value;
    if (maxSteps) spec.max_steps = Number(maxSteps);
    const run = await api("/runs", { method: "POST", body: spec });
    say(`Run ${run.id} created.`);
    $("task-input").value = "";
    location.hash = `#/runs/${encodeURIComponent(run.id)}`;
  }));
  $("run-filter").addEventListener("change", quietly(refreshRuns));
}

function statusBadge(status) {
  return el("span", { class: `pill s-${status}`, text: status.replace("_", " ") });
}

async function refreshRuns() {
  const filter = $("run-filter").value;
  const page = await api(`/runs?limit=50${filter ? `&status=${filter}` : ""}`);
  $("runs-empty").hidden = page.items.length > 0;
  $("runs-body").replaceChildren(...page.items.map((run) => el("tr", { "data-run": run.id },
    el("td", {}, el("a", { href: `#/runs/${encodeURIComponent(run.id)}`, text: run.id })),
    el("td", { class: "task", text: short(run.task, 80) }),
    el("td", {}, statusBadge(run.status)),
    el("td", { text: run.agent_config.model || (state.info ? state.info.default_model : "") }),
    el("td", { text: when(run.created_at) }),
    el("td", { text: usd(run.cost) }),
  )));
}

async function showRuns() {
  if (!state.info) await loadInfo();
  every(2000, quietly(refreshRuns));
  every(5000, quietly(refreshApprovalCount));
}

// ---------- run detail ----------

function renderSummary(run) {
  const items = [
    ["Task", run.task], ["Status", statusBadge(run.status)],
    ["Model", run.agent_config.model || "default"],
    ["Planner", run.agent_config.team ? "team (director and specialists)" : run.agent_config.planner || "hybrid"],
    ["Created", when(run.created_at)], ["Cost", usd(run.cost)],
  ];
  if (run.usage) items.push(["Tokens", `${run.usage.input_tokens} in / ${run.usage.output_tokens} out`]);
  // not_understood: the agent did nothing and says what it can do; a message, not a failure trace
  if (run.error) items.push([run.error_kind === "not_understood" ? "Not understood" : "Error", run.error]);
  if (run.output !== null && run.output !== undefined) {
    items.push(["Output", el("pre", { class: "output", text: typeof run.output === "string" ? run.output : json(run.output) })]);
  }
  $("run-summary").replaceChildren(...items.flatMap(([term, value]) => [el("dt", { text: term }), el("dd", {}, value)]));
  $("run-summary").dataset.status = run.status;
  state.team = run.agent_config.team ? run.task : null;
  $("team-panel").hidden = !state.team;
  $("run-cancel").hidden = ["completed", "failed", "cancelled"].includes(run.status);
}

function depths(steps) {
  const byId = new Map(steps.map((s) => [s.step_id, s]));
  const memo = new Map();
  const depth = (id, seen = new Set()) => {
    if (memo.has(id)) return memo.get(id);
    if (seen.has(id) || !byId.has(id)) return 0;
    seen.add(id);
    const deps = byId.get(id).depends_on.filter((d) => byId.has(d));
    const value = deps.length ? 1 + Math.max(...deps.map((d) => depth(d, seen))) : 0;
    memo.set(id, value);
    return value;
  };
  for (const step of steps) depth(step.step_id);
  return memo;
}

function renderGraph(steps) {
  const box = $("plan-graph");
  if (!steps.length) {
    box.replaceChildren(el("p", { class: "empty", text: "No plan yet." }));
    return;
  }
  const W = 170, H = 48, GX = 60, GY = 22, PAD = 12;
  const depthOf = depths(steps);
  const columns = [];
  for (const step of steps) (columns[depthOf.get(step.step_id)] ||= []).push(step);
  const place = new Map();
  columns.forEach((column, x) => column.forEach((step, y) => {
    place.set(step.step_id, { x: PAD + x * (W + GX), y: PAD + y * (H + GY) });
  }));
  const width = PAD * 2 + columns.length * W + (columns.length - 1) * GX;
  const height = PAD * 2 + Math.max(...columns.map((c) => c.length)) * (H + GY) - GY;
  const root = svg("svg", {
    viewBox: `0 0 ${width} ${height}`, width, height, role: "img",
    "aria-label": `Plan graph: ${steps.length} steps in ${columns.length} levels`,
  });
  root.append(svg("defs", {}, svg("marker", {
    id: "arrow", viewBox: "0 0 10 10", refX: "10", refY: "5", markerWidth: "7", markerHeight: "7", orient: "auto",
  }, svg("path", { d: "M0,0 L10,5 L0,10 z", class: "arrowhead" }))));
  for (const step of steps) {
    const to = place.get(step.step_id);
    for (const dep of step.depends_on) {
      const from = place.get(dep);
      if (!from) continue;
      const x1 = from.x + W, y1 = from.y + H / 2, x2 = to.x, y2 = to.y + H / 2, mid = (x1 + x2) / 2;
      root.append(svg("path", { d: `M${x1},${y1} C${mid},${y1} ${mid},${y2} ${x2},${y2}`, class: "edge", "marker-end": "url(#arrow)" }));
    }
  }
  for (const step of steps) {
    const { x, y } = place.get(step.step_id);
    const label = `${step.step_id} · ${step.tool}`;
    root.append(svg("g", { class: `node s-${step.status}`, "data-step": step.step_id, transform: `translate(${x},${y})` },
      svg("title", {}, document.createTextNode(`${label}: ${step.status}`)),
      svg("rect", { width: W, height: H, rx: 8 }),
      svg("text", { x: 10, y: 19, class: "node-title" }, document.createTextNode(short(label, 22))),
      svg("text", { x: 10, y: 37, class: "node-status" }, document.createTextNode(step.status.replace("_", " "))),
    ));
  }
  box.replaceChildren(root);
}

// A team run's delegation as a tree: the director, and under it each subtask with its
// specialist and status; planned subtasks not yet handed out wait for the ones they depend on.
function renderDelegation(timeline) {
  if (!state.team) return;
  const handed = new Map(timeline.subtasks.map((sub) => [sub.subtask_id, sub]));
  const children = timeline.steps.map((step) => {
    const sub = handed.get(step.step_id);
    const status = sub ? sub.status : step.status === "planned" ? "waiting" : step.status;
    const task = sub ? sub.task : (step.args && step.args.task) || "";
    const after = step.depends_on.length ? ` (after ${step.depends_on.join(", ")})` : "";
    return el("li", { "data-subtask": step.step_id, "data-status": status },
      el("span", { class: "who", text: `${step.step_id} → ${sub ? sub.specialist : step.tool}` }), " ",
      statusBadge(status), " ",
      el("span", { class: "subtask-task", text: `${short(task, 100)}${after}` }));
  });
  $("delegation-tree").replaceChildren(el("li", { "data-role": "director" },
    el("span", { class: "who", text: "director" }), " ",
    el("span", { class: "subtask-task", text: short(state.team, 120) }),
    children.length ? el("ul", {}, children) : el("p", { class: "empty", text: "Decomposing the task…" })));
}

function isImage(result) {
  return result !== null && typeof result === "object" && typeof result.data === "string"
    && /^image\/(jpeg|png|webp)$/.test(result.mime || "");
}

// A step's result; a screenshot (`browser_screenshot`: {mime, data, url, title}) as the image.
function resultCell(step) {
  if (step.error) return el("pre", { text: `error: ${step.error}` });
  const result = step.result;
  if (!isImage(result)) return el("pre", { text: short(json(result), 400) });
  const alt = `screenshot of ${result.title || result.url || "the page"}`;
  return el("figure", { class: "shot" },
    el("a", { href: `data:${result.mime};base64,${result.data}`, target: "_blank", rel: "noopener" },
      el("img", { src: `data:${result.mime};base64,${result.data}`, alt })),
    el("figcaption", { text: result.url || "" }));
}

function renderTimeline(timeline) {
  renderGraph(timeline.steps);
  renderDelegation(timeline);
  $("timeline-body").replaceChildren(...timeline.steps.map((step) => el("tr", { "data-step": step.step_id },
    el("th", { scope: "row", text: step.step_id }),
    el("td", { text: step.tool }),
    el("td", {}, statusBadge(step.status)),
    el("td", {}, el("pre", { text: json(step.args) })),
    el("td", {}, resultCell(step)),
    el("td", { text: step.duration_ms === null ? "" : `${step.duration_ms.toFixed(1)} ms` }),
    el("td", { text: String(step.attempts) }),
  )));
  const calls = timeline.model_calls.map((call) => el("tr", {},
    el("td", { text: call.purpose }), el("td", { text: call.model }),
    el("td", { text: String(call.input_tokens) }), el("td", { text: String(call.output_tokens) }),
    el("td", { text: usd(call.cost_usd) }),
  ));
  calls.push(el("tr", { class: "total" }, el("th", { scope: "row", text: "Total" }), el("td"),
    el("td", { text: String(timeline.input_tokens) }), el("td", { text: String(timeline.output_tokens) }),
    el("td", { text: usd(timeline.cost_usd) })));
  $("calls-body").replaceChildren(...calls);
}

function scheduleTimeline(runId) {
  clearTimeout(state.timelineTimer);
  state.timelineTimer = setTimeout(quietly(async () => {
    if (state.runId === runId) renderTimeline(await api(`/ui/runs/${encodeURIComponent(runId)}/timeline`));
  }), 150);
}

function logEvent(kind, data) {
  const detail = data.step_id ? `${data.step_id}${data.tool ? ` ${data.tool}` : ""}`
    : data.subtask_id ? `${data.subtask_id} → ${data.specialist}${data.status ? ` ${data.status}` : ""}`
    : (data.status || "");
  $("event-log").append(el("li", { class: `ev ev-${kind}` },
    el("span", { class: "ev-kind", text: kind }), " ", el("span", { text: detail }),
    data.error ? el("span", { class: "ev-error", text: ` — ${short(data.error)}` }) : null));
}

async function followEvents(runId, controller, lastId = "") {
  // Server-sent events read with fetch(): the API key goes in the Authorization header.
  // A dropped stream resumes after the last event seen (Last-Event-ID), so nothing repeats.
  const headers = { Accept: "text/event-stream", ...authHeaders() };
  if (lastId) headers["Last-Event-ID"] = lastId;
  const response = await fetch(`${API}/runs/${encodeURIComponent(runId)}/events`, {
    headers, signal: controller.signal,
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const fields = { event: "message", data: "" };
      for (const line of block.split("\n")) {
        const at = line.indexOf(":");
        if (at > 0) fields[line.slice(0, at)] = line.slice(at + 1).trimStart();
      }
      if (fields.id) lastId = fields.id;
      const data = fields.data ? JSON.parse(fields.data) : {};
      logEvent(fields.event, data);
      if (fields.event === "end") {
        renderSummary(await api(`/runs/${encodeURIComponent(runId)}`));
        scheduleTimeline(runId);
        say(`Run ${runId} ${data.status}.`);
        return;
      }
      if (["run-started", "approval-requested", "approval-decided"].includes(fields.event)) {
        const expected = fields.event === "approval-requested" ? "waiting_approval" : null;
        quietly(refreshSummary)(runId, expected);
      }
      scheduleTimeline(runId);
    }
  }
  setTimeout(() => {
    if (state.stream === controller) quietly(followEvents)(runId, controller, lastId);
  }, 1000);
}

// The run's status can change just after the event that announces it is streamed (the worker
// records the event, then moves the run to waiting_approval): re-read until the status arrives.
async function refreshSummary(runId, expected) {
  for (let tries = 0; tries < 40; tries++) {
    const run = await api(`/runs/${encodeURIComponent(runId)}`);
    if (state.runId !== runId) return;
    renderSummary(run);
    const settled = ["completed", "failed", "cancelled"].includes(run.status);
    if (!expected || run.status === expected || settled) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function showRun(runId) {
  state.runId = runId;
  $("run-title").textContent = `Run ${runId}`;
  $("event-log").replaceChildren();
  $("plan-graph").replaceChildren();
  $("timeline-body").replaceChildren();
  $("calls-body").replaceChildren();
  $("delegation-tree").replaceChildren();
  renderSummary(await api(`/runs/${encodeURIComponent(runId)}`));
  renderTimeline(await api(`/ui/runs/${encodeURIComponent(runId)}/timeline`));
  const controller = new AbortController();
  state.stream = controller;
  quietly(followEvents)(runId, controller);
}

function setupRunDetail() {
  $("run-cancel").addEventListener("click", quietly(async () => {
    const run = await api(`/runs/${encodeURIComponent(state.runId)}/cancel`, { method: "POST" });
    renderSummary(run);
    say(`Run ${run.id} cancelled.`);
  }));
}

// ---------- conversations (sessions) ----------

async function refreshSessions() {
  const sessions = await api("/sessions");
  $("sessions-empty").hidden = sessions.length > 0;
  $("sessions-body").replaceChildren(...sessions.map((s) => el("tr", { "data-session": s.id },
    el("td", {}, el("a", { href: `#/sessions/${encodeURIComponent(s.id)}`, text: s.id })),
    el("td", { text: String(s.turns) }),
    el("td", { text: when(s.updated_at) }),
  )));
}

async function showSessions() {
  every(3000, quietly(refreshSessions));
}

function renderTurn(turn) {
  const run = turn.run;
  const answer = run.status === "completed"
    ? (typeof run.output === "string" ? run.output : json(run.output)) : (run.error || "");
  const item = el("li", { class: "turn", "data-run": run.id, "data-status": run.status },
    el("p", { class: "said" }, el("strong", { text: "you: " }), document.createTextNode(run.task)));
  if (turn.resolved && turn.resolved !== run.task) {
    item.append(el("p", { class: "hint resolved", text: `ran as: ${turn.resolved}` }));
  }
  item.append(el("p", { class: "answer" }, statusBadge(run.status), document.createTextNode(" "),
    el("a", { href: `#/runs/${encodeURIComponent(run.id)}`, text: run.id })));
  if (answer) item.append(el("pre", { class: "output", text: answer }));
  return item;
}

async function refreshSession(sessionId) {
  let session;
  try {
    session = await api(`/sessions/${encodeURIComponent(sessionId)}`);
  } catch (error) {
    if (error.status !== 404) throw error;
    session = { items: [] };  // a new conversation: its first message creates it
  }
  if (state.sessionId !== sessionId) return;
  $("session-empty").hidden = session.items.length > 0;
  $("session-turns").replaceChildren(...session.items.map(renderTurn));
}

async function showSession(sessionId) {
  state.sessionId = sessionId;
  $("session-title").textContent = `Conversation ${sessionId}`;
  $("session-turns").replaceChildren();
  if (!state.info) await loadInfo();
  await refreshSession(sessionId);
  every(1500, quietly(() => refreshSession(sessionId)));
}

function setupSessions() {
  $("session-new-form").addEventListener("submit", (event) => {
    event.preventDefault();
    location.hash = `#/sessions/${encodeURIComponent($("session-name-input").value.trim())}`;
  });
  $("session-form").addEventListener("submit", quietly(async (event) => {
    event.preventDefault();
    const spec = { task: $("session-message").value, planner: $("session-planner").value || "hybrid",
      session_id: state.sessionId };
    const model = $("session-model").value.trim();
    if (model) spec.model = model;
    const run = await api("/runs", { method: "POST", body: spec });
    $("session-message").value = "";
    say(`Run ${run.id} created.`);
    await refreshSession(state.sessionId);
  }));
}

// ---------- start ----------

document.addEventListener("DOMContentLoaded", () => {
  setupKeyPanel();
  setupTaskForm();
  setupRunDetail();
  setupSessions();
  $("usage-days").addEventListener("change", quietly(showUsage));
  window.addEventListener("hashchange", route);
  loadInfo().then(route);
});
