import type { Scenario, ScenarioSet } from "../../engine/index.ts";
import { TAX_CATEGORY_IGIC } from "./categories.ts";
import {
  TAG_ANTIQUES,
  TAG_ART,
  TAG_CASH_BASIS,
  TAG_SECOND_HAND_GOODS,
  TAG_SIMPLIFIED_SCHEME,
  TAG_TRAVEL_AGENCY,
} from "./tags.ts";

/**
 * A tagged special scheme that must be stated on the invoice: one scenario
 * per tax category the invoice uses, each adding the legal text as a tax note.
 */
function noted(tag: string, text: string, cats: string[]): Scenario[] {
  return cats.map((cat) => ({ tags: [tag], cat: [cat], note: { cat, key: tag, text } }));
}

const VAT_AND_IGIC = ["VAT", TAX_CATEGORY_IGIC];

export const invoiceScenarios: ScenarioSet = {
  schema: "bill/invoice",
  list: [
    ...noted("reverse-charge", "Reverse Charge / Inversión del sujeto pasivo.", VAT_AND_IGIC),
    ...noted(TAG_SIMPLIFIED_SCHEME, "Factura expedida por contribuyente en régimen simplificado.", ["VAT"]),
    // Invoices issued by the customer (self-billing), whatever the taxes.
    { tags: ["self-billed"], note: { key: "self-billed", text: "Facturación por el destinatario." } },
    ...noted(TAG_TRAVEL_AGENCY, "Régimen especial de las agencias de viajes.", VAT_AND_IGIC),
    ...noted(TAG_SECOND_HAND_GOODS, "Régimen especial de los bienes usados.", VAT_AND_IGIC),
    ...noted(TAG_ART, "Régimen especial de los objetos de arte.", VAT_AND_IGIC),
    ...noted(TAG_ANTIQUES, "Régimen especial de las antigüedades y objetos de colección.", VAT_AND_IGIC),
    ...noted(TAG_CASH_BASIS, "Régimen especial del criterio de caja.", VAT_AND_IGIC),
  ],
};
