import { CalDate } from "../cal/index.ts";
import { i18nDefault, type I18nString } from "../i18n/index.ts";
import { BizdocError, type Fault } from "../errors/index.ts";
import type { Context } from "../plugin/context.ts";
import { allExtensionDefinitions } from "../tax/extensions.ts";
import type { CorrectionRequest, Corrector } from "../plugin/contracts.ts";
import { conform } from "../schema/conform.ts";
import type { CorrectionDefinition } from "../tax/regime-def.ts";
import { publishedSchema } from "../schema/publish.ts";
import { typeByName } from "../schema/types.ts";
import { INVOICE_TYPES } from "./types.ts";
import { CorrectionOptionsSchema } from "./schema.ts";

type Obj = Record<string, any>;

/** How to turn an invoice into its corrective document. */
export type CorrectionOptions = CorrectionRequest;

const SCHEMA = "bill/invoice";

/** The invoice correction rules of the regime and every addon, combined (lists joined, flags or-ed). */
export function correctionDefinition(ctx: Context): CorrectionDefinition {
  const merged: CorrectionDefinition = { schema: SCHEMA };
  const sources = [ctx.regime?.definition.corrections, ...ctx.addons.map((a) => a.definition.corrections)] as (CorrectionDefinition[] | undefined)[];
  const join = (a: string[] | undefined, b: string[] | undefined) => {
    const out = [...(a ?? [])];
    for (const x of b ?? []) if (!out.includes(x)) out.push(x);
    return out.length > 0 ? out : undefined;
  };
  for (const list of sources) {
    const def = list?.find((d) => d.schema === SCHEMA);
    if (!def) continue;
    merged.types = join(merged.types, def.types);
    merged.extensions = join(merged.extensions, def.extensions);
    merged.stamps = join(merged.stamps, def.stamps);
    if (def.reason_required) merged.reason_required = true;
    if (def.copy_tax) merged.copy_tax = true;
  }
  return merged;
}

/** Reads correction options (unknown members dropped, types checked) and adds stamps from the envelope header. */
export function readCorrectionOptions(raw: unknown, headerStamps: { prv: string; val: string }[] = []): CorrectionOptions {
  const { value, faults } = conform(CorrectionOptionsSchema, raw ?? {}, "$.options");
  if (faults.length > 0) throw BizdocError.fromFaults("validation", faults);
  const options = (value ?? {}) as CorrectionOptions;
  // As GOBL: the envelope header's stamps stand in for the preceding
  // document's, unless the options list stamps themselves, which then win.
  if (options.stamps === undefined && headerStamps.length > 0) options.stamps = [...headerStamps];
  if (!options.type) {
    throw BizdocError.fromFaults("validation", [{ properties: ["$.options.type"], description: "a correction type is required (for example credit-note)" }]);
  }
  return options;
}

/**
 * Turns an invoice into a corrective document in place, as GOBL does: the
 * original becomes the preceding reference, and the new document has no
 * uuid or code, the requested type and today's date (or the given one).
 * Amounts are not inverted: the type carries the meaning.
 */
export function correctInvoice(inv: Obj, options: CorrectionOptions, ctx: Context): void {
  if (!inv.code) {
    throw BizdocError.fromFaults("validation", [{ properties: ["$.code"], description: "an invoice without a code cannot be corrected" }]);
  }
  const def = correctionDefinition(ctx);
  const preceding: Obj = {
    ...(inv.uuid ? { uuid: inv.uuid } : {}),
    type: inv.type,
    ...(inv.series ? { series: inv.series } : {}),
    code: inv.code,
    ...(inv.issue_date ? { issue_date: inv.issue_date } : {}),
    ...(options.reason ? { reason: options.reason } : {}),
    // A copy: correctors may change the reference's codes, not the options'.
    ...(options.ext && Object.keys(options.ext).length > 0 ? { ext: { ...options.ext } } : {}),
  };
  if (options.copy_tax && inv.totals?.taxes) preceding.tax = structuredClone(inv.totals.taxes);

  const faults: Fault[] = [];
  const stamps: Obj[] = [];
  for (const provider of def.stamps ?? []) {
    const stamp = (options.stamps ?? []).find((s) => s.prv === provider);
    if (stamp) stamps.push(stamp);
    else faults.push({ properties: ["$.options.stamps"], description: `the preceding document's '${provider}' stamp is required` });
  }
  if (faults.length === 0 && stamps.length > 0) preceding.stamps = stamps;
  if ((def.types ?? []).length > 0 && !def.types!.includes(options.type)) {
    faults.push({ properties: ["$.options.type"], description: `'${options.type}' is not a correction type of this regime (${def.types!.join(", ")})` });
  }
  if (def.reason_required && !preceding.reason) {
    faults.push({ properties: ["$.options.reason"], description: "a reason for the correction is required" });
  }
  if (faults.length > 0) throw BizdocError.fromFaults("validation", faults);

  inv.preceding = [preceding];
  delete inv.uuid;
  inv.type = options.type;
  if (options.series) inv.series = options.series;
  delete inv.code;
  inv.issue_date = options.issue_date ?? CalDate.today("UTC").toString();
  for (const corrector of correctorsInOrder(ctx)) if (corrector.type === "bill.Invoice") corrector.correct(inv, options, ctx);
}

