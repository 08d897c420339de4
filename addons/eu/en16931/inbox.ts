/**
 * Electronic addresses (inboxes) are a scheme (an ISO/IEC 6523 or EAS code)
 * plus a code.
 *
 * Normalising: a code written as `<scheme>:<code>` (`0088:1234567890128`) is
 * split into the two. As GOBL does, the split is taken by position, the
 * first four bytes and what follows the fifth, whenever four digits and a
 * colon appear anywhere in the code.
 *
 * Rules: a code needs its scheme (BR-62, BR-63), and a scheme its code.
 */
import type { Normalizer, Validator } from "../../../engine/index.ts";
import { utf8Bytes, utf8Text } from "../../../engine/cbc/index.ts";

/** What these contributions read and write of an `org.Inbox`. */
interface Inbox {
  key?: string;
  scheme?: string;
  code?: string;
}

const SCHEME_PREFIX = /\d{4}:/;

export const inboxNormalizer: Normalizer<Inbox> = {
  type: "org.Inbox",
  normalize(inbox) {
    if (!inbox.code || !SCHEME_PREFIX.test(inbox.code)) return;
    const bytes = utf8Bytes(inbox.code);
    inbox.scheme = utf8Text(bytes.subarray(0, 4));
    const code = utf8Text(bytes.subarray(5));
    if (code) inbox.code = code;
    else delete inbox.code;
  },
};

export const inboxRules: Validator<Inbox> = {
  type: "org.Inbox",
  assert: [
    {
      code: "GOBL-EU-EN16931-ORG-INBOX-01",
      message: "an inbox with a code needs its scheme (BR-62, BR-63)",
      test: (inbox) => !inbox.code || !!inbox.scheme,
    },
    {
      code: "GOBL-EU-EN16931-ORG-INBOX-02",
      message: "an inbox with a scheme needs its code",
      test: (inbox) => !inbox.scheme || !!inbox.code,
    },
  ],
};
