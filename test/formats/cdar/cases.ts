/**
 * gobl.cii's CDAR reference cases: the convert folders (cdar → the `flow6`
 * profile, gobl.cii's ContextCDARFlow6; cdar-PPF → `ppf`,
 * ContextCDARFlow6PPF; examples_test.go's cdarConvertContexts) and the
 * UC* lifecycle samples of its parse folder with their expected documents.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";

export const REFERENCE = HAS_SHARED ? sharedPath("reference", "gobl-cii") : "";

export const FOLDER_PROFILES: Record<string, string> = { cdar: "flow6", "cdar-PPF": "ppf" };

export interface Case {
  id: string;
  input: string;
  output: string;
}

export interface ConvertCase extends Case {
  profile: string;
}

export function convertCases(): ConvertCase[] {
  if (!HAS_SHARED) return [];
  return Object.entries(FOLDER_PROFILES).flatMap(([folder, profile]) =>
    readdirSync(`${REFERENCE}/convert/${folder}`)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => ({
        id: `convert/${folder}/${name.replace(/\.json$/, "")}`,
        profile,
        input: `${REFERENCE}/convert/${folder}/${name}`,
        output: `${REFERENCE}/convert/${folder}/out/${name.replace(/\.json$/, ".xml")}`,
      })),
  );
}

/** The UC* samples: the CDV lifecycle messages of gobl.cii's parse folder (its TestParseCDAR). */
export function parseCases(): Case[] {
  if (!HAS_SHARED) return [];
  const base = `${REFERENCE}/parse`;
  return readdirSync(base)
    .filter((name) => name.startsWith("UC") && name.endsWith(".xml"))
    .sort()
    .map((name) => ({ id: `parse/${name.replace(/\.xml$/, "")}`, input: `${base}/${name}`, output: `${base}/out/${name.replace(/\.xml$/, ".json")}` }))
    .filter((c) => existsSync(c.output));
}

/**
 * The transport routing gobl.cii's TestParseCDAR gives its parser
 * (WithRouting) for the samples whose issuer leaves its electronic address
 * out of the CDV (cdarFixturesNeedingRouting): the participants' inboxes,
 * which fill a party's missing inbox. bizdoc's fromXML takes no routing,
 * so a party the XML gives no URIID has no inbox (nor the endpoint made
 * from it) here: the reference loses them before comparing.
 */
const ROUTED_SAMPLES = new Set([
  "UC1_F202500003_04-CDV-204_Prise_en_charge",
  "UC1_F202500003_05-CDV-205_Approuvee",
  "UC1_F202500003_06-CDV-211_Paiement_transmis",
  "UC1_F202500003_07-CDV-212_Encaissee",
  "UC1_F202500003_07-CDV-212_Encaissee_POUR_PPF",
  "UC4_F202500006_04-CDV-207_En_litige",
  "UC5_F202500007_04-CDV-207_En_litige",
]);
const ROUTING_INBOXES = ["100000009_STATUTS", "200000008_STATUTS"];

export function isRouted(id: string): boolean {
  return ROUTED_SAMPLES.has(id.replace(/^parse\//, ""));
}

/** The expected document, without what only the routing gave (see ROUTED_SAMPLES). */
export function referenceDocument(c: Case, xml: string): Record<string, any> {
  const doc = (JSON.parse(readFileSync(c.output, "utf8")) as { doc: Record<string, any> }).doc;
  if (!isRouted(c.id)) return doc;
  for (const role of ["supplier", "customer"]) {
    const party = doc[role];
    const code = party?.inboxes?.[0]?.code;
    if (ROUTING_INBOXES.includes(code) && !xml.includes(`>${code}</ram:URIID>`)) {
      delete party.inboxes;
      party.endpoints = (party.endpoints as { uri: string }[] | undefined)?.filter((e) => !e.uri.endsWith(`:${code}`));
      if (party.endpoints?.length === 0) delete party.endpoints;
    }
  }
  return doc;
}

/** The cases that match the reference exactly and must keep matching. */
export function passingCases(): Set<string> {
  return new Set(JSON.parse(readFileSync(new URL("./passing.json", import.meta.url), "utf8")) as string[]);
}
