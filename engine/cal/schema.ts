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
    { label: Type.Optional(Type.String()), start: Type.Ref(DateSchema), end: Type.Ref(DateSchema) },
    { title: "Period", description: "A span of days, from its first to its last." },
  ),
);

export type Period = Static<typeof PeriodSchema>;
