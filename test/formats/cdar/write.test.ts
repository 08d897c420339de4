/**
 * Writing CDVs: what gobl.cii's CDAR tests establish (the acknowledgement
 * type and issuer of each process code, the sender platform, the envelope's
 * routing, reasons and actions, the payment's VAT split, MDT-129), what
 * bizdoc does better, and the refusals. Each CDV is also read back.
 */
import { describe, expect, test } from "vitest";
import { createEngine, isBizdocError, type Envelope } from "../../../index.ts";
import { cdarFormat } from "../../../formats/cdar/index.ts";
import { children, parseXML, path, textAt, type ParsedNode } from "../../../formats/cdar/xml.ts";
import { formatContext } from "../../support/formats.ts";

const engine = createEngine();

type Doc = Record<string, any>;

function party(name: string, siren: string): Doc {
  return { name, identities: [{ code: siren, ext: { "iso-scheme-id": "0002" } }], inboxes: [{ scheme: "0225", code: `${siren}_PEP` }] };
}

/** A reason code each status that needs one allows (BR-FR-CDV-CL-09), as gobl.cii's tests pick them. */
const REASONS: Record<string, string> = { "206": "AUTRE", "207": "TX_TVA_ERR", "210": "TX_TVA_ERR", "208": "JUSTIF_ABS", "213": "REJ_SEMAN" };

/** gobl.cii's synthetic status (buildSyntheticStatus): one line pinned to a process code, with a reason, two faults and an action where the code needs a reason. */
function status(code: string): Doc {
  const line: Doc = {
    ext: { "fr-ctc-flow6-status": code },
    date: "2025-07-01",
    doc: { code: "F202500003", issue_date: "2025-07-01", ext: { "untdid-document-type": "380" } },
  };
  if (Object.hasOwn(REASONS, code)) {
    line.reasons = [
      {
        ext: { "fr-ctc-flow6-reason": REASONS[code] },
        description: `Motif ${REASONS[code]}`,
        faults: [
          { code: "DIV", message: "Taux TVA (BT-152): 10.00%", paths: ["/rsm:CrossIndustryInvoice/ram:ApplicableTradeTax/ram:RateApplicablePercent"] },
          { code: "DVA", message: "Taux TVA (BT-152): 20.00%", paths: ["/rsm:CrossIndustryInvoice/ram:ApplicableTradeTax/ram:RateApplicablePercent"] },
        ],
      },
    ];
    line.actions = [{ key: "reissue", description: "Créer une facture rectificative" }];
  }
  return {
    $schema: "https://gobl.org/draft-0/bill/status",
    $addons: ["fr-ctc-flow6-v1"],
    code: `STATUS-${code}`,
    issue_date: "2025-07-01",
    issue_time: "15:10:00",
    supplier: party("VENDEUR", "100000009"),
    customer: party("ACHETEUR", "200000008"),
    lines: [line],
  };
}

/** gobl.cii's synthetic payment (buildSyntheticPayment): a receipt of 500.00 for one invoice, 416.67 + 83.33 VAT at 20%. */
function payment(rates: Doc[] = [{ base: "416.67", percent: "20%", amount: "83.33" }], extra: Doc = {}): Doc {
  return {
    $schema: "https://gobl.org/draft-0/bill/payment",
    $addons: ["fr-ctc-flow6-v1"],
    type: "receipt",
    code: "PAY-212",
    issue_date: "2025-07-02",
    currency: "EUR",
    supplier: party("VENDEUR", "100000009"),
    customer: party("ACHETEUR", "200000008"),
    lines: [{ document: { code: "F202500003", issue_date: "2025-07-01", ext: { "untdid-document-type": "380" } }, amount: "500.00", tax: { categories: [{ code: "VAT", rates }] }, ...extra }],
    methods: [{ key: "credit-transfer", amount: "500.00" }],
  };
}

async function write(data: unknown, options: { profile?: string; options?: Record<string, unknown> } = {}): Promise<{ xml: string; root: ParsedNode; profile: string }> {
  const { xml, profile } = await engine.toXML(data, { format: cdarFormat.key, ...options });
  return { xml, root: parseXML(xml).node, profile };
}

const header = (root: ParsedNode) => path(root, "ExchangedDocument");
const reference = (root: ParsedNode) => path(root, "AcknowledgementDocument", "ReferenceReferencedDocument");

