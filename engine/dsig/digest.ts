// Document digests as GOBL records them in an envelope header ("dig"):
// SHA-256 over the canonical JSON bytes, hex encoded in lower case.

import { createHash } from "node:crypto";
import { canonicalize } from "../c14n/index.ts";

export interface Digest {
  alg: "sha256";
  val: string;
}

/** Digest of a JSON tree (see `canonicalize` for what it accepts). */
export function digestOf(value: unknown): Digest {
  const val = createHash("sha256").update(canonicalize(value), "utf8").digest("hex");
  return { alg: "sha256", val };
}

/** Exact comparison, like GOBL: same algorithm and same hex text. */
export function digestsEqual(a: Digest, b: Digest): boolean {
  return a.alg === b.alg && a.val === b.val;
}
