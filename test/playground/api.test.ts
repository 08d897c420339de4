import { describe, expect, it } from "vitest";
import { engineTime, isErrorBody, operationUrl } from "../../playground/api.ts";

describe("operationUrl", () => {
  it("resolves against the page, so a path prefix is kept", () => {
    expect(operationUrl("build", "http://127.0.0.1:8080/")).toBe("http://127.0.0.1:8080/v0/build");
    expect(operationUrl("sign", "https://example.test/tools/bizdoc/")).toBe("https://example.test/tools/bizdoc/v0/sign");
    expect(operationUrl("verify", "https://example.test/tools/bizdoc/?example=x#top")).toBe("https://example.test/tools/bizdoc/v0/verify");
  });
});

describe("engineTime", () => {
  it("reads the engine duration", () => {
    expect(engineTime("engine;dur=1.25, total;dur=2.5")).toBe(1.25);
    expect(engineTime("total;dur=2.5,engine;desc=\"run\";dur=0.4")).toBe(0.4);
  });

  it("is undefined without an engine metric or a number", () => {
    expect(engineTime(null)).toBeUndefined();
    expect(engineTime("total;dur=2.5")).toBeUndefined();
    expect(engineTime("engine")).toBeUndefined();
    expect(engineTime("engine;dur=abc")).toBeUndefined();
    expect(engineTime("engines;dur=3")).toBeUndefined();
  });
});

describe("isErrorBody", () => {
  const error = { code: 422, key: "validation", message: "bad", faults: [{ code: "X-1", properties: ["$.a"], description: "d" }, { properties: [], description: "e" }] };

  it("accepts the one error shape", () => {
    expect(isErrorBody(error)).toBe(true);
    expect(isErrorBody({ ...error, faults: [] })).toBe(true);
  });

  it("refuses anything else", () => {
    expect(isErrorBody(undefined)).toBe(false);
    expect(isErrorBody({ ok: true })).toBe(false);
    expect(isErrorBody({ ...error, code: "422" })).toBe(false);
    expect(isErrorBody({ ...error, faults: undefined })).toBe(false);
    expect(isErrorBody({ ...error, faults: [{ properties: "$.a", description: "d" }] })).toBe(false);
    expect(isErrorBody({ ...error, faults: [{ properties: [1], description: "d" }] })).toBe(false);
    expect(isErrorBody({ ...error, faults: [{ code: 5, properties: [], description: "d" }] })).toBe(false);
  });
});
