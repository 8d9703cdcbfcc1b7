import { EDUCATION_LEVELS, LIFE_STAGES, WORK_VALUES } from '@pathwise/contract';
import {
  EDUCATION_CHOICES,
  JOB_ZONE_CHOICES,
  LIFE_STAGE_CHOICES,
  SUBJECTS,
  WORK_VALUE_CHOICES,
} from './choices';

const values = (choices: readonly { value: string }[]) => choices.map((choice) => choice.value);

describe('the choices on screen', () => {
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
  });

  it('list subjects the contract can store', () => {
    expect(SUBJECTS.length).toBeLessThanOrEqual(20);
    expect(new Set(SUBJECTS).size).toBe(SUBJECTS.length);
    expect(SUBJECTS.every((subject) => subject.length <= 60)).toBe(true);
  });
});
