// The answer scale on its own, so each language's items can type their choices without importing
// the loader that imports them.

/** A response on the five-point accuracy scale, as the person chose it (before reverse-keying). */
export type BigFiveResponse = 1 | 2 | 3 | 4 | 5;

export interface BigFiveChoice {
  /** 1 = "Very Inaccurate" … 5 = "Very Accurate" (in the item's language). */
  readonly response: BigFiveResponse;
  readonly text: string;
}
