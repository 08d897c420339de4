/**
 * KOD I: the link to an invoice in KSeF, for anyone holding a printed or PDF
 * invoice to check that KSeF has it unchanged and to fetch its XML. Every
 * invoice sent to KSeF (online or offline) carries it. The link needs no
 * secret: it is `<host>/invoice/<seller NIP>/<P_1 as DD-MM-YYYY>/<hash>`.
 */
import { BizdocError } from "../../../engine/errors/index.ts";
import { type KsefEnvironment, qrHost } from "./environment.ts";
import { invoiceHash, normaliseInvoiceHash } from "./hash.ts";
import { checkNip } from "./nip.ts";

/** Either the invoice file (hashed here) or its hash, already known (from KSeF's answer, say). */
export type InvoiceFileOrHash =
  | {
      /** The invoice file exactly as sent to KSeF; a string is encoded as UTF-8. */
      xml: Uint8Array | string;
      invoiceHash?: never;
    }
  | {
      /** SHA-256 of the file in Base64URL (or standard Base64, as KSeF's API gives it). */
      invoiceHash: string;
      xml?: never;
    };

export type InvoiceUrlOptions = {
  environment: KsefEnvironment;
  /** The issue date, P_1 of the invoice, as the XML holds it: `YYYY-MM-DD`. */
  issueDate: string;
  /** The seller's NIP (Podmiot1), ten digits. */
  sellerNip: string;
} & InvoiceFileOrHash;

/** KOD I's link for an invoice. */
export async function invoiceVerificationUrl(options: InvoiceUrlOptions): Promise<string> {
  const host = qrHost(options.environment);
  const nip = checkNip(options.sellerNip, "sellerNip");
  const date = linkDate(options.issueDate);
  const hash = await hashOf(options);
  return `https://${host}/invoice/${nip}/${date}/${hash}`;
}

/** The hash the links carry, from whichever of the file or its hash the caller gave. */
export async function hashOf(options: InvoiceFileOrHash): Promise<string> {
  if (options.xml !== undefined && options.invoiceHash !== undefined) {
    throw new BizdocError("input", "give the invoice file (xml) or its hash (invoiceHash), not both");
  }
  if (options.xml !== undefined) return invoiceHash(options.xml);
  if (options.invoiceHash !== undefined) return normaliseInvoiceHash(options.invoiceHash);
  throw new BizdocError("input", "the invoice file (xml) or its hash (invoiceHash) is needed");
}

/**
 * P_1 (`YYYY-MM-DD`, an xs:date) turned the other way round, as the link
 * wants it. A date that does not exist is refused: KSeF would find no invoice.
 */
export function linkDate(issueDate: string): string {
  const match = typeof issueDate === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(issueDate) : null;
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!match || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new BizdocError("input", `issueDate must be the invoice's P_1 as YYYY-MM-DD, a real date (got ${JSON.stringify(issueDate)})`, [
      { code: "BIZDOC-KSEF-QR-DATE", properties: ["issueDate"], description: "is not a date as YYYY-MM-DD" },
    ]);
  }
  return `${match[3]}-${match[2]}-${match[1]}`;
}
