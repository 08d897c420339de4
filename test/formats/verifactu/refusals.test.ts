/**
 * What VERI*FACTU refuses, through the engine: options that are not what a
 * record needs (400, each at its `$.options…` path, an unknown member with
 * the closest known one), and documents a record cannot carry (422 at their
 * `$.doc…` path). Reading a record is refused as written-only.
 */
import { describe, expect, it } from "vitest";
import { isBizdocError, type BizdocError } from "../../../index.ts";
import { verifactuFormat } from "../../../formats/verifactu/index.ts";
import { engineWithFormats } from "../../support/formats.ts";

const engine = engineWithFormats(verifactuFormat);
const system = { name: "Example Software S.L.", nif: "B12345674" };
const GOOD_FINGERPRINT = "A".repeat(64);

function invoice(changes: Record<string, unknown> = {}) {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    $regime: "ES",
    $addons: ["es-verifactu-v1"],
    series: "R",
    code: "1",
    issue_date: "2025-03-01",
    currency: "EUR",
    supplier: { name: "Refusing Supplier S.L.", tax_id: { country: "ES", code: "B85905495" } },
    customer: { name: "Customer S.L.", tax_id: { country: "ES", code: "B63272603" } },
    lines: [{ quantity: "1", item: { name: "Service", price: "100.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    notes: [{ key: "general", text: "Service" }],
    ...changes,
  };
}

function status(lines: unknown[]) {
  return {
    $schema: "https://gobl.org/draft-0/bill/status",
    $regime: "ES",
    $addons: ["es-verifactu-v1"],
    type: "system",
    issue_date: "2025-03-02",
    code: "EV-1",
    supplier: { name: "Refusing Supplier S.L.", tax_id: { country: "ES", code: "B85905495" } },
    lines,
  };
}

async function refusal(data: unknown, options: Record<string, unknown> | undefined): Promise<BizdocError> {
  try {
    await engine.toXML(data, { format: "verifactu", ...(options ? { options } : {}) });
  } catch (error) {
    if (isBizdocError(error)) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const paths = (error: BizdocError) => error.faults.flatMap((f) => f.properties);

describe("VERI*FACTU options refused (400)", () => {
  it("requires the system's producer", async () => {
    const error = await refusal(invoice(), undefined);
    expect(error.status).toBe(400);
    expect(paths(error)).toContain("$.options.system");
  });

  it("names an unknown option with the closest known one", async () => {
    const error = await refusal(invoice(), { system, previuos: {} });
    expect(error.status).toBe(400);
    expect(paths(error)).toEqual(["$.options.previuos"]);
    expect(error.message).toContain("'previous'");
  });

  it("names an unknown member of system and of previous with the closest known one", async () => {
    const error = await refusal(invoice(), { system: { ...system, softwre_id: "X1" }, previous: { issuer: "B85905495", num_series: "R-0", issue_date: "2025-02-28", fingerprint: GOOD_FINGERPRINT, fingerprnt: "x" } });
    expect(error.status).toBe(400);
    expect(paths(error)).toEqual(expect.arrayContaining(["$.options.system.softwre_id", "$.options.previous.fingerprnt"]));
    expect(error.faults.find((f) => f.properties[0] === "$.options.system.softwre_id")!.description).toContain("'software_id'");
    expect(error.faults.find((f) => f.properties[0] === "$.options.previous.fingerprnt")!.description).toContain("'fingerprint'");
  });

  it("refuses a malformed previous fingerprint, date and missing members", async () => {
    const error = await refusal(invoice(), { system, previous: { issuer: "B85905495", issue_date: "28-02-2025", fingerprint: "A".repeat(63) } });
    expect(error.status).toBe(400);
    expect(paths(error)).toEqual(expect.arrayContaining(["$.options.previous.fingerprint", "$.options.previous.issue_date", "$.options.previous.num_series"]));
    const fingerprint = error.faults.find((f) => f.properties[0] === "$.options.previous.fingerprint")!;
    expect(fingerprint.description).toContain("64 hexadecimal");
  });

  it("refuses an event link for an invoice, and an invoice link for an event", async () => {
    const forInvoice = await refusal(invoice(), { system, previous: { event_type: "01", timestamp: "2025-03-01T10:00:00+01:00", fingerprint: GOOD_FINGERPRINT } });
    expect(paths(forInvoice)).toEqual(expect.arrayContaining(["$.options.previous.event_type", "$.options.previous.issuer"]));
    const forEvent = await refusal(status([{ key: "other" }]), { system, previous: { issuer: "B85905495", num_series: "R-0", issue_date: "2025-02-28", fingerprint: GOOD_FINGERPRINT } });
    expect(paths(forEvent)).toEqual(expect.arrayContaining(["$.options.previous.issuer", "$.options.previous.event_type", "$.options.previous.timestamp"]));
  });

  it("refuses values of the wrong type or shape", async () => {
    const error = await refusal(invoice(), {
      system: { name: "X", nif: "not-a-nif", software_id: "TOO-LONG", verifactu_only: "yes" },
      timestamp: "2025-03-01T10:00:00",
      cancel: "yes",
      environment: "staging",
    });
    expect(error.status).toBe(400);
    expect(paths(error)).toEqual(
      expect.arrayContaining(["$.options.system.nif", "$.options.system.software_id", "$.options.system.verifactu_only", "$.options.timestamp", "$.options.cancel", "$.options.environment"]),
    );
  });

  it("refuses options that are not an object, and cancelling an event", async () => {
    await expect(engine.toXML(invoice(), { format: "verifactu", options: "previous" as never })).rejects.toMatchObject({ status: 400 });
    const error = await refusal(status([{ key: "other" }]), { system, cancel: true });
    expect(paths(error)).toEqual(["$.options.cancel"]);
  });
});

describe("documents VERI*FACTU cannot carry (422)", () => {
  it("refuses an invoice in another currency than the euro", async () => {
    const error = await refusal(invoice({ currency: "USD", exchange_rates: [{ from: "USD", to: "EUR", amount: "0.9" }] }), { system });
    expect(error.status).toBe(422);
    expect(paths(error)).toContain("$.doc.currency");
  });

  it("refuses a status with more than one line, and a line that names no VERI*FACTU event", async () => {
    const two = await refusal(status([{ key: "other" }, { key: "other" }]), { system });
    expect(two.status).toBe(422);
    expect(paths(two)).toContain("$.doc.lines");
    const unknown = await refusal(status([{ key: "other", meta: { "verifactu-event": "system-reboot" } }]), { system });
    expect(unknown.status).toBe(422);
    expect(paths(unknown)).toEqual(["$.doc.lines[0].key"]);
  });

  it("refuses an event named by a name Object.prototype holds as no VERI*FACTU event, 422", async () => {
    for (const name of ["constructor", "__proto__", "toString"]) {
      const error = await refusal(status([{ key: "other", meta: { "verifactu-event": name } }]), { system });
      expect(error.status).toBe(422);
      expect(paths(error)).toEqual(["$.doc.lines[0].key"]);
    }
  });

  it("refuses an event whose data is missing or of the wrong kind, naming the member", async () => {
    const missing = await refusal(status([{ key: "other", meta: { "verifactu-event": "event-summary" } }]), { system });
    expect(paths(missing)).toEqual(["$.doc.lines[0].complements"]);
    const wrong = await refusal(
      status([
        {
          key: "other",
          complements: [{ $schema: "https://verifactu.gobl.org/v0/event-summary", events: [{ type: "01", count: "two" }], registration_count: 1, tax_total: 21.5, amount_total: "121.00", cancellation_count: 0 }],
        },
      ]),
      { system },
    );
    expect(wrong.status).toBe(422);
    expect(paths(wrong)).toEqual(["$.doc.lines[0].complements[0].events[0].count", "$.doc.lines[0].complements[0].tax_total"]);
  });

  it("refuses a status that is not of type system", async () => {
    const error = await refusal({ ...status([{ key: "other" }]), type: "response" }, { system });
    expect(paths(error)).toContain("$.doc.type");
  });
});

describe("reading", () => {
  it("refuses to read a record: VERI*FACTU is written, not read", () => {
    expect(() => verifactuFormat.fromXML("<x/>", { regime: () => undefined })).toThrow(/written, not read/);
  });
});
