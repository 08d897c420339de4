/**
 * Each rule of the sa-zatca-v1 addon fires on a document that breaks it and
 * not on the valid one it is made from. Documents are built by an engine
 * that registers the addon; rules that normalisation would mend (issue time,
 * tax section, transaction type) are broken after building and checked by
 * validating again.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../../index.ts";
import { VALID_INVOICE_TYPES } from "../../../../addons/sa/zatca/invoice-type.ts";
import { documentOps, faultsStartingWith, type Obj } from "../../../support/documents.ts";

const engine = createEngine();
const { buildFaults, faultsAfter, built } = documentOps(engine);
const ownFaults = faultsStartingWith("GOBL-SA-ZATCA-");

const saAddress = (): Obj => ({
  street: "King Fahd Road",
  street_extra: "Al Olaya",
  num: "1234",
  locality: "Riyadh",
  code: "12345",
  country: "SA",
});

/** A standard tax invoice ZATCA accepts (after GOBL's standard-invoice example). */
function standard(): Obj {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    $addons: ["sa-zatca-v1"],
    $regime: "SA",
    issue_date: "2022-02-01",
    issue_time: "12:00:00",
    code: "SAMPLE-001",
    type: "standard",
    supplier: {
      name: "Acme Corp Saudi",
      tax_id: { country: "SA", code: "312345678912343" },
      identities: [{ type: "CRN", code: "1234567890" }],
      addresses: [saAddress()],
    },
    customer: {
      name: "Sample Consumer LLC",
      identities: [{ type: "TIN", code: "123456789012345" }],
      addresses: [{ ...saAddress(), num: "5678", code: "54321" }],
    },
    delivery: { date: "2022-02-01" },
    payment: { instructions: { key: "credit-transfer" }, terms: { notes: "Payment due within 30 days" } },
    lines: [{ quantity: "20", item: { name: "Development services", price: "90.00" }, taxes: [{ cat: "VAT", rate: "standard" }] }],
  };
}

/** A simplified tax invoice, without customer. */
function simplified(): Obj {
  const doc = standard();
  doc.$tags = ["simplified"];
  delete doc.customer;
  delete doc.delivery;
  return doc;
}

function creditNote(): Obj {
  return { ...standard(), type: "credit-note", preceding: [{ code: "SAMPLE-000", issue_date: "2022-01-15", reason: "Price correction" }] };
}

function summarySimplified(): Obj {
  return {
    ...simplified(),
    $tags: ["simplified", "summary"],
    customer: { name: "Walk-in", addresses: [saAddress()] },
    delivery: { period: { start: "2022-02-01", end: "2022-02-28" } },
  };
}

/** A zero-rated line for citizens' private education. */
const eduLine = (): Obj => ({ quantity: "1", item: { name: "Tuition", price: "100.00" }, taxes: [{ cat: "VAT", key: "zero", ext: { "cef-vatex": "VATEX-SA-EDU" } }] });

type Case = {
  code: string;
  /** The valid document the broken one is made from. */
  base: () => Obj;
  /** Changes the input before building. */
  input?: (doc: Obj) => void;
  /** Changes the built document before validating it again. */
  after?: (doc: Obj) => void;
};

