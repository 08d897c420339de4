/**
 * Addresses need a country (BR-9, BR-11, BR-20, BR-57).
 */
import { present, type Validator } from "../../../engine/index.ts";

export const addressRules: Validator<{ country?: string }> = {
  type: "org.Address",
  assert: [
    {
      code: "GOBL-EU-EN16931-ORG-ADDRESS-01",
      field: "country",
      message: "the address needs a country (BR-9, BR-11, BR-20, BR-57)",
      test: (address) => present(address.country),
    },
  ],
};
