/**
 * The shape of a tax regime's definition and of an addon's, as GOBL v0.502
 * serves them (`tax/regime-def`, `tax/addon-def`). The types are the static
 * side of the TypeBox definitions in ./schema.ts and ../cbc/schema.ts, the
 * one source of truth that the published JSON Schemas come from too.
 */
export type { CodeMap, Definition, Meta, Source } from "../cbc/schema.ts";
export type {
  AddonDef,
  CatalogueDef,
  CategoryDef,
  CorrectionDefinition,
  ExtensionMap,
  KeyDef,
  RateDef,
  RateValueDef,
  RegimeDef,
  Scenario,
  ScenarioNote,
  ScenarioSet,
  TagSet,
} from "./schema.ts";
