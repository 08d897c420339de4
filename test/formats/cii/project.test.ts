/**
 * The project reference (BT-11) in CII is `ram:SpecifiedProcuringProject`, as
 * the D16B schema names it: written so (GOBL's converter misspells it, and
 * the schema then refuses the invoice), read so (the official invoices that
 * carry one), and read in GOBL's spelling too.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { EXAMPLES } from "../../../examples/index.ts";

const engine = createEngine();
const invoice = () => ({
  ...structuredClone(EXAMPLES.find((e) => e.id === "de-xrechnung-v3")!.document as Record<string, any>),
  ordering: { code: "04011000-12345-34", projects: [{ code: "PRJ-7", description: "Bridge" }] },
});

describe("CII project reference (BT-11)", () => {
  it("is written as ram:SpecifiedProcuringProject, which the schema accepts", async () => {
    const { xml } = await engine.toXML(invoice(), { format: "cii" });
    expect(xml).toContain("<ram:SpecifiedProcuringProject>");
    expect(xml).not.toContain("Procurring");
    const checked = await engine.validateXML(xml, { rules: "xsd" });
    expect(checked.faults).toEqual([]);
  });

  it("is read back, in the schema's spelling and in GOBL's", async () => {
    const { xml } = await engine.toXML(invoice(), { format: "cii" });
    for (const text of [xml, xml.replaceAll("SpecifiedProcuringProject", "SpecifiedProcurringProject")]) {
      const envelope = (await engine.fromXML(text)) as unknown as { doc: { ordering: { projects: unknown[] } } };
      expect(envelope.doc.ordering.projects).toEqual([{ code: "PRJ-7", description: "Bridge" }]);
    }
  });
});
