// UTF-8 byte views of strings, as Go sees them, without Node's Buffer (the
// engine runs in browsers too). Lone surrogates encode as U+FFFD (3 bytes),
// as both TextEncoder and Buffer do; decoding replaces invalid sequences with
// U+FFFD and keeps a leading byte-order mark, as Buffer's toString does.

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

/** The UTF-8 bytes of a string. */
export function utf8Bytes(s: string): Uint8Array {
  return encoder.encode(s);
}

/** The UTF-8 byte length of a string (Go's len), without encoding it. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}

/** Bytes read as UTF-8, invalid sequences replaced with U+FFFD. */
export function utf8Text(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/** Bytes read one character per byte (Latin-1), as Buffer's "latin1" reads them. */
export function latin1Text(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
  return s;
}
