// Civil dates (no time, no zone) as used by GOBL's cal.Date, which wraps
// Go's civil.Date: serialised as "YYYY-MM-DD", proleptic Gregorian calendar,
// with a distinct "zero" date written "0000-00-00".

/** Raised for unparsable or impossible calendar values. */
export class CalError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CalError";
  }
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a date's text is GOBL's zero date: "0000-00-00", or "" (which Go's decoder reads as it). */
export function isZeroDateText(text: unknown): boolean {
  return text === "" || text === "0000-00-00";
}

/** An immutable civil date. */
export class CalDate {
  /**
   * GOBL's zero date: all fields 0, printed "0000-00-00". It is what an
   * unset date becomes and passes format validation, but means "no date".
   */
  static readonly ZERO: CalDate = new CalDate(0, 0, 0);

  private constructor(
    readonly year: number,
    /** 1-12 (0 only for the zero date). */
    readonly month: number,
    /** 1-31 (0 only for the zero date). */
    readonly day: number,
  ) {
    Object.freeze(this);
  }

  /** Builds a date from its fields; impossible dates throw a CalError. */
  static of(year: number, month: number, day: number): CalDate {
    if (year === 0 && month === 0 && day === 0) return CalDate.ZERO;
    checkDateFields(year, month, day, `${year}-${month}-${day}`);
    return new CalDate(year, month, day);
  }

  /**
   * Parses "YYYY-MM-DD" (exactly four, two and two digits). As in GOBL's
   * JSON decoding, "0000-00-00" and "" give the zero date.
   */
  static parse(text: string): CalDate {
    if (typeof text !== "string") throw new CalError(`invalid date: expected a string, got ${typeof text}`);
    if (isZeroDateText(text)) return CalDate.ZERO;
    const m = DATE_PATTERN.exec(text);
    if (!m) throw new CalError(`invalid date "${text}": expected format YYYY-MM-DD`);
    const year = Number(m[1]);
    const month = Number(m[2]);
    const day = Number(m[3]);
    checkDateFields(year, month, day, text);
    return new CalDate(year, month, day);
  }

  /** Like parse, but returns undefined instead of throwing. */
  static tryParse(text: string): CalDate | undefined {
    try {
      return CalDate.parse(text);
    } catch {
      return undefined;
    }
  }

  /**
   * The current date in an IANA time zone (default UTC). `now` is the
   * instant to use, mainly for tests.
   */
  static today(timeZone = "UTC", now: Date = new Date()): CalDate {
    const f = zonedFields(now, timeZone);
    return new CalDate(f.year, f.month, f.day);
  }

  /** Date for a count of days since 1970-01-01. */
  static fromEpochDays(days: number): CalDate {
    if (!Number.isSafeInteger(days)) throw new CalError(`invalid day count ${days}`);
    const { year, month, day } = civilFromDays(days);
    return new CalDate(year, month, day);
  }

  get isZero(): boolean {
    return this.year === 0 && this.month === 0 && this.day === 0;
  }

  /** Days since 1970-01-01 (negative before). Not defined for the zero date. */
  toEpochDays(): number {
    this.assertNotZero("toEpochDays");
    return daysFromCivil(this.year, this.month, this.day);
  }

  /**
   * Shifts by years, months and days in one step, with Go's AddDate
   * normalisation: fields are added, then overflow rolls forward, so
   * 2023-01-31 plus one month is 2023-03-03 (not clamped to February 28).
   */
  add(years: number, months: number, days: number): CalDate {
    this.assertNotZero("add");
    for (const n of [years, months, days]) {
      if (!Number.isSafeInteger(n)) throw new CalError(`invalid date offset ${n}`);
    }
    const monthIndex = this.month - 1 + months;
    const year = this.year + years + Math.floor(monthIndex / 12);
    const month = mod(monthIndex, 12) + 1;
    return CalDate.fromEpochDays(daysFromCivil(year, month, 1) + this.day - 1 + days);
  }

  addDays(days: number): CalDate {
    return this.add(0, 0, days);
  }

  /** Go-style month arithmetic; see `add` for end-of-month overflow. */
  addMonths(months: number): CalDate {
    return this.add(0, months, 0);
  }

  addYears(years: number): CalDate {
    return this.add(years, 0, 0);
  }

  /** Signed number of days from `other` to this date (GOBL's DaysSince). */
  daysSince(other: CalDate): number {
    return this.toEpochDays() - other.toEpochDays();
  }

  /** -1, 0 or 1. The zero date sorts before every real date. */
  compare(other: CalDate): -1 | 0 | 1 {
    return (
      sign(this.year - other.year) || sign(this.month - other.month) || sign(this.day - other.day)
    );
  }

  isBefore(other: CalDate): boolean {
    return this.compare(other) < 0;
  }

  isAfter(other: CalDate): boolean {
    return this.compare(other) > 0;
  }

  equals(other: CalDate): boolean {
    return this.compare(other) === 0;
  }

  /** "YYYY-MM-DD"; the zero date gives "0000-00-00". */
  toString(): string {
    return `${formatYear(this.year)}-${pad2(this.month)}-${pad2(this.day)}`;
  }

  toJSON(): string {
    return this.toString();
  }

  private assertNotZero(op: string): void {
    if (this.isZero) throw new CalError(`cannot ${op} on the zero date`);
  }
}

// ---- shared helpers (also used by time.ts and date-time.ts) ----

/** @internal */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** @internal */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** @internal Throws a CalError describing the first impossible field. */
export function checkDateFields(year: number, month: number, day: number, shown: string): void {
  if (!Number.isSafeInteger(year) || !Number.isSafeInteger(month) || !Number.isSafeInteger(day)) {
    throw new CalError(`invalid date "${shown}": fields must be integers`);
  }
  if (month < 1 || month > 12) {
    throw new CalError(`invalid date "${shown}": month ${month} out of range 1-12`);
  }
  const max = daysInMonth(year, month);
  if (day < 1 || day > max) {
    throw new CalError(
      `invalid date "${shown}": day ${day} out of range for ${formatYear(year)}-${pad2(month)} (1-${max})`,
    );
  }
}

// Days since 1970-01-01 for a proleptic Gregorian date, using 400-year eras
// (146097 days each) so everything stays in exact integer arithmetic.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const shiftedMonth = month > 2 ? month - 3 : month + 9; // March = 0
  const dayOfYear = Math.floor((153 * shiftedMonth + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** @internal Wall-clock fields of an instant in an IANA zone. */
export interface ZonedFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** @internal */
export function zonedFields(instant: Date, timeZone: string): ZonedFields {
  if (Number.isNaN(instant.getTime())) throw new CalError("invalid instant");
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    try {
      fmt = new Intl.DateTimeFormat("en-US", {
        timeZone,
        calendar: "gregory",
        numberingSystem: "latn",
        hourCycle: "h23",
        era: "short",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch (err) {
      throw new CalError(`unknown time zone "${timeZone}"`, { cause: err });
    }
    formatters.set(timeZone, fmt);
  }
  const parts: Record<string, string> = {};
  for (const p of fmt.formatToParts(instant)) parts[p.type] = p.value;
  // Years before 1 AD come back as "BC" era years; convert to astronomical.
  const eraYear = Number(parts.year);
  const year = parts.era === "BC" || parts.era === "B" ? 1 - eraYear : eraYear;
  return {
    year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** @internal Go's %04d: zero padded to four characters, sign included. */
export function formatYear(year: number): string {
  return year < 0 ? "-" + String(-year).padStart(3, "0") : String(year).padStart(4, "0");
}

/** @internal */
export function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

function sign(n: number): -1 | 0 | 1 {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}
