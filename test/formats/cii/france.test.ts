/**
 * France's CTC flow 2 profiles (gobl.cii's ContextPeppolFranceCIUSV1 and
 * ContextPeppolFranceFacturXV1): the context each writes and how a French
 * CII invoice is recognised and read back. Expected values are gobl.cii's:
 * its TestFindContext (cii_test.go), its context definitions (cii.go) and
 * its reference outputs for the two folders.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEngine, type Envelope } from "../../../index.ts";
import { PEPPOL_FRANCE_CIUS_PROFILE, profileForContext } from "../../../formats/cii/profiles.ts";
import { writeInvoice } from "../../../formats/cii/write/invoice.ts";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";
import { REFERENCE } from "./cases.ts";

const engine = createEngine();

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const EN16931 = "urn:cen.eu:en16931:2017";
const CIUS = `${EN16931}#compliant#urn:peppol:france:billing:cius:1.0`;
const EXTENDED_CTC_FR = `${EN16931}#conformant#urn.cpro.gouv.fr:1p0:extended-ctc-fr`;
const FRANCE_PROCESS = "urn:peppol:france:billing:regulated";

/** The document context a CII text states: business process (BT-23) and guideline (BT-24). */
function contextOf(xml: string): { process?: string; guideline?: string } {
  const at = (element: string) => new RegExp(`<ram:${element}>\\s*<ram:ID>([^<]*)</ram:ID>`).exec(xml)?.[1];
  return { process: at("BusinessProcessSpecifiedDocumentContextParameter"), guideline: at("GuidelineSpecifiedDocumentContextParameter") };
}

/** A CII text with its document context replaced. */
function withContext(xml: string, guideline: string, process?: string): string {
  const context = `<rsm:ExchangedDocumentContext>${process ? `<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>${process}</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>` : ""}<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${guideline}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>`;
  const replaced = xml.replace(/<rsm:ExchangedDocumentContext>[\s\S]*?<\/rsm:ExchangedDocumentContext>/, context);
  expect(replaced).not.toBe(xml);
  return replaced;
}

describe("the CII profile of a document context, as gobl.cii's FindContext finds it", () => {
  it.each([
    ["EN 16931 by its guideline", EN16931, undefined, "en16931"],
    ["EN 16931 with a business process that is no billing mode", EN16931, "some-business-process", "en16931"],
    ["Peppol by guideline and business process", `${EN16931}#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0`, "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0", "peppol"],
    ["France CIUS by its Peppol guideline", CIUS, FRANCE_PROCESS, "peppol-france-cius"],
    ["France CIUS by a billing mode (B1)", EN16931, "B1", "peppol-france-cius"],
    ["France CIUS by a billing mode (S1)", EN16931, "S1", "peppol-france-cius"],
    ["France CIUS by a billing mode (M4)", EN16931, "M4", "peppol-france-cius"],
    ["France Factur-X by the guideline its XML carries", EXTENDED_CTC_FR, undefined, "peppol-france-facturx"],
    ["France Factur-X by that guideline and a billing mode", EXTENDED_CTC_FR, "B1", "peppol-france-facturx"],
    ["XRechnung by guideline and business process", `${EN16931}#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0`, "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0", "xrechnung"],
  ])("%s", (_, guideline, process, key) => {
    expect(profileForContext(guideline, process)?.key).toBe(key);
  });

  it("knows no profile for an unknown guideline", () => {
    expect(profileForContext("unknown:guideline:id", undefined)).toBeUndefined();
  });

  it("knows no France CIUS by its Peppol guideline with a business process other than Peppol France's", () => {
    // Neither the Peppol France process nor the EN 16931 guideline the CIUS writes: gobl.cii finds no context either.
    expect(profileForContext(CIUS, "S1")).toBeUndefined();
  });
});

describe("writing under the French profiles (gobl.cii's invoice.go)", () => {
  const envelope = (): Envelope =>
    ({
      $schema: "https://gobl.org/draft-0/envelope",
      doc: {
        $schema: "https://gobl.org/draft-0/bill/invoice",
        $addons: ["eu-en16931-v2017", "fr-ctc-flow2-v1"],
        code: "F-1",
        issue_date: "2024-06-13",
        currency: "EUR",
        tax: { ext: { "untdid-document-type": "380" } },
      },
    }) as unknown as Envelope;

  it("writes the Peppol France business process when the document has no billing mode", () => {
    expect(contextOf(writeInvoice(envelope(), PEPPOL_FRANCE_CIUS_PROFILE))).toEqual({ process: FRANCE_PROCESS, guideline: EN16931 });
  });

  it("writes the document's billing mode as the business process", () => {
    const withMode = envelope();
    (withMode.doc as Doc).tax.ext["fr-ctc-billing-mode"] = "B2";
    expect(contextOf(writeInvoice(withMode, PEPPOL_FRANCE_CIUS_PROFILE))).toEqual({ process: "B2", guideline: EN16931 });
  });
});

