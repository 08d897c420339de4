import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

/** The key of Argentina's increased VAT rate (27%), beyond the general and reduced ones. */
export const TAX_RATE_INCREASED = "increased";

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { en: "VAT", es: "IVA" },
    title: { en: "Value Added Tax", es: "Impuesto al Valor Agregado" },
    desc: {
      en: [
        "IVA, Argentina's value added tax, is charged on most sales of goods and services.",
        "Besides its 21% general rate there is a lower 10.5% rate for some basic goods and",
        "services, a higher 27% rate for certain metered utilities, and 0% for exports and a",
        "few other cases.",
      ].join("\n"),
      es: [
        "El IVA grava la mayoría de las ventas de bienes y prestaciones de servicios en la",
        "Argentina. Junto a la alícuota general del 21% existen una alícuota menor del 10,5%",
        "para ciertos bienes y servicios básicos, una mayor del 27% para algunos servicios",
        "medidos, y el 0% para exportaciones y otros casos puntuales.",
      ].join("\n"),
    },
    keys: globalVATKeys(),
    rates: [
      {
        rate: TAX_RATE_INCREASED,
        keys: ["standard"],
        name: { en: "Increased Rate", es: "Alícuota Incrementada" },
        desc: {
          en: "For gas, electricity and water supplied through a meter, and the other services listed in points 4 to 6 of article 3(e) of the VAT law, when the buyer is a registered taxpayer.",
          es: "Para el gas, la electricidad y el agua provistos por medidor, y los demás servicios enumerados en los puntos 4 a 6 del artículo 3, inciso e), de la ley del IVA, cuando el comprador es un responsable inscripto.",
        },
        values: [{ since: "1995-04-01", percent: "27.0%" }],
      },
      {
        rate: "general",
        keys: ["standard"],
        name: { en: "General Rate", es: "Alícuota General" },
        values: [{ since: "1995-04-01", percent: "21.0%" }],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { en: "Reduced Rate", es: "Alícuota Reducida" },
        desc: {
          en: "For building work, medicines, passenger transport, cattle and farm produce used as food, among other things.",
          es: "Para obras de construcción, medicamentos, transporte de pasajeros, hacienda y productos agropecuarios destinados a la alimentación, entre otros.",
        },
        values: [{ since: "1995-04-01", percent: "10.5%" }],
      },
    ],
    sources: [
      {
        title: { en: "VAT law - Article 28" },
        url: "https://biblioteca.arca.gob.ar/cuadroslegislativos/getAdjunto.aspx?i=7833",
      },
    ],
  },
];
