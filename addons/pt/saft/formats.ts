/**
 * The AT's formats for document numbers (GOBL.pt.saft: addon/invoices.go),
 * taken from the SAF-T (PT) XSD's pattern for a full document number,
 * `<type> <series>/<number>` (e.g. "FT SERIES-A/123").
 *
 * - A series, when given, is `<type> <series>` and starts with the
 *   document's type code followed by a space.
 * - With a series, the code is just digits; without one, the code is the
 *   full number and starts with the type code.
 * - A manual document's source reference (`pt-saft-source-ref`) is
 *   `<type>M <series>/<number>`, or `<type>D <type> <series>/<number>` for a
 *   recovered one, with the document's own type.
 */
import { extCode } from "../../../engine/index.ts";
import type { NamedFailure } from "../../../engine/rules/index.ts";
import { EXT_KEY_SOURCE, EXT_KEY_SOURCE_REF, SOURCE_MANUAL, SOURCE_PRODUCED } from "./extensions.ts";

const FULL_CODE = /^[^ ]+ [^/^ ]+\/[0-9]+$/;
const SERIES = /^[^ ]+ [^/^ ]+$/;
const CODE = /^[0-9]+$/;
const SOURCE_REF = /^([^ ]+)(?:M|D ([^ ]+)) [^/^ ]+\/[$0-9]+$/;

/** What is wrong with a series, or "" when it is fine or missing. */
export function seriesProblem(series: unknown, docType: string): string {
  if (typeof series !== "string" || series === "") return "";
  if (docType && !series.startsWith(`${docType} `)) return `must start with '${docType} '`;
  if (!SERIES.test(series)) return "must be in a valid format";
  return "";
}

/** What is wrong with a code given the series, or "" when it is fine or missing. */
export function codeProblem(code: unknown, series: unknown, docType: string): string {
  if (typeof code !== "string" || code === "") return "";
  if (typeof series === "string" && series !== "") return CODE.test(code) ? "" : "must be in a valid format";
  if (docType && !code.startsWith(`${docType} `)) return `must start with '${docType} '`;
  if (!FULL_CODE.test(code)) return "must be in a valid format";
  return "";
}

/** What is wrong with a manual document's source reference, or "". */
export function sourceRefProblem(docType: string, ext: unknown): string {
  if (extCode(ext, EXT_KEY_SOURCE) !== SOURCE_MANUAL) return "";
  const ref = extCode(ext, EXT_KEY_SOURCE_REF);
  if (!ref || !docType) return "";
  const m = SOURCE_REF.exec(ref);
  if (!m) return "must be in valid format";
  if (m[1] !== docType) return `must start with the document type '${docType}' not '${m[1]}'`;
  if (m[2] && m[2] !== docType) return `must refer to an original document '${docType}' not '${m[2]}'`;
  return "";
}

/** A source other than produced (integrated or manual). */
export function sourceNotProduced(ext: unknown): boolean {
  const src = extCode(ext, EXT_KEY_SOURCE);
  return src !== "" && src !== SOURCE_PRODUCED;
}

/** A failure at the checked value with the problem added to the message, when there is one. */
export function failure(message: string, problem: string): NamedFailure[] {
  return problem ? [{ at: [], message: `${message}: ${problem}` }] : [];
}
