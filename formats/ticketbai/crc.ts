/**
 * The CRC-8 TicketBAI appends to the TBAI identifier and to the QR code's
 * URL: CRC-8 with the polynomial x⁸ + x² + x + 1 (0x07), initial value 0,
 * no reflection and no final XOR, over the UTF-8 bytes of the text before
 * it, written as three decimal digits (007, 237). Checked against the
 * examples of the provinces' specifications (test/formats/ticketbai/crc.test.ts).
 */

const POLYNOMIAL = 0x07;

/** A table of the CRC of every byte: one lookup per byte instead of eight shifts. */
const TABLE = (() => {
  const table = new Uint8Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ POLYNOMIAL) & 0xff : (crc << 1) & 0xff;
    table[byte] = crc;
  }
  return table;
})();

/** The CRC-8 of a text's UTF-8 bytes, 0 to 255. */
export function crc8(text: string): number {
  let crc = 0;
  for (const byte of new TextEncoder().encode(text)) crc = TABLE[crc ^ byte]!;
  return crc;
}

/** The CRC-8 as TicketBAI writes it: three decimal digits. */
export function crc8Text(text: string): string {
  return String(crc8(text)).padStart(3, "0");
}
