import { BizdocError, calculationError, type Fault } from "../errors/index.ts";
import { didYouMean } from "../errors/suggest.ts";
import type { Normalizer } from "../plugin/contracts.ts";
import type { Context } from "../plugin/context.ts";
import type { PluginRegistry } from "../plugin/registry.ts";
import { FaultCollector, validateWith } from "../rules/validate.ts";
import { withoutKnockOns } from "../rules/knock-on.ts";
import type { RuleSet } from "../rules/rule.ts";
import { conform } from "../schema/conform.ts";
import { inputFaults, type ListExtras } from "../schema/validator.ts";
import { isTaxCountryCode } from "../l10n/index.ts";
import { readNumbers } from "../schema/numbers.ts";
import type { DocumentKind, KindRegistry } from "../schema/kinds.ts";
import { newV7 } from "../uuid/index.ts";
import { walk } from "../schema/walk.ts";
import { typeByName, typeNameOf } from "../schema/types.ts";
import type { TSchema } from "@sinclair/typebox";
import { AddonListSchema } from "../tax/schema.ts";

export type Doc = Record<string, unknown>;

/** What the engine core contributes to every document, before any plugin. */
export interface CoreContributions {
  normalizers: readonly Normalizer[];
  rules: readonly RuleSet[];
}

/**
 * The steps every document goes through, each a function of the document and
 * its context: decode → normalise → calculate → validate. Envelopes and the
 * operations compose these; plugins join the steps through the registry.
 */
export class Pipeline {
  constructor(
    readonly plugins: PluginRegistry,
    private readonly core: CoreContributions,
    private readonly kinds: KindRegistry,
  ) {}

  /** The core's rules on `$addons`, used by the prepare step. */
  private readonly addonRules: readonly RuleSet[] = this.core.rules.filter((set) => set.type === typeNameOf(AddonListSchema));

  /**
   * What the input checks accept beyond the published lists: the registered
   * regimes' alternative country codes (GOBL finds a regime by them and the
   * regime's normalisers rewrite them), wherever a tax country is expected.
   */
  readonly inputExtras: ListExtras = {
    "l10n.TaxCountryCode": [
      ...new Set(this.plugins.regimes().flatMap((r) => r.definition.alt_country_codes ?? []).filter((code) => !isTaxCountryCode(code))),
    ].sort(),
  };

  /** The engine's own rules (header, envelope parts and every core type). */
  get coreRules(): readonly RuleSet[] {
    return this.core.rules;
  }

  /**
   * Shapes raw input to the kind's schema and reads its numbers as GOBL does
   * (the only place input numbers are parsed); structural faults and
   * malformed numbers stop here.
   */
  decode(kind: DocumentKind, raw: unknown, basePath = "$"): Doc {
    // Numbers are read while shaping; those that cannot be are reported with the input checks' faults.
    const { value, faults, numberFaults } = conform(kind.schema, raw, basePath, { readNumbers: true });
    if (faults.length > 0) throw BizdocError.fromFaults("validation", faults);
    const structural = [...inputFaults(kind.id, value ?? {}, basePath, { extras: this.inputExtras, open: kind.replacedWhenUnknown }), ...numberFaults];
    if (structural.length > 0) throw BizdocError.fromFaults("validation", structural);
    return (value ?? {}) as Doc;
  }

  /** The regime and addons a document works under. */
  contextFor(kind: DocumentKind, doc: Doc, root = "$"): Context {
    const regime = this.plugins.regime(kind.regimeOf?.(doc));
    const addons = this.plugins.expandAddons(kind.addonsOf?.(doc) ?? []);
    const ctx: Context = {
      regime,
      addons,
      plugins: this.plugins,
      root,
      calculateEmbedded: (embedded, path) => this.calculateEmbedded(embedded, path),
      normalizeValue: (type, value) => this.normalizeValue(type, value, ctx),
    };
    return ctx;
  }

  private calculateEmbedded(embedded: Doc, path: string): Doc {
    const kind = typeof embedded.$schema === "string" ? this.kinds.byID(embedded.$schema) : undefined;
    if (!kind) return embedded;
    const { $schema, ...fields } = embedded;
    const malformed = readNumbers(kind.schema, fields, path);
    if (malformed.length > 0) throw BizdocError.fromFaults("validation", malformed);
    const identified = kind.identifiable && !fields.uuid ? { ...fields, uuid: newV7() } : fields;
    return { $schema, ...this.build(kind, identified, path).doc };
  }

