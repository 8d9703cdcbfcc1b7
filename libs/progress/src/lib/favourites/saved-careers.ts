import { CAREER_CODE_PATTERN, type Favourites } from '@pathwise/contract';
// The mini build of zod: the same checks at a fraction of the size in the browser.
import { z } from 'zod/mini';
import { STORAGE_KEYS } from '../../keys';

/** Where a signed-out person's favourites are kept in this browser. */
export const FAVOURITES_KEY = STORAGE_KEYS.favourites;

/**
 * The most careers one person can save: the API's FAVOURITES_LIMIT, repeated here so the browser
 * code doesn't pull the contract's full zod schemas in (a test keeps the two equal).
 */
export const BROWSER_FAVOURITES_LIMIT = 200;

/** An O*NET-SOC code such as 15-1252.00, as the contract's careerCodeSchema checks it. */

/** A saved career, wherever it is kept. */
export type SavedCareer = { code: string; title: string; savedAt: string };

export const savedCareerSchema = z.object({
  code: z.string().check(z.regex(CAREER_CODE_PATTERN)),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  savedAt: z.iso.datetime(),
});

export const storedFavouritesSchema = z
  .array(savedCareerSchema)
  .check(z.maxLength(BROWSER_FAVOURITES_LIMIT));

export const isCareerCode = (code: string) => CAREER_CODE_PATTERN.test(code);

/** Drops repeats of a code (a hand-edited or merged list), keeping the first. */
export function uniqueByCode<T extends { code: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.code)) return false;
    seen.add(item.code);
    return true;
  });
}

export type AddOutcome =
  | { kind: 'added'; list: SavedCareer[] }
  | { kind: 'already-saved'; list: readonly SavedCareer[] }
  | { kind: 'full' }
  | { kind: 'invalid' };

/** Adds a career to the end of a browser list, within the limit. */
export function addSaved(
  list: readonly SavedCareer[],
  career: { code: string; title: string },
  now: Date,
): AddOutcome {
  if (list.some((saved) => saved.code === career.code)) return { kind: 'already-saved', list };
  const entry = savedCareerSchema.safeParse({ ...career, savedAt: now.toISOString() });
  if (!entry.success) return { kind: 'invalid' };
  if (list.length >= BROWSER_FAVOURITES_LIMIT) return { kind: 'full' };
  return { kind: 'added', list: [...list, entry.data] };
}

export const removeSaved = (list: readonly SavedCareer[], code: string): SavedCareer[] =>
  list.filter((saved) => saved.code !== code);

/**
 * What a signed-in person sees: the account's favourites, then any this browser still holds that
 * haven't reached the account yet (so nothing looks lost while they move or after a failed move).
 */
export function accountSaved(
  account: Favourites | undefined,
  browser: readonly SavedCareer[],
): SavedCareer[] {
  const fromAccount = (account?.items ?? []).map((favourite) => ({
    code: favourite.code,
    title: favourite.career?.title ?? favourite.code,
    savedAt: favourite.savedAt,
  }));
  return uniqueByCode([...fromAccount, ...browser]);
}
