/**
 * ZATCA on addresses (GOBL: addon/org_party.go): every address has a
 * country, and one in Saudi Arabia has the national address's parts: street,
 * a four-digit building number, a five-digit postal code, city and district
 * (`street_extra`) (BR-KSA-09, BR-KSA-63, BR-KSA-37, BR-KSA-66, BR-KSA-67).
 */
import { present, type Address, type Validator } from "../../../engine/index.ts";

const inSA = (a: Address): boolean => a.country === "SA";
const matches = (re: RegExp) => (v: unknown): boolean => typeof v === "string" && re.test(v);

export const addressRules: Validator<Address> = {
  type: "org.Address",
  assert: [
    {
      code: "GOBL-SA-ZATCA-ORG-ADDRESS-01",
      field: "country",
      message: "the address needs its country",
      test: (a) => present(a.country),
    },
    {
      code: "GOBL-SA-ZATCA-ORG-ADDRESS-02",
      field: "street",
      message: "an address in Saudi Arabia needs its street (BR-KSA-09, BR-KSA-63)",
      when: inSA,
      test: (a) => present(a.street),
    },
    {
      code: "GOBL-SA-ZATCA-ORG-ADDRESS-03",
      field: "num",
      message: "an address in Saudi Arabia needs its building number, of four digits (BR-KSA-09, BR-KSA-63, BR-KSA-37)",
      when: inSA,
      test: (a) => matches(/^\d{4}$/)(a.num),
    },
    {
      code: "GOBL-SA-ZATCA-ORG-ADDRESS-04",
      field: "code",
      message: "an address in Saudi Arabia needs its postal code, of five digits (BR-KSA-09, BR-KSA-63, BR-KSA-66, BR-KSA-67)",
      when: inSA,
      test: (a) => matches(/^\d{5}$/)(a.code),
    },
    {
      code: "GOBL-SA-ZATCA-ORG-ADDRESS-05",
      field: "locality",
      message: "an address in Saudi Arabia needs its city (BR-KSA-09, BR-KSA-63)",
      when: inSA,
      test: (a) => present(a.locality),
    },
    {
      code: "GOBL-SA-ZATCA-ORG-ADDRESS-06",
      field: "street_extra",
      message: "an address in Saudi Arabia needs its district, given in street_extra (BR-KSA-09, BR-KSA-63)",
      when: inSA,
      test: (a) => present(a.street_extra),
    },
  ],
};
