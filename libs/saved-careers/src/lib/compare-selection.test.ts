import { COMPARE_LIMIT, canPick, pickedStatus, togglePicked } from './compare-selection';

describe('togglePicked', () => {
  it('adds careers in the order they were ticked and removes them again', () => {
    const two = togglePicked(togglePicked([], 'a'), 'b');
    expect(two).toEqual(['a', 'b']);
    expect(togglePicked(two, 'a')).toEqual(['b']);
  });

  it('refuses a fourth career but still lets one of the three be unticked', () => {
    const full = ['a', 'b', 'c'];
    expect(COMPARE_LIMIT).toBe(3);
    expect(canPick(full, 'd')).toBe(false);
    expect(togglePicked(full, 'd')).toBe(full);
    expect(canPick(full, 'b')).toBe(true);
    expect(togglePicked(full, 'b')).toEqual(['a', 'c']);
  });
});

describe('pickedStatus', () => {
  it('says what to do next at every count and explains the limit when it is reached', () => {
    expect(pickedStatus(0)).toBe('Tick two or three careers to compare them.');
    expect(pickedStatus(1)).toBe('1 career picked. Tick one or two more to compare them.');
    expect(pickedStatus(2)).toBe('2 careers picked. You can add one more.');
    expect(pickedStatus(3)).toBe(
      '3 careers picked, the most to compare at once. Untick one to pick another.',
    );
  });
});
