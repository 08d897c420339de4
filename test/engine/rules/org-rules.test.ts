import { describe, expect, it } from "vitest";
import { InvoiceSchema } from "../../../engine/bill/schema.ts";
import { HeaderSchema } from "../../../engine/head/schema.ts";
import { orgRules } from "../../../engine/org/rules.ts";
import { isAbsoluteURI, uriRules } from "../../../engine/cbc/rules.ts";
import { PartySchema } from "../../../engine/org/schema.ts";
import { check, pathsOf } from "./support.ts";

type Obj = Record<string, any>;

const invoice = (): Obj => ({
  type: "standard",
  issue_date: "2024-01-10",
  currency: "EUR",
  preceding: [{ code: "INV-0", issue_date: "2023-12-01", url: "https://example.com/inv-0.pdf" }],
  supplier: { name: "Provide One S.L." },
  lines: [{ i: 1, quantity: "1", item: { name: "Development", price: "0.00", unit: "h" }, notes: [{ key: "general", text: "Fine print" }] }],
  notes: [{ text: "Thanks" }],
  attachments: [{ name: "Timesheet", url: "https://example.com/timesheet.pdf", mime: "application/pdf" }],
});

const faults = (change: (d: Obj) => void) => {
  const d = invoice();
  change(d);
  return check(orgRules, InvoiceSchema, d);
};

describe("org item, note, document reference, attachment and unit rules", () => {
  it("accept complete parts", () => {
    expect(faults(() => {})).toEqual([]);
  });

  it("GOBL-ORG-ITEM-01: an item needs a name", () => {
    expect(pathsOf(faults((d) => delete d.lines[0].item.name), "GOBL-ORG-ITEM-01")).toEqual(["$.lines[0].item.name"]);
  });

  it("GOBL-ORG-ITEM-02: an item price cannot be negative", () => {
    expect(pathsOf(faults((d) => (d.lines[0].item.price = "-0.01")), "GOBL-ORG-ITEM-02")).toEqual(["$.lines[0].item.price"]);
    expect(pathsOf(faults((d) => delete d.lines[0].item.price), "GOBL-ORG-ITEM-02")).toEqual([]);
  });

  it("GOBL-ORG-NOTE-01: a note needs text", () => {
    expect(pathsOf(faults((d) => (d.notes[0].text = "")), "GOBL-ORG-NOTE-01")).toEqual(["$.notes[0].text"]);
  });

  it("GOBL-ORG-NOTE-02: a note key, when given, must be known", () => {
    expect(pathsOf(faults((d) => (d.lines[0].notes[0].key = "remark")), "GOBL-ORG-NOTE-02")).toEqual(["$.lines[0].notes[0].key"]);
    expect(pathsOf(faults((d) => (d.lines[0].notes[0].key = "payment-term")), "GOBL-ORG-NOTE-02")).toEqual([]);
  });

  it("GOBL-ORG-DOCUMENTREF-01: a document reference needs a code", () => {
    expect(pathsOf(faults((d) => delete d.preceding[0].code), "GOBL-ORG-DOCUMENTREF-01")).toEqual(["$.preceding[0].code"]);
  });

  it("GOBL-ORG-DOCUMENTREF-02: a given issue date cannot be zero", () => {
    expect(pathsOf(faults((d) => (d.preceding[0].issue_date = "0000-00-00")), "GOBL-ORG-DOCUMENTREF-02")).toEqual(["$.preceding[0].issue_date"]);
    expect(pathsOf(faults((d) => delete d.preceding[0].issue_date), "GOBL-ORG-DOCUMENTREF-02")).toEqual([]);
  });

  it("GOBL-ORG-DOCUMENTREF-03: a given URL must be valid", () => {
    expect(pathsOf(faults((d) => (d.preceding[0].url = "not a url")), "GOBL-ORG-DOCUMENTREF-03")).toEqual(["$.preceding[0].url"]);
  });

  it("GOBL-ORG-ATTACHMENT-01: an attachment needs a valid URL", () => {
    expect(pathsOf(faults((d) => (d.attachments[0].url = "")), "GOBL-ORG-ATTACHMENT-01")).toEqual(["$.attachments[0].url"]);
    expect(pathsOf(faults((d) => (d.attachments[0].url = "timesheet pdf")), "GOBL-ORG-ATTACHMENT-01")).toEqual(["$.attachments[0].url"]);
  });

  it("GOBL-ORG-ATTACHMENT-02: the MIME type, when given, must be one of EN 16931's", () => {
    expect(pathsOf(faults((d) => (d.attachments[0].mime = "application/zip")), "GOBL-ORG-ATTACHMENT-02")).toEqual(["$.attachments[0].mime"]);
    expect(pathsOf(faults((d) => delete d.attachments[0].mime), "GOBL-ORG-ATTACHMENT-02")).toEqual([]);
  });

  it("GOBL-ORG-UNIT-01: a unit is a GOBL unit key or a UN/ECE code", () => {
    expect(pathsOf(faults((d) => (d.lines[0].item.unit = "hours")), "GOBL-ORG-UNIT-01")).toEqual(["$.lines[0].item.unit"]);
    expect(pathsOf(faults((d) => (d.lines[0].item.unit = "HUR")), "GOBL-ORG-UNIT-01")).toEqual([]);
    expect(pathsOf(faults((d) => (d.lines[0].item.unit = "6pack")), "GOBL-ORG-UNIT-01")).toEqual([]);
    expect(pathsOf(faults((d) => (d.lines[0].item.unit = "KGMS")), "GOBL-ORG-UNIT-01")).toEqual(["$.lines[0].item.unit"]);
  });
});

describe("cbc.URI rules", () => {
  it("GOBL-CBC-URI-01: at most 2048 characters", () => {
    const party = { name: "A", endpoints: [{ uri: `https://example.com/${"a".repeat(2028)}` }] };
    expect(check(uriRules, PartySchema, party)).toEqual([]);
    party.endpoints[0].uri += "a";
    expect(pathsOf(check(uriRules, PartySchema, party), "GOBL-CBC-URI-01")).toEqual(["$.endpoints[0].uri"]);
  });

  it("GOBL-CBC-URI-02: absolute, with a scheme", () => {
    const party = { name: "A", endpoints: [{ uri: "gobl:acme.example.com" }, { uri: "acme.example.com" }, { uri: "https://" }] };
    expect(pathsOf(check(uriRules, PartySchema, party), "GOBL-CBC-URI-02")).toEqual(["$.endpoints[1].uri", "$.endpoints[2].uri"]);
    const header = { uuid: "0190d8e1-5a43-7b2f-8c6d-2f1e3a4b5c6d", dig: { alg: "sha256", val: "00" }, from: "mailto:", to: "iso6523-actorid-upis::9920:x3157928m" };
    expect(pathsOf(check(uriRules, HeaderSchema, header), "GOBL-CBC-URI-02")).toEqual(["$.from"]);
  });

  it("reads URIs as Go's url.Parse does", () => {
    expect(isAbsoluteURI("https://example.com/path?q=1#top")).toBe(true);
    expect(isAbsoluteURI("file:///etc/hosts")).toBe(true);
    expect(isAbsoluteURI("urn:isbn:0451450523")).toBe(true);
    expect(isAbsoluteURI("https://exa mple.com")).toBe(false);
    expect(isAbsoluteURI("https://example.com/%zz")).toBe(false);
    expect(isAbsoluteURI("1http://example.com")).toBe(false);
    expect(isAbsoluteURI("http:?q=1")).toBe(false);
  });
});
