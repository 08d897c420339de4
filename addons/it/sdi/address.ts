/**
 * FatturaPA on every address of the document (GOBL's address.go and org.go).
 *
 * Normalising: an Italian postcode (CAP) always has five digits, so a shorter
 * numeric code is padded with leading zeros (`123` → `00123`), as a
 * spreadsheet or a number field may have dropped them. A code that is not a
 * number is left for the rules to refuse.
 *
 * Rules: FatturaPA's Indirizzo is required, so an address gives a street or a
 * post office box; street, post office box and locality are Latin-1 text; the
 * country and the locality (Comune) are required; and an Italian address has
 * a five-digit postcode.
 */
import { utf8Length, isLatin1Text, present } from "../../../engine/index.ts";
import type { Address, Normalizer, Validator } from "../../../engine/index.ts";

const ITALY = "IT";

/** Italian postcodes: five digits. */
const POSTCODE_LENGTH = 5;
const ITALIAN_POSTCODE = /^\d{5}$/;

/** What Go's strconv.Atoi reads: an optional sign and decimal digits. */
const INTEGER = /^([+-]?)(\d+)$/;

/** A number padded with zeros to five characters, sign included (Go's `%05d`). */
function padded(code: string): string | undefined {
  const m = INTEGER.exec(code);
  if (!m) return undefined;
  const digits = m[2].replace(/^0+(?=\d)/, "");
  const negative = m[1] === "-" && /[1-9]/.test(digits);
  return negative ? `-${digits.padStart(POSTCODE_LENGTH - 1, "0")}` : digits.padStart(POSTCODE_LENGTH, "0");
}

export const addressNormalizer: Normalizer<Address> = {
  type: "org.Address",
  when: (address) => address.country === ITALY,
  normalize(address) {
    const code = address.code ?? "";
    if (code.length === 0 || utf8Length(code) >= POSTCODE_LENGTH) return;
    const fixed = padded(code);
    if (fixed !== undefined) address.code = fixed;
  },
};

export const addressRules: Validator<Address> = {
  type: "org.Address",
  assert: [
    {
      code: "GOBL-IT-SDI-ORG-ADDRESS-01",
      message: "an address needs a street or a post office box",
      test: (a) => present(a.street) || present(a.po_box),
    },
    {
      code: "GOBL-IT-SDI-ORG-ADDRESS-02",
      field: "street",
      message: "the street may only use Latin-1 characters",
      test: (a) => isLatin1Text(a.street),
    },
    {
      code: "GOBL-IT-SDI-ORG-ADDRESS-03",
      field: "po_box",
      message: "the post office box may only use Latin-1 characters",
      test: (a) => isLatin1Text(a.po_box),
    },
    {
      code: "GOBL-IT-SDI-ORG-ADDRESS-04",
      field: "country",
      message: "an address needs its country",
      test: (a) => present(a.country),
    },
    {
      code: "GOBL-IT-SDI-ORG-ADDRESS-05",
      field: "locality",
      message: "an address needs its locality",
      test: (a) => present(a.locality),
    },
    {
      code: "GOBL-IT-SDI-ORG-ADDRESS-06",
      field: "locality",
      message: "the locality may only use Latin-1 characters",
      test: (a) => isLatin1Text(a.locality),
    },
    {
      code: "GOBL-IT-SDI-ORG-ADDRESS-07",
      field: "code",
      message: "an Italian address needs its postcode (CAP)",
      when: (a) => a.country === ITALY,
      test: (a) => present(a.code),
    },
    {
      code: "GOBL-IT-SDI-ORG-ADDRESS-08",
      field: "code",
      message: "an Italian postcode (CAP) has five digits",
      when: (a) => a.country === ITALY && present(a.code),
      test: (a) => ITALIAN_POSTCODE.test(a.code ?? ""),
    },
  ],
};
