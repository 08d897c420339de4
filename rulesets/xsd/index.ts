/**
 * The structure the UBL 2.1 and CII D16B schemas require (which elements,
 * in which order, how many, of which data types), checked without an XSD
 * engine. Every UBL and CII document is checked under it.
 */
import type { XMLRuleSetPlugin } from "../../engine/index.ts";
import { ciiSyntax, ublSyntax } from "../common/syntax.ts";
import { checkCIIStructure } from "./cii.ts";
import { checkUBLStructure } from "./ubl.ts";

export const xsdRuleSet: XMLRuleSetPlugin = {
  key: "xsd",
  name: "UBL 2.1 and UN/CEFACT CII D16B schemas",
  claims: () => true,
  bindings: [
    { syntax: ublSyntax, check: checkUBLStructure },
    { syntax: ciiSyntax, check: checkCIIStructure },
  ],
};
