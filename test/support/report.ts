/**
 * Figures and notes tests can tell (reference cases compared, bundle sizes,
 * screenshots written): printed only when BIZDOC_TEST_REPORT is set, as
 * `npm run conformance:formats` sets it, so that a passing `npm test`
 * prints nothing.
 */
export const REPORTING = process.env.BIZDOC_TEST_REPORT !== undefined && process.env.BIZDOC_TEST_REPORT !== "" && process.env.BIZDOC_TEST_REPORT !== "0";

export function report(...lines: string[]): void {
  if (REPORTING) console.log(lines.join("\n"));
}
