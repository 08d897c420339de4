/** The format plugins bizdoc ships: XML for EN 16931 invoices, both ways. */
import type { FormatPlugin } from "../engine/index.ts";
import { ciiFormat } from "./cii/index.ts";
import { facturaeFormat } from "./facturae/index.ts";
import { fatturapaFormat } from "./fatturapa/index.ts";
import { ublFormat } from "./ubl/index.ts";

export const builtinFormats: FormatPlugin[] = [ublFormat, ciiFormat, fatturapaFormat, facturaeFormat];
