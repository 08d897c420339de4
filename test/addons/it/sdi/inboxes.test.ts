/**
 * SDI's inboxes on the customer: the destination code (Codice Destinatario,
 * `it-sdi-code`) and the certified e-mail address (PEC, `it-sdi-pec`). GOBL
 * defines the two keys in the addon; the inboxes themselves are normalised
 * and checked by GOBL's generic org rules, so a PEC address given as the code
 * becomes the inbox's e-mail (the hotel-b2g example).
 */
import { describe, expect, it } from "vitest";
import { definition } from "../../../../addons/it/sdi/definition.ts";
import { buildFaults, built, expectFault, testInvoice } from "./support.ts";

describe("SDI inboxes", () => {
  it("the addon defines the two inbox keys", () => {
    expect((definition.inboxes ?? []).map((d) => d.key)).toEqual(["it-sdi-code", "it-sdi-pec"]);
  });

  it("a destination code stays a code; a PEC address given as code becomes the e-mail", async () => {
    const inv = testInvoice();
    inv.customer.inboxes = [
      { key: "it-sdi-code", code: "M5UXCR5" },
      { key: "it-sdi-pec", code: "inbox@example.com" },
    ];
    expect((await built(inv)).customer.inboxes).toEqual([
      { key: "it-sdi-code", code: "M5UXCR5" },
      { key: "it-sdi-pec", email: "inbox@example.com" },
    ]);
  });

  it("a PEC given as e-mail is kept", async () => {
    const inv = testInvoice();
    inv.customer.inboxes = [{ key: "it-sdi-pec", email: "inbox@example.com" }];
    expect((await built(inv)).customer.inboxes).toEqual([{ key: "it-sdi-pec", email: "inbox@example.com" }]);
  });

  it("a malformed PEC address is refused by the generic inbox rule", async () => {
    const inv = testInvoice();
    inv.customer.inboxes = [{ key: "it-sdi-pec", email: "inbox@example" }];
    expectFault(await buildFaults(inv), "GOBL-ORG-INBOX-05", "$.customer.inboxes[0].email");
  });
});
