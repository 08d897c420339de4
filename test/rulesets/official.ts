/**
 * The official verdicts on EN 16931 documents, from the reference material
 * (shared/reference/en16931), and ours beside them:
 * - unit tests (CEN's and Peppol's testSet files): each test says whether
 *   its scoped rule must fire on its invoice, and with which flag; only that
 *   rule's verdict counts;
 * - `expected/*.json`: every rule each official rule set fired on each full
 *   invoice, with flag and location, and whether the XSD accepts it.
 * A case agrees when our verdict is the official one exactly.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createEngine } from "../../index.ts";
import { readXMLTree, XMLRuleSetRegistry, type XMLElement, type XMLFault } from "../../engine/index.ts";
import { builtinRuleSets } from "../../rulesets/index.ts";
import { sharedPath } from "../support/shared.ts";

export const EN16931_DIR = sharedPath("reference/en16931");

/** Our rule set keys for the official sets, as `expected/` names them. */
export const RULE_SETS = { cen: "en16931", peppol: "peppol", xrechnung: "xrechnung" } as const;
export type OfficialSet = keyof typeof RULE_SETS;

export interface Case {
  /** Stable identifier: `unit:<file>#<n>`, `<set>:<file>` or `xsd:<file>`. */
  id: string;
  /** Group for the report: the folder and the rule set. */
  group: string;
  run(): Verdict;
}

export interface Verdict {
  agrees: boolean;
  /** What differs, when it does not agree. */
  differences: string[];
  /** Rule IDs the case is about (the scoped rule; the rules that differ), to filter by. */
  rules: string[];
}

const registry = new XMLRuleSetRegistry(builtinRuleSets);

function ourFaults(root: XMLElement, set: string): XMLFault[] {
  return registry.validateTree(root, { rules: [set] }).faults;
}

/** Every .xml file under a folder of the reference material, relative to en16931/. */
function xmlFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.xml$/i.test(entry.name)) out.push(relative(EN16931_DIR, path));
    }
  };
  walk(join(EN16931_DIR, folder));
  return out.sort();
}

const unitFolders = () => [
  ...["cen/test/Invoice-unit-UBL", "cen/test/CreditNote-unit-UBL", "cen/test/cii"].map((f) => ({ folder: f, set: "en16931" })),
  ...readdirSync(join(EN16931_DIR, "peppol/rules"))
    .filter((d) => d.startsWith("unit-"))
    .map((d) => ({ folder: `peppol/rules/${d}`, set: "peppol" })),
];

const VEFA = "http://difi.no/xsd/vefa/validator/1.0";

/** The unit-test cases: one per `<test>` of each testSet file. */
export function unitCases(): Case[] {
  const cases: Case[] = [];
  for (const { folder, set } of unitFolders()) {
    for (const file of xmlFiles(folder)) {
      const testSet = readXMLTree(readFileSync(join(EN16931_DIR, file), "utf8"));
      const scope = testSet.children.find((c) => c.local === "assert")?.children.filter((c) => c.local === "scope").map((c) => c.text.trim()) ?? [];
      const tests = testSet.children.filter((c) => c.local === "test" && c.ns === VEFA);
      tests.forEach((test, index) => {
        const assert = test.children.find((c) => c.local === "assert" && c.ns === VEFA);
        const document = test.children.find((c) => c.ns !== VEFA);
        const expectations = (assert?.children ?? [])
          .filter((c) => c.local === "success" || c.local === "error" || c.local === "warning")
          .map((c) => ({ rule: c.text.trim(), kind: c.local }));
        cases.push({
          id: `unit:${file}#${index + 1}`,
          group: `${folder} (${set})`,
          run: () => {
            const differences: string[] = [];
            if (!document) return { agrees: false, differences: ["the test holds no document"], rules: scope };
            // The invoice is checked as a document of its own: cut from the testSet.
            const detached = Object.assign(document, { parent: undefined, position: 1 }) as XMLElement;
            let faults: XMLFault[];
            try {
              faults = ourFaults(detached, set);
            } catch (err) {
              return { agrees: false, differences: [`refused: ${(err as Error).message}`], rules: scope };
            }
            for (const { rule, kind } of expectations) {
              const fired = faults.filter((f) => f.code === rule);
              if (kind === "success" && fired.length) differences.push(`${rule} must not fire, fired ${fired.length}× (${fired[0]!.properties[0]})`);
              if (kind !== "success") {
                const flag = kind === "error" ? "fatal" : "warning";
                if (!fired.length) differences.push(`${rule} must fire (${flag}), did not`);
                else if (fired.some((f) => f.flag !== flag)) differences.push(`${rule} must fire as ${flag}, fired as ${fired[0]!.flag}`);
              }
            }
            return { agrees: differences.length === 0, differences, rules: expectations.map((e) => e.rule) };
          },
        });
      });
    }
  }
  return cases;
}

