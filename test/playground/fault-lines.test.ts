import { describe, expect, it } from "vitest";
import { PathLocator, locateFaults, parsePath } from "../../playground/fault-lines.ts";

/** The 1-based number of the first line of `text` that contains `needle`. */
function lineWith(text: string, needle: string): number {
  const index = text.split("\n").findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`no line with ${needle}`);
  return index + 1;
}

const invoiceJSON = `{
  "$schema": "https://gobl.org/draft-0/bill/invoice",
  "supplier": {
    "name": "Provider",
    "tax_id": {
      "country": "ES",
      "code": "B00000000"
    }
  },
  "lines": [
    {
      "quantity": "1",
      "item": { "name": "First", "price": "10.00" }
    },
    {
      "quantity": "2",
      "item": {
        "name": "Second",
        "price": "5.00"
      }
    }
  ]
}`;

const invoiceYAML = `# an invoice to fix
$schema: https://gobl.org/draft-0/bill/invoice
supplier:
  name: Provider
  tax_id:
    country: ES
    code: B00000000
lines:
  - quantity: "1"
    item:
      name: First
      price: "10.00"
  - quantity: "2"
    item: { name: Second, price: "5.00" }
`;

const envelopeYAML = `$schema: https://gobl.org/draft-0/envelope
head:
  uuid: 0190b3c4-8a27-7c11-9f2e-00000000b10b
doc:
  $schema: https://gobl.org/draft-0/bill/invoice
  supplier:
    tax_id:
      code: B00000000
`;

describe("parsePath", () => {
  it("splits names and indices", () => {
    expect(parsePath("$")).toEqual([]);
    expect(parsePath("$.doc.lines[0].item.price")).toEqual(["doc", "lines", 0, "item", "price"]);
    expect(parsePath("$.$regime")).toEqual(["$regime"]);
    expect(parsePath("$.ext.es-tbai-region")).toEqual(["ext", "es-tbai-region"]);
    expect(parsePath("$.lines[12][3]")).toEqual(["lines", 12, 3]);
  });

  it("refuses what is not a path", () => {
    for (const malformed of ["", "supplier.name", "$supplier", "$.", "$..name", "$.lines[", "$.lines[x]", "$.lines[-1]", "$[0", "$.a b[1]x"]) {
      expect(parsePath(malformed), malformed).toBeUndefined();
    }
  });
});

describe("PathLocator in JSON", () => {
  const locator = new PathLocator(invoiceJSON);

  it("finds a nested member on its key's line", () => {
    expect(locator.locate("$.supplier.tax_id.code")).toEqual({ line: lineWith(invoiceJSON, '"code"'), exact: true });
    expect(locator.locate("$.supplier.name")).toEqual({ line: lineWith(invoiceJSON, '"Provider"'), exact: true });
  });

  it("follows array indices", () => {
    expect(locator.locate("$.lines[1].item.price")).toEqual({ line: lineWith(invoiceJSON, '"5.00"'), exact: true });
    // Two members on one line: both on that line.
    expect(locator.locate("$.lines[0].item.price")).toEqual({ line: lineWith(invoiceJSON, '"10.00"'), exact: true });
    // An item is where it opens.
    expect(locator.locate("$.lines[1]")?.line).toBe(lineWith(invoiceJSON, '"quantity": "2"') - 1);
  });

  it("strips the $.doc of an envelope path when the input is a bare document", () => {
    expect(locator.locate("$.doc.supplier.tax_id.code")).toEqual({ line: lineWith(invoiceJSON, '"code"'), exact: true });
  });

  it("falls back to the nearest existing ancestor when a member is absent", () => {
    expect(locator.locate("$.supplier.tax_id.scheme")).toEqual({ line: lineWith(invoiceJSON, '"tax_id"'), exact: false });
    expect(locator.locate("$.lines[5].item")).toEqual({ line: lineWith(invoiceJSON, '"lines"'), exact: false });
    expect(locator.locate("$.supplier.name.first")).toEqual({ line: lineWith(invoiceJSON, '"Provider"'), exact: false });
    expect(locator.locate("$.totals")).toEqual({ line: 1, exact: false });
    expect(locator.locate("$.lines.name")).toEqual({ line: lineWith(invoiceJSON, '"lines"'), exact: false });
  });

  it("puts the root on its first line", () => {
    expect(locator.locate("$")).toEqual({ line: 1, exact: true });
  });

  it("gives no line for a malformed path", () => {
    expect(locator.locate("supplier.tax_id.code")).toBeUndefined();
    expect(locator.locate("$.lines[first]")).toBeUndefined();
  });
});

