/**
 * Flow 6 statuses, their reasons and actions (upstream:
 * addon/flow6/bill_status.go).
 *
 * Normalising a status: the supplier gets the role SE and the customer BY
 * when they have none. Each line's process condition code: a code already
 * on the line sets the line's key and the status type (200 and 209, the
 * supplier's, an update: issued and other; 201-208, 210 and 213
 * responses); otherwise a status without a type takes `update` for an
 * issued line and `response` for the other known keys. Then an update or
 * system status's issued line gets 200 and its other line 209 (further
 * lines lose the code), and a response's line the code of its key: issued
 * 201, acknowledged 202, processing 204, accepted 205, querying 208,
 * rejected 210 (or 207, 206 when given), error 213, other 203.
 *
 * A reason with a CDAR reason code but no key gets the key of the code's
 * group; then a reason gets the first code of its key's group (unless it
 * has another of the group) and a characteristic code (CBB for finance
 * terms, else DIV, keeping DVA and MAJ). An action gets the requested
 * action code of its key (none NOA, provide PIN, reissue NIN, credit-full
 * CNF, credit-partial CNP, credit-amount CNA, other OTH), or the key of
 * its code when it has none.
 *
 * Rules: status 01-24 (type, codes, parties, the single line, its document,
 * reasons and their codes by process code, keys by type), reason 01-02,
 * action 01.
 */
import type { Normalizer, Validator } from "../../../../engine/index.ts";
import { deleteExt, extCode, extHas, extHasCodes, given, present, setExt, setExtIfEmpty, setExtOneOf } from "../../../../engine/index.ts";
import { schemeOf } from "../common/identity.ts";
import {
  ACTION_CODES,
  EXT_KEY_ACTION,
  EXT_KEY_CONDITION,
  EXT_KEY_REASON,
  EXT_KEY_ROLE,
  EXT_KEY_STATUS,
  REASON_CODES,
  STATUS_CONDITION_CODES,
  STATUS_PROCESS_CODES,
} from "./extensions.ts";
import { ALLOWED_IDENTITY_SCHEMES, partyHasInboxUnlessPlatform } from "./party.ts";

type Obj = Record<string, any>;

/** A line's code when given sets the line's key and the status type. */
const CODE_SETS = new Map<string, [type: string, key: string]>(Object.entries({
  "200": ["update", "issued"],
  "201": ["response", "issued"],
  "202": ["response", "acknowledged"],
  "204": ["response", "processing"],
  "205": ["response", "accepted"],
  "206": ["response", "rejected"],
  "207": ["response", "rejected"],
  "210": ["response", "rejected"],
  "208": ["response", "querying"],
  "213": ["response", "error"],
  "203": ["response", "other"],
  // Complétée: the supplier completes a suspended invoice, so it goes out as an update.
  "209": ["update", "other"],
}) as [string, [string, string]][]);

/** The code of a response line's key: the default, then the others kept when given. */
const RESPONSE_CODES = new Map<string, string[]>(Object.entries({
  issued: ["201"],
  acknowledged: ["202"],
  processing: ["204"],
  accepted: ["205"],
  querying: ["208"],
  rejected: ["210", "207", "206"],
  error: ["213"],
  other: ["203"],
}));

function normalizeLine(st: Obj, line: Obj | null | undefined): void {
  if (!line) return;
  const given = extCode(line.ext, EXT_KEY_STATUS);
  if (given) {
    const set = CODE_SETS.get(given);
    if (set) [st.type, line.key] = set;
  } else if (!st.type) {
    if (line.key === "issued") st.type = "update";
    else if (["acknowledged", "processing", "accepted", "querying", "rejected", "error"].includes(line.key)) st.type = "response";
  }
  if (st.type === "update" || st.type === "system") {
    if (line.key === "issued") setExt(line, EXT_KEY_STATUS, "200");
    else if (line.key === "other") setExt(line, EXT_KEY_STATUS, "209");
    else deleteExt(line, EXT_KEY_STATUS);
  } else if (st.type === "response") {
    const codes = RESPONSE_CODES.get(line.key);
    if (codes) setExtOneOf(line, EXT_KEY_STATUS, codes[0], codes);
    else deleteExt(line, EXT_KEY_STATUS);
  }
}

export const statusNormalizer: Normalizer<Obj> = {
  type: "bill.Status",
  normalize(st) {
    if (st.supplier) setExtIfEmpty(st.supplier, EXT_KEY_ROLE, "SE");
    if (st.customer) setExtIfEmpty(st.customer, EXT_KEY_ROLE, "BY");
    for (const line of st.lines ?? []) normalizeLine(st, line);
  },
};

