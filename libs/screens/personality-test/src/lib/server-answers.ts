import type { BigFiveResponse } from '@pathwise/assessment';
import { readFailure } from '@pathwise/api';
import { type Answers, ITEM_IDS, isItemId } from './progress';
import type { SyncAnswer } from './sync-queue';

const isResponse = (score: number): score is BigFiveResponse =>
  Number.isInteger(score) && score >= 1 && score <= 5;

/** The server's answer list as a lookup, keeping only items and scores this test knows. */
export function answersFromServer(list: readonly { itemId: string; score: number }[]): Answers {
  const answers: Record<string, BigFiveResponse> = {};
  for (const { itemId, score } of list) {
    if (isItemId(itemId) && isResponse(score)) answers[itemId] = score;
  }
  return answers;
}

/** Everything answered on either side; where both have an item, this browser's answer wins. */
export function mergeAnswers(local: Answers, server: Answers): Answers {
  return { ...server, ...local };
}

/** This browser's answers the server doesn't have, or has with another value. */
export function unsentAnswers(local: Answers, server: Answers): SyncAnswer[] {
  return ITEM_IDS.flatMap((itemId) => {
    const score = local[itemId];
    return score !== undefined && server[itemId] !== score ? [{ itemId, score }] : [];
  });
}

/** The server keeps answers to another version of the test: they can't be merged with these. */
export const isVersionMismatch = (error: unknown) =>
  readFailure(error).code === 'test_version_mismatch';
