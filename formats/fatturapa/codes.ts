/**
 * FatturaPA 1.2.2's fixed texts and code lists, as gobl.fatturapa uses them:
 * the namespaces, the root's attributes, and the codes GOBL's model turns
 * into (retained tax types, adjustment types, payment conditions, defaults).
 */

export const NAMESPACE = "http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2";
export const NAMESPACE_DSIG = "http://www.w3.org/2000/09/xmldsig#";
export const NAMESPACE_XSI = "http://www.w3.org/2001/XMLSchema-instance";
export const SCHEMA_LOCATION = `${NAMESPACE} https://www.fatturapa.gov.it/export/documenti/fatturapa/v1.2.2/Schema_del_file_xml_FatturaPA_v1.2.2.xsd`;
export const ROOT_NAME = "FatturaElettronica";

/** FormatoTrasmissione: public administration, or private parties (the default). */
export const FORMAT_PA = "FPA12";
export const FORMAT_PRIVATE = "FPR12";

/** CodiceDestinatario when the customer names no SDI code: an Italian party (found by PEC, or a person), or a foreign one. */
export const RECIPIENT_ITALIAN_DEFAULT = "0000000";
export const RECIPIENT_FOREIGN_DEFAULT = "XXXXXXX";

/** IdCodice of a foreign party without a tax code, and of a party outside the EU (FatturaPA's conventions). */
export const NO_TAX_CODE = "0000000";
export const NON_EU_TAX_CODE = "OO99999999999";
/** CAP of an address outside Italy. */
export const FOREIGN_POSTCODE = "00000";

/** RegimeFiscale when the supplier states none: the ordinary regime. */
export const DEFAULT_FISCAL_REGIME = "RF01";
/** StatoLiquidazione when the registration states none: not in liquidation. */
export const DEFAULT_LIQUIDATION_STATE = "LN";

/** ScontoMaggiorazione/Tipo. */
export const ADJUSTMENT_DISCOUNT = "SC";
export const ADJUSTMENT_CHARGE = "MG";

/** CondizioniPagamento: by instalments, in full, an advance. */
export const PAYMENT_INSTALMENTS = "TP01";
export const PAYMENT_FULL = "TP02";
export const PAYMENT_ADVANCE = "TP03";

/** FatturaPA's boolean flag. */
export const YES = "SI";

/** Reverse charge on a line with nature N2.1 gets this AltriDatiGestionali (as gobl.fatturapa writes). */
export const REVERSE_CHARGE_NATURE = "N2.1";
export const REVERSE_CHARGE_DATA_TYPE = "INVCONT";
export const REVERSE_CHARGE_TEXT = "Inversione contabile - art. 21 c.6 bis lett. a) DPR 633/72";

/** TipoRitenuta by GOBL's Italian retained tax category, and back. */
export const RETAINED_TYPE_BY_CATEGORY: ReadonlyMap<string, string> = new Map([
  ["IRPEF", "RT01"],
  ["IRES", "RT02"],
  ["INPS", "RT03"],
  ["ENASARCO", "RT04"],
  ["ENPAM", "RT05"],
]);
export const RETAINED_CATEGORY_BY_TYPE: ReadonlyMap<string, string> = new Map([...RETAINED_TYPE_BY_CATEGORY].map(([cat, type]) => [type, cat]));

/** The simplified invoice types (FSM10), which this ordinary format does not carry. */
export const SIMPLIFIED_DOCUMENT_TYPES: ReadonlySet<string> = new Set(["TD07", "TD08", "TD09"]);

/** The charge key of a stamp duty (DatiBollo) and of a fund contribution (DatiCassaPrevidenziale). */
export const CHARGE_KEY_STAMP_DUTY = "stamp-duty";
export const CHARGE_KEY_FUND_CONTRIBUTION = "fund-contribution";
