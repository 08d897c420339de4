/**
 * Where each business term of the EN 16931 semantic model comes from in a
 * GOBL invoice, as bizdoc's UBL and CII writers fill them: when written XML
 * breaks an official rule, the refusal names the document's properties to
 * fix, not only the XML's. Line terms (BG-25 and within) are relative to a
 * line (`$.doc.lines[i]`), the writer's line index filled in by the caller.
 */

/** The document paths of the header terms and groups. */
const HEADER: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ["BT-1", ["$.doc.series", "$.doc.code"]],
  ["BT-2", ["$.doc.issue_date"]],
  ["BT-3", ["$.doc.type", "$.doc.tax.ext.untdid-document-type"]],
  ["BT-5", ["$.doc.currency"]],
  ["BT-6", ["$.doc.exchange_rates"]],
  ["BT-7", ["$.doc.value_date"]],
  ["BT-8", ["$.doc.tax.point"]],
  ["BT-9", ["$.doc.payment.terms.due_dates"]],
  ["BT-10", ["$.doc.ordering.code"]],
  ["BT-11", ["$.doc.ordering.projects"]],
  ["BT-12", ["$.doc.ordering.contracts"]],
  ["BT-13", ["$.doc.ordering.purchases"]],
  ["BT-14", ["$.doc.ordering.sales"]],
  ["BT-15", ["$.doc.ordering.receiving"]],
  ["BT-16", ["$.doc.ordering.despatch"]],
  ["BT-17", ["$.doc.ordering.tender"]],
  ["BT-18", ["$.doc.ordering.identities"]],
  ["BT-19", ["$.doc.ordering.cost"]],
  ["BT-20", ["$.doc.payment.terms"]],
  ["BG-1", ["$.doc.notes"]],
  ["BT-21", ["$.doc.notes"]],
  ["BT-22", ["$.doc.notes"]],
  ["BG-3", ["$.doc.preceding"]],
  ["BT-25", ["$.doc.preceding"]],
  ["BT-26", ["$.doc.preceding"]],
  ["BG-4", ["$.doc.supplier"]],
  ["BT-27", ["$.doc.supplier.name"]],
  ["BT-28", ["$.doc.supplier.alias"]],
  ["BT-29", ["$.doc.supplier.identities"]],
  ["BT-30", ["$.doc.supplier.identities"]],
  ["BT-31", ["$.doc.supplier.tax_id"]],
  ["BT-32", ["$.doc.supplier.identities"]],
  ["BT-33", ["$.doc.supplier.registration"]],
  ["BT-34", ["$.doc.supplier.inboxes"]],
  ["BG-5", ["$.doc.supplier.addresses"]],
  ["BT-35", ["$.doc.supplier.addresses"]],
  ["BT-36", ["$.doc.supplier.addresses"]],
  ["BT-37", ["$.doc.supplier.addresses"]],
  ["BT-38", ["$.doc.supplier.addresses"]],
  ["BT-39", ["$.doc.supplier.addresses"]],
  ["BT-40", ["$.doc.supplier.addresses"]],
  ["BG-6", ["$.doc.supplier.people"]],
  ["BT-41", ["$.doc.supplier.people"]],
  ["BT-42", ["$.doc.supplier.telephones"]],
  ["BT-43", ["$.doc.supplier.emails"]],
  ["BG-7", ["$.doc.customer"]],
  ["BT-44", ["$.doc.customer.name"]],
  ["BT-45", ["$.doc.customer.alias"]],
  ["BT-46", ["$.doc.customer.identities"]],
  ["BT-47", ["$.doc.customer.identities"]],
  ["BT-48", ["$.doc.customer.tax_id"]],
  ["BT-49", ["$.doc.customer.inboxes"]],
  ["BG-8", ["$.doc.customer.addresses"]],
  ["BT-50", ["$.doc.customer.addresses"]],
  ["BT-51", ["$.doc.customer.addresses"]],
  ["BT-52", ["$.doc.customer.addresses"]],
  ["BT-53", ["$.doc.customer.addresses"]],
  ["BT-54", ["$.doc.customer.addresses"]],
  ["BT-55", ["$.doc.customer.addresses"]],
  ["BG-9", ["$.doc.customer.people"]],
  ["BT-56", ["$.doc.customer.people"]],
  ["BT-57", ["$.doc.customer.telephones"]],
  ["BT-58", ["$.doc.customer.emails"]],
  ["BG-10", ["$.doc.payment.payee"]],
  ["BT-59", ["$.doc.payment.payee.name"]],
  ["BT-60", ["$.doc.payment.payee.identities"]],
  ["BT-61", ["$.doc.payment.payee.identities"]],
  // The tax representative: written when the ordering names another seller, the supplier representing it.
  ["BG-11", ["$.doc.ordering.seller", "$.doc.supplier"]],
  ["BT-62", ["$.doc.supplier.name"]],
  ["BT-63", ["$.doc.supplier.tax_id"]],
  ["BG-12", ["$.doc.supplier.addresses"]],
  ["BT-64", ["$.doc.supplier.addresses"]],
  ["BT-65", ["$.doc.supplier.addresses"]],
  ["BT-66", ["$.doc.supplier.addresses"]],
  ["BT-67", ["$.doc.supplier.addresses"]],
  ["BT-68", ["$.doc.supplier.addresses"]],
  ["BT-69", ["$.doc.supplier.addresses"]],
  ["BG-13", ["$.doc.delivery"]],
  ["BT-70", ["$.doc.delivery.receiver.name"]],
  ["BT-71", ["$.doc.delivery.identities"]],
  ["BT-72", ["$.doc.delivery.date"]],
  ["BG-14", ["$.doc.ordering.period"]],
  ["BT-73", ["$.doc.ordering.period.start"]],
  ["BT-74", ["$.doc.ordering.period.end"]],
  ["BG-15", ["$.doc.delivery.receiver.addresses"]],
  ["BT-75", ["$.doc.delivery.receiver.addresses"]],
  ["BT-76", ["$.doc.delivery.receiver.addresses"]],
  ["BT-77", ["$.doc.delivery.receiver.addresses"]],
  ["BT-78", ["$.doc.delivery.receiver.addresses"]],
  ["BT-79", ["$.doc.delivery.receiver.addresses"]],
  ["BT-80", ["$.doc.delivery.receiver.addresses"]],
  ["BG-16", ["$.doc.payment.instructions"]],
  ["BT-81", ["$.doc.payment.instructions.key", "$.doc.payment.instructions.ext.untdid-payment-means"]],
  ["BT-82", ["$.doc.payment.instructions.detail"]],
  ["BT-83", ["$.doc.payment.instructions.ref"]],
  ["BG-17", ["$.doc.payment.instructions.credit_transfer"]],
  ["BT-84", ["$.doc.payment.instructions.credit_transfer"]],
  ["BT-85", ["$.doc.payment.instructions.credit_transfer"]],
  ["BT-86", ["$.doc.payment.instructions.credit_transfer"]],
  ["BG-18", ["$.doc.payment.instructions.card"]],
  ["BT-87", ["$.doc.payment.instructions.card"]],
  ["BT-88", ["$.doc.payment.instructions.card"]],
  ["BG-19", ["$.doc.payment.instructions.direct_debit"]],
  ["BT-89", ["$.doc.payment.instructions.direct_debit.ref"]],
  ["BT-90", ["$.doc.payment.instructions.direct_debit.creditor"]],
  ["BT-91", ["$.doc.payment.instructions.direct_debit.account"]],
  ["BG-20", ["$.doc.discounts"]],
  ["BT-92", ["$.doc.discounts"]],
  ["BT-93", ["$.doc.discounts"]],
  ["BT-94", ["$.doc.discounts"]],
  ["BT-95", ["$.doc.discounts"]],
  ["BT-96", ["$.doc.discounts"]],
  ["BT-97", ["$.doc.discounts"]],
  ["BT-98", ["$.doc.discounts"]],
  ["BG-21", ["$.doc.charges"]],
  ["BT-99", ["$.doc.charges"]],
  ["BT-100", ["$.doc.charges"]],
  ["BT-101", ["$.doc.charges"]],
  ["BT-102", ["$.doc.charges"]],
  ["BT-103", ["$.doc.charges"]],
  ["BT-104", ["$.doc.charges"]],
  ["BT-105", ["$.doc.charges"]],
  ["BG-22", ["$.doc.totals"]],
  ["BT-106", ["$.doc.totals.sum"]],
  ["BT-107", ["$.doc.totals.discount"]],
  ["BT-108", ["$.doc.totals.charge"]],
  ["BT-109", ["$.doc.totals.total"]],
  ["BT-110", ["$.doc.totals.tax"]],
  ["BT-111", ["$.doc.totals.tax"]],
  ["BT-112", ["$.doc.totals.total_with_tax"]],
  ["BT-113", ["$.doc.totals.advance"]],
  ["BT-114", ["$.doc.totals.rounding"]],
  ["BT-115", ["$.doc.totals.payable"]],
  // The VAT breakdown is calculated from the lines', discounts' and charges' taxes: those are what to change.
  ["BG-23", ["$.doc.totals.taxes", "$.doc.lines"]],
  ["BT-116", ["$.doc.totals.taxes"]],
  ["BT-117", ["$.doc.totals.taxes"]],
  ["BT-118", ["$.doc.lines"]],
  ["BT-119", ["$.doc.lines"]],
  ["BT-120", ["$.doc.lines"]],
  ["BT-121", ["$.doc.lines"]],
  ["BG-24", ["$.doc.attachments"]],
  ["BT-122", ["$.doc.attachments"]],
  ["BT-123", ["$.doc.attachments"]],
  ["BT-124", ["$.doc.attachments"]],
  ["BT-125", ["$.doc.attachments"]],
  ["BG-25", ["$.doc.lines"]],
]);

