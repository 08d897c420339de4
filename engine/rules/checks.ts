/** Reusable checks for assertions. */

/** A value counts as present when it is neither missing nor empty (GOBL's `is.Present`). */
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
 * scheme such as `example.com/path` is accepted too.
 */
export function isURL(value: unknown): boolean {
  if (typeof value !== "string" || value === "" || /\s/.test(value)) return false;
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
