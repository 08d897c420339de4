// Date-times in GOBL's two flavours:
//   - CalDateTime (cal.DateTime): civil "YYYY-MM-DDTHH:MM:SS", no zone;
//   - CalTimestamp (cal.Timestamp): an instant, read from any RFC 3339 text
//     and always written in UTC with milliseconds, "…T10:00:00.000Z".

import { CalDate, CalError, checkDateFields, formatYear, pad2, zonedFields } from "./date.ts";
import { CalTime, parseTimeFields } from "./time.ts";

const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})[Tt](.*)$/s;

/** An immutable civil date and time of day. */
export class CalDateTime {
  /** GOBL's zero date-time, written "0000-00-00T00:00:00". */
  static readonly ZERO: CalDateTime = new CalDateTime(CalDate.ZERO, CalTime.ZERO);

  private constructor(
    readonly date: CalDate,
    readonly time: CalTime,
  ) {
    Object.freeze(this);
  }

  /** Combines a date and a time; only a zero time may go with the zero date. */
  static of(date: CalDate, time: CalTime): CalDateTime {
    if (date.isZero) {
      if (!time.isZero) throw new CalError(`invalid date-time: the zero date cannot carry time ${time}`);
      return CalDateTime.ZERO;
    }
    return new CalDateTime(date, time);
  }

  /**
   * Parses "YYYY-MM-DDTHH:MM:SS" (Go civil.ParseDateTime: the "T" may be
   * lower case, the hour may have one digit and a fraction of a second is
   * allowed). "0000-00-00T00:00:00" is the zero value; unlike CalDate, an
   * empty string is an error, as in GOBL.
   */
  static parse(text: string): CalDateTime {
    if (typeof text !== "string") throw new CalError(`invalid date-time: expected a string, got ${typeof text}`);
    if (text === "0000-00-00T00:00:00") return CalDateTime.ZERO;
    const m = DATE_TIME_PATTERN.exec(text);
    const time = m ? parseTimeFields(m[2], text) : undefined;
    if (!m || !time) throw new CalError(`invalid date-time "${text}": expected format YYYY-MM-DDTHH:MM:SS`);
    const date = m[1] === "0000-00-00" ? undefined : CalDate.parse(m[1]);
    if (!date) throw new CalError(`invalid date-time "${text}": month 0 out of range 1-12`);
    return new CalDateTime(date, time);
  }

  /** Wall-clock date-time of an instant in an IANA zone (default UTC), to the second. */
  static fromInstant(instant: Date, timeZone = "UTC"): CalDateTime {
    const f = zonedFields(instant, timeZone);
    return new CalDateTime(CalDate.of(f.year, f.month, f.day), CalTime.of(f.hour, f.minute, f.second));
  }

  /** The current date-time in an IANA zone (default UTC), to the second. */
  static now(timeZone = "UTC", now: Date = new Date()): CalDateTime {
    return CalDateTime.fromInstant(now, timeZone);
  }

  get isZero(): boolean {
    return this.date.isZero && this.time.isZero;
  }

  compare(other: CalDateTime): -1 | 0 | 1 {
    return this.date.compare(other.date) || this.time.compare(other.time);
  }

  isBefore(other: CalDateTime): boolean {
    return this.compare(other) < 0;
  }

  isAfter(other: CalDateTime): boolean {
    return this.compare(other) > 0;
  }

  equals(other: CalDateTime): boolean {
    return this.compare(other) === 0;
  }

  toString(): string {
    return `${this.date}T${this.time}`;
  }

  toJSON(): string {
    return this.toString();
  }
}

// Go's time.Parse(time.RFC3339, …): a strict fast path, then a lenient
// fallback that also takes a one-digit hour, a "," before the fraction and
// zone offsets up to +24:60. We accept the union, like Go.
const TIMESTAMP_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{1,2}):(\d{2}):(\d{2})(?:[.,](\d+))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

const SECONDS_PER_DAY = 86_400;
// Go's zero time.Time, 0001-01-01T00:00:00Z, in seconds since 1970.
const GO_ZERO_SECONDS = CalDate.of(1, 1, 1).toEpochDays() * SECONDS_PER_DAY;

/** An immutable instant with nanosecond precision, serialised in UTC. */
export class CalTimestamp {
  /** Go's zero time; GOBL writes it as JSON null. */
  static readonly ZERO: CalTimestamp = new CalTimestamp(GO_ZERO_SECONDS, 0);

