/**
 * Parties, identities, inboxes, items, notes and attachments under EN 16931
 * (GOBL's org_test.go, on an invoice).
 */
import { describe, expect, it } from "vitest";
import { addonFaults, buildFaults, built, builtIgnoring, faultsAfter, germanInvoice, type Obj } from "./support.ts";

/** The German invoice with the supplier given these fields on top of its own. */
function withSupplier(fields: Obj): Obj {
  const inv = germanInvoice();
  Object.assign(inv.supplier, fields);
  return inv;
}

describe("EN 16931 notes", () => {
  it("a note's key gives its text subject code", async () => {
    const inv = germanInvoice();
    inv.notes = [{ key: "general", text: "This is a general note test" }];
    const out = await built(inv);
    expect(out.notes[0].ext).toEqual({ "untdid-text-subject": "AAI" });
  });

  it("a note without key gets no code", async () => {
    const inv = germanInvoice();
    inv.notes = [{ text: "Just text" }];
    const out = await built(inv);
    expect(out.notes).toEqual([{ text: "Just text" }]);
  });

  it.each([
    ["goods", "AAA"],
    ["payment", "PMT"],
    ["payment-method", "PMD"],
    ["payment-term", "AAB"],
    ["legal", "ABL"],
    ["dangerous-goods", "AAC"],
    ["ack", "AAE"],
    ["rate", "AAF"],
    ["reason", "ACD"],
    ["dispute", "ACE"],
    ["customer", "CUR"],
    ["glossary", "ACZ"],
    ["customs", "CUS"],
    ["handling", "HAN"],
    ["packaging", "PKG"],
    ["loading", "LOI"],
    ["price", "AAK"],
    ["priority", "PRI"],
    ["regulatory", "REG"],
    ["safety", "SAF"],
    ["ship-line", "SLR"],
    ["supplier", "SUR"],
    ["transport", "TRA"],
    ["delivery", "DEL"],
    ["quarantine", "QIN"],
    ["tax", "TXD"],
    ["other", "ZZZ"],
  ])("note key %s → %s", async (key, code) => {
    const inv = germanInvoice();
    inv.notes = [{ key, text: "Note", ext: { "untdid-text-subject": "XXX" } }];
    const out = await built(inv);
    expect(out.notes[0].ext).toEqual({ "untdid-text-subject": code });
  });
});

describe("EN 16931 items", () => {
  it("an item without unit gets one", async () => {
    const inv = germanInvoice();
    delete inv.lines[0].item.unit;
    const out = await built(inv);
    expect(out.lines[0].item.unit).toBe("one");
  });

  it("an item's unit is kept", async () => {
    const inv = germanInvoice();
    inv.lines[0].item.unit = "h";
    const out = await built(inv);
    expect(out.lines[0].item.unit).toBe("h");
  });

  it("an item without unit is refused (ORG-ITEM-01)", async () => {
    const faults = await faultsAfter(germanInvoice(), (out) => void delete out.lines[0].item.unit);
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-ORG-ITEM-01", properties: ["$.lines[0].item.unit"] }]);
  });

  it("a negative price is still refused by the core", async () => {
    const faults = await faultsAfter(germanInvoice(), (out) => {
      out.lines[0].item.price = "-100";
    });
    expect(faults.some((f) => f.properties.includes("$.lines[0].item.price"))).toBe(true);
    expect(addonFaults(faults)).toEqual([]);
  });

  it("a zero price is valid", async () => {
    const inv = germanInvoice();
    inv.lines[0].item.price = "0";
    await expect(built(inv)).resolves.toBeDefined();
  });
});

