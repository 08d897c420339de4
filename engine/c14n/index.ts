export { C14nError, canonicalize, canonicalizeText } from "./canonical.ts";
