/**
 * Access tokens whose signature, issuer and audience have been checked, with what they say, until
 * they expire: a token seen again skips the signature check (EdDSA, the largest CPU cost of an
 * authenticated request after the session lookup). It never skips the session lookup: a signed-out
 * session or a banned user is refused on the next request as before. Only the token's own expiry
 * bounds an entry, exactly what the signature check would enforce; a full map is emptied.
 */
export interface VerifiedTokens<T> {
  get(token: string): T | undefined;
  set(token: string, value: T, expiresAtMs: number): void;
  readonly size: number;
}

export function createVerifiedTokens<T>({
  maxEntries,
  now = Date.now,
}: {
  maxEntries: number;
  now?: () => number;
}): VerifiedTokens<T> {
  const entries = new Map<string, { value: T; expiresAtMs: number }>();
  return {
    get(token) {
      const hit = entries.get(token);
      if (!hit) return undefined;
      if (now() >= hit.expiresAtMs) {
        entries.delete(token);
        return undefined;
      }
      return hit.value;
    },
    set(token, value, expiresAtMs) {
      if (!(expiresAtMs > now())) return;
      if (entries.size >= maxEntries) {
        for (const [k, e] of entries) if (now() >= e.expiresAtMs) entries.delete(k);
        if (entries.size >= maxEntries) entries.clear();
      }
      entries.set(token, { value, expiresAtMs });
    },
    get size() {
      return entries.size;
    },
  };
}
