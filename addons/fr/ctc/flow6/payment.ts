/**
 * Flow 6 payments (upstream: addon/flow6/bill_payment.go): the lifecycle
 * messages about an invoice's payment.
 *
 * Normalising: an advice (sent by the payer) gets the process condition
 * code 211 and the characteristic MPA (MEN and RAP kept when given), its
 * customer the role SE and its supplier BY when they have none; a receipt
 * gets 212 and MEN (MPA and RAP kept), its supplier SE and its customer BY.
 * Each line's document gets its UNTDID type copied as document-ref.ts says.
 *
 * Rules: advice or receipt (01); a supplier and a customer, each with a
 * SIREN identity and only flow 6 schemes (02-07), the payee too (08); one
 * line (09) whose document has its code and issue date (10-12); payment
 * codes only (13, 14), the process code matching the type (15, 16).
 */
import type { Normalizer, Validator } from "../../../../engine/index.ts";
import { extHasCodes, given, present, setExt, setExtIfEmpty, setExtOneOf } from "../../../../engine/index.ts";
import { schemeOf } from "../common/identity.ts";
import { EXT_KEY_CONDITION, EXT_KEY_ROLE, EXT_KEY_STATUS, PAYMENT_CONDITION_CODES, PAYMENT_PROCESS_CODES } from "./extensions.ts";
import { migrateDocumentType } from "./document-ref.ts";
import { ALLOWED_IDENTITY_SCHEMES } from "./party.ts";

type Obj = Record<string, any>;

export const paymentNormalizer: Normalizer<Obj> = {
  type: "bill.Payment",
  normalize(pmt) {
    const role = (party: Obj | undefined, code: string) => party && setExtIfEmpty(party, EXT_KEY_ROLE, code);
    if (pmt.type === "advice") {
      setExt(pmt, EXT_KEY_STATUS, "211");
      role(pmt.customer, "SE");
      role(pmt.supplier, "BY");
      setExtOneOf(pmt, EXT_KEY_CONDITION, "MPA", ["MPA", "MEN", "RAP"]);
    } else if (pmt.type === "receipt") {
      setExt(pmt, EXT_KEY_STATUS, "212");
      role(pmt.supplier, "SE");
      role(pmt.customer, "BY");
      setExtOneOf(pmt, EXT_KEY_CONDITION, "MEN", ["MEN", "MPA", "RAP"]);
    }
    for (const line of (pmt.lines ?? []) as Obj[]) migrateDocumentType(line?.document);
  },
};

const P = "GOBL-FR-CTC-FLOW6-BILL-PAYMENT";
type Path = (string | number)[];

const hasSIREN = (party: Obj): boolean => ((party.identities ?? []) as Obj[]).some((id) => schemeOf(id) === "0002");
const badSchemes = (pmt: Obj, field: string): Path[] =>
  ((pmt[field]?.identities ?? []) as Obj[]).flatMap((id, i) =>
    id && schemeOf(id) && !ALLOWED_IDENTITY_SCHEMES.includes(schemeOf(id)) ? [[field, "identities", i, "ext"]] : [],
  );
const lines = (pmt: Obj, at: (line: Obj, i: number) => Path[]): Path[] => ((pmt.lines ?? []) as Obj[]).flatMap((l, i) => (l ? at(l, i) : []));

export const paymentRules: Validator<Obj> = {
  type: "bill.Payment",
  assert: [
    {
      code: `${P}-01`,
      field: "type",
      message: "payment type must be 'advice' (status code 211) or 'receipt' (status code 212); 'request' is not a Flow 6 CDV event",
      when: (p) => present(p.type),
      test: (p) => ["advice", "receipt"].includes(p.type),
    },
    { code: `${P}-02`, field: "supplier", message: "payment supplier is required (BR-FR-CDV-13)", test: (p) => given(p.supplier) },
    {
      code: `${P}-03`,
      field: "supplier.identities",
      message: "payment supplier must have an identity with ISO/IEC 6523 scheme 0002 (SIREN)",
      when: (p) => given(p.supplier),
      test: (p) => hasSIREN(p.supplier),
    },
    {
      code: `${P}-04`,
      message: "payment supplier identity ext iso-scheme-id must be in the Flow 6 allow-list; STC 0231 is a Flow 2 invoice concept",
      failing: (p) => badSchemes(p, "supplier"),
    },
    { code: `${P}-05`, field: "customer", message: "payment customer is required (BR-FR-CDV-CL-04)", test: (p) => given(p.customer) },
    {
      code: `${P}-06`,
      field: "customer.identities",
      message: "payment customer must have an identity with ISO/IEC 6523 scheme 0002 (SIREN)",
      when: (p) => given(p.customer),
      test: (p) => hasSIREN(p.customer),
    },
    {
      code: `${P}-07`,
      message: "payment customer identity ext iso-scheme-id must be in the Flow 6 allow-list; STC 0231 is a Flow 2 invoice concept",
      failing: (p) => badSchemes(p, "customer"),
    },
    {
      code: `${P}-08`,
      message: "payment payee identity ext iso-scheme-id must be in the Flow 6 allow-list; STC 0231 is a Flow 2 invoice concept",
      failing: (p) => badSchemes(p, "payee"),
    },
    {
      code: `${P}-09`,
      field: "lines",
      message: "payment lines must contain exactly one entry (a CDV references a single invoice)",
      test: (p) => Array.isArray(p.lines) && p.lines.length === 1,
    },
    { code: `${P}-10`, message: "payment line document is required (BR-FR-CDV-10)", failing: (p) => lines(p, (l, i) => (given(l.document) ? [] : [["lines", i, "document"]])) },
    {
      code: `${P}-11`,
      message: "payment line document code is required (BR-FR-CDV-10)",
      failing: (p) => lines(p, (l, i) => (given(l.document) && !present(l.document.code) ? [["lines", i, "document", "code"]] : [])),
    },
    {
      code: `${P}-12`,
      message: "payment line document issue_date is required (BR-FR-CDV-11)",
      failing: (p) => lines(p, (l, i) => (given(l.document) && !present(l.document.issue_date) ? [["lines", i, "document", "issue_date"]] : [])),
    },
    {
      code: `${P}-13`,
      field: "ext",
      message: "payment ext fr-ctc-flow6-status must be a Payment-applicable status code (211 advice or 212 receipt); codes 200-210, 213 belong on bill.Status",
      test: (p) => extHasCodes(EXT_KEY_STATUS, ...PAYMENT_PROCESS_CODES)(p.ext),
    },
    {
      code: `${P}-14`,
      field: "ext",
      message: "payment ext fr-ctc-flow6-condition must be a Payment-applicable condition code (MEN, MPA, RAP); status-only codes (CBB, DIV, DVA, MAJ, MAP, MAPTTC, MNA, MNATTC, ESC, RAB, REM) belong on a bill.Reason under bill.Status",
      test: (p) => extHasCodes(EXT_KEY_CONDITION, ...PAYMENT_CONDITION_CODES)(p.ext),
    },
    {
      code: `${P}-15`,
      field: "ext",
      message: "payment ext fr-ctc-flow6-status for an advice payment must be status code 211 (Paiement transmis)",
      when: (p) => p.type === "advice",
      test: (p) => extHasCodes(EXT_KEY_STATUS, "211")(p.ext),
    },
    {
      code: `${P}-16`,
      field: "ext",
      message: "payment ext fr-ctc-flow6-status for a receipt payment must be status code 212 (Encaissée)",
      when: (p) => p.type === "receipt",
      test: (p) => extHasCodes(EXT_KEY_STATUS, "212")(p.ext),
    },
  ],
};
