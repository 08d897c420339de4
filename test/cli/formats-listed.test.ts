/** The formats the command line's help names are the formats bizdoc registers, in the same order. */
import { expect, it } from "vitest";
import { CLI_FORMATS } from "../../cli/program.ts";
import { builtinFormats } from "../../formats/index.ts";

it("names every registered format, and only those", () => {
  expect([...CLI_FORMATS]).toEqual(builtinFormats.map((f) => f.key));
});
