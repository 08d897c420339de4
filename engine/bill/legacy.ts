import { goTrimSpace } from "../cbc/index.ts";
import { registerDecodeHook } from "../schema/types.ts";
import { LEGACY_ROUNDING } from "../tax/rounding.ts";

type Obj = Record<string, any>;

// Older field spellings that GOBL still accepts on input, moved to where they live now.

registerDecodeHook("bill.Invoice", (inv: Obj) => {
  const legacyTags = inv.tax?.tags;
  if (Array.isArray(legacyTags) && legacyTags.length > 0) {
    const { tags: _tags, ...tax } = inv.tax;
    return { ...inv, $tags: legacyTags, tax };
  }
  return inv;
});

// The rounding rules' older names (read here, before the input is checked against the schema).
registerDecodeHook("bill.Tax", (tax: Obj) => {
  const rule = typeof tax.rounding === "string" ? LEGACY_ROUNDING.get(tax.rounding) : undefined;
  return rule ? { ...tax, rounding: rule } : tax;
});

registerDecodeHook("tax.Combo", (combo: Obj) => {
  if (Array.isArray(combo.tags) && combo.tags.length > 0 && combo.rate === undefined) return { ...combo, rate: combo.tags[0] };
  return combo;
});

registerDecodeHook("pay.Record", (record: Obj) =>
  record.desc !== undefined && record.description === undefined ? { ...record, description: record.desc } : record,
);

registerDecodeHook("pay.Terms", (terms: Obj) => {
  if (typeof terms.detail !== "string" || terms.detail === "") return terms;
  // As GOBL: the notes trimmed and stripped of a final full stop, then ". " and the detail.
  const notes = typeof terms.notes === "string" && terms.notes !== "" ? `${goTrimSpace(terms.notes).replace(/\.$/, "")}. ${terms.detail}` : terms.detail;
  return { ...terms, notes };
});

registerDecodeHook("bill.Payment", (payment: Obj) => {
  const method = payment.method;
  if (!method || typeof method !== "object" || (payment.methods ?? []).length > 0) return payment;
  // The single payment method of old becomes the one payment record.
  const record: Obj = {
    key: method.key,
    ref: method.ref,
    description: method.detail,
    card: method.card,
    credit_transfer: method.credit_transfer?.[0],
    direct_debit: method.direct_debit,
    online: method.online,
    ext: method.ext,
    meta: method.meta,
  };
  return { ...payment, methods: [Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined))] };
});
