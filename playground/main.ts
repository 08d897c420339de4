/**
 * The playground page: pick an example, edit it as JSON or YAML, run the
 * API's operations on it and read the answer, each fault linked to the line
 * of the document it names.
 */
import { EXAMPLES, REFERENCE_EXAMPLE } from "../examples/index.ts";
import { callOperation, isErrorBody, isRecord, type Answer, type Operation } from "./api.ts";
import type { Fault } from "../engine/index.ts";
import { SchemaCache, fetchSchema, schemaDescriptions } from "./descriptions.ts";
import { DocumentEditor, ResultViewer } from "./editor.ts";
import { groupExamples } from "./examples-menu.ts";
import { locateFaults, type LocatedFault } from "./fault-lines.ts";
import { convertText, formatValue, parseText, type Format, type Parsed } from "./format.ts";
import { summarize, type SummaryItem } from "./summary.ts";

type JWK = Record<string, unknown>;

function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`the page has no #${id} of the expected kind`);
  return element;
}

/** The elements the script works with (ids from index.html). */
const ui = {
  example: byId("example", HTMLSelectElement),
  formatRadios: [...document.querySelectorAll<HTMLInputElement>('input[name="format"]')],
  correctOptions: byId("correct-options", HTMLInputElement),
  xmlFormat: byId("xml-format", HTMLSelectElement),
  xmlOptions: byId("xml-options", HTMLInputElement),
  preview: byId("preview", HTMLElement),
  status: byId("status", HTMLElement),
  resultPanel: byId("result-panel", HTMLElement),
  httpStatus: byId("http-status", HTMLElement),
  useResult: byId("use-result", HTMLButtonElement),
  summary: byId("summary", HTMLElement),
  error: byId("error", HTMLElement),
  errorMessage: byId("error-message", HTMLElement),
  faults: byId("faults", HTMLOListElement),
  keyPanel: byId("key-panel", HTMLDetailsElement),
  keyId: byId("key-id", HTMLElement),
  publicKey: byId("public-key", HTMLElement),
};

const state: {
  format: Format;
  /** The pair Keygen made; it lives in this page only. */
  keys?: { private: JWK; public: JWK };
  /** What the result panel shows: the last answer's body (written again when the format changes). */
  result?: unknown;
  /** The last envelope Sign answered, which Verify checks when the editor holds no signed envelope. */
  signed?: unknown;
  busy: boolean;
} = { format: "json", busy: false };

/** CodeMirror's injected styles must carry the nonce the server put in this page's Content-Security-Policy. */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? "";
/** The schemas whose descriptions show when a property name is hovered, asked of the API once per kind. */
const schemas = new SchemaCache((kind) => fetchSchema(kind, document.baseURI));
const editor = new DocumentEditor(byId("input-editor", HTMLElement), {
  nonce,
  label: "Document (JSON or YAML)",
  format: state.format,
  onSubmit: () => void run("build"),
  extensions: [schemaDescriptions((kind) => schemas.get(kind))],
});
const viewer = new ResultViewer(byId("result-editor", HTMLElement), { nonce, label: "Result (read-only)", format: state.format });

// ---- Operations ----

interface Request {
  /** The JSON body (none for Keygen). */
  body?: Record<string, unknown>;
  /** XML text sent as the body instead (reading an XML invoice). */
  xml?: string;
  /** The editor text `data` was read from, to place faults on its lines. */
  source?: string;
}

interface Action {
  name: string;
  running: string;
  done: string;
  /** Operations that need the page's key pair stay disabled until Keygen. */
  needsKeys?: boolean;
  /** The request to send, or a sentence saying why there is none. */
  request(): Request | string;
  /** What a successful answer leaves in the result panel (default: the answer). */
  accept?(body: unknown): unknown;
}

