import type { RegimePlugin } from "../engine/index.ts";
import { de } from "./de/index.ts";
import { es } from "./es/index.ts";
import { gb } from "./gb/index.ts";
import { nl } from "./nl/index.ts";
import { pt } from "./pt/index.ts";
import { us } from "./us/index.ts";

/** Every regime bizdoc ships, in country-code order. */
export const builtinRegimes: readonly RegimePlugin[] = [de, es, gb, nl, pt, us];
