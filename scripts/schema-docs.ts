/**
 * The schemas' property descriptions as TypeScript doc comments. The document
 * types are TypeBox's static types (`Static<typeof InvoiceSchema>`), and
 * TypeScript keeps the doc comment written on a property of the object given
 * to `Type.Object({...})`: editors then show it on `invoice.supplier` and on
 * the input types derived from the document types. The text lives once, in
 * the property's `description`; this writes it above the property as
 * `/** ... *\/`, replacing the comment there, for every property written in
 * the `Type.Object({...})` of a `defineType(...)` in engine/<pkg>/schema.ts.
 * (Properties brought in by spreading a shared object, such as the bill
 * documents' `$regime` and `uuid`, or built by a helper, keep no comment.)
 *
 * `npm run schemas` writes them (scripts/generate-schemas.ts); a test fails
 * when a description and its comment differ.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import "../index.ts";
import { typeByName } from "../engine/schema/types.ts";
import { PROJECT_ROOT } from "../test/support/shared.ts";

/** The schema sources: engine/<pkg>/schema.ts. */
export function schemaSourceFiles(): string[] {
  const engine = join(PROJECT_ROOT, "engine");
  return readdirSync(engine, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => join(engine, e.name, "schema.ts"))
    .filter((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    })
    .sort();
}

/** A source's text with every described property's doc comment in place. */
export function withSchemaDocs(text: string, fileName = "schema.ts"): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "defineType") {
      const [name, , schema] = node.arguments;
      const object = schema && objectLiteralOf(schema);
      const type = name && ts.isStringLiteral(name) ? typeByName(name.text) : undefined;
      const properties = (type?.schema as { properties?: Record<string, { description?: unknown }> } | undefined)?.properties;
      if (object && properties) {
        for (const property of object.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const key = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;
          const description = key ? properties[key]?.description : undefined;
          if (typeof description !== "string" || description.trim() === "") continue;
          edits.push(commentEdit(text, property, description));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The object literal of `Type.Object({...}, ...)`, possibly behind `as`. */
function objectLiteralOf(node: ts.Expression): ts.ObjectLiteralExpression | undefined {
  let expr: ts.Expression = node;
  while (ts.isAsExpression(expr) || ts.isParenthesizedExpression(expr)) expr = expr.expression;
  if (!ts.isCallExpression(expr)) return undefined;
  const callee = expr.expression;
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== "Object") return undefined;
  const [first] = expr.arguments;
  return first && ts.isObjectLiteralExpression(first) ? first : undefined;
}

/** Replaces the doc comment just above a property (or inserts one) with the description. */
function commentEdit(text: string, property: ts.PropertyAssignment, description: string): { start: number; end: number; text: string } {
  const start = property.getStart();
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const indent = text.slice(lineStart, start);
  const comment = `/** ${description.replace(/\*\//g, "*\\/").replace(/\s*\n\s*/g, " ")} */`;
  const ranges = ts.getLeadingCommentRanges(text, property.pos) ?? [];
  const doc = ranges.filter((r) => text.startsWith("/**", r.pos)).at(-1);
  if (doc) return { start: doc.pos, end: doc.end, text: comment };
  // Only a property on a line of its own gets a comment above it.
  if (indent.trim() !== "") return { start, end: start, text: "" };
  return { start, end: start, text: `${comment}\n${indent}` };
}

/** Every schema source whose doc comments are not its descriptions, with the text it should have. */
export function staleSchemaSources(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of schemaSourceFiles()) {
    const text = readFileSync(file, "utf8");
    const updated = withSchemaDocs(text, file);
    if (updated !== text) out.set(file, updated);
  }
  return out;
}