async function refusal(promise: Promise<unknown>): Promise<{ key: string; message: string; faults: { code?: string; properties: string[] }[] }> {
  try {
    await promise;
  } catch (error) {
    if (isBizdocError(error)) return { key: error.key, message: error.message, faults: error.faults };
    throw error;
  }
  throw new Error("not refused");
}

describe("CDAR writes statuses as gobl.cii does", () => {
  // cdarAckTypeForCode: the platform's transmission statuses are 305, the parties' treatment statuses 23.
  const CODES: [code: string, ack: string, issuer: string | undefined][] = [
    ["200", "305", undefined],
    ["202", "305", undefined],
    ["203", "305", undefined],
    ["204", "23", "ACHETEUR"],
    ["205", "23", "ACHETEUR"],
    ["206", "23", "ACHETEUR"],
    ["207", "23", "ACHETEUR"],
    ["208", "23", "ACHETEUR"],
    ["209", "23", "VENDEUR"],
    ["210", "23", "ACHETEUR"],
    ["213", "305", undefined],
  ];

  test.for(CODES)("CDV-%s: acknowledgement %s, issued by %s, read back with its type, key and seller", async ([code, ack, issuer]) => {
    const built = await engine.build(status(code));
    const { xml, root, profile } = await write(built);
    expect(profile).toBe("flow6");
    expect(textAt(root, "AcknowledgementDocument", "TypeCode")).toBe(ack);
    expect(textAt(reference(root), "ProcessConditionCode")).toBe(code);
    const issuerNode = path(header(root), "IssuerTradeParty");
    if (issuer) {
      expect(textAt(issuerNode, "Name")).toBe(issuer);
      expect(textAt(path(header(root), "RecipientTradeParty"), "Name")).toBe(issuer === "VENDEUR" ? "ACHETEUR" : "VENDEUR");
    } else {
      // A transmission status is issued by the platform (bare WK) and goes to the supplier.
      expect(textAt(issuerNode, "RoleCode")).toBe("WK");
      expect(textAt(issuerNode, "Name")).toBeUndefined();
      expect(textAt(path(header(root), "RecipientTradeParty"), "Name")).toBe("VENDEUR");
    }
    // TestCDARStatusRoundTripPerCode: read back, the status has the same type and line key, and the seller's SIREN.
    const read = (await engine.fromXML(xml, { validate: false })).doc as Doc;
    const original = built as Doc;
    expect(read.type).toBe(original.type);
    expect(read.lines[0].key).toBe(original.lines[0].key);
    expect(read.lines[0].ext["fr-ctc-flow6-status"]).toBe(code);
    expect(read.supplier.identities).toContainEqual({ code: "100000009", ext: { "iso-scheme-id": "0002" } });
  });

  test("a reason and an action: one status entry with the reason's comment (MDT-126) and its faults as characteristics; read back", async () => {
    const { xml, root } = await write(status("210"));
    const entries = children(reference(root), "SpecifiedDocumentStatus");
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(textAt(entry, "ReasonCode")).toBe("TX_TVA_ERR");
    expect(textAt(entry, "Reason")).toBe("Motif TX_TVA_ERR");
    expect(textAt(entry, "RequestedActionCode")).toBe("NIN");
    expect(textAt(entry, "SequenceNumeric")).toBe("1");
    expect(textAt(entry, "IncludedNote", "Content")).toBe("Motif TX_TVA_ERR");
    expect(children(entry, "SpecifiedDocumentCharacteristic").map((c) => textAt(c, "TypeCode"))).toEqual(["DIV", "DVA"]);
    // TestCDARStatusReasonRoundTrip
    const read = (await engine.fromXML(xml, { validate: false })).doc as Doc;
    expect(read.lines[0].reasons[0]).toMatchObject({ key: "legal", description: "Motif TX_TVA_ERR", ext: { "fr-ctc-flow6-reason": "TX_TVA_ERR" } });
    expect(read.lines[0].actions[0]).toMatchObject({ key: "reissue", ext: { "fr-ctc-flow6-action": "NIN" } });
  });

  test("reasons and actions pair up, each pair a numbered entry; a fault code outside MDT-207 goes in the name", async () => {
    const doc = status("207");
    doc.lines[0].reasons.push({ ext: { "fr-ctc-flow6-reason": "PU_ERR" }, faults: [{ code: "BR-FR-12" }, { code: "BR-FR-13", message: "Prix unitaire" }] });
    doc.lines[0].actions.push({ key: "credit-full" });
    const { root } = await write(doc);
    const entries = children(reference(root), "SpecifiedDocumentStatus");
    expect(entries.map((e) => [textAt(e, "ReasonCode"), textAt(e, "RequestedActionCode"), textAt(e, "SequenceNumeric")])).toEqual([
      ["TX_TVA_ERR", "NIN", "1"],
      ["TX_TVA_ERR", "CNF", "2"],
      ["PU_ERR", "NIN", "3"],
      ["PU_ERR", "CNF", "4"],
    ]);
    const characteristics = children(entries[2], "SpecifiedDocumentCharacteristic");
    expect(characteristics.map((c) => [textAt(c, "TypeCode"), textAt(c, "Name")])).toEqual([
      [undefined, "BR-FR-12"],
      [undefined, "Prix unitaire"],
    ]);
    expect(textAt(entries[2], "Reason")).toBeUndefined();
  });

  test("the sender platform (TestCDARSenderTradeParty): named by the option, bare WK without it; it issues the transmission statuses", async () => {
    const options = { platform: { matricule: "0003", name: "PA-E Vendeur" } };
    const accepted = await write(status("205"), { options });
    expect(textAt(path(header(accepted.root), "SenderTradeParty"), "Name")).toBe("PA-E Vendeur");
    expect(textAt(path(header(accepted.root), "SenderTradeParty"), "GlobalID")).toBe("0003");
    expect(accepted.xml).toContain('<ram:GlobalID schemeID="0238">0003</ram:GlobalID>');
    expect(textAt(path(header(accepted.root), "SenderTradeParty"), "RoleCode")).toBe("WK");
    expect(textAt(path(header(accepted.root), "IssuerTradeParty"), "Name")).toBe("ACHETEUR");
    const deposited = await write(status("200"), { profile: "ppf", options });
    expect(textAt(path(header(deposited.root), "IssuerTradeParty"), "Name")).toBe("PA-E Vendeur");
    const bare = await write(status("205"));
    expect(path(header(bare.root), "SenderTradeParty")).toEqual({ "ram:RoleCode": ["WK"] });
  });

  test("the envelope's from and to steer a party's status (TestCDARStatusFromToRouting), not a platform's", async () => {
    const supplierURI = "iso6523-actorid-upis::0225:100000009";
    const customerURI = "iso6523-actorid-upis::0225:200000008";
    const withEndpoints = (code: string, from: string, to: string) => {
      const doc = status(code);
      doc.supplier.endpoints = [{ uri: supplierURI }];
      doc.customer.endpoints = [{ uri: customerURI }];
      return { $schema: "https://gobl.org/draft-0/envelope", head: { from, to }, doc };
    };
    const overridden = await write(withEndpoints("205", supplierURI, customerURI));
    expect(textAt(path(header(overridden.root), "IssuerTradeParty"), "Name")).toBe("VENDEUR");
    expect(textAt(path(header(overridden.root), "RecipientTradeParty"), "Name")).toBe("ACHETEUR");
    const usual = await write(withEndpoints("205", customerURI, supplierURI));
    expect(textAt(path(header(usual.root), "IssuerTradeParty"), "Name")).toBe("ACHETEUR");
    // 209 (Complétée) is the supplier's: the routing the envelope derives from the parties' endpoints goes from it to the customer.
    const completed = status("209");
    completed.supplier.endpoints = [{ uri: supplierURI }];
    completed.customer.endpoints = [{ uri: customerURI }];
    const derived = await write({ $schema: "https://gobl.org/draft-0/envelope", doc: completed });
    expect(textAt(path(header(derived.root), "IssuerTradeParty"), "Name")).toBe("VENDEUR");
    expect(textAt(path(header(derived.root), "RecipientTradeParty"), "Name")).toBe("ACHETEUR");
    const platform = await write(withEndpoints("202", customerURI, supplierURI));
    expect(textAt(path(header(platform.root), "IssuerTradeParty"), "RoleCode")).toBe("WK");
  });

  test("a status without the flow 6 addon gets it before it is written", async () => {
    const doc = status("205");
    delete doc.$addons;
    delete doc.lines[0].ext;
    doc.type = "response";
    doc.lines[0].key = "accepted";
    const { root } = await write(doc);
    expect(textAt(reference(root), "ProcessConditionCode")).toBe("205");
    expect(textAt(path(header(root), "IssuerTradeParty"), "RoleCode")).toBe("BY");
  });

  test("the PPF copy: einvoicingF2, no business process, the PPF the single recipient, the status's label as name, the PPF's dates", async () => {
    const { root } = await write(status("205"), { profile: "ppf" });
    expect(textAt(root, "ExchangedDocumentContext", "GuidelineSpecifiedDocumentContextParameter", "ID")).toBe("urn.cpro.gouv.fr:1p0:CDV:einvoicingF2");
    expect(path(root, "ExchangedDocumentContext", "BusinessProcessSpecifiedDocumentContextParameter")).toBeUndefined();
    expect(textAt(header(root), "Name")).toBe("Approuvée");
    expect(children(header(root), "RecipientTradeParty").map((p) => [textAt(p, "GlobalID"), textAt(p, "RoleCode")])).toEqual([["9998", "DFH"]]);
    expect(textAt(reference(root), "ReferenceTypeCode")).toBe("urn.cpro.gouv.fr:1p0:CDV:einvoicingF2");
    expect(textAt(reference(root), "FormattedIssueDateTime", "DateTimeString")).toBe("20250701000000");
  });
});

