import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

/** Italian withholdings besides VAT, each with its FatturaPA `TipoRitenuta` code. */
export const TAX_CATEGORY_IRPEF = "IRPEF"; // RT01
export const TAX_CATEGORY_IRES = "IRES"; // RT02
export const TAX_CATEGORY_INPS = "INPS"; // RT03
export const TAX_CATEGORY_ENASARCO = "ENASARCO"; // RT04
export const TAX_CATEGORY_ENPAM = "ENPAM"; // RT05
export const TAX_CATEGORY_CP = "CP"; // RT06, any other social security contribution

/** Map key of a category's FatturaPA withholding type (`TipoRitenuta`). */
export const KEY_FATTURAPA_TIPO_RITENUTA = "fatturapa-tipo-ritenuta";
/** Map key of a FatturaPA payment method (`ModalitaPagamento`). */
export const KEY_FATTURAPA_MODALITA_PAGAMENTO = "fatturapa-modalita-pagamento";

const ritenuta = (code: string) => ({ [KEY_FATTURAPA_TIPO_RITENUTA]: code });

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { en: "VAT", it: "IVA" },
    title: { en: "Value Added Tax", it: "Imposta sul Valore Aggiunto" },
    keys: globalVATKeys(),
    // Italy's four VAT rates, from the lowest up; none is dated.
    rates: [
      {
        rate: "super-reduced",
        keys: ["standard"],
        name: { en: "Minimum Rate", it: "Aliquota Minima" },
        values: [{ percent: "4.0%" }],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { en: "Reduced Rate", it: "Aliquota Ridotta" },
        values: [{ percent: "5.0%" }],
      },
      {
        rate: "intermediate",
        keys: ["standard"],
        name: { en: "Intermediate Rate", it: "Aliquota Intermedia" },
        values: [{ percent: "10.0%" }],
      },
      {
        rate: "general",
        keys: ["standard"],
        name: { en: "General Rate", it: "Aliquota Ordinaria" },
        values: [{ percent: "22.0%" }],
      },
    ],
  },
  {
    code: TAX_CATEGORY_IRPEF,
    name: { en: "IRPEF", it: "IRPEF" },
    title: { en: "Personal Income Tax", it: "Imposta sul Reddito delle Persone Fisiche" },
    retained: true,
    map: ritenuta("RT01"),
  },
  {
    code: TAX_CATEGORY_IRES,
    name: { en: "IRES", it: "IRES" },
    title: { en: "Corporate Income Tax", it: "Imposta sul Reddito delle Società" },
    retained: true,
    map: ritenuta("RT02"),
  },
  {
    code: TAX_CATEGORY_INPS,
    name: { en: "INPS Contribution", it: "Contributo INPS" },
    title: {
      en: "Contribution to the National Social Security Institute",
      it: "Contributo Istituto Nazionale della Previdenza Sociale",
    },
    retained: true,
    map: ritenuta("RT03"),
  },
  {
    code: TAX_CATEGORY_ENASARCO,
    name: { en: "ENASARCO Contribution", it: "Contributo ENASARCO" },
    title: {
      en: "Contribution to the National Welfare Board for Sales Agents and Representatives",
      it: "Contributo Ente Nazionale Assistenza Agenti e Rappresentanti di Commercio",
    },
    retained: true,
    map: ritenuta("RT04"),
  },
  {
    code: TAX_CATEGORY_ENPAM,
    name: { en: "ENPAM Contribution", it: "Contributo ENPAM" },
    title: {
      en: "Contribution to the National Pension and Welfare Board for Doctors",
      it: "Contributo - Ente Nazionale Previdenza e Assistenza Medici",
    },
    retained: true,
    map: ritenuta("RT05"),
  },
  {
    code: TAX_CATEGORY_CP,
    name: { en: "Other Social Security Contributions", it: "Altro Contributo Previdenziale" },
    title: { en: "Other Social Security Contributions", it: "Altro Contributo Previdenziale" },
    retained: true,
    map: ritenuta("RT06"),
  },
];
