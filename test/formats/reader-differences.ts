/**
 * Where our XML readers differ from GOBL's converters on purpose (README,
 * "Where we differ from GOBL on purpose"), as changes to the document GOBL's
 * parser gives, so that comparisons with it can be exact.
 */
import { Amount, Percentage } from "../../engine/index.ts";
import { isTaxCountryCode } from "../../engine/l10n/index.ts";
import { child, children, readXML, textAt, type ReadElement } from "../../formats/ubl/xml.ts";
import { findReadContext } from "../../formats/ubl/profiles.ts";
import { readStatedPrice } from "../../formats/ubl/read/lines.ts";
import { statedPrices } from "../../formats/cii/read/lines.ts";
import { openInvoice } from "../../formats/cii/read/root.ts";
import { child as ciiChild } from "../../formats/cii/xml.ts";
import { linePricesMeta } from "../../formats/common/kept-terms.ts";
import { readTaxCurrency } from "../../formats/common/tax-currency.ts";
import { builtinRegimes } from "../../regimes/index.ts";

type Obj = Record<string, any>;

/** Text at a path below a UBL element (local names), as the readers see it. */
function ublText(element: ReadElement | undefined, ...path: string[]): string | undefined {
  return textAt(element, ...path);
}

/** The UBL parties GOBL's document has, each with its XML element: the seller (BG-4, the ordering's seller under a tax representative), the buyer, the payee. */
function ublParties(doc: Obj, xml: string): { party: Obj | undefined; element: ReadElement | undefined; seller: boolean }[] {
  const { root } = readXML(xml);
  const represented = child(root, "TaxRepresentativeParty") !== undefined;
  return [
    { party: represented ? doc.ordering?.seller : doc.supplier, element: child(child(root, "AccountingSupplierParty"), "Party"), seller: true },
    { party: doc.customer, element: child(child(root, "AccountingCustomerParty"), "Party"), seller: false },
    { party: doc.payment?.payee, element: child(root, "PayeeParty"), seller: false },
  ];
}

/**
 * `apply` changes GOBL's document into ours; some need the XML it was read
 * from (`xml`; skipped without it), and answer "recalculate" when what they
 * changed feeds the calculation, for the caller to calculate the document again.
 */
