import { playgroundSteps } from './playground-steps';

const fresh = {
  onboarding: { answered: 0, completed: false },
  cards: { sorted: 0, total: 48, canFinish: false },
  hollandCode: null,
};

describe('playgroundSteps', () => {
  it('starts a newcomer with the questions about them', () => {
    const { steps, next } = playgroundSteps(fresh);
    expect(next?.id).toBe('about-you');
    expect(steps.map((step) => step.status)).toEqual([
      'not-started',
      'not-started',
      'waiting',
      'waiting',
    ]);
  });

  it('points at sorting once the questions are done, and says how far it got', () => {
    const { steps, next } = playgroundSteps({
      ...fresh,
      onboarding: { answered: 6, completed: true },
      cards: { sorted: 31, total: 48, canFinish: true },
    });
    expect(next?.id).toBe('sort-cards');
    expect(steps[1]!.detail).toBe('31 of 48 sorted: enough to see your profile.');
  });

  it('points at questions left half-answered before cards half-sorted', () => {
    const { next } = playgroundSteps({
      ...fresh,
      onboarding: { answered: 2, completed: false },
      cards: { sorted: 5, total: 48, canFinish: false },
    });
    expect(next?.id).toBe('about-you');
  });

  it('moves on to careers once there is a profile', () => {
    const { steps, next } = playgroundSteps({
      ...fresh,
      onboarding: { answered: 6, completed: true },
      hollandCode: 'SAE',
    });
    expect(steps[2]!.detail).toBe('Ready: your code is SAE.');
    expect(next?.id).toBe('careers');
  });
});
