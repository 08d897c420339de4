import "reflect-metadata";
import { container as rootContainer, type DependencyContainer } from "tsyringe";
import { BizdocError, asBizdocError, type Fault } from "./errors/index.ts";
import { verifyXMLSignatures, type VerifyXMLOptions, type XMLSignatureVerification } from "./format/verify-xml.ts";
import { newKeyPair, type JWK } from "./dsig/index.ts";
import type { SignOptions, TypedOperations, UntypedOperations } from "./documents.ts";
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
import { bundledSchema, schemaFile, schemaIDs, unpublishedSchema } from "./schema/bundle.ts";
import { schemaPath } from "./schema/id.ts";
import { inputValidator } from "./schema/validator.ts";
import { HeaderSchema } from "./head/schema.ts";
import { isEnvelopeData, type Envelope } from "./envelope/envelope.ts";
import { EnvelopeSchema } from "./envelope/schema.ts";
import { CorrectionOptionsSchema } from "./bill/schema.ts";
import { isPlainObject } from "./schema/json.ts";
import { UnknownFields } from "./schema/unknown.ts";
import type { FormatPlugin } from "./format/contracts.ts";
import { convertToSignedXML, convertToXML, type ConvertDeps, type XMLCertificate, type XMLOutput } from "./format/convert.ts";
import { readXML, type FromXMLOptions, type XMLReading } from "./format/read-xml.ts";
import { FormatRegistry } from "./format/registry.ts";
import { FORMAT_PLUGIN } from "./format/tokens.ts";
import type { RenderPlugin } from "./render/contracts.ts";
import { RendererRegistry } from "./render/registry.ts";
import { extractXML, renderDocument, type RenderDeps, type RenderOutput } from "./render/render.ts";
import { RENDER_PLUGIN } from "./render/tokens.ts";
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
  /** Renderer plugins (HTML, PDF, Factur-X, ...) to add on top of those already in the container. */
  renderers?: RenderPlugin[];
  /** Rule sets for checking XML documents (EN 16931, Peppol BIS, ...) to add on top of those already in the container. */
  ruleSets?: XMLRuleSetPlugin[];
}

export type { XMLCertificate, XMLOutput } from "./format/convert.ts";
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
  /** The members of `options` the format takes beside the document (its `optionNames`). */
  options?: string[];
  /** Whether a certificate signs what it writes. */
  signs?: boolean;
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
 * Whether document fields no schema defines are refused: with `strict`, an
 * operation that meets one rejects with a 422 `validation` error, one
 * BIZDOC-UNKNOWN-FIELD fault per field, before anything is built.
 */
export interface StrictOption {
  strict?: boolean;
}

/** A document operation's result with its warnings: the fields of the input no schema defines (BIZDOC-UNKNOWN-FIELD), which the result leaves out as GOBL does. */
export interface Warned<T> {
  result: T;
  warnings: Fault[];
}

/**
 * The document operations answering `{ result, warnings }`, as `readXML`
 * answers `{ envelope, warnings }`; `strict` refuses instead. Results have
 * the broad types (`Built`, `Envelope`).
 */
export interface WarnedOperations {
  build(data: unknown, options?: BuildOptions & StrictOption): Promise<Warned<Built>>;
  validate(data: unknown, options?: StrictOption): Promise<Warned<{ ok: true }>>;
  /** `options` are the correction options (their unknown fields are reported at `$.options...`); `strict` goes in `settings`. */
  correct(data: unknown, options: unknown, settings?: StrictOption): Promise<Warned<Built>>;
  replicate(data: unknown, options?: StrictOption): Promise<Warned<Built>>;
  sign(data: unknown, options: SignOptions & StrictOption): Promise<Warned<Envelope>>;
  verify(data: unknown, publicKey: unknown, settings?: StrictOption): Promise<Warned<{ ok: true }>>;
}

