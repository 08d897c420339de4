/** What the regime tests share: schema IDs and a helper that expects a refusal. */
import { expect } from "vitest";
import { BizdocError } from "../../index.ts";
import type { Found } from "../support/documents.ts";

export type { Found, Obj } from "../support/documents.ts";

export const INVOICE = "https://gobl.org/draft-0/bill/invoice";
export const IDENTITY = "https://gobl.org/draft-0/tax/identity";
export const PARTY = "https://gobl.org/draft-0/org/party";

/** The faults (codes and paths) of an operation that must be refused as `validation`. */
export async function faultsOf(op: Promise<unknown>): Promise<Found[]> {
  const err = await op.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, "the document should have been refused").toBeInstanceOf(BizdocError);
  expect((err as BizdocError).key).toBe("validation");
  return (err as BizdocError).faults.map(({ code, properties }) => ({ code, properties }));
}
