import type { Definition } from "../../../engine/index.ts";

/** Keys of the extensions the NFS-e addon defines. */
export const EXT_KEY_CNAE = "br-nfse-cnae";
export const EXT_KEY_NBS = "br-nfse-nbs";
export const EXT_KEY_FISCAL_INCENTIVE = "br-nfse-fiscal-incentive";
export const EXT_KEY_ISS_LIABILITY = "br-nfse-iss-liability";
export const EXT_KEY_SERVICE = "br-nfse-service";
export const EXT_KEY_SIMPLES = "br-nfse-simples";
export const EXT_KEY_SPECIAL_REGIME = "br-nfse-special-regime";
export const EXT_KEY_OPERATION = "br-nfse-operation";
export const EXT_KEY_TAX_STATUS = "br-nfse-tax-status";
export const EXT_KEY_TAX_CLASS = "br-nfse-tax-class";

/** The fiscal incentive a supplier gets when it states none: no incentive. */
export const FISCAL_INCENTIVE_DEFAULT = "2";
/** The ISS liability an ISS combo gets when it states none: liable. */
export const ISS_LIABILITY_DEFAULT = "1";

const ABRASF_MANUAL = {
  title: {
    en: "NFS-e ABRASF Taxpayer Guidance Manual (v2.04)",
    pt: "NFS-e ABRASF Manual de Orientação do Contribuinte (v2.04)",
  },
  url: "https://abrasf.org.br/biblioteca/arquivos-publicos/nfs-e-manual-de-orientacao-do-contribuinte-2-04/download",
};

const CST_TABLES = {
  title: {
    en: "Technical Report RT 2025.002 - CST and cClassTrib Tables IBS/CBS",
    pt: "Informe Técnico RT 2025.002 - Tabelas CST e cClassTrib IBS/CBS",
  },
  url: "https://www.nfe.fazenda.gov.br/portal/exibirArquivo.aspx?conteudo=gya58CS0dHU=",
};

/** A value as written here: its code, English and Portuguese names, perhaps a description. */
export type Value = { code: string; en: string; pt?: string; desc?: string };

/** Values in the definitions' shape (the NF-e addon's lists too). */
export const values = (list: Value[]): Definition["values"] =>
  list.map((v) => ({ code: v.code, name: { en: v.en, ...(v.pt ? { pt: v.pt } : {}) }, ...(v.desc ? { desc: { en: v.desc } } : {}) }));

/** Fiscal incentive and special regime codes: the NFS-e's, which the NF-e addon shares. */
export const FISCAL_INCENTIVE_VALUES = values([
  { code: "1", en: "Has incentive", pt: "Possui incentivo" },
  { code: "2", en: "Does not have incentive", pt: "Não possui incentivo" },
]);

export const SPECIAL_REGIME_VALUES = values([
  { code: "1", en: "Municipal micro-enterprise", pt: "Microempresa municipal" },
  { code: "2", en: "Estimated", pt: "Estimativa" },
  { code: "3", en: "Professional Society", pt: "Sociedade de profissionais" },
  { code: "4", en: "Cooperative", pt: "Cooperativa" },
  { code: "5", en: "Single micro-entrepreneur (MEI)", pt: "Microempreendedor individual (MEI)" },
  { code: "6", en: "Micro-enterprise or Small Business (ME EPP)", pt: "Microempresa ou Empresa de Pequeno Porte (ME EPP)." },
]);

