/**
 * The food vouchers complement, "Complemento de Vales de Despensa" 1.0
 * (GOBL: addon/food_vouchers.go): the vouchers an e-wallet supplier issued
 * to its customer's employees, embedded in the invoice's `complements` as
 * `https://gobl.org/draft-0/regimes/mx/food-vouchers`.
 *
 * Calculation: lines are numbered from 1, each amount is rounded to two
 * decimals, and the total is their sum.
 *
 * Rules (codes GOBL-MX-CFDI-FOODVOUCHERS-nn, numbered as GOBL's): the
 * employer registration at most 20 long (01); the account number (02), at
 * most 20 long (03); lines (05), each with an e-wallet ID (06) at most 20
 * long (07), an issue date and time (08) and the employee (09) with a valid
 * RFC (10, 11), a CURP (12, 13), a name (14) at most 100 long (15) and, if
 * given, an eleven-digit social security number (16). GOBL's 04 (total)
 * and 17 (line amount) ask for an amount, which GOBL always has (a missing
 * one reads as zero): they never fail, and are not checked here.
 */
import { Type } from "@sinclair/typebox";
import { AmountSchema, Amount, CodeSchema, DateTimeSchema, defineType, given, nameInline, present, type DocumentKind, type Validator } from "../../../engine/index.ts";
import { lengthWithin, matchesOrEmpty, validRFC, ZERO_DATE_TIME, zeroDateTime, type Obj } from "./complement.ts";
import { RULE_PREFIX } from "./keys.ts";

/** A Mexican CURP (Clave Única de Registro de Población). */
export const CURP_PATTERN = "^[A-Z][AEIOUX][A-Z]{2}[0-9]{2}[0-1][0-9][0-3][0-9][MH][A-Z]{2}[BCDFGHJKLMNÑPQRSTVWXYZ]{3}[0-9A-Z][0-9]$";
/** A social security number (NSS): eleven digits. */
export const SOCIAL_SECURITY_PATTERN = "^[0-9]{11}$";
const CURP = new RegExp(CURP_PATTERN, "u");
const SOCIAL_SECURITY = new RegExp(SOCIAL_SECURITY_PATTERN);

/** The complement's amounts have two decimals. */
const DECIMALS = 2;

const EmployeeSchema = nameInline(
  "mx.FoodVouchersEmployee",
  Type.Object(
    {
      tax_code: Type.Ref(CodeSchema, { title: "Employee's Tax Identity Code", description: "The employee's RFC (`rfc`)." }),
      curp: Type.Ref(CodeSchema, { title: "Employee's CURP", description: "The employee's CURP (`curp`)." }),
      name: Type.String({ title: "Employee's Name", description: "The employee's name (`nombre`)." }),
      social_security: Type.Optional(Type.Ref(CodeSchema, { title: "Employee's Social Security Number", description: "The employee's social security number (`numSeguridadSocial`)." })),
    },
    { title: "Food Vouchers Employee", description: "The employee who received a voucher." },
  ),
);

const LineSchema = nameInline(
  "mx.FoodVouchersLine",
  Type.Object(
    {
      i: Type.Integer({ title: "Index", description: "The line's number, from 1.", calculated: true }),
      e_wallet_id: Type.Ref(CodeSchema, { title: "E-wallet Identifier", description: "The e-wallet that received the voucher (`Identificador`)." }),
      issue_date_time: Type.Ref(DateTimeSchema, { title: "Issue Date and Time", description: "When the voucher was issued (`Fecha`)." }),
      employee: Type.Optional(EmployeeSchema),
      amount: Type.Ref(AmountSchema, { title: "Amount", description: "The voucher's amount (`importe`)." }),
    },
    { title: "Food Vouchers Line", description: "One voucher, to one employee's e-wallet (a `Concepto`)." },
  ),
);

