/**
 * The engine's machinery for checking XML against rule sets: the located
 * tree, paths, XPath value semantics, patterns (first context wins), rule set
 * choice by customization, and the answer every edge gives.
 */
import { describe, expect, it } from "vitest";
import {
  BizdocError,
  BigNumber,
  answerOf,
  attributeValue,
  booleanOf,
  castDecimal,
  childrenNamed,
  countPath,
  createEngine,
  dateInstant,
  decimalOf,
  decimalOfDouble,
  downwardPath,
  doubleOf,
  elementsNamed,
  guarded,
  guardedRules,
  hasAncestor,
  hasAttribute,
  isDate,
  isElement,
  normalizeSpace,
  pathsFor,
  perDocument,
  perElementAnd,
  readXMLTree,
  roundHalfUp,
  single,
  someEqual,
  stringValue,
  XPathError,
  xpathOf,
  type RuleDef,
} from "../../engine/index.ts";
import { strictToyRules, toyRules, toyXML } from "../support/toy-rules.ts";

const engine = createEngine({ ruleSets: [toyRules, strictToyRules] });

describe("the located tree", () => {
  it("knows each element's namespace, position among same-named siblings and line", () => {
    const root = readXMLTree('<a xmlns="urn:x" xmlns:p="urn:p">\n  <b/>\n  <p:b/>\n  <b id="2">x<c>y</c>z</b>\n</a>');
    const [b1, pb, b2] = root.children;
    expect([b1!.position, pb!.position, b2!.position]).toEqual([1, 1, 2]);
    expect([b1!.ns, pb!.ns]).toEqual(["urn:x", "urn:p"]);
    expect([root.line, b1!.line, pb!.line, b2!.line]).toEqual([1, 2, 3, 4]);
    // A start tag over several lines is on the line it starts on.
    const spread = readXMLTree('<a>\n<b\n  x="1"\n  y="2">\n<c/></b>\n  <d y="3"\n/></a>');
    expect(spread.children.map((el) => el.line)).toEqual([2, 6]);
    expect(spread.children[0]!.children[0]!.line).toBe(5);
    // XPath's string value: own and descendants' text in document order.
    expect(stringValue(b2!)).toBe("xyz");
    // Namespace declarations are no attributes.
    expect(root.attributes).toEqual([]);
    expect(xpathOf(b2!, new Map([["urn:x", "x"]]))).toBe("/x:a[1]/x:b[2]");
    expect(xpathOf(b2!.attributes[0]!, new Map())).toBe("/Q{urn:x}a[1]/Q{urn:x}b[2]/@id");
  });

  it("refuses, in its one pass, what the untrusted-XML checks refuse", () => {
    expect(() => readXMLTree('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>')).toThrow(/DOCTYPE/);
    expect(() => readXMLTree("<a>&x;</a>")).toThrow(/well-formed/);
    expect(() => readXMLTree("<a><b></a>")).toThrow(/well-formed/);
    expect(() => readXMLTree("")).toThrow(/empty/);
    expect(() => readXMLTree(`${"<a>".repeat(65)}${"</a>".repeat(65)}`)).toThrow(/deeper than 64/);
    expect(() => readXMLTree(`${"<a>".repeat(64)}${"</a>".repeat(64)}`)).not.toThrow();
    expect(() => readXMLTree("<a/>".padEnd(40, " "), { maxLength: 20, maxDepth: 64 })).toThrow(/larger than/);
    // Shapes that make a backtracking scanner quadratic, at 400 KB each: refused as input errors.
    for (const hostile of ["<a".repeat(200_000), "<a b='".repeat(60_000), `<a>${"<!--".repeat(100_000)}`, `<a>${"&".repeat(400_000)}</a>`]) {
      expect(() => readXMLTree(hostile)).toThrow(BizdocError);
    }
  });
});

