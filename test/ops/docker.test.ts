/**
 * The Dockerfile and docker-compose.yml, checked against the package without
 * Docker (no engine runs here): the image is built the way the package
 * builds, runs what `npm start` runs, as a non-root user, with a health check
 * on /v0/health, and Prometheus scrapes the API's /metrics. The runtime
 * stage's files and commands are also run for real, from the packed package,
 * in test/package/consume.test.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readConfig } from "../../server/config.ts";
import { copiesFrom, envOf, execForm, healthcheckCommand, readDockerfile } from "../support/dockerfile.ts";
import { PROJECT_ROOT } from "../support/shared.ts";

const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8"));
const stages = readDockerfile();
const build = stages.find((s) => s.name === "build")!;
const runtime = stages.at(-1)!;
const defaults = readConfig({});
const only = (keyword: string) => runtime.instructions.filter((i) => i.keyword === keyword);

describe("Dockerfile", () => {
  it("has a build stage and a runtime stage, both on Node 20 slim", () => {
    expect(build).toBeDefined();
    expect(runtime).not.toBe(build);
    for (const stage of stages) expect(stage.from).toMatch(/^node:20(\.\d+)*-([a-z]+-)?slim$/);
    expect(pkg.engines.node).toMatch(/^>=20/);
  });

  it("builds with the package's own commands: npm ci from the lockfile, then scripts that exist", () => {
    const runs = build.instructions.filter((i) => i.keyword === "RUN").map((i) => i.args);
    expect(runs.some((r) => /^npm ci\b/.test(r))).toBe(true);
    const scripts = runs.flatMap((r) => [...r.matchAll(/npm run (\S+)/g)].map((m) => m[1]));
    expect(scripts).toContain("build");
    for (const script of scripts) expect(Object.keys(pkg.scripts)).toContain(script);
    expect(build.instructions.some((i) => i.keyword === "COPY" && /package-lock\.json/.test(i.args))).toBe(true);
  });

  it("runs exactly what npm start runs, as node itself (signals reach the server)", () => {
    const cmd = only("CMD");
    expect(cmd).toHaveLength(1);
    const words = execForm(cmd[0].args);
    const start = String(pkg.scripts.start).split(/\s+/);
    expect(start[0]).toBe("exec"); // npm's shell hands its place (and npm's forwarded signals) to node
    expect(words).toEqual(start.slice(1));
    expect(words[0]).toBe("node");
    expect(only("ENTRYPOINT")).toEqual([]);
  });

  it("takes from the build stage everything npm start and the static pages need, and nothing else", () => {
    const copies = copiesFrom(runtime, "build");
    const copied = copies.flatMap((c) => c.sources.map((s) => s.replace(/^\/src\//, "")));
    const entry = execForm(only("CMD")[0].args)[1];
    expect(copied.some((source) => entry.startsWith(`${source}/`))).toBe(true);
    expect(copied).toContain("dist/public");
    expect(copied).not.toContain("node_modules");
    expect(copied.some((s) => s === "." || s === "dist")).toBe(false);
    expect(runtime.instructions.filter((i) => i.keyword === "RUN")).toEqual([]);
  });

  it("runs as a user other than root", () => {
    const users = only("USER").map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });

  it("listens on the server's default port, taken from the environment, and checks /v0/health on it", () => {
    const env = envOf(runtime);
    expect(env.NODE_ENV).toBe("production");
    expect(Number(env.PORT)).toBe(defaults.port);
    expect(only("EXPOSE").map((i) => Number(i.args))).toEqual([defaults.port]);
    const health = healthcheckCommand(only("HEALTHCHECK")[0].args);
    expect(health[0]).toBe("node");
    expect(health.join(" ")).toContain("/v0/health");
    expect(health.join(" ")).toContain("process.env.PORT");
  });

  it("leaves the host's build output and dependencies out of the build context", () => {
    const ignored = readFileSync(join(PROJECT_ROOT, ".dockerignore"), "utf8").split("\n").map((l) => l.trim());
    for (const path of ["node_modules", "dist", ".git"]) expect(ignored).toContain(path);
  });
});

describe("docker-compose.yml", () => {
  const compose = parse(readFileSync(join(PROJECT_ROOT, "docker-compose.yml"), "utf8"));

  it("runs the API built from this Dockerfile, given time to drain on stop", () => {
    const api = compose.services.api;
    expect(api.build).toBe(".");
    expect(String(api.environment.PORT)).toBe(String(defaults.port));
    expect(api.ports).toContain(`${defaults.port}:${defaults.port}`);
    const grace = /^(\d+)s$/.exec(api.stop_grace_period);
    expect(Number(grace?.[1]) * 1000).toBeGreaterThan(defaults.shutdownTimeoutMs);
  });

  it("runs a Prometheus that scrapes the API's /metrics once the API is healthy", () => {
    const prometheus = compose.services.prometheus;
    expect(prometheus.image).toMatch(/^prom\/prometheus:v\d/);
    expect(prometheus.depends_on.api.condition).toBe("service_healthy");
    const mount = (prometheus.volumes as string[]).find((v) => v.includes("/etc/prometheus/prometheus.yml"))!;
    const local = join(PROJECT_ROOT, mount.split(":")[0]);
    expect(existsSync(local)).toBe(true);
    const config = parse(readFileSync(local, "utf8"));
    const job = config.scrape_configs.find((j: { job_name: string }) => j.job_name === "bizdoc");
    expect(job.metrics_path).toBe("/metrics");
    expect(job.static_configs[0].targets).toEqual([`api:${defaults.port}`]);
  });
});
