/**
 * GOBL's approved external addons, all eight of them, which bizdoc ships:
 * GOBL keeps them in modules of their own (invopop/gobl.br.nfe,
 * gobl.br.nfse, gobl.fr.ctc, gobl.mx.cfdi, gobl.pt.saft, gobl.sa.zatca),
 * and bizdoc registers them by default, so documents that name them build.
 * `createEngine({ approvedExternalAddons: false })` leaves them out, for
 * GOBL's own answer: a document naming one is then refused, its plugin not
 * registered.
 */
import type { AddonPlugin } from "../engine/index.ts";
import { nfe } from "./br/nfe/index.ts";
import { nfse } from "./br/nfse/index.ts";
import { frCTCFlow10 } from "./fr/ctc/flow10/index.ts";
import { frCTCFlow2 } from "./fr/ctc/flow2/index.ts";
import { frCTCFlow6 } from "./fr/ctc/flow6/index.ts";
import { cfdi } from "./mx/cfdi/index.ts";
import { saft } from "./pt/saft/index.ts";
import { zatca } from "./sa/zatca/index.ts";

/** In key order. */
export const approvedExternalAddons: readonly AddonPlugin[] = [nfe, nfse, frCTCFlow10, frCTCFlow2, frCTCFlow6, cfdi, saft, zatca];
