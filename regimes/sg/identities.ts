import type { Definition } from "../../engine/index.ts";

/** Unique Entity Number, the registration number of businesses and other entities. */
export const IDENTITY_TYPE_UEN = "UEN";

export const identities: Definition[] = [
  {
    code: IDENTITY_TYPE_UEN,
    name: { en: "Unique Entity Number (UEN)" },
    desc: {
      en: [
        "The number a Singaporean business, company or other organisation is registered under",
        "and quotes when dealing with any government body. Its GST registration number is",
        "usually this same UEN, though some entities hold a different one.",
      ].join("\n"),
    },
  },
];
