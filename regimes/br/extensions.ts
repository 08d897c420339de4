import type { Definition } from "../../engine/index.ts";

/** Extension key of a party's municipality, by its IBGE code. */
export const EXT_KEY_MUNICIPALITY = "br-ibge-municipality";

/** What an IBGE municipality code looks like: seven digits. */
export const MUNICIPALITY_PATTERN = "^\\d{7}$";

export const extensions: Definition[] = [
  {
    key: EXT_KEY_MUNICIPALITY,
    name: { en: "IBGE Municipality Code", pt: "Código do Município do IBGE" },
    desc: {
      en: "Seven-digit code of a Brazilian municipality in the official list kept by IBGE, the national statistics institute; São Paulo, for example, is 3550308.",
      pt: "Código de sete dígitos do município na tabela oficial do IBGE; o da cidade de São Paulo, por exemplo, é 3550308.",
    },
    sources: [
      {
        title: { en: "IBGE - Municipalities Codes", pt: "IBGE - Códigos dos Municípios" },
        url: "https://www.ibge.gov.br/explica/codigos-dos-municipios.php",
      },
    ],
    pattern: MUNICIPALITY_PATTERN,
  },
];
