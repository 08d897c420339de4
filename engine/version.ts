import pkg from "../package.json" with { type: "json" };

/** This package's version. */
export const VERSION: string = pkg.version;

/** The GOBL version whose documents, results and digests we reproduce. */
export const GOBL_VERSION = "v0.502.1";
