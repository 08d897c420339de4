export { CalDate, CalError, isZeroDateText } from "./date.ts";
export { CalTime } from "./time.ts";
export { CalDateTime, CalTimestamp } from "./date-time.ts";
