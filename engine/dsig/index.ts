export { digestOf, digestsEqual } from "./digest.ts";
export type { Digest } from "./digest.ts";
export { SIGNING_ALG, checkKey, newKeyPair, signPayload, verifySignature, type JWK, type SignedPayload } from "./sign.ts";
