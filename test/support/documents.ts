/**
 * Building, correcting and re-validating documents in tests, with the faults
 * read as codes and paths: what the regime and addon tests share. GOBL's Go
 * tests calculate a document, sometimes alter it, then validate it; these
 * helpers are the same moves through one engine.
 */
import { expect } from "vitest";
import { BizdocError, ENVELOPE_ID, type Engine } from "../../index.ts";

export type Obj = Record<string, any>;
export type Found = { code?: string; properties: string[] };

/** The faults of an operation refused as `validation`, or an empty list when it succeeds. */
export async function faultsOrNone(op: Promise<unknown>): Promise<Found[]> {
  const err = await op.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (err === undefined) return [];
  expect(err).toBeInstanceOf(BizdocError);
  expect((err as BizdocError).key, (err as Error).message).toBe("validation");
  return (err as BizdocError).faults.map(({ code, properties }) => ({ code, properties }));
}

/** Only the faults whose code starts with `prefix` (one addon's, say). */
export const faultsStartingWith =
  (prefix: string) =>
  (faults: Found[]): Found[] =>
    faults.filter((f) => f.code?.startsWith(prefix));

/** The document operations of one engine, as tests use them. */
export function documentOps(engine: Engine) {
  /** Builds a document that must pass, giving the built document. */
  const built = async (doc: Obj): Promise<Obj> => (await engine.build(doc)) as Obj;
  return {
    built,
    /**
     * Builds a document inside an envelope whose header ignores the given
     * rule codes, giving the built document: the normalised result of a
     * document that breaks those rules (GOBL's tests that calculate without
     * validating).
     */
    async builtIgnoring(doc: Obj, codes: string[]): Promise<Obj> {
      const envelope = (await engine.build({ $schema: ENVELOPE_ID, head: { ignore: codes }, doc })) as Obj;
      return envelope.doc;
    },
    /** The faults of building a document (an empty list when it builds). */
    buildFaults: (doc: Obj): Promise<Found[]> => faultsOrNone(engine.build(doc)),
    /**
     * Builds a valid document, changes the result as `change` says and
     * validates it again without normalising, the way GOBL's tests alter a
     * calculated invoice before validating it.
     */
    async faultsAfter(doc: Obj, change: (built: Obj) => void): Promise<Found[]> {
      const out = await built(doc);
      change(out);
      return faultsOrNone(engine.validate(out));
    },
    /** The corrective document of a document, which must pass. */
    corrected: async (doc: Obj, options: Obj): Promise<Obj> => (await engine.correct(doc, options)) as Obj,
    /** The faults of correcting a document (an empty list when the corrective document passes). */
    correctFaults: (doc: Obj, options: Obj): Promise<Found[]> => faultsOrNone(engine.correct(doc, options)),
  };
}

/** The BizdocError an operation is refused with (failing the test when it is not refused, or not so). */
export async function refusalOf(promise: Promise<unknown>): Promise<BizdocError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BizdocError);
  return err as BizdocError;
}
