/** The command line's refusals in the first steps: path, fix and exit code (issue 27, item 3). */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bizdoc, invoice, RUN_TIMEOUT } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "bizdoc-cli-say-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("bizdoc sign and correct --code", () => {
  it(
    "signing without a code exits 1 pointing at $.doc.code; a credit note made with --code signs",
    async () => {
      const key = join(dir, "id.jwk");
      expect((await bizdoc(["keygen", key])).code).toBe(0);
      const { code: _code, ...noCode } = invoice();
      const refused = await bizdoc(["sign", "-k", key, "--json"], { input: JSON.stringify(noCode) });
      expect(refused.code).toBe(1);
      const error = JSON.parse(refused.stderr);
      expect(error.faults).toEqual([expect.objectContaining({ code: "GOBL-ENVELOPE-13", properties: ["$.doc.code"] })]);

      const signed = await bizdoc(["sign", "-k", key], { input: JSON.stringify(invoice("INV-9")) });
      expect(signed.code, signed.stderr).toBe(0);
      const original = join(dir, "signed.json");
      writeFileSync(original, signed.stdout);
      const credit = await bizdoc(["correct", "--credit", "--code", "CN-9", original]);
      expect(credit.code, credit.stderr).toBe(0);
      expect(JSON.parse(credit.stdout).doc).toMatchObject({ type: "credit-note", code: "CN-9" });
      const creditSigned = await bizdoc(["sign", "-k", key], { input: credit.stdout });
      expect(creditSigned.code, creditSigned.stderr).toBe(0);
    },
    RUN_TIMEOUT,
  );

  it(
    "an unknown regime exits 1 naming $.$regime",
    async () => {
      const res = await bizdoc(["build", "--json"], { input: JSON.stringify({ ...invoice(), $regime: "XX" }) });
      expect(res.code).toBe(1);
      expect(JSON.parse(res.stderr).faults).toEqual([expect.objectContaining({ code: "BIZDOC-REGIME-01", properties: ["$.$regime"] })]);
    },
    RUN_TIMEOUT,
  );
});
