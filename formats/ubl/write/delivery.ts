/** cac:Delivery from GOBL delivery details. */
import { type Doc, present } from "../document.ts";
import { leaf, node, type XmlElement } from "../xml.ts";
import { type PartyStyle, writeAddress, writeDeliveryParty } from "./party.ts";

export function writeDelivery(delivery: Doc | undefined, style: PartyStyle): XmlElement | undefined {
  if (!delivery) return undefined;
  let actual = present(delivery.date);
  let latest: string | undefined;
  // A delivery period is written as its start (actual) and end (latest) dates.
  if (delivery.period) {
    actual = present(delivery.period.start) ?? "";
    latest = present(delivery.period.end) ?? "";
  }
  const receiver: Doc | undefined = delivery.receiver;
  let location: XmlElement | undefined;
  if (receiver) {
    const identity = delivery.identities?.[0];
    location = node("cac:DeliveryLocation", [
      // The location identifier's scheme (BT-71-1) is the identity's label, as it is read.
      identity ? leaf("cbc:ID", identity.code ?? "", { schemeID: present(identity.label) }) : undefined,
      writeAddress("cac:Address", { address: receiver.addresses?.[0], style }),
    ]);
  }
  return node("cac:Delivery", [
    leaf("cbc:ActualDeliveryDate", actual),
    leaf("cbc:LatestDeliveryDate", latest),
    location,
    receiver ? writeDeliveryParty(receiver) : undefined,
  ]);
}
