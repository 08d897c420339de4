import type { Definition } from "../../../engine/index.ts";

/** Keys of FacturaE's extensions. */
export const EXT_KEY_SUBSIDY = "es-facturae-subsidy";
export const EXT_KEY_DOC_TYPE = "es-facturae-doc-type";
export const EXT_KEY_INVOICE_CLASS = "es-facturae-invoice-class";
export const EXT_KEY_CORRECTION = "es-facturae-correction";

/** FacturaE's extension keys and their codes (document type, invoice class, correction reason, subsidy). */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_SUBSIDY,
    name: { en: "FacturaE: Subsidy", es: "FacturaE: Subvención" },
    desc: {
      en: "Marks an advance payment as funded by a public grant or subsidy. Goes in the `ext` of a payment record, in place of the old `pay.Record.Grant` flag.",
      es: "Señala que un anticipo se financia con una subvención o ayuda pública. Se indica en el `ext` del registro de pago, en lugar del antiguo indicador `pay.Record.Grant`.",
    },
    values: [{ code: "S", name: { en: "Yes", es: "Sí" } }, { code: "N", name: { en: "No", es: "No" } }],
  },
  {
    key: EXT_KEY_DOC_TYPE,
    name: { en: "FacturaE: Document Type", es: "FacturaE: Tipo de Documento" },
    values: [
      { code: "FC", name: { en: "Commercial Invoice", es: "Factura Comercial" } },
      { code: "FA", name: { en: "Simplified Invoice", es: "Factura Simplificada" } },
      { code: "AF", name: { en: "Self-billed Invoice", es: "Auto-Factura" } },
    ],
  },
  {
    key: EXT_KEY_INVOICE_CLASS,
    name: { en: "FacturaE: Invoice Class", es: "FacturaE: Clase de Factura" },
    values: [
      { code: "OO", name: { en: "Original", es: "Original" } },
      { code: "OR", name: { en: "Corrective Original", es: "Original Rectificativa" } },
      { code: "OC", name: { en: "Summary Original", es: "Original Recapitulativa" } },
      { code: "CO", name: { en: "Copy of the Original", es: "Duplicado Original" } },
      { code: "CR", name: { en: "Copy of the Corrective", es: "Duplicado Rectificativa" } },
      { code: "CC", name: { en: "Copy of the Summary", es: "Duplicado Recapitulativa" } },
    ],
  },
  {
    key: EXT_KEY_CORRECTION,
    name: { en: "FacturaE Change", es: "Cambio de FacturaE" },
    desc: {
      en: "The one FacturaE reason code saying what was wrong in the invoice being corrected; every correction gives one.",
      es: "El código de motivo de FacturaE que indica qué se rectifica de la factura anterior; toda rectificación lleva uno.",
    },
    values: [
      { code: "01", name: { en: "Invoice code", es: "Número de la factura" } },
      { code: "02", name: { en: "Invoice series", es: "Serie de la factura" } },
      { code: "03", name: { en: "Issue date", es: "Fecha expedición" } },
      {
        code: "04",
        name: {
          en: "Name and surnames/Corporate name - Issuer (Sender)",
          es: "Nombre y apellidos/Razón Social-Emisor",
        },
      },
      {
        code: "05",
        name: { en: "Name and surnames/Corporate name - Receiver", es: "Nombre y apellidos/Razón Social-Receptor" },
      },
      {
        code: "06",
        name: { en: "Issuer's Tax Identification Number", es: "Identificación fiscal Emisor/obligado" },
      },
      {
        code: "07",
        name: { en: "Receiver's Tax Identification Number", es: "Identificación fiscal Receptor" },
      },
      { code: "08", name: { en: "Supplier's address", es: "Domicilio Emisor/Obligado" } },
      { code: "09", name: { en: "Customer's address", es: "Domicilio Receptor" } },
      { code: "10", name: { en: "Item line", es: "Detalle Operación" } },
      { code: "11", name: { en: "Applicable Tax Rate", es: "Porcentaje impositivo a aplicar" } },
      { code: "12", name: { en: "Applicable Tax Amount", es: "Cuota tributaria a aplicar" } },
      { code: "13", name: { en: "Applicable Date/Period", es: "Fecha/Periodo a aplicar" } },
      { code: "14", name: { en: "Invoice Class", es: "Clase de factura" } },
      { code: "15", name: { en: "Legal literals", es: "Literales legales" } },
      { code: "16", name: { en: "Taxable Base", es: "Base imponible" } },
      { code: "80", name: { en: "Calculation of tax outputs", es: "Cálculo de cuotas repercutidas" } },
      { code: "81", name: { en: "Calculation of tax inputs", es: "Cálculo de cuotas retenidas" } },
      {
        code: "82",
        name: {
          en: "Taxable Base modified due to return of packages and packaging materials",
          es: "Base imponible modificada por devolución de envases / embalajes",
        },
      },
      {
        code: "83",
        name: {
          en: "Taxable Base modified due to discounts and rebates",
          es: "Base imponible modificada por descuentos y bonificaciones",
        },
      },
      {
        code: "84",
        name: {
          en: "Taxable Base modified due to firm court ruling or administrative decision",
          es: "Base imponible modificada por resolución firme, judicial o administrativa",
        },
      },
      {
        code: "85",
        name: {
          en: "Taxable Base modified due to unpaid outputs where there is a judgement opening insolvency proceedings",
          es: "Base imponible modificada cuotas repercutidas no satisfechas. Auto de declaración de concurso",
        },
      },
    ],
  },
];
