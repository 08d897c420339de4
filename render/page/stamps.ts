/**
 * What authorities and providers stamped on the envelope: the codes to
 * print as QR (VERI*FACTU's and TicketBAI's URLs, Portugal's ATCUD text,
 * KSeF's link...) and the other stamps as `provider: value` lines.
 */
import type { PageCode, TextSection } from "./model.ts";
import type { PageContext } from "./context.ts";
import { objs, str, type Obj } from "./doc.ts";

/** Captions of the QR codes we know, by stamp provider; any other `*-qr` stamp is captioned by its provider. */
const QR_CAPTIONS: Readonly<Record<string, string>> = {
  "verifactu-qr": "VERI*FACTU",
  "tbai-qr": "TicketBAI",
  "ticketbai-qr": "TicketBAI",
  "at-qr": "AT (Portugal)",
  "arca-qr": "ARCA",
  "dian-qr": "DIAN",
  "iapr-qr": "myDATA (ΑΑΔΕ)",
  "favat-qr": "KSeF",
  "ksef-qr": "KSeF",
  "zatca-qr": "ZATCA",
  "sat-url": "SAT CFDI",
};

function isQR(provider: string): boolean {
  return provider in QR_CAPTIONS || provider.endsWith("-qr");
}

function stampsOf(head: Obj | undefined): { prv: string; val: string }[] {
  return objs(head?.stamps)
    .map((s) => ({ prv: str(s.prv) ?? "", val: str(s.val) ?? "" }))
    .filter((s) => s.prv !== "" && s.val !== "");
}

export function pageCodes(head: Obj | undefined): PageCode[] {
  return stampsOf(head)
    .filter((s) => isQR(s.prv))
    .map((s) => ({ caption: QR_CAPTIONS[s.prv] ?? s.prv, text: s.val }));
}

export function stampSection(head: Obj | undefined, ctx: PageContext): TextSection | undefined {
  const paragraphs = stampsOf(head)
    .filter((s) => !isQR(s.prv))
    .map((s) => `${s.prv}: ${s.val}`);
  return paragraphs.length > 0 ? { heading: ctx.labels.sections.stamps, paragraphs } : undefined;
}
