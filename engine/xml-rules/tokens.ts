/** Container token for XML rule set plugins (see ./contracts.ts), registered with `{ useValue: plugin }`. */
export const XML_RULE_SET = Symbol.for("bizdoc.plugin.xml-rules");
