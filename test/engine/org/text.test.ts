import { describe, expect, it } from "vitest";
import { ENVELOPE_ID, createEngine } from "../../../index.ts";
import { cleanText } from "../../../engine/cbc/index.ts";

// GOBL cleans free text (cbc.NormalizeString: NUL removed, invalid UTF-8
// replaced, white space trimmed) on exactly the fields its org and pay
// normalisers name; these tests follow that list field by field.

const engine = createEngine();
const HEAD_UUID = "8a51fd30-2a27-11ee-be56-0242ac120002";

/** The parity case `text-not-trimmed`: untrimmed item, note, reference, terms and advance texts. */
function untrimmedInvoice(): any {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    uuid: "0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee",
    issue_date: "2024-03-01",
    code: "1",
    supplier: { name: "S", tax_id: { country: "ES", code: "B98602642" } },
    notes: [{ key: "general", text: "  Thanks " }],
    preceding: [{ code: "F-1", reason: "  Wrong price " }],
    payment: { terms: { key: "instant", notes: "  Within 30 days " }, advances: [{ description: "  Deposit ", amount: "1.00" }] },
    lines: [
      {
        quantity: "1",
        item: { name: "  Widget ", description: "  Long description ", price: "10.00" },
        taxes: [{ cat: "VAT", rate: "general" }],
        notes: [{ key: "general", text: "  line note " }],
      },
    ],
  };
}

describe("free text is cleaned where GOBL cleans it", () => {
  it("trims item, note, preceding, terms and advance texts (parity case text-not-trimmed)", async () => {
    const inv = (await engine.build(untrimmedInvoice())) as any;
    expect(inv.lines[0].item.name).toBe("Widget");
    expect(inv.lines[0].item.description).toBe("Long description");
    expect(inv.lines[0].notes[0].text).toBe("line note");
    expect(inv.notes[0].text).toBe("Thanks");
    expect(inv.preceding[0].reason).toBe("Wrong price");
    expect(inv.payment.terms.notes).toBe("Within 30 days");
    expect(inv.payment.advances[0].description).toBe("Deposit");
  });

  it("gives GOBL's digest for that invoice as an envelope", async () => {
    const env = (await engine.build({ $schema: ENVELOPE_ID, head: { uuid: HEAD_UUID }, doc: untrimmedInvoice() })) as any;
    // head.dig of GOBL v0.502.1's envelope for the same input.
    expect(env.head.dig).toEqual({ alg: "sha256", val: "5dc783048f77f00bed3072516330119868bfaeb7e32a1221986d1398f9608a94" });
  });

  it("removes NUL characters and Unicode white space, and drops text left empty", async () => {
    const data = untrimmedInvoice();
    data.lines[0].item.name = "\u00a0Wid\u0000get\u3000";
    data.lines[0].item.description = " \t\n ";
    data.preceding[0].reason = "\u2028";
    const inv = (await engine.build(data)) as any;
    expect(inv.lines[0].item.name).toBe("Widget");
    expect(inv.lines[0].item).not.toHaveProperty("description");
    expect(inv.preceding[0]).not.toHaveProperty("reason");
  });

  it("a name that is only white space is a missing name (GOBL-ORG-ITEM-01)", async () => {
    const data = untrimmedInvoice();
    data.lines[0].item.name = "   ";
    const err = await engine.build(data).then(
      () => undefined,
      (e: any) => e,
    );
    expect(err?.faults).toEqual(expect.arrayContaining([expect.objectContaining({ code: "GOBL-ORG-ITEM-01", properties: ["$.lines[0].item.name"] })]));
  });

  it("cleans attachments, document reference URLs, payment records and instructions", async () => {
    const data = untrimmedInvoice();
    data.preceding[0].url = " https://example.com/f-1 ";
    data.attachments = [{ name: " terms.pdf ", description: " Terms ", url: " https://example.com/terms.pdf ", mime: " application/pdf " }];
    data.payment.advances[0].ref = "  R-1 ";
    data.payment.instructions = { key: "credit-transfer", detail: "  Pay to the usual account ", notes: " Thanks " };
    const inv = (await engine.build(data)) as any;
    expect(inv.preceding[0].url).toBe("https://example.com/f-1");
    expect(inv.attachments[0]).toMatchObject({ name: "terms.pdf", description: "Terms", url: "https://example.com/terms.pdf", mime: "application/pdf" });
    expect(inv.payment.advances[0].ref).toBe("R-1");
    expect(inv.payment.instructions).toMatchObject({ detail: "Pay to the usual account", notes: "Thanks" });
  });

  it("leaves alone the texts GOBL leaves alone (a reference's description, a due date's notes)", async () => {
    const data = untrimmedInvoice();
    data.preceding[0].description = "  as given ";
    data.payment.terms.due_dates = [{ date: "2024-04-01", percent: "100%", notes: "  as given " }];
    const inv = (await engine.build(data)) as any;
    expect(inv.preceding[0].description).toBe("  as given ");
    expect(inv.payment.terms.due_dates[0].notes).toBe("  as given ");
  });

  it("removes a zero uuid from notes, references, attachments and payment records, as GOBL does", async () => {
    const zero = "00000000-0000-0000-0000-000000000000";
    const data = untrimmedInvoice();
    data.notes[0].uuid = zero;
    data.preceding[0].uuid = zero;
    data.payment.advances[0].uuid = zero;
    const inv = (await engine.build(data)) as any;
    expect(inv.notes[0]).not.toHaveProperty("uuid");
    expect(inv.preceding[0]).not.toHaveProperty("uuid");
    expect(inv.payment.advances[0]).not.toHaveProperty("uuid");
  });

  it("cleans the same types in other documents (a payment's notes and document references)", async () => {
    const payment = (await engine.build({
      $schema: "https://gobl.org/draft-0/bill/payment",
      type: "receipt",
      code: "P-1",
      methods: [{ key: "credit-transfer", description: " by transfer " }],
      issue_date: "2024-03-01",
      supplier: { name: "S", tax_id: { country: "ES", code: "B98602642" } },
      lines: [{ document: { code: "F-1", reason: " paid " }, amount: "10.00" }],
      notes: [{ text: "  received " }],
    })) as any;
    expect(payment.notes[0].text).toBe("received");
    expect(payment.lines[0].document.reason).toBe("paid");
    expect(payment.methods[0].description).toBe("by transfer");
  });

  it("old terms `detail` joins the trimmed notes as GOBL joins them (final full stop dropped)", async () => {
    const data = untrimmedInvoice();
    data.payment.terms = { key: "instant", notes: " Within 30 days. ", detail: "By transfer" };
    const inv = (await engine.build(data)) as any;
    expect(inv.payment.terms.notes).toBe("Within 30 days. By transfer");
  });
});

describe("cleanText", () => {
  it("cleans only the fields named, in place", () => {
    const obj: Record<string, unknown> = { a: "  x ", b: "  y ", c: 3, d: "   " };
    cleanText(obj, ["a", "c", "d"]);
    expect(obj).toEqual({ a: "x", b: "  y ", c: 3 });
  });
});
