/**
 * No text from a document, a request or XML looks anything up in a plain
 * object (a `constructor` or `__proto__` code would find Object.prototype's):
 * every lookup by a computed key in engine/, regimes/, addons/ and formats/
 * that scripts/audit-lookups.ts finds is either on a Map or reviewed as safe,
 * with its reason, in scripts/audit-lookups.reviewed.ts; and that list names
 * only sites that still exist, so it stays true.
 */
import { describe, expect, it } from "vitest";
import { auditLookups, siteKey } from "../../scripts/audit-lookups.ts";
import { REVIEWED_LOOKUPS } from "../../scripts/audit-lookups.reviewed.ts";
import { PROJECT_ROOT } from "../support/shared.ts";

describe("lookups in plain objects", () => {
  const sites = auditLookups(PROJECT_ROOT);

  it("finds the sites it audits", () => {
    expect(sites.length).toBeGreaterThan(100);
  });

  it("has every site reviewed (else: a Map, or a reason in scripts/audit-lookups.reviewed.ts)", () => {
    expect(sites.filter((s) => !REVIEWED_LOOKUPS.has(siteKey(s))).map((s) => `${s.file}:${s.line}: ${s.expression}`)).toEqual([]);
  });

  it("lists no reviewed site that is gone", () => {
    const found = new Set(sites.map(siteKey));
    expect([...REVIEWED_LOOKUPS].filter((key) => !found.has(key))).toEqual([]);
  });
});
