/** Container token for renderer plugins (see ./contracts.ts), registered with `{ useValue: plugin }`. */
export const RENDER_PLUGIN = Symbol.for("bizdoc.plugin.renderer");
