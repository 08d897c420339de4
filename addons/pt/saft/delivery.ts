/**
 * SAF-T on delivery documents (GOBL.pt.saft: addon/deliveries.go).
 *
 * Normalising: without a movement type (`pt-saft-movement-type`), a
 * delivery tagged `return` gets GD, a `note` GR and a `waybill` GT.
 *
 * Rules: the movement type is there (01); series (02) and code (03) follow
 * the AT's formats for it; the supplier has a tax ID (04) with a code (05);
 * the despatch date is there (06); at most one preceding document (07),
 * with its series (08) and code (09).
 */
import { extCode, given, present, setExt, type Normalizer, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_MOVEMENT_TYPE, MOVEMENT_TYPE_DELIVERY_NOTE, MOVEMENT_TYPE_RETURN, MOVEMENT_TYPE_WAYBILL } from "./extensions.ts";
import { codeProblem, failure, seriesProblem } from "./formats.ts";
import { TAG_RETURN } from "./tags.ts";

type Obj = Record<string, any>;

const movementType = (d: Obj): string => extCode(d.tax?.ext, EXT_KEY_MOVEMENT_TYPE);

const TYPES: ReadonlyMap<string, string> = new Map([["note", MOVEMENT_TYPE_DELIVERY_NOTE], ["waybill", MOVEMENT_TYPE_WAYBILL]]);

export const deliveryNormalizer: Normalizer<Obj> = {
  type: "bill.Delivery",
  normalize(d) {
    d.tax ??= {};
    if (extCode(d.tax.ext, EXT_KEY_MOVEMENT_TYPE)) return;
    const code = (d.$tags ?? []).includes(TAG_RETURN) ? MOVEMENT_TYPE_RETURN : TYPES.get(d.type ?? "");
    if (code) setExt(d.tax, EXT_KEY_MOVEMENT_TYPE, code);
  },
};

function precedingFailing(d: Obj, field: string): (string | number)[][] {
  const out: (string | number)[][] = [];
  (d.preceding ?? []).forEach((p: Obj | null, i: number) => {
    if (given(p) && !present(p![field])) out.push(["preceding", i, field]);
  });
  return out;
}

export const deliveryRules: Validator<Obj> = {
  type: "bill.Delivery",
  assert: [
    {
      code: "GOBL-PT-SAFT-BILL-DELIVERY-01",
      message: `delivery tax requires '${EXT_KEY_MOVEMENT_TYPE}' extension`,
      test: (d) => movementType(d) !== "",
    },
    {
      code: "GOBL-PT-SAFT-BILL-DELIVERY-02",
      message: "delivery series format must be valid",
      failing: (d) => failure("delivery series format must be valid", seriesProblem(d.series, movementType(d))),
    },
    {
      code: "GOBL-PT-SAFT-BILL-DELIVERY-03",
      message: "delivery code format must be valid",
      failing: (d) => failure("delivery code format must be valid", codeProblem(d.code, d.series, movementType(d))),
    },
    {
      code: "GOBL-PT-SAFT-BILL-DELIVERY-04",
      field: "supplier.tax_id",
      message: "delivery supplier tax ID is required",
      when: (d) => given(d.supplier),
      test: (d) => given(d.supplier?.tax_id),
    },
    {
      code: "GOBL-PT-SAFT-BILL-DELIVERY-05",
      field: "supplier.tax_id.code",
      message: "delivery supplier tax ID code is required",
      when: (d) => given(d.supplier?.tax_id),
      test: (d) => present(d.supplier?.tax_id?.code),
    },
    { code: "GOBL-PT-SAFT-BILL-DELIVERY-06", field: "despatch_date", message: "delivery despatch date is required", test: (d) => present(d.despatch_date) },
    {
      code: "GOBL-PT-SAFT-BILL-DELIVERY-07",
      field: "preceding",
      message: "delivery preceding must have at most one entry",
      test: (d) => (d.preceding ?? []).length <= 1,
    },
    { code: "GOBL-PT-SAFT-BILL-DELIVERY-08", message: "delivery preceding series is required", failing: (d) => precedingFailing(d, "series") },
    { code: "GOBL-PT-SAFT-BILL-DELIVERY-09", message: "delivery preceding code is required", failing: (d) => precedingFailing(d, "code") },
  ],
};
