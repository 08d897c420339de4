import { Type } from "@sinclair/typebox";
import { nameInline } from "../schema/types.ts";

/** GOBL writes UUID fields inline (no schema file of their own), but rules still target them. */
export function UUIDField() {
  return nameInline("uuid.UUID", Type.String({ format: "uuid" }));
}
