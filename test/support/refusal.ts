/** The BizdocError an operation rejects with: the test fails when it resolves, or rejects with anything else. */
import { expect } from "vitest";
import { isBizdocError, type BizdocError } from "../../index.ts";

export async function refusal(promise: Promise<unknown>): Promise<BizdocError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isBizdocError(error), String(error)).toBe(true);
  return error as BizdocError;
}
