import "reflect-metadata";
import { container as rootContainer, type DependencyContainer } from "tsyringe";
import { asBizdocError } from "./errors/index.ts";
import { newKeyPair, type JWK } from "./dsig/index.ts";
import type { TypedOperations, UntypedOperations } from "./documents.ts";
import { CORE_CONTRIBUTIONS, CORE_KINDS } from "./ops/core.ts";
import { applyTypeHint, buildDocument, calculateEnvelope, correctDocument, correctionSchemaOf, signDocument, verifyDocument, replicateDocument, validateDocument, type BuildOptions, type Built } from "./ops/documents.ts";
import { mergeTemplate } from "./ops/merge.ts";
import { checkDepth } from "./ops/parse.ts";
import { Pipeline } from "./ops/pipeline.ts";
import type { AddonDefinition, AddonPlugin, RegimeDefinition, RegimePlugin } from "./plugin/contracts.ts";
import type { I18nString } from "./i18n/index.ts";
import { PluginRegistry } from "./plugin/registry.ts";
import { ADDON_PLUGIN, EXTERNAL_ADDON, REGIME_PLUGIN, RETIRED_ADDON } from "./plugin/tokens.ts";
import { KindRegistry, type DocumentKind } from "./schema/kinds.ts";
import { bundledSchema, schemaFile, schemaIDs } from "./schema/bundle.ts";
import { inputValidator } from "./schema/validator.ts";
import { HeaderSchema } from "./head/schema.ts";
import type { Envelope } from "./envelope/envelope.ts";
import type { FormatPlugin } from "./format/contracts.ts";
import { convertToXML, type ConvertDeps, type XMLOutput } from "./format/convert.ts";
import { readXML, type FromXMLOptions, type XMLReading } from "./format/read-xml.ts";
import { FormatRegistry } from "./format/registry.ts";
import { FORMAT_PLUGIN } from "./format/tokens.ts";
import type { XMLRuleSetPlugin } from "./xml-rules/contracts.ts";
import { XML_RULE_SET } from "./xml-rules/tokens.ts";
import { checkProfileRuleSets } from "./format/written-check.ts";
import { XMLRuleSetRegistry, type ValidateXMLOptions, type XMLValidation } from "./xml-rules/validate.ts";

export interface EngineOptions {
  /**
   * Container to resolve plugins from: the regimes, addons and external addon
   * keys registered on it (or its ancestors) count along with those of the
   * options (and, from `bizdoc`, the built-in ones). The engine always works
   * in a child of it, so its registrations never leak into the caller's container.
   */
  container?: DependencyContainer;
  /** Regime plugins to add on top of those already in the container. */
  regimes?: RegimePlugin[];
  /** Addon plugins to add on top of those already in the container. */
  addons?: AddonPlugin[];
  /**
   * Keys of addons that exist as separate packages (GOBL's approved external
   * addons, such as `mx-cfdi-v4`): a document naming one without its plugin
   * is refused with a fault that says so, rather than as an unknown key.
   */
  externalAddons?: string[];
  /**
   * Definitions of addons GOBL still publishes but no longer runs: `addon(key)`
   * serves them, as GOBL's API does, but they are not listed, and a document
   * naming one is refused with a fault that says so.
   */
  retiredAddons?: AddonDefinition[];
  /** Format plugins (UBL, CII, ...) to add on top of those already in the container. */
  formats?: FormatPlugin[];
  /** Rule sets for checking XML documents (EN 16931, Peppol BIS, ...) to add on top of those already in the container. */
  ruleSets?: XMLRuleSetPlugin[];
}

export type { XMLOutput } from "./format/convert.ts";
export type { FromXMLOptions, XMLReading } from "./format/read-xml.ts";
export type { ValidateXMLOptions, XMLFault, XMLValidation } from "./xml-rules/validate.ts";

export interface RuleSetSummary {
  key: string;
  name: string;
  /** The syntaxes it checks ("ubl", "cii"). */
  syntaxes: string[];
}

export interface FormatSummary {
  key: string;
  name: string;
  /** `ruleSets`: the rule sets the XML written under the profile is checked with (and must pass) before it is answered. */
  profiles: { key: string; name: string; addons: string[]; requires?: string[]; customization?: string; ruleSets?: string[] }[];
}

export interface RegimeSummary {
  country: string;
  name: I18nString;
  description?: I18nString;
  currency?: string;
}

export interface AddonSummary {
  key: string;
  name: I18nString;
  description?: I18nString;
  requires?: string[];
}

/**
 * The bizdoc engine: every operation on business documents, as one object.
 * `build`, `validate`, `correct`, `replicate` and `sign` are typed by the
 * input's `$schema` (see `TypedOperations` in ./documents.ts).
 */
