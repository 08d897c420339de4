// Resolve hook of hide-packages.mjs: the hidden packages, and every module in them, are not found.
let hidden = [];

export function initialize(data) {
  hidden = data?.hidden ?? [];
}

export async function resolve(specifier, context, next) {
  for (const pkg of hidden) {
    if (specifier === pkg || specifier.startsWith(`${pkg}/`)) {
      const err = new Error(`Cannot find package '${pkg}' imported from ${context.parentURL ?? "the command line"}`);
      err.code = "ERR_MODULE_NOT_FOUND";
      throw err;
    }
  }
  return next(specifier, context);
}
