import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

/** Spanish tax categories besides VAT. */
export const TAX_CATEGORY_IGIC = "IGIC";
export const TAX_CATEGORY_IPSI = "IPSI";
export const TAX_CATEGORY_IRPF = "IRPF";
export const TAX_CATEGORY_IRNR = "IRNR";

/** Suffix of the VAT rates that carry the equivalence surcharge (`general+eqs`). */
export const TAX_RATE_EQUIVALENCE = "eqs";


export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { ca: "IVA", en: "VAT", es: "IVA", eu: "BEZ", gl: "IVE" },
    title: {
      ca: "Impost sobre el Valor Afegit",
      en: "Value Added Tax",
      es: "Impuesto sobre el Valor Añadido",
      eu: "Balio Erantsiaren Zerga",
      gl: "Imposto sobre o Valor Engadido",
    },
    desc: {
      en: "IVA, the Spanish VAT, charged on supplies of goods and services in mainland Spain and the Balearic Islands under the EU VAT Directive. Retailers under the equivalence surcharge scheme are charged the surcharge on top of the rate.",
    },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: {
          ca: "Tipus general",
          en: "Standard Rate",
          es: "Tipo General",
          eu: "Tasa Orokorra",
          gl: "Tipo Xeral",
        },
        values: [
          { since: "2012-09-01", percent: "21.0%" },
          { since: "2010-07-01", percent: "18.0%" },
          { since: "1995-01-01", percent: "16.0%" },
          { since: "1993-01-01", percent: "15.0%" },
        ],
      },
      {
        rate: "general+eqs",
        keys: ["standard"],
        name: {
          ca: "Tipus general + Recàrrec d'equivalència",
          en: "Standard Rate + Equivalence Surcharge",
          es: "Tipo General + Recargo de Equivalencia",
          eu: "Tasa Orokorra + Baliokidetasun Errekargua",
          gl: "Tipo Xeral + Recargo de Equivalencia",
        },
        values: [
          { since: "2012-09-01", percent: "21.0%", surcharge: "5.2%" },
          { since: "2010-07-01", percent: "18.0%", surcharge: "4.0%" },
        ],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: {
          ca: "Tipus reduït",
          en: "Reduced Rate",
          es: "Tipo Reducido",
          eu: "Tasa Murriztua",
          gl: "Tipo Reducido",
        },
        values: [
          { since: "2012-09-01", percent: "10.0%" },
          { since: "2010-07-01", percent: "8.0%" },
          { since: "1995-01-01", percent: "7.0%" },
          { since: "1993-01-01", percent: "6.0%" },
        ],
      },
      {
        rate: "reduced+eqs",
        keys: ["standard"],
        name: {
          ca: "Tipus reduït + Recàrrec d'equivalència",
          en: "Reduced Rate + Equivalence Surcharge",
          es: "Tipo Reducido + Recargo de Equivalencia",
          eu: "Tasa Murriztua + Baliokidetasun Errekargua",
          gl: "Tipo Reducido + Recargo de Equivalencia",
        },
        values: [
          { since: "2012-09-01", percent: "10.0%", surcharge: "1.4%" },
          { since: "2010-07-01", percent: "8.0%", surcharge: "1.0%" },
        ],
      },
      {
        rate: "super-reduced",
        keys: ["standard"],
        name: {
          ca: "Tipus superreduït",
          en: "Super-Reduced Rate",
          es: "Tipo Superreducido",
          eu: "Tasa Oso Murriztua",
          gl: "Tipo Superreducido",
        },
        values: [
          { since: "1995-01-01", percent: "4.0%" },
          { since: "1993-01-01", percent: "3.0%" },
        ],
      },
      {
        rate: "super-reduced+eqs",
        keys: ["standard"],
        name: {
          ca: "Tipus superreduït + Recàrrec d'equivalència",
          en: "Super-Reduced Rate + Equivalence Surcharge",
          es: "Tipo Superreducido + Recargo de Equivalencia",
          eu: "Tasa Oso Murriztua + Baliokidetasun Errekargua",
          gl: "Tipo Superreducido + Recargo de Equivalencia",
        },
        values: [{ since: "1995-01-01", percent: "4.0%", surcharge: "0.5%" }],
      },
    ],
  },
  {
    // IGIC works as the Canary Islands' own VAT, so it takes the same keys.
    // Only its common rates are listed; others are given as percentages.
    code: TAX_CATEGORY_IGIC,
    name: { ca: "IGIC", en: "IGIC", es: "IGIC", eu: "IGIC", gl: "IGIC" },
    title: {
      ca: "Impost General Indirecte Canari",
      en: "Canary Island General Indirect Tax",
      es: "Impuesto General Indirecto Canario",
      eu: "Kanariar Uharteetako Zerga Orokor Zeharkakoa",
      gl: "Imposto Xeral Indirecto Canario",
    },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: {
          ca: "Tipus general",
          en: "General Rate",
          es: "Tipo General",
          eu: "Tasa Orokorra",
          gl: "Tipo Xeral",
        },
        values: [{ percent: "7.0%" }],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: {
          ca: "Tipus reduït",
          en: "Reduced Rate",
          es: "Tipo Reducido",
          eu: "Tasa Murriztua",
          gl: "Tipo Reducido",
        },
        values: [{ percent: "3.0%" }],
      },
    ],
  },
  {
    // IPSI (Ceuta and Melilla) has no keys or named rates: invoices give the percentage.
    code: TAX_CATEGORY_IPSI,
    name: { ca: "IPSI", en: "IPSI", es: "IPSI", eu: "IPSI", gl: "IPSI" },
    title: {
      ca: "Impost sobre la Producció, els Serveis i la Importació",
      en: "Production, Services, and Import Tax",
      es: "Impuesto sobre la Producción, los Servicios y la Importación",
      eu: "Ekoizpen, Zerbitzu eta Inportazio Zerga",
      gl: "Imposto sobre a Produción, os Servizos e a Importación",
    },
  },
  {
    code: TAX_CATEGORY_IRPF,
    name: { ca: "IRPF", en: "IRPF", es: "IRPF", eu: "IRPF", gl: "IRPF" },
    title: {
      ca: "Impost sobre la renda de les persones físiques.",
      en: "Personal income tax.",
      es: "Impuesto sobre la renta de las personas físicas.",
      eu: "Pertsona fisikoen errentaren gaineko zerga.",
      gl: "Imposto sobre a renda das persoas físicas.",
    },
    retained: true,
    rates: [
      {
        rate: "pro",
        name: {
          ca: "Professionals",
          en: "Professional Rate",
          es: "Profesionales",
          eu: "Profesionalak",
          gl: "Profesionais",
        },
        values: [
          { since: "2015-07-12", percent: "15.0%" },
          { since: "2015-01-01", percent: "19.0%" },
          { since: "2012-09-01", percent: "21.0%" },
          { since: "2007-01-01", percent: "15.0%" },
        ],
      },
      {
        rate: "pro-start",
        name: {
          ca: "Inici Professionals",
          en: "Professional Starting Rate",
          es: "Profesionales Inicio",
          eu: "Hasiera Profesionalak",
          gl: "Inicio Profesionais",
        },
        values: [{ since: "2007-01-01", percent: "7.0%" }],
      },
      {
        rate: "capital",
        name: {
          ca: "Lloguers o Interessos de Capital",
          en: "Rental or Interest Capital",
          es: "Alquileres o Intereses de Capital",
          eu: "Errentamenduak edo Kapitalaren Interesak",
          gl: "Alugueres ou Intereses de Capital",
        },
        values: [{ since: "2007-01-01", percent: "19.0%" }],
      },
      {
        rate: "modules",
        name: {
          ca: "Tipus Mòduls",
          en: "Modules Rate",
          es: "Tipo Modulos",
          eu: "Modulu Tasa",
          gl: "Tipo Módulos",
        },
        values: [{ since: "2007-01-01", percent: "1.0%" }],
      },
    ],
  },
  {
    code: TAX_CATEGORY_IRNR,
    name: { ca: "IRNR", en: "IRNR", es: "IRNR", eu: "IRNR", gl: "IRNR" },
    title: {
      ca: "Impost sobre la renda de no residents",
      en: "Non-residents income tax",
      es: "Impuesto sobre la renta de no residentes",
      eu: "Ez egoiliarren errentaren gaineko zerga",
      gl: "Imposto sobre a renda de non residentes",
    },
    desc: {
      en: "Income tax owed by people and companies not resident in Spain on income earned there without a permanent establishment (Real Decreto Legislativo 5/2004). The Spanish payer withholds it from each payment; the percentage depends on the kind of income and on the recipient's country of residence, so it is given on the invoice.",
    },
    retained: true,
  },
];
