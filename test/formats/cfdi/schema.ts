/**
 * SAT's schemas for CFDI 4.0 and the complements we write (cfdv40, Pagos20,
 * valesdedespensa, ecc12, and Mabe's addenda), from ../shared, for
 * xmllint-wasm. They import SAT's catalogues (catCFDI, catPagos,
 * catCombustible) and data types (tdCFDI) by their addresses on
 * sat.gob.mx, which ../shared does not hold; no network is used, so those
 * imports are pointed at stand-ins written here: the data types with SAT's
 * patterns (amounts with at most six decimals, or two in MXN; the RFC's
 * shape; the date and time), the short catalogues as their codes, and the
 * long ones (products, units, postcodes, regimes, currencies, countries)
 * as the shape of their codes. So the structure, order, required
 * attributes and amounts are checked as SAT's schemas check them; a
 * catalogue code is checked for its shape only.
 */
import { existsSync, readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";
import { SCHEMA_DIR } from "./cases.ts";

const SAT_BASE = "http://www.sat.gob.mx/sitio_internet/cfd/";
const SCHEMAS = ["cfdv40.xsd", "pagos20.xsd", "valesdedespensa.xsd", "ecc12.xsd", "mabev1.xsd"];

export const HAS_SCHEMA = SCHEMA_DIR !== "" && SCHEMAS.every((name) => existsSync(`${SCHEMA_DIR}/${name}`));

const XS = 'xmlns:xs="http://www.w3.org/2001/XMLSchema"';

function enumeration(name: string, values: string[]): string {
  return `<xs:simpleType name="${name}"><xs:restriction base="xs:string">${values.map((v) => `<xs:enumeration value="${v}"/>`).join("")}</xs:restriction></xs:simpleType>`;
}

function pattern(name: string, regex: string, base = "xs:string"): string {
  return `<xs:simpleType name="${name}"><xs:restriction base="${base}"><xs:whiteSpace value="collapse"/><xs:pattern value="${regex}"/></xs:restriction></xs:simpleType>`;
}

function schema(namespace: string, types: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><xs:schema ${XS} targetNamespace="${namespace}" elementFormDefault="qualified">${types.join("")}</xs:schema>`;
}

const twoDigits = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, "0"));

const CATALOGUES = schema(`${SAT_BASE}catalogos`, [
  enumeration("c_TipoDeComprobante", ["I", "E", "T", "N", "P"]),
  enumeration("c_Exportacion", twoDigits(1, 4)),
  enumeration("c_MetodoPago", ["PUE", "PPD"]),
  enumeration("c_Impuesto", ["001", "002", "003"]),
  enumeration("c_TipoFactor", ["Tasa", "Cuota", "Exento"]),
  enumeration("c_ObjetoImp", twoDigits(1, 8)),
  enumeration("c_Periodicidad", twoDigits(1, 5)),
  enumeration("c_Meses", twoDigits(1, 18)),
  enumeration("c_TipoRelacion", twoDigits(1, 7)),
  pattern("c_FormaPago", "[0-9]{2}"),
  pattern("c_RegimenFiscal", "[0-9]{3}"),
  pattern("c_UsoCFDI", "[A-Z]{1,2}[0-9]{2}"),
  pattern("c_CodigoPostal", "[0-9]{5}"),
  pattern("c_ClaveProdServ", "[0-9]{8}"),
  pattern("c_ClaveUnidad", "[A-Z0-9]{2,3}"),
  pattern("c_Moneda", "[A-Z]{3}"),
  pattern("c_Pais", "[A-Z]{3}"),
]);

const DATA_TYPES = schema(`${SAT_BASE}tipoDatos/tdCFDI`, [
  pattern("t_Importe", "[0-9]{1,18}(\\.[0-9]{1,6})?", "xs:decimal"),
  pattern("t_ImporteMXN", "[0-9]{1,18}(\\.[0-9]{1,2})?", "xs:decimal"),
  `<xs:simpleType name="t_RFC"><xs:restriction base="xs:string"><xs:minLength value="12"/><xs:maxLength value="13"/><xs:whiteSpace value="collapse"/><xs:pattern value="[A-Z&amp;Ñ]{3,4}[0-9]{2}(0[1-9]|1[012])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]"/></xs:restriction></xs:simpleType>`,
  pattern("t_RFC_PM", "[A-Z&amp;Ñ]{3}[0-9]{2}(0[1-9]|1[012])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]"),
  pattern("t_FechaH", "(20[1-9][0-9])-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T(([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9])"),
]);

const PAYMENT_CATALOGUES = schema(`${SAT_BASE}catalogos/Pagos`, [enumeration("c_TipoCadenaPago", ["01"])]);
const FUEL_CATALOGUES = schema(`${SAT_BASE}catalogos/Combustible`, [pattern("c_ClaveTipoCombustible", "[0-9]{1,2}")]);

const STAND_INS: Record<string, string> = {
  [`${SAT_BASE}catalogos/catCFDI.xsd`]: "catCFDI.xsd",
  [`${SAT_BASE}tipoDatos/tdCFDI/tdCFDI.xsd`]: "tdCFDI.xsd",
  [`${SAT_BASE}catalogos/Pagos/catPagos.xsd`]: "catPagos.xsd",
  [`${SAT_BASE}catalogos/Combustible/catCombustible.xsd`]: "catCombustible.xsd",
};

function localised(text: string): string {
  let out = text;
  for (const [address, file] of Object.entries(STAND_INS)) out = out.replaceAll(`schemaLocation="${address}"`, `schemaLocation="${file}"`);
  return out;
}

function schemaFiles() {
  const imports = SCHEMAS.map((name) => {
    const namespace = /targetNamespace="([^"]+)"/.exec(readFileSync(`${SCHEMA_DIR}/${name}`, "utf8"))![1];
    return `<xs:import namespace="${namespace}" schemaLocation="${name}"/>`;
  }).join("");
  return {
    schema: [{ fileName: "all.xsd", contents: `<?xml version="1.0" encoding="UTF-8"?><xs:schema ${XS}>${imports}</xs:schema>` }],
    preload: [
      ...SCHEMAS.map((name) => ({ fileName: name, contents: localised(readFileSync(`${SCHEMA_DIR}/${name}`, "utf8")) })),
      { fileName: "catCFDI.xsd", contents: CATALOGUES },
      { fileName: "tdCFDI.xsd", contents: DATA_TYPES },
      { fileName: "catPagos.xsd", contents: PAYMENT_CATALOGUES },
      { fileName: "catCombustible.xsd", contents: FUEL_CATALOGUES },
    ],
  };
}

/** The schemas' verdict on documents, with their error messages. */
export async function validateCFDI(documents: { fileName: string; contents: string }[]): Promise<{ valid: boolean; errors: string[] }> {
  const result = await validateXML({ xml: documents, ...schemaFiles() });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}
