import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { identities } from "./identities.ts";
import { corrections } from "./corrections.ts";

/** The `co-dian-v2` addon: Colombia's DIAN electronic invoicing on UBL 2.1, served as JSON. */
export const definition: AddonDef = {
  key: "co-dian-v2",
  name: { en: "Colombia DIAN UBL 2.X" },
  description: {
    en: [
      "What Colombia's tax and customs authority, the DIAN (Dirección de Impuestos y Aduanas",
      "Nacionales), asks of electronic invoices, which it receives as UBL 2.1 documents.",
      "",
      "## Numbering",
      "",
      "Every invoice (factura de venta) needs a series and a sequential code, and in Colombia the",
      "numbering range itself must first be authorised by the DIAN, which the supplier requests",
      "from it before issuing any invoice of that series.",
      "",
      "## Municipalities",
      "",
      "Colombian parties must state the five-digit code of their municipality, in the",
      "`co-dian-municipality` extension of the supplier's and the customer's `ext`; the",
      "extension's sources give the list.",
      "",
      "## Customer identification",
      "",
      "Suppliers always identify themselves by their NIT. Customers may use several kinds of",
      "document, each with its DIAN type code:",
      "",
      "- Business customers give a `tax_id`: a Colombian NIT is reported as type 31, a foreign",
      "  tax number as type 50.",
      "- For consumers, tag the invoice `simplified`. The customer may then be left out, or",
      "  identified by one of this addon's identity keys: `co-civil-register` (11), `co-id-card`",
      "  (12), `co-citizen-id` (13), `co-foreigner-id-card` (21), `co-foreigner-id` (22),",
      "  `co-passport` (41), `co-foreign-id` (42), `co-pep` (47) or `co-nuip` (91).",
      "- With no customer identity at all, the code reserved for final consumers, 222222222222,",
      "  is reported for you.",
      "",
      "## Corrections",
      "",
      "Credit and debit notes must give the cause of the correction: `co-dian-credit-code` or",
      "`co-dian-debit-code` in the `ext` of the `preceding` entry, which also needs the reason",
      "and the `dian-cude` stamp of the invoice being corrected. Each extension lists the causes",
      "it accepts.",
    ].join("\n"),
  },
  extensions,
  scenarios: [], // none
  identities,
  corrections,
};
