import { describe, expect, it } from "vitest";
import { builtinRenderers } from "../../render/index.ts";
import { facturxRenderer } from "../../render/facturx/index.ts";
import { pdfRenderer } from "../../render/pdf/index.ts";

// The PDF renderers are registered as stand-ins that load their code on first use: what they say of
// themselves before loading must be what the loaded renderers say.
describe("the renderers loaded on first use", () => {
  it("list the key, name and media type of the renderers they load, and extract where those do", () => {
    for (const loaded of [pdfRenderer, facturxRenderer]) {
      const registered = builtinRenderers.find((r) => r.key === loaded.key)!;
      expect({ key: registered.key, name: registered.name, contentType: registered.contentType }).toEqual({ key: loaded.key, name: loaded.name, contentType: loaded.contentType });
      expect(registered.extract === undefined).toBe(loaded.extract === undefined);
    }
  });
});
