/**
 * The flow 6 extensions (upstream: addon/flow6/extensions.go): the CDAR
 * codes of lifecycle messages, carried on `bill.Status` and `bill.Payment`
 * documents, their parties, status lines, reasons and actions.
 */
import type { Definition } from "../../../../engine/index.ts";

export const EXT_KEY_ROLE = "fr-ctc-flow6-role";
export const EXT_KEY_REASON = "fr-ctc-flow6-reason";
export const EXT_KEY_STATUS = "fr-ctc-flow6-status";
export const EXT_KEY_ACTION = "fr-ctc-flow6-action";
export const EXT_KEY_CONDITION = "fr-ctc-flow6-condition";

/** Process condition codes (MDT-9) a status may carry; 211 and 212 are payments'. */
export const STATUS_PROCESS_CODES = ["200", "201", "202", "203", "204", "205", "206", "207", "208", "209", "210", "213"];
export const PAYMENT_PROCESS_CODES = ["211", "212"];
/** Characteristic type codes (MDT-207) for a status's reasons, and for payments. */
export const STATUS_CONDITION_CODES = ["CBB", "DIV", "DVA", "MAJ", "MAP", "MAPTTC", "MNA", "MNATTC", "ESC", "RAB", "REM"];
export const PAYMENT_CONDITION_CODES = ["MEN", "MPA", "RAP"];

type Row = [code: string, en: string, fr: string];
const values = (rows: Row[]): Definition[] => rows.map(([code, en, fr]) => ({ code, name: { en, fr } }));

export const ROLES: Row[] = [
  ["BY", "Buyer", "Acheteur"],
  ["AB", "Buyer's agent", "Agent d'acheteur"],
  ["DL", "Factor", "Affactureur"],
  ["SE", "Seller", "Vendeur"],
  ["SR", "Seller's agent", "Agent de vendeur"],
  ["WK", "Dematerialisation platform or operator", "Plateforme ou opérateur de dématérialisation"],
  ["DFH", "Portail Public de Facturation (PPF)", "Portail Public de Facturation"],
  ["PE", "Payee", "Bénéficiaire"],
  ["PR", "Payer", "Payeur"],
  ["II", "Invoicer", "Émetteur de la facture"],
  ["IV", "Invoicee", "Destinataire de la facture"],
];

const REASONS: Row[] = [
  ["NON_TRANSMISE", "Not transmitted", "Non transmise"],
  ["JUSTIF_ABS", "Justification absent", "Justificatif absent"],
  ["ROUTAGE_ERR", "Routing error", "Erreur de routage"],
  ["AUTRE", "Other", "Autre"],
  ["COORD_BANC_ERR", "Bank account details error", "Erreur de coordonnées bancaires"],
  ["TX_TVA_ERR", "VAT rate error", "Erreur de taux de TVA"],
  ["MONTANTTOTAL_ERR", "Total amount error", "Erreur de montant total"],
  ["CALCUL_ERR", "Calculation error", "Erreur de calcul"],
  ["NON_CONFORME", "Non-compliant", "Non conforme"],
  ["DOUBLON", "Duplicate", "Doublon"],
  ["DEST_INC", "Unknown recipient", "Destinataire inconnu"],
  ["DEST_ERR", "Recipient error", "Erreur de destinataire"],
  ["TRANSAC_INC", "Unknown transaction", "Transaction inconnue"],
  ["EMMET_INC", "Unknown issuer", "Émetteur inconnu"],
  ["CONTRAT_TERM", "Contract terminated", "Contrat terminé"],
  ["DOUBLE_FACT", "Double invoicing", "Double facturation"],
  ["CMD_ERR", "Order reference error", "Erreur de référence de commande"],
  ["ADR_ERR", "Address error", "Erreur d'adresse"],
  ["SIRET_ERR", "SIRET error", "Erreur de SIRET"],
  ["CODE_ROUTAGE_ERR", "Routing code error", "Erreur de code de routage"],
  ["REF_CT_ABSENT", "Contract reference absent", "Référence contrat absente"],
  ["REF_ERR", "Reference error", "Erreur de référence"],
  ["PU_ERR", "Unit price error", "Erreur de prix unitaire"],
  ["REM_ERR", "Discount error", "Erreur de remise"],
  ["QTE_ERR", "Quantity error", "Erreur de quantité"],
  ["ART_ERR", "Item error", "Erreur d'article"],
  ["MODPAI_ERR", "Payment method error", "Erreur de mode de paiement"],
  ["QUALITE_ERR", "Quality issue", "Problème de qualité"],
  ["LIVR_INCOMP", "Incomplete delivery", "Livraison incomplète"],
  ["REJ_SEMAN", "Semantic rejection", "Rejet sémantique"],
  ["REJ_UNI", "Uniqueness violation", "Rejet pour unicité"],
  ["REJ_COH", "Coherence rejection", "Rejet de cohérence"],
  ["REJ_ADR", "Address rejection", "Rejet d'adresse"],
  ["REJ_CONT_B2G", "B2G context rejection", "Rejet contexte B2G"],
  ["REJ_REF_PJ", "Attachment reference rejection", "Rejet référence pièce jointe"],
  ["REJ_ASS_PJ", "Attachment association rejection", "Rejet association pièce jointe"],
  ["IRR_VIDE_F", "Empty file", "Fichier vide"],
  ["IRR_TYPE_F", "Invalid file type", "Type de fichier invalide"],
  ["IRR_SYNTAX", "Syntax error", "Erreur de syntaxe"],
  ["IRR_TAILLE_PJ", "Attachment size", "Taille de pièce jointe"],
  ["IRR_NOM_PJ", "Attachment name", "Nom de pièce jointe"],
  ["IRR_VID_PJ", "Empty attachment", "Pièce jointe vide"],
  ["IRR_EXT_DOC", "External document", "Document externe"],
  ["IRR_TAILLE_F", "File size", "Taille de fichier"],
  ["IRR_ANTIVIRUS", "Antivirus", "Antivirus"],
];
export const REASON_CODES = REASONS.map(([c]) => c);

