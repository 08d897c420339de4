export type { Assertion, Pattern, RuleBreach, RuleContext, RuleFlag, SyntaxBinding, XMLRuleSetPlugin, XMLSyntax } from "./contracts.ts";
export { context, patternsOf, type ContextDef, type RuleBinding, type RuleDef } from "./rules.ts";
export { checkPatterns, lineOf, xpathOf } from "./evaluate.ts";
export { pathsFor, type PathReader } from "./select.ts";
export { elementsOf, readXMLTree, rootOf, stringValue, type XMLAttribute, type XMLElement, type XMLNode } from "./tree.ts";
export { answerOf, type XMLValidationAnswer } from "./answer.ts";
export { XMLRuleSetRegistry, type ValidateXMLOptions, type XMLFault, type XMLValidation } from "./validate.ts";
export { BigNumber, dateKey, decimalOf, doubleOf, isDate, isDecimal, normalizeSpace, numberOf, roundHalfUp, someEqual, trimXML } from "./values.ts";
export { XML_RULE_SET } from "./tokens.ts";