/**
 * GOBL chains correction normalisers as the regime's, then each addon's in
 * the document's `$addons` order; correctors of other plugins that apply
 * everywhere (scope "any") follow.
 */
function correctorsInOrder(ctx: Context): Corrector[] {
  const own = [ctx.regime, ...ctx.addons].flatMap((plugin) => plugin?.correctors ?? []);
  return [...own, ...ctx.plugins.correctors(ctx).filter((c) => !own.includes(c))];
}

/** What replicating a bill document clears: everything that must differ between two documents. */
export function replicateBill(doc: Obj): void {
  for (const field of ["uuid", "code", "issue_date", "issue_time", "value_date", "op_date"]) delete doc[field];
}

/**
 * The JSON Schema of the correction options for this invoice's regime: the
 * allowed types (the first as default), the current series as default series,
 * the extensions the regime and addons expect, and whether a reason is
 * required. Without a regime the plain options schema is returned.
 */
export function correctionOptionsSchema(inv: Obj, ctx: Context): Record<string, any> {
  const named = typeByName("bill.CorrectionOptions")!;
  const schema = structuredClone(publishedSchema(named)) as Record<string, any>;
  const code = String(inv.$regime ?? ctx.regime?.definition.country ?? "").toLowerCase();
  schema.$id = `${schema.$id}?tax_regime=${code}`;
  schema.$comment = `Generated dynamically for ${code}`;
  const options = schema.$defs[named.name];
  if (!ctx.regime) return schema;
  const def = correctionDefinition(ctx);
  const recommended = ["series"];

  if ((def.types ?? []).length > 0) {
    options.properties.type.default = def.types![0];
    options.properties.type.oneOf = def.types!.map((key) => {
      const type = INVOICE_TYPES.find((t) => t.key === key);
      return { const: key, ...(type ? { title: type.name.en, description: type.desc?.en } : {}) };
    });
  }
  if (inv.series) options.properties.series.default = inv.series;

  if ((def.extensions ?? []).length > 0) {
    const known = allExtensionDefinitions(ctx.plugins);
    const properties: Record<string, unknown> = {};
    for (const key of def.extensions!) {
      const ext = known.get(key);
      if (!ext) continue;
      const describe = (desc: I18nString | undefined) => (i18nDefault(desc) ? { description: i18nDefault(desc) } : {});
      properties[key] = {
        title: i18nDefault(ext.name) || key,
        type: "string",
        ...describe(ext.desc),
        ...(ext.values?.length ? { oneOf: ext.values.map((v) => ({ const: v.code, title: i18nDefault(v.name), ...describe(v.desc) })) } : {}),
      };
    }
    const { $ref: _ref, ...rest } = options.properties.ext;
    options.properties.ext = { ...rest, type: "object", properties, ...(Object.keys(properties).length ? { recommended: Object.keys(properties) } : {}) };
    recommended.push("ext");
  } else {
    delete options.properties.ext;
  }
  if (def.reason_required) options.required = [...(options.required ?? []), "reason"];
  if (def.copy_tax) recommended.push("copy_tax");
  options.recommended = recommended;
  return schema;
}
