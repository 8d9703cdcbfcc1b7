import { countInWords, maxRuleText, overMaxText, toggledValues } from './choices';

describe('choices', () => {
  const offered = ['a', 'b', 'c', 'd'];

  it('keeps ticked values in the order offered, whatever the order of ticking', () => {
    expect(toggledValues(offered, ['c'], 'a')).toEqual(['a', 'c']);
    expect(toggledValues(offered, ['a', 'c'], 'b')).toEqual(['a', 'b', 'c']);
    expect(toggledValues(offered, ['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('keeps a value the list no longer offers, after the others, until it is unticked', () => {
    expect(toggledValues(offered, ['old', 'c'], 'a')).toEqual(['a', 'c', 'old']);
    expect(toggledValues(offered, ['a', 'old'], 'old')).toEqual(['a']);
  });

  it('says the most choices in words', () => {
    expect(maxRuleText(3)).toBe('Choose up to three.');
    expect(maxRuleText(1)).toBe('Choose one.');
    expect(maxRuleText(20)).toBe('Choose up to 20.');
    expect(overMaxText(3)).toBe('That’s three already: untick one to choose another.');
    expect(countInWords(10)).toBe('ten');
  });
});
