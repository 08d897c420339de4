/**
 * UN/CEFACT Cross Domain Acknowledgement and Response (CDAR, D22B) as
 * France's CTC flow 6 uses it: the lifecycle messages (CDV) about an
 * invoice that platforms and the PPF exchange, written from GOBL bill/status
 * documents (200 Déposée … 213 Rejetée) and bill/payment documents (211
 * Paiement transmis, 212 Encaissée) with the fr-ctc-flow6-v1 addon, and
 * read back into them, as gobl.cii writes and reads them. Two profiles: to
 * a party (`flow6`, the default) and the copy to the PPF (`ppf`).
 */
import type { FormatPlugin } from "../../engine/index.ts";
import { CDAR_PROFILES } from "./profiles.ts";
import { readCDAR } from "./read/cdar.ts";
import { isCDAR } from "./read/header.ts";
import { OPTION_NAMES, writeCDAR } from "./write/cdar.ts";

export const cdarFormat: FormatPlugin = {
  key: "cdar",
  name: "CDAR lifecycle messages (France CTC flow 6)",
  profiles: CDAR_PROFILES.map(({ key, name, addons, requires, customization }) => ({ key, name, addons: [...addons], requires: [...(requires ?? [])], customization })),
  optionNames: OPTION_NAMES,
  recognizes: isCDAR,
  toXML: (envelope, profile, _context, options) => writeCDAR(envelope, profile, options),
  fromXML: readCDAR,
};

export { CDAR_PROFILES } from "./profiles.ts";
