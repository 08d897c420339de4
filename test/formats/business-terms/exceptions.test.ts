/**
 * The round trip's exceptions for what GOBL's calculation states anew: each
 * excuses exactly its difference, in its condition, and nothing beside it.
 */
import { describe, expect, it } from "vitest";
import { compareTerms } from "./compare.ts";

const totalsWarning = { warnings: ["BIZDOC-FORMAT-TOTALS-01"] };

describe("stated amounts GOBL's calculation does not give", () => {
  const before = { "BT-106": ["1273.00"], "BT-109": ["1273.00"], "BG-25[1]/BT-131": ["1273.00"], "BG-25[1]/BT-129": ["2"] };
  const after = { "BT-106": ["2546.00"], "BT-109": ["2546.00"], "BG-25[1]/BT-131": ["2546.00"], "BG-25[1]/BT-129": ["2"] };

  it("are excused only for an invoice read with a totals warning", () => {
    expect(compareTerms(before, after, totalsWarning).differences).toEqual([]);
    expect(compareTerms(before, after).differences.map((d) => d.term).sort()).toEqual(["BG-25[1]/BT-131", "BT-106", "BT-109"]);
  });

  it("excuse no other term", () => {
    const otherChanged = { ...after, "BG-25[1]/BT-129": ["3"] };
    expect(compareTerms(before, otherChanged, totalsWarning).differences.map((d) => d.term)).toEqual(["BG-25[1]/BT-129"]);
  });
});

describe("a return read with a negative quantity", () => {
  it("is excused when the line's stated amount is negative and the quantity is negated, not otherwise", () => {
    const before = { "BG-25[1]/BT-129": ["6"], "BG-25[1]/BT-131": ["-109.98"] };
    expect(compareTerms(before, { ...before, "BG-25[1]/BT-129": ["-6"] }).differences).toEqual([]);
    expect(compareTerms(before, { ...before, "BG-25[1]/BT-129": ["-7"] }).differences).toHaveLength(1);
    const sale = { "BG-25[1]/BT-129": ["6"], "BG-25[1]/BT-131": ["109.98"] };
    expect(compareTerms(sale, { ...sale, "BG-25[1]/BT-129": ["-6"] }).differences).toHaveLength(1);
  });
});

describe("a net price read finer", () => {
  it("is excused when it rounds to the price stated, not otherwise", () => {
    const before = { "BG-25[1]/BT-146": ["0.1973"] };
    expect(compareTerms(before, { "BG-25[1]/BT-146": ["0.19727"] }).differences).toEqual([]);
    expect(compareTerms(before, { "BG-25[1]/BT-146": ["0.19724"] }).differences).toHaveLength(1);
    expect(compareTerms(before, { "BG-25[1]/BT-146": ["0.1974"] }).differences).toHaveLength(1);
    expect(compareTerms({ "BG-25[1]/BT-146": ["-1.5"] }, { "BG-25[1]/BT-146": ["-1.45"] }).differences).toEqual([]);
  });
});

describe("a base quantity stated equal to the price", () => {
  it("is excused when lost, only when it equals the price", () => {
    const before = { "BG-25[1]/BT-146": ["49"], "BG-25[1]/BT-149": ["49.00"], "BG-25[1]/BT-150": ["MON"] };
    expect(compareTerms(before, { "BG-25[1]/BT-146": ["49"] }).differences).toEqual([]);
    const other = { "BG-25[1]/BT-146": ["49"], "BG-25[1]/BT-149": ["12"], "BG-25[1]/BT-150": ["MON"] };
    expect(compareTerms(other, { "BG-25[1]/BT-146": ["49"] }).differences.map((d) => d.term).sort()).toEqual(["BG-25[1]/BT-149", "BG-25[1]/BT-150"]);
  });
});

describe("a customization none of our profiles writes", () => {
  it("is excused when written back as EN 16931, not when one of ours changes", () => {
    const written = { "BT-24": ["urn:cen.eu:en16931:2017"] };
    expect(compareTerms({ "BT-24": ["urn:ferd:CrossIndustryDocument:invoice:1p0:comfort"] }, written).differences).toEqual([]);
    expect(compareTerms({ "BT-24": ["urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0"] }, written).differences).toHaveLength(1);
  });
});

describe("XRechnung's extension customization", () => {
  it("is none of ours: written back as EN 16931, excused", () => {
    const extension = "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0";
    expect(compareTerms({ "BT-24": [extension] }, { "BT-24": ["urn:cen.eu:en16931:2017"] }).differences).toEqual([]);
  });
});

describe("item attributes", () => {
  it("pair up by the key GOBL keeps their names under, whatever their order", () => {
    const before = { "BG-25[1]/BG-32[1]/BT-160": ["[Description 2]"], "BG-25[1]/BG-32[1]/BT-161": ["[Value 2]"], "BG-25[1]/BG-32[2]/BT-160": ["[Description]"], "BG-25[1]/BG-32[2]/BT-161": ["[Value]"] };
    const after = { "BG-25[1]/BG-32[1]/BT-160": ["description"], "BG-25[1]/BG-32[1]/BT-161": ["[Value]"], "BG-25[1]/BG-32[2]/BT-160": ["description-2"], "BG-25[1]/BG-32[2]/BT-161": ["[Value 2]"] };
    expect(compareTerms(before, after).differences).toEqual([]);
    const swapped = { ...after, "BG-25[1]/BG-32[1]/BT-161": ["[Value 2]"], "BG-25[1]/BG-32[2]/BT-161": ["[Value]"] };
    expect(compareTerms(before, swapped).differences.length).toBeGreaterThan(0);
  });
});
