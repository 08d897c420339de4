/**
 * Hostile values in XML invoices. Every number (and date) a UBL or CII
 * invoice holds, in element text or in an attribute, is emptied, garbled,
 * negated, enlarged or written with an exponent, and the invoice read with
 * `engine.fromXML` (validated and not): the answer is the document or a
 * BizdocError 400 or 422, never anything else (anything else is a 500 on
 * the API). A refusal as `input` names the element that is wrong.
 *
 * The invoices: the EN 16931-family examples written by the engine in both
 * formats (always), and GOBL's converters' UBL and CII invoices under
 * $BIZDOC_SHARED/reference (when present). Each kind of numeric element or
 * attribute (its path from the root) is mutated once, the mutations taken in
 * turn, so the run is the same every time; fast-check then samples any
 * element of any invoice with any mutation or random text (`PROPERTY_RUNS`
 * raises the samples).
 *
 * Codes named like the members of Object.prototype (`constructor`,
 * `toString`, `__proto__`) where readers and writers look codes up are read
 * and written as any other unknown code of their shape, never as a function
 * or object of the runtime's. And over HTTP, the issue's cases (an empty
 * cbc:PriceAmount, an empty or garbled cbc:BaseQuantity) answer 400.
 */
import fc from "fast-check";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLES } from "../../examples/index.ts";
import { createEngine, isBizdocError } from "../../index.ts";
import { Client, startServer, type TestServer } from "../server/helpers.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../support/shared.ts";
import { EN16931_EXAMPLES } from "../support/examples.ts";

const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);
const engine = createEngine();
type Obj = Record<string, any>;

// ---------------------------------------------------------------------------
// The invoices

interface Invoice {
  /** Where it comes from: an example's id and format, or a reference file's path. */
  name: string;
  xml: string;
}

/** The EN 16931 examples and those of the national formats built on it, written as UBL and as CII. */
async function writtenExamples(): Promise<Invoice[]> {
  const out: Invoice[] = [];
  for (const example of EN16931_EXAMPLES) {
    for (const format of ["ubl", "cii"]) {
      const { xml } = await engine.toXML(structuredClone(example.document), { format });
      out.push({ name: `${example.id}.${format}`, xml });
    }
  }
  return out;
}

function xmlFilesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? xmlFilesUnder(path) : path.endsWith(".xml") ? [path] : [];
    });
}

/** An invoice's root element (CDAR status messages, also among the reference files, are not invoices). */
const INVOICE_ROOT = /<(?:[\w.-]+:)?(?:Invoice|CreditNote|CrossIndustryInvoice)[\s>]/;

/** GOBL's converters' UBL and CII invoices: the XML they read (parse/) and the XML they wrote (convert/). */
function referenceInvoices(): Invoice[] {
  const folders = ["gobl-ubl/parse", "gobl-ubl/convert", "gobl-cii/parse", "gobl-cii/convert"];
  return folders
    .flatMap((folder) => xmlFilesUnder(sharedPath("reference", folder)))
    .map((path) => ({ name: path.slice(sharedPath("reference").length + 1), xml: readFileSync(path, "utf8") }))
    .filter((invoice) => INVOICE_ROOT.test(invoice.xml));
}

// ---------------------------------------------------------------------------
// Where the numbers are

