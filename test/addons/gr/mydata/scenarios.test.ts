/**
 * myDATA invoice types from the addon's scenarios: GOBL's
 * scenarios_test.go table (TestInvoiceTypeScenarios), each case calculating
 * GOBL's test invoice with the type and tags given and reading the
 * invoice type. GOBL only calculates there; a credit note without the
 * documents it corrects breaks a rule, so that rule is ignored here.
 */
import { describe, expect, it } from "vitest";
import { INVOICE_TYPE, builtIgnoring, validInvoice } from "./support.ts";

const IGNORE = ["GOBL-GR-MYDATA-BILL-INVOICE-16"];

describe("myDATA invoice types (TestInvoiceTypeScenarios)", () => {
  it.each([
    ["Default standard invoice", "standard", [], "2.1"],
    ["Sales Invoice", "standard", ["goods"], "1.1"],
    ["Sales Invoice/Third Country Supplies", "standard", ["goods", "export"], "1.3"],
    ["Sales Invoice/Intra-community Supplies", "standard", ["goods", "export", "eu"], "1.2"],
    ["Sales Invoice/Sale on Behalf of Third Parties", "standard", ["goods", "self-billed"], "1.4"],
    ["Service Rendered Invoice", "standard", ["services"], "2.1"],
    ["Third Country Service Rendered Invoice", "standard", ["services", "export"], "2.3"],
    ["Intra-community Service Rendered Invoice", "standard", ["services", "export", "eu"], "2.2"],
    ["Credit Invoice/Associated", "credit-note", [], "5.1"],
    ["Simplified Invoice", "standard", ["simplified"], "11.3"],
    ["Retail Sales Receipt", "standard", ["goods", "simplified"], "11.1"],
    ["Service Rendered Receipt", "standard", ["services", "simplified"], "11.2"],
    ["Retail Sales Credit Note", "credit-note", ["simplified"], "11.4"],
    ["Retail Sales Receipt on Behalf of Third Parties", "credit-note", ["goods", "simplified", "self-billed"], "11.5"],
  ])("%s", async (_name, type, tags, out) => {
    const inv = validInvoice();
    inv.type = type;
    inv.$tags = tags;
    const doc = await builtIgnoring(inv, IGNORE);
    expect(doc.tax?.ext?.[INVOICE_TYPE]).toBe(out);
  });
});
