// Time of day without date or zone, as GOBL's cal.Time (Go civil.Time):
// "HH:MM:SS", optionally with a fraction of a second.

import { CalError, pad2, zonedFields } from "./date.ts";

// Mirrors Go's time.Parse layout "15:04:05.999999999": the hour may have one
// or two digits, minutes and seconds exactly two, and an optional fraction
// introduced by "." or "," with any number of digits (only nine are kept).
const TIME_PATTERN = /^(\d{1,2}):(\d{2}):(\d{2})(?:[.,](\d+))?$/;

/** An immutable time of day with nanosecond precision. */
export class CalTime {
  /** Midnight, also GOBL's "zero" (unset) time. */
  static readonly ZERO: CalTime = new CalTime(0, 0, 0, 0);

  private constructor(
    readonly hour: number,
    readonly minute: number,
    readonly second: number,
    readonly nanosecond: number,
  ) {
    Object.freeze(this);
  }

  /** Builds a time from fields; out-of-range values throw a CalError. */
  static of(hour: number, minute: number, second: number, nanosecond = 0): CalTime {
    checkTimeFields(hour, minute, second, nanosecond, `${hour}:${minute}:${second}`);
    return new CalTime(hour, minute, second, nanosecond);
  }

  /**
   * Parses "HH:MM:SS" with an optional fraction ("13:45:30.5"). "HH:MM" is
   * rejected, as in GOBL. An empty string gives the zero time, matching
   * GOBL's JSON decoding.
   */
  static parse(text: string): CalTime {
    if (typeof text !== "string") throw new CalError(`invalid time: expected a string, got ${typeof text}`);
    if (text === "") return CalTime.ZERO;
    const parsed = parseTimeFields(text);
    if (!parsed) throw new CalError(`invalid time "${text}": expected format HH:MM:SS`);
    return parsed;
  }

  /** The current wall-clock time in an IANA zone (default UTC), to the second. */
  static now(timeZone = "UTC", now: Date = new Date()): CalTime {
    const f = zonedFields(now, timeZone);
    return new CalTime(f.hour, f.minute, f.second, 0);
  }

  /** True for 00:00:00 (GOBL omits such times when marked `omitzero`). */
  get isZero(): boolean {
    return this.hour === 0 && this.minute === 0 && this.second === 0 && this.nanosecond === 0;
  }

  compare(other: CalTime): -1 | 0 | 1 {
    const a = this.hour * 3600 + this.minute * 60 + this.second;
    const b = other.hour * 3600 + other.minute * 60 + other.second;
    const d = a !== b ? a - b : this.nanosecond - other.nanosecond;
    return d < 0 ? -1 : d > 0 ? 1 : 0;
  }

  isBefore(other: CalTime): boolean {
    return this.compare(other) < 0;
  }

  isAfter(other: CalTime): boolean {
    return this.compare(other) > 0;
  }

  equals(other: CalTime): boolean {
    return this.compare(other) === 0;
  }

  /** "HH:MM:SS", plus ".nnnnnnnnn" (nine digits) when there is a fraction. */
  toString(): string {
    const base = `${pad2(this.hour)}:${pad2(this.minute)}:${pad2(this.second)}`;
    return this.nanosecond === 0 ? base : `${base}.${String(this.nanosecond).padStart(9, "0")}`;
  }

  toJSON(): string {
    return this.toString();
  }
}

/**
 * @internal Parses the time grammar above; undefined when the shape is
 * wrong, CalError when a field is out of range.
 */
export function parseTimeFields(text: string, shown = text): CalTime | undefined {
  const m = TIME_PATTERN.exec(text);
  if (!m) return undefined;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = Number(m[3]);
  // Digits past the ninth are dropped, not rounded, as Go does.
  const nanosecond = m[4] === undefined ? 0 : Number(m[4].slice(0, 9).padEnd(9, "0"));
  checkTimeFields(hour, minute, second, nanosecond, shown);
  return CalTime.of(hour, minute, second, nanosecond);
}

function checkTimeFields(hour: number, minute: number, second: number, nanosecond: number, shown: string): void {
  const fields: Array<[string, number, number]> = [
    ["hour", hour, 23],
    ["minute", minute, 59],
    ["second", second, 59],
    ["nanosecond", nanosecond, 999_999_999],
  ];
  for (const [name, value, max] of fields) {
    if (!Number.isSafeInteger(value) || value < 0 || value > max) {
      throw new CalError(`invalid time "${shown}": ${name} ${value} out of range 0-${max}`);
    }
  }
}