/**
 * The bizdoc engine: every operation on business documents, as one object.
 * `build`, `validate`, `correct`, `replicate` and `sign` are typed by the
 * input's `$schema` (see `TypedOperations` in ./documents.ts).
 */
export interface Engine extends TypedOperations {
  /**
   * The fields of a document (or envelope) that no schema defines, each a
   * BIZDOC-UNKNOWN-FIELD warning naming its path (`$.custmer`,
   * `$.doc.lines[0].item.prize`) and the closest field the schema has: what
   * the operations leave out, as GOBL does without a word. `type` and
   * `template` are applied first, as `build` applies them, and with
   * `envelop` a bare document's fields are named as in the envelope it
   * becomes (`$.doc...`, as `sign` and `toXML` name them too); `options`
   * (correction options) are checked at `$.options`. Linear in the
   * document's size; at most MAX_LISTED_FAULTS places are listed. With
   * `strict`, throws the 422 `validation` error the operations would.
   */
  unknownFields(data: unknown, options?: { type?: string; template?: unknown; envelop?: boolean; options?: unknown } & StrictOption): Fault[];
  /** The document operations with their warnings (`{ result, warnings }`), or, with `strict`, refusing unknown fields. */
  readonly withWarnings: WarnedOperations;
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
   * Its warnings include the document's fields no schema defines
   * (BIZDOC-UNKNOWN-FIELD), which `strict` refuses instead.
   * With a `certificate` (a PKCS#12 as bytes or base64, and its password;
   * never logged, never kept) the XML, once written and checked, is signed
   * by the format (XAdES-EPES for FacturaE); a format that does not sign, or
   * a certificate that cannot be read or whose password is wrong, is a 400.
   * `options` are the format's own (the members it names in `optionNames`:
   * a record chain's previous link, say), and the output's `details` what it
   * gives back beside the XML (the record's new link, a QR code's URL).
   */
  toXML(data: unknown, options: { format: string; profile?: string; certificate?: XMLCertificate; options?: Record<string, unknown> } & StrictOption): Promise<XMLOutput>;
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
  /**
   * Verifies the signatures of a signed XML file (FacturaE, FatturaPA,
   * TicketBAI: its format recognised, or named): who signed (the certificate it carries),
   * when, under which policy, and whether the document is intact. Resolves
   * with the report, `valid` false and the faults saying what does not hold
   * when a signature is broken or missing; rejects (400) only for XML that
   * cannot be read or a format whose files bizdoc does not verify. Whether
   * the certificate's issuer is an authority one trusts is the caller's check.
   */
  verifyXML(xml: string, options?: VerifyXMLOptions): Promise<XMLSignatureVerification>;
  /** The formats this engine reads and writes, with their profiles. */
  formatList(): FormatSummary[];
  /**
   * Renders a document (partial or complete, or an envelope) for people, once
   * built: `format` a renderer's key (`html`, `pdf`, `facturx`), `lang` the
   * language (the document's own when absent). Resolves with the body
   * (text or bytes) and its media type.
   */
  render(data: unknown, options: { format: string; lang?: string } & StrictOption): Promise<RenderOutput>;
  /** The renderers this engine has: key, name and media type of each. */
  rendererList(): { key: string; name: string; contentType: string }[];
  /**
   * Reads a PDF that carries an XML invoice (Factur-X, ZUGFeRD): its XML
   * extracted by the renderer that makes such files, then read as
   * `readXML` reads XML.
   */
  readPDF(bytes: Uint8Array, options?: FromXMLOptions): Promise<XMLReading>;
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
  for (const token of [REGIME_PLUGIN, ADDON_PLUGIN, EXTERNAL_ADDON, RETIRED_ADDON, FORMAT_PLUGIN, XML_RULE_SET, RENDER_PLUGIN]) {
    if (parent.isRegistered(token, true)) for (const value of parent.resolveAll<unknown>(token)) scope.register(token, { useValue: value });
  }
  for (const regime of options.regimes ?? []) scope.register(REGIME_PLUGIN, { useValue: regime });
  for (const addon of options.addons ?? []) scope.register(ADDON_PLUGIN, { useValue: addon });
  for (const key of options.externalAddons ?? []) scope.register(EXTERNAL_ADDON, { useValue: key });
  for (const definition of options.retiredAddons ?? []) scope.register(RETIRED_ADDON, { useValue: definition });
  for (const format of options.formats ?? []) scope.register(FORMAT_PLUGIN, { useValue: format });
  for (const set of options.ruleSets ?? []) scope.register(XML_RULE_SET, { useValue: set });
  for (const renderer of options.renderers ?? []) scope.register(RENDER_PLUGIN, { useValue: renderer });
  const plugins = scope.resolve(PluginRegistry);
  const formats = new FormatRegistry(scope.isRegistered(FORMAT_PLUGIN, true) ? scope.resolveAll<FormatPlugin>(FORMAT_PLUGIN) : []);
  const renderers = new RendererRegistry(scope.isRegistered(RENDER_PLUGIN, true) ? scope.resolveAll<RenderPlugin>(RENDER_PLUGIN) : []);
  const ruleSets = new XMLRuleSetRegistry(scope.isRegistered(XML_RULE_SET, true) ? scope.resolveAll<XMLRuleSetPlugin>(XML_RULE_SET) : []);
  checkProfileRuleSets(formats, ruleSets);
  const kinds = new KindRegistry([...(CORE_KINDS as DocumentKind[]), ...plugins.kinds()]);
  const pipeline = new Pipeline(plugins, CORE_CONTRIBUTIONS, kinds);
  // The plugins' kinds whose schemas are not among the published files, by path: `schema()` answers for them too (not listed by `schemaIDs()`, GOBL's files).
  // Worked out when first asked: publishing every schema to list their IDs is a good part of an engine's creation.
  let pluginKindPaths: ReadonlyMap<string, string> | undefined;
  const pluginKindPath = (path: string): string | undefined => {
    if (pluginKindPaths === undefined) {
      const publishedIDs = new Set(schemaIDs());
      pluginKindPaths = new Map(kinds.list().filter((k) => !publishedIDs.has(k.id)).map((k) => [schemaPath(k.id) ?? k.id, k.id]));
    }
    return pluginKindPaths.get(path);
  };
  // Compile every input schema now (once per process), never while answering a request (plugins' kinds have none: see Contributions.kinds).
  for (const kind of kinds.list()) inputValidator(kind.id, pipeline.inputExtras);
  inputValidator(HeaderSchema.$id!);

