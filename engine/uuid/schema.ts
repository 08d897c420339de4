import { Type } from "@sinclair/typebox";
import { nameInline } from "../schema/types.ts";

const UUID_TEXT = "A UUID that identifies this object among others of its kind, in canonical 8-4-4-4-12 hex form; optional, set by whoever keeps track of the object.";

/**
 * GOBL writes UUID fields inline (no schema file of their own), but rules still
 * target them. Each use may say what the UUID identifies.
 */
export function UUIDField(description: string = UUID_TEXT) {
  return nameInline("uuid.UUID", Type.String({ format: "uuid", description }));
}