describe("CDAR writes payments as gobl.cii does", () => {
  // TestCDARPaymentVATSplitRoundTrip: one MEN per rate with its gross and rate (exempt and zero both 0.00); read back, the amount is their sum.
  const SPLITS: [name: string, rates: Doc[], written: [string, string][], amount: string][] = [
    ["single rate", [{ base: "500.00", percent: "20%", amount: "100.00" }], [["600.00", "20.00"]], "600.00"],
    ["multiple rates", [{ base: "500.00", percent: "20%", amount: "100.00" }, { base: "200.00", percent: "10%", amount: "20.00" }], [["600.00", "20.00"], ["220.00", "10.00"]], "820.00"],
    ["zero rate", [{ base: "300.00", percent: "0%", amount: "0.00" }], [["300.00", "0.00"]], "300.00"],
    ["exempt (no percent)", [{ base: "300.00", amount: "0.00" }], [["300.00", "0.00"]], "300.00"],
  ];

  test.for(SPLITS)("%s", async ([, rates, written, amount]) => {
    // A CDV's characteristics are the line's VAT grosses, whatever the line's amount says (TestCDARPaymentAmountDerivedFromRates).
    const { xml, root } = await write(payment(rates));
    const characteristics = children(path(reference(root), "SpecifiedDocumentStatus"), "SpecifiedDocumentCharacteristic");
    expect(characteristics.map((c) => [textAt(c, "TypeCode"), textAt(c, "ValueAmount"), textAt(c, "ValuePercent")])).toEqual(written.map(([gross, percent]) => ["MEN", gross, percent]));
    const read = (await engine.fromXML(xml, { validate: false })).doc as Doc;
    expect(read.lines[0].amount).toBe(amount);
    expect(read.lines[0].tax.categories[0].rates.map((r: Doc) => r.percent)).toEqual(written.map(([, percent]) => `${percent}%`));
  });

  test("a remainder is a RAP characteristic; a receipt goes from the supplier to the customer, an advice back", async () => {
    const receipt = await write(payment(undefined, { due: "250.00" }));
    const characteristics = children(path(reference(receipt.root), "SpecifiedDocumentStatus"), "SpecifiedDocumentCharacteristic");
    expect(characteristics.map((c) => [textAt(c, "TypeCode"), textAt(c, "ValueAmount")])).toEqual([
      ["MEN", "500.00"],
      ["RAP", "250.00"],
    ]);
    expect(textAt(path(header(receipt.root), "IssuerTradeParty"), "RoleCode")).toBe("SE");
    const advice = await write({ ...payment(), type: "advice", supplier: { ...party("VENDEUR", "100000009"), ext: { "fr-ctc-flow6-role": "SE" } }, customer: { ...party("ACHETEUR", "200000008"), ext: { "fr-ctc-flow6-role": "BY" } } });
    expect(textAt(reference(advice.root), "ProcessConditionCode")).toBe("211");
    expect(textAt(path(header(advice.root), "IssuerTradeParty"), "Name")).toBe("ACHETEUR");
    expect(textAt(path(header(advice.root), "IssuerTradeParty"), "RoleCode")).toBe("BY");
    expect(textAt(path(reference(advice.root), "SpecifiedDocumentStatus", "SpecifiedDocumentCharacteristic"), "TypeCode")).toBe("MPA");
  });

  test("MDT-129 names the supplier, even for a self-billed invoice, unless the document reference has its own SIREN", async () => {
    for (const type of ["380", "389", "261"]) {
      const doc = payment();
      doc.lines[0].document.ext = { "untdid-document-type": type };
      expect(textAt(reference((await write(doc)).root), "IssuerTradeParty", "GlobalID")).toBe("100000009");
    }
    const explicit = payment();
    explicit.lines[0].document.identities = [{ code: "123456782", ext: { "iso-scheme-id": "0002" } }];
    expect(textAt(reference((await write(explicit)).root), "IssuerTradeParty", "GlobalID")).toBe("123456782");
  });
});

