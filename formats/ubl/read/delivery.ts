/** UBL delivery read as GOBL delivery details. */
import type { Doc } from "../document.ts";
import { attr, child, children, type ReadElement, textAt } from "../xml.ts";
import { readPeriod } from "./lines.ts";
import { readAddress, readDeliveryParty } from "./party.ts";
import { date } from "./values.ts";

export function readDelivery(root: ReadElement): Doc | undefined {
  const out: Doc = {};
  children(root, "Delivery").forEach((delivery, position) => {
    const where = `cac:Delivery ${position + 1}`;
    // A delivery date that is there must be one (GOBL's parser refuses an empty one too); the latest date counts only with it.
    const actualText = textAt(delivery, "ActualDeliveryDate");
    const actual = actualText === undefined ? undefined : date(actualText, `cbc:ActualDeliveryDate of ${where}`);
    const latestText = actual === undefined ? undefined : textAt(delivery, "LatestDeliveryDate");
    const latest = latestText === undefined ? undefined : date(latestText, `cbc:LatestDeliveryDate of ${where}`);
    if (actual !== undefined) out.date = actual;
    if (actual !== undefined && latest !== undefined) out.period = { start: actual, end: latest };
    const estimated = child(delivery, "EstimatedDeliveryPeriod");
    if (estimated) {
      const period = readPeriod(estimated, `cac:EstimatedDeliveryPeriod of ${where}`);
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
  });
  const terms = textAt(root, "DeliveryTerms", "ID");
  if (terms !== undefined) out.identities = [{ code: terms }];
  return out.receiver || out.date || out.identities ? out : undefined;
}
