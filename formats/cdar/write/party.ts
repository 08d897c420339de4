/**
 * The CDV's trade parties (ram:SenderTradeParty, IssuerTradeParty,
 * RecipientTradeParty and the referenced invoice's IssuerTradeParty) from
 * GOBL parties: each identity with an ISO 6523 scheme as a GlobalID, the
 * name, the flow 6 role, and the electronic address (URIID, MDT-73).
 */
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import { EXT_ROLE, EXT_SCHEME, PPF_MATRICULE, ROLE_PLATFORM, ROLE_PPF, SCHEME_PLATFORM, SCHEME_SIREN } from "../codes.ts";
import type { XMLNode } from "../xml.ts";

function globalID(scheme: string, code: string): XMLNode {
  return { "@_schemeID": scheme, "#text": code };
}

/**
 * The inbox a party is reached at: the Peppol one when it has several (the
 * flow 6 addon keys the SIREN inbox `peppol`), else the first with a code.
 * gobl.cii writes the first inbox only, and nothing when that one has no code.
 */
function inboxOf(party: JSONObject): JSONObject | undefined {
  const inboxes = list(party.inboxes).filter((inbox) => typeof inbox?.code === "string" && inbox.code !== "");
  return inboxes.find((inbox) => inbox.key === "peppol") ?? inboxes[0];
}

export function tradeParty(party: JSONObject): XMLNode {
  const inbox = inboxOf(party);
  return {
    "ram:GlobalID": list(party.identities)
      .filter((id) => ext(id, EXT_SCHEME) !== "")
      .map((id) => globalID(ext(id, EXT_SCHEME), String(id.code ?? ""))),
    "ram:Name": party.name || undefined,
    "ram:RoleCode": ext(party, EXT_ROLE) || undefined,
    "ram:URIUniversalCommunication": inbox ? { "ram:URIID": { "@_schemeID": inbox.scheme || undefined, "#text": String(inbox.code) } } : undefined,
  };
}

/** The platform sending the CDV (MDT-21): its matricule and name when the caller gives them, else the bare WK role of the official samples. */
export interface Platform {
  matricule?: string;
  name?: string;
}

export function platformParty(platform: Platform): XMLNode {
  return {
    "ram:GlobalID": platform.matricule ? [globalID(SCHEME_PLATFORM, platform.matricule)] : [],
    "ram:Name": platform.name,
    "ram:RoleCode": ROLE_PLATFORM,
  };
}

/** The public portal, the single recipient of a copy to the PPF: matricule 9998 (scheme 0238), role DFH. */
export function ppfParty(): XMLNode {
  return { "ram:GlobalID": [globalID(SCHEME_PLATFORM, PPF_MATRICULE)], "ram:RoleCode": ROLE_PPF };
}

function siren(identities: unknown): string | undefined {
  return list(identities).find((id) => ext(id, EXT_SCHEME) === SCHEME_SIREN && id.code)?.code;
}

/**
 * MDT-129: who issued the referenced invoice, by SIREN only: the document
 * reference's own SIREN identity (what a CDV read carries), else the
 * supplier's, even for a self-billed invoice (the PPF names the supplier).
 */
export function referencedIssuer(doc: JSONObject | undefined, supplier: JSONObject | undefined): XMLNode | undefined {
  const code = siren(doc?.identities) ?? siren(supplier?.identities);
  return code === undefined ? undefined : { "ram:GlobalID": [globalID(SCHEME_SIREN, code)] };
}

/** The first of the parties with an endpoint at this URI (the envelope's `from` or `to`). */
export function partyAtEndpoint(uri: string | undefined, ...parties: (JSONObject | undefined)[]): JSONObject | undefined {
  if (!uri) return undefined;
  return parties.find((party) => list(party?.endpoints).some((endpoint) => endpoint?.uri === uri));
}
