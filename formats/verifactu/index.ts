/**
 * VERI*FACTU (Spain, AEAT): the records an invoicing system keeps and sends
 * to the tax agency under Real Decreto 1007/2023 and Orden HAC/1177/2024.
 * An invoice (`bill/invoice` with es-verifactu-v1) gives its registration
 * record (RegistroAlta) or, with `options.cancel`, its cancellation record
 * (RegistroAnulacion), in the SOAP request the AEAT's service takes; a
 * `bill/status` of type `system` gives an event record (RegistroEvento).
 * Each record's fingerprint chains it to the previous one, which the
 * caller passes (`options.previous`) and is given back (`details.chain`):
 * bizdoc keeps no state. Written, not read; chain.ts verifies a chain of
 * written records, qr.ts makes the invoice's QR code.
 */
import { BizdocError, type FormatPlugin } from "../../engine/index.ts";
import { OPTION_NAMES, readOptions } from "./options.ts";
import { writeEventRecord } from "./write/events.ts";
import { writeInvoiceRecord } from "./write/invoice.ts";

export const VERIFACTU_PROFILE = { key: "verifactu", name: "VERI*FACTU registration records", addons: [] as string[], requires: ["es-verifactu-v1"] };

export const verifactuFormat: FormatPlugin = {
  key: "verifactu",
  name: "VERI*FACTU (Spain, AEAT)",
  profiles: [{ ...VERIFACTU_PROFILE, addons: [], requires: [...VERIFACTU_PROFILE.requires] }],
  // The records state the invoice's totals, not its line prices: an invoice whose prices include VAT is recorded as built.
  statesIncludedTaxes: true,
  optionNames: OPTION_NAMES,
  recognizes: () => false,
  // An event record's XAdES-EPES signature, with the caller's certificate; loaded only when one is signed.
  sign: async (xml, certificate, envelope) => {
    const { signEventRecord } = await import("./sign.ts");
    return signEventRecord(xml, { p12: certificate.p12, password: certificate.password, id: envelope.head.uuid });
  },
  toXML: (envelope, _profile, _context, options) => {
    const schema = (envelope.doc as { $schema?: string }).$schema ?? "";
    if (schema.endsWith("/bill/invoice")) return writeInvoiceRecord(envelope, readOptions(options, "invoice"));
    if (schema.endsWith("/bill/status")) return writeEventRecord(envelope, readOptions(options, "event"));
    throw new BizdocError("input", "VERI*FACTU records are written from invoices (bill/invoice) and system statuses (bill/status)", [
      { code: "BIZDOC-VERIFACTU-UNSUPPORTED", properties: ["$.doc.$schema"], description: "VERI*FACTU writes records of invoices and of system events only" },
    ]);
  },
  fromXML: () => {
    throw new BizdocError("input", "VERI*FACTU is written, not read: bizdoc writes VERI*FACTU records from GOBL documents but does not read them", [
      { code: "BIZDOC-FORMAT-WRITE-ONLY", properties: ["$"], description: "VERI*FACTU records cannot be read" },
    ]);
  },
};

export { verifyChain, type ChainBreak, type ChainReport } from "./chain.ts";
export { verifactuQrPng, verifactuQrSvg, verifactuQrUrl, QR_HOSTS } from "./qr.ts";
export { registrationFingerprint, cancellationFingerprint, eventFingerprint } from "./fingerprint.ts";
export { readOptions, OPTION_NAMES, type InvoiceLink, type EventLink } from "./options.ts";
export { writeInvoiceRecord } from "./write/invoice.ts";
export { writeEventRecord } from "./write/events.ts";
