import type { AddonPlugin } from "../engine/index.ts";
import { arca } from "./ar/arca/index.ts";
import { dian } from "./co/dian/index.ts";
import { xrechnung } from "./de/xrechnung/index.ts";
import { zugferd } from "./de/zugferd/index.ts";
import { facturae } from "./es/facturae/index.ts";
import { sii } from "./es/sii/index.ts";
import { tbai } from "./es/tbai/index.ts";
import { verifactu } from "./es/verifactu/index.ts";
import { en16931 } from "./eu/en16931/index.ts";
import { choruspro } from "./fr/choruspro/index.ts";
import { facturx } from "./fr/facturx/index.ts";
import { mydata } from "./gr/mydata/index.ts";
import { sdi } from "./it/sdi/index.ts";
import { ticket } from "./it/ticket/index.ts";
import { favat } from "./pl/favat/index.ts";

/** Every addon bizdoc ships, in key order. */
export const builtinAddons: readonly AddonPlugin[] = [
  arca,
  dian,
  xrechnung,
  zugferd,
  facturae,
  sii,
  tbai,
  verifactu,
  en16931,
  choruspro,
  facturx,
  mydata,
  sdi,
  ticket,
  favat,
];