  private constructor(
    /** Whole seconds since 1970-01-01T00:00:00Z. */
    readonly epochSeconds: number,
    /** 0-999999999 within the second. */
    readonly nanosecond: number,
  ) {
    Object.freeze(this);
  }

  /**
   * Parses RFC 3339 text with any offset (normalised to UTC) and optional
   * fraction of a second. An empty string gives the zero timestamp, as
   * GOBL's JSON decoding does.
   */
  static parse(text: string): CalTimestamp {
    if (typeof text !== "string") throw new CalError(`invalid timestamp: expected a string, got ${typeof text}`);
    if (text === "") return CalTimestamp.ZERO;
    const m = TIMESTAMP_PATTERN.exec(text);
    if (!m) throw new CalError(`invalid timestamp "${text}": expected RFC 3339, like 2021-05-26T13:45:00Z`);
    const [, y, mo, d, h, mi, s, frac, offSign, offH, offM] = m;
    const year = Number(y);
    const month = Number(mo);
    const day = Number(d);
    checkDateFields(year, month, day, text);
    const time = CalTime.of(Number(h), Number(mi), Number(s), fractionToNanos(frac));
    let offset = 0;
    if (offSign !== undefined) {
      const oh = Number(offH);
      const om = Number(offM);
      if (oh > 24 || om > 60) throw new CalError(`invalid timestamp "${text}": zone offset out of range`);
      offset = (offSign === "-" ? -1 : 1) * (oh * 3600 + om * 60);
    }
    const days = CalDate.of(year, month, day).toEpochDays();
    const seconds = days * SECONDS_PER_DAY + time.hour * 3600 + time.minute * 60 + time.second - offset;
    return new CalTimestamp(seconds, time.nanosecond);
  }

  /** The instant held by a JS Date (millisecond precision). */
  static fromDate(date: Date): CalTimestamp {
    const ms = date.getTime();
    if (Number.isNaN(ms)) throw new CalError("invalid timestamp: invalid Date");
    const seconds = Math.floor(ms / 1000);
    return new CalTimestamp(seconds, (ms - seconds * 1000) * 1_000_000);
  }

  static now(): CalTimestamp {
    return CalTimestamp.fromDate(new Date());
  }

  get isZero(): boolean {
    return this.epochSeconds === GO_ZERO_SECONDS && this.nanosecond === 0;
  }

  /** As a JS Date; sub-millisecond digits are dropped. */
  toDate(): Date {
    return new Date(this.epochSeconds * 1000 + Math.floor(this.nanosecond / 1_000_000));
  }

  compare(other: CalTimestamp): -1 | 0 | 1 {
    const d = this.epochSeconds - other.epochSeconds || this.nanosecond - other.nanosecond;
    return d < 0 ? -1 : d > 0 ? 1 : 0;
  }

  isBefore(other: CalTimestamp): boolean {
    return this.compare(other) < 0;
  }

  isAfter(other: CalTimestamp): boolean {
    return this.compare(other) > 0;
  }

  equals(other: CalTimestamp): boolean {
    return this.compare(other) === 0;
  }

  /** "YYYY-MM-DDTHH:MM:SS.mmmZ": always UTC, milliseconds truncated. */
  toString(): string {
    const days = Math.floor(this.epochSeconds / SECONDS_PER_DAY);
    const secs = this.epochSeconds - days * SECONDS_PER_DAY;
    const date = CalDate.fromEpochDays(days);
    const hh = pad2(Math.floor(secs / 3600));
    const mm = pad2(Math.floor((secs % 3600) / 60));
    const ss = pad2(secs % 60);
    const ms = String(Math.floor(this.nanosecond / 1_000_000)).padStart(3, "0");
    return `${formatYear(date.year)}-${pad2(date.month)}-${pad2(date.day)}T${hh}:${mm}:${ss}.${ms}Z`;
  }

  /** GOBL marshals the zero timestamp as null (so it vanishes from objects). */
  toJSON(): string | null {
    return this.isZero ? null : this.toString();
  }
}

function fractionToNanos(digits: string | undefined): number {
  return digits === undefined ? 0 : Number(digits.slice(0, 9).padEnd(9, "0"));
}
