/**
 * What the MCP server tells a model about itself and its tools. Written so
 * that a model can build a valid document on its first call, unaided.
 */
import type { Engine } from "../../engine/index.ts";

/** The smallest invoice worth showing: it builds as is (Spanish regime, 21% VAT). */
export const EXAMPLE_INVOICE = {
  $schema: "https://gobl.org/draft-0/bill/invoice",
  supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
  customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } },
  lines: [{ quantity: "2", item: { name: "Work", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
};

const KINDS = "bill/invoice, bill/order, bill/delivery, bill/payment, bill/status, note/message, org/party, tax/identity";

const ERRORS =
  "Failures come back as a tool error whose text is JSON: {\"code\": HTTP-like status, \"key\": \"input\" | \"validation\" | \"calculation\" | \"unknown-schema\" | \"digest\" | \"no-document\" | \"not-found\" | \"internal\", \"message\", \"faults\": [{\"code\"?: rule code, \"properties\": [paths such as \"$.lines[0].item.price\"], \"description\"}]}. Fix the properties named by the faults and call again.";

function regimes(engine: Engine): string {
  const list = engine.regimeList().map((r) => `${r.country} (${r.name.en ?? Object.values(r.name)[0] ?? r.country})`);
  return list.length > 0 ? list.join(", ") : "none";
}

function addons(engine: Engine): string {
  const list = engine.addonList().map((a) => a.key);
  return list.length > 0 ? list.join(", ") : "none in this server yet";
}

function formats(engine: Engine): string {
  const list = engine.formatList().map((f) => `${f.key} (${f.profiles.map((p) => p.key).join(", ")}${f.options?.length ? `; options: ${f.options.join(", ")}` : ""})`);
  return list.length > 0 ? list.join("; ") : "none in this server";
}

function regimeAndAddons(engine: Engine): string {
  return (
    `Tax regime: "$regime" is a country code; when absent it is taken from the supplier's tax ID country (supplier.tax_id.country). ` +
    `The regime sets the default currency, the tax categories and rates (rate "general" is 21% in ES, 19% in DE, 20% in GB...), scenarios, tax ID checks and rules. ` +
    `Regimes: ${regimes(engine)}; other countries still calculate with explicit "percent" values and a "currency". ` +
    `"$addons" is an array of addon keys (formats such as e-invoicing standards) that add extensions and rules; available: ${addons(engine)}.`
  );
}

export function serverInstructions(engine: Engine): string {
  return [
    "bizdoc builds, validates, corrects and replicates tax-aware business documents in GOBL's JSON format (GOBL v0.502): invoices, orders, deliveries, payments, statuses, messages, parties and tax IDs.",
    "Typical flow: write a partial document and call `build` (it fills in sums, taxes, totals, defaults and checks every rule); call `validate` for a complete document received from elsewhere; `correct` makes a credit or debit note of an invoice; `replicate` copies one to issue again.",
    "`schema`, `regime` and `addon` (and the bizdoc:// resources) describe the document formats, the tax rules of each country and the format addons.",
    "Amounts are strings (\"10.00\"). Pass `data` as JSON text instead of an object to keep every number's exact text.",
    regimeAndAddons(engine),
    ERRORS,
  ].join("\n\n");
}

export interface ToolText {
  title: string;
  description: string;
}

export function toolDescriptions(engine: Engine): Record<string, ToolText> {
  const example = JSON.stringify(EXAMPLE_INVOICE);
  return {
    build: {
      title: "Build a document",
      description: [
        "Completes a GOBL business document and checks it: normalises codes and tax IDs, calculates line sums, discounts, charges, taxes and totals, fills in defaults (type, issue date, currency from the regime) and validates every rule. Returns the complete document as JSON.",
        `Document kinds: ${KINDS}. The kind comes from "$schema" ("https://gobl.org/draft-0/bill/invoice") or, when data has none, from the "type" argument ("bill/invoice", "bill.Invoice" or "Invoice").`,
        `Minimal invoice (builds as is): ${example}`,
        regimeAndAddons(engine),
        'With envelop: true the result is a GOBL envelope {"$schema": ".../envelope", "head": {"uuid", "dig": {"alg": "sha256", "val"}}, "doc": {...}} with UUIDs and a SHA-256 digest; an envelope given as data is rebuilt (its header uuid kept, digest recomputed). "template" is merged under data (data wins, arrays are replaced).',
        ERRORS,
      ].join("\n\n"),
    },
    validate: {
      title: "Validate a document",
      description: [
        'Checks a complete document or envelope as it stands, without calculating or changing anything (an envelope\'s digest must match its document). Returns {"ok": true}.',
        "For a partial document (no totals yet) use `build` instead: it completes and validates in one call.",
        'With xml (a UBL or CII invoice received or written elsewhere): checks it against the official rules, natively: the UBL/CII schema ("xsd"), EN 16931 ("en16931"), and Peppol BIS 3 ("peppol") or XRechnung ("xrechnung") when its CustomizationID claims them (or the sets named in rules). Returns {"ok": true, "warnings": [...]} when no fatal rule is broken; otherwise a validation error whose faults carry the official rule codes (BR-CO-10, PEPPOL-EN16931-R001, ...), each with its flag, business terms (BT-/BG-), XPath and line.',
        ERRORS,
      ].join("\n\n"),
    },
    correct: {
      title: "Correct an invoice",
      description: [
        'Makes the corrective document of an invoice (or an envelope holding one): a credit note, debit note or corrective invoice. The invoice must have a "code"; it becomes the "preceding" reference of the result. Amounts are not inverted: the document type carries the meaning. An envelope in gives a new envelope out.',
        'options: {"type": "credit-note" | "corrective" | "debit-note" (as the invoice\'s regime allows; required), "issue_date"?: "YYYY-MM-DD", "series"?, "reason"?, "stamps"?, "ext"?: {extension codes the regime or addons require}, "copy_tax"?: boolean}.',
        'With schema: true nothing is corrected: the result is the JSON Schema of the options for this invoice\'s regime (the allowed types and extensions).',
        'Example: data = a built invoice with "code": "INV-1", options = {"type": "credit-note", "reason": "Returned goods"}.',
        ERRORS,
      ].join("\n\n"),
    },
    replicate: {
      title: "Replicate a document",
      description: [
        "Copies a document (or envelope) to issue it again: uuid, code and dates are cleared and everything is recalculated; an envelope gets a new header and never carries over stamps or signatures. Returns the new document.",
        ERRORS,
      ].join("\n\n"),
    },
    convert: {
      title: "Convert to or from XML",
      description: [
        `With data and format: builds the document (as \`build\` does) and writes it as XML: {"xml", "format", "profile"}. Formats: ${formats(engine)}. The profile follows from the document's "$addons" (de-xrechnung-v3 gives XRechnung, ...) unless "profile" names one, or is the one an envelope read from XML was read in. The XML is checked with its profile's official rules (EN 16931, Peppol BIS 3, XRechnung) before it is answered: a document that cannot meet them is refused with faults naming each rule ("code", "ruleSet", "terms") and the document's properties to fix.`,
        'With xml: reads a UBL, CII, FatturaPA, KSeF FA(3) or CFDI 4.0 invoice, or a CDAR lifecycle message (a French status or payment), into its GOBL document and builds it into an envelope (calculated and validated). Totals the XML states that the calculation does not give are reported as faults (BIZDOC-FORMAT-TOTALS-01). An invoice whose XML meets the official rules it claims is read even when it breaks a rule of GOBL\'s they lack (a tax ID check digit): the envelope comes first, then a second text block {"warnings": [...]} with those faults.',
        ERRORS,
      ].join("\n\n"),
    },
    render: {
      title: "Render a document for people",
      description: [
        'Builds the document (into an envelope) and renders it: "html" answers a self-contained HTML page as text; "pdf" and "facturx" (a Factur-X / ZUGFeRD PDF/A-3 carrying the invoice\'s CII XML) answer the PDF as an embedded resource (base64 blob). "lang" chooses the language; the document\'s own by default.',
        ERRORS,
      ].join("\n\n"),
    },
    verify_xml: {
      title: "Verify a signed XML file",
      description: [
        'Verifies the XAdES signatures of a signed FacturaE, FatturaPA or TicketBAI file: each reference\'s digest and the signature value with the certificate the file carries, the XAdES signing certificate and signing time, and the signature policy the format requires (FacturaE\'s 3.1, the province\'s for TicketBAI). Returns {"valid", "format", "signatures": [{"valid", "signer": {"subject", "commonName", "issuer", "serialNumber", "validFrom", "validTo"}, "signedAt", "algorithm", "policy", "roles", "faults"}], "faults"}: "valid" is false, and the faults say what does not hold (BIZDOC-XMLSIG-DIGEST: the document changed after it was signed), when a signature is broken or the file carries none. Whether the issuer is an authority to trust is not checked: compare signer.issuer with those accepted.',
        ERRORS,
      ].join("\n\n"),
    },
    schema: {
      title: "JSON Schema",
      description: [
        'The JSON Schema of a GOBL document or type, by path: "bill/invoice", "org/party", "tax/identity", "envelope", ... (or the full ID "https://gobl.org/draft-0/bill/invoice"). With bundle: true every schema it refers to is inlined under "$defs", so it stands alone.',
        'Without a path, the list of every schema ID: {"schemas": [...]}.',
      ].join("\n\n"),
    },
    regime: {
      title: "Tax regime",
      description: `The full definition of one tax regime, by country code (any case): name, currency, time zone, tax categories with their rate keys and percentages over time, tax ID types, scenarios (legal notes), correction types, tags and extensions. Regimes: ${regimes(engine)}.`,
    },
    regime_list: {
      title: "Tax regimes",
      description: 'Every tax regime this server knows: {"regimes": [{"country", "name", "description", "currency"}]}. Use `regime` for one regime\'s full rules.',
    },
    addon: {
      title: "Addon",
      description: `The full definition of one addon (a format or e-invoicing standard a document can enable in "$addons"), by key: its extensions, scenarios, corrections and requirements. Addons: ${addons(engine)}.`,
    },
    addon_list: {
      title: "Addons",
      description: 'Every addon this server knows: {"addons": [{"key", "name", "description", "requires"}]}. Enable one in a document with "$addons": ["<key>"].',
    },
  };
}
