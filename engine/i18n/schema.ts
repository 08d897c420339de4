import { Type } from "@sinclair/typebox";
import { defineType } from "../schema/types.ts";

export const I18nStringSchema = defineType(
  "i18n.String",
  "i18n/string",
  Type.Object({}, { patternProperties: { "^[a-z]{2}$": Type.String() }, title: "Multi-language String" }),
);