/** The paths of the line terms and groups, below a line. */
const LINE: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ["BT-126", ["i"]],
  ["BT-127", ["notes"]],
  ["BT-128", ["identifier"]],
  ["BT-129", ["quantity"]],
  ["BT-130", ["item.unit"]],
  ["BT-131", ["total"]],
  ["BT-132", ["order"]],
  ["BT-133", ["cost"]],
  ["BG-26", ["period"]],
  ["BT-134", ["period.start"]],
  ["BT-135", ["period.end"]],
  ["BG-27", ["discounts"]],
  ["BT-136", ["discounts"]],
  ["BT-137", ["discounts"]],
  ["BT-138", ["discounts"]],
  ["BT-139", ["discounts"]],
  ["BT-140", ["discounts"]],
  ["BG-28", ["charges"]],
  ["BT-141", ["charges"]],
  ["BT-142", ["charges"]],
  ["BT-143", ["charges"]],
  ["BT-144", ["charges"]],
  ["BT-145", ["charges"]],
  ["BG-29", ["item.price"]],
  ["BT-146", ["item.price"]],
  ["BT-147", ["item.price"]],
  ["BT-148", ["item.price"]],
  ["BT-149", ["item.price"]],
  ["BT-150", ["item.price"]],
  ["BG-30", ["taxes"]],
  ["BT-151", ["taxes"]],
  ["BT-152", ["taxes"]],
  ["BG-31", ["item"]],
  ["BT-153", ["item.name"]],
  ["BT-154", ["item.description"]],
  ["BT-155", ["item.ref"]],
  ["BT-156", ["item.identities"]],
  ["BT-157", ["item.identities"]],
  ["BT-158", ["item.identities"]],
  ["BT-159", ["item.origin"]],
  ["BG-32", ["item.meta"]],
  ["BT-160", ["item.meta"]],
  ["BT-161", ["item.meta"]],
]);

