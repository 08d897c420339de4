/**
 * A body over the limit is answered 413 where the client can read it, by
 * the clients people use: Node's fetch, curl, Python's urllib and
 * http.client (server/limits.ts reads and drops the rest of the body before
 * closing, within bounds). `Expect: 100-continue` announcing such a body is
 * refused without `100 Continue`; another expectation is answered 417 in the
 * one error shape. Each client is tried ten times: refusing at once and
 * closing, as the server did, lost the answer in most tries of most of them.
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAPI } from "../../server/app.ts";
import { DEFAULT_BODY_LIMIT } from "../../server/config.ts";
import { createHttpServer } from "../../server/limits.ts";
import { bundledEntry } from "../support/bundle.ts";
import { testEngine } from "./helpers.ts";
import { hasWholeAnswer, openConnection, parseAnswer } from "./raw-http.ts";
import { killServerProcess, startServerProcess, type ServerProcess } from "./server-process.ts";

/** Tries per client: a client that loses the answer in a quarter of tries or more is all but sure to lose one. */
const TRIES = 10;
/** Over the limit, and more than the kernel holds in flight on this machine's loopback (the client then still sends when answered). */
const BODY_SIZE = 8 * 1024 * 1024;
const TOO_LARGE = { code: 413, key: "input", message: expect.stringMatching(/^request body too large/), faults: [] };

/** The server as it runs in production: its own process (a client sharing the server's event loop would not race it). */
let served: ServerProcess;
let port: number;
let url: string;

/** An in-process server with small limits, to watch the bounds on what is read after an early answer. */
interface Listening {
  server: Server;
  port: number;
  /** Bytes each closed connection had read, in the order they closed. */
  reads: number[];
  open: Set<Socket>;
}
let tight: Listening;
const TIGHT_LIMIT = 64 * 1024;
const TIGHT_ALLOWANCE = 1024 * 1024;
const TIGHT_DRAIN_MS = 500;
let scratch: string;

