import { BIG_FIVE_ITEM_KEY } from '../big-five/item-key';
import { MINUTES_TO_TAKE, TEST_STATEMENTS, minutesToAnswer } from './time-to-take';

describe('how long each step takes', () => {
  it('counts the statements the test has', () => {
    expect(TEST_STATEMENTS).toBe(BIG_FIVE_ITEM_KEY.length);
  });

  it('gives the test at five seconds a statement: 120 statements in 10 minutes', () => {
    expect(MINUTES_TO_TAKE.personalityTest).toBe(10);
    expect(minutesToAnswer(1)).toBe(1);
  });

  it('gives the playground as its two steps together', () => {
    expect(MINUTES_TO_TAKE.playground).toBe(
      MINUTES_TO_TAKE.questionsAboutYou + MINUTES_TO_TAKE.cardSort,
    );
  });
});
