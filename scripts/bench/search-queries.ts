/** What both search benchmarks ask, so in-process and over-HTTP figures compare like with like. */

/** A small seeded generator, so every run asks the same questions. */
export function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Queries people type: a word or two of a real title, every third one with a letter left out. */
export function variedQueries(titles: readonly string[], count = 1000, seed = 17): string[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, i) => {
    const words = titles[Math.floor(random() * titles.length)]!.split(/\s+/).filter(
      (w) => w.length > 2,
    );
    const start = Math.floor(random() * Math.max(1, words.length - 1));
    let query = words
      .slice(start, start + 1 + Math.floor(random() * 2))
      .join(' ')
      .toLowerCase();
    if (i % 3 === 0 && query.length > 5) {
      const at = 1 + Math.floor(random() * (query.length - 2));
      query = query.slice(0, at) + query.slice(at + 1);
    }
    return query || 'nurse';
  });
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const ms = (value: number) => `${value.toFixed(value < 1 ? 3 : 1)} ms`;
