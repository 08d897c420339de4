/**
 * XRechnung's demands on an invoice, beyond EN 16931 (documents enabling
 * de-xrechnung-v3 only). The German business rules (BR-DE-*) and two PEPPOL
 * rules become checks on GOBL's structure: who the parties are and how to
 * reach them, how the invoice is to be paid, where it is delivered, and the
 * buyer's order reference. The BR-DE rule each check answers is named in its
 * message.
 *
 * Presence follows GOBL: an object counts as given even when empty
 * (`ordering: {}`), a list or a text only when it is not empty. A check on a
 * part below a missing object is skipped; the check on the object itself
 * reports it.
 */
import type { Address, Invoice, Party, PayInstructions, Validator } from "../../../engine/index.ts";
import { given, extHasCodes } from "../../../engine/index.ts";

/**
 * The key the document-type check reads. GOBL v0.502 compares the list with
 * the invoice's `untdid-tax-category` code, not its `untdid-document-type`, so
 * the check only bites when that key is set on `tax.ext`; we read the same
 * key so that the same documents pass and fail.
 */
const EXT_KEY_UNTDID_TAX_CATEGORY = "untdid-tax-category";

/** BR-DE-17: the UNTDID 1001 document types XRechnung accepts. */
export const DOCUMENT_TYPES = ["326", "380", "384", "389", "381", "875", "876", "877"] as const;

const filled = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : typeof value === "string" && value !== "");

/** A first address without a locality (or postal code) fails; no address at all is left to the presence check. */
const firstAddressHas =
  (field: "locality" | "code") =>
  (addresses: readonly Address[] | undefined): boolean => {
    const first = addresses?.[0];
    return !first || filled(first[field]);
  };
const firstHasLocality = firstAddressHas("locality");
const firstHasCode = firstAddressHas("code");

/** The party itself, or its first person, can be reached this way. */
const reachableBy =
  (channel: "telephones" | "emails") =>
  (party: Party | undefined): boolean =>
    !party || filled(party[channel]) || filled(party.people?.[0]?.[channel]);

/** A means-of-payment key (`credit-transfer+sepa`) names the given means among its parts. */
const meansInclude = (instructions: PayInstructions | undefined, means: string): boolean =>
  typeof instructions?.key === "string" && instructions.key.split("+").includes(means);

const instructionsOf = (inv: Invoice): PayInstructions | undefined => inv.payment?.instructions ?? undefined;

