// The server bundle's stand-in for body-parser, which express 5 loads at start for its express.json(),
// express.urlencoded(), express.raw() and express.text(). bizdoc reads request bodies itself
// (server/middleware.ts, server/direct.ts) and never calls them (test/server/bundle-body-parser.test.ts
// checks), while loading them (with iconv-lite, qs's parser and raw-body) took about 6% of a worker's start.
"use strict";

function unavailable(name) {
  return function () {
    throw new Error(`express.${name}() is left out of the bizdoc server bundle: bizdoc reads request bodies itself`);
  };
}

module.exports = { json: unavailable("json"), raw: unavailable("raw"), text: unavailable("text"), urlencoded: unavailable("urlencoded") };
