/**
 * Addon keys GOBL approves but that live in packages of their own (CFDI for
 * Mexico, NF-e and NFS-e for Brazil, SAF-T for Portugal, ZATCA for Saudi
 * Arabia, the French CTC flows). bizdoc ships a plugin for each
 * (`approved.ts`); an engine made without them (`approvedExternalAddons:
 * false`) refuses a document that names one with a fault saying its plugin
 * must be registered, unless a plugin with that key is.
 */
export const externalAddonKeys: readonly string[] = [
  "br-nfe-v4",
  "br-nfse-v1",
  "fr-ctc-flow10-v1",
  "fr-ctc-flow2-v1",
  "fr-ctc-flow6-v1",
  "mx-cfdi-v4",
  "pt-saft-v1",
  "sa-zatca-v1",
];