describe("paths and values", () => {
  const p = pathsFor({ x: "urn:x" });
  const root = readXMLTree('<a xmlns="urn:x"><b n="1"><c>one</c></b><b n="2"><c>two</c><d><c>deep</c></d></b></a>');

  it("select children, attributes, parents, any depth and from the document", () => {
    expect(p.values(root, "x:b/x:c")).toEqual(["one", "two"]);
    expect(p.values(root, "x:b/@n")).toEqual(["1", "2"]);
    expect(p.values(root, ".//x:c")).toEqual(["one", "two", "deep"]);
    expect(p.elements(root, "x:b/x:c/..")).toHaveLength(2);
    const deep = p.elements(root, "x:b/x:d/x:c")[0]!;
    expect(p.first(deep, "/x:a/x:b/@n")).toBe("1");
    expect(p.exists(root, "x:e")).toBe(false);
    expect(p.first(root, "x:e")).toBeUndefined();
    expect(() => p(root, "y:b")).toThrow(/prefix y/);
  });

  it("read values as XPath 2.0 does", () => {
    expect(normalizeSpace("  a \n\t b ")).toBe("a b");
    // Only XML whitespace counts: a no-break space is text, in XPath as here.
    expect(normalizeSpace("\u00a0a\u00a0")).toBe("\u00a0a\u00a0");
    expect(decimalOf("\u00a012")).toBeUndefined();
    expect(decimalOf(" 12.50 ")?.toString()).toBe("12.5");
    expect(decimalOf("1e3")).toBeUndefined();
    expect(doubleOf("1e3")).toBe(1000);
    expect(doubleOf("abc")).toBeUndefined();
    expect(isDate("2024-02-29")).toBe(true);
    expect(isDate("2023-02-29")).toBe(false);
    expect(isDate("2024-01-01+01:00")).toBe(true);
    expect(isDate("20240101")).toBe(false);
    expect(someEqual(["a", "b"], ["c", "b"])).toBe(true);
    expect(someEqual([], [""])).toBe(false);
    // round() rounds halves up, towards positive infinity, also below zero.
    expect(roundHalfUp(new BigNumber("2.345"), 2).toString()).toBe("2.35");
    expect(roundHalfUp(new BigNumber("-2.345"), 2).toString()).toBe("-2.34");
  });
});

describe("tree helpers, counted paths and kept values", () => {
  const root = readXMLTree(`<a xmlns="urn:x" xmlns:y="urn:y"><b n="1"><c/></b>${"<d/>".repeat(40)}<y:b/><b><c/><c/></b></a>`);

  it("test elements, attributes and ancestors", () => {
    const [b] = root.children;
    expect(isElement(b, "urn:x", "b")).toBe(true);
    expect(isElement(b, "urn:y", "b")).toBe(false);
    expect(isElement(undefined, "urn:x", "b")).toBe(false);
    expect(attributeValue(b, "n")).toBe("1");
    expect(attributeValue(b, "m")).toBeUndefined();
    expect(hasAttribute(b!, "n")).toBe(true);
    expect(hasAncestor(b!.children[0]!, "urn:x", "a")).toBe(true);
    expect(hasAncestor(b!.attributes[0]!, "urn:x", "b")).toBe(true);
    expect(hasAncestor(root, "urn:x", "a")).toBe(false);
  });

  it("count short downward paths, through the name index of an element with many children", () => {
    expect(childrenNamed(root, "urn:x", "b")).toHaveLength(2);
    expect(childrenNamed(root, "urn:y", "b")).toHaveLength(1);
    const bc = downwardPath("b/c", { y: "urn:y" }, "urn:x");
    expect(countPath(root, bc)).toBe(3);
    expect(countPath(root, bc, 2)).toBe(2);
    expect(countPath(root, downwardPath("b/@n", {}, "urn:x"))).toBe(1);
    expect(countPath(root, downwardPath("y:b", { y: "urn:y" }))).toBe(1);
    expect(() => downwardPath("b", {})).toThrow(/no known prefix/);
    expect(elementsNamed(root.children[0]!, "urn:x", "c")).toHaveLength(3);
  });

  it("keep what is computed per document and per element and key, failures included", () => {
    let runs = 0;
    const count = perDocument((r) => (runs++, r.children.length));
    expect(count(root.children[0]!)).toBe(count(root));
    expect(runs).toBe(1);
    let fails = 0;
    const failing = perElementAnd((_el, key: string): number => {
      fails++;
      throw new XPathError(key);
    });
    expect(() => failing(root, "k")).toThrow(XPathError);
    expect(() => failing(root, "k")).toThrow(XPathError);
    expect(fails).toBe(1);
  });
});

describe("XPath casts and dynamic errors", () => {
  it("cast to xs:boolean on XML whitespace only, and decimals of doubles exactly", () => {
    expect(booleanOf(" true\n")).toBe(true);
    expect(booleanOf("0")).toBe(false);
    expect(booleanOf("\u00a0true")).toBeUndefined();
    expect(booleanOf("yes")).toBeUndefined();
    expect(decimalOfDouble(0.1)!.toFixed()).toBe("0.1000000000000000055511151231257827021181583404541015625");
    expect(decimalOfDouble(1e21)!.toFixed()).toBe("1000000000000000000000");
    expect(decimalOfDouble(NaN)).toBeUndefined();
    expect(dateInstant("2024-01-02+01:00")).toBe(dateInstant("2024-01-01Z")! + 23 * 60);
    expect(dateInstant("2024-02-30")).toBeUndefined();
  });

  it("make a guarded test, or every test of guarded rules, not hold where XPath raises an error", () => {
    expect(() => single(["1", "2"])).toThrow(XPathError);
    expect(() => castDecimal("1e3")).toThrow(XPathError);
    const test = (n: unknown): boolean => castDecimal(single(["x"])).gt(0) || n === undefined;
    expect(guarded(test)(anyNode())).toBe(false);
    const rule: RuleDef = { id: "R", flag: "fatal", terms: [], description: "R", bindings: { a: { context: { pattern: "p", order: 1, on: "*" }, test } } };
    const [guardedRule] = guardedRules([rule]);
    expect((guardedRule!.bindings.a as { test(n: unknown): boolean }).test(anyNode())).toBe(false);
    // Other errors are faults of ours and are not swallowed.
    expect(() => guarded(() => { throw new TypeError("bug"); })(anyNode())).toThrow(TypeError);
  });
});

