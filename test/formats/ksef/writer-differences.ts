/**
 * Where our FA(3) differs from GOBL's on purpose, applied to GOBL's XML
 * before comparing (each a function of its text, with its reason), so that
 * a case is equal when nothing else differs.
 */

export interface WriterDifference {
  id: string;
  reason: string;
  apply(xml: string): string;
}

/** The element names whose amounts a correction states as decreases. */
const CORRECTION_AMOUNTS = /<(P_13_\d+(?:_\d)?|P_14_\d+W?|P_15|P_11|P_8B)>([^<-][^<]*)<\/\1>/g;

export const WRITER_DIFFERENCES: readonly WriterDifference[] = [
  {
    id: "system-info",
    reason: "Naglowek/SystemInfo names the system that made the file: bizdoc, not GOBL.KSEF.",
    apply: (xml) => xml.replace(/<SystemInfo>GOBL\.KSEF<\/SystemInfo>/, "<SystemInfo>bizdoc</SystemInfo>"),
  },
  {
    id: "correction-decreases",
    reason:
      "A correction (KOR, KOR_ZAL, KOR_ROZ) states the change it makes: FA(3)'s notes on FaWiersz ask for the differences, and the Ministry's " +
      "samples write a decrease with a minus (korygujaca/FA_3_Przyklad_4: P_15 -2415.89). A GOBL credit note takes back what it lists, so its " +
      "sums, values and quantities are written negative; GOBL's converter writes them as an increase.",
    apply: (xml) => (/<RodzajFaktury>KOR(_ZAL|_ROZ)?<\/RodzajFaktury>/.test(xml) ? xml.replace(CORRECTION_AMOUNTS, (_m, name: string, value: string) => (/^0(\.0+)?$/.test(value) ? `<${name}>${value}</${name}>` : `<${name}>-${value}</${name}>`)) : xml),
  },
];

export function withWriterDifferences(xml: string): string {
  return WRITER_DIFFERENCES.reduce((text, difference) => difference.apply(text), xml);
}
