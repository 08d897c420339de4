import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { corrections } from "./corrections.ts";

/** TicketBAI: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "es-tbai-v1",
  name: { en: "Spain TicketBAI" },
  description: {
    en: [
      "TicketBAI is the invoicing control system of the Basque Country: in Araba, Bizkaia and",
      "Gipuzkoa, businesses and the self-employed issue every invoice from certified software that",
      "signs it, chains it to the previous one, prints a QR code on it and reports it to the",
      "provincial tax office (in Bizkaia as part of Batuz and its LROE register).",
      "",
      "The addon adds the TicketBAI codes as extensions: province, goods or services, exemption and",
      "non-subject causes, rectification type, VAT regime key, Bizkaia activity code, identity type",
      "and the simplified invoice flag, plus the rectification code a correction must carry.",
    ].join("\n"),
  },
  extensions,
  scenarios: [], // none
  corrections,
};
