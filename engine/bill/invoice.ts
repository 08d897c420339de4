import type { Context } from "../plugin/context.ts";
import type { DocumentKind } from "../schema/kinds.ts";
import type { ScenarioSet } from "../tax/regime-def.ts";
import { scenariosFor, sameNote, summarise } from "../tax/scenarios.ts";
import { calculateBill } from "./calculate.ts";
import { checkTags, endpointOf, flow, tagsFor } from "./kinds.ts";
import { correctInvoice, correctionOptionsSchema, readCorrectionOptions, replicateBill } from "./correct.ts";
import "./legacy.ts";
import { InvoiceSchema } from "./schema.ts";

type Obj = Record<string, any>;

/** Tags every invoice may carry, whatever its regime. */
export const DEFAULT_INVOICE_TAGS = ["simplified", "reverse-charge", "self-billed", "customer-rates", "partial", "bypass", "prepayment", "factoring"];

const SCHEMA = "bill/invoice";

export const invoiceKind: DocumentKind<Obj> = {
  id: InvoiceSchema.$id!,
  type: "bill.Invoice",
  schema: InvoiceSchema,
  identifiable: true,
  // An empty or unknown currency becomes the regime's (calculateBill), as in GOBL.
  replacedWhenUnknown: ["currency"],
  regimeOf: (inv) => inv.$regime || inv.supplier?.tax_id?.country,
  addonsOf: (inv) => inv.$addons ?? [],
  readyToSign: (inv) => !!inv.code,
  // Supplier to customer, or the other way for a self-billed invoice.
  route: (inv) => flow(endpointOf(inv.supplier), endpointOf(inv.customer), (inv.$tags ?? []).includes("self-billed")),
  correct: (inv, options, ctx, headerStamps) => correctInvoice(inv, readCorrectionOptions(options, headerStamps), ctx),
  correctionOptionsSchema,
  replicate: replicateBill,
  calculate(inv, ctx) {
    if (!inv.$regime && ctx.regime) inv.$regime = ctx.regime.definition.country;
    checkTags(inv, tagsFor(SCHEMA, ctx, DEFAULT_INVOICE_TAGS), ctx.root);
    calculateBill(inv, ctx);
    applyScenarios(inv, ctx);
  },
};

/** Regime and addon scenarios add their legal notes and extension codes to the invoice's tax. */
function applyScenarios(inv: Obj, ctx: Context): void {
  const scenarios = scenariosFor(SCHEMA, [
    ctx.regime?.definition.scenarios as ScenarioSet[] | undefined,
    ...ctx.addons.map((a) => a.definition.scenarios as ScenarioSet[] | undefined),
  ]);
  if (scenarios.length === 0) return;
  const categories = new Set<string>();
  for (const holder of [...(inv.lines ?? []), ...(inv.charges ?? []), ...(inv.discounts ?? [])]) {
    for (const combo of holder.taxes ?? []) categories.add(combo.cat);
  }
  const extensions: Record<string, string>[] = [];
  if (inv.tax?.ext && Object.keys(inv.tax.ext).length > 0) extensions.push(inv.tax.ext);
  for (const ct of inv.totals?.taxes?.categories ?? []) for (const rt of ct.rates ?? []) extensions.push(rt.ext ?? {});
  const summary = summarise(scenarios, { type: inv.type, tags: inv.$tags ?? [], categories: [...categories], extensions, doc: inv });
  for (const note of summary.notes) {
    if ((inv.tax?.notes ?? []).some((n: Obj) => sameNote(n, note))) continue;
    // A scenario's note is normalised like the document's own (an addon may
    // give it a code), without touching the scenario's definition.
    const added = structuredClone(note);
    ctx.normalizeValue("tax.Note", added);
    inv.tax ??= {};
    inv.tax.notes = [...(inv.tax.notes ?? []), added];
  }
  if (Object.keys(summary.ext).length > 0) {
    inv.tax ??= {};
    inv.tax.ext = { ...(inv.tax.ext ?? {}), ...summary.ext };
  }
}
