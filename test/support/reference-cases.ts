/** Reference test data laid out as GOBL's converters lay it: inputs in a folder, each one's expected output under `out/` with the same name. */
import { readdirSync } from "node:fs";

export interface ReferenceFile {
  /** The input's name without its extension (`invoice-vat`). */
  name: string;
  input: string;
  output: string;
}

/** Every `*.<from>` file of `dir`, sorted, with its `out/<name>.<to>`. */
export function referenceFiles(dir: string, from: "json" | "xml", to: "json" | "xml"): ReferenceFile[] {
  const suffix = `.${from}`;
  return readdirSync(dir)
    .filter((file) => file.endsWith(suffix))
    .sort()
    .map((file) => {
      const name = file.slice(0, -suffix.length);
      return { name, input: `${dir}/${file}`, output: `${dir}/out/${name}.${to}` };
    });
}

/** A reference case: its id (the input's name, after a prefix such as `convert/`), its input and its expected output. */
export interface ReferenceCase {
  id: string;
  input: string;
  output: string;
}

/** referenceFiles as cases, each id the input's name after `prefix`. */
export function referenceCases(dir: string, from: "json" | "xml", to: "json" | "xml", prefix = ""): ReferenceCase[] {
  return referenceFiles(dir, from, to).map(({ name, input, output }) => ({ id: `${prefix}${name}`, input, output }));
}
