/** A CDV's trade party as a GOBL party: its GlobalIDs as identities with their ISO 6523 scheme, its name, flow 6 role and electronic address. */
import { put, type Out } from "../../cii/read/values.ts";
import { EXT_ROLE, EXT_SCHEME } from "../codes.ts";
import { attribute, child, children, text, textAt, type ParsedNode } from "../xml.ts";

/** The party, or undefined when the element says nothing of it. */
export function readParty(node: ParsedNode | undefined): Out | undefined {
  if (!node) return undefined;
  const party: Out = {};
  put(party, "name", textAt(node, "Name"));
  put(
    party,
    "identities",
    children(node, "GlobalID")
      .filter((id) => (text(id) ?? "") !== "")
      .map((id) => {
        const scheme = attribute(id, "schemeID");
        // An empty schemeID gives no scheme rather than an empty one, as gobl.cii reads it.
        return scheme ? { code: text(id), ext: { [EXT_SCHEME]: scheme } } : { code: text(id) };
      }),
  );
  const uri = child(child(node, "URIUniversalCommunication"), "URIID");
  if (uri) {
    const inbox: Out = {};
    put(inbox, "scheme", attribute(uri, "schemeID"));
    put(inbox, "code", text(uri));
    if (Object.keys(inbox).length > 0) party.inboxes = [inbox];
  }
  const role = textAt(node, "RoleCode");
  if (role) party.ext = { [EXT_ROLE]: role };
  return Object.keys(party).length > 0 ? party : undefined;
}

/** The role a party read carries. */
export function roleOf(party: Out | undefined): string | undefined {
  return (party?.ext as Record<string, string> | undefined)?.[EXT_ROLE];
}
