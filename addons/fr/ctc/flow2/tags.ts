/**
 * The two profiles flow 2 adds over the B2B baseline, chosen by tagging the
 * invoice (upstream: addon/flow2/tags.go): `extended` for the
 * EXTENDED-CTC-FR profile (its rules are checked on the XML; GOBL adds none
 * yet) and `b2g` for invoices to a public buyer, which brings in the
 * BR-FR-CPRO rules of b2g.ts.
 */
import type { TagSet } from "../../../../engine/index.ts";

export const TAG_EXTENDED = "extended";
export const TAG_B2G = "b2g";

export const tags: TagSet[] = [
  {
    schema: "bill/invoice",
    list: [
      {
        key: TAG_EXTENDED,
        name: { en: "Extended", fr: "Étendu" },
        desc: { en: "Apply the French CTC EXTENDED-CTC-FR profile rules.", fr: "Applique les règles du profil EXTENDED-CTC-FR." },
      },
      {
        key: TAG_B2G,
        name: { en: "B2G", fr: "B2G" },
        desc: {
          en: "Invoice addressed to a public-sector buyer (Chorus Pro); applies the BR-FR-CPRO rules.",
          fr: "Facture adressée à un acheteur public (Chorus Pro) ; applique les règles BR-FR-CPRO.",
        },
      },
    ],
  },
];

/** The invoice carries the tag. */
export const tagged = (inv: { $tags?: unknown }, tag: string): boolean => Array.isArray(inv.$tags) && inv.$tags.includes(tag);
