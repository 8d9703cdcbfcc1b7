import { storedOnboardingAnswersSchema } from '@pathwise/contract';
import { parseBrowserAnswers } from './browser-answers';

const full = {
  lifeStage: 'changing-careers',
  highestEducation: 'bachelor',
  plannedEducation: 'master',
  maxJobZone: 4,
  enjoyedSubjects: ['Biology', 'Art and design'],
  workValues: ['achievement', 'relationships'],
  country: 'GB',
  completed: true,
};

describe('parseBrowserAnswers', () => {
  it('reads nothing stored as no answers, not as damage', () => {
    expect(parseBrowserAnswers(null)).toEqual({ answers: null, damaged: false });
  });

  it('reads a full set of answers, which the contract accepts as they are', () => {
    const read = parseBrowserAnswers(JSON.stringify(full));
    expect(read).toEqual({ answers: full, damaged: false });
    expect(storedOnboardingAnswersSchema.parse(read.answers)).toEqual(full);
  });

  it('treats a copy without `completed` as unfinished', () => {
    expect(parseBrowserAnswers('{"country":"IE"}').answers).toEqual({
      country: 'IE',
      completed: false,
    });
  });

  it('drops keys it doesn’t know, so the copy still goes to the account', () => {
    const read = parseBrowserAnswers(JSON.stringify({ ...full, favouriteColour: 'green' }));
    expect(read.answers).toEqual(full);
    expect(storedOnboardingAnswersSchema.safeParse(read.answers).success).toBe(true);
  });

  it.each([
    ['text that is not JSON', '{"lifeStage":'],
    ['a list instead of answers', '[]'],
    ['an unknown life stage', '{"lifeStage":"retired","completed":false}'],
    ['a job zone out of range', '{"maxJobZone":6,"completed":false}'],
    ['a job zone that is not whole', '{"maxJobZone":2.5,"completed":false}'],
    ['a lower-case country', '{"country":"gb","completed":false}'],
    ['an unknown work value', '{"workValues":["fame"],"completed":false}'],
    ['too many subjects', JSON.stringify({ enjoyedSubjects: Array(21).fill('Art') })],
    ['an empty subject', '{"enjoyedSubjects":["  "]}'],
    ['`completed` that is not true or false', '{"completed":"yes"}'],
  ])('reports %s as damaged', (_what, raw) => {
    expect(parseBrowserAnswers(raw)).toEqual({ answers: null, damaged: true });
  });
});