  /**
   * GOBL's "prepare" step: a document's `$addons` become the addons it works
   * under, each after the addons it requires. Keys no plugin answers for are
   * refused (GOBL-TAX-ADDONS-01) before anything is calculated with a format
   * half missing.
   */
  prepare(kind: DocumentKind, doc: Doc, ctx: Context): void {
    const asked = kind.addonsOf?.(doc) ?? [];
    if (asked.length === 0) return;
    const unknown = validateWith(this.addonRules, AddonListSchema, asked, ctx, { basePath: `${ctx.root}.$addons` });
    if (unknown.length > 0) throw BizdocError.fromFaults("validation", unknown);
    doc.$addons = ctx.addons.map((a) => a.definition.key);
  }

  /**
   * Runs every normaliser on the values of its type, children first: the
   * engine's own, then each plugin's, in registration order.
   */
  normalize(kind: DocumentKind, doc: Doc, ctx: Context): void {
    this.normalizeWith(kind.schema, doc, ctx);
  }

  /** Normalises a value of a named type (and what it holds) that joins a document after its normalisation. */
  private normalizeValue(type: string, value: object, ctx: Context): void {
    const named = typeByName(type);
    if (!named) throw new BizdocError("internal", `no type named '${type}' to normalise`);
    this.normalizeWith(named.schema, value, ctx);
  }

  /** Normalisers by type, per regime and addon set (what decides which apply); bounded. */
  private readonly normalizerIndex = new Map<string, Map<string, Normalizer[]>>();

  private normalizersByType(ctx: Context): Map<string, Normalizer[]> {
    const key = scopeKey(ctx);
    let byType = this.normalizerIndex.get(key);
    if (!byType) {
      byType = new Map<string, Normalizer[]>();
      for (const n of [...this.core.normalizers, ...this.plugins.normalizers(ctx)]) byType.set(n.type, [...(byType.get(n.type) ?? []), n]);
      if (this.normalizerIndex.size >= 256) this.normalizerIndex.clear();
      this.normalizerIndex.set(key, byType);
    }
    return byType;
  }

  /**
   * A map's values (an `ext`'s codes) are left as given: GOBL's normalisers
   * reach values through pointers, which Go's maps do not hand out.
   */
  private normalizeWith(schema: TSchema, root: unknown, ctx: Context): void {
    const byType = this.normalizersByType(ctx);
    walk(schema, root, (visit) => {
      for (const n of byType.get(visit.type) ?? []) {
        const current = visit.value;
        if (current === undefined || current === null) return;
        if (n.when && !n.when(current, ctx)) continue;
        const replaced = n.normalize(current, ctx);
        if (replaced !== undefined) visit.replace(replaced);
      }
    }, { types: byType, mapValues: false });
  }

  /** The kind's own calculation, then each plugin calculator for this type. */
  calculate(kind: DocumentKind, doc: Doc, ctx: Context): void {
    try {
      kind.calculate?.(doc, ctx);
      for (const c of this.plugins.calculators(ctx)) {
        if (c.type === kind.type && (!c.when || c.when(doc, ctx))) c.calculate(doc, ctx);
      }
    } catch (err) {
      if (err instanceof BizdocError) throw this.causeOf(err, kind, doc, ctx) ?? err;
      const message = err instanceof Error ? err.message : String(err);
      throw new BizdocError("calculation", message, [{ properties: [ctx.root], description: message }]);
    }
  }

