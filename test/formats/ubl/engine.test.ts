/**
 * The UBL plugin inside an engine: profile selection by the document's
 * addons, and reading XML into a built envelope with its stated totals
 * checked.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { ublFormat } from "../../../formats/ubl/index.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { canonicalXML } from "../../support/xml.ts";
import { readJSON, readText, UBL_REFERENCE_DIR } from "./reference-cases.ts";
import { applyWriterDifferences } from "../writer-differences.ts";

/** gobl.ubl's reference output of a convert case, changed as our writer differs on purpose (writer-differences.ts). */
const referenceXML = (id: string) => applyWriterDifferences("ubl", id, canonicalXML(readText(`${UBL_REFERENCE_DIR}/${id.replace(/\/([^/]+)$/, "/out/$1")}.xml`)));

/** An engine with the UBL format, whether or not bizdoc already ships it. */
function engineWithUBL() {
  const plain = createEngine();
  return plain.formatList().some((f) => f.key === "ubl") ? plain : createEngine({ formats: [ublFormat] });
}

describe.skipIf(!HAS_SHARED)("the UBL format in an engine", () => {
  const engine = engineWithUBL();

  it("writes an EN 16931 document as Peppol when named, and an XRechnung document as XRechnung, as the references do", async () => {
    // Peppol is chosen by name (an EN 16931 invoice without electronic addresses is no Peppol invoice); XRechnung by its addon.
    const peppolCase = await engine.toXML(readJSON(`${UBL_REFERENCE_DIR}/convert/peppol/invoice-minimal.json`), { format: "ubl", profile: "peppol" });
    expect(peppolCase.profile).toBe("peppol");
    expect(canonicalXML(peppolCase.xml)).toBe(referenceXML("convert/peppol/invoice-minimal"));
    const xrechnungCase = await engine.toXML(readJSON(`${UBL_REFERENCE_DIR}/convert/xrechnung/invoice-xr-minimal.json`), { format: "ubl" });
    expect(xrechnungCase.profile).toBe("xrechnung");
    expect(canonicalXML(xrechnungCase.xml)).toBe(referenceXML("convert/xrechnung/invoice-xr-minimal"));
  });

  it("writes under a named profile", async () => {
    const written = await engine.toXML(readJSON(`${UBL_REFERENCE_DIR}/convert/en16931/invoice-minimal.json`), { format: "ubl", profile: "en16931" });
    expect(written.profile).toBe("en16931");
    expect(canonicalXML(written.xml)).toBe(referenceXML("convert/en16931/invoice-minimal"));
  });

  it("reads a UBL invoice into the reference envelope's document", async () => {
    const envelope = await engine.fromXML(readText(`${UBL_REFERENCE_DIR}/parse/peppol/vat-category-O.xml`));
    const reference = readJSON(`${UBL_REFERENCE_DIR}/parse/peppol/out/vat-category-O.json`).doc as Record<string, unknown>;
    const { uuid: _a, ...doc } = envelope.doc as Record<string, unknown>;
    const { uuid: _b, ...expected } = reference;
    expect(doc).toEqual(expected);
  });

  it("reports stated totals that differ from the calculation", async () => {
    // ubl-example1.xml states a line total of 229.60, which its lines give (line 20 a return); stated as 229.70, it is refused.
    const xml = readText(`${UBL_REFERENCE_DIR}/parse/en16931/ubl-example1.xml`);
    await expect(engine.fromXML(xml)).resolves.toBeDefined();
    const wrong = xml.replace(/(<cac:LegalMonetaryTotal>\s*<cbc:LineExtensionAmount[^>]*>)229\.60</, "$1229.70<");
    expect(wrong).not.toBe(xml);
    // The official rules refuse it too (BR-CO-10: the line total is the sum of the lines): both are said.
    await expect(engine.fromXML(wrong)).rejects.toMatchObject({
      key: "validation",
      faults: expect.arrayContaining([expect.objectContaining({ code: "BIZDOC-FORMAT-TOTALS-01" }), expect.objectContaining({ code: "BR-CO-10" })]),
    });
  });
});

if (!HAS_SHARED) console.warn(SKIP_NO_SHARED);
