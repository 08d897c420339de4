import { codeAllowed, extCode, extHas, type Definition } from "../../../engine/index.ts";
import { FISCAL_INCENTIVE_VALUES, SPECIAL_REGIME_VALUES, values, type Value } from "../nfse/extensions.ts";

/** Keys of the extensions the NF-e addon defines. */
export const EXT_KEY_MODEL = "br-nfe-model";
export const EXT_KEY_PRESENCE = "br-nfe-presence";
export const EXT_KEY_PAYMENT_MEANS = "br-nfe-payment-means";
export const EXT_KEY_CFOP = "br-nfe-cfop";
export const EXT_KEY_FISCAL_INCENTIVE = "br-nfe-fiscal-incentive";
export const EXT_KEY_REGIME = "br-nfe-regime";
export const EXT_KEY_SPECIAL_REGIME = "br-nfe-special-regime";
export const EXT_KEY_STATE_REG_IND = "br-nfe-state-reg-ind";
export const EXT_KEY_ICMS_CST = "br-nfe-icms-cst";
export const EXT_KEY_ICMS_CSOSN = "br-nfe-icms-csosn";
export const EXT_KEY_ICMS_ORIGIN = "br-nfe-icms-origin";
export const EXT_KEY_PIS_CST = "br-nfe-pis-cst";
export const EXT_KEY_COFINS_CST = "br-nfe-cofins-cst";
export const EXT_KEY_PURPOSE = "br-nfe-purpose";
export const EXT_KEY_OPERATION_TYPE = "br-nfe-operation-type";
export const EXT_KEY_CREDIT_NOTE_TYPE = "br-nfe-credit-note-type";
export const EXT_KEY_DEBIT_NOTE_TYPE = "br-nfe-debit-note-type";

/** Fiscal document models. */
export const MODEL_NFE = "55";
export const MODEL_NFCE = "65";

/** Buyer presence indicators. */
export const PRESENCE_IN_PERSON = "1";
export const PRESENCE_DELIVERY = "4";

/** Purposes (finNFe). */
export const PURPOSE_NORMAL = "1";
export const PURPOSE_CREDIT_NOTE = "5";
export const PURPOSE_DEBIT_NOTE = "6";

/** Operation types (tpNF). */
export const OPERATION_OUTBOUND = "1";

/** Recipient state registration indicators (indIEDest). */
export const STATE_REG_IND_TAXPAYER = "1";
export const STATE_REG_IND_EXEMPT = "2";
export const STATE_REG_IND_NON_TAXPAYER = "9";

/** Tax regimes (CRT): Simples Nacional ones use CSOSN codes, normal ones CST codes. */
export const REGIME_NORMAL = "3";
export const REGIMES_SIMPLES: readonly string[] = ["1", "4"];
export const REGIMES_NORMAL: readonly string[] = ["2", REGIME_NORMAL];

/** Situation codes normalising gives a combo that states none. */
export const ICMS_CST_DEFAULT = "00";
export const ICMS_ORIGIN_DEFAULT = "0";
export const PIS_COFINS_CST_DEFAULT = "01";

const MOC = {
  title: {
    en: "Taxpayer Guidance Manual v7.0 - Annex I – Layout and Validation Rules for NF-e and NFC-e",
    pt: "Manual de Orientação ao Contribuinte v7.0 - Anexo I – Leiaute e Regras de Validação da NF-e e da NFC-e",
  },
  url: "https://www.nfe.fazenda.gov.br/portal/exibirArquivo.aspx?conteudo=J%20I%20v4eN00E=",
  content_type: "application/pdf",
};

const NT_2025_002 = {
  title: { en: "NF-e/NFC-e Technical Note 2025.002 - RTC", pt: "Nota Técnica NF-e/NFC-e 2025.002 - RTC" },
  url: "https://www.nfe.fazenda.gov.br/portal/exibirArquivo.aspx?conteudo=pD4YrecPV6s=",
  content_type: "application/pdf",
};


