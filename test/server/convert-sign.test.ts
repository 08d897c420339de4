/**
 * Signing FacturaE on request over REST (`POST /v0/convert` with
 * `certificate: { p12, password }`) and MCP (`convert`'s `certificate`): the
 * signed XML, the 400s, and the certificate neither logged nor echoed.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createEngine } from "../../index.ts";
import { testCertificate } from "../support/certificate.ts";
import { startServer, type TestServer } from "./helpers.ts";
import { connectInMemory } from "../mcp/helpers.ts";

const PASSWORD = "Firm4-de-prueba";
const WRONG = "wr0ng-Secret-pw";
const UUID = "0190f5b8-3c6e-7d3a-9a57-4b7e0c1d2e3f";
const certificate = testCertificate({ password: PASSWORD });

describe("signing FacturaE on request", () => {
  let server: TestServer;
  let client: Client;
  const p12 = () => Buffer.from(certificate.p12).toString("base64");
  /** The FacturaE example in an envelope of a known uuid, which the signature's Ids take. */
  const data = () => ({
    $schema: "https://gobl.org/draft-0/envelope",
    head: { uuid: UUID },
    doc: JSON.parse(readFileSync(new URL("../../examples/es-facturae-v3.json", import.meta.url), "utf8")),
  }) as Record<string, any>;
  const post = (body: unknown) => fetch(`${server.base}/convert`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  beforeAll(async () => {
    const engine = createEngine();
    server = await startServer({ engine });
    client = await connectInMemory(engine);
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it("POST /v0/convert with a certificate answers the FacturaE signed (XAdES-EPES, Ids from the envelope's uuid)", async () => {
    const input = data();
    const res = await post({ data: input, format: "facturae", certificate: { p12: p12(), password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.headers.get("bizdoc-format")).toBe("facturae");
    const xml = await res.text();
    expect(xml).toContain(`<ds:Signature Id="Signature-${input.head.uuid}-Signature"`);
    expect(xml).toContain("<xades:SignaturePolicyIdentifier>");
    expect(xml.trimEnd().endsWith("</fe:Facturae>")).toBe(true);
  });

  it("refuses, 400 in the error shape, a wrong password, a p12 that is not base64, a format that does not sign, a certificate with xml; never echoing it", async () => {
    const cases: [unknown, RegExp][] = [
      [{ data: data(), format: "facturae", certificate: { p12: p12(), password: WRONG } }, /password is wrong/],
      [{ data: data(), format: "facturae", certificate: { p12: "%%% not base64", password: WRONG } }, /certificate: is not valid base64/],
      [{ data: data(), format: "facturae", certificate: "secret" }, /'certificate' must be a JSON object/],
      [{ data: data(), format: "ubl", certificate: { p12: p12(), password: WRONG } }, /format 'ubl' cannot be signed: a certificate signs fatturapa, facturae/],
      [{ xml: "<Invoice/>", certificate: { p12: p12(), password: WRONG } }, /reading 'xml' takes none/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      const text = await res.text();
      const error = JSON.parse(text);
      expect(Object.keys(error)).toEqual(["code", "key", "message", "faults"]);
      expect(error.key).toBe("input");
      expect(error.message).toMatch(message);
      expect(text).not.toContain(WRONG);
      expect(text).not.toContain(p12().slice(0, 40));
    }
    const logged = JSON.stringify(server.logs);
    expect(logged).not.toContain(WRONG);
    expect(logged).not.toContain(PASSWORD);
    expect(logged).not.toContain(p12().slice(0, 40));
  });

  it("the OpenAPI document describes the certificate member", async () => {
    const doc = (await (await fetch(`${server.base}/openapi.json`)).json()) as any;
    const certificate = doc.components.schemas.ConvertToXMLRequest.properties.certificate;
    expect(certificate.required).toEqual(["p12", "password"]);
    expect(certificate.description).toMatch(/never logged, never kept/);
  });

  it("the MCP convert tool takes the same certificate", async () => {
    const input = data();
    const result = (await client.callTool({ name: "convert", arguments: { data: input, format: "facturae", certificate: { p12: p12(), password: PASSWORD } } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const text = (result.content as { text: string }[]).map((c) => c.text).join("\n");
    expect(text).toContain(`Signature-${input.head.uuid}-Signature`);
    const refused = (await client.callTool({ name: "convert", arguments: { data: input, format: "facturae", certificate: { p12: p12(), password: WRONG } } })) as CallToolResult;
    expect(refused.isError).toBe(true);
    const body = (refused.content as { text: string }[])[0]!.text;
    expect(JSON.parse(body)).toMatchObject({ code: 400, key: "input" });
    expect(body).not.toContain(WRONG);
  });

  it("POST /v0/verify with the signed XML as the body says who signed; a changed file is a 422 signature error saying what changed", async () => {
    const signed = await (await post({ data: data(), format: "facturae", certificate: { p12: p12(), password: PASSWORD } })).text();
    const verify = (xml: string, query = "") => fetch(`${server.base}/verify${query}`, { method: "POST", headers: { "content-type": "application/xml" }, body: xml });
    const res = await verify(signed);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as any;
    expect(answer).toMatchObject({ ok: true, format: "facturae" });
    expect(answer.signatures[0].signer.commonName).toBe(certificate.commonName);
    expect(answer.signatures[0].policy).toMatch(/politica_de_firma_formato_facturae_v3_1/);
    expect((await verify(signed, "?format=facturae")).status).toBe(200);

    const changed = await verify(signed.replace(/<InvoiceTotal>[^<]+<\/InvoiceTotal>/, "<InvoiceTotal>0.01</InvoiceTotal>"));
    expect(changed.status).toBe(422);
    const error = (await changed.json()) as any;
    expect(error.key).toBe("signature");
    expect(error.message).toMatch(/^the facturae file has a signature that does not hold: the document changed after it was signed/);
    expect(error.faults.map((f: any) => f.code)).toEqual(["BIZDOC-XMLSIG-DIGEST"]);
    expect(JSON.stringify(error)).not.toContain(certificate.commonName);

    const unsigned = await verify(await (await post({ data: data(), format: "facturae" })).text());
    expect(unsigned.status).toBe(422);
    expect(((await unsigned.json()) as any).message).toMatch(/^the facturae file is not signed/);
    const wrongFormat = await verify(signed, "?format=ubl");
    expect(wrongFormat.status).toBe(400);
  });

  it("the MCP verify_xml tool reports who signed, and what changed in a changed file", async () => {
    const signed = await (await post({ data: data(), format: "facturae", certificate: { p12: p12(), password: PASSWORD } })).text();
    const call = async (xml: string) => {
      const result = (await client.callTool({ name: "verify_xml", arguments: { xml } })) as CallToolResult;
      expect(result.isError).toBeFalsy();
      return JSON.parse((result.content as { text: string }[])[0]!.text);
    };
    const report = await call(signed);
    expect(report).toMatchObject({ valid: true, format: "facturae", faults: [] });
    expect(report.signatures[0].signer.commonName).toBe(certificate.commonName);
    const changed = await call(signed.replace(/<InvoiceTotal>[^<]+<\/InvoiceTotal>/, "<InvoiceTotal>0.01</InvoiceTotal>"));
    expect(changed.valid).toBe(false);
    expect(changed.faults.map((f: { code: string }) => f.code)).toEqual(["BIZDOC-XMLSIG-DIGEST"]);
  });
});