const ACTIONS: Record<Operation, Action> = {
  build: { name: "Build", running: "Building", done: "Built", request: () => documentRequest({ envelop: true }) },
  validate: { name: "Validate", running: "Validating", done: "Valid", request: validateRequest },
  correct: { name: "Correct", running: "Correcting", done: "Corrected", request: correctRequest },
  keygen: { name: "Keygen", running: "Making a key pair", done: "Key pair made", request: () => ({}), accept: acceptKeys },
  sign: {
    name: "Sign",
    running: "Signing",
    done: "Signed",
    needsKeys: true,
    request: () => (state.keys ? documentRequest({ privatekey: state.keys.private }) : "Make a key pair first (Keygen)."),
    accept: (body) => {
      state.signed = body;
      return body;
    },
  },
  verify: { name: "Verify", running: "Verifying", done: "Verified: the signature holds", needsKeys: true, request: verifyRequest },
  convert: { name: "XML", running: "Converting", done: "Converted", request: convertRequest },
  render: { name: "Preview", running: "Rendering", done: "Rendered", request: () => documentRequest({ format: "html" }) },
};

/** The editor's document as `data`, with the operation's other members. */
function documentRequest(members: Record<string, unknown> = {}): Request | string {
  const source = editor.text;
  const parsed = parseText(source);
  if (!parsed.ok) return parseProblem(parsed);
  return { body: { data: parsed.value, ...members }, source };
}

function correctRequest(): Request | string {
  const options = parseText(ui.correctOptions.value);
  if (!options.ok || !isRecord(options.value)) {
    ui.correctOptions.focus();
    return 'The correction options must be an object, e.g. {"type": "credit-note"}.';
  }
  return documentRequest({ options: options.value });
}

/** Verifies the signed envelope in the editor if there is one, else the one Sign answered last. */
function verifyRequest(): Request | string {
  if (!state.keys) return "Make a key pair first (Keygen).";
  const source = editor.text;
  const input = parseText(source);
  if (input.ok && isSignedEnvelope(input.value)) return { body: { data: input.value, publickey: state.keys.public }, source };
  if (state.signed !== undefined) return { body: { data: state.signed, publickey: state.keys.public } };
  return "Nothing to verify yet: Sign a document first, or put a signed envelope in the editor.";
}

/** XML in the editor is checked against the official rules its CustomizationID selects; a document against its own. */
function validateRequest(): Request | string {
  const source = editor.text;
  if (source.trimStart().startsWith("<")) return { xml: source, source };
  return documentRequest();
}

/** XML in the editor is read into a built envelope; a document is written as XML in the format chosen, with its options when it takes some. */
function convertRequest(): Request | string {
  const source = editor.text;
  if (source.trimStart().startsWith("<")) return { xml: source, source };
  if (ui.xmlOptions.hidden || ui.xmlOptions.value.trim() === "") return documentRequest({ format: ui.xmlFormat.value });
  const options = parseText(ui.xmlOptions.value);
  if (!options.ok || !isRecord(options.value)) {
    ui.xmlOptions.focus();
    return `The format's options must be an object, e.g. {"${FORMAT_OPTIONS.get(ui.xmlFormat.value)?.[0] ?? "option"}": ...}.`;
  }
  return documentRequest({ format: ui.xmlFormat.value, options: options.value });
}

/** The options each format takes (GET v0/formats), by format key. */
const FORMAT_OPTIONS = new Map<string, string[]>();

/** Shows the options field for a format that takes options, naming them. */
function showFormatOptions(): void {
  const names = FORMAT_OPTIONS.get(ui.xmlFormat.value) ?? [];
  ui.xmlOptions.hidden = names.length === 0;
  ui.xmlOptions.placeholder = names.length ? `options: ${names.join(", ")}` : "";
  ui.xmlOptions.title = names.length ? `The format's options as JSON or YAML: ${names.join(", ")}` : "";
}

function isSignedEnvelope(value: unknown): boolean {
  return isRecord(value) && Object.hasOwn(value, "sigs") && Array.isArray(value.sigs) && value.sigs.length > 0;
}

/** Keeps the key pair; the result panel shows only its public half. */
function acceptKeys(body: unknown): unknown {
  if (!isRecord(body) || !isRecord(body.private) || !isRecord(body.public)) return body;
  state.keys = { private: body.private, public: body.public };
  ui.keyPanel.hidden = false;
  ui.keyId.textContent = typeof body.public.kid === "string" ? body.public.kid : "";
  ui.publicKey.textContent = JSON.stringify(body.public, null, 2);
  return { public: body.public };
}

