import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";

/** Poland: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Poland", pl: "Polska" },
  description: {
    en: [
      "Polish invoices carry VAT (podatek od towarów i usług, PTU), collected by the National",
      "Revenue Administration (Krajowa Administracja Skarbowa, KAS) under the EU VAT Directive,",
      "at a general rate and two reduced ones; exports and supplies to other EU countries are",
      "zero-rated.",
      "",
      "Every business has a NIP (Numer Identyfikacji Podatkowej) as its tax number: ten",
      "digits ending in a mod-11 check digit; with the PL prefix it is also the EU VAT number.",
      "",
      "Invoices are being moved onto KSeF (Krajowy System e-Faktur), the national e-invoicing",
      "platform, which is becoming compulsory between businesses step by step; PEPPOL serves",
      "invoices to public bodies and across borders.",
    ].join("\n"),
  },
  time_zone: "Europe/Warsaw",
  country: "PL",
  currency: "PLN",
  tax_scheme: "VAT",
  categories,
};
