/**
 * The contract every format plugin keeps, run against each one bizdoc ships
 * (as Hono runs one suite against every adapter): a built invoice written as
 * XML and read back builds to the same invoice in everything the format
 * carries. The invoices are the EN 16931 examples with random quantities,
 * prices and item names (fast-check; PROPERTY_RUNS raises the runs).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { builtinFormats, createEngine } from "../../index.ts";
import { EXAMPLES } from "../../examples/index.ts";
import { EN16931_EXAMPLES } from "../support/examples.ts";

const engine = createEngine();
const RUNS = Number(process.env.PROPERTY_RUNS ?? 10);
type Obj = Record<string, any>;

/** The examples made for EN 16931 and the national formats built on it. */
const examples = EN16931_EXAMPLES;

// Quantities of at least 1 and prices of at least 0.01: every line is worth a cent, as an invoice with payment terms must be.
const quantity = fc.integer({ min: 100, max: 99_999 }).map((n) => (n % 7 === 0 ? (n / 100).toFixed(2) : String(n % 500 || 1)));
const price = fc.integer({ min: 1, max: 5_000_000 }).map((cents) => (cents / 100).toFixed(2));
const itemName = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9 .,&'<>"-]{0,38}[A-Za-zÀ-ÿ0-9.]$/);

/** The fields of a built invoice every EN 16931 format carries. */
function carried(doc: Obj): Obj {
  return {
    // BT-1 is one identifier: the formats write series and code joined, as GOBL's converters do, and read it back as the code.
    number: [doc.series, doc.code].filter(Boolean).join("-"),
    issue_date: doc.issue_date,
    currency: doc.currency,
    supplier: party(doc.supplier),
    customer: party(doc.customer),
    lines: doc.lines.map((l: Obj) => ({ quantity: l.quantity, unit: l.item.unit, name: l.item.name, price: l.item.price, sum: l.sum, taxes: l.taxes?.map((t: Obj) => [t.cat, t.percent]) })),
    payment: {
      means: doc.payment?.instructions?.key,
      iban: doc.payment?.instructions?.credit_transfer?.[0]?.iban,
      due: doc.payment?.terms?.due_dates?.map((d: Obj) => [d.date, d.amount]),
    },
    ordering: doc.ordering?.code,
    totals: { sum: doc.totals.sum, tax: doc.totals.tax, total_with_tax: doc.totals.total_with_tax, payable: doc.totals.payable },
  };
}

function party(p: Obj | undefined): Obj {
  const address = p?.addresses?.[0];
  return {
    name: p?.name,
    tax_id: p?.tax_id ? `${p.tax_id.country}${p.tax_id.code ?? ""}` : undefined,
    address: address ? { locality: address.locality, code: address.code, country: address.country } : undefined,
  };
}

/** The syntaxes of EN 16931 (their profiles checked with its rules): UBL and CII. FatturaPA and FacturaE have their own reference tests. */
const en16931Formats = builtinFormats.filter((f) => f.profiles.some((p) => p.ruleSets?.includes("en16931")));

describe.each(en16931Formats.map((f) => [f.key, f] as const))("format %s: written and read back", (key) => {
  it.each(examples.map((e) => [e.id, e] as const))(`%s keeps what the format carries (${RUNS} random variants)`, async (_id, example) => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ quantity, price, name: itemName }), { minLength: 1, maxLength: 4 }), async (variants) => {
        const input = structuredClone(example.document) as Obj;
        // EN 16931 XML states line amounts rounded to the currency, and readers calculate that way (as GOBL's do):
        // an invoice calculated the same way reads back to the cent (one calculated "precise" may not: see README).
        input.tax = { ...(input.tax ?? {}), rounding: "currency" };
        const template = input.lines[0];
        input.lines = variants.map((v, i) => ({ ...structuredClone(input.lines[i % input.lines.length] ?? template), quantity: v.quantity, item: { ...structuredClone((input.lines[i % input.lines.length] ?? template).item), name: v.name, price: v.price } }));
        const built = ((await engine.build({ $schema: "https://gobl.org/draft-0/envelope", doc: input })) as Obj).doc;
        const written = await engine.toXML(structuredClone(built), { format: key });
        const read = ((await engine.fromXML(written.xml, { format: key })) as Obj).doc;
        expect(carried(read)).toEqual(carried(built));
        // The XML holds one contact e-mail per party, the party's or its contact person's (UBL and CII choose
        // differently, as GOBL's converters do): the one read back is one of the invoice's.
        for (const role of ["supplier", "customer"]) {
          const emailsOf = (p: Obj | undefined) => [...(p?.emails ?? []), ...(p?.people ?? []).flatMap((person: Obj) => person.emails ?? [])].map((e: Obj) => e.addr);
          const readEmails = emailsOf(read[role]);
          if (emailsOf(built[role]).length > 0) expect(readEmails.length, `${role} e-mail`).toBeGreaterThan(0);
          for (const email of readEmails) expect(emailsOf(built[role])).toContain(email);
        }
        // The profile written is read back from the XML's customization ID: the read document has its addons, save
        // where profiles share one ID (Factur-X and ZUGFeRD write EN 16931's), which the XML cannot tell apart.
        const profiles = engine.formatList().find((f) => f.key === key)!.profiles;
        const profile = profiles.find((p) => p.key === written.profile)!;
        const alike = profiles.filter((p) => p.customization === profile.customization);
        const carriedAddons = profile.addons.filter((addon) => alike.every((p) => p.addons.includes(addon)));
        expect(read.$addons ?? []).toEqual(expect.arrayContaining(carriedAddons));
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});

describe.each(en16931Formats.map((f) => [f.key] as const))("format %s: places read back as ISO countries", (key) => {
  it("a Greek invoice's addresses are written GR (ISO 3166, BR-CL-14), where GOBL's converters write Greece's tax prefix EL, and read back as GR", async () => {
    const greek = EXAMPLES.find((e) => e.id === "gr-mydata-v1")!;
    const input = structuredClone(greek.document) as Obj;
    input.$addons = [...(input.$addons ?? []), "eu-en16931-v2017"];
    const built = ((await engine.build({ $schema: "https://gobl.org/draft-0/envelope", doc: input })) as Obj).doc;
    expect(built.supplier.addresses[0].country).toBe("GR");
    const { xml } = await engine.toXML(structuredClone(built), { format: key });
    expect(xml).not.toMatch(/>EL</);
    expect(xml).toMatch(key === "ubl" ? /<cbc:IdentificationCode>GR</ : /<ram:CountryID>GR</);
    // The VAT number keeps its tax prefix.
    expect(xml).toMatch(/>EL\d{9}</);
    const read = ((await engine.fromXML(xml, { format: key, validate: false })) as Obj).doc;
    expect(read.supplier.addresses[0].country).toBe("GR");
    expect(read.customer.addresses[0].country).toBe("GR");
    expect(read.supplier.tax_id.country).toBe("EL");
  });
});
