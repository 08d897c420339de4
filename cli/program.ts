/**
 * The `bizdoc` command line: each command reads its input, calls one engine
 * operation and prints the result. Flags follow GOBL's command line.
 */
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { BizdocError, asBizdocError, type Fault } from "../engine/errors/index.ts";
import { answerOf } from "../engine/xml-rules/answer.ts";
import { signatureAnswerOf } from "../engine/format/verify-xml.ts";
import type { Engine } from "../engine/engine.ts";
import { parseJSON } from "../engine/ops/parse.ts";
import { GOBL_VERSION, VERSION } from "../engine/version.ts";
import { EXIT, exitCodeOf, formatError, usageError } from "./errors.ts";
import { missingPeerMessage } from "../server/peers.ts";
import { expandHome, formatJSON, indentFor, isStdin, parseDocument, parseIndent, readDocument, readBytes, readInlineOrFile, readText, writeOutput, type OutputOptions } from "./io.ts";
import { applySets, collect, hasSets, readSets, type SetOptions } from "./sets.ts";
import type { BulkDefaults } from "./bulk/answer.ts";

/** Where keygen writes keys unless told otherwise, and where sign and verify look for them. */
export const DEFAULT_KEY = "~/.bizdoc/id_es256.jwk";

/**
 * The formats `convert` writes, for its help: named here so the help costs no
 * format module at start (the engine loads them on first use); a test checks
 * the list against the registered formats.
 */
export const CLI_FORMATS = ["ubl", "cii", "fatturapa", "facturae", "ksef", "verifactu", "ticketbai", "cdar", "cfdi"] as const;
const formatChoices = (last: string) => `${CLI_FORMATS.slice(0, -1).join(", ")} ${last} ${CLI_FORMATS[CLI_FORMATS.length - 1]}`;

const HELP_FOOTER = `
Input is a file or stdin ('-'), JSON or YAML. Output goes to stdout, or to
the output file (-o or the second argument; an existing file is replaced
only with --force). JSON output is indented by 2 spaces on a terminal and
compact otherwise (--indent changes it).

Exit codes: 0 ok; 1 invalid document (validation, calculation,
unknown-schema, signature, digest, no-document); 2 bad usage or input (an
unknown command or flag, an unreadable file, malformed JSON or YAML, an
unknown schema, regime or addon); 3 internal error (a bug).

Errors go to stderr as { code, key, message, faults }: readable text when
stderr is a terminal, one line of JSON otherwise or with --json.

Bulk (GOBL's protocol): 'bizdoc build --bulk < in.ndjson > out.ndjson' answers
each line { "action", "req_id", "payload" } with { "req_id", "seq_id",
"payload", "error", "is_final" }, in order, on every core.`;

/** Runs the command line; resolves to the exit code. */
export async function run(argv: string[]): Promise<number> {
  const program = buildProgram();
  if (argv.length <= 2) {
    program.outputHelp({ error: true });
    return EXIT.usage;
  }
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === "number" ? process.exitCode : EXIT.ok;
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.exitCode === 0) return EXIT.ok; // --help, --version
      const message = err.message.replace(/^error: /, "");
      process.stderr.write(formatError(usageError(message), jsonErrors(argv)));
      return EXIT.usage;
    }
    const error = peerError(err, argv) ?? asBizdocError(err);
    process.stderr.write(formatError(error, jsonErrors(argv)));
    return exitCodeOf(error);
  }
}

/**
 * A command whose optional packages are not installed (`serve` without
 * prom-client, `mcp` without the MCP SDK, YAML input without yaml): a usage
 * error naming what to install.
 */
function peerError(err: unknown, argv: string[]): BizdocError | undefined {
  const command = argv.slice(2).find((a) => !a.startsWith("-"));
  const message =
    command === "serve"
      ? missingPeerMessage(err, "serve", "'bizdoc serve' (the REST API)")
      : command === "mcp"
        ? missingPeerMessage(err, "mcp", "'bizdoc mcp' (the MCP server)")
        : missingPeerMessage(err, "cli", "the bizdoc command line");
  return message === undefined ? undefined : usageError(message);
}

