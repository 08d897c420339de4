import type { RegimePlugin } from "../engine/index.ts";
import { es } from "./es/index.ts";

/** Every regime bizdoc ships, in country-code order. */
export const builtinRegimes: readonly RegimePlugin[] = [es];
