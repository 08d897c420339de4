export { digestOf, digestsEqual } from "./digest.ts";
export type { Digest } from "./digest.ts";
