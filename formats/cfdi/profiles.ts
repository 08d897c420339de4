/**
 * The CFDI profile: one, CFDI 4.0 as SAT takes it since 2023. It needs the
 * mx-cfdi-v4 addon, which sets the codes CFDI asks for (the kind of
 * document, the fiscal regimes, the use, the product and service keys);
 * a document without it gets it before writing.
 */
import type { FormatProfile } from "../../engine/index.ts";
import { CFDI_ADDON } from "./codes.ts";

export const CFDI_V4_PROFILE: FormatProfile = {
  key: "cfdi-v4",
  name: "CFDI 4.0",
  // A format's default profile names no addons (engine/format/registry.ts): the addon comes from `requires`.
  addons: [],
  requires: [CFDI_ADDON],
};

export const CFDI_PROFILES: FormatProfile[] = [CFDI_V4_PROFILE];
