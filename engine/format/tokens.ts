/** Container token for format plugins (see ./contracts.ts), registered with `{ useValue: plugin }`. */
export const FORMAT_PLUGIN = Symbol.for("bizdoc.plugin.format");
