/**
 * PEPPOL-COMMON-R040 … R050: the form and check digits of the identifiers
 * Peppol knows by scheme (ICD/EAS), wherever an electronic address, a party
 * identifier or a legal or tax identifier states that scheme.
 */
import { guarded, isNumber, normalizeSpace, stringLength, stringValue, substring, type RuleDef, type XMLNode } from "../../../engine/index.ts";
import {
  abnCheck,
  belgianEnterpriseCheck,
  codiceFiscaleCheck,
  codiceIPACheck,
  glnCheck,
  mod11Check,
  partitaIVACheck,
  swedishOrgNumberCheck,
} from "../check-digits.ts";
import { ciiTransaction, ublTransaction } from "../contexts.ts";

/** The identifier as the rules read it: its string value, whitespace normalised. */
const text = (n: XMLNode): string => normalizeSpace(stringValue(n));

const DIGITS = /^[0-9]+$/;
const NINE_DIGITS = /^[0-9]{9}$/;
const TEN_DIGITS = /^[0-9]{10}$/;
const ELEVEN_DIGITS = /^[0-9]{11}$/;

/** A Danish CVR number: DK and eight digits, or eight digits (read as written, not normalised). */
function danishCvr(n: XMLNode): boolean {
  const value = stringValue(n);
  const length = stringLength(value);
  return (length === 10 && substring(value, 1, 2) === "DK" && DIGITS_OR_EMPTY.test(substring(value, 3, 8))) || (length === 8 && DIGITS_OR_EMPTY.test(substring(value, 1, 8)));
}
const DIGITS_OR_EMPTY = /^[0-9]*$/;

const ids = ublTransaction.identifier;
const cids = ciiTransaction.identifier;

