/** Reading values out of UBL text: numbers, percentages, notes and GOBL keys. */

/** Text without the Unicode replacement character that badly encoded documents carry. */
export function clean(text: string): string {
  return text.replaceAll("\uFFFD", "");
}

/** A decimal as GOBL reads it: trimmed, with a leading zero added to ".07". */
export function decimal(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith(".") ? `0${trimmed}` : trimmed.startsWith("-.") ? `-0${trimmed.slice(1)}` : trimmed;
}

/** A UBL percent ("19", "7.5") as a GOBL percentage ("19%"). */
export function percentage(text: string): string {
  const value = decimal(text);
  return value.endsWith("%") ? value : `${value}%`;
}

/** Whether a decimal text is zero ("0", "0.00", "-0"). */
export function isZero(text: string): boolean {
  return /^[-+]?0+(\.0*)?$/.test(decimal(text).replace(/%$/, ""));
}

/** A name made into a GOBL key: lower case, dashes for spaces, nothing but letters, digits, - and +. */
export function formatKey(name: string): string {
  let key = name.toLowerCase().replaceAll(" ", "-");
  key = key.replace(/[^a-z0-9+-]/g, "");
  key = key.replace(/^[-+]+|[-+]+$/g, "");
  return key.replace(/[-+]{2,}/g, "-");
}

/** A note in the `#CODE#text` form carries a UNTDID 4451 text subject code. */
export function readNote(text: string): { text: string; ext?: Record<string, string> } {
  const value = clean(text);
  const match = /^#([A-Z0-9]+)#([\s\S]*)$/.exec(value);
  return match ? { ext: { "untdid-text-subject": match[1]! }, text: match[2]! } : { text: value };
}
