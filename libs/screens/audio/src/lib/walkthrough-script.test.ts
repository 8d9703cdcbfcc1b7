import { cardScript, introScript } from './walkthrough-script';

describe('walkthrough scripts', () => {
  it('tells people how to answer in the way they chose', () => {
    expect(introScript(48, true)).toContain('say yes, maybe or no');
    expect(introScript(48, false)).toContain('choose yes, maybe or no');
    expect(introScript(48, false)).toContain('48 activities');
  });

  it('reads a card with where it is in the deck', () => {
    expect(cardScript({ id: 'x', text: 'Build kitchen cabinets', area: 'R' }, 3, 48)).toBe(
      'Activity 3 of 48. Build kitchen cabinets. Would you enjoy it?',
    );
    expect(cardScript({ id: 'y', text: 'Create graphics or animation.', area: 'A' }, 1, 2)).toBe(
      'Activity 1 of 2. Create graphics or animation. Would you enjoy it?',
    );
  });
});