describe("PathLocator in YAML", () => {
  it("finds members and items of a bare document", () => {
    const locator = new PathLocator(invoiceYAML);
    expect(locator.locate("$.supplier.tax_id.code")).toEqual({ line: lineWith(invoiceYAML, "code: B00000000"), exact: true });
    expect(locator.locate("$.doc.supplier.tax_id.code")).toEqual({ line: lineWith(invoiceYAML, "code: B00000000"), exact: true });
    expect(locator.locate("$.lines[0].item.price")).toEqual({ line: lineWith(invoiceYAML, '"10.00"'), exact: true });
    expect(locator.locate("$.lines[1].item.price")).toEqual({ line: lineWith(invoiceYAML, '"5.00"'), exact: true });
    expect(locator.locate("$.lines[1]")).toEqual({ line: lineWith(invoiceYAML, 'quantity: "2"'), exact: true });
    expect(locator.locate("$.$schema")).toEqual({ line: lineWith(invoiceYAML, "$schema:"), exact: true });
    // The root starts after the leading comment.
    expect(locator.locate("$.type")).toEqual({ line: 2, exact: false });
  });

  it("keeps $.doc for an envelope, and finds head members", () => {
    const locator = new PathLocator(envelopeYAML);
    expect(locator.locate("$.doc.supplier.tax_id.code")).toEqual({ line: lineWith(envelopeYAML, "code: B00000000"), exact: true });
    expect(locator.locate("$.head.uuid")).toEqual({ line: lineWith(envelopeYAML, "uuid:"), exact: true });
    expect(locator.locate("$.doc.supplier.name")).toEqual({ line: lineWith(envelopeYAML, "supplier:"), exact: false });
    // Not stripped here: the envelope has a doc, and this document has no supplier at its root.
    expect(locator.locate("$.supplier")).toEqual({ line: 1, exact: false });
  });

  it("falls back to a key whose value is empty", () => {
    const text = "supplier:\n  tax_id:\n  name: X\n";
    expect(new PathLocator(text).locate("$.supplier.tax_id.code")).toEqual({ line: 2, exact: false });
  });

  it("gives no line in an empty text", () => {
    expect(new PathLocator("").locate("$.supplier")).toBeUndefined();
    expect(new PathLocator("# only a comment\n").locate("$")).toBeUndefined();
  });

  it("does not look up inherited members", () => {
    const locator = new PathLocator("a: 1\n");
    expect(locator.locate("$.constructor")).toEqual({ line: 1, exact: false });
    expect(locator.locate("$.__proto__.polluted")).toEqual({ line: 1, exact: false });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("locateFaults", () => {
  it("lists every property of every fault with its line", () => {
    const located = locateFaults(invoiceJSON, [
      { code: "GOBL-ES-TAX-IDENTITY-01", properties: ["$.doc.supplier.tax_id.code"], description: "bad code" },
      { code: "GOBL-BILL-LINE-01", properties: ["$.lines[0].i", "$.lines[1].i"], description: "index required" },
      { properties: [], description: "no place" },
      { properties: ["not a path"], description: "unplaced" },
    ]);
    expect(located).toEqual([
      {
        code: "GOBL-ES-TAX-IDENTITY-01",
        description: "bad code",
        path: "$.doc.supplier.tax_id.code",
        location: { line: lineWith(invoiceJSON, '"code"'), exact: true },
      },
      { code: "GOBL-BILL-LINE-01", description: "index required", path: "$.lines[0].i", location: { line: lineWith(invoiceJSON, '"quantity": "1"') - 1, exact: false } },
      { code: "GOBL-BILL-LINE-01", description: "index required", path: "$.lines[1].i", location: { line: lineWith(invoiceJSON, '"quantity": "2"') - 1, exact: false } },
      { description: "no place" },
      { description: "unplaced", path: "not a path", location: undefined },
    ]);
  });

  it("does not look in the document for a path into another member of the request", () => {
    const faults = [
      { code: "C-1", properties: ["$.options.type"], description: "not a correction type" },
      { code: "C-2", properties: ["$.supplier.name"], description: "in the document" },
    ];
    expect(locateFaults(invoiceJSON, faults, ["options"])).toEqual([
      { code: "C-1", description: "not a correction type", path: "$.options.type", requestMember: "options" },
      { code: "C-2", description: "in the document", path: "$.supplier.name", location: { line: lineWith(invoiceJSON, '"Provider"'), exact: true } },
    ]);
    // Without being told, the path is taken as the document's (its root: no such member).
    expect(locateFaults(invoiceJSON, faults)[0]).toEqual({ code: "C-1", description: "not a correction type", path: "$.options.type", location: { line: 1, exact: false } });
  });

  it("places nothing when there is no source text", () => {
    expect(locateFaults("", [{ code: "X", properties: ["$.a"], description: "d" }])).toEqual([{ code: "X", description: "d", path: "$.a", location: undefined }]);
  });
});
