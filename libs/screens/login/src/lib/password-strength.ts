import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's scores run 0–4. Below 2 a password falls to an attacker's first million guesses: it is
 * on the lists of passwords leaked from other sites (the common dictionary is drawn from them), a
 * keyboard walk, a date, or the person's own name or email with a digit or two. From 2 it holds
 * against guessing at a rate-limited sign-in, which is the attack Firebase's sign-in faces.
 */
const LEAST_SCORE = 2;

let checker: ZxcvbnFactory | undefined;

/** Whether a password is one people use a lot or is easy to guess from what they typed beside it. */
export function isGuessable(password: string, personal: string[]): boolean {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  // Each part of a name or an email counts, alone and run together: "Sam Rivera" and
  // "sam.rivera@example.com" make "sam", "rivera" and "samrivera".
  const words = personal.flatMap((value) =>
    [value, ...value.split('@')].flatMap((part) => {
      const pieces = part.split(/[^\p{L}\p{N}]+/u);
      return [part, pieces.join(''), ...pieces];
    }),
  );
  return checker.check(password, words.filter(Boolean)).score < LEAST_SCORE;
}
