/**
 * `bizdoc build --bulk` as a real process: one answer per line, in order,
 * whatever fails on the way. BULK_LINES sets the stream's length (default
 * 2,000: many times the work the pool keeps in flight, so answers come back
 * out of order from the workers and are put in order; throughput is
 * measured by hand, see the README, not here).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bizdoc, bizdocFromSources, invoice } from "./helpers.ts";
import { report } from "../support/report.ts";

const LINES = Number(process.env.BULK_LINES ?? 2_000);
const TIMEOUT = 180_000;

const dir = mkdtempSync(join(tmpdir(), "bizdoc-bulk-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const party = { $schema: "https://gobl.org/draft-0/org/party", name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } };

/** The special lines, by 0-based position; every other line builds an invoice into an envelope. */
function specials(n: number): Map<number, { line: string; check: (answer: any) => void }> {
  const middle = Math.floor(n / 2);
  const line = (request: unknown) => JSON.stringify(request);
  return new Map([
    // A malformed line in the middle: answered with an input error under its req_id, and the stream goes on.
    [middle, { line: '{"action": "build", "req_id": "broken", "payload": {"data": {', check: (a) => {
      expect(a.req_id).toBe("broken");
      expect(a.payload).toBeUndefined();
      expect(a.error).toMatchObject({ code: 400, key: "input" });
    } }],
    [1, { line: line({ action: "validate", req_id: "validate", payload: { data: party } }), check: (a) => expect(a.payload).toEqual({ ok: true }) }],
    [2, { line: line({ action: "keygen", req_id: "keygen" }), check: (a) => expect(a.payload.private).toMatchObject({ kty: "EC", crv: "P-256" }) }],
    [3, { line: line({ action: "schema", req_id: "schema", payload: { path: "org/party" } }), check: (a) => expect(a.payload.$id).toBe("https://gobl.org/draft-0/org/party") }],
    [4, { line: line({ action: "regime", req_id: "regime", payload: { code: "es" } }), check: (a) => expect(a.payload.country).toBe("ES") }],
    [5, { line: line({ action: "correct", req_id: "correct", payload: { data: invoice(), options: { type: "credit-note" } } }), check: (a) => expect(a.payload).toMatchObject({ type: "credit-note", preceding: [{ code: "CLI-001" }] }) }],
    [6, { line: line({ action: "replicate", req_id: "replicate", payload: { data: invoice() } }), check: (a) => expect(a.payload.code).toBeUndefined() }],
    [7, { line: line({ action: "no-such-action", req_id: "unknown" }), check: (a) => expect(a.error).toMatchObject({ key: "input", message: "unrecognized action: 'no-such-action'" }) }],
    // GOBL's clients send data as base64 of its JSON (or YAML) text.
    [8, { line: line({ action: "build", req_id: "base64", payload: { data: Buffer.from(JSON.stringify(party)).toString("base64") } }), check: (a) => expect(a.payload.name).toBe("Provide One S.L.") }],
    // An invalid document: a 422 answer, not a stop.
    [9, { line: line({ action: "build", req_id: "invalid", payload: { data: { ...invoice(), lines: "none" } } }), check: (a) => expect(a.error).toMatchObject({ code: 422, key: "validation" }) }],
    // No action: the command's (build); no req_id: none in the answer.
    [10, { line: line({ payload: { data: party } }), check: (a) => {
      expect(a.req_id).toBeUndefined();
      expect(a.payload.$schema).toBe(party.$schema);
    } }],
    [11, { line: "[1, 2, 3]", check: (a) => expect(a.error).toMatchObject({ key: "input" }) }],
  ]);
}

describe("bizdoc build --bulk", () => {
  it(
    `answers ${LINES} lines in order, one answer per line, through a malformed line in the middle`,
    async () => {
      const special = specials(LINES);
      const input: string[] = [];
      for (let i = 0; i < LINES; i++) {
        input.push(special.get(i)?.line ?? JSON.stringify({ action: "build", req_id: `r${i}`, payload: { data: invoice(`BULK-${i}`), envelop: true } }));
        if (i === 20) input.push("   "); // blank lines are skipped, not answered
      }
      const res = await bizdoc(["build", "--bulk", "-"], { input: `${input.join("\n")}\n`, timeout: TIMEOUT });
      expect(res.code, res.stderr).toBe(0);
      report(`bulk: ${LINES} lines answered in ${(res.ms / 1000).toFixed(1)} s (process start included)`);

      const out = res.stdout.split("\n");
      expect(out.pop()).toBe(""); // every answer ends with a newline
      expect(out).toHaveLength(LINES);
      out.forEach((text, i) => {
        const answer = JSON.parse(text);
        expect(answer.seq_id).toBe(i + 1);
        expect(answer.is_final).toBe(i === LINES - 1);
        const check = special.get(i);
        if (check) return check.check(answer);
        expect(answer.req_id).toBe(`r${i}`);
        expect(answer.error).toBeNull();
        expect(answer.payload.doc.code).toBe(`BULK-${i}`);
        expect(answer.payload.head.dig.alg).toBe("sha256");
      });
    },
    TIMEOUT,
  );

  it(
    "reads a file and writes another with --workers 1, with defaults from the command's flags (from the sources, its worker thread too)",
    async () => {
      const input = join(dir, "in.ndjson");
      const output = join(dir, "out.ndjson");
      writeFileSync(
        input,
        [
          JSON.stringify({ req_id: "a", payload: { data: invoice("A") } }),
          JSON.stringify({ req_id: "b", payload: { data: invoice("B"), envelop: false } }),
          JSON.stringify({ req_id: "c", payload: { data: JSON.stringify(party).replace('"$schema":"https://gobl.org/draft-0/org/party",', "") } }),
        ].join("\n"), // no newline after the last line
      );
      const res = await bizdocFromSources(["build", "--bulk", "--envelop", "--type", "org/party", "--workers", "1", input, "-o", output], { timeout: TIMEOUT });
      expect(res.code, res.stderr).toBe(0);
      expect(res.stdout).toBe("");
      const answers = readFileSync(output, "utf8").trim().split("\n").map((l) => JSON.parse(l));
      expect(answers.map((a) => [a.req_id, a.seq_id, a.is_final])).toEqual([["a", 1, false], ["b", 2, false], ["c", 3, true]]);
      expect(answers[0].payload.$schema).toBe("https://gobl.org/draft-0/envelope"); // --envelop as the default
      expect(answers[1].payload.$schema).toBe("https://gobl.org/draft-0/bill/invoice"); // the line's own envelop: false wins
      expect(answers[2].payload.doc.$schema).toBe(party.$schema); // --type fills the missing $schema

      const empty = await bizdocFromSources(["build", "--bulk"], { input: "" });
      expect(empty.code).toBe(0);
      expect(empty.stdout).toBe("");
    },
    TIMEOUT,
  );
});