interface ExpectedEntry {
  id: string;
  flag: string;
  location: string;
}
interface ExpectedFile {
  syntax: string;
  customization: string | null;
  xsd: { valid: boolean; errors: number };
  cen: ExpectedEntry[];
  peppol: ExpectedEntry[];
  xrechnung: ExpectedEntry[];
}

export const EXPECTED_FILES = ["cen-examples", "cen-testfiles", "peppol-examples", "xrechnung-instances", "xrechnung-testsuite"];

/**
 * A location as local names and positions (`/Invoice[1]/AccountingSupplierParty[1]`),
 * so CEN's `*:X[namespace-uri()='…'][n]`, SchXslt's `Q{ns}X[n]` and our
 * prefixed steps compare alike.
 */
export function normalizeLocation(location: string): string {
  return location
    .replace(/\[namespace-uri\(\)='[^']*'\]/g, "")
    .replace(/Q\{[^}]*\}/g, "")
    .replace(/\*:/g, "")
    .replace(/\/(@?)[A-Za-z_][\w.-]*:/g, "/$1");
}

const key = (e: { id: string; flag: string; location: string }) => `${e.id} ${e.flag} ${normalizeLocation(e.location)}`;

/** The cases of expected/: one per file and official rule set, and one per file for the XSD. */
export function expectedCases(): Case[] {
  const cases: Case[] = [];
  const trees = new Map<string, XMLElement>();
  const treeOf = (file: string): XMLElement => {
    let tree = trees.get(file);
    if (!tree) trees.set(file, (tree = readXMLTree(readFileSync(join(EN16931_DIR, file), "utf8"))));
    return tree;
  };
  for (const name of EXPECTED_FILES) {
    const files = JSON.parse(readFileSync(join(EN16931_DIR, "expected", `${name}.json`), "utf8")).files as Record<string, ExpectedFile>;
    for (const [file, expected] of Object.entries(files)) {
      for (const official of Object.keys(RULE_SETS) as OfficialSet[]) {
        const set = RULE_SETS[official];
        cases.push({
          id: `${official}:${file}`,
          group: `${name} (${set})`,
          run: () => {
            let faults: XMLFault[];
            try {
              faults = ourFaults(treeOf(file), set);
            } catch (err) {
              return { agrees: false, differences: [`refused: ${(err as Error).message}`], rules: [] };
            }
            const theirs = expected[official].map((e) => key(e));
            const ours = faults.map((f) => key({ id: f.code, flag: f.flag, location: f.properties[0] }));
            const differences = multisetDifference(theirs, ours, "missing").concat(multisetDifference(ours, theirs, "extra"));
            return { agrees: differences.length === 0, differences, rules: [...new Set(differences.map((d) => d.split(" ")[1]!))] };
          },
        });
      }
      cases.push({
        id: `xsd:${file}`,
        group: `${name} (xsd)`,
        run: () => {
          let faults: XMLFault[];
          try {
            faults = ourFaults(treeOf(file), "xsd");
          } catch (err) {
            return { agrees: false, differences: [`refused: ${(err as Error).message}`], rules: [] };
          }
          const valid = !faults.some((f) => f.flag === "fatal");
          const differences = valid === expected.xsd.valid ? [] : [`the XSD ${expected.xsd.valid ? "accepts" : "refuses"} it; we ${valid ? "accept" : `refuse (${faults[0]?.code} at ${faults[0]?.properties[0]})`}`];
          return { agrees: differences.length === 0, differences, rules: faults.map((f) => f.code) };
        },
      });
    }
  }
  return cases;
}

function multisetDifference(a: string[], b: string[], label: string): string[] {
  const counts = new Map<string, number>();
  for (const x of b) counts.set(x, (counts.get(x) ?? 0) + 1);
  const out: string[] = [];
  for (const x of a) {
    const n = counts.get(x) ?? 0;
    if (n > 0) counts.set(x, n - 1);
    else out.push(`${label} ${x}`);
  }
  return out;
}

export function allCases(): Case[] {
  return [...unitCases(), ...expectedCases()];
}

/** For tests of the engine wiring: the full bizdoc engine. */
export const engine = () => createEngine();
