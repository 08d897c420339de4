import type { TagSet } from "../../../engine/index.ts";
import { TAG_GLOBAL } from "./keys.ts";

/** The tag of a global CFDI, which gathers sales to the general public and has no customer. */
export const tags: TagSet[] = [
  {
    schema: "bill/invoice",
    list: [
      {
        key: TAG_GLOBAL,
        name: { en: "Global" },
        desc: {
          en: "A global CFDI: sales to the general public gathered over a period, without a customer.",
          es: "Un CFDI global: ventas al público en general reunidas en un periodo, sin receptor.",
        },
      },
    ],
  },
];
