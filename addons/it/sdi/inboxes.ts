import type { Definition } from "../../../engine/index.ts";

/** Where SDI delivers an invoice: the recipient's destination code or PEC address. */
export const inboxes: Definition[] = [
  { key: "it-sdi-code", name: { en: "SDI Destination Code", it: "Codice Destinatario SDI" } },
  { key: "it-sdi-pec", name: { en: "SDI PEC Destination", it: "PEC Destinatario SDI" } },
];
