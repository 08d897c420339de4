/** Reading a built document's extension codes when writing XML. */

/**
 * The value of an extension of an object with `ext`, when it is a string:
 * its own member only, never one of Object.prototype's (an `ext` key such as
 * "constructor" is data, not the object's constructor).
 */
export function extensionOf(holder: { ext?: unknown } | undefined, key: string): string | undefined {
  const extensions = holder?.ext;
  if (typeof extensions !== "object" || extensions === null || !Object.hasOwn(extensions, key)) return undefined;
  const value = (extensions as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}
