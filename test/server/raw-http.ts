/**
 * HTTP/1.1 spoken by hand over a TCP connection, for what no client does on
 * purpose: headers sent slowly, bodies that never come, connections left
 * idle, expectations no client sends.
 */
import { connect, type Socket } from "node:net";

export interface RawConnection {
  socket: Socket;
  /** Everything received so far. */
  received(): string;
  /** Whether the server has closed the connection. */
  isClosed(): boolean;
  /** Resolves with the milliseconds from connecting to the connection closing. */
  closed: Promise<number>;
  /** Resolves once what was received passes `test`; rejects if the connection closes (or `ms` pass) first. */
  until(test: (received: string) => boolean, ms?: number): Promise<string>;
}

export async function openConnection(port: number): Promise<RawConnection> {
  const socket = connect(port, "127.0.0.1");
  let text = "";
  let isClosed = false;
  const waiters = new Set<() => void>();
  socket.setEncoding("utf8").on("data", (c: string) => {
    text += c;
    for (const wake of waiters) wake();
  });
  socket.on("error", () => undefined); // a reset after the answer is fine
  await new Promise((resolve) => socket.once("connect", resolve));
  const t0 = Date.now();
  const closed = new Promise<number>((resolve) =>
    socket.once("close", () => {
      isClosed = true;
      for (const wake of waiters) wake();
      resolve(Date.now() - t0);
    }),
  );
  const until = (test: (received: string) => boolean, ms = 10_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (test(text)) done(() => resolve(text));
        else if (isClosed) done(() => reject(new Error(`connection closed; received: ${JSON.stringify(text.slice(0, 500))}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`nothing such within ${ms} ms; received: ${JSON.stringify(text.slice(0, 500))}`))), ms);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  return { socket, received: () => text, isClosed: () => isClosed, closed, until };
}

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body parsed as JSON, when it is JSON. */
  body: any;
  /** Whatever followed the answer's body (Content-Length counted). */
  rest: string;
}

/** The first answer in `raw` (after any interim 1xx answers when `skipInterim`). */
export function parseAnswer(raw: string, { skipInterim = false } = {}): RawAnswer {
  let text = raw;
  while (skipInterim && /^HTTP\/1\.1 1\d\d /.test(text)) text = text.slice(text.indexOf("\r\n\r\n") + 4);
  const end = text.indexOf("\r\n\r\n");
  const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
  const length = Number(headers["content-length"] ?? 0);
  const bodyText = text.slice(end + 4, end + 4 + length);
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = bodyText;
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body, rest: text.slice(end + 4 + length) };
}

/** Whether `raw` holds a whole answer (headers and, by Content-Length, body) after any interim ones. */
export function hasWholeAnswer(raw: string): boolean {
  let text = raw;
  while (/^HTTP\/1\.1 1\d\d /.test(text) && text.includes("\r\n\r\n")) text = text.slice(text.indexOf("\r\n\r\n") + 4);
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, end))?.[1];
  return length !== undefined && Buffer.byteLength(text.slice(end + 4)) >= Number(length);
}
