import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { tags } from "./tags.ts";
import { scenarios } from "./scenarios.ts";

/** Greece myDATA: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "gr-mydata-v1",
  name: { en: "Greece MyData v1.x" },
  description: {
    en: [
      "Greek invoices are reported to AADE, the tax authority (also known as IAPR), through its myDATA",
      "platform, and invoices to public bodies travel as Greek Peppol BIS Billing 3.0 documents.",
      "",
      "This addon adds the myDATA classifications a document must carry to produce the myDATA XML",
      "report: invoice type, VAT category and exemption cause, payment method, income classification,",
      "and the type of any other tax, fee or stamp duty charged.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "myDATA API Documentation v1.0.7" },
      url: "https://www.aade.gr/sites/default/files/2023-10/myDATA%20API%20Documentation_v1.0.7_eng.pdf",
      content_type: "application/pdf",
    },
    {
      title: { en: "Greek Peppol BIS Billing 3.0" },
      url: "https://www.gsis.gr/sites/default/files/eInvoice/Instructions%20to%20B2G%20Suppliers%20and%20certified%20PEPPOL%20Providers%20for%20the%20Greek%20PEPPOL%20BIS-EN-%20v1.0.pdf",
      content_type: "application/pdf",
    },
  ],
  extensions,
  tags,
  scenarios,
  corrections: [],  // none
};
