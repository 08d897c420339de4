/** The example documents as the tests of one kind of document or one family of formats take them. */
import { EXAMPLES } from "../../examples/index.ts";
import { approvedExternalAddons } from "../../index.ts";

const INVOICE = "https://gobl.org/draft-0/bill/invoice";
const APPROVED_EXTERNAL = new Set(approvedExternalAddons.map((addon) => addon.definition.key));

/** The invoice examples (an addon of lifecycle statuses has a status for its example). */
export const INVOICE_EXAMPLES = EXAMPLES.filter((example) => example.document.$schema === INVOICE);

/**
 * The approved external addons (GOBL's, outside its own module) each format
 * writes under a profile of its own: UBL has France CIUS (fr-ctc-flow2-v1)
 * and ZATCA (sa-zatca-v1); CII has France's Peppol profiles (fr-ctc-flow2-v1)
 * and nothing for ZATCA, which is UBL only.
 */
const PROFILED_EXTERNAL: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["ubl", new Set(["fr-ctc-flow2-v1", "sa-zatca-v1"])],
  ["cii", new Set(["fr-ctc-flow2-v1"])],
]);

/** The EN 16931 invoices a format writes: those of approved external addons only where the format has their profile. */
export function en16931ExamplesFor(format: string): typeof INVOICE_EXAMPLES {
  const profiled = PROFILED_EXTERNAL.get(format) ?? new Set<string>();
  return INVOICE_EXAMPLES.filter(
    (example) => example.addons.includes("eu-en16931-v2017") && example.addons.every((key) => !APPROVED_EXTERNAL.has(key) || profiled.has(key)),
  );
}

/** The EN 16931 invoices both UBL and CII write (under their EN 16931 profiles, or a national one). */
export const EN16931_EXAMPLES = INVOICE_EXAMPLES.filter((example) => [...PROFILED_EXTERNAL.keys()].every((format) => en16931ExamplesFor(format).includes(example)));

/** The EN 16931 invoices UBL writes: those both formats write, with France CIUS's and ZATCA's. */
export const UBL_EN16931_EXAMPLES = en16931ExamplesFor("ubl");