/** The reason codes of each reason key: the default first. */
const REASON_GROUPS = new Map<string, string[]>(Object.entries({
  "finance-terms": ["COORD_BANC_ERR"],
  other: ["AUTRE"],
  legal: ["NON_CONFORME", "TX_TVA_ERR", "REJ_SEMAN", "REJ_COH", "REJ_CONT_B2G", "IRR_VIDE_F", "IRR_TYPE_F", "IRR_SYNTAX", "IRR_TAILLE_PJ", "IRR_NOM_PJ", "IRR_VID_PJ", "IRR_EXT_DOC", "IRR_TAILLE_F", "IRR_ANTIVIRUS"],
  "not-recognized": ["DOUBLON", "TRANSAC_INC", "EMMET_INC", "CONTRAT_TERM", "DOUBLE_FACT", "REJ_UNI"],
  "unknown-receiver": ["DEST_INC", "NON_TRANSMISE", "ROUTAGE_ERR"],
  references: ["CMD_ERR", "JUSTIF_ABS", "DEST_ERR", "ADR_ERR", "SIRET_ERR", "CODE_ROUTAGE_ERR", "REF_CT_ABSENT", "REF_ERR", "REJ_ADR", "REJ_REF_PJ", "REJ_ASS_PJ"],
  prices: ["PU_ERR", "MONTANTTOTAL_ERR", "CALCUL_ERR", "REM_ERR"],
  quantity: ["QTE_ERR"],
  items: ["ART_ERR"],
  "payment-terms": ["MODPAI_ERR"],
  quality: ["QUALITE_ERR"],
  delivery: ["LIVR_INCOMP"],
}));
const FIELD_CONDITIONS = ["DIV", "DVA", "MAJ"];

export const reasonNormalizer: Normalizer<Obj> = {
  type: "bill.Reason",
  normalize(r) {
    if (!r.key) {
      const code = extCode(r.ext, EXT_KEY_REASON);
      const key = [...REASON_GROUPS].find(([, codes]) => codes.includes(code))?.[0];
      if (key) r.key = key;
    }
    const group = REASON_GROUPS.get(r.key);
    if (!group) return;
    setExtOneOf(r, EXT_KEY_REASON, group[0], group);
    const conditions = r.key === "finance-terms" ? ["CBB", ...FIELD_CONDITIONS] : FIELD_CONDITIONS;
    setExtOneOf(r, EXT_KEY_CONDITION, conditions[0], conditions);
  },
};

const ACTION_BY_KEY = new Map<string, string>(Object.entries({
  none: "NOA",
  provide: "PIN",
  reissue: "NIN",
  "credit-full": "CNF",
  "credit-partial": "CNP",
  "credit-amount": "CNA",
  other: "OTH",
}));

export const actionNormalizer: Normalizer<Obj> = {
  type: "bill.Action",
  normalize(a) {
    if (!a.key) {
      const code = extCode(a.ext, EXT_KEY_ACTION);
      const key = [...ACTION_BY_KEY].find(([, c]) => c === code)?.[0];
      if (key) a.key = key;
    }
    const code = ACTION_BY_KEY.get(a.key);
    if (code) setExt(a, EXT_KEY_ACTION, code);
  },
};

const P = "GOBL-FR-CTC-FLOW6-BILL-STATUS";

const LINE_KEYS = ["issued", "acknowledged", "processing", "accepted", "querying", "rejected", "error", "other"];
/** The line keys of the supplier's updates: issued (200) and other (209). */
const UPDATE_KEYS = ["issued", "other"];
/** The codes the businesses declare (the buyer; 209 the supplier): only these need a customer, platform statuses may name the seller alone. */
const BUSINESS_CODES = ["204", "205", "206", "207", "208", "209", "210"];

