import express, { type RequestHandler } from "express";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { BizdocError } from "../engine/index.ts";
import { ifNoneMatch, methodNotAllowed, preflight, strongETag } from "./middleware.ts";

export const DOCS_NOT_BUILT = "the API reference is not built: run npm run build";

/**
 * What the page may load: its own origin only. Swagger UI sets inline styles
 * (style attributes) and draws its icons as data: images; it fetches the
 * description and "try it out" requests from this origin.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/** The renderer's files change only with a new build; the page is revalidated every time. */
const ASSET_CACHE = "public, max-age=3600";

/**
 * The API reference page at `/v0/docs` (Swagger UI on `/v0/openapi.json`)
 * and its files under `/v0/docs/assets/`, from the `docs` folder of the built
 * assets (scripts/assets/docs.mjs). When they are not built, every path here
 * answers 404 in the one error shape.
 */
export function docsRoutes(assetsDir: string | undefined): express.Router {
  const dir = assetsDir === undefined ? undefined : join(assetsDir, "docs");
  const router = express.Router();
  router
    .route("/")
    .get(page(dir))
    .options(preflight(["GET", "HEAD"]))
    .all(methodNotAllowed(["GET", "HEAD"]));
  if (dir !== undefined) {
    router.use(
      "/assets",
      express.static(join(dir, "assets"), {
        index: false,
        redirect: false,
        setHeaders: (res) => {
          res.setHeader("Cache-Control", ASSET_CACHE);
          res.setHeader("X-Content-Type-Options", "nosniff");
        },
      }),
    );
  }
  // Nothing else lives under /v0/docs.
  router.use(notFound(dir));
  return router;
}

/**
 * The page, read once it exists, sent with its Content-Security-Policy and
 * an ETag of its text, so that the revalidation `no-cache` asks for is a 304
 * from any worker while the build is the same.
 */
function page(dir: string | undefined): RequestHandler {
  let html: string | undefined;
  return async (req, res, next) => {
    html ??= dir === undefined ? undefined : await readFile(join(dir, "index.html"), "utf8").catch(() => undefined);
    if (html === undefined) return next(new BizdocError("not-found", DOCS_NOT_BUILT));
    const body = withBase(html, req.originalUrl);
    const etag = strongETag(body);
    res.setHeader("Content-Security-Policy", DOCS_CONTENT_SECURITY_POLICY);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("ETag", etag);
    if (ifNoneMatch(req.get("if-none-match"), etag)) {
      res.status(304).end();
      return;
    }
    res.type("html").send(body);
  };
}

/**
 * The page's URLs are relative to `/v0/docs/`. Asked for as `/v0/docs`, its
 * relative URLs would resolve one level up: a `<base href="docs/">` (itself
 * relative, so a path prefix in front of /v0 is kept) puts them back.
 */
function withBase(html: string, originalUrl: string): string {
  const path = originalUrl.split("?")[0];
  if (path.endsWith("/")) return html;
  const segment = path.slice(path.lastIndexOf("/") + 1);
  // The segment matched the mount path, so it is a plain word; anything else is left alone rather than put in the page.
  if (!/^[\w.~-]+$/.test(segment)) return html;
  return html.replace("<head>", `<head>\n    <base href="${segment}/">`);
}

function notFound(dir: string | undefined): RequestHandler {
  return (_req, _res, next) => {
    const built = dir !== undefined && existsSync(join(dir, "index.html"));
    next(new BizdocError("not-found", built ? "no such file in the API reference" : DOCS_NOT_BUILT));
  };
}
