import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { invoiceScenarios } from "./scenarios.ts";

/** India: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "India" },
  description: {
    en: [
      "India taxes supplies with a GST shared between the Union and the states. A sale within",
      "one state pays two halves of the same size: Central GST (CGST) to the Union and State or",
      "Union Territory GST (SGST, UTGST) to the state or territory. A sale from one state to",
      "another, and imports, pay Integrated GST (IGST) instead, equal to the two halves together.",
      "Luxury and harmful goods may also bear a compensation cess.",
      "",
      "Percentages depend on the goods or services, in several slabs, so each line states its",
      "own and the application splits them between centre and state. Exports and sales to",
      "Special Economic Zones are zero-rated; fresh produce, education and road tolls, among",
      "others, are exempt.",
      "",
      "Suppliers are identified by their GSTIN: fifteen characters holding the state code and",
      "the PAN, ending in a check character. Every item carries its HSN classification code.",
      "Credit notes and debit notes correct issued invoices.",
    ].join("\n"),
  },
  sources: [{ title: { en: "GST Portal" }, url: "https://www.gst.gov.in/" }],
  time_zone: "Asia/Kolkata",
  country: "IN",
  currency: "INR",
  tax_scheme: "GST",
  scenarios: [invoiceScenarios],
  corrections,
  categories,
};