const STATUSES: Row[] = [
  ["200", "Deposited", "Déposée"],
  ["201", "Issued by platform", "Émise par la plateforme"],
  ["202", "Received by PA", "Reçue par PA"],
  ["203", "Made available", "Mise à disposition"],
  ["204", "Taken into account", "Prise en charge"],
  ["205", "Approved", "Approuvée"],
  ["206", "Partially approved", "Approuvée partiellement"],
  ["207", "In dispute", "En litige"],
  ["208", "Suspended", "Suspendue"],
  ["209", "Completed", "Complétée"],
  ["210", "Rejected", "Refusée"],
  ["211", "Payment transmitted", "Paiement transmis"],
  ["212", "Cashed in", "Encaissée"],
  ["213", "Semantically rejected", "Rejetée sémantique"],
];

const CONDITIONS: Row[] = [
  ["CBB", "Bank details to modify", "Coordonnées bancaires à modifier"],
  ["DIV", "Invalid data", "Donnée invalide"],
  ["DVA", "Expected valid data", "Donnée valide attendue"],
  ["MAJ", "Replacement value", "Donnée à prendre en compte"],
  ["MAP", "Approved amount (excl. VAT)", "Montant HT approuvé"],
  ["MAPTTC", "Approved amount (incl. VAT)", "Montant TTC approuvé"],
  ["MNA", "Rejected amount (excl. VAT)", "Montant HT non approuvé"],
  ["MNATTC", "Rejected amount (incl. VAT)", "Montant TTC non approuvé"],
  ["ESC", "Discount granted", "Escompte accordé"],
  ["RAB", "Rebate granted", "Rabais accordé"],
  ["REM", "Reduction granted", "Remise accordée"],
  ["MEN", "Amount received", "Montant encaissé"],
  ["MPA", "Amount paid", "Montant payé"],
  ["RAP", "Amount remaining", "Reste à payer"],
];

const ACTIONS: Row[] = [
  ["NOA", "No action", "Aucune action"],
  ["PIN", "Provide information", "Fournir des informations"],
  ["NIN", "Reissue invoice", "Réémettre la facture"],
  ["CNF", "Credit note (full)", "Avoir total"],
  ["CNP", "Credit note (partial)", "Avoir partiel"],
  ["CNA", "Credit note (amount)", "Avoir d'un montant"],
  ["OTH", "Other", "Autre"],
];
export const ACTION_CODES = ACTIONS.map(([c]) => c);

export const extensions: Definition[] = [
  {
    key: EXT_KEY_ROLE,
    name: { en: "Party Role Code", fr: "Code rôle partie" },
    desc: {
      en: [
        "The CDAR role code (MDT-158, a subset of UNCL 3035) of each party of a lifecycle message,",
        "status or payment. The French specification gives WK to dematerialisation platforms and DFH",
        "to the public portal (PPF). Suppliers get SE and customers BY unless given another role; a",
        "payment advice, sent by the payer, swaps them.",
      ].join("\n"),
    },
    values: values(ROLES),
  },
  {
    key: EXT_KEY_REASON,
    name: { en: "CDAR Reason Code", fr: "Code motif CDAR" },
    desc: {
      en: [
        "The exact CDAR reason code of a status line's reason. Each reason key stands for a group of",
        "codes: the first of the group is set when the reason has none, and any other code of the",
        "group is kept. Given alone, the code sets the reason's key.",
      ].join("\n"),
    },
    values: values(REASONS),
  },
  {
    key: EXT_KEY_STATUS,
    name: { en: "CDAR Process Condition Code", fr: "Code condition processus CDAR" },
    desc: {
      en: [
        "The CDAR process condition code (MDT-9): the lifecycle event a message reports. A status line",
        "gets it from its key and the status type (200 to 210 and 213); a payment from its type (211",
        "for an advice, 212 for a receipt). Given on a status line, it sets the line's key and the",
        "status type.",
      ].join("\n"),
    },
    values: values(STATUSES),
  },
  {
    key: EXT_KEY_CONDITION,
    name: { en: "Flow 6 Condition Code", fr: "Code condition Flux 6" },
    desc: {
      en: [
        "The CDAR characteristic type code (MDT-207). On a status line's reason: CBB, DIV, DVA, MAJ",
        "(field corrections), MAP, MAPTTC, MNA, MNATTC (approved or rejected amounts), ESC, RAB, REM",
        "(discounts). On a payment: MEN (received, the default for a receipt), MPA (paid, the default",
        "for an advice) or RAP (remaining).",
      ].join("\n"),
    },
    values: values(CONDITIONS),
  },
  {
    key: EXT_KEY_ACTION,
    name: { en: "Flow 6 Action Code", fr: "Code action Flux 6" },
    desc: {
      en: [
        "The CDAR requested action code (MDT-121) of a status line's action: what the invoice's issuer",
        "is asked to do. Set from the action's key; given alone, it sets the key.",
      ].join("\n"),
    },
    values: values(ACTIONS),
  },
];
