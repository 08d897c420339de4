import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { identities } from "./identities.ts";

/** The `br-nfse-v1` addon: Brazil's electronic service invoices (NFS-e). */
export const definition: AddonDef = {
  key: "br-nfse-v1",
  name: { en: "Brazil NFS-e 1.X" },
  description: {
    en: [
      "Services in Brazil are invoiced with the NFS-e (Nota Fiscal de Serviços Eletrônica), issued",
      "to the municipality that levies the service tax (ISS): most follow the ABRASF layout, and the",
      "national NFS-e now carries the IBS and CBS of the tax reform too.",
      "",
      "The addon gives suppliers their municipal registration, Simples Nacional option, special",
      "regime and fiscal incentive, items their municipal service code (with CNAE, NBS and the",
      "reform's operation, tax status and classification codes), and ISS combos their liability;",
      "it checks the series and number, the supplier's address, and that each line states its ISS.",
    ].join("\n"),
  },
  extensions,
  identities,
  scenarios: [],
  corrections: [],
};
