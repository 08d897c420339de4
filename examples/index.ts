/**
 * Example documents, one or more per regime and per addon we ship: the
 * playground offers them, the API reference shows one as its request
 * example, and test/examples proves each builds without a fault.
 *
 * The JSON files are the source: `examples/<id>.json` is the partial
 * document exactly as a user would send it (`bizdoc build
 * examples/es-simplified.json`, or `data` of POST /v0/build), and
 * `examples/index.json` lists them in order (regime examples by country,
 * then addon examples by key) with each one's title, regime and addons.
 * This module only wires the files in, statically, so that esbuild bundles
 * them into the playground; adding an example is a JSON file, its entry in
 * index.json and its line here (test/examples checks the three agree).
 */
import manifest from "./index.json" with { type: "json" };
import aeStandard from "./ae-standard.json" with { type: "json" };
import arArcaV4 from "./ar-arca-v4.json" with { type: "json" };
import arStandard from "./ar-standard.json" with { type: "json" };
import atStandard from "./at-standard.json" with { type: "json" };
import beStandard from "./be-standard.json" with { type: "json" };
import brNfeV4 from "./br-nfe-v4.json" with { type: "json" };
import brNfseV1 from "./br-nfse-v1.json" with { type: "json" };
import brServices from "./br-services.json" with { type: "json" };
import caGstPst from "./ca-gst-pst.json" with { type: "json" };
import chStandard from "./ch-standard.json" with { type: "json" };
import coDianV2 from "./co-dian-v2.json" with { type: "json" };
import coStandard from "./co-standard.json" with { type: "json" };
import deStandard from "./de-standard.json" with { type: "json" };
import deXrechnungV3 from "./de-xrechnung-v3.json" with { type: "json" };
import deZugferdV2 from "./de-zugferd-v2.json" with { type: "json" };
import dkStandard from "./dk-standard.json" with { type: "json" };
import elStandard from "./el-standard.json" with { type: "json" };
import esFacturaeV3 from "./es-facturae-v3.json" with { type: "json" };
import esSiiV1 from "./es-sii-v1.json" with { type: "json" };
import esSimplified from "./es-simplified.json" with { type: "json" };
import esTbaiV1 from "./es-tbai-v1.json" with { type: "json" };
import esVerifactuV1 from "./es-verifactu-v1.json" with { type: "json" };
import euEn16931V2017 from "./eu-en16931-v2017.json" with { type: "json" };
import fiStandard from "./fi-standard.json" with { type: "json" };
import frChorusproV1 from "./fr-choruspro-v1.json" with { type: "json" };
import frFacturxV1 from "./fr-facturx-v1.json" with { type: "json" };
import frStandard from "./fr-standard.json" with { type: "json" };
import gbStandard from "./gb-standard.json" with { type: "json" };
import grMydataV1 from "./gr-mydata-v1.json" with { type: "json" };
import ieStandard from "./ie-standard.json" with { type: "json" };
import inIntrastate from "./in-intrastate.json" with { type: "json" };
import itSdiV1 from "./it-sdi-v1.json" with { type: "json" };
import itStandard from "./it-standard.json" with { type: "json" };
import itTicketV1 from "./it-ticket-v1.json" with { type: "json" };
import mxCfdiV4 from "./mx-cfdi-v4.json" with { type: "json" };
import mxStandard from "./mx-standard.json" with { type: "json" };
import nlStandard from "./nl-standard.json" with { type: "json" };
import noStandard from "./no-standard.json" with { type: "json" };
import plFavatV3 from "./pl-favat-v3.json" with { type: "json" };
import frCtcFlow10V1 from "./fr-ctc-flow10-v1.json" with { type: "json" };
import frCtcFlow2V1 from "./fr-ctc-flow2-v1.json" with { type: "json" };
import frCtcFlow6V1 from "./fr-ctc-flow6-v1.json" with { type: "json" };
import ptSaftV1 from "./pt-saft-v1.json" with { type: "json" };
import saZatcaV1 from "./sa-zatca-v1.json" with { type: "json" };
import plStandard from "./pl-standard.json" with { type: "json" };
import ptStandard from "./pt-standard.json" with { type: "json" };
import saStandard from "./sa-standard.json" with { type: "json" };
import seStandard from "./se-standard.json" with { type: "json" };
import sgStandard from "./sg-standard.json" with { type: "json" };
import usSalesTax from "./us-sales-tax.json" with { type: "json" };