function anyNode() {
  return readXMLTree("<a/>");
}

describe("engine.validateXML", () => {
  it("reports each broken rule at its node, with flag, terms, XPath and line; warnings leave it valid", async () => {
    const result = await engine.validateXML(toyXML('  <code>A</code>\n  <line/>\n  <line amount="1"/>\n  <line/>\n'));
    expect(result).toMatchObject({ valid: true, syntax: "toy", customization: null, rules: ["toy"] });
    expect(result.faults).toEqual([
      { code: "TOY-02", flag: "warning", properties: ["/t:toy[1]/t:line[1]"], description: "TOY-02: a line should have an amount.", terms: ["BT-2"], line: 4, ruleSet: "toy" },
      { code: "TOY-02", flag: "warning", properties: ["/t:toy[1]/t:line[3]"], description: "TOY-02: a line should have an amount.", terms: ["BT-2"], line: 6, ruleSet: "toy" },
    ]);
  });

  it("is invalid when a fatal rule is broken; a node is checked by the first context of a pattern that selects it only", async () => {
    const result = await engine.validateXML(toyXML('  <line amount="1"/>\n'));
    expect(result.valid).toBe(false);
    expect(result.faults.map((f) => f.code)).toEqual(["TOY-01"]);
  });

  it("checks the rule sets the document's customization selects, or those named", async () => {
    const strict = toyXML('  <code>A</code>\n  <line amount="1"/>\n', "strict");
    expect((await engine.validateXML(strict)).rules).toEqual(["toy", "toy-strict"]);
    expect((await engine.validateXML(strict)).faults.map((f) => f.code)).toEqual(["STRICT-01"]);
    expect((await engine.validateXML(strict, { rules: "toy" })).faults).toEqual([]);
    expect((await engine.validateXML(toyXML("<code>A</code>"), { rules: ["toy-strict"] })).rules).toEqual(["toy-strict"]);
  });

  it("refuses unknown rule sets and syntaxes with an input error saying what there is", async () => {
    await expect(engine.validateXML(toyXML("<code>A</code>"), { rules: "nope" })).rejects.toMatchObject({ key: "input", message: expect.stringContaining("toy, toy-strict") });
    await expect(engine.validateXML('<Invoice xmlns="urn:other"/>')).rejects.toMatchObject({ key: "input", message: expect.stringContaining("(toy)") });
    await expect(engine.validateXML("<toy")).rejects.toMatchObject({ key: "input" });
  });

  it("lists the rule sets it knows", () => {
    expect(engine.ruleSetList()).toEqual([
      { key: "toy", name: "Toy rules", syntaxes: ["toy"] },
      { key: "toy-strict", name: "Strict toy rules", syntaxes: ["toy"] },
    ]);
  });

  it("refuses two rule sets with one key when the engine is made", () => {
    expect(() => createEngine({ ruleSets: [toyRules, toyRules] })).toThrow(/registered twice/);
  });
});

describe("answerOf", () => {
  it("answers ok with the warnings, or throws a 422 validation error listing fatal faults first", async () => {
    const valid = await engine.validateXML(toyXML("<code>A</code><line/>"));
    expect(answerOf(valid)).toMatchObject({ ok: true, syntax: "toy", rules: ["toy"], warnings: [{ code: "TOY-02" }] });
    const invalid = await engine.validateXML(toyXML("<line/>"));
    let error: unknown;
    try {
      answerOf(invalid);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(BizdocError);
    const body = (error as BizdocError).toJSON();
    expect(body).toMatchObject({ code: 422, key: "validation" });
    expect(body.message).toContain("TOY-01");
    expect(body.faults.map((f) => [f.code, (f as { flag?: string }).flag])).toEqual([
      ["TOY-01", "fatal"],
      ["TOY-02", "warning"],
    ]);
  });
});
