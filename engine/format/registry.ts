import { BizdocError } from "../errors/index.ts";
import type { FormatPlugin, FormatProfile } from "./contracts.ts";
import type { XMLRoot } from "./untrusted-xml.ts";

/**
 * The formats one engine knows. Like the plugin registry, it refuses an
 * inconsistent set when it is made (a key twice, a profile key twice in one
 * format, a format without a default profile), so a bad set fails at start-up.
 */
export class FormatRegistry {
  private readonly byKey = new Map<string, FormatPlugin>();

  constructor(formats: readonly FormatPlugin[]) {
    for (const format of formats) {
      if (this.byKey.has(format.key)) throw new BizdocError("internal", `format '${format.key}' is registered twice`);
      const profileKeys = new Set<string>();
      for (const profile of format.profiles) {
        if (profileKeys.has(profile.key)) throw new BizdocError("internal", `format '${format.key}' declares profile '${profile.key}' twice`);
        profileKeys.add(profile.key);
      }
      if (!format.profiles.some((p) => p.addons.length === 0)) {
        throw new BizdocError("internal", `format '${format.key}' has no default profile (one that needs no addon)`);
      }
      this.byKey.set(format.key, format);
    }
  }

  list(): FormatPlugin[] {
    return [...this.byKey.values()];
  }

  /** The format by key; a 400 naming the ones there are when unknown. */
  get(key: unknown): FormatPlugin {
    const format = typeof key === "string" ? this.byKey.get(key.toLowerCase()) : undefined;
    if (!format) {
      throw new BizdocError("input", `unknown format ${typeof key === "string" ? `'${key.slice(0, 40)}'` : "(none given)"}: use one of ${this.keys()}`, [
        { properties: ["$.format"], description: `must be one of ${this.keys()}` },
      ]);
    }
    return format;
  }

  /** The format whose documents have this root element, by asking each format; a 400 when none recognises it. */
  recognize(root: XMLRoot): FormatPlugin {
    const format = this.list().find((f) => f.recognizes(root));
    if (!format) {
      const where = root.namespace ? `in the namespace "${root.namespace.slice(0, 200)}"` : "in no namespace";
      throw new BizdocError(
        "input",
        `the XML is not in a format this engine reads (${this.keys()}): its root element ${root.localName.slice(0, 100)}, ${where}, is none of theirs; name the format, or check the root element and its namespace`,
      );
    }
    return format;
  }

  private keys(): string {
    return this.list().map((f) => f.key).join(", ") || "none registered";
  }
}

/**
 * The profile to write a document under: the one asked for, or else the one
 * whose addons the document has, preferring the profile that needs the most
 * (XRechnung, which needs EN 16931 too, over plain EN 16931), else the default.
 */
export function selectProfile(format: FormatPlugin, documentAddons: readonly string[], requested?: string): FormatProfile {
  if (requested !== undefined) {
    const profile = format.profiles.find((p) => p.key === requested);
    if (!profile) {
      const keys = format.profiles.map((p) => p.key).join(", ");
      throw new BizdocError("input", `format '${format.key}' has no profile '${requested.slice(0, 40)}': use one of ${keys}`, [
        { properties: ["$.profile"], description: `must be one of ${keys}` },
      ]);
    }
    return profile;
  }
  const have = new Set(documentAddons);
  const fitting = format.profiles.filter((p) => p.addons.every((a) => have.has(a)));
  // Stable: among equally specific profiles, the one declared first.
  return fitting.reduce((best, p) => (p.addons.length > best.addons.length ? p : best));
}