describe("CDAR writes better than gobl.cii where it loses data", () => {
  test("the series stays in the CDV's number and the invoice's (gobl.cii keeps the CDV's code alone)", async () => {
    const doc = status("205");
    doc.series = "CDV";
    doc.lines[0].doc.series = "F";
    const { root } = await write(doc);
    expect(textAt(header(root), "ID")).toBe("CDV-STATUS-205");
    expect(textAt(reference(root), "IssuerAssignedID")).toBe("F-F202500003");
  });

  test("the referenced document's type comes from its GOBL type when it has no UNTDID extension (gobl.cii writes none)", async () => {
    for (const [type, code] of [["credit-note", "381"], ["380", "380"], ["standard", "380"]]) {
      const doc = status("205");
      doc.lines[0].doc = { code: "F1", issue_date: "2025-07-01", type };
      expect(textAt(reference((await write(doc)).root), "TypeCode"), type).toBe(code);
    }
    const unknown = status("205");
    unknown.lines[0].doc = { code: "F1", issue_date: "2025-07-01", type: "other" };
    expect(textAt(reference((await write(unknown)).root), "TypeCode")).toBeUndefined();
  });

  test("the Peppol inbox is written when a party has several (gobl.cii writes the first)", async () => {
    const doc = status("205");
    doc.customer.inboxes = [{ scheme: "9957", code: "FR12345" }, ...doc.customer.inboxes];
    const { xml } = await write(doc);
    expect(xml).toContain('<ram:URIID schemeID="0225">200000008_PEP</ram:URIID>');
    expect(xml).not.toContain("FR12345");
  });
});

