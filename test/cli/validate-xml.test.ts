/** `bizdoc validate invoice.xml`: an XML invoice checked against the official rules, exit 1 when a fatal rule is broken. */
import { describe, expect, it } from "vitest";
import { EXAMPLES } from "../../examples/index.ts";
import { bizdoc, RUN_TIMEOUT } from "./helpers.ts";

const example = EXAMPLES.find((e) => e.id === "de-xrechnung-v3")!;

describe("bizdoc validate with XML", () => {
  it("prints ok with the rule sets checked for a valid invoice; exit 1 naming the official rule when one is broken", async () => {
    const written = await bizdoc(["convert", "--format", "ubl", "--profile", "en16931", "-"], { input: JSON.stringify(example.document) });
    expect(written.code, written.stderr).toBe(0);

    const valid = await bizdoc(["validate", "--rules", "xsd", "-"], { input: written.stdout });
    expect(valid.code, valid.stderr).toBe(0);
    expect(JSON.parse(valid.stdout)).toMatchObject({ ok: true, syntax: "ubl", rules: ["xsd"], warnings: [] });

    // BR-01: the specification identifier (BT-24, cbc:CustomizationID) is required.
    const broken = written.stdout.replace(/<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>\s*/, "");
    expect(broken).not.toBe(written.stdout);
    const refused = await bizdoc(["validate", "--json", "--rules", "en16931", "-"], { input: broken });
    expect(refused.code).toBe(1);
    const error = JSON.parse(refused.stderr);
    expect(error).toMatchObject({ code: 422, key: "validation" });
    const br01 = error.faults.find((f: { code: string }) => f.code === "BR-01");
    expect(br01).toMatchObject({ flag: "fatal", properties: ["/ubl:Invoice[1]"], terms: ["BT-24"] });
    expect(br01.line).toBe(broken.split("\n").findIndex((line: string) => line.includes("<Invoice")) + 1);
  }, RUN_TIMEOUT);

  it("refuses --rules for a JSON document, and an unknown rule set, as usage errors (exit 2)", async () => {
    const json = await bizdoc(["validate", "--rules", "en16931", "-"], { input: JSON.stringify(example.document) });
    expect(json.code).toBe(2);
    expect(json.stderr).toContain("--rules");
    const unknown = await bizdoc(["validate", "--rules", "nope", "-"], { input: '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>' });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("xsd, en16931, peppol, xrechnung");
  }, RUN_TIMEOUT);
});
