import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** The VERI*FACTU addon (`es-verifactu-v1`), for invoices recorded and sent to the AEAT as issued. */
export const verifactu: AddonPlugin = { definition };
