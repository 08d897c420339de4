/**
 * TAdres from a GOBL address, as GOBL's converter writes it: the country,
 * the street and number on the first line ("Street, 42"), the post code and
 * town on the second ("00-015, Town"). An address without a street (a post
 * office box, or a town alone) puts what it has on the first line, which
 * the schema requires. One without a town (as the reader keeps FA(3)'s two
 * free lines: street and street_extra) puts its extra line second. A GLN
 * (the party's identity for that address) comes last.
 */
import { TEXT_512 } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import type { JSONObject } from "../../common/document-json.ts";
import type { Refusals } from "./refusals.ts";

/** TGLN: at most 13 characters. */
const GLN_MAX = 13;

const joined = (...parts: unknown[]): string =>
  parts
    .filter((p) => typeof p === "string" && p.trim() !== "")
    .map((p) => String(p).trim())
    .join(", ");

/**
 * The address at `path`, its country falling back to `country` (the party's
 * tax ID's); undefined, and faults for what is missing, when it cannot be written.
 */
export function address(addr: JSONObject | undefined, path: string, refusals: Refusals, country?: string, gln?: unknown): XMLNode | undefined {
  if (!addr) return undefined;
  const town = joined(addr.code, addr.locality);
  const extraSecond = town === "" && typeof addr.street_extra === "string" && addr.street_extra.trim() !== "";
  const streetParts = extraSecond ? [addr.street] : [addr.street, addr.street_extra];
  const street = joined(streetParts.filter(Boolean).join(" "), addr.num) || joined(addr.po_box);
  const first = street || town;
  const second = extraSecond ? joined(addr.street_extra) : street ? town : "";
  const code = String(addr.country ?? country ?? "");
  if (code === "") refusals.missing(`${path}.country`, "FA(3) addresses state their country (KodKraju)");
  const line1 = refusals.text(first, `${path}.street`, TEXT_512, true);
  const line2 = refusals.text(second, `${path}.locality`, TEXT_512);
  return { KodKraju: code, AdresL1: line1 ?? "", AdresL2: line2, GLN: refusals.text(gln, `${path}.gln`, GLN_MAX) };
}
