/**
 * The document's notes, and apart from them its legal texts: the notes
 * keyed `legal` (those regimes and addons add, such as an exemption's
 * wording) and the tax notes that say why a tax does not apply.
 */
import type { TextSection } from "./model.ts";
import type { PageContext } from "./context.ts";
import { obj, objs, str, type Obj } from "./doc.ts";

export function noteSections(doc: Obj, ctx: PageContext): TextSection[] {
  const s = ctx.labels.sections;
  const notes = objs(doc.notes);
  const isLegal = (note: Obj) => str(note.key) === "legal";
  const texts = (list: Obj[]) => unique(list.map((note) => str(note.text)));
  const sections: TextSection[] = [];
  const plain = texts(notes.filter((n) => !isLegal(n)));
  if (plain.length > 0) sections.push({ heading: s.notes, paragraphs: plain });
  const legal = texts([...notes.filter(isLegal), ...objs(obj(doc.tax)?.notes)]);
  if (legal.length > 0) sections.push({ heading: s.legal, paragraphs: legal });
  return sections;
}

/** Texts once each, in order: a tax note and a legal note often say the same. */
function unique(texts: (string | undefined)[]): string[] {
  return [...new Set(texts.filter((t): t is string => !!t))];
}
