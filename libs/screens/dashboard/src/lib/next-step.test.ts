import { paths } from '@pathwise/routes';
import { type NextStepInput, nextBestStep } from './next-step';

const everything: NextStepInput = {
  interests: 'ready',
  cardsSorted: 0,
  personality: 'ready',
  personalityAnswered: null,
  onboarding: 'done',
  favourites: 3,
};
const newcomer: NextStepInput = {
  interests: 'none',
  cardsSorted: 0,
  personality: 'none',
  personalityAnswered: 0,
  onboarding: 'not-done',
  favourites: 0,
};

describe('nextBestStep', () => {
  it('starts a newcomer on the interest cards', () => {
    expect(nextBestStep(newcomer)).toMatchObject({
      id: 'sort-cards',
      title: 'Sort the activity cards',
      to: paths.playgroundCanvas,
    });
  });

  it('brings someone back to a sort in progress', () => {
    expect(nextBestStep({ ...newcomer, cardsSorted: 12 })).toMatchObject({
      id: 'sort-cards',
      action: 'Carry on sorting',
      why: expect.stringContaining('sorted 12'),
    });
  });

  it('suggests the personality test once there is an interest profile', () => {
    expect(nextBestStep({ ...newcomer, interests: 'ready' })).toMatchObject({
      id: 'personality-test',
      action: 'Start the test',
      to: paths.personalityTest,
    });
    expect(
      nextBestStep({ ...newcomer, interests: 'ready', personalityAnswered: 60 }),
    ).toMatchObject({ id: 'personality-test', action: 'Carry on with the test' });
  });

  it('then the questions about you', () => {
    expect(nextBestStep({ ...everything, onboarding: 'not-done' })).toMatchObject({
      id: 'onboarding',
      to: paths.onboarding,
    });
  });

  it('with everything done, compares favourites or looks at suggestions', () => {
    expect(nextBestStep(everything)).toMatchObject({
      id: 'compare-favourites',
      to: paths.favourites,
      why: expect.stringContaining('saved 3 careers'),
    });
    expect(nextBestStep({ ...everything, favourites: 1 })).toMatchObject({
      id: 'suggestions',
      to: paths.careerSuggestions,
    });
    expect(nextBestStep({ ...everything, favourites: 'error' })?.id).toBe('suggestions');
  });

  it('waits while what decides the step is loading', () => {
    expect(nextBestStep({ ...newcomer, interests: 'loading' })).toBeNull();
    expect(nextBestStep({ ...everything, personality: 'loading' })).toBeNull();
    expect(
      nextBestStep({ ...everything, personality: 'none', personalityAnswered: null }),
    ).toBeNull();
    expect(nextBestStep({ ...everything, onboarding: 'loading' })).toBeNull();
    expect(nextBestStep({ ...everything, favourites: 'loading' })).toBeNull();
  });

  it('passes over a part that failed to load instead of guessing', () => {
    expect(nextBestStep({ ...newcomer, interests: 'error' })?.id).toBe('personality-test');
    expect(
      nextBestStep({ ...everything, interests: 'error', personality: 'error', onboarding: 'error' })
        ?.id,
    ).toBe('compare-favourites');
  });
});
