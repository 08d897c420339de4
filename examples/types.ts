/** A document a person can start from: in the playground, the API reference and the tests. */
export interface Example {
  /** Stable identifier, e.g. `es-simplified` or `es-verifactu-v1`. */
  id: string;
  /** What it shows, in a few words. */
  title: string;
  /** The regime's country code (`ES`), or `undefined` for a document without a regime. */
  regime?: string;
  /** The addons the document names in `$addons`. */
  addons: string[];
  /** The partial document as a user would send it (`data` of POST /v0/build). */
  document: Record<string, unknown>;
}
