import { MINUTES_TO_TAKE } from '@pathwise/assessment/time-to-take';
import type { BigFiveResponse } from '@pathwise/assessment';
import {
  type Answers,
  ITEM_COUNT,
  ITEM_IDS,
  countAnswered,
  firstUnanswered,
  isComplete,
  positionAfterAnswer,
  positionAfterNext,
  progressAnnouncement,
  resumePosition,
  timeLeftText,
} from './progress';

/** The first `count` items answered (or the given positions), all with `score`. */
function answered(count: number | number[], score: BigFiveResponse = 3): Answers {
  const positions = Array.isArray(count) ? count : Array.from({ length: count }, (_, i) => i);
  return Object.fromEntries(positions.map((i) => [ITEM_IDS[i]!, score]));
}

describe('counting answers', () => {
  it('covers the 120 items of the test', () => {
    expect(ITEM_COUNT).toBe(120);
    expect(new Set(ITEM_IDS).size).toBe(120);
  });

  it('counts only items of the test', () => {
    expect(countAnswered({ ...answered(3), 'not-an-item': 4 })).toBe(3);
    expect(isComplete(answered(119))).toBe(false);
    expect(isComplete(answered(120))).toBe(true);
  });

  it('finds the first open statement', () => {
    expect(firstUnanswered({})).toBe(0);
    expect(firstUnanswered(answered([0, 1, 3]))).toBe(2);
    expect(firstUnanswered(answered(120))).toBeNull();
  });
});

describe('resumePosition', () => {
  it('stays where the person was when that statement is still open', () => {
    expect(resumePosition(answered(10), 10)).toBe(10);
  });

  it('goes to the first open statement when the saved one is answered', () => {
    // They went back to revise item 4, then closed the tab.
    expect(resumePosition(answered(30), 4)).toBe(30);
    expect(resumePosition(answered([0, 1, 2, 5, 6]), 6)).toBe(3);
  });

  it('keeps the position when everything is answered', () => {
    expect(resumePosition(answered(120), 57)).toBe(57);
  });

  it('clamps a position outside the test', () => {
    expect(resumePosition({}, 500)).toBe(119);
    expect(resumePosition({}, -3)).toBe(0);
  });
});

describe('positionAfterAnswer', () => {
  it('moves to the next statement', () => {
    expect(positionAfterAnswer(answered(4), answered(5), 4)).toBe(5);
  });

  it('finishes when the answer completes the test, wherever it was given', () => {
    const before = answered([...Array(120).keys()].filter((i) => i !== 42));
    expect(positionAfterAnswer(before, answered(120), 42)).toBe('finished');
  });

  it('lets someone revise a finished test statement by statement', () => {
    expect(positionAfterAnswer(answered(120, 2), answered(120, 4), 10)).toBe(11);
    expect(positionAfterAnswer(answered(120, 2), answered(120, 4), 119)).toBe('finished');
  });

  it('goes back to the first open statement from the last one', () => {
    const after = answered([...Array(120).keys()].filter((i) => i !== 7));
    expect(positionAfterAnswer(after, after, 119)).toBe(7);
  });

  it('Next never passes the end with statements open', () => {
    expect(positionAfterNext(answered(3), 2)).toBe(3);
    expect(positionAfterNext(answered([0, 119]), 119)).toBe(1);
    expect(positionAfterNext(answered(120), 119)).toBe('finished');
  });
});

describe('time left', () => {
  it('estimates five seconds a statement, in whole minutes', () => {
    expect(timeLeftText(120)).toBe('About 10 minutes left');
    expect(timeLeftText(36)).toBe('About 3 minutes left');
    expect(timeLeftText(14)).toBe('About 1 minute left');
    expect(timeLeftText(11)).toBe('Less than a minute left');
    expect(timeLeftText(1)).toBe('Less than a minute left');
    expect(timeLeftText(0)).toBe('All statements answered');
  });

  it('starts from the time every other page gives for the test', () => {
    expect(timeLeftText(ITEM_COUNT)).toBe(`About ${MINUTES_TO_TAKE.personalityTest} minutes left`);
  });

  it('announces progress every ten new answers, not on every one', () => {
    expect(progressAnnouncement(9, 10)).toBe('10 of 120 answered. About 9 minutes left.');
    expect(progressAnnouncement(10, 11)).toBeNull();
    // A changed answer doesn't add progress.
    expect(progressAnnouncement(20, 20)).toBeNull();
    // The end has its own step.
    expect(progressAnnouncement(119, 120)).toBeNull();
  });
});
