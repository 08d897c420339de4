/**
 * Charges, on the document and on lines.
 *
 * Normalising: a charge whose key has a UNTDID 7161 charge code gets it in
 * `untdid-charge` (replacing any code it had). The table covers the usual
 * keys; any other charge can give its code in the extension directly.
 *
 * Rules: every charge says why, with a reason text or a charge code (BR-36
 * for the document, BR-44 for lines).
 */
import { extHas, mergeExt, type Charge, type LineCharge, type Normalizer, type Validator } from "../../../engine/index.ts";

export const EXT_CHARGE = "untdid-charge";

/** Charge keys and their UNTDID 7161 codes. */
export const CHARGE_CODES: ReadonlyMap<string, string> = new Map(Object.entries({
  "stamp-duty": "ST",
  outlay: "AAE",
  tax: "TX",
  customs: "ABW",
  delivery: "DL",
  packing: "PC",
  handling: "HD",
  insurance: "IN",
  storage: "ABA",
  admin: "AEM",
  cleaning: "CG",
}));

type AnyCharge = Charge | LineCharge;

function setChargeCode(charge: AnyCharge): void {
  const code = CHARGE_CODES.get(charge.key ?? "");
  if (code) mergeExt(charge, { [EXT_CHARGE]: code });
}

const explained = (c: AnyCharge): boolean => !!c.reason || extHas(c.ext, EXT_CHARGE);

export const chargeNormalizers: Normalizer<AnyCharge>[] = [
  { type: "bill.Charge", normalize: setChargeCode },
  { type: "bill.LineCharge", normalize: setChargeCode },
];

export const chargeRules: Validator<Charge> = {
  type: "bill.Charge",
  assert: [
    {
      code: "GOBL-EU-EN16931-BILL-CHARGE-01",
      message: `a document charge needs a reason or a charge code (${EXT_CHARGE}) (BR-36)`,
      test: explained,
    },
  ],
};

export const lineChargeRules: Validator<LineCharge> = {
  type: "bill.LineCharge",
  assert: [
    {
      code: "GOBL-EU-EN16931-BILL-LINECHARGE-01",
      message: `a line charge needs a reason or a charge code (${EXT_CHARGE}) (BR-44)`,
      test: explained,
    },
  ],
};
