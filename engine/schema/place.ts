/**
 * Where a value sits in a document: its holder's place and its key, spelled
 * out in GOBL's notation (`$.lines[0].item`) only when something asks, as a
 * fault does. Walking a document makes a place for every container it meets,
 * and almost none of them is ever spelled out.
 */
export class Place {
  private text?: string;

  private constructor(
    private readonly up: Place | undefined,
    private readonly key: string | number,
  ) {}

  /** The top of a walk, spelled as given (`$`, `$.doc`, ...). */
  static root(text: string): Place {
    const place = new Place(undefined, "");
    place.text = text;
    return place;
  }

  /** The place of a member (a property name or a list index) of the value here. */
  child(key: string | number): Place {
    return new Place(this, key);
  }

  toString(): string {
    if (this.text === undefined) {
      const above = String(this.up);
      this.text = typeof this.key === "number" ? `${above}[${this.key}]` : childPath(above, this.key);
    }
    return this.text;
  }
}

/** `$.a` + `b` → `$.a.b`; keys that are not identifiers are quoted: `$.ext["es-code"]`. */
export function childPath(path: string, key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
