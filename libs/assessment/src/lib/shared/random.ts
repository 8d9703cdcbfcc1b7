import { fnv1a32 } from './hash';

/** A seed for a reproducible draw: any number (its low 32 bits are used) or a string. */
export type Seed = number | string;

/**
 * mulberry32 (Tommy Ettinger's 32-bit generator, public domain): tiny, fast and well distributed
 * enough for shuffling cards. It is deterministic for a seed on every JavaScript engine, which
 * is the point: the same seed draws the same deck on the server and in the browser.
 * Returns numbers in [0, 1).
 */
export function mulberry32(seed: Seed): () => number {
  let state = (typeof seed === 'string' ? parseInt(fnv1a32(seed), 16) : seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle of a copy, driven by `random`. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
