/** The structure the UBL 2.1 schemas (Invoice, CreditNote and the common components) require. */
import type { RuleBreach, XMLElement } from "../../engine/index.ts";
import { ublSyntax } from "../common/syntax.ts";
import { SchemaChecker } from "./checker.ts";
import { ublTables } from "./generated/ubl.ts";

let checker: SchemaChecker | undefined;

export function checkUBLStructure(root: XMLElement): RuleBreach[] {
  checker ??= new SchemaChecker(ublTables);
  return checker.check(root, ublSyntax.prefixes);
}
