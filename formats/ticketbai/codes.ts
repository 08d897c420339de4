/**
 * TicketBAI's fixed values: the namespace and version of the file, and what
 * differs from one province (Hacienda Foral) to the next: the signature
 * policy a file is signed under and the service its QR code links to. The
 * three provinces share the schema (TicketBAI 1.2, urn:ticketbai:emision);
 * the province is the `es-tbai-region` extension of the invoice's `tax`.
 */

export const NAMESPACE = "urn:ticketbai:emision";
export const ROOT = "T:TicketBai";
/** IDVersionTBAI: the version of the TicketBAI schema the file follows. */
export const VERSION = "1.2";
export const ADDON = "es-tbai-v1";
export const EXT_REGION = "es-tbai-region";

export type Province = "VI" | "BI" | "SS";

export interface ProvinceRules {
  name: string;
  /**
   * The province's XAdES-EPES signature policy: its identifier (a URL) and
   * the SHA-256 of the policy document, base64, as each province publishes
   * them in its signature specification.
   */
  policy: { identifier: string; hash: string };
  /** The QR code's check service (production), to which `?id=…&s=…&nf=…&i=…&cr=…` is added. */
  qr: string;
}

export const PROVINCES: Readonly<Record<Province, ProvinceRules>> = {
  VI: {
    name: "Araba",
    policy: { identifier: "https://ticketbai.araba.eus/tbai/sinadura/", hash: "4Vk3uExj7tGn9DyUCPDsV9HRmK6KZfYdRiW3StOjcQA=" },
    qr: "https://ticketbai.araba.eus/tbai/qrtbai/",
  },
  BI: {
    name: "Bizkaia",
    policy: {
      identifier: "https://www.batuz.eus/fitxategiak/batuz/ticketbai/sinadura_elektronikoaren_zehaztapenak_especificaciones_de_la_firma_electronica_v1_0.pdf",
      hash: "Quzn98x3PMbSHwbUzaj5f5KOpiH0u8bvmwbbbNkO9Es=",
    },
    qr: "https://batuz.eus/QRTBAI/",
  },
  SS: {
    name: "Gipuzkoa",
    policy: { identifier: "https://www.gipuzkoa.eus/ticketbai/sinadura", hash: "vSe1CH7eAFVkGN0X2Y7Nl9XGUoBnziDA5BGUSsyt8mg=" },
    qr: "https://tbai.egoitza.gipuzkoa.eus/qr/",
  },
};

export function isProvince(code: string): code is Province {
  return Object.hasOwn(PROVINCES, code);
}

/** The province whose policy a signature names, if any: a verifier takes any of the three. */
export function provinceOfPolicy(identifier: string | undefined): Province | undefined {
  return (Object.keys(PROVINCES) as Province[]).find((p) => PROVINCES[p].policy.identifier === identifier);
}

/** EmitidaPorTercerosODestinatario: who issues the file for the supplier. */
export const ISSUERS = { supplier: "N", "third-party": "T", customer: "D" } as const;
export type Issuer = keyof typeof ISSUERS;

/** The EU member states, whose VAT numbers are NIF-IVA (IDType 02) with their country prefix. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
]);
