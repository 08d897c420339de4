/** Reusable checks for assertions. */
import { utf8Length } from "../cbc/utf8.ts";

/**
 * A value that is there at all, even empty: GOBL's `is.Present` on a struct
 * (an object such as `tax`, `customer` or `ordering`), which passes whenever
 * the struct exists. Use `present` for texts, lists and maps.
 */
export function given(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** A value counts as present when it is neither missing nor empty (GOBL's `is.Present` on texts, lists and maps). */
export function present(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true;
}

const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** An e-mail address in the usual `local@domain.tld` form. */
export function isEmail(value: unknown): boolean {
  return typeof value === "string" && EMAIL.test(value);
}

/**
 * A web address. Like GOBL (which follows govalidator), a host without a
 * scheme such as `example.com/path` is accepted too; but, as there, text with
 * no colon is taken for a path, and a path without a dot is no address (so
 * `localhost` or a plain number such as `88146328` is not one).
 */
export function isURL(value: unknown): boolean {
  if (typeof value !== "string" || value === "" || /\s/.test(value)) return false;
  if (utf8Length(value) <= 3 || value.startsWith(".")) return false;
  if (!value.includes(":") && !value.startsWith("//") && !/^[^?#]*\./.test(value)) return false;
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  try {
    const url = new URL(candidate);
    return url.hostname.includes(".") || url.hostname === "localhost";
  } catch {
    return false;
  }
}

/** Within [min, max] when present (zero and absent values are left to `present`). */
export function between(min: number, max: number): (value: unknown) => boolean {
  return (value) => value === undefined || value === 0 || (typeof value === "number" && value >= min && value <= max);
}
