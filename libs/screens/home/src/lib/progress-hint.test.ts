import { progressHint } from './progress-hint';
import { noteMadeHere } from '@pathwise/progress';

describe('progressHint', () => {
  it('is null for a first visit', () => {
    expect(progressHint()).toBeNull();
  });

  it('points at the browser when it holds progress of the person at it', () => {
    localStorage.setItem('pathwise:interest-sort', '{}');
    // Not known to be theirs (an earlier visit's, say): nothing to carry on from until they say so.
    expect(progressHint()).toBeNull();
    noteMadeHere('pathwise:interest-sort');
    expect(progressHint()).toBe('browser');
  });

  it('points at the account for someone who signed in here before', () => {
    localStorage.setItem('pathwise:signed-in', '1');
    localStorage.setItem('pathwise:onboarding', '{}');
    expect(progressHint()).toBe('account');
  });
});
