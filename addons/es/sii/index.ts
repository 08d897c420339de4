import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** The SII addon (`es-sii-v1`), for reporting invoices to the AEAT's VAT record books. */
export const sii: AddonPlugin = { definition };
