/**
 * Working with extension maps (`ext`: key → code), the way regimes and addons
 * need to: set a code from a key, keep a code only if it is one of a list,
 * check that keys are present or absent, check a code against its
 * definition. GOBL's `tax.Extensions` semantics: an empty code is never kept,
 * and a map that ends up empty is removed from its holder.
 */
import type { Definition } from "./regime-def.ts";

export type Extensions = Record<string, string>;

/** Anything that carries an extension map (a combo, a note, a discount, a party...). */
export interface ExtensionHolder {
  ext?: Extensions;
}

const isMap = (v: unknown): v is Extensions => typeof v === "object" && v !== null && !Array.isArray(v);

/** The code of a key, or "" when the map or the key is missing. */
export function extCode(ext: unknown, key: string): string {
  return isMap(ext) && Object.hasOwn(ext, key) ? String(ext[key] ?? "") : "";
}

/** True when the map has every one of the keys. */
export function extHas(ext: unknown, ...keys: string[]): boolean {
  return isMap(ext) && keys.every((k) => Object.hasOwn(ext, k));
}

function store(holder: ExtensionHolder, ext: Extensions): void {
  if (Object.keys(ext).length > 0) holder.ext = ext;
  else delete holder.ext;
}

/** Writes a code as an own property, so that a key such as `__proto__` stays a key and never sets a prototype. */
function putCode(ext: Extensions, key: string, code: string): void {
  Object.defineProperty(ext, key, { value: code, enumerable: true, writable: true, configurable: true });
}

/** Sets a key's code on the holder; an empty code removes the key. */
export function setExt(holder: ExtensionHolder, key: string, code: string | undefined): void {
  const ext = { ...(holder.ext ?? {}) };
  if (code) putCode(ext, key, code);
  else delete ext[key];
  store(holder, ext);
}

/** Sets a key's code only when the key is not there yet. */
export function setExtIfEmpty(holder: ExtensionHolder, key: string, code: string): void {
  if (!extHas(holder.ext, key)) setExt(holder, key, code);
}

/** Sets a key to `code` unless its current code is already one of `allowed`. */
export function setExtOneOf(holder: ExtensionHolder, key: string, code: string, allowed: readonly string[]): void {
  if (!allowed.includes(extCode(holder.ext, key)) || !extHas(holder.ext, key)) setExt(holder, key, code);
}

/** Removes keys from the holder's map. */
export function deleteExt(holder: ExtensionHolder, ...keys: string[]): void {
  if (!holder.ext || !keys.some((k) => Object.hasOwn(holder.ext!, k))) return;
  const ext = { ...holder.ext };
  for (const k of keys) delete ext[k];
  store(holder, ext);
}

/** Merges codes over the holder's map (the given codes win; empty ones remove their key). */
export function mergeExt(holder: ExtensionHolder, codes: Extensions): void {
  const ext = { ...(holder.ext ?? {}) };
  for (const [k, v] of Object.entries(codes)) {
    if (v) putCode(ext, k, v);
    else delete ext[k];
  }
  store(holder, ext);
}

/** The first key of a key → code table that maps to `code` ("" when none does). */
export function keyForCode(table: ReadonlyMap<string, string>, code: string): string {
  if (!code) return "";
  for (const [key, c] of table) if (c === code) return key;
  return "";
}

// Checks for rules, in GOBL's terms (`tax.ExtensionsRequire`, ...). Each
// takes the extension map itself (absent maps count as empty).

/** Every key is present. */
export const extRequire =
  (...keys: string[]) =>
  (ext: unknown): boolean =>
    keys.every((k) => extHas(ext, k));

/** None of the keys is present. */
export const extExclude =
  (...keys: string[]) =>
  (ext: unknown): boolean =>
    !keys.some((k) => extHas(ext, k));

/** Either all of the keys are present or none is. */
export const extRequireAllOrNone =
  (...keys: string[]) =>
  (ext: unknown): boolean => {
    const count = keys.filter((k) => extHas(ext, k)).length;
    return count === 0 || count === keys.length;
  };

/** At most one of the keys is present. */
export const extAllowOneOf =
  (...keys: string[]) =>
  (ext: unknown): boolean =>
    keys.filter((k) => extHas(ext, k)).length <= 1;

/** When the key is present, its code is one of `codes`. */
export const extHasCodes =
  (key: string, ...codes: string[]) =>
  (ext: unknown): boolean =>
    !extHas(ext, key) || codes.includes(extCode(ext, key));

/** When the key is present, its code is none of `codes`. */
export const extExcludeCodes =
  (key: string, ...codes: string[]) =>
  (ext: unknown): boolean =>
    !extHas(ext, key) || !codes.includes(extCode(ext, key));

const patterns = new Map<string, RegExp>();

/**
 * Whether a code is one its definition allows: one of its values, or a match
 * of its pattern. A definition with neither accepts any code.
 */
export function codeAllowed(def: Definition, code: string): boolean {
  if ((def.values ?? []).length > 0) return def.values!.some((v) => v.code === code);
  if (def.pattern) {
    let re = patterns.get(def.pattern);
    if (!re) patterns.set(def.pattern, (re = new RegExp(def.pattern, "u")));
    return re.test(code);
  }
  return true;
}

/** What carries extension definitions: a regime or an addon plugin. */
interface DefinesExtensions {
  definition: { extensions?: Definition[] | null };
}

const definitionsByPlugin = new WeakMap<object, Map<string, Definition>>();

/** A plugin's extension definitions by key, computed once per plugin. */
export function extensionDefinitionsOf(plugin: DefinesExtensions): Map<string, Definition> {
  let defs = definitionsByPlugin.get(plugin);
  if (!defs) {
    defs = new Map((plugin.definition.extensions ?? []).filter((d) => d.key).map((d) => [d.key!, d]));
    definitionsByPlugin.set(plugin, defs);
  }
  return defs;
}

const definitionsByPluginSet = new WeakMap<object, Map<string, Definition>>();

/**
 * Every extension definition of a plugin set's regimes, then its addons, by
 * key (the first definition of a key wins); computed once per plugin set.
 */
export function allExtensionDefinitions(plugins: { regimes(): DefinesExtensions[]; addons(): DefinesExtensions[] }): Map<string, Definition> {
  let all = definitionsByPluginSet.get(plugins);
  if (!all) {
    all = new Map();
    for (const plugin of [...plugins.regimes(), ...plugins.addons()]) {
      for (const [key, def] of extensionDefinitionsOf(plugin)) if (!all.has(key)) all.set(key, def);
    }
    definitionsByPluginSet.set(plugins, all);
  }
  return all;
}
