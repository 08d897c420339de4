import { describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMIT, readConfig } from "../../server/config.ts";

describe("readConfig", () => {
  it("has defaults that cut slow headers and bodies within 30 s", () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 8080, bodyLimit: DEFAULT_BODY_LIMIT, headersTimeoutMs: 10_000, bodyTimeoutMs: 10_000, bodyMinRate: 1024 });
    // a stalled body is cut within two periods
    expect(Math.max(config.headersTimeoutMs, 2 * config.bodyTimeoutMs)).toBeLessThanOrEqual(30_000);
  });

  it("reads the timeouts in milliseconds and the rate as a size per second", () => {
    expect(readConfig({ HEADERS_TIMEOUT: "2500", BODY_TIMEOUT: " 750 ", BODY_MIN_RATE: "4kb" })).toMatchObject({ headersTimeoutMs: 2500, bodyTimeoutMs: 750, bodyMinRate: 4096 });
    expect(readConfig({ BODY_MIN_RATE: "100" }).bodyMinRate).toBe(100);
  });

  it("keeps idle connections 65 s unless told otherwise: longer than load balancers' usual 60 s", () => {
    expect(readConfig({}).keepAliveTimeoutMs).toBe(65_000);
    expect(readConfig({ KEEP_ALIVE_TIMEOUT: " 120000 " }).keepAliveTimeoutMs).toBe(120_000);
  });

  it.each([
    ["KEEP_ALIVE_TIMEOUT", "0"],
    ["KEEP_ALIVE_TIMEOUT", "65s"],
    ["KEEP_ALIVE_TIMEOUT", "-1"],
    ["KEEP_ALIVE_TIMEOUT", "3600001"],
    ["HEADERS_TIMEOUT", "0"],
    ["HEADERS_TIMEOUT", "1.5"],
    ["HEADERS_TIMEOUT", "400000"],
    ["BODY_TIMEOUT", "-5"],
    ["BODY_TIMEOUT", "ten"],
    ["BODY_MIN_RATE", "0"],
    ["BODY_MIN_RATE", "1 kb per s"],
  ])("refuses %s=%s naming the variable", (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(name);
  });
});
