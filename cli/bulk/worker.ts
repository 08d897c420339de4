/**
 * A bulk worker thread: its own engine, answering the lines the main thread
 * sends (`{ seq, line }`) with `{ seq, head, ok }` (see answer.ts).
 */
import { parentPort, workerData } from "node:worker_threads";
import { createEngine } from "../../index.ts";
import { parseJSON } from "../../engine/ops/parse.ts";
import { answerLine, type BulkDefaults } from "./answer.ts";

export interface WorkerRequest {
  seq: number;
  line: string;
}

export interface WorkerAnswer {
  seq: number;
  head: string;
  ok: boolean;
}

// Defaults travel as JSON text, so numbers in a template keep their exact text.
const defaults = parseJSON((workerData as { defaults: string }).defaults) as BulkDefaults;
const engine = createEngine();
const port = parentPort!;

port.on("message", (request: WorkerRequest) => {
  void answerLine(engine, request.line, request.seq, defaults).then(({ head, ok }) => {
    port.postMessage({ seq: request.seq, head, ok } satisfies WorkerAnswer);
  });
});
port.postMessage({ ready: true });