async function run(operation: Operation): Promise<void> {
  if (state.busy) return;
  const action = ACTIONS[operation];
  const request = action.request();
  if (typeof request === "string") return say(request);
  setBusy(true);
  say(`${action.running}…`);
  try {
    const answer = await callOperation(operation, request.xml ?? request.body, document.baseURI);
    showAnswer(action, answer, request);
  } catch (err) {
    say(`Could not reach the API: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    setBusy(false);
  }
}

function setBusy(busy: boolean): void {
  state.busy = busy;
  ui.resultPanel.setAttribute("aria-busy", String(busy));
  for (const [operation, action] of Object.entries(ACTIONS)) {
    byId(operation, HTMLButtonElement).disabled = busy || (action.needsKeys === true && !state.keys);
  }
}

// ---- Answers ----

function showAnswer(action: Action, answer: Answer, request: Request): void {
  ui.httpStatus.hidden = false;
  ui.httpStatus.className = `http-status ${answer.status < 300 ? "ok" : "failed"}`;
  ui.httpStatus.textContent = `HTTP ${answer.status} ${answer.statusText}${answer.engineMs === undefined ? "" : ` · engine ${answer.engineMs} ms`}`;
  showPreview(answer.status < 300 ? answer.html : undefined);
  if (answer.status < 300 && answer.html !== undefined) return say(`${action.done}: the page as people read it.`);
  if (answer.status < 300 && answer.xml !== undefined) showXML(answer.xml, answer.profile, answer.details);
  else if (answer.status < 300 && answer.body !== undefined) showSuccess(action, answer.body, request);
  else showFailure(action, answer, request);
}

function showSuccess(action: Action, body: unknown, request: Request): void {
  const shown = action.accept ? action.accept(body) : body;
  showResult(shown);
  showSummary(summarize(shown));
  showError(undefined);
  // XML that breaks only warning rules is valid: its warnings are still marked on their lines.
  const warnings = isRecord(body) && Array.isArray(body.warnings) ? locateFaults(request.source ?? "", body.warnings as Fault[]) : [];
  editor.showDiagnostics(warnings.flatMap((fault) => (fault.location ? [{ line: fault.location.line, message: faultText(fault), severity: "warning" as const }] : [])));
  ui.useResult.disabled = !(isRecord(shown) && Object.hasOwn(shown, "$schema"));
  say(`${action.done}.`);
}

/** A document written as XML: shown as it is; "Use as input" puts it in the editor, where XML ⇄ reads it back. */
function showXML(xml: string, profile: string | undefined, details: Record<string, unknown> | undefined): void {
  state.result = xml;
  viewer.show(xml, "xml");
  // The details a format gives (a record's fingerprint, its QR code's URL) shown as they are; nested ones (the chain link) as JSON.
  const given = Object.entries(details ?? {}).map(([label, value]) => ({ label, value: typeof value === "string" ? value : JSON.stringify(value) }));
  showSummary([...(profile ? [{ label: "Profile", value: profile }] : []), ...given]);
  showError(undefined);
  editor.showDiagnostics([]);
  ui.useResult.disabled = false;
  say(`Written as ${ui.xmlFormat.selectedOptions[0]?.text ?? "XML"}${profile ? ` (${profile})` : ""}.`);
}

function showFailure(action: Action, answer: Answer, request: Request): void {
  showResult(answer.body);
  showSummary([]);
  ui.useResult.disabled = true;
  if (!isErrorBody(answer.body)) {
    showError({ message: `The server answered ${answer.status} ${answer.statusText} without an error body.`, faults: [] });
    return say(`${action.name} failed: HTTP ${answer.status}.`);
  }
  // A format's options field counts even when left empty: a fault about a missing option leads to it.
  const formatOptions = action === ACTIONS.convert && !ui.xmlOptions.hidden ? ["options"] : [];
  const requestMembers = [...new Set([...Object.keys(request.body ?? {}).filter((member) => member !== "data"), ...formatOptions])];
  const faults = locateFaults(request.source ?? "", answer.body.faults, requestMembers);
  const count = plural(answer.body.faults.length, "fault");
  // The message sums the faults up; when they are listed, a pointer to them says more.
  const message = faults.length === 0 ? answer.body.message : `${count}: choose one to see its line in the document.`;
  showError({ message, faults }, action === ACTIONS.convert ? CONVERT_INPUTS : REQUEST_INPUTS);
  editor.showDiagnostics(faults.flatMap((fault) => (fault.location ? [{ line: fault.location.line, message: faultText(fault) }] : [])));
  say(`${action.name} failed: HTTP ${answer.status} ${answer.body.key}, ${count}.`);
}

/**
 * The rendered page in place of the result viewer, or the viewer back
 * (undefined). The page goes into a shadow root, so its styles touch
 * nothing else; its style element carries this page's nonce, which the
 * Content-Security-Policy asks of every style. It has no script, and its
 * values were escaped by the renderer.
 */
function showPreview(html: string | undefined): void {
  ui.preview.hidden = html === undefined;
  byId("result-editor", HTMLElement).hidden = html !== undefined;
  if (html === undefined) return;
  // Cut from the text rather than parsed as a document: a parsed document's <style> would be checked against
  // the policy too, and refused. The page is the renderer's own: one <style> in its head, then its body.
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "";
  const root = ui.preview.shadowRoot ?? ui.preview.attachShadow({ mode: "open" });
  const style = document.createElement("style");
  style.setAttribute("nonce", nonce);
  style.textContent = css;
  const page = document.createElement("div");
  page.lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? "";
  page.dir = /<html[^>]*\sdir="(rtl|ltr)"/.exec(html)?.[1] ?? "ltr";
  page.innerHTML = body;
  root.replaceChildren(style, page);
  ui.useResult.disabled = true;
  showSummary([]);
  showError(undefined);
}

function showResult(result: unknown): void {
  state.result = result;
  if (typeof result === "string") return viewer.show(result, "xml");
  viewer.show(result === undefined ? "" : formatValue(result, state.format), state.format);
}

function showSummary(items: SummaryItem[]): void {
  ui.summary.hidden = items.length === 0;
  ui.summary.replaceChildren(
    ...items.map((item) => {
      const entry = element("span", "summary-item");
      entry.append(element("span", "summary-label", item.label), " ", element("span", "summary-value", item.value));
      return entry;
    }),
  );
}

function showError(error: { message: string; faults: LocatedFault[] } | undefined, inputs = REQUEST_INPUTS): void {
  ui.error.hidden = error === undefined;
  ui.errorMessage.textContent = error?.message ?? "";
  ui.faults.replaceChildren(...(error?.faults ?? []).map((fault) => faultItem(fault, inputs)));
}

/** The fields of the page that hold request members other than `data`. */
const REQUEST_INPUTS = new Map<string, { input: HTMLElement; name: string }>([["options", { input: ui.correctOptions, name: "correction options" }]]);
/** The same for XML conversion, whose `options` are the format's. */
const CONVERT_INPUTS = new Map<string, { input: HTMLElement; name: string }>([["options", { input: ui.xmlOptions, name: "format's options" }]]);

/** One fault at one path: a button that goes to its line of the document (or to the field it names), when there is one. */
function faultItem(fault: LocatedFault, inputs: ReadonlyMap<string, { input: HTMLElement; name: string }>): HTMLLIElement {
  const item = element("li", "fault");
  const field = fault.requestMember === undefined ? undefined : inputs.get(fault.requestMember);
  const location = fault.location;
  const target = location || field ? element("button", "fault-target") : element("div", "fault-target");
  if (fault.code) target.append(element("span", "fault-code", fault.code), " ");
  if (fault.path) target.append(element("code", "fault-path", fault.path), " ");
  if (location) {
    target.append(element("span", "fault-line", location.exact ? `line ${location.line}` : `near line ${location.line}`), " ");
    target.dataset.line = String(location.line);
    target.title = location.exact ? "Show this line in the document" : "The member is missing: show the nearest line that exists";
    target.addEventListener("click", () => editor.selectLine(location.line));
  } else if (field) {
    target.append(element("span", "fault-line", `in the ${field.name}`), " ");
    target.addEventListener("click", () => field.input.focus());
  }
  target.append(element("span", "fault-description", fault.description));
  item.append(target);
  return item;
}

function faultText(fault: LocatedFault): string {
  return `${fault.code ? `[${fault.code}] ` : ""}${fault.description}${fault.path ? ` (${fault.path})` : ""}`;
}

// ---- Document, examples and format ----

function parseProblem(problem: Extract<Parsed, { ok: false }>): string {
  if (problem.line !== undefined) {
    editor.showDiagnostics([{ line: problem.line, message: problem.message }]);
    editor.selectLine(problem.line);
  }
  return `The document cannot be read: ${problem.message}.`;
}

function fillExamples(): void {
  for (const group of groupExamples(EXAMPLES)) {
    const optgroup = element("optgroup");
    optgroup.label = group.label;
    optgroup.append(...group.examples.map((example) => new Option(example.label, example.id)));
    ui.example.append(optgroup);
  }
}

/**
 * The XML formats the server writes (GET v0/formats), so the menu offers each
 * one its engine has, a plugin's too; the page's own UBL and CII stay when
 * the list cannot be had.
 */
async function fillXMLFormats(): Promise<void> {
  try {
    const res = await fetch(new URL("v0/formats", document.baseURI), { headers: { accept: "application/json" } });
    const body: unknown = res.ok ? await res.json() : undefined;
    const formats = isRecord(body) && Array.isArray(body.formats) ? body.formats.filter(isRecord) : [];
    const options = formats.flatMap((f) => (typeof f.key === "string" && typeof f.name === "string" ? [{ key: f.key, name: f.name }] : []));
    if (options.length === 0) return;
    for (const f of formats) {
      if (typeof f.key === "string" && Array.isArray(f.options)) FORMAT_OPTIONS.set(f.key, f.options.filter((o): o is string => typeof o === "string"));
    }
    const chosen = ui.xmlFormat.value;
    ui.xmlFormat.replaceChildren(
      ...options.map(({ key, name }) => {
        // "FatturaPA 1.2.2 (Italy, SDI)" shows as "FatturaPA 1.2.2", the whole name as its title.
        const option = new Option(name.replace(/\s*\(.*$/, ""), key);
        option.title = name;
        return option;
      }),
    );
    if (options.some((o) => o.key === chosen)) ui.xmlFormat.value = chosen;
    showFormatOptions();
  } catch {
    // The page's own options stay.
  }
}

function loadExample(id: string): void {
  const example = EXAMPLES.find((candidate) => candidate.id === id);
  if (!example) return;
  ui.example.value = example.id;
  editor.setText(formatValue(example.document, state.format), state.format);
  clearResult();
}

function clearResult(): void {
  showResult(undefined);
  showSummary([]);
  showError(undefined);
  ui.httpStatus.hidden = true;
  ui.useResult.disabled = true;
}

/** Rewrites the document (and the result) in the other format; a document that does not parse keeps its format. */
function changeFormat(to: Format): void {
  if (to === state.format) return;
  if (editor.text.trimStart().startsWith("<")) {
    checkFormat(state.format);
    return say("The editor holds XML: read it with XML ⇄ first, then choose JSON or YAML.");
  }
  const converted = convertText(editor.text, to);
  if (!converted.ok) {
    checkFormat(state.format);
    return say(parseProblem(converted));
  }
  state.format = to;
  editor.setText(converted.text, to);
  showResult(state.result);
  say(`Editing as ${to.toUpperCase()}.`);
}

function checkFormat(format: Format): void {
  for (const radio of ui.formatRadios) radio.checked = radio.value === format;
}

// ---- Small helpers ----

/** Tells the aria-live status region (and so screen readers) what happened. */
function say(message: string): void {
  ui.status.textContent = message;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  if (className) created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

// ---- Wiring ----

for (const operation of Object.keys(ACTIONS) as Operation[]) {
  byId(operation, HTMLButtonElement).addEventListener("click", () => void run(operation));
}
for (const radio of ui.formatRadios) radio.addEventListener("change", () => radio.checked && changeFormat(radio.value === "yaml" ? "yaml" : "json"));
ui.example.addEventListener("change", () => loadExample(ui.example.value));
ui.xmlFormat.addEventListener("change", showFormatOptions);
ui.useResult.addEventListener("click", () => {
  if (typeof state.result === "string") editor.setText(state.result, "xml");
  else editor.setText(formatValue(state.result, state.format), state.format);
  say("The result is now the document.");
});

fillExamples();
void fillXMLFormats();
checkFormat(state.format); // a reloaded page may have kept the last radio checked
loadExample(REFERENCE_EXAMPLE.id);