/** Errors as JSON: with --json, or when stderr is not a terminal (unless --no-json). */
function jsonErrors(argv: string[]): boolean {
  for (let i = argv.length - 1; i >= 2; i--) {
    if (argv[i] === "--") continue;
    if (argv[i] === "--json") return true;
    if (argv[i] === "--no-json") return false;
  }
  return !process.stderr.isTTY;
}

export function buildProgram(): Command {
  const program = new Command("bizdoc")
    .description(`Build, validate, correct, replicate, sign and verify business documents (GOBL ${GOBL_VERSION} compatible).`)
    .version(`bizdoc ${VERSION} (GOBL ${GOBL_VERSION})`, "-V, --version")
    .option("--json", "print errors as one line of JSON (the default when stderr is not a terminal)")
    .option("--no-json", "print errors as text, even when stderr is not a terminal")
    .exitOverride()
    .configureOutput({ outputError: () => undefined })
    .configureHelp({ showGlobalOptions: true })
    .showSuggestionAfterError(true)
    .addHelpText("after", HELP_FOOTER);

  // Documents
  const build = program
    .command("build")
    .description("normalise, calculate and validate a document, wrapping it in an envelope if asked")
    .argument("[input]", "document file (JSON or YAML); stdin when absent or '-'")
    .argument("[output]", "output file (or -o)");
  documentFlags(build);
  strictFlag(build);
  outputFlags(build);
  bulkFlags(build);
  build.action(async (input: string | undefined, output: string | undefined, opts: BuildOptions & { strict?: boolean }) => {
    const template = opts.template === undefined ? undefined : await readDocument(opts.template, "template");
    if (opts.strict && opts.bulk) throw usageError("--strict does not apply to --bulk", "--strict");
    if (opts.bulk) return bulk("build", input, output, opts, { type: opts.type, envelop: opts.envelop, template });
    const data = await readWithSets(input, opts);
    const bizdoc = await engine();
    const options = { type: opts.type, template, envelop: opts.envelop };
    warnUnknown(bizdoc, data, { ...options, strict: opts.strict });
    await emit(await bizdoc.build(data, options), opts, output);
  });

  const validate = program
    .command("validate")
    .description(
      "check a document or envelope as it stands, or an XML invoice (UBL, CII) against the official rules (schema, EN 16931, and Peppol BIS 3 or XRechnung as it claims); prints {\"ok\":true}, exit 1 when a rule is broken",
    )
    .argument("[input]", "document file (JSON, YAML) or XML invoice; stdin when absent or '-'")
    .argument("[output]", "output file (or -o)")
    .option("--rules <sets>", "for XML: rule sets to check, comma-separated (xsd, en16931, peppol, xrechnung); default: those the document's customization selects");
  strictFlag(validate);
  outputFlags(validate);
  bulkFlags(validate);
  validate.action(async (input: string | undefined, output: string | undefined, opts: CommonOptions & { rules?: string; strict?: boolean }) => {
    if (opts.strict && opts.bulk) throw usageError("--strict does not apply to --bulk", "--strict");
    if (opts.bulk) return bulk("validate", input, output, opts, {});
    const text = await readText(input);
    const bizdoc = await engine();
    if (text.trimStart().startsWith("<")) {
      if (opts.strict) throw usageError("--strict applies to JSON and YAML documents only", "--strict");
      return emit(answerOf(await bizdoc.validateXML(text, { rules: opts.rules })), opts, output);
    }
    if (opts.rules !== undefined) throw usageError("--rules applies to XML invoices only", "--rules");
    const data = parseDocument(text, input);
    warnUnknown(bizdoc, data, { strict: opts.strict });
    await emit(await bizdoc.validate(data), opts, output);
  });

  const correct = program
    .command("correct")
    .description("make the corrective document (credit note, debit note, corrective invoice) of an invoice")
    .argument("[input]", "invoice or envelope file; stdin when absent or '-'")
    .argument("[output]", "output file (or -o)")
    .option("--options <json|file>", "correction options: { type, issue_date, series, code, stamps, reason, ext, copy_tax }, inline JSON or a JSON/YAML file")
    .addOption(new Option("--credit", "a credit note (options type credit-note)").conflicts("debit"))
    .option("--debit", "a debit note (options type debit-note)")
    .option("--date <date>", "issue date of the corrective document (YYYY-MM-DD; default today)")
    .option("--code <code>", "code (number) of the corrective document, which signing needs (bizdoc's option; GOBL's leave it empty)")
    .option("--schema", "print the JSON Schema of the correction options for this document's regime instead");
  outputFlags(correct);
  bulkFlags(correct);
  correct.action(async (input: string | undefined, output: string | undefined, opts: CorrectOptions) => {
    const options = await correctionOptions(opts);
    if (opts.bulk) return bulk("correct", input, output, opts, { options });
    const data = await readDocument(input);
    const bizdoc = await engine();
    if (opts.schema) return emit(await bizdoc.correctionSchema(data), opts, output);
    warnUnknown(bizdoc, data, { options });
    await emit(await bizdoc.correct(data, options), opts, output);
  });

  const replicate = program
    .command("replicate")
    .description("make a copy of a document to issue again (uuid, code and dates cleared, recalculated)")
    .argument("[input]", "document file; stdin when absent or '-'")
    .argument("[output]", "output file (or -o)");
  outputFlags(replicate);
  bulkFlags(replicate);
  replicate.action(async (input: string | undefined, output: string | undefined, opts: CommonOptions) => {
    if (opts.bulk) return bulk("replicate", input, output, opts, {});
    const data = await readDocument(input);
    const bizdoc = await engine();
    warnUnknown(bizdoc, data);
    await emit(await bizdoc.replicate(data), opts, output);
  });

  // Formats
  const convert = program
    .command("convert")
    .description(`write a document as XML (--format ${CLI_FORMATS.join("|")}), or read an XML document into a built envelope`)
    .argument("[input]", "document file (JSON or YAML), or an XML invoice; stdin when absent or '-'")
    .argument("[output]", "output file (or -o)")
    .option("--format <format>", `XML format to write (${formatChoices("and")}); when reading XML, recognised unless given`)
    .option("--profile <profile>", "profile to write under (en16931, peppol, xrechnung, ...); default: the one an envelope was read in, else the one the document's $addons select")
    .option("--no-validate", "when reading XML: keep the invoice even if it breaks a rule (calculated, not checked; 'bizdoc validate' it afterwards)")
    .option("--certificate <file>", "sign the XML written (facturae, ticketbai, verifactu events: XAdES-EPES; fatturapa: XAdES-BES) with this PKCS#12 (.p12/.pfx) file; its password from --password-env")
    .option("--password-env <var>", "the environment variable holding the certificate's password (never given as a flag value, which process lists show)")
    .option("--options <json|file>", "the format's own options (see 'GET /v0/formats': a record chain's previous link, ...), inline JSON or a JSON/YAML file")
    .option("--details <file>", "write what the format gives beside the XML (a record's new chain link, its QR code's URL) to this JSON file; without it, they are printed on stderr");
  outputFlags(convert);
  convert.action(async (input: string | undefined, output: string | undefined, opts: OutputOptions & ConvertOptions) => {
    const certificate = await readCertificate(opts);
    const bytes = await readBytes(input);
    const bizdoc = await engine();
    // A PDF (Factur-X, ZUGFeRD) is read by the XML it carries.
    if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") {
      if (certificate || opts.options !== undefined) throw usageError("reading a PDF takes neither --certificate nor --options");
      const { envelope, warnings } = await bizdoc.readPDF(new Uint8Array(bytes), { validate: opts.validate });
      warn(warnings);
      return emit(envelope, opts, output);
    }
    const text = bytes.toString("utf8");
    if (text.trimStart().startsWith("<")) {
      if (certificate) throw usageError("--certificate signs XML written from a document; reading XML takes none");
      if (opts.options !== undefined) throw usageError("--options are the format's when writing XML from a document; reading XML takes none", "--options");
      const { envelope, warnings } = await bizdoc.readXML(text, { format: opts.format, validate: opts.validate });
      warn(warnings);
      return emit(envelope, opts, output);
    }
    if (opts.format === undefined) throw usageError(`--format is required to write XML (${formatChoices("or")})`);
    const formatOptions = opts.options === undefined ? undefined : await readInlineOrFile(opts.options, "--options");
    if (formatOptions !== undefined && (formatOptions === null || typeof formatOptions !== "object" || Array.isArray(formatOptions))) throw usageError("--options must be a JSON object", "--options");
    const written = await bizdoc.toXML(parseDocument(text, input), {
      format: opts.format,
      profile: opts.profile,
      ...(certificate ? { certificate } : {}),
      ...(formatOptions ? { options: formatOptions as Record<string, unknown> } : {}),
    });
    warn(written.warnings);
    const destinationFile = destination(opts, output);
    await writeOutput(written.xml.endsWith("\n") ? written.xml : `${written.xml}\n`, { ...opts, output: destinationFile });
    if (written.details !== undefined) {
      // Kept apart from the XML: the caller stores the chain link for its next invoice.
      if (opts.details !== undefined) await writeOutput(formatJSON(written.details, 2), { output: opts.details });
      else process.stderr.write(`details: ${JSON.stringify(written.details)}\n`);
    }
  });

  const render = program
    .command("render")
    .description("render a document for people: an HTML page, a PDF, or a Factur-X PDF/A-3 carrying its CII XML")
    .argument("[input]", "document file (JSON or YAML) or envelope; stdin when absent or '-'")
    .argument("[output]", "output file (or -o); a PDF is not written to a terminal")
    .requiredOption("--format <format>", "html, pdf or facturx")
    .option("--lang <lang>", "the language (es, de, fr, el, ...); the document's own by default");
  outputFlags(render);
  render.action(async (input: string | undefined, output: string | undefined, opts: OutputOptions & { format: string; lang?: string }) => {
    const data = await readDocument(input);
    const rendered = await (await engine()).render(data, { format: opts.format, ...(opts.lang === undefined ? {} : { lang: opts.lang }) });
    const destinationFile = destination(opts, output);
    if (typeof rendered.body !== "string" && destinationFile === undefined && process.stdout.isTTY) {
      throw usageError(`a ${rendered.contentType} is not written to a terminal: name an output file (-o) or redirect stdout`);
    }
    await writeOutput(rendered.body, { ...opts, output: destinationFile });
  });

  // Signatures
  const sign = program
    .command("sign")
    .description("build a document into an envelope and sign it (ES256) with a private key")
    .argument("[input]", "document file; stdin when absent or '-'")
    .argument("[output]", "output file (or -o)")
    .option("-k, --key <file>", `private JWK file (default ${DEFAULT_KEY}, made by 'bizdoc keygen')`);
  documentFlags(sign, { envelop: false });
  outputFlags(sign);
  bulkFlags(sign);
  sign.action(async (input: string | undefined, output: string | undefined, opts: BuildOptions & { key?: string }) => {
    const template = opts.template === undefined ? undefined : await readDocument(opts.template, "template");
    if (opts.bulk) {
      const privatekey = await readKey(opts.key, DEFAULT_KEY, "private key", true);
      return bulk("sign", input, output, opts, { type: opts.type, template, privatekey });
    }
    const data = await readWithSets(input, opts);
    const privateKey = await readKey(opts.key, DEFAULT_KEY, "private key", false);
    const bizdoc = await engine();
    warnUnknown(bizdoc, data, { template, type: opts.type, envelop: true });
    await emit(await bizdoc.sign(data, { privateKey, template, type: opts.type }), opts, output);
  });

  const verify = program
    .command("verify")
    .description("check a signed envelope's signature with a public key, or a signed FacturaE/FatturaPA/TicketBAI file's XAdES signatures (who signed, whether it is intact); prints {\"ok\":true,...}")
    .argument("[input]", "envelope file, or a signed XML file; stdin when absent or '-'")
    .argument("[output]", "output file (or -o)")
    .option("-k, --key <file>", `public JWK file (default ${publicKeyFile(DEFAULT_KEY)}); an XML file carries its certificate`)
    .option("--format <format>", "for XML: the file's format (facturae, fatturapa); recognised unless given");
  outputFlags(verify);
  bulkFlags(verify);
  verify.action(async (input: string | undefined, output: string | undefined, opts: CommonOptions & { key?: string; format?: string }) => {
    if (opts.bulk) {
      const publickey = await readKey(opts.key, publicKeyFile(DEFAULT_KEY), "public key", true);
      return bulk("verify", input, output, opts, { publickey });
    }
    const text = await readText(input);
    if (text.trimStart().startsWith("<")) {
      if (opts.key !== undefined) throw usageError("--key verifies envelopes; a signed XML file carries its certificate", "--key");
      return emit(signatureAnswerOf(await (await engine()).verifyXML(text, { format: opts.format })), opts, output);
    }
    if (opts.format !== undefined) throw usageError("--format applies to signed XML files only", "--format");
    const data = parseDocument(text, input);
    const publicKey = await readKey(opts.key, publicKeyFile(DEFAULT_KEY), "public key", false);
    await emit(await (await engine()).verify(data, publicKey), opts, output);
  });

  program
    .command("keygen")
    .description(`make an ES256 (P-256) key pair: the private JWK in <file> (default ${DEFAULT_KEY}), the public one beside it (.pub.jwk); '-' prints both`)
    .argument("[file]", "private key file ('-': print { private, public } on stdout)")
    .option("-f, --force", "replace existing key files")
    .option("--indent <n>", "indent the JSON by n spaces, or 'tab'; 0 for compact", checkIndent)
    .action(async (file: string | undefined, opts: { force?: boolean; indent?: string }) => {
      const keys = await (await engine()).keygen();
      if (file === "-") return emit(keys, { indent: opts.indent }, undefined);
      await writeKeys(keys, file ?? DEFAULT_KEY, opts);
    });

  // Reference data
  const schema = program
    .command("schema")
    .description("a JSON Schema (bill/invoice, org/party, ...), or every schema ID")
    .argument("[path]", "schema path or ID; every ID when absent")
    .option("--bundle", "inline every schema it refers to under $defs, so it stands alone");
  outputFlags(schema);
  schema.action(async (path: string | undefined, opts: CommonOptions & { bundle?: boolean }) => {
    const bizdoc = await engine();
    if (path === undefined) return emit({ schemas: bizdoc.schemaIDs() }, opts, undefined);
    const clean = path.replace(/^https?:\/\/gobl\.org\/draft-0\//, "").replace(/^\/+/, "").replace(/\.json$/, "");
    await emit(found(bizdoc.schema(clean, { bundle: opts.bundle ?? false }), `no schema '${path}'`), opts, undefined);
  });

  const regime = program
    .command("regime")
    .description("a tax regime's full definition (ES, de, ...), or the list of regimes")
    .argument("[code]", "country code; every regime when absent");
  outputFlags(regime);
  regime.action(async (code: string | undefined, opts: CommonOptions) => {
    const bizdoc = await engine();
    await emit(code === undefined ? { regimes: bizdoc.regimeList() } : found(bizdoc.regime(code), `no regime '${code}'`), opts, undefined);
  });

  const addon = program
    .command("addon")
    .description("an addon's full definition (eu-en16931-v2017, ...), or the list of addons")
    .argument("[key]", "addon key; every addon when absent");
  outputFlags(addon);
  addon.action(async (key: string | undefined, opts: CommonOptions) => {
    const bizdoc = await engine();
    await emit(key === undefined ? { addons: bizdoc.addonList() } : found(bizdoc.addon(key), `no addon '${key}'`), opts, undefined);
  });

  // Bulk with an action on every line
  const bulkCommand = program
    .command("bulk")
    .description(`answer an NDJSON stream of { action, req_id, payload } lines (GOBL's bulk protocol) on every core`)
    .argument("[input]", "NDJSON file; stdin when absent or '-'")
    .argument("[output]", "NDJSON output file (or -o)")
    .option("-k, --key <file>", "private JWK for sign lines without a privatekey");
  outputFlags(bulkCommand, { indent: false });
  bulkFlags(bulkCommand, { flag: false });
  bulkCommand.action(async (input: string | undefined, output: string | undefined, opts: CommonOptions & { key?: string }) => {
    const privatekey = opts.key === undefined ? undefined : await readKey(opts.key, DEFAULT_KEY, "private key", false);
    await bulk(undefined, input, output, { ...opts, bulk: true }, { privatekey });
  });

  // Servers
  program
    .command("serve")
    .description("start the REST API (settings from the environment: PORT, HOST, WORKERS, BODY_LIMIT, LOG_LEVEL, ...; see docs/running.md)")
    .option("-p, --port <port>", "port to listen on (PORT; default 8080, 0 picks a free one)")
    .option("--host <host>", "interface to listen on (HOST; default all)")
    .option("--workers <n>", "processes sharing the port (WORKERS; default one per core)")
    .action(async (opts: { port?: string; host?: string; workers?: string }) => {
      if (opts.port !== undefined) process.env.PORT = opts.port;
      if (opts.host !== undefined) process.env.HOST = opts.host;
      if (opts.workers !== undefined) process.env.WORKERS = opts.workers;
      await import("../server/main.ts");
    });

  program
    .command("mcp")
    .description("start the MCP server on stdio (for AI assistants)")
    .action(async () => {
      // Its optional packages first: one that is missing is then reported as every command-line error is (--json).
      await Promise.all([import("@modelcontextprotocol/sdk/server/stdio.js"), import("zod")]);
      await import("../server/mcp/stdio.ts");
    });

  return program;
}

