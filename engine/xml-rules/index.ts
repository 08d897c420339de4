export type { Assertion, Pattern, RuleBreach, RuleContext, RuleFlag, SyntaxBinding, XMLRuleSetPlugin, XMLSyntax } from "./contracts.ts";
export { context, patternsOf, type ContextDef, type RuleBinding, type RuleDef } from "./rules.ts";
export { checkPatterns, lineOf, xpathOf } from "./evaluate.ts";
export { childrenNamed, countPath, downwardPath, elementsAt, elementsNamed, hasPath, pathsFor, type DownwardPath, type PathReader } from "./select.ts";
export {
  attributeValue,
  elementsOf,
  hasAncestor,
  hasAttribute,
  isElement,
  readXMLTree,
  rootOf,
  stringValue,
  type XMLAttribute,
  type XMLElement,
  type XMLNode,
} from "./tree.ts";
export { answerOf, type XMLValidationAnswer } from "./answer.ts";
export { XMLRuleSetRegistry, type ValidateXMLOptions, type XMLFault, type XMLValidation } from "./validate.ts";
export {
  BigNumber,
  booleanOf,
  dateInstant,
  dateKey,
  decimalOf,
  decimalOfDouble,
  doubleOf,
  isDate,
  isDecimal,
  isInteger,
  isNumber,
  isXMLSpace,
  normalizeSpace,
  numberOf,
  roundHalfUp,
  someEqual,
  stringLength,
  substring,
  tokenize,
  trimXML,
} from "./values.ts";
export { castBoolean, castDecimal, castDouble, dynamicError, guarded, guardedRules, single, someNumber, XPathError } from "./xpath-errors.ts";
export { perDocument, perDocumentAnd, perElement, perElementAnd } from "./memo.ts";
export { XML_RULE_SET } from "./tokens.ts";
