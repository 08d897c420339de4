import { Type } from "@sinclair/typebox";
import { defineType } from "../schema/types.ts";

const KEY_PATTERN_TEXT = "^(?:[a-z]|[a-z0-9][a-z0-9-+]*[a-z0-9])$";

export const KeySchema = defineType(
  "cbc.Key",
  "cbc/key",
  Type.String({ minLength: 1, maxLength: 64, pattern: KEY_PATTERN_TEXT, title: "Key" }),
);

export const CodeSchema = defineType(
  "cbc.Code",
  "cbc/code",
  Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: "^[^\\s\\x00-\\x1f\\x7f-\\x9f]([^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$",
    title: "Code",
  }),
);

export const MetaSchema = defineType(
  "cbc.Meta",
  "cbc/meta",
  Type.Object({}, { patternProperties: { [KEY_PATTERN_TEXT]: Type.String() }, title: "Meta" }),
);

export const URISchema = defineType("cbc.URI", "cbc/uri", Type.String({ maxLength: 2048, format: "uri", title: "URI" }));

export type Key = string;
export type Code = string;
export type Meta = Record<string, string>;
