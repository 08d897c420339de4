/**
 * gobl-html's example documents, built by our engine: each as the envelope
 * our engine makes of it. GOBL's examples carry stamps on unsigned
 * envelopes, which our engine refuses (GOBL-ENVELOPE-12, as GOBL's own
 * validation does); those are built without their stamps and given them
 * back on the built envelope, so that the page still shows them. An
 * example the engine refuses for any other reason is skipped, with it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createEngine, type Envelope } from "../../../index.ts";
import { sharedPath } from "../../support/shared.ts";

export const GOBL_HTML_EXAMPLES = sharedPath("reference", "gobl-html", "examples");

export interface GoblExample {
  name: string;
  data: Record<string, unknown>;
  envelope?: Envelope;
  refused?: string;
}

const engine = createEngine();

export async function goblExamples(): Promise<GoblExample[]> {
  const names = readdirSync(GOBL_HTML_EXAMPLES).filter((f) => f.endsWith(".json")).sort();
  const out: GoblExample[] = [];
  for (const name of names) {
    const data = JSON.parse(readFileSync(`${GOBL_HTML_EXAMPLES}/${name}`, "utf8")) as Record<string, unknown>;
    out.push({ name, data, ...(await built(data)) });
  }
  return out;
}

async function built(data: Record<string, unknown>): Promise<{ envelope?: Envelope; refused?: string }> {
  try {
    return { envelope: (await engine.build(data, { envelop: true })) as Envelope };
  } catch (error) {
    const message = (error as Error).message;
    const head = data.head as Record<string, unknown> | undefined;
    if (!message.includes("GOBL-ENVELOPE-12") || !head) return { refused: message };
    const { stamps, ...rest } = head;
    try {
      const envelope = (await engine.build({ ...data, head: rest }, { envelop: true })) as Envelope;
      return { envelope: { ...envelope, head: { ...envelope.head, stamps } as Envelope["head"] } };
    } catch (again) {
      return { refused: (again as Error).message };
    }
  }
}