const READER_DIFFERENCES: { formats: string[]; reason: string; apply(doc: Obj, xml?: string): void | "recalculate" }[] = [
  {
    formats: ["cii"],
    reason: "a single due date stated without an amount is due for the whole amount: 100%, where gobl.cii leaves 0.00 (which GOBL-PAY-DUEDATE-02 refuses)",
    apply(doc) {
      const dates = doc.payment?.terms?.due_dates;
      if (!Array.isArray(dates) || dates.length !== 1) return;
      const [due] = dates;
      if (due.percent !== undefined || !/^0(\.0+)?$/.test(String(due.amount ?? "0"))) return;
      // GOBL works a due date's amount out of its percent of the payable (bill/calculator.go).
      Object.assign(due, { amount: doc.totals.payable, percent: "100%" });
    },
  },
  {
    formats: ["ubl", "cii"],
    reason: "an address's (or an item's origin) country is ISO 3166-1: Greece's tax prefix EL, which GOBL's converters write, reads as GR",
    apply(doc) {
      const parties = [doc.supplier, doc.customer, doc.payment?.payee, doc.ordering?.seller, doc.ordering?.buyer, doc.delivery?.receiver];
      for (const party of parties) for (const address of party?.addresses ?? []) if (address.country === "EL") address.country = "GR";
      for (const line of doc.lines ?? []) if (line.item?.origin === "EL") line.item.origin = "GR";
    },
  },
  {
    formats: ["ubl"],
    reason:
      "a VAT identifier's country is its own prefix (BR-CO-9), not the party's address's: NO987654321MVA at a Danish address is a Norwegian tax ID 987654321MVA, where gobl.ubl reads a Danish one NO987654321MVA",
    apply(doc) {
      const parties = [doc.supplier, doc.customer, doc.payment?.payee, doc.ordering?.seller];
      for (const party of parties) {
        const id = party?.tax_id;
        if (!id || (id.scheme !== undefined && id.scheme !== "VAT") || typeof id.code !== "string") continue;
        const prefix = /^([A-Z]{2})(.+)$/.exec(id.code);
        if (!prefix || prefix[1] === id.country || !isTaxCountryCode(prefix[1]!)) continue;
        id.country = prefix[1];
        id.code = prefix[2];
      }
    },
  },
  {
    formats: ["ubl"],
    reason:
      "a line whose stated net amount (BT-131) is negative while its quantity and price are positive is a return: its quantity reads negative, where gobl.ubl ignores BT-131 and reads a sale",
    apply(doc, xml) {
      if (xml === undefined) return;
      const priced = [...xml.matchAll(/<cac:(?:Invoice|CreditNote)Line>([\s\S]*?)<\/cac:(?:Invoice|CreditNote)Line>/g)]
        .map((match) => match[1]!)
        .filter((line) => line.includes("<cac:Price>"));
      let changed = false;
      priced.forEach((line, index) => {
        const stated = /<cbc:LineExtensionAmount[^>]*>\s*(-[0-9.]+)\s*</.exec(line)?.[1];
        const target = doc.lines?.[index];
        if (stated === undefined || !target || line.includes("<cac:AllowanceCharge>")) return;
        if (!Amount.parse(target.quantity).isPositive() || !Amount.parse(target.item.price).isPositive()) return;
        target.quantity = Amount.parse(target.quantity).negate().toString();
        changed = true;
      });
      return changed ? "recalculate" : undefined;
    },
  },
  {
    formats: ["ubl"],
    reason:
      "the rounding amount (BT-114, cbc:PayableRoundingAmount) is kept as totals.rounding, so the payable amount is the one stated; gobl.ubl drops it",
    apply(doc, xml) {
      const stated = xml === undefined ? undefined : /<cbc:PayableRoundingAmount[^>]*>\s*([-0-9.]+)\s*</.exec(xml)?.[1];
      if (stated === undefined || Amount.parse(stated).isZero() || !doc.totals) return;
      const rounding = Amount.parse(stated);
      const totals = doc.totals;
      totals.rounding = stated;
      // As GOBL's calculator goes on from the rounding: payable, then what is due, then due dates' shares of the payable.
      const payable = Amount.parse(totals.payable).add(rounding);
      totals.payable = payable.toString();
      if (totals.due !== undefined) totals.due = Amount.parse(totals.due).add(rounding).toString();
      for (const due of doc.payment?.terms?.due_dates ?? []) if (due.percent !== undefined) due.amount = Percentage.parse(due.percent).of(payable).toString();
    },
  },
  {
    formats: ["ubl"],
    reason:
      "a payment means code without a key of gobl.ubl's (21, 31, 55, 60, 68, 97, and 4, 70, ... as `other`) keeps its code (BT-81), where gobl.ubl reads `any`, which the EN 16931 addon turns into code 1",
    apply(doc, xml) {
      const instructions = doc.payment?.instructions;
      const code = xml === undefined ? undefined : /<cac:PaymentMeans>[\s\S]*?<cbc:PaymentMeansCode[^>]*>\s*([^<\s]*)\s*</.exec(xml)?.[1];
      if (!instructions || code === undefined || instructions.key !== "any" || code === "1" || code === "") return;
      const keys: Record<string, string> = { "21": "bank-draft", "31": "debit-transfer", "55": "card+debit", "60": "promissory-note", "68": "online", "97": "netting" };
      instructions.key = keys[code] ?? "other";
      instructions.ext = { ...instructions.ext, "untdid-payment-means": code };
    },
  },
  {
    formats: ["ubl"],
    reason:
      "the accounts (BG-17) of every payment means with the first one's code are kept, in order, in credit_transfer; gobl.ubl keeps the first means' only",
    apply(doc, xml) {
      const instructions = doc.payment?.instructions;
      if (!instructions || xml === undefined) return;
      const means = [...xml.matchAll(/<cac:PaymentMeans>([\s\S]*?)<\/cac:PaymentMeans>/g)].map((match) => match[1]!);
      const codeOf = (text: string) => /<cbc:PaymentMeansCode[^>]*>\s*([^<\s]*)\s*</.exec(text)?.[1];
      for (const more of means.slice(1)) {
        const account = /<cac:PayeeFinancialAccount>([\s\S]*?)<\/cac:PayeeFinancialAccount>/.exec(more)?.[1];
        if (account === undefined || codeOf(more) !== codeOf(means[0]!)) continue;
        const text = (name: string) => new RegExp(`<cbc:${name}[^>]*>([^<]*)<`).exec(account)?.[1];
        const id = text("ID");
        const branch = /<cac:FinancialInstitutionBranch>[\s\S]*?<cbc:ID[^>]*>([^<]*)</.exec(account)?.[1];
        const entry: Obj = {};
        if (id !== undefined) entry[/^[A-Z]{2}/.test(id.trim().toUpperCase()) ? "iban" : "number"] = id.trim();
        if (text("Name") !== undefined) entry.name = text("Name");
        if (branch !== undefined) entry.bic = branch;
        instructions.credit_transfer = [...(instructions.credit_transfer ?? []), entry];
      }
    },
  },
  {
    formats: ["ubl"],
    reason: "an order reference \"NA\" (Peppol's placeholder when there is none) is no purchase order; gobl.ubl reads purchase order \"NA\"",
    apply(doc) {
      const purchases = doc.ordering?.purchases;
      if (!Array.isArray(purchases) || purchases.length !== 1 || purchases[0].code !== "NA") return;
      delete doc.ordering.purchases;
      if (Object.keys(doc.ordering).length === 0) delete doc.ordering;
    },
  },
  {
    formats: ["cii"],
    reason:
      "a payment means code (BT-81) reads as the GOBL key EN 16931's addon gives that same code (21, 31, 55, 60, 68, 97 too), else as \"other\" with the code kept; gobl.cii reads codes outside its map as \"any\" (which the addon makes 1) and 42 as debit-transfer (which it makes 31)",
    apply(doc, xml) {
      const instructions = doc.payment?.instructions;
      const code = xml === undefined ? undefined : /<ram:SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>\s*([^<\s]+)\s*</.exec(xml)?.[1];
      if (!instructions || code === undefined) return;
      const keys: Record<string, string> = { "10": "cash", "20": "cheque", "21": "bank-draft", "30": "credit-transfer", "31": "debit-transfer", "48": "card", "49": "direct-debit", "55": "card+debit", "58": "credit-transfer+sepa", "59": "direct-debit+sepa", "60": "promissory-note", "68": "online", "97": "netting" };
      instructions.key = Object.hasOwn(keys, code) ? keys[code] : "other";
      instructions.ext = { ...(instructions.ext ?? {}), "untdid-payment-means": code };
    },
  },
  {
    formats: ["cii"],
    reason: "every payment means's account to be paid into (BG-17) is kept in credit_transfer, in order; gobl.cii keeps the first means's only",
    apply(doc, xml) {
      const instructions = doc.payment?.instructions;
      if (!instructions || xml === undefined) return;
      const means = [...xml.matchAll(/<ram:SpecifiedTradeSettlementPaymentMeans>([\s\S]*?)<\/ram:SpecifiedTradeSettlementPaymentMeans>/g)].map((m) => m[1]!).slice(1);
      const text = (within: string, element: string) => new RegExp(`<ram:${element}>\\s*([^<]*?)\\s*</ram:${element}>`).exec(within)?.[1] || undefined;
      for (const each of means) {
        const account = /<ram:PayeePartyCreditorFinancialAccount>([\s\S]*?)<\/ram:PayeePartyCreditorFinancialAccount>/.exec(each)?.[1];
        if (account === undefined) continue;
        const entry: Obj = {};
        for (const [key, value] of [["iban", text(account, "IBANID")], ["name", text(account, "AccountName")], ["number", text(account, "ProprietaryID")], ["bic", text(each, "BICID")]] as const) if (value !== undefined) entry[key] = value;
        instructions.credit_transfer = [...(instructions.credit_transfer ?? []), entry];
      }
    },
  },
  {
    formats: ["cii"],
    reason: "a line allowance's or charge's base (BT-137, BT-142) stated with its percentage is kept as its base; gobl.cii drops it, and GOBL applies the percentage to the line sum",
    apply(doc, xml) {
      if (xml === undefined) return;
      const settlements = [...xml.matchAll(/<ram:SpecifiedLineTradeSettlement>([\s\S]*?)<\/ram:SpecifiedLineTradeSettlement>/g)].map((m) => m[1]!);
      let changed = false;
      settlements.forEach((settlement, index) => {
        const line = doc.lines?.[index];
        if (!line) return;
        const charges = [...(line.charges ?? [])];
        const discounts = [...(line.discounts ?? [])];
        for (const [, body] of settlement.matchAll(/<ram:SpecifiedTradeAllowanceCharge>([\s\S]*?)<\/ram:SpecifiedTradeAllowanceCharge>/g)) {
          const target = /<udt:Indicator>\s*true\s*</.test(body!) ? charges.shift() : discounts.shift();
          const base = /<ram:BasisAmount>\s*([-0-9.]+)\s*</.exec(body!)?.[1];
          if (target && base !== undefined && /<ram:CalculationPercent>/.test(body!)) {
            target.base = base;
            changed = true;
          }
        }
      });
      return changed ? "recalculate" : undefined;
    },
  },
  {
    formats: ["cii"],
    reason:
      "a line whose quantity × net price ÷ base quantity does not give its stated net amount (BT-131) is read the way of the same numbers that does: the quantity negative (a return written with a positive quantity), the price without its base quantity (a base quantity stated as the price itself), or the price with the more decimals the amount was calculated with (still rounding to the price stated); gobl.cii ignores BT-131",
    apply(doc, xml) {
      if (xml === undefined) return;
      const items = [...xml.matchAll(/<ram:IncludedSupplyChainTradeLineItem>([\s\S]*?)<\/ram:IncludedSupplyChainTradeLineItem>/g)].map((m) => m[1]!);
      let changed = false;
      items.forEach((item, index) => {
        const line = doc.lines?.[index];
        const stated = /<ram:LineTotalAmount>\s*([-0-9.]+)\s*</.exec(item)?.[1];
        if (!line || stated === undefined || line.total === undefined || Amount.parse(line.total).equals(Amount.parse(stated))) return;
        const gap = Amount.parse(stated).subtract(Amount.parse(line.total));
        const quantity = Amount.parse(line.quantity);
        const price = Amount.parse(line.item.price);
        const sum = (q: Amount, p: Amount) => p.rescaleUp(2).multiply(q).rescale(2);
        const net = /<ram:NetPriceProductTradePrice>\s*<ram:ChargeAmount>\s*([0-9.]+)\s*</.exec(item)?.[1];
        const target = Amount.parse(line.sum).add(gap);
        if (sum(quantity.negate(), price).equals(target)) line.quantity = quantity.negate().toString();
        else if (net !== undefined && sum(quantity, Amount.parse(net)).equals(target)) line.item.price = net;
        else if (net !== undefined && sum(quantity.negate(), Amount.parse(net)).equals(target)) Object.assign(line, { quantity: quantity.negate().toString() }, { item: { ...line.item, price: net } });
        else {
          for (let exp = Math.max(price.exp, 2) + 1; exp <= price.exp + 8; exp++) {
            const finer = target.rescaleUp(exp).divide(quantity);
            if (!finer.rescale(price.exp).equals(price)) break;
            if (sum(quantity, finer).equals(target)) {
              line.item.price = finer.toString();
              break;
            }
          }
        }
        changed = true;
      });
      return changed ? "recalculate" : undefined;
    },
  },
  {
    formats: ["ubl"],
    reason:
      "a party's trading name (BT-28, BT-45: cac:PartyName) is its alias even when it is its legal name too, where gobl.ubl keeps no alias then; our writer writes cac:PartyName from the alias alone (gobl.ubl writes the legal name there when there is no alias)",
    apply(doc, xml) {
      if (xml === undefined) return;
      for (const { party, element } of ublParties(doc, xml)) {
        const name = ublText(element, "PartyName", "Name");
        if (party && party.alias === undefined && name !== undefined && name === party.name && ublText(element, "PartyLegalEntity", "RegistrationName") !== undefined) party.alias = name;
      }
    },
  },
  {
    formats: ["ubl"],
    reason: "the seller's additional legal information (BT-33, cac:PartyLegalEntity/cbc:CompanyLegalForm) is read as its registration's details (registration.other); gobl.ubl drops it",
    apply(doc, xml) {
      if (xml === undefined) return;
      for (const { party, element, seller } of ublParties(doc, xml)) {
        const form = ublText(element, "PartyLegalEntity", "CompanyLegalForm");
        if (seller && party && form !== undefined && form.trim() !== "") party.registration = { other: form };
      }
    },
  },
  {
    formats: ["ubl"],
    reason:
      "GOBL has no field for the lines' identifiers (BT-126) nor for the business process (BT-23) of an EN 16931 invoice: they are kept in the document's meta (line-ids, a JSON array, when they are not 1, 2, ...; business-process), where gobl.ubl drops them",
    apply(doc, xml) {
      if (xml === undefined) return;
      const { root } = readXML(xml);
      const ids = [...children(root, "InvoiceLine"), ...children(root, "CreditNoteLine")].filter((line) => child(line, "Price")).map((line) => textAt(line, "ID") ?? "");
      const meta: Obj = {};
      if (!ids.every((id, i) => id === String(i + 1))) meta["line-ids"] = JSON.stringify(ids);
      const process = (textAt(root, "ProfileID") ?? "").trim();
      // Profiles that write a process of their own (Peppol's, XRechnung's, the French billing mode) do not keep it.
      const context = findReadContext(textAt(root, "CustomizationID") ?? "", textAt(root, "ProfileID") ?? "");
      if (process !== "" && (!context || context.key === "en16931")) meta["business-process"] = process;
      if (Object.keys(meta).length > 0) doc.meta = { ...(doc.meta ?? {}), ...meta };
    },
  },
  {
    formats: ["cii"],
    reason:
      "a tax registration with schemeID FC (the seller's tax registration identifier, BT-32) reads as an identity of tax scope, which the writer gives back as FC; gobl.cii reads it without a scope, and writes it back as the party's identifier (BT-29)",
    apply(doc) {
      const parties = [doc.supplier, doc.customer, doc.ordering?.seller];
      // gobl.cii's FC identities are the ones with a country (a party's plain ID, BT-29, has none).
      for (const party of parties) for (const identity of party?.identities ?? []) if (identity.country && !identity.scope && !identity.key && !identity.type && !identity.ext) identity.scope = "tax";
    },
  },
  {
    formats: ["ubl", "cii"],
    reason:
      "an address's third line (BT-162 to BT-165: UBL cac:AddressLine/cbc:Line, CII ram:LineThree), which GOBL's address has no field for, is kept in the address's meta (line-three); GOBL's converters drop it",
    apply(doc, xml) {
      if (xml === undefined) return;
      const ubl = !/CrossIndustryInvoice/.test(xml.slice(0, 2000));
      const lines = ubl
        ? [...xml.matchAll(/<(?:\w+:)?AddressLine>\s*<(?:\w+:)?Line>([^<]*)</g)].map((m) => m[1]!)
        : [...xml.matchAll(/<(?:\w+:)?LineThree>([^<]*)</g)].map((m) => m[1]!);
      if (lines.length === 0) return;
      // The third lines in document order belong to the addresses that have one; matched by the addresses' other lines.
      const { root } = ubl ? readXML(xml) : { root: undefined };
      const addresses: { address: Obj | undefined; line: string | undefined }[] = ubl
        ? [
            ...ublParties(doc, xml).map(({ party, element }) => ({ address: party?.addresses?.[0], line: ublText(element, "PostalAddress", "AddressLine", "Line") })),
            { address: doc.delivery?.receiver?.addresses?.[0], line: ublText(child(child(root, "Delivery"), "DeliveryLocation"), "Address", "AddressLine", "Line") },
          ]
        : [];
      if (!ubl) {
        const third = (party: string) => new RegExp(`<(?:\\w+:)?${party}>[\\s\\S]*?<(?:\\w+:)?LineThree>([^<]*)<[\\s\\S]*?</(?:\\w+:)?${party}>`).exec(xml)?.[1];
        const represented = /<(?:\w+:)?SellerTaxRepresentativeTradeParty>/.test(xml);
        addresses.push(
          { address: (represented ? doc.ordering?.seller : doc.supplier)?.addresses?.[0], line: third("SellerTradeParty") },
          { address: doc.customer?.addresses?.[0], line: third("BuyerTradeParty") },
          { address: represented ? doc.supplier?.addresses?.[0] : undefined, line: third("SellerTaxRepresentativeTradeParty") },
          { address: doc.delivery?.receiver?.addresses?.[0], line: third("ShipToTradeParty") },
        );
      }
      for (const { address, line } of addresses) {
        const text = line?.replace(/\s+/g, " ").trim();
        if (address && text) address.meta = { ...(address.meta ?? {}), "line-three": text };
      }
    },
  },
  {
    formats: ["ubl"],
    reason:
      "a line's price as stated (BT-146 net price and BT-149/BT-150 base quantity as written, BT-148 gross price, BT-147 price discount: cac:Price), where it says more than the unit price GOBL's item holds, is kept in the document's meta (line-prices) and written back; gobl.ubl drops gross price and discount, and divides the base quantity into the price",
    apply(doc, xml) {
      if (xml === undefined) return;
      const { root } = readXML(xml);
      const lines = [...children(root, "InvoiceLine"), ...children(root, "CreditNoteLine")].filter((line) => child(line, "Price"));
      const kept = linePricesMeta(lines.map((line, i) => readStatedPrice(line, i + 1)));
      if (kept) doc.meta = { ...(doc.meta ?? {}), "line-prices": kept };
    },
  },
  {
    formats: ["cii"],
    reason:
      "a line's price as stated (BT-146 net price and BT-149/BT-150 base quantity as written, BT-148 gross price and BT-147 its discount: ram:GrossPriceProductTradePrice), where it says more than the unit price GOBL's item holds, is kept in the document's meta (line-prices) and written back; gobl.cii writes the net price alone",
    apply(doc, xml) {
      if (xml === undefined) return;
      const kept = linePricesMeta(statedPrices(ciiChild(openInvoice(xml), "SupplyChainTradeTransaction")));
      if (kept) doc.meta = { ...(doc.meta ?? {}), "line-prices": kept };
    },
  },
  {
    formats: ["ubl"],
    reason:
      "the VAT accounting currency (BT-6) is read with the rate that gives the stated VAT total in it (BT-111) back, at the fewest decimals that do (628.62 / 675.00 reads 0.93129); gobl.ubl cuts the rate to the amounts' two decimals (0.93), which writes 627.75 back. Without VAT (no rate above zero explains a zero total) the currency alone is kept in meta (tax-currency)",
    apply(doc, xml) {
      if (xml === undefined) return;
      const { root } = readXML(xml);
      const code = textAt(root, "TaxCurrencyCode");
      const currency = doc.currency as string | undefined;
      if (!code || !currency || code === currency) return;
      const totals = children(root, "TaxTotal").map((total) => child(total, "TaxAmount"));
      const inCurrency = (wanted: string) => totals.find((amount) => amount?.attrs?.currencyID === wanted)?.text;
      const read = readTaxCurrency(currency, code, inCurrency(currency) ?? totals[0]?.text, inCurrency(code) ?? totals[1]?.text);
      if (read.exchangeRates) doc.exchange_rates = read.exchangeRates;
      else delete doc.exchange_rates;
      if (read.meta) doc.meta = { ...(doc.meta ?? {}), ...read.meta };
    },
  },
  {
    formats: ["ubl"],
    reason: "a rounding amount (BT-114) stated as zero is kept as totals.rounding too, so that it is written back as stated",
    apply(doc, xml) {
      const stated = xml === undefined ? undefined : /<cbc:PayableRoundingAmount[^>]*>\s*([-0-9.]+)\s*</.exec(xml)?.[1];
      if (stated === undefined || !Amount.parse(stated).isZero() || !doc.totals) return;
      doc.totals.rounding = Amount.parse(stated).toString();
    },
  },
  {
    formats: ["ubl"],
    reason:
      "payment means code 42 (payment to bank account, BT-81) reads as `other` keeping its code; gobl.ubl reads it as debit-transfer, which the EN 16931 addon writes as 31",
    apply(doc, xml) {
      const instructions = doc.payment?.instructions;
      const code = xml === undefined ? undefined : /<cac:PaymentMeans>[\s\S]*?<cbc:PaymentMeansCode[^>]*>\s*([^<\s]*)\s*</.exec(xml)?.[1];
      if (!instructions || code !== "42") return;
      instructions.key = "other";
      instructions.ext = { ...instructions.ext, "untdid-payment-means": code };
    },
  },
  {
    formats: ["ubl"],
    reason:
      "a cac:PartyTaxScheme whose scheme is not VAT (BT-32, the seller's tax registration: a German Steuernummer, Sweden's \"Godkänd för F-skatt\" under TAX) is an identity of tax scope keeping its scheme as its type, also when it is the party's only one, unless its tax type code is VAT or its scheme the country's regime's (GST in Canada) or the country has no regime naming a scheme; gobl.ubl reads a lone one as the tax ID (the address's country prefixed: 12/345/67890 becomes DE1234567890)",
    apply(doc, xml) {
      if (xml === undefined) return;
      for (const { party, element } of ublParties(doc, xml)) {
        if (!party?.tax_id || !element) continue;
        const country = ublText(element, "PostalAddress", "Country", "IdentificationCode");
        // The tax scheme of the country's regime, as the UBL reader asks the engine (Greece's regime answers GR too).
        const regime = builtinRegimes.find(({ definition }) => country !== undefined && (definition.country === country || (definition as Obj).alt_country_codes?.includes(country)));
        const regimeScheme: string | undefined = (regime?.definition as Obj | undefined)?.tax_scheme;
        if (regimeScheme === undefined) continue;
        const schemes = children(element, "PartyTaxScheme").filter((pts) => ublText(pts, "CompanyID") && child(pts, "TaxScheme"));
        const names = (pts: ReadElement, scheme: string) => ublText(pts, "TaxScheme", "ID") === scheme || ublText(pts, "TaxScheme", "TaxTypeCode") === scheme;
        // Only where no scheme is the tax ID for us: gobl.ubl's choice then stands for none, and becomes a tax identity like the rest.
        if (schemes.some((pts) => names(pts, "VAT") || names(pts, regimeScheme))) continue;
        const chosen = schemes[0]!;
        delete party.tax_id;
        const type = ublText(chosen, "TaxScheme", "ID") ?? "";
        const identity: Obj = { ...(country ? { country } : {}), code: ublText(chosen, "CompanyID"), scope: "tax", ...(type !== "" ? { type } : {}) };
        const identities: Obj[] = party.identities ?? [];
        const firstTax = identities.findIndex((each) => each.scope === "tax");
        const afterLegal = identities.reduce((at, each, index) => (each.scope === "legal" ? index + 1 : at), 0);
        identities.splice(firstTax >= 0 ? firstTax : afterLegal, 0, identity);
        party.identities = identities;
      }
    },
  },
  {
    formats: ["cii"],
    reason: "every item classification (BT-158, ram:DesignatedProductClassification repeats) is read, each an identity labelled with its scheme (BT-158-1); gobl.cii reads the first",
    apply(doc, xml) {
      if (xml === undefined) return;
      const items = [...xml.matchAll(/<ram:IncludedSupplyChainTradeLineItem>([\s\S]*?)<\/ram:IncludedSupplyChainTradeLineItem>/g)].map((m) => m[1]!);
      items.forEach((item, index) => {
        const identities: Obj[] | undefined = doc.lines?.[index]?.item?.identities;
        const codes = [...item.matchAll(/<ram:DesignatedProductClassification>\s*<ram:ClassCode(\s[^>]*)?>([^<]*)</g)].map((m) => ({ code: m[2]!.trim(), label: /listID="([^"]*)"/.exec(m[1] ?? "")?.[1] }));
        if (!identities || codes.length < 2) return;
        const at = identities.findIndex((identity) => identity.code === codes[0]!.code && identity.label === codes[0]!.label);
        if (at < 0) return;
        identities.splice(at + 1, 0, ...codes.slice(1).map(({ code, label }) => (label === undefined ? { code } : { code, label })));
      });
    },
  },
  {
    formats: ["cii"],
    reason:
      "a contact point stated as a department alone (BT-41, BT-56: ram:DepartmentName without ram:PersonName) reads as a person named after the department whose role is the department (GOBL's person needs a name), written back as DepartmentName alone; gobl.cii reads no person then, and XRechnung's BR-DE-5 refuses the seller's contact written back without one",
    apply(doc, xml) {
      if (xml === undefined) return;
      const ciiBlock = (within: string, element: string) => new RegExp(`<ram:${element}>([\\s\\S]*?)</ram:${element}>`).exec(within)?.[1];
      const represented = xml.includes("<ram:SellerTaxRepresentativeTradeParty>");
      const parties: [Obj | undefined, string][] = [
        [represented ? doc.ordering?.seller : doc.supplier, "SellerTradeParty"],
        [doc.customer, "BuyerTradeParty"],
      ];
      for (const [party, element] of parties) {
        const contact = ciiBlock(ciiBlock(xml, element) ?? "", "DefinedTradeContact");
        const department = contact === undefined ? undefined : ciiBlock(contact, "DepartmentName")?.trim();
        if (!party || !department || ciiBlock(contact!, "PersonName")?.trim()) continue;
        party.people = [{ name: { given: department }, role: department }];
      }
    },
  },
];

/**
 * GOBL's parsed document changed as our reader of that format differs on
 * purpose; `xml` is what it was read from. Answers whether a change feeds
 * the calculation (the document must then be calculated again).
 */
export function applyReaderDifferences(format: string, doc: Obj, xml?: string): boolean {
  let recalculate = false;
  for (const difference of READER_DIFFERENCES) if (difference.formats.includes(format) && difference.apply(doc, xml) === "recalculate") recalculate = true;
  return recalculate;
}
