/**
 * SAF-T on orders (GOBL.pt.saft: addon/orders.go).
 *
 * Normalising: without a work type (`pt-saft-work-type`), a purchase order
 * gets NE and a quote OR; the value date is filled as for invoices.
 *
 * Rules: the work type is there (01) and is not one for invoices (02);
 * series (03) and code (04) follow the AT's formats for it; the value date
 * is there (05); every line has a VAT combo (06).
 */
import { extCode, extHas, present, setExt, type Normalizer, type Validator } from "../../../engine/index.ts";
import { valueDate } from "./dates.ts";
import { EXT_KEY_WORK_TYPE, WORK_TYPE_BUDGETS, WORK_TYPE_PURCHASE_ORDER } from "./extensions.ts";
import { codeProblem, failure, seriesProblem } from "./formats.ts";
import { INVOICE_WORK_TYPES, linesWithoutVAT } from "./invoice.ts";

type Obj = Record<string, any>;

const workType = (o: Obj): string => extCode(o.tax?.ext, EXT_KEY_WORK_TYPE);
const TYPES: ReadonlyMap<string, string> = new Map([["purchase", WORK_TYPE_PURCHASE_ORDER], ["quote", WORK_TYPE_BUDGETS]]);

export const orderNormalizer: Normalizer<Obj> = {
  type: "bill.Order",
  normalize(o) {
    o.tax ??= {};
    if (!extHas(o.tax.ext, EXT_KEY_WORK_TYPE)) {
      const code = TYPES.get(o.type ?? "");
      if (code) setExt(o.tax, EXT_KEY_WORK_TYPE, code);
    }
    o.value_date = valueDate(o);
  },
};

export const orderRules: Validator<Obj> = {
  type: "bill.Order",
  assert: [
    { code: "GOBL-PT-SAFT-BILL-ORDER-01", message: `tax requires '${EXT_KEY_WORK_TYPE}' extension`, test: (o) => workType(o) !== "" },
    {
      code: "GOBL-PT-SAFT-BILL-ORDER-02",
      message: "work type must not be an invoice work type",
      failing: (o) => {
        const wt = workType(o);
        return wt && INVOICE_WORK_TYPES.includes(wt) ? failure("work type must not be an invoice work type", `value '${wt}' invalid`) : [];
      },
    },
    {
      code: "GOBL-PT-SAFT-BILL-ORDER-03",
      message: "series format must be valid",
      failing: (o) => failure("series format must be valid", seriesProblem(o.series, workType(o))),
    },
    {
      code: "GOBL-PT-SAFT-BILL-ORDER-04",
      message: "code format must be valid",
      failing: (o) => failure("code format must be valid", codeProblem(o.code, o.series, workType(o))),
    },
    { code: "GOBL-PT-SAFT-BILL-ORDER-05", field: "value_date", message: "the value date cannot be blank", test: (o) => present(o.value_date) },
    { code: "GOBL-PT-SAFT-BILL-ORDER-06", message: "line taxes must include VAT category", failing: (o) => linesWithoutVAT(o) },
  ],
};
