/** An engine with bizdoc's regimes, addons and rule sets and the FatturaPA format alone, so these tests depend on no other format's state. */
import { fatturapaFormat } from "../../../formats/fatturapa/index.ts";
import { engineWithFormats } from "../../support/formats.ts";

export const fatturapaEngine = () => engineWithFormats(fatturapaFormat);
