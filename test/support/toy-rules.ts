/**
 * A rule set of the tests' own, for testing the engine's rule machinery and
 * the edges (HTTP, MCP) apart from the official rule sets: documents
 * `<toy xmlns="urn:toy">` with an optional `<profile>`, and three rules.
 */
import { context, normalizeSpace, pathsFor, patternsOf, type RuleDef, type XMLRuleSetPlugin, type XMLSyntax } from "../../engine/index.ts";

const TOY = "urn:toy";
const toyPaths = pathsFor({ t: TOY });

export const toySyntax: XMLSyntax = {
  key: "toy",
  recognizes: (root) => root.ns === TOY && root.local === "toy",
  customization: (root) => toyPaths.first(root, "t:profile")?.trim() ?? null,
  prefixes: new Map([[TOY, "t"]]),
};

const document = context("toy", 1, ["toy"]);
const line = context("toy", 2, ["line"]);
// Selects lines too, but after `line` in the same pattern: never checked (first context wins).
const shadowed = context("toy", 3, ["line"]);

const rules: RuleDef[] = [
  {
    id: "TOY-01",
    flag: "fatal",
    terms: ["BT-1"],
    description: "TOY-01: a toy has a code.",
    bindings: { toy: { context: document, test: (n) => normalizeSpace(toyPaths.first(n, "t:code")) !== "" } },
  },
  {
    id: "TOY-02",
    flag: "warning",
    terms: ["BT-2"],
    description: "TOY-02: a line should have an amount.",
    bindings: { toy: { context: line, test: (n) => toyPaths.exists(n, "@amount") } },
  },
  {
    id: "TOY-03",
    flag: "fatal",
    terms: [],
    description: "TOY-03: never checked (its context comes after another that selects the same nodes).",
    bindings: { toy: { context: shadowed, test: () => false } },
  },
];

/** Applies to every toy. */
export const toyRules: XMLRuleSetPlugin = {
  key: "toy",
  name: "Toy rules",
  claims: () => true,
  bindings: [{ syntax: toySyntax, patterns: patternsOf(rules, "toy") }],
};

/** Applies to toys claiming the "strict" profile (or when named): every line needs a `note`. */
export const strictToyRules: XMLRuleSetPlugin = {
  key: "toy-strict",
  name: "Strict toy rules",
  claims: (customization) => customization === "strict",
  bindings: [
    {
      syntax: toySyntax,
      patterns: patternsOf(
        [
          {
            id: "STRICT-01",
            flag: "fatal",
            terms: [],
            description: "STRICT-01: a line has a note.",
            bindings: { toy: { context: context("strict", 1, ["line"]), test: (n) => toyPaths.exists(n, "t:note") } },
          },
        ],
        "toy",
      ),
    },
  ],
};

export const toyXML = (body: string, profile?: string) =>
  `<?xml version="1.0"?>\n<toy xmlns="urn:toy">\n${profile ? `  <profile>${profile}</profile>\n` : ""}${body}</toy>\n`;
