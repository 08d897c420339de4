/**
 * Fund contribution charges under SDI (GOBL's bill_test.go:
 * TestChargesValidation, every case). GOBL validates the charge alone in the
 * addon's context; here it is a charge of GOBL's test invoice, so the fault
 * paths are the document's.
 */
import { describe, expect, it } from "vitest";
import { buildFaults, expectFault, expectNoFault, sdiFaults, testInvoice, type Obj } from "./support.ts";

const FUND_TYPE = "it-sdi-fund-type";

function withCharge(charge: Obj | null): Obj {
  const inv = testInvoice();
  inv.charges = [charge];
  return inv;
}

describe("SDI charges (TestChargesValidation)", () => {
  it("charge with no key", async () => {
    expect(sdiFaults(await buildFaults(withCharge({ percent: "10%" })))).toEqual([]);
  });

  it("fund contribution charge missing extension", async () => {
    const inv = withCharge({ key: "fund-contribution", percent: "10%", taxes: [{ cat: "VAT", rate: "standard" }] });
    const faults = await buildFaults(inv);
    expectFault(faults, "GOBL-IT-SDI-BILL-CHARGE-02", "$.charges[0].ext");
    expectNoFault(faults, "GOBL-IT-SDI-BILL-CHARGE-01");
    expectNoFault(faults, "GOBL-IT-SDI-BILL-CHARGE-03");
  });

  it("fund contribution charge with valid extension", async () => {
    const inv = withCharge({
      key: "fund-contribution",
      percent: "10%",
      taxes: [{ cat: "VAT", rate: "standard", percent: "22%" }],
      ext: { [FUND_TYPE]: "TC04" },
    });
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("nil charge", async () => {
    expect(await buildFaults(withCharge(null))).toEqual([]);
  });

  it("fund contribution charge with missing taxes", async () => {
    const inv = withCharge({ key: "fund-contribution", percent: "10%", ext: { [FUND_TYPE]: "TC04" } });
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-BILL-CHARGE-03", "$.charges[0].taxes");
  });

  it("fund contribution charge with missing percentage", async () => {
    const inv = withCharge({ key: "fund-contribution", amount: "1.00", taxes: [{ cat: "VAT", rate: "standard" }], ext: { [FUND_TYPE]: "TC04" } });
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-BILL-CHARGE-01", "$.charges[0].percent");
  });

  it("a fund contribution within a composite key is one too", async () => {
    const inv = withCharge({ key: "fund-contribution+extra", percent: "4%", taxes: [{ cat: "VAT", rate: "general" }] });
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-BILL-CHARGE-02", "$.charges[0].ext");
  });

  it("other charges are left alone", async () => {
    const inv = withCharge({ key: "stamp-duty", amount: "2.00", reason: "Imposta di bollo" });
    expect(await buildFaults(inv)).toEqual([]);
  });
});
