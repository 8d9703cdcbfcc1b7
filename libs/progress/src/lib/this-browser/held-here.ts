import { countAnsweredQuestions } from '@pathwise/onboarding-questions';
import { type MovableKey, STORAGE_KEYS } from '../../keys';
import { browserFavourites } from '../favourites/browser-favourites';
import { resultStore, sortStore } from '../interests/stores';
import { browserCopy } from '../onboarding/browser-copy';
import { ITEM_COUNT, countAnswered } from '../personality/answers';
import { draftStore } from '../personality/draft-store';
import { mayMoveTo, readingEverything, whenMade } from '../storage';
import { browserVerdicts } from '../verdicts/browser-verdicts';

/** One kind of progress this browser holds, with how much of it and when it last changed here. */
export type HeldItem = { key: MovableKey; at: Date | null } & (
  | { kind: 'personality'; answered: number; total: number }
  | { kind: 'sort'; sorted: number; finished: boolean }
  | { kind: 'result'; hollandCode: string }
  | { kind: 'onboarding'; answered: number; completed: boolean }
  | { kind: 'favourites'; count: number }
  | { kind: 'verdicts'; count: number }
);

/**
 * What this browser holds for the person at it now, as the app's own stores read it: the one reader
 * of it, for the home page's "continue" card and (through `everythingHeld`) the questions about it
 * and signing out. Damaged data counts as nothing (each store drops it), and so does an earlier
 * visit's progress not known to be theirs. `forUid` leaves out a test whose answers that account
 * already has.
 */
export function heldHere(forUid: string | null = null): HeldItem[] {
  const items: HeldItem[] = [];
  const draft = draftStore.read().draft;
  const answered = draft ? countAnswered(draft.answers) : 0;
  if (draft && answered > 0 && !(forUid && draft.sentTo === forUid)) {
    const key = STORAGE_KEYS.personalityDraft;
    items.push({ key, at: whenMade(key), kind: 'personality', answered, total: ITEM_COUNT });
  }
  const sort = sortStore.read().value;
  const sorted = Object.keys(sort?.ratings ?? {}).length;
  if (sorted > 0) {
    const key = STORAGE_KEYS.interestSort;
    const finished = sort?.finished === true;
    items.push({ key, at: whenMade(key), kind: 'sort', sorted, finished });
  }
  const result = resultStore.read().value;
  if (result) {
    const key = STORAGE_KEYS.interestResult;
    items.push({ key, at: whenMade(key), kind: 'result', hollandCode: result.result.hollandCode });
  }
  const about = browserCopy().answers;
  if (about && Object.keys(about).length > 0) {
    const key = STORAGE_KEYS.onboarding;
    const answered = countAnsweredQuestions(about);
    items.push({
      key,
      at: whenMade(key),
      kind: 'onboarding',
      answered,
      completed: about.completed,
    });
  }
  const favourites = browserFavourites().items.length;
  if (favourites > 0) {
    const key = STORAGE_KEYS.favourites;
    items.push({ key, at: whenMade(key), kind: 'favourites', count: favourites });
  }
  const verdicts = browserVerdicts.read().value?.length ?? 0;
  if (verdicts > 0) {
    const key = STORAGE_KEYS.verdicts;
    items.push({ key, at: whenMade(key), kind: 'verdicts', count: verdicts });
  }
  return items;
}

/** Everything this browser holds, whoever made it: for asking about it and for signing out. */
export const everythingHeld = (forUid: string | null = null): HeldItem[] =>
  readingEverything(() => heldHere(forUid));

/**
 * What this browser holds that wasn't made in this browser session or by `uid`: on a shared
 * computer it may be someone else's, so it waits for the person who signed in to say whether it is
 * theirs.
 */
export const notKnownToBe = (uid: string): HeldItem[] =>
  everythingHeld(uid).filter((item) => !mayMoveTo(item.key, uid));
