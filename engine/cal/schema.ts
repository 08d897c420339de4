import { Type, type Static } from "@sinclair/typebox";
import { defineType } from "../schema/types.ts";

/** A civil date, "YYYY-MM-DD". */
export const DateSchema = defineType("cal.Date", "cal/date", Type.String({ format: "date", title: "Date" }));

/** A civil date and time with no zone, "YYYY-MM-DDThh:mm:ss". */
export const DateTimeSchema = defineType(
  "cal.DateTime",
  "cal/date-time",
  Type.String({ pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$", title: "Date and Time" }),
);

/** A civil time of day, "hh:mm:ss". */
export const TimeSchema = defineType(
  "cal.Time",
  "cal/time",
  Type.String({ pattern: "^([0-1][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$", title: "Time" }),
);

/** An instant in UTC, "YYYY-MM-DDThh:mm:ss[.fraction]Z". */
export const TimestampSchema = defineType(
  "cal.Timestamp",
  "cal/timestamp",
  Type.String({
    pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?Z$",
    format: "date-time",
    title: "Timestamp",
  }),
);

export const PeriodSchema = defineType(
  "cal.Period",
  "cal/period",
  Type.Object(
    {
      /** A name for the period shown to readers, such as "Q1 2025" or "March rent". */
      label: Type.Optional(Type.String({ description: "A name for the period shown to readers, such as \"Q1 2025\" or \"March rent\"." })),
      /** The first day of the period (YYYY-MM-DD), included. */
      start: Type.Ref(DateSchema, { description: "The first day of the period (YYYY-MM-DD), included." }),
      /** The last day of the period (YYYY-MM-DD), included; not before the start. */
      end: Type.Ref(DateSchema, { description: "The last day of the period (YYYY-MM-DD), included; not before the start." }),
    },
    { title: "Period", description: "A span of days, from its first to its last." },
  ),
);

export type Period = Static<typeof PeriodSchema>;
