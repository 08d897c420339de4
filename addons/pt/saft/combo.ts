/**
 * SAF-T on tax combos and category totals (GOBL.pt.saft: addon/tax_combo.go).
 *
 * Normalising a VAT combo:
 * - taxed in another country: tax rate code OUT, nothing else;
 * - with no key (or `exempt`), the key follows the exemption code: a reverse
 *   charge code (M30–M33, M40–M43) gives `reverse-charge`, M04/M05 `export`,
 *   M16 `intra-community`, M44–M46/M99 `outside-scope`, the other exemption
 *   codes `exempt`; no code leaves `standard`;
 * - with no rate, the tax rate code gives it (RED reduced, INT intermediate,
 *   NOR general, OUT other);
 * - then by key: `standard` with a known rate gets its code and loses any
 *   exemption code; every other key gets ISE and, unless one of the key's
 *   own exemption codes is given, a default one (reverse charge M40, outside
 *   scope M99, intra-community M16, export M05, exempt and zero M07).
 *
 * Rules, on combos and on the rates of VAT category totals alike (01, 02):
 * a VAT row carries the region (`pt-region`) and the tax rate code, and an
 * ISE row its exemption code.
 */
import { extCode, extHas, setExt, setExtOneOf, deleteExt, type CategoryTotal, type Combo, type Normalizer, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_EXEMPTION, EXT_KEY_REGION, EXT_KEY_TAX_RATE, TAX_RATE_EXEMPT, TAX_RATE_INTERMEDIATE, TAX_RATE_NORMAL, TAX_RATE_OTHER, TAX_RATE_REDUCED } from "./extensions.ts";

const VAT = "VAT";
const HOME_COUNTRY = "PT";

/** SAF-T tax rate codes by rate key, in GOBL's order. */
const RATE_CODES: ReadonlyMap<string, string> = new Map([
  ["reduced", TAX_RATE_REDUCED],
  ["intermediate", TAX_RATE_INTERMEDIATE],
  ["general", TAX_RATE_NORMAL],
  ["other", TAX_RATE_OTHER],
]);

const REVERSE_CHARGE_CODES = ["M40", "M30", "M31", "M32", "M33", "M41", "M42", "M43"];
const OUTSIDE_SCOPE_CODES = ["M99", "M44", "M45", "M46"];
const EXPORT_CODES = ["M05", "M04"];
const INTRA_COMMUNITY_CODES = ["M16"];
const EXEMPT_CODES = ["M07", "M01", "M02", "M03", "M06", "M09", "M10", "M11", "M12", "M13", "M14", "M15", "M19", "M20", "M21", "M25", "M26"];

/** For each key that bears no tax: its exemption codes, the default first. */
const KEY_EXEMPTIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ["reverse-charge", REVERSE_CHARGE_CODES],
  ["outside-scope", OUTSIDE_SCOPE_CODES],
  ["intra-community", INTRA_COMMUNITY_CODES],
  ["export", EXPORT_CODES],
  ["exempt", EXEMPT_CODES],
  ["zero", EXEMPT_CODES],
]);

/** The key an exemption code stands for; "" when it stands for none. */
function keyForExemption(code: string): string {
  for (const [key, codes] of KEY_EXEMPTIONS) if (key !== "zero" && codes.includes(code)) return key;
  return "";
}

function prepareKey(c: Combo): void {
  if (c.key && c.key !== "exempt") return;
  const key = keyForExemption(extCode(c.ext, EXT_KEY_EXEMPTION));
  if (key) c.key = key;
  else if (!c.key) c.key = "standard";
}

function prepareRate(c: Combo): void {
  if (c.rate) return;
  const code = extCode(c.ext, EXT_KEY_TAX_RATE);
  if (!code) return;
  for (const [rate, rc] of RATE_CODES) {
    if (rc === code) {
      c.rate = rate;
      return;
    }
  }
}

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  normalize(c) {
    if (c.cat !== VAT) return;
    if (c.country && c.country !== HOME_COUNTRY) {
      setExt(c, EXT_KEY_TAX_RATE, TAX_RATE_OTHER);
      return;
    }
    prepareKey(c);
    prepareRate(c);
    if (c.key === "standard") {
      const code = RATE_CODES.get(c.rate ?? "");
      if (code) {
        deleteExt(c, EXT_KEY_EXEMPTION);
        setExt(c, EXT_KEY_TAX_RATE, code);
      }
      return;
    }
    const codes = KEY_EXEMPTIONS.get(c.key ?? "");
    if (!codes) return;
    setExt(c, EXT_KEY_TAX_RATE, TAX_RATE_EXEMPT);
    setExtOneOf(c, EXT_KEY_EXEMPTION, codes[0]!, codes);
  },
};

/** An ISE row carries its exemption code. */
const exemptionGiven = (ext: unknown): boolean => extCode(ext, EXT_KEY_TAX_RATE) !== TAX_RATE_EXEMPT || extCode(ext, EXT_KEY_EXEMPTION) !== "";

export const comboRules: Validator<Combo> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-PT-SAFT-TAX-COMBO-01",
      field: "ext",
      message: `a VAT combo needs its region (${EXT_KEY_REGION}) and SAF-T tax rate code (${EXT_KEY_TAX_RATE})`,
      when: (c) => c.cat === VAT,
      test: (c) => extHas(c.ext, EXT_KEY_REGION, EXT_KEY_TAX_RATE) && !!extCode(c.ext, EXT_KEY_REGION) && !!extCode(c.ext, EXT_KEY_TAX_RATE),
    },
    {
      code: "GOBL-PT-SAFT-TAX-COMBO-02",
      field: "ext",
      message: `a VAT combo with the exempt tax rate code (${TAX_RATE_EXEMPT}) needs its exemption code (${EXT_KEY_EXEMPTION})`,
      when: (c) => c.cat === VAT,
      test: (c) => exemptionGiven(c.ext),
    },
  ],
};

/** The VAT rate rows of a category total lacking what `ok` asks of their ext. */
function vatRatesFailing(ct: CategoryTotal, ok: (ext: unknown) => boolean): (string | number)[][] {
  if (ct.code !== VAT) return [];
  const out: (string | number)[][] = [];
  (ct.rates ?? []).forEach((r, i) => {
    if (r && !ok((r as { ext?: unknown }).ext)) out.push(["rates", i, "ext"]);
  });
  return out;
}

export const categoryTotalRules: Validator<CategoryTotal> = {
  type: "tax.CategoryTotal",
  assert: [
    {
      code: "GOBL-PT-SAFT-TAX-CATEGORYTOTAL-01",
      message: `a VAT rate total needs its region (${EXT_KEY_REGION}) and SAF-T tax rate code (${EXT_KEY_TAX_RATE})`,
      failing: (ct) => vatRatesFailing(ct, (ext) => !!extCode(ext, EXT_KEY_REGION) && !!extCode(ext, EXT_KEY_TAX_RATE)),
    },
    {
      code: "GOBL-PT-SAFT-TAX-CATEGORYTOTAL-02",
      message: `a VAT rate total with the exempt tax rate code (${TAX_RATE_EXEMPT}) needs its exemption code (${EXT_KEY_EXEMPTION})`,
      failing: (ct) => vatRatesFailing(ct, exemptionGiven),
    },
  ],
};