/** PIS and COFINS share their situation codes. */
const PIS_COFINS_CST: Value[] = [
  { code: "01", en: "Taxable operation, standard rate", pt: "Operação Tributável com Alíquota Básica" },
  { code: "02", en: "Taxable operation, differentiated rate", pt: "Operação Tributável com Alíquota Diferenciada" },
  { code: "03", en: "Taxable operation, rate per unit of measure", pt: "Operação Tributável com Alíquota por Unidade de Medida de Produto" },
  { code: "04", en: "Taxable monophasic operation, zero-rate resale", pt: "Operação Tributável Monofásica - Revenda a Alíquota Zero" },
  { code: "05", en: "Taxable operation by tax substitution", pt: "Operação Tributável por Substituição Tributária" },
  { code: "06", en: "Taxable operation, zero rate", pt: "Operação Tributável a Alíquota Zero" },
  { code: "07", en: "Operation exempt from the contribution", pt: "Operação Isenta da Contribuição" },
  { code: "08", en: "Operation without incidence of the contribution", pt: "Operação Sem Incidência da Contribuição" },
  { code: "09", en: "Operation with suspension of the contribution", pt: "Operação com Suspensão da Contribuição" },
  { code: "49", en: "Other outbound operations", pt: "Outras Operações de Saída" },
  { code: "50", en: "Credit operation, exclusively taxed domestic revenue", pt: "Operação com Direito a Crédito - Vinculada Exclusivamente a Receita Tributada no Mercado Interno" },
  { code: "51", en: "Credit operation, exclusively non-taxed domestic revenue", pt: "Operação com Direito a Crédito - Vinculada Exclusivamente a Receita Não Tributada no Mercado Interno" },
  { code: "52", en: "Credit operation, exclusively export revenue", pt: "Operação com Direito a Crédito - Vinculada Exclusivamente a Receita de Exportação" },
  { code: "53", en: "Credit operation, taxed and non-taxed domestic revenue", pt: "Operação com Direito a Crédito - Vinculada a Receitas Tributadas e Não-Tributadas no Mercado Interno" },
  { code: "54", en: "Credit operation, taxed domestic and export revenue", pt: "Operação com Direito a Crédito - Vinculada a Receitas Tributadas no Mercado Interno e de Exportação" },
  { code: "55", en: "Credit operation, non-taxed domestic and export revenue", pt: "Operação com Direito a Crédito - Vinculada a Receitas Não-Tributadas no Mercado Interno e de Exportação" },
  { code: "56", en: "Credit operation, taxed/non-taxed domestic and export revenue", pt: "Operação com Direito a Crédito - Vinculada a Receitas Tributadas e Não-Tributadas no Mercado Interno e de Exportação" },
  { code: "60", en: "Presumed credit, exclusively taxed domestic revenue", pt: "Crédito Presumido - Operação de Aquisição Vinculada Exclusivamente a Receita Tributada no Mercado Interno" },
  { code: "61", en: "Presumed credit, exclusively non-taxed domestic revenue", pt: "Crédito Presumido - Operação de Aquisição Vinculada Exclusivamente a Receita Não-Tributada no Mercado Interno" },
  { code: "62", en: "Presumed credit, exclusively export revenue", pt: "Crédito Presumido - Operação de Aquisição Vinculada Exclusivamente a Receita de Exportação" },
  { code: "63", en: "Presumed credit, taxed and non-taxed domestic revenue", pt: "Crédito Presumido - Operação de Aquisição Vinculada a Receitas Tributadas e Não-Tributadas no Mercado Interno" },
  { code: "64", en: "Presumed credit, taxed domestic and export revenue", pt: "Crédito Presumido - Operação de Aquisição Vinculada a Receitas Tributadas no Mercado Interno e de Exportação" },
  { code: "65", en: "Presumed credit, non-taxed domestic and export revenue", pt: "Crédito Presumido - Operação de Aquisição Vinculada a Receitas Não-Tributadas no Mercado Interno e de Exportação" },
  { code: "66", en: "Presumed credit, taxed/non-taxed domestic and export revenue", pt: "Crédito Presumido - Operação de Aquisição Vinculada a Receitas Tributadas e Não-Tributadas no Mercado Interno e de Exportação" },
  { code: "67", en: "Presumed credit, other operations", pt: "Crédito Presumido - Outras Operações" },
  { code: "70", en: "Acquisition operation without credit right", pt: "Operação de Aquisição sem Direito a Crédito" },
  { code: "71", en: "Acquisition operation with exemption", pt: "Operação de Aquisição com Isenção" },
  { code: "72", en: "Acquisition operation with suspension", pt: "Operação de Aquisição com Suspensão" },
  { code: "73", en: "Acquisition operation at zero rate", pt: "Operação de Aquisição a Alíquota Zero" },
  { code: "74", en: "Acquisition operation without incidence of the contribution", pt: "Operação de Aquisição sem Incidência da Contribuição" },
  { code: "75", en: "Acquisition operation by tax substitution", pt: "Operação de Aquisição por Substituição Tributária" },
  { code: "98", en: "Other inbound operations", pt: "Outras Operações de Entrada" },
  { code: "99", en: "Other operations", pt: "Outras Operações" },
];

