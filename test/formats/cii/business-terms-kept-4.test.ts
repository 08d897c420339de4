/**
 * Terms an official CII invoice lost in its round trip, or wrote back
 * breaking a rule (issue 26, item 5, fourth part): line identifiers stated
 * twice (BT-126), every item classification (BT-158), and a contact point
 * that is a department (BT-41, BT-56 as ram:DepartmentName, BR-DE-5).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";

const engine = createEngine();
const official = (path: string) => readFileSync(sharedPath("reference/en16931", path), "utf8");
type Obj = Record<string, any>;

const block = (xml: string, element: string) => new RegExp(`<${element}>[\\s\\S]*?</${element}>`).exec(xml)?.[0] ?? "";

async function roundTrip(path: string, format = "cii"): Promise<{ doc: Obj; xml: string; profile: string }> {
  const envelope = await engine.fromXML(official(path));
  const written = await engine.toXML(envelope, { format });
  return { doc: envelope.doc as Obj, xml: written.xml, profile: written.profile };
}

describe.runIf(HAS_SHARED)("CII round trip keeps (4)", () => {
  it("writes the sender's line identifiers (BT-126) back as read, one stated twice included", async () => {
    const { doc, xml } = await roundTrip("cen/cii/examples/CII-BR-CO-10-RoundingIssue.xml");
    expect(JSON.parse(doc.meta["line-ids"])).toEqual(["1", "1", "2", "2"]);
    expect([...xml.matchAll(/<ram:AssociatedDocumentLineDocument>\s*<ram:LineID>([^<]*)</g)].map((m) => m[1])).toEqual(["1", "1", "2", "2"]);
  });

  it("reads and writes every item classification (BT-158) with its scheme (BT-158-1)", async () => {
    const { doc, xml } = await roundTrip("xrechnung-testsuite/test/technical-cases/cius/01.01_comprehensive_test_uncefact.xml");
    const classifications = doc.lines[0].item.identities.filter((identity: Obj) => identity.label !== undefined);
    expect(classifications).toEqual([
      { label: "IB", code: "0721-880X" },
      { label: "IB", code: "0721-880XYZ" },
    ]);
    const product = block(xml, "ram:SpecifiedTradeProduct");
    expect([...product.matchAll(/<ram:DesignatedProductClassification>\s*<ram:ClassCode listID="([^"]*)">([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      ["IB", "0721-880X"],
      ["IB", "0721-880XYZ"],
    ]);
  });

  const department = "xrechnung-testsuite/test/technical-cases/cius/01.03_comprehensive_test_uncefact.xml";

  it("reads a contact point stated as a department alone as a person named and acting as it, written back as DepartmentName (BR-DE-5)", async () => {
    const { doc, xml, profile } = await roundTrip(department);
    expect(profile).toBe("xrechnung");
    expect(doc.ordering.seller.people).toEqual([{ name: { given: "Testorganisation" }, role: "Testorganisation" }]);
    expect(doc.customer.people).toEqual([{ name: { given: "Tina Tester" }, role: "Tina Tester" }]);
    const seller = block(xml, "ram:SellerTradeParty");
    expect(block(seller, "ram:DefinedTradeContact")).toContain("<ram:DepartmentName>Testorganisation</ram:DepartmentName>");
    // Not a person's name too: CII-SR-465 and CII-SR-466 forbid both.
    expect(xml).not.toContain("<ram:PersonName>");
  });

  it("writes that department to UBL as the contact's name (BT-41), UBL having no department element", async () => {
    const { xml } = await roundTrip(department, "ubl");
    expect(block(block(xml, "cac:AccountingSupplierParty"), "cac:Contact")).toContain("<cbc:Name>Testorganisation</cbc:Name>");
  });

  it("keeps a person's name and a department stated together as gobl.cii reads them, and writes a person with another role with both", async () => {
    const both = official(department).replace(
      "<ram:DepartmentName>Testorganisation</ram:DepartmentName>",
      "<ram:PersonName>Tim Tester</ram:PersonName><ram:DepartmentName>Testorganisation</ram:DepartmentName>",
    );
    const envelope = await engine.fromXML(both, { validate: false });
    const doc = envelope.doc as Obj;
    expect(doc.ordering.seller.people).toEqual([{ name: { given: "Tim Tester" } }]);
    // A person whose role is not its name is a person in a department: both written, as gobl.cii writes them.
    doc.ordering.seller.people[0].role = "Sales";
    const { xml } = await engine.toXML(envelope, { format: "cii" });
    const contact = block(block(xml, "ram:SellerTradeParty"), "ram:DefinedTradeContact");
    expect(contact).toContain("<ram:PersonName>Tim Tester</ram:PersonName>");
    expect(contact).toContain("<ram:DepartmentName>Sales</ram:DepartmentName>");
  });
});
