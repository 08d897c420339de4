/**
 * Adnotacje: the statements FA(3) requires on every invoice, as the
 * pl-favat-v3 addon's extensions and tags: cash accounting (P_16), self-
 * billing (P_17, also the `self-billed` tag), reverse charge (P_18, also
 * the `reverse-charge` tag), split payment (P_18A), the exemption and its
 * legal basis (Zwolnienie: a legal note whose source is the exemption
 * extension) and the margin scheme (PMarzy). The new means of transport
 * (NoweSrodkiTransportu) and the simplified triangular procedure (P_23)
 * have no place in GOBL's invoice: their "no" is what the writer states
 * by default, and a "yes" is kept as a note.
 */
import {
  EXT_KEY_CASH_ACCOUNTING,
  EXT_KEY_EXEMPTION,
  EXT_KEY_MARGIN_SCHEME,
  EXT_KEY_REVERSE_CHARGE,
  EXT_KEY_SELF_BILLING,
  EXT_KEY_SPLIT_PAYMENT,
} from "../../../addons/pl/favat/extensions.ts";
import { child, type ParsedNode } from "../../common/xml-tree.ts";
import { refuse } from "./root.ts";
import { code, FLAG_1, FLAG_1_2, put, str, type Out } from "./values.ts";

/** The exemption's basis elements and the addon's code for each. */
const EXEMPTION_BASES: ReadonlyArray<[string, string]> = [["P_19A", "A"], ["P_19B", "B"], ["P_19C", "C"]];

/** PMarzy's markers and the addon's margin scheme codes. */
const MARGIN_SCHEMES: ReadonlyArray<[string, string]> = [["P_PMarzy_2", "2"], ["P_PMarzy_3_1", "3.1"], ["P_PMarzy_3_2", "3.2"], ["P_PMarzy_3_3", "3.3"]];

export interface Annotations {
  ext: Out;
  tags: string[];
  notes: Out[];
  marginScheme: boolean;
}

export function annotations(fa: ParsedNode): Annotations {
  const node = child(fa, "Adnotacje");
  if (!node) refuse("Adnotacje of Fa is missing: FA(3) requires it");
  const where = "Adnotacje";
  const ext: Out = {};
  const tags: string[] = [];
  const notes: Out[] = [];
  put(ext, EXT_KEY_CASH_ACCOUNTING, code(node, "P_16", where, FLAG_1_2));
  const selfBilling = code(node, "P_17", where, FLAG_1_2);
  put(ext, EXT_KEY_SELF_BILLING, selfBilling);
  if (selfBilling === "1") tags.push("self-billed");
  const reverseCharge = code(node, "P_18", where, FLAG_1_2);
  put(ext, EXT_KEY_REVERSE_CHARGE, reverseCharge);
  if (reverseCharge === "1") tags.push("reverse-charge");
  put(ext, EXT_KEY_SPLIT_PAYMENT, code(node, "P_18A", where, FLAG_1_2));

  const exemption = child(node, "Zwolnienie");
  if (code(exemption, "P_19", `${where}/Zwolnienie`, FLAG_1) === "1") {
    const basis = EXEMPTION_BASES.find(([element]) => str(exemption, element) !== undefined);
    if (!basis) refuse("Zwolnienie of Adnotacje states P_19 without its legal basis (P_19A, P_19B or P_19C)");
    ext[EXT_KEY_EXEMPTION] = basis[1];
    notes.push({ key: "legal", code: basis[1], src: EXT_KEY_EXEMPTION, text: str(exemption, basis[0]) });
  }

  const transport = child(node, "NoweSrodkiTransportu");
  if (code(transport, "P_22", `${where}/NoweSrodkiTransportu`, FLAG_1) === "1") {
    notes.push({ key: "legal", code: "P_22", text: "Wewnątrzwspólnotowa dostawa nowych środków transportu (intra-community supply of new means of transport)" });
  }
  if (code(node, "P_23", where, FLAG_1_2) === "1") {
    notes.push({ key: "legal", code: "P_23", text: "VAT: Faktura WE uproszczona na mocy art. 135-138 ustawy o ptu (simplified triangular procedure)" });
  }

  const margin = child(node, "PMarzy");
  let marginScheme = false;
  if (code(margin, "P_PMarzy", `${where}/PMarzy`, FLAG_1) === "1") {
    const scheme = MARGIN_SCHEMES.find(([element]) => str(margin, element) !== undefined);
    if (!scheme) refuse("PMarzy of Adnotacje states P_PMarzy without which scheme applies (P_PMarzy_2, P_PMarzy_3_1, P_PMarzy_3_2 or P_PMarzy_3_3)");
    ext[EXT_KEY_MARGIN_SCHEME] = scheme[1];
    marginScheme = true;
  }
  return { ext, tags, notes, marginScheme };
}
