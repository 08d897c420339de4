/**
 * The fuel account statement complement, "Complemento de Estado de Cuenta de
 * Combustibles para Monederos Electrónicos" 1.2 revision B (GOBL:
 * addon/fuel_account_balance.go): the fuel bought with the e-wallets an
 * invoice's supplier issued, embedded in the invoice's `complements` as
 * `https://gobl.org/draft-0/regimes/mx/fuel-account-balance`.
 *
 * Calculation, exactly as GOBL's (the SAT's certified providers recompute
 * these totals at two decimals, so precision is given up where they do):
 * lines are numbered from 1; quantity and price keep at least three
 * decimals; a line's total is price × quantity (at the price's precision);
 * each tax is its percent of that total, or its rate × the quantity (at the
 * quantity's precision), rounded to two decimals; the line total is then
 * rounded to two decimals; the subtotal sums the line totals, and the total
 * adds every tax to it.
 *
 * Rules (codes GOBL-MX-CFDI-FUELACCOUNTBALANCE-nn, numbered as GOBL's): the
 * account number (01), 1 to 50 long (02); lines (05), each with an e-wallet
 * ID (06), a purchase date and time (07), the vendor's valid RFC (08, 09),
 * the service station's code (10), 1 to 20 long (11), a quantity above zero
 * (12), the item (13) with its type (14), name (15), 1 to 300 long (16), and
 * price above zero (17), the purchase code (18), 1 to 50 long (19), a total
 * that is quantity × price (20), and taxes (21), each with a category (22),
 * VAT or IEPS (23), a rate unless a percent is given (24), a rate above zero
 * if given (25) and an amount above zero (26). GOBL's 03 (subtotal) and 04
 * (total) ask for an amount, which GOBL always has (a missing one reads as
 * zero): they never fail, and are not checked here.
 */
import { Type } from "@sinclair/typebox";
import {
  Amount,
  AmountSchema,
  CodeSchema,
  DateTimeSchema,
  Percentage,
  PercentageSchema,
  UnitSchema,
  defineType,
  given,
  nameInline,
  present,
  type DocumentKind,
  type Validator,
} from "../../../engine/index.ts";
import { amountOf, positive } from "./checks.ts";
import { lengthWithin, validRFC, ZERO_DATE_TIME, zeroDateTime, type Obj } from "./complement.ts";
import { RULE_PREFIX } from "./keys.ts";

/** Quantities and prices keep at least this many decimals. */
const PRICE_MIN_DECIMALS = 3;
/** Totals and tax amounts have two. */
const TOTAL_DECIMALS = 2;
/** The tax categories the complement takes: VAT (IVA) and IEPS. */
export const FUEL_TAX_CATEGORIES: readonly string[] = ["VAT", "IEPS"];

const ItemSchema = nameInline(
  "mx.FuelAccountItem",
  Type.Object(
    {
      type: Type.Ref(CodeSchema, { title: "Type", description: "The fuel's type, a `c_ClaveTipoCombustible` code (`TipoCombustible`)." }),
      unit: Type.Optional(Type.Ref(UnitSchema, { title: "Unit", description: "The unit price and quantity are given in (`Unidad`)." })),
      name: Type.String({ title: "Name", description: "The fuel's name (`NombreCombustible`)." }),
      price: Type.Ref(AmountSchema, { title: "Price", description: "The price of one unit before taxes (`ValorUnitario`)." }),
    },
    { title: "Fuel Account Item", description: "The fuel bought." },
  ),
);

const TaxSchema = nameInline(
  "mx.FuelAccountTax",
  Type.Object(
    {
      cat: Type.Ref(CodeSchema, { title: "Category", description: "The tax: VAT or IEPS (`Impuesto`)." }),
      percent: Type.Optional(Type.Ref(PercentageSchema, { title: "Percent", description: "A rate on the line total (`TasaOCuota`, a tasa); else `rate` applies." })),
      rate: Type.Optional(Type.Ref(AmountSchema, { title: "Rate", description: "A fixed amount per unit bought (`TasaOCuota`, a cuota)." })),
      amount: Type.Ref(AmountSchema, { title: "Amount", description: "The tax's amount (`Importe`).", calculated: true }),
    },
    { title: "Fuel Account Tax", description: "A tax on a purchase (a `Traslado`)." },
  ),
);

