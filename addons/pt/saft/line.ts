/**
 * SAF-T on invoice, order and delivery lines (GOBL.pt.saft: addon/line.go).
 *
 * Normalising: a line with an exempt VAT combo gets the legal note naming
 * the exemption (see notes.ts).
 *
 * Rules: the quantity is positive (01); the sum (02), the total (03) and
 * every discount amount (04) are not negative; the exemption notes agree
 * with the VAT combo's exemption code (05).
 */
import { extCode, given, present, type Line, type Normalizer, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_EXEMPTION, exemptionText } from "./extensions.ts";
import { exemptionNotesProblem, isExemptionNote } from "./notes.ts";

type Obj = Record<string, any>;

const negative = (v: unknown): boolean => present(v) && Number(v) < 0;

function vatExemption(line: Line): string {
  const vat = ((line as Obj).taxes ?? []).find((t: Obj | null) => t?.cat === "VAT");
  return vat ? extCode(vat.ext, EXT_KEY_EXEMPTION) : "";
}

export const lineNormalizer: Normalizer<Line> = {
  type: "bill.Line",
  normalize(line) {
    const l = line as Obj;
    for (const tc of l.taxes ?? []) {
      const code = extCode(tc?.ext, EXT_KEY_EXEMPTION);
      if (!code) continue;
      if ((l.notes ?? []).some(isExemptionNote)) continue;
      const text = exemptionText(code);
      if (!text) continue;
      (l.notes ??= []).push({ key: "legal", src: EXT_KEY_EXEMPTION, code, text });
    }
  },
};

export const lineRules: Validator<Line> = {
  type: "bill.Line",
  assert: [
    {
      code: "GOBL-PT-SAFT-BILL-LINE-01",
      field: "quantity",
      message: "a line's quantity must be greater than 0",
      when: (l) => present((l as Obj).quantity),
      test: (l) => Number((l as Obj).quantity) > 0,
    },
    { code: "GOBL-PT-SAFT-BILL-LINE-02", field: "sum", message: "a line's sum must not be negative", test: (l) => !negative((l as Obj).sum) },
    { code: "GOBL-PT-SAFT-BILL-LINE-03", field: "total", message: "a line's total must not be negative", test: (l) => !negative((l as Obj).total) },
    {
      code: "GOBL-PT-SAFT-BILL-LINE-04",
      message: "a line discount's amount must not be negative",
      failing: (l) => {
        const out: (string | number)[][] = [];
        ((l as Obj).discounts ?? []).forEach((d: Obj | null, i: number) => {
          if (given(d) && negative(d!.amount)) out.push(["discounts", i, "amount"]);
        });
        return out;
      },
    },
    {
      code: "GOBL-PT-SAFT-BILL-LINE-05",
      message: "the line's exemption notes are not valid",
      failing: (l) => {
        const problem = exemptionNotesProblem((l as Obj).notes, vatExemption(l));
        return problem ? [{ at: ["notes"], message: `the line's exemption notes are not valid: ${problem}` }] : [];
      },
    },
  ],
};
