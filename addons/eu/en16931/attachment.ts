/**
 * Attachments need a code, their identifier in EN 16931 (BT-122).
 */
import { present, type Attachment, type Validator } from "../../../engine/index.ts";

export const attachmentRules: Validator<Attachment> = {
  type: "org.Attachment",
  assert: [
    {
      code: "GOBL-EU-EN16931-ORG-ATTACHMENT-01",
      field: "code",
      message: "the attachment needs a code",
      test: (attachment) => present(attachment.code),
    },
  ],
};
