import { availableParallelism } from "node:os";
import { LOG_LEVELS, type LogLevel } from "./logger.ts";

/** Everything the server process can be told, read once from the environment. */
export interface ServerConfig {
  /** `PORT`: TCP port (0 picks a free one). Default 8080. */
  port: number;
  /** `HOST`: interface to listen on. Default: every interface. */
  host?: string;
  /** `BODY_LIMIT`: largest request body in bytes (`5mb`, `512kb`, `1048576`). Default 5 MiB. */
  bodyLimit: number;
  /** `WORKERS`: processes sharing the port (node:cluster); 1 runs in-process. Default: one per core. */
  workers: number;
  /** `LOG_LEVEL`: debug, info, warn, error or silent. Default info (silent under vitest). */
  logLevel: LogLevel;
  /** `SHUTDOWN_TIMEOUT`: milliseconds in-flight requests get after SIGTERM before connections are cut. Default 25000. */
  shutdownTimeoutMs: number;
  /**
   * `SHUTDOWN_DELAY`: milliseconds between SIGTERM and closing the listener,
   * while readiness answers 503 and requests are still served, so a load
   * balancer stops sending traffic first. Default 0.
   */
  shutdownDelayMs: number;
  /** `HEADERS_TIMEOUT`: milliseconds a request's headers may take to arrive, from its first byte, before it is answered 408 and cut. Default 10000. */
  headersTimeoutMs: number;
  /**
   * `KEEP_ALIVE_TIMEOUT`: milliseconds an idle kept-alive connection is kept
   * for its next request. Default 65000: above the 60 s load balancers
   * usually keep idle connections to their upstreams, so the balancer is
   * always the one that closes them (a server closing first races the
   * balancer's next request on that connection, which it answers 502).
   */
  keepAliveTimeoutMs: number;
  /** `BODY_TIMEOUT`: the period (milliseconds) over which a body must deliver `BODY_MIN_RATE`. Default 10000. */
  bodyTimeoutMs: number;
  /** `BODY_MIN_RATE`: bytes per second a body must keep up (`1kb`, `512`); slower ones are answered 408 and cut. Default 1 KiB. */
  bodyMinRate: number;
}

export const DEFAULT_BODY_LIMIT = 5 * 1024 * 1024;
export const DEFAULT_HEADERS_TIMEOUT = 10_000;
export const DEFAULT_KEEP_ALIVE_TIMEOUT = 65_000;
export const DEFAULT_BODY_TIMEOUT = 10_000;
export const DEFAULT_BODY_MIN_RATE = 1024;
/** Longest a whole request may take to arrive, however fast (node's default; the two timeouts above stay within it). */
export const REQUEST_TIMEOUT = 300_000;

type Env = Record<string, string | undefined>;

/** Reads the settings, refusing any malformed value with a message naming the variable. */
export function readConfig(env: Env = process.env): ServerConfig {
  return {
    port: integer(env, "PORT", 8080, 0, 65535),
    host: nonEmpty(env.HOST),
    bodyLimit: nonEmpty(env.BODY_LIMIT) === undefined ? DEFAULT_BODY_LIMIT : parseSize(env.BODY_LIMIT!, "BODY_LIMIT"),
    workers: integer(env, "WORKERS", availableParallelism(), 1, 1024),
    logLevel: logLevel(env),
    shutdownTimeoutMs: integer(env, "SHUTDOWN_TIMEOUT", 25_000, 0, 24 * 3600 * 1000),
    shutdownDelayMs: integer(env, "SHUTDOWN_DELAY", 0, 0, 3600 * 1000),
    headersTimeoutMs: integer(env, "HEADERS_TIMEOUT", DEFAULT_HEADERS_TIMEOUT, 1, REQUEST_TIMEOUT),
    keepAliveTimeoutMs: integer(env, "KEEP_ALIVE_TIMEOUT", DEFAULT_KEEP_ALIVE_TIMEOUT, 1, 3600 * 1000),
    bodyTimeoutMs: integer(env, "BODY_TIMEOUT", DEFAULT_BODY_TIMEOUT, 1, REQUEST_TIMEOUT),
    bodyMinRate: nonEmpty(env.BODY_MIN_RATE) === undefined ? DEFAULT_BODY_MIN_RATE : parseSize(env.BODY_MIN_RATE!, "BODY_MIN_RATE"),
  };
}

const UNITS: Record<string, number> = { "": 1, b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** A size in bytes: a plain number or a number with a unit (b, kb, mb, gb; powers of 1024). */
export function parseSize(text: string, name = "size"): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(text);
  if (!match) throw new Error(`${name} must be a size such as 5mb, 512kb or 1048576 (got '${text}')`);
  const bytes = Math.floor(Number(match[1]) * UNITS[(match[2] ?? "").toLowerCase()]);
  if (!Number.isSafeInteger(bytes) || bytes < 1) throw new Error(`${name} must be at least one byte (got '${text}')`);
  return bytes;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got '${text}')`);
  }
  return Number(text);
}

function logLevel(env: Env): LogLevel {
  const text = nonEmpty(env.LOG_LEVEL)?.toLowerCase();
  if (text === undefined) return env.VITEST ? "silent" : "info";
  if (!(LOG_LEVELS as readonly string[]).includes(text)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got '${text}')`);
  return text as LogLevel;
}

function nonEmpty(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** The host to show in an address for a person: `localhost` for every interface, an IPv6 address in brackets. */
export function displayHost(host: string | undefined): string {
  if (!host || host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}
