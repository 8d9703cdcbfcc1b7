import { type Progress, continueView, mergeProgress } from './progress';

const none: Progress = {
  personality: { answered: 0, reportReady: false },
  interests: { sorted: 0, hollandCode: null },
  aboutYou: { answered: 0, completed: false },
};
const withProgress = (patch: {
  personality?: Partial<Progress['personality']>;
  interests?: Partial<Progress['interests']>;
  aboutYou?: Partial<Progress['aboutYou']>;
}): Progress => ({
  personality: { ...none.personality, ...patch.personality },
  interests: { ...none.interests, ...patch.interests },
  aboutYou: { ...none.aboutYou, ...patch.aboutYou },
});

describe('continueView', () => {
  it('sends someone halfway through the test back to it, saying where the answers are', () => {
    const view = continueView(withProgress({ personality: { answered: 45 } }), false);
    expect(view.action).toEqual({
      to: '/personality-test',
      label: 'Continue the personality test',
    });
    expect(view.detail).toBe(
      'You have answered 45 of 120 personality statements, kept in this browser.',
    );
    expect(view.more).toEqual({ to: '/v2/pg-home', label: 'All playground steps' });
  });

  it('calls a fully answered test one step from its report', () => {
    const view = continueView(withProgress({ personality: { answered: 120 } }), true);
    expect(view.action.label).toBe('Finish the personality test');
    expect(view.detail).toMatch(/saved to your account: one step to your report/);
    expect(view.more).toEqual({ to: '/dashboard', label: 'Your dashboard' });
  });

  it('puts a test in progress before cards in progress, and cards before the questions', () => {
    const all = withProgress({
      personality: { answered: 3 },
      interests: { sorted: 12 },
      aboutYou: { answered: 2 },
    });
    expect(continueView(all, false).action.to).toBe('/personality-test');
    const cards = { ...all, personality: none.personality };
    expect(continueView(cards, false)).toMatchObject({
      action: { to: '/v2/pg-canvas', label: 'Continue sorting cards' },
      detail: '12 activity cards sorted so far, kept in this browser.',
    });
    const questions = { ...cards, interests: none.interests };
    expect(continueView(questions, false).action).toEqual({
      to: '/v2/pg-onboarding',
      label: 'Finish the questions about you',
    });
  });

  it('counts one card in the singular', () => {
    expect(continueView(withProgress({ interests: { sorted: 1 } }), false).detail).toMatch(
      /^1 activity card sorted/,
    );
  });

  it('leads to the careers once there is an interest profile, then to a ready report', () => {
    const profile = withProgress({
      interests: { sorted: 40, hollandCode: 'IAS' },
      personality: { reportReady: true },
    });
    expect(continueView(profile, true)).toMatchObject({
      action: { to: '/v2/pg-career-suggest', label: 'See careers that fit you' },
      detail: expect.stringContaining('Your interest code is IAS.'),
    });
    expect(continueView(withProgress({ personality: { reportReady: true } }), true).action).toEqual(
      { to: '/personality-report', label: 'See your personality report' },
    );
  });

  it('suggests the cards after the questions about you are finished', () => {
    expect(
      continueView(withProgress({ aboutYou: { answered: 3, completed: true } }), false).action,
    ).toEqual({ to: '/v2/pg-canvas', label: 'Sort activity cards' });
  });

  it('offers the dashboard, or the playground steps, when nothing is started', () => {
    expect(continueView(none, true)).toMatchObject({
      action: { to: '/dashboard', label: 'Go to your dashboard' },
      more: null,
    });
    expect(continueView(none, false)).toMatchObject({
      action: { to: '/v2/pg-home', label: 'See your playground steps' },
      more: null,
    });
  });
});

describe('mergeProgress', () => {
  it('keeps the furthest of account and browser, and the account’s report', () => {
    const account = withProgress({
      personality: { answered: 10, reportReady: true },
      interests: { sorted: 5 },
    });
    const browser = withProgress({
      personality: { answered: 30 },
      interests: { sorted: 2, hollandCode: 'RIA' },
      aboutYou: { answered: 1, completed: true },
    });
    expect(mergeProgress(account, browser)).toEqual({
      personality: { answered: 30, reportReady: true },
      interests: { sorted: 5, hollandCode: 'RIA' },
      aboutYou: { answered: 1, completed: true },
    });
  });

  it('prefers the account’s interest code', () => {
    const account = withProgress({ interests: { hollandCode: 'SEC' } });
    const browser = withProgress({ interests: { hollandCode: 'RIA' } });
    expect(mergeProgress(account, browser).interests.hollandCode).toBe('SEC');
  });
});
