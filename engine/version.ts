/**
 * This package's version: package.json's, written out so that the built
 * package reads no JSON at run time (test/package/metadata.test.ts keeps the
 * two equal).
 */
export const VERSION: string = "0.1.0";

/** The GOBL version whose documents, results and digests we reproduce. */
export const GOBL_VERSION = "v0.502.1";
