/** Delivery details: the ship-to party, its location identifier (BT-71) and the delivery date (BT-72). */
import { attribute, child, path, text, type ParsedNode } from "../xml.ts";
import { namedParty } from "./party.ts";
import { dateIn, type Out } from "./values.ts";

export function delivery(node: ParsedNode | undefined): Out | undefined {
  const out: Out = {};
  const receiver = child(node, "ShipToTradeParty");
  if (receiver) {
    const party = namedParty(receiver);
    if (party) out.receiver = party;
    const globalID = child(receiver, "GlobalID");
    const id = child(receiver, "ID");
    if (globalID && text(globalID)) {
      const identity: Out = { code: text(globalID) };
      const scheme = attribute(globalID, "schemeID");
      if (scheme) identity.label = scheme;
      out.identities = [identity];
    } else if (id && text(id)) {
      out.identities = [{ code: text(id) }];
    }
  }
  const date = dateIn(path(node, "ActualDeliverySupplyChainEvent", "OccurrenceDateTime"), "ram:OccurrenceDateTime of ram:ActualDeliverySupplyChainEvent");
  if (date) out.date = date;
  return Object.keys(out).length > 0 ? out : undefined;
}
