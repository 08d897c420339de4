import type { AddonDef } from "../../../../engine/index.ts";
import { extensions } from "./extensions.ts";

/** France CTC flow 6: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "fr-ctc-flow6-v1",
  name: { en: "France CTC Flow 6 (Cycle de Vie)", fr: "France CTC Flux 6 (Cycle de Vie)" },
  description: {
    en: [
      "Flow 6 (\"cycle de vie\") of France's continuous transaction control reform: the lifecycle",
      "messages approved platforms and the public portal (PPF) exchange about an invoice, as",
      "`bill.Status` documents (deposited, received, approved, disputed, refused...) and",
      "`bill.Payment` documents (payment transmitted, cashed in).",
      "",
      "Normalisation sets the CDAR codes from GOBL's keys: the process condition code of each status",
      "line and payment, the reason and characteristic codes of reasons, the requested action codes,",
      "and the parties' roles.",
    ].join("\n"),
    fr: [
      "Flux 6 (« cycle de vie ») de la réforme française : statuts du cycle de vie des factures",
      "échangés entre plateformes agréées et le PPF, en documents `bill.Status` et `bill.Payment`.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "External Specifications", fr: "Spécifications Externes" },
      url: "https://www.impots.gouv.fr/specifications-externes-b2b",
    },
  ],
  extensions,
  scenarios: [],
  corrections: [],
};
