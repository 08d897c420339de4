/**
 * Emisor, Receptor and ACuentaTerceros into GOBL parties. The general
 * public's RFC is no customer at all, and the foreign RFC gives the
 * customer its own tax code (NumRegIdTrib) in the country of its
 * ResidenciaFiscal.
 */
import { countryDefs } from "../../../engine/l10n/index.ts";
import { child, type ParsedNode } from "../../common/xml-tree.ts";
import { EXT, RFC_FOREIGN, RFC_GENERIC } from "../codes.ts";
import { attr, extensions, put, type Out } from "./values.ts";

/** A country by its ISO alpha-3 code (any case), or undefined. */
function countryOfAlpha3(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  return countryDefs().find((def) => def.alpha3 === upper)?.code;
}

function mexicanTaxID(rfc: string | undefined): Out {
  const id: Out = { country: "MX" };
  put(id, "code", rfc);
  return id;
}

/** A Mexican party: its name, RFC, fiscal domicile (a postcode) and extensions. */
function mexicanParty(name: string | undefined, rfc: string | undefined, postcode: string | undefined, ext: Record<string, string | undefined>): Out {
  const party: Out = {};
  put(party, "name", name);
  party.tax_id = mexicanTaxID(rfc);
  if (postcode) party.addresses = [{ code: postcode }];
  put(party, "ext", extensions(ext));
  return party;
}

export function supplier(root: ParsedNode): Out | undefined {
  const node = child(root, "Emisor");
  if (!node) return undefined;
  return mexicanParty(attr(node, "Nombre"), attr(node, "Rfc"), undefined, { [EXT.fiscalRegime]: attr(node, "RegimenFiscal") });
}

export function customer(root: ParsedNode): Out | undefined {
  const node = child(root, "Receptor");
  const rfc = attr(node, "Rfc");
  if (!node || rfc === RFC_GENERIC) return undefined;
  const party: Out = {};
  put(party, "name", attr(node, "Nombre"));
  if (rfc === RFC_FOREIGN) {
    const id: Out = {};
    put(id, "country", countryOfAlpha3(attr(node, "ResidenciaFiscal")));
    put(id, "code", attr(node, "NumRegIdTrib"));
    party.tax_id = id;
    return party;
  }
  return mexicanParty(party.name as string | undefined, rfc, attr(node, "DomicilioFiscalReceptor"), {
    [EXT.fiscalRegime]: attr(node, "RegimenFiscalReceptor"),
    [EXT.use]: attr(node, "UsoCFDI"),
  });
}

/** The party a concept was sold on behalf of. */
export function thirdParty(concept: ParsedNode): Out | undefined {
  const node = child(concept, "ACuentaTerceros");
  if (!node) return undefined;
  return mexicanParty(attr(node, "NombreACuentaTerceros"), attr(node, "RfcACuentaTerceros"), attr(node, "DomicilioFiscalACuentaTerceros"), {
    [EXT.fiscalRegime]: attr(node, "RegimenFiscalACuentaTerceros"),
  });
}
