/**
 * The France CIUS profile (CTC flow 2 over Peppol France): EN 16931's own
 * CustomizationID in the XML, the billing mode as the ProfileID, the flow 2
 * addon added when missing and its rules applied; expectations from gobl.ubl's
 * Go tests (context_test.go, ubl_test.go).
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { EXAMPLES } from "../../../examples/index.ts";
import { findReadContext } from "../../../formats/ubl/profiles.ts";
import { readXML, textAt } from "../../../formats/ubl/xml.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { readJSON, UBL_REFERENCE_DIR } from "./reference-cases.ts";

const engine = createEngine();
type Doc = Record<string, any>;

const CIUS_CUSTOMIZATION = "urn:cen.eu:en16931:2017#compliant#urn:peppol:france:billing:cius:1.0";
const REGULATED = "urn:peppol:france:billing:regulated";

describe("UBL france-cius", () => {
  it("finds the France CIUS context by its full CustomizationID and process, or by a billing mode (gobl.ubl TestFindContext)", () => {
    expect(findReadContext(CIUS_CUSTOMIZATION, REGULATED)).toEqual({ key: "france-cius", addons: ["fr-ctc-flow2-v1"] });
    expect(findReadContext("urn:cen.eu:en16931:2017", "S1")?.key).toBe("france-cius");
    expect(findReadContext("urn:cen.eu:en16931:2017", "")?.key).toBe("en16931");
  });

  it("is chosen by the flow 2 addon, and its XML reads back with the addon and the billing mode", async () => {
    const example = structuredClone(EXAMPLES.find((e) => e.id === "fr-ctc-flow2-v1")!.document) as Doc;
    const written = await engine.toXML(example, { format: "ubl" });
    expect(written.profile).toBe("france-cius");
    const root = readXML(written.xml).root;
    expect(textAt(root, "CustomizationID")).toBe("urn:cen.eu:en16931:2017");
    expect(textAt(root, "ProfileID")).toBe(example.tax.ext["fr-ctc-billing-mode"]);
    const read = (await engine.fromXML(written.xml, { format: "ubl" })).doc as Doc;
    expect(read.$addons).toEqual(expect.arrayContaining(["fr-ctc-flow2-v1"]));
    expect(read.tax.ext["fr-ctc-billing-mode"]).toBe(example.tax.ext["fr-ctc-billing-mode"]);
  });
});

describe.skipIf(!HAS_SHARED)("UBL france-cius on gobl.ubl's inputs", () => {
  const input = (name: string) => readJSON(`${UBL_REFERENCE_DIR}/convert/${name}`) as Doc;

  it("writes EN 16931's CustomizationID and the billing mode S1 as the ProfileID (gobl.ubl TestContextPeppolFranceCIUS)", async () => {
    const { xml } = await engine.toXML(input("france-cius/invoice-fr-cius.json"), { format: "ubl", profile: "france-cius" });
    const root = readXML(xml).root;
    expect(textAt(root, "CustomizationID")).toBe("urn:cen.eu:en16931:2017");
    expect(textAt(root, "ProfileID")).toBe("S1");
  });

  it("adds the flow 2 addon an invoice lacks before writing it (gobl.ubl ensureAddons)", async () => {
    const envelope = input("france-cius/invoice-fr-cius.json");
    envelope.doc.$addons = ["eu-en16931-v2017"];
    const { xml, profile } = await engine.toXML(envelope, { format: "ubl", profile: "france-cius" });
    expect(profile).toBe("france-cius");
    expect(textAt(readXML(xml).root, "ProfileID")).toBe("S1");
  });

  it("refuses, with the faults of GOBL's rules, an invoice the flow 2 addon it adds refuses (gobl.ubl TestConvertSurfacesValidationFaultsAfterAutoAddon)", async () => {
    const refusal = engine.toXML(input("invoice-minimal.json"), { format: "ubl", profile: "france-cius" });
    await expect(refusal).rejects.toMatchObject({
      key: "validation",
      faults: expect.arrayContaining([expect.objectContaining({ code: expect.stringMatching(/^GOBL-FR-CTC-FLOW2-/) })]),
    });
  });
});

if (!HAS_SHARED) console.warn(SKIP_NO_SHARED);
