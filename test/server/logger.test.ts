import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { boundedWriter, createLogger } from "../../server/logger.ts";

/** A stream whose reader is stalled until `drain()` is called. */
function stalled() {
  const written: string[] = [];
  const callbacks: (() => void)[] = [];
  const stream = new Writable({
    highWaterMark: 1024,
    write(chunk, _enc, cb) {
      written.push(String(chunk));
      callbacks.push(cb);
    },
  });
  const drain = () => {
    while (callbacks.length) callbacks.shift()!();
  };
  return { stream, written, drain };
}

describe("log output to a lagging reader", () => {
  it("holds at most maxPending bytes, drops the rest and says how many", async () => {
    const { stream, written, drain } = stalled();
    const logger = createLogger({ level: "info", write: boundedWriter(stream, 10_000) });
    for (let i = 0; i < 5_000; i++) logger.info("request", { path: "/v0/build", n: i });
    expect(stream.writableLength).toBeLessThan(10_000 + 200);
    for (let round = 0; round < 10_000 && stream.writableLength > 0; round++) {
      drain();
      await new Promise((resolve) => setImmediate(resolve));
    }
    logger.info("after");
    drain();
    await new Promise((resolve) => setImmediate(resolve));
    const lines = written.map((l) => JSON.parse(l));
    const kept = lines.filter((l) => l.msg === "request").length;
    expect(kept).toBeGreaterThan(0);
    expect(kept * written[0].length).toBeLessThan(10_000 + 2 * written[0].length);
    expect(lines.slice(-2)[0]).toMatchObject({ level: "warn", msg: "log lines dropped: output too slow", dropped: 5_000 - kept });
    expect(lines.slice(-1)[0]).toMatchObject({ msg: "after" });
  });
});
