/** `bizdoc convert`: a document to XML in a named format, and XML back to a built envelope. */
import { describe, expect, it } from "vitest";
import { EXAMPLES } from "../../examples/index.ts";
import { bizdoc, RUN_TIMEOUT } from "./helpers.ts";

const example = EXAMPLES.find((e) => e.id === "de-xrechnung-v3")!;

describe("bizdoc convert", () => {
  it("writes a document as XML under the profile its addons select, and reads that XML back into the same totals", async () => {
    const written = await bizdoc(["convert", "--format", "cii", "-"], { input: JSON.stringify(example.document) });
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toContain("urn:xeinkauf.de:kosit:xrechnung_3.0");
    expect(written.stdout).toMatch(/<rsm:CrossIndustryInvoice [^>]*xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/);

    const read = await bizdoc(["convert", "-"], { input: written.stdout });
    expect(read.code, read.stderr).toBe(0);
    const envelope = JSON.parse(read.stdout);
    const built = await bizdoc(["build", "-"], { input: JSON.stringify(example.document) });
    expect(envelope.doc.totals).toEqual(JSON.parse(built.stdout).totals);
  }, RUN_TIMEOUT);

  it("reads an XML invoice that meets its official rules but breaks one of GOBL's, warning on stderr; --no-validate keeps it too; 'bizdoc validate' names the fault", async () => {
    const written = await bizdoc(["convert", "--format", "cii", "-"], { input: JSON.stringify(example.document) });
    expect(written.code, written.stderr).toBe(0);
    // The seller's German VAT number given a wrong check digit.
    const seller = /<ram:SpecifiedTaxRegistration>\s*<ram:ID schemeID="VA">DE(\d{9})<\/ram:ID>/.exec(written.stdout);
    expect(seller).not.toBeNull();
    const digits = seller![1];
    const broken = written.stdout.replace(`DE${digits}`, `DE${digits.slice(0, 8)}${(Number(digits[8]) + 1) % 10}`);
    const read = await bizdoc(["convert", "-"], { input: broken });
    expect(read.code, read.stderr).toBe(0);
    expect(JSON.parse(read.stdout).doc.supplier.tax_id.code).toBe(`${digits.slice(0, 8)}${(Number(digits[8]) + 1) % 10}`);
    expect(read.stderr).toMatch(/^warning: \[GOBL-DE-TAX-IDENTITY-01\] \(\$\.doc\.supplier\.tax_id\.code\) /m);
    const kept = await bizdoc(["convert", "--no-validate", "-"], { input: broken });
    expect(kept.code, kept.stderr).toBe(0);
    const validated = await bizdoc(["validate", "--json", "-"], { input: kept.stdout });
    expect(validated.code).toBe(1);
    expect(JSON.parse(validated.stderr).faults.map((f: { code: string }) => f.code)).toContain("GOBL-DE-TAX-IDENTITY-01");
  }, RUN_TIMEOUT);

  it("asks for --format when writing, and refuses an unknown one naming the formats there are", async () => {
    const missing = await bizdoc(["convert", "--json", "-"], { input: JSON.stringify(example.document) });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--format is required");
    const unknown = await bizdoc(["convert", "--json", "--format", "pdf", "-"], { input: JSON.stringify(example.document) });
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.stderr).message).toMatch(/unknown format 'pdf': use one of ubl, cii/);
  }, RUN_TIMEOUT);

  it("takes a format's options with --options, refusing one the format does not take, and --options when reading XML", async () => {
    const refused = await bizdoc(["convert", "--format", "cii", "--options", '{"previous":"x"}', "-"], { input: JSON.stringify(example.document) });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/format 'cii' takes no options/);
    const notObject = await bizdoc(["convert", "--format", "cii", "--options", "[1]", "-"], { input: JSON.stringify(example.document) });
    expect(notObject.code).not.toBe(0);
    expect(notObject.stderr).toMatch(/--options must be a JSON object/);
    const reading = await bizdoc(["convert", "--options", "{}", "-"], { input: "<rsm:CrossIndustryInvoice/>" });
    expect(reading.code).not.toBe(0);
    expect(reading.stderr).toMatch(/reading XML takes none/);
  }, RUN_TIMEOUT);
});

