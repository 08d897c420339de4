/**
 * NFS-e on invoices (GOBL: gobl.br.nfse addon/bill_invoices.go).
 *
 * Normalising: a supplier stating no fiscal incentive gets "no incentive" (2).
 *
 * Rules: the invoice is in reais or gives a rate into them (17); it has a
 * series (01) and, when it has a code, a positive whole number without
 * leading zeros (02); its supplier (03) has a tax ID with a code (04, 05), a
 * name (06) and at least one full address (07-13), and states its IBGE
 * municipality, Simples Nacional option and fiscal incentive (14); NFS-e
 * takes no document-level charges (15) or discounts (16).
 */
import { canConvertTo, extRequire, failingItems, given, present, setExtIfEmpty, type Address, type Invoice, type Normalizer, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_MUNICIPALITY } from "../../../regimes/br/extensions.ts";
import { EXT_KEY_FISCAL_INCENTIVE, EXT_KEY_SIMPLES, FISCAL_INCENTIVE_DEFAULT } from "./extensions.ts";

/** An NFS-e number: a positive whole number, no leading zeros. */
const CODE_RE = /^[1-9][0-9]*$/;

const SUPPLIER_EXTENSIONS = [EXT_KEY_MUNICIPALITY, EXT_KEY_SIMPLES, EXT_KEY_FISCAL_INCENTIVE];

export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    if (inv.supplier) setExtIfEmpty(inv.supplier, EXT_KEY_FISCAL_INCENTIVE, FISCAL_INCENTIVE_DEFAULT);
  },
};

/** One rule per address field the NFS-e needs of the supplier: `read` gives the field named `field`. */
const addressField = (code: string, field: string, read: (a: Address) => unknown, what: string) => ({
  code,
  message: `each address of the supplier needs ${what}`,
  failing: (inv: Invoice) => failingItems(["supplier", "addresses"], inv.supplier?.addresses, (a) => !present(read(a)), field),
});

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-BR-NFSE-BILL-INVOICE-17",
      message: "an NFS-e must be in Brazilian reais (BRL) or give the exchange rate into them",
      test: canConvertTo("BRL"),
    },
    { code: "GOBL-BR-NFSE-BILL-INVOICE-01", field: "series", message: "an NFS-e needs a series", test: (inv) => present(inv.series) },
    {
      code: "GOBL-BR-NFSE-BILL-INVOICE-02",
      field: "code",
      message: "the NFS-e number must be a positive whole number without leading zeros",
      when: (inv) => present(inv.code),
      test: (inv) => CODE_RE.test(inv.code ?? ""),
    },
    { code: "GOBL-BR-NFSE-BILL-INVOICE-03", field: "supplier", message: "an NFS-e needs its supplier", test: (inv) => given(inv.supplier) },
    {
      code: "GOBL-BR-NFSE-BILL-INVOICE-04",
      field: "supplier.tax_id",
      message: "the supplier needs its tax ID (CNPJ or CPF)",
      when: (inv) => given(inv.supplier),
      test: (inv) => given(inv.supplier?.tax_id),
    },
    {
      code: "GOBL-BR-NFSE-BILL-INVOICE-05",
      field: "supplier.tax_id.code",
      message: "the supplier's tax ID needs its code",
      when: (inv) => given(inv.supplier?.tax_id),
      test: (inv) => present(inv.supplier?.tax_id?.code),
    },
    {
      code: "GOBL-BR-NFSE-BILL-INVOICE-06",
      field: "supplier.name",
      message: "the supplier needs its name",
      when: (inv) => given(inv.supplier),
      test: (inv) => present(inv.supplier?.name),
    },
    {
      code: "GOBL-BR-NFSE-BILL-INVOICE-07",
      field: "supplier.addresses",
      message: "the supplier needs at least one address",
      when: (inv) => given(inv.supplier),
      test: (inv) => present(inv.supplier?.addresses),
    },
    {
      code: "GOBL-BR-NFSE-BILL-INVOICE-08",
      message: "the supplier's addresses must not be empty",
      failing: (inv) => (inv.supplier?.addresses ?? []).flatMap((a, i) => (given(a) ? [] : [["supplier", "addresses", i]])),
    },
    addressField("GOBL-BR-NFSE-BILL-INVOICE-09", "street", (a) => a.street, "its street"),
    addressField("GOBL-BR-NFSE-BILL-INVOICE-10", "num", (a) => a.num, "its number"),
    addressField("GOBL-BR-NFSE-BILL-INVOICE-11", "locality", (a) => a.locality, "its locality"),
    addressField("GOBL-BR-NFSE-BILL-INVOICE-12", "state", (a) => a.state, "its state"),
    addressField("GOBL-BR-NFSE-BILL-INVOICE-13", "code", (a) => a.code, "its postal code (CEP)"),
    {
      code: "GOBL-BR-NFSE-BILL-INVOICE-14",
      field: "supplier.ext",
      message: `the supplier needs the extensions ${SUPPLIER_EXTENSIONS.join(", ")}`,
      when: (inv) => given(inv.supplier),
      test: (inv) => extRequire(...SUPPLIER_EXTENSIONS)(inv.supplier?.ext),
    },
    { code: "GOBL-BR-NFSE-BILL-INVOICE-15", field: "charges", message: "an NFS-e takes no document-level charges", test: (inv) => !present(inv.charges) },
    { code: "GOBL-BR-NFSE-BILL-INVOICE-16", field: "discounts", message: "an NFS-e takes no document-level discounts", test: (inv) => !present(inv.discounts) },
  ],
};
