import express, { type RequestHandler } from "express";
import { randomBytes } from "node:crypto";
import { access, readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { BizdocError } from "../engine/index.ts";

/** The placeholder in the built index.html that each response fills with its own style nonce. */
const NONCE_PLACEHOLDER = "{{nonce}}";
/** Built names carry a hash of their contents (`main-63NJEEUT.js`, see scripts/assets/playground.mjs). */
const CONTENT_HASHED = /-[A-Z0-9]{8}\.(?:js|css)(?:\.map)?$/;

/**
 * The playground page at `/` (GET and HEAD) and its built files under
 * `/playground/`, from `<assetsDir>/playground` (written by `npm run
 * build`). Either answers 404 in the one error shape while not built.
 */
export function playgroundRoutes(assetsDir: string | undefined): express.Router {
  const dir = assetsDir === undefined ? undefined : join(assetsDir, "playground");
  const router = express.Router();
  router.get("/", page(dir));
  router.use("/playground", builtFiles(dir));
  return router;
}

/**
 * The page itself, with a Content-Security-Policy that lets it load only its
 * own origin's scripts, styles and API. CodeMirror injects a style element,
 * which the policy admits by a nonce fresh for each response (the page hands
 * it to CodeMirror); lint underlines are data: SVG images.
 */
function page(dir: string | undefined): RequestHandler {
  // Read once found: the built page does not change while the server runs (a rebuild means a restart).
  let built: string | undefined;
  return async (_req, res, next) => {
    built ??= dir === undefined ? undefined : await readFile(join(dir, "index.html"), "utf8").catch(() => undefined);
    const html = built;
    if (html === undefined) return next(notBuilt());
    const nonce = randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    res.setHeader("Cache-Control", "no-store"); // the nonce is good for this response only
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "no-referrer");
    res.type("html").send(html.replaceAll(NONCE_PLACEHOLDER, nonce));
  };
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The bundle, its source map, the styles and the favicon; index.html only through `/`, where it gets its nonce. */
function builtFiles(dir: string | undefined): RequestHandler {
  if (dir === undefined) return (_req, _res, next) => next(notBuilt());
  const serve = express.static(dir, {
    index: false,
    redirect: false,
    etag: true,
    lastModified: true,
    setHeaders: (res, path) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cache-Control", CONTENT_HASHED.test(basename(path)) ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  // Every build writes index.html: without it, the folder is not (or not yet) a build. Checked until it is one.
  let isBuilt = false;
  return async (req, res, next) => {
    if (req.path === "/index.html") return next();
    isBuilt ||= await access(join(dir, "index.html")).then(
      () => true,
      () => false,
    );
    if (!isBuilt) return next(notBuilt());
    serve(req, res, next);
  };
}

function notBuilt(): BizdocError {
  return new BizdocError("not-found", "the playground is not built: run npm run build");
}
