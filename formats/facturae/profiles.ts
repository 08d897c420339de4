/**
 * FacturaE's one profile: version 3.2.2 of the Spanish format, written from
 * documents with GOBL's `es-facturae-v3` addon (its document type, invoice class and
 * correction codes are what the XML carries).
 */
import type { FormatProfile } from "../../engine/index.ts";

export const FACTURAE_ADDON = "es-facturae-v3";

export const FACTURAE_PROFILE: FormatProfile = {
  key: "facturae",
  name: "FacturaE 3.2.2",
  // The format's only profile, so its default: the engine requires every format
  // to have one that needs no addon (engine/format/registry.ts). The addon is
  // required instead: a document without it gets it, with its normalisers and
  // rules, before writing, where gobl.facturae refuses it.
  addons: [],
  requires: [FACTURAE_ADDON],
};

export const FACTURAE_PROFILES: FormatProfile[] = [FACTURAE_PROFILE];
