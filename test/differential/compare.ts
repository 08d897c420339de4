/**
 * Compares bizdoc with GOBL's own answers for a differential run's inputs
 * (see README.md): builds (documents and digests, or fault codes), XML
 * written by the converters (as data), and XML read back by their parsers.
 * Prints a tally per kind and every difference, grouped; exits 1 when there
 * is any the README's list of deliberate differences does not explain.
 *
 * Usage: tsx test/differential/compare.ts DIR
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { createEngine, type BizdocError } from "../../index.ts";
import { canonicalXML, firstDifference } from "../support/xml.ts";
import { applyReaderDifferences } from "../formats/reader-differences.ts";

type Obj = Record<string, any>;
const engine = createEngine();
const dir = process.argv[2];
if (!dir) throw new Error("usage: tsx test/differential/compare.ts DIR");

const tally = new Map<string, number>();
const differences: string[] = [];
const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

/** Every path where two JSON values differ. */
function jsonDifferences(gobl: unknown, ours: unknown, path = "$", out: string[] = []): string[] {
  if (isDeepStrictEqual(gobl, ours)) return out;
  if (typeof gobl !== "object" || typeof ours !== "object" || gobl === null || ours === null || Array.isArray(gobl) !== Array.isArray(ours)) {
    out.push(`${path}: GOBL ${JSON.stringify(gobl)?.slice(0, 120)}, bizdoc ${JSON.stringify(ours)?.slice(0, 120)}`);
    return out;
  }
  for (const key of new Set([...Object.keys(gobl), ...Object.keys(ours)])) jsonDifferences((gobl as Obj)[key], (ours as Obj)[key], `${path}.${key}`, out);
  return out;
}

const codes = (faults: { code?: string }[] | null | undefined) => [...new Set((faults ?? []).map((f) => f.code).filter(Boolean))].sort();

/**
 * Where GOBL answers without a rule code (a bare input or calculation
 * message) and bizdoc with one, or refuses where GOBL keeps what it was
 * given: the README's "Where we differ from GOBL on purpose".
 */
function listedRefusal(goblMessage: string | undefined, ours: BizdocError): boolean {
  const our = codes(ours.faults);
  if (goblMessage && /^(input|calculation): /.test(goblMessage) && !goblMessage.includes("[GOBL-")) return true;
  return our.every((code) => code === "BIZDOC-SCHEMA-VALUE" || code === "BIZDOC-TAX-EXTENSIONS-01" || code === "GOBL-TAX-ADDONS-01");
}

async function compareBuilds(): Promise<void> {
  const inputs = join(dir!, "build", "in");
  if (!existsSync(inputs)) return;
  for (const file of readdirSync(inputs).filter((f) => f.endsWith(".json")).sort()) {
    const name = file.slice(0, -".json".length);
    const outPath = join(dir!, "build", "out", `${name}.out.json`);
    if (!existsSync(outPath)) {
      count("build: no GOBL output");
      continue;
    }
    const gobl = JSON.parse(readFileSync(outPath, "utf8")) as { ok?: Obj; error?: { message: string; faults: { code: string }[] | null } };
    const input = JSON.parse(readFileSync(join(inputs, file), "utf8")) as Obj;
    const change = existsSync(join(inputs, `${name}.change`)) ? ` (${readFileSync(join(inputs, `${name}.change`), "utf8")})` : "";
    if (file.endsWith(".verify.json") || file.endsWith(".sign.json")) {
      await compareSignature(name, file, input, gobl);
      continue;
    }
    const correction = file.endsWith(".correct.json");
    const copy = file.endsWith(".replicate.json");
    let ours: Obj | undefined;
    let refused: BizdocError | undefined;
    try {
      ours = (await (correction
        ? engine.correct(input.data, input.options)
        : copy
          ? engine.replicate(input)
          : file.endsWith(".validate.json")
            ? engine.validate(input).then(() => true)
            : engine.build(input))) as Obj;
    } catch (error) {
      refused = error as BizdocError;
    }
    if ((gobl.ok as unknown) === true && (ours as unknown) === true) {
      count("validate: both accept");
    } else if (gobl.ok && ours) {
      // A document given without a uuid (a corrective one, a copy) gets a new one on each side, and so its digest differs.
      const random = correction || copy || input.doc?.uuid === undefined;
      const found = jsonDifferences(gobl.ok.doc, ours.doc).filter((d) => !(random && d.startsWith("$.uuid:")));
      if (!random && gobl.ok.head.dig.val !== ours.head.dig.val) found.push("digest");
      count(found.length === 0 ? "build: equal" : "build: DIFFERENT");
      for (const d of found) differences.push(`build ${name}${change}: ${d}`);
    } else if (gobl.error && refused) {
      const same = isDeepStrictEqual(codes(gobl.error.faults), codes(refused.faults));
      // Extension codes an addon does not allow are checked wherever they appear (listed): GOBL's codes plus that one.
      const plusListed = isDeepStrictEqual(codes(gobl.error.faults), codes(refused.faults.filter((f) => f.code !== "BIZDOC-TAX-EXTENSIONS-01")));
      if (same) count("build: both refuse, same codes");
      else if (plusListed) count("build: both refuse, bizdoc adds a listed code");
      else if (listedRefusal(gobl.error.message, refused)) count("build: both refuse, codes differ as listed");
      else {
        count("build: both refuse, codes DIFFERENT");
        differences.push(`build ${name}${change}: GOBL ${codes(gobl.error.faults).join(",") || gobl.error.message.slice(0, 120)}; bizdoc ${codes(refused.faults).join(",")}`);
      }
    } else if (gobl.ok && refused) {
      if (listedRefusal(undefined, refused)) count("build: bizdoc refuses as listed");
      else {
        count("build: bizdoc REFUSES");
        differences.push(`build ${name}${change}: bizdoc refuses: ${refused.message.slice(0, 200)}`);
      }
    } else {
      count("build: GOBL REFUSES");
      differences.push(`build ${name}${change}: GOBL refuses: ${gobl.error?.message.slice(0, 200)}`);
    }
  }
}

