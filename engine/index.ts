/**
 * The bizdoc engine core. It names no country and no format: regimes and
 * addons arrive as plugins (see `regimes/` and `addons/`, or bring your own).
 */
// The bill documents' types are not yet used by any document kind; importing
// them here registers every named type they contain.
import "./bill/schema.ts";

export { createEngine, type AddonSummary, type Engine, type EngineOptions, type FormatSummary, type FromXMLOptions, type XMLReading, type RuleSetSummary, type RegimeSummary, type StrictOption, type Warned, type WarnedOperations, type XMLOutput } from "./engine.ts";
export { signatureAnswerOf, type VerifyXMLOptions, type XMLSignatureAnswer, type XMLSignatureVerification } from "./format/verify-xml.ts";
export { UNKNOWN_FIELD_CODE } from "./schema/unknown.ts";
export { closestName, unknownNameText } from "./schema/closest.ts";
export { childPath } from "./schema/place.ts";
export type { JWK } from "./dsig/index.ts";
export type { BuildOptions, Built } from "./ops/documents.ts";
export { BizdocError, ERROR_KEYS, MAX_LISTED_FAULTS, MORE_FAULTS_CODE, asBizdocError, isBizdocError, statusOf, type ErrorBody, type ErrorKey, type Fault } from "./errors/index.ts";
export * from "./plugin/index.ts";
export type { Assertion, Check, RuleSet } from "./rules/index.ts";
export { failingItems, given, ruleSet, present } from "./rules/index.ts";
export type { Envelope } from "./envelope/envelope.ts";
export { ENVELOPE_ID } from "./envelope/envelope.ts";
export { SCHEMA } from "./documents.ts";
export type {
  CorrectionOptionsInput,
  DeliveryInput,
  DocumentInput,
  DocumentOf,
  DocumentTypes,
  EnvelopeInput,
  InputOf,
  InvoiceInput,
  MessageInput,
  OrderInput,
  PartyInput,
  PaymentInput,
  SchemaID,
  SignOptions,
  StatusInput,
  TaxIdentityInput,
  TypedOperations,
} from "./documents.ts";
export type { Header, Link, Stamp } from "./head/schema.ts";
export type { AmountText, PercentageText } from "./num/schema.ts";
export { identityIn } from "./tax/identity.ts";
export type { TaxIdentity } from "./tax/schema.ts";
export type {
  AddonDef,
  CategoryDef,
  CodeMap,
  CorrectionDefinition,
  Definition,
  ExtensionMap,
  KeyDef,
  Meta,
  RateDef,
  RateValueDef,
  RegimeDef,
  Scenario,
  ScenarioNote,
  ScenarioSet,
  Source,
  TagSet,
} from "./tax/regime-def.ts";
export type { Party, Person, Item, Note, DocumentRef, Attachment, Address } from "./org/schema.ts";
export type { Combo, TaxSet, TaxTotal, CategoryTotal, RateTotal, TaxNote } from "./tax/schema.ts";
export type { Period } from "./cal/schema.ts";
export type { ExchangeRate, CurrencyAmount } from "./currency/schema.ts";
export type { PayTerms, DueDate, PayInstructions, PayRecord } from "./pay/schema.ts";
export type {
  Invoice,
  Line,
  SubLine,
  LineDiscount,
  LineCharge,
  Discount,
  Charge,
  Totals,
  BillTax,
  Ordering,
  PaymentDetails,
  DeliveryDetails,
  Delivery,
  Order,
  Payment,
  PaymentLine,
  Status,
  StatusLine,
  CorrectionOptions,
} from "./bill/schema.ts";
export type { Message } from "./note/schema.ts";
export { normalizeGenericTaxCode } from "./tax/tax-code.ts";
export { parseJSON, stringifyJSON } from "./ops/parse.ts";
export { schemaCompilations } from "./schema/validator.ts";
// What a plugin needs to bring a document kind of its own (Contributions.kinds).
export type { DocumentKind } from "./schema/kinds.ts";
export { defineType, nameInline } from "./schema/types.ts";
export { AmountSchema, PercentageSchema } from "./num/schema.ts";
export { CodeSchema } from "./cbc/schema.ts";
export { DateTimeSchema } from "./cal/schema.ts";
export { UnitSchema } from "./org/schema.ts";
export { Amount, Percentage } from "./num/index.ts";
export { GOBL_VERSION, VERSION } from "./version.ts";
export { globalGSTKeys, globalVATKeys } from "./tax/categories.ts";
export { defaultInvoiceScenarios } from "./bill/scenarios.ts";
export { codeForKey, utf8Length } from "./cbc/index.ts";
export {
  codeAllowed,
  deleteExt,
  extAllowOneOf,
  extCode,
  extExclude,
  extExcludeCodes,
  extHas,
  extHasCodes,
  extRequire,
  extRequireAllOrNone,
  keyForCode,
  mergeExt,
  setExt,
  setExtIfEmpty,
  setExtOneOf,
  type ExtensionHolder,
  type Extensions,
} from "./tax/extensions.ts";
export { EUROPEAN_UNION, inEuropeanUnion, isUnionMember, isoCountryOf } from "./l10n/index.ts";
export { canConvertTo, currencyDef, matchExchangeRate, type CurrencyDef } from "./currency/index.ts";
export { isLatin1Text } from "./cbc/text.ts";
export type { FormatCertificate, FormatContext, FormatOptions, FormatPlugin, FormatProfile, ParsedXML, SignerCertificate, WrittenXML, WrittenXMLBreach, XMLSignatureFinding, XMLSignatureReport } from "./format/contracts.ts";
export { writtenXML } from "./format/contracts.ts";
export type { WrittenXMLFault } from "./format/written-check.ts";
export { FORMAT_PLUGIN } from "./format/tokens.ts";
export type { RenderContext, Rendered, RenderOptions, RenderPlugin } from "./render/contracts.ts";
export { isLanguageTag, type RenderOutput } from "./render/render.ts";
export { RENDER_PLUGIN } from "./render/tokens.ts";
export { FORMAT_META_KEY, PROFILE_META_KEY } from "./format/convert.ts";
export { INVOICE_LIMITS, checkUntrustedXML, rootOfUntrustedXML, unreadableXML, type UntrustedXMLLimits, type XMLRoot } from "./format/untrusted-xml.ts";
export * from "./xml-rules/index.ts";