interface CommonOptions extends OutputOptions {
  bulk?: boolean;
  workers?: string;
  progress?: boolean;
}

interface BuildOptions extends CommonOptions, SetOptions {
  type?: string;
  template?: string;
  envelop?: boolean;
}

interface CorrectOptions extends CommonOptions {
  options?: string;
  credit?: boolean;
  debit?: boolean;
  date?: string;
  code?: string;
  schema?: boolean;
}

function documentFlags(cmd: Command, { envelop = true } = {}): void {
  cmd
    .option("-t, --type <type>", "document type for data without $schema (bill/invoice, bill.Invoice, Invoice, ...)")
    .option("-T, --template <file>", "JSON/YAML document the input is merged into (input wins, arrays replaced)");
  if (envelop) cmd.option("-e, --envelop", "wrap a bare document in an envelope (header with UUID and digest)");
  cmd
    .option("--set <path=value>", "set a value, YAML-parsed (--set doc.supplier.name=X); repeatable", collect)
    .option("--set-string <path=value>", "set a value, kept as text; repeatable", collect)
    .option("--set-file <path=file>", "set a value from a JSON or YAML file; repeatable", collect);
}

function strictFlag(cmd: Command): void {
  cmd.option("--strict", "refuse a document with fields no schema defines (exit 1, BIZDOC-UNKNOWN-FIELD), instead of leaving them out with a warning on stderr");
}

