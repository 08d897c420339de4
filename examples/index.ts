/**
 * Example documents, one or more per regime and per addon we ship: the
 * playground offers them, the API reference shows one as its request
 * example, and test/examples proves each builds without a fault.
 * Listed by regime country, then by addon key.
 */
import { examples as arArcaV4 } from "./addons/ar-arca-v4.ts";
import { examples as coDianV2 } from "./addons/co-dian-v2.ts";
import { examples as deXrechnungV3 } from "./addons/de-xrechnung-v3.ts";
import { examples as deZugferdV2 } from "./addons/de-zugferd-v2.ts";
import { examples as esFacturaeV3 } from "./addons/es-facturae-v3.ts";
import { examples as esSiiV1 } from "./addons/es-sii-v1.ts";
import { examples as esTbaiV1 } from "./addons/es-tbai-v1.ts";
import { examples as esVerifactuV1 } from "./addons/es-verifactu-v1.ts";
import { examples as euEn16931V2017 } from "./addons/eu-en16931-v2017.ts";
import { examples as frChorusproV1 } from "./addons/fr-choruspro-v1.ts";
import { examples as frFacturxV1 } from "./addons/fr-facturx-v1.ts";
import { examples as grMydataV1 } from "./addons/gr-mydata-v1.ts";
import { examples as itSdiV1 } from "./addons/it-sdi-v1.ts";
import { examples as itTicketV1 } from "./addons/it-ticket-v1.ts";
import { examples as plFavatV3 } from "./addons/pl-favat-v3.ts";
import { examples as ae } from "./regimes/ae.ts";
import { examples as ar } from "./regimes/ar.ts";
import { examples as at } from "./regimes/at.ts";
import { examples as be } from "./regimes/be.ts";
import { examples as br } from "./regimes/br.ts";
import { examples as ca } from "./regimes/ca.ts";
import { examples as ch } from "./regimes/ch.ts";
import { examples as co } from "./regimes/co.ts";
import { examples as de } from "./regimes/de.ts";
import { examples as dk } from "./regimes/dk.ts";
import { examples as el } from "./regimes/el.ts";
import { esSimplified, examples as es } from "./regimes/es.ts";
import { examples as fi } from "./regimes/fi.ts";
import { examples as fr } from "./regimes/fr.ts";
import { examples as gb } from "./regimes/gb.ts";
import { examples as ie } from "./regimes/ie.ts";
import { examples as india } from "./regimes/in.ts";
import { examples as it } from "./regimes/it.ts";
import { examples as mx } from "./regimes/mx.ts";
import { examples as nl } from "./regimes/nl.ts";
import { examples as no } from "./regimes/no.ts";
import { examples as pl } from "./regimes/pl.ts";
import { examples as pt } from "./regimes/pt.ts";
import { examples as sa } from "./regimes/sa.ts";
import { examples as se } from "./regimes/se.ts";
import { examples as sg } from "./regimes/sg.ts";
import { examples as us } from "./regimes/us.ts";
import type { Example } from "./types.ts";

export type { Example } from "./types.ts";

const REGIME_EXAMPLES: readonly Example[] = [
  ...ae, ...ar, ...at, ...be, ...br, ...ca, ...ch, ...co, ...de, ...dk, ...el, ...es, ...fi, ...fr,
  ...gb, ...ie, ...india, ...it, ...mx, ...nl, ...no, ...pl, ...pt, ...sa, ...se, ...sg, ...us,
];

const ADDON_EXAMPLES: readonly Example[] = [
  ...arArcaV4, ...coDianV2, ...deXrechnungV3, ...deZugferdV2, ...esFacturaeV3, ...esSiiV1, ...esTbaiV1, ...esVerifactuV1,
  ...euEn16931V2017, ...frChorusproV1, ...frFacturxV1, ...grMydataV1, ...itSdiV1, ...itTicketV1, ...plFavatV3,
];

export const EXAMPLES: readonly Example[] = [...REGIME_EXAMPLES, ...ADDON_EXAMPLES];

/** The example the API reference shows for document operations. */
export const REFERENCE_EXAMPLE: Example = esSimplified;
