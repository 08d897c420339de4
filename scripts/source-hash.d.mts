/** Where `npm run build` records the hash of what it built dist/ from. */
export function recordedHashPath(root: string): string;
/** What the build is made from, as one SHA-256 (hex). */
export function sourceHash(root: string): string;