/**
 * What is written or read is the output; what did not stop it goes to stderr,
 * one line per warning: the rules of GOBL's an XML invoice breaks, the fields
 * of a document no schema defines (left out, as GOBL leaves them out).
 */
function warn(warnings: readonly Fault[]): void {
  for (const w of warnings) process.stderr.write(`warning: ${w.code ? `[${w.code}] ` : ""}(${w.properties.join(", ")}) ${w.description}\n`);
}

/**
 * The document's fields no schema defines, on stderr before the operation
 * runs (so they are there when it fails too: a `custmer` left out may be why
 * a customer is missing); with `strict`, refused instead.
 */
function warnUnknown(bizdoc: Engine, data: unknown, options: Parameters<Engine["unknownFields"]>[1] = {}): void {
  warn(bizdoc.unknownFields(data, options));
}

function outputFlags(cmd: Command, { indent = true } = {}): void {
  cmd.option("-o, --output <file>", "write the result to this file instead of stdout").option("-f, --force", "replace the output file if it exists");
  if (indent) cmd.option("--indent <n>", "indent the JSON by n spaces, or 'tab'; 0 for compact (default: 2 on a terminal, compact otherwise)", checkIndent);
}

function bulkFlags(cmd: Command, { flag = true } = {}): void {
  if (flag) cmd.option("--bulk", "read NDJSON requests, one per line (the command's action by default); see 'bizdoc bulk --help'");
  cmd
    .option("--workers <n>", "bulk: worker threads (default: one per core)")
    .option("--no-progress", "bulk: no progress line on stderr (shown when stderr is a terminal)");
}

