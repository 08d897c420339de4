/**
 * A count of the work code does on arrays and objects, for tests of how work
 * grows with input size without timing anything: while `measure` runs, the
 * array methods that touch every element (iteration, spread, copies, searches,
 * callbacks over all elements) and Object.keys/values/entries add the number
 * of elements they touch. A list of n faults gathered by copying the list
 * each time counts n² here, gathered by appending counts n. The count is
 * deterministic: the same run gives the same figure on any machine.
 */

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

const PER_ELEMENT = ["concat", "slice", "indexOf", "lastIndexOf", "includes", "map", "filter", "forEach", "some", "every", "find", "findIndex", "reduce", "reduceRight", "flatMap", "flat", "join", "sort", "splice", "fill", "reverse", "toSorted", "toReversed", "with"] as const;

const arrayIteratorPrototype = Object.getPrototypeOf([][Symbol.iterator]()) as { next: AnyFunction };

/** Runs `run` and counts the work it did (see above). Not re-entrant. */
export async function measure(run: () => unknown): Promise<number> {
  let work = 0;
  const restore: (() => void)[] = [];
  const wrap = (holder: Record<string, unknown>, name: string, cost: (self: unknown, args: unknown[], result: unknown) => number) => {
    const original = holder[name] as AnyFunction;
    holder[name] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      work += cost(this, args, result);
      return result;
    };
    restore.push(() => {
      holder[name] = original;
    });
  };
  const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  for (const name of PER_ELEMENT) {
    if (name in Array.prototype) wrap(Array.prototype as unknown as Record<string, unknown>, name, (self, _args, result) => Math.max(length(self), length(result)));
  }
  wrap(Array.prototype as unknown as Record<string, unknown>, "push", (_self, args) => args.length);
  wrap(Array.prototype as unknown as Record<string, unknown>, "unshift", (self) => length(self));
  wrap(Array as unknown as Record<string, unknown>, "from", (_self, _args, result) => length(result));
  for (const name of ["keys", "values", "entries"]) wrap(Object as unknown as Record<string, unknown>, name, (_self, _args, result) => length(result));
  // Spread and for...of over arrays: one step per element.
  wrap(arrayIteratorPrototype as unknown as Record<string, unknown>, "next", () => 1);
  try {
    await run();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return work;
}

/**
 * How the work grows from an input of size n to one of size 4n: about 4 when
 * it is linear, about 16 when quadratic.
 */
export async function growth(run: (size: number) => unknown, n: number): Promise<number> {
  const small = await measure(() => run(n));
  const large = await measure(() => run(4 * n));
  return large / small;
}
