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
];

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
