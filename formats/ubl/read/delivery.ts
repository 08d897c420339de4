/** UBL delivery read as GOBL delivery details. */
import type { Doc } from "../document.ts";
import { attr, child, children, type ReadElement, textAt } from "../xml.ts";
import { readPeriod } from "./lines.ts";
import { readAddress, readDeliveryParty } from "./party.ts";

export function readDelivery(root: ReadElement): Doc | undefined {
  const out: Doc = {};
  for (const delivery of children(root, "Delivery")) {
    const actual = textAt(delivery, "ActualDeliveryDate");
    const latest = textAt(delivery, "LatestDeliveryDate");
    if (actual !== undefined) out.date = actual;
    if (actual !== undefined && latest !== undefined) out.period = { start: actual, end: latest };
    const estimated = child(delivery, "EstimatedDeliveryPeriod");
    if (estimated) {
      const period = readPeriod(estimated);
      if (period) out.period = period;
      else delete out.period;
    }
    const location = child(delivery, "DeliveryLocation");
    const locationID = child(location, "ID");
    if (locationID) {
      const scheme = attr(locationID, "schemeID");
      out.identities = [{ code: locationID.text, ...(scheme !== undefined ? { label: scheme } : {}) }];
    }
    const party = readDeliveryParty(child(delivery, "DeliveryParty"));
    if (party) out.receiver = party;
    const address = child(location, "Address");
    if (address) {
      out.receiver ??= {};
      out.receiver.addresses = [readAddress(address)];
    }
  }
  const terms = textAt(root, "DeliveryTerms", "ID");
  if (terms !== undefined) out.identities = [{ code: terms }];
  return out.receiver || out.date || out.identities ? out : undefined;
}
