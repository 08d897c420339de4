/**
 * The QR code of a VERI*FACTU invoice: the AEAT's check URL (the worked
 * example of the AEAT's QR specification, copied as a fact), given back
 * with every registration record in `details.qr` on the host the caller's
 * environment names, and its images at error correction level M, decoded
 * back to the URL.
 */
import jsqr from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { isBizdocError } from "../../../index.ts";
import { qrPng } from "../../../formats/common/qr/png.ts";
import { qrSvg } from "../../../formats/common/qr/svg.ts";
import { verifactuFormat, verifactuQrPng, verifactuQrSvg, verifactuQrUrl } from "../../../formats/verifactu/index.ts";
import { engineWithFormats } from "../../support/formats.ts";

const jsQR = jsqr.default;

// The AEAT's example ("Características del QR y especificaciones del servicio de cotejo"): the series' "&" encoded.
const AEAT_EXAMPLE = "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-09-2024&importe=241.4";

describe("VERI*FACTU QR code", () => {
  it("builds the AEAT's check URL, its values URL-encoded", () => {
    expect(verifactuQrUrl({ nif: "89890001K", numSeries: "12345678&G33", issueDate: "2024-09-01", total: "241.4" })).toBe(AEAT_EXAMPLE);
  });

  it("uses the pre-production host for the test environment", () => {
    expect(verifactuQrUrl({ nif: "89890001K", numSeries: "A-1", issueDate: "2024-09-01", total: "1.00" }, "test")).toBe(
      "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=A-1&fecha=01-09-2024&importe=1.00",
    );
  });

  it("refuses an environment it has no host for (a name Object.prototype holds too), 400", () => {
    const data = { nif: "89890001K", numSeries: "A-1", issueDate: "2024-09-01", total: "1.00" };
    for (const environment of ["constructor", "__proto__", "toString", "staging"]) {
      let thrown: unknown;
      try {
        verifactuQrUrl(data, environment as "test");
      } catch (error) {
        thrown = error;
      }
      expect(isBizdocError(thrown) && thrown.status).toBe(400);
      expect((thrown as Error).message).toContain("expected one of production, test");
    }
  });

  it("is given back with a registration record, on the environment's host", async () => {
    const engine = engineWithFormats(verifactuFormat);
    const out = await engine.toXML(
      {
        $schema: "https://gobl.org/draft-0/bill/invoice",
        $regime: "ES",
        $addons: ["es-verifactu-v1"],
        series: "Q&R",
        code: "7",
        issue_date: "2025-03-01",
        supplier: { name: "QR Supplier S.L.", tax_id: { country: "ES", code: "B85905495" } },
        customer: { name: "Customer S.L.", tax_id: { country: "ES", code: "B63272603" } },
        lines: [{ quantity: "2", item: { name: "Service", price: "50.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
      },
      { format: "verifactu", options: { system: { name: "Example Software S.L.", nif: "B12345674" }, environment: "test" } },
    );
    // 2 × 50.00 at 21%: 121.00.
    expect(out.details!.qr).toBe("https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B85905495&numserie=Q%26R-7&fecha=01-03-2025&importe=121.00");
    expect(out.xml).toContain("<sum1:ImporteTotal>121.00</sum1:ImporteTotal>");
  });

  it("draws images at error correction level M that decode back to the URL", async () => {
    const png = await verifactuQrPng(AEAT_EXAMPLE);
    const image = PNG.sync.read(Buffer.from(png));
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(AEAT_EXAMPLE);
    expect(Buffer.from(png).equals(Buffer.from(await qrPng(AEAT_EXAMPLE, { errorCorrection: "M" })))).toBe(true);
    expect(Buffer.from(png).equals(Buffer.from(await qrPng(AEAT_EXAMPLE, { errorCorrection: "L" })))).toBe(false);
    expect(verifactuQrSvg(AEAT_EXAMPLE, { moduleSize: 4 })).toBe(qrSvg(AEAT_EXAMPLE, { errorCorrection: "M", moduleSize: 4 }));
  });
});