export const commonRules: RuleDef[] = [
  {
    id: "PEPPOL-COMMON-R040",
    flag: "fatal",
    terms: ["BT-34", "BT-49", "BT-29", "BT-46", "BT-60", "BT-30", "BT-47", "BT-61"],
    description: "PEPPOL-COMMON-R040: a GLN (scheme 0088) must be digits with a valid GS1 check digit.",
    bindings: {
      ubl: { context: ids["0088"], test: (n) => DIGITS.test(text(n)) && glnCheck(text(n)) },
      cii: { context: cids["0088"], test: (n) => DIGITS.test(text(n)) && glnCheck(text(n)) },
    },
  },
  {
    id: "PEPPOL-COMMON-R041",
    flag: "fatal",
    terms: ["BT-34", "BT-49", "BT-29", "BT-46", "BT-60", "BT-30", "BT-47", "BT-61"],
    description: "PEPPOL-COMMON-R041: a Norwegian organisation number (scheme 0192) must be nine digits with a valid modulus 11 check digit.",
    bindings: {
      ubl: { context: ids["0192"], test: (n) => NINE_DIGITS.test(text(n)) && mod11Check(text(n)) },
      cii: { context: cids["0192"], test: (n) => NINE_DIGITS.test(text(n)) && mod11Check(text(n)) },
    },
  },
  {
    id: "PEPPOL-COMMON-R042",
    flag: "fatal",
    terms: ["BT-34", "BT-49", "BT-29", "BT-46", "BT-60", "BT-30", "BT-47", "BT-61"],
    description: "PEPPOL-COMMON-R042: a Danish CVR number (scheme 0184) must be eight digits, optionally after DK.",
    bindings: {
      ubl: { context: ids["0184"], test: danishCvr },
      cii: { context: cids["0184"], test: danishCvr },
    },
  },
  {
    id: "PEPPOL-COMMON-R043",
    flag: "fatal",
    terms: ["BT-34", "BT-49", "BT-29", "BT-46", "BT-60", "BT-30", "BT-47", "BT-61"],
    description: "PEPPOL-COMMON-R043: a Belgian enterprise number (scheme 0208) must be ten digits with valid modulus 97 check digits.",
    bindings: {
      ubl: { context: ids["0208"], test: guarded((n) => TEN_DIGITS.test(text(n)) && belgianEnterpriseCheck(text(n))) },
      cii: { context: cids["0208"], test: guarded((n) => TEN_DIGITS.test(text(n)) && belgianEnterpriseCheck(text(n))) },
    },
  },
  {
    id: "PEPPOL-COMMON-R044",
    flag: "warning",
    terms: ["BT-34", "BT-49", "BT-29", "BT-46", "BT-60", "BT-30", "BT-47", "BT-61"],
    description: "PEPPOL-COMMON-R044: an Italian IPA code (scheme 0201) should be six letters or digits.",
    bindings: {
      ubl: { context: ids["0201"], test: (n) => codiceIPACheck(text(n)) },
      cii: { context: cids["0201"], test: (n) => codiceIPACheck(text(n)) },
    },
  },
  {
    id: "PEPPOL-COMMON-R045",
    flag: "warning",
    terms: ["BT-34", "BT-49", "BT-29", "BT-46", "BT-60", "BT-30", "BT-47", "BT-61"],
    description: "PEPPOL-COMMON-R045: an Italian tax code (Codice Fiscale, scheme 0210) should have the form of a personal code (16 characters) or of 11 digits.",
    bindings: {
      ubl: { context: ids["0210"], test: (n) => codiceFiscaleCheck(text(n)) },
      cii: { context: cids["0210"], test: (n) => codiceFiscaleCheck(text(n)) },
    },
  },
  {
    id: "PEPPOL-COMMON-R046",
    flag: "warning",
    terms: ["BT-34", "BT-49"],
    description: "PEPPOL-COMMON-R046: an electronic address (BT-34, BT-49) with scheme 9907 is an Italian tax code and should have its form.",
    bindings: {
      ubl: { context: ids["9907"], test: (n) => codiceFiscaleCheck(text(n)) },
      cii: { context: cids["9907"], test: (n) => codiceFiscaleCheck(text(n)) },
    },
  },
  {
    id: "PEPPOL-COMMON-R047",
    flag: "warning",
    terms: ["BT-34", "BT-49", "BT-29", "BT-46", "BT-60", "BT-30", "BT-47", "BT-61"],
    description: "PEPPOL-COMMON-R047: an Italian VAT number (Partita IVA, scheme 0211) should, after IT, be eleven digits with a valid check digit.",
    bindings: {
      ubl: { context: ids["0211"], test: guarded((n) => partitaIVACheck(text(n))) },
      cii: { context: cids["0211"], test: guarded((n) => partitaIVACheck(text(n))) },
    },
  },
  {
    id: "PEPPOL-COMMON-R048",
    flag: "warning",
    terms: ["BT-34", "BT-49"],
    description: "PEPPOL-COMMON-R048: an electronic address (BT-34, BT-49) with scheme 9906 is an Italian VAT number and should have its form (CII).",
    bindings: {
      cii: { context: cids["9906"], test: guarded((n) => partitaIVACheck(text(n))) },
    },
  },
  {
    id: "PEPPOL-COMMON-R049",
    flag: "fatal",
    terms: ["BT-34", "BT-49", "BT-29", "BT-46", "BT-60", "BT-30", "BT-47", "BT-61"],
    description: "PEPPOL-COMMON-R049: a Swedish organisation number (scheme 0007) must be ten digits with a valid Luhn check digit.",
    bindings: {
      ubl: { context: ids["0007"], test: guarded((n) => stringLength(text(n)) === 10 && isNumber(text(n)) && swedishOrgNumberCheck(text(n))) },
      cii: { context: cids["0007"], test: guarded((n) => stringLength(text(n)) === 10 && isNumber(text(n)) && swedishOrgNumberCheck(text(n))) },
    },
  },
  {
    id: "PEPPOL-COMMON-R050",
    flag: "fatal",
    terms: ["BT-34", "BT-49", "BT-29", "BT-46", "BT-60", "BT-30", "BT-47", "BT-61"],
    description: "PEPPOL-COMMON-R050: an Australian Business Number (scheme 0151) must be eleven digits with a valid ABN checksum (in CII only the checksum is tested).",
    bindings: {
      ubl: { context: ids["0151"], test: (n) => ELEVEN_DIGITS.test(text(n)) && abnCheck(text(n)) },
      cii: { context: cids["0151"], test: (n) => abnCheck(text(n)) },
    },
  },
];
