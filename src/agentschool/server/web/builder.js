// agentschool web UI: the agent builder, on the /api/v1/agent-builder routes. A conversation is
// stored by the server (any API process, after a restart); this page keeps only its id, per
// browser session, so a reload resumes it.
"use strict";

const BUILDER_SESSION = "agentschool.builderSession";
const builder = { ready: false, view: null, templates: null };

function builderId() {
  return sessionStorage.getItem(BUILDER_SESSION);
}

function migrationSummary(plan) {
  if (!plan) return "No table: this agent keeps no records.";
  const parts = [];
  if (plan.creates_table) parts.push(`creates table ${plan.table}`);
  else parts.push(`table ${plan.table} (${plan.rows} rows)`);
  if (plan.added_columns.length) parts.push(`adds ${plan.added_columns.join(", ")}`);
  if (plan.removed_columns.length) parts.push(`removes ${plan.removed_columns.join(", ")}`);
  if (plan.changed_columns.length) parts.push(`changes ${plan.changed_columns.join(", ")}`);
  if (plan.added_indexes.length) parts.push(`indexes ${plan.added_indexes.join(", ")}`);
  if (plan.drops_data) parts.push("DROPS DATA");
  return parts.join(" · ");
}

function renderBuilder(view) {
  builder.view = view;
  sessionStorage.setItem(BUILDER_SESSION, view.session_id);
  const turn = view.turn;
  $("builder-session").hidden = false;
  $("builder-session").dataset.status = view.status;
  $("builder-status").textContent = view.status;
  $("builder-status").className = `pill s-${view.status === "final" ? "completed" : "running"}`;
  const question = view.status === "final" ? "The agent type is registered."
    : turn.question || "The draft is a valid spec: preview it, ask for a change, or create the agent.";
  $("builder-question").textContent = question;
  $("builder-problems").replaceChildren(...turn.problems.map((p) => el("li", { text: p })));
  $("builder-finalize").disabled = view.status !== "preview";
  $("builder-chat").hidden = view.status === "final";
}

async function startBuilder(event) {
  event.preventDefault();
  const body = { description: $("builder-description").value };
  if ($("builder-template").value) body.template = $("builder-template").value;
  const model = $("builder-model").value.trim();
  if (model) body.model = model;
  say("Drafting the agent…");
  renderBuilder(await api("/agent-builder/start", { method: "POST", body }));
  $("builder-schema").hidden = true;
  say(`Builder session ${builder.view.session_id} started.`);
}

async function chatBuilder(event) {
  event.preventDefault();
  const id = encodeURIComponent(builderId());
  const message = $("builder-message").value;
  renderBuilder(await api(`/agent-builder/${id}/chat`, { method: "POST", body: { message } }));
  $("builder-message").value = "";
  $("builder-schema").hidden = true;
  say("The builder answered.");
}

async function previewBuilder() {
  const preview = await api(`/agent-builder/${encodeURIComponent(builderId())}/schema`);
  $("builder-schema").hidden = false;
  $("builder-schema").dataset.ready = preview.ready ? "true" : "false";
  $("builder-spec").textContent = json(preview.spec || preview.draft);
  $("builder-migration-summary").textContent = preview.ready ? migrationSummary(preview.migration)
    : `Not valid yet: ${preview.problems.join("; ")}`;
  $("builder-migration").textContent = json(preview.migration);
}

async function finalizeBuilder() {
  const result = await api(`/agent-builder/${encodeURIComponent(builderId())}/finalize`, { method: "POST" });
  const spec = result.registered.spec;
  renderBuilder(await api(`/agent-builder/${encodeURIComponent(builderId())}`));
  say(`Registered ${spec.name} ${spec.version}: it is on the Agents page.`);
}

function newBuilder() {
  sessionStorage.removeItem(BUILDER_SESSION);
  builder.view = null;
  $("builder-session").hidden = true;
  $("builder-schema").hidden = true;
  $("builder-description").focus();
}

function setupBuilder() {
  if (builder.ready) return;
  builder.ready = true;
  $("builder-start").addEventListener("submit", quietly(startBuilder));
  $("builder-chat").addEventListener("submit", quietly(chatBuilder));
  $("builder-preview").addEventListener("click", quietly(previewBuilder));
  $("builder-finalize").addEventListener("click", quietly(finalizeBuilder));
  $("builder-new").addEventListener("click", newBuilder);
}

function loadTemplates() {
  // Once per page, however many times the view is shown at once (a key entered, a link clicked).
  builder.templates ??= api("/agent-builder/templates").then((templates) => {
    $("builder-template").append(...templates.map((t) => el("option", { value: t.name, text: t.title })));
  }).catch((error) => {
    builder.templates = null;
    throw error;
  });
  return builder.templates;
}

async function showBuilder() {
  setupBuilder();
  await loadTemplates();
  const id = builderId();
  if (!id) return;
  try {
    renderBuilder(await api(`/agent-builder/${encodeURIComponent(id)}`));
  } catch (error) {
    if (error.status !== 404) throw error;
    newBuilder();  // the session is gone (deleted, or another server): start afresh
  }
}