/** Refuses a malformed --indent while the command line is read, before any work. */
function checkIndent(value: string): string {
  try {
    parseIndent(value);
  } catch (err) {
    throw new InvalidArgumentError((err as Error).message.replace(/^--indent /, ""));
  }
  return value;
}

/** The engine, loaded only when a command needs it (so --help stays fast). */
async function engine(): Promise<Engine> {
  const { createEngine } = await import("../index.ts");
  return createEngine();
}

/** The input document with --set, --set-string and --set-file over it. */
async function readWithSets(input: string | undefined, opts: SetOptions & { template?: string }): Promise<unknown> {
  if (opts.template !== undefined && isStdin(opts.template) && isStdin(input)) throw usageError("the input and the template cannot both come from stdin");
  const data = await readDocument(input);
  return hasSets(opts) ? applySets(data, await readSets(opts)) : data;
}

/** The correction options: --credit/--debit and --date first, the --options object over them (as GOBL does). */
async function correctionOptions(opts: CorrectOptions): Promise<unknown> {
  const base: Record<string, unknown> = {};
  if (opts.credit) base.type = "credit-note";
  if (opts.debit) base.type = "debit-note";
  if (opts.date !== undefined) base.issue_date = opts.date;
  if (opts.code !== undefined) base.code = opts.code;
  if (opts.options === undefined) return base;
  const given = await readInlineOrFile(opts.options, "--options");
  if (given === null || typeof given !== "object" || Array.isArray(given)) throw usageError("--options must be a JSON object");
  return { ...base, ...(given as Record<string, unknown>) };
}

