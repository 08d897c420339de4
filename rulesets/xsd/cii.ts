/** The structure the UN/CEFACT Cross Industry Invoice D16B schema requires. */
import type { RuleBreach, XMLElement } from "../../engine/index.ts";
import { ciiSyntax } from "../common/syntax.ts";
import { SchemaChecker } from "./checker.ts";
import { ciiTables } from "./generated/cii.ts";

let checker: SchemaChecker | undefined;

export function checkCIIStructure(root: XMLElement): RuleBreach[] {
  checker ??= new SchemaChecker(ciiTables);
  return checker.check(root, ciiSyntax.prefixes);
}
