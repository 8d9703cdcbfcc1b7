import {
  ONBOARDING_QUESTION_IDS,
  onboardingAnswersSchema,
  storedOnboardingAnswersSchema,
} from '@pathwise/contract';
import { countAnsweredQuestions } from './answered';
import { ONBOARDING_QUESTIONS, ONBOARDING_SECTIONS } from './questions';

const values = (choices: readonly { value: string }[]) => choices.map((choice) => choice.value);

describe('the onboarding questions', () => {
  it('are asked once each, in the order the contract lists them', () => {
    expect(ONBOARDING_SECTIONS.flatMap((section) => section.questions)).toEqual([
      ...ONBOARDING_QUESTION_IDS,
    ]);
    expect(Object.keys(ONBOARDING_QUESTIONS).sort()).toEqual([...ONBOARDING_QUESTION_IDS].sort());
  });

  it('offer only answers the API takes, and every one it takes for a single choice', () => {
    for (const id of ['lifeStage', 'highestEducation', 'plannedEducation'] as const) {
      for (const value of values(ONBOARDING_QUESTIONS[id].choices))
        expect(onboardingAnswersSchema.safeParse({ [id]: value }).success, value).toBe(true);
    }
    expect(
      onboardingAnswersSchema.safeParse({
        enjoyedSubjects: values(ONBOARDING_QUESTIONS.enjoyedSubjects.choices),
      }).success,
    ).toBe(true);
  });

  it('let as many work values be chosen as the API keeps, and not one more', () => {
    const { choices, max } = ONBOARDING_QUESTIONS.workValues;
    const chosen = values(choices);
    expect(max).toBeLessThan(chosen.length);
    for (const schema of [onboardingAnswersSchema, storedOnboardingAnswersSchema]) {
      const answers = (count: number) => ({ workValues: chosen.slice(0, count), completed: false });
      expect(schema.safeParse(answers(max)).success).toBe(true);
      expect(schema.safeParse(answers(max + 1)).success).toBe(false);
    }
  });
});

describe('countAnsweredQuestions', () => {
  it('counts every question answered, the current job included', () => {
    expect(
      countAnsweredQuestions({
        lifeStage: 'working',
        currentOccupation: '29-1141.00',
        workValues: ['support'],
      }),
    ).toBe(3);
  });

  it('leaves out empty lists, empty answers and what isn’t a question', () => {
    const answers = { enjoyedSubjects: [], country: '', completed: true, shareProfile: true };
    expect(countAnsweredQuestions(answers)).toBe(0);
  });
});
