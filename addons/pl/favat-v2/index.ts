import type { AddonDefinition } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/**
 * The `pl-favat-v2` definition (Polish KSeF FA(2) invoices, superseded by
 * FA(3)): GOBL v0.502 still publishes it but no longer runs it, so it is a
 * retired addon, served by key and never enabled (see ../../retired.ts).
 */
export const favatV2: AddonDefinition = definition;
