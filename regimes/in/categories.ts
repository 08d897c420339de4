import type { CategoryDef } from "../../engine/index.ts";

/** India's GST is split between the Union and the states: four categories, none with named rates. */
export const TAX_CATEGORY_CGST = "CGST";
export const TAX_CATEGORY_SGST = "SGST";
export const TAX_CATEGORY_IGST = "IGST";
export const TAX_CATEGORY_UTGST = "UTGST";

/**
 * Key of an invoice charge for the compensation cess, the extra levy on
 * luxury and harmful goods (tobacco, aerated drinks, ...), as GOBL names it.
 */
export const CHARGE_KEY_COMPENSATION_CESS = "compensation-cess";

// Percentages depend on the goods or services (and on the state-centre split),
// so every combo states its own: the categories define no keys and no rates.
export const categories: CategoryDef[] = [
  {
    code: TAX_CATEGORY_CGST,
    name: { en: "CGST", hi: "सीजीएसटी" },
    title: { en: "Central Goods and Services Tax", hi: "केंद्रीय माल और सेवा कर" },
    sources: [
      {
        title: { en: "Central GST Regulations", hi: "केंद्रीय जीएसटी नियमावली" },
        url: "https://gstcouncil.gov.in/central-gst",
      },
    ],
  },
  {
    code: TAX_CATEGORY_SGST,
    name: { en: "SGST", hi: "एसजीएसटी" },
    title: { en: "State Goods and Services Tax", hi: "राज्य माल और सेवा कर" },
    sources: [
      {
        title: { en: "State GST Regulations", hi: "राज्य जीएसटी नियमावली" },
        url: "https://gstcouncil.gov.in/sgst",
      },
    ],
  },
  {
    code: TAX_CATEGORY_IGST,
    name: { en: "IGST", hi: "आईजीएसटी" },
    title: { en: "Integrated Goods and Services Tax", hi: "एकीकृत माल और सेवा कर" },
    sources: [
      {
        title: { en: "Integrated GST Regulations", hi: "एकीकृत जीएसटी नियमावली" },
        url: "https://gstcouncil.gov.in/gst_council/igst",
      },
    ],
  },
  {
    code: TAX_CATEGORY_UTGST,
    name: { en: "UTGST", hi: "यूटीजीएसटी" },
    title: { en: "Union Territory Goods and Services Tax", hi: "केंद्र शासित प्रदेश माल और सेवा कर" },
    sources: [
      {
        title: { en: "Union Territory GST Regulations", hi: "यूटीजीएसटी नियमावली" },
        url: "https://gstcouncil.gov.in/utgst",
      },
    ],
  },
];
