/**
 * Metrics across node:cluster workers. The worker asked for /metrics asks
 * the primary; the primary gathers every live worker's registry through
 * prom-client's AggregatorRegistry and sends back the aggregated text. This
 * module loads no engine: the primary only forks and supervises.
 */
import cluster from "node:cluster";
import promClient from "prom-client";

const { AggregatorRegistry } = promClient;

/** How long the primary waits for the workers' figures before answering 503. */
const GATHER_TIMEOUT_MS = 5_000;
const ASK = "bizdoc:metrics-ask";
const ANSWER = "bizdoc:metrics-answer";

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  contentType?: string;
  error?: string;
}

let asked = 0;
const waiting = new Map<number, { resolve: (a: { text: string; contentType: string }) => void; reject: (e: Error) => void }>();
let listening = false;

/** From a worker: the cluster's metrics text, as the primary gathers it. */
export function askPrimary(): Promise<{ text: string; contentType: string }> {
  if (!listening) {
    listening = true;
    process.on("message", (message: Answer) => {
      if (message?.type !== ANSWER) return;
      const waiter = waiting.get(message.id);
      if (!waiter) return;
      waiting.delete(message.id);
      if (message.error !== undefined || message.text === undefined) waiter.reject(new Error(message.error ?? "no answer"));
      else waiter.resolve({ text: message.text, contentType: message.contentType ?? "text/plain" });
    });
  }
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("the workers' figures did not arrive in time"));
    }, GATHER_TIMEOUT_MS + 1_000);
    waiting.set(id, {
      resolve: (a) => (clearTimeout(timer), resolve(a)),
      reject: (e) => (clearTimeout(timer), reject(e)),
    });
    process.send!({ type: ASK, id });
  });
}

/**
 * In the cluster primary: answers a worker's request for the cluster's
 * metrics with every live worker's figures aggregated.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: unknown; id?: unknown }) => {
    if (message?.type !== ASK || typeof message.id !== "number") return;
    const id = message.id;
    const reply = (answer: Omit<Answer, "type" | "id">) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id, ...answer } satisfies Answer);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text, contentType: aggregator.contentType }),
      (err: Error) => reply({ error: err.message }),
    );
  });
}