/** Resolves the output destination, writes the result. */
async function emit(result: unknown, opts: OutputOptions, positional: string | undefined): Promise<void> {
  const output = destination(opts, positional);
  await writeOutput(formatJSON(result, indentFor({ ...opts, output })), { ...opts, output });
}

function destination(opts: OutputOptions, positional: string | undefined): string | undefined {
  if (positional !== undefined && opts.output !== undefined) throw usageError("give the output file once: as the second argument or with -o");
  return positional ?? opts.output;
}

/** Runs a bulk stream; `action` is the action of lines without one. */
async function bulk(action: string | undefined, input: string | undefined, positional: string | undefined, opts: CommonOptions & SetOptions, defaults: BulkDefaults): Promise<void> {
  if (hasSets(opts)) throw usageError("--set, --set-string and --set-file do not apply to --bulk");
  if (opts.indent !== undefined) throw usageError("--indent does not apply to --bulk (each answer is one line)");
  let workers: number | undefined;
  if (opts.workers !== undefined) {
    if (!/^\d+$/.test(opts.workers) || Number(opts.workers) < 1 || Number(opts.workers) > 256) throw usageError(`--workers must be a whole number from 1 to 256 (got '${opts.workers}')`);
    workers = Number(opts.workers);
  }
  const { runBulk } = await import("./bulk/run.ts");
  await runBulk({
    input,
    output: destination(opts, positional),
    force: opts.force,
    workers,
    progress: opts.progress === false ? false : undefined,
    defaults: { ...(action ? { action } : {}), ...defaults },
  });
}

