import type { Definition } from "../../engine/index.ts";

/** CVR number: a business's number in the Central Business Register (Det Centrale Virksomhedsregister). */
export const IDENTITY_TYPE_CVR = "CVR";

export const identities: Definition[] = [{ code: IDENTITY_TYPE_CVR, name: { da: "CVR-nummer", en: "CVR Number" } }];
