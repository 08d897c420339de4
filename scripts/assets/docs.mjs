// The API reference page (served at /v0/docs): our own small page and its
// initialiser, with Swagger UI's files copied from the swagger-ui-dist
// package (no CDN: the page works offline and loads nothing from elsewhere).
//
//   outDir/index.html          the page; every URL in it is relative to /v0/docs/
//   outDir/assets/init.js      starts Swagger UI on ../openapi.json
//   outDir/assets/<file>       Swagger UI's bundle, style sheet, icons, licences
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** What the page uses from swagger-ui-dist, with what its licence asks to go along (source maps when present). */
const RENDERER_FILES = [
  "swagger-ui-bundle.js",
  "swagger-ui-bundle.js.map",
  "swagger-ui-bundle.js.LICENSE.txt",
  "swagger-ui.css",
  "swagger-ui.css.map",
  "favicon-32x32.png",
  "favicon-16x16.png",
  "LICENSE",
  "NOTICE",
];

/** Files the page cannot work without: a package that lacks one is not the Swagger UI we know. */
const REQUIRED = new Set(["swagger-ui-bundle.js", "swagger-ui.css"]);

/** @param {string} outDir */
export async function buildDocs(outDir) {
  const assets = join(outDir, "assets");
  mkdirSync(assets, { recursive: true });
  const { dir, version } = swaggerUiDist();
  for (const file of RENDERER_FILES) {
    const from = join(dir, file);
    if (existsSync(from)) copyFileSync(from, join(assets, file));
    else if (REQUIRED.has(file)) throw new Error(`swagger-ui-dist ${version} has no ${file}`);
  }
  writeFileSync(join(assets, "init.js"), INIT_SCRIPT);
  writeFileSync(join(assets, "page.css"), PAGE_STYLES);
  writeFileSync(join(outDir, "index.html"), PAGE);
}

/** The installed swagger-ui-dist package: its folder and version, found as Node resolves it. */
function swaggerUiDist() {
  const manifest = createRequire(import.meta.url).resolve("swagger-ui-dist/package.json");
  return { dir: dirname(manifest), version: JSON.parse(readFileSync(manifest, "utf8")).version };
}

// No inline script or style, so the page's Content-Security-Policy can allow
// scripts from its own origin only. The server inserts a <base> when the page
// is asked for without its trailing slash, so these relative URLs hold either way.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>bizdoc API reference</title>
    <link rel="stylesheet" href="assets/swagger-ui.css">
    <link rel="stylesheet" href="assets/page.css">
    <link rel="icon" type="image/png" href="assets/favicon-32x32.png" sizes="32x32">
    <link rel="icon" type="image/png" href="assets/favicon-16x16.png" sizes="16x16">
  </head>
  <body>
    <header class="bizdoc-bar">
      <strong>bizdoc API reference</strong>
      <span>server <code id="bizdoc-server">/v0</code></span>
      <a id="bizdoc-playground" href="../../">← the playground</a>
    </header>
    <noscript>The API reference needs JavaScript. The API's description itself is at <a href="../openapi.json">../openapi.json</a>.</noscript>
    <div id="swagger-ui"></div>
    <script src="assets/swagger-ui-bundle.js"></script>
    <script src="assets/init.js"></script>
  </body>
</html>
`;

// The bar above Swagger UI: the page's name, its server and the way back to the playground.
const PAGE_STYLES = `.bizdoc-bar {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  align-items: baseline;
  max-width: 1460px;
  margin: 0 auto;
  padding: 0.75rem 20px;
  font-family: sans-serif;
  color: #3b4151;
  border-bottom: 1px solid #e5e5e5;
}
.bizdoc-bar code {
  font-family: monospace;
}
.bizdoc-bar a {
  margin-left: auto;
  color: #4990e2;
}
`;

// Plain browser JavaScript, run after the bundle has defined SwaggerUIBundle.
const INIT_SCRIPT = `// Starts Swagger UI on this API's own description, next to the page.
"use strict";
(function () {
  // The streamable HTTP transport of MCP wants both types in Accept, which
  // OpenAPI cannot describe as a parameter; "try it out" adds them here.
  function acceptMcp(request) {
    if (/\\/mcp(?:[?#]|$)/.test(request.url)) request.headers.Accept = "application/json, text/event-stream";
    return request;
  }

  // Relative to the page (document.baseURI), so the page works behind a path prefix.
  var specUrl = new URL("../openapi.json", document.baseURI).href;
  // The API's base: where openapi.json's server "." is, as a whole address a person can read (scheme, host, port, /v0).
  var apiBase = new URL(".", specUrl).href.replace(/\\/$/, "");
  document.getElementById("bizdoc-server").textContent = apiBase;

  // The description names its server relatively ("."), which Swagger UI would list as "."; the list shows
  // where that is instead. Requests go to the same place either way.
  function absoluteServers(text) {
    try {
      var spec = JSON.parse(text);
      if (!Array.isArray(spec.servers)) return text;
      spec.servers = spec.servers.map(function (server) {
        if (typeof server.url !== "string" || /^[a-z][a-z0-9+.-]*:/i.test(server.url)) return server;
        return Object.assign({}, server, { url: new URL(server.url, specUrl).href.replace(/\\/$/, "") });
      });
      return JSON.stringify(spec);
    } catch (err) {
      return text;
    }
  }
  var serversPlugin = {
    statePlugins: {
      spec: {
        wrapActions: {
          updateSpec: function (original) {
            return function (text) {
              return original(typeof text === "string" ? absoluteServers(text) : text);
            };
          },
        },
      },
    },
  };

  window.ui = SwaggerUIBundle({
    url: specUrl,
    plugins: [function () { return serversPlugin; }],
    dom_id: "#swagger-ui",
    deepLinking: true,
    // Never send the description to validator.swagger.io (the page stays on this origin).
    validatorUrl: null,
    // "Try it out" is left available on every operation (Swagger UI's default), against this same origin.
    requestInterceptor: acceptMcp,
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
  });
})();
`;
