/**
 * The sites scripts/audit-lookups.ts finds that were reviewed and are safe,
 * as `file: expression`, with why. A table keyed by codes, keys, types,
 * tags or extension values that user text looks up is a Map (`.get`), never
 * a plain object: none of those is here. Reviewed on the tree of issue 24.
 */
export const REVIEWED_LOOKUPS: ReadonlySet<string> = new Set([
  // The key is a field name of the code's own (a literal or a union of
  // literals the caller passes), never user text.
  "addons/ar/arca/invoice.ts: DOC_TYPE_BY_CLASS[documentClass(inv)]",
  "addons/de/xrechnung/rules.ts: first[field]",
  "addons/de/xrechnung/rules.ts: instructionsOf(inv)?.direct_debit?.[part]",
  "addons/de/xrechnung/rules.ts: inv[party]",
  "addons/de/xrechnung/rules.ts: party.people?.[0]?.[channel]",
  "addons/de/xrechnung/rules.ts: party[channel]",
  "addons/pl/favat/invoice.ts: (ref as Obj)[field]",
  "engine/bill/correct.ts: doc[field]",
  "engine/bill/included-taxes.ts: copy[key]",
  "engine/bill/included-taxes.ts: line[key]",
  "engine/bill/included-taxes.ts: net[key]",
  "engine/bill/included-taxes.ts: out[key]",
  "engine/bill/included-taxes.ts: row[key]",
  "engine/bill/normalize.ts: owner[field]",
  "engine/bill/rules.ts: o[field]",
  "engine/cbc/text.ts: obj[field]",
  "engine/org/normalize.ts: obj[field]",
  "engine/org/rules.ts: o[field]",
  "engine/pay/rules.ts: o[field]",
  "engine/schema/rules.ts: o[field]",
  "engine/format/totals.ts: built[field]",
  "formats/common/xml-values.ts: totals.statedTotalElements[field]",
  "formats/common/xml-values.ts: totals.statedTotals[field]",
  "formats/cii/read/values.ts: target[key]",
  "regimes/br/rules.ts: addr[field]",
  "regimes/it/combo.ts: rest[to]",

  // Keys of the engine's own: error keys, Intl date parts, schema names and
  // keywords, extension keys and codes of regime and addon definitions.
  "engine/errors/index.ts: STATUS[key]",
  "engine/cal/date.ts: parts[p.type]",
  "engine/bill/correct.ts: properties[key]",
  "engine/bill/correct.ts: schema.$defs[named.name]",
  "engine/schema/bundle.ts: defs[name]",
  "engine/schema/bundle.ts: name in defs",
  "engine/schema/bundle.ts: out[k]",
  "engine/schema/publish.ts: out[key]",
  "engine/schema/validator.ts: FORMAT_RULES[name]",
  "engine/schema/validator.ts: GENERATED_INPUT_CHECKS[key]",
  "engine/schema/validator.ts: extras[name]",
  "engine/schema/validator.ts: out[k]",
  "engine/tax/categories.ts: ext?.[k]",

  // The key comes from the own keys of the object it reads (Object.keys,
  // Object.entries), or is checked with Object.hasOwn first; writes of user
  // keys go through defineProperty or onto prototype-free objects.
  "engine/c14n/canonical.ts: record[key]",
  "engine/format/totals.ts: elements[field]",
  "engine/i18n/string.ts: s[k]",
  "engine/i18n/string.ts: s[lang]",
  "engine/ops/merge.ts: out[key]",
  "engine/bill/normalize.ts: ext[key]",
  "engine/schema/conform.ts: out[key]",
  "engine/schema/conform.ts: value[key]",
  "engine/schema/json.ts: value[k]",
  "engine/schema/walk.ts: parent[key]",
  "engine/schema/walk.ts: this.parent[this.key]",
  "engine/tax/extensions.ts: ext[k]",
  "engine/tax/extensions.ts: ext[key]",
  "engine/tax/scenarios.ts: ext[s.ext_key!]",
  "engine/tax/totals.ts: a![k]",
  "engine/tax/totals.ts: b![k]",
  "engine/tax/totals.ts: ext[k]",
  "formats/common/extensions.ts: (extensions as Record<string, unknown>)[key]",
  "formats/cii/xml.ts: node[attribute]",
  "formats/cii/xml.ts: node[key]",
  "formats/cii/xml.ts: tree[name]",
  "regimes/it/party.ts: existing[k]",

  // Parsed XML: the parser refuses `__proto__` and `constructor` as names,
  // attribute maps are prototype-free, and written attribute names carry a
  // prefix (`@_`).
  "formats/cii/xml.ts: out[key]",
  "formats/ubl/xml.ts: attrs[`@_${key}`]",
  "formats/ubl/xml.ts: attrs[key]",
  "formats/ubl/xml.ts: element.attrs[name]",
  "formats/ubl/xml.ts: entry[qualified]",
  'formats/ubl/xml.ts: root.element.attrs[prefix ? `xmlns:${prefix}` : "xmlns"]',
]);