/** The reason codes each process condition code accepts (BR-FR-CDV-CL-09), with the rule codes. */
const REASONS_BY_STATUS: [rule: string, status: string, name: string, codes: string[]][] = [
  ["17", "200", "Déposée — transmission rejection", ["NON_TRANSMISE"]],
  ["18", "206", "Approuvée partiellement", ["AUTRE", "CMD_ERR", "SIRET_ERR", "CODE_ROUTAGE_ERR", "REF_CT_ABSENT", "REF_ERR", "PU_ERR", "REM_ERR", "QTE_ERR", "ART_ERR", "MODPAI_ERR", "QUALITE_ERR", "LIVR_INCOMP"]],
  [
    "19",
    "207",
    "En litige",
    [
      "AUTRE", "COORD_BANC_ERR", "TX_TVA_ERR", "MONTANTTOTAL_ERR", "CALCUL_ERR", "NON_CONFORME", "DOUBLON", "DEST_ERR", "TRANSAC_INC", "EMMET_INC", "CONTRAT_TERM",
      "DOUBLE_FACT", "CMD_ERR", "ADR_ERR", "SIRET_ERR", "CODE_ROUTAGE_ERR", "REF_CT_ABSENT", "REF_ERR", "PU_ERR", "REM_ERR", "QTE_ERR", "ART_ERR", "MODPAI_ERR",
      "QUALITE_ERR", "LIVR_INCOMP",
    ],
  ],
  ["20", "208", "Suspendue", ["JUSTIF_ABS", "COORD_BANC_ERR", "CMD_ERR", "SIRET_ERR", "CODE_ROUTAGE_ERR", "REF_CT_ABSENT", "REF_ERR"]],
  ["21", "210", "Refusée", ["TX_TVA_ERR", "MONTANTTOTAL_ERR", "CALCUL_ERR", "NON_CONFORME", "DOUBLON", "DEST_ERR", "TRANSAC_INC", "EMMET_INC", "CONTRAT_TERM", "DOUBLE_FACT", "CMD_ERR", "ADR_ERR", "REF_CT_ABSENT"]],
  ["22", "213", "Rejetée sémantique", ["MONTANTTOTAL_ERR", "CALCUL_ERR", "DOUBLON", "ADR_ERR", "REJ_SEMAN", "REJ_UNI", "REJ_COH", "REJ_ADR", "REJ_CONT_B2G", "REJ_REF_PJ", "REJ_ASS_PJ"]],
];

type Path = (string | number)[];
const eachLine = (st: Obj, at: (line: Obj, i: number) => Path[]): Path[] => ((st.lines ?? []) as Obj[]).flatMap((l, i) => (l ? at(l, i) : []));
const hasScheme = (party: Obj, schemes: readonly string[]): boolean => ((party.identities ?? []) as Obj[]).some((id) => schemes.includes(schemeOf(id)));

