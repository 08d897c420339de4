/**
 * Typed documents for the public API. The document types are the TypeBox
 * schemas' static types (`Static<typeof InvoiceSchema>`, ...), so the JSON
 * Schemas and the TypeScript types cannot drift apart; this module only keys
 * them by `$schema` and derives the looser input types from them.
 */
import type { Delivery, Invoice, Order, Payment, Status, CorrectionOptions } from "./bill/schema.ts";
import type { Envelope } from "./envelope/envelope.ts";
import { ENVELOPE_ID } from "./envelope/schema.ts";
import type { Header } from "./head/schema.ts";
import type { Message } from "./note/schema.ts";
import type { NumericTextMarker } from "./num/schema.ts";
import type { Party } from "./org/schema.ts";
import type { TaxIdentity } from "./tax/schema.ts";
import type { BuildOptions, Built } from "./ops/documents.ts";

/** The `$schema` ID of every document kind the engine builds, typed as literals. */
export const SCHEMA = {
  invoice: "https://gobl.org/draft-0/bill/invoice",
  order: "https://gobl.org/draft-0/bill/order",
  delivery: "https://gobl.org/draft-0/bill/delivery",
  payment: "https://gobl.org/draft-0/bill/payment",
  status: "https://gobl.org/draft-0/bill/status",
  message: "https://gobl.org/draft-0/note/message",
  party: "https://gobl.org/draft-0/org/party",
  taxIdentity: "https://gobl.org/draft-0/tax/identity",
  envelope: ENVELOPE_ID,
} as const;

/** Document type by `$schema` ID. */
export interface DocumentTypes {
  [SCHEMA.invoice]: Invoice;
  [SCHEMA.order]: Order;
  [SCHEMA.delivery]: Delivery;
  [SCHEMA.payment]: Payment;
  [SCHEMA.status]: Status;
  [SCHEMA.message]: Message;
  [SCHEMA.party]: Party;
  [SCHEMA.taxIdentity]: TaxIdentity;
}

/** The `$schema` of a document kind (not the envelope's). */
export type SchemaID = keyof DocumentTypes;

/** A complete document as the engine returns it: `$schema` and every field of its type. */
export type DocumentOf<S extends SchemaID = SchemaID> = S extends SchemaID ? { $schema: S } & DocumentTypes[S] : never;

/**
 * What may be sent for a document of type `T`: every field optional at every
 * depth (the engine fills in and checks what is missing), amounts and
 * percentages as strings or JSON numbers. Unknown fields are still an error
 * on an object literal of this type.
 */
export type DocumentInput<T> = T extends string
  ? NumericTextMarker extends keyof T
    ? string | number
    : T
  : T extends number | boolean | bigint | symbol | null | undefined
    ? T
    : T extends readonly (infer E)[]
      ? DocumentInput<E>[]
      : T extends object
        ? { [K in keyof T]?: DocumentInput<T[K]> }
        : T;

/** A document to build, keyed by its `$schema` (`{ $schema: SCHEMA.invoice, ... }`). */
export type InputOf<S extends SchemaID = SchemaID> = { $schema: S } & DocumentInput<DocumentTypes[S]>;

/** An envelope to build, validate, correct, replicate or sign: its header is optional, its doc typed by `$schema`. */
export interface EnvelopeInput<S extends SchemaID = SchemaID> {
  $schema?: typeof ENVELOPE_ID;
  head?: DocumentInput<Header>;
  doc: InputOf<S>;
  sigs?: string[];
}

export type InvoiceInput = InputOf<typeof SCHEMA.invoice>;
export type OrderInput = InputOf<typeof SCHEMA.order>;
export type DeliveryInput = InputOf<typeof SCHEMA.delivery>;
export type PaymentInput = InputOf<typeof SCHEMA.payment>;
export type StatusInput = InputOf<typeof SCHEMA.status>;
export type MessageInput = InputOf<typeof SCHEMA.message>;
export type PartyInput = InputOf<typeof SCHEMA.party>;
export type TaxIdentityInput = InputOf<typeof SCHEMA.taxIdentity>;

/**
 * GOBL's correction options for `correct()`: `type` (`credit-note`, ...) and
 * what else the regime asks for; `code`, the corrective document's own code
 * (so that it can be signed), is bizdoc's addition.
 */
export type CorrectionOptionsInput = Omit<DocumentInput<CorrectionOptions>, "type"> & { type: string; code?: string };

declare const anyData: unique symbol;

/**
 * No value has this type's member, but `any` is assignable to it: the first
 * overload of each operation takes it, so `any` data (a parsed request body,
 * say) gets the broad result types instead of matching a typed overload.
 */
export interface AnyData {
  readonly [anyData]: true;
}

