/**
 * Standard normal cumulative distribution Φ(z).
 *
 * Abramowitz & Stegun (1964), Handbook of Mathematical Functions, formula 26.2.17 (after
 * Hastings): Φ(z) = 1 − φ(z)(b1·t + b2·t² + b3·t³ + b4·t⁴ + b5·t⁵), t = 1 / (1 + p·z), for z ≥ 0,
 * and Φ(−z) = 1 − Φ(z). Absolute error below 7.5 × 10⁻⁸ everywhere, far finer than a percentile
 * shown to one decimal needs.
 */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  // Exact at the centre (the polynomial is 5 × 10⁻¹⁰ off there), which keeps Φ(z) + Φ(−z) = 1.
  if (z === 0) return 0.5;
  const x = Math.abs(z);
  const t = 1 / (1 + 0.2316419 * x);
  const density = Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
  const poly =
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const upper = density * poly;
  return z >= 0 ? 1 - upper : upper;
}
