/** GOBL's payment rules (GOBL-PAY-*): terms, due dates, instructions, online options and records. */
import { Amount } from "../num/index.ts";
import { isURL, present } from "../rules/checks.ts";
import type { RuleSet } from "../rules/rule.ts";

type Obj = Record<string, any>;

/** GOBL's payment means keys; a key is valid when its first `+` segment is one of them. */
export const MEANS_KEYS = [
  "any",
  "card",
  "card+credit",
  "card+debit",
  "credit-transfer",
  "credit-transfer+sepa",
  "debit-transfer",
  "cash",
  "cheque",
  "bank-draft",
  "direct-debit",
  "direct-debit+sepa",
  "online",
  "promissory-note",
  "netting",
  "other",
] as const;

export const TERM_KEYS = ["end-of-month", "due-date", "deferred", "proximo", "instant", "elective", "pending", "advanced", "delivery", "undefined"] as const;

/** cbc.HasValidKeyIn: "card+visa" is valid because it starts with "card". */
export function isValidMeansKey(key: unknown): boolean {
  if (typeof key !== "string" || key === "") return false;
  const base = key.split("+")[0];
  return (MEANS_KEYS as readonly string[]).includes(base);
}

/** num.NotZero on a value-typed amount: a missing amount is zero; unreadable ones are left to decoding. */
function notZero(v: unknown): boolean {
  try {
    return !Amount.parse(v === undefined || v === null ? "0" : (v as string)).isZero();
  } catch {
    return true;
  }
}

const has = (field: string) => (o: Obj) => present(o[field]);

export const payRules: RuleSet<Obj>[] = [
  {
    type: "pay.DueDate",
    assert: [
      { code: "GOBL-PAY-DUEDATE-01", field: "date", message: "a due date needs its date", test: (d) => d.date !== undefined && d.date !== null },
      { code: "GOBL-PAY-DUEDATE-02", field: "amount", message: "a due date amount cannot be zero", test: (d) => notZero(d.amount) },
    ],
  },
  {
    type: "pay.Instructions",
    assert: [
      { code: "GOBL-PAY-INSTRUCTIONS-01", field: "key", message: "payment instructions need a key", test: has("key") },
      { code: "GOBL-PAY-INSTRUCTIONS-02", field: "key", message: "not a known payment means key", when: has("key"), test: (i) => isValidMeansKey(i.key) },
    ],
  },
  {
    type: "pay.Online",
    assert: [
      { code: "GOBL-PAY-ONLINE-01", field: "url", message: "an online payment needs a valid URL", test: (o) => present(o.url) && isURL(o.url) },
    ],
  },
  {
    type: "pay.Record",
    assert: [
      { code: "GOBL-PAY-RECORD-01", field: "key", message: "not a known payment means key", when: has("key"), test: (r) => isValidMeansKey(r.key) },
    ],
  },
  {
    type: "pay.Terms",
    assert: [
      {
        code: "GOBL-PAY-TERMS-01",
        field: "key",
        message: "not a known payment terms key",
        when: has("key"),
        test: (t) => (TERM_KEYS as readonly string[]).includes(t.key),
      },
    ],
  },
];
