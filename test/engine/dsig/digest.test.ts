import { parse } from "lossless-json";
import { describe, expect, it } from "vitest";
import { canonicalizeText } from "../../../engine/c14n/index.ts";
import { digestOf, digestsEqual } from "../../../engine/dsig/index.ts";
import type { Digest } from "../../../engine/dsig/index.ts";

// Golden digests below come from GOBL's own example envelopes (head.dig).

describe("digestOf", () => {
  it("matches GOBL's note/message example", () => {
    const doc = {
      $schema: "https://gobl.org/draft-0/note/message",
      uuid: "cfefe56a-9812-4b97-9b86-23eb6e9fb15a",
      title: "Test Message",
      content: "We hope you like this test message!",
    };
    expect(digestOf(doc)).toEqual({
      alg: "sha256",
      val: "756ee06ced5cba14c1faeeb2d151d281b8e858e0121d04e8049dc989d5085567",
    });
  });

  it("matches GOBL's es/party example (non-ASCII text)", () => {
    const doc = parse(PARTY);
    expect(digestOf(doc).val).toBe("c814dff123ca4616587fb8fcfb3491873201b622e358436b8b8dcb42ae7807e1");
  });

  it("matches GOBL's sg/invoice-simple example (nested arrays, integers)", () => {
    const doc = parse(INVOICE);
    expect(digestOf(doc).val).toBe("e2240ad7bef4e9eac7ac3bee35a3119e120c8d8f6b2c40017cd491771a021030");
  });

  it("matches GOBL's c14n_test TestJSONToArray sum", () => {
    const doc = parse(ACTORS);
    expect(digestOf(doc).val).toBe("f35a55c7bba2df8438802603db442976a8238ceb0a610d1eea38cae1b9fd9013");
    expect(canonicalizeText(ACTORS)).toContain(`"weight":6.75E1`);
  });

  it("does not depend on key order or whitespace", () => {
    expect(digestOf({ a: 1, b: [1, 2] })).toEqual(digestOf(parse(`{ "b": [1, 2],\n "a": 1 }`)));
  });

  it("is lower-case hex of SHA-256 over UTF-8", () => {
    // sha256("{}")
    expect(digestOf({}).val).toBe("44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a");
    expect(digestOf("é").val).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("digestsEqual", () => {
  const a: Digest = { alg: "sha256", val: "abc" };
  it("compares algorithm and value exactly", () => {
    expect(digestsEqual(a, { alg: "sha256", val: "abc" })).toBe(true);
    expect(digestsEqual(a, { alg: "sha256", val: "abd" })).toBe(false);
    expect(digestsEqual(a, { alg: "sha256", val: "ABC" })).toBe(false);
    expect(digestsEqual(a, { alg: "sha512" as "sha256", val: "abc" })).toBe(false);
  });
});

const PARTY = `{
  "$schema": "https://gobl.org/draft-0/org/party",
  "uuid": "0192a13b-7f85-7429-a635-b269f6eb5295",
  "name": "Provide One S.L.",
  "tax_id": {
    "country": "ES",
    "code": "B98602642"
  },
  "people": [
    {
      "label": "Representante",
      "key": "representative",
      "name": {
        "given": "Juan",
        "surname": "Pérez"
      },
      "identities": [
        {
          "label": "NIF",
          "key": "national",
          "code": "60784097L"
        }
      ],
      "addresses": [
        {
          "num": "42",
          "street": "Calle Pradillo",
          "locality": "Madrid",
          "region": "Madrid",
          "code": "28002",
          "country": "ES"
        }
      ]
    }
  ],
  "addresses": [
    {
      "num": "42",
      "street": "Calle Pradillo",
      "locality": "Madrid",
      "region": "Madrid",
      "code": "28002",
      "country": "ES"
    }
  ],
  "emails": [
    {
      "addr": "billing@example.com"
    }
  ]
}`;

const INVOICE = `{
  "$schema": "https://gobl.org/draft-0/bill/invoice",
  "$regime": "SG",
  "$tags": [
    "simplified"
  ],
  "uuid": "3aea7b56-59d8-4beb-90bd-f8f280d852a0",
  "type": "standard",
  "code": "1234",
  "issue_date": "2024-01-15",
  "currency": "SGD",
  "tax": {},
  "supplier": {
    "name": "EXAMPLE SUPPLIER",
    "tax_id": {
      "country": "SG",
      "code": "201312345A"
    },
    "addresses": [
      {
        "street": "Example street 123",
        "locality": "Singapore",
        "country": "SG"
      }
    ]
  },
  "lines": [
    {
      "i": 1,
      "quantity": "1",
      "item": {
        "name": "Useful service",
        "price": "200000.00"
      },
      "sum": "200000.00",
      "taxes": [
        {
          "cat": "GST",
          "key": "standard",
          "rate": "general",
          "percent": "9%"
        }
      ],
      "total": "200000.00"
    }
  ],
  "totals": {
    "sum": "200000.00",
    "total": "200000.00",
    "taxes": {
      "categories": [
        {
          "code": "GST",
          "rates": [
            {
              "key": "standard",
              "base": "200000.00",
              "percent": "9%",
              "amount": "18000.00"
            }
          ],
          "amount": "18000.00"
        }
      ],
      "sum": "18000.00"
    },
    "tax": "18000.00",
    "total_with_tax": "218000.00",
    "payable": "218000.00"
  }
}`;

const ACTORS = `{
  "actors": [
    {
      "name": "Tom Cruise", "age": 56, "born_at": "Syracuse, NY", "birthdate": "July 3, 1962",
      "photo": "https://jsonformatter.org/img/tom-cruise.jpg", "wife": null, "weight": 67.5,
      "has_children": true, "has_grey_hair": false,
      "children": ["Suri", "Isabella Jane", "Connor"], "icon": "\u{1F929}"
    },
    {
      "name": "Robert Downey Jr.", "age": 53, "born_at": "New York City, NY", "birthdate": "April 4, 1965",
      "photo": "https://jsonformatter.org/img/Robert-Downey-Jr.jpg",
      "wife": { "name": "Susan Downey", "age": 35 }, "weight": 77.1,
      "has_children": true, "has_grey_hair": false,
      "children": ["Indio Falconer", "Avri Roel", "Exton Elias"]
    }
  ]
}`;