/** A text in an invoice, an element's or an attribute's value, by its place in the XML. */
interface Site {
  invoice: Invoice;
  /** Local names from the root, and `@attribute` for an attribute. */
  path: string;
  /** The local name of the element (or of the element whose attribute it is), which a refusal must name. */
  element: string;
  start: number;
  end: number;
}

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(["'])([^"']*)\2/g;

function localName(name: string): string {
  return name.slice(name.indexOf(":") + 1);
}

function isNumeric(text: string): boolean {
  const value = text.trim();
  return NUMBER.test(value) || ISO_DATE.test(value);
}

/** Every element text (of an element holding text alone) and attribute value of an invoice, namespace declarations aside. */
function allSites(invoice: Invoice): Site[] {
  const { xml } = invoice;
  const sites: Site[] = [];
  const stack: string[] = [];
  for (const tag of xml.matchAll(TAG)) {
    const [whole, closing, name, attributes, selfClosing] = tag;
    if (closing) {
      stack.pop();
      continue;
    }
    const element = localName(name!);
    const path = [...stack, element].join("/");
    const attributesAt = tag.index + 1 + name!.length;
    for (const attribute of attributes!.matchAll(ATTRIBUTE)) {
      const [text, attributeName, , value] = attribute;
      if (attributeName!.startsWith("xmlns")) continue;
      const start = attributesAt + attribute.index + text.length - 1 - value!.length;
      sites.push({ invoice, path: `${path}@${attributeName}`, element, start, end: start + value!.length });
    }
    if (selfClosing) continue;
    stack.push(element);
    const textStart = tag.index + whole.length;
    const textEnd = xml.indexOf("<", textStart);
    // Only an element holding text alone: its closing tag comes next.
    if (textEnd >= 0 && xml.startsWith(`</${name}>`, textEnd)) sites.push({ invoice, path, element, start: textStart, end: textEnd });
  }
  return sites;
}

/** Every element text and attribute value of an invoice that is a number or an ISO date. */
function numericSites(invoice: Invoice): Site[] {
  return allSites(invoice).filter((site) => isNumeric(invoice.xml.slice(site.start, site.end)));
}

function escapeXML(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&apos;");
}

/** The invoice with the site's text replaced. */
function mutated(site: Site, value: string): string {
  const { xml } = site.invoice;
  return `${xml.slice(0, site.start)}${escapeXML(value)}${xml.slice(site.end)}`;
}

// ---------------------------------------------------------------------------
// The mutations

/** A hostile value in place of a number: from the original text, or regardless of it. */
type Mutation = (original: string) => string;

/** The names by which a plain object reaches the runtime's own members. */
const PROTOTYPE_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

const MUTATIONS: Mutation[] = [
  // Emptied and garbled.
  () => "",
  () => "   ",
  () => "abc",
  () => "1,50",
  () => "1.2.3",
  (v) => `${v.trim()}x`,
  () => "-",
  () => ".",
  () => "NaN",
  () => "-Infinity",
  () => "0x1F",
  () => "\u0661\u0662.\u0665",
  // Negated.
  (v) => (v.trim().startsWith("-") ? v.trim().slice(1) : `-${v.trim()}`),
  () => "-0.00",
  // Enlarged: more digits than any amount, just beyond GOBL's int64, the most GOBL reads, and more decimals than it keeps.
  () => "9".repeat(40),
  () => "9223372036854775808",
  () => "999999999999999999",
  (v) => `${v.trim()}${v.includes(".") ? "" : "."}${"3".repeat(400)}`,
  // Exponent notation.
  () => "1e400",
  () => "-2.5E-400",
  ...PROTOTYPE_NAMES.map((name) => () => name),
];

// ---------------------------------------------------------------------------
// Reading

type Outcome = "read" | 400 | 422;

interface Failure {
  where: string;
  value: string;
  validate: boolean;
  problem: string;
}

/** Text in a result that only the runtime's own functions and objects would put there. */
const RUNTIME_TEXT = /\[native code\]|\[object Object\]|\bfunction\s*\w*\s*\(/;

/**
 * Reads an invoice and says what went wrong, if anything: a failure other
 * than a BizdocError 400/422, a refusal as `input` that does not name the
 * element it is about, or runtime text in the document read.
 */
async function check(xml: string, validate: boolean, element: string): Promise<{ outcome?: Outcome; problem?: string }> {
  try {
    const envelope = await engine.fromXML(xml, { validate });
    const text = JSON.stringify(envelope);
    if (RUNTIME_TEXT.test(text)) return { problem: `the document read holds runtime text: ${RUNTIME_TEXT.exec(text)![0]}` };
    return { outcome: "read" };
  } catch (error) {
    if (!isBizdocError(error)) return { problem: `threw ${String(error)}` };
    if (error.status !== 400 && error.status !== 422) return { problem: `${error.status} ${error.key}: ${error.message.slice(0, 200)}` };
    if (error.key === "input" && !error.message.includes(element)) return { problem: `the refusal does not name ${element}: ${error.message.slice(0, 200)}` };
    return { outcome: error.status as Outcome };
  }
}

/** Reads the site's invoice with a value in its place, validated and not; each failure is added to `failures`. */
async function readMutated(site: Site, value: string, failures: Failure[]): Promise<Outcome[]> {
  const xml = mutated(site, value);
  const outcomes: Outcome[] = [];
  for (const validate of [true, false]) {
    const { outcome, problem } = await check(xml, validate, site.element);
    if (problem) failures.push({ where: `${site.invoice.name}: ${site.path}`, value: value.slice(0, 40), validate, problem });
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

/** One site of each kind (format and path), taken from the shortest invoice that has one, since every read parses and builds it whole. */
function oneSiteOfEachKind(sites: Site[]): Site[] {
  const seen = new Set<string>();
  return [...sites].sort((a, b) => a.invoice.xml.length - b.invoice.xml.length).filter((site) => {
    const kind = `${site.invoice.xml.includes("CrossIndustryInvoice") ? "cii" : "ubl"} ${site.path}`;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

function report(failures: Failure[]): string[] {
  return failures.slice(0, 25).map((f) => `${f.where} = ${JSON.stringify(f.value)} (validate ${f.validate}): ${f.problem}`);
}

/** Each kind of site mutated once, the mutations in turn; then fast-check's samples of any site. */
function hostileValueSuite(invoices: () => Invoice[]): void {
  let sites: Site[] = [];
  beforeAll(() => {
    sites = invoices().flatMap(numericSites);
  });

  it("every kind of number and date, mutated in turn, is read or refused with a 400 or 422", async () => {
    const chosen = oneSiteOfEachKind(sites);
    expect(chosen.length, "numeric elements found").toBeGreaterThan(40);
    const failures: Failure[] = [];
    const outcomes = new Set<Outcome>();
    for (const [index, site] of chosen.entries()) {
      const mutation = MUTATIONS[index % MUTATIONS.length]!;
      const original = site.invoice.xml.slice(site.start, site.end);
      for (const outcome of await readMutated(site, mutation(original), failures)) outcomes.add(outcome);
    }
    expect(report(failures)).toEqual([]);
    // The mutations do reach the readers: some invoices are still read, others refused.
    expect([...outcomes].sort()).toEqual([400, 422, "read"]);
  });

  it(`any number or date, mutated or replaced by random text, is read or refused with a 400 or 422 (${RUNS} samples)`, async () => {
    const value = fc.oneof(
      fc.constantFrom(...MUTATIONS),
      fc.string({ maxLength: 24 }).map((text) => () => text),
      fc.stringMatching(/^[-+]?\d{0,40}(\.\d{0,40})?([eE][-+]?\d{1,4})?$/).map((text) => () => text),
    );
    await fc.assert(
      fc.asyncProperty(fc.nat(), value, async (at, replace: Mutation) => {
        const site = sites[at % sites.length]!;
        const failures: Failure[] = [];
        await readMutated(site, replace(site.invoice.xml.slice(site.start, site.end)), failures);
        expect(report(failures)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
}

describe("hostile numbers in the examples written as UBL and CII", () => {
  let examples: Invoice[] = [];
  beforeAll(async () => {
    examples = await writtenExamples();
  });
  hostileValueSuite(() => examples);

  it("a stated total that is no number is kept when reading without validating, and refused, naming its element, when validating", async () => {
    const example = EXAMPLES.find((e) => e.id === "eu-en16931-v2017")!;
    const cases = [
      ["ubl", /<cbc:PayableAmount currencyID="EUR">[^<]*</, "cbc:PayableAmount of cac:LegalMonetaryTotal"],
      ["cii", /<ram:DuePayableAmount>[^<]*</, "ram:DuePayableAmount"],
    ] as const;
    for (const [format, element, named] of cases) {
      const { xml } = await engine.toXML(structuredClone(example.document), { format });
      expect(xml, format).toMatch(element);
      const garbled = xml.replace(element, (found) => found.replace(/>[^<]*<$/, ">N/A<"));
      const kept = await engine.fromXML(garbled, { validate: false });
      expect((kept.doc as Obj).totals.payable, format).toMatch(/^\d+\.\d{2}$/);
      const refused = await engine.fromXML(garbled).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused, format).toMatchObject({ status: 400, key: "input" });
      expect((refused as Error).message, format).toContain(named);
      expect((refused as Error).message, format).toContain("'N/A' is not a number");
    }
  });
});

if (HAS_SHARED) describe("hostile numbers in GOBL's converters' UBL and CII invoices", () => hostileValueSuite(referenceInvoices));
else it.skip(`hostile numbers in GOBL's converters' UBL and CII invoices: ${SKIP_NO_SHARED}`, () => {});

// ---------------------------------------------------------------------------
// Codes named like Object.prototype's members

/** Where codes are that readers look up in their tables or use as keys: the end of a site's path, by format. */
const LOOKED_UP_CODES: Record<"ubl" | "cii", string[]> = {
  ubl: [
    "InvoiceTypeCode",
    "InvoicedQuantity@unitCode",
    "PaymentMeansCode",
    "InvoicePeriod/DescriptionCode",
    "CustomizationID",
    "ProfileID",
    "DocumentCurrencyCode",
    "EndpointID@schemeID",
    "ClassifiedTaxCategory/ID",
    "ClassifiedTaxCategory/TaxScheme/ID",
    "PartyTaxScheme/TaxScheme/ID",
    "AdditionalItemProperty/Name",
    "AllowanceChargeReasonCode",
    "TaxExemptionReasonCode",
  ],
  cii: [
    "ExchangedDocument/TypeCode",
    "BilledQuantity@unitCode",
    "SpecifiedTradeSettlementPaymentMeans/TypeCode",
    "ApplicableTradeTax/CategoryCode",
    "ApplicableTradeTax/TypeCode",
    "DueDateTypeCode",
    "InvoiceCurrencyCode",
    "URIID@schemeID",
    "SpecifiedTaxRegistration/ID@schemeID",
    "GuidelineSpecifiedDocumentContextParameter/ID",
    "ReasonCode",
    "ExemptionReasonCode",
  ],
};

/**
 * The EN 16931 example with what makes the writers write those codes: a tax
 * point, an item property, a line discount with its reason code, the
 * customer's electronic address and an exempt line with its VATEX code.
 */
function exampleWithCodes(): Obj {
  const doc = structuredClone(EXAMPLES.find((e) => e.id === "eu-en16931-v2017")!.document) as Obj;
  doc.tax = { point: "delivery", notes: [{ cat: "VAT", key: "exempt", text: "Exempt" }] };
  doc.lines[0].item.meta = { colour: "white" };
  doc.lines[0].discounts = [{ percent: "10%", reason: "Volume", ext: { "untdid-allowance": "95" } }];
  doc.customer.inboxes = [{ scheme: "0106", code: "12345678" }];
  doc.supplier.inboxes = [{ scheme: "0106", code: "87654321" }];
  doc.lines.push({ quantity: "1", item: { name: "Export", price: "10.00" }, taxes: [{ cat: "VAT", key: "exempt", ext: { "cef-vatex": "VATEX-EU-132" } }] });
  return doc;
}

/**
 * A code of the same shape that no table holds: each letter moved one on
 * ("constructor" → "dpotusvdups", "__proto__" → "__qspup__"), so that checks
 * on a code's form (case, length, characters) treat both alike.
 */
function lookalike(name: string): string {
  return name.replace(/[a-z]/gi, (letter) => {
    const base = letter <= "Z" ? 65 : 97;
    return String.fromCharCode(base + ((letter.charCodeAt(0) - base + 1) % 26));
  });
}

/**
 * A reading or writing with a code's letters (which the engine may change
 * the case of, or trim the underscores around) replaced by "CODE", for
 * comparing what two codes gave.
 */
function masked(text: string, code: string): string {
  return text.replace(new RegExp(code.replace(/^_+|_+$/g, ""), "gi"), "CODE");
}

/** What reading gives, in a form to compare: the document read (without its random UUID), or the refusal's status and key. */
async function readingOf(xml: string, validate: boolean): Promise<string> {
  try {
    const { doc } = (await engine.fromXML(xml, { validate })) as Obj;
    const { uuid: _uuid, ...rest } = doc;
    return JSON.stringify(rest);
  } catch (error) {
    return isBizdocError(error) ? `${error.status} ${error.key}` : `threw ${String(error)}`;
  }
}

/** What writing gives, in a form to compare: the XML (without its random UUID), or the refusal's status and key. */
async function writingOf(doc: Obj, format: string): Promise<string> {
  try {
    const { xml } = await engine.toXML(doc, { format });
    return xml.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "UUID");
  } catch (error) {
    return isBizdocError(error) ? `${error.status} ${error.key}` : `threw ${String(error)}`;
  }
}

/**
 * Codes named like Object.prototype's members are read and written as any
 * other unknown code of their shape is: the same document or XML (the code
 * aside), or the same refusal. A lookup that reached the runtime's own
 * members would give a function or object where the other gives nothing.
 */
describe("codes named like Object.prototype's members", () => {
  const NAMES = ["__proto__", "constructor", "toString"];

  it("read from XML, are read as any unknown code", async () => {
    const differences: string[] = [];
    for (const format of ["ubl", "cii"] as const) {
      // UBL under Peppol, whose ProfileID is one of the codes looked up.
      const profile = format === "ubl" ? "peppol" : undefined;
      const invoice: Invoice = { name: `example with codes.${format}`, xml: (await engine.toXML(exampleWithCodes(), { format, profile })).xml };
      const sites = allSites(invoice);
      for (const [index, ending] of LOOKED_UP_CODES[format].entries()) {
        const site = sites.find((s) => s.path.endsWith(ending));
        expect(site, `${ending} in ${invoice.name}`).toBeDefined();
        // The names in turn, each site read validated and not.
        const name = NAMES[index % NAMES.length]!;
        for (const validate of [true, false]) {
          const read = await readingOf(mutated(site!, name), validate);
          const unknown = await readingOf(mutated(site!, lookalike(name)), validate);
          if (masked(read, name) !== masked(unknown, lookalike(name))) differences.push(`${format} ${ending} = ${name} (validate ${validate}): ${read.slice(0, 200)}\n  an unknown code: ${unknown.slice(0, 200)}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it("written into XML, are written as any unknown code", async () => {
    // Each variant puts the name where the writers look a code up: JSON text, so that "__proto__" is a key of its own.
    const variants: [string, (doc: Obj, name: string) => void][] = [
      ["line unit", (doc, name) => (doc.lines[0].item.unit = name)],
      ["item meta key", (doc, name) => (doc.lines[0].item.meta = JSON.parse(`{${JSON.stringify(name)}:"x"}`))],
      ["payment means key", (doc, name) => (doc.payment.instructions.key = name)],
      ["tax point", (doc, name) => (doc.tax.point = name)],
      ["tax category", (doc, name) => (doc.lines[0].taxes = [{ cat: name, percent: "21%" }])],
      ["tax extension key", (doc, name) => (doc.lines[0].taxes[0].ext = JSON.parse(`{${JSON.stringify(name)}:"S"}`))],
      ["tax ID scheme", (doc, name) => (doc.supplier.tax_id.scheme = name)],
      ["inbox scheme", (doc, name) => (doc.customer.inboxes = [{ scheme: name, code: "0123456789" }])],
    ];
    const differences: string[] = [];
    for (const format of ["ubl", "cii"]) {
      for (const [what, change] of variants) {
        for (const name of NAMES) {
          const withName = exampleWithCodes();
          change(withName, name);
          const withUnknown = exampleWithCodes();
          change(withUnknown, lookalike(name));
          const written = await writingOf(withName, format);
          const unknown = await writingOf(withUnknown, format);
          if (RUNTIME_TEXT.test(written)) differences.push(`${format}, ${what} ${name}: the XML holds runtime text: ${RUNTIME_TEXT.exec(written)![0]}`);
          if (masked(written, name) !== masked(unknown, lookalike(name))) differences.push(`${format}, ${what} ${name}: ${written.slice(0, 200)}\n  an unknown code: ${unknown.slice(0, 200)}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// Over HTTP

describe("POST /v0/convert with hostile numbers", () => {
  let server: TestServer;
  let client: Client;
  let ubl: string;
  let cii: string;
  beforeAll(async () => {
    server = await startServer({ engine });
    client = await Client.for(server);
    const example = EXAMPLES.find((e) => e.id === "eu-en16931-v2017")!;
    ubl = (await engine.toXML(structuredClone(example.document), { format: "ubl" })).xml;
    cii = (await engine.toXML(structuredClone(example.document), { format: "cii" })).xml;
  });
  afterAll(() => server?.close());

  const post = (xml: string, query = "") => client.request("POST", `/convert${query}`, { body: xml, headers: { "content-type": "application/xml" } });

  /** The second line's price element with new content (`PriceAmount` first, `BaseQuantity` added after it). */
  function secondPrice(xml: string, content: string): string {
    const second = xml.indexOf("<cac:InvoiceLine>", xml.indexOf("<cac:InvoiceLine>") + 1);
    const price = xml.indexOf("<cac:Price>", second);
    const end = xml.indexOf("</cac:Price>", price);
    expect(second > 0 && price > 0 && end > 0, "the example has a second line with a price").toBe(true);
    return `${xml.slice(0, price)}<cac:Price>${content}${xml.slice(end)}`;
  }

  it.each([
    ["an empty cbc:PriceAmount", '<cbc:PriceAmount currencyID="EUR"></cbc:PriceAmount>', "PriceAmount"],
    ["an empty cbc:BaseQuantity", '<cbc:PriceAmount currencyID="EUR">65.00</cbc:PriceAmount><cbc:BaseQuantity unitCode="HUR"></cbc:BaseQuantity>', "BaseQuantity"],
    ['a cbc:BaseQuantity of "abc"', '<cbc:PriceAmount currencyID="EUR">65.00</cbc:PriceAmount><cbc:BaseQuantity unitCode="HUR">abc</cbc:BaseQuantity>', "BaseQuantity"],
    ['a cbc:PriceAmount of "1e400"', '<cbc:PriceAmount currencyID="EUR">1e400</cbc:PriceAmount>', "PriceAmount"],
  ])("UBL with %s is a 400 naming the element, validated or not", async (_what, content, element) => {
    const xml = secondPrice(ubl, content);
    for (const query of ["", "?validate=false"]) {
      const answer = await post(xml, query);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.key).toBe("input");
      expect(answer.body.message).toContain(element);
      expect(answer.body.message).toContain("line 2");
    }
  });

  it("CII with a garbled or oversized net price or quantity is a 400 naming the element", async () => {
    for (const [pattern, value, element] of [
      [/(<ram:ChargeAmount>)[^<]*/, "", "ChargeAmount"],
      [/(<ram:ChargeAmount>)[^<]*/, "9".repeat(40), "ChargeAmount"],
      [/(<ram:BilledQuantity unitCode="[^"]*">)[^<]*/, "1e400", "BilledQuantity"],
    ] as const) {
      const answer = await post(cii.replace(pattern, `$1${value}`));
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.message).toContain(element);
    }
  });
});