/**
 * A JWK from its file. Without --key the default file is used; in bulk a
 * missing default file only means there is no default key.
 */
interface ConvertOptions {
  format?: string;
  profile?: string;
  validate: boolean;
  certificate?: string;
  passwordEnv?: string;
  options?: string;
  details?: string;
}

/** The PKCS#12 of `--certificate` and its password from the variable `--password-env` names (never a flag's value); undefined without them. */
async function readCertificate(opts: ConvertOptions): Promise<{ p12: Uint8Array; password: string } | undefined> {
  if (opts.certificate === undefined) {
    if (opts.passwordEnv !== undefined) throw usageError("--password-env names the password of --certificate, which is not given");
    return undefined;
  }
  if (opts.passwordEnv === undefined) throw usageError("--certificate needs --password-env <VAR>: the environment variable holding its password");
  const password = process.env[opts.passwordEnv];
  if (password === undefined) throw usageError(`the environment variable ${opts.passwordEnv} (--password-env) is not set`);
  let p12: Uint8Array;
  try {
    p12 = new Uint8Array(await readFile(expandHome(opts.certificate)));
  } catch {
    throw usageError(`cannot read the certificate file '${opts.certificate}'`);
  }
  return { p12, password };
}

async function readKey(given: string | undefined, fallback: string, what: string, optional: boolean): Promise<unknown> {
  const path = given ?? fallback;
  if (given === undefined && optional && !existsSync(expandHome(path))) return undefined;
  let text: string;
  try {
    text = await readText(path, what);
  } catch (err) {
    if (given === undefined && err instanceof BizdocError) throw usageError(`${err.message} (make one with 'bizdoc keygen', or give --key)`);
    throw err;
  }
  try {
    return parseJSON(text);
  } catch {
    throw usageError(`${what} '${path}' is not a JSON Web Key`);
  }
}

