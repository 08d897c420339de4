import type { Definition } from "../../../engine/index.ts";

/** Keys of SII's extensions. */
export const EXT_KEY_DOC_TYPE = "es-sii-doc-type";
export const EXT_KEY_CORRECTION_TYPE = "es-sii-correction-type";
export const EXT_KEY_EXEMPT = "es-sii-exempt";
export const EXT_KEY_OUTSIDE_SCOPE = "es-sii-outside-scope";
export const EXT_KEY_REGIME = "es-sii-regime";
export const EXT_KEY_IDENTITY_TYPE = "es-sii-identity-type";
export const EXT_KEY_SIMPLIFIED_ART7273 = "es-sii-simplified-art7273";
export const EXT_KEY_THIRD_PARTY_ISSUER = "es-sii-third-party-issuer";
export const EXT_KEY_PRODUCT = "es-sii-product";

/** SII's extension keys and their codes (the AEAT's lists for the VAT record books). */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_DOC_TYPE,
    name: { en: "Invoice Type", es: "Tipo de Factura" },
    desc: {
      en: [
        "The invoice type (`TipoFactura`), from the AEAT's L2_EMI list for issued invoices and L2_RECI",
        "for received ones. Normalization picks F1, F2, F3, R1 or R5 from the invoice's type and tags",
        "(see the scenarios).",
        "",
        "R2, R3, R4, F4, F5, F6, AJ and LC are never chosen automatically: set them yourself.",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          en: "Ministerial Order HFP/417/2017, of May 12th",
          es: "Orden Ministerial HFP/417/2017, de 12 de Mayo",
        },
        url: "https://www.boe.es/buscar/act.php?id=BOE-A-2017-5312",
      },
    ],
    values: [
      {
        code: "F1",
        name: {
          en: "Invoice (Article 6, 7.2 and 7.3 of RD 1619/2012)",
          es: "Factura (Art. 6, 7.2 y 7.3 del RD 1619/2012)",
        },
        desc: { en: "The ordinary, complete invoice." },
      },
      {
        code: "F2",
        name: {
          en: "Simplified invoice (Article 6.1.d) of RD 1619/2012)",
          es: "Factura Simplificada (Art. 6.1.d) del RD 1619/2012)",
        },
        desc: { en: "Simplified invoice (a ticket), typically B2C, where the customer need not be identified." },
      },
      {
        code: "F3",
        name: {
          en: "Invoice issued as replacement of simplified invoice",
          es: "Factura emitida en sustitución de facturas simplificadas",
        },
        desc: { en: "A full invoice issued in place of one or more simplified invoices already issued." },
      },
      {
        code: "F4",
        name: { en: "Summary entry of invoices", es: "Asiento resumen de facturas" },
        desc: { en: "One entry that sums up a batch of invoices." },
      },
      {
        code: "F5",
        name: { en: "Imports (DUA)", es: "Importaciones (DUA)" },
        desc: { en: "Imports declared with a single administrative document (DUA); received invoices only (L2_RECI)." },
      },
      {
        code: "F6",
        name: { en: "Accounting justifications", es: "Justificantes contables" },
        desc: { en: "Accounting vouchers backing an entry; received invoices only." },
      },
      {
        code: "R1",
        name: {
          en: "Rectified invoice: articles 80.1, 80.2, and 80.6",
          es: "Factura rectificativa: art. 80 Uno, Dos y Seis LIVA",
        },
        desc: {
          en: "The usual rectifying invoice, for errors, cancellations, returns or discounts (art. 80.1, 80.2 and 80.6 LIVA). Corrections get this code by default; override it when another ground applies.",
        },
      },
      {
        code: "R2",
        name: { en: "Rectified invoice: article 80.3", es: "Factura rectificativa: artículo 80.3" },
        desc: {
          en: "Correction after the customer has been declared insolvent in court proceedings (art. 80.3 LIVA).",
        },
      },
      {
        code: "R3",
        name: { en: "Rectified invoice: article 80.4", es: "Factura rectificativa: artículo 80.4" },
        desc: {
          en: "Correction for a bad debt still unpaid after the 6- or 12-month waiting period, outside insolvency (art. 80.4 LIVA).",
        },
      },
      {
        code: "R4",
        name: { en: "Rectified invoice: other", es: "Factura rectificativa: resto" },
        desc: {
          en: "Any other rectification, such as one imposed by law or by a court, that none of the other R codes covers.",
        },
      },
      {
        code: "R5",
        name: { en: "Rectified invoice: simplified invoices", es: "Factura rectificativa: facturas simplificadas" },
        desc: { en: "Rectification of a simplified (B2C) invoice, whatever the kind of correction." },
      },
      {
        code: "AJ",
        name: { en: "Profit margin adjustment", es: "Ajuste del margen de beneficio" },
        desc: { en: "An adjustment of the profit margin; issued invoices only (L2_EMI)." },
      },
      {
        code: "LC",
        name: { en: "Customs - Complementary settlement", es: "Aduanas - Liquidación complementaria" },
        desc: { en: "A complementary customs settlement; received invoices only (L2_RECI)." },
      },
    ],
  },
  {
    key: EXT_KEY_CORRECTION_TYPE,
    name: { en: "Corrective Invoice Type", es: "Tipo de Factura Rectificativa" },
    desc: {
      en: [
        "How a rectifying invoice corrects the original (`TipoRectificativa`, L5 list): `S` replaces it",
        "in full, `I` states only the differences.",
        "",
        "Set from the invoice type: a `corrective` invoice gets `S`, credit and debit notes get `I`.",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          en: "Ministerial Order HFP/417/2017, of May 12th",
          es: "Orden Ministerial HFP/417/2017, de 12 de Mayo",
        },
        url: "https://www.boe.es/buscar/act.php?id=BOE-A-2017-5312",
      },
    ],
    values: [
      { code: "S", name: { en: "Substitution", es: "Por Sustitución" } },
      { code: "I", name: { en: "Differences", es: "Por Diferencias" } },
    ],
  },
  {
    key: EXT_KEY_EXEMPT,
    name: { en: "Exemption Reason", es: "Causa de Exención" },
    desc: {
      en: [
        "Why an operation is exempt (`CausaExencion`, L9 list). Never combine it with",
        "`es-sii-outside-scope`.",
        "",
        "Normalization fills it from the tax key: `exempt` gives E1 unless E6 is set, `export` gives E2",
        "unless E3 or E4 is set, and `intra-community` gives E5.",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          en: "Ministerial Order HFP/417/2017, of May 12th",
          es: "Orden Ministerial HFP/417/2017, de 12 de Mayo",
        },
        url: "https://www.boe.es/buscar/act.php?id=BOE-A-2017-5312",
      },
    ],
    values: [
      {
        code: "E1",
        name: {
          en: "Exempt pursuant to Art. 20 (internal operations).",
          es: "Exenta por el art. 20 (operaciones interiores).",
        },
        desc: {
          en: "Exempt domestic operations under art. 20 LIVA, such as medical care, education, social services, finance and insurance, or renting out housing.",
        },
      },
      {
        code: "E2",
        name: {
          en: "Exempt pursuant to Art. 21 (exports of goods).",
          es: "Exenta por el art. 21 (exportaciones de bienes).",
        },
        desc: {
          en: "Exports of goods leaving the EU (art. 21 LIVA), tax-free sales to travellers included, and services tied to those exports.",
        },
      },
      {
        code: "E3",
        name: {
          en: "Exempt pursuant to Art. 22 (operations asimilated to exports).",
          es: "Exenta por el art. 22 (operaciones asimiladas a las exportaciones).",
        },
        desc: {
          en: "Operations treated like exports (art. 22 LIVA): qualifying ships and aircraft, their provisioning and repair, and services linked to international transport.",
        },
      },
      {
        code: "E4",
        name: {
          en: "Exempt pursuant to Art. 23 and 24 (temporary deposit, customs and fiscal regimes, and other situations).",
          es: "Exenta por los art. 23 y 24 (situaciones de depósito temporal, regímenes aduaneros y fiscales, y otras situaciones).",
        },
        desc: {
          en: "Goods held in free zones, customs warehouses, temporary storage or other customs and tax regimes (arts. 23 and 24 LIVA), for as long as they stay there.",
        },
      },
      {
        code: "E5",
        name: {
          en: "Exempt pursuant to Art. 25 (delivery of goods destined to another Member State).",
          es: "Exenta por el art. 25 (entregas de bienes destinados a otro Estado miembro).",
        },
        desc: {
          en: "Supplies of goods sent to another EU Member State for a buyer registered for VAT there (art. 25 LIVA).",
        },
      },
      {
        code: "E6",
        name: { en: "Exempt pursuant to other reasons", es: "Exenta por otra causa" },
        desc: { en: "Exempt on a legal ground other than arts. 20 to 25; state that ground in the invoice's notes." },
      },
    ],
  },
  {
    key: EXT_KEY_OUTSIDE_SCOPE,
    name: { en: "Type of Operation Outside Scope", es: "Tipo de Operación No Sujeta" },
    desc: {
      en: [
        "For operations not subject to VAT: which SII amount carries the base. With `other` it goes in",
        "`ImportePorArticulos7_14_Otros`, with `location` in `ImporteTAIReglasLocalizacion`.",
        "",
        "It is no field of the SII message itself. Under the `outside-scope` tax key normalization sets",
        "`location` unless `other` is given, and a combo taxed in another country always gets `location`.",
        "Never combine it with `es-sii-exempt`.",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          en: "Ministerial Order HFP/417/2017, of May 12th",
          es: "Orden Ministerial HFP/417/2017, de 12 de Mayo",
        },
        url: "https://www.boe.es/buscar/act.php?id=BOE-A-2017-5312",
      },
    ],
    values: [
      {
        code: "other",
        name: { en: "Outside scope - Articles 7, 14, others", es: "Operación No Sujeta por artículo 7, 14, otros" },
        desc: {
          en: "Outside the scope of Spanish VAT by its nature (arts. 7 and 14 LIVA and similar), e.g. the transfer of a going concern or operations within public bodies. No VAT is charged or declared.",
        },
      },
      {
        code: "location",
        name: { en: "Outside scope - Due to location rules", es: "Operación No Sujeta por Reglas de localización" },
        desc: {
          en: "Not subject because the place-of-supply rules locate the operation outside Spain, e.g. B2B services to a customer established outside the EU.",
        },
      },
    ],
  },
  {
    key: EXT_KEY_REGIME,
    name: { en: "Special Regime or Relevance Key", es: "Clave de Régimen Especial o Trascendencia" },
    desc: {
      en: [
        "The special regime or relevance key of the operation (`ClaveRegimenEspecialOTrascendencia`),",
        "from list L3.1 for issued invoices and L3.2 for received ones.",
        "",
        "Set it on each tax combo. When a combo has none, normalization gives 02 to the `export` key",
        "and 01 to any other.",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          en: "Ministerial Order HFP/417/2017, of May 12th",
          es: "Orden Ministerial HFP/417/2017, de 12 de Mayo",
        },
        url: "https://www.boe.es/buscar/act.php?id=BOE-A-2017-5312",
      },
    ],
    values: [
      { code: "01", name: { en: "General regime operation", es: "Operación de régimen general" } },
      {
        code: "02",
        name: {
          en: "Export (L3.1) / Operations for which businesses pay compensation in acquisitions from individuals under the special regime for agriculture, livestock, and fishing (L3.2)",
          es: "Exportación (L3.1) / Operaciones por las que los empresarios satisfacen compensaciones en las adquisiciones a personas acogidas al Régimen especial de la agricultura, ganadería y pesca (L3.2)",
        },
      },
      {
        code: "03",
        name: {
          en: "Special regime for used goods, art objects, antiques and collectibles",
          es: "Operaciones a las que se aplique el régimen especial de bienes usados, objetos de arte, antigüedades y objetos de colección",
        },
      },
      {
        code: "04",
        name: { en: "Special regime for investment gold", es: "Régimen especial del oro de inversión" },
      },
      {
        code: "05",
        name: { en: "Special regime for travel agencies", es: "Régimen especial de las agencias de viajes" },
      },
      {
        code: "06",
        name: {
          en: "Special regime for VAT/IGIC groups (Advanced Level)",
          es: "Régimen especial grupo de entidades en IVA/IGIC (Nivel Avanzado)",
        },
      },
      {
        code: "07",
        name: { en: "Special cash accounting regime", es: "Régimen especial del criterio de caja" },
      },
      {
        code: "08",
        name: {
          en: "Operations subject to IPSI / IGIC (Tax on Production, Services and Imports / Canary Islands General Indirect Tax)",
          es: "Operaciones sujetas al IPSI / IGIC (Impuesto sobre la Producción, los Servicios y la Importación / Impuesto General Indirecto Canario)",
        },
      },
      {
        code: "09",
        name: {
          en: "Billing of travel agency services acting as mediators in name and on behalf of others",
          es: "Facturación de las prestaciones de servicios de agencias de viaje que actúan como mediadoras en nombre y por cuenta ajena",
        },
      },
      {
        code: "10",
        name: {
          en: "Collection of professional fees or rights on behalf of third parties",
          es: "Cobros por cuenta de terceros de honorarios profesionales o de derechos derivados de la propiedad industrial",
        },
      },
      {
        code: "11",
        name: { en: "Business premises rental operations", es: "Operaciones de arrendamiento de local de negocio" },
      },
      {
        code: "12",
        name: {
          en: "Business premises rental operations not subject to withholding",
          es: "Operaciones de arrendamiento de local de negocio no sujetos a retención",
        },
      },
      {
        code: "13",
        name: {
          en: "Business premises rental operations subject and not subject to withholding (L3.1) / Invoice corresponding to an import (reported without being associated with a DUA) (L3.2)",
          es: "Operaciones de arrendamiento de local de negocio sujetas y no sujetas a retención (L3.1) / Factura correspondiente a una importación (informada sin asociar a un DUA) (L3.2)",
        },
      },
      {
        code: "14",
        name: {
          en: "Invoice with pending VAT/IGIC accrual in work certifications for Public Administration (L3.1) / First half of 2017 and other invoices prior to inclusion in the SII (L3.2)",
          es: "Factura con IVA pendiente de devengo en certificaciones de obra cuyo destinatario sea una Administración Pública (L3.1) / Primer semestre 2017 y otras facturas anteriores a la inclusión en el SII (L3.2)",
        },
      },
      {
        code: "15",
        name: {
          en: "Invoice with pending VAT/IGIC accrual in successive tract operations",
          es: "Factura con IVA/IGIC pendiente de devengo en operaciones de tracto sucesivo",
        },
      },
      {
        code: "16",
        name: {
          en: "First half of 2017 and other invoices prior to inclusion in the SII",
          es: "Primer semestre 2017 y otras facturas anteriores a la inclusión en el SII",
        },
      },
      {
        code: "17",
        name: {
          en: "Operation covered by one of the regimes provided for in Chapter XI of Title IX (OSS and IOSS)",
          es: "Operación acogida a alguno de los regímenes previstos en el Capítulo XI del Título IX (OSS e IOSS)",
        },
      },
    ],
  },
  {
    key: EXT_KEY_IDENTITY_TYPE,
    name: { en: "Identification Type", es: "Tipos de Identificación" },
    desc: {
      en: [
        "The kind of identity document given for a party without a Spanish NIF (`IDType` in `IDOtro`, L4 list).",
        "",
        "Prefer the party's tax ID: a Spanish one is reported as `NIF`, an EU one under `IDOtro` with",
        "code 02, any other with 04. The AEAT checks Spanish and EU tax IDs, so they must be right.",
        "",
        "Otherwise add an identity; its key sets the code: 03 for `passport`, 04 for `foreign`, 05 for",
        "`resident`, 06 for `other`. Code 07 (not in the census) is never set automatically but may be given.",
        "For example, an identity with key `passport` and country GB gets `es-sii-identity-type` 03.",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          en: "Ministerial Order HFP/417/2017, of May 12th",
          es: "Orden Ministerial HFP/417/2017, de 12 de Mayo",
        },
        url: "https://www.boe.es/buscar/act.php?id=BOE-A-2017-5312",
      },
    ],
    values: [
      { code: "02", name: { en: "NIF-VAT Identity (VIES)", es: "NIF-VAT (VIES)" } },
      { code: "03", name: { en: "Passport", es: "Pasaporte" } },
      { code: "04", name: { en: "Foreign Identity Document", es: "Documento de Identidad Extranjero" } },
      { code: "05", name: { en: "Residential Certificate", es: "Certificado Residencia" } },
      { code: "06", name: { en: "Other Identity Document", es: "Otro Documento Probatorio" } },
      { code: "07", name: { en: "Not registered in census", es: "No censado" } },
    ],
  },
  {
    key: EXT_KEY_SIMPLIFIED_ART7273,
    name: {
      en: "Simplified Invoice Art. 7.2 and 7.3, RD 1619/2012",
      es: "Factura Simplificada Articulo 7,2 y 7,3 RD 1619/2012",
    },
    desc: {
      en: [
        "Marks a simplified invoice that shows the customer's details at their request although they",
        "are not registered for tax (arts. 7.2 and 7.3 RD 1619/2012). Reported as",
        "`FacturaSimplificadaArticulos7.2_7.3` (L26 list).",
        "",
        "`S` is only allowed with invoice types F1, F3, R1, R2, R3 and R4.",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          en: "Ministerial Order HFP/417/2017, of May 12th",
          es: "Orden Ministerial HFP/417/2017, de 12 de Mayo",
        },
        url: "https://www.boe.es/buscar/act.php?id=BOE-A-2017-5312",
      },
    ],
    values: [{ code: "S", name: { en: "Yes", es: "Sí" } }, { code: "N", name: { en: "No", es: "No" } }],
  },
  {
    key: EXT_KEY_THIRD_PARTY_ISSUER,
    name: { en: "Issued by Third Party or Recipient", es: "Emitida por Tercero o Destinatario" },
    desc: {
      en: [
        "Whether a third party or the customer, rather than the supplier, drew up the invoice",
        "(`EmitidaPorTercerosODestinatario`, L10 list). `N` when absent.",
        "",
        "The `self-billed` tag, or an `issuer` in the invoice's ordering details, sets it to `S`.",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          en: "Ministerial Order HFP/417/2017, of May 12th",
          es: "Orden Ministerial HFP/417/2017, de 12 de Mayo",
        },
        url: "https://www.boe.es/buscar/act.php?id=BOE-A-2017-5312",
      },
    ],
    values: [{ code: "S", name: { en: "Yes", es: "Sí" } }, { code: "N", name: { en: "No", es: "No" } }],
  },
  {
    key: EXT_KEY_PRODUCT,
    name: { en: "Product Type", es: "Tipo de Producto" },
    desc: {
      en: [
        "Whether a line is a delivery of goods or a provision of services, for the SII tax breakdown.",
        "",
        "When given, taxes are broken down by kind of operation (`DesgloseTipoOperacion`), under",
        "`Entrega` for goods or `PrestacionServicios` for services; without it the plain invoice",
        "breakdown (`DesgloseFactura`) is used. It is no field of the SII message itself.",
      ].join("\n"),
    },
    values: [
      { code: "goods", name: { en: "Delivery of goods", es: "Entrega de bienes" } },
      { code: "services", name: { en: "Provision of services", es: "Prestación de servicios" } },
    ],
  },
];
