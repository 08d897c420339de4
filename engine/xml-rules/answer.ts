/**
 * The answer every edge (HTTP, MCP, command line) gives for a checked XML
 * document, so they agree: `{ ok: true, ... warnings }` when no fatal rule is
 * broken, otherwise a `validation` error (422) whose faults are the broken
 * rules, fatal ones first, each with its official rule code, flag, business
 * terms, XPath and line.
 */
import { BizdocError } from "../errors/index.ts";
import type { XMLFault, XMLValidation } from "./validate.ts";

export interface XMLValidationAnswer {
  ok: true;
  syntax: string;
  customization: string | null;
  rules: string[];
  /** Rules broken with a warning (or information) flag: the document is valid all the same. */
  warnings: XMLFault[];
}

/** The answer for a checked document; throws the 422 `validation` error when a fatal rule is broken. */
export function answerOf(result: XMLValidation): XMLValidationAnswer {
  const fatal = result.faults.filter((f) => f.flag === "fatal");
  const others = result.faults.filter((f) => f.flag !== "fatal");
  if (fatal.length === 0) return { ok: true, syntax: result.syntax, customization: result.customization, rules: result.rules, warnings: others };
  const codes = [...new Set(fatal.map((f) => f.code))];
  const shown = codes.slice(0, 8).join(", ") + (codes.length > 8 ? `, and ${codes.length - 8} more` : "");
  const message = `the ${result.syntax.toUpperCase()} document breaks ${fatal.length} fatal ${fatal.length === 1 ? "rule" : "rules"} of ${result.rules.join(", ")}: ${shown}`;
  throw new BizdocError("validation", message, [...fatal, ...others]);
}