  const convertDeps: ConvertDeps = {
    buildEnvelope: (data) => buildDocument(pipeline, kinds, applyTypeHint(kinds, data, undefined), true) as Envelope,
    calculateEnvelope: (doc) => calculateEnvelope(pipeline, kinds, doc),
    formats,
    ruleSets,
    context: { regime: (country) => plugins.regime(country)?.definition },
  };
  const renderDeps: RenderDeps = {
    buildEnvelope: convertDeps.buildEnvelope,
    renderers,
    context: {
      regime: (country) => plugins.regime(country)?.definition,
      toXML: async (envelope, options) => convertToXML(convertDeps, envelope, options),
    },
  };

  // Operations never throw anything but a BizdocError.
  const run = async <T>(op: () => T): Promise<T> => {
    try {
      return op();
    } catch (err) {
      throw asBizdocError(err);
    }
  };

  /** The input as `build` reads it: checked for depth, merged over its template, given its type. */
  const prepare = (data: unknown, opts: { type?: string; template?: unknown } = {}): unknown => {
    checkDepth(data);
    if (opts.template !== undefined) checkDepth(opts.template);
    const merged = opts.template === undefined ? data : mergeTemplate(opts.template, data);
    return applyTypeHint(kinds, merged, opts.type);
  };

  /** The fields of prepared input (and of correction options) no schema defines; none for input whose kind is unknown (the operation says so). */
  const unknownIn = (typed: unknown, correction?: unknown, envelop = false): Fault[] => {
    const found = new UnknownFields();
    const document = (doc: unknown, path: string) => {
      if (!isPlainObject(doc) || typeof doc.$schema !== "string") return;
      const kind = kinds.byID(doc.$schema);
      if (!kind) return;
      const { $schema: _schema, ...fields } = doc;
      found.collect(kind.schema, fields, path);
    };
    if (isEnvelopeData(typed)) {
      const { doc, ...envelope } = typed as Record<string, unknown>;
      found.collect(EnvelopeSchema, envelope, "$");
      document(doc, "$.doc");
    } else document(typed, envelop ? "$.doc" : "$");
    if (correction !== undefined && correction !== null) found.collect(CorrectionOptionsSchema, correction, "$.options");
    return found.faults();
  };

