import { describe, expect, it } from "vitest";
import { ENVELOPE_ID, createEngine } from "../../../index.ts";

const engine = createEngine();

const invoice = (tags: string[] = []) => ({
  $schema: "https://gobl.org/draft-0/bill/invoice",
  $tags: tags,
  code: "A-1",
  issue_date: "2024-03-01",
  supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" }, endpoints: [{ uri: "https://supplier.example/inbox" }] },
  customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" }, endpoints: [{ uri: "https://customer.example/inbox" }] },
  lines: [{ quantity: "1", item: { name: "Work", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

describe("envelope routing", () => {
  it("addresses an invoice from the supplier to the customer", async () => {
    const env = (await engine.build(invoice(), { envelop: true })) as any;
    expect(env.head.from).toBe("https://supplier.example/inbox");
    expect(env.head.to).toBe("https://customer.example/inbox");
  });

  it("reverses a self-billed invoice", async () => {
    const env = (await engine.build(invoice(["self-billed"]), { envelop: true })) as any;
    expect(env.head.from).toBe("https://customer.example/inbox");
    expect(env.head.to).toBe("https://supplier.example/inbox");
  });

  it("keeps addresses the caller already set", async () => {
    const env = (await engine.build({ $schema: ENVELOPE_ID, head: { from: "mailto:me@example.com" }, doc: invoice() })) as any;
    expect(env.head.from).toBe("mailto:me@example.com");
    expect(env.head.to).toBe("https://customer.example/inbox");
  });
});

describe("embedded documents", () => {
  it("shapes and calculates a complement by its own schema: $schema first, a uuid of its own", async () => {
    const inv = (await engine.build({
      ...invoice(),
      complements: [{ content: "See attached terms", unknown: "dropped", title: "Terms", $schema: "https://gobl.org/draft-0/note/message" }],
    })) as any;
    const [complement] = inv.complements;
    expect(Object.keys(complement)).toEqual(["$schema", "uuid", "title", "content"]);
    expect(complement.$schema).toBe("https://gobl.org/draft-0/note/message");
    expect(complement.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
  });
});