/** A document a person can start from: in the playground, the API reference and the tests. */
export interface Example {
  /** Stable identifier, e.g. `es-simplified` or `es-verifactu-v1`: the document is `examples/<id>.json`. */
  id: string;
  /** What it shows, in a few words. */
  title: string;
  /** The regime's country code (`ES`), or `undefined` for a document without a regime. */
  regime?: string;
  /** The addons the built document carries in `$addons` (those it names and those they require). */
  addons: string[];
  /** What a reader of the document should know about a choice in it (JSON has no comments). */
  notes?: string;
  /** The partial document as a user would send it (`data` of POST /v0/build). */
  document: Record<string, unknown>;
}

/** Each example's document, by id (the file's name). */
const DOCUMENTS: Readonly<Record<string, Record<string, unknown>>> = {
  "ae-standard": aeStandard,
  "ar-arca-v4": arArcaV4,
  "ar-standard": arStandard,
  "at-standard": atStandard,
  "be-standard": beStandard,
  "br-nfe-v4": brNfeV4,
  "br-nfse-v1": brNfseV1,
  "br-services": brServices,
  "ca-gst-pst": caGstPst,
  "ch-standard": chStandard,
  "co-dian-v2": coDianV2,
  "co-standard": coStandard,
  "de-standard": deStandard,
  "de-xrechnung-v3": deXrechnungV3,
  "de-zugferd-v2": deZugferdV2,
  "dk-standard": dkStandard,
  "el-standard": elStandard,
  "es-facturae-v3": esFacturaeV3,
  "es-sii-v1": esSiiV1,
  "es-simplified": esSimplified,
  "es-tbai-v1": esTbaiV1,
  "es-verifactu-v1": esVerifactuV1,
  "eu-en16931-v2017": euEn16931V2017,
  "fi-standard": fiStandard,
  "fr-choruspro-v1": frChorusproV1,
  "fr-facturx-v1": frFacturxV1,
  "fr-standard": frStandard,
  "gb-standard": gbStandard,
  "gr-mydata-v1": grMydataV1,
  "ie-standard": ieStandard,
  "in-intrastate": inIntrastate,
  "it-sdi-v1": itSdiV1,
  "it-standard": itStandard,
  "it-ticket-v1": itTicketV1,
  "mx-cfdi-v4": mxCfdiV4,
  "mx-standard": mxStandard,
  "nl-standard": nlStandard,
  "no-standard": noStandard,
  "pl-favat-v3": plFavatV3,
  "fr-ctc-flow10-v1": frCtcFlow10V1,
  "fr-ctc-flow2-v1": frCtcFlow2V1,
  "fr-ctc-flow6-v1": frCtcFlow6V1,
  "pt-saft-v1": ptSaftV1,
  "sa-zatca-v1": saZatcaV1,
  "pl-standard": plStandard,
  "pt-standard": ptStandard,
  "sa-standard": saStandard,
  "se-standard": seStandard,
  "sg-standard": sgStandard,
  "us-sales-tax": usSalesTax,
};

/** The manifest's entries (examples/index.json). */
type Entry = Omit<Example, "document">;

function examplesOf(entries: readonly Entry[], documents: Readonly<Record<string, Record<string, unknown>>>): Example[] {
  const listed = new Set(entries.map((entry) => entry.id));
  const unlisted = Object.keys(documents).filter((id) => !listed.has(id));
  if (unlisted.length > 0) throw new Error(`examples/index.json does not list ${unlisted.join(", ")}`);
  return entries.map((entry) => {
    const document = Object.hasOwn(documents, entry.id) ? documents[entry.id] : undefined;
    if (document === undefined) throw new Error(`examples/index.json lists ${entry.id}, but no examples/${entry.id}.json is wired in examples/index.ts`);
    return { ...entry, document };
  });
}

export const EXAMPLES: readonly Example[] = examplesOf(manifest as Entry[], DOCUMENTS);

/** The id of the example the API reference shows for document operations (and the playground opens with). */
const REFERENCE_ID = "es-simplified";

/** The example the API reference shows for document operations. */
export const REFERENCE_EXAMPLE: Example = EXAMPLES.find((example) => example.id === REFERENCE_ID)!;
