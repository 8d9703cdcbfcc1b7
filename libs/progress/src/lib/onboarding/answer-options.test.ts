import {
  EDUCATION_LEVELS,
  LIFE_STAGES,
  WORK_VALUES,
  onboardingAnswersSchema,
} from '@pathwise/contract';
import {
  EDUCATION_CHOICES,
  JOB_ZONE_CHOICES,
  LIFE_STAGE_CHOICES,
  SUBJECTS,
  WORK_VALUE_CHOICES,
  lifeStageLabel,
} from './answer-options';

const values = (choices: readonly { value: string }[]) => choices.map((choice) => choice.value);

describe('the answer options', () => {
  it('offer every answer the contract knows, in its order', () => {
    expect(values(LIFE_STAGE_CHOICES)).toEqual([...LIFE_STAGES]);
    expect(values(EDUCATION_CHOICES)).toEqual([...EDUCATION_LEVELS]);
    expect(values(WORK_VALUE_CHOICES)).toEqual([...WORK_VALUES]);
    expect(values(JOB_ZONE_CHOICES)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('explain each job zone and work value', () => {
    for (const choice of [...JOB_ZONE_CHOICES, ...WORK_VALUE_CHOICES]) {
      expect(choice.description).toMatch(/^[A-Z].+\.$/);
    }
    expect(JOB_ZONE_CHOICES[3]).toMatchObject({
      label: 'Considerable preparation needed',
      description: expect.stringContaining("Most need a four-year bachelor's degree."),
    });
  });

  it('list subjects the contract can store, all at once', () => {
    expect(new Set(SUBJECTS).size).toBe(SUBJECTS.length);
    expect(onboardingAnswersSchema.safeParse({ enjoyedSubjects: [...SUBJECTS] }).success).toBe(
      true,
    );
  });

  it('name a life stage, or nothing when none is given', () => {
    expect(lifeStageLabel('changing-careers')).toBe('Thinking about changing careers');
    expect(lifeStageLabel(null)).toBeNull();
  });
});