export const extensions: Definition[] = [
  {
    key: EXT_KEY_MODEL,
    name: { en: "Fiscal Document Model Code", pt: "Código do Modelo do Documento Fiscal" },
    sources: [MOC],
    desc: { en: "The model of the fiscal document (mod). Normalising sets it from the tags: 65, NFC-e, when the invoice is `simplified`, 55, NF-e, otherwise." },
    values: values([
      { code: MODEL_NFE, en: "NF-e", desc: "Goods sold between businesses, and some services taxed by the states." },
      { code: MODEL_NFCE, en: "NFC-e", desc: "Retail sales of goods to consumers, and some services taxed by the states." },
    ]),
  },
  {
    key: EXT_KEY_PRESENCE,
    name: { en: "Buyer Presence Indicator", pt: "Indicador de Presença do Comprador" },
    sources: [MOC],
    desc: { en: "How the buyer took part in the sale (indPres): in person, over the internet or the phone, at home with delivery, and so on." },
    values: values([
      { code: "0", en: "Not applicable", pt: "Não se aplica" },
      { code: PRESENCE_IN_PERSON, en: "In-person operation", pt: "Operação presencial" },
      { code: "2", en: "Non-in-person operation, via Internet", pt: "Operação não presencial, pela Internet" },
      { code: "3", en: "Non-in-person operation, Tele-service", pt: "Operação não presencial, Teleatendimento" },
      { code: PRESENCE_DELIVERY, en: "NFC-e in operation with home delivery", pt: "NFC-e em operação com entrega a domicílio" },
      { code: "5", en: "In-person operation, outside establishment", pt: "Operação presencial, fora do estabelecimento" },
      { code: "9", en: "Non-in-person operation, others", pt: "Operação não presencial, outros" },
    ]),
  },
  {
    key: EXT_KEY_PAYMENT_MEANS,
    name: { en: "Payment Method", pt: "Meio de Pagamento" },
    sources: [MOC],
    desc: {
      en: "How the sale is paid (tPag). Normalising sets it from the payment means key where one matches.",
      pt: "Como a venda é paga (tPag); a normalização o deduz da chave do meio de pagamento quando há correspondência.",
    },
    values: values([
      { code: "01", en: "Cash", pt: "Dinheiro" },
      { code: "02", en: "Check", pt: "Cheque" },
      { code: "03", en: "Credit Card", pt: "Cartão de Crédito" },
      { code: "04", en: "Debit Card", pt: "Cartão de Débito" },
      { code: "05", en: "Store Credit", pt: "Crédito Loja" },
      { code: "10", en: "Food Voucher", pt: "Vale Alimentação" },
      { code: "11", en: "Meal Voucher", pt: "Vale Refeição" },
      { code: "12", en: "Gift Voucher", pt: "Vale Presente" },
      { code: "13", en: "Fuel Voucher", pt: "Vale Combustível" },
      { code: "15", en: "Bank Slip (Boleto)", pt: "Boleto Bancário" },
      { code: "16", en: "Bank Deposit", pt: "Depósito Bancário" },
      { code: "17", en: "Instant Payment (PIX)", pt: "Pagamento Instantâneo (PIX)" },
      { code: "18", en: "Bank Transfer, Digital Wallet", pt: "Transferência bancária, Carteira Digital" },
      { code: "19", en: "Loyalty Program, Cashback, Virtual Credit", pt: "Programa de fidelidade, Cashback, Crédito Virtual" },
      { code: "90", en: "No Payment", pt: "Sem pagamento" },
      { code: "99", en: "Others", pt: "Outros" },
    ]),
  },
  {
    key: EXT_KEY_CFOP,
    name: { en: "CFOP (Fiscal Operations and Services Code)", pt: "CFOP (Código Fiscal de Operações e Prestações)" },
    sources: [
      {
        title: { en: "CFOP - Fiscal Operations and Services Codes (SEFAZ-PE)", pt: "CFOP - Código Fiscal de Operações e Prestações (SEFAZ-PE)" },
        url: "https://www.sefaz.pe.gov.br/legislacao/tributaria/documents/legislacao/tabelas/cfop.htm",
        content_type: "text/html",
      },
    ],
    desc: {
      en: "The nature of a line's operation for ICMS, in four digits: the first says where the goods come from or go to (1 to 3 for entries, 5 to 7 for exits), the rest which operation it is.",
      pt: "A natureza da operação da linha para o ICMS, em quatro dígitos: o primeiro indica a origem ou o destino (1 a 3 entradas, 5 a 7 saídas), os demais a operação.",
    },
    pattern: "^[1-7]\\d{3}$",
  },
  {
    key: EXT_KEY_FISCAL_INCENTIVE,
    name: { en: "Fiscal Incentive Indicator", pt: "Indicador de Incentivo Fiscal" },
    values: FISCAL_INCENTIVE_VALUES,
    desc: { en: "Whether the party enjoys a fiscal incentive." },
    sources: [MOC],
  },
  {
    key: EXT_KEY_REGIME,
    name: { en: "Tax Regime Code", pt: "Código de Regime Tributário" },
    values: values([
      { code: "1", en: "Simples Nacional", pt: "Simples Nacional" },
      { code: "2", en: "Simples Nacional, Excess", pt: "Simples Nacional, Excesso" },
      { code: REGIME_NORMAL, en: "Normal", pt: "Normal" },
      { code: "4", en: "MEI - Individual Micro-entrepreneur", pt: "MEI - Microempreendedor Individual" },
    ]),
    desc: { en: "The supplier's tax regime (CRT). A supplier stating none is taken to be under the normal regime (3)." },
    sources: [
      MOC,
      {
        title: { en: "NF-e/NFC-e Technical Note 2024.001 - CRT=4 MEI", pt: "Nota Técnica NF-e/NFC-e 2024.001 - CRT=4 MEI" },
        url: "https://www.nfe.fazenda.gov.br/portal/exibirArquivo.aspx?conteudo=kIiniiSkpKc=",
        content_type: "application/pdf",
      },
    ],
  },
  {
    key: EXT_KEY_SPECIAL_REGIME,
    name: { en: "Special Tax Regime Code", pt: "Código do Regime Especial de Tributação" },
    values: SPECIAL_REGIME_VALUES,
    desc: { en: "The special tax regime the party is under, if any." },
    sources: [MOC],
  },
  {
    key: EXT_KEY_STATE_REG_IND,
    name: { en: "Recipient State Registration Indicator", pt: "Indicador da Inscrição Estadual do Destinatário" },
    desc: {
      en: [
        "The customer's standing as an ICMS taxpayer with regard to its state registration, IE",
        "(indIEDest, E16a); every customer has one. Normalising gives a customer stating none 1",
        "on an NF-e when it has a `br-nfe-state-reg` identity, and 9 otherwise (always 9 on an NFC-e).",
      ].join("\n"),
    },
    values: values([
      { code: STATE_REG_IND_TAXPAYER, en: "ICMS taxpayer", pt: "Contribuinte ICMS", desc: "An ICMS taxpayer, whose state registration must be given." },
      {
        code: STATE_REG_IND_EXEMPT,
        en: "ICMS taxpayer exempt from registration",
        pt: "Contribuinte isento de Inscrição no cadastro de Contribuintes",
        desc: "An ICMS taxpayer exempt from state registration: none may be given.",
      },
      { code: STATE_REG_IND_NON_TAXPAYER, en: "Non-taxpayer", pt: "Não Contribuinte", desc: "Not an ICMS taxpayer, with or without a state registration." },
    ]),
    sources: [MOC],
  },
  {
    key: EXT_KEY_ICMS_CST,
    name: { en: "ICMS Tax Status Code (CST)", pt: "Código de Situação Tributária do ICMS (CST)" },
    desc: {
      en: [
        "The ICMS situation of a line (CST), for suppliers under the normal regime; Simples",
        "Nacional suppliers give a CSOSN instead. An ICMS combo stating neither gets 00.",
      ].join("\n"),
    },
    values: values([
      { code: "00", en: "Taxed in full", pt: "Tributada integralmente" },
      { code: "02", en: "Monophasic taxation (fuels)", pt: "Tributação monofásica própria sobre combustíveis" },
      { code: "10", en: "Taxed with ICMS charged by tax substitution", pt: "Tributada e com cobrança do ICMS por substituição tributária" },
      { code: "15", en: "Fuel operation with ICMS retention", pt: "Operação com combustível e retenção do ICMS" },
      { code: "20", en: "Taxed with tax base reduction", pt: "Com redução da base de cálculo" },
      { code: "30", en: "Exempt/non-taxed with ICMS charged by tax substitution", pt: "Isenta/não tributada e com cobrança do ICMS por substituição tributária" },
      { code: "40", en: "Exempt", pt: "Isenta" },
      { code: "41", en: "Non-taxed", pt: "Não tributada" },
      { code: "50", en: "Suspended", pt: "Com suspensão" },
      { code: "51", en: "Deferred", pt: "Com diferimento" },
      { code: "53", en: "Fuel operation with deferral", pt: "Operação com combustível e diferimento" },
      { code: "60", en: "ICMS charged previously by tax substitution", pt: "ICMS cobrado anteriormente por substituição tributária" },
      { code: "61", en: "Fuel operation with ICMS withheld", pt: "Operação com combustível e ICMS retido anteriormente" },
      { code: "70", en: "Taxed with base reduction and ICMS charged by tax substitution", pt: "Com redução da base de cálculo e cobrança do ICMS por substituição tributária" },
      { code: "90", en: "Others", pt: "Outras" },
    ]),
    sources: [MOC],
  },
  {
    key: EXT_KEY_ICMS_CSOSN,
    name: { en: "ICMS Simples Nacional Status Code (CSOSN)", pt: "Código de Situação da Operação no Simples Nacional (CSOSN)" },
    desc: { en: "The ICMS situation of a line (CSOSN) for suppliers under Simples Nacional; those under the normal regime give a CST instead." },
    values: values([
      { code: "101", en: "Taxed under Simples Nacional with credit permission", pt: "Tributada pelo Simples Nacional com permissão de crédito" },
      { code: "102", en: "Taxed under Simples Nacional without credit permission", pt: "Tributada pelo Simples Nacional sem permissão de crédito" },
      { code: "103", en: "ICMS exemption under Simples Nacional for gross revenue range", pt: "Isenção do ICMS no Simples Nacional para faixa de receita bruta" },
      {
        code: "201",
        en: "Taxed under Simples Nacional with credit permission and ICMS by tax substitution",
        pt: "Tributada pelo Simples Nacional com permissão de crédito e com cobrança do ICMS por substituição tributária",
      },
      {
        code: "202",
        en: "Taxed under Simples Nacional without credit permission and ICMS by tax substitution",
        pt: "Tributada pelo Simples Nacional sem permissão de crédito e com cobrança do ICMS por substituição tributária",
      },
      {
        code: "203",
        en: "ICMS exemption under Simples Nacional for revenue range and ICMS by tax substitution",
        pt: "Isenção do ICMS no Simples Nacional para faixa de receita bruta e com cobrança do ICMS por substituição tributária",
      },
      { code: "300", en: "Immune", pt: "Imune" },
      { code: "400", en: "Non-taxed under Simples Nacional", pt: "Não tributada pelo Simples Nacional" },
      { code: "500", en: "ICMS charged previously by tax substitution or anticipation", pt: "ICMS cobrado anteriormente por substituição tributária ou por antecipação" },
      { code: "900", en: "Others", pt: "Outros" },
    ]),
    sources: [MOC],
  },
  {
    key: EXT_KEY_ICMS_ORIGIN,
    name: { en: "ICMS Goods Origin", pt: "Origem da Mercadoria (ICMS)" },
    desc: { en: "Where the goods of a line come from, for ICMS. An ICMS combo stating none gets 0, national." },
    values: values([
      { code: "0", en: "National (except codes 3, 4, 5 and 8)", pt: "Nacional, exceto as indicadas nos códigos 3, 4, 5 e 8" },
      { code: "1", en: "Foreign, direct import (except code 6)", pt: "Estrangeira - Importação direta, exceto a indicada no código 6" },
      { code: "2", en: "Foreign, acquired in the domestic market (except code 7)", pt: "Estrangeira - Adquirida no mercado interno, exceto a indicada no código 7" },
      {
        code: "3",
        en: "National, import content above 40% and up to 70%",
        pt: "Nacional, mercadoria ou bem com Conteúdo de Importação superior a 40% e inferior ou igual a 70%",
      },
      {
        code: "4",
        en: "National, produced under the basic productive processes",
        pt: "Nacional, cuja produção tenha sido feita em conformidade com os processos produtivos básicos de que tratam as legislações citadas nos Ajustes",
      },
      { code: "5", en: "National, import content up to 40%", pt: "Nacional, mercadoria ou bem com Conteúdo de Importação inferior ou igual a 40%" },
      {
        code: "6",
        en: "Foreign, direct import, no domestic equivalent (CAMEX list / natural gas)",
        pt: "Estrangeira - Importação direta, sem similar nacional, constante em lista da CAMEX e gás natural",
      },
      {
        code: "7",
        en: "Foreign, acquired domestically, no domestic equivalent (CAMEX list / natural gas)",
        pt: "Estrangeira - Adquirida no mercado interno, sem similar nacional, constante lista CAMEX e gás natural",
      },
      { code: "8", en: "National, import content above 70%", pt: "Nacional, mercadoria ou bem com Conteúdo de Importação superior a 70%" },
    ]),
    sources: [MOC],
  },
  {
    key: EXT_KEY_PIS_CST,
    name: { en: "PIS Tax Status Code (CST)", pt: "Código de Situação Tributária do PIS (CST)" },
    desc: {
      en: [
        "The PIS situation of a line (CST). Simples Nacional suppliers mostly give 49 or 99, PIS",
        "being paid within their single DAS collection. A PIS combo stating none gets 01.",
      ].join("\n"),
    },
    values: values(PIS_COFINS_CST),
    sources: [MOC],
  },
  {
    key: EXT_KEY_COFINS_CST,
    name: { en: "COFINS Tax Status Code (CST)", pt: "Código de Situação Tributária do COFINS (CST)" },
    desc: {
      en: [
        "The COFINS situation of a line (CST). Simples Nacional suppliers mostly give 49 or 99,",
        "COFINS being paid within their single DAS collection. A COFINS combo stating none gets 01.",
      ].join("\n"),
    },
    values: values(PIS_COFINS_CST),
    sources: [MOC],
  },
  {
    key: EXT_KEY_PURPOSE,
    name: { en: "Purpose Code", pt: "Código de Finalidade" },
    desc: { en: "What the document is for (finNFe, B25). Standard invoices get 1, normal, from a scenario; other purposes are given by hand." },
    values: values([
      { code: PURPOSE_NORMAL, en: "Normal", pt: "Normal" },
      { code: "2", en: "Complementary", pt: "Complementar" },
      { code: "3", en: "Adjustment", pt: "Ajuste" },
      { code: "4", en: "Goods Return", pt: "Devolução/Retorno de mercadoria" },
      { code: PURPOSE_CREDIT_NOTE, en: "Credit Note", pt: "Nota de Crédito" },
      { code: PURPOSE_DEBIT_NOTE, en: "Debit Note", pt: "Nota de Débito" },
    ]),
    sources: [MOC, NT_2025_002],
  },
  {
    key: EXT_KEY_OPERATION_TYPE,
    name: { en: "Operation Type Code", pt: "Código do Tipo de Operação" },
    desc: { en: "Whether goods come in or go out (tpNF, B11). Standard invoices get 1, outbound, from a scenario." },
    values: values([
      { code: "0", en: "Inbound", pt: "Entrada" },
      { code: OPERATION_OUTBOUND, en: "Outbound", pt: "Saída" },
    ]),
    sources: [MOC],
  },
  {
    key: EXT_KEY_CREDIT_NOTE_TYPE,
    name: { en: "Credit Note Type Code", pt: "Código do Tipo de Nota de Crédito" },
    desc: { en: "The kind of credit note (tpNFCredito, B25.2) under the reform's rules, for IBS and CBS only; a document whose purpose is 5 needs one." },
    values: values([
      { code: "01", en: "Penalty and interest", pt: "Multa e juros" },
      { code: "02", en: "Appropriation of presumed IBS credit in the ZFM", pt: "Apropriação de crédito presumido de IBS na ZFM" },
      { code: "03", en: "Return", pt: "Retorno" },
      { code: "04", en: "Reduction of values", pt: "Redução de valores" },
      { code: "05", en: "Credit transfer on succession", pt: "Transferência de crédito na sucessão" },
    ]),
    sources: [NT_2025_002],
  },
  {
    key: EXT_KEY_DEBIT_NOTE_TYPE,
    name: { en: "Debit Note Type Code", pt: "Código do Tipo de Nota de Débito" },
    desc: { en: "The kind of debit note (tpNFDebito, B25.1) under the reform's rules, for IBS and CBS only; a document whose purpose is 6 needs one." },
    values: values([
      { code: "01", en: "Transfer of credits from Cooperatives", pt: "Transferência de créditos de Cooperativas" },
      { code: "02", en: "Credit annulment", pt: "Anulação de crédito" },
      { code: "03", en: "Debits not processed in the regular assessment", pt: "Débitos não processados na apuração regular" },
      { code: "04", en: "Penalty and interest", pt: "Multa e juros" },
      { code: "05", en: "Credit transfer on succession", pt: "Transferência de crédito na sucessão" },
      { code: "06", en: "Advance payment", pt: "Pagamento antecipado" },
      { code: "07", en: "Inventory loss", pt: "Perda em estoque" },
      { code: "08", en: "Exit from Simples Nacional", pt: "Desenquadramento do Simples Nacional" },
    ]),
    sources: [NT_2025_002],
  },
];

const byKey = new Map(extensions.map((def) => [def.key!, def]));

/**
 * A check passing when the extension map has no `key`, or a code of it that
 * the addon's definition lists (GOBL: `tax.ExtensionHasValidCode`).
 */
export function hasValidCode(key: string): (ext: unknown) => boolean {
  const def = byKey.get(key);
  if (!def) throw new Error(`the NF-e addon defines no extension ${key}`);
  return (ext) => !extHas(ext, key) || codeAllowed(def, extCode(ext, key));
}
