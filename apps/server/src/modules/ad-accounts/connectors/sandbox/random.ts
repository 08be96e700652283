/**
 * Seeded, stateless randomness for the sandbox. Every draw is a hash of its inputs (account, ad,
 * day, purpose), never the next value of a stream, so any day of any ad can be generated alone and
 * always comes out the same.
 */

const GOLDEN = 0x9e3779b9;
const TWO_POW_32 = 4_294_967_296;

/** Scrambles a 32-bit integer (the finaliser of a well-mixed integer hash). */
export function mix32(value: number): number {
  let x = value | 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Combines a seed with an integer into a new seed. */
export function combine(seed: number, value: number): number {
  return mix32((seed ^ Math.imul(value | 0, GOLDEN)) + Math.imul(seed, 0x85ebca6b));
}

/** A 32-bit hash of a string (FNV-1a, then mixed). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return mix32(hash);
}

/** A uniform number in [0, 1) for draw number `salt` of a seed. */
export function uniform(seed: number, salt: number): number {
  return combine(seed, salt) / TWO_POW_32;
}

/** A standard normal number for draw number `salt` of a seed (Box-Muller on two hashed uniforms). */
export function normal(seed: number, salt: number): number {
  const first = 1 - uniform(seed, salt);
  const second = uniform(seed, salt + 0x5bd1e995);
  return Math.sqrt(-2 * Math.log(first)) * Math.cos(2 * Math.PI * second);
}

/** A log-normal factor around 1: exp(sigma × z). */
export function noise(seed: number, salt: number, sigma: number): number {
  return Math.exp(sigma * normal(seed, salt));
}

/** A uniform number in [low, high). */
export function between(seed: number, salt: number, low: number, high: number): number {
  return low + (high - low) * uniform(seed, salt);
}

/** An integer in [low, high]. */
export function intBetween(seed: number, salt: number, low: number, high: number): number {
  return low + Math.floor(uniform(seed, salt) * (high - low + 1));
}

/** One entry of a non-empty list. */
export function pick<T>(seed: number, salt: number, items: readonly T[]): T {
  const item = items[Math.floor(uniform(seed, salt) * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list');
  return item;
}

/** One entry of a non-empty list, each with its weight. */
export function pickWeighted<T>(seed: number, salt: number, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let target = uniform(seed, salt) * total;
  for (const [item, weight] of items) {
    target -= weight;
    if (target < 0) return item;
  }
  const last = items[items.length - 1];
  if (last === undefined) throw new Error('Cannot pick from an empty list');
  return last[0];
}

/**
 * Keeps each of `count` events with probability `rate`, as an integer: floor(count × rate + u).
 * Never more than `count` for a rate up to 1, and never fewer for a larger rate with the same `u`,
 * so a wider attribution window can only add conversions.
 */
export function thin(count: number, rate: number, u: number): number {
  if (count <= 0 || rate <= 0) return 0;
  if (rate >= 1) return count;
  return Math.floor(count * rate + u);
}

/** Rounds an amount of money to cents. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Lower-case hexadecimal of a seed chain, `length` characters long. */
export function hexDigest(seed: number, length: number): string {
  let text = '';
  let state = seed;
  while (text.length < length) {
    state = mix32(state + GOLDEN);
    text += state.toString(16).padStart(8, '0');
  }
  return text.slice(0, length);
}

/** Decimal digits of a seed chain, `length` characters long, without a leading zero. */
export function digitDigest(seed: number, length: number): string {
  let text = String(1 + (mix32(seed) % 9));
  let state = seed;
  while (text.length < length) {
    state = mix32(state + GOLDEN);
    text += String(state % 1_000_000).padStart(6, '0');
  }
  return text.slice(0, length);
}