export const extensions: Definition[] = [
  {
    key: EXT_KEY_CNAE,
    name: { en: "CNAE code", pt: "Código CNAE" },
    desc: {
      en: [
        "The service's economic activity in IBGE's National Classification of Economic Activities",
        "(CNAE): seven digits, written plain or grouped as 62.01-5-01.",
      ].join("\n"),
    },
    pattern: "^\\d{2}[\\s\\.\\-\\/]?\\d{2}[\\s\\.\\-\\/]?\\d[\\s\\.\\-\\/]?\\d{2}$",
  },
  {
    key: EXT_KEY_NBS,
    name: { en: "NBS code", pt: "Código NBS" },
    desc: {
      en: [
        "The service's code in the Brazilian Nomenclature of Services, Intangibles and other",
        "Operations (NBS), the classification Decree 7.708/2012 set up and the MDIC keeps: nine",
        "digits, plain or grouped as 1.0101.10.00.",
      ].join("\n"),
    },
    sources: [
      {
        title: { en: "Decree No. 7.708/2012 - Institution of the NBS and NEBS", pt: "Decreto Nº 7.708/2012 - Instituição da NBS e NEBS" },
        url: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2012/decreto/d7708.htm",
      },
      {
        title: { en: "NBS - Brazilian Nomenclature of Services (MDIC)", pt: "NBS - Nomenclatura Brasileira de Serviços (MDIC)" },
        url: "https://www.gov.br/mdic/pt-br/assuntos/sdic/comercio-e-servicos/nbs-nomenclatura-brasileira-de-servicos",
      },
    ],
    pattern: "^\\d[\\.\\s]?\\d{4}[\\.\\s]?\\d{2}[\\.\\s]?\\d{2}$",
  },
  {
    key: EXT_KEY_FISCAL_INCENTIVE,
    name: { en: "Fiscal Incentive", pt: "Incentivo Fiscal" },
    values: FISCAL_INCENTIVE_VALUES,
    desc: { en: "Whether the supplier enjoys a fiscal incentive. A supplier stating none is taken to have none (2)." },
    sources: [ABRASF_MANUAL],
  },
  {
    key: EXT_KEY_ISS_LIABILITY,
    name: { en: "ISS Liability", pt: "Exigibilidade ISS" },
    values: values([
      { code: "1", en: "Liable", pt: "Exigível" },
      { code: "2", en: "Not subject", pt: "Não incidência" },
      { code: "3", en: "Exempt", pt: "Isenção" },
      { code: "4", en: "Export", pt: "Exportação" },
      { code: "5", en: "Immune", pt: "Imunidade" },
      { code: "6", en: "Suspended Judicially", pt: "Suspensa por Decisão Judicial" },
      { code: "7", en: "Suspended Administratively", pt: "Suspensa por Processo Administrativo" },
    ]),
    desc: {
      en: [
        "On an ISS combo: whether the municipal service tax is due and, when it is not, why (field",
        "B-38 of the ABRASF 2.04 layout). A combo stating none is taken as liable (1).",
      ].join("\n"),
    },
  },
  {
    key: EXT_KEY_SERVICE,
    name: { en: "Service Code", pt: "Código Item Lista Serviço" },
    desc: {
      en: [
        "The service's code in the municipality's list: mostly the items of the list annexed to",
        "Lei Complementar 116/2003, which each municipality may adapt. Every item needs one.",
      ].join("\n"),
    },
  },
  {
    key: EXT_KEY_SIMPLES,
    name: { en: "Opting for \"Simples Nacional\" regime", pt: "Optante pelo Simples Nacional" },
    values: values([
      { code: "1", en: "Opt-in", pt: "Optante" },
      { code: "2", en: "Opt-out", pt: "Não optante" },
    ]),
    desc: { en: "Whether the supplier has opted into Simples Nacional, the unified tax scheme for micro and small businesses." },
    sources: [ABRASF_MANUAL],
  },
  {
    key: EXT_KEY_SPECIAL_REGIME,
    name: { en: "Special Tax Regime", pt: "Regime Especial de Tributação" },
    values: SPECIAL_REGIME_VALUES,
    desc: { en: "The special tax regime the supplier is under, if any." },
    sources: [ABRASF_MANUAL],
  },
  {
    key: EXT_KEY_OPERATION,
    name: { en: "Operation Indicator", pt: "Indicador da operação" },
    desc: {
      en: [
        "Six digits telling the tax authorities what kind of operation the service is, for the",
        "IBS and CBS of the tax reform (`cIndOp` of the national NFS-e layout, from its annex VII).",
        "Given together with the tax status and classification, or not at all.",
      ].join("\n"),
    },
    sources: [
      {
        title: { en: "Technical Note SE/CGNFS-e nº 004", pt: "Nota Técnica SE/CGNFS-e nº 004" },
        url: "https://www.gov.br/nfse/pt-br/biblioteca/documentacao-tecnica/rtc-producao-restrita-piloto/nt-004-se-cgnfse-novo-layout-rtc-v2-00-20251210.pdf",
      },
      {
        title: { en: "Annex VII - Operation Indicators Table IBS/CBS v1.00", pt: "Anexo VII - Tabela de Indicadores de Operação IBS/CBS v1.00" },
        url: "https://www.gov.br/nfse/pt-br/biblioteca/documentacao-tecnica/rtc/anexovii-indop_ibscbs_v1-00-00.xlsx",
      },
    ],
    pattern: "^\\d{6}$",
  },
  {
    key: EXT_KEY_TAX_STATUS,
    name: { en: "Tax Status Code (CST)", pt: "Código de situação tributária (CST)" },
    desc: {
      en: [
        "Three digits giving the IBS and CBS tax situation of the service (`CST` of the national",
        "NFS-e layout), from the CST and cClassTrib tables of the tax reform.",
      ].join("\n"),
    },
    sources: [CST_TABLES],
    pattern: "^\\d{3}$",
  },
  {
    key: EXT_KEY_TAX_CLASS,
    name: { en: "Tax Classification Code", pt: "Código de classificação tributária" },
    desc: {
      en: [
        "Six digits classifying the service for IBS and CBS (`cClassTrib` of the national NFS-e",
        "layout), from the same tables as the tax status.",
      ].join("\n"),
    },
    sources: [CST_TABLES],
    pattern: "^\\d{6}$",
  },
];