export interface Engine extends TypedOperations {
  /** The JSON Schema of the correction options for this document's regime (null if it cannot be corrected). */
  correctionSchema(data: unknown): Promise<unknown>;
  /** Verifies a signed envelope with a public JWK; rejects with a `signature` error when it does not hold. */
  verify(data: unknown, publicKey: unknown): Promise<{ ok: true }>;
  /** A new ES256 (P-256) key pair as JWKs with a UUID `kid` and `use: sig`. */
  keygen(): Promise<{ private: JWK; public: JWK }>;
  /** The regimes this engine knows: country, name, description and currency of each. */
  regimeList(): RegimeSummary[];
  /** One regime's full definition, by country code (any case, alternative codes too). */
  regime(code: string): RegimeDefinition | undefined;
  /** The addons this engine knows: key, name, description and requirements of each. */
  addonList(): AddonSummary[];
  /** One addon's full definition (a retired one's too, not in the list, as GOBL serves it). */
  addon(key: string): AddonDefinition | undefined;
  /** Every published JSON Schema ID (`https://gobl.org/draft-0/...`), sorted. */
  schemaIDs(): string[];
  /**
   * One JSON Schema by path (`bill/invoice`); with `bundle`, every schema it
   * refers to is inlined under `$defs` so it stands alone. Undefined if unknown.
   */
  schema(path: string, options?: { bundle?: boolean }): Record<string, unknown> | undefined;
  /**
   * Builds the document (a partial one, or an envelope) and writes it as XML
   * in a format (`ubl`, `cii`) under a profile: the one named, else the one
   * the document's addons select (XRechnung for de-xrechnung-v3, ...).
   */
  toXML(data: unknown, options: { format: string; profile?: string }): Promise<XMLOutput>;
  /**
   * Reads an XML invoice (its format recognised, or named) into a document
   * and builds it into an envelope: calculated and validated. Totals the XML
   * states that the calculation does not give are a 422 with a
   * BIZDOC-FORMAT-TOTALS-01 fault for each. With `validate: false` the
   * document is only calculated (as GOBL's converters read), for invoices
   * one must keep even when they break a rule; `validate` lists the faults.
   * An invoice whose XML meets the official rules it claims is read even
   * when it breaks a rule of GOBL's those rules lack (a tax ID's check
   * digit): `readXML` gives those faults as warnings beside the envelope.
   */
  fromXML(xml: string, options?: FromXMLOptions): Promise<Envelope>;
  /** As `fromXML`, with the warnings: `{ envelope, warnings }`. */
  readXML(xml: string, options?: FromXMLOptions): Promise<XMLReading>;
  /** The formats this engine reads and writes, with their profiles. */
  formatList(): FormatSummary[];
  /**
   * Checks an XML document (a UBL invoice or credit note, a CII invoice)
   * against rule sets: those named in `rules`, else those that claim the
   * customization the document states. Resolves with every broken rule (the
   * document is `valid` when none is fatal); rejects only when the XML cannot
   * be read or no rule set checks its syntax.
   */
  validateXML(xml: string, options?: ValidateXMLOptions): Promise<XMLValidation>;
  /** The rule sets this engine checks XML with. */
  ruleSetList(): RuleSetSummary[];
  /** The plugin set this engine works with. */
  readonly plugins: PluginRegistry;
  /** The document kinds this engine understands. */
  readonly kinds: KindRegistry;
}