describe("EN 16931 identities", () => {
  it("a GLN gets scheme 0088, key and code kept", async () => {
    const out = await built(withSupplier({ identities: [{ key: "gln", code: "1234567890123" }] }));
    expect(out.supplier.identities[0]).toEqual({ key: "gln", code: "1234567890123", ext: { "iso-scheme-id": "0088" } });
  });

  it("a GLN's scheme replaces one given", async () => {
    const out = await built(withSupplier({ identities: [{ key: "gln", code: "1234567890123", ext: { "iso-scheme-id": "9999" } }] }));
    expect(out.supplier.identities[0].ext).toEqual({ "iso-scheme-id": "0088" });
  });

  it("a GTIN gets scheme 0160", async () => {
    const out = await built(withSupplier({ identities: [{ key: "gtin", code: "4012345000009" }] }));
    expect(out.supplier.identities[0].ext).toEqual({ "iso-scheme-id": "0160" });
  });

  it("a SIREN gets scheme 0002, type and code kept", async () => {
    const out = await built(withSupplier({ identities: [{ type: "SIREN", code: "1234567890123" }] }));
    expect(out.supplier.identities[0]).toEqual({ type: "SIREN", code: "1234567890123", ext: { "iso-scheme-id": "0002" } });
  });

  it("a SIREN's scheme replaces one given", async () => {
    const out = await built(withSupplier({ identities: [{ type: "SIREN", code: "1234567890123", ext: { "iso-scheme-id": "9999" } }] }));
    expect(out.supplier.identities[0].ext).toEqual({ "iso-scheme-id": "0002" });
  });

  it.each([
    ["SIRET", "73282932000074", "0009"],
    ["CVR", "13585628", "0184"],
  ])("a %s gets scheme %s", async (type, code, scheme) => {
    const out = await built(withSupplier({ identities: [{ type, code }] }));
    expect(out.supplier.identities[0].ext).toEqual({ "iso-scheme-id": scheme });
  });

  it("the key decides over the type", async () => {
    const doc = withSupplier({ identities: [{ key: "gln", type: "SIREN", code: "1234567890123" }] });
    // The core refuses an identity with both; look past that.
    const faults = await buildFaults(doc);
    expect(faults.map((f) => f.code)).toEqual(["GOBL-ORG-IDENTITY-03"]);
    const out = await builtIgnoring(doc, ["GOBL-ORG-IDENTITY-03"]);
    expect(out.supplier.identities[0].ext).toEqual({ "iso-scheme-id": "0088" });
  });

  it("other identities are left alone", async () => {
    const out = await built(withSupplier({ identities: [{ type: "HRB", code: "123456", ext: { "iso-scheme-id": "0204" } }] }));
    expect(out.supplier.identities[0]).toEqual({ type: "HRB", code: "123456", ext: { "iso-scheme-id": "0204" } });
  });
});

describe("EN 16931 inboxes", () => {
  it("a code with its scheme in front is split", async () => {
    const out = await built(withSupplier({ inboxes: [{ code: "0004:BAR" }] }));
    expect(out.supplier.inboxes[0]).toEqual({ scheme: "0004", code: "BAR" });
  });

  it("a code without scheme in front is refused (ORG-INBOX-01)", async () => {
    const faults = await buildFaults(withSupplier({ inboxes: [{ code: "code1" }] }));
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-ORG-INBOX-01", properties: ["$.supplier.inboxes[0]"] }]);
  });

  it("a scheme without code is refused (ORG-INBOX-02), besides the core's own complaint", async () => {
    const faults = await buildFaults(withSupplier({ inboxes: [{ scheme: "scheme1" }] }));
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-EU-EN16931-ORG-INBOX-02", properties: ["$.supplier.inboxes[0]"] }]);
    expect(faults.length).toBe(2);
  });

  it("an inbox with neither is refused by the core only", async () => {
    const faults = await buildFaults(withSupplier({ inboxes: [{ label: "Nothing" }] }));
    expect(faults.length).toBeGreaterThan(0);
    expect(addonFaults(faults)).toEqual([]);
  });

  it("scheme and code: valid", async () => {
    const out = await built(withSupplier({ inboxes: [{ scheme: "scheme1", code: "code1" }] }));
    // GOBL's inbox normaliser writes the scheme as an upper-case code.
    expect(out.supplier.inboxes).toEqual([{ scheme: "SCHEME1", code: "code1" }]);
  });

  it("a party without inboxes is valid", async () => {
    await expect(built(germanInvoice())).resolves.toBeDefined();
  });

  it("a party with two inboxes is refused (ORG-PARTY-01)", async () => {
    const inboxes = [
      { scheme: "scheme1", code: "code1" },
      { scheme: "scheme2", code: "code2" },
    ];
    const faults = await buildFaults(withSupplier({ inboxes }));
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-ORG-PARTY-01", properties: ["$.supplier.inboxes"] }]);
  });
});

