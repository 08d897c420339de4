export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogFields = Record<string, unknown>;

/** Structured logging: one JSON object per line. */
export interface Logger {
  readonly level: LogLevel;
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger adding these fields to every line. */
  child(fields: LogFields): Logger;
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where each line goes (default: stdout). */
  write?: (line: string) => void;
  /** Fields on every line. */
  fields?: LogFields;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? "info";
  const write = options.write ?? stdoutWriter();
  const base = options.fields ?? {};
  const log = (at: LogLevel) => (msg: string, fields: LogFields = {}) => {
    if (RANK[at] < RANK[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...base, ...fields }));
  };
  return {
    level,
    debug: log("debug"),
    info: log("info"),
    warn: log("warn"),
    error: log("error"),
    child: (fields) => createLogger({ level, write, fields: { ...base, ...fields } }),
  };
}

/** Most log output (bytes) held in memory while its reader lags. */
export const MAX_PENDING_LOG = 8 * 1024 * 1024;

let sharedStdout: ((line: string) => void) | undefined;

function stdoutWriter(): (line: string) => void {
  sharedStdout ??= boundedWriter(process.stdout);
  return sharedStdout;
}

/**
 * Writes lines to a stream without holding more than `maxPending` bytes
 * while its reader lags (a pipe to a stalled log collector would otherwise
 * grow the process without bound): lines beyond it are dropped and counted,
 * and the count is written once the stream has room again.
 */
export function boundedWriter(stream: NodeJS.WritableStream & { writableLength: number }, maxPending = MAX_PENDING_LOG): (line: string) => void {
  let dropped = 0;
  return (line) => {
    if (stream.writableLength > maxPending) {
      dropped++;
      return;
    }
    if (dropped > 0) {
      stream.write(`${JSON.stringify({ time: new Date().toISOString(), level: "warn", msg: "log lines dropped: output too slow", dropped })}\n`);
      dropped = 0;
    }
    stream.write(`${line}\n`);
  };
}

export const silentLogger: Logger = createLogger({ level: "silent" });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Removes anything that could be key material (long base64url runs, as a
 * JWK's `d`, or a JWS) from text bound for a log. UUIDs are kept.
 */
export function redact(text: string): string {
  return text.replace(/[A-Za-z0-9_-]{32,}/g, (run) => (UUID.test(run) ? run : "[redacted]"));
}
