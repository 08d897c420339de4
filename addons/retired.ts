import type { AddonDefinition } from "../engine/index.ts";
import { favatV2 } from "./pl/favat-v2/index.ts";

/**
 * Addons GOBL v0.502 still publishes a definition of (its data file) but no
 * longer registers: GOBL's API serves them by key and leaves them out of its
 * list, and its build drops them from `$addons`. bizdoc serves them the same
 * way and refuses a document that names one (see the README's differences).
 */
export const retiredAddons: readonly AddonDefinition[] = [favatV2];
