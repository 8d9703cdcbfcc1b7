import { paths, queryOf } from '@pathwise/routes';
import { paramsRead } from '@pathwise/testing/fixtures';
import { QUESTION_COUNT, STEPS, resumePosition, stepAddress, stepInAddress } from './steps';

describe('resumePosition', () => {
  it('starts a fresh visitor at the first step', () => {
    expect(resumePosition({ completed: false })).toBe(0);
  });

  it('carries on at the first step with nothing answered', () => {
    expect(resumePosition({ lifeStage: 'working', completed: false })).toBe(1);
    expect(resumePosition({ country: 'GB', plannedEducation: 'master', completed: false })).toBe(2);
  });

  it('carries on after the furthest step answered, never back at one that was skipped', () => {
    // About you and education were skipped; subjects (step 4) was the last answered.
    expect(resumePosition({ maxJobZone: 3, enjoyedSubjects: ['Maths'], completed: false })).toBe(4);
  });

  it('counts an empty list as unanswered', () => {
    expect(
      resumePosition({
        lifeStage: 'school',
        highestEducation: 'secondary',
        maxJobZone: 2,
        enjoyedSubjects: [],
        completed: false,
      }),
    ).toBe(3);
  });

  it('shows the last step when all are answered but not finished', () => {
    expect(
      resumePosition({
        lifeStage: 'school',
        highestEducation: 'secondary',
        maxJobZone: 2,
        enjoyedSubjects: ['Art and design'],
        workValues: ['support'],
        completed: false,
      }),
    ).toBe(STEPS.length - 1);
  });

  it('shows the end once finished, however much was answered', () => {
    expect(resumePosition({ completed: true })).toBe('done');
  });
});

describe('QUESTION_COUNT', () => {
  it('counts every question of every step', () => {
    expect(QUESTION_COUNT).toBe(9);
    expect(STEPS.flatMap((step) => step.questions)).toHaveLength(QUESTION_COUNT);
  });
});

describe('the step in the address', () => {
  it('reads the steps as the page counts them, and the end', () => {
    expect(stepInAddress(new URLSearchParams('step=1'))).toBe(0);
    expect(stepInAddress(new URLSearchParams(`step=${STEPS.length}`))).toBe(STEPS.length - 1);
    expect(stepInAddress(new URLSearchParams('step=done'))).toBe('done');
  });

  it('names no step for an address without one, or with one the form lacks', () => {
    for (const query of ['', 'step=0', `step=${STEPS.length + 1}`, 'step=2.5', 'step=two'])
      expect(stepInAddress(new URLSearchParams(query))).toBeNull();
  });

  it('writes each position so that it reads back the same', () => {
    for (const position of [0, 1, STEPS.length - 1, 'done'] as const)
      expect(stepInAddress(stepAddress(position))).toBe(position);
  });
});

describe('what onboarding reads from its address', () => {
  it('is what the route table says, so the server knows which addresses get the prerendered page', () => {
    expect(paramsRead(stepInAddress)).toEqual([...queryOf(paths.onboarding)].sort());
  });
});
