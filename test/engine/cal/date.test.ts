import { describe, expect, it } from "vitest";
import { CalDate, CalError } from "../../../engine/cal/index.ts";

const d = (s: string) => CalDate.parse(s);

describe("CalDate.parse", () => {
  it("parses valid dates and round-trips them", () => {
    for (const s of ["2021-05-26", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31", "0000-01-01", "2023-12-31"]) {
      expect(d(s).toString()).toBe(s);
      expect(d(s).toJSON()).toBe(s);
      expect(JSON.stringify({ at: d(s) })).toBe(`{"at":"${s}"}`);
    }
    const x = d("2021-05-26");
    expect([x.year, x.month, x.day]).toEqual([2021, 5, 26]);
  });

  it("applies leap year rules", () => {
    expect(d("2024-02-29").day).toBe(29);
    expect(d("2000-02-29").day).toBe(29); // divisible by 400
    expect(() => d("1900-02-29")).toThrow(CalError); // divisible by 100 only
    expect(() => d("2023-02-29")).toThrow(CalError);
    expect(() => d("2100-02-29")).toThrow(CalError);
  });

  it("rejects impossible dates with a clear message", () => {
    expect(() => d("2023-02-29")).toThrow(/day 29 out of range for 2023-02 \(1-28\)/);
    expect(() => d("2024-13-01")).toThrow(/month 13 out of range/);
    expect(() => d("2024-00-10")).toThrow(/month 0 out of range/);
    expect(() => d("2024-04-31")).toThrow(/day 31 out of range for 2024-04 \(1-30\)/);
    expect(() => d("2024-01-00")).toThrow(/day 0 out of range/);
  });

  it("is strict about the YYYY-MM-DD shape", () => {
    for (const s of ["2024-1-05", "2024-01-5", "24-01-05", "20240105", "2024/01/05", " 2024-01-05", "2024-01-05T00:00:00", "+2024-01-05", "٢٠٢٤-٠١-٠٥"]) {
      expect(() => d(s), s).toThrow(/expected format YYYY-MM-DD/);
    }
    expect(() => CalDate.parse(20240105 as unknown as string)).toThrow(CalError);
  });

  it("maps GOBL's zero spellings to the zero date", () => {
    expect(d("0000-00-00")).toBe(CalDate.ZERO);
    expect(d("")).toBe(CalDate.ZERO);
    expect(CalDate.ZERO.isZero).toBe(true);
    expect(CalDate.ZERO.toString()).toBe("0000-00-00");
    expect(d("2024-01-01").isZero).toBe(false);
    expect(() => CalDate.ZERO.addDays(1)).toThrow(CalError);
  });

  it("tryParse returns undefined instead of throwing", () => {
    expect(CalDate.tryParse("2024-02-30")).toBeUndefined();
    expect(CalDate.tryParse("2024-02-29")?.toString()).toBe("2024-02-29");
  });
});

describe("CalDate.of", () => {
  it("validates fields", () => {
    expect(CalDate.of(2024, 2, 29).toString()).toBe("2024-02-29");
    expect(() => CalDate.of(2023, 2, 29)).toThrow(CalError);
    expect(() => CalDate.of(2023, 1, 1.5)).toThrow(CalError);
    expect(CalDate.of(0, 0, 0)).toBe(CalDate.ZERO);
  });

  it("produces frozen values", () => {
    expect(Object.isFrozen(CalDate.of(2024, 1, 1))).toBe(true);
  });
});

describe("comparison", () => {
  it("orders dates", () => {
    const a = d("2023-03-24");
    const b = d("2023-03-25");
    expect(a.compare(b)).toBe(-1);
    expect(b.compare(a)).toBe(1);
    expect(a.compare(d("2023-03-24"))).toBe(0);
    expect(a.isBefore(b) && b.isAfter(a)).toBe(true);
    expect(a.equals(d("2023-03-24"))).toBe(true);
    expect(d("2022-12-31").isBefore(d("2023-01-01"))).toBe(true);
    expect(CalDate.ZERO.isBefore(d("0000-01-01"))).toBe(true);
  });

  it("counts days between dates", () => {
    expect(d("2023-03-25").daysSince(d("2023-03-24"))).toBe(1);
    expect(d("2024-03-01").daysSince(d("2024-02-01"))).toBe(29);
    expect(d("2023-01-01").daysSince(d("2024-01-01"))).toBe(-365);
    expect(d("1970-01-01").toEpochDays()).toBe(0);
    expect(d("2000-03-01").toEpochDays()).toBe(11017);
    expect(d("0001-01-01").toEpochDays()).toBe(-719162);
  });
});

describe("arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(d("2024-02-28").addDays(1).toString()).toBe("2024-02-29");
    expect(d("2023-02-28").addDays(1).toString()).toBe("2023-03-01");
    expect(d("2023-12-31").addDays(1).toString()).toBe("2024-01-01");
    expect(d("2024-01-01").addDays(-1).toString()).toBe("2023-12-31");
    expect(d("2024-01-01").addDays(366).toString()).toBe("2025-01-01");
    expect(d("1900-02-28").addDays(1).toString()).toBe("1900-03-01");
  });

  it("adds months with Go's overflow normalisation", () => {
    expect(d("2023-07-28").addMonths(1).toString()).toBe("2023-08-28");
    expect(d("2023-01-31").addMonths(1).toString()).toBe("2023-03-03");
    expect(d("2024-01-31").addMonths(1).toString()).toBe("2024-03-02");
    expect(d("2023-11-15").addMonths(3).toString()).toBe("2024-02-15");
    expect(d("2023-03-15").addMonths(-3).toString()).toBe("2022-12-15");
    expect(d("2023-03-15").addMonths(-15).toString()).toBe("2021-12-15");
    expect(d("2024-02-29").addYears(1).toString()).toBe("2025-03-01");
  });

  it("matches GOBL's Date.Add examples", () => {
    expect(d("2023-07-28").add(0, 1, 5).toString()).toBe("2023-09-02");
    expect(d("2023-07-01").add(0, 1, -1).toString()).toBe("2023-07-31");
    // One step, not sequential: Feb 29 + 1y1m is 2025-03-29.
    expect(d("2024-02-29").add(1, 1, 0).toString()).toBe("2025-03-29");
  });

  it("round-trips epoch days over a wide range", () => {
    for (let n = -800_000; n <= 3_000_000; n += 997) {
      const x = CalDate.fromEpochDays(n);
      expect(x.toEpochDays()).toBe(n);
      if (x.year >= 0 && x.year <= 9999) expect(CalDate.parse(x.toString()).equals(x)).toBe(true);
    }
    // Outside 0000-9999 the text follows Go's %04d and is not parseable.
    expect(CalDate.parse("0000-01-01").addDays(-1).toString()).toBe("-001-12-31");
    expect(CalDate.parse("9999-12-31").addDays(1).toString()).toBe("10000-01-01");
  });
});

describe("CalDate.today", () => {
  const instant = new Date("2024-03-10T02:30:00Z");

  it("defaults to UTC", () => {
    expect(CalDate.today(undefined, instant).toString()).toBe("2024-03-10");
    const now = new Date();
    expect(CalDate.today().toString()).toBe(now.toISOString().slice(0, 10));
  });

  it("uses the given IANA zone", () => {
    expect(CalDate.today("America/New_York", instant).toString()).toBe("2024-03-09");
    expect(CalDate.today("Asia/Tokyo", instant).toString()).toBe("2024-03-10");
    expect(CalDate.today("Pacific/Kiritimati", new Date("2024-12-31T12:00:00Z")).toString()).toBe("2025-01-01");
    expect(CalDate.today("Pacific/Pago_Pago", new Date("2025-01-01T10:00:00Z")).toString()).toBe("2024-12-31");
  });

  it("rejects unknown zones", () => {
    expect(() => CalDate.today("Mars/Olympus_Mons")).toThrow(CalError);
  });
});
