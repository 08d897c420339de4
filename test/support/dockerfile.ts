/**
 * The project's Dockerfile read as data (stages and their instructions), so
 * tests can check it against package.json and run its runtime stage's
 * commands without Docker.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "./shared.ts";

export interface Instruction {
  keyword: string;
  /** The text after the keyword, continuation lines joined. */
  args: string;
}

export interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

export function readDockerfile(path = join(PROJECT_ROOT, "Dockerfile")): Stage[] {
  const logical: string[] = [];
  let pending = "";
  for (const raw of readFileSync(path, "utf8").split("\n")) {
    const line = raw.trim();
    if (pending === "" && (line === "" || line.startsWith("#"))) continue;
    if (line.startsWith("#")) continue; // a comment inside a continued instruction
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    logical.push(`${pending}${line}`.trim());
    pending = "";
  }
  const stages: Stage[] = [];
  for (const text of logical) {
    const space = text.search(/\s/);
    const keyword = text.slice(0, space).toUpperCase();
    const args = text.slice(space + 1).trim();
    if (keyword === "FROM") {
      const [from, as, name] = args.split(/\s+/);
      stages.push({ from, name: as?.toUpperCase() === "AS" ? name : undefined, instructions: [] });
    } else {
      if (stages.length === 0) throw new Error(`Dockerfile: ${keyword} before FROM`);
      stages.at(-1)!.instructions.push({ keyword, args });
    }
  }
  return stages;
}

/** An instruction's exec form (`["node", "x"]`) as its words. */
export function execForm(args: string): string[] {
  const words: unknown = JSON.parse(args.replace(/^--\S+\s+/g, ""));
  if (!Array.isArray(words) || !words.every((w) => typeof w === "string")) throw new Error(`not an exec form: ${args}`);
  return words;
}

/** `HEALTHCHECK [options] CMD [...]`: its command's words. */
export function healthcheckCommand(args: string): string[] {
  const at = args.indexOf("CMD ");
  if (at < 0) throw new Error(`HEALTHCHECK without CMD: ${args}`);
  return execForm(args.slice(at + 4));
}

/** `ENV A=1 B=2` (the key=value form) as a record. */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of stage.instructions.filter((i) => i.keyword === "ENV")) {
    for (const [, key, value] of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g)) env[key] = value.replace(/^"|"$/g, "");
  }
  return env;
}

/** `COPY --from=<stage> [--chown=..] <src> <dest>` lines of a stage: what it takes from another. */
export function copiesFrom(stage: Stage, from: string): { sources: string[]; dest: string }[] {
  return stage.instructions
    .filter((i) => i.keyword === "COPY" && i.args.includes(`--from=${from}`))
    .map((i) => {
      const words = i.args.split(/\s+/).filter((w) => !w.startsWith("--"));
      return { sources: words.slice(0, -1), dest: words.at(-1)! };
    });
}
