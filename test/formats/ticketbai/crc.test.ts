/**
 * The CRC-8 of TicketBAI's identifiers and QR URLs, against the examples the
 * provinces' specifications and a vendor's published receipts give (the
 * values are theirs; the texts before the CRC are checked to give them).
 */
import { describe, expect, test } from "vitest";
import { isBizdocError } from "../../../index.ts";
import { crc8, crc8Text, tbaiIdentifier, ticketbaiQrPng, ticketbaiQrSvg, ticketbaiQrUrl } from "../../../formats/ticketbai/index.ts";

describe("TicketBAI CRC-8", () => {
  test.for([
    // The TicketBAI technical specification's example identifier and QR URL (Bizkaia).
    ["TBAI-00000006Y-251019-btFpwP8dcLGAF-", "237"],
    ["https://batuz.eus/QRTBAI/?id=TBAI-00000006Y-251019-btFpwP8dcLGAF-237&s=T&nf=27174&i=4.70", "007"],
    // An Araba receipt's identifier and QR URL (efsta's documentation).
    ["TBAI-46886417C-310723-asMr5NfOWtam3-", "141"],
    ["https://ticketbai.araba.eus/tbai/qrtbai/?id=TBAI-46886417C-310723-asMr5NfOWtam3-141&s=PLD_1&nf=1656623459638440&i=18.00", "139"],
  ] as const)("%s → %s", ([text, expected]) => {
    expect(crc8Text(text)).toBe(expected);
  });

  test("the CRC-8 check: 0x07, from 0, unreflected (the CRC-8 check value of \"123456789\" is 0xF4)", () => {
    expect(crc8("123456789")).toBe(0xf4);
    expect(crc8("")).toBe(0);
    expect(crc8Text("")).toBe("000");
  });

  test("an identifier: TBAI, NIF, DDMMYY, 13 characters of the signature value, CRC", () => {
    const id = tbaiIdentifier({ nif: "00000006Y", issueDate: "2019-10-25", signatureValue: "btFpwP8dcLGAFxxxxxxxxxxxxxxx" });
    expect(id).toBe("TBAI-00000006Y-251019-btFpwP8dcLGAF-237");
    expect(id).toHaveLength(39);
  });

  test("a QR URL of each province, its CRC over the URL before it", () => {
    const url = ticketbaiQrUrl({ province: "BI", id: "TBAI-00000006Y-251019-btFpwP8dcLGAF-237", series: "T", code: "27174", total: "4.70" });
    expect(url).toBe("https://batuz.eus/QRTBAI/?id=TBAI-00000006Y-251019-btFpwP8dcLGAF-237&s=T&nf=27174&i=4.70&cr=007");
    const araba = ticketbaiQrUrl({ province: "VI", id: "TBAI-46886417C-310723-asMr5NfOWtam3-141", series: "PLD_1", code: "1656623459638440", total: "18.00" });
    expect(araba).toBe("https://ticketbai.araba.eus/tbai/qrtbai/?id=TBAI-46886417C-310723-asMr5NfOWtam3-141&s=PLD_1&nf=1656623459638440&i=18.00&cr=139");
    const gipuzkoa = ticketbaiQrUrl({ province: "SS", id: "TBAI-46886417C-310723-asMr5NfOWtam3-141", code: "1", total: "1.00" });
    expect(gipuzkoa.startsWith("https://tbai.egoitza.gipuzkoa.eus/qr/?id=")).toBe(true);
    expect(gipuzkoa).not.toContain("&s=");
  });

  test("a province TicketBAI does not have (a name Object.prototype holds too) is refused, 400", () => {
    for (const province of ["constructor", "__proto__", "toString", "NA"]) {
      let thrown: unknown;
      try {
        ticketbaiQrUrl({ province: province as "BI", id: "TBAI-X", code: "1", total: "1.00" });
      } catch (error) {
        thrown = error;
      }
      expect(isBizdocError(thrown) && thrown.status).toBe(400);
      expect((thrown as Error).message).toContain("expected one of VI, BI, SS");
    }
  });

  test("series and numbers are URL-encoded (UTF-8) before the CRC", () => {
    const url = ticketbaiQrUrl({ province: "BI", id: "TBAI-X", series: "A/B ñ", code: "1&2", total: "1.00" });
    expect(url).toContain("&s=A%2FB%20%C3%B1&nf=1%262&");
    const [before, crc] = url.split("&cr=");
    expect(crc).toBe(crc8Text(before!));
  });

  test("the QR code as images: SVG and PNG of the URL", async () => {
    const url = "https://batuz.eus/QRTBAI/?id=TBAI-00000006Y-251019-btFpwP8dcLGAF-237&s=T&nf=27174&i=4.70&cr=007";
    expect(ticketbaiQrSvg(url)).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>$/);
    const png = await ticketbaiQrPng(url);
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
