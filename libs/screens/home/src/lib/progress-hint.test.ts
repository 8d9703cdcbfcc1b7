import { progressHint } from './progress-hint';

describe('progressHint', () => {
  it('is null for a first visit', () => {
    expect(progressHint()).toBeNull();
  });

  it('points at the browser when it holds any progress key', () => {
    localStorage.setItem('pathwise:interest-sort', '{}');
    expect(progressHint()).toBe('browser');
  });

  it('points at the account for someone who signed in here before', () => {
    localStorage.setItem('pathwise:signed-in', '1');
    localStorage.setItem('pathwise:onboarding', '{}');
    expect(progressHint()).toBe('account');
  });
});
