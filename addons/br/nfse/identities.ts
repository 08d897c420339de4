import type { Definition } from "../../../engine/index.ts";

/** The identity key of a company's municipal registration (inscrição municipal). */
export const IDENTITY_KEY_MUNICIPAL_REG = "br-nfse-municipal-reg";

export const identities: Definition[] = [
  {
    key: IDENTITY_KEY_MUNICIPAL_REG,
    name: { en: "Company Municipal Registration", pt: "Inscrição Municipal da Empresa" },
  },
];