/** `sign()` options: those of `build()` and the P-256 private JWK to sign with. */
export type SignOptions = BuildOptions & { privateKey: unknown };

/**
 * The document operations, typed: the result follows the input's `$schema`
 * (an envelope in gives an envelope out, `envelop: true` wraps), and any other
 * data (`unknown`, `any`, or data that does not match its kind's input type)
 * gives the broad types.
 */
export interface TypedOperations {
  /** Normalise, calculate and validate a document (or an envelope). */
  build(data: AnyData, options?: BuildOptions): Promise<Built>;
  /** Normalise, calculate and validate an envelope: its header uuid is kept, signatures dropped, the digest recomputed. */
  build<S extends SchemaID>(data: EnvelopeInput<S>, options?: BuildOptions): Promise<Envelope<DocumentOf<S>>>;
  /** Normalise, calculate and validate a document, wrapped in a new envelope. */
  build<S extends SchemaID>(data: InputOf<S>, options: BuildOptions & { envelop: true }): Promise<Envelope<DocumentOf<S>>>;
  /** Normalise, calculate and validate a document. */
  build<S extends SchemaID>(data: InputOf<S>, options?: BuildOptions & { envelop?: false }): Promise<DocumentOf<S>>;
  /** Normalise, calculate and validate a document (or an envelope). */
  build(data: unknown, options?: BuildOptions): Promise<Built>;

  /** Check an envelope as it stands (its digest must match); resolves to `{ ok: true }` or rejects with the faults. */
  validate<S extends SchemaID>(data: EnvelopeInput<S>): Promise<{ ok: true }>;
  /** Check a document as it stands; resolves to `{ ok: true }` or rejects with the faults. */
  validate<S extends SchemaID>(data: InputOf<S>): Promise<{ ok: true }>;
  /** Check a document or envelope as it stands; resolves to `{ ok: true }` or rejects with the faults. */
  validate(data: unknown): Promise<{ ok: true }>;

  /**
   * The corrective document (credit note, debit note, corrective invoice) of
   * an invoice; `options` are GOBL's correction options (`type` required).
   */
  correct(data: AnyData, options: unknown): Promise<Built>;
  /** The corrective invoice of an enveloped invoice, in a new envelope. */
  correct(data: EnvelopeInput<typeof SCHEMA.invoice>, options: CorrectionOptionsInput): Promise<Envelope<DocumentOf<typeof SCHEMA.invoice>>>;
  /** The corrective document (credit note, debit note, corrective invoice) of an invoice. */
  correct(data: InvoiceInput, options: CorrectionOptionsInput): Promise<DocumentOf<typeof SCHEMA.invoice>>;
  /**
   * The corrective document (credit note, debit note, corrective invoice) of
   * an invoice; `options` are GOBL's correction options (`type` required).
   */
  correct(data: unknown, options: unknown): Promise<Built>;

  /** A copy to issue again: new uuid, no code or dates, recalculated. */
  replicate(data: AnyData): Promise<Built>;
  /** A copy of an enveloped document to issue again, in a new envelope (no stamps, links or signatures). */
  replicate<S extends SchemaID>(data: EnvelopeInput<S>): Promise<Envelope<DocumentOf<S>>>;
  /** A copy to issue again: new uuid, no code or dates, recalculated. */
  replicate<S extends SchemaID>(data: InputOf<S>): Promise<DocumentOf<S>>;
  /** A copy to issue again: new uuid, no code or dates, recalculated. */
  replicate(data: unknown): Promise<Built>;

  /**
   * Builds the document into an envelope and signs it (ES256, JWS over the
   * header) with a P-256 private JWK.
   */
  sign(data: AnyData, options: SignOptions): Promise<Envelope>;
  /** Builds an envelope and adds a signature (ES256, JWS over the header) to those it has. */
  sign<S extends SchemaID>(data: EnvelopeInput<S>, options: SignOptions): Promise<Envelope<DocumentOf<S>>>;
  /** Builds the document into an envelope and signs it (ES256, JWS over the header) with a P-256 private JWK. */
  sign<S extends SchemaID>(data: InputOf<S>, options: SignOptions): Promise<Envelope<DocumentOf<S>>>;
  /**
   * Builds the document into an envelope and signs it (ES256, JWS over the
   * header) with a P-256 private JWK.
   */
  sign(data: unknown, options: SignOptions): Promise<Envelope>;
}

/** The same operations as implemented: any data in, the broad types out. */
export interface UntypedOperations {
  build(data: unknown, options?: BuildOptions): Promise<Built>;
  validate(data: unknown): Promise<{ ok: true }>;
  correct(data: unknown, options: unknown): Promise<Built>;
  replicate(data: unknown): Promise<Built>;
  sign(data: unknown, options: SignOptions): Promise<Envelope>;
}
