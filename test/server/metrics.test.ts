/**
 * GET /metrics in Prometheus text: requests by route pattern, method and
 * status, engine time by document type, faults by rule code, process and
 * event-loop metrics.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BizdocError } from "../../index.ts";
import { startServer, type TestServer } from "./helpers.ts";

let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await startServer();
  origin = server.base.replace(/\/v0$/, "");
});
afterAll(() => server.close());

const invoice = {
  $schema: "https://gobl.org/draft-0/bill/invoice",
  issue_date: "2025-01-15",
  code: "M-1",
  supplier: { name: "Proveedor S.L.", tax_id: { country: "ES", code: "B98602642" } },
  customer: { name: "Cliente S.A.", tax_id: { country: "ES", code: "A28017895" } },
  lines: [{ quantity: "1", item: { name: "Servicio", price: "100.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
};

const post = (path: string, data: unknown) =>
  fetch(`${server.base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ data }) });

/** The value of one sample line, e.g. `name{a="b"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("counts requests, times operations by document type, and counts faults by rule code", async () => {
    const broken = { ...invoice, supplier: { ...invoice.supplier, tax_id: { country: "ES", code: "B12345678" } } };
    // The faults the engine itself finds in the broken invoice: the figures must count these codes.
    const refused = await server.engine.validate(structuredClone(broken)).then(
      () => undefined,
      (err: unknown) => err as BizdocError,
    );
    expect(refused).toBeInstanceOf(BizdocError);
    const codes = refused!.faults.map((f) => f.code).filter((c): c is string => c !== undefined);
    expect(codes.length).toBeGreaterThan(0);

    expect((await post("/build", invoice)).status).toBe(200);
    expect((await post("/build", invoice)).status).toBe(200);
    expect((await post("/validate", broken)).status).toBe(422);
    expect((await post("/validate", broken)).status).toBe(422);
    expect((await fetch(`${server.base}/regimes/ES`)).status).toBe(200);
    expect((await fetch(`${server.base}/regimes/XX`)).status).toBe(404);
    expect((await fetch(`${origin}/no/such/path-8f3a`)).status).toBe(404);

    const res = await fetch(`${origin}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();

    expect(sample(text, 'bizdoc_http_requests_total{route="/v0/build",method="POST",status="200"}')).toBe(2);
    expect(sample(text, 'bizdoc_http_requests_total{route="/v0/validate",method="POST",status="422"}')).toBe(2);
    expect(sample(text, 'bizdoc_http_requests_total{route="/v0/regimes/:code",method="GET",status="200"}')).toBe(1);
    expect(sample(text, 'bizdoc_http_requests_total{route="/v0/regimes/:code",method="GET",status="404"}')).toBe(1);
    expect(sample(text, 'bizdoc_http_request_duration_seconds_count{route="/v0/build",method="POST",status="200"}')).toBe(2);
    expect(sample(text, 'bizdoc_operation_duration_seconds_count{operation="build",type="bill/invoice"}')).toBe(2);
    expect(sample(text, 'bizdoc_operation_duration_seconds_count{operation="validate",type="bill/invoice"}')).toBe(2);
    expect(sample(text, 'bizdoc_operation_duration_seconds_sum{operation="build",type="bill/invoice"}')).toBeGreaterThan(0);
    for (const code of new Set(codes)) {
      expect(sample(text, `bizdoc_faults_total{code="${code}"}`)).toBe(2 * codes.filter((c) => c === code).length);
    }
    // Label values never carry what clients send: unknown paths are one series.
    expect(text).not.toContain("path-8f3a");
    expect(text).not.toContain("XX");
    expect(sample(text, 'bizdoc_http_requests_total{route="unmatched",method="GET",status="404"}')).toBeGreaterThanOrEqual(1);
    // prom-client's process and event-loop metrics.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
  });

  it("labels a document kind the engine does not know as other, and an envelope by its document", async () => {
    await post("/validate", { $schema: "https://example.com/not-a-kind", x: 1 });
    await post("/build", { $schema: "https://gobl.org/draft-0/envelope", doc: invoice });
    const text = await (await fetch(`${origin}/metrics`)).text();
    expect(sample(text, 'bizdoc_operation_duration_seconds_count{operation="validate",type="other"}')).toBe(1);
    expect(sample(text, 'bizdoc_operation_duration_seconds_count{operation="build",type="bill/invoice"}')).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain("example.com");
  });

  it("is neither logged nor counted itself", async () => {
    const before = server.logs.length;
    await fetch(`${origin}/metrics`);
    const text = await (await fetch(`${origin}/metrics`)).text();
    expect(text).not.toContain('route="/metrics"');
    expect(server.logs.slice(before).filter((l) => l.msg === "request")).toEqual([]);
  });
});
