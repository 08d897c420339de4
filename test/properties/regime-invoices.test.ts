/**
 * Random valid invoices of every regime bizdoc ships, built through the
 * engine and checked against invariants:
 *
 * - the totals follow from the lines, discounts, charges, taxes and advances,
 *   recomputed here by an independent oracle (bignumber.js, GOBL's arithmetic:
 *   results at the left operand's precision, half away from zero);
 * - a rate key resolves to the value its regime defines for the tax date;
 * - the digest is stable: the same input (UUIDs pinned) built twice gives the
 *   same envelope, digest included;
 * - building is idempotent: building the built envelope gives it back exactly.
 *
 * The generator only produces invoices it believes valid (each regime's own
 * categories, keys, rates and currency; valid tax IDs), so a refusal fails the
 * test and shows the input. `PROPERTY_RUNS` raises the runs per regime.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENVELOPE_ID } from "../../index.ts";
import { build, checkRates, invoiceArb, oracle, regimes, toInvoice, type Obj } from "./regime-invoices.support.ts";

const RUNS = Number(process.env.PROPERTY_RUNS ?? 15);
const HEAD_UUID = "8a51fd30-2a27-11ee-be56-0242ac120002";

describe.each(regimes.map((r) => [r.country, r] as const))("random valid invoices of the %s regime", (_country, info) => {
  it(`totals add up, rates resolve, digest stable, build idempotent (${RUNS} runs)`, async () => {
    expect(info.decimals, "the generator's stated amounts have two decimals, as every shipped regime's currency").toBe(2);
    await fc.assert(
      fc.asyncProperty(invoiceArb(info), async (spec) => {
        const input = toInvoice(info, spec);
        const envelope = { $schema: ENVELOPE_ID, head: { uuid: HEAD_UUID }, doc: input };
        try {
          const built = await build(structuredClone(envelope));
          const doc = built.doc;
          expect(doc.$regime).toBe(info.country);

          checkRates(spec, doc);
          const expected = oracle(info, spec, doc);
          expect(doc.lines.map((l: Obj) => ({ sum: l.sum, total: l.total }))).toEqual(expected.lines);
          // The oracle's figures, and nothing else in the totals (rounding is never set here).
          expect(doc.totals).toEqual(expected.totals);
          expect((doc.preceding ?? []).map((ref: Obj) => ref.tax)).toEqual(expected.preceding);

          // Same input, same document and digest.
          const again = await build(structuredClone(envelope));
          expect(again).toEqual(built);
          // The built envelope builds to itself.
          const rebuilt = await build(structuredClone(built));
          expect(rebuilt).toEqual(built);
        } catch (err) {
          // Show the input itself, not only fast-check's spec of it.
          if (err instanceof Error && !err.message.includes("\ninput: ")) err.message += `\ninput: ${JSON.stringify(input)}`;
          throw err;
        }
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