  /**
   * The cause of a missing currency, where the document shows it: a bill
   * document takes its currency from its regime, and the regime from `$regime`
   * or the supplier's tax ID. A `$regime` no plugin answers for, or a missing
   * supplier, is what to fix; the currency fault that follows is not repeated
   * beside it.
   */
  private causeOf(err: BizdocError, kind: DocumentKind, doc: Doc, ctx: Context): BizdocError | undefined {
    if (ctx.regime || !kind.regimeOf || err.faults.length !== 1) return undefined;
    const [fault] = err.faults;
    const currencyPath = `${ctx.root}.currency`;
    const currencyMissing = !doc.currency && !fault.code && fault.properties[0] === currencyPath;
    // A rate key (`general`) means nothing without a regime: under a regime that does not exist, that is the cause.
    const rateKey = fault.code === "GOBL-TAX-COMBO-03" && fault.properties[0].endsWith(".rate");
    if (!currencyMissing && !rateKey) return undefined;
    const codes = this.plugins.regimes().map((r) => r.definition.country).sort();
    const named = typeof doc.$regime === "string" && doc.$regime !== "" ? doc.$regime : undefined;
    const choice = (given: string) => didYouMean(given, codes) || ` (the regimes: ${codes.join(", ")})`;
    const orCurrency = "or give the document's currency (an ISO 4217 code such as \"EUR\") to calculate it with the global tax categories and explicit percentages";
    if (named && rateKey) {
      return calculationError(
        `${ctx.root}.$regime`,
        `there is no regime '${named}'${choice(named)}, so rate keys such as the one at ${fault.properties[0]} are not defined: name one of the regimes, or give each tax its percent (e.g. "10%")`,
        "BIZDOC-REGIME-01",
      );
    }
    if (!currencyMissing) return undefined;
    if (named) {
      return calculationError(`${ctx.root}.$regime`, `there is no regime '${named}'${choice(named)}: name one of the regimes, ${orCurrency}`, "BIZDOC-REGIME-01");
    }
    const supplier = doc.supplier as Doc | undefined;
    if (!supplier || typeof supplier !== "object") {
      return calculationError(
        `${ctx.root}.supplier`,
        `the document has no supplier: the country of the supplier's tax ID (supplier.tax_id.country) chooses the regime, which gives the currency and tax rates; add the supplier, set $regime, ${orCurrency}`,
        "BIZDOC-REGIME-02",
      );
    }
    const country = (supplier.tax_id as Doc | undefined)?.country;
    if (typeof country !== "string" || country === "") {
      return calculationError(
        currencyPath,
        `a currency is required when there is no regime, and the supplier's tax ID names no country to choose one: set supplier.tax_id.country or $regime (one of ${codes.join(", ")}), ${orCurrency}`,
      );
    }
    return calculationError(
      currencyPath,
      `a currency is required when there is no regime, and there is no regime for '${country}' (the supplier's tax ID country): give the document's currency (an ISO 4217 code), or set $regime to one of ${codes.join(", ")}`,
    );
  }

  /**
   * Re-shapes a calculated document so its output order and omissions match
   * GOBL's (required amounts and texts left out written as Go's zero values).
   * Amounts GOBL's 64-bit integers could not hold are refused here, in the
   * same pass, as a calculation error.
   */
  encode(kind: DocumentKind, doc: Doc, root = "$"): Doc {
    const { value, faults, numberFaults } = conform(kind.schema, doc, root, { checkAmountRange: true, zeroValues: true });
    if (faults.length > 0) throw BizdocError.fromFaults("internal", faults);
    if (numberFaults.length > 0) throw BizdocError.fromFaults("calculation", mergeFaults(numberFaults));
    return (value ?? {}) as Doc;
  }

  /**
   * All faults of the engine's and the plugins' rules, less those that only
   * follow from another of them (rules/knock-on.ts): after the ignored codes
   * are dropped, so that an ignored cause does not hide what follows from it.
   * Embedded documents of a kind the engine knows (complements) are checked
   * too, under this document's context, at their place in it (as GOBL does).
   */
  faults(kind: DocumentKind, doc: Doc, ctx: Context, options: { basePath?: string; ignore?: readonly string[] } = {}): Fault[] {
    const ignore = [...(options.ignore ?? []), ...this.plugins.ignoredCodes(ctx)];
    return withoutKnockOns(validateWith(this.rulesFor(ctx), kind.schema, doc, ctx, { ...options, ignore, embedded: this.embeddedSchema }));
  }

  /** The core's and the plugins' rule sets, per regime and addon set (what decides which apply): one list each, so validateWith indexes it once; bounded. */
  private readonly ruleLists = new Map<string, readonly RuleSet[]>();

  private rulesFor(ctx: Context): readonly RuleSet[] {
    const key = scopeKey(ctx);
    let rules = this.ruleLists.get(key);
    if (!rules) {
      rules = [...this.core.rules, ...this.plugins.validators(ctx)];
      if (this.ruleLists.size >= 256) this.ruleLists.clear();
      this.ruleLists.set(key, rules);
    }
    return rules;
  }

  /** The schema of a kind this engine knows, for checking the documents embedded in another (complements). */
  private readonly embeddedSchema = (id: string): TSchema | undefined => this.kinds.byID(id)?.schema;

  /** Normalise, calculate and re-shape: the whole "build" of one bare document. */
  build(kind: DocumentKind, doc: Doc, root = "$"): { doc: Doc; ctx: Context } {
    const ctx = this.contextFor(kind, doc, root);
    this.prepare(kind, doc, ctx);
    this.normalize(kind, doc, ctx);
    this.calculate(kind, doc, ctx);
    return { doc: this.encode(kind, doc, root), ctx };
  }
}

/** What decides which plugins' contributions apply: the regime and the addons. */
function scopeKey(ctx: Context): string {
  return `${ctx.regime?.definition.country ?? ""}|${ctx.addons.map((a) => a.definition.key).join(",")}`;
}

export function mergeFaults(...lists: Fault[][]): Fault[] {
  const collector = new FaultCollector();
  for (const list of lists) collector.addAll(list);
  return collector.list();
}
