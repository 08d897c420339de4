/**
 * A format of the tests' own, for testing the engine's and the adapters'
 * side of formats without depending on what the real ones write.
 */
import type { Envelope, FormatPlugin } from "../../index.ts";

/**
 * Writes an invoice's code, addons and payable as `<toy>`; reads them back
 * into a one-line invoice (its supplier's tax code from `supplier`, if given).
 */
export const toy: FormatPlugin = {
  key: "toy",
  name: "Toy XML",
  profiles: [
    { key: "plain", name: "Plain", addons: [] },
    { key: "eu", name: "EN 16931", addons: ["eu-en16931-v2017"] },
    { key: "de", name: "XRechnung", addons: ["eu-en16931-v2017", "de-xrechnung-v3"] },
  ],
  recognizes: (root) => root.localName === "toy",
  toXML: (envelope: Envelope, profile) => {
    const doc = envelope.doc as { code?: string; totals: { payable: string } };
    return `<toy profile="${profile.key}" code="${doc.code}" payable="${doc.totals.payable}"/>`;
  },
  fromXML: (xml) => {
    const payable = /payable="([^"]*)"/.exec(xml)?.[1] ?? "";
    const price = /price="([^"]*)"/.exec(xml)?.[1] ?? payable;
    const supplierCode = /supplier="([^"]*)"/.exec(xml)?.[1] ?? "B98602642";
    return {
      document: {
        $schema: "https://gobl.org/draft-0/bill/invoice",
        $regime: "ES",
        code: "TOY-1",
        issue_date: "2025-01-15",
        supplier: { name: "Proveedor S.L.", tax_id: { country: "ES", code: supplierCode } },
        customer: { name: "Cliente S.A.", tax_id: { country: "ES", code: "A28017895" } },
        lines: [{ quantity: "1", item: { name: "Servicio", price }, taxes: [{ cat: "VAT", rate: "exempt", ext: { "es-tbai-exemption": "E1" } }] }],
      },
      statedTotals: { payable },
    };
  },
};


/** A Spanish invoice the toy format writes: 2 × 50.00 at 21% VAT, payable 121.00. */
export const toyInvoice = {
  $schema: "https://gobl.org/draft-0/bill/invoice",
  code: "F-7",
  issue_date: "2025-01-15",
  supplier: { name: "Proveedor S.L.", tax_id: { country: "ES", code: "B98602642" } },
  customer: { name: "Cliente S.A.", tax_id: { country: "ES", code: "A28017895" } },
  lines: [{ quantity: "2", item: { name: "Servicio", price: "50.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
};
