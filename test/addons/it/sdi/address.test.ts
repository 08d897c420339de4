/**
 * Addresses under SDI (GOBL's address_test.go: TestNormalizeTest, and
 * bill_test.go: TestAddressesValidation, every case), with the two address
 * rules GOBL's tests leave out (locality and Italian postcode required).
 */
import { describe, expect, it } from "vitest";
import { addressNormalizer } from "../../../../addons/it/sdi/address.ts";
import type { Context } from "../../../../index.ts";
import { buildFaults, built, expectFault, expectNoFault, testInvoice, type Obj } from "./support.ts";

/** The address after the addon's normaliser (GOBL's norm.Normalize with the addon's context). */
function normalized(address: Obj): Obj {
  const copy = structuredClone(address);
  if (!addressNormalizer.when || addressNormalizer.when(copy as never, {} as Context)) addressNormalizer.normalize(copy as never, {} as Context);
  return copy;
}

describe("SDI address normalisation (TestNormalizeTest)", () => {
  it("nil address: nothing to do in a document without one", async () => {
    const inv = testInvoice();
    inv.customer.addresses = [null];
    // The null address is dropped, so the customer then has none.
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-BILL-INVOICE-12", "$.customer.addresses");
  });

  it("normalize short code", () => {
    expect(normalized({ country: "IT", code: "123" }).code).toBe("00123");
  });

  it("missing code", () => {
    expect(normalized({ country: "IT" }).code).toBeUndefined();
  });

  it("ignore invalid code", () => {
    expect(normalized({ country: "IT", code: "1A3" }).code).toBe("1A3");
  });

  it("ignore invalid code (GOBL's case repeated)", () => {
    expect(normalized({ country: "IT", code: "1A3" }).code).toBe("1A3");
  });

  it("ignore other countries", () => {
    expect(normalized({ country: "ES", code: "1A3" }).code).toBe("1A3");
    expect(normalized({ country: "AT", code: "123" }).code).toBe("123");
  });

  it("pads as Go's %05d does, signs included", () => {
    expect(normalized({ country: "IT", code: "7" }).code).toBe("00007");
    expect(normalized({ country: "IT", code: "+12" }).code).toBe("00012");
    expect(normalized({ country: "IT", code: "-12" }).code).toBe("-0012");
    expect(normalized({ country: "IT", code: "12345" }).code).toBe("12345");
  });

  it("in a built document", async () => {
    const inv = testInvoice();
    inv.supplier.addresses[0].code = "100";
    expect((await built(inv)).supplier.addresses[0].code).toBe("00100");
  });
});

describe("SDI addresses (TestAddressesValidation)", () => {
  it("missing addresses", async () => {
    const inv = testInvoice();
    delete inv.supplier.addresses;
    delete inv.customer.addresses;
    const faults = await buildFaults(inv);
    expectFault(faults, "GOBL-IT-SDI-BILL-INVOICE-04", "$.supplier.addresses");
    expectFault(faults, "GOBL-IT-SDI-BILL-INVOICE-12", "$.customer.addresses");
  });

  it("missing country", async () => {
    const inv = testInvoice();
    delete inv.supplier.addresses[0].country;
    delete inv.customer.addresses[0].country;
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-ORG-ADDRESS-04", "$.supplier.addresses[0].country", "$.customer.addresses[0].country");
  });

  it("invalid code", async () => {
    const inv = testInvoice();
    inv.customer.addresses[0].code = "123456";
    inv.supplier.addresses[0].code = "123456";
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-ORG-ADDRESS-08", "$.supplier.addresses[0].code", "$.customer.addresses[0].code");
  });

  it("codes in foreign country", async () => {
    const inv = testInvoice();
    inv.customer.addresses[0].country = "AT";
    inv.supplier.addresses[0].country = "AT";
    inv.customer.addresses[0].code = "1234";
    inv.supplier.addresses[0].code = "1234";
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("valid Latin-1 address fields", async () => {
    const inv = testInvoice();
    inv.supplier.addresses[0].street = "Via dell'Università ñ°";
    inv.supplier.addresses[0].locality = "Città di Castello àèìòù";
    inv.customer.addresses[0].street = "Rue de la Paix é";
    inv.customer.addresses[0].locality = "Saint-Étienne ç";
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("invalid supplier address street with emoji", async () => {
    const inv = testInvoice();
    inv.supplier.addresses[0].street = "Via Test 🏠";
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-ORG-ADDRESS-02", "$.supplier.addresses[0].street");
  });

  it("invalid supplier postbox  with emoji", async () => {
    const inv = testInvoice();
    delete inv.supplier.addresses[0].street;
    inv.supplier.addresses[0].po_box = "post 🏠";
    const faults = await buildFaults(inv);
    expectFault(faults, "GOBL-IT-SDI-ORG-ADDRESS-03", "$.supplier.addresses[0].po_box");
    expectNoFault(faults, "GOBL-IT-SDI-ORG-ADDRESS-01");
  });

  it("missing supplier address street and postbox", async () => {
    const inv = testInvoice();
    delete inv.supplier.addresses[0].street;
    delete inv.supplier.addresses[0].po_box;
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-ORG-ADDRESS-01", "$.supplier.addresses[0]");
  });

  it("invalid customer address street with Japanese characters", async () => {
    const inv = testInvoice();
    inv.customer.addresses[0].street = "テスト通り";
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-ORG-ADDRESS-02", "$.customer.addresses[0].street");
  });

  it("multiple address validation errors", async () => {
    const inv = testInvoice();
    inv.supplier.name = "Test 中文";
    inv.customer.name = "Cliente 🎉";
    inv.supplier.addresses[0].street = "Via Test 🏠";
    inv.customer.addresses[0].locality = "Città 한국어";
    const faults = await buildFaults(inv);
    expectFault(faults, "GOBL-IT-SDI-BILL-INVOICE-03", "$.supplier.name");
    expectFault(faults, "GOBL-IT-SDI-BILL-INVOICE-10", "$.customer.name");
    expectFault(faults, "GOBL-IT-SDI-ORG-ADDRESS-02", "$.supplier.addresses[0].street");
    expectFault(faults, "GOBL-IT-SDI-ORG-ADDRESS-06", "$.customer.addresses[0].locality");
  });

  it("missing locality", async () => {
    const inv = testInvoice();
    delete inv.customer.addresses[0].locality;
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-ORG-ADDRESS-05", "$.customer.addresses[0].locality");
  });

  it("an Italian address without a postcode", async () => {
    const inv = testInvoice();
    delete inv.supplier.addresses[0].code;
    const faults = await buildFaults(inv);
    expectFault(faults, "GOBL-IT-SDI-ORG-ADDRESS-07", "$.supplier.addresses[0].code");
    expectNoFault(faults, "GOBL-IT-SDI-ORG-ADDRESS-08");
  });

  it("addresses elsewhere in the document are checked too", async () => {
    const inv = testInvoice();
    inv.delivery = { receiver: { name: "Magazzino", addresses: [{ street: "Via Roma", locality: "Milano", country: "IT" }] } };
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-ORG-ADDRESS-07", "$.delivery.receiver.addresses[0].code");
  });
});
