import { describe, expect, it } from "vitest";
import { summarize } from "../../playground/summary.ts";

const invoice = {
  $schema: "https://gobl.org/draft-0/bill/invoice",
  type: "standard",
  series: "F",
  code: "12",
  currency: "EUR",
  totals: { sum: "100.00", total: "100.00", tax: "21.00", total_with_tax: "121.00", payable: "121.00" },
};

describe("summarize", () => {
  it("gives an invoice's kind, number and totals", () => {
    expect(summarize(invoice)).toEqual([
      { label: "Document", value: "bill/invoice" },
      { label: "Type", value: "standard" },
      { label: "Code", value: "F-12" },
      { label: "Sum", value: "100.00" },
      { label: "Tax", value: "21.00" },
      { label: "Payable", value: "121.00 EUR" },
    ]);
  });

  it("reads the document of an envelope, and counts its signatures", () => {
    const items = summarize({ $schema: "https://gobl.org/draft-0/envelope", head: {}, doc: invoice, sigs: ["a.b.c"] });
    expect(items).toContainEqual({ label: "Payable", value: "121.00 EUR" });
    expect(items).toContainEqual({ label: "Signatures", value: "1" });
    expect(summarize({ head: {}, doc: invoice })).toContainEqual({ label: "Signatures", value: "0" });
  });

  it("leaves out what a document does not have", () => {
    expect(summarize({ $schema: "https://gobl.org/draft-0/note/message", content: "Hi" })).toEqual([{ label: "Document", value: "note/message" }]);
    expect(summarize({ code: "7", totals: { sum: "5.00", payable: "5.00" } })).toEqual([
      { label: "Code", value: "7" },
      { label: "Sum", value: "5.00" },
      { label: "Payable", value: "5.00" },
    ]);
  });

  it("says a check passed, and names a new key", () => {
    expect(summarize({ ok: true })).toEqual([{ label: "Result", value: "OK" }]);
    expect(summarize({ public: { kty: "EC", kid: "k-1" } })).toEqual([{ label: "Key ID", value: "k-1" }]);
  });

  it("says nothing of what is not an object, and reads no inherited member", () => {
    expect(summarize(undefined)).toEqual([]);
    expect(summarize([invoice])).toEqual([]);
    expect(summarize("text")).toEqual([]);
    const bare = Object.create({ ok: true, totals: { payable: "1" } }) as object;
    expect(summarize(bare)).toEqual([]);
  });
});
