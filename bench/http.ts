/**
 * `npm run bench:http`: starts the API in a child process (one worker), sends
 * it POST /v0/build requests with autocannon over loopback for a fixed time,
 * and prints requests per second, p50 and p99 latency, and the server's peak
 * resident memory (VmHWM). Traffic stays on 127.0.0.1 and the run stops by itself.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import autocannon from "autocannon";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer at ${url}`);
}

function peakRSSkB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const port = await freePort();
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: { ...process.env, PORT: String(port), WORKERS: "1", LOG_LEVEL: "silent" },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitFor(`http://127.0.0.1:${port}/v0/`);
  const invoice = JSON.parse(readFileSync(new URL("./fixtures/invoice-es.json", import.meta.url), "utf8"));
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/v0/build`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data: invoice }),
    connections,
    duration,
  });
  const errors = result.errors + result.non2xx;
  console.log(`POST /v0/build, ${connections} connections, ${duration} s, node ${process.version}`);
  console.log(`requests/s  ${result.requests.average.toFixed(0)}`);
  console.log(`latency p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`);
  console.log(`server peak RSS ${(peakRSSkB(server.pid!) / 1024).toFixed(0)} MiB`);
  console.log(`errors ${errors} of ${result.requests.total} requests`);
  if (errors > 0) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
}
