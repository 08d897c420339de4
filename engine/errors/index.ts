/**
 * The one error shape of bizdoc. Every failure that leaves the engine is a
 * BizdocError; servers only map `status` onto HTTP and serialise `toJSON()`.
 */

export type ErrorKey =
  | "input"
  | "validation"
  | "calculation"
  | "unknown-schema"
  | "signature"
  | "digest"
  | "no-document"
  | "not-found"
  | "unavailable"
  | "internal";

/** One problem, pointing at every property path where it occurs. */
export interface Fault {
  /** Stable rule code (GOBL's where the rule is GOBL's); absent for plain input errors. */
  code?: string;
  /** JSONPath-like paths in GOBL's notation, e.g. `$.doc.lines[0].item`. */
  properties: string[];
  description: string;
}

export interface ErrorBody {
  code: number;
  key: ErrorKey;
  message: string;
  faults: Fault[];
}

const STATUS: Record<ErrorKey, number> = {
  input: 400,
  "not-found": 404,
  internal: 500,
  unavailable: 503,
  validation: 422,
  calculation: 422,
  "unknown-schema": 422,
  signature: 422,
  digest: 422,
  "no-document": 422,
};

/** Every error key, in the order above. */
export const ERROR_KEYS = Object.keys(STATUS) as ErrorKey[];

export function statusOf(key: ErrorKey): number {
  return STATUS[key];
}

/** The most places with a fault one error lists (a fault with three paths counts three); a last fault says how many more there were. */
export const MAX_LISTED_FAULTS = 1000;

/** The code of that last fault. */
export const MORE_FAULTS_CODE = "BIZDOC-FAULTS-MORE";

export class BizdocError extends Error {
  readonly key: ErrorKey;
  readonly faults: Fault[];

  constructor(key: ErrorKey, message: string, faults: Fault[] = []) {
    super(message);
    this.name = "BizdocError";
    this.key = key;
    this.faults = listedFaults(faults);
  }

  get status(): number {
    return statusOf(this.key);
  }

  toJSON(): ErrorBody {
    return { code: this.status, key: this.key, message: this.message, faults: this.faults };
  }

  /** Builds an error from faults, with a message summarising them the way GOBL's text form does. */
  static fromFaults(key: ErrorKey, faults: Fault[]): BizdocError {
    return new BizdocError(key, summarise(faults), faults);
  }
}

/** A calculation that cannot go on because of one value: the error names its path. */
export function calculationError(path: string, description: string, code?: string): BizdocError {
  return new BizdocError("calculation", `${path}: ${description}`, [{ ...(code ? { code } : {}), properties: [path], description }]);
}

export function isBizdocError(err: unknown): err is BizdocError {
  return err instanceof BizdocError;
}

/**
 * Anything thrown that is not already a BizdocError becomes `internal`, so an
 * inner, more precise key always wins over the wrapper (as in GOBL).
 */
export function asBizdocError(err: unknown, key: ErrorKey = "internal"): BizdocError {
  if (err instanceof BizdocError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new BizdocError(key, message);
}

/**
 * The faults an error lists: all of them, or the first MAX_LISTED_FAULTS
 * places and a last fault counting the rest, so that a document of a
 * hundred thousand bad lines gets an answer of bounded size that still says
 * how much is wrong.
 */
function listedFaults(faults: Fault[]): Fault[] {
  let places = 0;
  for (const fault of faults) places += Math.max(1, fault.properties.length);
  if (places <= MAX_LISTED_FAULTS) return faults;
  const listed: Fault[] = [];
  let shown = 0;
  for (const fault of faults) {
    const room = MAX_LISTED_FAULTS - shown;
    if (room <= 0) break;
    const properties = fault.properties.length > room ? fault.properties.slice(0, room) : fault.properties;
    listed.push(properties === fault.properties ? fault : { ...fault, properties });
    shown += Math.max(1, properties.length);
  }
  const more = places - shown;
  listed.push({
    code: MORE_FAULTS_CODE,
    properties: ["$"],
    description: `${more.toLocaleString("en-US")} more ${more === 1 ? "place has a fault" : "places have faults"}, not listed: an answer lists the first ${MAX_LISTED_FAULTS.toLocaleString("en-US")}; correct these and check again`,
  });
  return listed;
}

/** A readable one-line summary; the faults themselves carry everything, so long lists are cut short. */
function summarise(faults: Fault[]): string {
  if (faults.length === 0) return "invalid document";
  const MAX = 5;
  const line = (f: Fault) => {
    const paths = f.properties.slice(0, MAX).join(", ") + (f.properties.length > MAX ? `, and ${f.properties.length - MAX} more` : "");
    return `${f.code ? `[${f.code}] ` : ""}(${paths}) ${f.description}`;
  };
  const shown = faults.slice(0, MAX).map(line).join("; ");
  return faults.length > MAX ? `${shown}; and ${faults.length - MAX} more faults` : shown;
}