export function createEngine(options: EngineOptions = {}): Engine {
  const parent = options.container ?? rootContainer;
  const scope = parent.createChildContainer();
  // A child container that has any registration of a token resolves only its
  // own (tsyringe's resolveAll stops there), which would hide the caller's
  // plugins behind those of the options: the caller's are carried over first.
  for (const token of [REGIME_PLUGIN, ADDON_PLUGIN, EXTERNAL_ADDON, RETIRED_ADDON, FORMAT_PLUGIN, XML_RULE_SET]) {
    if (parent.isRegistered(token, true)) for (const value of parent.resolveAll<unknown>(token)) scope.register(token, { useValue: value });
  }
  for (const regime of options.regimes ?? []) scope.register(REGIME_PLUGIN, { useValue: regime });
  for (const addon of options.addons ?? []) scope.register(ADDON_PLUGIN, { useValue: addon });
  for (const key of options.externalAddons ?? []) scope.register(EXTERNAL_ADDON, { useValue: key });
  for (const definition of options.retiredAddons ?? []) scope.register(RETIRED_ADDON, { useValue: definition });
  for (const format of options.formats ?? []) scope.register(FORMAT_PLUGIN, { useValue: format });
  for (const set of options.ruleSets ?? []) scope.register(XML_RULE_SET, { useValue: set });
  const plugins = scope.resolve(PluginRegistry);
  const formats = new FormatRegistry(scope.isRegistered(FORMAT_PLUGIN, true) ? scope.resolveAll<FormatPlugin>(FORMAT_PLUGIN) : []);
  const ruleSets = new XMLRuleSetRegistry(scope.isRegistered(XML_RULE_SET, true) ? scope.resolveAll<XMLRuleSetPlugin>(XML_RULE_SET) : []);
  checkProfileRuleSets(formats, ruleSets);
  const kinds = new KindRegistry(CORE_KINDS as DocumentKind[]);
  const pipeline = new Pipeline(plugins, CORE_CONTRIBUTIONS, kinds);
  // Compile every input schema now (once per process), never while answering a request.
  for (const kind of kinds.list()) inputValidator(kind.id, pipeline.inputExtras);
  inputValidator(HeaderSchema.$id!);

  const convertDeps: ConvertDeps = {
    buildEnvelope: (data) => buildDocument(pipeline, kinds, applyTypeHint(kinds, data, undefined), true) as Envelope,
    calculateEnvelope: (doc) => calculateEnvelope(pipeline, kinds, doc),
    formats,
    ruleSets,
    context: { regime: (country) => plugins.regime(country)?.definition },
  };

  // Operations never throw anything but a BizdocError.
  const run = async <T>(op: () => T): Promise<T> => {
    try {
      return op();
    } catch (err) {
      throw asBizdocError(err);
    }
  };

  // Implemented once with the broad signatures; the typed overloads only narrow the result types.
  const engine: Omit<Engine, keyof UntypedOperations> & UntypedOperations = {
    plugins,
    kinds,
    build: (data, opts = {}) =>
      run(() => {
        checkDepth(data);
        if (opts.template !== undefined) checkDepth(opts.template);
        const merged = opts.template === undefined ? data : mergeTemplate(opts.template, data);
        const typed = applyTypeHint(kinds, merged, opts.type);
        return buildDocument(pipeline, kinds, typed, opts.envelop ?? false);
      }),
    correct: (data, options) =>
      run(() => {
        checkDepth(data);
        checkDepth(options);
        return correctDocument(pipeline, kinds, data, options);
      }),
    sign: (data, opts) => {
      const prepare = () => {
        checkDepth(data);
        if (opts.template !== undefined) checkDepth(opts.template);
        const merged = opts.template === undefined ? data : mergeTemplate(opts.template, data);
        return applyTypeHint(kinds, merged, opts.type);
      };
      return run(prepare).then((typed) => signDocument(pipeline, kinds, typed, opts.privateKey)).catch((err: unknown) => {
        throw asBizdocError(err);
      });
    },
    verify: (data, publicKey) =>
      run(() => checkDepth(data))
        .then(() => verifyDocument(pipeline, kinds, data, publicKey))
        .catch((err: unknown) => {
          throw asBizdocError(err);
        }),
    keygen: () => newKeyPair(),
    regimeList: () =>
      plugins.regimes().map(({ definition: d }) => ({ country: d.country, name: d.name, description: d.description, currency: d.currency })),
    regime: (code) => plugins.regime(code)?.definition,
    addonList: () => plugins.addons().map(({ definition: d }) => ({ key: d.key, name: d.name, description: d.description, requires: d.requires })),
    addon: (key) => plugins.addon(key)?.definition ?? plugins.retiredAddon(key),
    schemaIDs,
    schema: (path, opts = {}) => (opts.bundle ? bundledSchema(path) : schemaFile(path)),
    correctionSchema: (data) =>
      run(() => {
        checkDepth(data);
        return correctionSchemaOf(pipeline, kinds, data);
      }),
    replicate: (data) =>
      run(() => {
        checkDepth(data);
        return replicateDocument(pipeline, kinds, data);
      }),
    validate: (data) =>
      run(() => {
        checkDepth(data);
        validateDocument(pipeline, kinds, data);
        return { ok: true as const };
      }),
    toXML: (data, opts) =>
      run(() => {
        checkDepth(data);
        return convertToXML(convertDeps, data, opts ?? {});
      }),
    fromXML: (xml, opts = {}) => run(() => readXML(convertDeps, xml, opts).envelope),
    readXML: (xml, opts = {}) => run(() => readXML(convertDeps, xml, opts)),
    validateXML: (xml, opts = {}) => run(() => ruleSets.validate(xml, opts)),
    ruleSetList: () => ruleSets.list().map((s) => ({ key: s.key, name: s.name, syntaxes: s.bindings.map((b) => b.syntax.key) })),
    formatList: () =>
      formats.list().map((f) => ({
        key: f.key,
        name: f.name,
        profiles: f.profiles.map((p) => ({
          key: p.key,
          name: p.name,
          addons: [...p.addons],
          ...(p.requires?.length ? { requires: [...p.requires] } : {}),
          ...(p.customization ? { customization: p.customization } : {}),
          ...(p.ruleSets?.length ? { ruleSets: [...p.ruleSets] } : {}),
        })),
      })),
  };
  return engine as Engine;
}
