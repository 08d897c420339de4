import type { Definition } from "../../../engine/index.ts";

/** Invoice tax extension: the Chorus Pro submission framework (cadre de facturation). */
export const EXT_KEY_FRAMEWORK = "fr-choruspro-framework";

/** Party extension: the Chorus Pro scheme saying how the party is identified (SIRET, EU, non-EU, ...). */
export const EXT_KEY_SCHEME = "fr-choruspro-scheme";

/** The Chorus Pro code lists, as extensions. */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_FRAMEWORK,
    name: { en: "General Information Framework", fr: "Informations générales" },
    desc: {
      en: [
        "Chorus Pro submission framework (cadre de facturation): who submits the document and what kind",
        "of document it is, from a plain supplier invoice or an already paid one to the statements of",
        "public works contracts.",
        "",
        "When no value is given, `A1` (invoice submitted by a supplier), the usual case, is used. A value",
        "you set is kept as it is: normalization never overwrites it.",
      ].join("\n"),
      fr: [
        "Cadre de facturation Chorus Pro : qui dépose le document et de quelle nature il est, de la simple",
        "facture d'un fournisseur, ou d'une facture déjà payée, jusqu'aux décomptes des marchés de travaux.",
        "",
        "Sans valeur renseignée, le code `A1` (facture déposée par un fournisseur), cas le plus fréquent,",
        "s'applique. Une valeur fournie est conservée telle quelle : la normalisation ne la remplace jamais.",
      ].join("\n"),
    },
    values: [
      {
        code: "A1",
        name: { en: "Submission by a supplier of an invoice", fr: "Dépôt par un fournisseur d'une facture" },
      },
      {
        code: "A2",
        name: {
          en: "Submission by a supplier of an invoice already paid",
          fr: "Dépôt par un fournisseur d'une facture déjà payée",
        },
      },
      {
        code: "A3",
        name: {
          en: "Submission by a supplier of a Memorandum on Justice Costs",
          fr: "Dépôt par un fournisseur d'un mémoire de frais de justice",
        },
      },
      {
        code: "A4",
        name: {
          en: "Submission by a supplier of a draft monthly statement",
          fr: "Dépôt par un fournisseur d'un projet de décompte mensuel",
        },
      },
      {
        code: "A5",
        name: {
          en: "Submission by a supplier of an account statement",
          fr: "Dépôt par un fournisseur d'un état d'acompte",
        },
      },
      {
        code: "A6",
        name: {
          en: "Work invoice document sent to a financial service",
          fr: "Pièce de facturation de travaux transmise au service financier",
        },
      },
      {
        code: "A7",
        name: {
          en: "Submission by a supplier of a draft final statement",
          fr: "Dépôt par un fournisseur d'un projet de décompte final",
        },
      },
      {
        code: "A8",
        name: {
          en: "Submission by a supplier of a general and definitive statement",
          fr: "Dépôt par un fournisseur d'un décompte général et définitif",
        },
      },
      {
        code: "A9",
        name: { en: "Submission by a subcontractor of an invoice", fr: "Dépôt par un sous-traitant d'une facture" },
      },
      {
        code: "A10",
        name: {
          en: "Submission by a subcontractor of a draft monthly statement",
          fr: "Dépôt par un sous-traitant d'un projet de décompte mensuel",
        },
      },
      {
        code: "A12",
        name: { en: "Submission by a joint contractor of an invoice", fr: "Dépôt par un cotraitant d'une facture" },
      },
      {
        code: "A13",
        name: {
          en: "Submission by a joint contractor of a draft monthly statement",
          fr: "Dépôt par un cotraitant d'un projet de décompte mensuel",
        },
      },
      {
        code: "A14",
        name: {
          en: "Submission by a joint contractor of a draft final statement",
          fr: "Dépôt par un cotraitant d'un projet de décompte final",
        },
      },
      {
        code: "A15",
        name: {
          en: "Submission by a project manager of an account statement",
          fr: "Dépôt par une MOE d'un état d'acompte",
        },
      },
      {
        code: "A16",
        name: {
          en: "Submission by a project manager of a validated account statement",
          fr: "Dépôt par une MOE d'un état d'acompte validé",
        },
      },
      {
        code: "A17",
        name: {
          en: "Submission by a project manager of a draft general statement",
          fr: "Dépôt par une MOE d'un projet de décompte général",
        },
      },
      {
        code: "A18",
        name: {
          en: "Submission by a project manager of a general statement",
          fr: "Dépôt par une MOE d'un décompte général",
        },
      },
      {
        code: "A19",
        name: {
          en: "Submission by a contracting authority of a validated account statement",
          fr: "Dépôt par une MOA d'un état d'acompte validé",
        },
      },
      {
        code: "A20",
        name: {
          en: "Submission by a contracting authority of a general statement",
          fr: "Dépôt par une MOA d'un décompte général",
        },
      },
      {
        code: "A21",
        name: {
          en: "Submission by a beneficiary of an ICT reimbursement request",
          fr: "Dépôt par un bénéficiaire d'une demande de remboursement de la TIC",
        },
      },
      {
        code: "A22",
        name: {
          en: "Submission by a supplier or an authorised representative of a draft general statement as part of a tacit procedure",
          fr: "Dépôt par un fournisseur ou mandataire d'un projet de décompte général dans le cadre d'une procédure tacite",
        },
      },
      {
        code: "A23",
        name: {
          en: "Submission by a supplier or an authorised representative of a tacit general and final statement",
          fr: "Dépôt par un fournisseur ou mandataire d'un décompte général et définitif tacite",
        },
      },
      {
        code: "A24",
        name: {
          en: "Submission by an authorised representative of a tacit general and final statement",
          fr: "Dépôt par une MOE d'un décompte général et définitif tacite",
        },
      },
      {
        code: "A25",
        name: {
          en: "Submission by an authorised representative of a general and final statement as part of a tacit procedure",
          fr: "Dépôt par une MOA d'un décompte général et définitif dans le cadre d'une procédure tacite",
        },
      },
    ],
  },
  {
    key: EXT_KEY_SCHEME,
    name: { en: "Scheme", fr: "Schéma" },
    values: [
      { code: "1", name: { en: "Third party with SIRET", fr: "Tiers avec SIRET" } },
      { code: "2", name: { en: "European structure outside France", fr: "Structure Européenne hors France" } },
      { code: "3", name: { en: "Structure outside the EU", fr: "Structure hors UE" } },
      { code: "4", name: { en: "RIDET", fr: "RIDET" } },
      { code: "5", name: { en: "Tahiti Number", fr: "Numéro Tahiti" } },
      { code: "6", name: { en: "Other", fr: "Autre" } },
    ],
  },
];