/** The checks on one party of the invoice: its first address must say where, as far as it has one. */
function addressChecks(
  party: "supplier" | "customer",
  codes: { locality: string; code: string },
  messages: { locality: string; code: string },
): Validator<Invoice>["assert"] {
  const of = (inv: Invoice): Party | undefined => inv[party] ?? undefined;
  return [
    {
      code: codes.locality,
      field: `${party}.addresses`,
      message: messages.locality,
      when: (inv) => given(of(inv)),
      test: (inv) => firstHasLocality(of(inv)?.addresses),
    },
    {
      code: codes.code,
      field: `${party}.addresses`,
      message: messages.code,
      when: (inv) => given(of(inv)),
      test: (inv) => firstHasCode(of(inv)?.addresses),
    },
  ];
}

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-01",
      field: "tax.ext",
      message: `the invoice's UNTDID document type must be one XRechnung accepts: ${DOCUMENT_TYPES.join(", ")} (BR-DE-17)`,
      when: (inv) => given(inv.tax),
      test: (inv) => extHasCodes(EXT_KEY_UNTDID_TAX_CATEGORY, ...DOCUMENT_TYPES)(inv.tax?.ext),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-02",
      field: "preceding",
      message: "a corrective invoice or credit note must name the documents it corrects (BR-DE-26)",
      when: (inv) => inv.type === "corrective" || inv.type === "credit-note",
      test: (inv) => filled(inv.preceding),
    },

    // The seller (BR-DE-2 to BR-DE-7, PEPPOL-EN16931-R020).
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-03",
      field: "supplier",
      message: "the invoice needs a supplier",
      test: (inv) => given(inv.supplier),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-04",
      field: "supplier.people",
      message: "the supplier must name a contact person (BR-DE-5)",
      when: (inv) => given(inv.supplier),
      test: (inv) => filled(inv.supplier.people),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-05",
      field: "supplier.addresses",
      message: "the supplier needs an address (BR-DE-2)",
      when: (inv) => given(inv.supplier),
      test: (inv) => filled(inv.supplier.addresses),
    },
    ...addressChecks(
      "supplier",
      { locality: "GOBL-DE-XRECHNUNG-BILL-INVOICE-06", code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-07" },
      {
        locality: "the supplier's first address needs a locality (BR-DE-3)",
        code: "the supplier's first address needs a postal code (BR-DE-4)",
      },
    ),
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-08",
      field: "supplier.inboxes",
      message: "the supplier needs an electronic address to receive documents (PEPPOL-EN16931-R020)",
      when: (inv) => given(inv.supplier),
      test: (inv) => filled(inv.supplier.inboxes),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-09",
      field: "supplier",
      message: "the supplier or its first contact person needs a telephone number (BR-DE-6)",
      test: (inv) => reachableBy("telephones")(inv.supplier ?? undefined),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-10",
      field: "supplier",
      message: "the supplier or its first contact person needs an e-mail address (BR-DE-7)",
      test: (inv) => reachableBy("emails")(inv.supplier ?? undefined),
    },

    // The buyer (BR-DE-8 to BR-DE-10, PEPPOL-EN16931-R010).
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-11",
      field: "customer",
      message: "the invoice needs a customer",
      test: (inv) => given(inv.customer),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-12",
      field: "customer.addresses",
      message: "the customer needs an address (BR-DE-8)",
      when: (inv) => given(inv.customer),
      test: (inv) => filled(inv.customer?.addresses),
    },
    ...addressChecks(
      "customer",
      { locality: "GOBL-DE-XRECHNUNG-BILL-INVOICE-13", code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-14" },
      {
        locality: "the customer's first address needs a locality (BR-DE-9)",
        code: "the customer's first address needs a postal code (BR-DE-10)",
      },
    ),
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-15",
      field: "customer.inboxes",
      message: "the customer needs an electronic address to receive documents (PEPPOL-EN16931-R010)",
      when: (inv) => given(inv.customer),
      test: (inv) => filled(inv.customer?.inboxes),
    },

    // How to pay (BR-DE-1, BR-DE-19, BR-DE-23 to BR-DE-25, BR-DE-29 to BR-DE-31).
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-16",
      field: "payment",
      message: "the invoice must say how it is to be paid (BR-DE-1)",
      test: (inv) => given(inv.payment),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-17",
      field: "payment.instructions",
      message: "the payment details need instructions (BR-DE-1)",
      when: (inv) => given(inv.payment),
      test: (inv) => given(instructionsOf(inv)),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-18",
      field: "payment.instructions.credit_transfer",
      message: "payment by credit transfer needs the account to transfer to (BR-DE-23)",
      when: (inv) => meansInclude(instructionsOf(inv), "credit-transfer"),
      test: (inv) => filled(instructionsOf(inv)?.credit_transfer),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-19",
      message: "a credit-transfer account without an IBAN needs an account number (BR-DE-19)",
      when: (inv) => meansInclude(instructionsOf(inv), "credit-transfer"),
      failing: (inv) =>
        (instructionsOf(inv)?.credit_transfer ?? []).flatMap((account, i) =>
          account && !filled(account.iban) && !filled(account.number)
            ? [["payment", "instructions", "credit_transfer", i, "number"]]
            : [],
        ),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-20",
      field: "payment.instructions.card",
      message: "payment by card needs the card's details (BR-DE-24)",
      when: (inv) => meansInclude(instructionsOf(inv), "card"),
      test: (inv) => given(instructionsOf(inv)?.card),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-21",
      field: "payment.instructions.direct_debit",
      message: "payment by direct debit needs the mandate's details (BR-DE-25)",
      when: (inv) => meansInclude(instructionsOf(inv), "direct-debit"),
      test: (inv) => given(instructionsOf(inv)?.direct_debit),
    },
    ...(
      [
        ["22", "ref", "a direct debit needs the mandate reference (BR-DE-29)"],
        ["23", "creditor", "a direct debit needs the creditor identifier (BR-DE-30)"],
        ["24", "account", "a direct debit needs the account to debit (BR-DE-31)"],
      ] as const
    ).map(([nn, part, message]) => ({
      code: `GOBL-DE-XRECHNUNG-BILL-INVOICE-${nn}`,
      field: `payment.instructions.direct_debit.${part}`,
      message,
      when: (inv: Invoice) => meansInclude(instructionsOf(inv), "direct-debit") && given(instructionsOf(inv)?.direct_debit),
      test: (inv: Invoice) => filled(instructionsOf(inv)?.direct_debit?.[part]),
    })),

    // Where the goods go (BR-DE-11, BR-DE-12), when the invoice says.
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-25",
      field: "delivery.receiver",
      message: "delivery details need the receiver",
      when: (inv) => given(inv.delivery),
      test: (inv) => given(inv.delivery?.receiver),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-26",
      field: "delivery.receiver.addresses",
      message: "the delivery receiver needs an address",
      when: (inv) => given(inv.delivery?.receiver),
      test: (inv) => filled(inv.delivery?.receiver?.addresses),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-27",
      field: "delivery.receiver.addresses",
      message: "the delivery receiver's first address needs a locality (BR-DE-11)",
      when: (inv) => given(inv.delivery?.receiver),
      test: (inv) => firstHasLocality(inv.delivery?.receiver?.addresses),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-28",
      field: "delivery.receiver.addresses",
      message: "the delivery receiver's first address needs a postal code (BR-DE-12)",
      when: (inv) => given(inv.delivery?.receiver),
      test: (inv) => firstHasCode(inv.delivery?.receiver?.addresses),
    },

    // The buyer's reference (BR-DE-15).
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-29",
      field: "ordering",
      message: "the invoice needs ordering details with the buyer's reference (BR-DE-15)",
      test: (inv) => given(inv.ordering),
    },
    {
      code: "GOBL-DE-XRECHNUNG-BILL-INVOICE-30",
      field: "ordering.code",
      message: "the ordering details need the buyer's reference as their code (BR-DE-15)",
      when: (inv) => given(inv.ordering),
      test: (inv) => filled(inv.ordering?.code),
    },
  ],
};
