/**
 * Content models as deterministic automata. The generated tables write a
 * type's content model as a particle expression: an element declaration is
 * its index (`12`), a wildcard `#` and its index (`#0`); `a,b` is a
 * sequence, `a|b` a choice, parentheses group; `?`, `*`, `+` and `{m,n}`
 * say how often.
 *
 * The expression becomes a Glushkov position automaton: one state per
 * particle occurrence, a transition wherever one particle may follow
 * another. XML Schema requires content models to be deterministic (Unique
 * Particle Attribution), so a child element selects at most one next state
 * and matching a parent's children is a single pass over them: linear, no
 * backtracking. Automata are built on first use and kept.
 */

/** What a position of the automaton stands for: an element declaration or a wildcard. */
export interface Position {
  readonly decl?: number;
  readonly wildcard?: number;
}

type Syntax =
  | { kind: "leaf"; position: Position; min: number; max: number }
  | { kind: "seq" | "choice"; items: Syntax[]; min: number; max: number };

const UNBOUNDED = Infinity;

/** Reads a particle expression (trusted text from the generated tables). */
export function parseExpression(text: string): Syntax | null {
  let i = 0;
  const fail = (): never => {
    throw new Error(`bad content model expression at ${i}: ${text}`);
  };
  const number = (): number => {
    const start = i;
    while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
    if (i === start) fail();
    return Number(text.slice(start, i));
  };
  const occurs = (): [number, number] => {
    const c = text[i];
    if (c === "?") return i++, [0, 1];
    if (c === "*") return i++, [0, UNBOUNDED];
    if (c === "+") return i++, [1, UNBOUNDED];
    if (c === "{") {
      i++;
      const min = number();
      if (text[i++] !== ",") fail();
      const max = text[i] === "}" ? UNBOUNDED : number();
      if (text[i++] !== "}") fail();
      return [min, max];
    }
    return [1, 1];
  };
  /** Terms joined by `,` (a sequence) or `|` (a choice), up to a `)` or the end. */
  const group = (): Syntax & { kind: "seq" | "choice" } => {
    const items: Syntax[] = [];
    let kind: "seq" | "choice" = "seq";
    if (i < text.length && text[i] !== ")") {
      items.push(term());
      if (text[i] === "|") kind = "choice";
      while (text[i] === "," || text[i] === "|") {
        if ((text[i] === "|") !== (kind === "choice")) fail();
        i++;
        items.push(term());
      }
    }
    return { kind, items, min: 1, max: 1 };
  };
  const term = (): Syntax => {
    let node: Syntax;
    if (text[i] === "(") {
      i++;
      node = group();
      if (text[i++] !== ")") fail();
    } else if (text[i] === "#") {
      i++;
      node = { kind: "leaf", position: { wildcard: number() }, min: 1, max: 1 };
    } else node = { kind: "leaf", position: { decl: number() }, min: 1, max: 1 };
    [node.min, node.max] = occurs();
    return node;
  };
  if (text === "") return null;
  const top = group();
  if (i !== text.length) fail();
  return top.items.length === 1 ? top.items[0]! : top;
}

/** The automaton of one content model. */
export class ContentAutomaton {
  readonly positions: Position[] = [];
  /** Positions that may come first; follow[p]: positions that may come after p. */
  readonly first: readonly number[];
  readonly follow: number[][] = [];
  readonly accepting: ReadonlySet<number>;
  /** Whether no child at all is valid. */
  readonly nullable: boolean;

  constructor(syntax: Syntax | null) {
    if (!syntax) {
      this.first = [];
      this.accepting = new Set();
      this.nullable = true;
      return;
    }
    const root = this.build(syntax);
    this.first = root.first;
    this.accepting = new Set(root.last);
    this.nullable = root.nullable;
  }

  private newPosition(position: Position): number {
    this.follow.push([]);
    return this.positions.push(position) - 1;
  }

  private link(from: readonly number[], to: readonly number[]): void {
    for (const p of from) {
      const list = this.follow[p]!;
      for (const q of to) if (!list.includes(q)) list.push(q);
    }
  }

  /** Glushkov's construction; each occurrence a particle may repeat beyond one gets positions of its own. */
  private build(node: Syntax): { nullable: boolean; first: number[]; last: number[] } {
    const once = (): { nullable: boolean; first: number[]; last: number[] } => {
      if (node.kind === "leaf") {
        const p = this.newPosition(node.position);
        return { nullable: false, first: [p], last: [p] };
      }
      if (node.kind === "choice") {
        const parts = node.items.map((item) => this.build(item));
        return { nullable: parts.length === 0 || parts.some((p) => p.nullable), first: parts.flatMap((p) => p.first), last: parts.flatMap((p) => p.last) };
      }
      let result = { nullable: true, first: [] as number[], last: [] as number[] };
      for (const item of node.items) {
        const part = this.build(item);
        this.link(result.last, part.first);
        result = {
          nullable: result.nullable && part.nullable,
          first: result.nullable ? [...result.first, ...part.first] : result.first,
          last: part.nullable ? [...result.last, ...part.last] : part.last,
        };
      }
      return result;
    };
    const { min, max } = node;
    if (min === 1 && max === 1) return once();
    // x{min,max} as x…x (x (x …)?)?: min required copies, then optional ones each entered only from the one
    // before (so a child never has two copies to choose from); when unbounded, the last copy repeats.
    const copies = max === UNBOUNDED ? Math.max(min, 1) : max;
    const loops = (n: number, part: { first: number[]; last: number[] }) => {
      if (max === UNBOUNDED && n === copies - 1) this.link(part.last, part.first);
    };
    let result = { nullable: true, first: [] as number[], last: [] as number[] };
    for (let n = 0; n < min; n++) {
      const part = once();
      loops(n, part);
      this.link(result.last, part.first);
      result = {
        nullable: result.nullable && part.nullable,
        first: result.nullable ? [...result.first, ...part.first] : result.first,
        last: part.nullable ? [...result.last, ...part.last] : part.last,
      };
    }
    let entry = result.last;
    let canStart = result.nullable;
    const first = [...result.first];
    const last = [...result.last];
    for (let n = min; n < copies; n++) {
      const part = once();
      loops(n, part);
      this.link(entry, part.first);
      if (canStart) first.push(...part.first);
      last.push(...part.last);
      entry = part.nullable ? [...entry, ...part.last] : part.last;
      canStart &&= part.nullable;
    }
    return { nullable: result.nullable, first, last };
  }
}

const cache = new Map<string, ContentAutomaton>();

/** The automaton of an expression, built once. */
export function automatonOf(expression: string): ContentAutomaton {
  let automaton = cache.get(expression);
  if (!automaton) cache.set(expression, (automaton = new ContentAutomaton(parseExpression(expression))));
  return automaton;
}
