/**
 * The optional packages (peer dependencies) the servers and the command line
 * need beyond the engine. bizdoc installed as a library does not bring them,
 * so a command that needs one it lacks is a usage error: it says which
 * packages to install, rather than failing with Node's module-resolution
 * stack. This module needs no package itself, so that it can say so even
 * when the command line's own `commander` is missing.
 */

/** What each part needs (package.json's peerDependenciesMeta). */
export const PEERS = {
  cli: ["commander", "yaml"],
  serve: ["express", "prom-client", "@noble/curves"],
  mcp: ["@modelcontextprotocol/sdk", "zod"],
} as const satisfies Record<string, readonly string[]>;

export type PeerUse = keyof typeof PEERS;

const ALL = new Set<string>(Object.values(PEERS).flat());

/** A module of each package that can be resolved (some have no main entry, only subpaths). */
const PROBE: Record<string, string> = {
  "@modelcontextprotocol/sdk": "@modelcontextprotocol/sdk/server/mcp.js",
  "@noble/curves": "@noble/curves/nist.js",
};

/** The package a failed import could not find (`@scope/name` or `name`), if that is why it failed. */
export function missingPackage(err: unknown): string | undefined {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || (e.code !== "ERR_MODULE_NOT_FOUND" && e.code !== "MODULE_NOT_FOUND") || typeof e.message !== "string") return undefined;
  const m = /Cannot find (?:package|module) '([^']+)'/.exec(e.message);
  if (!m || m[1].startsWith(".") || m[1].startsWith("/") || m[1].startsWith("file:")) return undefined;
  const parts = m[1].split("/");
  return m[1].startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

function resolvable(pkg: string): boolean {
  try {
    import.meta.resolve(PROBE[pkg] ?? pkg);
    return true;
  } catch (err) {
    // Installed, with an exports map that does not offer that entry.
    return (err as { code?: unknown }).code === "ERR_PACKAGE_PATH_NOT_EXPORTED";
  }
}

/**
 * When `err` is the failure to load one of bizdoc's optional packages: the
 * sentence saying what `use` needs and the npm command that installs every
 * package of it that is missing. Otherwise undefined.
 */
export function missingPeerMessage(err: unknown, use: PeerUse, what: string): string | undefined {
  const failed = missingPackage(err);
  if (!failed || !ALL.has(failed)) return undefined;
  const missing = [...new Set([failed, ...PEERS[use].filter((p) => p !== failed && !resolvable(p))])];
  const needs = PEERS[use].includes(failed as never) ? PEERS[use] : [...PEERS[use], failed];
  const list = (names: readonly string[]) => names.map((n) => `'${n}'`).join(", ");
  return `${what} needs the optional ${needs.length === 1 ? "package" : "packages"} ${list(needs)}; not installed: ${list(missing)}. Install ${missing.length === 1 ? "it" : "them"} beside bizdoc: npm install ${missing.join(" ")}`;
}
