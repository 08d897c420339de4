export type { UUID } from "./uuid.ts";
export { ZERO_UUID, isTimestamped, isUUID, isZeroUUID, newV7, normalizeUUID, parseUUID, uuidVersion } from "./uuid.ts";
