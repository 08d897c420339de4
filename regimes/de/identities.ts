import type { Definition } from "../../engine/index.ts";
import { IDENTITY_KEY_TAX_NUMBER } from "./identity.ts";

/** The identity keys the German regime defines. */
export const identities: Definition[] = [
  { key: IDENTITY_KEY_TAX_NUMBER, name: { de: "Steuernummer", en: "Tax Number" } },
];