describe("EN 16931 Peppol endpoints", () => {
  const PEPPOL = "iso6523-actorid-upis::9920:x3157928m";

  it("a party with no inboxes gets no endpoint", async () => {
    const out = await built(germanInvoice());
    expect(out.supplier.endpoints).toBeUndefined();
  });

  it("a Peppol inbox gives an endpoint; the inbox stays", async () => {
    const out = await built(withSupplier({ inboxes: [{ key: "peppol", scheme: "9920", code: "x3157928m" }] }));
    expect(out.supplier.endpoints).toEqual([{ uri: PEPPOL }]);
    expect(out.supplier.inboxes).toEqual([{ key: "peppol", scheme: "9920", code: "x3157928m" }]);
  });

  it("the inbox's label goes along", async () => {
    const out = await built(withSupplier({ inboxes: [{ key: "peppol", label: "Primary", scheme: "9920", code: "x3157928m" }] }));
    expect(out.supplier.endpoints).toEqual([{ label: "Primary", uri: PEPPOL }]);
  });

  it("a combined scheme and code is split first", async () => {
    const out = await built(withSupplier({ inboxes: [{ key: "peppol", code: "9920:x3157928m" }] }));
    expect(out.supplier.endpoints).toEqual([{ uri: PEPPOL }]);
  });

  it("other inboxes give none", async () => {
    const out = await built(withSupplier({ inboxes: [{ key: "other", scheme: "9920", code: "x3157928m" }] }));
    expect(out.supplier.endpoints).toBeUndefined();
  });

  it("a Peppol inbox without scheme gives none", async () => {
    const faults = await buildFaults(withSupplier({ inboxes: [{ key: "peppol", code: "x3157928m" }] }));
    // The inbox itself is refused for its missing scheme; no endpoint was made from it.
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-ORG-INBOX-01", properties: ["$.supplier.inboxes[0]"] }]);
  });

  it("a Peppol inbox without code gives none", async () => {
    const faults = await buildFaults(withSupplier({ inboxes: [{ key: "peppol", scheme: "9920", url: "https://inbox.example.com" }] }));
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-ORG-INBOX-02", properties: ["$.supplier.inboxes[0]"] }]);
  });

  it("an existing Peppol endpoint is not duplicated", async () => {
    const out = await built(
      withSupplier({
        endpoints: [{ uri: "iso6523-actorid-upis::9920:already-here" }],
        inboxes: [{ key: "peppol", scheme: "9920", code: "x3157928m" }],
      }),
    );
    expect(out.supplier.endpoints).toEqual([{ uri: "iso6523-actorid-upis::9920:already-here" }]);
  });

  it("other endpoints do not stop the Peppol one", async () => {
    const out = await built(
      withSupplier({
        endpoints: [{ uri: "mailto:billing@example.com" }],
        inboxes: [{ key: "peppol", scheme: "9920", code: "x3157928m" }],
      }),
    );
    expect(out.supplier.endpoints).toEqual([{ uri: "mailto:billing@example.com" }, { uri: PEPPOL }]);
  });

  it("only the first Peppol inbox is used", async () => {
    const inboxes = [
      { key: "peppol", scheme: "9920", code: "first" },
      { key: "peppol", scheme: "9920", code: "second" },
    ];
    const doc = withSupplier({ inboxes });
    // Two inboxes break ORG-PARTY-01, and nothing else.
    expect(await buildFaults(doc)).toEqual([{ code: "GOBL-EU-EN16931-ORG-PARTY-01", properties: ["$.supplier.inboxes"] }]);
    // With that rule ignored by the envelope, the one endpoint made shows.
    const out = await builtIgnoring(doc, ["GOBL-EU-EN16931-ORG-PARTY-01"]);
    expect(out.supplier.endpoints).toEqual([{ uri: "iso6523-actorid-upis::9920:first" }]);
  });
});

describe("EN 16931 attachments", () => {
  it("an attachment without code is refused (ORG-ATTACHMENT-01)", async () => {
    const inv = germanInvoice();
    inv.attachments = [{ url: "https://example.com/attachment.pdf" }];
    const faults = await buildFaults(inv);
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-ORG-ATTACHMENT-01", properties: ["$.attachments[0].code"] }]);
  });

  it("an attachment with a code is valid", async () => {
    const inv = germanInvoice();
    inv.attachments = [{ code: "123", url: "https://example.com/attachment.pdf" }];
    const out = await built(inv);
    expect(out.attachments[0].code).toBe("123");
  });
});
