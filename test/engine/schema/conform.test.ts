import { describe, expect, it } from "vitest";
import { parse } from "lossless-json";
import { PartySchema } from "../../../engine/org/schema.ts";
import { conform } from "../../../engine/schema/conform.ts";
import { RegistrationSchema } from "../../../engine/org/schema.ts";

describe("conform", () => {
  it("orders properties as the schema declares them and drops unknown ones", () => {
    const { value, faults } = conform(PartySchema, { emails: [{ addr: "a@b.co" }], nickname: "x", name: "Acme", uuid: "0192a13b-7f85-7429-a635-b269f6eb5295" });
    expect(faults).toEqual([]);
    expect(Object.keys(value as object)).toEqual(["uuid", "name", "emails"]);
  });

  it("omits empty optional values but keeps what was given", () => {
    const { value } = conform(PartySchema, { name: "", alias: "A", people: [], meta: {}, tax_id: { country: "ES", code: "" } });
    expect(value).toEqual({ alias: "A", tax_id: { country: "ES" } });
  });

  it("sorts map keys by code point", () => {
    const { value } = conform(PartySchema, { meta: { zeta: "1", alpha: "2", "mid-key": "3" } });
    expect(Object.keys((value as { meta: object }).meta)).toEqual(["alpha", "mid-key", "zeta"]);
  });

  it("reads amounts given as JSON numbers with their exact text", () => {
    const lossless = parse('{"capital": 1200.50}') as object;
    expect(conform(RegistrationSchema, lossless).value).toEqual({ capital: "1200.50" });
    expect(conform(RegistrationSchema, { capital: 3 }).value).toEqual({ capital: "3" });
  });

  it("reports values of the wrong type with their exact path", () => {
    const { faults } = conform(PartySchema, { name: 12, people: [{ name: { given: "A" } }, { name: "Bob" }], addresses: {} });
    expect(faults).toEqual([
      { code: "BIZDOC-SCHEMA-TYPE", properties: ["$.name"], description: "expected a string, got a number" },
      { code: "BIZDOC-SCHEMA-TYPE", properties: ["$.people[1].name"], description: "expected an object, got a string" },
      { code: "BIZDOC-SCHEMA-TYPE", properties: ["$.addresses"], description: "expected an array, got an object" },
    ]);
  });

  it("prunes null list entries as GOBL does", () => {
    const { value } = conform(PartySchema, { emails: [null, { addr: "a@b.co" }, null] });
    expect(value).toEqual({ emails: [{ addr: "a@b.co" }] });
  });

  it("never lets __proto__ keys reach a prototype", () => {
    const hostile = JSON.parse('{"meta": {"__proto__": "polluted", "ok": "1"}, "__proto__": {"name": "evil"}}');
    const { value } = conform(PartySchema, hostile);
    expect(({} as Record<string, unknown>).name).toBeUndefined();
    const meta = (value as { meta: Record<string, unknown> }).meta;
    expect(Object.getPrototypeOf(meta)).toBe(Object.prototype);
    expect(Object.keys(meta)).toEqual(["__proto__", "ok"]);
    expect((value as Record<string, unknown>).name).toBeUndefined();
  });
});