/**
 * Signatures across: GOBL must verify what bizdoc signed (*.verify.json), and
 * bizdoc what GOBL signed (*.sign.json, whose document must stay the one given).
 */
async function compareSignature(name: string, file: string, input: Obj, gobl: { ok?: unknown; error?: { message: string } }): Promise<void> {
  if (file.endsWith(".verify.json")) {
    count(gobl.ok === true ? "signature: GOBL verifies bizdoc's" : "signature: GOBL REFUSES bizdoc's");
    if (gobl.ok !== true) differences.push(`verify ${name}: GOBL refuses bizdoc's signature: ${gobl.error?.message.slice(0, 200)}`);
    return;
  }
  if (!gobl.ok) {
    count("signature: GOBL CANNOT SIGN");
    differences.push(`sign ${name}: GOBL refuses to sign: ${gobl.error?.message.slice(0, 200)}`);
    return;
  }
  const signed = gobl.ok as Obj;
  try {
    await engine.verify(signed, input.publickey);
    const found = jsonDifferences(input.data.doc, signed.doc);
    count(found.length === 0 ? "signature: bizdoc verifies GOBL's" : "signature: GOBL's signed document DIFFERENT");
    for (const d of found) differences.push(`sign ${name}: ${d}`);
  } catch (error) {
    count("signature: bizdoc REFUSES GOBL's");
    differences.push(`sign ${name}: bizdoc refuses GOBL's signature: ${(error as Error).message.slice(0, 200)}`);
  }
}

/** Go writes some characters as numeric references (&#xA;), which the canonical comparison leaves undecoded. */
const decodeReferences = (xml: string) =>
  xml.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)));

async function compareConversions(): Promise<void> {
  const jobs = join(dir!, "convert", "jobs.tsv");
  if (!existsSync(jobs)) return;
  for (const line of readFileSync(jobs, "utf8").trim().split("\n")) {
    const [id, format, profile, , input] = line.split("\t") as [string, string, string, string, string];
    const base = join(dir!, "convert", "out", format, profile, id);
    const gobl = existsSync(`${base}.xml`) ? readFileSync(`${base}.xml`, "utf8") : undefined;
    let ours: string | undefined;
    try {
      ours = (await engine.toXML(JSON.parse(readFileSync(input, "utf8")), { format, profile })).xml;
    } catch {
      ours = undefined;
    }
    if (gobl !== undefined && ours !== undefined) {
      const found = firstDifference(canonicalXML(decodeReferences(gobl)), canonicalXML(decodeReferences(ours)));
      count(found ? `convert ${format}: DIFFERENT` : `convert ${format}: equal`);
      if (found) differences.push(`convert ${format}/${profile}/${id}: ${found.slice(0, 300)}`);
    } else if (gobl === undefined && ours === undefined) count(`convert ${format}: both refuse`);
    else {
      count(`convert ${format}: only ${gobl === undefined ? "bizdoc" : "GOBL"} WRITES`);
      differences.push(`convert ${format}/${profile}/${id}: only ${gobl === undefined ? "bizdoc" : "GOBL"} writes it`);
    }
  }
}

async function compareReadings(): Promise<void> {
  const root = join(dir!, "parse");
  if (!existsSync(root)) return;
  for (const format of readdirSync(root)) {
    for (const profile of readdirSync(join(root, format))) {
      for (const file of readdirSync(join(root, format, profile)).filter((f) => f.endsWith(".json"))) {
        const gobl = (JSON.parse(readFileSync(join(root, format, profile, file), "utf8")) as { doc: Obj }).doc;
        applyReaderDifferences(format, gobl);
        const xml = readFileSync(join(dir!, "convert", "out", format, profile, file.replace(/\.json$/, ".xml")), "utf8");
        let ours: Obj;
        try {
          ours = (await engine.fromXML(xml, { format, validate: false })).doc as Obj;
        } catch (error) {
          count(`parse ${format}: bizdoc REFUSES`);
          differences.push(`parse ${format}/${profile}/${file}: bizdoc refuses: ${(error as Error).message.slice(0, 200)}`);
          continue;
        }
        const found = jsonDifferences({ ...gobl, uuid: undefined }, { ...ours, uuid: undefined });
        // Beyond gobl.cii, Chorus Pro parties get their scheme and SIRET back (README, deliberate differences).
        const listed = format === "cii" && profile === "choruspro" && found.every((d) => /^\$\.(supplier|customer)\.(identities|ext)/.test(d));
        count(found.length === 0 ? `parse ${format}: equal` : listed ? `parse ${format}: differs as listed` : `parse ${format}: DIFFERENT`);
        if (found.length > 0 && !listed) differences.push(...found.map((d) => `parse ${format}/${profile}/${file}: ${d}`));
      }
    }
  }
}

await compareBuilds();
await compareConversions();
await compareReadings();
for (const [key, n] of [...tally].sort()) console.log(`${key}: ${n}`);
if (differences.length > 0) console.log(`\n${differences.length} differences:\n${differences.join("\n")}`);
process.exitCode = differences.length > 0 ? 1 : 0;
