import { BIG_FIVE_ITEM_KEY, type BigFiveResponse } from '@pathwise/assessment';

/** Item ids in the order the test asks them; positions in a draft index into this list. */
export const ITEM_IDS: readonly string[] = BIG_FIVE_ITEM_KEY.map((item) => item.id);
export const ITEM_COUNT = ITEM_IDS.length;
const KNOWN_IDS = new Set(ITEM_IDS);

/** Answers by item id. */
export type Answers = Readonly<Record<string, BigFiveResponse>>;

export const isItemId = (id: string) => KNOWN_IDS.has(id);

export function countAnswered(answers: Answers): number {
  let count = 0;
  for (const id of ITEM_IDS) if (answers[id] !== undefined) count += 1;
  return count;
}

export const isComplete = (answers: Answers) => countAnswered(answers) === ITEM_COUNT;

/** The answers as the API takes them, in the test's order. */
export const answerList = (answers: Answers) =>
  ITEM_IDS.flatMap((itemId) => {
    const score = answers[itemId];
    return score === undefined ? [] : [{ itemId, score }];
  });
