/** The renderers one engine knows, by key; refused at start-up when two share a key. */
import { BizdocError } from "../errors/index.ts";
import type { RenderPlugin } from "./contracts.ts";

export class RendererRegistry {
  private readonly byKey = new Map<string, RenderPlugin>();

  constructor(renderers: readonly RenderPlugin[]) {
    for (const renderer of renderers) {
      if (this.byKey.has(renderer.key)) throw new BizdocError("internal", `renderer '${renderer.key}' is registered twice`);
      this.byKey.set(renderer.key, renderer);
    }
  }

  list(): RenderPlugin[] {
    return [...this.byKey.values()];
  }

  /** The renderer by key; a 400 naming the ones there are when unknown. */
  get(key: unknown): RenderPlugin {
    const renderer = typeof key === "string" ? this.byKey.get(key.toLowerCase()) : undefined;
    if (!renderer) {
      const keys = this.list().map((r) => r.key).join(", ") || "none registered";
      throw new BizdocError("input", `unknown render format ${typeof key === "string" ? `'${key.slice(0, 40)}'` : "(none given)"}: use one of ${keys}`, [
        { properties: ["$.format"], description: `must be one of ${keys}` },
      ]);
    }
    return renderer;
  }

  /** The renderers that can give back the XML their files carry (Factur-X). */
  extractors(): RenderPlugin[] {
    return this.list().filter((r) => r.extract);
  }
}
