/** Reading untrusted CDAR: malformed, hostile or foreign input is refused with an `input` error naming what is wrong. */
import { describe, expect, test } from "vitest";
import { isBizdocError } from "../../../index.ts";
import { cdarFormat } from "../../../formats/cdar/index.ts";
import { ciiFormat } from "../../../formats/cii/index.ts";
import { recognizedBy } from "../../support/formats.ts";
import { growth } from "../../support/work-meter.ts";
import { RSM, cdv, read } from "./samples.ts";

function refusal(xml: string): { key: string; message: string } {
  try {
    read(xml);
  } catch (error) {
    if (isBizdocError(error)) return { key: error.key, message: error.message };
    throw error;
  }
  throw new Error("not refused");
}

describe("CDAR reading refuses what it must", () => {
  test("a well-formed minimal CDV is read, and recognised as CDAR only", () => {
    const { document, profile } = read(cdv());
    expect(profile).toBe("flow6");
    expect(document).toMatchObject({
      $schema: "https://gobl.org/draft-0/bill/status",
      code: "CDV-1",
      issue_date: "2025-07-01",
      issue_time: "15:10:00",
      customer: { name: "ACHETEUR", ext: { "fr-ctc-flow6-role": "BY" } },
      // No SE party: the supplier is the referenced invoice's issuer (MDT-129).
      supplier: { identities: [{ code: "100000009", ext: { "iso-scheme-id": "0002" } }] },
      lines: [{ ext: { "fr-ctc-flow6-status": "205" }, date: "2025-07-01", doc: { code: "F1" } }],
    });
    expect(recognizedBy(cdarFormat, cdv())).toBe(true);
    expect(recognizedBy(ciiFormat, cdv())).toBe(false);
  });

  test("a DOCTYPE (entity expansion) is refused", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>${cdv({ inner: "<ram:Name>&lol2;</ram:Name>" }).replace(/^<\?xml[^>]*>/, "")}`;
    const { key, message } = refusal(bomb);
    expect(key).toBe("input");
    expect(message).toMatch(/DOCTYPE/);
    expect(recognizedBy(cdarFormat, bomb)).toBe(false);
  });

  test("text that is not XML is refused", () => {
    for (const text of ["", "   ", "not xml at all", '{"$schema":"https://gobl.org/draft-0/bill/status"}', "<rsm:CrossDomainAcknowledgementAndResponse>unclosed"]) {
      expect(refusal(text).key).toBe("input");
      expect(recognizedBy(cdarFormat, text)).toBe(false);
    }
  });

  test("another root is refused, as is the right name in the wrong namespace", () => {
    const cii = `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>`;
    expect(refusal(cii)).toMatchObject({ key: "input", message: expect.stringMatching(/not a CrossDomainAcknowledgementAndResponse/) });
    expect(recognizedBy(cdarFormat, cii)).toBe(false);
    const wrongNamespace = cdv().replace(`xmlns:rsm="${RSM}"`, 'xmlns:rsm="urn:example:other"');
    expect(refusal(wrongNamespace).key).toBe("input");
    expect(recognizedBy(cdarFormat, wrongNamespace)).toBe(false);
  });

  test("deep nesting is refused before it is parsed", () => {
    const depth = 20000;
    expect(refusal(cdv({ inner: `${"<ram:X>".repeat(depth)}${"</ram:X>".repeat(depth)}` }))).toMatchObject({ key: "input", message: expect.stringMatching(/deeper than/) });
  });

  test("element names like __proto__ do not reach the prototype", () => {
    for (const name of ["__proto__", "constructor", "prototype"]) {
      expect(refusal(cdv({ inner: `<${name}><polluted>yes</polluted></${name}>` })).key).toBe("input");
    }
    const { document } = read(cdv({ inner: "<toString><polluted>yes</polluted></toString><hasOwnProperty>x</hasOwnProperty>" }));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(document).toMatchObject({ customer: { name: "ACHETEUR" } });
  });

  test("a CDV without its header or its date is refused, naming what is missing", () => {
    expect(refusal(`<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="${RSM}"/>`).message).toMatch(/rsm:ExchangedDocument is missing/);
    expect(refusal(cdv().replace(/<ram:IssueDateTime>.*?<\/ram:IssueDateTime>/, "")).message).toMatch(/ram:IssueDateTime of rsm:ExchangedDocument is missing/);
  });

  test("dates and times that name no day or time are refused, naming the element", () => {
    // gobl.cii's cdar_datetime_internal_test: too short, a malformed date, a malformed time (not silently 00:00:00).
    for (const issued of ["2025", "2025AB01", "20250701ab0000", "20251301", "20250230", "20250701256000"]) {
      expect(refusal(cdv({ issued }))).toMatchObject({ key: "input", message: expect.stringMatching(/ram:IssueDateTime of rsm:ExchangedDocument is "/) });
    }
    expect(refusal(cdv({ receipt: "2025-07-01" })).message).toMatch(/ram:ReceiptDateTime of ram:ReferenceReferencedDocument 1/);
    expect(read(cdv({ issued: "20250701" })).document).toMatchObject({ issue_date: "2025-07-01" });
    expect(read(cdv({ issued: "20250701" })).document).not.toHaveProperty("issue_time");
  });

  test("an amount or percentage that is not a decimal number is refused, naming the characteristic", () => {
    for (const amount of ["1e400", "1,50", "NaN", "12 000"]) {
      expect(refusal(cdv({ characteristic: `<ram:TypeCode>MEN</ram:TypeCode><ram:ValueAmount currencyID="EUR">${amount}</ram:ValueAmount>` }))).toMatchObject({
        key: "input",
        message: expect.stringMatching(/ram:ValueAmount of ram:SpecifiedDocumentCharacteristic 1/),
      });
    }
    expect(refusal(cdv({ characteristic: `<ram:TypeCode>MEN</ram:TypeCode><ram:ValueAmount currencyID="EUR">120</ram:ValueAmount><ram:ValuePercent>twenty</ram:ValuePercent>` })).message).toMatch(
      /ram:ValuePercent of ram:SpecifiedDocumentCharacteristic 1/,
    );
    const huge = "9".repeat(40);
    expect(refusal(cdv({ characteristic: `<ram:TypeCode>MEN</ram:TypeCode><ram:ValueAmount>${huge}</ram:ValueAmount>` })).key).toBe("input");
  });

  test("reading does work in proportion to the CDV: many invoices, many characteristics", async () => {
    // Counted, not timed: 4 times the acknowledgements, or the characteristics, cost about 4 times the work.
    const men = '<ram:TypeCode>MEN</ram:TypeCode><ram:ValueAmount currencyID="EUR">100.00</ram:ValueAmount><ram:ValuePercent>20.00</ram:ValuePercent>';
    const characteristics = (n: number) => cdv({ characteristic: `${men}</ram:SpecifiedDocumentCharacteristic><ram:SpecifiedDocumentCharacteristic>`.repeat(n) + men });
    const acknowledgements = (n: number) => {
      const xml = cdv({ characteristic: men });
      const acknowledgement = /<rsm:AcknowledgementDocument>[\s\S]*<\/rsm:AcknowledgementDocument>/.exec(xml)![0];
      return xml.replace(acknowledgement, acknowledgement.repeat(n));
    };
    expect(await growth((n) => read(characteristics(n)), 100)).toBeLessThan(6);
    expect(await growth((n) => read(acknowledgements(n)), 100)).toBeLessThan(6);
  });
});