/** A term's base (BT-29-1, a scheme identifier, belongs to BT-29). */
function baseTerm(term: string): string {
  const match = /^(B[TG]-\d+)/.exec(term);
  return match ? match[1] : term;
}

/**
 * The document paths feeding business terms: those of a line (`line`, its
 * index among the document's lines) when the fault is within one, the
 * header's otherwise; `$.doc` when no term is known.
 */
export function documentPathsOf(terms: readonly string[], line?: number): string[] {
  const paths = new Set<string>();
  for (const term of terms) {
    const base = baseTerm(term);
    const inLine = LINE.get(base);
    if (inLine) {
      const prefix = line === undefined ? "$.doc.lines" : `$.doc.lines[${line}]`;
      for (const p of inLine) paths.add(line === undefined ? prefix : `${prefix}.${p}`);
      continue;
    }
    for (const p of HEADER.get(base) ?? []) paths.add(line !== undefined && p === "$.doc.lines" ? `$.doc.lines[${line}].taxes` : p);
  }
  return paths.size > 0 ? [...paths] : ["$.doc"];
}

/**
 * The index among the document's lines of the line an XPath is within (its
 * first step naming one of the syntax's line elements, `cac:InvoiceLine[3]`
 * → 2), when it is within one: the writers write one XML line per line.
 */
export function lineIndexOf(xpath: string, lineElements: readonly string[]): number | undefined {
  for (const step of xpath.split("/")) {
    const match = /^(.+)\[(\d+)\]$/.exec(step);
    if (match && lineElements.includes(match[1])) return Number(match[2]) - 1;
  }
  return undefined;
}
