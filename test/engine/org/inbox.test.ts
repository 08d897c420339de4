/**
 * Inboxes as GOBL normalises them (org/inbox.go normalizeInbox; the cases of
 * org/inbox_test.go's TestInboxNormalize): an e-mail address or URL given as
 * the code moves to its field, the scheme and code are cleaned, and a Peppol
 * inbox takes its scheme from a `0000:` prefix. Built as parties, with no
 * regime.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { isURL } from "../../../engine/rules/checks.ts";

const PARTY = "https://gobl.org/draft-0/org/party";
const engine = createEngine();

async function inboxOf(inbox: Record<string, unknown>): Promise<Record<string, unknown>> {
  const party = (await engine.build({ $schema: PARTY, name: "Test", inboxes: [inbox] })) as { inboxes: Record<string, unknown>[] };
  return party.inboxes[0];
}

describe("inbox normalisation (TestInboxNormalize)", () => {
  it("with scheme: scheme and code trimmed", async () => {
    expect(await inboxOf({ scheme: " 0004 ", code: " BAR " })).toEqual({ scheme: "0004", code: "BAR" });
  });

  it("with colon in scheme", async () => {
    expect(await inboxOf({ scheme: "DK:CVR", code: "DK12345678" })).toEqual({ scheme: "DK:CVR", code: "DK12345678" });
  });

  it("with email in code", async () => {
    expect(await inboxOf({ code: "dev@invopop.com" })).toEqual({ email: "dev@invopop.com" });
  });

  it("with url in code", async () => {
    expect(await inboxOf({ code: "https://inbox.example.com" })).toEqual({ url: "https://inbox.example.com" });
  });

  it("with peppol participant code", async () => {
    expect(await inboxOf({ key: "peppol", code: "0004:1234567890" })).toEqual({ key: "peppol", scheme: "0004", code: "1234567890" });
  });

  it("with peppol participant code without key", async () => {
    expect(await inboxOf({ code: "0004:1234567890" })).toEqual({ code: "0004:1234567890" });
  });

  it("plain codes stay codes: an SDI destination code, a number", async () => {
    expect(await inboxOf({ key: "it-sdi-code", code: "M5UXCR5" })).toEqual({ key: "it-sdi-code", code: "M5UXCR5" });
    expect(await inboxOf({ key: "peppol", scheme: "0184", code: "88146328" })).toEqual({ key: "peppol", scheme: "0184", code: "88146328" });
  });
});

describe("isURL: text without a colon is a path, so without a dot it is no URL (govalidator)", () => {
  it("refuses bare words and numbers", () => {
    expect(isURL("88146328")).toBe(false);
    expect(isURL("localhost")).toBe(false);
    expect(isURL("M5UXCR5")).toBe(false);
    expect(isURL("abc?x.y")).toBe(false);
    expect(isURL(".example.com")).toBe(false);
  });

  it("still accepts hosts with or without a scheme, and host:port", () => {
    expect(isURL("example.com/path")).toBe(true);
    expect(isURL("https://inbox.example.com")).toBe(true);
    expect(isURL("localhost:8080")).toBe(true);
  });
});
