/** The payment terms' text (BT-20) as written, in both syntaxes. */

/**
 * The text with a line break after a closing XRechnung discount entry
 * (`#SKONTO#TAGE=7#PROZENT=2.00#`): XRechnung wants its discount entries to
 * end with one (BR-DE-18), and the readers trim an element's text, so an
 * invoice read from XRechnung would otherwise be written back without it.
 * Any other text is unchanged. Linear in the text's length.
 */
export function paymentTermsText(text: string): string {
  const lastBreak = text.lastIndexOf("\n");
  const lastLine = text.slice(lastBreak + 1).trim();
  return lastLine.length > 1 && lastLine.startsWith("#") && lastLine.endsWith("#") ? `${text}\n` : text;
}
