// `node --import ./test/support/hide-packages.mjs ...` with BIZDOC_HIDE_PACKAGES=a,b:
// imports of those packages fail as they do where they are not installed
// (ERR_MODULE_NOT_FOUND), so that tests see what a user without bizdoc's
// optional peer dependencies sees, without uninstalling anything.
import { register } from "node:module";

const hidden = (process.env.BIZDOC_HIDE_PACKAGES ?? "").split(",").filter(Boolean);
register(new URL("./hide-packages-hooks.mjs", import.meta.url), { data: { hidden } });
