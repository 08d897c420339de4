import { describe, expect, it } from "vitest";
import { CalError, CalTime } from "../../../engine/cal/index.ts";

describe("CalTime.parse", () => {
  it("parses HH:MM:SS and round-trips", () => {
    for (const s of ["00:00:00", "12:34:56", "23:59:59", "09:05:01"]) {
      expect(CalTime.parse(s).toString()).toBe(s);
    }
    const t = CalTime.parse("12:34:56");
    expect([t.hour, t.minute, t.second, t.nanosecond]).toEqual([12, 34, 56, 0]);
    expect(JSON.stringify({ t })).toBe(`{"t":"12:34:56"}`);
  });

  it("rejects HH:MM like GOBL", () => {
    expect(() => CalTime.parse("00:00")).toThrow(/expected format HH:MM:SS/);
    expect(() => CalTime.parse("12:30")).toThrow(CalError);
  });

  it("accepts Go's lenient forms: one-digit hour and fractions", () => {
    expect(CalTime.parse("9:05:00").toString()).toBe("09:05:00");
    expect(CalTime.parse("13:45:30.5").nanosecond).toBe(500_000_000);
    expect(CalTime.parse("13:45:30.5").toString()).toBe("13:45:30.500000000");
    expect(CalTime.parse("13:45:30,25").nanosecond).toBe(250_000_000);
    expect(CalTime.parse("13:45:30.1234567891").nanosecond).toBe(123_456_789); // truncated
  });

  it("rejects out-of-range and malformed values", () => {
    expect(() => CalTime.parse("24:00:00")).toThrow(/hour 24 out of range/);
    expect(() => CalTime.parse("12:60:00")).toThrow(/minute 60 out of range/);
    expect(() => CalTime.parse("12:00:60")).toThrow(/second 60 out of range/);
    for (const s of ["12:0:00", "12:00:0", "123:00:00", "12:00:00.", "12:00:00Z", "T12:00:00", "12-00-00"]) {
      expect(() => CalTime.parse(s), s).toThrow(CalError);
    }
  });

  it("treats empty as the zero time", () => {
    expect(CalTime.parse("")).toBe(CalTime.ZERO);
    expect(CalTime.ZERO.toString()).toBe("00:00:00");
  });
});

describe("CalTime", () => {
  it("knows the zero time", () => {
    expect(CalTime.parse("00:00:00").isZero).toBe(true);
    expect(CalTime.of(0, 0, 1).isZero).toBe(false);
    expect(CalTime.of(12, 30, 0).isZero).toBe(false);
    expect(CalTime.of(0, 0, 0, 1).isZero).toBe(false);
  });

  it("validates fields in of()", () => {
    expect(() => CalTime.of(-1, 0, 0)).toThrow(CalError);
    expect(() => CalTime.of(0, 0, 0, 1e9)).toThrow(CalError);
  });

  it("compares", () => {
    const a = CalTime.parse("10:10:10");
    const b = CalTime.parse("10:10:11");
    expect(a.compare(b)).toBe(-1);
    expect(a.isBefore(b) && b.isAfter(a)).toBe(true);
    expect(a.equals(CalTime.of(10, 10, 10))).toBe(true);
    expect(a.isBefore(CalTime.parse("10:10:10.1"))).toBe(true);
  });

  it("gives the wall clock in a zone, without fractions", () => {
    const instant = new Date("2024-07-01T12:34:56.789Z");
    expect(CalTime.now(undefined, instant).toString()).toBe("12:34:56");
    expect(CalTime.now("Europe/Madrid", instant).toString()).toBe("14:34:56");
    expect(CalTime.now("Asia/Kolkata", instant).toString()).toBe("18:04:56");
    expect(CalTime.now("America/New_York", new Date("2024-07-01T04:00:00Z")).toString()).toBe("00:00:00");
    expect(CalTime.now().nanosecond).toBe(0);
    expect(() => CalTime.now("Nowhere/Land")).toThrow(CalError);
  });
});