const LineSchema = nameInline(
  "mx.FuelAccountLine",
  Type.Object(
    {
      i: Type.Integer({ title: "Index", description: "The line's number, from 1.", calculated: true }),
      e_wallet_id: Type.Ref(CodeSchema, { title: "E-wallet Identifier", description: "The e-wallet the purchase was made with (`Identificador`)." }),
      purchase_date_time: Type.Ref(DateTimeSchema, { title: "Purchase Date and Time", description: "When the purchase was made (`Fecha`)." }),
      vendor_tax_code: Type.Ref(CodeSchema, { title: "Vendor's Tax Identity Code", description: "The fuel vendor's RFC (`Rfc`)." }),
      service_station_code: Type.Ref(CodeSchema, { title: "Service Station Code", description: "The service station's code (`ClaveEstacion`)." }),
      quantity: Type.Ref(AmountSchema, { title: "Quantity", description: "The units of fuel bought (`Cantidad`)." }),
      item: ItemSchema,
      purchase_code: Type.Ref(CodeSchema, { title: "Purchase Code", description: "The purchase's identifier (`FolioOperacion`)." }),
      total: Type.Ref(AmountSchema, { title: "Total", description: "Quantity × price (`Importe`).", calculated: true }),
      taxes: Type.Array(TaxSchema, { title: "Taxes", description: "The taxes on the purchase (`Traslados`)." }),
    },
    { title: "Fuel Account Line", description: "One fuel purchase (a `ConceptoEstadoDeCuentaCombustible`)." },
  ),
);

export const FuelAccountBalanceSchema = defineType(
  "mx.FuelAccountBalance",
  "regimes/mx/fuel-account-balance",
  Type.Object(
    {
      account_number: Type.String({ title: "Account Number", description: "The customer's account number (`NumeroDeCuenta`)." }),
      subtotal: Type.Ref(AmountSchema, { title: "Subtotal", description: "The sum of the line totals, before taxes (`SubTotal`).", calculated: true }),
      total: Type.Ref(AmountSchema, { title: "Total", description: "The subtotal with the taxes (`Total`).", calculated: true }),
      lines: Type.Array(LineSchema, { title: "Lines", description: "The fuel purchases (`Conceptos`)." }),
    },
    { title: "Fuel Account Balance", description: "The CFDI fuel account statement complement (EstadoDeCuentaCombustible 1.2)." },
  ),
  { registered: false },
);

const zero = (decimals: number) => Amount.zero(decimals);
const amount = (v: unknown): Amount => amountOf(v) ?? zero(0);

/** GOBL's `FuelAccountBalance.Calculate`. */
export function calculateFuelAccountBalance(doc: Obj): void {
  let taxTotal = zero(TOTAL_DECIMALS);
  let subtotal = zero(TOTAL_DECIMALS);
  (Array.isArray(doc.lines) ? (doc.lines as Obj[]) : []).forEach((line, i) => {
    line.i = i + 1;
    // Go writes the zero date-time of a line that has none.
    line.purchase_date_time ??= ZERO_DATE_TIME;
    const quantity = amount(line.quantity).rescaleUp(PRICE_MIN_DECIMALS);
    line.quantity = quantity.toString();
    let total = amount(line.total);
    if (given(line.item)) {
      const price = amount(line.item.price).rescaleUp(PRICE_MIN_DECIMALS);
      line.item.price = price.toString();
      total = price.multiply(quantity);
    }
    for (const tax of Array.isArray(line.taxes) ? (line.taxes as Obj[]) : []) {
      let taxAmount = amount(tax.amount);
      if (given(tax.percent)) taxAmount = Percentage.parse(tax.percent).of(total);
      else if (given(tax.rate)) taxAmount = quantity.multiply(amount(tax.rate));
      taxAmount = taxAmount.rescale(TOTAL_DECIMALS);
      tax.amount = taxAmount.toString();
      taxTotal = taxTotal.add(taxAmount);
    }
    total = total.rescale(TOTAL_DECIMALS);
    line.total = total.toString();
    subtotal = subtotal.add(total);
  });
  doc.subtotal = subtotal.toString();
  doc.total = subtotal.add(taxTotal).toString();
}

export const fuelAccountBalanceKind: DocumentKind<Obj> = {
  id: FuelAccountBalanceSchema.$id!,
  type: "mx.FuelAccountBalance",
  schema: FuelAccountBalanceSchema,
  identifiable: false,
  calculate: calculateFuelAccountBalance,
};

