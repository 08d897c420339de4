/** What the differential run's inputs and comparison share. */

/** The envelope header UUID every input carries, as GOBL's example outputs do. */
export const HEAD_UUID = "8a51fd30-2a27-11ee-be56-0242ac120002";

/** Our profile → the gobl.ubl / gobl.cii context variable that writes it (go/convert maps the names). */
export const GOBL_CONTEXTS: Record<string, Record<string, string>> = {
  ubl: {
    en16931: "ContextEN16931",
    peppol: "ContextPeppol",
    "peppol-self-billed": "ContextPeppolSelfBilled",
    xrechnung: "ContextXRechnung",
    "france-extended": "ContextPeppolFranceExtended",
    "france-cius": "ContextPeppolFranceCIUS",
    zatca: "ContextZATCA",
  },
  cii: {
    en16931: "ContextEN16931V2017",
    peppol: "ContextPeppolV3",
    facturx: "ContextFacturXV1",
    zugferd: "ContextZUGFeRDV2",
    xrechnung: "ContextXRechnungV3",
    choruspro: "ContextChorusProV1",
    "peppol-france-cius": "ContextPeppolFranceCIUSV1",
    "peppol-france-facturx": "ContextPeppolFranceFacturXV1",
  },
};

type Obj = Record<string, any>;
type Segment = string | number;

/** Every path in a document (but `$schema`s), parents before children. */
function pathsOf(value: unknown, at: Segment[] = [], out: Segment[][] = []): Segment[][] {
  if (Array.isArray(value)) value.forEach((item, i) => (out.push([...at, i]), pathsOf(item, [...at, i], out)));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (key !== "$schema") (out.push([...at, key]), pathsOf(item, [...at, key], out));
  }
  return out;
}

/**
 * One change to a copy of a document, picked by a seed: a value removed,
 * emptied ("", {} or []), replaced by "X", lower-cased with a trailing
 * space, doubled, or a number's sign turned; an array item repeated. Returns the changed copy
 * and what was done.
 */
export function mutate(doc: Obj, seed: number): { changed: Obj; change: string } {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const changed = structuredClone(doc);
  const paths = pathsOf(changed);
  const path = paths[Math.floor(next() * paths.length)]!;
  const parent = path.slice(0, -1).reduce<any>((v, k) => v[k], changed);
  const key = path[path.length - 1]!;
  const value = parent[key];
  const remove = () => (Array.isArray(parent) ? parent.splice(key as number, 1) : delete parent[key]);
  const text = typeof value === "string";
  const choices: [string, () => unknown][] = [
    ["removed", remove],
    ...(text
      ? ([
          ["emptied", () => (parent[key] = "")],
          ["replaced by X", () => (parent[key] = "X")],
          ["lower-cased with a space", () => (parent[key] = `${value.toLowerCase()} `)],
          ["doubled", () => (parent[key] = value + value)],
        ] as [string, () => unknown][])
      : []),
    ...(text && /^-?\d+(\.\d+)?%?$/.test(value) ? ([["sign turned", () => (parent[key] = value.startsWith("-") ? value.slice(1) : `-${value}`)]] as [string, () => unknown][]) : []),
    ...(Array.isArray(parent) ? ([["repeated", () => parent.push(structuredClone(value))]] as [string, () => unknown][]) : []),
    ...(value && typeof value === "object" ? ([["emptied", () => (parent[key] = Array.isArray(value) ? [] : {})]] as [string, () => unknown][]) : []),
  ];
  const [name, apply] = choices[Math.floor(next() * choices.length)]!;
  apply();
  return { changed, change: `${name}: ${path.join(".")}` };
}
