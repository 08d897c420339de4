/**
 * The `bizdoc` command line as a real process: GOBL's golden output,
 * exit codes, the error shape, --set, stdin, YAML, keys and signatures.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../support/shared.ts";
import { bizdoc, invoice, RUN_TIMEOUT } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "bizdoc-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
};

/** Everything but the header UUID (a new one each run); the digest must match GOBL's. */
const withoutHeadUUID = (envelope: any) => ({ ...envelope, head: { ...envelope.head, uuid: undefined } });

describe("bizdoc build against GOBL's golden output", () => {
  const examples = sharedPath("conformance", "gobl-examples", "es");
  if (!HAS_SHARED) it.skip(SKIP_NO_SHARED, () => undefined);

  it.skipIf(!HAS_SHARED)(
    "builds invoice-es-simplified.yaml with --envelop into GOBL's envelope (document and digest)",
    async () => {
      const res = await bizdoc(["build", "--envelop", join(examples, "invoice-es-simplified.yaml")]);
      expect(res.stderr).toBe("");
      expect(res.code).toBe(0);
      const golden = JSON.parse(readFileSync(join(examples, "out", "invoice-es-simplified.json"), "utf8"));
      const built = JSON.parse(res.stdout);
      expect(built.head.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(withoutHeadUUID(built)).toEqual(withoutHeadUUID(golden));
      expect(res.stdout.endsWith("}\n")).toBe(true);
      expect(res.stdout.trim().split("\n")).toHaveLength(1); // compact when not on a terminal
    },
    RUN_TIMEOUT,
  );

  it.skipIf(!HAS_SHARED)(
    "builds the envelope example invoice-es-es.env.yaml from stdin, indented on request",
    async () => {
      const yaml = readFileSync(join(examples, "invoice-es-es.env.yaml"), "utf8");
      const res = await bizdoc(["build", "--envelop", "--indent", "tab", "-"], { input: yaml });
      expect(res.code).toBe(0);
      const golden = JSON.parse(readFileSync(join(examples, "out", "invoice-es-es.env.json"), "utf8"));
      expect(withoutHeadUUID(JSON.parse(res.stdout))).toEqual(withoutHeadUUID(golden));
      expect(res.stdout).toContain('\n\t"head": {');
    },
    RUN_TIMEOUT,
  );
});

describe("bizdoc exit codes and errors", () => {
  it(
    "exits 0 with the built document (JSON on stdin keeps every number's text)",
    async () => {
      const data = JSON.stringify(invoice()).replace('"quantity":"10"', '"quantity":10.50');
      const res = await bizdoc(["build"], { input: data });
      expect(res.code).toBe(0);
      const built = JSON.parse(res.stdout);
      expect(built.lines[0].quantity).toBe("10.50");
      expect(built.totals.payable).toBe("1270.50");
    },
    RUN_TIMEOUT,
  );

  it(
    "exits 1 for an invalid document, with { code, key, message, faults } on stderr (JSON off a terminal, or --json)",
    async () => {
      const bad = { ...invoice(), supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602643" } } };
      const res = await bizdoc(["build", "--json", file("bad.json", bad)]);
      expect(res.code).toBe(1);
      expect(res.stdout).toBe("");
      const error = JSON.parse(res.stderr);
      expect(Object.keys(error)).toEqual(["code", "key", "message", "faults"]);
      expect(error).toMatchObject({ code: 422, key: "validation" });
      expect(error.faults.some((f: any) => f.properties.includes("$.supplier.tax_id.code"))).toBe(true);
      expect(res.stderr.trim().split("\n")).toHaveLength(1);
    },
    RUN_TIMEOUT,
  );

  it(
    "prints errors for people with --no-json: the message, then one line per fault with its code and paths",
    async () => {
      const res = await bizdoc(["build", "--no-json", "-t", "bill/invoice"], { input: JSON.stringify({ currency: "EUR" }) });
      expect(res.code).toBe(1);
      const lines = res.stderr.trim().split("\n");
      expect(lines[0]).toMatch(/^error \((validation|calculation)\): /);
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines.slice(1)) expect(line).toMatch(/^ {2}- (\[[A-Z0-9-]+\] )?\$\.[^:]*: .+/);
    },
    RUN_TIMEOUT,
  );

  it(
    "exits 2 for bad usage and bad input, in the same error shape",
    async () => {
      const runs = await Promise.all([
        bizdoc(["build", "--no-such-flag"]),
        bizdoc(["frobnicate"]),
        bizdoc(["build", join(dir, "missing.json")]),
        bizdoc(["build"], { input: '{"$schema": "https://gobl.org/draft-0/org/party", "name": ' }),
        bizdoc(["build", file("broken.yaml", "name: [unclosed\n")]),
        bizdoc(["build"], { input: "" }),
        bizdoc(["build", "--indent", "wide"], { input: "{}" }),
        bizdoc([]),
      ]);
      for (const res of runs) expect(res.code, res.stderr).toBe(2);
      const errors = runs.slice(0, 7).map((r) => JSON.parse(r.stderr));
      for (const error of errors) expect(error).toMatchObject({ code: 400, key: "input", faults: [] });
      expect(errors[0].message).toContain("unknown option '--no-such-flag'");
      expect(errors[1].message).toContain("unknown command 'frobnicate'");
      expect(errors[2].message).toContain("missing.json");
      expect(errors[3].message).toMatch(/^invalid JSON/);
      expect(errors[4].message).toMatch(/^invalid YAML/);
      expect(runs[7].stderr).toContain("Usage: bizdoc");
    },
    RUN_TIMEOUT,
  );

  it(
    "refuses to replace an output file without --force (exit 2) and replaces it with --force",
    async () => {
      const out = file("existing.json", "{}");
      const party = JSON.stringify({ $schema: "https://gobl.org/draft-0/org/party", name: "Acme" });
      const refused = await bizdoc(["build", "-o", out], { input: party });
      expect(refused.code).toBe(2);
      expect(JSON.parse(refused.stderr).message).toContain("--force");
      expect(readFileSync(out, "utf8")).toBe("{}");
      const forced = await bizdoc(["build", "-o", out, "--force"], { input: party });
      expect(forced.code).toBe(0);
      expect(forced.stdout).toBe("");
      expect(JSON.parse(readFileSync(out, "utf8")).name).toBe("Acme");
    },
    RUN_TIMEOUT,
  );
});

describe("bizdoc build input", () => {
  it(
    "reads YAML on stdin and puts --set (YAML values), --set-string and --set-file over it, with a --type hint",
    async () => {
      const addresses = file("addresses.json", [{ locality: "Madrid", country: "ES" }]);
      const yaml = "name: Somebody\nemails:\n  - addr: billing@example.com\n";
      const sets = ["--set", "tax_id.country=ES", "--set-string", "tax_id.code=B-986.026.42", "--set", "name=Provide One S.L.", "--set-file", `addresses=${addresses}`];
      const [ok, refused] = await Promise.all([
        bizdoc(["build", "-t", "org/party", ...sets], { input: yaml }),
        // --set values are YAML: a list where text is due is refused with its path.
        bizdoc(["build", "-t", "org/party", ...sets, "--set", "alias=[not, text]"], { input: yaml }),
      ]);
      expect(ok.code, ok.stderr).toBe(0);
      expect(JSON.parse(ok.stdout)).toEqual({
        $schema: "https://gobl.org/draft-0/org/party",
        name: "Provide One S.L.",
        tax_id: { country: "ES", code: "B98602642" },
        emails: [{ addr: "billing@example.com" }],
        addresses: [{ locality: "Madrid", country: "ES" }],
      });
      expect(refused.code).toBe(1);
      expect(JSON.parse(refused.stderr).faults.some((f: any) => f.properties.includes("$.alias"))).toBe(true);
    },
    RUN_TIMEOUT,
  );

  it(
    "merges the input into a --template",
    async () => {
      const template = file("template.yaml", "$schema: https://gobl.org/draft-0/org/party\nname: Template Name\nemails:\n  - addr: template@example.com\n");
      const res = await bizdoc(["build", "-T", template, "-", "--indent", "0"], { input: '{"name": "Input Name"}' });
      expect(res.code, res.stderr).toBe(0);
      expect(JSON.parse(res.stdout)).toMatchObject({ name: "Input Name", emails: [{ addr: "template@example.com" }] });
    },
    RUN_TIMEOUT,
  );
});

describe("bizdoc keygen, sign and verify", () => {
  it(
    "signs with a key from keygen and verifies with its public half; a tampered envelope fails (exit 1)",
    async () => {
      const key = join(dir, "id.jwk");
      const made = await bizdoc(["keygen", key]);
      expect(made.code, made.stderr).toBe(0);
      // It says where it wrote them, on stderr; stdout stays empty.
      expect(made.stderr).toBe(`wrote the private key to ${key} and the public key to ${join(dir, "id.pub.jwk")}\n`);
      expect(made.stdout).toBe("");
      const privateKey = JSON.parse(readFileSync(key, "utf8"));
      const publicKey = JSON.parse(readFileSync(join(dir, "id.pub.jwk"), "utf8"));
      expect(privateKey).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig", d: expect.any(String) });
      expect(publicKey.d).toBeUndefined();
      expect(statSync(key).mode & 0o777).toBe(0o600);

      const again = await bizdoc(["keygen", key]);
      expect(again.code).toBe(2); // never overwritten without --force

      const signedPath = join(dir, "signed.json");
      const signed = await bizdoc(["sign", "-k", key, file("invoice.json", invoice()), signedPath]);
      expect(signed.code, signed.stderr).toBe(0);
      const envelope = JSON.parse(readFileSync(signedPath, "utf8"));
      expect(envelope.sigs).toHaveLength(1);

      const verified = await bizdoc(["verify", "-k", join(dir, "id.pub.jwk"), signedPath]);
      expect(verified.code, verified.stderr).toBe(0);
      expect(JSON.parse(verified.stdout)).toEqual({ ok: true });

      envelope.doc.code = "CLI-002";
      const tampered = await bizdoc(["verify", "-k", join(dir, "id.pub.jwk"), "-"], { input: JSON.stringify(envelope) });
      expect(tampered.code).toBe(1);
      expect(JSON.parse(tampered.stderr).code).toBe(422);
    },
    RUN_TIMEOUT * 3,
  );
});

describe("bizdoc correct, replicate, validate and reference data", () => {
  it(
    "makes a credit note with --credit and --date",
    async () => {
      const res = await bizdoc(["correct", "--credit", "--date", "2025-04-01", "--options", '{"reason": "returned"}', file("to-correct.json", invoice())]);
      expect(res.code, res.stderr).toBe(0);
      const note = JSON.parse(res.stdout);
      expect(note).toMatchObject({ type: "credit-note", issue_date: "2025-04-01", preceding: [{ code: "CLI-001", reason: "returned" }] });
    },
    RUN_TIMEOUT,
  );

  it(
    "answers the reference commands, and every command has --help",
    async () => {
      const commands = ["build", "validate", "correct", "replicate", "sign", "verify", "keygen", "schema", "regime", "addon", "bulk", "serve", "mcp"];
      const helps = await Promise.all(commands.map((c) => bizdoc([c, "--help"])));
      helps.forEach((res, i) => {
        expect(res.code).toBe(0);
        expect(res.stdout).toContain(`Usage: bizdoc ${commands[i]}`);
      });
      const [regime, schema, missing] = await Promise.all([bizdoc(["regime", "es"]), bizdoc(["schema", "bill/invoice"]), bizdoc(["addon", "no-such-addon"])]);
      expect(JSON.parse(regime.stdout).country).toBe("ES");
      expect(JSON.parse(schema.stdout).$id).toBe("https://gobl.org/draft-0/bill/invoice");
      expect(missing.code).toBe(2);
      expect(JSON.parse(missing.stderr)).toMatchObject({ code: 404, key: "not-found" });
    },
    RUN_TIMEOUT * 2,
  );
});
