import type { ScenarioSet } from "../../../engine/index.ts";
import { EXT_KEY_FORMAT, EXT_KEY_DOC_TYPE } from "./extensions.ts";

/** How the invoice type and tags choose the FatturaPA transmission format and document type. */
export const scenarios: ScenarioSet[] = [
  {
    schema: "bill/invoice",
    list: [
      { name: { en: "Private Invoice", it: "Fattura Privata" }, ext: { [EXT_KEY_FORMAT]: "FPR12" } },
      {
        name: { en: "Government Invoice", it: "Fattura Pubblica" },
        tags: ["b2g"],
        ext: { [EXT_KEY_FORMAT]: "FPA12" },
      },
      {
        name: { en: "Regular Invoice", it: "Fattura" },
        type: ["standard"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD01" },
      },
      {
        name: { en: "Advance or down payment on invoice", it: "Acconto / anticipo su fattura" },
        type: ["standard"],
        tags: ["partial"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD02" },
      },
      {
        name: { en: "Credit Note", it: "Nota di credito" },
        type: ["credit-note"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD04" },
      },
      {
        name: { en: "Debit Note", it: "Nota di debito" },
        type: ["debit-note"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD05" },
      },
      {
        name: { en: "Freelancer invoice with retained taxes", it: "Parcella" },
        type: ["standard"],
        tags: ["freelance"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD06" },
      },
      {
        name: { en: "Advance or down payment on freelance invoice", it: "Acconto / anticipo su parcella" },
        type: ["standard"],
        tags: ["partial", "freelance"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD03" },
      },
      {
        name: { en: "Simplified Invoice", it: "Fattura Semplificata" },
        type: ["standard"],
        tags: ["simplified"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD07" },
      },
      {
        name: { en: "Simplified Credit Note", it: "Nota di credito semplificata" },
        type: ["credit-note"],
        tags: ["simplified"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD08" },
      },
      {
        name: { en: "Simplified Debit Note", it: "Nota di debito semplificata" },
        type: ["debit-note"],
        tags: ["simplified"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD09" },
      },
      {
        name: {
          en: "Self-billed for self consumption or for free transfer without recourse",
          it: "Fattura per autoconsumo o per cessioni gratuite senza rivalsa",
        },
        type: ["standard"],
        tags: ["self-billed"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD27" },
      },
      {
        name: { en: "Reverse charge", it: "Integrazione fattura reverse charge interno" },
        type: ["standard"],
        tags: ["self-billed", "reverse-charge"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD16" },
      },
      {
        name: { en: "Self-billed Import", it: "Integrazione/autofattura per acquisto servizi da estero" },
        type: ["standard"],
        tags: ["self-billed", "import"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD17" },
      },
      {
        name: { en: "Self-billed EU Goods Import", it: "Integrazione per acquisto beni intracomunitari" },
        type: ["standard"],
        tags: ["self-billed", "import", "goods-eu"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD18" },
      },
      {
        name: {
          en: "Self-billed Goods Import",
          it: "Integrazione/autofattura per acquisto beni ex art.17 c.2 DPR 633/72",
        },
        type: ["standard"],
        tags: ["self-billed", "import", "goods"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD19" },
      },
      {
        name: {
          en: "Self-billed Regularization",
          it: "Autofattura per regolarizzazione e integrazione delle fatture - art.6 c.8 d.lgs.471/97 o art.46 c.5 D.L.331/93",
        },
        type: ["standard"],
        tags: ["self-billed", "regularization"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD20" },
      },
      {
        name: { en: "Self-billed invoice when ceiling exceeded", it: "Autofattura per splafonamento" },
        type: ["standard"],
        tags: ["self-billed", "ceiling-exceeded"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD21" },
      },
      {
        name: { en: "Self-billed for goods extracted from VAT warehouse", it: "Estrazione beni da Deposito IVA" },
        type: ["standard"],
        tags: ["self-billed", "goods-extracted"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD22" },
      },
      {
        name: {
          en: "Self-billed for goods extracted from VAT warehouse with VAT payment",
          it: "Estrazione beni da Deposito IVA con versamento IVA",
        },
        type: ["standard"],
        tags: ["self-billed", "goods-with-tax"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD23" },
      },
      {
        name: {
          en: "Deferred invoice ex art.21, c.4, lett. a) DPR 633/72",
          it: "Fattura differita - art.21 c.4 lett. a",
        },
        type: ["standard"],
        tags: ["deferred"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD24" },
      },
      {
        name: {
          en: "Deferred invoice ex art.21, c.4, third period lett. b) DPR 633/72",
          it: "Fattura differita - art.21 c.4 terzo periodo lett. b",
        },
        type: ["standard"],
        tags: ["deferred", "third-period"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD25" },
      },
      {
        name: {
          en: "Sale of depreciable assets and for internal transfers (ex art.36 DPR 633/72",
          it: "Cessione di beni ammortizzabili e per passaggi interni - art.36 DPR 633/72",
        },
        type: ["standard"],
        tags: ["depreciable-assets"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD26" },
      },
      {
        name: {
          en: "Purchases from San Marino with VAT (paper invoice)",
          it: "Acquisti da San Marino con IVA (fattura cartacea)",
        },
        type: ["standard"],
        tags: ["self-billed", "san-marino-paper"],
        ext: { [EXT_KEY_DOC_TYPE]: "TD28" },
      },
    ],
  },
];