describe.skipIf(!HAS_SHARED)("French CII invoices through the engine", () => {
  const input = (folder: string) => JSON.parse(readFileSync(`${REFERENCE}/convert/${folder}/invoice-standard.json`, "utf8")) as Doc;
  const output = (folder: string) => readFileSync(`${REFERENCE}/convert/${folder}/out/invoice-standard.xml`, "utf8");

  it("writes a flow 2 invoice as France's CIUS unless another profile is named", async () => {
    const written = await engine.toXML(input("peppol-france-cius"), { format: "cii" });
    expect(written.profile).toBe("peppol-france-cius");
    expect(contextOf(written.xml)).toEqual(contextOf(output("peppol-france-cius")));
  });

  it.each([
    ["peppol-france-cius", EN16931],
    ["peppol-france-facturx", EXTENDED_CTC_FR],
  ])("reads gobl.cii's %s output as flow 2 with its billing mode, and writes it back under that profile", async (folder, guideline) => {
    const xml = output(folder);
    expect(contextOf(xml)).toEqual({ process: "S1", guideline });
    const read = await engine.fromXML(xml, { format: "cii" });
    const doc = read.doc as Doc;
    expect(doc.$addons).toEqual(expect.arrayContaining(["fr-ctc-flow2-v1"]));
    expect(doc.tax.ext["fr-ctc-billing-mode"]).toBe(input(folder).doc.tax.ext["fr-ctc-billing-mode"]);
    const again = await engine.toXML(read, { format: "cii" });
    expect(again.profile).toBe(folder);
    expect(contextOf(again.xml)).toEqual({ process: "S1", guideline });
  });

  it("reads a document named by the CIUS's Peppol guideline as flow 2, taking no billing mode from Peppol France's process", async () => {
    // gobl.cii copies any business process into the billing mode, this URN too, which no billing mode is.
    const read = await engine.fromXML(withContext(output("peppol-france-cius"), CIUS, FRANCE_PROCESS), { format: "cii" });
    const doc = read.doc as Doc;
    expect(doc.$addons).toEqual(expect.arrayContaining(["fr-ctc-flow2-v1"]));
    expect(doc.tax.ext["fr-ctc-billing-mode"]).toMatch(/^[BSM][0-9]$/);
  });

  it("reads an EN 16931 document without a billing mode as EN 16931, not flow 2", async () => {
    const read = await engine.fromXML(withContext(output("peppol-france-cius"), EN16931), { format: "cii" });
    const doc = read.doc as Doc;
    expect(doc.$addons).not.toContain("fr-ctc-flow2-v1");
    expect(doc.tax.ext["fr-ctc-billing-mode"]).toBeUndefined();
  });
});

describe.skipIf(!HAS_SHARED)("the payer under France's extended CTC profile", () => {
  // gobl.ubl's France extended input with a payer: the UBL it writes carries it (cac:PayerParty); CII's place is ram:PayerTradeParty.
  const input = () => JSON.parse(readFileSync(sharedPath("reference", "gobl-ubl", "convert", "france-extended", "invoice-payer.json"), "utf8")) as Doc;
  const payerOf = (xml: string) => /<ram:PayerTradeParty>[\s\S]*?<\/ram:PayerTradeParty>/.exec(xml)?.[0];

  it("writes the payer as ram:PayerTradeParty, after the payee, and reads it back", async () => {
    const payer = input().doc.payment.payer;
    const { xml } = await engine.toXML(input(), { format: "cii", profile: "peppol-france-facturx" });
    const written = payerOf(xml);
    expect(written).toContain(`<ram:Name>${payer.name}</ram:Name>`);
    expect(written).toContain(`<ram:ID schemeID="0002">${payer.identities[0].code}</ram:ID>`);
    expect(written).toContain(`<ram:ID schemeID="VA">FR${payer.tax_id.code}</ram:ID>`);
    expect(xml.indexOf("<ram:PayerTradeParty>")).toBeLessThan(xml.indexOf("<ram:SpecifiedTradeSettlementPaymentMeans>"));
    // EN 16931 advises against the payer (a warning), which the extended profile carries.
    const checked = await engine.validateXML(xml, { rules: ["xsd", "en16931"] });
    expect(checked.faults.filter((f) => f.flag === "fatal")).toEqual([]);
    const read = (await engine.fromXML(xml, { format: "cii" })).doc as Doc;
    expect(read.payment.payer.name).toBe(payer.name);
    expect(read.payment.payer.tax_id).toEqual(payer.tax_id);
    expect(read.payment.payer.addresses).toEqual(payer.addresses);
    expect(read.payment.payer.identities.map((i: Doc) => i.code)).toEqual(payer.identities.map((i: Doc) => i.code));
  });

  it("does not write it under the CIUS, EN 16931 having no payer (CII-SR-365)", async () => {
    const { xml } = await engine.toXML(input(), { format: "cii", profile: "peppol-france-cius" });
    expect(payerOf(xml)).toBeUndefined();
  });
});
