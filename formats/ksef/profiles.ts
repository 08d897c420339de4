/**
 * The FA(3) profile: one, the structure KSeF takes since 2026-02-01. It
 * needs GOBL's pl-favat-v3 addon, which sets the codes FA(3) asks for (the
 * invoice kind, the tax categories, the annotations' flags, the payment
 * forms); a document without it gets it before writing.
 */
import type { FormatProfile } from "../../engine/index.ts";

export const FAVAT_ADDON = "pl-favat-v3";

export const FA3_PROFILE: FormatProfile = {
  key: "fa3",
  name: "FA(3)",
  // The engine needs a format's default profile to name no addons (engine/format/registry.ts):
  // the addon comes from `requires` instead, added to any document that lacks it.
  addons: [],
  requires: [FAVAT_ADDON],
};

export const KSEF_PROFILES: FormatProfile[] = [FA3_PROFILE];