/** `x.jwk` → `x.pub.jwk`, as GOBL names public keys. */
export function publicKeyFile(privateFile: string): string {
  return `${privateFile.replace(/\.jwk$/, "")}.pub.jwk`;
}

async function writeKeys(keys: { private: unknown; public: unknown }, file: string, opts: { force?: boolean; indent?: string }): Promise<void> {
  const privatePath = expandHome(file);
  const publicPath = publicKeyFile(privatePath);
  if (!opts.force) {
    for (const path of [privatePath, publicPath]) if (existsSync(path)) throw usageError(`key file '${path}' exists (--force replaces it)`);
  }
  const defaultDir = dirname(expandHome(DEFAULT_KEY));
  if (dirname(privatePath) === defaultDir) mkdirSync(defaultDir, { recursive: true, mode: 0o700 });
  const indent = indentFor({ indent: opts.indent, output: file });
  try {
    writeFileSync(privatePath, formatJSON(keys.private, indent), { mode: 0o600, flag: opts.force ? "w" : "wx" });
    chmodSync(privatePath, 0o600);
    writeFileSync(publicPath, formatJSON(keys.public, indent), { mode: 0o644, flag: opts.force ? "w" : "wx" });
  } catch (err) {
    throw usageError(`cannot write the key files: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  // Said on stderr, terminal or not (stdout stays empty): where the keys are, which sign and verify then look for.
  process.stderr.write(`wrote the private key to ${privatePath} and the public key to ${publicPath}\n`);
}

function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new BizdocError("not-found", message);
  return value;
}
