/**
 * NF-e identities (GOBL: gobl.br.nfe addon/identities.go): a company's state
 * registration (IE) on parties, and on items the GTIN, the GTIN of the
 * taxable unit, the NCM (Mercosur nomenclature) and the CEST (tax
 * substitution specifier) codes. NCM codes are eight digits, or two for the
 * few cases that take only the chapter (02); CEST codes are seven digits (01).
 */
import { present, type Definition, type Validator } from "../../../engine/index.ts";

export const IDENTITY_KEY_STATE_REG = "br-nfe-state-reg";
export const IDENTITY_KEY_GTIN = "gtin";
export const IDENTITY_KEY_GTIN_TAXABLE = "gtin+taxable";
export const IDENTITY_KEY_NCM = "ncm";
export const IDENTITY_KEY_CEST = "br-nfe-cest";

const CEST_PATTERN = "^\\d{7}$";
const NCM_PATTERN = "^(\\d{2}|\\d{8})$";

export const identities: Definition[] = [
  { key: IDENTITY_KEY_STATE_REG, name: { en: "Company State Registration", pt: "Inscrição Estadual da Empresa" } },
  { key: IDENTITY_KEY_GTIN, name: { en: "Product's GTIN (Global Trade Item Number)", pt: "GTIN (Global Trade Item Number) do produto" } },
  {
    key: IDENTITY_KEY_GTIN_TAXABLE,
    name: { en: "Taxable item's GTIN (Global Trade Item Number)", pt: "GTIN (Global Trade Item Number) da unidade tributável" },
  },
  {
    key: IDENTITY_KEY_NCM,
    name: { en: "Product's NCM (Mercosur Common Nomenclature) code", pt: "Código NCM (Nomenclatura Comum do Mercosul) do produto" },
    pattern: NCM_PATTERN,
  },
  {
    key: IDENTITY_KEY_CEST,
    name: { en: "Product's CEST (Tax Substitution Specifier Code)", pt: "CEST (Código Especificador da Substituição Tributária) do produto" },
    pattern: CEST_PATTERN,
  },
];

type Identity = { key?: string; code?: string };

const CEST_RE = new RegExp(CEST_PATTERN);
const NCM_RE = new RegExp(NCM_PATTERN);

export const identityRules: Validator<Identity> = {
  type: "org.Identity",
  assert: [
    {
      code: "GOBL-BR-NFE-ORG-IDENTITY-01",
      field: "code",
      message: "a CEST code is seven digits",
      when: (id) => id.key === IDENTITY_KEY_CEST && present(id.code),
      test: (id) => CEST_RE.test(id.code ?? ""),
    },
    {
      code: "GOBL-BR-NFE-ORG-IDENTITY-02",
      field: "code",
      message: "an NCM code is eight digits without separators (two, the chapter alone, in the few cases that allow it)",
      when: (id) => id.key === IDENTITY_KEY_NCM && present(id.code),
      test: (id) => NCM_RE.test(id.code ?? ""),
    },
  ],
};