const CASES: Case[] = [
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-01", base: standard, after: (d) => delete d.issue_time },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-02", base: standard, after: (d) => delete d.tax },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-03", base: standard, after: (d) => delete d.tax.ext["untdid-document-type"] },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-04", base: standard, after: (d) => delete d.tax.ext["sa-zatca-invoice-type"] },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-05", base: standard, after: (d) => (d.tax.ext["untdid-document-type"] = "380") },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-06", base: standard, input: (d) => (d.tax = { ext: { "sa-zatca-invoice-type": "0200001" } }) },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-07", base: creditNote, input: (d) => delete d.preceding },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-08", base: creditNote, input: (d) => delete d.preceding[0].code },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-09", base: creditNote, input: (d) => delete d.preceding[0].reason },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-10", base: standard, input: (d) => (d.customer.addresses = [{ locality: "Dubai", country: "AE" }]) },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-11", base: standard, input: (d) => (d.customer.addresses = [{ street: "Sheikh Zayed Road", country: "AE" }]) },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-12", base: standard, after: (d) => delete d.customer.addresses[0].country },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-13", base: standard, input: (d) => (d.customer.identities = [{ type: "XYZ", code: "1" }]) },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-14", base: standard, after: (d) => delete d.lines[0].taxes },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-15", base: standard, input: (d) => delete d.delivery },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-16", base: standard, input: (d) => (d.delivery = { period: { start: "2022-02-01", end: "2022-02-28" } }) },
  {
    code: "GOBL-SA-ZATCA-BILL-INVOICE-17",
    base: () => ({ ...standard(), $tags: ["export"], customer: { name: "Foreign Buyer", identities: [{ type: "PAS", code: "X1" }] } }),
    input: (d) => (d.customer.tax_id = { country: "AE", code: "100000000000003" }),
  },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-18", base: summarySimplified, input: (d) => delete d.delivery },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-19", base: summarySimplified, input: (d) => (d.delivery = { date: "2022-02-01" }) },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-20", base: summarySimplified, after: (d) => delete d.delivery.period.start },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-21", base: summarySimplified, after: (d) => delete d.delivery.period.end },
  {
    code: "GOBL-SA-ZATCA-BILL-INVOICE-22",
    base: () => ({ ...simplified(), customer: { name: "Citizen", identities: [{ type: "NAT", code: "1000000000" }] }, lines: [eduLine()] }),
    input: (d) => (d.customer.identities = [{ type: "IQA", code: "2000000000" }]),
  },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-23", base: standard, input: (d) => delete d.customer },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-24", base: summarySimplified, input: (d) => delete d.customer.name },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-25", base: simplified, input: (d) => delete d.supplier.tax_id },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-26", base: simplified, input: (d) => delete d.supplier.tax_id.code },
  { code: "GOBL-SA-ZATCA-BILL-INVOICE-27", base: simplified, input: (d) => (d.supplier.identities = [{ type: "NAT", code: "1000000000" }]) },
  {
    code: "GOBL-SA-ZATCA-BILL-INVOICE-28",
    base: () => ({ ...standard(), $tags: ["self-billed"], customer: { ...standard().customer, tax_id: { country: "SA", code: "300000000000003" }, identities: [{ type: "CRN", code: "7000000000" }] } }),
    input: (d) => delete d.customer.tax_id,
  },
  {
    code: "GOBL-SA-ZATCA-BILL-INVOICE-29",
    base: () => ({ ...standard(), $tags: ["self-billed"], customer: { ...standard().customer, tax_id: { country: "SA", code: "300000000000003" }, identities: [{ type: "CRN", code: "7000000000" }] } }),
    input: (d) => delete d.customer.tax_id.code,
  },
  {
    code: "GOBL-SA-ZATCA-BILL-INVOICE-30",
    base: () => ({ ...standard(), $tags: ["self-billed"], customer: { ...standard().customer, tax_id: { country: "SA", code: "300000000000003" }, identities: [{ type: "CRN", code: "7000000000" }] } }),
    input: (d) => (d.customer.identities = [{ type: "TIN", code: "300000000000003" }]),
  },
  { code: "GOBL-SA-ZATCA-BILL-LINE-01", base: simplified, input: (d) => (d.lines[0].charges = [{ amount: "10.00", reason: "Handling" }]) },
  { code: "GOBL-SA-ZATCA-ORG-ADDRESS-01", base: simplified, after: (d) => delete d.supplier.addresses[0].country },
  { code: "GOBL-SA-ZATCA-ORG-ADDRESS-02", base: simplified, input: (d) => delete d.supplier.addresses[0].street },
  { code: "GOBL-SA-ZATCA-ORG-ADDRESS-03", base: simplified, input: (d) => (d.supplier.addresses[0].num = "12") },
  { code: "GOBL-SA-ZATCA-ORG-ADDRESS-04", base: simplified, input: (d) => (d.supplier.addresses[0].code = "1234") },
  { code: "GOBL-SA-ZATCA-ORG-ADDRESS-05", base: simplified, input: (d) => delete d.supplier.addresses[0].locality },
  { code: "GOBL-SA-ZATCA-ORG-ADDRESS-06", base: simplified, input: (d) => delete d.supplier.addresses[0].street_extra },
  {
    code: "GOBL-SA-ZATCA-TAX-COMBO-01",
    base: () => ({ ...simplified(), lines: [{ ...simplified().lines[0], taxes: [{ cat: "VAT", key: "exempt", ext: { "cef-vatex": "VATEX-SA-29" } }] }] }),
    input: (d) => (d.lines[0].taxes[0].ext["cef-vatex"] = "VATEX-SA-35"),
  },
  { code: "GOBL-SA-ZATCA-TAX-COMBO-02", base: simplified, after: (d) => (d.lines[0].taxes[0].ext["untdid-tax-category"] = "AE") },
  { code: "GOBL-SA-ZATCA-TAX-COMBO-03", base: simplified, after: (d) => (d.lines[0].taxes[0].cat = "IGIC") },
];

