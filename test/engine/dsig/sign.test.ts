import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../../support/shared.ts";

const engine = createEngine();
const b64url = (text: string) => Buffer.from(text).toString("base64url");

const invoice = {
  $schema: "https://gobl.org/draft-0/bill/invoice",
  code: "S-1",
  issue_date: "2024-03-01",
  supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
  lines: [{ quantity: "1", item: { name: "Work", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
};

async function failure(p: Promise<unknown>): Promise<BizdocError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BizdocError);
  return err as BizdocError;
}

describe("keys, signing and verification", async () => {
  const keys = await engine.keygen();

  it("generates ES256 P-256 key pairs with a UUID kid", () => {
    expect(keys.private).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    expect(keys.private.d).toEqual(expect.any(String));
    expect(keys.public.d).toBeUndefined();
    expect(keys.public.kid).toBe(keys.private.kid);
    expect(keys.public.kid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
  });

  it("signs the header as a compact JWS with the key's kid, and verifies it", async () => {
    const env = (await engine.sign(invoice, { privateKey: keys.private })) as any;
    expect(env.sigs).toHaveLength(1);
    const [header, payload] = env.sigs[0].split(".");
    expect(JSON.parse(Buffer.from(header, "base64url").toString())).toEqual({ alg: "ES256", kid: keys.private.kid });
    const signed = JSON.parse(Buffer.from(payload, "base64url").toString());
    expect(Object.keys(signed)).toEqual(["uuid", "dig", "iat"]);
    expect(signed.uuid).toBe(env.head.uuid);
    expect(signed.dig).toEqual(env.head.dig);
    await expect(engine.verify(env, keys.public)).resolves.toEqual({ ok: true });
  });

  it("refuses to sign without a valid private key, never quoting it", async () => {
    expect((await failure(engine.sign(invoice, { privateKey: undefined }))).key).toBe("input");
    expect((await failure(engine.sign(invoice, { privateKey: keys.public }))).key).toBe("input");
    const err = await failure(engine.sign(invoice, { privateKey: { ...keys.private, crv: "P-384" } }));
    expect(err.key).toBe("input");
    expect(JSON.stringify(err.toJSON())).not.toContain(keys.private.d!);
  });

  it("refuses to sign an invoice without a code (GOBL-ENVELOPE-13), returning nothing signed", async () => {
    const { code: _code, ...noCode } = invoice;
    const err = await failure(engine.sign(noCode, { privateKey: keys.private }));
    expect(err.key).toBe("validation");
    expect(err.faults.map((f) => f.code)).toContain("GOBL-ENVELOPE-13");
  });

  it("fails verification for a missing signature, a wrong key, a tampered header or a tampered doc", async () => {
    const env = (await engine.sign(invoice, { privateKey: keys.private })) as any;
    const other = await engine.keygen();
    const unsigned = { ...structuredClone(env), sigs: undefined };
    expect((await failure(engine.verify(unsigned, keys.public))).key).toBe("signature");
    expect((await failure(engine.verify(env, other.public))).key).toBe("signature");
    const header = structuredClone(env);
    header.head.uuid = "0190a63b-7f85-7429-a635-b269f6eb5295";
    expect((await failure(engine.verify(header, keys.public))).key).toBe("signature");
    const doc = structuredClone(env);
    doc.doc.lines[0].item.price = "1.00";
    expect((await failure(engine.verify(doc, keys.public))).key).toBe("signature");
  });

  it("accepts only ES256: alg none and HS256 are refused", async () => {
    const env = (await engine.sign(invoice, { privateKey: keys.private })) as any;
    const payload = env.sigs[0].split(".")[1];
    for (const alg of ["none", "HS256"]) {
      const forged = { ...structuredClone(env), sigs: [`${b64url(JSON.stringify({ alg }))}.${payload}.`] };
      const err = await failure(engine.verify(forged, keys.public));
      expect(err.key).toBe("signature");
    }
  });

  it("needs a public key to verify", async () => {
    const env = await engine.sign(invoice, { privateKey: keys.private });
    expect((await failure(engine.verify(env, undefined))).key).toBe("input");
  });
});

describe.skipIf(!HAS_SHARED)("GOBL's own signed envelope", () => {
  it("verifies with GOBL's key, and not once tampered", async () => {
    const signed = JSON.parse(readFileSync(sharedPath("reference", "gobl-api-ops", "signed.json"), "utf8"));
    const { d: _private, ...publicKey } = JSON.parse(readFileSync(sharedPath("reference", "gobl-api-ops", "private.jwk"), "utf8"));
    await expect(engine.verify(signed, publicKey)).resolves.toEqual({ ok: true });
    signed.doc.code = "TAMPERED";
    expect((await failure(engine.verify(signed, publicKey))).key).toBe("signature");
  });
});

if (!HAS_SHARED) it.skip(`GOBL's signed envelope: ${SKIP_NO_SHARED}`, () => {});
