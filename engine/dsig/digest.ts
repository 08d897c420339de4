// Document digests as GOBL records them in an envelope header ("dig"):
// SHA-256 over the canonical JSON bytes, hex encoded in lower case.

import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import { canonicalize } from "../c14n/index.ts";
import { utf8Bytes } from "../cbc/utf8.ts";

export interface Digest {
  alg: "sha256";
  val: string;
}

/** Digest of a JSON tree (see `canonicalize` for what it accepts). */
export function digestOf(value: unknown): Digest {
  const val = bytesToHex(sha256(utf8Bytes(canonicalize(value))));
  return { alg: "sha256", val };
}

/** Exact comparison, like GOBL: same algorithm and same hex text. */
export function digestsEqual(a: Digest, b: Digest): boolean {
  return a.alg === b.alg && a.val === b.val;
}
