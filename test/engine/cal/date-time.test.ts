import { describe, expect, it } from "vitest";
import { CalDate, CalDateTime, CalError, CalTime, CalTimestamp } from "../../../engine/cal/index.ts";

describe("CalDateTime", () => {
  it("parses and round-trips", () => {
    const dt = CalDateTime.parse("2023-09-04T15:59:30");
    expect(dt.toString()).toBe("2023-09-04T15:59:30");
    expect(JSON.stringify(dt)).toBe(`"2023-09-04T15:59:30"`);
    expect(dt.date.toString()).toBe("2023-09-04");
    expect(dt.time.toString()).toBe("15:59:30");
  });

  it("accepts Go civil's variants", () => {
    expect(CalDateTime.parse("2023-09-04t15:59:30").toString()).toBe("2023-09-04T15:59:30");
    expect(CalDateTime.parse("2023-09-04T5:59:30").toString()).toBe("2023-09-04T05:59:30");
    expect(CalDateTime.parse("2023-09-04T15:59:30.25").toString()).toBe("2023-09-04T15:59:30.250000000");
  });

  it("rejects invalid input", () => {
    for (const s of ["", "2023-09-04", "2023-09-04 15:59:30", "2023-09-04T15:59", "2023-09-04T15:59:30Z", "2023-02-29T10:00:00", "2023-09-04T24:00:00", "0000-00-00T10:00:00"]) {
      expect(() => CalDateTime.parse(s), s).toThrow(CalError);
    }
  });

  it("has a zero value", () => {
    expect(CalDateTime.parse("0000-00-00T00:00:00")).toBe(CalDateTime.ZERO);
    expect(CalDateTime.ZERO.toString()).toBe("0000-00-00T00:00:00");
    expect(CalDateTime.ZERO.isZero).toBe(true);
    expect(CalDateTime.parse("2023-01-01T00:00:00").isZero).toBe(false);
    expect(() => CalDateTime.of(CalDate.ZERO, CalTime.of(1, 0, 0))).toThrow(CalError);
  });

  it("compares like GOBL's after/before tests", () => {
    const base = CalDateTime.parse("2023-03-25T10:10:10");
    expect(base.isAfter(CalDateTime.parse("2023-03-24T10:10:09"))).toBe(true);
    expect(base.isAfter(CalDateTime.parse("2023-03-25T10:10:09"))).toBe(true);
    expect(base.isAfter(CalDateTime.parse("2023-03-26T10:10:10"))).toBe(false);
    expect(base.isBefore(CalDateTime.parse("2023-03-25T10:10:11"))).toBe(true);
    expect(base.isBefore(CalDateTime.parse("2023-03-25T10:10:10"))).toBe(false);
    expect(base.equals(CalDateTime.of(CalDate.parse("2023-03-25"), CalTime.of(10, 10, 10)))).toBe(true);
  });

  it("reads wall-clock time in a zone", () => {
    const instant = new Date("2023-07-28T10:10:05.900Z");
    expect(CalDateTime.fromInstant(instant).toString()).toBe("2023-07-28T10:10:05");
    expect(CalDateTime.now("Europe/Madrid", instant).toString()).toBe("2023-07-28T12:10:05");
    expect(CalDateTime.now("America/Los_Angeles", new Date("2024-01-01T03:00:00Z")).toString()).toBe("2023-12-31T19:00:00");
  });
});

describe("CalTimestamp", () => {
  it("parses RFC 3339 and normalises to UTC with milliseconds", () => {
    const cases: Array<[string, string]> = [
      ["2025-03-15T10:00:00Z", "2025-03-15T10:00:00.000Z"],
      ["2025-03-15T10:00:00.123Z", "2025-03-15T10:00:00.123Z"],
      ["2025-03-15T10:00:00.123456789Z", "2025-03-15T10:00:00.123Z"],
      ["2025-03-15T10:00:00.5Z", "2025-03-15T10:00:00.500Z"],
      ["2025-03-15T12:00:00+02:00", "2025-03-15T10:00:00.000Z"],
      ["2025-03-15T12:00:00.5-02:00", "2025-03-15T14:00:00.500Z"],
      ["2025-01-01T01:00:00+02:00", "2024-12-31T23:00:00.000Z"],
      ["2025-03-15T9:00:00,25Z", "2025-03-15T09:00:00.250Z"],
    ];
    for (const [given, want] of cases) {
      expect(CalTimestamp.parse(given).toString(), given).toBe(want);
    }
  });

  it("keeps nanoseconds for comparison", () => {
    const a = CalTimestamp.parse("2025-03-15T10:00:00.123456789Z");
    const b = CalTimestamp.parse("2025-03-15T10:00:00.123456790Z");
    expect(a.nanosecond).toBe(123_456_789);
    expect(a.isBefore(b)).toBe(true);
    expect(a.toString()).toBe(b.toString());
  });

  it("rejects invalid input", () => {
    for (const s of ["not a timestamp", "2025-03-15T10:00:00", "2025-03-15 10:00:00Z", "2025-03-15t10:00:00Z", "2025-03-15T10:00:00z", "2025-02-30T10:00:00Z", "2025-03-15T10:00:00+0200", "2025-03-15T10:00:00+25:00", "2025-03-15T24:00:00Z"]) {
      expect(() => CalTimestamp.parse(s), s).toThrow(CalError);
    }
  });

  it("maps the empty string and Go's zero time to the zero timestamp", () => {
    expect(CalTimestamp.parse("")).toBe(CalTimestamp.ZERO);
    expect(CalTimestamp.parse("0001-01-01T00:00:00Z").isZero).toBe(true);
    expect(CalTimestamp.ZERO.toJSON()).toBeNull();
    expect(JSON.stringify({ at: CalTimestamp.ZERO })).toBe(`{"at":null}`);
    expect(CalTimestamp.ZERO.toString()).toBe("0001-01-01T00:00:00.000Z");
  });

  it("converts to and from JS dates", () => {
    const date = new Date("2025-03-15T10:00:00.123Z");
    const ts = CalTimestamp.fromDate(date);
    expect(ts.toString()).toBe("2025-03-15T10:00:00.123Z");
    expect(ts.toDate().getTime()).toBe(date.getTime());
    expect(CalTimestamp.fromDate(new Date("1969-12-31T23:59:59.500Z")).toString()).toBe("1969-12-31T23:59:59.500Z");
    // Between the clock's two readings: no bound on how long this process may be kept waiting between them.
    const before = Date.now();
    const now = CalTimestamp.now().toDate().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(() => CalTimestamp.fromDate(new Date(Number.NaN))).toThrow(CalError);
  });

  it("compares and serialises", () => {
    const base = CalTimestamp.parse("2025-03-15T10:00:00Z");
    const later = CalTimestamp.parse("2025-03-15T11:00:00Z");
    expect(base.isBefore(later) && later.isAfter(base)).toBe(true);
    expect(base.equals(CalTimestamp.parse("2025-03-15T12:00:00+02:00"))).toBe(true);
    expect(JSON.stringify(base)).toBe(`"2025-03-15T10:00:00.000Z"`);
  });
});
