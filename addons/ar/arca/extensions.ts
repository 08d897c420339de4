import type { Definition } from "../../../engine/index.ts";

/** Keys of the extensions the ARCA addon defines. */
export const EXT_KEY_DOC_TYPE = "ar-arca-doc-type";
export const EXT_KEY_CONCEPT = "ar-arca-concept";
export const EXT_KEY_TAX_TYPE = "ar-arca-tax-type";
export const EXT_KEY_VAT_RATE = "ar-arca-vat-rate";
export const EXT_KEY_IDENTITY_TYPE = "ar-arca-identity-type";
export const EXT_KEY_VAT_STATUS = "ar-arca-vat-status";
export const EXT_KEY_TOURISM_TYPE = "ar-arca-tourism-type";
export const EXT_KEY_TOURISM_ITEM = "ar-arca-tourism-item";

/** The ARCA codes the addon adds: document type, concept, VAT and other taxes, the customer's status and ID, tourism. */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_DOC_TYPE,
    name: { en: "Argentina ARCA Document Type", es: "Tipo de comprobante Argentina ARCA" },
    desc: {
      en: [
        "Which ARCA document type (tipo de comprobante) is being issued. It can always be set",
        "directly; when missing, normalization chooses the letter and then the invoice, credit note",
        "or debit note of that letter:",
        "- C (invoice 11, credit note 13, debit note 12) when the invoice has the `monotax` tag, i.e.",
        "  the supplier pays the Monotributo;",
        "- A (invoice 1, credit note 3, debit note 2) when the customer's `ar-arca-vat-status` is 1,",
        "  6, 13 or 16, that is, a VAT-registered company or a kind of monotributista;",
        "- B (invoice 6, credit note 8, debit note 7) otherwise: final consumers, foreign or exempt",
        "  customers, or no customer at all.",
        "",
        "Any other document type has to be given explicitly.",
      ].join("\n"),
    },
    values: [
      {
        code: "1",
        name: { en: "Invoice A", es: "Factura A" },
        desc: {
          en: "Invoice from a VAT-registered company whose customer is also VAT-registered or is a monotributista.",
          es: "Factura de un responsable inscripto cuyo cliente es también responsable inscripto o monotributista.",
        },
      },
      {
        code: "2",
        name: { en: "Debit Note A", es: "Nota de Débito A" },
        desc: {
          en: "Debit note from a VAT-registered company whose customer is also VAT-registered or is a monotributista.",
          es: "Nota de débito de un responsable inscripto cuyo cliente es también responsable inscripto o monotributista.",
        },
      },
      {
        code: "3",
        name: { en: "Credit Note A", es: "Nota de Crédito A" },
        desc: {
          en: "Credit note from a VAT-registered company whose customer is also VAT-registered or is a monotributista.",
          es: "Nota de crédito de un responsable inscripto cuyo cliente es también responsable inscripto o monotributista.",
        },
      },
      { code: "4", name: { en: "Receipt A", es: "Recibos A" } },
      { code: "5", name: { en: "Cash Sales Note A", es: "Notas de Venta al contado A" } },
      {
        code: "6",
        name: { en: "Invoice B", es: "Factura B" },
        desc: {
          en: "Invoice from a VAT-registered company to final consumers, persons exempt from or outside VAT, uncategorized persons, or foreign tourists.",
          es: "Factura de un responsable inscripto a consumidores finales, sujetos exentos o no alcanzados por el IVA, no categorizados o turistas extranjeros.",
        },
      },
      {
        code: "7",
        name: { en: "Debit Note B", es: "Nota de Débito B" },
        desc: {
          en: "Debit note from a VAT-registered company to final consumers, persons exempt from or outside VAT, uncategorized persons, or foreign tourists.",
          es: "Nota de débito de un responsable inscripto a consumidores finales, sujetos exentos o no alcanzados por el IVA, no categorizados o turistas extranjeros.",
        },
      },
      {
        code: "8",
        name: { en: "Credit Note B", es: "Nota de Crédito B" },
        desc: {
          en: "Credit note from a VAT-registered company to final consumers, persons exempt from or outside VAT, uncategorized persons, or foreign tourists.",
          es: "Nota de crédito de un responsable inscripto a consumidores finales, sujetos exentos o no alcanzados por el IVA, no categorizados o turistas extranjeros.",
        },
      },
      { code: "9", name: { en: "Receipt B", es: "Recibos B" } },
      { code: "10", name: { en: "Cash Sales Note B", es: "Notas de Venta al contado B" } },
      {
        code: "11",
        name: { en: "Invoice C", es: "Factura C" },
        desc: { en: "Invoice from a supplier that pays the Monotributo.", es: "Factura de un proveedor adherido al Monotributo." },
      },
      {
        code: "12",
        name: { en: "Debit Note C", es: "Nota de Débito C" },
        desc: { en: "Debit note from a supplier that pays the Monotributo.", es: "Nota de débito de un proveedor adherido al Monotributo." },
      },
      {
        code: "13",
        name: { en: "Credit Note C", es: "Nota de Crédito C" },
        desc: { en: "Credit note from a supplier that pays the Monotributo.", es: "Nota de crédito de un proveedor adherido al Monotributo." },
      },
      { code: "15", name: { en: "Receipt C", es: "Recibo C" } },
      {
        code: "34",
        name: {
          en: "Invoices A per Annex I, Section A, subsection f), R.G. No. 1415",
          es: "Cbtes. A del Anexo I, Apartado A, inc. f), R.G. Nro. 1415",
        },
      },
      {
        code: "35",
        name: {
          en: "Vouchers B per Annex I, Section A, subsection f), R.G. No. 1415",
          es: "Cbtes. B del Anexo I, Apartado A, inc. f), R.G. Nro. 1415",
        },
      },
      {
        code: "39",
        name: {
          en: "Other Vouchers A compliant with R.G. No. 1415",
          es: "Otros comprobantes A que cumplan con R.G. Nro. 1415",
        },
      },
      {
        code: "40",
        name: {
          en: "Other Vouchers B compliant with R.G. No. 1415",
          es: "Otros comprobantes B que cumplan con R.G. Nro. 1415",
        },
      },
      {
        code: "49",
        name: {
          en: "Used Goods Purchase Invoice to Final Consumer",
          es: "Comprobante de Compra de Bienes Usados a Consumidor Final",
        },
      },
      {
        code: "51",
        name: {
          en: "Invoice A with Legend 'Subject to Withholding'",
          es: "Factura A con Leyenda 'Operación Sujeta a Retención'",
        },
      },
      {
        code: "52",
        name: {
          en: "Debit Note A with Legend 'Subject to Withholding'",
          es: "Nota de Débito A con Leyenda 'Operación Sujeta a Retención'",
        },
      },
      {
        code: "53",
        name: {
          en: "Credit Note A with Legend 'Subject to Withholding'",
          es: "Nota de Crédito A con Leyenda 'Operación Sujeta a Retención'",
        },
      },
      {
        code: "54",
        name: {
          en: "Receipt A with Legend 'Subject to Withholding'",
          es: "Recibo A con Leyenda 'Operación Sujeta a Retención'",
        },
      },
      {
        code: "60",
        name: { en: "Sales Account and Product Settlement A", es: "Cta de Vta y Liquido prod. A" },
      },
      {
        code: "61",
        name: { en: "Sales Account and Product Settlement B", es: "Cta de Vta y Liquido prod. B" },
      },
      { code: "63", name: { en: "Settlement A", es: "Liquidacion A" } },
      { code: "64", name: { en: "Settlement B", es: "Liquidacion B" } },
      {
        code: "201",
        name: {
          en: "MiPyMEs Electronic Credit Invoice (FCE) A",
          es: "Factura de Crédito electrónica MiPyMEs (FCE) A",
        },
      },
      {
        code: "202",
        name: { en: "MiPyMEs Electronic Debit Note (FCE) A", es: "Nota de Débito electrónica MiPyMEs (FCE) A" },
      },
      {
        code: "203",
        name: { en: "MiPyMEs Electronic Credit Note (FCE) A", es: "Nota de Crédito electrónica MiPyMEs (FCE) A" },
      },
      {
        code: "206",
        name: {
          en: "MiPyMEs Electronic Credit Invoice (FCE) B",
          es: "Factura de Crédito electrónica MiPyMEs (FCE) B",
        },
      },
      {
        code: "207",
        name: { en: "MiPyMEs Electronic Debit Note (FCE) B", es: "Nota de Débito electrónica MiPyMEs (FCE) B" },
      },
      {
        code: "208",
        name: { en: "MiPyMEs Electronic Credit Note (FCE) B", es: "Nota de Crédito electrónica MiPyMEs (FCE) B" },
      },
      {
        code: "211",
        name: {
          en: "MiPyMEs Electronic Credit Invoice (FCE) C",
          es: "Factura de Crédito electrónica MiPyMEs (FCE) C",
        },
      },
      {
        code: "212",
        name: { en: "MiPyMEs Electronic Debit Note (FCE) C", es: "Nota de Débito electrónica MiPyMEs (FCE) C" },
      },
      {
        code: "213",
        name: { en: "MiPyMEs Electronic Credit Note (FCE) C", es: "Nota de Crédito electrónica MiPyMEs (FCE) C" },
      },
      {
        code: "195",
        name: { en: "Invoice T", es: "Factura T" },
        desc: {
          en: "Invoice for lodging and travel services sold to tourists not resident in Argentina, issued through the WSCT web service (Web Service Comprobante T).",
          es: "Factura por alojamiento y servicios de viaje vendidos a turistas no residentes en el país, emitida mediante el servicio web WSCT.",
        },
      },
      {
        code: "196",
        name: { en: "Debit Note T", es: "Nota de Débito T" },
        desc: { en: "Debit note on a tourism (T) invoice, issued through WSCT.", es: "Nota de débito sobre un comprobante T de turismo, emitida mediante el WSCT." },
      },
      {
        code: "197",
        name: { en: "Credit Note T", es: "Nota de Crédito T" },
        desc: {
          en: "Credit note on a tourism (T) invoice, issued through WSCT.",
          es: "Nota de crédito sobre un comprobante T de turismo, emitida mediante el WSCT.",
        },
      },
    ],
  },
  {
    key: EXT_KEY_CONCEPT,
    name: {
      en: "Argentina ARCA Concept (Goods, services, or both)",
      es: "Concepto Argentina ARCA (Productos, servicios, o ambos)",
    },
    desc: {
      en: [
        "Whether the invoice is for goods, services or both, worked out during normalization from",
        "the `key` of the lines' items: 1 when every item's key is `goods`, 2 when none is (missing",
        "keys count as services), 3 when they are mixed.",
        "",
        "With 2 or 3, ARCA also wants the dates the service covers, taken from the invoice's",
        "ordering period, and payment terms that give a due date.",
      ].join("\n"),
    },
    values: [
      { code: "1", name: { en: "Goods", es: "Productos" } },
      { code: "2", name: { en: "Services", es: "Servicios" } },
      { code: "3", name: { en: "Goods and services", es: "Productos y servicios" } },
    ],
  },
  {
    key: EXT_KEY_TAX_TYPE,
    name: { en: "Argentina ARCA Tax Type", es: "Tipo de Tributo Argentina ARCA" },
    desc: {
      en: [
        "The kind of tax, other than VAT, that the invoice charges: national, provincial or municipal",
        "taxes, internal taxes, gross income tax (IIBB) and the various prepayments (percepciones).",
        "",
        "Such taxes are invoice charges, not line taxes: a charge with `key` set to `tax`, a",
        "`percent` (a bare amount is not accepted), optionally a `base` it applies to, and this",
        "extension, e.g. `{ \"key\": \"tax\", \"ext\": { \"ar-arca-tax-type\": \"2\" }, \"percent\": \"2.5%\" }`.",
        "",
        "Every charge keyed `tax` needs the extension, the extension needs a `percent`, and code 99",
        "(Other) needs the charge's `reason` to say which tax it is.",
      ].join("\n"),
    },
    values: [
      { code: "1", name: { en: "National Taxes", es: "Impuestos Nacionales" } },
      { code: "2", name: { en: "Provincial Taxes", es: "Impuestos Provinciales" } },
      { code: "3", name: { en: "Municipal Taxes", es: "Impuestos Municipales" } },
      { code: "4", name: { en: "Internal Taxes", es: "Impuestos Internos" } },
      { code: "5", name: { en: "Gross Income Tax", es: "IIBB" } },
      { code: "6", name: { en: "VAT Prepayment", es: "Percepción de IVA" } },
      { code: "7", name: { en: "Gross Income Tax Prepayment", es: "Percepción de IIBB" } },
      { code: "8", name: { en: "Municipal Taxes Prepayment", es: "Percepciones por Impuestos Municipales" } },
      { code: "9", name: { en: "Other Prepayments", es: "Otras Percepciones" } },
      {
        code: "13",
        name: { en: "VAT Not Categorized Prepayment", es: "Percepción de IVA a no Categorizado" },
      },
      { code: "99", name: { en: "Other", es: "Otras" } },
    ],
  },
  {
    key: EXT_KEY_VAT_RATE,
    name: { en: "Argentina ARCA VAT Rate", es: "Tasa de IVA Argentina ARCA" },
    desc: {
      en: [
        "ARCA's code for the VAT rate of a line. Normalization takes it from the rate key of the",
        "Argentine regime: `zero` (0%) gives 3, `reduced` (10.5%) 4, `standard` (21%) 5 and",
        "`increased` (27%) 6.",
        "",
        "The special 5% and 2.5% rates have no rate key of their own: put 8 or 9 on the line tax",
        "yourself.",
      ].join("\n"),
    },
    values: [
      { code: "3", name: { en: "0%", es: "0%" } },
      { code: "4", name: { en: "10.5%", es: "10.5%" } },
      { code: "5", name: { en: "21%", es: "21%" } },
      { code: "6", name: { en: "27%", es: "27%" } },
      { code: "8", name: { en: "5%", es: "5%" } },
      { code: "9", name: { en: "2.5%", es: "2.5%" } },
    ],
  },
  {
    key: EXT_KEY_IDENTITY_TYPE,
    name: { en: "Argentina ARCA Customer Identity Type", es: "Código de Documento identificatorio del comprador" },
    desc: {
      en: [
        "The kind of identity document given in a customer's `identities`. Mostly needed in B2C",
        "sales, for a customer who has an identity number but no tax ID: a DNI (96), a passport, a",
        "provincial identity card and so on.",
        "",
        "A CUIT, a CUIL or a valid foreign tax number goes in `tax_id` instead, and then no identity",
        "type is needed. A consumer identified by DNI would have",
        "`\"identities\": [{ \"code\": \"20123456\", \"ext\": { \"ar-arca-identity-type\": \"96\" } }]` and",
        "`ar-arca-vat-status` 5 in the customer's `ext`.",
      ].join("\n"),
    },
    values: [
      { code: "00", name: { en: "CI Capital Federal", es: "CI Capital Federal" } },
      { code: "01", name: { en: "CI Buenos Aires", es: "CI Buenos Aires" } },
      { code: "02", name: { en: "CI Catamarca", es: "CI Catamarca" } },
      { code: "03", name: { en: "CI Córdoba", es: "CI Córdoba" } },
      { code: "04", name: { en: "CI Corrientes", es: "CI Corrientes" } },
      { code: "05", name: { en: "CI Entre Ríos", es: "CI Entre Ríos" } },
      { code: "06", name: { en: "CI Jujuy", es: "CI Jujuy" } },
      { code: "07", name: { en: "CI Mendoza", es: "CI Mendoza" } },
      { code: "08", name: { en: "CI La Rioja", es: "CI La Rioja" } },
      { code: "09", name: { en: "CI Salta", es: "CI Salta" } },
      { code: "10", name: { en: "CI San Juan", es: "CI San Juan" } },
      { code: "11", name: { en: "CI San Luis", es: "CI San Luis" } },
      { code: "12", name: { en: "CI Santa Fe", es: "CI Santa Fe" } },
      { code: "13", name: { en: "CI Santiago del Estero", es: "CI Santiago del Estero" } },
      { code: "14", name: { en: "CI Tucumán", es: "CI Tucumán" } },
      { code: "16", name: { en: "CI Chaco", es: "CI Chaco" } },
      { code: "17", name: { en: "CI Chubut", es: "CI Chubut" } },
      { code: "18", name: { en: "CI Formosa", es: "CI Formosa" } },
      { code: "19", name: { en: "CI Misiones", es: "CI Misiones" } },
      { code: "20", name: { en: "CI Neuquén", es: "CI Neuquén" } },
      { code: "21", name: { en: "CI La Pampa", es: "CI La Pampa" } },
      { code: "22", name: { en: "CI Río Negro", es: "CI Río Negro" } },
      { code: "23", name: { en: "CI Santa Cruz", es: "CI Santa Cruz" } },
      { code: "24", name: { en: "CI Tierra del Fuego", es: "CI Tierra del Fuego" } },
      {
        code: "80",
        name: {
          en: "CUIT (Unique Tax Identification Number)",
          es: "CUIT (Clave Única de Identificación Tributaria)",
        },
      },
      {
        code: "86",
        name: {
          en: "CUIL (Unique Labor Identification Number)",
          es: "CUIL (Clave Única de Identificación Laboral)",
        },
      },
      { code: "87", name: { en: "CDI", es: "CDI" } },
      { code: "89", name: { en: "LE", es: "LE" } },
      { code: "90", name: { en: "LC", es: "LC" } },
      { code: "91", name: { en: "Foreign CI", es: "CI extranjera" } },
      { code: "92", name: { en: "In Process", es: "en trámite" } },
      { code: "93", name: { en: "Birth Certificate", es: "Acta Nacimiento" } },
      { code: "94", name: { en: "Passport", es: "Pasaporte" } },
      { code: "95", name: { en: "CI Bs. As. RNP", es: "CI Bs. As. RNP" } },
      { code: "96", name: { en: "DNI", es: "DNI" } },
      { code: "99", name: { en: "Final Consumer", es: "Consumidor Final" } },
    ],
  },
  {
    key: EXT_KEY_VAT_STATUS,
    name: { en: "Customer VAT Status", es: "Condición frente al IVA del receptor" },
    desc: {
      en: [
        "The customer's standing towards VAT (condición frente al IVA), set in `customer.ext`",
        "whenever the invoice has a customer. Normalization gives a default based on the customer's",
        "tax ID, and each case accepts only some codes:",
        "- no tax ID: 5 (final consumer) by default, or 4, 7, 10 or 15;",
        "- a foreign tax ID: 9 (foreign customer) by default, or 8;",
        "- an Argentine CUIT or CUIL: 1 (registered company) by default, or 4, 6, 7, 10, 13, 15 or 16.",
        "",
        "It must fit the document type: A documents (1, 2, 3, ...) need 1, 6, 13 or 16; B documents",
        "(6, 7, 8, ...) must have none of those four; type 49, used goods bought from a final",
        "consumer, needs 5.",
      ].join("\n"),
    },
    values: [
      { code: "1", name: { en: "Registered VAT Company", es: "IVA Responsable Inscripto" } },
      { code: "4", name: { en: "VAT Exempt Subject", es: "IVA Sujeto Exento" } },
      { code: "5", name: { en: "Final Consumer", es: "Consumidor Final" } },
      { code: "6", name: { en: "Monotributo Responsible", es: "Responsable Monotributo" } },
      { code: "7", name: { en: "Uncategorized Subject", es: "Sujeto No Categorizado" } },
      { code: "8", name: { en: "Foreign Supplier", es: "Proveedor del Exterior" } },
      { code: "9", name: { en: "Foreign Customer", es: "Cliente del Exterior" } },
      { code: "10", name: { en: "VAT Exempt - Law N° 19.640", es: "IVA Liberado – Ley N° 19.640" } },
      { code: "13", name: { en: "Social Monotributista", es: "Monotributista Social" } },
      { code: "15", name: { en: "VAT Not Applicable", es: "IVA No Alcanzado" } },
      {
        code: "16",
        name: {
          en: "Promoted Independent Worker Monotributista",
          es: "Monotributo Trabajador Independiente Promovido",
        },
      },
    ],
  },
  {
    key: EXT_KEY_TOURISM_TYPE,
    name: {
      en: "Argentina ARCA Tourism Issuer-Receiver Relationship",
      es: "Código de relación emisor-receptor para turismo",
    },
    desc: {
      en: [
        "How the issuer and the receiver of a tourism document (comprobante T) are related, e.g. a",
        "hotel billing a non-resident tourist directly. The WSCT web service calls it",
        "`codigoRelacionEmisorReceptor`; the invoice's `tax.ext` must have it for document types 195,",
        "196 and 197.",
      ].join("\n"),
    },
    values: [
      {
        code: "1",
        name: {
          en: "Direct Accommodation to Non-Resident Tourist",
          es: "Alojamiento Directo a Turista No Residente",
        },
      },
      {
        code: "2",
        name: { en: "Accommodation to Resident Travel Agency", es: "Alojamiento a Agencia de Viaje Residente" },
      },
      {
        code: "3",
        name: {
          en: "Accommodation to Non-Resident Travel Agency",
          es: "Alojamiento a Agencia de Viaje No Residente",
        },
      },
      {
        code: "4",
        name: {
          en: "Resident Travel Agency to Non-Resident Travel Agency",
          es: "Agencia de Viaje Residente a Agencia de Viaje No Residente",
        },
      },
      {
        code: "5",
        name: {
          en: "Resident Travel Agency to Non-Resident Tourist",
          es: "Agencia de Viaje Residente a Turista No Residente",
        },
      },
      {
        code: "6",
        name: {
          en: "Resident Travel Agency to Resident Travel Agency",
          es: "Agencia de Viaje Residente a Agencia de Viaje Residente",
        },
      },
    ],
  },
  {
    key: EXT_KEY_TOURISM_ITEM,
    name: { en: "Argentina ARCA Tourism Item Code", es: "Código de ítem de turismo Argentina ARCA" },
    desc: {
      en: [
        "The kind of tourism service on a line of a comprobante T (document types 195 to 197), set",
        "in the line's `tax.ext`. The WSCT web service calls it `codigoTurismo`; its",
        "`consultarCodigosItemTurismo` operation can list more codes than those given here.",
      ].join("\n"),
    },
    values: [
      { code: "1", name: { en: "Hotel without Breakfast", es: "Hotel sin desayuno" } },
      { code: "2", name: { en: "Hotel with Breakfast", es: "Hotel con desayuno" } },
      { code: "5", name: { en: "Surplus", es: "Excedente" } },
    ],
  },
];
