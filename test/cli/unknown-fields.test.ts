/**
 * Unknown flags and unknown document fields on the command line (issue 27,
 * item 4): commander refuses an unknown flag naming the closest; a
 * document's fields no schema defines are warning lines on stderr, or, with
 * --strict, a refusal (exit 1).
 */
import { describe, expect, it } from "vitest";
import { bizdoc, invoice, RUN_TIMEOUT } from "./helpers.ts";

const misspelt = () => {
  const { customer, ...rest } = invoice();
  return JSON.stringify({ ...rest, custmer: customer, lines: [{ quantity: "1", item: { name: "x", price: "1.00", prize: "2" }, taxes: [{ cat: "VAT", rate: "standard" }] }] });
};

describe("bizdoc and unknown names", () => {
  it(
    "refuses an unknown flag naming the closest (commander)",
    async () => {
      const res = await bizdoc(["build", "--envelope"], { input: JSON.stringify(invoice()) });
      expect(res.code).toBe(2);
      const error = JSON.parse(res.stderr);
      expect(error).toMatchObject({ code: 400, key: "input" });
      expect(error.message).toContain("unknown option '--envelope'");
      expect(error.message).toContain("Did you mean --envelop?");
    },
    RUN_TIMEOUT,
  );

  it(
    "writes the document without the unknown fields and a warning line for each on stderr, exit 0",
    async () => {
      const [built, validated] = await Promise.all([bizdoc(["build"], { input: misspelt() }), bizdoc(["validate"], { input: misspelt() })]);
      expect(built.code, built.stderr).toBe(0);
      expect(JSON.parse(built.stdout).custmer).toBeUndefined();
      expect(built.stderr.split("\n").filter(Boolean)).toEqual([
        "warning: [BIZDOC-UNKNOWN-FIELD] ($.lines[0].item.prize) org.Item has no field 'prize': did you mean 'price'?",
        "warning: [BIZDOC-UNKNOWN-FIELD] ($.custmer) bill.Invoice has no field 'custmer': did you mean 'customer'?",
      ]);
      // validate checks the document as it stands (this one is not built, so its rules fail too): the warnings come first.
      expect(validated.stderr).toMatch(/^warning: \[BIZDOC-UNKNOWN-FIELD\] \(\$\.lines\[0\]\.item\.prize\)/);
    },
    RUN_TIMEOUT,
  );

  it(
    "refuses them with --strict (exit 1, the one error shape)",
    async () => {
      const [built, validated, clean] = await Promise.all([
        bizdoc(["build", "--strict"], { input: misspelt() }),
        bizdoc(["validate", "--strict"], { input: misspelt() }),
        bizdoc(["build", "--strict"], { input: JSON.stringify(invoice()) }),
      ]);
      for (const res of [built, validated]) {
        expect(res.code, res.stderr).toBe(1);
        expect(JSON.parse(res.stderr)).toMatchObject({
          code: 422,
          key: "validation",
          faults: [
            { code: "BIZDOC-UNKNOWN-FIELD", properties: ["$.lines[0].item.prize"] },
            { code: "BIZDOC-UNKNOWN-FIELD", properties: ["$.custmer"] },
          ],
        });
      }
      expect(clean.code, clean.stderr).toBe(0);
      expect(clean.stderr).toBe("");
    },
    RUN_TIMEOUT,
  );
});
