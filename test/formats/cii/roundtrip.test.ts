/**
 * Through the engine: a reference invoice written as CII and read back
 * builds again with the totals the XML states (the engine compares them)
 * and the same amounts as the original.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { createEngine } from "../../../index.ts";
import { HAS_SHARED } from "../../support/shared.ts";
import { FOLDER_PROFILES, convertCases } from "./cases.ts";

const engine = createEngine();
/** Invoices we write exactly as gobl.cii does, minus those whose Chorus Pro customer scheme CII cannot carry back. */
const cases = convertCases().filter((c) => FOLDER_PROFILES[c.folder] && c.id !== "convert/choruspro/invoice-de-fr-choruspro");

describe.skipIf(!HAS_SHARED)("CII round trip through the engine", () => {
  test.for(cases.map((c) => [c.id, c] as const))("%s", async ([, c], context) => {
    const data = JSON.parse(readFileSync(c.input, "utf8")) as { doc: { totals: Record<string, unknown>; tax?: { prices_include?: string } } };
    if (data.doc.tax?.prices_include) return context.skip("prices including tax are refused by the CII writer");
    const written = await engine.toXML(data, { format: "cii", profile: FOLDER_PROFILES[c.folder]! });
    expect(written.profile).toBe(FOLDER_PROFILES[c.folder]);
    const read = (await engine.fromXML(written.xml)) as unknown as { doc: { totals: Record<string, unknown>; lines: unknown[] } };
    const original = data.doc.totals;
    for (const field of ["sum", "total", "tax", "total_with_tax", "payable"]) expect(read.doc.totals[field], field).toBe(original[field]);
    expect(read.doc.totals.taxes).toEqual(original.taxes);
  });

  test("an advance is written as the prepaid amount with the amount still due, and read back (settlement.go: Due over Payable)", async () => {
    const data = JSON.parse(readFileSync(cases.find((c) => c.id === "convert/en16931/invoice-minimal")!.input, "utf8"));
    delete data.doc.totals;
    data.doc.payment = { ...(data.doc.payment ?? {}), advances: [{ amount: "100.00", description: "Deposit" }] };
    const written = await engine.toXML(data, { format: "cii" });
    const built = ((await engine.build(data)) as unknown as { doc: { totals: Record<string, string> } }).doc;
    expect(built.totals.due).toBeDefined();
    expect(written.xml).toContain(`<ram:TotalPrepaidAmount>${built.totals.advance}</ram:TotalPrepaidAmount>`);
    expect(written.xml).toContain(`<ram:DuePayableAmount>${built.totals.due}</ram:DuePayableAmount>`);
    const read = (await engine.fromXML(written.xml)) as unknown as { doc: { totals: Record<string, string> } };
    expect(read.doc.totals.due).toBe(built.totals.due);
    expect(read.doc.totals.advance).toBe(built.totals.advance);
  });

  test("a stated total that differs from the calculation is reported by the engine", async () => {
    const data = JSON.parse(readFileSync(cases.find((c) => c.id === "convert/en16931/invoice-minimal")!.input, "utf8"));
    const written = await engine.toXML(data, { format: "cii" });
    const tampered = written.xml.replace(/<ram:GrandTotalAmount>[^<]*<\/ram:GrandTotalAmount>/, "<ram:GrandTotalAmount>1.00</ram:GrandTotalAmount>");
    expect(tampered).not.toBe(written.xml);
    await expect(engine.fromXML(tampered)).rejects.toThrow(/totals differ/);
  });

  test("the engine picks a profile by the document's addons", async () => {
    const xrechnung = JSON.parse(readFileSync(cases.find((c) => c.id === "convert/xrechnung/invoice-de-de")!.input, "utf8"));
    expect((await engine.toXML(xrechnung, { format: "cii" })).profile).toBe("xrechnung");
    const en16931 = JSON.parse(readFileSync(cases.find((c) => c.id === "convert/en16931/invoice-minimal")!.input, "utf8"));
    expect((await engine.toXML(en16931, { format: "cii" })).profile).toBe("en16931");
  });
});
