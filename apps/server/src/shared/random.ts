/**
 * Deterministic randomness for the seeds (market, admin, built-in agents): the same seed
 * gives the same platform on every fresh start.
 */

/** mulberry32: a small PRNG, so the same seed gives the same market */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a of the text: a seed per name (an agent's slug) */
export function seedOf(text: string): number {
  let value = 0x811c9dc5;
  for (const ch of text) value = Math.imul(value ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return value;
}
