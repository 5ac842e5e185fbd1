import { seededRandom } from './seeded-random.ts';

/**
 * Node ids: a kind prefix plus a random base62 token. 12 base62 characters carry ~71 bits, so
 * collisions across every document ever made stay negligible without any central counter.
 */

export const ID_PREFIXES = {
  section: 'section-',
  row: 'row-',
  column: 'column-',
  element: 'element-',
  popup: 'popup-',
  /** An element's `prefix`: a second token that scopes its generated CSS class. */
  prefix: 'prefix-',
} as const;
export type IdKind = keyof typeof ID_PREFIXES;
export const ID_KINDS = Object.keys(ID_PREFIXES) as IdKind[];

export const ID_TOKEN_LENGTH = 12;
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Largest multiple of 62 below 256: bytes at or above it are discarded so every character is equally likely. */
const UNBIASED_LIMIT = 248;

/** Ids that older documents carry (numeric suffixes, underscores) are accepted; markup characters never are. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Web Crypto exists in Node 20 and every browser, but this package compiles without DOM or Node
 * typings so that neither leaks in; this is the one slice of it that is used.
 */
interface RandomSource {
  getRandomValues(array: Uint8Array): Uint8Array;
}
const randomSource = (globalThis as unknown as { crypto: RandomSource }).crypto;

export function randomToken(length = ID_TOKEN_LENGTH): string {
  let out = '';
  const bytes = new Uint8Array(length * 2);
  while (out.length < length) {
    randomSource.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT) out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** Anything that hands out ids. Tree operations take one so tests and fixtures can be deterministic. */
export type IdGenerator = (kind: IdKind) => string;

export const randomIds: IdGenerator = (kind) => ID_PREFIXES[kind] + randomToken();

/**
 * Deterministic ids for fixtures and tests. Unique within one generator; not for
 * production documents, where ids from different sessions must not collide.
 */
export function seededIds(seed: number): IdGenerator {
  const next = seededRandom(seed);
  const issued = new Set<string>();
  return (kind) => {
    for (;;) {
      let token = '';
      for (let i = 0; i < ID_TOKEN_LENGTH; i++) token += ALPHABET[Math.floor(next() * 62)];
      const id = ID_PREFIXES[kind] + token;
      if (!issued.has(id)) {
        issued.add(id);
        return id;
      }
    }
  };
}

export function isIdOf(kind: IdKind, id: unknown): id is string {
  if (typeof id !== 'string') return false;
  const prefix = ID_PREFIXES[kind];
  return id.startsWith(prefix) && TOKEN_PATTERN.test(id.slice(prefix.length));
}

export function kindOfId(id: unknown): IdKind | null {
  for (const kind of ID_KINDS) if (isIdOf(kind, id)) return kind;
  return null;
}