/** A line's total is its quantity × price, at two decimals (GOBL computes it at the quantity's precision first). */
function lineTotalMatches(line: Obj): boolean {
  if (!given(line.item)) return true;
  const expected = amount(line.quantity).multiply(amount(line.item.price)).rescale(TOTAL_DECIMALS);
  return amount(line.total).equals(expected);
}

const code = (n: string) => `${RULE_PREFIX}FUELACCOUNTBALANCE-${n}`;

export const fuelAccountBalanceRules: Validator[] = [
  {
    type: "mx.FuelAccountBalance",
    assert: [
      { code: code("01"), field: "account_number", message: "the account number is required", test: (d: Obj) => present(d.account_number) },
      { code: code("02"), field: "account_number", message: "the account number is 1 to 50 characters long", test: (d: Obj) => lengthWithin(1, 50)(d.account_number) },
      { code: code("05"), field: "lines", message: "the complement needs its lines, one per purchase", test: (d: Obj) => present(d.lines) },
    ],
  },
  {
    type: "mx.FuelAccountLine",
    assert: [
      { code: code("06"), field: "e_wallet_id", message: "each line needs the e-wallet ID", test: (l: Obj) => present(l.e_wallet_id) },
      { code: code("07"), field: "purchase_date_time", message: "each line needs the date and time of the purchase", test: (l: Obj) => !zeroDateTime(l.purchase_date_time) },
      { code: code("08"), field: "vendor_tax_code", message: "each line needs the vendor's tax code (RFC)", test: (l: Obj) => present(l.vendor_tax_code) },
      { code: code("09"), field: "vendor_tax_code", message: "the vendor's tax code is not a valid RFC", test: (l: Obj) => validRFC(l.vendor_tax_code) },
      { code: code("10"), field: "service_station_code", message: "each line needs the service station's code", test: (l: Obj) => present(l.service_station_code) },
      { code: code("11"), field: "service_station_code", message: "the service station's code is 1 to 20 characters long", test: (l: Obj) => lengthWithin(1, 20)(l.service_station_code) },
      { code: code("12"), field: "quantity", message: "each line's quantity must be above zero", test: (l: Obj) => positive(l.quantity) },
      { code: code("13"), field: "item", message: "each line needs the fuel bought (item)", test: (l: Obj) => given(l.item) },
      { code: code("14"), field: "item.type", message: "the item needs the fuel's type", when: (l: Obj) => given(l.item), test: (l: Obj) => present(l.item.type) },
      { code: code("15"), field: "item.name", message: "the item needs the fuel's name", when: (l: Obj) => given(l.item), test: (l: Obj) => present(l.item.name) },
      { code: code("16"), field: "item.name", message: "the fuel's name is 1 to 300 characters long", when: (l: Obj) => given(l.item), test: (l: Obj) => lengthWithin(1, 300)(l.item.name) },
      { code: code("17"), field: "item.price", message: "the item's price must be above zero", when: (l: Obj) => given(l.item), test: (l: Obj) => positive(l.item.price) },
      { code: code("18"), field: "purchase_code", message: "each line needs the purchase code", test: (l: Obj) => present(l.purchase_code) },
      { code: code("19"), field: "purchase_code", message: "the purchase code is 1 to 50 characters long", test: (l: Obj) => lengthWithin(1, 50)(l.purchase_code) },
      { code: code("20"), message: "the line total must be the quantity × the unit price", test: lineTotalMatches },
      { code: code("21"), field: "taxes", message: "each line needs its taxes", test: (l: Obj) => present(l.taxes) },
    ],
  },
  {
    type: "mx.FuelAccountTax",
    assert: [
      { code: code("22"), field: "cat", message: "each tax needs its category", test: (t: Obj) => present(t.cat) },
      { code: code("23"), field: "cat", message: `the complement takes the tax categories ${FUEL_TAX_CATEGORIES.join(" and ")}`, test: (t: Obj) => FUEL_TAX_CATEGORIES.includes(t.cat) },
      { code: code("24"), field: "rate", message: "a tax without a percent needs its rate", when: (t: Obj) => !given(t.percent), test: (t: Obj) => given(t.rate) },
      { code: code("25"), field: "rate", message: "a tax's rate must be above zero", when: (t: Obj) => given(t.rate), test: (t: Obj) => positive(t.rate) },
      { code: code("26"), field: "amount", message: "each tax's amount must be above zero", test: (t: Obj) => positive(t.amount) },
    ],
  },
];