describe("CDAR refuses what it cannot write", () => {
  test("an invoice is refused with a clear error", async () => {
    const invoice = {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $regime: "FR",
      code: "F1",
      issue_date: "2025-07-01",
      supplier: { name: "S", tax_id: { country: "FR", code: "44732829320" } },
      lines: [{ quantity: "1", item: { name: "x", price: "10" }, taxes: [{ cat: "VAT", rate: "standard" }] }],
    };
    const { key, message, faults } = await refusal(engine.toXML(invoice, { format: cdarFormat.key }));
    expect(key).toBe("input");
    expect(message).toMatch(/bill\/status or a bill\/payment/);
    expect(faults).toEqual([expect.objectContaining({ code: "BIZDOC-FORMAT-DOCUMENT", properties: ["$.doc.$schema"] })]);
  });

  test("a line without its process condition code is refused, naming it", async () => {
    const built = await engine.build({ $schema: "https://gobl.org/draft-0/envelope", doc: status("205") });
    delete (built.doc as Doc).lines[0].ext;
    const error = (() => {
      try {
        cdarFormat.toXML(built as Envelope, cdarFormat.profiles[0]!, formatContext);
      } catch (e) {
        return e;
      }
    })();
    expect(isBizdocError(error) && error.key).toBe("validation");
    expect(isBizdocError(error) && error.faults).toEqual([expect.objectContaining({ code: "BIZDOC-CDAR-REQUIRED", properties: ["$.doc.lines[0].ext.fr-ctc-flow6-status"] })]);
  });

  test("the platform option is checked", async () => {
    for (const [platform, property] of [
      ["0003", "$.options.platform"],
      [{ matricule: 3 }, "$.options.platform.matricule"],
      [{ matricule: "" }, "$.options.platform.matricule"],
      [{ matricul: "0003" }, "$.options.platform.matricul"],
    ] as const) {
      const { key, faults } = await refusal(write(status("205"), { options: { platform } }));
      expect(key).toBe("input");
      expect(faults[0]?.properties).toEqual([property]);
    }
    expect((await refusal(write(status("205"), { options: { sender: {} } }))).faults[0]?.properties).toEqual(["$.options.sender"]);
  });
});
