/** `bizdoc convert --format facturae --certificate file.p12 --password-env VAR`: a signed FacturaE file written. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testCertificate } from "../support/certificate.ts";
import { bizdoc, RUN_TIMEOUT } from "./helpers.ts";

describe("bizdoc convert --certificate", () => {
  const dir = mkdtempSync(join(tmpdir(), "bizdoc-sign-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const p12 = testCertificate({ password: "invopop" });
  const certificate = () => {
    const file = join(dir, "signer.p12");
    writeFileSync(file, p12.p12);
    return file;
  };
  /** The FacturaE example in an envelope of a known uuid, which the signature's Ids take. */
  const input = () => {
    const file = join(dir, "invoice.json");
    const doc = JSON.parse(readFileSync(new URL("../../examples/es-facturae-v3.json", import.meta.url), "utf8"));
    writeFileSync(file, JSON.stringify({ $schema: "https://gobl.org/draft-0/envelope", head: { uuid: "0190f5b8-3c6e-7d3a-9a57-4b7e0c1d2e3f" }, doc }));
    return file;
  };

  it(
    "writes a signed FacturaE file, the password from the environment variable named",
    async () => {
      const out = join(dir, "signed.xml");
      const run = await bizdoc(["convert", "--format", "facturae", "--certificate", certificate(), "--password-env", "BIZDOC_TEST_P12_PASSWORD", input(), out], {
        env: { BIZDOC_TEST_P12_PASSWORD: "invopop" },
      });
      expect(run.code, run.stderr).toBe(0);
      const uuid = JSON.parse(readFileSync(input(), "utf8")).head.uuid as string;
      const xml = readFileSync(out, "utf8");
      expect(xml).toContain(`<ds:Signature Id="Signature-${uuid}-Signature"`);
      expect(xml).toContain("<xades:SigningCertificate>");
    },
    RUN_TIMEOUT,
  );

  it(
    "refuses a wrong password (exit non-zero, the password not shown), and --certificate without --password-env",
    async () => {
      const wrong = await bizdoc(["convert", "--format", "facturae", "--certificate", certificate(), "--password-env", "BIZDOC_TEST_P12_PASSWORD", input()], {
        env: { BIZDOC_TEST_P12_PASSWORD: "n0t-the-Pa55word" },
      });
      expect(wrong.code).not.toBe(0);
      expect(wrong.stderr).toMatch(/password is wrong/);
      expect(wrong.stderr + wrong.stdout).not.toContain("n0t-the-Pa55word");
      const missing = await bizdoc(["convert", "--format", "facturae", "--certificate", certificate(), input()]);
      expect(missing.code).not.toBe(0);
      expect(missing.stderr).toMatch(/--password-env/);
      const unset = await bizdoc(["convert", "--format", "facturae", "--certificate", certificate(), "--password-env", "BIZDOC_TEST_UNSET_VAR_X", input()]);
      expect(unset.code).not.toBe(0);
      expect(unset.stderr).toMatch(/BIZDOC_TEST_UNSET_VAR_X .*is not set/);
    },
    RUN_TIMEOUT,
  );

  it(
    "bizdoc verify checks a signed file: who signed; a changed file exits non-zero saying what changed",
    async () => {
      const signedFile = join(dir, "to-verify.xml");
      const made = await bizdoc(["convert", "--format", "facturae", "--certificate", certificate(), "--password-env", "BIZDOC_TEST_P12_PASSWORD", input(), signedFile], {
        env: { BIZDOC_TEST_P12_PASSWORD: "invopop" },
      });
      expect(made.code, made.stderr).toBe(0);
      const ok = await bizdoc(["verify", signedFile]);
      expect(ok.code, ok.stderr).toBe(0);
      const answer = JSON.parse(ok.stdout);
      expect(answer).toMatchObject({ ok: true, format: "facturae" });
      expect(answer.signatures[0].signer.commonName).toBe(p12.commonName);

      const changedFile = join(dir, "changed.xml");
      writeFileSync(changedFile, readFileSync(signedFile, "utf8").replace(/<InvoiceTotal>[^<]+<\/InvoiceTotal>/, "<InvoiceTotal>0.01</InvoiceTotal>"));
      const changed = await bizdoc(["verify", changedFile]);
      expect(changed.code).not.toBe(0);
      expect(changed.stderr).toMatch(/the document changed after it was signed/);
      expect(changed.stderr).toMatch(/BIZDOC-XMLSIG-DIGEST/);
    },
    RUN_TIMEOUT,
  );
});

