/**
 * The page of a built document: what the HTML and PDF renderers draw.
 * It picks the language, then asks each section for its part, in reading
 * order. Every document kind gets a page: the ones bizdoc knows with their
 * own tables, any other with whatever common members it has.
 */
import type { Envelope } from "../../engine/envelope/envelope.ts";
import type { RenderContext } from "../../engine/render/contracts.ts";
import type { Page, Table, TextSection, TotalRow } from "./model.ts";
import { adjustmentsTable } from "./adjustments.ts";
import type { PageContext } from "./context.ts";
import { documentNumber, obj, str, type Obj } from "./doc.ts";
import { formatterFor } from "./format.ts";
import { headerFields } from "./header.ts";
import { messageSection, paidTable, paymentTotal, statusTable } from "./kinds.ts";
import { labelsFor, type Labels } from "./labels/index.ts";
import { pageLanguage } from "./lang.ts";
import { linesTable } from "./lines.ts";
import { noteSections } from "./notes.ts";
import { partyBlocks } from "./parties.ts";
import { paymentSection } from "./payment.ts";
import { pageCodes, stampSection } from "./stamps.ts";
import { taxTable } from "./taxes.ts";
import { kindOf, titleOf } from "./title.ts";
import { totalRows } from "./totals.ts";

export type { Field, Page, PageCode, PartyBlock, Table, TextSection, TotalRow } from "./model.ts";
export { LANGUAGES, type Labels } from "./labels/index.ts";
export { formatterFor, type Formatter } from "./format.ts";

export function pageOf(envelope: Envelope, options: { lang?: string }, context: RenderContext): Page {
  const doc: Obj = obj(envelope.doc) ?? {};
  const head = obj(envelope.head);
  const kind = kindOf(doc);
  const country = regimeCountry(doc);
  const lang = pageLanguage(options.lang, country);
  const labels = labelsFor(lang.labels);
  const format = formatterFor(lang.tag);
  const currency = str(doc.currency);
  const ctx: PageContext = {
    labels,
    format,
    lang: lang.labels,
    currency,
    regime: safeRegime(context, country),
    money: (value) => format.amount(str(value), currency),
  };

  const page: Page = {
    lang: lang.tag,
    ...(lang.rtl ? { rtl: true } : {}),
    title: titleOf(kind, doc, labels),
    header: headerFields(doc, ctx),
    parties: partyBlocks(doc, ctx, kind),
    tables: tablesOf(kind, doc, ctx),
    totals: totalsOf(kind, doc, ctx),
    sections: sectionsOf(kind, doc, head, ctx),
    codes: pageCodes(head),
  };
  const number = documentNumber(doc);
  if (number && kind !== "org/party") page.number = number;
  const footer = footerOf(head, ctx);
  if (footer) page.footer = footer;
  return page;
}

/** The regime's country: `$regime`, else the supplier's tax country, else a party document's own. */
function regimeCountry(doc: Obj): string | undefined {
  return str(doc.$regime) ?? str(obj(obj(doc.supplier)?.tax_id)?.country) ?? str(obj(doc.tax_id)?.country);
}

/** A regime lookup that cannot fail the page: without the regime, taxes keep their codes. */
function safeRegime(context: RenderContext, country: string | undefined): PageContext["regime"] {
  try {
    return country ? context.regime(country) : undefined;
  } catch {
    return undefined;
  }
}

function tablesOf(kind: string, doc: Obj, ctx: PageContext): Table[] {
  const tables: (Table | undefined)[] =
    kind === "bill/payment"
      ? [paidTable(doc, ctx)]
      : kind === "bill/status"
        ? [statusTable(doc, ctx)]
        : [linesTable(doc.lines, ctx), adjustmentsTable(doc, ctx), taxTable(obj(doc.totals), ctx)];
  return tables.filter((t): t is Table => t !== undefined);
}

function totalsOf(kind: string, doc: Obj, ctx: PageContext): TotalRow[] {
  if (kind === "bill/payment") return paymentTotal(doc, ctx);
  return totalRows(obj(doc.totals), ctx);
}

function sectionsOf(kind: string, doc: Obj, head: Obj | undefined, ctx: PageContext): TextSection[] {
  const sections: (TextSection | undefined)[] = [
    kind === "note/message" ? messageSection(doc, ctx) : undefined,
    paymentSection(doc, ctx),
    ...noteSections(doc, ctx),
    stampSection(head, ctx),
  ];
  return sections.filter((s): s is TextSection => s !== undefined);
}

/** `UUID: … · Digest (sha256): …`, what identifies this very document. */
function footerOf(head: Obj | undefined, ctx: PageContext): string | undefined {
  const f = ctx.labels.footer;
  const uuid = str(head?.uuid);
  const dig = obj(head?.dig);
  const parts = [uuid ? `${f.uuid}: ${uuid}` : undefined, str(dig?.val) ? `${f.digest} (${str(dig?.alg) ?? "sha256"}): ${str(dig?.val)}` : undefined];
  const text = parts.filter(Boolean).join(" · ");
  return text || undefined;
}

/** The labels of a page's language, for the words a renderer adds around the model (its headings). */
export function pageLabels(page: Pick<Page, "lang">): Labels {
  return labelsFor(pageLanguage(page.lang, undefined).labels);
}
