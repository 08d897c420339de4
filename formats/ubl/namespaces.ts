/** The XML namespaces of UBL 2.1 documents, and the schema locations GOBL's converter declares. */
export const NS = {
  invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  creditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  qdt: "urn:oasis:names:specification:ubl:schema:xsd:QualifiedDataTypes-2",
  udt: "urn:oasis:names:specification:ubl:schema:xsd:UnqualifiedDataTypes-2",
  ext: "urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2",
  ccts: "urn:un:unece:uncefact:documentation:2",
  xsi: "http://www.w3.org/2001/XMLSchema-instance",
} as const;

export const SCHEMA_LOCATION = {
  invoice: `${NS.invoice} http://docs.oasis-open.org/ubl/os-UBL-2.1/xsd/maindoc/UBL-Invoice-2.1.xsd`,
  // GOBL's converter writes https here (and http for invoices); kept as is so the output matches.
  creditNote: `${NS.creditNote} https://docs.oasis-open.org/ubl/os-UBL-2.1/xsd/maindoc/UBL-CreditNote-2.1.xsd`,
} as const;