export const statusRules: Validator<Obj> = {
  type: "bill.Status",
  assert: [
    { code: `${P}-01`, field: "type", message: "status type must be one of: response, update", when: (s) => present(s.type), test: (s) => ["response", "update"].includes(s.type) },
    {
      code: `${P}-02`,
      field: "ext",
      message: "status ext fr-ctc-flow6-status must be a Status-applicable ProcessConditionCode (200-210 or 213); codes 211, 212 belong on bill.Payment",
      test: (s) => extHasCodes(EXT_KEY_STATUS, ...STATUS_PROCESS_CODES)(s.ext),
    },
    { code: `${P}-03`, field: "supplier", message: "status supplier is required (BR-FR-CDV-13)", test: (s) => given(s.supplier) },
    {
      code: `${P}-04`,
      field: "supplier",
      message: "status supplier must have an inbox when its role is not WK or DFH (BR-FR-CDV-08)",
      when: (s) => given(s.supplier),
      test: (s) => partyHasInboxUnlessPlatform(s.supplier),
    },
    {
      code: `${P}-05`,
      field: "supplier.ext",
      message: `status supplier ext ${EXT_KEY_ROLE} is required (BR-FR-CDV-CL-03)`,
      when: (s) => given(s.supplier),
      test: (s) => extHas(s.supplier.ext, EXT_KEY_ROLE),
    },
    {
      code: `${P}-06`,
      field: "supplier.identities",
      message: "status supplier must have an identity with ISO/IEC 6523 scheme 0002 (SIREN)",
      when: (s) => given(s.supplier),
      test: (s) => hasScheme(s.supplier, ["0002"]),
    },
    {
      code: `${P}-07`,
      field: "customer",
      message: "status customer is required (BR-FR-CDV-CL-04)",
      when: (s) => ((s.lines ?? []) as Obj[]).some((l) => BUSINESS_CODES.includes(extCode(l?.ext, EXT_KEY_STATUS))),
      test: (s) => given(s.customer),
    },
    {
      code: `${P}-08`,
      field: "customer",
      message: "status customer must have an inbox when its role is not WK or DFH (BR-FR-CDV-08)",
      when: (s) => given(s.customer),
      test: (s) => partyHasInboxUnlessPlatform(s.customer),
    },
    {
      code: `${P}-09`,
      field: "customer.ext",
      message: `status customer ext ${EXT_KEY_ROLE} is required (BR-FR-CDV-CL-04)`,
      when: (s) => given(s.customer),
      test: (s) => extHas(s.customer.ext, EXT_KEY_ROLE),
    },
    {
      code: `${P}-10`,
      field: "customer.identities",
      message: "status customer must have at least one identity with an iso-scheme-id in the Flow 6 allow-list; STC 0231 is a Flow 2 invoice concept",
      when: (s) => given(s.customer),
      test: (s) => hasScheme(s.customer, ALLOWED_IDENTITY_SCHEMES),
    },
    { code: `${P}-11`, field: "lines", message: "status lines must contain exactly one entry", test: (s) => present(s.lines) && s.lines.length === 1 },
    { code: `${P}-12`, message: "status line doc is required (BR-FR-CDV-10)", failing: (s) => eachLine(s, (l, i) => (given(l.doc) ? [] : [["lines", i, "doc"]])) },
    {
      code: `${P}-13`,
      message: "status line doc code is required (BR-FR-CDV-10)",
      failing: (s) => eachLine(s, (l, i) => (given(l.doc) && !present(l.doc.code) ? [["lines", i, "doc", "code"]] : [])),
    },
    {
      code: `${P}-14`,
      message: "status line doc issue_date is required (BR-FR-CDV-11)",
      failing: (s) => eachLine(s, (l, i) => (given(l.doc) && !present(l.doc.issue_date) ? [["lines", i, "doc", "issue_date"]] : [])),
    },
    {
      code: `${P}-15`,
      message: "status line key must be a recognised Flow 6 event",
      failing: (s) => eachLine(s, (l, i) => (present(l.key) && !LINE_KEYS.includes(l.key) ? [["lines", i, "key"]] : [])),
    },
    {
      code: `${P}-16`,
      message: "status line reasons require at least one entry when key is rejected, querying or error (BR-FR-CDV-14)",
      failing: (s) => eachLine(s, (l, i) => (["rejected", "querying", "error"].includes(l.key) && !present(l.reasons) ? [["lines", i, "reasons"]] : [])),
    },
    ...REASONS_BY_STATUS.map(([rule, status, name, codes]) => ({
      code: `${P}-${rule}`,
      message: `status line reason ext ${EXT_KEY_REASON} for status code ${status} (${name}) must be ${codes.length === 1 ? codes[0] : `one of ${codes.join(", ")}`} (BR-FR-CDV-CL-09)`,
      failing: (s: Obj) =>
        eachLine(s, (l, i) =>
          extCode(l.ext, EXT_KEY_STATUS) !== status
            ? []
            : ((l.reasons ?? []) as Obj[]).flatMap((r, j) => (r && !extHasCodes(EXT_KEY_REASON, ...codes)(r.ext) ? [["lines", i, "reasons", j, "ext"]] : [])),
        ),
    })),
    {
      code: `${P}-23`,
      message: "status line key must be consistent with status type 'response'",
      when: (s) => s.type === "response",
      failing: (s) => eachLine(s, (l, i) => (present(l.key) && !LINE_KEYS.includes(l.key) ? [["lines", i, "key"]] : [])),
    },
    {
      code: `${P}-24`,
      message: "status line key must be consistent with status type 'update'",
      when: (s) => s.type === "update",
      failing: (s) => eachLine(s, (l, i) => (present(l.key) && !UPDATE_KEYS.includes(l.key) ? [["lines", i, "key"]] : [])),
    },
  ],
};

export const reasonRules: Validator<Obj> = {
  type: "bill.Reason",
  assert: [
    {
      code: "GOBL-FR-CTC-FLOW6-BILL-REASON-01",
      field: "ext",
      message: "reason ext fr-ctc-flow6-reason must be a known CDAR ReasonCode",
      test: (r) => extHasCodes(EXT_KEY_REASON, ...REASON_CODES)(r.ext),
    },
    {
      code: "GOBL-FR-CTC-FLOW6-BILL-REASON-02",
      field: "ext",
      message: "reason ext fr-ctc-flow6-condition must be a Status-applicable CharacteristicTypeCode (CBB, DIV, DVA, MAJ, MAP, MAPTTC, MNA, MNATTC, ESC, RAB, REM); MEN, MPA, RAP belong on bill.Payment",
      test: (r) => extHasCodes(EXT_KEY_CONDITION, ...STATUS_CONDITION_CODES)(r.ext),
    },
  ],
};

export const actionRules: Validator<Obj> = {
  type: "bill.Action",
  assert: [
    {
      code: "GOBL-FR-CTC-FLOW6-BILL-ACTION-01",
      field: "ext",
      message: "action ext fr-ctc-flow6-action must be a known CDAR RequestedActionCode (MDT-121)",
      test: (a) => extHasCodes(EXT_KEY_ACTION, ...ACTION_CODES)(a.ext),
    },
  ],
};
