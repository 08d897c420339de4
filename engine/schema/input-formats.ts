/**
 * The string formats input checks know, as GOBL's decoder reads them: ajv-
 * formats' definitions, except that a date may also be GOBL's zero date
 * ("0000-00-00", or "", which Go decodes to it), as cal.Date accepts.
 * Shared by the checks compiled at run time and the generated ones.
 */
import { fullFormats } from "ajv-formats/dist/formats.js";
import { isZeroDateText } from "../cal/date.ts";

const date = fullFormats.date as { validate: (text: string) => boolean; compare?: (a: string, b: string) => number | undefined };

export const inputFormats = {
  date: { type: "string" as const, validate: (text: string) => isZeroDateText(text) || date.validate(text) },
  "date-time": fullFormats["date-time"],
  time: fullFormats.time,
  uuid: fullFormats.uuid,
};
