/** An engine with bizdoc's regimes, addons and rule sets and the KSeF FA(3) format alone. */
import { ksefFormat } from "../../../formats/ksef/index.ts";
import { engineWithFormats } from "../../support/formats.ts";

export const ksefEngine = () => engineWithFormats(ksefFormat);