  /** The warnings of prepared input; with `strict`, a refusal when there are any. */
  const warningsOf = (typed: unknown, strict: boolean | undefined, correction?: unknown, envelop?: boolean): Fault[] => {
    const warnings = unknownIn(typed, correction, envelop);
    if (strict && warnings.length > 0) throw BizdocError.fromFaults("validation", warnings);
    return warnings;
  };

  // `warn`, or `settings` given: the warnings are gathered (and `strict` heeded); the plain operations skip the walk.
  const build = (data: unknown, opts: BuildOptions & StrictOption, warn: boolean): Warned<Built> => {
    const typed = prepare(data, opts);
    const warnings = warn ? warningsOf(typed, opts.strict, undefined, opts.envelop) : [];
    return { result: buildDocument(pipeline, kinds, typed, opts.envelop ?? false), warnings };
  };
  const correct = (data: unknown, options: unknown, settings: StrictOption | undefined): Warned<Built> => {
    checkDepth(data);
    checkDepth(options);
    const warnings = settings ? warningsOf(data, settings.strict, options) : [];
    return { result: correctDocument(pipeline, kinds, data, options), warnings };
  };
  const replicate = (data: unknown, settings: StrictOption | undefined): Warned<Built> => {
    checkDepth(data);
    const warnings = settings ? warningsOf(data, settings.strict) : [];
    return { result: replicateDocument(pipeline, kinds, data), warnings };
  };
  const validate = (data: unknown, settings: StrictOption | undefined): Warned<{ ok: true }> => {
    checkDepth(data);
    const warnings = settings ? warningsOf(data, settings.strict) : [];
    validateDocument(pipeline, kinds, data);
    return { result: { ok: true as const }, warnings };
  };
  const sign = (data: unknown, opts: SignOptions & StrictOption, warn: boolean): Promise<Warned<Envelope>> =>
    run(() => {
      const typed = prepare(data, opts);
      return { typed, warnings: warn ? warningsOf(typed, opts.strict, undefined, true) : [] };
    })
      .then(async ({ typed, warnings }) => ({ result: await signDocument(pipeline, kinds, typed, opts.privateKey), warnings }))
      .catch((err: unknown) => {
        throw asBizdocError(err);
      });
  const verify = (data: unknown, publicKey: unknown, settings: StrictOption | undefined): Promise<Warned<{ ok: true }>> =>
    run(() => {
      checkDepth(data);
      return settings ? warningsOf(data, settings.strict) : [];
    })
      .then(async (warnings) => ({ result: await verifyDocument(pipeline, kinds, data, publicKey), warnings }))
      .catch((err: unknown) => {
        throw asBizdocError(err);
      });

  const withWarnings: WarnedOperations = {
    build: (data, opts = {}) => run(() => build(data, opts, true)),
    validate: (data, opts = {}) => run(() => validate(data, opts)),
    correct: (data, options, settings = {}) => run(() => correct(data, options, settings)),
    replicate: (data, opts = {}) => run(() => replicate(data, opts)),
    sign: (data, opts) => sign(data, opts, true),
    verify: (data, publicKey, settings = {}) => verify(data, publicKey, settings),
  };

