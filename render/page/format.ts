/**
 * Numbers and dates as the page's locale writes them. Amounts and
 * quantities stay the document's decimal strings: Intl gives only the
 * pattern (where the currency and the sign go, which separators), and the
 * digits are the string's own, grouped here, so that no float ever rounds
 * them and every digit of a huge amount survives.
 */

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

export interface Formatter {
  /** An amount in a currency: `1.234,50 €` (es), `€1,234.50` (en). */
  amount(value: string | undefined, currency: string | undefined): string;
  /** A plain decimal (a quantity): `1.500` (es), `1,500` (en). */
  decimal(value: string | undefined): string;
  /** A percentage such as GOBL writes it (`21.0%`): `21 %` (fr), `21%` (en). */
  percent(value: string | undefined): string;
  /** A `YYYY-MM-DD` date, in the locale's long style, without any time-zone shift. */
  date(value: string | undefined): string;
  /** A period between two dates: `1–31 January 2025` or as the locale joins two dates. */
  period(start: string | undefined, end: string | undefined): string;
}

/** Intl's locale for the tag, with Latin digits (an Arabic page keeps the document's digits). */
function intlLocale(tag: string): string {
  return tag.split("-")[0] === "ar" ? `${tag}-u-nu-latn` : tag;
}

export function formatterFor(tag: string): Formatter {
  const locale = intlLocale(tag);
  const separators = separatorsOf(locale);
  const amountFormats = new Map<string, Intl.NumberFormat>();
  const dates = new Intl.DateTimeFormat(locale, { timeZone: "UTC", dateStyle: "long" });
  const percentSpacing = percentPattern(locale);

  const digits = (int: string, frac: string | undefined) => {
    const grouped = groupDigits(int.replace(/^0+(?=\d)/, ""), separators.group);
    return frac === undefined ? grouped : `${grouped}${separators.decimal}${frac}`;
  };

  const decimal = (value: string | undefined): string => {
    if (value === undefined || value === "") return "";
    const m = DECIMAL.exec(value.trim());
    if (!m) return value;
    const [, sign, int, frac] = m;
    return `${sign === "-" ? separators.minus : ""}${digits(int!, frac)}`;
  };

  const amount = (value: string | undefined, currency: string | undefined): string => {
    if (value === undefined || value === "") return "";
    const m = DECIMAL.exec(value.trim());
    if (!m) return value;
    if (!currency) return decimal(value);
    const [, sign, int, frac] = m;
    const fractionDigits = frac?.length ?? 0;
    const key = `${currency}/${fractionDigits}`;
    let format = amountFormats.get(key);
    if (!format) {
      try {
        format = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
      } catch {
        // A currency code Intl does not know: the number, then the code.
        return `${decimal(value)} ${currency}`;
      }
      amountFormats.set(key, format);
    }
    // The pattern from a small number of the same sign and fraction; the digits are the document's.
    const sample = `${sign === "-" ? "-" : ""}1${fractionDigits ? "." + "0".repeat(fractionDigits) : ""}`;
    let placed = false;
    return format
      .formatToParts(Number(sample))
      .map((part) => {
        if (part.type === "integer" || part.type === "group" || part.type === "decimal" || part.type === "fraction") {
          if (placed) return "";
          placed = true;
          return digits(int!, frac);
        }
        return part.value;
      })
      .join("");
  };

  const percent = (value: string | undefined): string => {
    if (!value) return "";
    const m = /^([+-]?\d+(?:\.\d+)?)%$/.exec(value.trim());
    if (!m) return value;
    // Trailing zeros say nothing a reader needs: 21.0% is written 21%.
    const number = m[1]!.includes(".") ? m[1]!.replace(/\.?0+$/, "") : m[1]!;
    return percentSpacing.before ? `${percentSpacing.before}${decimal(number)}` : `${decimal(number)}${percentSpacing.after}`;
  };

  const date = (value: string | undefined): string => {
    if (!value) return "";
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!m) return value;
    return dates.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  };

  const period = (start: string | undefined, end: string | undefined): string => {
    const s = /^(\d{4})-(\d{2})-(\d{2})$/.exec(start ?? "");
    const e = /^(\d{4})-(\d{2})-(\d{2})$/.exec(end ?? "");
    if (s && e) return dates.formatRange(Date.UTC(+s[1]!, +s[2]! - 1, +s[3]!), Date.UTC(+e[1]!, +e[2]! - 1, +e[3]!));
    return [date(start), date(end)].filter(Boolean).join(" – ");
  };

  return { amount, decimal, percent, date, period };
}

/** The locale's group and decimal separators and minus sign, as Intl writes them. */
function separatorsOf(locale: string): { group: string; decimal: string; minus: string } {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(-1234567.5);
  const find = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
  return { group: find("group", ","), decimal: find("decimal", "."), minus: find("minusSign", "-") };
}

/**
 * Groups of three digits, always: CLDR leaves a four-digit number ungrouped
 * in some locales (es: 1234), but invoices group their thousands.
 */
function groupDigits(int: string, group: string): string {
  const out: string[] = [];
  for (let end = int.length; end > 0; end -= 3) out.unshift(int.slice(Math.max(0, end - 3), end));
  return out.join(group);
}

/** Where the locale puts the percent sign and what separates it from the number (`21 %` in French). */
function percentPattern(locale: string): { before: string; after: string } {
  const parts = new Intl.NumberFormat(locale, { style: "percent" }).formatToParts(0.21);
  const index = parts.findIndex((p) => p.type === "percentSign");
  const sign = parts[index]?.value ?? "%";
  const numberAt = parts.findIndex((p) => p.type === "integer");
  if (index >= 0 && index < numberAt) return { before: parts.slice(0, numberAt).map((p) => p.value).join(""), after: "" };
  return { before: "", after: parts.slice(numberAt + 1).map((p) => p.value).join("") || sign };
}
