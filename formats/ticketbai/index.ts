/**
 * TicketBAI, the Basque provinces' invoice file (Araba, Bizkaia,
 * Gipuzkoa), from an invoice with the es-tbai-v1 addon: the file of the
 * province its `es-tbai-region` names, chained to the previous invoice's
 * signature (`options.previous`) and naming the invoicing software
 * (`options.software`), signed XAdES-EPES under the province's policy with
 * the caller's certificate; signed, the answer's details carry its TBAI
 * identifier, QR code URL and the chain link for the next invoice.
 * Written, not read: a TicketBAI file is recognised so that its signature
 * can be verified, and reading it into a document is refused plainly.
 */
import { BizdocError, type FormatPlugin } from "../../engine/index.ts";
import { ext, type JSONObject } from "../common/document-json.ts";
import { ADDON, EXT_REGION, isProvince, NAMESPACE, PROVINCES } from "./codes.ts";
import { OPTION_NAMES, readOptions } from "./options.ts";
import { writeTicketBAI } from "./write/document.ts";

export const ticketbaiFormat: FormatPlugin = {
  key: "ticketbai",
  name: "TicketBAI (Basque Country)",
  profiles: [{ key: "ticketbai", name: "TicketBAI", addons: [], requires: [ADDON] }],
  optionNames: OPTION_NAMES,
  recognizes: (root) => root.localName === "TicketBai" && root.namespace === NAMESPACE,
  toXML: (envelope, _profile, _context, options) => {
    const { xml, province } = writeTicketBAI(envelope, readOptions(options));
    return {
      xml,
      details: {
        signed: false,
        province,
        note: `unsigned: a TicketBAI file is valid only signed (XAdES-EPES under ${PROVINCES[province].name}'s policy); give a certificate to sign it and get its TBAI identifier and QR code`,
      },
    };
  },
  // XAdES-EPES under the province's policy, Ids from the envelope's UUID; loaded only when a file is signed.
  sign: async (xml, certificate, envelope, options) => {
    const { signTicketBAI } = await import("./sign.ts");
    const { signedDetails } = await import("./details.ts");
    const { issuer, timestamp } = readOptions(options);
    const region = ext((envelope.doc as JSONObject).tax, EXT_REGION);
    if (!isProvince(region)) throw new BizdocError("input", `TicketBAI needs the province (${EXT_REGION})`, [{ properties: [`$.doc.tax.ext.${EXT_REGION}`], description: "must be VI, BI or SS" }]);
    const signed = await signTicketBAI(xml, {
      p12: certificate.p12,
      password: certificate.password,
      province: region,
      issuer,
      id: envelope.head.uuid,
      ...(timestamp ? { signingTime: timestamp } : {}),
    });
    // `note` replaces toXML's (which said the file was unsigned).
    return { xml: signed, details: { ...signedDetails(signed, region), note: `signed XAdES-EPES under ${PROVINCES[region].name}'s policy: print tbai_id and the QR code on the invoice, keep chain for the next invoice's options.previous` } };
  },
  // Who signed a TicketBAI file, and whether it is intact; loaded only when one is verified.
  verifySignature: async (xml) => (await import("./verify.ts")).verifyTicketBAI(xml),
  fromXML: () => {
    throw new BizdocError("input", "TicketBAI is written, not read: bizdoc converts GOBL documents to TicketBAI but does not read TicketBAI XML", [
      { code: "BIZDOC-FORMAT-WRITE-ONLY", properties: ["$"], description: "TicketBAI XML cannot be read" },
    ]);
  },
};

export { crc8, crc8Text } from "./crc.ts";
export { tbaiIdentifier } from "./identifier.ts";
export { ticketbaiQrUrl, ticketbaiQrSvg, ticketbaiQrPng } from "./qr.ts";
export { PROVINCES, type Province } from "./codes.ts";
export { readOptions, OPTION_NAMES, type TicketBAIOptions, type Software, type PreviousInvoice } from "./options.ts";
export { writeTicketBAI } from "./write/document.ts";
export { signedDetails, type SignedDetails } from "./details.ts";