  // Implemented once with the broad signatures; the typed overloads only narrow the result types.
  const engine: Omit<Engine, keyof UntypedOperations> & UntypedOperations = {
    plugins,
    kinds,
    withWarnings,
    unknownFields: (data, opts = {}) => {
      try {
        if (opts.options !== undefined) checkDepth(opts.options);
        return warningsOf(prepare(data, opts), opts.strict, opts.options, opts.envelop);
      } catch (err) {
        throw asBizdocError(err);
      }
    },
    build: (data, opts = {}) => run(() => build(data, opts, false).result),
    correct: (data, options) => run(() => correct(data, options, undefined).result),
    sign: (data, opts) => sign(data, opts, false).then((answer) => answer.result),
    verify: (data, publicKey) => verify(data, publicKey, undefined).then((answer) => answer.result),
    keygen: () => newKeyPair(),
    regimeList: () =>
      plugins.regimes().map(({ definition: d }) => ({ country: d.country, name: d.name, description: d.description, currency: d.currency })),
    regime: (code) => plugins.regime(code)?.definition,
    addonList: () => plugins.addons().map(({ definition: d }) => ({ key: d.key, name: d.name, description: d.description, requires: d.requires })),
    addon: (key) => plugins.addon(key)?.definition ?? plugins.retiredAddon(key),
    schemaIDs,
    schema: (path, opts = {}) => {
      const published = opts.bundle ? bundledSchema(path) : schemaFile(path);
      const kindID = published ? undefined : pluginKindPath(path.replace(/\.json$/, "").replace(/^\/+/, ""));
      return kindID ? unpublishedSchema(kindID, opts) : published;
    },
    correctionSchema: (data) =>
      run(() => {
        checkDepth(data);
        return correctionSchemaOf(pipeline, kinds, data);
      }),
    replicate: (data) => run(() => replicate(data, undefined).result),
    validate: (data) => run(() => validate(data, undefined).result),
    toXML: async (data, opts) => {
      const { strict, certificate, ...options } = opts ?? {};
      const written = await run(() => {
        checkDepth(data);
        const warnings = warningsOf(data, strict, undefined, true);
        return { warnings, output: certificate === undefined ? convertToXML(convertDeps, data, options) : undefined };
      });
      let output = written.output;
      if (output === undefined) {
        try {
          output = await convertToSignedXML(convertDeps, data, { ...options, certificate });
        } catch (err) {
          throw asBizdocError(err);
        }
      }
      return written.warnings.length === 0 ? output : { ...output, warnings: [...written.warnings, ...output.warnings] };
    },
    render: async (data, opts) => {
      const { strict, ...options } = opts ?? ({} as { format: string });
      try {
        checkDepth(data);
        warningsOf(data, strict, undefined, true);
        return await renderDocument(renderDeps, data, options);
      } catch (err) {
        throw asBizdocError(err);
      }
    },
    rendererList: () => renderers.list().map((r) => ({ key: r.key, name: r.name, contentType: r.contentType })),
    readPDF: async (bytes, opts = {}) => {
      try {
        return readXML(convertDeps, await extractXML(renderers, bytes), opts);
      } catch (err) {
        throw asBizdocError(err);
      }
    },
    fromXML: (xml, opts = {}) => run(() => readXML(convertDeps, xml, opts).envelope),
    readXML: (xml, opts = {}) => run(() => readXML(convertDeps, xml, opts)),
    validateXML: (xml, opts = {}) => run(() => ruleSets.validate(xml, opts)),
    verifyXML: async (xml, opts = {}) => {
      try {
        return await verifyXMLSignatures(formats, xml, opts);
      } catch (err) {
        throw asBizdocError(err);
      }
    },
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
        ...(f.optionNames?.length ? { options: [...f.optionNames] } : {}),
        ...(f.sign ? { signs: true } : {}),
      })),
  };
  return engine as Engine;
}
