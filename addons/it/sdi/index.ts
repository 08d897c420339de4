import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** The Italy SDI FatturaPA addon. */
export const sdi: AddonPlugin = { definition };
