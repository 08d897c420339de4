/**
 * `npx tsx scripts/audit-lookups.ts`: the places in engine/, regimes/,
 * addons/ and formats/ where a plain object may be looked up with text a
 * user gave, which would find what Object.prototype holds (`constructor`,
 * `toString`, `__proto__`...) rather than nothing:
 * - an element access (`obj[key]`, read or written) whose key is not a
 *   literal and is typed as text: `string`, `any`, a template, or a union of
 *   string literals (`keyof typeof TABLE`, a key type that holds user text at
 *   run time all the same), on anything but an array, a string, a Map or a
 *   Set;
 * - `key in obj` with such a key.
 * Each site is printed with its object's type and compared with the
 * reviewed ones (audit-lookups.reviewed.ts): the sites not reviewed are
 * listed apart and make the command exit with 1. Not a test: the type
 * checker over those folders takes some 7 s of CPU, too much for the suite.
 */
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export interface LookupSite {
  /** Path from the project root. */
  file: string;
  line: number;
  /** `read`, `write` (an assignment to the element) or `in`. */
  kind: "read" | "write" | "in";
  /** The expression as written (its first 120 characters). */
  expression: string;
  /** The looked-up object's type, as the checker prints it. */
  objectType: string;
}

const AUDITED = /^(engine|regimes|addons|formats)\//;
/** Generated code and tests are not audited. */
const SKIPPED = /\/generated\/|\.test\.ts$/;

const flagged = (t: ts.Type) =>
  !!(t.flags & (ts.TypeFlags.String | ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping));

/** Text of any kind, or a union holding some. */
function isText(t: ts.Type): boolean {
  return t.isUnion() ? t.types.some(isText) : flagged(t);
}

/** A union of two or more string literals (null and undefined aside). */
function isLiteralUnion(t: ts.Type): boolean {
  const parts = t.isUnion() ? t.types.filter((x) => !(x.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null))) : [t];
  return parts.length >= 2 && parts.every((x) => !!(x.flags & ts.TypeFlags.StringLiteral));
}

/** Arrays, tuples, strings, Maps and Sets: indexing them with text finds nothing of Object.prototype's. */
function isSafeHolder(t: ts.Type, checker: ts.TypeChecker): boolean {
  if (t.isUnion()) return t.types.every((x) => isSafeHolder(x, checker) || !!(x.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
  return checker.isArrayType(t) || checker.isTupleType(t) || !!(t.flags & ts.TypeFlags.StringLike) || /^(Readonly)?(Map|Set|Uint8Array)\b/.test(checker.typeToString(t));
}

const isKey = (key: ts.Expression, checker: ts.TypeChecker) => {
  if (ts.isStringLiteralLike(key)) return false;
  const type = checker.getTypeAtLocation(key);
  return isText(type) || isLiteralUnion(type);
};

/** Every site in the audited folders of the project at `root` (its tsconfig.json). */
export function auditLookups(root: string): LookupSite[] {
  const configPath = ts.findConfigFile(root, ts.sys.fileExists, "tsconfig.json");
  if (!configPath) throw new Error(`no tsconfig.json in ${root}`);
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root);
  const files = config.fileNames.filter((f) => AUDITED.test(relativeTo(root, f)) && !SKIPPED.test(f));
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  const sites: LookupSite[] = [];
  for (const source of program.getSourceFiles()) {
    if (!files.includes(source.fileName)) continue;
    const site = (node: ts.Node, kind: LookupSite["kind"], object: ts.Expression) =>
      sites.push({
        file: relativeTo(root, source.fileName),
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        kind,
        expression: node.getText(source).replace(/\s+/g, " ").slice(0, 120),
        objectType: checker.typeToString(checker.getTypeAtLocation(object)).slice(0, 80),
      });
    const visit = (node: ts.Node): void => {
      if (ts.isElementAccessExpression(node) && isKey(node.argumentExpression, checker)) {
        if (!isSafeHolder(checker.getTypeAtLocation(node.expression), checker)) {
          const parent = node.parent;
          const written = ts.isBinaryExpression(parent) && parent.left === node && parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
          site(node, written ? "write" : "read", node.expression);
        }
      } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InKeyword && isKey(node.left, checker)) {
        site(node, "in", node.right);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sites;
}

function relativeTo(root: string, file: string): string {
  return relative(resolve(root), file).split("\\").join("/");
}

/** What identifies a site across edits: its file and expression (line numbers move). */
export const siteKey = (site: Pick<LookupSite, "file" | "expression">) => `${site.file}: ${site.expression}`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { REVIEWED_LOOKUPS } = await import("./audit-lookups.reviewed.ts");
  const root = resolve(process.argv[2] ?? ".");
  const sites = auditLookups(root);
  const unreviewed = sites.filter((s) => !REVIEWED_LOOKUPS.has(siteKey(s)));
  for (const s of sites) console.log(`${s.file}:${s.line}: ${s.kind} ${s.expression}  [${s.objectType}]`);
  console.log(`\n${sites.length} sites, ${unreviewed.length} not reviewed`);
  for (const s of unreviewed) console.log(`  ${s.file}:${s.line}: ${s.kind} ${s.expression}`);
  process.exitCode = unreviewed.length > 0 ? 1 : 0;
}