beforeAll(async () => {
  served = startServerProcess(await bundledEntry("server/main.ts"), {});
  port = (await served.waitFor((line) => line.msg === "listening")).port;
  url = `http://127.0.0.1:${port}/v0/build`;

  const limits = { bodyLimit: TIGHT_LIMIT, headersTimeoutMs: 10_000, bodyTimeoutMs: 10_000, bodyMinRate: 1024, drainBeyondLimitBytes: TIGHT_ALLOWANCE, drainTimeoutMs: TIGHT_DRAIN_MS };
  const server = createHttpServer(createAPI(testEngine(), { bodyLimit: TIGHT_LIMIT }), limits).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  tight = { server, port: (server.address() as AddressInfo).port, reads: [], open: new Set() };
  server.on("connection", (socket: Socket) => {
    tight.open.add(socket);
    socket.once("close", () => {
      tight.open.delete(socket);
      tight.reads.push(socket.bytesRead);
    });
  });

  scratch = mkdtempSync(join(tmpdir(), "bizdoc-refused-"));
  writeFileSync(join(scratch, "body.json"), Buffer.alloc(BODY_SIZE, "x"));
});
afterAll(async () => {
  if (served) killServerProcess(served);
  if (tight) {
    tight.server.closeAllConnections();
    await new Promise((resolve) => tight.server.close(resolve));
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const run = promisify(execFile);

/** Whether a program runs here (the test of a client that is not installed is skipped, saying so). */
function installed(program: string): boolean {
  return spawnSync(program, ["--version"], { stdio: "ignore" }).status === 0;
}
const CURL = installed("curl");
const PYTHON = installed("python3");

/** Resolves once every connection to the tight server has closed (the server decides when, within its bounds). */
async function allClosed(): Promise<void> {
  for (let i = 0; i < 400 && tight.open.size > 0; i++) await sleep(25);
  expect(tight.open.size).toBe(0);
}

describe("a body over the limit is answered 413 where the client reads it", () => {
  it.each(["declared length", "chunked"])("Node's fetch, %s", async (framing) => {
    const body = Buffer.alloc(BODY_SIZE, "x");
    for (let i = 0; i < TRIES; i++) {
      const stream = () =>
        new ReadableStream({
          start(controller) {
            for (let at = 0; at < body.length; at += 64 * 1024) controller.enqueue(body.subarray(at, at + 64 * 1024));
            controller.close();
          },
        });
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        ...(framing === "chunked" ? { body: stream(), duplex: "half" } : { body }),
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual(TOO_LARGE);
    }
  });

  it.skipIf(!CURL).each([
    ["declared length", []],
    ["chunked", ["-H", "Transfer-Encoding: chunked"]],
  ])(`curl, %s, sending at once (no Expect)${CURL ? "" : " (skipped: curl is not installed)"}`, async (_framing, framingOptions) => {
    for (let i = 0; i < TRIES; i++) {
      const { stdout } = await run("curl", ["-sS", "-H", "Expect:", ...(framingOptions as string[]), "-H", "Content-Type: application/json", "--data-binary", `@${join(scratch, "body.json")}`, url]);
      expect(JSON.parse(stdout)).toEqual(TOO_LARGE);
    }
  });

  it.skipIf(!CURL)(
    `curl, which announces a large body with Expect: 100-continue, is refused before it sends any of it${CURL ? "" : " (skipped: curl is not installed)"}`,
    async () => {
      for (let i = 0; i < TRIES; i++) {
        const { stdout, stderr } = await run("curl", ["-sS", "-v", "-w", "\n%{size_upload}", "-H", "Content-Type: application/json", "--data-binary", `@${join(scratch, "body.json")}`, url]);
        expect(stderr).toMatch(/^> Expect: 100-continue/m);
        expect(stderr).not.toMatch(/^< HTTP\/1\.1 100/m);
        const [answer, uploaded] = stdout.split("\n");
        expect(JSON.parse(answer)).toEqual(TOO_LARGE);
        expect(uploaded).toBe("0");
      }
    },
  );

  /** Python, TRIES times over one process: each answer's status and body, or the exception that came instead. */
  const PYTHON_CLIENTS = `
import http.client, json, sys, urllib.error, urllib.request
client, port, size, tries = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
body = b"x" * size
headers = {"Content-Type": "application/json"}
def post():
    if client == "urllib":
        try:
            with urllib.request.urlopen(urllib.request.Request(f"http://127.0.0.1:{port}/v0/build", data=body, headers=headers, method="POST"), timeout=60) as answer:
                return answer.status, answer.read()
        except urllib.error.HTTPError as refused:
            return refused.code, refused.read()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        if client == "http.client chunked":
            connection.request("POST", "/v0/build", (body[at:at + 65536] for at in range(0, size, 65536)), headers, encode_chunked=True)
        else:
            connection.request("POST", "/v0/build", body, headers)
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()
for _ in range(tries):
    try:
        status, text = post()
        print(json.dumps({"status": status, "body": json.loads(text)}))
    except Exception as failure:
        print(json.dumps({"failed": type(failure).__name__}))
`;

  it.skipIf(!PYTHON).each(["urllib", "http.client", "http.client chunked"])(
    `Python's %s, which sends the whole body before reading${PYTHON ? "" : " (skipped: python3 is not installed)"}`,
    async (client) => {
      const { stdout } = await run("python3", ["-c", PYTHON_CLIENTS, client, String(port), String(BODY_SIZE), String(TRIES)]);
      const outcomes = stdout.trim().split("\n").map((line) => JSON.parse(line));
      expect(outcomes).toEqual(Array.from({ length: TRIES }, () => ({ status: 413, body: TOO_LARGE })));
    },
  );
});

describe("what is read after an early answer is bounded", () => {
  /** Writes `chunk` to `socket` as fast as it takes it, until the connection is gone or `most` bytes are written; resolves with the bytes written. */
  async function pour(socket: Socket, chunk: Buffer, most = Infinity): Promise<number> {
    let written = 0;
    while (!socket.destroyed && socket.writable && written < most) {
      if (!socket.write(chunk)) await new Promise((resolve) => socket.once("drain", resolve).once("close", resolve));
      written += chunk.length;
    }
    return written;
  }

  it("a body declared far beyond the limit, sent flat out, is read no further than the limit plus the allowance", async () => {
    const c = await openConnection(tight.port);
    c.socket.write(`POST /v0/build HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${1024 ** 4}\r\n\r\n`);
    await pour(c.socket, Buffer.alloc(64 * 1024, "x"));
    await c.closed;
    await allClosed();
    expect(tight.reads.at(-1)).toBeGreaterThan(TIGHT_LIMIT);
    expect(tight.reads.at(-1)).toBeLessThanOrEqual(TIGHT_LIMIT + TIGHT_ALLOWANCE + 128 * 1024);
  });

  it("a body still coming when the drain time is over is cut, though it came quickly", async () => {
    const c = await openConnection(tight.port);
    c.socket.write(`POST /v0/build HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${1024 ** 4}\r\n\r\n`);
    const drip = setInterval(() => c.socket.writable && c.socket.write(Buffer.alloc(8 * 1024, "x")), 20);
    try {
      await c.closed;
    } finally {
      clearInterval(drip);
    }
    await allClosed();
    expect(parseAnswer(c.received()).body).toEqual(TOO_LARGE);
    // cut by the clock: far from the bytes the allowance would have let in (some 400 KiB per second came)
    expect(tight.reads.at(-1)).toBeLessThan(TIGHT_LIMIT + TIGHT_ALLOWANCE / 2);
  });

  it("a chunked body to a path that answers without reading it (404) is dropped within the same bounds, never endlessly", async () => {
    const c = await openConnection(tight.port);
    c.socket.write("POST /v0/nowhere HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n");
    const chunk = Buffer.concat([Buffer.from("10000\r\n"), Buffer.alloc(0x10000, "x"), Buffer.from("\r\n")]);
    // Far more than the bound and whatever the kernel holds in flight: only a connection left open takes it all.
    const most = 64 * 1024 * 1024;
    const written = await pour(c.socket, chunk, most);
    c.socket.destroy();
    await allClosed();
    expect(written).toBeLessThan(most);
    expect(parseAnswer(c.received()).status).toBe(404);
    expect(tight.reads.at(-1)).toBeLessThanOrEqual(TIGHT_LIMIT + TIGHT_ALLOWANCE + 128 * 1024);
  });

  it("bodies answered without being read, on a connection kept alive, are dropped, and the connection serves on without piling up listeners", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    const c = await openConnection(tight.port);
    try {
      const body = "x".repeat(TIGHT_LIMIT / 2);
      for (let i = 0; i < 15; i++) {
        const answered = c.received().length;
        c.socket.write(`POST /v0/nowhere HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
        await c.until((received) => hasWholeAnswer(received.slice(answered)));
        expect(parseAnswer(c.received().slice(answered)).status).toBe(404);
        c.socket.write(body); // the body, after its answer
      }
      const answered = c.received().length;
      c.socket.write("GET /v0/ HTTP/1.1\r\nHost: x\r\n\r\n");
      const next = parseAnswer((await c.until((received) => hasWholeAnswer(received.slice(answered)))).slice(answered));
      expect(next.status).toBe(200);
    } finally {
      c.socket.destroy();
      process.off("warning", onWarning);
    }
    expect(warnings).toEqual([]);
  });
});

describe("Expect", () => {
  const head = (path: string, length: number, expectation: string, requestId = "") =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nExpect: ${expectation}\r\n${requestId ? `X-Request-Id: ${requestId}\r\n` : ""}\r\n`;

  it("100-continue announcing a body over the limit is answered 413 at once, without 100 Continue", async () => {
    const c = await openConnection(port);
    c.socket.write(head("/v0/build", DEFAULT_BODY_LIMIT + 1, "100-continue"));
    const received = await c.until(hasWholeAnswer);
    c.socket.end(); // the client gives up, as curl does on such an answer
    await c.closed;
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    const answer = parseAnswer(c.received());
    expect(answer.headers.connection).toBe("close");
    expect(answer.body).toEqual(TOO_LARGE);
    expect(answer.rest).toBe(""); // one answer, nothing after it
  });

  it("100-continue announcing a body within the limit gets 100 Continue, then the answer to its body", async () => {
    const c = await openConnection(port);
    const body = JSON.stringify({ data: { $schema: "https://gobl.org/draft-0/note/message", content: "continued" } });
    c.socket.write(head("/v0/build", Buffer.byteLength(body), "100-continue"));
    await c.until((received) => received.includes("\r\n\r\n"));
    expect(c.received()).toBe("HTTP/1.1 100 Continue\r\n\r\n");
    c.socket.write(body);
    const answer = parseAnswer(await c.until(hasWholeAnswer), { skipInterim: true });
    expect(answer.status).toBe(200);
    expect(answer.body.content).toBe("continued");
    c.socket.destroy();
  });

  it.each([
    ["without a body", "GET /v0/ HTTP/1.1\r\nHost: x\r\nExpect: a-teapot\r\nX-Request-Id: expect-417-a\r\n\r\n"],
    ["with a body", `${head("/v0/build", 2, "a-teapot", "expect-417-b")}{}`],
  ])("any other expectation is answered 417 in the one error shape, with the usual headers, and the connection closed (%s)", async (_case, request) => {
    const c = await openConnection(port);
    c.socket.write(request);
    await c.closed;
    const answer = parseAnswer(c.received());
    expect(answer.status).toBe(417);
    expect(answer.body).toEqual({ code: 417, key: "input", message: "cannot meet the expectation 'a-teapot': only 100-continue is supported", faults: [] });
    expect(answer.headers).toMatchObject({
      connection: "close",
      "content-type": expect.stringMatching(/^application\/json/),
      "x-request-id": expect.stringMatching(/^expect-417-[ab]$/),
      "bizdoc-version": expect.any(String),
      "gobl-version": expect.any(String),
      "access-control-allow-origin": "*",
    });
    expect(answer.rest).toBe("");
  });
});
