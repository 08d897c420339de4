import type { Definition } from "../../../engine/index.ts";

/** Keys of VERI*FACTU's extensions. */
export const EXT_KEY_DOC_TYPE = "es-verifactu-doc-type";
export const EXT_KEY_CORRECTION_TYPE = "es-verifactu-correction-type";
export const EXT_KEY_OP_CLASS = "es-verifactu-op-class";
export const EXT_KEY_EXEMPT = "es-verifactu-exempt";
export const EXT_KEY_REGIME = "es-verifactu-regime";
export const EXT_KEY_IDENTITY_TYPE = "es-verifactu-identity-type";
export const EXT_KEY_SIMPLIFIED_ART7273 = "es-verifactu-simplified-art7273";
export const EXT_KEY_ISSUER_TYPE = "es-verifactu-issuer-type";

/** VERI*FACTU's extension keys and their codes (the AEAT's L-lists). */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_DOC_TYPE,
    name: { en: "Invoice Type Code", es: "Código de Tipo de Factura" },
    desc: {
      en: [
        "The invoice type (`TipoFactura`), from the AEAT's L2 list. Normalization picks F1, F2, F3,",
        "R1 or R5 from the invoice's type and tags (see the scenarios).",
        "",
        "R2, R3 and R4 are never chosen automatically: set them yourself when a correction rests on",
        "article 80.3, 80.4 or another legal ground.",
      ].join("\n"),
    },
    sources: [
      {
        title: { en: "Verifactu Ministerial Order", es: "Orden Ministerial de Verifactu" },
        url: "https://www.boe.es/diario_boe/txt.php?id=BOE-A-2024-22138",
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
    ],
  },
  {
    key: EXT_KEY_CORRECTION_TYPE,
    name: { en: "Verifactu Correction Type Code", es: "Código de Tipo de Corrección de Verifactu" },
    desc: {
      en: [
        "How a rectifying invoice corrects the original (`TipoRectificativa`, L3 list): `S` replaces it",
        "in full, `I` states only the differences.",
        "",
        "Set from the invoice type: a `corrective` invoice gets `S`, credit and debit notes get `I`.",
      ].join("\n"),
    },
    values: [
      { code: "S", name: { en: "Substitution", es: "Por Sustitución" } },
      { code: "I", name: { en: "Differences", es: "Por Diferencias" } },
    ],
  },
  {
    key: EXT_KEY_OP_CLASS,
    name: {
      en: "Subject and Not Exempt Operation Class Code",
      es: "Clave de la Operación Sujeta y no Exenta o de la Operación no Sujeta.",
    },
    desc: {
      en: [
        "Classifies an operation that is subject to VAT and not exempt, or that is not subject at all",
        "(`CalificacionOperacion`, L9 list). A tax combo has either this or `es-verifactu-exempt`,",
        "never both.",
        "",
        "Normalization derives it from the tax key where it can: `standard` and `zero` give S1,",
        "`reverse-charge` gives S2, and `outside-scope` gives N2 unless N1 is set; for any other key",
        "it is dropped. Where users know better, let them pick the class (or the exemption) per line.",
        "",
        "The AEAT's FAQ on the register of issued invoices explains which class fits each case.",
      ].join("\n"),
    },
    values: [
      {
        code: "S1",
        name: {
          en: "Subject and Not Exempt - Without reverse charge",
          es: "Operación Sujeta y No exenta - Sin inversión del sujeto pasivo",
        },
        desc: { en: "Subject and taxed the usual way: the supplier charges VAT at a percentage." },
      },
      {
        code: "S2",
        name: {
          en: "Subject and Not Exempt - With reverse charge",
          es: "Operación Sujeta y No exenta - Con Inversión del sujeto pasivo",
        },
        desc: {
          en: "Subject to VAT, but the supplier charges none: the buyer accounts for it under reverse charge. The percent is given as zero.",
        },
      },
      {
        code: "N1",
        name: { en: "Not Subject - Articles 7, 14, others", es: "Operación No Sujeta artículo 7, 14, otros" },
        desc: {
          en: "Outside the scope of Spanish VAT by its nature (arts. 7 and 14 LIVA and similar), e.g. the transfer of a going concern or operations within public bodies. No VAT is charged or declared.",
        },
      },
      {
        code: "N2",
        name: { en: "Not Subject - Due to location rules", es: "Operación No Sujeta por Reglas de localización" },
        desc: {
          en: "Not subject because the place-of-supply rules locate the operation outside Spain, e.g. B2B services to a customer established outside the EU.",
        },
      },
    ],
  },
  {
    key: EXT_KEY_EXEMPT,
    name: { en: "Verifactu Exemption Code", es: "Código de Exención de Impuesto de Verifactu" },
    desc: {
      en: [
        "Why an operation is exempt (`OperacionExenta`, L10 list). A tax combo has either this or",
        "`es-verifactu-op-class`, never both.",
        "",
        "Normalization fills it from the tax key: `exempt` gives E1 unless E6 is set, `export` gives E2",
        "unless E3 or E4 is set, and `intra-community` gives E5; for any other key it is dropped.",
      ].join("\n"),
    },
    values: [
      {
        code: "E1",
        name: {
          en: "Exempt: pursuant to Article 20. Exemptions in internal operations.",
          es: "Exenta: por el artículo 20. Exenciones en operaciones interiores.",
        },
        desc: {
          en: "Exempt domestic operations under art. 20 LIVA, such as medical care, education, social services, finance and insurance, or renting out housing.",
        },
      },
      {
        code: "E2",
        name: {
          en: "Exempt: pursuant to Article 21. Exemptions in exports of goods.",
          es: "Exenta: por el artículo 21. Exenciones en las exportaciones de bienes.",
        },
        desc: {
          en: "Exports of goods leaving the EU (art. 21 LIVA), tax-free sales to travellers included, and services tied to those exports.",
        },
      },
      {
        code: "E3",
        name: {
          en: "Exempt: pursuant to Article 22. Exemptions in operations asimilated to exports.",
          es: "Exenta: por el artículo 22. Exenciones en las operaciones asimiladas a las exportaciones.",
        },
        desc: {
          en: "Operations treated like exports (art. 22 LIVA): qualifying ships and aircraft, their provisioning and repair, and services linked to international transport.",
        },
      },
      {
        code: "E4",
        name: {
          en: "Exempt: pursuant to Articles 23 and 24. Exemptions related to temporary deposit, customs and fiscal regimes, and other situations.",
          es: "Exenta: por el artículos 23 y 24. Exenciones relativas a las situaciones de depósito temporal, regímenes aduaneros y fiscales, y otras situaciones.",
        },
        desc: {
          en: "Goods held in free zones, customs warehouses, temporary storage or other customs and tax regimes (arts. 23 and 24 LIVA), for as long as they stay there.",
        },
      },
      {
        code: "E5",
        name: {
          en: "Exempt: pursuant to Article 25. Exemptions in the delivery of goods destined to another Member State.",
          es: "Exenta: por el artículo 25. Exenciones en las entregas de bienes destinados a otro Estado miembro.",
        },
        desc: {
          en: "Supplies of goods sent to another EU Member State for a buyer registered for VAT there (art. 25 LIVA).",
        },
      },
      {
        code: "E6",
        name: { en: "Exempt: pursuant to other reasons", es: "Exenta: por otra causa" },
        desc: { en: "Exempt on a legal ground other than arts. 20 to 25; state that ground in the invoice's notes." },
      },
    ],
  },
  {
    key: EXT_KEY_REGIME,
    name: { en: "VAT/IGIC Regime Code", es: "Código de Régimen de IVA/IGIC" },
    desc: {
      en: [
        "The VAT or IGIC regime of the operation (`ClaveRegimen`), needed on every VAT and IGIC tax",
        "combo. The codes merge the L8A (VAT) and L8B (IGIC) lists.",
        "",
        "When a combo has none, normalization tries: the `standard` key gives 01, the `export` key",
        "gives 02, and a combo with a surcharge gives 18.",
      ].join("\n"),
    },
    values: [
      { code: "01", name: { en: "General regime operation", es: "Operación de régimen general" } },
      { code: "02", name: { en: "Export", es: "Exportación" } },
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
        name: { en: "Operations subject to a different regime", es: "Operaciones sujetas a un régimen diferente" },
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
        code: "14",
        name: {
          en: "Invoice with pending VAT/IGIC accrual in work certifications for Public Administration",
          es: "Factura con IVA/IGIC pendiente de devengo en certificaciones de obra cuyo destinatario sea una Administración Pública",
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
        code: "17",
        name: {
          en: "Operation under OSS and IOSS regimes (VAT) / Special regime for retail traders. (IGIC)",
          es: "Operación acogida a alguno de los regímenes previstos en el capítulo XI del título IX (OSS e IOSS, IVA) / Régimen especial de comerciante minorista. (IGIC)",
        },
      },
      {
        code: "18",
        name: {
          en: "Equivalence surcharge (VAT) / Special regime for small traders or retailers (IGIC)",
          es: "Recargo de equivalencia (IVA) / Régimen especial del pequeño comerciante o minorista (IGIC)",
        },
      },
      {
        code: "19",
        name: {
          en: "Operations included in the Special Regime for Agriculture, Livestock and Fisheries",
          es: "Operaciones de actividades incluidas en el Régimen Especial de Agricultura, Ganadería y Pesca (REAGYP)",
        },
      },
      { code: "20", name: { en: "Simplified regime (VAT only)", es: "Régimen simplificado (IVA only)" } },
    ],
  },
  {
    key: EXT_KEY_IDENTITY_TYPE,
    name: { en: "Identity Type Code", es: "Código de Tipo de Identidad" },
    desc: {
      en: [
        "The kind of identity document given for a party without a Spanish NIF (`IDType` in `IDOtro`, L7 list).",
        "",
        "Prefer the party's tax ID: a Spanish one is reported as `NIF`, an EU one under `IDOtro` with",
        "code 02, any other with 04. The AEAT checks Spanish and EU tax IDs, so they must be right.",
        "",
        "Otherwise add an identity; its key sets the code: 03 for `passport`, 04 for `foreign`, 05 for",
        "`resident`, 06 for `other`. Code 07 (not in the census) is never set automatically but may be given.",
        "For example, an identity with key `passport` and country GB gets `es-verifactu-identity-type` 03.",
      ].join("\n"),
    },
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
        "are not registered for tax (arts. 7.2 and 7.3 RD 1619/2012; `FacturaSimplificadaArt7273`).",
        "",
        "`S` is only allowed with invoice types F1, F3, R1, R2, R3 and R4.",
      ].join("\n"),
    },
    values: [{ code: "S", name: { en: "Yes", es: "Sí" } }, { code: "N", name: { en: "No", es: "No" } }],
  },
  {
    key: EXT_KEY_ISSUER_TYPE,
    name: { en: "Issuer Type Code", es: "Emitida por Tercero o Destinatario" },
    desc: {
      en: [
        "Who drew up the invoice when it was not the supplier (`EmitidaPorTerceroODestinatario`,",
        "L6 list): `T` for a third party, `D` for the customer.",
        "",
        "The `self-billed` tag sets `D`; an `issuer` in the invoice's ordering details sets `T`.",
      ].join("\n"),
    },
    values: [
      { code: "T", name: { en: "Issued by Third Party", es: "Emitida por Tercero" } },
      { code: "D", name: { en: "Issued by Customer", es: "Emitida por Destinatario" } },
    ],
  },
];
