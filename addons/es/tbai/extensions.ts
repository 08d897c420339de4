import type { Definition } from "../../../engine/index.ts";

/** Keys of TicketBAI's extensions. */
export const EXT_KEY_REGION = "es-tbai-region";
export const EXT_KEY_PRODUCT = "es-tbai-product";
export const EXT_KEY_EXEMPTION = "es-tbai-exemption";
export const EXT_KEY_CORRECTION = "es-tbai-correction";
export const EXT_KEY_REGIME = "es-tbai-regime";
export const EXT_KEY_BI_ACTIVITY = "es-tbai-bi-activity";
export const EXT_KEY_IDENTITY_TYPE = "es-tbai-identity-type";
export const EXT_KEY_SIMPLIFIED = "es-tbai-simplified";

/** TicketBAI's extension keys and their codes (province, product, exemption, rectification, regime, ...). */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_REGION,
    name: { en: "TicketBAI Region Code", es: "Código de Región TicketBAI" },
    desc: {
      en: "The Basque province (historical territory) whose tax office receives the documents; it decides which TicketBAI service they are sent to.",
    },
    values: [
      { code: "VI", name: { en: "Araba", es: "Álava" } },
      { code: "BI", name: { en: "Bizkaia", es: "Vizcaya" } },
      { code: "SS", name: { en: "Gipuzkoa", es: "Guipúzcoa" } },
    ],
  },
  {
    key: EXT_KEY_PRODUCT,
    name: { en: "TicketBAI Product Key", es: "Clave de Producto TicketBAI" },
    desc: {
      en: [
        "Whether a line is a delivery of goods or a provision of services. TicketBAI needs the split",
        "for exports, but classifying every line does no harm. Lines without it count as `services`.",
        "",
        "`resale` is a rare case, goods resold unchanged by a supplier in the simplified regime, that",
        "most users can ignore.",
      ].join("\n"),
    },
    values: [
      { code: "goods", name: { en: "Delivery of goods", es: "Entrega de bienes" } },
      { code: "services", name: { en: "Provision of services", es: "Prestacion de servicios" } },
      {
        code: "resale",
        name: {
          en: "Resale of goods without modification by vendor in the simplified regime",
          es: "Reventa de bienes sin modificación por vendedor en regimen simplificado",
        },
      },
    ],
  },
  {
    key: EXT_KEY_EXEMPTION,
    name: { en: "TicketBAI Exemption code", es: "Código de Exención de TicketBAI" },
    desc: {
      en: [
        "One list for every reason an operation carries no VAT: exemptions (E1 to E6), operations not",
        "subject to it (OT, RL, VT, IE) and reverse charge (S2). TicketBAI reports these in separate",
        "fields; the addon merges them to stay close to how other countries work.",
        "",
        "Normalization fills it from the tax key: `exempt` gives E1 unless E6 is set, `export` gives E2",
        "unless E3 or E4 is set, `intra-community` gives E5 and `reverse-charge` gives S2;",
        "`outside-scope` takes one of OT, RL, VT or IE.",
      ].join("\n"),
    },
    values: [
      {
        code: "E1",
        name: {
          en: "Exempt: pursuant to Article 20 of the Foral VAT Law",
          es: "Exenta: por el artículo 20 de la Norma Foral del IVA",
        },
      },
      {
        code: "E2",
        name: {
          en: "Exempt: pursuant to Article 21 of the Foral VAT Law",
          es: "Exenta: por el artículo 21 de la Norma Foral del IVA",
        },
      },
      {
        code: "E3",
        name: {
          en: "Exempt: pursuant to Article 22 of the Foral VAT Law",
          es: "Exenta: por el artículo 22 de la Norma Foral del IVA",
        },
      },
      {
        code: "E4",
        name: {
          en: "Exempt: pursuant to Articles 23 and 24 of the Foral VAT Law",
          es: "Exenta: por el artículos 23 y 24 de la Norma Foral del IVA",
        },
      },
      {
        code: "E5",
        name: {
          en: "Exempt: pursuant to Article 25 of the Foral VAT law",
          es: "Exenta: por el artículo 25 de la Norma Foral del IVA",
        },
      },
      { code: "E6", name: { en: "Exempt: pursuant to other reasons", es: "Exenta: por otra causa" } },
      {
        code: "OT",
        name: {
          en: "Not subject: pursuant to Article 7 of the VAT Law - other cases of non-subject",
          es: "No sujeto: por el artículo 7 de la Ley del IVA - otros supuestos de no sujeción",
        },
      },
      {
        code: "RL",
        name: { en: "Not subject: pursuant to localization rules", es: "No sujeto: por reglas de localización" },
      },
      {
        code: "VT",
        name: {
          en: "Not subject: sales made on behalf of third parties (amount not computable for VAT or IRPF purposes)",
          es: "No sujeto: ventas realizadas por cuenta de terceros (importe no computable a efectos de IVA ni de IRPF)",
        },
      },
      {
        code: "IE",
        name: {
          en: "Not subject in the TAI due to localization rules, but foreign tax, IPS/IGIC or VAT from another EU member state is passed on",
          es: "No sujeto en el TAI por reglas de localización, pero repercute impuesto extranjero, IPS/IGIC o IVA de otro estado miembro UE",
        },
      },
      {
        code: "S2",
        name: {
          en: "Subject and not exempt: with reverse charge",
          es: "Sujeto y no exenta: con inversión del sujeto pasivo",
        },
      },
    ],
  },
  {
    key: EXT_KEY_CORRECTION,
    name: { en: "TicketBAI Rectification Type Code", es: "TicketBAI Código de Factura Rectificativa" },
    desc: {
      en: "The rectification code TicketBAI requires on a corrective invoice, next to the details of the invoice it corrects.",
    },
    values: [
      {
        code: "R1",
        name: {
          en: "Rectified invoice: error based on law and Article 80 One, Two and Six of the Provincial Tax Law of VAT",
          es: "Factura rectificativa: error fundado en derecho y Art. 80 Uno, Dos y Seis de la Norma Foral del IVA",
          eu: "Faktura zuzentzailea: zuzenbidean oinarritutako akatsa eta BEZaren Foru Arauaren 80.artikuluko Bat, Bi eta Sei",
        },
      },
      {
        code: "R2",
        name: {
          en: "Rectified invoice: error based on law and Article 80 Three of the Provincial Tax Law of VAT",
          es: "Factura rectificativa: artículo 80 Tres de la Norma Foral del IVA",
          eu: "Faktura zuzentzailea: BEZari buruzko Foru Arauko 80. artikuluko Hiru",
        },
      },
      {
        code: "R3",
        name: {
          en: "Rectified invoice: error based on law and Article 80 Four of the Provincial Tax Law of VAT",
          es: "Factura rectificativa: artículo 80 Cuatro de la Norma Foral del IVA",
          eu: "Faktura zuzentzailea: BEZari buruzko Foru Arauko 80. artikuluko Lau",
        },
      },
      {
        code: "R4",
        name: {
          en: "Rectified invoice: Other",
          es: "Factura rectificativa: Resto",
          eu: "Faktura zuzentzailea: Gainerakoak",
        },
      },
      {
        code: "R5",
        name: {
          en: "Rectified invoice: simplified invoices",
          es: "Factura rectificativa: facturas simplificadas",
          eu: "Faktura zuzentzaile: faktura erraztuetan",
        },
      },
    ],
  },
  {
    key: EXT_KEY_REGIME,
    name: { en: "TicketBAI VAT Regime Key", es: "Clave de Régimen de IVA TicketBAI" },
    desc: {
      en: [
        "The VAT regime or relevance key of the operation (`ClaveRegimenIvaOpTrascendencia`, codes from",
        "the TicketBAI XSD), normally set on each tax combo.",
        "",
        "When a combo has none, normalization tries in turn: the IGIC category gives 08, the `export`",
        "key 02, a surcharge 51, and anything else 01.",
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
          en: "Special regime for VAT groups (Advanced Level)",
          es: "Régimen especial grupo de entidades en IVA (Nivel Avanzado)",
        },
      },
      {
        code: "07",
        name: { en: "Special cash accounting regime", es: "Régimen especial del criterio de caja" },
      },
      { code: "08", name: { en: "Operations subject to IPSI/IGIC", es: "Operaciones sujetas al IPSI/IGIC" } },
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
          en: "Collection of professional fees or industrial property rights on behalf of third parties",
          es: "Cobros por cuenta de terceros de honorarios profesionales o de derechos derivados de la propiedad industrial",
        },
      },
      {
        code: "11",
        name: {
          en: "Business premises rental operations subject to withholding",
          es: "Operaciones de arrendamiento de local de negocio sujetos a retención",
        },
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
          en: "Business premises rental operations, both subject and not subject to withholding",
          es: "Operaciones de arrendamiento de local de negocio sujetas y no sujetas a retención",
        },
      },
      {
        code: "14",
        name: {
          en: "Invoice with pending VAT accrual in work certifications for Public Administration",
          es: "Factura con IVA pendiente de devengo en certificaciones de obra cuyo destinatario sea una Administración Pública",
        },
      },
      {
        code: "15",
        name: {
          en: "Invoice with pending VAT accrual in successive tract operations",
          es: "Factura con IVA pendiente de devengo en operaciones de tracto sucesivo",
        },
      },
      {
        code: "17",
        name: {
          en: "Operation under OSS or IOSS regimes",
          es: "Operación acogida a alguno de los regímenes previstos en el Capítulo XI del Título IX (OSS e IOSS)",
        },
      },
      {
        code: "51",
        name: {
          en: "Operations under the equivalence surcharge regime",
          es: "Operaciones en recargo de equivalencia",
        },
      },
      {
        code: "52",
        name: { en: "Operations under the simplified VAT regime", es: "Operaciones en régimen simplificado" },
      },
      {
        code: "53",
        name: {
          en: "Operations carried out by or for entities without a permanent establishment",
          es: "Operaciones realizadas por o para entidades sin establecimiento permanente",
        },
      },
    ],
  },
  {
    key: EXT_KEY_BI_ACTIVITY,
    name: { en: "Activity Code (Bizkaia)", es: "Código de Actividad (Bizkaia)" },
    desc: {
      en: "Economic activity heading (epígrafe) of a self-employed issuer filing Bizkaia's LROE model 140. Companies file model 240 and leave it out.",
    },
    sources: [
      {
        title: { en: "Batuz LROE list of activity codes", es: "Lista de epígrafes LROE Batuz" },
        url: "https://www.batuz.eus/fitxategiak/batuz/lroe/batuz_lroe_lista_epigrafes_v1_0_4.xlsx",
        content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      },
      {
        title: { en: "LROE Modelo 140 specification", es: "Especificación LROE Modelo 140" },
        url: "https://www.batuz.eus/fitxategiak/batuz/lroe/lroe_140_v_1_0.pdf",
        content_type: "application/pdf",
      },
    ],
    pattern: "^\\d{1,7}$",
  },
  {
    key: EXT_KEY_IDENTITY_TYPE,
    name: { en: "Identity Type Code", es: "Código de Tipo de Identidad" },
    desc: {
      en: [
        "The kind of identity document given for a party without a Spanish NIF (the XML's `IDOtro/IDType`).",
        "",
        "Prefer the party's tax ID: a Spanish one is reported as `NIF`, an EU one under `IDOtro` with",
        "code 02, any other with 04.",
        "",
        "Otherwise add an identity; its key sets the code: 03 for `passport`, 04 for `foreign`, 05 for",
        "`resident`, 06 for `other`.",
        "For example, an identity with key `passport` and country GB gets `es-tbai-identity-type` 03.",
      ].join("\n"),
    },
    values: [
      { code: "02", name: { en: "NIF-VAT Identity (VIES)", es: "NIF-VAT (VIES)" } },
      { code: "03", name: { en: "Passport", es: "Pasaporte" } },
      { code: "04", name: { en: "Foreign Identity Document", es: "Documento de Identidad Extranjero" } },
      { code: "05", name: { en: "Residential Certificate", es: "Certificado Residencia" } },
      { code: "06", name: { en: "Other Identity Document", es: "Otro Documento Probatorio" } },
    ],
  },
  {
    key: EXT_KEY_SIMPLIFIED,
    name: { en: "TicketBAI Simplified Invoice Flag", es: "Indicador de Factura Simplificada TicketBAI" },
    desc: {
      en: "Whether the invoice is simplified (`FacturaSimplificada`). Normalization sets `S` when the invoice has the `simplified` tag; without it the invoice counts as `N`.",
    },
    values: [{ code: "S", name: { en: "Yes", es: "Sí" } }, { code: "N", name: { en: "No", es: "No" } }],
  },
];
