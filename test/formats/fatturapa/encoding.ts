/**
 * The reference files as text: one is windows-1252 (as SDI accepts), which
 * gobl.fatturapa decodes before parsing. bizdoc's engine reads text, so the
 * bytes are decoded here, by the encoding the XML declaration names.
 */
export function decodeReferenceXML(bytes: Buffer): string {
  const head = bytes.subarray(0, 200).toString("latin1");
  const encoding = /<\?xml[^>]+encoding=["']([^"']+)["']/.exec(head)?.[1]?.toLowerCase();
  if (encoding === "windows-1252") return new TextDecoder("windows-1252").decode(bytes).replace(/encoding=["'][^"']+["']/, 'encoding="UTF-8"');
  return bytes.toString("utf8");
}
