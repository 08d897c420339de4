/** The format plugins bizdoc ships: the XML invoices of EN 16931 (UBL, CII), Italy's SDI, Spain's FACe, Poland's KSeF and Mexico's CFDI, France's lifecycle messages (CDAR), and the records of Spain's VERI*FACTU and the Basque TicketBAI. */
import type { FormatPlugin } from "../engine/index.ts";
import { cfdiFormat } from "./cfdi/index.ts";
import { cdarFormat } from "./cdar/index.ts";
import { ciiFormat } from "./cii/index.ts";
import { facturaeFormat } from "./facturae/index.ts";
import { fatturapaFormat } from "./fatturapa/index.ts";
import { ksefFormat } from "./ksef/index.ts";
import { ticketbaiFormat } from "./ticketbai/index.ts";
import { ublFormat } from "./ubl/index.ts";
import { verifactuFormat } from "./verifactu/index.ts";

export const builtinFormats: FormatPlugin[] = [ublFormat, ciiFormat, fatturapaFormat, facturaeFormat, ksefFormat, verifactuFormat, ticketbaiFormat, cdarFormat, cfdiFormat];