export const FoodVouchersSchema = defineType(
  "mx.FoodVouchers",
  "regimes/mx/food-vouchers",
  Type.Object(
    {
      employer_registration: Type.Optional(Type.String({ title: "Employer Registration", description: "The customer's employer registration (`registroPatronal`)." })),
      account_number: Type.String({ title: "Account Number", description: "The customer's account number (`numeroDeCuenta`)." }),
      total: Type.Ref(AmountSchema, { title: "Total", description: "The sum of the lines' amounts (`total`).", calculated: true }),
      lines: Type.Array(LineSchema, { title: "Lines", description: "The vouchers issued (`Conceptos`)." }),
    },
    { title: "Food Vouchers", description: "The CFDI food vouchers complement (Vales de Despensa 1.0)." },
  ),
  { registered: false },
);

/** GOBL's `FoodVouchers.Calculate`. */
export function calculateFoodVouchers(doc: Obj): void {
  let total = Amount.zero(DECIMALS);
  (Array.isArray(doc.lines) ? (doc.lines as Obj[]) : []).forEach((line, i) => {
    line.i = i + 1;
    const amount = Amount.parse(line.amount ?? "0").rescale(DECIMALS);
    line.amount = amount.toString();
    // Go writes the zero date-time of a line that has none.
    line.issue_date_time ??= ZERO_DATE_TIME;
    total = total.add(amount);
  });
  doc.total = total.toString();
}

export const foodVouchersKind: DocumentKind<Obj> = {
  id: FoodVouchersSchema.$id!,
  type: "mx.FoodVouchers",
  schema: FoodVouchersSchema,
  identifiable: false,
  calculate: calculateFoodVouchers,
};

const code = (n: string) => `${RULE_PREFIX}FOODVOUCHERS-${n}`;

export const foodVouchersRules: Validator[] = [
  {
    type: "mx.FoodVouchers",
    assert: [
      { code: code("01"), field: "employer_registration", message: "the employer registration is at most 20 characters long", test: (d: Obj) => lengthWithin(0, 20)(d.employer_registration) },
      { code: code("02"), field: "account_number", message: "the account number is required", test: (d: Obj) => present(d.account_number) },
      { code: code("03"), field: "account_number", message: "the account number is at most 20 characters long", test: (d: Obj) => lengthWithin(0, 20)(d.account_number) },
      { code: code("05"), field: "lines", message: "the complement needs its lines, one per voucher", test: (d: Obj) => present(d.lines) },
    ],
  },
  {
    type: "mx.FoodVouchersLine",
    assert: [
      { code: code("06"), field: "e_wallet_id", message: "each line needs the e-wallet ID", test: (l: Obj) => present(l.e_wallet_id) },
      { code: code("07"), field: "e_wallet_id", message: "the e-wallet ID is at most 20 characters long", test: (l: Obj) => lengthWithin(0, 20)(l.e_wallet_id) },
      { code: code("08"), field: "issue_date_time", message: "each line needs the date and time the voucher was issued", test: (l: Obj) => !zeroDateTime(l.issue_date_time) },
      { code: code("09"), field: "employee", message: "each line needs the employee who received the voucher", test: (l: Obj) => given(l.employee) },
    ],
  },
  {
    type: "mx.FoodVouchersEmployee",
    assert: [
      { code: code("10"), field: "tax_code", message: "the employee's tax code (RFC) is required", test: (e: Obj) => present(e.tax_code) },
      { code: code("11"), field: "tax_code", message: "the employee's tax code is not a valid RFC", test: (e: Obj) => validRFC(e.tax_code) },
      { code: code("12"), field: "curp", message: "the employee's CURP is required", test: (e: Obj) => present(e.curp) },
      { code: code("13"), field: "curp", message: "the employee's CURP is not in the CURP's format (18 characters)", test: (e: Obj) => matchesOrEmpty(CURP)(e.curp) },
      { code: code("14"), field: "name", message: "the employee's name is required", test: (e: Obj) => present(e.name) },
      { code: code("15"), field: "name", message: "the employee's name is at most 100 characters long", test: (e: Obj) => lengthWithin(0, 100)(e.name) },
      { code: code("16"), field: "social_security", message: "the employee's social security number has eleven digits", test: (e: Obj) => matchesOrEmpty(SOCIAL_SECURITY)(e.social_security) },
    ],
  },
];
