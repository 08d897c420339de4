/**
 * Reading CDVs: the characteristics as faults (gobl.cii's
 * cdar_fault_internal_test), the reason that holds them, the payment's
 * amounts, and where bizdoc reads better than gobl.cii.
 */
import { describe, expect, test } from "vitest";
import { cdv, read } from "./samples.ts";

type Doc = Record<string, any>;

/** The faults of the first reason of a 207 whose status entry has this characteristic. */
function faultsOf(characteristic: string): unknown {
  const doc = read(cdv({ code: "207", entry: "<ram:ReasonCode>TX_TVA_ERR</ram:ReasonCode>", characteristic })).document as Doc;
  return doc.lines[0].reasons[0].faults;
}

describe("CDAR reads characteristics as faults", () => {
  test("a percentage with its name, business term and location", () => {
    expect(faultsOf("<ram:ID>BT-152</ram:ID><ram:TypeCode>DIV</ram:TypeCode><ram:Name>Taux TVA</ram:Name><ram:Location>/rsm:CrossIndustryInvoice/ram:RateApplicablePercent</ram:Location><ram:ValuePercent>10.00</ram:ValuePercent>")).toEqual([
      { code: "DIV", message: "Taux TVA (BT-152): 10.00%", paths: ["/rsm:CrossIndustryInvoice/ram:RateApplicablePercent"] },
    ]);
  });

  test("an amount, with its currency", () => {
    expect(faultsOf('<ram:TypeCode>MNA</ram:TypeCode><ram:ValueAmount currencyID="EUR">120.00</ram:ValueAmount>')).toEqual([{ code: "MNA", message: "120.00 EUR" }]);
  });

  test("a date", () => {
    expect(faultsOf('<ram:TypeCode>MAJ</ram:TypeCode><ram:Name>Date de livraison</ram:Name><ram:ValueDateTime><udt:DateTimeString format="102">20250730</udt:DateTimeString></ram:ValueDateTime>')).toEqual([
      { code: "MAJ", message: "Date de livraison: 2025-07-30" },
    ]);
  });

  test("without a type code, the business term's ID is the code", () => {
    expect(faultsOf("<ram:ID>BT-152</ram:ID><ram:Name>Taux TVA</ram:Name>")).toEqual([{ code: "BT-152", message: "Taux TVA" }]);
  });

  test("a characteristic with neither code is dropped, and one without a reason code gets an `other` reason", () => {
    const orphan = read(cdv({ code: "207", entry: "<ram:ReasonCode>TX_TVA_ERR</ram:ReasonCode>", characteristic: "<ram:Name>orphan</ram:Name>" })).document as Doc;
    expect(orphan.lines[0].reasons).toEqual([{ ext: { "fr-ctc-flow6-reason": "TX_TVA_ERR" } }]);
    const hosted = read(cdv({ code: "207", characteristic: "<ram:TypeCode>DIV</ram:TypeCode><ram:Name>Taux TVA</ram:Name>" })).document as Doc;
    expect(hosted.lines[0].reasons).toEqual([{ key: "other", faults: [{ code: "DIV", message: "Taux TVA" }] }]);
  });
});

describe("CDAR reads payments", () => {
  test("the amount cashed, what is still due, the VAT recovered from the gross at its rate, one `other` method for the whole", () => {
    const doc = read(
      cdv({
        characteristic: '<ram:TypeCode>MEN</ram:TypeCode><ram:ValueAmount currencyID="EUR">600.00</ram:ValueAmount><ram:ValuePercent>20.00</ram:ValuePercent></ram:SpecifiedDocumentCharacteristic><ram:SpecifiedDocumentCharacteristic><ram:TypeCode>RAP</ram:TypeCode><ram:ValueAmount currencyID="EUR">250.50</ram:ValueAmount>',
      }),
    ).document as Doc;
    expect(doc).toMatchObject({ $schema: "https://gobl.org/draft-0/bill/payment", type: "receipt", currency: "EUR", ext: { "fr-ctc-flow6-status": "212", "fr-ctc-flow6-condition": "MEN" } });
    expect(doc.lines[0]).toMatchObject({ amount: "600.00", due: "250.50", tax: { categories: [{ code: "VAT", rates: [{ base: "500.00", percent: "20.00%", amount: "100.00" }], amount: "100.00" }], sum: "100.00" } });
    // gobl.cii sums the methods' amount from a zero without decimals, so it would state 600.
    expect(doc.methods).toEqual([{ key: "other", amount: "600.00" }]);
  });

  test("a payment line with no amount cashed states zero", () => {
    const doc = read(cdv({ characteristic: '<ram:TypeCode>RAP</ram:TypeCode><ram:ValueAmount currencyID="EUR">10.00</ram:ValueAmount>' })).document as Doc;
    expect(doc.lines[0]).toMatchObject({ amount: "0", due: "10.00" });
    expect(doc.methods).toEqual([{ key: "other", amount: "0" }]);
  });
});
