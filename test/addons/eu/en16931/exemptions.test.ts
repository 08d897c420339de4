/**
 * Exempt VAT categories need a VATEX reason code or an exemption note, and
 * tax notes carry their UNTDID category (GOBL's TestExemptionNoteValidation).
 */
import { describe, expect, it } from "vitest";
import { buildFaults, built, germanInvoice, invoiceWithCombo } from "./support.ts";

const EXEMPTION = "GOBL-EU-EN16931-BILL-INVOICE-08";
const VATEX = { "cef-vatex": "VATEX-EU-132" };
const exemptNote = { cat: "VAT", key: "exempt", text: "Exempt under Article 132" };

describe("EN 16931 exemption notes", () => {
  it("an exempt line with a VATEX code and a matching note builds", async () => {
    const out = await built(invoiceWithCombo({ cat: "VAT", key: "exempt", ext: VATEX }, [exemptNote]));
    expect(out.totals.taxes.categories[0].rates[0].ext).toEqual({ "cef-vatex": "VATEX-EU-132", "untdid-tax-category": "E" });
  });

  it("an exempt line with neither VATEX code nor note is refused (BILL-INVOICE-08)", async () => {
    const faults = await buildFaults(invoiceWithCombo({ cat: "VAT", key: "exempt" }));
    expect(faults).toEqual([{ code: EXEMPTION, properties: ["$"] }]);
  });

  it("a VATEX code alone is enough", async () => {
    await expect(built(invoiceWithCombo({ cat: "VAT", key: "exempt", ext: VATEX }))).resolves.toBeDefined();
  });

  it("a note alone is enough", async () => {
    await expect(built(invoiceWithCombo({ cat: "VAT", key: "exempt" }, [exemptNote]))).resolves.toBeDefined();
  });

  it("empty entries in the notes are dropped", async () => {
    const out = await built(invoiceWithCombo({ cat: "VAT", key: "exempt", ext: VATEX }, [null as never, exemptNote]));
    expect(out.tax.notes).toHaveLength(1);
  });

  it("a note for another exempt category does not cover this one", async () => {
    const note = { cat: "VAT", key: "reverse-charge", text: "Reverse charge" };
    const faults = await buildFaults(invoiceWithCombo({ cat: "VAT", key: "exempt" }, [note]));
    expect(faults).toEqual([{ code: EXEMPTION, properties: ["$"] }]);
  });

  it("each exempt category needs its own note", async () => {
    const inv = invoiceWithCombo({ cat: "VAT", key: "exempt" }, [exemptNote]);
    inv.lines.push({ quantity: "1", item: { name: "Export item", price: "1.00" }, taxes: [{ cat: "VAT", key: "export" }] });
    expect(await buildFaults(inv)).toEqual([{ code: EXEMPTION, properties: ["$"] }]);
    inv.tax.notes.push({ cat: "VAT", key: "export", text: "Export outside the EU" });
    await expect(built(inv)).resolves.toBeDefined();
  });

  it.each([
    ["reverse-charge", "AE"],
    ["intra-community", "K"],
    ["export", "G"],
    ["outside-scope", "O"],
  ])("%s (%s) needs a note or VATEX code too", async (key, code) => {
    expect(await buildFaults(invoiceWithCombo({ cat: "VAT", key }))).toEqual([{ code: EXEMPTION, properties: ["$"] }]);
    const out = await built(invoiceWithCombo({ cat: "VAT", key }, [{ cat: "VAT", key, text: "Why no VAT is charged" }]));
    expect(out.tax.notes[0].ext).toEqual({ "untdid-tax-category": code });
  });

  it("zero-rated lines need no note", async () => {
    await expect(built(invoiceWithCombo({ cat: "VAT", key: "zero" }))).resolves.toBeDefined();
  });

  it("standard-rated lines need no note", async () => {
    await expect(built(germanInvoice())).resolves.toBeDefined();
  });
});

describe("EN 16931 tax notes", () => {
  it("a VAT note's key gives its tax category", async () => {
    const out = await built(invoiceWithCombo({ cat: "VAT", key: "exempt" }, [exemptNote]));
    expect(out.tax.notes).toEqual([{ ...exemptNote, ext: { "untdid-tax-category": "E" } }]);
  });

  it("a note given only the category gets the key (exempt)", async () => {
    const note = { cat: "VAT", text: "Exempt under Article 132", ext: { "untdid-tax-category": "E" } };
    const out = await built(invoiceWithCombo({ cat: "VAT", key: "exempt" }, [note]));
    expect(out.tax.notes[0].key).toBe("exempt");
  });

  it("a note given only the category gets the key (reverse charge)", async () => {
    const note = { cat: "VAT", text: "Reverse charge applies", ext: { "untdid-tax-category": "AE" } };
    const out = await built(invoiceWithCombo({ cat: "VAT", key: "reverse-charge" }, [note]));
    expect(out.tax.notes[0].key).toBe("reverse-charge");
  });

  it("the key is never replaced; its category wins over the one given", async () => {
    const note = { cat: "VAT", key: "exempt", text: "Exempt under Article 132", ext: { "untdid-tax-category": "AE" } };
    const out = await built(invoiceWithCombo({ cat: "VAT", key: "exempt" }, [note]));
    expect(out.tax.notes[0].key).toBe("exempt");
    expect(out.tax.notes[0].ext).toEqual({ "untdid-tax-category": "E" });
  });

  it("notes of other categories are left alone", async () => {
    const inv = germanInvoice();
    inv.tax = { notes: [{ cat: "IGIC", key: "exempt", text: "Some IGIC exemption" }] };
    const out = await built(inv);
    expect(out.tax.notes).toEqual([{ cat: "IGIC", key: "exempt", text: "Some IGIC exemption" }]);
  });

  it("a VAT note with a category code of no VAT key stays without key", async () => {
    const inv = germanInvoice();
    inv.tax = { notes: [{ cat: "VAT", text: "Canary Islands", ext: { "untdid-tax-category": "L" } }] };
    const out = await built(inv);
    expect(out.tax.notes).toEqual([{ cat: "VAT", text: "Canary Islands", ext: { "untdid-tax-category": "L" } }]);
  });
});

describe("EN 16931 scenario notes", () => {
  it("a note added by a regime scenario gets its tax category, and covers the exemption", async () => {
    const inv = invoiceWithCombo({ cat: "VAT", key: "reverse-charge" });
    inv.$tags = ["reverse-charge"];
    inv.customer.tax_id = { country: "ES", code: "B63272603" };
    const out = await built(inv);
    expect(out.tax.notes).toEqual([
      { cat: "VAT", key: "reverse-charge", text: "Reverse Charge / Umkehr der Steuerschuld.", ext: { "untdid-tax-category": "AE" } },
    ]);
  });
});
