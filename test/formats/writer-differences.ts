/**
 * Where our XML writers differ from GOBL's converters on purpose, because the
 * official rules (EN 16931, Peppol BIS 3, XRechnung) refuse what GOBL's
 * converters write (README, "Where we differ from GOBL on purpose"). A
 * difference either changes GOBL's reference XML into what we write (so the
 * comparison stays exact elsewhere) or names reference cases we refuse, with
 * the official rules that refuse them.
 */

export interface WriterDifference {
  formats: string[];
  reason: string;
  /** GOBL's reference XML (canonical text) changed into what we write; `id` is the reference case. */
  apply?(xml: string, id: string): string;
  /** Reference cases we refuse instead of writing, each with official rules the refusal must name. */
  refusals?: { id: string; rules: string[] }[];
}

export const WRITER_DIFFERENCES: WriterDifference[] = [
  {
    formats: ["ubl", "cii"],
    reason:
      "a VAT breakdown of category O (not subject to VAT) states the rate 0, which XRechnung (BR-DE-14) and Peppol for German parties (DE-R-014) require of every breakdown; GOBL's converters write none (lines, allowances and charges of category O still carry none: BR-O-05 to BR-O-07)",
    apply: (xml) => xml.replace(/(<ram:CategoryCode>\n\s*"O"\n(\s*)<ram:ExemptionReasonCode>\n\s*"[^"]*")(?!\n\s*<ram:RateApplicablePercent>)/g, '$1\n$2<ram:RateApplicablePercent>\n$2  "0"'),
  },
  {
    formats: ["ubl"],
    reason:
      "UBL writes a party's address with the address's own country (BT-40, BT-55), as ISO 3166; gobl.ubl writes the tax ID's country over it, so a Swiss address of a German VAT number says DE. A Luxembourg VAT number at a German address is then a German buyer, and Peppol's German rules apply (DE-R-001: payment instructions)",
    apply: (xml, id) => (id === "convert/en16931/invoice-export-zero-rated" ? xml.replace(/("80939"\n\s*<cac:Country>\n\s*<cbc:IdentificationCode>\n\s*)"DE"/, '$1"CH"') : xml),
    refusals: [{ id: "convert/peppol/credit-note", rules: ["DE-R-001"] }],
  },
  {
    formats: ["ubl"],
    reason:
      "a direct debit (payment means 49) without a mandate reference: Peppol requires the mandate reference (BT-89) with every direct debit, and gobl.ubl writes the invoice without one",
    refusals: [{ id: "convert/peppol/invoice-prices-include-vat", rules: ["PEPPOL-EN16931-R061"] }],
  },
  {
    formats: ["cii"],
    reason:
      "CII writes Chorus Pro's legal organisation identifier (BT-30, BT-47) with its ISO 6523 ICD (SIRET: 0009) or with no schemeID where none exists (a VAT number, a name), since BR-CL-11 allows ICD codes only; gobl.cii writes Chorus Pro's identifier type (1 SIRET, 2 EU VAT number, ...) there",
    apply: (xml, id) =>
      id.startsWith("convert/choruspro/")
        ? xml.replace(/(<ram:SpecifiedLegalOrganization>\n\s*<ram:ID) schemeID="([1-6])">/g, (_, start: string, type: string) => (type === "1" ? `${start} schemeID="0009">` : `${start}>`))
        : xml,
  },
  {
    formats: ["cii"],
    reason:
      "CII writes a party's address with the address's own country (BT-40, BT-55), as ISO 3166 (Greece GR, not its tax prefix EL: BR-CL-14); gobl.cii writes the tax ID's country over it, so the Madrid address of a French VAT number says FR",
    apply: (xml, id) => (id === "convert/choruspro/invoice-fr-fr-choruspro" ? xml.replace(/("Madrid"\n\s*<ram:CountryID>\n\s*)"FR"/, '$1"ES"') : xml),
  },
  {
    formats: ["ubl"],
    reason:
      "UBL writes cac:PartyName (the trading name, BT-28, BT-45, and the French extended payer's) from the party's alias alone; gobl.ubl writes the legal name there when there is no alias, which every reader takes for a trading name the party does not have (a tax representative's cac:PartyName is its name, BT-62, and stays)",
    apply: (xml) => withoutLegalNameAsPartyName(xml),
  },
  {
    formats: ["ubl"],
    reason:
      "UBL writes Peppol's order reference NA (none) only under the Peppol profiles, whose PEPPOL-EN16931-R003 wants a buyer or an order reference; gobl.ubl writes it under every profile, where it states a purchase order (BT-13) that does not exist",
    apply: (xml, id) => (id.startsWith("convert/peppol") ? xml : xml.replace(/\n( *)<cac:OrderReference>\n\1  <cbc:ID>\n\1    "NA"(?=\n(?!\1  ))/g, "")),
  },
  {
    formats: ["cii"],
    reason:
      "CII writes a payment account's name (BT-85, ram:AccountName), which gobl.cii reads but does not write, so an account's name is lost in its round trip",
    apply: (xml, id) => {
      const name = CII_ACCOUNT_NAMES.get(id);
      return name === undefined ? xml : xml.replace(/(\n(\s*)<ram:IBANID>\n\s*"[^"]*")/, `$1\n$2<ram:AccountName>\n$2  "${name}"`);
    },
  },
  {
    formats: ["cii"],
    reason:
      "CII writes the invoicing period (BG-14, ram:BillingSpecifiedPeriod) of the ordering, where gobl.cii (and we) read it, when the delivery has none; gobl.cii writes only the delivery's, so a period read from CII is lost when written back",
    apply: (xml, id) => {
      const period = CII_ORDERING_PERIODS.get(id);
      if (period === undefined) return xml;
      // After the header's VAT breakdowns, the last ram:ApplicableTradeTax of the document.
      const at = xml.lastIndexOf("<ram:ApplicableTradeTax>");
      const indent = /([ ]*)$/.exec(xml.slice(0, at))![1]!;
      const next = new RegExp(`\n${indent}<ram:(?!ApplicableTradeTax>)`, "g");
      next.lastIndex = at;
      const found = next.exec(xml);
      if (!found) return xml;
      const date = (name: string, value: string) => [`${indent}  <ram:${name}>`, `${indent}    <udt:DateTimeString format="102">`, `${indent}      "${value}"`];
      const block = [`${indent}<ram:BillingSpecifiedPeriod>`, ...date("StartDateTime", period[0]), ...date("EndDateTime", period[1])].join("\n");
      return `${xml.slice(0, found.index)}\n${block}${xml.slice(found.index)}`;
    },
  },
  {
    formats: ["ubl"],
    reason:
      "UBL writes the delivery location identifier's scheme (BT-71-1, schemeID) from the identity's label, where the reader puts it; gobl.ubl drops it (its references convert/en16931/invoice-attachments and invoice-complete label the location 0088)",
    apply: (xml, id) =>
      id === "convert/en16931/invoice-attachments" || id === "convert/en16931/invoice-complete"
        ? xml.replace(/(<cac:DeliveryLocation>\n\s*<cbc:ID)>(\n\s*"6754238987643")/, '$1 schemeID="0088">$2')
        : xml,
  },
  {
    formats: ["cii"],
    reason:
      "CII writes the item attributes (BG-32: GOBL's item meta) as ram:ApplicableProductCharacteristic, name and value, as UBL writes them as cac:AdditionalItemProperty; gobl.cii reads them but does not write them, so a CII invoice's item attributes are lost in its round trip",
    apply: (xml, id) => {
      const meta = CII_ITEM_META.get(id);
      if (meta === undefined) return xml;
      const lines = xml.split("\n");
      const out: string[] = [];
      for (let i = 0; i < lines.length; i++) {
        out.push(lines[i]!);
        const open = /^( *)<ram:SpecifiedTradeProduct>$/.exec(lines[i]!);
        if (!open) continue;
        const indent = open[1]!;
        // The product's children (deeper lines) come first; the characteristics follow them (none of these products has a classification or origin).
        while (i + 1 < lines.length && lines[i + 1]!.startsWith(`${indent} `)) out.push(lines[++i]!);
        for (const [key, value] of meta) out.push(`${indent}  <ram:ApplicableProductCharacteristic>`, `${indent}    <ram:Description>`, `${indent}      "${key}"`, `${indent}    <ram:Value>`, `${indent}      "${value}"`);
      }
      return out.join("\n");
    },
  },
  {
    formats: ["cii"],
    reason:
      "CII writes every plain identifier (ram:ID) and global identifier (ram:GlobalID) of the seller, whose identifier BT-29 repeats, and reads them all; gobl.cii writes the first of each and reads the first, so a seller's further identifiers are lost (the buyer's BT-46 is one: its first is written, as gobl.cii writes it)",
    apply: (xml, id) => {
      const extra = CII_MORE_SELLER_IDS.get(id);
      return extra === undefined ? xml : xml.replace(/(<ram:SellerTradeParty>\n(\s*)<ram:ID>\n\s*"[^"]*")/, `$1\n$2<ram:ID>\n$2  "${extra}"`);
    },
  },
  {
    formats: ["ubl"],
    reason:
      "UBL writes a tax registration (an identity of tax scope, BT-32) under its own scheme as its type, and one without a type (read from CII's FC) under FC, as Peppol's examples give it: any scheme but VAT says BT-32; gobl.ubl writes an empty scheme ID then",
  },
  {
    formats: ["ubl"],
    reason:
      "UBL writes the payee's identifier (BT-60, cac:PartyIdentification) from an identity of no legal or tax scope, with a scheme or else a plain one, before falling back to its legal identity; gobl.ubl writes the first identity with a scheme, so a payee read with a legal registration (BT-61) first wrote that registration in both places and lost its identifier",
  },
  {
    formats: ["cii"],
    reason: "CII writes every item classification (BT-158, an identity with a label), in order, as ram:DesignatedProductClassification each; gobl.cii writes the last one alone",
  },
  {
    formats: ["ubl"],
    reason:
      "UBL under ZATCA writes the street name (BT-35) without the building number, which has its own element there (cbc:BuildingNumber), as ZATCA's samples write it; gobl.ubl writes the number in both, so every reading and writing again adds it to the street once more",
    apply: (xml, id) =>
      id.startsWith("convert/zatca/") ? xml.replace(/(<cbc:StreetName>\n\s*"[^"\n]*) ([^" \n]+)("\n\s*<cbc:BuildingNumber>\n\s*)"\2"/g, '$1$3"$2"') : xml,
  },
  {
    formats: ["cii"],
    reason:
      "CII writes a contact person whose whole name is its role (how a contact point stated as a department alone reads) as ram:DepartmentName alone, as received; gobl.cii writes the name as ram:PersonName and the role as ram:DepartmentName, which CII-SR-465 and CII-SR-466 forbid together on the seller and the buyer (a person with another role is still written with both, as gobl.cii writes it)",
  },
];

/** The seller's second plain identifier in gobl.cii's reference inputs that have one, which its outputs leave out. */
const CII_MORE_SELLER_IDS: ReadonlyMap<string, string> = new Map([
  ["convert/en16931/invoice-de-de", "1238764941386"],
  ["convert/facturx/invoice-de-de", "1238764941386"],
]);

/** GOBL's reference XML changed as our writer of that format differs on purpose. */
export function applyWriterDifferences(format: string, id: string, xml: string): string {
  let changed = xml;
  for (const difference of WRITER_DIFFERENCES) if (difference.formats.includes(format) && difference.apply) changed = difference.apply(changed, id);
  return changed;
}

/** The official rules a reference case's refusal must name, when we refuse it on purpose. */
export function deliberateRefusal(format: string, id: string): { rules: string[]; reason: string } | undefined {
  for (const difference of WRITER_DIFFERENCES) {
    if (!difference.formats.includes(format)) continue;
    const refusal = difference.refusals?.find((r) => r.id === id);
    if (refusal) return { rules: refusal.rules, reason: difference.reason };
  }
  return undefined;
}

/** Whether an error is the refusal expected: a 422 whose faults name every rule listed. */
export function isDeliberateRefusal(error: unknown, rules: readonly string[]): boolean {
  const e = error as { key?: string; faults?: { code?: string }[] };
  const codes = new Set((e.faults ?? []).map((f) => f.code));
  return e.key === "validation" && rules.every((rule) => codes.has(rule));
}

/**
 * A canonical UBL text without the cac:PartyName of a seller, buyer,
 * service provider or payer whose name is its legal name (cac:RegistrationName): the
 * canonical text is indented two spaces a level, so a party's elements are
 * the lines below it indented deeper.
 */
function withoutLegalNameAsPartyName(xml: string): string {
  const lines = xml.split("\n");
  const indent = (line: string) => line.length - line.trimStart().length;
  const drop = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== "<cac:PartyName>") continue;
    const depth = indent(lines[i]!);
    let party = i - 1;
    while (party >= 0 && indent(lines[party]!) >= depth) party--;
    let holder = party - 1;
    while (holder >= 0 && indent(lines[holder]!) >= depth - 2) holder--;
    // The payer (France extended, EXT-FR-FE-BG-02) is a party element itself, in the payment mandate.
    const payer = party >= 0 && lines[party]!.trim() === "<cac:PayerParty>";
    if (party < 0 || holder < 0 || (!payer && !/^<cac:(AccountingSupplierParty|AccountingCustomerParty|ServiceProviderParty)>$/.test(lines[holder]!.trim()))) continue;
    let end = party + 1;
    while (end < lines.length && indent(lines[end]!) > indent(lines[party]!)) end++;
    const name = lines[i + 2]?.trim();
    let registration: string | undefined;
    for (let j = party + 1; j < end; j++) if (lines[j]!.trim() === "<cbc:RegistrationName>" && indent(lines[j]!) === depth + 2) registration = lines[j + 1]?.trim();
    if (lines[i + 1]?.trim() === "<cbc:Name>" && name !== undefined && name === registration) for (let j = i; j < i + 3; j++) drop.add(j);
  }
  return lines.filter((_, i) => !drop.has(i)).join("\n");
}

/** The account names (BT-85) of gobl.cii's reference inputs, which its outputs leave out. */
const CII_ACCOUNT_NAMES: ReadonlyMap<string, string> = new Map([
  ["convert/xrechnung/invoice-credit", "Random Bank"],
  ["convert/xrechnung/invoice-de-de", "Random Bank Co."],
  ["convert/xrechnung/invoice-de-es-b2b", "Random Bank Co."],
  ["convert/peppol-france-cius/credit-note", "Supplier SARL"],
  ["convert/peppol-france-cius/invoice-standard", "Supplier SARL"],
  ["convert/peppol-france-facturx/credit-note", "Supplier SARL"],
  ["convert/peppol-france-facturx/invoice-standard", "Supplier SARL"],
]);

/** The ordering periods (start, end; format 102) of gobl.cii's reference inputs, which its outputs leave out. */
const CII_ORDERING_PERIODS: ReadonlyMap<string, [string, string]> = new Map([
  ["convert/en16931/invoice-complete", ["20130310", "20130410"]],
  ["convert/facturx/invoice-complete", ["20130310", "20130410"]],
  ["convert/peppol/invoice-complete", ["20130310", "20130410"]],
  ["convert/en16931/invoice-exempt", ["20250410", "20250410"]],
  ["convert/facturx/invoice-exempt", ["20250410", "20250410"]],
  ["convert/xrechnung/invoice-credit", ["20250304", "20260304"]],
]);

/** The item meta of gobl.cii's reference inputs that have one, the same on every line of each. */
const CII_ITEM_META: ReadonlyMap<string, [string, string][]> = new Map([
  ["convert/en16931/invoice-exempt", [["chargebee-date-from", "2025-04-10"], ["chargebee-date-to", "2025-04-10"]]],
  ["convert/facturx/invoice-exempt", [["chargebee-date-from", "2025-04-10"], ["chargebee-date-to", "2025-04-10"]]],
  ["convert/en16931/invoice-prices-include", [["chargebee-date-from", "2025-09-01"], ["chargebee-date-to", "2025-09-30"]]],
]);