async function faultsOf(doc: Obj, c: Case): Promise<string[]> {
  const found = c.after ? await faultsAfter(doc, c.after) : await buildFaults(doc);
  return ownFaults(found).map((f) => f.code!);
}

describe("sa-zatca-v1 rules", () => {
  it("the valid documents pass", async () => {
    for (const base of [standard, simplified, creditNote, summarySimplified]) expect(ownFaults(await buildFaults(base()))).toEqual([]);
  });

  it.each(CASES.map((c) => [c.code, c] as const))("%s", async (code, c) => {
    const valid = c.base();
    expect(await faultsOf(structuredClone(valid), { ...c, after: c.after ? () => {} : undefined })).not.toContain(code);
    const broken = structuredClone(valid);
    c.input?.(broken);
    expect(await faultsOf(broken, c)).toContain(code);
  });
});

describe("sa-zatca-v1 normalisation", () => {
  it("derives the transaction type from the tags", async () => {
    const doc = { ...standard(), $tags: ["third-party", "nominal", "summary", "self-billed"], customer: { ...standard().customer, tax_id: { country: "SA", code: "300000000000003" }, identities: [{ type: "CRN", code: "7000000000" }] } };
    const out = await built(doc);
    expect(out.tax.ext["sa-zatca-invoice-type"]).toBe("0111011");
    expect(out.tax.ext["untdid-document-type"]).toBe("388");
    expect(out.tax.rounding).toBe("currency");
  });

  it("keeps a transaction type given", async () => {
    const out = await built({ ...standard(), tax: { ext: { "sa-zatca-invoice-type": "0101000" } } });
    expect(out.tax.ext["sa-zatca-invoice-type"]).toBe("0101000");
  });

  it("fills a missing issue time", async () => {
    const doc = standard();
    delete doc.issue_time;
    expect((await built(doc)).issue_time).toMatch(/^\d{2}:\d{2}:\d{2}/);
  });

  it("takes a VATEX reason or tax category that Object.prototype holds as no known code: the combo rules refuse it, no note is made of it", async () => {
    for (const name of ["constructor", "__proto__", "toString"]) {
      const doc = { ...simplified(), lines: [{ ...simplified().lines[0], taxes: [{ cat: "VAT", key: "exempt", ext: { "cef-vatex": name } }] }] };
      expect(ownFaults(await buildFaults(doc)).map((f) => f.code)).toContain("GOBL-SA-ZATCA-TAX-COMBO-01");
      const category = ownFaults(await faultsAfter(simplified(), (d) => (d.lines[0].taxes[0].ext["untdid-tax-category"] = name))).map((f) => f.code);
      expect(category).toContain("GOBL-SA-ZATCA-TAX-COMBO-02");
      expect(category).not.toContain("GOBL-SA-ZATCA-TAX-COMBO-01");
    }
  });

  it("lists 24 standard and 8 simplified transaction types", () => {
    expect(VALID_INVOICE_TYPES.filter((c) => c.startsWith("01"))).toHaveLength(24);
    expect(VALID_INVOICE_TYPES.filter((c) => c.startsWith("02"))).toEqual(["0200000", "0200010", "0201000", "0201010", "0210000", "0210010", "0211000", "0211010"]);
  });
});
