/**
 * What TicketBAI refuses, and how: bad options are a 400 naming each at its
 * `$.options…` path; a document TicketBAI cannot carry is a 422 naming the
 * fields (`$.doc…`); reading TicketBAI is refused plainly.
 */
import { describe, expect, it } from "vitest";
import { isBizdocError, statusOf } from "../../../index.ts";
import { ticketbaiFormat } from "../../../formats/ticketbai/index.ts";
import { engineWithFormats } from "../../support/formats.ts";

const engine = engineWithFormats(ticketbaiFormat);
const SOFTWARE = { license: "TBAIBI00000000PRUEBA", nif: "A99800005", name: "bizdoc tests", version: "1.0" };

const invoice = (overrides: Record<string, unknown> = {}) => ({
  $schema: "https://gobl.org/draft-0/bill/invoice",
  $regime: "ES",
  $addons: ["es-tbai-v1"],
  series: "A",
  code: "1",
  issue_date: "2026-01-15",
  supplier: { name: "Ikasle S.L.", tax_id: { country: "ES", code: "B98602642" }, addresses: [{ street: "Kale Nagusia", num: "1", locality: "Bilbao", region: "Bizkaia", code: "48001", country: "ES" }] },
  customer: { name: "Sample Consumer S.L.", tax_id: { country: "ES", code: "A28017895" } },
  lines: [{ quantity: "2", item: { name: "Development services", price: "90.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  notes: [{ key: "general", text: "Development services" }],
  ...overrides,
});

async function refusal(data: unknown, options: unknown) {
  try {
    await engine.toXML(data, { format: "ticketbai", options: options as Record<string, unknown> });
  } catch (error) {
    if (!isBizdocError(error)) throw error;
    return error;
  }
  throw new Error("written, where a refusal was expected");
}

const paths = (error: { faults: { properties: string[] }[] }) => error.faults.flatMap((f) => f.properties);

describe("TicketBAI: options", () => {
  it("writes a Bizkaia invoice, the province from the supplier's address, the addon's codes in place", async () => {
    const { xml, profile } = await engine.toXML(invoice(), { format: "ticketbai", options: { software: SOFTWARE, timestamp: "2026-01-15T10:30:00+01:00" } });
    expect(profile).toBe("ticketbai");
    expect(xml).toContain("<FechaExpedicionFactura>15-01-2026</FechaExpedicionFactura>");
    expect(xml).toContain("<HoraExpedicionFactura>10:30:00</HoraExpedicionFactura>");
    expect(xml).toContain("<ImporteTotalFactura>217.80</ImporteTotalFactura>");
    expect(xml).not.toContain("EmitidaPorTercerosODestinatario");
  });

  it("takes the document's issue time over the timestamp", async () => {
    const { xml } = await engine.toXML(invoice({ issue_time: "09:15:00" }), { format: "ticketbai", options: { software: SOFTWARE, timestamp: "2026-03-01T10:30:00Z" } });
    expect(xml).toContain("<FechaExpedicionFactura>15-01-2026</FechaExpedicionFactura>");
    expect(xml).toContain("<HoraExpedicionFactura>09:15:00</HoraExpedicionFactura>");
  });

  it("refuses a missing software, 400 at $.options.software", async () => {
    const error = await refusal(invoice(), {});
    expect(statusOf(error.key)).toBe(400);
    expect(paths(error)).toEqual(["$.options.software"]);
  });

  it("refuses every bad option at once, each at its path", async () => {
    const error = await refusal(invoice(), {
      software: { license: "", nif: "not a nif", name: "x".repeat(121) },
      previous: { code: "1", issue_date: "2026-02-30", signature: "<not base64>" },
      timestamp: "2026-01-15 10:30",
      issuer: "someone",
    });
    expect(statusOf(error.key)).toBe(400);
    expect(paths(error).sort()).toEqual(
      [
        "$.options.software.license",
        "$.options.software.nif",
        "$.options.software.name",
        "$.options.software.version",
        "$.options.previous.issue_date",
        "$.options.previous.signature",
        "$.options.timestamp",
        "$.options.issuer",
      ].sort(),
    );
  });

  it("refuses a previous signature longer than TicketBAI's 100 characters, and unknown members", async () => {
    const error = await refusal(invoice(), { software: { ...SOFTWARE, colour: "red" }, previous: { code: "1", issue_date: "2026-01-01", signature: "A".repeat(101) } });
    expect(paths(error).sort()).toEqual(["$.options.previous.signature", "$.options.software.colour"]);
  });

  it("refuses an option the format does not take, naming it (the engine's check)", async () => {
    const error = await refusal(invoice(), { software: SOFTWARE, previus: {} });
    expect(statusOf(error.key)).toBe(400);
    expect(paths(error)).toEqual(["$.options.previus"]);
  });
});

describe("TicketBAI: documents it cannot carry", () => {
  it("refuses an invoice without the province, 422 at $.doc.tax (the addon's rule: tax details with the province)", async () => {
    const { supplier } = invoice() as { supplier: Record<string, unknown> };
    const error = await refusal(invoice({ supplier: { ...supplier, addresses: [] } }), { software: SOFTWARE });
    expect(statusOf(error.key)).toBe(422);
    expect(paths(error).some((p) => p.startsWith("$.doc.tax"))).toBe(true);
  });

  it("refuses an invoice without the general note (the description TicketBAI requires)", async () => {
    const error = await refusal(invoice({ notes: [] }), { software: SOFTWARE });
    expect(statusOf(error.key)).toBe(422);
    expect(paths(error).some((p) => p.startsWith("$.doc.notes"))).toBe(true);
  });

  it("refuses a corrective invoice type TicketBAI does not write, naming $.doc.type", async () => {
    const error = await refusal(
      invoice({ type: "corrective", preceding: [{ series: "A", code: "0", issue_date: "2026-01-01", ext: { "es-tbai-correction": "R1" } }] }),
      { software: SOFTWARE },
    );
    expect(statusOf(error.key)).toBe(422);
    expect(paths(error)).toContain("$.doc.type");
  });

  it("refuses reading TicketBAI XML", () => {
    expect(() => ticketbaiFormat.fromXML("<T:TicketBai xmlns:T='urn:ticketbai:emision'/>", { regime: () => undefined })).toThrow(/written, not read/);
  });
});
