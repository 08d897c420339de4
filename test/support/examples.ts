/** The example documents as the tests of one kind of document or one family of formats take them. */
import { EXAMPLES } from "../../examples/index.ts";
import { approvedExternalAddons } from "../../index.ts";

const INVOICE = "https://gobl.org/draft-0/bill/invoice";
const APPROVED_EXTERNAL = new Set(approvedExternalAddons.map((addon) => addon.definition.key));

/** The invoice examples (an addon of lifecycle statuses has a status for its example). */
export const INVOICE_EXAMPLES = EXAMPLES.filter((example) => example.document.$schema === INVOICE);

/**
 * The EN 16931 invoices UBL and CII write under their EN 16931 profiles: not
 * those of GOBL's approved external addons (France's CTC flow 2, ZATCA), whose
 * own profiles (France CIUS, ZATCA UBL) are not written yet (issue 32, item 2).
 */
export const EN16931_EXAMPLES = INVOICE_EXAMPLES.filter((example) => example.addons.includes("eu-en16931-v2017") && !example.addons.some((key) => APPROVED_EXTERNAL.has(key)));
